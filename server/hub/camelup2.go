package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/camelup/second"
	"parlor/save"
)

// CamelUp2Move is a person's turn in Camel Up's second edition.
type CamelUp2Move struct{ second.Action }

func (CamelUp2Move) isAction() {}

// CamelUp2View is a second-edition race from one seat: its View and
// SeatLog, which hide the other players' finish cards.
type CamelUp2View struct {
	View   second.View
	Log    []second.Event // what happened, oldest first, as this seat may know it
	Result string         // who won, once the race is over
	// RoundOver is set while a leg's summary shows (the leg's end the last
	// EventLegEnd of Log): the race waits for every person to go on.
	RoundOver bool
}

// camel2 is a second-edition race at a table. Its computer players keep
// nothing but their source, which the save keeps, so a taker (a computer
// in a person's seat) is made afresh when it first plays.
type camel2 struct {
	t      *table
	s      *save.CamelUp2
	g      *second.Game
	takers []camelupbot.SecondPlayer
	// legOver is set when a leg has just ended and the race goes on: the
	// table pauses on the leg's summary (between) until next.
	legOver bool
}

// secondBot is the second edition's computer player for a table's bot:
// the one of the same name (expert), else the expert. The create form
// offers the contest's bots, which the second edition mostly lacks.
func secondBot(name string) string {
	if b, ok := camelupbot.LookupIn(camelup.Second, name); ok {
		return b.Name
	}
	return "expert"
}

func newCamel2(t *table, src *rand.PCG) (*camel2, error) {
	seats := t.saveSeats()
	for i := range seats {
		if seats[i].Bot != "" {
			seats[i].Bot = secondBot(seats[i].Bot)
		}
	}
	s, err := save.NewCamelUp2(seats, src)
	if err != nil {
		return nil, err
	}
	return resumeCamel2(t, s), nil
}

func resumeCamel2(t *table, s *save.CamelUp2) *camel2 {
	return &camel2{t: t, s: s, g: s.Game, takers: make([]camelupbot.SecondPlayer, len(s.Seats))}
}

func (c *camel2) saved(notes json.RawMessage) save.Game {
	c.s.Extra = notes
	return c.s
}

func (c *camel2) progress() gameNotes { return gameNotes{} }

func (c *camel2) toAct() int {
	if c.g.Over() || c.legOver {
		return -1
	}
	return c.g.Turn()
}

func (c *camel2) between() bool { return c.legOver }
func (c *camel2) next()         { c.legOver = false }
func (c *camel2) over() bool    { return c.g.Over() }
func (c *camel2) end()          {}

// ended notes whether the events of the log from seen on ended a leg of
// a race that goes on: the table pauses on its summary, as the local
// board does.
func (c *camel2) ended(seen int) {
	log := c.g.Log()
	c.legOver = !c.g.Over() && slices.ContainsFunc(log[seen:], func(e second.Event) bool { return e.Kind == second.EventLegEnd })
}

func (c *camel2) act(seat int, a Action) error {
	mv, ok := a.(CamelUp2Move)
	if !ok {
		return errors.New("that is not an action of Camel Up's second edition")
	}
	if seat != c.toAct() {
		return errNotYourTurn
	}
	defer c.ended(len(c.g.Log()))
	if err := c.g.Apply(mv.Action); err != nil {
		return refuse(err, "that move is not allowed",
			said{second.ErrGameOver, "the race is over"},
			said{second.ErrBadCamel, "there is no such racing camel"},
			said{second.ErrNoTicket, fmt.Sprintf("no leg ticket is left on %v", mv.Camel)},
			said{second.ErrBadSpace, "spectator tiles go on spaces 2 to 16"},
			said{second.ErrBadTile, "a tile is cheering or booing"},
			said{second.ErrTileCamel, fmt.Sprintf("a camel stands on space %d", mv.Space)},
			said{second.ErrTileOccupied, fmt.Sprintf("space %d holds a tile", mv.Space)},
			said{second.ErrTileAdjacent, fmt.Sprintf("space %d is next to a tile", mv.Space)},
			said{second.ErrCardPlayed, fmt.Sprintf("your finish card of %v is played", mv.Camel)},
			said{second.ErrNoPartners, "partnerships are for 6 to 8 players"},
			said{second.ErrPartnered, "you have a partner this leg"},
			said{second.ErrUnavailable, "that player has a partner this leg"})
	}
	return nil
}

func (c *camel2) actComputer(seat int, bot string) {
	defer c.ended(len(c.g.Log()))
	p := c.s.Players[seat]
	if p == nil {
		if c.takers[seat] == nil {
			c.takers[seat] = secondPlayer(bot, c.t.rng)
		}
		p = c.takers[seat]
	}
	a, err := camelupbot.ChooseSecond(p, c.g.View(seat))
	if err != nil { // the local board's words: ChooseSecond made it a pyramid ticket
		c.t.notice("%s's choice was refused (%v): it took a pyramid ticket", c.t.seats[seat].name, err)
	}
	if guarded, ok := camelupbot.GuardSecond(c.g, a); ok { // the local board's guard, and its words
		c.t.notice("%s", camelupbot.GuardNoteSecond(c.g, c.t.seats[seat].name))
		a = guarded
	}
	if c.g.Apply(a) != nil {
		_ = c.g.Apply(second.Move()) // always legal while the race runs
	}
}

// secondPlayer makes the second edition's player for a table's bot.
func secondPlayer(bot string, r *rand.Rand) camelupbot.SecondPlayer {
	b, _ := camelupbot.LookupIn(camelup.Second, secondBot(bot))
	return b.Second(r)
}

func (c *camel2) prompt(int) string {
	// The local board's words: its menu (tui/kit/camelup/menu2) shows the
	// actions, numbered.
	return yourTurn(len(c.g.Log())) + ": a number or ↑/↓ chooses, enter plays · o odds · r rules"
}

// show gives the race from seat's view and log only.
func (c *camel2) show(seat int, names []string, v *TableView) {
	view := seat
	if view < 0 { // a watcher: a seat's view, its finish cards hidden by the log's rule
		view = 0
	}
	cv := &CamelUp2View{View: c.g.View(view), Log: c.g.SeatLog(seat, 0), RoundOver: c.legOver}
	if seat < 0 {
		cv.View.Seat, cv.View.MyWinners, cv.View.MyLosers, cv.View.Played = -1, nil, nil, 0
	}
	if cv.View.Over {
		cv.Result = c.result(names)
	}
	v.CamelUp2 = cv
}

func (c *camel2) result(names []string) string {
	w := c.g.Winners()
	return winLine(names, w, fmt.Sprintf("%d coins", c.g.Coins(w[0])))
}
