package elephantbot

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sort"
	"sync"

	"parlor/ai/run"
	"parlor/elephant"
)

// Tournament says what to play: the computer seats sit at one table and
// play Games games, each to Target.
type Tournament struct {
	Seats  []elephant.Seat
	Games  int
	Target float64
	Seed   uint64
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// Done, if set, is called after each game, from Run's goroutine.
	Done func()
}

// Standing is one seat's tournament result.
type Standing struct {
	Name   string
	Mean   float64 // mean final score
	StdDev float64 // sample standard deviation of the final scores
	Wins   int     // games it won; a shared top score is a win for each
}

// ErrNoGames is returned for a tournament of no games.
var ErrNoGames = errors.New("elephantbot: a tournament needs at least one game")

// Run plays the tournament over all cores and returns the standings, best
// mean first.
func (t Tournament) Run() ([]Standing, error) { return t.RunContext(context.Background()) }

// RunContext is Run, stopped early with ctx's error once ctx is done. Memory
// does not grow with Games: each game's scores are added to the standings as
// it ends, in game order, so the sums do not depend on scheduling.
func (t Tournament) RunContext(ctx context.Context) ([]Standing, error) {
	if t.Games < 1 {
		return nil, ErrNoGames
	}
	if len(t.Seats) < 2 {
		return nil, elephant.ErrTooFew
	}
	for _, s := range t.Seats {
		if s.Bot == nil {
			return nil, elephant.ErrNotComputer
		}
	}
	sum := newTally(t.Seats)
	played, err := runGames(ctx, t.Games, t.Workers, func(ctx context.Context, i int) ([]float64, error) {
		g, err := elephant.NewGame(t.Seats, elephant.Rules{Target: t.Target}, run.Source(t.Seed, i))
		if err != nil {
			return nil, err
		}
		return playToEnd(ctx, g)
	}, func(scores []float64) {
		sum.add(scores)
		if t.Done != nil {
			t.Done()
		}
	})
	if err != nil {
		return nil, stoppedAfter(ctx, err, played, t.Games)
	}
	return sum.standings(), nil
}

// runGames plays games 0 to n−1 on run.InOrder with workers (0: one per
// CPU) and hands each game's result to add, in game order, so that sums do
// not depend on scheduling. A game sees a context that ends with ctx and
// at the first failed game. It returns how many games it added and why it
// stopped short: the first failed game's error, or ctx's.
func runGames[T any](ctx context.Context, n, workers int, play func(context.Context, int) (T, error), add func(T)) (int, error) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	games, cancel := context.WithCancel(ctx) // cancelled at the first failed game too
	defer cancel()
	var mu sync.Mutex
	var failed error // the first game that failed on its own, not for the cancel
	added, _ := run.InOrder(games, n, workers, nil, func(i int, _ func(int)) (T, error) {
		v, err := play(games, i)
		if err != nil && ctx.Err() == nil {
			mu.Lock()
			if failed == nil && games.Err() == nil {
				failed = err
			}
			mu.Unlock()
			cancel()
		}
		return v, err
	}, add)
	mu.Lock()
	defer mu.Unlock()
	switch {
	case failed != nil:
		return added, failed
	case added < n:
		return added, ctx.Err()
	}
	return added, nil
}

// stoppedAfter says how far a run got when ctx stopped it; any other error
// is returned as it is.
func stoppedAfter(ctx context.Context, err error, played, games int) error {
	if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return fmt.Errorf("elephantbot: tournament stopped after %d of %d games: %w", played, games, err)
	}
	return err
}

// playToEnd plays a game of computer seats to its end, checking ctx between
// rounds (a game to a high target has many), and returns the final scores.
func playToEnd(ctx context.Context, g *elephant.Game) ([]float64, error) {
	for {
		for !g.Round().Over() {
			if _, err := g.PlayComputer(); err != nil {
				return nil, err
			}
		}
		if g.Over() {
			return g.Scores(), nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := g.NextRound(); err != nil {
			return nil, err
		}
	}
}

// tally sums final scores game by game (Welford's method, which keeps the
// standard deviation accurate without holding the scores).
type tally struct {
	seats []elephant.Seat
	games int
	mean  []float64
	m2    []float64 // sums of squared deviations from the running mean
	wins  []int
}

func newTally(seats []elephant.Seat) *tally {
	n := len(seats)
	return &tally{seats: seats, mean: make([]float64, n), m2: make([]float64, n), wins: make([]int, n)}
}

// add counts one game's final scores, one a seat.
func (t *tally) add(scores []float64) {
	t.games++
	n := float64(t.games)
	best := math.Inf(-1)
	for p, v := range scores {
		d := v - t.mean[p]
		t.mean[p] += d / n
		t.m2[p] += d * (v - t.mean[p])
		best = max(best, v)
	}
	for p, v := range scores {
		if v == best {
			t.wins[p]++
		}
	}
}

// standings are the seats' results, best mean first.
func (t *tally) standings() []Standing {
	st := t.inOrder()
	sort.SliceStable(st, func(a, b int) bool { return st[a].Mean > st[b].Mean })
	return st
}

// inOrder are the seats' results in seat order.
func (t *tally) inOrder() []Standing {
	st := make([]Standing, len(t.seats))
	for p, s := range t.seats {
		st[p] = Standing{Name: s.Name, Mean: t.mean[p], Wins: t.wins[p]}
		if t.games > 1 {
			st[p].StdDev = math.Sqrt(t.m2[p] / float64(t.games-1))
		}
	}
	return st
}

// standings summarises the final scores of games in order.
func standings(seats []elephant.Seat, finals [][]float64) []Standing {
	t := newTally(seats)
	for _, f := range finals {
		t.add(f)
	}
	return t.standings()
}
