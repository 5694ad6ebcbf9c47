package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/save"
)

// CamelUpMove is a person's Camel Up turn.
type CamelUpMove struct{ camelup.Action }

// CamelUpView is a Camel Up race from one seat: its View and SeatLog, which
// hide the other players' race bets.
type CamelUpView struct {
	View   camelup.View
	Log    []camelup.Event // what happened, oldest first, as this seat may know it
	Result string          // who won, once the race is over
	// RoundOver is set while a round's summary shows (the round's end the
	// last EventRoundEnd of Log): the race waits for every person to go on,
	// or for the pause's end, as the local board waits for enter.
	RoundOver bool
}

// camel is a Camel Up game at a table. Every seat's screen is drawn from
// that seat's View and SeatLog, which hide the other players' race bets.
type camel struct {
	t *table
	s *save.CamelUp // the game and its computer players, as saved
	g *camelup.Game
	// takers are the computer players that took a person's seat, made
	// when they first play it; their memory goes in the save's notes, so
	// that a restarted server puts them back as they were.
	takers []camelupbot.Player
	// roundOver is set when a round has just ended and the race goes on:
	// the table pauses on the round's summary (between) until next.
	roundOver bool
}

// remembering is a computer player whose memory can be saved.
type remembering interface {
	MarshalState() ([]byte, error)
	UnmarshalState([]byte) error
}

// The table's option is the edition: the contest's rules (the first
// servers' one choice, "the whole race", was that one) or the second
// edition's (camel2.go).
const (
	contestRules = iota
	secondRules
)

func init() {
	serve(CamelUpGame, servedGame{
		pause:   "round",
		summary: true,
		pauseOf: func(option int) string {
			if option == secondRules {
				return "leg"
			}
			return "round"
		},
		setting: Setting{Label: "Rules", Choices: []string{"contest", "second edition"}},
		bots: func(option int) []string {
			if option == secondRules {
				return camelupbot.NamesOf(camelup.Second)
			}
			return nil
		},
		start: func(t *table, src *rand.PCG) (game, error) {
			if t.spec.Option == secondRules {
				return started(newCamel2(t, src))
			}
			return started(newCamel(t, src))
		},
		reopen: func(g save.Game) (json.RawMessage, int, func(*table, gameNotes) game) {
			if s, ok := g.(*save.CamelUp2); ok {
				return s.Extra, len(s.Seats), func(t *table, n gameNotes) game { return resumeCamel2(t, s) }
			}
			s := g.(*save.CamelUp)
			return s.Extra, len(s.Seats), func(t *table, n gameNotes) game { return resumeCamel(t, s, n) }
		},
	})
}

func newCamel(t *table, src *rand.PCG) (*camel, error) {
	s, err := save.NewCamelUp(t.saveSeats(), src)
	if err != nil {
		return nil, err
	}
	return resumeCamel(t, s, gameNotes{}), nil
}

// resumeCamel goes on with a saved game, its takers as they were. A taker
// is made again from the table's source, as at its first turn, and then
// given its memory (a Bogart's memory holds its own source); the table's
// source is put back where the save had it, since the taker's making drew
// from it before the save.
func resumeCamel(t *table, s *save.CamelUp, n gameNotes) *camel {
	c := &camel{t: t, s: s, g: s.Game, takers: make([]camelupbot.Player, len(s.Seats))}
	for seat, state := range n.Takers {
		if seat < 0 || seat >= len(c.takers) || !t.seats[seat].computer() {
			continue
		}
		mark, _ := t.src.MarshalBinary() // a PCG's never fails
		p := newCamelUpPlayer(t.seats[seat].bot, t.rng)
		_ = t.src.UnmarshalBinary(mark)
		if string(state) == "null" {
			state = nil
		}
		if r, ok := p.(remembering); ok {
			if err := r.UnmarshalState(state); err != nil {
				t.h.cfg.Logf("table %d: the computer player in %s's seat starts afresh: %v", t.id, t.seats[seat].name, err)
			}
		}
		c.takers[seat] = p
	}
	return c
}

func (c *camel) saved(notes json.RawMessage) save.Game {
	c.s.Extra = notes
	return c.s
}

