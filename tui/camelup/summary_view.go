package camelup

import (
	"fmt"

	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/roundsum"
	"parlor/tui/kit/camelup/standings"
)

// roundSummary tells who led the round and what each player's round bets
// paid, as a served table tells it (roundsum.Draw).
func (s *Board) roundSummary() string {
	names := make([]string, len(s.seats))
	for p := range s.seats {
		names[p] = s.seats[p].name
	}
	return roundsum.Draw(s.Ctx, *s.ended, names, rightW)
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
	return newest(s.Ctx.Styles, lines, n)
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

// newest keeps the last n lines of a board's log, oldest first, marks the
// newest and cuts each to the log's column (both editions' boards).
func newest(st kit.Styles, lines []string, n int) []string {
	lines = lines[max(0, len(lines)-n):]
	for i := range lines {
		mark := "  "
		if i == len(lines)-1 {
			mark = st.Marker.Render("» ")
		}
		lines[i] = ansi.Truncate(mark+lines[i], rightW, "…")
	}
	return lines
}
