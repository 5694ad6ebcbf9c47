package elephant

import (
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
)

// Tournament says what to play: the computer seats sit at one table and
// play Games games, each to Target.
type Tournament struct {
	Seats  []Seat
	Games  int
	Target float64
	Seed   uint64
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// Done, if set, is called after each game, from any goroutine.
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
var ErrNoGames = errors.New("elephant: a tournament needs at least one game")

// GameSource is the source of game i of a tournament with the given seed.
// Each game's randomness depends only on the seed and the index, so results
// do not depend on which core played which game.
func GameSource(seed uint64, i int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(i)))
}

// Run plays the tournament over all cores and returns the standings, best
// mean first.
func (t Tournament) Run() ([]Standing, error) {
	if t.Games < 1 {
		return nil, ErrNoGames
	}
	if len(t.Seats) < 2 {
		return nil, ErrTooFew
	}
	for _, s := range t.Seats {
		if s.Bot == nil {
			return nil, ErrNotComputer
		}
	}
	workers := t.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, t.Games)

	finals := make([][]float64, t.Games) // by game index
	errs := make([]error, t.Games)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= t.Games {
					return
				}
				finals[i], errs[i] = t.play(i)
				if t.Done != nil {
					t.Done()
				}
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return standings(t.Seats, finals), nil
}

func (t Tournament) play(i int) ([]float64, error) {
	g, err := NewGame(t.Seats, Rules{Target: t.Target}, GameSource(t.Seed, i))
	if err != nil {
		return nil, err
	}
	if err := g.Play(); err != nil {
		return nil, err
	}
	return g.Scores(), nil
}

// standings summarises the final scores, in game order so the sums do not
// depend on scheduling.
func standings(seats []Seat, finals [][]float64) []Standing {
	st := make([]Standing, len(seats))
	n := float64(len(finals))
	for p, s := range seats {
		st[p].Name = s.Name
		var sum float64
		for _, f := range finals {
			sum += f[p]
		}
		st[p].Mean = sum / n
		if len(finals) > 1 {
			var ss float64
			for _, f := range finals {
				d := f[p] - st[p].Mean
				ss += d * d
			}
			st[p].StdDev = math.Sqrt(ss / (n - 1))
		}
	}
	for _, f := range finals {
		best := math.Inf(-1)
		for _, v := range f {
			best = max(best, v)
		}
		for p, v := range f {
			if v == best {
				st[p].Wins++
			}
		}
	}
	sort.SliceStable(st, func(a, b int) bool { return st[a].Mean > st[b].Mean })
	return st
}
