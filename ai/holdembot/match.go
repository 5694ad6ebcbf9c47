package holdembot

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"

	"parlor/ai/run"
	"parlor/internal/stats"
	"parlor/poker"
)

// MatchConfig sets up a headless match between two bots, A and B.
//
// Deals are duplicate: every deck is played twice, A on the button the first
// time and B the second, so both get the same cards in turn and most of the
// luck cancels.
type MatchConfig struct {
	A, B string // bot names, as New takes them
	// Hands is the number of hands to play with stacks reset every hand to
	// poker.StartingStack at the blinds of the first level (10/20). It is
	// rounded up to an even number: one deck, two hands.
	Hands int
	// Matches, when above 0, plays that many whole tournament matches
	// instead, with the blind schedule, matches 2k and 2k+1 dealt the same
	// decks with the seats swapped.
	Matches int
	Seed    uint64
	// Workers is the number of goroutines; 0 means one per core.
	Workers int
	// Progress, when set, is told how many hands (or matches) have just
	// finished; it is called from the goroutine that called Play.
	Progress func(n int)
	// Hand, when set, receives every finished hand of session s (a block of
	// hands, or a match), in order within the session; it is called from the
	// goroutine that played the session, so it must be safe for concurrent
	// use across sessions. An error stops the session and the match (Play
	// returns it).
	Hand func(session int, g *poker.Game) error
}

// MatchResult is the outcome of a match, from A's side.
type MatchResult struct {
	Hands int // hands played
	// Cash games (Matches == 0): A's winnings in milli-big-blinds a hand and
	// the half-width of their 95 % confidence interval.
	MBB, MBBHalf float64
	// Tournaments: matches played, won by A, won by B (the rest hit the
	// hand limit), A's share of the wins and its 95 % interval.
	Matches, WinsA, WinsB  int
	WinShare, WinLo, WinHi float64
}

// sessionPairs is the number of duplicate deals one pair of bots plays in a
// cash match before fresh bots take over: a session is a unit of parallel
// work, and the bots learn their opponent over it.
const sessionPairs = 1000

// SessionHands is the number of hands of a full session of a cash match:
// its last hand is number SessionHands (a history can close its file).
const SessionHands = 2 * sessionPairs

// matchHandLimit stops a tournament match that will not end (it cannot
// happen with the blind schedule, but a bug must not hang the runner).
const matchHandLimit = 100_000

// ErrBotMove is returned when a bot chose an action the engine refused.
var ErrBotMove = errors.New("holdembot: a bot made an illegal move")

// Play runs the match.
func Play(cfg MatchConfig) (MatchResult, error) { return PlayContext(context.Background(), cfg) }

