// Package standings draws Camel Up's final summary, the one drawing of the
// local board's end (tui/camelup) and of a served table's (tui/lobby): the
// race's result, the winners, every seat's place and coins, and every race
// bet (the second edition's finish cards) revealed with what it paid. It
// draws from the race's log, which a served seat has too: the payouts at
// the race's end name the camels of every bet.
package standings

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/camelup/second"
	"parlor/internal/thousands"
	"parlor/tui/kit"
)

// Width is the summary's width, the local board's; NameWidth a name's in
// the table, where a name is cut to two cells less (a computer's * and a
// space).
const (
	Width     = 78
	NameWidth = 16
)

const shortNameW = 8 // a name in the last round's bets

// Seat is one player at the race's end.
type Seat struct {
	Name     string
	Computer bool // marked * in the table
	Coins    int
}

// line is one seat's row: its bets on the winner and on the loser, each
// its camel and what it paid, in the order placed.
type line struct {
	seat          int
	winner, loser []string
}

// Contest is the contest edition's final summary of a race played over
// rounds rounds that ended on board b, from its log (a seat's will do).
func Contest(k *kit.Context, seats []Seat, log []camelup.Event, b camelup.Board, rounds int) string {
	st := k.Styles
	letter := func(c camelup.Camel) string { return st.Camels[c].Render(string(c.Letter())) }
	label := func(c camelup.Camel) string { return letter(c) + st.Text.Render(" "+c.String()) }
	lines := make([]line, len(seats))
	for _, e := range log {
		if e.Kind != camelup.EventPayout || e.Bet == camelup.RoundBet || e.Seat < 0 || e.Seat >= len(seats) {
			continue
		}
		text := letter(e.Camel) + fmt.Sprintf("%+d", e.Coins)
		if e.Bet == camelup.WinnerBet {
			lines[e.Seat].winner = append(lines[e.Seat].winner, text)
		} else {
			lines[e.Seat].loser = append(lines[e.Seat].loser, text)
		}
	}
	// The last round's bets: the round's payouts, logged just before its end.
	var pays []string
	if end := lastIndex(log, func(e camelup.Event) bool { return e.Kind == camelup.EventRoundEnd }); end >= 0 {
		from := end
		for from > 0 && log[from-1].Kind == camelup.EventPayout && log[from-1].Bet == camelup.RoundBet {
			from--
		}
		for _, e := range log[from:end] {
			pays = append(pays, ansi.Truncate(seats[e.Seat].Name, shortNameW, "…")+" "+letter(e.Camel)+fmt.Sprintf("%+d", e.Coins))
		}
	}
	return draw(k, seats, lines, summary{
		head:    st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf("  ·  the race is over after %d rounds", rounds)),
		race:    st.Text.Render("The race: ") + label(b.Leader()) + st.Text.Render(" won, ") + label(b.Last()) + st.Text.Render(" came last."),
		columns: [2]string{"Winner bets", "Loser bets"},
		share:   "share the win",
		notes: []string{
			"Every game bet is revealed, in the order placed, with what it paid: a right",
			"bet 8, 5, 3, then 1 by its place in line; a wrong one -1. * computer",
		},
		last: "Last round's bets: ", pays: pays,
	})
}

