package lobby

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/server/hub"
	"parlor/tui/kit"
	"parlor/tui/lobby/camelview"
	"parlor/tui/lobby/elephantview"
	"parlor/tui/lobby/holdemview"
)

// refreshMsg tells a connection's model that the hub has changed.
type refreshMsg struct{}

// Pump delivers the hub's wake-ups of c to its program p until c's session
// ends. It runs outside the hub's lock: Send waits for the program.
func Pump(c *hub.Conn, p *tea.Program) {
	for {
		select {
		case <-c.Wakes():
			p.Send(refreshMsg{})
		case <-c.Done():
			return
		}
	}
}

// drawGame draws the game of tv, from its seat's view, with the drawing
// code the local screens use: the table, and the log of what happened,
// oldest first (the screen shows as much of it as fits).
func drawGame(tv *hub.TableView, k *kit.Context) (string, []string) {
	return drawGameWith(tv, k, camelPages{})
}

// camelPages are the pages a second-edition Camel Up player opened: its
// odds (o) and its rules (r), as on the local board.
type camelPages struct{ odds, rules bool }

// drawGameWith is drawGame with the pages a player opened.
func drawGameWith(tv *hub.TableView, k *kit.Context, pages camelPages) (string, []string) {
	switch {
	case tv.Camel2 != nil && pages.rules:
		return camelview.Rules2(k), nil
	case tv.Camel2 != nil:
		return camelview.Draw2(&tv.Camel2.View, tv.Camel2.Log, tv.Names, tv.Camel2.Result, pages.odds, k)
	case tv.Holdem != nil && tv.Watcher:
		if tv.Holdem.Dealing {
			return "The first hand is being played: you see each hand once it has ended.", nil
		}
		return holdemview.Draw(&tv.Holdem.Hand, tv.Holdem.Showdown, tv.Names, k), holdemview.End(tv.Holdem.Hand.Log, tv.Names, -1)
	case tv.Holdem != nil:
		return drawHoldem(tv.Holdem, tv.Seat, tv.Names, k)
	case tv.Camel != nil:
		return camelview.Draw(&tv.Camel.View, tv.Camel.Log, tv.Names, tv.Camel.Result, k)
	case tv.Elephant != nil:
		return elephantview.Draw(tv.Elephant, tv.Seat, tv.Names, k)
	}
	return "", nil
}

// drawHoldem draws the hand with holdemview; the log under it tells how
// the hand before ended, until this one ends.
func drawHoldem(v *hub.HoldemView, seat int, names []string, k *kit.Context) (string, []string) {
	var last []string
	for _, l := range holdemview.End(v.Last, names, seat) {
		last = append(last, fmt.Sprintf("Hand #%d: %s", v.LastHand, l))
	}
	if v.Dealing {
		return "The next hand is being dealt…", last
	}
	body := holdemview.Draw(&v.Hand, v.Showdown, names, k)
	if v.Hand.Over {
		return body, holdemview.End(v.Hand.Log, names, seat)
	}
	return body, last
}
