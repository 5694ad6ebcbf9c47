package camelup

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/standings"
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

// finalView is the end, drawn as a served table draws it
// (standings.Contest): the winners, every seat's coins and every game bet
// revealed with what it paid, and the last round's bets.
func (s *Board) finalView() string {
	seats := make([]standings.Seat, len(s.seats))
	for p := range seats {
		seats[p] = standings.Seat{Name: s.seats[p].name, Computer: s.isComputer(p), Coins: s.game.Coins(p)}
	}
	return standings.Contest(s.Ctx, seats, s.game.Log(), s.game.Board(), s.game.Round())
}
