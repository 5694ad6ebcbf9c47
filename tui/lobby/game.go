package lobby

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/server/hub"
	"parlor/tui/internal/secondodds"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/kit/camelup/menu2"
	"parlor/tui/kit/camelup/odds"
	"parlor/tui/kit/camelup/roundsum"
	"parlor/tui/kit/felt"
	"parlor/tui/lobby/camelupview"
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

// camelPages are the pages a Camel Up player opened: the odds (o) and the
// rules (r, a White Elephant player's too), as on the local board; and where the player stands in the
// local board's menu, the contest edition's or the second's.
type camelPages struct {
	odds, rules bool
	menu        menu.Menu
	menu2       menu2.Menu
	// odds2 keeps the second edition's odds of the last position drawn,
	// worked out once a position (tens of milliseconds); nil: none kept.
	odds2 *secondodds.Odds
}

// drawGameWith is drawGame with the pages a player opened.
func drawGameWith(tv *hub.TableView, k *kit.Context, pages camelPages) (string, []string) {
	switch {
	case tv.CamelUp2 != nil && tv.CamelUp2.View.Over:
		return camelupview.Final2(&tv.CamelUp2.View, tv.CamelUp2.Log, tv.Names, tv.Computers, k)
	case tv.CamelUp != nil && tv.CamelUp.View.Over:
		return camelupview.Final(&tv.CamelUp.View, tv.CamelUp.Log, tv.Names, tv.Computers, k)
	case tv.CamelUp2 != nil && pages.rules:
		return camelupview.Rules2(k), nil
	case tv.CamelUp2 != nil:
		return drawCamel2(tv, k, pages)
	case tv.Holdem != nil && tv.Watcher:
		if tv.Holdem.Dealing {
			return "The first hand is being played: you see each hand once it has ended.", nil
		}
		return holdemview.Draw(&tv.Holdem.Hand, tv.Holdem.Showdown, tv.Names, k), holdemview.End(tv.Holdem.Hand.Log, tv.Names, -1)
	case tv.Holdem != nil:
		return drawHoldem(tv.Holdem, tv.Seat, tv.Names, k)
	case tv.HoldemTable != nil && tv.Finished && !tv.HoldemTable.Dealing:
		body, log := drawHoldemTable(tv.HoldemTable, tv.Watcher, k)
		return kit.Lines(tableResult(tv, k), "", body), log
	case tv.HoldemTable != nil:
		return drawHoldemTable(tv.HoldemTable, tv.Watcher, k)
	case tv.CamelUp != nil && pages.rules:
		return camelupview.Rules(k), nil
	case tv.CamelUp != nil:
		return drawCamel(tv, k, pages)
	case tv.Elephant != nil && tv.Finished:
		return elephantview.Final(tv.Elephant, tv.Names, tv.Computers, k)
	case tv.Elephant != nil && pages.rules:
		return elephantview.Rules(k), nil
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

// drawHoldemTable draws a hand at a table of 2 to 9 with holdemview; the
// log under it tells how the hand before ended, until this one ends. A
// watcher sees the last hand to end.
func drawHoldemTable(v *hub.HoldemTableView, watcher bool, k *kit.Context) (string, []string) {
	if v.Dealing {
		if watcher {
			return "The first hand is being played: you see each hand once it has ended.", nil
		}
		return "The first hand is being dealt…", nil
	}
	body := holdemview.DrawTable(&v.Hand, tableHead(v, &v.Hand, k), k)
	if v.Hand.Over {
		return body, append(runOutLines(v), holdemview.TableEnd(&v.Hand, k)...)
	}
	var log []string
	if v.Last.Number > 0 {
		for _, l := range holdemview.TableEnd(&v.Last, k) {
			log = append(log, fmt.Sprintf("Hand #%d: %s", v.Last.Number, l))
		}
	}
	if watcher {
		return body, log
	}
	return body, append(log, holdemview.TableLog(&v.Hand, k)...)
}

// runOutLines are the equities of v's hand's all-in run-out, a line a live
// hand, in the heads-up table's words: "Your all-in equity: 69% pre-flop ·
// 82% flop", "bob's all-in equity: …"; a line saying they are counted
// until the hub has them.
func runOutLines(v *hub.HoldemTableView) []string {
	if v.RunOutCounting {
		return []string{"All-in equities: counting…"}
	}
	if len(v.RunOut) == 0 {
		return nil
	}
	var out []string
	for c := 1; c <= poker.MaxChairs; c++ {
		if !v.RunOut[0].Live[c] {
			continue
		}
		parts := make([]string, len(v.RunOut))
		for i, st := range v.RunOut {
			parts[i] = felt.EquityPercent(st.Share[c]) + " " + strings.ToLower(felt.StreetName(streetOf(len(st.Board))))
		}
		who := v.Hand.Names[c] + "'s"
		if c == v.Hand.Chair {
			who = "Your"
		}
		out = append(out, who+" all-in equity: "+strings.Join(parts, " · "))
	}
	return out
}

// streetOf is the street last dealt when the board has n cards.
func streetOf(n int) poker.Street {
	switch {
	case n >= 5:
		return poker.River
	case n == 4:
		return poker.Turn
	case n >= 3:
		return poker.Flop
	}
	return poker.Preflop
}

// tableHead is the line above hand h of table v, as the local table's: a
// ring game's with the seat's net result, a sit-and-go's with its level.
func tableHead(v *hub.HoldemTableView, h *poker.TableView, k *kit.Context) string {
	if !v.Ring {
		return holdemview.SitAndGoHead(h, k)
	}
	net := 0
	if seat := h.Chair - 1; seat >= 0 && seat < len(v.Net) {
		net = v.Net[seat]
	}
	return holdemview.RingHead(h, net, k)
}

// drawLastHand draws the hand before the one in play, as p shows it: at a
// table of many the whole table as it ended, heads-up how it ended; false
// when no hand has ended.
func drawLastHand(tv *hub.TableView, k *kit.Context) (string, []string, bool) {
	head := k.Styles.Faint.Render("The last hand (p goes back to the table)")
	switch {
	case tv.HoldemTable != nil && tv.HoldemTable.Last.Number > 0:
		last := &tv.HoldemTable.Last
		return kit.Lines(head, holdemview.DrawTable(last, tableHead(tv.HoldemTable, last, k), k)), holdemview.TableEnd(last, k), true
	case tv.Holdem != nil && len(tv.Holdem.Last) > 0:
		lines := holdemview.End(tv.Holdem.Last, tv.Names, tv.Seat)
		return kit.Lines(head, fmt.Sprintf("Hand #%d", tv.Holdem.LastHand)), lines, true
	}
	return "", nil, false
}

// tableResult is the result of a table of many that is over: a
// sit-and-go's places, best first, or each ring player's result in chips
// and big blinds.
func tableResult(tv *hub.TableView, k *kit.Context) string {
	v := tv.HoldemTable
	lines := []string{k.Styles.Heading.Render("The result")}
	if v.Ring {
		big := max(v.Hand.BigBlind, 1)
		for i, n := range v.Net {
			if i < len(tv.Names) {
				lines = append(lines, fmt.Sprintf("  %-*s %+7d chips  %+6.1f big blinds", kit.NameWidth, tv.Names[i], n, float64(n)/float64(big)))
			}
		}
		return kit.Lines(lines...)
	}
	for _, e := range v.Hand.Log {
		if e.Kind == poker.EventFinish && e.Amount == 1 {
			lines = append(lines, "  1st  "+v.Hand.Names[e.Chair])
		}
	}
	for i := len(v.Places) - 1; i >= 0; i-- {
		place, name := v.Places[i], ""
		if j := strings.LastIndex(place, " finished "); j >= 0 {
			name, place = place[:j], place[j+len(" finished "):]
		}
		lines = append(lines, fmt.Sprintf("  %-4s %s", place, name))
	}
	return kit.Lines(lines...)
}

// drawCamel draws a contest race as the seat may see it (camelupview.Draw),
// with the local board's menu on the seat's turn and, while o has them
// open, the local board's odds for the seat, the menu's lines then saying
// what each action is worth.
func drawCamel(tv *hub.TableView, k *kit.Context, pages camelPages) (string, []string) {
	v := &tv.CamelUp.View
	var aside camelupview.Aside
	var o *odds.Odds
	if pages.odds && v.Seat >= 0 && !v.Over {
		shown := odds.Of(v, len(tv.CamelUp.Log))
		o = &shown
		aside.Odds = odds.Panel(k, shown, v, tv.Names[v.Seat], true, true)
	}
	if tv.MyTurn {
		aside.Menu = pages.menu.View(k, v, o, tv.Names[v.Seat], menuWidth)
	}
	if r, ok := roundsum.Last(tv.CamelUp.Log, len(tv.Names)); ok && tv.CamelUp.RoundOver {
		// The local board's summary in its menu's place, its last line
		// (enter goes on) for the players only.
		aside.Menu, aside.Ended = roundsum.Draw(k, r, tv.Names, menuWidth), r.Number
		if tv.Watcher {
			aside.Menu = aside.Menu[:strings.LastIndex(aside.Menu, "\n")]
		}
	}
	return camelupview.Draw(v, tv.CamelUp.Log, tv.Names, tv.CamelUp.Result, aside, k)
}

// drawCamel2 draws a second-edition race as the seat may see it
// (camelupview.Draw2), with the local board's menu on the seat's turn, its
// tile's space marked on the track while the menu places it.
func drawCamel2(tv *hub.TableView, k *kit.Context, pages camelPages) (string, []string) {
	v := &tv.CamelUp2.View
	aside := camelupview.Aside2{Mark: -1}
	var values menu2.Values // nil while the odds are closed
	if pages.odds && !v.Over {
		o := pages.odds2
		if o == nil {
			o = &secondodds.Odds{}
		}
		*o = o.For(v.Board, v.Pyramid)
		aside.Odds, values = o, o
	}
	if tv.MyTurn {
		name := func(p int) string { return tv.Names[p] }
		aside.Menu = pages.menu2.View(k, v, values, name, menuWidth)
		if l := pages.menu2.Level; l == menu2.Space || l == menu2.Side {
			aside.Mark = pages.menu2.Space
		}
	}
	if r, ok := roundsum.LastLeg(tv.CamelUp2.Log); ok && tv.CamelUp2.RoundOver {
		// The local board's summary in its menu's place, its last line
		// (enter goes on) for the players only.
		aside.Menu, aside.Ended = roundsum.DrawLeg(k, r, tv.Names, menuWidth), r.Leg
		if tv.Watcher {
			aside.Menu = aside.Menu[:strings.LastIndex(aside.Menu, "\n")]
		}
	}
	return camelupview.Draw2(v, tv.CamelUp2.Log, tv.Names, tv.CamelUp2.Result, aside, k)
}

// menuWidth is the menu's width, the local board's right panel's.
const menuWidth = 31
