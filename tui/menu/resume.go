package menu

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// The menu lists the games that can be resumed above its entries, the most
// recent first, when there are any: enter resumes one exactly where it was
// saved. A save that cannot be resumed (damaged, or from another version)
// is listed with the reason and offered for removal; x removes any save,
// after asking. A game open in another Parlor (another terminal) is listed
// as in use and neither resumed nor removed: enter tries it again, as that
// one may have left it since. The cursor runs over the saves, then the
// entries.

// savesShown is how many saves the menu lists at once; the list scrolls
// with the cursor beyond that, so that the menu fits 80×24.
const savesShown = 4

// saveRowWidth is the widest a save's line may be: the entries' width, so
// that the frame does not grow.
const saveRowWidth = 67

// inUseMark ends the line of a game open in another Parlor, and
// inUseWarning answers enter or x on it.
const (
	inUseMark    = " · in use by another Parlor"
	inUseWarning = "this game is open in another Parlor: leave it there first"
)

// resumeList is the menu's list of saves.
type resumeList struct {
	entries  []save.Entry
	err      error // the store could not be listed
	removing bool  // "remove this save?" is asked for the highlighted one
}

// reload lists the store again. The cursor goes to the newest save when
// the saves changed (a game just left is the newest).
func (m *Screen) reload() {
	if !m.store.CanKeep() {
		return
	}
	before := len(m.saves.entries)
	m.saves.entries, m.saves.err = m.store.Store.List()
	if n := len(m.saves.entries); n != before {
		m.cursor = 0
	}
	m.cursor = min(m.cursor, m.rows()-1)
}

// rows is the number of lines the cursor runs over.
func (m *Screen) rows() int { return len(m.saves.entries) + len(entries) }

// onSave returns the highlighted save, if the cursor is on one.
func (m *Screen) onSave() (save.Entry, bool) {
	if m.cursor < len(m.saves.entries) {
		return m.saves.entries[m.cursor], true
	}
	return save.Entry{}, false
}

// entry is the menu entry at the cursor, which is past the saves.
func (m *Screen) entry() entry { return entries[m.cursor-len(m.saves.entries)] }

// saveKey handles a key meant for the saves: the answer to "remove?", or
// x or enter on a save. handled is false for any other key.
func (m *Screen) saveKey(msg tea.KeyMsg) (cmd tea.Cmd, handled bool) {
	e, on := m.onSave()
	switch {
	case m.saves.removing:
		switch {
		case key.Matches(msg, m.km.Yes):
			m.saves.removing = false
			if err := m.store.Store.Remove(e.Name); err != nil {
				m.ctx.SetWarning(err.Error())
			} else {
				m.ctx.SetStatus("Removed: " + describe(e))
			}
			m.reload()
		case key.Matches(msg, m.km.No):
			m.saves.removing = false
		default:
			m.ctx.SetStatus("Answer y (remove the save) or n (keep it)")
		}
		return nil, true
	case !on:
		return nil, false
	case e.InUse && key.Matches(msg, m.km.Remove):
		m.ctx.SetWarning(inUseWarning)
		return nil, true
	case key.Matches(msg, m.km.Remove), e.Err != nil && key.Matches(msg, m.km.Choose):
		m.saves.removing = true
		return nil, true
	case key.Matches(msg, m.km.Choose):
		return m.resume(e), true
	}
	return nil, false
}

// resume asks the root to open the game of save e where it was saved
// (app.ResumeMsg). Its slot is taken first, so that a game open in another
// Parlor is refused before it is read, and the game loaded is the one this
// Parlor now holds.
func (m *Screen) resume(e save.Entry) tea.Cmd {
	sl, err := m.store.Store.Slot(e)
	var g save.Game
	if err == nil {
		var env save.Envelope
		if env, err = m.store.Store.Load(e.Name); err == nil {
			g, err = save.Resume(env)
		}
	}
	if err != nil {
		if sl != nil {
			sl.Close()
		}
		if errors.Is(err, save.ErrInUse) {
			m.ctx.SetWarning(inUseWarning) // the line says which game; the status line is short
		} else {
			m.ctx.SetWarning("cannot resume " + describe(e) + ": " + err.Error())
		}
		m.reload()
		return nil
	}
	return func() tea.Msg { return app.ResumeMsg{Game: g, Slot: sl} }
}

// describe names a save in a line: its summary, or its file's name.
func describe(e save.Entry) string {
	if e.Summary != "" {
		return e.Summary
	}
	return e.Name
}

// savesView is the saves' part of the menu's frame: a heading and a line
// per save, "" when there are none.
func (m *Screen) savesView() string {
	st := m.ctx.Styles
	es := m.saves.entries
	if len(es) == 0 {
		return ""
	}
	from := min(max(0, m.cursor-savesShown+1), max(0, len(es)-savesShown))
	to := min(len(es), from+savesShown)
	head := "Resume a game"
	if len(es) > savesShown {
		head += fmt.Sprintf(" (%d–%d of %d)", from+1, to, len(es))
	}
	rows := []string{st.Heading.Render(head)}
	for i := from; i < to; i++ {
		e := es[i]
		text := kit.Truncate(describe(e), saveRowWidth-2)
		style := st.Text
		switch {
		case e.Err != nil:
			text = kit.Truncate("! "+describe(e)+": cannot be resumed", saveRowWidth-2)
			style = st.Warning
		case e.InUse:
			text = kit.Truncate(describe(e), saveRowWidth-2-lipgloss.Width(inUseMark)) + inUseMark
			style = st.Faint
		}
		marker := "  "
		if i == m.cursor {
			marker, style = st.Marker.Render("▸ "), st.Selected
		}
		rows = append(rows, marker+style.Render(text))
	}
	return strings.Join(rows, "\n") + "\n\n"
}

// saveNote is the line under the menu about the highlighted save: why it
// cannot be resumed, or the question to remove it.
func (m *Screen) saveNote() string {
	st := m.ctx.Styles
	e, on := m.onSave()
	var text string
	switch {
	case m.store != nil && m.store.Err != nil:
		return st.Warning.Render("! games in play cannot be saved: " + m.store.Err.Error())
	case m.saves.err != nil:
		return st.Warning.Render("! " + m.saves.err.Error())
	case !on:
		return ""
	case m.saves.removing:
		return st.Warning.Render("! Remove this saved game? It cannot be resumed after.") + "\n" +
			st.Digit.Render("y") + st.Text.Render("  remove    ") + st.Digit.Render("n") + st.Text.Render("  keep it")
	case e.Err != nil:
		text = st.Warning.Render("! " + e.Err.Error() + " · enter or x removes this save")
	case e.InUse:
		text = st.Faint.Render("open in another Parlor · once it is left there, enter resumes it")
	default:
		text = st.Faint.Render("enter resumes this game · x removes its save")
	}
	return text
}

// noteWidth wraps a note to the menu's width.
func (m *Screen) noteWidth(s string) string {
	if m.width == 0 || s == "" {
		return s
	}
	return lipgloss.NewStyle().Width(min(m.width-2, 76)).Align(lipgloss.Center).Render(s)
}
