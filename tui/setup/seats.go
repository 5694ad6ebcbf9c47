package setup

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/handhistory"
	"parlor/tui/kit"
)

// seat is one seat as set up: a person with a name, or a computer
// player of a kind (a bot's name).
type seat struct {
	person bool
	name   string // a person's name
	bot    string // a computer seat's bot
}

// SeatRules is what a game's setup lets its seats be.
type SeatRules struct {
	Bots     []string // every bot, in its package's order: ←/→ cycle through them
	Fresh    []string // the order in which a new computer seat takes a bot not seated yet
	Fallback string   // a new computer seat's bot when all are seated
	Min, Max int      // seats
	TooMany  string   // the warning when a seat more would pass max
	TooFew   string   // the warning when a seat less would pass min
	// Title is a computer seat's note beside its name ("" for none); nil
	// shows none.
	Title func(bot string) string
}

// seatEditor is the seat list of a game's setup screen: people and
// computer seats to add, remove, switch, rename (with a text input) and
// give a bot. Its cursor runs over the seats and then the screen's own
// lines, which the screen handles.
type seatEditor struct {
	ctx    *kit.Context
	rules  SeatRules
	list   []seat
	cursor int // a seat, then one of the screen's lines
	lines  int // the screen's lines after the seats
	edit   kit.LineEdit
}

// newSeatEditor seats the player of the settings and a second person
// against the bots given, with lines of the screen's own after the seats.
func newSeatEditor(ctx *kit.Context, rules SeatRules, lines int, bots ...string) seatEditor {
	e := seatEditor{ctx: ctx, rules: rules, lines: lines, edit: kit.NewLineEdit(ctx)}
	e.edit.Input.CharLimit = config.MaxNameLen
	e.edit.Input.Width = config.MaxNameLen + 1
	me := strings.TrimSpace(ctx.Settings.Name)
	if me == "" {
		me = config.Defaults().Name
	}
	e.list = []seat{{person: true, name: me}}
	e.list = append(e.list, seat{person: true, name: e.freshName()})
	for _, b := range bots {
		e.list = append(e.list, seat{bot: b})
	}
	return e
}

// typing reports whether a name is typed.
func (e *seatEditor) typing() bool { return e.edit.Editing }

// keys is the screen's key map km, or the text input's while a name is
// typed.
func (e *seatEditor) keys(km help.KeyMap) help.KeyMap { return e.edit.Keys(km) }

// line is the cursor's line after the seats (0 the first), or -1 on a seat.
func (e *seatEditor) line() int {
	if e.cursor < len(e.list) {
		return -1
	}
	return e.cursor - len(e.list)
}

// names are the names the seats play under: a person's own, a computer
// seat's bot name, numbered "bogart#2" when a bot sits twice (as the bot
// packages and the game commands name them).
func (e *seatEditor) names() []string {
	names := make([]string, len(e.list))
	seen := map[string]int{}
	for i, st := range e.list {
		if st.person {
			names[i] = st.name
			continue
		}
		seen[st.bot]++
		names[i] = st.bot
		if k := seen[st.bot]; k > 1 {
			names[i] = fmt.Sprintf("%s#%d", st.bot, k)
		}
	}
	return names
}

// freshName is "Player N" for the first N not taken.
func (e *seatEditor) freshName() string {
	taken := map[string]bool{}
	for _, n := range e.names() {
		taken[strings.ToLower(n)] = true
	}
	for n := 2; ; n++ {
		if name := fmt.Sprintf("Player %d", n); !taken[strings.ToLower(name)] {
			return name
		}
	}
}

// freshBot is the first bot in the rules' fresh order not seated yet, or
// the fallback when all are.
func (e *seatEditor) freshBot() string {
	for _, b := range e.rules.Fresh {
		if !slices.ContainsFunc(e.list, func(st seat) bool { return !st.person && st.bot == b }) {
			return b
		}
	}
	return e.rules.Fallback
}

// update takes every message while a name is typed.
func (e *seatEditor) update(msg tea.Msg) tea.Cmd {
	name, entered, cmd := e.edit.Update(msg)
	if !entered {
		return cmd
	}
	if err := config.CheckName(name); err != nil {
		e.ctx.SetWarning(err.Error())
		return nil
	}
	if j := e.nameTaken(name, e.cursor); j >= 0 {
		e.ctx.SetWarning(fmt.Sprintf("seat %d is %s already: each seat needs its own name", j+1, e.names()[j]))
		return nil
	}
	e.list[e.cursor].name = name
	e.edit.Stop()
	return nil
}

