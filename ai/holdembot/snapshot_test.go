package holdembot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/poker"
)

// playOn plays hands of m between the bots until the match ends or hands
// hands are played, and returns every action taken, as text.
func playOn(t *testing.T, m *poker.Match, bots [2]Bot, hands int) []string {
	t.Helper()
	var log []string
	for i := 0; i < hands && !m.Over(); i++ {
		if err := m.Deal(); err != nil {
			t.Fatal(err)
		}
		for g := m.Game(); !g.Over(); {
			s := g.ToAct()
			a := bots[s].Decide(m.View(s))
			if err := m.Act(s, a); err != nil {
				t.Fatal(err)
			}
			log = append(log, fmt.Sprintf("hand %d seat %d %v", m.HandNumber(), s, a))
		}
		for s := range 2 {
			bots[s].HandOver(m.View(s))
		}
	}
	return log
}

func TestSklanskyStateResumesTheSameBot(t *testing.T) {
	// Sklansky against a random player for 15 hands; then the match, the
	// sources and Sklansky's state are saved. The rest of the match played
	// by a new Sklansky with that state is the original's, action for action.
	matchSrc, skSrc, rndSrc := rand.NewPCG(1, 1), rand.NewPCG(2, 2), rand.NewPCG(3, 3)
	m, err := poker.NewMatch(poker.MatchConfig{Rand: rand.New(matchSrc)})
	if err != nil {
		t.Fatal(err)
	}
	sk := NewSklansky(rand.New(skSrc))
	bots := [2]Bot{newRandom(rand.New(rndSrc)), sk}
	playOn(t, m, bots, 15)

	ms, err := m.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	state, err := sk.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	m2src, sk2src, rnd2src := *matchSrc, *skSrc, *rndSrc
	want := playOn(t, m, bots, 40)

	m2, err := poker.RestoreMatch(ms, rand.New(&m2src))
	if err != nil {
		t.Fatal(err)
	}
	sk2 := NewSklansky(rand.New(&sk2src))
	if err := sk2.UnmarshalState(state); err != nil {
		t.Fatal(err)
	}
	if p := sk2.Opponent(); p.Hands != 15 {
		t.Fatalf("restored Sklansky has seen %d hands, want 15", p.Hands)
	}
	got := playOn(t, m2, [2]Bot{newRandom(rand.New(&rnd2src)), sk2}, 40)
	if len(got) != len(want) {
		t.Fatalf("the resumed match took %d actions, the original %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("action %d: resumed %s, original %s", i, got[i], want[i])
		}
	}
	if sk2.Opponent() != sk.Opponent() {
		t.Errorf("opponent model: resumed %+v, original %+v", sk2.Opponent(), sk.Opponent())
	}
}

func TestUnmarshalStateRefusesBadStates(t *testing.T) {
	tests := []struct {
		name string
		bot  interface{ UnmarshalState([]byte) error }
		data string
	}{
		{"not json", NewSklansky(nil), "{"},
		{"old version", NewSklansky(nil), `{"Version":0}`},
		{"more raises than hands", NewSklansky(nil), `{"Version":1,"Hands":2,"PFR":3}`},
		{"state for a stateless bot", Caller{}, `{"Version":1}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.bot.UnmarshalState([]byte(tt.data)); !errors.Is(err, ErrBadState) {
				t.Errorf("UnmarshalState(%s) = %v, want ErrBadState", tt.data, err)
			}
		})
	}
	if err := (Maniac{}).UnmarshalState(nil); err != nil {
		t.Errorf("Maniac.UnmarshalState(nil) = %v", err)
	}
}
