package elephant

import (
	"fmt"
	"math/rand/v2"
)

// Player is a computer player. On its turn it answers with the player to
// steal from, or None to open. Anything that is not a legal steal opens a
// present, and so does a panic: the game never stops.
type Player interface {
	Choose(v *View) int
}

// Seat is one place at the table.
type Seat struct {
	Name string
	// Bot makes this seat's computer player afresh for each round, so it
	// remembers nothing from one round to the next; r is the seat's own
	// source, derived from the game's. Nil means a person plays the seat.
	Bot func(r *rand.Rand) Player
}

// EveningTarget is a sensible target for people at one keyboard: with a
// present worth about half on average it takes some eight to twelve rounds
// (shown as $500 when values are shown as money, $0–$100 a present).
const EveningTarget = 5.0

// Rules say when a game ends: after the round in which some score reaches
// Target, or after Rounds rounds, whichever comes first. Zero turns a limit off.
type Rules struct {
	Target float64
	Rounds int
}

// Game is a sequence of rounds at one table, with the scores.
type Game struct {
	seats  []Seat
	rules  Rules
	rng    *rand.Rand
	seatRs []*rand.Rand // each computer seat's own source
	bots   []Player     // this round's computer players
	scores []float64
	round  Round
	played int  // rounds finished and scored
	scored bool // the current round has been added to the scores
	view   View // reused for computer turns

	// The sources of seatRs, and their states when this round's players
	// were made: a save replays the round from there (see Snapshot).
	seatSrc   []*rand.PCG
	seatStart []rand.PCG
}

// NewGame seats the players and starts the first round.
func NewGame(seats []Seat, rules Rules, r *rand.Rand) (*Game, error) {
	if len(seats) < 2 {
		return nil, ErrTooFew
	}
	if rules.Target <= 0 && rules.Rounds <= 0 {
		return nil, ErrNoEnd
	}
	g := &Game{
		seats:  append([]Seat(nil), seats...),
		rules:  rules,
		rng:    r,
		seatRs: make([]*rand.Rand, len(seats)),
		bots:   make([]Player, len(seats)),
		scores: make([]float64, len(seats)),
	}
	g.seatSrc, g.seatStart = make([]*rand.PCG, len(seats)), make([]rand.PCG, len(seats))
	for i, s := range seats {
		if s.Bot != nil {
			g.seatSrc[i] = rand.NewPCG(r.Uint64(), r.Uint64())
			g.seatRs[i] = rand.New(g.seatSrc[i])
		}
	}
	g.startRound()
	return g, nil
}

func (g *Game) startRound() {
	_ = g.round.reset(len(g.seats), g.rng) // len(seats) >= 2 was checked
	g.scored = false
	for i, s := range g.seats {
		g.bots[i] = nil
		if s.Bot != nil {
			g.seatStart[i] = *g.seatSrc[i]
			g.bots[i] = makeBot(s.Bot, g.seatRs[i])
		}
	}
}

// makeBot builds a computer player; one whose constructor panics is left
// nil, and a nil player always opens.
func makeBot(f func(*rand.Rand) Player, r *rand.Rand) (p Player) {
	defer func() {
		if recover() != nil {
			p = nil
		}
	}()
	return f(r)
}

// Seats returns the table.
func (g *Game) Seats() []Seat { return append([]Seat(nil), g.seats...) }

// Rules returns when the game ends.
func (g *Game) Rules() Rules { return g.rules }

// Round is the current round, for reading; play through the Game so the
// scores are kept.
func (g *Game) Round() *Round { return &g.round }

// RoundNumber is the number of the current round, from 1.
func (g *Game) RoundNumber() int {
	g.settle()
	if g.scored {
		return g.played
	}
	return g.played + 1
}

// settle adds a finished round's holdings to the scores, once.
func (g *Game) settle() {
	if g.scored || !g.round.Over() {
		return
	}
	for p := range g.scores {
		if pr, ok := g.round.Holding(p); ok {
			g.scores[p] += pr.Value
		}
	}
	g.scored = true
	g.played++
}

// Scores returns each seat's score, the current round included once it is over.
func (g *Game) Scores() []float64 {
	g.settle()
	return append([]float64(nil), g.scores...)
}

