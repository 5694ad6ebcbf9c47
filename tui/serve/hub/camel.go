package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/ai/camelbot"
	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/save"
	"parlor/tui/serve/camelview"
)

// camel is a Camel Up game at a table. Every seat's screen is drawn from
// that seat's View and SeatLog, which hide the other players' race bets.
type camel struct {
	t *table
	s *save.Camel // the game and its computer players, as saved
	g *camelup.Game
	// takers are the computer players that took a person's seat, made
	// when they first play it; a restarted server makes them afresh.
	takers []camelbot.Player
}

func newCamel(t *table, src *rand.PCG) (*camel, error) {
	s, err := save.NewCamel(t.saveSeats(), src)
	if err != nil {
		return nil, err
	}
	return resumeCamel(t, s), nil
}

func resumeCamel(t *table, s *save.Camel) *camel {
	return &camel{t: t, s: s, g: s.Game, takers: make([]camelbot.Player, len(s.Seats))}
}

func (c *camel) saved(notes json.RawMessage) save.Game {
	c.s.Extra = notes
	return c.s
}

func (c *camel) progress() gameNotes { return gameNotes{} }

func (c *camel) toAct() int {
	if c.g.Over() {
		return -1
	}
	return c.g.Turn()
}

func (c *camel) between() bool { return false }
func (c *camel) next()         {}
func (c *camel) over() bool    { return c.g.Over() }
func (c *camel) end()          {}

var errNotYourTurn = errors.New("it is not your turn")

func (c *camel) act(seat int, a any) error {
	act, ok := a.(camelup.Action)
	if !ok {
		return errors.New("that is not a Camel Up action")
	}
	if seat != c.toAct() {
		return errNotYourTurn
	}
	if err := c.g.Apply(act); err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "camelup: illegal action: "))
	}
	return nil
}

func (c *camel) actComputer(seat int, bot string) {
	p := c.s.Players[seat]
	if p == nil {
		if c.takers[seat] == nil {
			c.takers[seat] = newCamelPlayer(bot, c.t.rng)
		}
		p = c.takers[seat]
	}
	a, _ := camelbot.Choose(p, c.g.View(seat))
	_, _ = c.g.ApplyOrMove(a)
}

func (c *camel) prompt(int) string {
	return yourTurn(len(c.g.Log())) + "\nm move a camel · r round bet · w race-winner bet · l race-loser bet · t trap"
}

// view draws the race for seat with camelview, from the seat's view and
// log only.
func (c *camel) view(seat int, names []string, k *kit.Context) (string, []string) {
	v := c.g.View(seat)
	result := ""
	if v.Over {
		result = c.result(names)
	}
	return camelview.Draw(&v, c.g.SeatLog(seat, 0), names, result, k)
}

func (c *camel) result(names []string) string {
	w := c.g.Winners()
	return winLine(names, w, fmt.Sprintf("%d coins", c.g.Coins(w[0])))
}