// key handles the keys that move, add and remove, and those that change a
// seat while the cursor is on one. It reports false for a key it leaves to
// the screen: ←/→, enter and t on the screen's own lines, and any other.
func (e *seatEditor) key(msg tea.KeyMsg, km keyMap) (tea.Cmd, bool) {
	n := len(e.list) + e.lines
	switch {
	case key.Matches(msg, km.Up):
		e.cursor = (e.cursor + n - 1) % n
	case key.Matches(msg, km.Down):
		e.cursor = (e.cursor + 1) % n
	case key.Matches(msg, km.AddPerson):
		e.add(seat{person: true, name: e.freshName()})
	case key.Matches(msg, km.AddComputer):
		e.add(seat{bot: e.freshBot()})
	case key.Matches(msg, km.Remove):
		e.remove()
	case e.line() >= 0:
		return nil, false
	case key.Matches(msg, km.Left):
		e.change(-1)
	case key.Matches(msg, km.Right):
		e.change(+1)
	case key.Matches(msg, km.Choose):
		if e.list[e.cursor].person {
			return e.startEditing(), true
		}
		e.change(+1)
	case key.Matches(msg, km.Kind):
		e.toggle()
	default:
		return nil, false
	}
	return nil, true
}

// change picks the next or previous bot for the cursor's seat.
func (e *seatEditor) change(step int) {
	st := &e.list[e.cursor]
	if st.person {
		e.ctx.SetStatus("enter renames " + st.name + "; t makes the seat a computer player")
		return
	}
	st.bot = kit.Cycle(e.rules.Bots, st.bot, step)
}

// toggle turns the cursor's seat from a person into a computer player or
// back.
func (e *seatEditor) toggle() {
	if e.list[e.cursor].person {
		e.list[e.cursor] = seat{bot: e.freshBot()}
		return
	}
	e.list[e.cursor] = seat{person: true}
	e.list[e.cursor].name = e.freshName()
}

func (e *seatEditor) add(seat seat) {
	if len(e.list) >= e.rules.Max {
		e.ctx.SetWarning(e.rules.TooMany)
		return
	}
	e.list = append(e.list, seat)
	e.cursor = len(e.list) - 1
}

func (e *seatEditor) remove() {
	switch {
	case e.cursor >= len(e.list):
		e.ctx.SetStatus("move to a seat to remove it")
	case len(e.list) <= e.rules.Min:
		e.ctx.SetWarning(e.rules.TooFew)
	default:
		e.list = slices.Delete(e.list, e.cursor, e.cursor+1)
		e.cursor = min(e.cursor, len(e.list)-1)
	}
}

func (e *seatEditor) startEditing() tea.Cmd {
	e.edit.Input.SetValue(e.list[e.cursor].name)
	e.edit.Input.Placeholder = "a name"
	return e.edit.Start()
}

// nameTaken is the seat other than self that plays under name (ignoring
// case), or -1.
func (e *seatEditor) nameTaken(name string, self int) int {
	for j, n := range e.names() {
		if j != self && strings.EqualFold(n, name) {
			return j
		}
	}
	return -1
}

// checkNames says which seat has no name, a name a person may not type,
// or the name of another, or nil.
func (e *seatEditor) checkNames() error {
	for i, n := range e.names() {
		if strings.TrimSpace(n) == "" {
			return fmt.Errorf("seat %d has no name", i+1)
		}
		if e.list[i].person {
			if err := config.CheckName(n); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		}
		if j := e.nameTaken(n, i); j >= 0 {
			return fmt.Errorf("seats %d and %d are both %s: each seat needs its own name", min(i, j)+1, max(i, j)+1, n)
		}
	}
	return nil
}

// marker is the cursor's mark before a line of the panel.
func (e *seatEditor) marker(row int) string {
	if row == e.cursor {
		return e.ctx.Styles.Marker.Render("▸ ")
	}
	return "  "
}

// label is a line's label, w cells wide, highlighted under the cursor.
func (e *seatEditor) label(row int, text string, w int) string {
	if row == e.cursor {
		return e.ctx.Styles.Selected.Render(kit.Pad(text, w))
	}
	return e.ctx.Styles.Text.Render(kit.Pad(text, w))
}

// choice is a line's value, between ‹ › under the cursor (←/→ change it).
func (e *seatEditor) choice(row int, value string) string {
	st := e.ctx.Styles
	if row == e.cursor {
		return st.Marker.Render("‹ ") + st.Value.Render(value) + st.Marker.Render(" ›")
	}
	return "  " + st.Value.Render(value)
}

// rows are the seats' lines of the panel.
func (e *seatEditor) rows() []string {
	st := e.ctx.Styles
	names := e.names()
	rows := make([]string, 0, len(e.list))
	for i, seat := range e.list {
		num := st.Digit.Render(fmt.Sprintf("%d", i+1))
		var val string
		switch {
		case seat.person && i == e.cursor && e.edit.Editing:
			val = st.Marker.Render("✎ ") + e.edit.Input.View()
		case seat.person:
			val = "  " + st.Value.Render(seat.name)
		default:
			val = e.choice(i, handhistory.Clean(names[i]))
		}
		kind := "person"
		if !seat.person {
			kind = "computer"
			if e.rules.Title != nil {
				if t := e.rules.Title(seat.bot); t != "" {
					val += st.Faint.Render("  " + handhistory.Clean(t))
				}
			}
		}
		rows = append(rows, e.marker(i)+num+"  "+e.label(i, kind, 9)+val)
	}
	return rows
}

// note is the line under the panel that counts the seats and says how to
// change them.
func (e *seatEditor) note() string {
	return fmt.Sprintf("%d of %d seats · p adds a person, c a computer · x removes · t switches", len(e.list), e.rules.Max)
}
