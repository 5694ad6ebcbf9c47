// Package camelupview draws a served Camel Up race from one seat's view: the
// board as the local game draws it (track.Draw), the players, the bets
// as that seat may know them, and what happened in words.
package camelupview

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/kit/camelup/standings"
	"parlor/tui/kit/track"
)

// Aside is what a served contest board shows besides the race, drawn by
// the local board's code: the seat's menu on its turn (tui/kit/camelup/menu)
// and its odds while o has them open (tui/kit/camelup/odds); "" for none.
// Ended is the round whose summary shows in Menu's stead, 0 for none.
type Aside struct {
	Menu, Odds string
	Ended      int
}

// Draw draws the race as v's seat may see it: the track, the players, the
// bets (of the race bets only who placed them, and the seat's own camels),
// the odds and the menu of aside, and the log in words, oldest first. log
// is the seat's (Game.SeatLog); result is the last line of a race that is
// over. Where k's window is too short for all, the odds stand in for the
// players and the round bets, as on the local board.
func Draw(v *camelup.View, log []camelup.Event, names []string, result string, aside Aside, k *kit.Context) (string, []string) {
	head := fmt.Sprintf("Round %d", v.Round)
	switch {
	case v.Over:
		head = "The race is over · " + result
	case aside.Ended > 0: // the local board's heading on a round's summary
		head = fmt.Sprintf("Round %d · the round is over", aside.Ended)
	default:
		head += fmt.Sprintf(" · %s to play · still to move: %s", names[v.Turn], camelList(v.Unmoved.Camels(), k))
	}
	mine, under := myRaceBets(v, k), beside(aside.Odds, aside.Menu, k.Width)
	top := kit.Lines(head, trackOf(v, k), players(v, names, k), roundBets(v, names, k), mine, under)
	if aside.Odds != "" && k.Height > 0 && lipgloss.Height(top)+frameRows > k.Height {
		note := k.Styles.Faint.Render("o hides the odds and shows the players")
		top = kit.Lines(head, trackOf(v, k), mine, under, note)
	}
	var lines []string
	for _, e := range log {
		lines = append(lines, event(e, names))
	}
	return top, lines
}

// Final draws a race that is over as every seat and watcher sees it: the
// local board's final summary (standings.Contest) over the log in words,
// which ends with the race's end in the local round summary's words.
// computers are the seats a computer plays, by seat.
func Final(v *camelup.View, log []camelup.Event, names []string, computers []bool, k *kit.Context) (string, []string) {
	var lines []string
	for _, e := range log {
		lines = append(lines, event(e, names))
	}
	return standings.Contest(k, seats(names, v.Coins, computers), log, v.Board, v.Round), lines
}

// seats are the seats of a race that is over, for its final summary.
func seats(names []string, coins []int, computers []bool) []standings.Seat {
	out := make([]standings.Seat, len(names))
	for i, name := range names {
		out[i].Name = name
		if i < len(coins) {
			out[i].Coins = coins[i]
		}
		if i < len(computers) {
			out[i].Computer = computers[i]
		}
	}
	return out
}

// frameRows are the rows the served table takes around the board: its
// heading, two of news, the prompt, the status and the help.
const frameRows = 6

// beside puts the odds left of the menu, as the local board does, where
// width has room for both (0: not known); else one over the other.
func beside(odds, menu string, width int) string {
	if odds == "" || menu == "" || width == 0 || lipgloss.Width(odds)+2+lipgloss.Width(menu) > width {
		return kit.Lines(odds, menu)
	}
	return lipgloss.JoinHorizontal(lipgloss.Top, odds, "  ", menu)
}

// Rules is the contest edition's rules page, the local board's text.
func Rules(k *kit.Context) string {
	lines := []string{k.Styles.Heading.Render(menu.RulesTitle) + k.Styles.Faint.Render("  (r: back to the race)")}
	for _, p := range menu.Rules(camelupbot.StalemateTurns) {
		if h, ok := strings.CutPrefix(p, "# "); ok {
			lines = append(lines, k.Styles.Heading.Render(h))
			continue
		}
		lines = append(lines, p)
	}
	return strings.Join(lines, "\n")
}

func camelList(cs []camelup.Camel, k *kit.Context) string {
	parts := make([]string, len(cs))
	for i, cm := range cs {
		parts[i] = camelTag(cm, k)
	}
	return strings.Join(parts, " ")
}

// camelTag is the camel's letter on its colour.
func camelTag(cm camelup.Camel, k *kit.Context) string {
	return k.Styles.Camels[cm].Render(string(cm.Letter()))
}

