package poker

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestLevelOf(t *testing.T) {
	tests := []struct {
		hand int
		want Level
	}{
		{1, Level{1, 10, 20}},
		{10, Level{1, 10, 20}},
		{11, Level{2, 15, 30}},
		{21, Level{3, 20, 40}},
		{31, Level{4, 30, 60}},
		{41, Level{5, 40, 80}},
		{51, Level{6, 50, 100}},
		{61, Level{7, 75, 150}},
		{71, Level{8, 100, 200}},
		{81, Level{9, 150, 300}},
		{91, Level{10, 200, 400}},
		{100, Level{10, 200, 400}},
		{101, Level{11, 300, 600}},
		{110, Level{11, 300, 600}},
		{111, Level{11, 300, 600}}, // after ten hands at 300/600 the blinds stay
		{5000, Level{11, 300, 600}},
	}
	for _, tt := range tests {
		if got := LevelOf(tt.hand); got != tt.want {
			t.Errorf("LevelOf(%d) = %+v, want %+v", tt.hand, got, tt.want)
		}
	}
}

func newMatch(t testing.TB, seed uint64) *Match {
	t.Helper()
	m, err := NewMatch(MatchConfig{Rand: rand.New(rand.NewPCG(seed, 0))})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// passive mostly checks and calls, so that matches last until the blinds
// grow large.
func passive(r *rand.Rand, legal []Action) Action {
	x := r.IntN(100)
	switch {
	case x < 1:
		return legal[0]
	case x < 97 || len(legal) < 3:
		return legal[1]
	}
	return legal[2]
}

// playMatch plays a whole match with random players and checks every hand
// against the schedule; it returns the number of hands.
func playMatch(t testing.TB, m *Match, r *rand.Rand, policy func(*rand.Rand, []Action) Action) int {
	t.Helper()
	var buf []Action
	button := -1
	total := m.Stacks()[0] + m.Stacks()[1]
	for !m.Over() {
		if err := m.Deal(); err != nil {
			t.Fatalf("Deal: %v", err)
		}
		g := m.Game()
		n := m.HandNumber()
		lv := LevelOf(n)
		start := m.Events()[0]
		if start.Kind != EventHandStart || start.Number != n || start.Level != lv.Number ||
			start.SmallBlind != lv.SmallBlind || start.BigBlind != lv.BigBlind {
			t.Fatalf("hand %d starts with %+v, want level %+v", n, start, lv)
		}
		if button != -1 && g.Button() == button {
			t.Fatalf("hand %d: the button stayed on seat %d", n, button)
		}
		button = g.Button()
		for !g.Over() {
			buf = g.AppendLegal(buf[:0])
			if err := m.Act(g.ToAct(), policy(r, buf)); err != nil {
				t.Fatalf("hand %d: %v", n, err)
			}
		}
		if s := m.Stacks(); s[0]+s[1] != total || s[0] < 0 || s[1] < 0 {
			t.Fatalf("hand %d: stacks %v", n, s)
		}
	}
	return m.HandNumber()
}

func TestMatchesEndWithOneWinner(t *testing.T) {
	matches := 3000
	if testing.Short() {
		matches = 300
	}
	r := rand.New(rand.NewPCG(42, 42))
	longest := 0
	policies := []func(*rand.Rand, []Action) Action{uniform, playful, passive}
	for i := range matches {
		m := newMatch(t, uint64(i))
		n := playMatch(t, m, r, policies[i%3])

		longest = max(longest, n)
		w := m.Winner()
		if w == NoSeat || m.Stacks()[w] != 2*StartingStack || m.Stacks()[1-w] != 0 {
			t.Fatalf("match %d: winner %d stacks %v", i, w, m.Stacks())
		}
		ev := m.Events()
		last, end := ev[len(ev)-1], ev[len(ev)-2]
		if last.Kind != EventMatchEnd || last.Seat != w || last.Quit || end.Kind != EventHandEnd {
			t.Fatalf("match %d ends with %+v after %+v", i, last, end)
		}
		if err := m.Deal(); !errors.Is(err, ErrMatchOver) {
			t.Fatalf("Deal after the match: %v, want ErrMatchOver", err)
		}
		if err := m.Act(0, Action{Kind: Fold}); !errors.Is(err, ErrMatchOver) {
			t.Fatalf("Act after the match: %v, want ErrMatchOver", err)
		}
	}
	t.Logf("%d matches, the longest %d hands", matches, longest)
}

func TestMatchFirstHands(t *testing.T) {
	m, err := NewMatch(MatchConfig{Names: [2]string{"Ann", ""}, Button: 1, Rand: rand.New(rand.NewPCG(1, 1))})
	if err != nil {
		t.Fatal(err)
	}
	if m.Names() != [2]string{"Ann", "Computer"} || m.Stacks() != [2]int{1500, 1500} {
		t.Errorf("names %v stacks %v", m.Names(), m.Stacks())
	}
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	if m.Game().Button() != 1 || m.HandNumber() != 1 {
		t.Errorf("hand 1: button %d number %d, want 1 and 1", m.Game().Button(), m.HandNumber())
	}
	if err := m.Deal(); !errors.Is(err, ErrHandRunning) {
		t.Errorf("Deal during a hand: %v, want ErrHandRunning", err)
	}
	if err := m.Act(1, Action{Kind: Fold}); err != nil {
		t.Fatal(err)
	}
	if m.Stacks() != [2]int{1510, 1490} {
		t.Errorf("after the button folds: stacks %v", m.Stacks())
	}
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	if m.Game().Button() != 0 || m.Game().StartStacks() != [2]int{1510, 1490} {
		t.Errorf("hand 2: button %d stacks %v", m.Game().Button(), m.Game().StartStacks())
	}
}

func TestMatchQuit(t *testing.T) {
	m := newMatch(t, 3)
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	g := m.Game()
	if err := m.Act(g.ToAct(), Action{Kind: Fold}); err != nil {
		t.Fatal(err)
	}
	stacks := m.Stacks()
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := m.Act(g.ToAct(), Action{Kind: Call}); err != nil {
		t.Fatal(err)
	}
	quitter := g.ToAct()
	if err := m.Quit(quitter); err != nil {
		t.Fatal(err)
	}
	if !m.Over() || m.Winner() != NoSeat || m.Quitter() != quitter || m.Stacks() != stacks {
		t.Errorf("after quit: over %v winner %d quitter %d stacks %v (want %v)", m.Over(), m.Winner(), m.Quitter(), m.Stacks(), stacks)
	}
	ev := m.Events()
	last := ev[len(ev)-1]
	if last.Kind != EventMatchEnd || !last.Quit || last.Seat != quitter || last.Stacks != stacks {
		t.Errorf("last event %+v, want a quit by seat %d", last, quitter)
	}
	for _, e := range ev {
		if e.Kind == EventHandEnd {
			t.Errorf("the abandoned hand has an EventHandEnd")
		}
	}
	if err := m.Act(quitter, Action{Kind: Fold}); !errors.Is(err, ErrMatchOver) {
		t.Errorf("Act after quit: %v, want ErrMatchOver", err)
	}
	if err := m.Quit(0); !errors.Is(err, ErrMatchOver) {
		t.Errorf("Quit twice: %v, want ErrMatchOver", err)
	}
}

func TestMatchBadConfig(t *testing.T) {
	for _, cfg := range []MatchConfig{{}, {Rand: rand.New(rand.NewPCG(1, 1)), Button: 2}, {Rand: rand.New(rand.NewPCG(1, 1)), Stack: -5}} {
		if _, err := NewMatch(cfg); !errors.Is(err, ErrBadConfig) {
			t.Errorf("NewMatch(%+v) = %v, want ErrBadConfig", cfg, err)
		}
	}
}

func TestMatchBlindsStayAtTheTop(t *testing.T) {
	// Deep stacks and passive players outlive the schedule.
	m, err := NewMatch(MatchConfig{Stack: 30000, Rand: rand.New(rand.NewPCG(5, 5))})
	if err != nil {
		t.Fatal(err)
	}
	n := playMatch(t, m, rand.New(rand.NewPCG(6, 6)), passive)
	if n <= 120 {
		t.Fatalf("the match lasted %d hands, want more than 120", n)
	}
	if w := m.Winner(); w == NoSeat || m.Stacks()[w] != 60000 {
		t.Errorf("winner %d stacks %v", w, m.Stacks())
	}
	if lv := m.Game().Level(); lv != 11 {
		t.Errorf("hand %d played at level %d, want 11 (300/600)", n, lv)
	}
}

func TestMatchHandInPlay(t *testing.T) {
	// A hand is in play from its deal to its end; a match restored from a
	// snapshot, or one a quit ended, has none.
	m := newMatch(t, 3)
	check := func(when string, want bool) {
		t.Helper()
		if got := m.HandInPlay(); got != want {
			t.Errorf("HandInPlay() %s = %v, want %v", when, got, want)
		}
	}
	check("before the first deal", false)
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	check("after the deal", true)
	if err := m.Act(m.Game().ToAct(), Action{Kind: Fold}); err != nil {
		t.Fatal(err)
	}
	check("after a fold", false)
	st, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	r, err := RestoreMatch(st, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if r.HandInPlay() {
		t.Error("HandInPlay() of a restored match = true, want false")
	}
	if err := m.Deal(); err != nil {
		t.Fatal(err)
	}
	if err := m.Quit(0); err != nil {
		t.Fatal(err)
	}
	check("after a quit", false)
}
