package camelup

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrBadSnapshot is returned by Restore for a state no game can be in.
var ErrBadSnapshot = errors.New("camelup: bad game snapshot")

// stateVersion is the version of State written by Snapshot; Restore
// refuses others.
const stateVersion = 1

// State is everything a Game holds but its random source, for a save: the
// game bets' camels included, so a save is the referee's record and not for
// a player's eyes. With the source's state (kept by whoever made it) it
// rolls the same dice as the game it was taken from.
type State struct {
	Version int
	// Board in the form of Board.String: stacks and traps.
	Board      string
	TrapSquare []int // each seat's trap square this round, -1 if none
	Coins      []int
	Unmoved    CamelSet
	RoundBets  [NumCamels][]int
	WinnerBets []GameBet
	LoserBets  []GameBet
	Turn       int
	Round      int
	Over       bool
	Log        []Event
}

// Snapshot returns the game's state; it can be taken after any turn.
func (g *Game) Snapshot() State {
	st := State{
		Version:    stateVersion,
		Board:      g.board.String(),
		TrapSquare: append([]int(nil), g.trapOf...),
		Coins:      append([]int(nil), g.coins...),
		Unmoved:    g.unmoved,
		WinnerBets: append([]GameBet(nil), g.winnerBets...),
		LoserBets:  append([]GameBet(nil), g.loserBets...),
		Turn:       g.turn, Round: g.round, Over: g.over,
		Log: append([]Event(nil), g.log...),
	}
	for c, seats := range g.roundBets {
		st.RoundBets[c] = append([]int(nil), seats...)
	}
	return st
}

// Restore rebuilds a game from its snapshot; rng must be the game's random
// source as it was when the snapshot was taken. The seats' backed camels
// and the traps' owners are worked out from the bets and the trap squares.
func Restore(st State, rng *rand.Rand) (*Game, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadSnapshot}, a...)...)
	}
	n := len(st.Coins)
	switch {
	case st.Version != stateVersion:
		return nil, bad("version %d, want %d", st.Version, stateVersion)
	case n < MinPlayers || n > MaxPlayers:
		return nil, bad("%d players", n)
	case len(st.TrapSquare) != n:
		return nil, bad("%d trap squares for %d players", len(st.TrapSquare), n)
	case st.Turn < 0 || st.Turn >= n:
		return nil, bad("seat %d to act", st.Turn)
	case st.Round < 1:
		return nil, bad("round %d", st.Round)
	case st.Unmoved&^AllCamels != 0:
		return nil, bad("camel set %#x", uint8(st.Unmoved))
	case rng == nil:
		return nil, bad("no random source")
	}
	b, err := ParseBoard(st.Board)
	if err != nil {
		return nil, bad("%w", err)
	}
	if b.Finished() != st.Over {
		return nil, bad("the race is finished: %v, the game is over: %v", b.Finished(), st.Over)
	}
	g := NewFrom(n, b, rng)
	for seat, c := range st.Coins {
		if c < 0 {
			return nil, bad("seat %d has %d coins", seat, c)
		}
	}
	g.coins = append(g.coins[:0], st.Coins...)
	g.board = b
	// Every trap on the board is some seat's, and every seat's trap is on it.
	var traps uint16
	for seat, s := range st.TrapSquare {
		switch {
		case s == -1:
			continue
		case s < 1 || s >= NumSquares || b.Trap(s) == NoTrap || g.owner[s] != -1:
			return nil, bad("seat %d's trap on square %d", seat, s)
		}
		g.owner[s], g.trapOf[seat] = int8(seat), s
		traps |= 1 << s
	}
	if traps != b.plus|b.minus {
		return nil, bad("traps on the board without an owner")
	}
	seat := func(s int) bool { return s >= 0 && s < n }
	for c, seats := range st.RoundBets {
		for _, s := range seats {
			if !seat(s) {
				return nil, bad("round bet on %v by seat %d", Camel(c), s)
			}
		}
		g.roundBets[c] = append([]int(nil), seats...)
	}
	for _, bets := range [2][]GameBet{st.WinnerBets, st.LoserBets} {
		for _, gb := range bets {
			if !seat(gb.Seat) || !gb.Camel.Valid() || g.backed[gb.Seat].Has(gb.Camel) {
				return nil, bad("game bet %+v", gb)
			}
			g.backed[gb.Seat] = g.backed[gb.Seat].With(gb.Camel)
		}
	}
	g.winnerBets = append([]GameBet(nil), st.WinnerBets...)
	g.loserBets = append([]GameBet(nil), st.LoserBets...)
	g.unmoved, g.turn, g.round, g.over = st.Unmoved, st.Turn, st.Round, st.Over
	g.log = append([]Event(nil), st.Log...)
	return g, nil
}