// Over reports whether the game has ended: its last round is over and
// scored, and some score reached the target or the rounds ran out.
func (g *Game) Over() bool {
	g.settle()
	if !g.scored {
		return false
	}
	if g.rules.Rounds > 0 && g.played >= g.rules.Rounds {
		return true
	}
	if g.rules.Target > 0 {
		for _, s := range g.scores {
			if s >= g.rules.Target {
				return true
			}
		}
	}
	return false
}

// Winners are the seats with the highest score (more than one on a tie).
func (g *Game) Winners() []int {
	g.settle()
	var ws []int
	for p, s := range g.scores {
		switch {
		case len(ws) == 0 || s > g.scores[ws[0]]:
			ws = append(ws[:0], p)
		case s == g.scores[ws[0]]:
			ws = append(ws, p)
		}
	}
	return ws
}

// NextRound starts the next round once the current one is over.
func (g *Game) NextRound() error {
	switch {
	case g.Over():
		return ErrGameOver
	case !g.round.Over():
		return ErrRoundNotOver
	}
	g.startRound()
	return nil
}

// Turn is the seat to act, or None between rounds.
func (g *Game) Turn() int { return g.round.Turn() }

// IsComputer reports whether seat p is a computer player.
func (g *Game) IsComputer(p int) bool { return p >= 0 && p < len(g.seats) && g.seats[p].Bot != nil }

// Open opens a present for the seat to act.
func (g *Game) Open() (Event, error) { return g.round.Open() }

// Steal steals p's present for the seat to act.
func (g *Game) Steal(p int) (Event, error) { return g.round.Steal(p) }

// PlayComputer lets the computer player whose turn it is take it.
func (g *Game) PlayComputer() (Event, error) {
	bot, err := g.computerToAct()
	if err != nil {
		return Event{}, err
	}
	g.round.fillView(&g.view)
	target, ok := choose(bot, &g.view)
	return g.play(target, ok)
}

// computerToAct is the computer player whose turn it is.
func (g *Game) computerToAct() (Player, error) {
	p := g.round.Turn()
	switch {
	case g.round.Over():
		return nil, ErrRoundOver
	case !g.IsComputer(p):
		return nil, fmt.Errorf("%w: %s", ErrNotComputer, g.seats[p].Name)
	}
	return g.bots[p], nil
}

// play makes a computer player's answer: a legal steal, or else an open
// (marked forced when the answer was not "open").
func (g *Game) play(target int, ok bool) (Event, error) {
	if ok && target != None && g.round.CanSteal(target) == nil {
		return g.round.Steal(target)
	}
	return g.round.open(!ok || target != None)
}

// Choice is a computer player's answer, thought out apart from the game
// (Think) and played later (PlayChoice): a screen thinks in the background
// so that a slow player does not hold the keyboard back.
type Choice struct {
	round, moves int // the position it answers
	target       int
	ok           bool
}

// Think returns the work of choosing the move of the computer player to
// act, from a copy of what it sees now. It may run on another goroutine
// while the game is only read; the player is used by it alone, so think
// once a turn and play the choice with PlayChoice.
func (g *Game) Think() (func() Choice, error) {
	bot, err := g.computerToAct()
	if err != nil {
		return nil, err
	}
	v := g.round.View()
	c := Choice{round: g.RoundNumber(), moves: len(g.round.events)}
	return func() Choice {
		c.target, c.ok = choose(bot, &v)
		return c
	}, nil
}

// PlayChoice plays a choice from Think. A choice for another position
// than the current one is refused with ErrStaleChoice.
func (g *Game) PlayChoice(c Choice) (Event, error) {
	if _, err := g.computerToAct(); err != nil {
		return Event{}, err
	}
	if c.round != g.RoundNumber() || c.moves != len(g.round.events) {
		return Event{}, ErrStaleChoice
	}
	return g.play(c.target, c.ok)
}

// choose asks bot for its move; ok is false if it panicked.
func choose(bot Player, v *View) (target int, ok bool) {
	defer func() {
		if recover() != nil {
			target, ok = None, false
		}
	}()
	if bot == nil {
		return None, false
	}
	return bot.Choose(v), true
}

// Play plays the game to its end; every seat must be a computer player.
func (g *Game) Play() error {
	for {
		for !g.round.Over() {
			if _, err := g.PlayComputer(); err != nil {
				return err
			}
		}
		if g.Over() {
			return nil
		}
		if err := g.NextRound(); err != nil {
			return err
		}
	}
}
