package setup_test

// The setup screen through its exported behaviour: a game described by a
// setup.Game, keys sent to Update, and what Seats, Validate, the status
// line, the settings and View then say.

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/config"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
	"parlor/tui/setup"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// rounds is a game's own line: a number of rounds from 1 to 9, or "sudden
// death" when toggled.
type rounds struct {
	n      int
	sudden bool
}

func (r *rounds) Label() string { return "Rounds" }
func (r *rounds) Note() string  { return "t: sudden death" }
func (r *rounds) String() string {
	if r.sudden {
		return "sudden death"
	}
	return fmt.Sprint(r.n)
}
func (r *rounds) Change(step int)      { r.n = min(max(r.n+step, 1), 9) }
func (r *rounds) Toggle()              { r.sudden = !r.sudden }
func (r *rounds) Save(t *config.Table) { t.Rounds = r.n }
func (r *rounds) Load(t config.Table) error {
	if t.Rounds < 1 || t.Rounds > 9 {
		return fmt.Errorf("%d rounds", t.Rounds)
	}
	r.n = t.Rounds
	return nil
}

// started is a stand-in for a game's screen: the seats it was started with.
type started struct{ seats []setup.Seat }

func (s *started) Init() tea.Cmd                        { return nil }
func (s *started) Update(tea.Msg) (kit.Screen, tea.Cmd) { return s, nil }
func (s *started) View() string                         { return "started" }
func (s *started) Keys() help.KeyMap                    { return nil }
func (s *started) Typing() bool                         { return false }

// table is a test game of 2 to 5 seats whose bots are ant, bee and cat;
// a start with a seat called "Crash" fails. Its last table is kept in the
// settings' Camel Up table. Every game it starts is appended to games.
type table struct {
	game   setup.Game
	option *rounds
	games  []*started
}

func newTable() *table {
	tb := &table{option: &rounds{n: 3}}
	tb.game = setup.Game{
		Title: "Test game", Tagline: "seats for a test", About: []string{"A game to test the setup with."},
		StartLabel: "Start the test",
		Rules: setup.SeatRules{
			Bots: []string{"ant", "bee", "cat"}, Fresh: []string{"cat", "bee", "ant"}, Fallback: "ant",
			Min: 2, Max: 5, TooMany: "five seats at most", TooFew: "two seats at least",
			Title: func(bot string) string {
				if bot == "cat" {
					return "the strongest"
				}
				return ""
			},
		},
		Bots:     []string{"bee"},
		LeftHelp: "previous bot", RightHelp: "next bot", KindHelp: "person/computer",
		KindHint: "t switches a seat", Hint: "no such key here",
		Option: tb.option,
		CheckSize: func(n int) error {
			if n < 2 || n > 5 {
				return fmt.Errorf("the test is for 2 to 5 players")
			}
			return nil
		},
		Start: func(ctx *kit.Context, seats []setup.Seat) (kit.Screen, error) {
			for _, s := range seats {
				if s.Name == "Crash" {
					return nil, errors.New("cannot start: Crash crashes it")
				}
			}
			g := &started{seats: seats}
			tb.games = append(tb.games, g)
			return g, nil
		},
		ID: "camelup",
	}
	return tb
}

// context is a context whose settings are kept in a file of the test's.
func context(t *testing.T) *kit.Context {
	t.Helper()
	ctx := tuitest.Context()
	ctx.Settings.Name = "Ana"
	ctx.SettingsPath = filepath.Join(t.TempDir(), "settings.json")
	return ctx
}

// press sends the keys to s (see tuitest.Key) and returns the command of
// the last.
func press(s *setup.Screen, keys ...string) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = s.Update(tuitest.Key(k))
	}
	return cmd
}

func seatsOf(s *setup.Screen) string { return fmt.Sprint(s.Seats()) }

// TestDefaultTable: the player of the settings, a second person and the
// game's bots, computer seats named after their bot.
func TestDefaultTable(t *testing.T) {
	s := setup.New(context(t), newTable().game)
	if got, want := seatsOf(s), "[{Ana } {Player 2 } {bee bee}]"; got != want {
		t.Errorf("Seats() = %s, want %s", got, want)
	}
	if err := s.Validate(); err != nil {
		t.Errorf("Validate() = %v", err)
	}
}

