package elephantbot

import (
	"math/rand/v2"
	"testing"

	"parlor/elephant"
)

// spyExpert is an expert that, at each of its turns with a choice, hands
// its table's judgement to check before it chooses.
type spyExpert struct {
	*Expert
	check func(x *xsim)
}

func (b spyExpert) Choose(v *elephant.View) int {
	if len(v.AppendTargets(nil)) > 0 {
		var x xsim
		x.load(v, b.mem)
		b.check(&x)
	}
	return b.Expert.Choose(v)
}

// TestReplayKeepsTheTruth plays rounds at tables of three and checks, at
// every turn of expert's with a choice, that the replay found the history
// that happened: the pair of kinds really seated keeps, of its prior, at
// least what a history of a few turns made by those kinds weighs. Had the
// replay missed that history, the pair would weigh no more than slip.
func TestReplayKeepsTheTruth(t *testing.T) {
	deterministic := []string{"GreedyBot", "NiceBot", "LastMinuteBot", "OddTodd", "SecondPlaceBot", "RobinHood", "GoodSamaritan", "Gambler", "Top3Bot"}
	kindOf := func(name string) int {
		for k, kd := range kinds {
			if botOf[kd.pol] == name {
				return k
			}
		}
		t.Fatalf("no kind for %s", name)
		return -1
	}
	for i, a := range deterministic {
		b := deterministic[(i+3)%len(deterministic)]
		t.Run(a+","+b, func(t *testing.T) {
			ba, _ := Lookup(a)
			bb, _ := Lookup(b)
			turns := 0
			seats := []elephant.Seat{
				{Name: "expert", Bot: func(r *rand.Rand) elephant.Player {
					e := newExpert(r)
					e.Playouts = 20 // the choice matters little here
					return spyExpert{e, func(x *xsim) {
						turns++
						if !x.exact {
							t.Fatalf("a table of three not replayed")
						}
						seat := map[int]int{1: kindOf(a), 2: kindOf(b)}
						ka, kb := seat[x.players[1]], seat[x.players[2]]
						got := x.in.joint[ka*numKinds+kb] / (kinds[ka].prior() * kinds[kb].prior())
						if want := 0.9; got < want {
							t.Errorf("seats %v: the true pair (%s, %s) keeps %.3f of its prior, want at least %v",
								x.players, botOf[kinds[ka].pol], botOf[kinds[kb].pol], got, want)
						}
					}}
				}},
				ba.Seat(), bb.Seat(),
			}
			g, err := elephant.NewGame(seats, elephant.Rules{Rounds: 60}, rand.New(rand.NewPCG(uint64(i), 5)))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(); err != nil {
				t.Fatal(err)
			}
			if turns < 20 {
				t.Errorf("expert had only %d turns with a choice in 60 rounds", turns)
			}
		})
	}
}

func TestReplayRulesOut(t *testing.T) {
	weight := func(x *xsim, p int, pol policy) float64 {
		var w, total float64
		for c, j := range x.in.joint {
			k := c / numKinds
			if p == 2 {
				k = c % numKinds
			}
			total += j
			if kinds[k].pol == pol {
				w += j
			}
		}
		return w / total
	}
	// Third to act: seat 2 holds seat 1's present, stolen once; seat 1
	// opened again. Seat 2 stole with one target: no NiceBot, no RobinHood
	// (never stolen before), no LastMinuteBot (one target).
	var x xsim
	x.load(view(nil, none, h(1, 0.3, 0), h(2, 0.8, 1)), nil)
	if !x.exact {
		t.Fatal("not replayed")
	}
	p := 1
	if x.players[1] != 2 {
		p = 2
	}
	for _, pol := range []policy{polNice, polRobinHood, polLastMinute, polOddTodd, polSecondPlace, polGoodSamaritan} {
		if w := weight(&x, p, pol); w > 0.01 {
			t.Errorf("seat 2 stole the one present out: %s weighs %.4f, want at most 0.01", botOf[pol], w)
		}
	}
	if w := weight(&x, p, polGreedy); w < 0.15 {
		t.Errorf("seat 2 stole the one present out: GreedyBot weighs %.4f, want at least 0.15", w)
	}

	// A memory from another round fits no history: expert falls back on
	// its judges.
	var m turn
	m.record(view([]int{1, 2}, none), none)
	x.load(view(nil, none, h(1, 0.3, 0), h(2, 0.8, 1)), []turn{m})
	if x.exact {
		t.Error("a first turn with two players waiting, then a third turn: replayed, want the judges")
	}
}
