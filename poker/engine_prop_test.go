package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"testing/quick"
)

// propHands is the number of random hands the property test plays: at
// least 200,000 in the normal run.
func propHands() (seeds, perSeed int) {
	if testing.Short() {
		return 50, 400
	}
	return 250, 800
}

// randomConfig draws a hand: stacks from tiny (all-in on the blinds) to the
// whole 3,000 on one side, any level of the schedule, either button.
func randomConfig(r *rand.Rand) GameConfig {
	total := 2 * StartingStack
	var s0 int
	switch r.IntN(4) {
	case 0:
		s0 = 1 + r.IntN(60) // short of or near the blinds
	case 1:
		s0 = total - 1 - r.IntN(60)
	default:
		s0 = 1 + r.IntN(total-1)
	}
	lv := LevelOf(1 + r.IntN(120))
	return GameConfig{
		Number: 1 + r.IntN(200), Level: lv.Number, SmallBlind: lv.SmallBlind, BigBlind: lv.BigBlind,
		Button: r.IntN(2), Stacks: [2]int{s0, total - s0}, Names: [2]string{"Human", "Computer"}, Rand: r,
	}
}

// sameGame reports whether two games are identical, events included.
func sameGame(a, b *Game) bool {
	return a.gameState == b.gameState && slices.Equal(a.events, b.events)
}

// illegalAttempt returns an action and seat that the game must refuse.
func illegalAttempt(g *Game, r *rand.Rand, legal []Action) (int, Action) {
	p := g.ToAct()
	for {
		switch r.IntN(4) {
		case 0:
			return 1 - p, legal[r.IntN(len(legal))] // out of turn
		case 1:
			return []int{-1, 2, 7}[r.IntN(3)], legal[0] // no such seat
		case 2: // a kind not on offer
			k := ActionKind(r.IntN(7))
			if !slices.ContainsFunc(legal, func(a Action) bool { return a.Kind == k }) {
				return p, Action{Kind: k, Amount: r.IntN(100)}
			}
		case 3: // a legal kind with a wrong amount
			a := legal[1+r.IntN(len(legal)-1)]
			if a.Kind != Check {
				wrong := a.Amount + 1 + r.IntN(50)
				if r.IntN(2) == 0 {
					wrong = -wrong
				}
				return p, Action{Kind: a.Kind, Amount: wrong}
			}
		}
	}
}

// checkView checks that seat's view hides the opponent's hole cards until
// they are shown, and holds the seat's own.
func checkView(g *Game, seat int, v *SeatView) error {
	g.ViewInto(seat, v)
	o := 1 - seat
	opp := g.Hole(o)
	if v.Hole != g.Hole(seat) {
		return fmt.Errorf("seat %d view holds %v, want its cards %v", seat, v.Hole, g.Hole(seat))
	}
	if g.Shown(o) {
		if !v.OpponentShown || v.Opponent != opp {
			return fmt.Errorf("seat %d: the opponent's shown cards %v are missing", seat, opp)
		}
		return nil
	}
	if v.OpponentShown || v.Opponent != ([2]Card{}) {
		return fmt.Errorf("seat %d sees the opponent's %v before they are shown", seat, v.Opponent)
	}
	for _, e := range v.Log {
		cards := e.Cards[:e.NCards]
		if e.Kind == EventShowdown {
			cards = append(cards[:len(cards):len(cards)], e.Hole[:]...)
		}
		for _, c := range cards {
			if c == opp[0] || c == opp[1] {
				return fmt.Errorf("seat %d's log shows the opponent's card %v in a %v event", seat, c, e.Kind)
			}
		}
	}
	return nil
}

// checkChips checks the chip count and signs during a hand.
func checkChips(g *Game, total int) error {
	s, b := g.Stacks(), g.Bets()
	if s[0] < 0 || s[1] < 0 || b[0] < 0 || b[1] < 0 || g.pot < 0 {
		return fmt.Errorf("negative chips: stacks %v bets %v pot %d", s, b, g.pot)
	}
	if s[0]+s[1]+g.Pot() != total {
		return fmt.Errorf("stacks %v + pot %d = %d chips, want %d", s, g.Pot(), s[0]+s[1]+g.Pot(), total)
	}
	return nil
}

