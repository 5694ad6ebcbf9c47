package save

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"parlor/ai/elephantbot"
	"parlor/elephant"
)

func init() { register(KindElephant, decoderOf(resumeElephant)) }

// Elephant is a White Elephant game with its random source. The table
// plays each turn on Game (Open, Steal, PlayComputer, NextRound) and saves
// the Elephant after every turn. Its computer players need no saving of
// their own: they are made afresh each round, and the game's snapshot
// replays the round so far with them.
type Elephant struct {
	Game  *elephant.Game
	Seats []Seat
	// Extra is the table's own notes, saved and given back as they were.
	Extra json.RawMessage

	src *rand.PCG
}

// NewElephant starts a game; src draws everything, each computer seat's
// source first, as the table has always done.
func NewElephant(seats []Seat, rules elephant.Rules, src *rand.PCG) (*Elephant, error) {
	if src == nil {
		return nil, fmt.Errorf("elephant: a game needs a random source")
	}
	es, err := elephantSeats(seats)
	if err != nil {
		return nil, err
	}
	g, err := elephant.NewGame(es, rules, rand.New(src))
	if err != nil {
		return nil, err
	}
	return &Elephant{Game: g, Seats: append([]Seat(nil), seats...), src: src}, nil
}

// elephantSeats seats the named computer players.
func elephantSeats(seats []Seat) ([]elephant.Seat, error) {
	es := make([]elephant.Seat, len(seats))
	for i, s := range seats {
		es[i].Name = s.Name
		if s.Bot == "" {
			continue
		}
		b, ok := elephantbot.Lookup(s.Bot)
		if !ok {
			return nil, fmt.Errorf("elephant: no computer player %q", s.Bot)
		}
		es[i].Bot = b.New
	}
	return es, nil
}

type elephantPayload struct {
	Seats  []Seat
	Game   elephant.State
	Source []byte
	Extra  json.RawMessage
}

// Kind is KindElephant.
func (e *Elephant) Kind() Kind { return KindElephant }

// Payload returns the game after the last turn, for Slot.Write.
func (e *Elephant) Payload() ([]byte, error) {
	st, err := e.Game.Snapshot()
	if err != nil {
		return nil, err
	}
	p := elephantPayload{Seats: e.Seats, Game: st, Extra: e.Extra}
	if p.Source, err = e.src.MarshalBinary(); err != nil {
		return nil, err
	}
	return json.Marshal(p)
}

// Summary is the menu's line, e.g. "White Elephant, round 3, Ana, Bob and
// two computers".
func (e *Elephant) Summary() string {
	return fmt.Sprintf("White Elephant, %s, %s", round(e.Game.RoundNumber(), e.Game.Over()), table(e.Seats))
}

// resumeElephant rebuilds a game from its payload. A payload that does not
// make a game fails with an error wrapping ErrCorrupt.
func resumeElephant(payload []byte) (*Elephant, error) {
	var p elephantPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, corrupt(err)
	}
	es, err := elephantSeats(p.Seats)
	if err != nil {
		return nil, corrupt(err)
	}
	e := &Elephant{Seats: p.Seats, Extra: notes(p.Extra)}
	if e.src, err = loadPCG(p.Source); err != nil {
		return nil, corrupt(err)
	}
	if e.Game, err = elephant.Restore(es, p.Game, rand.New(e.src)); err != nil {
		return nil, corrupt(err)
	}
	return e, nil
}
