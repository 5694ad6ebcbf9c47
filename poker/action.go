package poker

import (
	"errors"
	"strconv"
)

// The errors the engine returns. Each is a sentinel: check with errors.Is.
// A refused call never changes any state.
var (
	// ErrIllegalAction: the action is not among the legal ones, or its
	// amount is not the fixed-limit amount.
	ErrIllegalAction = errors.New("poker: illegal action")
	// ErrNotYourTurn: the seat acted while the other seat is to act.
	ErrNotYourTurn = errors.New("poker: not your turn")
	// ErrBadSeat: a seat other than 0 or 1.
	ErrBadSeat = errors.New("poker: no such seat")
	// ErrHandOver: an action after the hand ended (or before one was dealt).
	ErrHandOver = errors.New("poker: the hand is over")
	// ErrHandRunning: a new hand was asked for while one is still running.
	ErrHandRunning = errors.New("poker: a hand is still running")
	// ErrMatchOver: the match already ended.
	ErrMatchOver = errors.New("poker: the match is over")
	// ErrBadConfig: a hand or match configuration that cannot be played.
	ErrBadConfig = errors.New("poker: bad configuration")
)

// NoSeat stands for "nobody" wherever a seat number is expected: no one to
// act, no single winner.
const NoSeat = -1

// Street is a betting round.
type Street uint8

// The four betting rounds in order.
const (
	Preflop Street = iota
	Flop
	Turn
	River
)

var streetNames = [...]string{"pre-flop", "flop", "turn", "river"}

func (s Street) String() string {
	if int(s) < len(streetNames) {
		return streetNames[s]
	}
	return "Street(" + strconv.Itoa(int(s)) + ")"
}

// ActionKind is what a player does on their turn. The zero value is no
// action. The rules' Raise and Re-raise are both Raise.
type ActionKind uint8

// The five actions of fixed-limit betting.
const (
	Fold ActionKind = iota + 1
	Check
	Call
	Bet
	Raise
)

var actionNames = [...]string{"", "fold", "check", "call", "bet", "raise"}

func (k ActionKind) String() string {
	if k >= Fold && int(k) < len(actionNames) {
		return actionNames[k]
	}
	return "ActionKind(" + strconv.Itoa(int(k)) + ")"
}

// Action is a player's move. Amount follows the way players speak:
//   - Fold, Check: 0.
//   - Call: the chips the call puts in ("call 10"); less than owed when the
//     caller is short and goes all-in.
//   - Bet: the chips bet ("bet 20").
//   - Raise: the total the player's bet on this street reaches ("raise to 40").
//
// The amounts are fixed by the limit; Hand.Legal lists them. Act also takes
// an Amount of 0 for Call, Bet and Raise, meaning "the legal amount".
type Action struct {
	Kind   ActionKind
	Amount int
}

// String returns the action in words: "fold", "call 10", "raise to 40".
func (a Action) String() string {
	switch a.Kind {
	case Call, Bet:
		return a.Kind.String() + " " + strconv.Itoa(a.Amount)
	case Raise:
		return "raise to " + strconv.Itoa(a.Amount)
	}
	return a.Kind.String()
}
