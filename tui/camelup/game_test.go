package camelup

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/config"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/kit/camelup/standings"
)

// TestCamelComputerPacing: a computer seat waits for the speed's delay
// (a timer, not an immediate message), and a stale move does nothing.
func TestCamelComputerPacing(t *testing.T) {
	m := newCamelSetup(t, 7)
	tuitest.App(t, m).Context().Settings.Speed = config.SpeedNormal
	m, _ = tuitest.Press(t, m, "x", "x", "s") // bogart and expert alone
	s := boardOf(t, m)
	if s.phase != computerTurn {
		t.Fatalf("phase %d, want a computer's move", s.phase)
	}
	stale := s.Turns.Last()
	cmd := s.Schedule(s)
	if cmd == nil {
		t.Fatal("no command for the computer's move")
	}
	if msgs := tuitest.Run(cmd); len(msgs) != 0 {
		t.Errorf("the computer acted at once at normal speed: %v", msgs)
	}
	before := len(s.game.Log())
	m, _ = tuitest.Drive(t, m, stale)
	if len(s.game.Log()) != before {
		t.Error("a stale computer message moved")
	}
	m, _ = tuitest.Drive(t, m, s.Turns.Last())
	if len(s.game.Log()) == before {
		t.Error("the computer's message did not move")
	}
	if !strings.Contains(m.View(), "thinking") {
		t.Errorf("no sign of the computer thinking:\n%s", m.View())
	}
}

// TestCamelWholeGame plays whole games through the screen: scripted people
// taking every kind of action beside computer seats, round summaries, and
// the final summary revealing every game bet.
func TestCamelWholeGame(t *testing.T) {
	for _, tc := range []struct {
		name  string
		seed  uint64
		setup []string
	}{
		{"two people and two bots", 7, nil},
		{"eight seats", 3, []string{"p", "c", "c", "p"}},
		{"two people", 5, []string{"j", "j", "x", "x"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := newCamelBoard(t, tc.seed, tc.setup...)
			rounds := 0
			m = playCamel(t, m, func(s *Board) bool {
				if s.phase == roundOver && !strings.Contains(s.View(), fmt.Sprintf("Round %d is over", s.ended.Number)) {
					t.Errorf("round summary:\n%s", s.View())
				}
				if s.phase == roundOver {
					rounds = max(rounds, s.ended.Number)
					// A win is paid in full; a loss takes at most what there was.
					face := make([]int, len(s.seats))
					for _, e := range s.ended.Payouts {
						face[e.Seat] += e.Coins
					}
					for p, paid := range s.ended.Paid {
						if (face[p] >= 0 && paid != face[p]) || (face[p] < 0 && (paid < face[p] || paid > 0)) {
							t.Errorf("round %d: %s paid %d for bets worth %d", s.ended.Number, s.seats[p].name, paid, face[p])
						}
						if face[p] < 0 && paid > face[p] && s.game.Coins(p) != 0 && !s.ended.GameOver {
							t.Errorf("round %d: %s's loss cut to %d but has %d coins", s.ended.Number, s.seats[p].name, paid, s.game.Coins(p))
						}
					}
				}
				return s.phase == roundOver && s.ended.GameOver
			})
			s := boardOf(t, m)
			if !s.game.Over() || rounds != s.game.Round() {
				t.Errorf("over %v after %d round summaries, game round %d", s.game.Over(), rounds, s.game.Round())
			}
			m, _ = tuitest.Press(t, m, "enter")
			if s.phase != gameOver {
				t.Fatalf("phase %d, want the final summary", s.phase)
			}
			v := m.View()
			for _, w := range s.game.Winners() {
				if !strings.Contains(v, s.seats[w].name) {
					t.Errorf("winner %s not named:\n%s", s.seats[w].name, v)
				}
			}
			// Every game bet is revealed in its player's row, in order.
			rows := map[int][]string{}
			for _, e := range s.game.Log() {
				if e.Kind == camelup.EventPayout && e.Bet != camelup.RoundBet {
					rows[e.Seat] = append(rows[e.Seat], fmt.Sprintf("%c%+d", e.Camel.Letter(), e.Coins))
				}
			}
			bets := len(s.game.WinnerBets()) + len(s.game.LoserBets())
			if bets == 0 {
				t.Error("nobody placed a game bet: the policy should have")
			}
			n := 0
			for p, want := range rows {
				n += len(want)
				line := lineWith(v, ansiTrunc(s.seats[p].name))
				for _, b := range want {
					if !strings.Contains(line, b) {
						t.Errorf("%s's row %q lacks the bet %s", s.seats[p].name, line, b)
					}
				}
			}
			if n != bets {
				t.Errorf("%d game bet payouts for %d bets", n, bets)
			}
			for p := range s.seats {
				if got, want := lineWith(v, ansiTrunc(s.seats[p].name)), fmt.Sprint(s.game.Coins(p)); !strings.Contains(got, want) {
					t.Errorf("%s's row %q lacks the coins %s", s.seats[p].name, got, want)
				}
			}
			for _, line := range strings.Split(v, "\n") {
				if w := lipgloss.Width(line); w > 80 {
					t.Errorf("line %d wide: %q", w, line)
				}
			}
			m, _ = tuitest.Press(t, m, "enter")
			setupOf(t, m)
		})
	}
}

func ansiTrunc(name string) string { return ansi.Truncate(name, standings.NameWidth-2, "…") }

// lineWith is the first line of v holding s, the verdict aside.
func lineWith(v, s string) string {
	for _, line := range strings.Split(v, "\n") {
		if strings.Contains(line, s) && !strings.Contains(line, "★") {
			return line
		}
	}
	return ""
}

