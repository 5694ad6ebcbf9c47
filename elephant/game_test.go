package elephant

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// answer is a computer player that always gives the same answer.
type answer int

func (a answer) Choose(*View) int { return int(a) }

// panicker panics on its turn.
type panicker struct{}

func (panicker) Choose(*View) int { panic("boom") }

// greedy steals the most valuable target: a player that keeps chains going.
type greedy struct{}

func (greedy) Choose(v *View) int {
	best, val := None, -1.0
	for _, h := range v.AppendTargets(nil) {
		if h.Value > val {
			best, val = h.Player, h.Value
		}
	}
	return best
}

func seat(name string, p Player) Seat {
	return Seat{Name: name, Bot: func(*rand.Rand) Player { return p }}
}

func src(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

func TestComputerAnswers(t *testing.T) {
	// Seat 0 holds an opened present when seat 1 answers, so "0" is legal for it.
	tests := []struct {
		name       string
		answer     Player
		wantKind   Kind
		wantForced bool
	}{
		{"legal steal", answer(0), Stole, false},
		{"open", answer(None), Opened, false},
		{"steal from itself", answer(1), Opened, true},
		{"steal from a waiting player", answer(2), Opened, true},
		{"no such player", answer(99), Opened, true},
		{"negative nonsense", answer(-7), Opened, true},
		{"panic", panicker{}, Opened, true},
		{"nil player", nil, Opened, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			seats := []Seat{seat("a", answer(None)), seat("b", tc.answer), seat("c", answer(None))}
			g, err := NewGame(seats, Rules{Rounds: 1}, src(1))
			if err != nil {
				t.Fatal(err)
			}
			rd := g.Round()
			copy(rd.queue, []int{0, 1, 2})
			rd.turn = 0
			if _, err := g.PlayComputer(); err != nil {
				t.Fatal(err)
			}
			ev, err := g.PlayComputer()
			if err != nil {
				t.Fatalf("PlayComputer() err = %v; the game must go on", err)
			}
			if ev.Player != 1 || ev.Kind != tc.wantKind || ev.Forced != tc.wantForced {
				t.Errorf("PlayComputer() = %+v, want player 1 %v forced %v", ev, tc.wantKind, tc.wantForced)
			}
		})
	}
}

func TestStealBackAnswerOpens(t *testing.T) {
	// b steals from a; a answers "steal from b", which is a steal back: it opens.
	seats := []Seat{seat("a", answer(1)), seat("b", answer(0)), seat("c", answer(None))}
	g, err := NewGame(seats, Rules{Rounds: 1}, src(1))
	if err != nil {
		t.Fatal(err)
	}
	rd := g.Round()
	copy(rd.queue, []int{0, 1, 2})
	rd.turn = 0
	var evs []Event
	for range 3 {
		ev, err := g.PlayComputer()
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, ev)
	}
	want := []Kind{Opened, Stole, Opened}
	for i, ev := range evs {
		if ev.Kind != want[i] {
			t.Fatalf("events %+v, want kinds %v", evs, want)
		}
	}
	if !evs[2].Forced || evs[2].Player != 0 {
		t.Errorf("third event %+v, want a forced open by a", evs[2])
	}
}

