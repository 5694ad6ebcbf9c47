package poker

import (
	"fmt"
	"math/rand/v2"
)

// StartingStack is each player's stack at the start of a tournament.
const StartingStack = 1500

// HandsPerLevel is the number of hands played at each blind level.
const HandsPerLevel = 10

// blindLevels is the schedule of docs/rules/holdem.md, small/big; the last level lasts for good.
var blindLevels = [...][2]int{
	{10, 20}, {15, 30}, {20, 40}, {30, 60}, {40, 80}, {50, 100},
	{75, 150}, {100, 200}, {150, 300}, {200, 400}, {300, 600},
}

// Level is a blind level: its number (from 1) and blinds.
type Level struct {
	Number     int
	SmallBlind int
	BigBlind   int
}

// LevelOf returns the blind level of hand number n (from 1): levels change
// every HandsPerLevel hands, 10/20, 15/30, ... 300/600, and stay at 300/600
// once there.
func LevelOf(n int) Level {
	i := min(max(n-1, 0)/HandsPerLevel, len(blindLevels)-1)
	return Level{Number: i + 1, SmallBlind: blindLevels[i][0], BigBlind: blindLevels[i][1]}
}

// MatchConfig sets up a tournament match.
type MatchConfig struct {
	// Names of seat 0 and seat 1; empty names become "Human" and "Computer".
	Names [2]string
	// Stack is each player's starting stack; 0 means StartingStack.
	Stack int
	// Button is the seat with the button on hand 1; it then alternates.
	Button int
	// Rand shuffles every deck; seed it to replay a match.
	Rand *rand.Rand
}

// Match is a heads-up tournament: two seats, equal stacks, the blind
// schedule of LevelOf, the button alternating every hand. It ends when one
// seat holds every chip or a player quits.
//
// Use: Deal a hand, then Act for the seat to act (Game().ToAct()) until the
// hand is over; repeat until Over. Events returns the current hand's
// events; the last hand's stream ends with an EventMatchEnd.
type Match struct {
	names   [2]string
	stacks  [2]int // stacks between hands (at the start of a running hand)
	button  int    // the button of the current hand
	number  int    // hands dealt
	rng     *rand.Rand
	game    Game
	settled bool // the current hand's result is in stacks
	over    bool
	quit    bool
	winner  int
	quitter int
}

// NewMatch returns a match ready for its first hand.
func NewMatch(cfg MatchConfig) (*Match, error) {
	if cfg.Rand == nil {
		return nil, fmt.Errorf("%w: a match needs a random source", ErrBadConfig)
	}
	if cfg.Button != 0 && cfg.Button != 1 {
		return nil, fmt.Errorf("%w: button seat %d, want 0 or 1", ErrBadConfig, cfg.Button)
	}
	if cfg.Stack < 0 {
		return nil, fmt.Errorf("%w: starting stack %d", ErrBadConfig, cfg.Stack)
	}
	m := &Match{names: cfg.Names, rng: cfg.Rand, button: 1 - cfg.Button,
		settled: true, winner: NoSeat, quitter: NoSeat}
	if m.names[0] == "" {
		m.names[0] = "Human"
	}
	if m.names[1] == "" {
		m.names[1] = "Computer"
	}
	stack := cfg.Stack
	if stack == 0 {
		stack = StartingStack
	}
	m.stacks = [2]int{stack, stack}
	return m, nil
}

// Deal starts the next hand: the button moves to the other seat, the
// blinds follow the schedule. It fails with ErrMatchOver or ErrHandRunning.
func (m *Match) Deal() error {
	m.settle()
	switch {
	case m.over:
		return ErrMatchOver
	case !m.settled:
		return ErrHandRunning
	}
	lv := LevelOf(m.number + 1)
	err := m.game.Deal(GameConfig{
		Number: m.number + 1, Level: lv.Number,
		SmallBlind: lv.SmallBlind, BigBlind: lv.BigBlind,
		Button: 1 - m.button, Stacks: m.stacks, Names: m.names, Rand: m.rng,
	})
	if err != nil {
		return err
	}
	m.number++
	m.button = 1 - m.button
	m.settled = false
	m.settle() // a hand can end at once when a blind puts a player all-in
	return nil
}

// Act applies seat's action to the current hand (see Game.Act). When the
// hand ends, the stacks are updated, and if one seat holds every chip the
// match ends.
func (m *Match) Act(seat int, a Action) error {
	if m.over {
		return ErrMatchOver
	}
	if err := m.game.Act(seat, a); err != nil {
		return err
	}
	m.settle()
	return nil
}

// settle applies a finished hand to the match.
func (m *Match) settle() {
	if m.settled || !m.game.Over() {
		return
	}
	m.settled = true
	m.stacks = m.game.Stacks()
	for s := range 2 {
		if m.stacks[s] == 0 {
			m.over = true
			m.winner = 1 - s
			m.game.add(EventMatchEnd, m.winner).Stacks = m.stacks
		}
	}
}

// Quit ends the match because seat's player quits (the rules offer it
// whenever the human is to act). A hand cut short is abandoned: it has no
// EventHandEnd, and the stacks stay as they were at its start. Every
// finished hand keeps its events and result.
func (m *Match) Quit(seat int) error {
	m.settle()
	switch {
	case m.over:
		return ErrMatchOver
	case seat != 0 && seat != 1:
		return fmt.Errorf("%w: %d", ErrBadSeat, seat)
	}
	m.over, m.quit, m.quitter, m.settled = true, true, seat, true
	m.game.over, m.game.toAct = true, NoSeat
	e := m.game.add(EventMatchEnd, seat)
	e.Quit, e.Stacks = true, m.stacks
	return nil
}

// Game returns the current (or last) hand. Read it freely; act through the
// Match so that the match sees the result.
func (m *Match) Game() *Game { return &m.game }

// Events returns the current hand's events (see Game.Events); after the
// last hand they end with EventMatchEnd.
func (m *Match) Events() []Event { return m.game.events }

// View returns what seat may see of the current hand.
func (m *Match) View(seat int) SeatView { return m.game.View(seat) }

// Names returns the players' names.
func (m *Match) Names() [2]string { return m.names }

// Stacks returns the stacks between hands: after the last finished hand,
// or at the start of the running one (Game().Stacks() gives the chips
// behind during a hand).
func (m *Match) Stacks() [2]int { m.settle(); return m.stacks }

// HandNumber returns the number of hands dealt so far.
func (m *Match) HandNumber() int { return m.number }

// Button returns the seat with the button in the current hand.
func (m *Match) Button() int { return m.button }

// HandInPlay reports whether a hand is dealt and not over: Snapshot waits
// for its end.
func (m *Match) HandInPlay() bool { m.settle(); return !m.settled }

// Over reports whether the match has ended.
func (m *Match) Over() bool { m.settle(); return m.over }

// Winner returns the seat holding every chip, or NoSeat while the match
// runs or after a quit.
func (m *Match) Winner() int { m.settle(); return m.winner }

// Quitter returns the seat that quit, or NoSeat.
func (m *Match) Quitter() int { return m.quitter }