// TestCamelFitsSmallest: eight seats with long names fit 80×24, the board
// and the menu whole, and a smaller window says what it needs.
func TestCamelFitsSmallest(t *testing.T) {
	m := newCamelSetup(t, 7)
	m, _ = tuitest.Press(t, m, "enter", "ctrl+u")
	m = tuitest.Type(t, m, "Bartholomew Fairweat")
	m, _ = tuitest.Press(t, m, "enter", "p", "p", "c", "c", "s", "enter")
	s := boardOf(t, m)
	if len(s.seats) != 8 {
		t.Fatalf("%d seats, want 8", len(s.seats))
	}
	m, _ = tuitest.Press(t, m, "o", "o")
	v := m.View()
	lines := strings.Split(v, "\n")
	if len(lines) > 24 {
		t.Errorf("%d lines at 80×24", len(lines))
	}
	for _, line := range lines {
		if w := lipgloss.Width(line); w > 80 {
			t.Errorf("line %d wide: %q", w, line)
		}
	}
	for _, want := range []string{"Bartholomew", "5 Place a trap", "FIN", "Your secret bets", "Round bet pays"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	// The tallest stack and the full help: the notes give way, the menu
	// and the secret line stay.
	b, err := camelup.ParseBoard("3:BGOYW")
	if err != nil {
		t.Fatal(err)
	}
	s.game = camelup.NewFrom(8, b, rand.New(rand.NewPCG(1, 1)))
	s.menu.Level, s.phase, s.shown = menu.Top, personTurn, 0
	for _, keys := range [][]string{{"?"}, {"o"}} {
		m, _ = tuitest.Press(t, m, keys...)
		v := m.View()
		if lines := strings.Split(v, "\n"); len(lines) > 24 {
			t.Errorf("%d lines at 80×24 with the full help", len(lines))
		}
		for _, want := range []string{"5 Place a trap", "Your secret bets", "owner", "previous square"} {
			if !strings.Contains(v, want) {
				t.Errorf("full help, %v: view lacks %q:\n%s", keys, want, v)
			}
		}
	}
	m, _ = tuitest.Press(t, m, "?", "o")
	m, _ = tuitest.Drive(t, m, tuitest.Size(70, 20))
	if v := m.View(); !strings.Contains(v, "80×24") {
		t.Errorf("a 70×20 window:\n%s", v)
	}
	m, _ = tuitest.Drive(t, m, tuitest.Size(80, 24))
	if s := boardOf(t, m); s.phase != personTurn {
		t.Errorf("the board lost its state when the window shrank")
	}
}

// TestCamelRulesPage: r shows the rules (docs/rules/camelup.md's, and Parlor's choices)
// over the game, which waits: a computer's move due meanwhile is played
// once the page closes.
func TestCamelRulesPage(t *testing.T) {
	m := newCamelSetup(t, 7)
	tuitest.App(t, m).Context().Settings.Speed = config.SpeedNormal // the test brings the moves
	m, _ = tuitest.Press(t, m, "x", "x", "s")                       // bogart and expert alone
	s := boardOf(t, m)
	m, _ = tuitest.Press(t, m, "r")
	if !s.Rules.IsOpen() {
		t.Fatal("r does not open the rules")
	}
	v := m.View()
	for _, want := range []string{"Camel Up — the rules", "r/esc back to the game"} {
		if !strings.Contains(v, want) {
			t.Errorf("the rules page lacks %q:\n%s", want, v)
		}
	}
	page := strings.Join(s.Rules.Text(), " ")
	for _, want := range []string{"added up before the floor at zero", "+5 and a −1 bet gets +4", "Stalemate guard", "100 turns"} {
		if !strings.Contains(page, want) {
			t.Errorf("the rules lack %q", want)
		}
	}
	before := len(s.game.Log())
	m, _ = tuitest.Drive(t, m, s.Turns.Last())
	if len(s.game.Log()) != before {
		t.Error("a computer moved while the rules were open")
	}
	m, _ = tuitest.Press(t, m, "down", "down", "esc")
	if s.Rules.IsOpen() || tuitest.App(t, m).Depth() != 3 {
		t.Fatalf("esc on the rules: open %v, %d screens; want the board", s.Rules.IsOpen(), tuitest.App(t, m).Depth())
	}
	tuitest.Drive(t, m, s.Turns.Last())
	if len(s.game.Log()) == before {
		t.Error("the computer's move did not come after the rules closed")
	}
}

// TestCamelStalemateGuard: a table of computer players who only bet
// (player2) still ends: after 100 turns without a camel moving, the seat to
// act moves one.
func TestCamelStalemateGuard(t *testing.T) {
	// The people go; bogart and expert become player2.
	m, _ := tuitest.Press(t, newCamelSetup(t, 7), "x", "x", "h", "j", "h", "h")
	if got := setupOf(t, m).SeatNames(); !slices.Equal(got, []string{"player2", "player2#2"}) {
		t.Fatalf("seats %q, want two player2", got)
	}
	m, _ = tuitest.Press(t, m, "s")
	for i := 0; boardOf(t, m).phase != gameOver; i++ {
		s := boardOf(t, m)
		if i > 20000 {
			t.Fatalf("the race does not end: %d turns since a camel moved", s.game.TurnsSinceMove())
		}
		switch s.phase {
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.Turns.Last())
		case roundOver:
			m, _ = tuitest.Press(t, m, "enter")
		default:
			t.Fatalf("phase %d at a table of computers", s.phase)
		}
		if s.game.TurnsSinceMove() > camelupbot.StalemateTurns {
			t.Fatalf("%d turns without a camel moving", s.game.TurnsSinceMove())
		}
	}
}
