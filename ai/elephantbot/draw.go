package elephantbot

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"parlor/ai/run"
	"parlor/elephant"
	"parlor/internal/stats"
)

// Draw is a tournament of drawn tables: every game seats the Fixed bots and
// Size−len(Fixed) others drawn at random, without repeats, from Pool, in a
// random seat order, and plays to Target. It measures a bot over many
// fields rather than one.
type Draw struct {
	Fixed  []elephant.Seat // seated at every game
	Pool   []elephant.Seat // the rest of each table is drawn from these
	Size   int             // seats at each table
	Games  int
	Target float64
	Seed   uint64
	// Workers is how many games run at once; 0 means one per CPU.
	Workers int
	// Done, if set, is called after each game, from Run's goroutine.
	Done func()
}

// DrawStanding is one bot's result over the games it was seated at.
type DrawStanding struct {
	Name  string
	Games int     // games it sat at
	Wins  int     // games it won; a shared top score is a win for each
	Mean  float64 // mean final score over its games
}

// WinRate is the share of its games the bot won, with a 95% Wilson interval.
func (s DrawStanding) WinRate() (rate, lo, hi float64) {
	if s.Games == 0 {
		return 0, 0, 1
	}
	lo, hi = stats.Wilson(s.Wins, s.Games)
	return float64(s.Wins) / float64(s.Games), lo, hi
}

// ErrBadDraw is returned for a table size the fixed bots and pool cannot fill.
var ErrBadDraw = errors.New("elephantbot: cannot draw that table")

// Field is the table of game i: the fixed seats and the drawn ones, in the
// game's seat order. Game i's randomness, the draw included, depends only on
// the seed and i.
func (d Draw) Field(i int) ([]elephant.Seat, *rand.Rand) {
	r := run.Source(d.Seed, i)
	pool := append([]elephant.Seat(nil), d.Pool...)
	r.Shuffle(len(pool), func(a, b int) { pool[a], pool[b] = pool[b], pool[a] })
	seats := append(append([]elephant.Seat(nil), d.Fixed...), pool[:d.Size-len(d.Fixed)]...)
	r.Shuffle(len(seats), func(a, b int) { seats[a], seats[b] = seats[b], seats[a] })
	return seats, r
}

// Run plays the games and returns a standing for every bot that sat at one,
// best win rate first.
func (d Draw) Run() ([]DrawStanding, error) { return d.RunContext(context.Background()) }

// RunContext is Run, stopped early with ctx's error once ctx is done. As in
// a Tournament, memory does not grow with Games: each game is added to the
// standings as it ends, in game order.
func (d Draw) RunContext(ctx context.Context) ([]DrawStanding, error) {
	switch {
	case d.Games < 1:
		return nil, ErrNoGames
	case d.Size < 2:
		return nil, elephant.ErrTooFew
	case d.Size < len(d.Fixed) || d.Size > len(d.Fixed)+len(d.Pool):
		return nil, fmt.Errorf("%w: %d seats from %d fixed and a pool of %d", ErrBadDraw, d.Size, len(d.Fixed), len(d.Pool))
	}
	for _, s := range append(append([]elephant.Seat(nil), d.Fixed...), d.Pool...) {
		if s.Bot == nil {
			return nil, elephant.ErrNotComputer
		}
	}
	type result struct {
		seats  []elephant.Seat
		scores []float64
	}
	byName := map[string]*DrawStanding{}
	var order []*DrawStanding
	played, err := runGames(ctx, d.Games, d.Workers, func(ctx context.Context, i int) (result, error) {
		seats, r := d.Field(i)
		g, err := elephant.NewGame(seats, elephant.Rules{Target: d.Target}, r)
		if err != nil {
			return result{}, err
		}
		scores, err := playToEnd(ctx, g)
		return result{seats, scores}, err
	}, func(res result) {
		top := math.Inf(-1)
		for _, v := range res.scores {
			top = max(top, v)
		}
		for p, s := range res.seats {
			st := byName[s.Name]
			if st == nil {
				st = &DrawStanding{Name: s.Name}
				byName[s.Name] = st
				order = append(order, st)
			}
			st.Games++
			st.Mean += res.scores[p]
			if res.scores[p] == top {
				st.Wins++
			}
		}
		if d.Done != nil {
			d.Done()
		}
	})
	if err != nil {
		return nil, stoppedAfter(ctx, err, played, d.Games)
	}
	out := make([]DrawStanding, len(order))
	for i, st := range order {
		st.Mean /= float64(st.Games)
		out[i] = *st
	}
	sort.SliceStable(out, func(a, b int) bool {
		ra, _, _ := out[a].WinRate()
		rb, _, _ := out[b].WinRate()
		if ra != rb {
			return ra > rb
		}
		return out[a].Name < out[b].Name
	})
	return out, nil
}
