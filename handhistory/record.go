package handhistory

import (
	"fmt"
	"strconv"
	"time"

	"parlor/poker"
)

// Format is a hand-history file format.
type Format uint8

// The formats. The zero Format is Parlor.
const (
	// Parlor is the format of docs/rules/holdem.md: "Poker Game, Hand #N – 10/20 – Fixed
	// Limit Hold'em", "Human calls 10", "Computer raises to 80".
	Parlor Format = iota
	// PokerStars is PokerStars' tournament format, which hand-tracking
	// software imports: "PokerStars Hand #…: Tournament #…, Freeroll
	// Hold'em Limit - Level I (20/40) - …", "Human: raises 20 to 40".
	PokerStars
)

func (f Format) String() string {
	switch f {
	case Parlor:
		return "parlor"
	case PokerStars:
		return "pokerstars"
	}
	return "Format(" + strconv.Itoa(int(f)) + ")"
}

// ParseFormat reads a format name as given to --history-format: "parlor"
// (or "", the default) or "pokerstars".
func ParseFormat(s string) (Format, error) {
	switch s {
	case "", "parlor":
		return Parlor, nil
	case "pokerstars":
		return PokerStars, nil
	}
	return 0, fmt.Errorf("%w: %q (want parlor or pokerstars)", ErrFormat, s)
}

// ActionKind says what an Action records.
type ActionKind uint8

// The kinds of step in a hand, betting and otherwise.
const (
	SmallBlind ActionKind = iota + 1 // posts the small blind
	BigBlind                         // posts the big blind
	Ante                             // posts an ante (foreign files)
	Fold
	Check
	Call
	Bet
	Raise
	Uncalled // an uncalled bet goes back to the player (Amount)
	Show     // the player turns up Cards (HandName set at showdown)
	Muck     // the player does not show or mucks
	Collect  // the player collects Amount from the pot
)

var actionKindNames = [...]string{"", "small blind", "big blind", "ante", "fold", "check", "call", "bet", "raise", "uncalled", "show", "muck", "collect"}

func (k ActionKind) String() string {
	if int(k) < len(actionKindNames) && k > 0 {
		return actionKindNames[k]
	}
	return "ActionKind(" + strconv.Itoa(int(k)) + ")"
}

// Voluntary reports whether the kind is a player's betting decision
// (fold, check, call, bet, raise) rather than a post, a return, a show or a
// collection.
func (k ActionKind) Voluntary() bool { return k >= Fold && k <= Raise }

// Action is one step of a hand, in file order.
type Action struct {
	Street poker.Street
	Player int // index into Record.Players
	Kind   ActionKind
	// Amount is the chips the step moves: put in by a post, call, bet or
	// raise; given back by Uncalled; won by Collect. 0 otherwise.
	Amount int
	// To is the player's total bet on the street after a post, call, bet
	// or raise; By is, for a raise, how much it adds to the bet faced
	// ("raises By to To"), for a bet the bet.
	To, By int
	AllIn  bool
	// Cards are the cards a Show turns up.
	Cards []poker.Card
	// HandName is the hand's name shown with the cards at showdown ("a
	// full house, Eights full of Fours"), when the file gives it.
	HandName string
	Line     int // line number in the file, from 1
}

// Player is one seat of a hand.
type Player struct {
	Seat  int    // the seat number printed in the file ("Seat 1")
	Name  string // cleaned of control characters
	Stack int    // chips at the start of the hand, before the blinds
	// Hole holds the hole cards when Known: dealt to the hero, or shown.
	Hole  [2]poker.Card
	Known bool
	// Shown is set when the player turned the cards up (at showdown or
	// after an all-in); HandName is the hand's name when the file says it.
	Shown    bool
	HandName string
	// SittingOut marks a seat not dealt in (foreign files): listed as
	// sitting out, or "out of hand" (a tournament player moved from
	// another table, who plays from the next hand).
	SittingOut bool
}

