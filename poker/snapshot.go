package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// ErrBadSnapshot is returned by RestoreMatch for a state that no match can
// be in (a save edited by hand, or written by a buggy program).
var ErrBadSnapshot = errors.New("poker: bad match snapshot")

// matchStateVersion is the version of MatchState written by Snapshot; a
// change of its meaning bumps it, and RestoreMatch refuses other versions.
const matchStateVersion = 1

// MatchState is a Match between hands, for a save: with the state of the
// match's random source (kept by whoever made it) it deals the same next
// hands as the match it was taken from.
type MatchState struct {
	Version int
	Names   [2]string
	Stacks  [2]int // after the last finished hand
	Button  int    // the button of the last hand dealt; the next hand's is the other seat
	Hands   int    // hands dealt, all finished
	Over    bool
	Quit    bool
	Winner  int // NoSeat unless one seat holds every chip
	Quitter int // NoSeat unless a player quit
}

// Snapshot returns the match's state between hands. While a hand runs it
// fails with ErrHandRunning: the hand's deal has already drawn from the
// random source, so only the state saved before it can replay it; a screen
// saves after every hand and a hand cut short is abandoned, as Quit does.
func (m *Match) Snapshot() (MatchState, error) {
	m.settle()
	if !m.settled {
		return MatchState{}, ErrHandRunning
	}
	return MatchState{
		Version: matchStateVersion,
		Names:   m.names, Stacks: m.stacks, Button: m.button, Hands: m.number,
		Over: m.over, Quit: m.quit, Winner: m.winner, Quitter: m.quitter,
	}, nil
}

// RestoreMatch rebuilds a match from its snapshot; r must be the match's
// random source as it was when the snapshot was taken.
func RestoreMatch(st MatchState, r *rand.Rand) (*Match, error) {
	if err := st.check(); err != nil {
		return nil, err
	}
	if r == nil {
		return nil, fmt.Errorf("%w: a match needs a random source", ErrBadConfig)
	}
	return &Match{
		names: st.Names, stacks: st.Stacks, button: st.Button, number: st.Hands,
		rng: r, settled: true,
		over: st.Over, quit: st.Quit, winner: st.Winner, quitter: st.Quitter,
	}, nil
}

func (st *MatchState) check() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrBadSnapshot}, a...)...)
	}
	seat := func(s int) bool { return s == NoSeat || s == 0 || s == 1 }
	switch {
	case st.Version != matchStateVersion:
		return bad("version %d, want %d", st.Version, matchStateVersion)
	case st.Names[0] == "" || st.Names[1] == "":
		return bad("a player has no name")
	case st.Stacks[0] < 0 || st.Stacks[1] < 0 || st.Stacks[0]+st.Stacks[1] == 0:
		return bad("stacks %d and %d", st.Stacks[0], st.Stacks[1])
	case st.Button != 0 && st.Button != 1:
		return bad("button seat %d", st.Button)
	case st.Hands < 0:
		return bad("%d hands", st.Hands)
	case !seat(st.Winner) || !seat(st.Quitter):
		return bad("winner %d, quitter %d", st.Winner, st.Quitter)
	case !st.Over && (st.Stacks[0] == 0 || st.Stacks[1] == 0):
		return bad("a player has no chips but the match goes on")
	case !st.Over && (st.Quit || st.Winner != NoSeat):
		return bad("the match goes on but has a winner or a quitter")
	case st.Quit != (st.Quitter != NoSeat):
		return bad("quit %v but quitter %d", st.Quit, st.Quitter)
	}
	return nil
}