// TestSeatKeys: the keys that add, remove, switch and change seats, each
// from the default table, and the warnings at the limits.
func TestSeatKeys(t *testing.T) {
	tests := []struct {
		name   string
		keys   []string
		seats  string
		status string
	}{
		{"c adds the first fresh bot", []string{"c"}, "[{Ana } {Player 2 } {bee bee} {cat cat}]", ""},
		{"c twice: the next fresh", []string{"c", "c"}, "[{Ana } {Player 2 } {bee bee} {cat cat} {ant ant}]", ""},
		{"c past five", []string{"c", "c", "c"}, "[{Ana } {Player 2 } {bee bee} {cat cat} {ant ant}]", "! five seats at most"},
		{"p adds a person", []string{"p"}, "[{Ana } {Player 2 } {bee bee} {Player 3 }]", ""},
		{"x removes the seat", []string{"down", "x"}, "[{Ana } {bee bee}]", ""},
		{"x not below two", []string{"x", "x"}, "[{Player 2 } {bee bee}]", "! two seats at least"},
		{"t makes a person a computer", []string{"down", "t"}, "[{Ana } {cat cat} {bee bee}]", ""},
		{"t makes a computer a person", []string{"down", "down", "t"}, "[{Ana } {Player 2 } {Player 3 }]", ""},
		{"→ the next bot", []string{"up", "up", "up", "right"}, "[{Ana } {Player 2 } {cat cat}]", ""},
		{"← the previous bot, round", []string{"down", "down", "left", "left"}, "[{Ana } {Player 2 } {cat cat}]", ""},
		{"two of a bot", []string{"c", "left"}, "[{Ana } {Player 2 } {bee bee} {bee#2 bee}]", ""},
		{"← on a person says how to change it", []string{"left"}, "[{Ana } {Player 2 } {bee bee}]", "enter renames Ana; t makes the seat a computer player"},
		{"x off the seats", []string{"up", "x"}, "[{Ana } {Player 2 } {bee bee}]", "move to a seat to remove it"},
		{"a key that does nothing", []string{"z"}, "[{Ana } {Player 2 } {bee bee}]", "no such key here"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context(t)
			s := setup.New(ctx, newTable().game)
			press(s, tt.keys...)
			if got := seatsOf(s); got != tt.seats {
				t.Errorf("after %q: Seats() = %s, want %s", tt.keys, got, tt.seats)
			}
			status := ctx.Status().Text
			if ctx.Status().Warn {
				status = "! " + status
			}
			if status != tt.status {
				t.Errorf("after %q: status %q, want %q", tt.keys, status, tt.status)
			}
		})
	}
}

// TestRename: enter on a person types a new name (the screen says it is
// typing, so that global keys are left to it); a name another seat has,
// or one a person may not have, is refused and the typing goes on; esc
// keeps the old name.
func TestRename(t *testing.T) {
	ctx := context(t)
	s := setup.New(ctx, newTable().game)
	press(s, "down", "enter")
	if !s.Typing() {
		t.Fatal("enter on a person: not typing")
	}
	press(s, "ctrl+u", "q?", "esc")
	if s.Typing() || s.SeatNames()[1] != "Player 2" {
		t.Fatalf("esc: typing %v, names %v, want Player 2 kept", s.Typing(), s.SeatNames())
	}
	for _, tt := range []struct{ name, warning string }{
		{"ana", "seat 1 is Ana already: each seat needs its own name"},
		{"BEE", "seat 3 is bee already: each seat needs its own name"},
		{"Computer", `"Computer" is the computer's name: choose another`},
		{"a<b", `'<' cannot be in a name: use letters, digits, spaces and - _ . '`},
	} {
		press(s, "enter", "ctrl+u", tt.name, "enter")
		if !s.Typing() || ctx.Status().Text != tt.warning || !ctx.Status().Warn {
			t.Errorf("%q: typing %v, status %+v, want the warning %q", tt.name, s.Typing(), ctx.Status(), tt.warning)
		}
		press(s, "esc")
	}
	press(s, "enter", "ctrl+u", "Bob", "enter")
	if s.Typing() || s.SeatNames()[1] != "Bob" {
		t.Errorf("Bob: typing %v, names %v", s.Typing(), s.SeatNames())
	}
}

// TestOption: on the game's own line ←/→ and enter change it and t
// toggles it; off it t says so.
func TestOption(t *testing.T) {
	ctx := context(t)
	tb := newTable()
	s := setup.New(ctx, tb.game)
	press(s, "up", "up", "right", "right", "enter", "left")
	if tb.option.n != 5 {
		t.Errorf("→ → enter ←: %d rounds, want 5", tb.option.n)
	}
	press(s, "t")
	if !tb.option.sudden || !strings.Contains(s.View(), "sudden death") {
		t.Errorf("t on the option: sudden %v", tb.option.sudden)
	}
	press(s, "down", "t") // the start row
	if ctx.Status().Text != "t switches a seat" {
		t.Errorf("t on the start row: status %q", ctx.Status().Text)
	}
	press(s, "right")
	if ctx.Status().Text != "enter or s starts the game" {
		t.Errorf("→ on the start row: status %q", ctx.Status().Text)
	}
}

