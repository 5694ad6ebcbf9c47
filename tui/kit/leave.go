package kit

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// Leaving a game with esc asks what becomes of it: kept for later (its
// save stays and the menu offers to resume it), abandoned (the save goes),
// or neither (play on). "Quit game" and q keep their meaning: the game
// ends for good.

// LeaveAnswer is the answer to the leave question.
type LeaveAnswer uint8

const (
	LeaveUnanswered LeaveAnswer = iota // another key: the question stays
	LeaveKeep                          // back to the menu, the game saved
	LeaveAbandon                       // back to the menu, the save removed
	LeaveCancel                        // play on
)

// LeaveKeys are the keys of the leave question; they are its help too.
type LeaveKeys struct {
	Keep    key.Binding
	Abandon key.Binding
	Cancel  key.Binding
	global  GlobalKeys
}

func NewLeaveKeys(g GlobalKeys) LeaveKeys {
	return LeaveKeys{
		Keep:    key.NewBinding(key.WithKeys("k", "K", "enter"), key.WithHelp("k/enter", "keep for later")),
		Abandon: key.NewBinding(key.WithKeys("a", "A"), key.WithHelp("a", "abandon")),
		Cancel:  key.NewBinding(key.WithKeys("esc", "n", "N"), key.WithHelp("esc", "play on")),
		global:  g,
	}
}

func (k LeaveKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Keep, k.Abandon, k.Cancel, k.global.Quit}
}

func (k LeaveKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// Answer reads msg as an answer; another key puts a hint on the status
// line.
func (k LeaveKeys) Answer(ctx *Context, msg tea.KeyMsg) LeaveAnswer {
	switch {
	case key.Matches(msg, k.Keep):
		return LeaveKeep
	case key.Matches(msg, k.Abandon):
		return LeaveAbandon
	case key.Matches(msg, k.Cancel):
		return LeaveCancel
	}
	ctx.SetStatus("Answer k (keep the game for later), a (abandon it) or esc (play on)")
	return LeaveUnanswered
}

// LeaveQuestion draws the question in width cells (0: natural width).
// canKeep is false where there is nowhere to keep the game; note is a line
// on what keeping means here ("" for none), e.g. that a hand in play is
// dealt again.
func LeaveQuestion(ctx *Context, width int, canKeep bool, note string) string {
	st := ctx.Styles
	lines := []string{st.Warning.Render("! Leave this game?")}
	keep := "The menu will offer to resume it where it stands."
	if !canKeep {
		keep = "It cannot be kept: there is nowhere to save it."
	}
	if note != "" {
		keep += " " + note
	}
	if width > 0 {
		keep = lipgloss.NewStyle().Width(width).Render(keep)
	}
	lines = append(lines, st.Faint.Render(keep))
	wide := width == 0 || width >= 50 // else a narrow panel: a choice a line
	var choices []string
	for _, c := range [][2]string{{"k", "keep for later"}, {"a", "abandon"}, {"esc", "play on"}} {
		k := c[0]
		if !wide {
			k = Pad(k, 3)
		}
		choices = append(choices, st.Digit.Render(k)+st.Text.Render("  "+c[1]))
	}
	if wide {
		choices = []string{strings.Join(choices, "   ")}
	}
	return lipgloss.JoinVertical(lipgloss.Left, append(lines, choices...)...)
}
