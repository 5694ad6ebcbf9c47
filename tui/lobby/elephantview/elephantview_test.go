package elephantview

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/muesli/termenv"

	"parlor/elephant"
	"parlor/server/hub"
	"parlor/tui/kit"
	"parlor/tui/kit/gifts"
)

var look = &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}

var names = []string{"ana", "bob", "cy", "dee"}

// midRound is a game of four people, three rounds, after two rounds were
// played and scored and three turns of the third: the first player to act
// opened, the second stole from them, the one robbed opened again.
func midRound(t *testing.T) *elephant.Game {
	t.Helper()
	seats := make([]elephant.Seat, len(names))
	for i, n := range names {
		seats[i].Name = n
	}
	g, err := elephant.NewGame(seats, elephant.Rules{Rounds: 3}, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		for !g.Round().Over() {
			if _, err := g.Open(); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.NextRound(); err != nil {
			t.Fatal(err)
		}
	}
	first, err := g.Open()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Steal(first.Player); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Open(); err != nil {
		t.Fatal(err)
	}
	return g
}

// tableOf is g's table as the hub gives it, toAct to play (-1 for none).
func tableOf(g *elephant.Game, toAct int, end string, rounds []string) *hub.ElephantView {
	rd := g.Round()
	v := &hub.ElephantView{Round: g.RoundNumber(), End: end, Rules: elephant.Rules{Rounds: 3}, ToAct: toAct, Scores: g.Scores(),
		Waiting: rd.Waiting(), Opened: rd.Opened(), Events: rd.Events(), Rounds: rounds}
	for p := range rd.Players() {
		if pr, ok := rd.Holding(p); ok {
			v.Held = append(v.Held, elephant.Held{Player: p, Present: pr})
		}
	}
	return v
}

// TestDraw: every seat is listed with its score and what it holds or its
// place in the line, the player to act marked, the seat drawn for marked
// "(you)"; the log is the rounds' lines then this round's turns in words.
func TestDraw(t *testing.T) {
	g := midRound(t)
	rd := g.Round()
	rounds := []string{"Round 1: …", "Round 2: …"}
	for seat := range names {
		t.Run(names[seat], func(t *testing.T) {
			body, log := Draw(tableOf(g, rd.Turn(), "3 rounds", rounds), seat, names, look)
			lines := strings.Split(body, "\n")
			if want := fmt.Sprintf("Round 3 of 3 · %s to play", names[rd.Turn()]); lines[0] != want {
				t.Errorf("head %q, want %q", lines[0], want)
			}
			if len(lines) != 2+len(names) {
				t.Fatalf("%d lines, want a head, %d seats and the presents:\n%s", len(lines), len(names), body)
			}
			waiting := rd.Waiting()
			for p, n := range names {
				line := lines[1+p]
				if strings.HasPrefix(line, "▸ ") != (p == rd.Turn()) {
					t.Errorf("seat %d %q: marked %v, want %v", p+1, line, strings.HasPrefix(line, "▸ "), p == rd.Turn())
				}
				if strings.Contains(line, n+" (you)") != (p == seat) {
					t.Errorf("seat %d %q: (you) for the wrong seat", p+1, line)
				}
				if want := " " + gifts.Money(gifts.Cents(g.Scores()[p])) + " · "; !strings.Contains(line, want) {
					t.Errorf("seat %d %q lacks the score %q", p+1, line, want)
				}
				var want string
				if pr, ok := rd.Holding(p); ok {
					want = fmt.Sprintf("holds a present worth %s, stolen %d×", gifts.Money(gifts.Cents(pr.Value)), pr.Steals)
				} else if i := index(waiting, p); i >= 0 {
					want = fmt.Sprintf("waits, %s in line", kit.Ordinal(i+1))
				} else {
					want = "holds nothing"
				}
				if !strings.HasSuffix(line, want) {
					t.Errorf("seat %d %q, want it to end %q", p+1, line, want)
				}
			}
			if want := fmt.Sprintf("Presents opened: %d of %d", rd.Opened(), len(names)); lines[len(lines)-1] != want {
				t.Errorf("last line %q, want %q", lines[len(lines)-1], want)
			}
			if len(log) != len(rounds)+len(rd.Events()) || log[0] != rounds[0] || log[1] != rounds[1] {
				t.Fatalf("log %q, want the rounds then %d turns", log, len(rd.Events()))
			}
			for i, e := range rd.Events() {
				if got, want := log[len(rounds)+i], event(e, names); got != want {
					t.Errorf("log line %d = %q, want %q", len(rounds)+i, got, want)
				}
			}
		})
	}
}

// TestDrawNoneToAct: between rounds no one is marked and the head says no
// one is to play.
func TestDrawNoneToAct(t *testing.T) {
	body, _ := Draw(tableOf(midRound(t), -1, "3 rounds", nil), 0, names, look)
	if strings.Contains(body, "▸") || strings.Contains(body, "to play") {
		t.Errorf("someone is to play:\n%s", body)
	}
}

func index(list []int, p int) int {
	for i, x := range list {
		if x == p {
			return i
		}
	}
	return -1
}

func TestEvent(t *testing.T) {
	tests := []struct {
		e    elephant.Event
		want string
	}{
		{elephant.Event{Kind: elephant.Opened, Player: 1, From: elephant.None, Value: 0.5}, "bob opened a present worth $50.00"},
		{elephant.Event{Kind: elephant.Stole, Player: 2, From: 0, Value: 0.875, Steals: 2}, "cy stole ana's present ($87.50, stolen 2×)"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := event(tt.e, names); got != tt.want {
				t.Errorf("Event(%+v) = %q, want %q", tt.e, got, tt.want)
			}
		})
	}
}

// TestDrawGolden: the table and its log as the third seat sees them, as a
// served screen of 80×24 shows them: every line fits 80 cells.
func TestDrawGolden(t *testing.T) {
	g := midRound(t)
	body, log := Draw(tableOf(g, g.Round().Turn(), "3 rounds", []string{"Round 1: ana $42.00 · bob $13.00", "Round 2: cy $99.00"}), 2, names, look)
	out := body + "\n\n" + strings.Join(log, "\n") + "\n"
	for _, l := range strings.Split(out, "\n") {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("%d cells: %q", w, l)
		}
	}
	if n := strings.Count(out, "\n"); n > 24 {
		t.Errorf("%d lines, more than 24", n)
	}
	teatest.RequireEqualOutput(t, []byte(out))
}
