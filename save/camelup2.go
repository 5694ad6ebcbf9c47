package save

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/camelup/second"
)

// CamelUp2 is a Camel Up game of the second edition (package
// camelup/second) with its computer players and every source: the board
// applies each turn to Game, asking Players[seat] (nil for a person), and
// saves the CamelUp2 after every turn. It is saved under KindCamelUp, its
// payload marked Edition 2.
type CamelUp2 struct {
	Game    *second.Game
	Seats   []Seat
	Players []camelupbot.SecondPlayer // nil for a person
	// Extra is the board's own notes, saved and given back as they were.
	Extra json.RawMessage

	src  *rand.PCG
	srcs []*rand.PCG // each computer player's source, nil for a person
}

// NewCamelUp2 starts a second-edition game. src draws, in this order, each
// computer seat's own source, then the camels' setup and the dice, as
// NewCamelUp does.
func NewCamelUp2(seats []Seat, src *rand.PCG) (*CamelUp2, error) {
	if src == nil {
		return nil, fmt.Errorf("camelup: a game needs a random source")
	}
	r := rand.New(src)
	c := &CamelUp2{Seats: append([]Seat(nil), seats...), src: src,
		Players: make([]camelupbot.SecondPlayer, len(seats)), srcs: make([]*rand.PCG, len(seats))}
	for i, s := range seats {
		if s.Bot == "" {
			continue
		}
		c.srcs[i] = rand.NewPCG(r.Uint64(), r.Uint64())
		p, err := secondPlayer(s.Bot, rand.New(c.srcs[i]))
		if err != nil {
			return nil, err
		}
		c.Players[i] = p
	}
	g, err := second.New(len(seats), r)
	if err != nil {
		return nil, err
	}
	c.Game = g
	return c, nil
}

// secondPlayer makes the second-edition bot named name.
func secondPlayer(name string, r *rand.Rand) (camelupbot.SecondPlayer, error) {
	b, ok := camelupbot.LookupIn(camelup.Second, name)
	if !ok || b.Second == nil {
		return nil, fmt.Errorf("%w %q in the second edition", camelupbot.ErrUnknownBot, name)
	}
	return b.Second(r), nil
}

// camel2Payload is a saved CamelUp2. The second edition's players keep no
// memory but their source (what they cache is worked out again), so the
// sources alone bring them back.
type camel2Payload struct {
	Edition camelup.Edition
	Seats   []Seat
	Game    second.State
	Source  []byte
	Sources [][]byte // nil for a person
	Extra   json.RawMessage
}

// Kind is KindCamelUp: the menu resumes either edition as Camel Up.
func (c *CamelUp2) Kind() Kind { return KindCamelUp }

// Payload returns the game after the last turn, for Slot.Write. It holds
// the finish cards: a save is the referee's record.
func (c *CamelUp2) Payload() ([]byte, error) {
	p := camel2Payload{Edition: camelup.Second, Seats: c.Seats, Game: c.Game.Snapshot(), Extra: c.Extra}
	var err error
	if p.Source, err = c.src.MarshalBinary(); err != nil {
		return nil, err
	}
	for i := range c.Players {
		var src []byte
		if c.srcs[i] != nil {
			if src, err = c.srcs[i].MarshalBinary(); err != nil {
				return nil, err
			}
		}
		p.Sources = append(p.Sources, src)
	}
	return json.Marshal(p)
}

// Summary is the menu's line, e.g. "Camel Up (2nd edition), leg 3, Ana,
// Bob and two computers".
func (c *CamelUp2) Summary() string {
	leg := fmt.Sprintf("leg %d", c.Game.Leg())
	if c.Game.Over() {
		leg = fmt.Sprintf("over after leg %d", c.Game.Leg())
	}
	return fmt.Sprintf("Camel Up (2nd edition), %s, %s", leg, table(c.Seats))
}

// resumeCamelUp2 rebuilds a second-edition game from its payload. A
// payload that does not make a game fails with an error wrapping
// ErrCorrupt.
func resumeCamelUp2(payload []byte) (*CamelUp2, error) {
	var p camel2Payload
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, corrupt(err)
	}
	n := len(p.Seats)
	if len(p.Sources) != n {
		return nil, corrupt(fmt.Errorf("%d seats, %d sources", n, len(p.Sources)))
	}
	c := &CamelUp2{Seats: p.Seats, Extra: notes(p.Extra), Players: make([]camelupbot.SecondPlayer, n), srcs: make([]*rand.PCG, n)}
	var err error
	if c.src, err = loadPCG(p.Source); err != nil {
		return nil, corrupt(err)
	}
	if c.Game, err = second.Restore(p.Game, rand.New(c.src)); err != nil {
		return nil, corrupt(err)
	}
	if c.Game.Players() != n {
		return nil, corrupt(fmt.Errorf("%d seats for a game of %d", n, c.Game.Players()))
	}
	for i, s := range p.Seats {
		if s.Bot == "" {
			continue
		}
		src := &rand.PCG{}
		pl, err := secondPlayer(s.Bot, rand.New(src))
		if err != nil {
			return nil, corrupt(err)
		}
		if c.srcs[i], err = loadPCGInto(src, p.Sources[i]); err != nil {
			return nil, corrupt(err)
		}
		c.Players[i] = pl
	}
	return c, nil
}
