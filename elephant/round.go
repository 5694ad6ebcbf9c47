// Package elephant is the White Elephant engine: rounds of opening and
// stealing presents, scores over rounds and computer seats. (The bot
// tournaments are elephantbot's, where the bots are.)
//
// Players are seats numbered 0..n-1. The engine knows nothing of the
// terminal; every random choice comes from an injected *rand.Rand.
//
// A screen drives a Game one turn at a time: Turn says who acts, Round's
// Targets, Waiting, Holding and Events show the table, a person's choice
// goes to Open or Steal (rule breaks come back as sentinel errors such as
// ErrStealBack), and PlayComputer lets a computer seat take its turn. When
// Round().Over(), Scores has the round added; NextRound starts the next
// round until Over.
package elephant

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// MaxSteals is how many times one present may be stolen in a round.
const MaxSteals = 3

// None stands for "no player": no thief to remember, no one to steal from
// (a computer player answering None opens a present), no turn once a round is over.
const None = -1

// Rule violations, checked with errors.Is.
var (
	ErrRoundOver    = errors.New("elephant: the round is over")
	ErrNoSuchSeat   = errors.New("elephant: no such player")
	ErrStealSelf    = errors.New("elephant: cannot steal from yourself")
	ErrNoPresent    = errors.New("elephant: that player holds no present")
	ErrStealLimit   = errors.New("elephant: that present has been stolen 3 times")
	ErrStealBack    = errors.New("elephant: cannot steal straight back from the player who just stole from you")
	ErrTooFew       = errors.New("elephant: at least 2 players are needed")
	ErrNotComputer  = errors.New("elephant: a person holds this seat")
	ErrStaleChoice  = errors.New("elephant: the choice was made for another position")
	ErrGameOver     = errors.New("elephant: the game is over")
	ErrRoundNotOver = errors.New("elephant: the round is not over")
	ErrNoEnd        = errors.New("elephant: the game needs a target score or a number of rounds")
)

// Present is an opened present: its value and how often it has been stolen
// this round (the count travels with the present).
type Present struct {
	Value  float64
	Steals int
}

// Kind says what a turn did.
type Kind uint8

const (
	Opened Kind = iota + 1 // opened a new present
	Stole                  // stole an opened present
)