func TestPlayComputerRefusesPeople(t *testing.T) {
	g, err := NewGame([]Seat{{Name: "Ann"}, {Name: "Bob"}}, Rules{Rounds: 1}, src(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayComputer(); !errors.Is(err, ErrNotComputer) {
		t.Errorf("PlayComputer() at a person's seat: err = %v, want ErrNotComputer", err)
	}
	if err := g.Play(); !errors.Is(err, ErrNotComputer) {
		t.Errorf("Play() with people: err = %v, want ErrNotComputer", err)
	}
}

func TestHotseatRoundAndScores(t *testing.T) {
	g, err := NewGame([]Seat{{Name: "Ann"}, {Name: "Bob"}}, Rules{Rounds: 2}, src(5))
	if err != nil {
		t.Fatal(err)
	}
	if g.RoundNumber() != 1 {
		t.Fatalf("RoundNumber() = %d, want 1", g.RoundNumber())
	}
	if err := g.NextRound(); !errors.Is(err, ErrRoundNotOver) {
		t.Errorf("NextRound() mid-round: err = %v, want ErrRoundNotOver", err)
	}
	first := g.Turn()
	if _, err := g.Open(); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Steal(first); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Steal(1 - first); !errors.Is(err, ErrStealBack) {
		t.Fatalf("steal back: err = %v, want ErrStealBack", err)
	}
	if _, err := g.Open(); err != nil {
		t.Fatal(err)
	}
	want := make([]float64, 2)
	for p := range 2 {
		pr, _ := g.Round().Holding(p)
		want[p] = pr.Value
	}
	if got := g.Scores(); !slices.Equal(got, want) {
		t.Errorf("Scores() after round 1 = %v, want %v", got, want)
	}
	if got := g.Scores(); !slices.Equal(got, want) {
		t.Errorf("Scores() asked twice = %v, want %v (a round counts once)", got, want)
	}
	if g.Over() {
		t.Fatal("Over() after 1 of 2 rounds")
	}
	if err := g.NextRound(); err != nil {
		t.Fatal(err)
	}
	for !g.Round().Over() {
		if _, err := g.Open(); err != nil {
			t.Fatal(err)
		}
	}
	for p := range 2 {
		pr, _ := g.Round().Holding(p)
		want[p] += pr.Value
	}
	if got := g.Scores(); !slices.Equal(got, want) {
		t.Errorf("Scores() after round 2 = %v, want %v", got, want)
	}
	if !g.Over() {
		t.Error("Over() = false after the last round")
	}
	if err := g.NextRound(); !errors.Is(err, ErrGameOver) {
		t.Errorf("NextRound() after the end: err = %v, want ErrGameOver", err)
	}
	w := 0
	if want[1] > want[0] {
		w = 1
	}
	if got := g.Winners(); !slices.Equal(got, []int{w}) {
		t.Errorf("Winners() = %v, want [%d] (scores %v)", got, w, want)
	}
}

func TestGameEndsAtTarget(t *testing.T) {
	for _, target := range []float64{0.5, 3, 10} {
		seats := []Seat{seat("a", greedy{}), seat("b", answer(None)), seat("c", greedy{})}
		g, err := NewGame(seats, Rules{Target: target}, src(9))
		if err != nil {
			t.Fatal(err)
		}
		var before []float64
		for !g.Over() {
			before = g.Scores()
			for !g.Round().Over() {
				if _, err := g.PlayComputer(); err != nil {
					t.Fatal(err)
				}
			}
			if !g.Over() {
				if err := g.NextRound(); err != nil {
					t.Fatal(err)
				}
			}
		}
		if slices.Max(g.Scores()) < target {
			t.Errorf("target %v: game over with scores %v", target, g.Scores())
		}
		if slices.Max(before) >= target {
			t.Errorf("target %v: game went on after scores %v", target, before)
		}
	}
}

func TestBotsAreNewEachRound(t *testing.T) {
	made := 0
	s := Seat{Name: "counted", Bot: func(*rand.Rand) Player { made++; return greedy{} }}
	g, err := NewGame([]Seat{s, seat("b", greedy{})}, Rules{Rounds: 7}, src(3))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(); err != nil {
		t.Fatal(err)
	}
	if made != 7 {
		t.Errorf("made %d players in 7 rounds, want 7", made)
	}
}

func TestNewGameErrors(t *testing.T) {
	two := []Seat{{Name: "a"}, {Name: "b"}}
	if _, err := NewGame(two[:1], Rules{Rounds: 1}, src(1)); !errors.Is(err, ErrTooFew) {
		t.Errorf("one seat: err = %v, want ErrTooFew", err)
	}
	if _, err := NewGame(two, Rules{}, src(1)); !errors.Is(err, ErrNoEnd) {
		t.Errorf("no end: err = %v, want ErrNoEnd", err)
	}
}

func TestGameReplaysFromSeed(t *testing.T) {
	play := func(seed uint64) []float64 {
		seats := []Seat{seat("a", greedy{}), seat("b", answer(None)), seat("c", greedy{}), {Name: "r", Bot: func(r *rand.Rand) Player { return randomPlayer{r} }}}
		g, err := NewGame(seats, Rules{Target: 20}, src(seed))
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(); err != nil {
			t.Fatal(err)
		}
		return g.Scores()
	}
	a, b, c := play(1), play(1), play(2)
	if !slices.Equal(a, b) {
		t.Errorf("same seed, scores %v and %v", a, b)
	}
	if slices.Equal(a, c) {
		t.Errorf("seeds 1 and 2 both give %v", a)
	}
}

type randomPlayer struct{ r *rand.Rand }

func (p randomPlayer) Choose(v *View) int {
	ts := v.AppendTargets(nil)
	if k := p.r.IntN(len(ts) + 1); k < len(ts) {
		return ts[k].Player
	}
	return None
}

// TestThinkThenPlay: a choice thought out apart (Think) and played later
// (PlayChoice) plays the game PlayComputer plays; a choice kept past its
// position is refused.
func TestThinkThenPlay(t *testing.T) {
	seats := []Seat{seat("A", greedy{}), seat("B", greedy{}), seat("C", answer(None))}
	direct, err := NewGame(seats, Rules{Rounds: 2}, src(3))
	if err != nil {
		t.Fatal(err)
	}
	apart, _ := NewGame(seats, Rules{Rounds: 2}, src(3))
	for !direct.Over() {
		for !direct.Round().Over() {
			want, err := direct.PlayComputer()
			if err != nil {
				t.Fatal(err)
			}
			think, err := apart.Think()
			if err != nil {
				t.Fatal(err)
			}
			choice := think()
			got, err := apart.PlayChoice(choice)
			if err != nil || got != want {
				t.Fatalf("PlayChoice = %+v, %v; want %+v as PlayComputer", got, err, want)
			}
			if _, err := apart.PlayChoice(choice); !errors.Is(err, ErrStaleChoice) && !errors.Is(err, ErrRoundOver) {
				t.Fatalf("a choice played twice: err = %v, want ErrStaleChoice", err)
			}
		}
		if direct.Over() {
			break
		}
		if err := direct.NextRound(); err != nil {
			t.Fatal(err)
		}
		if err := apart.NextRound(); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(direct.Scores(), apart.Scores()) {
		t.Errorf("scores %v apart, %v direct", apart.Scores(), direct.Scores())
	}
}
