package camelupview

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/camelup/second"
	"parlor/internal/thousands"
	"parlor/tui/internal/secondodds"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/standings"
	"parlor/tui/kit/track"
)

// Aside2 is what a served second-edition board shows besides the race:
// the seat's menu on its turn, drawn by the local board's code
// (tui/kit/camelup/menu2), "" for none; whether the odds show; and the space
// the menu is placing the seat's tile on, marked on the track as locally
// (-1: none).
// Ended is the leg whose summary shows in Menu's stead, 0 for none.
type Aside2 struct {
	Menu  string
	Odds  *secondodds.Odds // the position's, while the odds show; else nil
	Mark  int
	Ended int
}

// Draw2 draws a race of the second edition as v's seat may see it: the
// track as the local board draws it (track.DrawSecond), the leg tickets
// and the dice, the players (finish cards counted, never their camels but
// the seat's own), the menu of aside, and the log in words, oldest first.
// With aside's odds, the leg's exact odds and the race's estimate follow
// the players.
func Draw2(v *second.View, log []second.Event, names []string, result string, aside Aside2, k *kit.Context) (string, []string) {
	head := fmt.Sprintf("Camel Up, second edition · leg %d", v.Leg)
	switch {
	case v.Over:
		head = "The race is over · " + result
	case aside.Ended > 0: // the local board's heading on a leg's summary
		head = fmt.Sprintf("Camel Up, second edition · leg %d · the leg is over", aside.Ended)
	}
	owner := func(sp int) int {
		for seat, at := range v.TileOf {
			if at == sp {
				return seat
			}
		}
		return -1
	}
	trk := strings.Join(track.DrawSecond(k, v.Board, owner, aside.Mark), "\n")
	parts := []string{head, trk, dice(v, k), players2(v, names, k)}
	if v.Seat >= 0 {
		parts = append(parts, myCards(v, k))
	}
	odds := ""
	if aside.Odds != nil && !v.Over {
		odds = odds2(v, aside.Odds, k)
	}
	parts = append(parts, odds, aside.Menu)
	if odds != "" && k.Height > 0 && lipgloss.Height(kit.Lines(parts...))+frameRows > k.Height {
		// Too short for all: the odds stand in for the players and the
		// menu, whose keys still play.
		note := k.Styles.Faint.Render("o hides the odds and shows the players and the menu")
		parts = []string{head, trk, dice(v, k), odds, note}
	}
	var lines []string
	for _, e := range log {
		if l := event2(e, names); l != "" {
			lines = append(lines, l)
		}
	}
	return kit.Lines(parts...), lines
}

// Final2 draws a second-edition race that is over as every seat and
// watcher sees it: the local board's final summary (standings.Second)
// over the log in words.
func Final2(v *second.View, log []second.Event, names []string, computers []bool, k *kit.Context) (string, []string) {
	var lines []string
	for _, e := range log {
		if l := event2(e, names); l != "" {
			lines = append(lines, l)
		}
	}
	return standings.Second(k, seats(names, v.Coins, computers), log, v.Board, v.Leg), lines
}

// letter2 is camel c's letter on its colour.
func letter2(c second.Camel, k *kit.Context) string {
	return k.Styles.Camels2[c].Render(string(c.Letter()))
}

// dice is each camel's next leg ticket, the dice out this leg and those
// still in the pyramid.
func dice(v *second.View, k *kit.Context) string {
	var pays, out, in []string
	for c := second.Camel(0); c < second.NumRacing; c++ {
		t := "-"
		if n := v.TicketValue(c); n > 0 {
			t = fmt.Sprint(n)
		}
		pays = append(pays, letter2(c, k)+t)
	}
	for _, r := range v.Rolls {
		s := letter2(r.Color, k) + fmt.Sprint(r.Steps)
		if r.Die == second.Grey {
			s = "grey:" + s
		}
		out = append(out, s)
	}
	if len(out) == 0 {
		out = []string{"none"}
	}
	for d := second.Die(0); d < second.NumDice; d++ {
		switch {
		case !v.Pyramid.Has(d):
		case d == second.Grey:
			in = append(in, "grey")
		default:
			in = append(in, letter2(second.Camel(d), k))
		}
	}
	return "Leg ticket " + strings.Join(pays, " ") + "  Out: " + strings.Join(out, " ") + "  In: " + strings.Join(in, " ")
}

