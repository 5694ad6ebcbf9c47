package holdembot

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/poker"
)

// stateful is what a save needs of a bot (save).
type stateful interface {
	MarshalState() ([]byte, error)
	UnmarshalState([]byte) error
}

// TestEveryBotResumesTheSame: every bot New knows can be saved, and the
// rest of a match played by a new bot given the saved state (and the saved
// sources) is the original's, action for action. The opponent is a
// maniac, so that expert's statistics turn it to its counter-strategy.
func TestEveryBotResumesTheSame(t *testing.T) {
	for _, name := range Names() {
		t.Run(name, func(t *testing.T) {
			matchSrc, botSrc, oppSrc := rand.NewPCG(1, 1), rand.NewPCG(2, 2), rand.NewPCG(3, 3)
			m, err := poker.NewMatch(poker.MatchConfig{Rand: rand.New(matchSrc)})
			if err != nil {
				t.Fatal(err)
			}
			bot, err := New(name, rand.New(botSrc))
			if err != nil {
				t.Fatal(err)
			}
			st, ok := bot.(stateful)
			if !ok {
				t.Fatalf("%s has no MarshalState/UnmarshalState: its matches cannot be saved", name)
			}
			bots := [2]Bot{Maniac{}, bot}
			playOn(t, m, bots, 12)
			ms, err := m.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			state, err := st.MarshalState()
			if err != nil {
				t.Fatal(err)
			}
			m2src, bot2src, _ := *matchSrc, *botSrc, oppSrc
			want := playOn(t, m, bots, 25)

			m2, err := poker.RestoreMatch(ms, rand.New(&m2src))
			if err != nil {
				t.Fatal(err)
			}
			bot2, _ := New(name, rand.New(&bot2src))
			if err := bot2.(stateful).UnmarshalState(state); err != nil {
				t.Fatal(err)
			}
			if got := playOn(t, m2, [2]Bot{Maniac{}, bot2}, 25); !slices.Equal(got, want) {
				t.Errorf("the resumed match differs from the original:\n%v\nwant\n%v", got, want)
			}
		})
	}
}

func TestExpertRefusesBadStates(t *testing.T) {
	for _, data := range []string{"{", `{"Version":0}`, `{"Version":1,"Opp":{"Hands":1,"VPIP":2}}`, `{"Version":1,"Counter":{"Version":9}}`,
		`{"Version":1,"Lean":{"Num":[5,0,0,0,0,0,0,0],"Den":[1,0,0,0,0,0,0,0]}}`, `{"Version":1,"Lean":{"Won":1e300}}`} {
		b := newExpert(rand.New(rand.NewPCG(1, 1)))
		if err := b.UnmarshalState([]byte(data)); !errors.Is(err, ErrBadState) {
			t.Errorf("UnmarshalState(%s) = %v, want ErrBadState", data, err)
		}
	}
}