// checkFinished checks a finished hand's stream against its result.
func checkFinished(g *Game, total int) error {
	ev := g.Events()
	if ev[0].Kind != EventHandStart || ev[len(ev)-1].Kind != EventHandEnd {
		return fmt.Errorf("stream runs from %v to %v", ev[0].Kind, ev[len(ev)-1].Kind)
	}
	end := ev[len(ev)-1]
	if s := g.Stacks(); s != end.Stacks || s[0]+s[1] != total || g.Pot() != 0 {
		return fmt.Errorf("final stacks %v (event %v), pot %d, want %d chips", s, end.Stacks, g.Pot(), total)
	}
	// Replaying the stream's chip movements gives the final stacks.
	stacks := ev[0].Stacks
	awarded := 0
	for _, e := range ev {
		switch e.Kind {
		case EventSmallBlind, EventBigBlind, EventAction:
			stacks[e.Seat] -= e.Amount
		case EventUncalled:
			stacks[e.Seat] += e.Amount
		case EventAward:
			stacks[e.Seat] += e.Amount
			awarded += e.Amount
		}
	}
	if stacks != end.Stacks || awarded != end.Pot {
		return fmt.Errorf("replayed stacks %v, awarded %d; the stream ends with %v and pot %d", stacks, awarded, end.Stacks, end.Pot)
	}
	return nil
}

// playChecked plays one hand with policy, checking every property after
// every step. It tries an illegal action before every legal one.
func playChecked(g *Game, r *rand.Rand, policy func(*rand.Rand, []Action) Action, views *[2]SeatView) error {
	total := g.start[0] + g.start[1]
	var before Game
	var legal []Action
	for steps := 0; !g.Over(); steps++ {
		if steps > 2*total {
			return fmt.Errorf("the hand does not end after %d actions", steps)
		}
		legal = g.AppendLegal(legal[:0])
		if len(legal) == 0 || g.ToAct() == NoSeat {
			return fmt.Errorf("no legal action while the hand runs (to act %d)", g.ToAct())
		}
		for s := range 2 {
			if err := checkView(g, s, &views[s]); err != nil {
				return err
			}
			if g.Number()%16 == 0 {
				if fresh := g.View(s); !slices.Equal(fresh.Log, views[s].Log) {
					return fmt.Errorf("seat %d: the reused view's log differs from a fresh view's", s)
				}
			}
		}
		// An illegal action is refused and changes nothing.
		before = *g
		before.events = append(before.events[:0:0], g.events...)
		seat, bad := illegalAttempt(g, r, legal)
		err := g.Act(seat, bad)
		if !errors.Is(err, ErrIllegalAction) && !errors.Is(err, ErrNotYourTurn) && !errors.Is(err, ErrBadSeat) {
			return fmt.Errorf("Act(%d, %+v) = %v with legal %v, want a refusal", seat, bad, err, legal)
		}
		if !sameGame(&before, g) {
			return fmt.Errorf("the refused Act(%d, %+v) changed the game", seat, bad)
		}
		if err := g.Act(g.ToAct(), policy(r, legal)); err != nil {
			return fmt.Errorf("a legal action was refused: %v", err)
		}
		if err := checkChips(g, total); err != nil {
			return err
		}
	}
	for s := range 2 {
		if err := checkView(g, s, &views[s]); err != nil {
			return err
		}
	}
	if len(g.Legal()) != 0 {
		return fmt.Errorf("legal actions %v after the hand", g.Legal())
	}
	return checkFinished(g, total)
}

func TestPropertyRandomPlay(t *testing.T) {
	seeds, perSeed := propHands()
	played, showdowns, allIns := 0, 0, 0
	var g Game
	var views [2]SeatView
	prop := func(seed uint64) bool {
		r := rand.New(rand.NewPCG(seed, 0x5eed))
		for i := range perSeed {
			cfg := randomConfig(r)
			if err := g.Deal(cfg); err != nil {
				t.Errorf("seed %d hand %d: Deal(%+v): %v", seed, i, cfg, err)
				return false
			}
			policy := playful
			if i%3 == 0 {
				policy = uniform
			}
			if err := playChecked(&g, r, policy, &views); err != nil {
				t.Errorf("seed %d hand %d (%+v): %v", seed, i, cfg, err)
				return false
			}
			played++
			if g.Showdown() {
				showdowns++
			}
			if s := g.Stacks(); s[0] == 0 || s[1] == 0 {
				allIns++
			}
		}
		return true
	}
	if err := quick.Check(prop, &quick.Config{MaxCount: seeds, Rand: nil}); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d hands, %d showdowns, %d busted a player", played, showdowns, allIns)
	if played < seeds*perSeed {
		t.Errorf("played %d hands, want %d", played, seeds*perSeed)
	}
}