// PlayContext is Play, stopped early with ctx's error once ctx is done.
// Memory does not grow with the hands or matches: each session is added to
// the result as it ends, in exact integers, so the result does not depend on
// the order sessions end in.
func PlayContext(ctx context.Context, cfg MatchConfig) (MatchResult, error) {
	for _, name := range []string{cfg.A, cfg.B} {
		if _, err := New(name, rand.New(rand.NewPCG(0, 0))); err != nil {
			return MatchResult{}, err
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if cfg.Matches > 0 {
		return playMatches(ctx, cfg, workers)
	}
	if cfg.Hands < 1 {
		return MatchResult{}, fmt.Errorf("holdembot: a match needs at least one hand, not %d", cfg.Hands)
	}
	pairs := cfg.Hands/2 + cfg.Hands%2 // not (Hands+1)/2, which overflows
	sessions := pairs/sessionPairs + min(pairs%sessionPairs, 1)
	// Each deal pair is one sample: A's net chips over both seatings. Its
	// sums stay exact in int64 up to 10¹² pairs, as a pair's net is at
	// most two stacks (and its square 9·10⁶).
	var sum, sq int64
	err := parallel(ctx, sessions, workers, cfg.Progress, func(s int, done func(int)) (pairSums, error) {
		n := min(sessionPairs, pairs-s*sessionPairs)
		return playSession(ctx, cfg, s, n, done)
	}, func(p pairSums) {
		sum += p.sum
		sq += p.sq
	})
	if err != nil {
		return MatchResult{}, err
	}
	mbb, half := mbbPerHand(sum, sq, pairs)
	return MatchResult{Hands: 2 * pairs, MBB: mbb, MBBHalf: half}, nil
}

// dealPairHand deals hand button (0 or 1) of deal pair i from deck, as it
// stands after the pair's shuffle: both hands of a pair get the same cards
// with the button swapped, at the first level's blinds and full stacks.
func dealPairHand(g *poker.Game, i, button int, names [2]string, deck *poker.Deck) error {
	lvl := poker.LevelOf(1)
	return g.Deal(poker.GameConfig{
		Number: 2*i + button + 1, Level: 1, SmallBlind: lvl.SmallBlind, BigBlind: lvl.BigBlind,
		Button: button, Stacks: [2]int{poker.StartingStack, poker.StartingStack},
		Names: names, Deck: deck,
	})
}

// mbbPerHand is the mean of pairs deal pairs' nets, given their sum and
// the sum of their squares, in mbb a hand (a pair is two hands), and the
// half-width of its 95 % interval (none for a single pair).
func mbbPerHand(sum, sq int64, pairs int) (mbb, half float64) {
	scale := 1000 / float64(poker.LevelOf(1).BigBlind) / 2
	n := float64(pairs)
	mean := float64(sum) / n
	if pairs > 1 {
		sd := math.Sqrt(max(float64(sq)-float64(sum)*mean, 0) / (n - 1))
		half = 1.96 * sd / math.Sqrt(n) * scale
	}
	return mean * scale, half
}

// tickPairs is how many deal pairs a session plays between progress ticks.
const tickPairs = 32

// pairSums are the sum of A's net chips over a session's deal pairs and
// the sum of their squares.
type pairSums struct{ sum, sq int64 }

// seatBots makes fresh bots A (seat 0) and B (seat 1) with their own
// sources, derived from the seed and the stream number.
func seatBots(cfg MatchConfig, stream uint64) ([2]Bot, error) {
	a, err := New(cfg.A, rand.New(rand.NewPCG(cfg.Seed, stream<<2|1)))
	if err != nil {
		return [2]Bot{}, err
	}
	b, err := New(cfg.B, rand.New(rand.NewPCG(cfg.Seed, stream<<2|2)))
	return [2]Bot{a, b}, err
}

// playSession plays n duplicate deals with one pair of bots and sums A's
// net chips over each pair; it stops early once ctx is done.
func playSession(ctx context.Context, cfg MatchConfig, s, n int, done func(int)) (pairSums, error) {
	bots, err := seatBots(cfg, uint64(s))
	if err != nil {
		return pairSums{}, err
	}
	deckRand := rand.New(rand.NewPCG(cfg.Seed, uint64(s)<<2))
	deck := poker.NewDeck()
	var g poker.Game
	var views [2]poker.SeatView
	var sums pairSums
	names := [2]string{cfg.A, cfg.B}
	if names[0] == names[1] {
		names = [2]string{cfg.A + " (A)", cfg.B + " (B)"}
	}
	for i := range n {
		if err := ctx.Err(); err != nil {
			return pairSums{}, err
		}
		deck.Reset()
		deck.Shuffle(deckRand)
		net := 0
		for button := range 2 {
			if err := dealPairHand(&g, i, button, names, deck); err != nil {
				return pairSums{}, err
			}
			if err := playHand(&g, bots, &views); err != nil {
				return pairSums{}, err
			}
			net += g.Stacks()[0] - poker.StartingStack
			if cfg.Hand != nil {
				if err := cfg.Hand(s, &g); err != nil {
					return pairSums{}, err
				}
			}
		}
		sums.sum += int64(net)
		sums.sq += int64(net) * int64(net)
		// Progress goes in steps of tickPairs: a tick a pair cost the
		// fastest bots half their time in channel sends and wake-ups.
		if (i+1)%tickPairs == 0 || i == n-1 {
			done(2 * ((i % tickPairs) + 1))
		}
	}
	return sums, nil
}

// playHand plays one dealt hand to its end.
func playHand(g *poker.Game, bots [2]Bot, views *[2]poker.SeatView) error {
	return drive(g, func(seat int, a poker.Action) error { return g.Act(seat, a) }, bots, views)
}

// drive is the decision loop of one hand, shared by cash games and
// matches: apply is the Act of whoever runs the hand.
func drive(g *poker.Game, apply func(int, poker.Action) error, bots [2]Bot, views *[2]poker.SeatView) error {
	for !g.Over() {
		s := g.ToAct()
		g.ViewInto(s, &views[s])
		a := bots[s].Decide(views[s])
		if err := apply(s, a); err != nil {
			return fmt.Errorf("%w: seat %d chose %v: %w", ErrBotMove, s, a, err)
		}
	}
	for s := range 2 {
		g.ViewInto(s, &views[s])
		bots[s].HandOver(views[s])
	}
	return nil
}

// playMatches plays cfg.Matches tournament matches.
func playMatches(ctx context.Context, cfg MatchConfig, workers int) (MatchResult, error) {
	type outcome struct{ winner, hands int }
	res := MatchResult{Matches: cfg.Matches}
	err := parallel(ctx, cfg.Matches, workers, cfg.Progress, func(j int, done func(int)) (outcome, error) {
		bots, err := seatBots(cfg, uint64(j)+1<<32)
		if err != nil {
			return outcome{}, err
		}
		m, err := poker.NewMatch(poker.MatchConfig{
			Names:  [2]string{cfg.A, cfg.B},
			Button: j % 2,
			Rand:   rand.New(rand.NewPCG(cfg.Seed, uint64(j/2)<<2|3)),
		})
		if err != nil {
			return outcome{}, err
		}
		var views [2]poker.SeatView
		for !m.Over() && m.HandNumber() < matchHandLimit {
			if err := ctx.Err(); err != nil {
				return outcome{}, err
			}
			if err := m.Deal(); err != nil {
				return outcome{}, err
			}
			if err := drive(m.Game(), m.Act, bots, &views); err != nil {
				return outcome{}, err
			}
			if cfg.Hand != nil {
				if err := cfg.Hand(j, m.Game()); err != nil {
					return outcome{}, err
				}
			}
		}
		done(1)
		return outcome{m.Winner(), m.HandNumber()}, nil
	}, func(o outcome) {
		res.Hands += o.hands
		switch o.winner {
		case 0:
			res.WinsA++
		case 1:
			res.WinsB++
		}
	})
	if err != nil {
		return MatchResult{}, err
	}
	res.WinShare = float64(res.WinsA) / float64(res.Matches)
	res.WinLo, res.WinHi = stats.Wilson(res.WinsA, res.Matches)
	return res, nil
}

// parallel is run.Each for a match: a run that ctx stopped before its end
// fails with ctx's error, the first failed job's otherwise.
func parallel[T any](ctx context.Context, n, workers int, progress func(int), job func(i int, done func(int)) (T, error), collect func(T)) error {
	finished, err := run.Each(ctx, n, workers, progress, job, collect)
	if ctx.Err() != nil && finished < n {
		return fmt.Errorf("holdembot: match stopped: %w", ctx.Err())
	}
	return err
}