// players2 lists every seat: coins, leg tickets, finish cards played,
// tile and partner.
func players2(v *second.View, names []string, k *kit.Context) string {
	wins, losses := tally(v.WinnerPile, len(names)), tally(v.LoserPile, len(names))
	var out []string
	for i, n := range names {
		if i == v.Seat {
			n += " (you)"
		}
		var tickets []string
		for c := second.Camel(0); c < second.NumRacing; c++ {
			for j, s := range v.Tickets[c] {
				if s == i {
					tickets = append(tickets, fmt.Sprintf("%s%d", letter2(c, k), second.LegTicket(j)))
				}
			}
		}
		mark := "  "
		if i == v.Turn && !v.Over {
			mark = k.Styles.Marker.Render("▸ ")
		}
		line := fmt.Sprintf("%s%-*s %2d coins · cards %dW %dL", mark, kit.NameWidth+6, kit.Truncate(n, kit.NameWidth+6), v.Coins[i], wins[i], losses[i])
		if len(tickets) > 0 {
			line += " · leg " + strings.Join(tickets, " ")
		}
		if sp := v.TileOf[i]; sp > 0 {
			line += fmt.Sprintf(" · %v tile on %d", v.Board.Tile(sp), sp)
		}
		if p := v.Partner[i]; p >= 0 {
			line += " · partner " + names[p]
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// myCards is the seat's own finish cards: shown to it alone.
func myCards(v *second.View, k *kit.Context) string {
	var parts []string
	for _, c := range v.MyWinners {
		parts = append(parts, c.String()+" to win")
	}
	for _, c := range v.MyLosers {
		parts = append(parts, c.String()+" to come last")
	}
	if len(parts) == 0 {
		return k.Styles.Faint.Render("Your secret finish cards: none")
	}
	return "Your secret finish cards: " + strings.Join(parts, ", ")
}

// odds2 is each racing camel's chance to be 1st, 2nd and last at the
// leg's end (exact) and to win and lose the race (estimated), and what its
// next leg ticket is worth: o, the odds of v's position, as the local
// board works them out (secondodds).
func odds2(v *second.View, o *secondodds.Odds, k *kit.Context) string {
	leg, race := o.Leg, o.Race
	rows := []string{k.Styles.Faint.Render(fmt.Sprintf("%-10s %4s %4s %4s %4s %4s  %s", "Odds", "1st", "2nd", "last", "win", "lose", "ticket"))}
	for c := second.Camel(0); c < second.NumRacing; c++ {
		ticket := "   —"
		if t := v.TicketValue(c); t > 0 {
			ticket = fmt.Sprintf("%+5.2f", leg.LegTicketValue(c, t))
		}
		rows = append(rows, fmt.Sprintf("  %s %-6s %3.0f%% %3.0f%% %3.0f%% %3.0f%% %3.0f%%  %s", letter2(c, k), c,
			100*leg.First[c], 100*leg.Second[c], 100*leg.Last[c], 100*race.Win[c], 100*race.Lose[c], ticket))
	}
	return strings.Join(append(rows, k.Styles.Faint.Render(fmt.Sprintf("1st 2nd last: the leg's end, exact (%s draws); win lose: the race,",
		thousands.Format(leg.Outcomes))), k.Styles.Faint.Render(fmt.Sprintf("by %s playouts (±0.5%%); ticket: its value in coins. o hides the odds.", thousands.Format(race.Samples)))), "\n")
}

// event2 says what happened in words. Another player's finish card comes
// with NoCamel from SeatLog and is said without its camel.
func event2(e second.Event, names []string) string {
	who := ""
	if e.Seat >= 0 && e.Seat < len(names) {
		who = names[e.Seat]
	}
	switch e.Kind {
	case second.EventMove:
		die := e.Shown.String()
		if e.Die == second.Grey {
			die = "grey " + die
		}
		s := fmt.Sprintf("%s drew the %s die, %d: %s %d → %d", who, die, e.Steps, e.Camel, e.From, e.Landed)
		if e.To != e.Landed {
			s += fmt.Sprintf(", a tile sent it to %d", e.To)
		}
		return s
	case second.EventTileHit:
		return fmt.Sprintf("%s's %s tile on %d: +1 coin", who, e.Tile, e.Space)
	case second.EventTilePlaced:
		return fmt.Sprintf("%s placed a %s tile on %d", who, e.Tile, e.Space)
	case second.EventLegBet:
		return fmt.Sprintf("%s took the %d leg ticket of %s", who, e.Coins, e.Camel)
	case second.EventWinnerCard, second.EventLoserCard:
		side := "winner"
		if e.Kind == second.EventLoserCard {
			side = "loser"
		}
		if e.Camel == second.NoCamel {
			return fmt.Sprintf("%s played a secret %s card", who, side)
		}
		return fmt.Sprintf("%s played a %s card on %s", who, side, e.Camel)
	case second.EventPartnership:
		other := ""
		if e.Other >= 0 && e.Other < len(names) {
			other = names[e.Other]
		}
		return fmt.Sprintf("%s partnered with %s for the leg", who, other)
	case second.EventPayout:
		switch e.Bet {
		case second.Pyramid:
			return fmt.Sprintf("%s's pyramid tickets: %+d", who, e.Coins)
		case second.Partner:
			return fmt.Sprintf("%s copied a partner's ticket: %+d", who, e.Coins)
		}
		return fmt.Sprintf("%s's %s on %s: %+d", who, e.Bet, e.Camel, e.Coins)
	case second.EventLegEnd: // the local board's leg summary's words
		return fmt.Sprintf("Leg %d is over · 1st %s · 2nd %s", e.Leg, e.Camel, e.Second)
	case second.EventRaceEnd: // and its race's end
		return fmt.Sprintf("The race is over! Won: %s, last: %s", e.Camel, e.Second)
	}
	return ""
}

// Rules2 is the second edition's rules page (camelup/second's text, as
// the local board's r shows it).
func Rules2(k *kit.Context) string {
	lines := []string{k.Styles.Heading.Render("Camel Up, second edition — the rules") + k.Styles.Faint.Render("  (r: back to the race)")}
	for _, p := range second.Rules() {
		if h, ok := strings.CutPrefix(p, "# "); ok {
			lines = append(lines, k.Styles.Heading.Render(h))
			continue
		}
		lines = append(lines, p)
	}
	return strings.Join(lines, "\n")
}