// Second is the second edition's final summary of a race played over legs
// legs that ended on board b, from its log (a seat's will do).
func Second(k *kit.Context, seats []Seat, log []second.Event, b second.Board, legs int) string {
	st := k.Styles
	letter := func(c second.Camel) string { return st.Camels2[c].Render(string(c.Letter())) }
	label := func(c second.Camel) string { return letter(c) + st.Text.Render(" "+c.String()) }
	lines := make([]line, len(seats))
	for _, e := range log {
		if e.Kind != second.EventPayout || (e.Bet != second.WinnerCard && e.Bet != second.LoserCard) || e.Seat < 0 || e.Seat >= len(seats) {
			continue
		}
		text := letter(e.Camel) + fmt.Sprintf("%+d", e.Coins)
		if e.Bet == second.WinnerCard {
			lines[e.Seat].winner = append(lines[e.Seat].winner, text)
		} else {
			lines[e.Seat].loser = append(lines[e.Seat].loser, text)
		}
	}
	// The last leg's tickets: among the payouts logged just before its end.
	var pays []string
	if end := lastIndex(log, func(e second.Event) bool { return e.Kind == second.EventLegEnd }); end >= 0 {
		from := end
		for from > 0 && log[from-1].Kind == second.EventPayout {
			from--
		}
		for _, e := range log[from:end] {
			if e.Bet == second.LegBet {
				pays = append(pays, ansi.Truncate(seats[e.Seat].Name, shortNameW, "…")+" "+letter(e.Camel)+fmt.Sprintf("%+d", e.Coins))
			}
		}
	}
	rk := b.Ranking()
	return draw(k, seats, lines, summary{
		head:    st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf(" 2nd edition  ·  the race is over after %d legs", legs)),
		race:    st.Text.Render("The race: ") + label(rk[0]) + st.Text.Render(" won, ") + label(rk[second.NumRacing-1]) + st.Text.Render(" came last."),
		columns: [2]string{"Winner cards", "Loser cards"},
		share:   "share the victory",
		notes: []string{
			"Every finish card is revealed, in the order played, with what it paid: a",
			"right card 8, 5, 3, 2, 1 by its place on the pile; a wrong one -1. * computer",
		},
		last: "Last leg's tickets: ", pays: pays,
	})
}

// summary is what an edition's summary says in its own words.
type summary struct {
	head, race string
	columns    [2]string // the bets' columns
	share      string    // what a tie's winners do
	notes      []string
	last       string   // the heading of the last round's bets
	pays       []string // and those bets
}

// draw draws the summary: the race, the verdict, the standings by coins
// (a tie shares a place), the notes and the last round's bets.
func draw(k *kit.Context, seats []Seat, lines []line, s summary) string {
	if len(seats) == 0 {
		return ""
	}
	st := k.Styles
	for i := range lines {
		lines[i].seat = i
	}
	slices.SortStableFunc(lines, func(a, b line) int { return seats[b.seat].Coins - seats[a.seat].Coins })
	best := seats[lines[0].seat].Coins
	rows := []string{st.Faint.Render(fmt.Sprintf("%-6s%-*s %5s  %-20s %s", "Place", NameWidth, "Player", "Coins", s.columns[0], s.columns[1]))}
	place := 0
	for i, r := range lines {
		coins := seats[r.seat].Coins
		if i == 0 || coins < seats[lines[i-1].seat].Coins {
			place = i + 1
		}
		name := ansi.Truncate(seats[r.seat].Name, NameWidth-2, "…")
		if seats[r.seat].Computer {
			name += "*"
		}
		nameSt := st.Text
		if coins == best {
			nameSt = st.Selected
		}
		list := func(l []string) string {
			if len(l) == 0 {
				return st.Faint.Render("—")
			}
			return strings.Join(l, " ")
		}
		rows = append(rows, st.Text.Render(kit.Pad(kit.Ordinal(place), 6))+nameSt.Render(kit.Pad(name, NameWidth))+" "+
			st.Value.Render(fmt.Sprintf("%5d", coins))+"  "+kit.Pad(list(r.winner), 20)+" "+list(r.loser))
	}
	var winners []string
	for _, p := range seats {
		if p.Coins == best {
			winners = append(winners, p.Name)
		}
	}
	verdict := fmt.Sprintf("★ %s wins with %d coins!", winners[0], best)
	if len(winners) > 1 {
		verdict = fmt.Sprintf("★ %s %s with %d coins!", thousands.JoinAnd(winners), s.share, best)
	}
	parts := []string{s.head, "", s.race, st.Selected.Render(verdict), "", strings.Join(rows, "\n"), ""}
	for _, n := range s.notes {
		parts = append(parts, st.Faint.Render(n))
	}
	last := "none"
	if len(s.pays) > 0 {
		last = strings.Join(s.pays, ", ")
	}
	parts = append(parts, "", lipgloss.NewStyle().Width(Width).Render(st.Faint.Render(s.last)+last))
	return strings.Join(parts, "\n")
}

// lastIndex is the index of the last event of log that is, or -1.
func lastIndex[E any](log []E, is func(E) bool) int {
	for i := len(log) - 1; i >= 0; i-- {
		if is(log[i]) {
			return i
		}
	}
	return -1
}
