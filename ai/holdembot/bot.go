// Package holdembot holds the computer players of heads-up Fixed-Limit
// Hold'em, and a duplicate match runner to measure them against each other.
//
// A bot sees only its seat's view (poker.SeatView): its own cards, the
// board, the chips and the actions, and the opponent's cards once they are
// shown. Its random choices come from its own *rand.Rand.
package holdembot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/poker"
)

// Bot is a computer player.
type Bot interface {
	// Decide returns one of v.Legal; v is the bot's seat view with MyTurn
	// set. The bot must not keep v's slices.
	Decide(v poker.SeatView) poker.Action
	// HandOver shows the bot its seat's view of a finished hand, so that a
	// bot that studies its opponent sees every hand, also those it never
	// acted in. Calling it is optional; a bot that learns nothing ignores it.
	HandOver(v poker.SeatView)
}

// Default is the name of the bot the table seats by default.
const Default = "sklansky"

// ErrUnknownBot is returned by New for a name it does not know.
var ErrUnknownBot = errors.New("holdembot: unknown bot")

var makers = []struct {
	name, about string
	new         func(r *rand.Rand) Bot
}{
	{"sklansky", "the default opponent: Sklansky–Malmuth groups pre-flop, equity and pot odds after, adapts to its opponent", func(r *rand.Rand) Bot { return NewSklansky(r) }},
	{"expert", "the hardest: a strategy computed by counterfactual regret minimisation on an abstraction of this game, leaning against its opponent's leaks", func(r *rand.Rand) Bot { return newExpert(r) }},
	{"equity", "Monte Carlo equity against a random hand: raises above a threshold, calls on pot odds", func(r *rand.Rand) Bot { return newEquity(r) }},
	{"caller", "checks or calls everything", func(*rand.Rand) Bot { return Caller{} }},
	{"maniac", "bets or raises whenever it can, else calls", func(*rand.Rand) Bot { return Maniac{} }},
	{"random", "picks uniformly among the legal actions", func(r *rand.Rand) Bot { return newRandom(r) }},
}

// Names lists the bots New knows, the default first.
func Names() []string {
	ns := make([]string, len(makers))
	for i, m := range makers {
		ns[i] = m.name
	}
	return ns
}

// About returns a one-line description of the named bot, or "".
func About(name string) string {
	for _, m := range makers {
		if strings.EqualFold(m.name, strings.TrimSpace(name)) {
			return m.about
		}
	}
	return ""
}

// New makes the named bot (any case) with its own random source r.
func New(name string, r *rand.Rand) (Bot, error) {
	for _, m := range makers {
		if strings.EqualFold(m.name, strings.TrimSpace(name)) {
			return m.new(r), nil
		}
	}
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknownBot, name, strings.Join(Names(), ", "))
}

// find returns the legal action of kind k.
func find(v *poker.SeatView, k poker.ActionKind) (poker.Action, bool) {
	for _, a := range v.Legal {
		if a.Kind == k {
			return a, true
		}
	}
	return poker.Action{}, false
}

// first returns the first legal action among kinds, in their order.
func first(v *poker.SeatView, kinds ...poker.ActionKind) poker.Action {
	for _, k := range kinds {
		if a, ok := find(v, k); ok {
			return a
		}
	}
	if len(v.Legal) > 0 {
		return v.Legal[0]
	}
	return poker.Action{Kind: poker.Fold}
}

// Caller checks or calls everything.
type Caller struct{}

// Decide checks or calls.
func (Caller) Decide(v poker.SeatView) poker.Action { return first(&v, poker.Check, poker.Call) }

// HandOver does nothing.
func (Caller) HandOver(poker.SeatView) {}

// Maniac bets or raises whenever it can, else calls.
type Maniac struct{}

// Decide bets or raises, else calls (or checks).
func (Maniac) Decide(v poker.SeatView) poker.Action {
	return first(&v, poker.Bet, poker.Raise, poker.Call, poker.Check)
}

// HandOver does nothing.
func (Maniac) HandOver(poker.SeatView) {}

// Random picks uniformly among the legal actions.
type Random struct{ r *rand.Rand }

// newRandom returns the random player drawing from r.
func newRandom(r *rand.Rand) *Random { return &Random{r: r} }

// Decide picks a legal action at random.
func (b *Random) Decide(v poker.SeatView) poker.Action {
	if len(v.Legal) == 0 {
		return poker.Action{Kind: poker.Fold}
	}
	return v.Legal[b.r.IntN(len(v.Legal))]
}

// HandOver does nothing.
func (*Random) HandOver(poker.SeatView) {}