// trackOf is the board's track, drawn as the local board draws it.
func trackOf(v *camelup.View, k *kit.Context) string {
	owner := func(sq int) int {
		for seat, at := range v.TrapSquare {
			if at == sq {
				return seat
			}
		}
		return -1
	}
	return strings.Join(track.Draw(k, v.Board, owner, -1), "\n")
}

// players lists every seat: coins, trap, and how many race bets each has
// placed.
func players(v *camelup.View, names []string, k *kit.Context) string {
	var out []string
	wins, losses := tally(v.WinnerBets, len(names)), tally(v.LoserBets, len(names))
	for i, n := range names {
		mark := "  "
		if i == v.Turn && !v.Over {
			mark = k.Styles.Marker.Render("▸ ")
		}
		if i == v.Seat {
			n += " (you)"
		}
		trap := ""
		if sq := v.TrapSquare[i]; sq >= 0 {
			trap = fmt.Sprintf(" · trap %s on %d", v.Board.Trap(sq), sq)
		}
		out = append(out, fmt.Sprintf("%s%-*s %2d coins · race bets %d win, %d lose%s",
			mark, kit.NameWidth+6, kit.Truncate(n, kit.NameWidth+6), v.Coins[i], wins[i], losses[i], trap))
	}
	return strings.Join(out, "\n")
}

// tally counts the bets of each seat.
func tally(bets []int, seats int) []int {
	n := make([]int, seats)
	for _, s := range bets {
		n[s]++
	}
	return n
}

// roundBets lists this round's bets on each camel and what the next pays.
func roundBets(v *camelup.View, names []string, k *kit.Context) string {
	var parts []string
	for cm := range camelup.Camel(camelup.NumCamels) {
		part := fmt.Sprintf("%s %d", camelTag(cm, k), v.RoundPayout(cm))
		if bets := v.RoundBets[cm]; len(bets) > 0 {
			who := make([]string, len(bets))
			for i, s := range bets {
				who[i] = names[s]
			}
			part += " (" + strings.Join(who, ", ") + ")"
		}
		parts = append(parts, part)
	}
	return "Round bets pay: " + strings.Join(parts, " · ")
}

// myRaceBets is the seat's own secret bets: shown to it alone.
func myRaceBets(v *camelup.View, k *kit.Context) string {
	var parts []string
	for _, cm := range v.MyWinnerBets {
		parts = append(parts, cm.String()+" to win")
	}
	for _, cm := range v.MyLoserBets {
		parts = append(parts, cm.String()+" to lose")
	}
	if len(parts) == 0 {
		return k.Styles.Faint.Render("Your secret race bets: none")
	}
	return "Your secret race bets: " + strings.Join(parts, ", ")
}

// event says what happened in words. Another player's race bet comes
// with NoCamel from SeatLog and is said without its camel.
func event(e camelup.Event, names []string) string {
	who := ""
	if e.Seat >= 0 && e.Seat < len(names) {
		who = names[e.Seat]
	}
	switch e.Kind {
	case camelup.EventMove:
		s := fmt.Sprintf("%s moved %s %d: %d → %d", who, e.Camel, e.Die, e.From, e.Landed)
		if e.To != e.Landed {
			s += fmt.Sprintf(", a trap sent it on to %d", e.To)
		}
		return s
	case camelup.EventTrapHit:
		return fmt.Sprintf("%s's %s trap on %d moved %s to %d (+1 coin)", who, e.Trap, e.Square, e.Camel, e.To)
	case camelup.EventTrapPlaced:
		return fmt.Sprintf("%s placed a %s trap on %d", who, e.Trap, e.Square)
	case camelup.EventRoundBet:
		return fmt.Sprintf("%s bet on %s for the round", who, e.Camel)
	case camelup.EventWinnerBet, camelup.EventLoserBet:
		side := "win"
		if e.Kind == camelup.EventLoserBet {
			side = "lose"
		}
		if !e.Camel.Valid() {
			return fmt.Sprintf("%s placed a secret bet on the camel to %s the race", who, side)
		}
		return fmt.Sprintf("%s bet on %s to %s the race", who, e.Camel, side)
	case camelup.EventPayout:
		kind := "round"
		switch e.Bet {
		case camelup.WinnerBet:
			kind = "race-winner"
		case camelup.LoserBet:
			kind = "race-loser"
		}
		return fmt.Sprintf("%s's %s bet on %s: %+d", who, kind, e.Camel, e.Coins)
	case camelup.EventRoundEnd: // the local board's round summary's words
		return fmt.Sprintf("Round %d is over · Lead %s · 2nd %s", e.Round, e.Camel, e.Second)
	case camelup.EventGameEnd: // and its race's end
		return fmt.Sprintf("The race is over! Won: %s, last: %s", e.Camel, e.Second)
	}
	return e.String()
}
