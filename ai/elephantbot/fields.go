package elephantbot

import (
	"context"
	"fmt"

	"parlor/ai/run"
	"parlor/elephant"
)

// Fields is a tournament of every field: each table of Size seats that
// holds the Fixed seats and Size−len(Fixed) of Pool (every choice of them,
// without repeats) plays Games games to Target. Where Draw samples tables,
// Fields plays each one, so a bot's worst table shows.
type Fields struct {
	Fixed  []elephant.Seat // seated at every table, first
	Pool   []elephant.Seat // each table's other seats, in Pool's order
	Size   int             // seats at each table
	Games  int             // games at each table
	Target float64
	Seed   uint64
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// Done, if set, is called after each game, from Run's goroutine.
	Done func()
}

// FieldResult is one table's result.
type FieldResult struct {
	Seats []elephant.Seat // the Fixed seats, then the ones from Pool
	// Standings are the seats' results in Seats' order (not best first).
	Standings []Standing
}

// Tables lists every table of the tournament, in order: the Fixed seats,
// then each choice of the rest from Pool, in lexicographic order of their
// places in Pool.
func (f Fields) Tables() [][]elephant.Seat {
	k := f.Size - len(f.Fixed)
	if k < 0 || k > len(f.Pool) {
		return nil
	}
	var tables [][]elephant.Seat
	pick := make([]int, k)
	var rec func(i, from int)
	rec = func(i, from int) {
		if i == k {
			t := append([]elephant.Seat(nil), f.Fixed...)
			for _, p := range pick {
				t = append(t, f.Pool[p])
			}
			tables = append(tables, t)
			return
		}
		for p := from; p <= len(f.Pool)-(k-i); p++ {
			pick[i] = p
			rec(i+1, p+1)
		}
	}
	rec(0, 0)
	return tables
}

// Run plays every table and returns their results in Tables' order.
func (f Fields) Run() ([]FieldResult, error) { return f.RunContext(context.Background()) }

// RunContext is Run, stopped early with ctx's error once ctx is done. Game
// i of table t is game t·Games+i of the seed (GameSource), whichever core
// plays it; as in a Tournament, each game is added as it ends, in order.
func (f Fields) RunContext(ctx context.Context) ([]FieldResult, error) {
	switch {
	case f.Games < 1:
		return nil, ErrNoGames
	case f.Size < 2:
		return nil, elephant.ErrTooFew
	case f.Size < len(f.Fixed) || f.Size > len(f.Fixed)+len(f.Pool):
		return nil, fmt.Errorf("%w: %d seats from %d fixed and a pool of %d", ErrBadDraw, f.Size, len(f.Fixed), len(f.Pool))
	}
	for _, s := range append(append([]elephant.Seat(nil), f.Fixed...), f.Pool...) {
		if s.Bot == nil {
			return nil, elephant.ErrNotComputer
		}
	}
	tables := f.Tables()
	tallies := make([]*tally, len(tables))
	for t, seats := range tables {
		tallies[t] = newTally(seats)
	}
	games := len(tables) * f.Games
	added := 0
	played, err := runGames(ctx, games, f.Workers, func(ctx context.Context, i int) ([]float64, error) {
		g, err := elephant.NewGame(tables[i/f.Games], elephant.Rules{Target: f.Target}, run.Source(f.Seed, i))
		if err != nil {
			return nil, err
		}
		return playToEnd(ctx, g)
	}, func(scores []float64) {
		tallies[added/f.Games].add(scores)
		added++
		if f.Done != nil {
			f.Done()
		}
	})
	if err != nil {
		return nil, stoppedAfter(ctx, err, played, games)
	}
	out := make([]FieldResult, len(tables))
	for t, seats := range tables {
		out[t] = FieldResult{Seats: seats, Standings: tallies[t].inOrder()}
	}
	return out, nil
}
