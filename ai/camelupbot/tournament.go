package camelupbot

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"

	"parlor/ai/run"
	"parlor/camelup"
	"parlor/camelup/second"
	"parlor/internal/stats"
)

// SeatsPerGame is how many players the rules' tournament seats at a game
// (docs/rules/camelup.md, Bot tournament).
const SeatsPerGame = 4

// ErrBadTournament is returned by Tournament.Run for a pool or a count that
// cannot make a tournament.
var ErrBadTournament = errors.New("camelupbot: bad tournament")

// Tournament is the bot tournament of docs/rules/camelup.md: every game
// seats Seats different players drawn at random from the pool, in random
// seat order, and every winner of a game (ties included) scores a point.
type Tournament struct {
	Bots  []Bot  // the pool; names must differ (Parse numbers repeats)
	Games int    // 0: the rules' 100 games for every 10 bots, rounded up
	Seats int    // players a game; 0: SeatsPerGame
	Seed  uint64 // every game's dice, seating and bots' choices flow from it
	// Edition is the rulebook the games follow; the zero value is the
	// contest's. The bots must be of that edition (BotsOf, ParseIn).
	Edition camelup.Edition
	// Workers is how many games run at once; 0: one per core. The result
	// does not depend on it.
	Workers int
	// Done, if set, is called after each game, from Run's goroutine.
	Done func()
}

// Standing is one bot's result.
type Standing struct {
	Name   string
	Points int // games won, ties included
	Games  int // games played
}

// Rate returns the share of its games the bot won.
func (s Standing) Rate() float64 {
	if s.Games == 0 {
		return 0
	}
	return float64(s.Points) / float64(s.Games)
}

// Interval returns the 95 % Wilson score interval of the win rate.
func (s Standing) Interval() (lo, hi float64) { return stats.Wilson(s.Points, s.Games) }

// GameCount returns the number of games the tournament plays.
func (t Tournament) GameCount() int {
	if t.Games > 0 {
		return t.Games
	}
	return 100 * ((len(t.Bots) + 9) / 10)
}

func (t Tournament) seats() int {
	if t.Seats > 0 {
		return t.Seats
	}
	return SeatsPerGame
}

// Run plays the tournament over all cores and returns the standings, most
// points first (then the better rate, then by name). The same Seed gives
// the same standings whatever the number of workers: each game's
// randomness comes from the seed and the game's index alone.
func (t Tournament) Run() ([]Standing, error) { return t.RunContext(context.Background()) }

// RunContext is Run, stopped early with ctx's error once ctx is done. Memory
// does not grow with Games: each game is counted as it ends (counts do not
// depend on the order they are added in).
func (t Tournament) RunContext(ctx context.Context) ([]Standing, error) {
	seats := t.seats()
	if seats < camelup.MinPlayers || seats > camelup.MaxPlayers {
		return nil, fmt.Errorf("%w: %d players a game, want %d to %d", ErrBadTournament, seats, camelup.MinPlayers, camelup.MaxPlayers)
	}
	if len(t.Bots) < seats {
		return nil, fmt.Errorf("%w: %d bots cannot fill %d different seats", ErrBadTournament, len(t.Bots), seats)
	}
	names := map[string]bool{}
	for _, b := range t.Bots {
		if (t.Edition == camelup.Second) != (b.Second != nil) {
			return nil, fmt.Errorf("%w: bot %q does not play the %v edition", ErrBadTournament, b.Name, t.Edition)
		}
		if names[b.Name] {
			return nil, fmt.Errorf("%w: bot %q entered twice", ErrBadTournament, b.Name)
		}
		names[b.Name] = true
	}
	games := t.GameCount()
	workers := t.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type result struct {
		entries []int // pool indices, in seat order
		winners []int // seats
	}
	st := make([]Standing, len(t.Bots))
	for i, b := range t.Bots {
		st[i].Name = b.Name
	}
	played, err := run.Each(ctx, games, workers, nil, func(i int, _ func(int)) (result, error) {
		entries, winners, err := t.game(i, seats)
		return result{entries, winners}, err
	}, func(r result) {
		for _, e := range r.entries {
			st[e].Games++
		}
		for _, s := range r.winners {
			st[r.entries[s]].Points++
		}
		if t.Done != nil {
			t.Done()
		}
	})
	if err != nil {
		return nil, err
	}
	if played < games {
		return nil, fmt.Errorf("camelupbot: tournament stopped after %d of %d games: %w", played, games, ctx.Err())
	}
	slices.SortStableFunc(st, func(a, b Standing) int {
		if c := cmp.Compare(b.Points, a.Points); c != 0 {
			return c
		}
		if c := cmp.Compare(b.Rate(), a.Rate()); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
	return st, nil
}

// game plays game i and returns the pool indices in seat order and the
// winning seats.
func (t Tournament) game(i, seats int) (entries, winners []int, err error) {
	if t.Edition == camelup.Second {
		g, entries, err := t.playSecond(i, seats)
		if err != nil {
			return nil, nil, err
		}
		return entries, g.Winners(), nil
	}
	g, entries, err := t.play(i, seats)
	if err != nil {
		return nil, nil, err
	}
	return entries, g.Winners(), nil
}

// play plays game i: it draws the players and their seats, gives each its
// own random source and the dice theirs, and returns the finished game and
// the pool indices in seat order.
func (t Tournament) play(i, seats int) (*camelup.Game, []int, error) {
	rng := run.Source(t.Seed, i)
	entries := rng.Perm(len(t.Bots))[:seats]
	players := make([]Player, seats)
	for s, e := range entries {
		players[s] = t.Bots[e].New(rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))
	}
	dice := rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64()))
	g, _, err := play(players, dice)
	if err != nil {
		return nil, nil, fmt.Errorf("game %d: %w", i+1, err)
	}
	return g, entries, nil
}

// playSecond is play for the second edition.
func (t Tournament) playSecond(i, seats int) (*second.Game, []int, error) {
	rng := run.Source(t.Seed, i)
	entries := rng.Perm(len(t.Bots))[:seats]
	players := make([]SecondPlayer, seats)
	for s, e := range entries {
		players[s] = t.Bots[e].Second(rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))
	}
	dice := rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64()))
	g, _, err := playSecond(players, dice)
	if err != nil {
		return nil, nil, fmt.Errorf("game %d: %w", i+1, err)
	}
	return g, entries, nil
}
