package camelup

import (
	"slices"
	"strings"
	"testing"

	"parlor/camelup"
	"parlor/tui/internal/tuitest"
)

func TestCamelSetupDefaults(t *testing.T) {
	s := setupOf(t, newCamelSetup(t, 7))
	if got, want := s.SeatNames(), []string{"Human", "Player 2", "bogart", "expert"}; !slices.Equal(got, want) {
		t.Errorf("seats = %q, want %q", got, want)
	}
	if err := s.Validate(); err != nil {
		t.Errorf("default setup is invalid: %v", err)
	}
}

func TestCamelSetupKeys(t *testing.T) {
	tests := []struct {
		name      string
		keys      []string
		wantSeats []string
		wantWarn  string // part of a warning on the status line
	}{
		{name: "add a person", keys: []string{"p"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert", "Player 3"}},
		{name: "add a computer", keys: []string{"c"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert", "player2"}},
		{name: "add a 9th seat", keys: []string{"c", "c", "c", "c", "p"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert", "player2", "player1", "player0", "expert#2"}, wantWarn: "8 players at most"},
		{name: "remove a seat", keys: []string{"j", "x"}, wantSeats: []string{"Human", "bogart", "expert"}},
		{name: "remove down to 2", keys: []string{"x", "x", "x"}, wantSeats: []string{"bogart", "expert"}, wantWarn: "at least 2 players"},
		{name: "remove on the start line", keys: []string{"k", "x"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert"}},
		{name: "person to computer", keys: []string{"j", "t"}, wantSeats: []string{"Human", "player2", "bogart", "expert"}},
		{name: "computer to person", keys: []string{"j", "j", "j", "t"}, wantSeats: []string{"Human", "Player 2", "bogart", "Player 3"}},
		{name: "next bot", keys: []string{"j", "j", "right"}, wantSeats: []string{"Human", "Player 2", "expert", "expert#2"}},
		{name: "previous bot", keys: []string{"j", "j", "h", "h"}, wantSeats: []string{"Human", "Player 2", "player1", "expert"}},
		{name: "rename", keys: []string{"j", "enter", "ctrl+u", "A", "n", "a", "enter"}, wantSeats: []string{"Human", "Ana", "bogart", "expert"}},
		{name: "rename to a taken name", keys: []string{"j", "enter", "ctrl+u", "h", "u", "m", "a", "n", "enter"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert"}, wantWarn: "seat 1 is Human already"},
		{name: "rename to nothing", keys: []string{"j", "enter", "ctrl+u", "enter"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert"}, wantWarn: "cannot be empty"},
		{name: "rename cancelled", keys: []string{"j", "enter", "ctrl+u", "Z", "esc"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert"}},
		{name: "a person takes a bot's name", keys: []string{"j", "enter", "ctrl+u", "e", "x", "p", "e", "r", "t", "enter"}, wantSeats: []string{"Human", "Player 2", "bogart", "expert"}, wantWarn: "seat 4 is expert already"},
		{name: "two bots of a kind", keys: []string{"j", "j", "l", "s"}, wantSeats: []string{"Human", "Player 2", "expert", "expert#2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, quit := tuitest.Press(t, newCamelSetup(t, 7), tt.keys...)
			if quit {
				t.Fatal("the program quit")
			}
			st := tuitest.Status(t, m)
			if tt.wantWarn == "" && st.Warn {
				t.Errorf("unexpected warning %q", st.Text)
			}
			if tt.wantWarn != "" && (!st.Warn || !strings.Contains(st.Text, tt.wantWarn)) {
				t.Errorf("status = %+v, want a warning with %q", st, tt.wantWarn)
			}
			if b, ok := tuitest.App(t, m).Top().(*Board); ok {
				var names []string
				for _, seat := range b.seats {
					names = append(names, seat.name)
				}
				if !slices.Equal(names, tt.wantSeats) {
					t.Errorf("board seats = %q, want %q", names, tt.wantSeats)
				}
				return
			}
			if s := setupOf(t, m); !slices.Equal(s.SeatNames(), tt.wantSeats) {
				t.Errorf("seats = %q, want %q", s.SeatNames(), tt.wantSeats)
			}
		})
	}
}

func TestCamelStart(t *testing.T) {
	m := newCamelBoard(t, 7)
	s := boardOf(t, m)
	if got := s.game.Players(); got != 4 {
		t.Fatalf("players = %d, want 4", got)
	}
	for p, seat := range s.seats {
		if got, want := s.isComputer(p), p >= 2; got != want {
			t.Errorf("seat %d computer = %v, want %v", p+1, got, want)
		}
		if want := []string{"", "", "bogart", "expert"}[p]; seat.kind != want {
			t.Errorf("seat %d kind = %q, want %q", p+1, seat.kind, want)
		}
	}
	// Two people: the first turn starts behind a hand-over screen.
	if s.phase != handOver || s.game.Turn() != 0 {
		t.Errorf("phase %d, turn %d: want Human's hand-over", s.phase, s.game.Turn())
	}
	if v := m.View(); !strings.Contains(v, "Human — press Enter") || strings.Contains(v, "your move") {
		t.Errorf("hand-over view:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if s := boardOf(t, m); s.phase != personTurn {
		t.Errorf("after enter phase = %d, want a person's turn", s.phase)
	}
	if v := m.View(); !strings.Contains(v, "Human, your move") || !strings.Contains(v, "Your secret bets") {
		t.Errorf("Human's turn:\n%s", v)
	}
}

// TestCamelSameSeedSameGame: --seed replays the game, bots included.
func TestCamelSameSeedSameGame(t *testing.T) {
	play := func() []camelup.Event {
		m := newCamelBoard(t, 9)
		m = playCamel(t, m, func(s *Board) bool { return s.game.Round() >= 3 })
		return boardOf(t, m).game.Log()
	}
	if a, b := play(), play(); !slices.Equal(a, b) {
		t.Errorf("seed 9 played\n%v\nthen\n%v", a, b)
	}
}
