package poker

import (
	"fmt"
	"math/rand/v2"
)

// SitAndGoConfig sets up a sit-and-go: 2 to 9 players in chairs 1 to
// len(Names), StartingStack chips each, the blind levels of LevelOf by
// hands played.
type SitAndGoConfig struct {
	Names []string // by chair from chair 1; empty names become "Player N"
	// Chairs is the table's size; 0 means one chair a player.
	Chairs int
	// Stack is each starting stack; 0 means StartingStack.
	Stack int
	// Button is the button's chair on hand 1; 0 means chair 1.
	Button    int
	Structure Structure // nil: FixedLimit
	// Deck, when not nil, gives the prepared deck of each hand (duplicate
	// deals); otherwise Rand shuffles every deck.
	Deck func(hand int) *Deck
	Rand *rand.Rand
}

// SitAndGo is a tournament at one table: players are out when they have
// no chips and finish in the reverse order of going out (two out in the
// same hand: the one who started it with more chips finishes higher, then
// the one nearer the button's left). The cap holds while three or more are
// left (TDA 48); heads-up the rules' game has none.
type SitAndGo struct {
	cfg     SitAndGoConfig
	chairs  int
	names   ChairNames
	stacks  ChairInts
	places  ChairInts // finishing place by chair, 0 while in
	left    int
	number  int
	seating Seating
	table   Table
	settled bool
}

// NewSitAndGo seats the players.
func NewSitAndGo(cfg SitAndGoConfig) (*SitAndGo, error) {
	n := len(cfg.Names)
	chairs := cfg.Chairs
	if chairs == 0 {
		chairs = n
	}
	switch {
	case n < 2 || n > MaxChairs || chairs < n || chairs > MaxChairs:
		return nil, fmt.Errorf("%w: %d players at %d chairs", ErrBadConfig, n, chairs)
	case cfg.Rand == nil && cfg.Deck == nil:
		return nil, fmt.Errorf("%w: a sit-and-go needs a random source", ErrBadConfig)
	case cfg.Stack < 0 || cfg.Button < 0 || cfg.Button > chairs:
		return nil, fmt.Errorf("%w: stack %d, button %d", ErrBadConfig, cfg.Stack, cfg.Button)
	}
	s := &SitAndGo{cfg: cfg, chairs: chairs, left: n, settled: true}
	stack := cfg.Stack
	if stack == 0 {
		stack = StartingStack
	}
	for i, name := range cfg.Names {
		if name == "" {
			name = fmt.Sprintf("Player %d", i+1)
		}
		s.names[i+1], s.stacks[i+1] = name, stack
	}
	if s.cfg.Button == 0 {
		s.cfg.Button = 1
	}
	return s, nil
}

// Deal starts the next hand; it fails with ErrMatchOver or ErrHandRunning.
func (s *SitAndGo) Deal() error {
	s.settle()
	switch {
	case s.left < 2:
		return ErrMatchOver
	case !s.settled:
		return ErrHandRunning
	}
	var live [MaxChairs + 1]bool
	for c := 1; c <= s.chairs; c++ {
		live[c] = s.stacks[c] > 0
	}
	button, sb, bb := s.seating.Place(s.chairs, &live, s.cfg.Button)
	lv := LevelOf(s.number + 1)
	cfg := TableConfig{
		Number: s.number + 1, Level: lv.Number, SmallBlind: lv.SmallBlind, BigBlind: lv.BigBlind,
		Chairs: s.chairs, Button: button, SmallBlindChair: sb, BigBlindChair: bb,
		Stacks: s.stacks, Names: s.names, Structure: s.cfg.Structure, Cap: CapAlways, Rand: s.cfg.Rand,
	}
	if s.left == 2 {
		cfg.Cap = CapNever
	}
	if s.cfg.Deck != nil {
		cfg.Deck = s.cfg.Deck(s.number + 1)
	}
	if err := s.table.Deal(cfg); err != nil {
		return err
	}
	s.number++
	s.settled = false
	s.settle()
	return nil
}

// Act applies chair's action to the hand in play (see Table.Act).
func (s *SitAndGo) Act(chair int, a Action) error {
	if s.left < 2 {
		return ErrMatchOver
	}
	if err := s.table.Act(chair, a); err != nil {
		return err
	}
	s.settle()
	return nil
}

// settle applies a finished hand: the stacks, and the places of those out
// (an EventFinish each, after the hand's end, the winner's last).
func (s *SitAndGo) settle() {
	if s.settled || !s.table.Over() {
		return
	}
	s.settled = true
	start := s.table.StartStacks()
	s.stacks = s.table.Stacks()
	var out []int
	var buf [MaxChairs]int
	out = buf[:0]
	for k := 1; k <= s.chairs; k++ { // from the button's left round to the button
		c := (s.table.button-1+k)%s.chairs + 1
		if s.table.in[c] && s.stacks[c] == 0 && s.places[c] == 0 {
			out = append(out, c)
		}
	}
	// Bigger starting stacks finish higher; the order from the button's
	// left breaks ties (a stable insertion sort, no allocation).
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && start[out[j]] > start[out[j-1]]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	for i := len(out) - 1; i >= 0; i-- {
		s.places[out[i]] = s.left
		s.left--
		e := s.table.add(EventFinish, out[i])
		e.Amount = s.places[out[i]]
	}
	if s.left == 1 {
		for c := 1; c <= s.chairs; c++ {
			if s.stacks[c] > 0 {
				s.places[c] = 1
				s.table.add(EventFinish, c).Amount = 1
			}
		}
	}
}

// Table returns the hand in play (or the last one): read it, act through the SitAndGo.
func (s *SitAndGo) Table() *Table { return &s.table }

// Over reports whether one player holds every chip.
func (s *SitAndGo) Over() bool { s.settle(); return s.left < 2 }

// HandInPlay reports whether a hand is dealt and not over.
func (s *SitAndGo) HandInPlay() bool { s.settle(); return !s.settled }

// Places returns each chair's finishing place, 0 for a player still in.
func (s *SitAndGo) Places() ChairInts { s.settle(); return s.places }

// Stacks returns the stacks between hands.
func (s *SitAndGo) Stacks() ChairInts { s.settle(); return s.stacks }

// Left returns the number of players still in.
func (s *SitAndGo) Left() int { s.settle(); return s.left }

// Names returns the players' names by chair.
func (s *SitAndGo) Names() ChairNames { return s.names }

// Chairs returns the table's size.
func (s *SitAndGo) Chairs() int { return s.chairs }

// HandNumber returns the number of hands dealt.
func (s *SitAndGo) HandNumber() int { return s.number }