// Record is one parsed hand.
type Record struct {
	Format Format
	// ID is the number in the header ("Hand #ID"). Number is the hand
	// number within the match: in parlor files the ID; in PokerStars files
	// written by this package, recovered from the ID; otherwise 0.
	ID         int64
	Number     int
	Tournament int64  // the tournament number, 0 when not a tournament
	Table      string // PokerStars table name, "" in parlor files
	MaxSeats   int    // "2-max": 2; 0 when not given
	Level      int    // blind level, from 1; 0 when unknown
	SmallBlind int
	BigBlind   int
	// Cents is set when the file gives money amounts ("$0.10"): every
	// amount of the record is then in cents.
	Cents bool
	// Currency is the money's sign ("$", "€", "£") when Cents is set.
	Currency string
	// Time is the hand's time as the header gives it (PokerStars' ET time
	// when it has one); zero when the file gives none.
	Time    time.Time
	Players []Player
	Button  int // index of the button's player, -1 when unknown or dead
	// ButtonSeat is the button's seat number as the file gives it; under
	// the dead-button rule of a table of three or more it may be a seat
	// with nobody in it (Button is then -1).
	ButtonSeat int
	Hero       int // index of the player dealt cards ("Dealt to"), -1 when none
	Actions    []Action
	Board      []poker.Card
	// Pot and Rake are the summary's totals.
	Pot, Rake int
	// Showdown is set when hands were compared ("*** SHOW DOWN ***", or
	// a showdown win in parlor files).
	Showdown bool
	// Winner is the name in a "wins the tournament" line, "" when the
	// hand does not end the tournament.
	Winner string
	// Skipped lists the lines of the hand the reader did not understand
	// and left out (chat, table messages); every other line was read.
	Skipped []Line
	// FirstLine and LastLine give the hand's place in the file (from 1).
	FirstLine, LastLine int
	// Encoding is the text encoding the hand was read in: "" for UTF-8,
	// else Windows1252, UTF16LE or UTF16BE (see File).
	Encoding string
}

// Line is a line of a file, cleaned for a terminal.
type Line struct {
	Number int
	Text   string
}

// PlayerIndex returns the index of the player called name, or -1.
func (r *Record) PlayerIndex(name string) int {
	for i := range r.Players {
		if r.Players[i].Name == name {
			return i
		}
	}
	return -1
}

// BoardAt returns the board as it stood on street s: none pre-flop, three
// cards on the flop, four on the turn, five on the river (fewer when the
// hand ended first).
func (r *Record) BoardAt(s poker.Street) []poker.Card {
	n := 0
	switch s {
	case poker.Flop:
		n = 3
	case poker.Turn:
		n = 4
	case poker.River:
		n = 5
	}
	return r.Board[:min(n, len(r.Board))]
}

// Collected returns the chips each player collected from the pot.
func (r *Record) Collected() []int {
	c := make([]int, len(r.Players))
	for _, a := range r.Actions {
		if a.Kind == Collect {
			c[a.Player] += a.Amount
		}
	}
	return c
}

// Net returns the chips player i won (positive) or lost (negative) in the
// hand: its final stack minus its starting stack. It does not check the
// chips; Replay does.
func (r *Record) Net(i int) int {
	n := 0
	for _, a := range r.Actions {
		if a.Player != i {
			continue
		}
		switch a.Kind {
		case SmallBlind, BigBlind, Ante, Call, Bet, Raise:
			n -= a.Amount
		case Uncalled, Collect:
			n += a.Amount
		}
	}
	return n
}

// FinalStacks returns every player's stack at the end of the hand.
func (r *Record) FinalStacks() []int {
	s := make([]int, len(r.Players))
	for i := range s {
		s[i] = r.Players[i].Stack + r.Net(i)
	}
	return s
}

// Folded returns the street on which player i folded, and whether it did.
func (r *Record) Folded(i int) (poker.Street, bool) {
	for _, a := range r.Actions {
		if a.Player == i && a.Kind == Fold {
			return a.Street, true
		}
	}
	return 0, false
}