// TestStart: s (or enter on the start row) starts the game with the
// seats, and the table is kept in the settings file, by the game's id,
// and offered by the next setup; a table that cannot start says why and
// starts nothing. Camel Up's table is kept under its first key, a new
// game's in Tables.
func TestStart(t *testing.T) {
	for _, id := range []string{"camelup", "yourgame"} {
		t.Run(id, func(t *testing.T) {
			ctx := context(t)
			tb := newTable()
			tb.game.ID = id
			s := setup.New(ctx, tb.game)
			press(s, "down", "enter", "ctrl+u", "Crash", "enter")
			if cmd := press(s, "s"); cmd != nil || len(tb.games) != 0 || ctx.Status().Text != "cannot start: Crash crashes it" {
				t.Fatalf("a start that fails: %d games, status %+v", len(tb.games), ctx.Status())
			}
			press(s, "enter", "ctrl+u", "Bob", "enter", "c", "down", "right", "right") // a cat, 5 rounds
			cmd := press(s, "s")
			if len(tb.games) != 1 || fmt.Sprint(tb.games[0].seats) != "[{Ana } {Bob } {bee bee} {cat cat}]" {
				t.Fatalf("s: games %v", tb.games)
			}
			if msgs := tuitest.Run(cmd); len(msgs) != 1 || msgs[0] != (kit.OpenMsg{Screen: tb.games[0]}) {
				t.Errorf("s: the command says %v, want the game opened", msgs)
			}
			saved, err := config.Load(ctx.SettingsPath)
			if err != nil || saved.LastTable(id) == nil || (id == "camelup") != (saved.CamelUpTable != nil) {
				t.Fatalf("the settings file: %v, %+v", err, saved)
			}
			if got := fmt.Sprint(*saved.LastTable(id)); got != "{[{Ana } {Bob } { bee} { cat}] false 5 0  false}" {
				t.Errorf("the table kept: %s", got)
			}
			next := newTable()
			next.game.ID = id
			again := setup.New(ctx, next.game)
			if got := seatsOf(again); got != "[{Ana } {Bob } {bee bee} {cat cat}]" || next.option.n != 5 {
				t.Errorf("the next setup offers %s, %d rounds", got, next.option.n)
			}
			press(again, "up", "enter") // enter on the start row starts too
			if len(next.games) != 1 {
				t.Errorf("enter on the start row: %d games", len(next.games))
			}
		})
	}
}

// TestRestoreRefused: a kept table the game cannot seat is not offered:
// the default table is, with a warning saying why.
func TestRestoreRefused(t *testing.T) {
	tests := []struct {
		name  string
		table config.Table
		why   string
	}{
		{"an unknown bot", config.Table{Seats: []config.TableSeat{{Name: "Ana"}, {Bot: "dog"}}, Rounds: 3}, "seat 2: no computer player is called dog"},
		{"too many seats", config.Table{Seats: make([]config.TableSeat, 6), Rounds: 3}, "the test is for 2 to 5 players"},
		{"a name twice", config.Table{Seats: []config.TableSeat{{Name: "Ana"}, {Name: "ANA"}}, Rounds: 3}, "seats 1 and 2 are both Ana: each seat needs its own name"},
		{"the option", config.Table{Seats: []config.TableSeat{{Name: "Ana"}, {Bot: "ant"}}, Rounds: 12}, "12 rounds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context(t)
			ctx.Settings.CamelUpTable = &tt.table
			s := setup.New(ctx, newTable().game)
			if got, want := seatsOf(s), "[{Ana } {Player 2 } {bee bee}]"; got != want {
				t.Errorf("Seats() = %s, want the default %s", got, want)
			}
			if st := ctx.Status(); !st.Warn || !strings.Contains(st.Text, "("+tt.why+")") {
				t.Errorf("status %+v, want a warning saying %q", st, tt.why)
			}
		})
	}
}

// TestSetupGolden: the setup at 80×24, a computer seat under the cursor.
func TestSetupGolden(t *testing.T) {
	s := setup.New(context(t), newTable().game)
	s.Update(tuitest.Size(80, 24))
	press(s, "c")
	teatest.RequireEqualOutput(t, []byte(s.View()))
}
