package elephant

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrBadSnapshot is returned by Restore for a state that does not fit the
// seats given or that no game can be in.
var ErrBadSnapshot = errors.New("elephant: bad game snapshot")

// stateVersion is the version of State written by Snapshot; Restore
// refuses others.
const stateVersion = 1

// State is a Game after any turn, for a save. The computer players are
// made afresh each round and may keep something within it (ThresholdBot's
// goal), so rather than their memory the state holds each computer seat's
// source as it was when the round's players were made, and the round's
// turns: Restore makes the players again and replays the turns, asking the
// computer seats again, which answer as they did. The game's own source is
// kept by whoever made it; it draws only when a round starts.
type State struct {
	Version  int
	Rules    Rules
	Names    []string // the seats' names, to check the seats given to Restore
	Computer []bool   // which seats computer players hold
	Scores   []float64
	Played   int  // rounds finished and scored
	Scored   bool // the current round is in Scores
	// The current round as it was dealt: the queue of first turns and the
	// presents' values, in the order they are opened.
	Queue  []int
	Values []float64
	// Sources holds each computer seat's source (rand.PCG's binary form)
	// at the start of the round, nil for a person.
	Sources [][]byte
	Turns   []Event // the round's turns so far
}

// Snapshot returns the game's state; it can be taken after any turn.
func (g *Game) Snapshot() (State, error) {
	rd := &g.round
	st := State{
		Version: stateVersion, Rules: g.rules,
		Scores: append([]float64(nil), g.scores...), Played: g.played, Scored: g.scored,
		Queue:  append([]int(nil), rd.queue...),
		Values: append([]float64(nil), rd.values...),
		Turns:  append([]Event(nil), rd.events...),
	}
	for i, s := range g.seats {
		st.Names = append(st.Names, s.Name)
		st.Computer = append(st.Computer, s.Bot != nil)
		var src []byte
		if s.Bot != nil {
			b, err := g.seatStart[i].MarshalBinary()
			if err != nil {
				return State{}, fmt.Errorf("elephant: saving seat %d's source: %w", i, err)
			}
			src = b
		}
		st.Sources = append(st.Sources, src)
	}
	return st, nil
}

// Restore rebuilds a game from its snapshot, for seats (the same names,
// the computer players in the same places), r being the game's random
// source as it was when the snapshot was taken.
func Restore(seats []Seat, st State, r *rand.Rand) (*Game, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadSnapshot}, a...)...)
	}
	n := len(seats)
	switch {
	case st.Version != stateVersion:
		return nil, bad("version %d, want %d", st.Version, stateVersion)
	case n < 2:
		return nil, ErrTooFew
	case len(st.Names) != n || len(st.Computer) != n || len(st.Scores) != n || len(st.Sources) != n:
		return nil, bad("a state for %d seats, %d given", len(st.Names), n)
	case st.Rules.Target <= 0 && st.Rules.Rounds <= 0:
		return nil, bad("%w", ErrNoEnd)
	case st.Played < 0:
		return nil, bad("%d rounds played", st.Played)
	case r == nil:
		return nil, bad("no random source")
	}
	if err := checkDeal(st.Queue, st.Values, n); err != nil {
		return nil, bad("%w", err)
	}
	g := &Game{
		seats: append([]Seat(nil), seats...), rules: st.Rules, rng: r,
		seatRs:    make([]*rand.Rand, n),
		seatSrc:   make([]*rand.PCG, n),
		seatStart: make([]rand.PCG, n),
		bots:      make([]Player, n),
	}
	for i, s := range seats {
		switch {
		case s.Name != st.Names[i]:
			return nil, bad("seat %d is %q, the save says %q", i, s.Name, st.Names[i])
		case (s.Bot != nil) != st.Computer[i]:
			return nil, bad("seat %d (%s): a computer player in one and a person in the other", i, s.Name)
		case s.Bot == nil:
			continue
		}
		g.seatSrc[i] = &rand.PCG{}
		if err := g.seatSrc[i].UnmarshalBinary(st.Sources[i]); err != nil {
			return nil, bad("seat %d's source: %w", i, err)
		}
		g.seatRs[i] = rand.New(g.seatSrc[i])
	}
	// The round as dealt, then its players and its turns.
	rd := &g.round
	rd.n = n
	rd.values = append([]float64(nil), st.Values...)
	rd.queue = append([]int(nil), st.Queue...)
	rd.holds = make([]int, n)
	for i := range rd.holds {
		rd.holds[i] = None
	}
	rd.turn, rd.next, rd.justStole = rd.queue[0], 1, None
	for i, s := range g.seats {
		if s.Bot != nil {
			g.seatStart[i] = *g.seatSrc[i]
			g.bots[i] = makeBot(s.Bot, g.seatRs[i])
		}
	}
	for i, want := range st.Turns {
		got, err := g.replay(want)
		if err != nil || got != want {
			return nil, bad("turn %d of the round does not replay: %+v, then %+v (%v)", i+1, want, got, err)
		}
	}
	if st.Scored && !rd.Over() {
		return nil, bad("the round is scored but not over")
	}
	g.scores = append([]float64(nil), st.Scores...)
	g.played, g.scored = st.Played, st.Scored
	return g, nil
}

// replay takes the turn e records: a computer seat chooses again, a
// person's choice is made as recorded.
func (g *Game) replay(e Event) (Event, error) {
	switch {
	case e.Player != g.round.Turn():
		return Event{}, fmt.Errorf("player %d to act", g.round.Turn())
	case g.IsComputer(e.Player):
		return g.PlayComputer()
	case e.Kind == Stole:
		return g.round.Steal(e.From)
	}
	return g.round.Open()
}

// checkDeal checks a round's queue (a permutation of the n seats) and
// present values (n, each in [0, 1)).
func checkDeal(queue []int, values []float64, n int) error {
	if len(queue) != n || len(values) != n {
		return fmt.Errorf("a queue of %d and %d presents for %d seats", len(queue), len(values), n)
	}
	seen := make([]bool, n)
	for _, p := range queue {
		if p < 0 || p >= n || seen[p] {
			return fmt.Errorf("queue %v", queue)
		}
		seen[p] = true
	}
	for _, v := range values {
		if !(v >= 0 && v < 1) {
			return fmt.Errorf("a present worth %v", v)
		}
	}
	return nil
}