func (c *camel) progress() gameNotes {
	var n gameNotes
	for seat, p := range c.takers {
		r, ok := p.(remembering)
		if !ok {
			continue
		}
		state, err := r.MarshalState()
		if err != nil {
			c.t.h.cfg.Logf("table %d: the computer player in seat %d is saved without its memory: %v", c.t.id, seat+1, err)
		}
		if n.Takers == nil {
			n.Takers = map[int]json.RawMessage{}
		}
		n.Takers[seat] = state
	}
	return n
}

func (c *camel) toAct() int {
	if c.g.Over() || c.roundOver {
		return -1
	}
	return c.g.Turn()
}

func (c *camel) between() bool { return c.roundOver }
func (c *camel) next()         { c.roundOver = false }

// ended notes whether the events of the log from seen on ended a round
// of a race that goes on: the table pauses on its summary, as the local
// board does (the race's end shows the final summary instead).
func (c *camel) ended(seen int) {
	log := c.g.Log()
	c.roundOver = !c.g.Over() && slices.ContainsFunc(log[seen:], func(e camelup.Event) bool { return e.Kind == camelup.EventRoundEnd })
}
func (c *camel) over() bool { return c.g.Over() }
func (c *camel) end()       {}

var errNotYourTurn = errors.New("it is not your turn")

func (c *camel) act(seat int, a Action) error {
	mv, ok := a.(CamelUpMove)
	if !ok {
		return errors.New("that is not a Camel Up action")
	}
	if seat != c.toAct() {
		return errNotYourTurn
	}
	defer c.ended(len(c.g.Log()))
	if err := c.g.Apply(mv.Action); err != nil {
		return refuse(err, "that move is not allowed",
			said{camelup.ErrGameOver, "the race is over"},
			said{camelup.ErrBadCamel, "there is no such camel"},
			said{camelup.ErrBadSquare, fmt.Sprintf("traps go on squares 1 to %d", camelup.NumSquares-1)},
			said{camelup.ErrBadTrapKind, "a trap is +1 or -1"},
			said{camelup.ErrTrapOccupied, fmt.Sprintf("square %d holds a trap", mv.Square)},
			said{camelup.ErrTrapAdjacent, fmt.Sprintf("square %d is next to a trap", mv.Square)},
			said{camelup.ErrAlreadyBacked, fmt.Sprintf("you have already bet on %v for the race", mv.Camel)})
	}
	return nil
}

func (c *camel) actComputer(seat int, bot string) {
	defer c.ended(len(c.g.Log()))
	p := c.s.Players[seat]
	if p == nil {
		if c.takers[seat] == nil {
			c.takers[seat] = newCamelUpPlayer(bot, c.t.rng)
		}
		p = c.takers[seat]
	}
	a, err := camelupbot.Choose(p, c.g.View(seat))
	if err != nil { // the local board's words: Choose made it a camel move
		c.t.notice("%s's choice was refused (%v): it moved a camel", c.t.seats[seat].name, err)
	}
	if guarded, ok := camelupbot.Guard(c.g, a); ok { // the local board's guard, and its words
		c.t.notice("%s", camelupbot.GuardNote(c.g, c.t.seats[seat].name))
		a = guarded
	}
	_, _ = c.g.ApplyOrMove(a)
}

func (c *camel) prompt(int) string {
	// The local board's words: its menu (tui/kit/camelup/menu) shows the
	// actions, numbered.
	return yourTurn(len(c.g.Log())) + ": a number or ↑/↓ chooses, enter plays · o odds · r rules"
}

// show gives the race from seat's view and log only.
func (c *camel) show(seat int, names []string, v *TableView) {
	cv := &CamelUpView{View: c.g.View(seat), Log: c.g.SeatLog(seat, 0), RoundOver: c.roundOver}
	if cv.View.Over {
		cv.Result = c.result(names)
	}
	v.CamelUp = cv
}

func (c *camel) result(names []string) string {
	w := c.g.Winners()
	return winLine(names, w, fmt.Sprintf("%d coins", c.g.Coins(w[0])))
}
