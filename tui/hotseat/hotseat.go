// Package hotseat is the skeleton of the games played at one keyboard,
// Camel Up (tui/camelup) and White Elephant (tui/elephant): what waits for
// the keys between the game's own moves, said the same way in both.
//
// A game screen embeds a Frame and tells it, through the Game interface,
// where the game stands (its Stage). The Frame then
//   - saves the game after each turn that leaves it waiting for a person
//     (Frame.AfterTurn), and answers esc at the top with the leave
//     question: keep for later, abandon, play on (app.Session);
//   - asks "abandon the game?" on q, and answers it (y: the save goes and
//     the setup shows again; n or esc: play on);
//   - shows the rules page on r (kit.RulesPage), the game waiting meanwhile;
//   - schedules the computer seats' moves (kit.Turns), none while a
//     question or the rules are open;
//   - answers the keys of the stages that are not a person's choice: a
//     computer's turn (wait), a pause between turns (enter goes on: a
//     round's summary, a hand-over), the game's end (enter goes back);
//   - draws the abandon question, the status line under the game, and the
//     help of those stages from one Keys.
//
// What is a game's own (its board, a person's menu of actions, what a
// pause shows) stays in its package.
package hotseat

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/tui/app"
	"parlor/tui/kit"
)

// Stage is where a hotseat game stands, as far as the keys go.
type Stage uint8

const (
	Computer Stage = iota // a computer seat is to act: keys wait
	Person                // a person chooses: the game's own keys
	Pause                 // a moment between turns (a round's summary, a hand-over): enter goes on
	Over                  // the final result: enter goes back to the setup
)

// Game is what the Frame needs of the game screen that embeds it.
type Game interface {
	// Stage is where the game stands now.
	Stage() Stage
	// AtTop reports whether esc would leave the game, rather than step
	// back within a person's menu.
	AtTop() bool
	// Prepare takes the snapshot a computer seat's move is thought out
	// from (the Frame calls it only when that seat is to act).
	Prepare() kit.Think
	// Waiting is the hint for a key pressed during a computer's turn or a
	// pause (what enter does, whom to pass the keyboard to).
	Waiting() string
}

// Frame is what a hotseat game screen shares: embed it, and build it with
// NewFrame.
type Frame struct {
	Ctx   *kit.Context
	Keys  Keys
	Save  app.Session   // the game's saving, and esc's question
	Rules kit.RulesPage // r
	Turns kit.Turns     // the computer seats' moves
	// Asking is true while "abandon the game?" is asked.
	Asking bool
	// Width and Height are the body's size; 0 until the first size
	// message.
	Width, Height int

	savedAt any    // the mark of the turn saved last (see AfterTurn)
	hint    string // the waiting hint on the status line, if it is still there
}

// NewFrame is the frame of a game with its rules page, saved in gs (its
// zero value: not saved).
func NewFrame(ctx *kit.Context, rules kit.RulesPage, gs app.Session) Frame {
	return Frame{Ctx: ctx, Keys: NewKeys(ctx.Keys), Save: gs, Rules: rules}
}

// Due reports whether a computer seat is to move now: none moves while a
// question or the rules are open.
func (f *Frame) Due(g Game) bool {
	return g.Stage() == Computer && !f.Asking && !f.Save.Leaving && !f.Rules.IsOpen()
}

// Schedule returns the command that brings the computer seat's move, or
// nil when none is due.
func (f *Frame) Schedule(g Game) tea.Cmd { return f.Turns.Schedule(f.Ctx, f.Due(g), g.Prepare) }

// Take returns the move msg brings, when it is due (kit.Turns.Take). The
// hint a key got while the computer thought ("… is to act: wait a
// moment") goes with its moment: the move is played now.
func (f *Frame) Take(g Game, msg kit.ComputerMsg) (any, bool) {
	move, ok := f.Turns.Take(msg, f.Due(g))
	if ok && f.hint != "" {
		if f.Ctx.Status().Text == f.hint {
			f.Ctx.SetStatus("")
		}
		f.hint = ""
	}
	return move, ok
}

// Update does, ahead of the game's own update, what every hotseat game
// does with msg: the size, the writes of its saves, esc's leave question,
// and the game's end when "abandon the game?" is answered yes. done is
// false for a message the game handles itself.
func (f *Frame) Update(g Game, msg tea.Msg) (cmd tea.Cmd, done bool) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		f.Width, f.Height = size.Width, size.Height
		f.Rules.SetSize(size.Width, size.Height)
		return nil, true
	}
	canLeave := !f.Asking && !f.Rules.IsOpen() && g.Stage() != Over && g.AtTop()
	if cmd, _, done := f.Save.Handle(f.Ctx, msg, canLeave, func() tea.Cmd { return f.Schedule(g) }); done {
		return cmd, true
	}
	return nil, false
}

