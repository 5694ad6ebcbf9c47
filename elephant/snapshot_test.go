package elephant

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// moody draws a goal when it is made, as ThresholdBot does, and steals at
// random the targets worth its goal: a player with a memory within the
// round and draws from its source.
type moody struct {
	r    *rand.Rand
	goal float64
}

func (p *moody) Choose(v *View) int {
	var ts []Held
	for _, h := range v.AppendTargets(nil) {
		if h.Value >= p.goal {
			ts = append(ts, h)
		}
	}
	if len(ts) == 0 || p.r.IntN(4) == 0 {
		return None
	}
	return ts[p.r.IntN(len(ts))].Player
}

func moodySeat(name string) Seat {
	return Seat{Name: name, Bot: func(r *rand.Rand) Player { return &moody{r: r, goal: r.Float64() / 2} }}
}

// snapshotSeats are two computer players and two people.
func snapshotSeats() []Seat {
	return []Seat{moodySeat("M1"), {Name: "Ana"}, moodySeat("M2"), {Name: "Bob"}}
}

// playTurns plays up to turns turns (all for a negative count), the
// people's choices drawn from r, rounds started as they end.
func playTurns(t *testing.T, g *Game, r *rand.Rand, turns int) {
	t.Helper()
	for i := 0; i != turns && !g.Over(); i++ {
		if g.Round().Over() {
			if err := g.NextRound(); err != nil {
				t.Fatal(err)
			}
		}
		p := g.Turn()
		var err error
		switch ts := g.Round().Targets(); {
		case g.IsComputer(p):
			_, err = g.PlayComputer()
		case len(ts) > 0 && r.IntN(2) == 0:
			_, err = g.Steal(ts[r.IntN(len(ts))])
		default:
			_, err = g.Open()
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestSnapshotResumesTheSameGame(t *testing.T) {
	// Saved after any turn (through JSON, as a save stores it) and
	// restored with the game's source, a game plays on as the original:
	// the same queues and presents, the same computer choices.
	for _, cut := range []int{0, 1, 5, 6, 13, 40} {
		t.Run(fmt.Sprint("after turn ", cut), func(t *testing.T) {
			src, people := rand.NewPCG(3, 4), rand.NewPCG(5, 6)
			g, err := NewGame(snapshotSeats(), Rules{Target: 4}, rand.New(src))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(people)
			playTurns(t, g, r, cut)
			st, err := g.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			data, err := json.Marshal(st)
			if err != nil {
				t.Fatal(err)
			}
			src2, people2 := *src, *people
			round, scores := g.RoundNumber(), g.Scores()
			var rounds [][]Event
			record := func(g *Game, out *[][]Event) {
				for !g.Over() {
					playTurns(t, g, r, 1)
					if g.Round().Over() {
						*out = append(*out, append([]Event(nil), g.Round().Events()...))
					}
				}
			}
			record(g, &rounds)

			var back State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			g2, err := Restore(snapshotSeats(), back, rand.New(&src2))
			if err != nil {
				t.Fatalf("Restore: %v", err)
			}
			if g2.RoundNumber() != round || !reflect.DeepEqual(g2.Scores(), scores) {
				t.Fatalf("restored: round %d scores %v; saved: round %d scores %v", g2.RoundNumber(), g2.Scores(), round, scores)
			}
			r = rand.New(&people2)
			var rounds2 [][]Event
			record(g2, &rounds2)
			if !reflect.DeepEqual(rounds2, rounds) {
				t.Errorf("the resumed game's rounds differ from the original's")
			}
			if !reflect.DeepEqual(g2.Scores(), g.Scores()) || !reflect.DeepEqual(g2.Winners(), g.Winners()) {
				t.Errorf("resumed: scores %v winners %v; original: scores %v winners %v", g2.Scores(), g2.Winners(), g.Scores(), g.Winners())
			}
		})
	}
}

func TestRestoreRefusesBadStates(t *testing.T) {
	g, err := NewGame(snapshotSeats(), Rules{Rounds: 3}, src(1))
	if err != nil {
		t.Fatal(err)
	}
	playTurns(t, g, src(2), 3)
	good, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Restore(snapshotSeats(), good, src(0)); err != nil {
		t.Fatalf("Restore(good) = %v", err)
	}
	clone := func() State {
		var st State
		data, _ := json.Marshal(good)
		_ = json.Unmarshal(data, &st)
		return st
	}
	tests := []struct {
		name  string
		seats []Seat
		edit  func(*State)
	}{
		{"old version", nil, func(s *State) { s.Version = 9 }},
		{"fewer seats", snapshotSeats()[:3], func(*State) {}},
		{"renamed seat", []Seat{moodySeat("M1"), {Name: "Cy"}, moodySeat("M2"), {Name: "Bob"}}, func(*State) {}},
		{"person for computer", []Seat{{Name: "M1"}, {Name: "Ana"}, moodySeat("M2"), {Name: "Bob"}}, func(*State) {}},
		{"no end", nil, func(s *State) { s.Rules = Rules{} }},
		{"queue", nil, func(s *State) { s.Queue[0] = s.Queue[1] }},
		{"value", nil, func(s *State) { s.Values[2] = 1.5 }},
		{"source", nil, func(s *State) { s.Sources[0] = []byte("junk") }},
		{"turn that does not replay", nil, func(s *State) { s.Turns[0].Value = 0.123456 }},
		{"scored before the end", nil, func(s *State) { s.Scored = true }},
		{"rounds played", nil, func(s *State) { s.Played = -1 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := clone()
			tt.edit(&st)
			seats := tt.seats
			if seats == nil {
				seats = snapshotSeats()
			}
			if _, err := Restore(seats, st, src(0)); !errors.Is(err, ErrBadSnapshot) {
				t.Errorf("Restore = %v, want ErrBadSnapshot", err)
			}
		})
	}
}