func (k Kind) String() string {
	switch k {
	case Opened:
		return "opened"
	case Stole:
		return "stole"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Event is one turn in a round's log.
type Event struct {
	Kind   Kind
	Player int     // who took the turn
	From   int     // who was robbed; None for an open
	Value  float64 // the present's value
	Steals int     // the present's steal count after the turn
	// Forced marks an open the engine made for a computer player whose answer
	// was not a legal steal, or that panicked.
	Forced bool
}

// Round is one round: n players, n presents. Exactly one player acts at a
// time; every other player either holds a present or waits for a first turn.
// The zero value is not usable; call NewRound.
type Round struct {
	n         int
	values    []float64 // the presents' hidden values, in the order they are opened
	queue     []int     // the random order of first turns
	next      int       // queue[next:] are still waiting for their first turn
	opened    int
	holds     []int     // per player, the index of the held present, or None
	presents  []Present // by index, in the order they were opened
	holders   []int     // per present, who holds it
	turn      int
	justStole int
	events    []Event
}

// newRound starts a round of n players with a random queue and n presents.
// All n values are drawn now, so the round's luck does not depend on play.
func newRound(n int, r *rand.Rand) (*Round, error) {
	rd := &Round{}
	if err := rd.reset(n, r); err != nil {
		return nil, err
	}
	return rd, nil
}

// reset starts a new round in rd, reusing its memory.
func (rd *Round) reset(n int, r *rand.Rand) error {
	if n < 2 {
		return ErrTooFew
	}
	rd.n = n
	rd.values = grow(rd.values, n)
	rd.queue = grow(rd.queue, n)
	rd.holds = grow(rd.holds, n)
	rd.presents = rd.presents[:0]
	rd.holders = rd.holders[:0]
	rd.events = rd.events[:0]
	for i := range rd.queue {
		rd.queue[i] = i
	}
	r.Shuffle(n, func(i, j int) { rd.queue[i], rd.queue[j] = rd.queue[j], rd.queue[i] })
	for i := range rd.values {
		rd.values[i] = r.Float64()
	}
	for i := range rd.holds {
		rd.holds[i] = None
	}
	rd.opened = 0
	rd.turn = rd.queue[0]
	rd.next = 1
	rd.justStole = None
	return nil
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// Players is the number of players (and of presents) in the round.
func (rd *Round) Players() int { return rd.n }

// Turn is the player to act, or None once the round is over.
func (rd *Round) Turn() int { return rd.turn }

// Over reports whether every present has been opened.
func (rd *Round) Over() bool { return rd.opened == rd.n }

// JustStole is the player who just stole from the player to act, or None.
func (rd *Round) JustStole() int { return rd.justStole }

// Opened is how many presents have been opened (all of them are held).
func (rd *Round) Opened() int { return rd.opened }

// Queue is this round's order of first turns.
func (rd *Round) Queue() []int { return append([]int(nil), rd.queue...) }

// Waiting lists the players still waiting for their first turn, in queue order.
func (rd *Round) Waiting() []int { return append([]int(nil), rd.queue[rd.next:]...) }

// Holding returns the present player p holds, if any.
func (rd *Round) Holding(p int) (Present, bool) {
	if p < 0 || p >= rd.n || rd.holds[p] == None {
		return Present{}, false
	}
	return rd.presents[rd.holds[p]], true
}

// Events is the round's log so far, oldest first. The caller must not change it.
func (rd *Round) Events() []Event { return rd.events }

// CanSteal says why the player to act may not steal from p, or nil if they may.
func (rd *Round) CanSteal(p int) error {
	switch {
	case rd.Over():
		return ErrRoundOver
	case p < 0 || p >= rd.n:
		return fmt.Errorf("%w: %d", ErrNoSuchSeat, p)
	case p == rd.turn:
		return ErrStealSelf
	case rd.holds[p] == None:
		return ErrNoPresent
	case rd.presents[rd.holds[p]].Steals >= MaxSteals:
		return ErrStealLimit
	case p == rd.justStole:
		return ErrStealBack
	}
	return nil
}

// Targets lists the players the player to act may steal from, in seat order.
// When it is empty the player must open.
func (rd *Round) Targets() []int {
	var ts []int
	for p := 0; p < rd.n; p++ {
		if rd.CanSteal(p) == nil {
			ts = append(ts, p)
		}
	}
	return ts
}

// Open gives the player to act the next present. The next player in the
// queue who has not had a turn plays next; when it was the last present
// the round is over.
func (rd *Round) Open() (Event, error) {
	return rd.open(false)
}

func (rd *Round) open(forced bool) (Event, error) {
	if rd.Over() {
		return Event{}, ErrRoundOver
	}
	p := rd.turn
	i := len(rd.presents)
	rd.presents = append(rd.presents, Present{Value: rd.values[rd.opened]})
	rd.holders = append(rd.holders, p)
	rd.holds[p] = i
	rd.opened++
	ev := Event{Kind: Opened, Player: p, From: None, Value: rd.presents[i].Value, Forced: forced}
	rd.events = append(rd.events, ev)
	rd.justStole = None
	if rd.Over() {
		rd.turn = None
	} else {
		// Someone is always waiting here: the players holding nothing are
		// exactly as many as the unopened presents.
		rd.turn = rd.queue[rd.next]
		rd.next++
	}
	return ev, nil
}

// Steal takes p's present for the player to act; p, now empty-handed, acts
// next and may not steal straight back.
func (rd *Round) Steal(p int) (Event, error) {
	if err := rd.CanSteal(p); err != nil {
		return Event{}, err
	}
	thief := rd.turn
	i := rd.holds[p]
	rd.presents[i].Steals++
	rd.holders[i] = thief
	rd.holds[thief] = i
	rd.holds[p] = None
	ev := Event{Kind: Stole, Player: thief, From: p, Value: rd.presents[i].Value, Steals: rd.presents[i].Steals}
	rd.events = append(rd.events, ev)
	rd.justStole = thief
	rd.turn = p
	return ev, nil
}

// View is what the player to act sees: exactly the players, presents and
// just_stole of docs/rules/elephant.md. A computer player must not keep it
// after its turn: the engine reuses its memory.
type View struct {
	// Waiting: the players still waiting for their first turn, in queue order.
	Waiting []int
	// Presents: every other player holding a present, in seat order. The
	// player to act never holds one, so these are all the presents opened.
	Presents []Held
	// JustStole: the player who just stole from the player to act, or None.
	JustStole int
}

// Held is a present in a player's hands.
type Held struct {
	Player int
	Present
}

// Players is the number of players, and of presents, in the round.
func (v *View) Players() int { return 1 + len(v.Waiting) + len(v.Presents) }

// CanSteal reports whether h is a legal target.
func (v *View) CanSteal(h Held) bool {
	return h.Steals < MaxSteals && h.Player != v.JustStole
}

// AppendTargets appends the legal targets to dst, in seat order.
func (v *View) AppendTargets(dst []Held) []Held {
	for _, h := range v.Presents {
		if v.CanSteal(h) {
			dst = append(dst, h)
		}
	}
	return dst
}

// View returns what the player to act sees.
func (rd *Round) View() View {
	var v View
	rd.fillView(&v)
	return v
}

func (rd *Round) fillView(v *View) {
	v.JustStole = rd.justStole
	v.Waiting = append(v.Waiting[:0], rd.queue[rd.next:]...)
	v.Presents = v.Presents[:0]
	for p := 0; p < rd.n; p++ {
		if i := rd.holds[p]; i != None && p != rd.turn {
			v.Presents = append(v.Presents, Held{Player: p, Present: rd.presents[i]})
		}
	}
}