// Key answers the keys every hotseat game answers the same way: the
// abandon question, the rules page, q, and the keys of a computer's turn,
// a pause and the end. handled is false for a person's key (the game's
// own), and for enter in a pause, which the game answers by going on.
func (f *Frame) Key(g Game, msg tea.KeyMsg) (cmd tea.Cmd, handled bool) {
	k := f.Keys
	stage := g.Stage()
	if f.Asking { // never while the rules page shows: its keys are the page's
		return f.answer(g, msg), true
	}
	if cmd, ok := f.Rules.Key(msg, f.Width, f.Height, func() tea.Cmd { return f.Schedule(g) }); ok {
		return cmd, true
	}
	switch {
	case stage == Over:
		if key.Matches(msg, k.Leave) {
			return kit.GoBack(), true
		}
		f.Ctx.SetStatus("The game is over: enter goes back to the setup for another")
		return nil, true
	case key.Matches(msg, k.Quit):
		f.Asking = true
		return nil, true
	case stage == Pause && key.Matches(msg, k.Next):
		return nil, false
	case stage == Computer || stage == Pause:
		f.hint = g.Waiting()
		f.Ctx.SetStatus(f.hint)
		return nil, true
	}
	return nil, false
}

// Abandon opens "abandon the game?" (a person's menu offers it too).
func (f *Frame) Abandon() { f.Asking = true }

// answer takes the answer to "abandon the game?": yes removes the save and
// goes back to the setup, no plays on (bringing a computer move that
// waited); another key says what to answer.
func (f *Frame) answer(g Game, msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, f.Keys.Yes):
		f.Asking = false
		f.Save.Drop(f.Ctx)
		return kit.GoBack()
	case key.Matches(msg, f.Keys.No):
		f.Asking = false
		return f.Schedule(g)
	}
	f.Ctx.SetStatus("Answer y (yes, abandon the game) or n (no, play on)")
	return nil
}

// AfterTurn saves once after the turns that leave the game waiting for a
// person, or removes the save of a game that is over: mark tells one turn
// from the next (a comparable value), save takes the save. The computer
// players' turns in between are not saved one by one: resumed from the
// save before them they are played again exactly as they were (their
// sources are in it), so a save after each would only cost a disk write per
// turn, hundreds in a game of computers.
func (f *Frame) AfterTurn(g Game, over bool, mark any, save func() tea.Cmd) tea.Cmd {
	switch {
	case f.Save.Slot == nil: // not saved (no state directory, a test's game)
	case over:
		f.Save.Drop(f.Ctx)
	case mark != f.savedAt && g.Stage() != Computer:
		f.savedAt = mark
		return save()
	}
	return nil
}

// SavedAt notes mark as the turn saved last: a game resumed, or its first
// save taken.
func (f *Frame) SavedAt(mark any) { f.savedAt = mark }

// AbandonQuestion draws "abandon the game?" in width cells; in a narrow
// panel each answer has a line of its own.
func (f *Frame) AbandonQuestion(width int) string {
	st := f.Ctx.Styles
	lines := []string{
		st.Warning.Render("! Abandon this game?"),
		lipgloss.NewStyle().Width(width).Render(st.Faint.Render("Nothing of it is kept: the scores are lost.")),
	}
	yes := st.Digit.Render("y") + st.Text.Render("  abandon")
	no := st.Digit.Render("n") + st.Faint.Render(" or ") + st.Digit.Render("esc") + st.Text.Render("  play on")
	if width < 50 {
		return strings.Join(append(lines, yes, no), "\n")
	}
	return strings.Join(append(lines, yes+"     "+no), "\n")
}

// View places body (the board and what is under it, width cells wide) in
// the window, the status line right under it, near the eyes rather than at
// the window's bottom; the rules page instead while it is open. pos is the
// body's place in the window's height.
func (f *Frame) View(body string, width int, pos lipgloss.Position) string {
	if f.Rules.IsOpen() {
		if f.Width == 0 {
			return f.Rules.View()
		}
		return lipgloss.Place(f.Width, f.Height, lipgloss.Center, pos, f.Rules.View())
	}
	out := lipgloss.NewStyle().Width(width).Render(body + "\n" + ansi.Truncate(f.Ctx.StatusView(), width, "…"))
	if f.Width == 0 {
		return out
	}
	return lipgloss.Place(f.Width, f.Height, lipgloss.Center, pos, out)
}

// Help is the key map to show for the frame's part, and false while the
// game's own key map applies (a person's choice).
func (f *Frame) Help(g Game, extra ...key.Binding) (keys help.KeyMap, ok bool) {
	switch {
	case f.Save.Leaving:
		return f.Save.Keys(f.Ctx), true
	case f.Rules.IsOpen():
		return f.Rules.Keys(), true
	case f.Asking:
		return f.Keys.mode([]key.Binding{f.Keys.Yes, f.Keys.No, f.Keys.global.Quit}), true
	}
	k := f.Keys
	switch g.Stage() {
	case Computer: // ctrl+c is in the full help: the short one fits 80 columns
		return k.mode(append(extra, k.Rules, k.Quit, k.Back, k.global.Help), k.global.Quit), true
	case Pause:
		return k.mode(append(append([]key.Binding{k.Next}, extra...), k.Rules, k.Quit, k.Back, k.global.Help), k.global.Quit), true
	case Over:
		return k.mode([]key.Binding{k.Leave, k.global.Quit}), true
	}
	return nil, false
}

// ComputerHint answers a key pressed while computer seat name thinks.
func ComputerHint(name string) string { return name + " (computer) is to act: wait a moment" }

// PauseHint answers a key other than enter in a pause: what enter brings
// (next: "the next round"), and how to leave.
func PauseHint(next string) string {
	return "Press enter for " + next + "; esc leaves the game, q abandons it"
}
