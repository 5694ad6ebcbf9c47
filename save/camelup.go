package save

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/ai/camelupbot"
	"parlor/camelup"
)

func init() { register(KindCamelUp, decodeCamelUp) }

// decodeCamelUp rebuilds a Camel Up game of either edition: a second
// edition's payload says so (camelup.Second), the contest's has none, as
// before the second edition came.
func decodeCamelUp(payload []byte) (Game, error) {
	var probe struct{ Edition camelup.Edition }
	if err := json.Unmarshal(payload, &probe); err != nil {
		return nil, corrupt(err)
	}
	switch probe.Edition {
	case camelup.Contest:
		return decoderOf(resumeCamelUp)(payload)
	case camelup.Second:
		return decoderOf(resumeCamelUp2)(payload)
	}
	return nil, corrupt(fmt.Errorf("edition %d", probe.Edition))
}

// Seat is a place at a hotseat table: a person, or a computer player of
// the named kind.
type Seat struct {
	Name string
	Bot  string // the camelupbot or elephantbot name; "" for a person
}

// CamelUp is a Camel Up game with its computer players and every source.
// The board applies each turn to Game, asking Players[seat] (nil for a
// person) as it does for any game, and saves the CamelUp after every turn.
type CamelUp struct {
	Game    *camelup.Game
	Seats   []Seat
	Players []camelupbot.Player // nil for a person
	// Extra is the board's own notes, saved and given back as they were.
	Extra json.RawMessage

	src  *rand.PCG
	srcs []*rand.PCG // each computer player's source, nil for a person
}

// NewCamelUp starts a game. src draws, in this order, each computer seat's
// own source, then the camels' setup and the dice, as the board has always
// done.
func NewCamelUp(seats []Seat, src *rand.PCG) (*CamelUp, error) {
	if src == nil {
		return nil, fmt.Errorf("camelup: a game needs a random source")
	}
	r := rand.New(src)
	c := &CamelUp{Seats: append([]Seat(nil), seats...), src: src,
		Players: make([]camelupbot.Player, len(seats)), srcs: make([]*rand.PCG, len(seats))}
	for i, s := range seats {
		if s.Bot == "" {
			continue
		}
		c.srcs[i] = rand.NewPCG(r.Uint64(), r.Uint64())
		p, err := camelupbot.New(s.Bot, rand.New(c.srcs[i]))
		if err != nil {
			return nil, err
		}
		c.Players[i] = p
	}
	g, err := camelup.New(len(seats), r)
	if err != nil {
		return nil, err
	}
	c.Game = g
	return c, nil
}

type camelPayload struct {
	Seats   []Seat
	Game    camelup.State
	Source  []byte
	Sources [][]byte          // nil for a person
	States  []json.RawMessage // each computer player's memory
	Extra   json.RawMessage
}

// Kind is KindCamelUp.
func (c *CamelUp) Kind() Kind { return KindCamelUp }

// Payload returns the game after the last turn, for Slot.Write. It holds
// the secret game bets: a save is the referee's record.
func (c *CamelUp) Payload() ([]byte, error) {
	p := camelPayload{Seats: c.Seats, Game: c.Game.Snapshot(), Extra: c.Extra}
	var err error
	if p.Source, err = c.src.MarshalBinary(); err != nil {
		return nil, err
	}
	for i, pl := range c.Players {
		var src []byte
		var state json.RawMessage
		if pl != nil {
			st, ok := pl.(stateful)
			if !ok {
				return nil, fmt.Errorf("the computer player %s cannot be saved", c.Seats[i].Bot)
			}
			if state, err = st.MarshalState(); err != nil {
				return nil, err
			}
			if src, err = c.srcs[i].MarshalBinary(); err != nil {
				return nil, err
			}
		}
		p.Sources = append(p.Sources, src)
		p.States = append(p.States, state)
	}
	return json.Marshal(p)
}

// Summary is the menu's line, e.g. "Camel Up, round 4, Ana, Bob and two
// computers".
func (c *CamelUp) Summary() string {
	return fmt.Sprintf("Camel Up, %s, %s", round(c.Game.Round(), c.Game.Over()), table(c.Seats))
}

// resumeCamelUp rebuilds a game from its payload, the seat to act next to
// play. A payload that does not make a game fails with an error wrapping
// ErrCorrupt.
func resumeCamelUp(payload []byte) (*CamelUp, error) {
	var p camelPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, corrupt(err)
	}
	n := len(p.Seats)
	if len(p.Sources) != n || len(p.States) != n {
		return nil, corrupt(fmt.Errorf("%d seats, %d sources, %d players", n, len(p.Sources), len(p.States)))
	}
	c := &CamelUp{Seats: p.Seats, Extra: notes(p.Extra), Players: make([]camelupbot.Player, n), srcs: make([]*rand.PCG, n)}
	var err error
	if c.src, err = loadPCG(p.Source); err != nil {
		return nil, corrupt(err)
	}
	if c.Game, err = camelup.Restore(p.Game, rand.New(c.src)); err != nil {
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
		pl, err := camelupbot.New(s.Bot, rand.New(src))
		if err != nil {
			return nil, corrupt(err)
		}
		if c.srcs[i], err = loadPCGInto(src, p.Sources[i]); err != nil {
			return nil, corrupt(err)
		}
		st, ok := pl.(stateful)
		if !ok {
			return nil, corrupt(fmt.Errorf("the computer player %s cannot be restored", s.Bot))
		}
		if err := st.UnmarshalState(p.States[i]); err != nil {
			return nil, corrupt(err)
		}
		c.Players[i] = pl
	}
	return c, nil
}

// round says which round a game is in, or that it is over.
func round(n int, over bool) string {
	if over {
		return fmt.Sprintf("over after round %d", n)
	}
	return fmt.Sprintf("round %d", n)
}

// table says who sits at a table: "Ana, Bob and two computers".
func table(seats []Seat) string {
	var people []string
	computers := 0
	for _, s := range seats {
		if s.Bot == "" {
			people = append(people, s.Name)
		} else {
			computers++
		}
	}
	switch computers {
	case 0:
	case 1:
		people = append(people, "a computer")
	default:
		people = append(people, number(computers)+" computers")
	}
	switch n := len(people); n {
	case 0:
		return "nobody"
	case 1:
		return people[0]
	default:
		return strings.Join(people[:n-1], ", ") + " and " + people[n-1]
	}
}

func number(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}
