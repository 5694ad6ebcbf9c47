package second

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrBadSnapshot is returned by Restore for a state no game can be in.
var ErrBadSnapshot = errors.New("second: bad game snapshot")

// stateVersion is the version of State written by Snapshot; Restore
// refuses others.
const stateVersion = 1

// State is everything a Game holds but its random source, for a save: the
// finish cards' camels included, so a save is the referee's record and not
// for a player's eyes. With the source's state (kept by whoever made it) it
// rolls the same dice as the game it was taken from.
type State struct {
	Version int
	// Board in the form of Board.String: stacks and tiles.
	Board     string
	TileOf    []int // each seat's tile space this leg, 0 if none
	Coins     []int
	Pyramid   DiceSet
	Rolls     []Roll
	Tickets   [NumRacing][]int
	PyramidOf []int
	Partner   []int
	Winners   []FinishBet
	Losers    []FinishBet
	Played    []CamelSet
	Turn, Leg int
	Over      bool
	Log       []Event
}

// Snapshot returns the game's state; it can be taken after any turn.
func (g *Game) Snapshot() State {
	st := State{
		Version:   stateVersion,
		Board:     g.board.String(),
		TileOf:    append([]int(nil), g.tileOf...),
		Coins:     append([]int(nil), g.coins...),
		Pyramid:   g.pyramid,
		Rolls:     append([]Roll(nil), g.rolls...),
		PyramidOf: append([]int(nil), g.pyramidOf...),
		Partner:   append([]int(nil), g.partner...),
		Winners:   append([]FinishBet(nil), g.winners...),
		Losers:    append([]FinishBet(nil), g.losers...),
		Played:    append([]CamelSet(nil), g.played...),
		Turn:      g.turn, Leg: g.leg, Over: g.over,
		Log: append([]Event(nil), g.log...),
	}
	for c, seats := range g.tickets {
		st.Tickets[c] = append([]int(nil), seats...)
	}
	return st
}

// Restore rebuilds a game from its snapshot; rng must be the game's random
// source as it was when the snapshot was taken. The tiles' owners are
// worked out from the seats' tile spaces, and must match the board's tiles.
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
	case len(st.TileOf) != n || len(st.PyramidOf) != n || len(st.Partner) != n || len(st.Played) != n:
		return nil, bad("seat lists of %d, %d, %d and %d for %d players", len(st.TileOf), len(st.PyramidOf), len(st.Partner), len(st.Played), n)
	case st.Turn < 0 || st.Turn >= n:
		return nil, bad("seat %d to act", st.Turn)
	case st.Leg < 1:
		return nil, bad("leg %d", st.Leg)
	case st.Pyramid&^allDice != 0 || (!st.Over && st.Pyramid.LegOver()):
		return nil, bad("pyramid %#x", uint8(st.Pyramid))
	case len(st.Rolls)+st.Pyramid.Len() != NumDice:
		return nil, bad("%d rolls with %d dice in the pyramid", len(st.Rolls), st.Pyramid.Len())
	case rng == nil:
		return nil, bad("no random source")
	}
	b, err := ParseBoard(st.Board)
	if err != nil {
		return nil, bad("%v", err)
	}
	seat := func(s int) bool { return s >= 0 && s < n }
	g := NewFrom(n, Board{}, rng)
	g.board = b
	for s, sp := range st.TileOf {
		switch {
		case sp == 0:
		case sp <= FirstSpace || sp > LastSpace || b.tiles[sp] == NoTile || g.tileOwner[sp] >= 0:
			return nil, bad("seat %d's tile on space %d", s+1, sp)
		default:
			g.tileOwner[sp] = int8(s)
		}
	}
	for sp := FirstSpace; sp <= LastSpace; sp++ {
		if b.tiles[sp] != NoTile && g.tileOwner[sp] < 0 {
			return nil, bad("nobody's tile on space %d", sp)
		}
	}
	for s, p := range st.Partner {
		if p != -1 && (!seat(p) || p == s || st.Partner[p] != s) {
			return nil, bad("seat %d's partner %d", s+1, p+1)
		}
	}
	for c, seats := range st.Tickets {
		if len(seats) > ticketsPerCamel {
			return nil, bad("%d leg tickets on %v", len(seats), Camel(c))
		}
		for _, s := range seats {
			if !seat(s) {
				return nil, bad("a leg ticket of seat %d", s+1)
			}
		}
		g.tickets[c] = append([]int(nil), seats...)
	}
	var played = make([]CamelSet, n)
	for _, pile := range [][]FinishBet{st.Winners, st.Losers} {
		for _, fb := range pile {
			if !seat(fb.Seat) || !fb.Camel.Racing() || played[fb.Seat].Has(fb.Camel) {
				return nil, bad("finish card %+v", fb)
			}
			played[fb.Seat] = played[fb.Seat].With(fb.Camel)
		}
	}
	for s := range played {
		if played[s] != st.Played[s] {
			return nil, bad("seat %d's finish cards %v, the piles say %v", s+1, st.Played[s], played[s])
		}
	}
	for _, r := range st.Rolls {
		if int(r.Die) >= NumDice || st.Pyramid.Has(r.Die) || r.Steps < 1 || r.Steps > 3 {
			return nil, bad("roll %v", r)
		}
	}
	copy(g.tileOf, st.TileOf)
	copy(g.coins, st.Coins)
	copy(g.pyramidOf, st.PyramidOf)
	copy(g.partner, st.Partner)
	g.played = played
	g.pyramid = st.Pyramid
	g.rolls = append([]Roll(nil), st.Rolls...)
	g.winners = append([]FinishBet(nil), st.Winners...)
	g.losers = append([]FinishBet(nil), st.Losers...)
	g.turn, g.leg, g.over = st.Turn, st.Leg, st.Over
	g.log = append([]Event(nil), st.Log...)
	return g, nil
}
