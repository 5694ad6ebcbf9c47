package camel

import (
	"fmt"
	"parlor/internal/thousands"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
)

// roundSummary tells who led the round and what each player's round bets
// paid.
func (s *Board) roundSummary() string {
	st := s.Ctx.Styles
	r := s.ended
	rows := []string{
		st.Heading.Render(fmt.Sprintf("Round %d is over", r.round)),
		st.Text.Render("Lead ") + s.label(r.lead) + st.Text.Render(" · 2nd ") + s.label(r.second),
	}
	if len(r.payouts) == 0 {
		rows = append(rows, st.Faint.Render("Nobody bet on the round."))
	}
	bySeat := map[int][]string{}
	for _, e := range r.payouts {
		bySeat[e.Seat] = append(bySeat[e.Seat], s.letter(e.Camel)+st.Text.Render(fmt.Sprintf("%+d", e.Coins)))
	}
	for p := range s.seats {
		if bets, ok := bySeat[p]; ok {
			rows = append(rows, st.Text.Render(kit.Pad(ansi.Truncate(s.seats[p].name, shortNameW, "…"), shortNameW))+" "+
				ansi.Truncate(strings.Join(bets, " "), rightW-shortNameW-6, "…")+st.Faint.Render(" = ")+st.Value.Render(fmt.Sprintf("%+d", r.paid[p])))
		}
	}
	next := "enter: the next round"
	if r.gameOver {
		rows = append(rows, st.Selected.Render("The race is over!"), st.Text.Render("Won: ")+s.label(r.winner)+st.Text.Render(", last: ")+s.label(r.loser))
		next = "enter: the final summary"
	}
	return strings.Join(append(rows, st.Digit.Render("enter")+st.Text.Render(strings.TrimPrefix(next, "enter"))), "\n")
}

// eventLine tells one event in words, with the players' names; the camel
// of a game bet stays secret until the end.
func (s *Board) eventLine(e camelup.Event) string {
	st := s.Ctx.Styles
	name := func(p int) string { return ansi.Truncate(s.seats[p].name, shortNameW, "…") }
	switch e.Kind {
	case camelup.EventMove:
		return st.Text.Render(name(e.Seat)+" rolled ") + s.letter(e.Camel) + st.Text.Render(fmt.Sprintf(" %d: %d→%d", e.Die, e.From, e.Landed))
	case camelup.EventTrapHit:
		return s.letter(e.Camel) + st.Warning.Render(fmt.Sprintf(" hit %s's %v trap →%d", name(e.Seat), e.Trap, e.To))
	case camelup.EventTrapPlaced:
		return st.Text.Render(fmt.Sprintf("%s: %v trap on %d", name(e.Seat), e.Trap, e.Square))
	case camelup.EventRoundBet:
		return st.Text.Render(name(e.Seat)+": round bet on ") + s.letter(e.Camel)
	case camelup.EventWinnerBet:
		return st.Text.Render(name(e.Seat) + ": secret winner bet")
	case camelup.EventLoserBet:
		return st.Text.Render(name(e.Seat) + ": secret loser bet")
	case camelup.EventRoundEnd:
		return st.Faint.Render(fmt.Sprintf("round %d over: ", e.Round)) + s.letter(e.Camel) + st.Faint.Render(" led, ") + s.letter(e.Second) + st.Faint.Render(" 2nd")
	case camelup.EventGameEnd:
		return st.Heading.Render("race over: ") + s.letter(e.Camel) + st.Heading.Render(" wins")
	}
	return ""
}

// logLines are the last n things that happened, oldest first (payouts are
// in the round's summary instead); the newest is marked.
func (s *Board) logLines(n int) []string {
	if n <= 0 {
		return nil
	}
	var lines []string
	for _, e := range s.game.Log() {
		if e.Kind == camelup.EventPayout {
			continue
		}
		lines = append(lines, s.eventLine(e))
	}
	lines = lines[max(0, len(lines)-n):]
	st := s.Ctx.Styles
	for i := range lines {
		mark := "  "
		if i == len(lines)-1 {
			mark = st.Marker.Render("» ")
		}
		lines[i] = ansi.Truncate(mark+lines[i], rightW, "…")
	}
	return lines
}

