package camelupbot

import (
	"encoding/json"
	"errors"
	"fmt"

	"parlor/camelup"
)

// A player's state is what it keeps between its turns, to be saved with
// the game after a turn and put back when the game resumes. The *rand.Rand
// a player was made with is not part of it: its maker saves that source.
// Every player a save may seat has MarshalState and UnmarshalState; a new
// player that remembers must add its memory here.

// ErrBadState is returned by UnmarshalState for a state the player cannot take.
var ErrBadState = errors.New("camelupbot: bad player state")

const stateVersion = 1

// bogartState is Bogart's own fast source and the playouts it keeps.
type bogartState struct {
	Version  int
	Source   uint64
	Playouts int
	// The last position played out (Board.String), "" if none yet.
	Last         string
	LastUnmoved  camelup.CamelSet
	LastPlayouts int
	Wins, Loses  [camelup.NumCamels]int
}

// MarshalState returns Bogart's source and its last playouts.
func (p *Bogart) MarshalState() ([]byte, error) {
	if p.src == nil {
		return nil, fmt.Errorf("%w: Bogart was not made by NewBogart", ErrBadState)
	}
	st := bogartState{Version: stateVersion, Source: uint64(*p.src), Playouts: p.Playouts,
		LastUnmoved: p.lastUnmoved, LastPlayouts: p.lastPlayouts, Wins: p.wins, Loses: p.loses}
	if p.lastPlayouts > 0 {
		st.Last = p.last.String()
	}
	return json.Marshal(st)
}

// UnmarshalState puts back a state from MarshalState; on an error Bogart
// is unchanged.
func (p *Bogart) UnmarshalState(data []byte) error {
	var st bogartState
	if err := unmarshal(data, &st, &st.Version); err != nil {
		return err
	}
	var last camelup.Board
	if st.Last != "" {
		b, err := camelup.ParseBoard(st.Last)
		if err != nil {
			return fmt.Errorf("%w: %w", ErrBadState, err)
		}
		last = b
	}
	if st.Playouts <= 0 || p.src == nil {
		return fmt.Errorf("%w: %d playouts", ErrBadState, st.Playouts)
	}
	*p.src = wyrand(st.Source)
	p.Playouts, p.last, p.lastUnmoved, p.lastPlayouts = st.Playouts, last, st.LastUnmoved, st.LastPlayouts
	p.wins, p.loses = st.Wins, st.Loses
	return nil
}

type expertState struct {
	Version int
	Guesses [2][][camelup.NumCamels]float64
}

// MarshalState returns the expert's guesses at the game bets it has seen.
func (p *Expert) MarshalState() ([]byte, error) {
	return json.Marshal(expertState{Version: stateVersion, Guesses: p.guesses})
}

// UnmarshalState puts back a state from MarshalState; on an error the
// expert is unchanged.
func (p *Expert) UnmarshalState(data []byte) error {
	var st expertState
	if err := unmarshal(data, &st, &st.Version); err != nil {
		return err
	}
	p.guesses = st.Guesses
	return nil
}

func unmarshal(data []byte, st any, version *int) error {
	if err := json.Unmarshal(data, st); err != nil {
		return fmt.Errorf("%w: %w", ErrBadState, err)
	}
	if *version != stateVersion {
		return fmt.Errorf("%w: version %d, want %d", ErrBadState, *version, stateVersion)
	}
	return nil
}

// The players that remember nothing but draw from their source have an
// empty state.

// MarshalState returns nil: Player0 remembers nothing.
func (Player0) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (Player0) UnmarshalState(data []byte) error { return noState("player0", data) }

// MarshalState returns nil: Player1 remembers nothing.
func (*Player1) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (*Player1) UnmarshalState(data []byte) error { return noState("player1", data) }

// MarshalState returns nil: Player2 remembers nothing.
func (*Player2) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (*Player2) UnmarshalState(data []byte) error { return noState("player2", data) }

func noState(player string, data []byte) error {
	if len(data) > 0 && string(data) != "null" {
		return fmt.Errorf("%w: %s keeps no state, got %d bytes", ErrBadState, player, len(data))
	}
	return nil
}
