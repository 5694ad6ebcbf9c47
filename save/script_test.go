package save

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/ai/camelupbot"
	"parlor/ai/holdembot"
	"parlor/camelup"
	"parlor/elephant"
	"parlor/poker"
)

// A scripted game is one of the three games played without a person: the
// computer players as they are, and each person's seat by a script whose
// choices follow from the game's state alone, so that a resumed game
// chooses as the uninterrupted one did.
type scripted interface {
	Game
	// step plays one move or deal (Hold'em) or one turn and reports
	// whether the game goes on; a save after each step is a save after each
	// move or turn.
	step(t testing.TB) bool
	// cut plays part of a step without finishing it, as a game does when it
	// is killed in the middle of a hand.
	cut(t testing.TB, r *rand.Rand)
	// result is the game's outcome, to compare runs.
	result() string
}

// scripts makes each game, by kind, from a seed.
var scripts = map[Kind]struct {
	start  func(t testing.TB, seed uint64) scripted
	resume func(payload []byte) (scripted, error)
}{
	KindHoldem: {
		start: func(t testing.TB, seed uint64) scripted {
			h, err := NewHoldem(HoldemConfig{Names: [2]string{"Ana", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(seed, 0)})
			if err != nil {
				t.Fatal(err)
			}
			return &holdemScript{h}
		},
		resume: func(p []byte) (scripted, error) {
			h, err := ResumeHoldem(p)
			return &holdemScript{h}, err
		},
	},
	KindCamelUp: {
		start: func(t testing.TB, seed uint64) scripted {
			c, err := NewCamelUp([]Seat{{Name: "Bogart", Bot: "bogart"}, {Name: "Ana"}, {Name: "Expert", Bot: "expert"}, {Name: "P1", Bot: "player1"}}, rand.NewPCG(seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			c.Players[0].(*camelupbot.Bogart).Playouts = 400 // for speed; the save keeps it
			return &camelScript{c}
		},
		resume: func(p []byte) (scripted, error) {
			c, err := resumeCamelUp(p)
			return &camelScript{c}, err
		},
	},
	KindElephant: {
		start: func(t testing.TB, seed uint64) scripted {
			e, err := NewElephant([]Seat{{Name: "T", Bot: "ThresholdBot"}, {Name: "Ana"}, {Name: "S", Bot: "SampleBot"}, {Name: "R", Bot: "RandomBot"}},
				elephant.Rules{Target: 2.5}, rand.NewPCG(seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			return &elephantScript{e}
		},
		resume: func(p []byte) (scripted, error) {
			e, err := resumeElephant(p)
			return &elephantScript{e}, err
		},
	},
}

type holdemScript struct{ *Holdem }

// human picks one of the legal actions from the hand number and the
// length of the log: a loose player, the same in every run.
func (h *holdemScript) human(v poker.SeatView) poker.Action {
	return v.Legal[(v.Number*7+len(v.Log))%len(v.Legal)]
}

// act plays the move of the seat to act: the script's for the person, the
// bot's for the computer, as the table plays them.
func (h *holdemScript) act(t testing.TB) {
	m := h.Match
	s := m.Game().ToAct()
	v := m.View(s)
	var err error
	if s == HumanSeat {
		err = h.Act(s, h.human(v))
	} else {
		err = h.BotAct(s, h.Bot.Decide(v))
	}
	if err != nil {
		t.Fatalf("hand %d: %v", m.HandNumber(), err)
	}
	if g := m.Game(); g.Over() {
		h.Bot.HandOver(m.View(1 - HumanSeat))
		h.History.Hands = m.HandNumber()
	}
}

// step deals a hand or plays one move of it: a save after each step is a
// save after each move, as at the table.
func (h *holdemScript) step(t testing.TB) bool {
	m := h.Match
	switch {
	case m.Over():
		return false
	case !h.Running():
		if err := h.Deal(); err != nil {
			t.Fatal(err)
		}
		if m.Game().Over() { // a blind put a player all-in
			h.Bot.HandOver(m.View(1 - HumanSeat))
			h.History.Hands = m.HandNumber()
		}
	default:
		h.act(t)
	}
	return !m.Over()
}

// hands plays on to the end of hand n (or of the match).
func (h *holdemScript) hands(t testing.TB, n int) {
	for (h.Running() || h.Match.HandNumber() < n) && h.step(t) {
	}
}

// cut plays a few steps without saving them: the kill came before their
// saves, and the game resumes from the one before.
func (h *holdemScript) cut(t testing.TB, r *rand.Rand) {
	for n := r.IntN(4); n > 0 && h.step(t); n-- {
	}
}

func (h *holdemScript) result() string {
	m := h.Match
	return fmt.Sprintf("%d hands, winner %d, stacks %v, bot %+v", m.HandNumber(), m.Winner(), m.Stacks(), h.Bot.(*holdembot.Sklansky).Opponent())
}

type camelScript struct{ *CamelUp }

func (c *camelScript) step(t testing.TB) bool {
	g := c.Game
	if g.Over() {
		return false
	}
	seat := g.Turn()
	var a camelup.Action
	if p := c.Players[seat]; p != nil {
		a, _ = camelupbot.Choose(p, g.View(seat))
	} else {
		// The person moves a camel two turns in three, else bets on
		// the round.
		n := len(g.Log())
		if a = camelup.Move(); n%3 == 0 {
			a = camelup.Bet(camelup.RoundBet, camelup.Camel(n%camelup.NumCamels))
		}
	}
	g.ApplyOrMove(a) // a refused choice moves a camel, as on the board
	return !g.Over()
}

func (c *camelScript) cut(testing.TB, *rand.Rand) {} // a turn has no middle

func (c *camelScript) result() string {
	g := c.Game
	coins := make([]int, g.Players())
	for s := range coins {
		coins[s] = g.Coins(s)
	}
	return fmt.Sprintf("%d rounds, %d events, coins %v, winners %v", g.Round(), len(g.Log()), coins, g.Winners())
}

type elephantScript struct{ *Elephant }

func (e *elephantScript) step(t testing.TB) bool {
	g := e.Game
	if g.Over() {
		return false
	}
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
	case len(ts) > 0 && g.Round().Opened()%2 == 1:
		// The person steals the first target when an odd number of
		// presents are open.
		_, err = g.Steal(ts[0])
	default:
		_, err = g.Open()
	}
	if err != nil {
		t.Fatal(err)
	}
	return !g.Over()
}

func (e *elephantScript) cut(testing.TB, *rand.Rand) {} // a turn has no middle

func (e *elephantScript) result() string {
	g := e.Game
	return fmt.Sprintf("%d rounds, scores %v, winners %v", g.RoundNumber(), g.Scores(), g.Winners())
}

// uninterrupted plays a game to its end.
func uninterrupted(t testing.TB, kind Kind, seed uint64) string {
	g := scripts[kind].start(t, seed)
	for g.step(t) {
	}
	return g.result()
}