// standing is one seat's line in the final summary.
type standing struct {
	seat          int
	coins         int
	winner, loser []string // each game bet: camel and what it paid, in order
}

// finalView is the end: the winners, every seat's coins and every game bet
// revealed with what it paid, and the last round's result.
func (s *Board) finalView() string {
	st := s.Ctx.Styles
	b := s.game.Board()
	standings := make([]standing, len(s.seats))
	for p := range standings {
		standings[p] = standing{seat: p, coins: s.game.Coins(p)}
	}
	for _, e := range s.game.Log() {
		if e.Kind != camelup.EventPayout || e.Bet == camelup.RoundBet {
			continue
		}
		text := s.letter(e.Camel) + fmt.Sprintf("%+d", e.Coins)
		if e.Bet == camelup.WinnerBet {
			standings[e.Seat].winner = append(standings[e.Seat].winner, text)
		} else {
			standings[e.Seat].loser = append(standings[e.Seat].loser, text)
		}
	}
	slices.SortStableFunc(standings, func(a, b standing) int { return b.coins - a.coins })
	rows := []string{st.Faint.Render(fmt.Sprintf("%-6s%-*s %5s  %-20s %s", "Place", finalNameW, "Player", "Coins", "Winner bets", "Loser bets"))}
	place := 0
	for i, r := range standings {
		if i == 0 || r.coins < standings[i-1].coins {
			place = i + 1
		}
		name := ansi.Truncate(s.seats[r.seat].name, finalNameW-2, "…")
		if s.isComputer(r.seat) {
			name += "*"
		}
		nameSt := st.Text
		if r.coins == standings[0].coins {
			nameSt = st.Selected
		}
		list := func(l []string) string {
			if len(l) == 0 {
				return st.Faint.Render("—")
			}
			return strings.Join(l, " ")
		}
		rows = append(rows, st.Text.Render(kit.Pad(kit.Ordinal(place), 6))+nameSt.Render(kit.Pad(name, finalNameW))+" "+
			st.Value.Render(fmt.Sprintf("%5d", r.coins))+"  "+kit.Pad(list(r.winner), 20)+" "+list(r.loser))
	}
	var winners []string
	for _, p := range s.game.Winners() {
		winners = append(winners, s.seats[p].name)
	}
	verdict := fmt.Sprintf("★ %s wins with %d coins!", winners[0], standings[0].coins)
	if len(winners) > 1 {
		verdict = fmt.Sprintf("★ %s share the win with %d coins!", thousands.JoinAnd(winners), standings[0].coins)
	}
	parts := []string{
		st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf("  ·  the race is over after %d rounds", s.game.Round())),
		"",
		st.Text.Render("The race: ") + s.label(b.Leader()) + st.Text.Render(" won, ") + s.label(b.Last()) + st.Text.Render(" came last."),
		st.Selected.Render(verdict),
		"",
		strings.Join(rows, "\n"),
		"",
		st.Faint.Render("Every game bet is revealed, in the order placed, with what it paid: a right"),
		st.Faint.Render("bet 8, 5, 3, then 1 by its place in line; a wrong one -1. * computer"),
	}
	if r := s.ended; r != nil {
		var pays []string
		for _, e := range r.payouts {
			pays = append(pays, ansi.Truncate(s.seats[e.Seat].name, shortNameW, "…")+" "+s.letter(e.Camel)+fmt.Sprintf("%+d", e.Coins))
		}
		last := "none"
		if len(pays) > 0 {
			last = strings.Join(pays, ", ")
		}
		parts = append(parts, "", lipgloss.NewStyle().Width(boardWidth).Render(st.Faint.Render("Last round's bets: ")+last))
	}
	return strings.Join(parts, "\n")
}
