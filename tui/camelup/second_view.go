package camelup

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup/second"
	"parlor/internal/thousands"
	"parlor/tui/internal/secondodds"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu2"
	"parlor/tui/kit/camelup/roundsum"
	"parlor/tui/kit/camelup/standings"
	"parlor/tui/kit/track"
)

func (s *SecondBoard) View() string {
	if s.phase == gameOver {
		return s.Frame.View(s.finalView(), boardWidth, lipgloss.Top)
	}
	return s.Frame.View(s.boardView(), boardWidth, lipgloss.Top)
}

// boardHeight is the height the board may take: the body less the status
// line; 0 before the first size message.
func (s *SecondBoard) boardHeight() int { return max(s.Height-1, 0) }

// tag is camel c as a coloured tile with its letter: " K ".
func (s *SecondBoard) tag(c second.Camel) string { return track.Tag2(s.Ctx, c) }

// letter is camel c's letter in its colour.
func (s *SecondBoard) letter(c second.Camel) string {
	return s.Ctx.Styles.Camels2[c].Render(string(c.Letter()))
}

// label is camel c's letter in its colour and its name: "B blue".
func (s *SecondBoard) label(c second.Camel) string {
	return s.letter(c) + s.Ctx.Styles.Text.Render(" "+c.String())
}

func (s *SecondBoard) name(p int, w int) string { return ansi.Truncate(s.seats[p].name, w, "…") }

// boardView is the board while the race runs: the heading, the track, the
// dice and tickets, and under them the players (or the odds) beside the
// menu and the log.
func (s *SecondBoard) boardView() string {
	top := []string{s.heading()}
	top = append(top, s.trackLines()...)
	top = append(top, s.infoLine())
	left := s.leftPanel(len(top))
	right := s.rightPanel()
	if (s.phase == personTurn || s.phase == secretShown) && !s.Asking && !s.Save.Leaving {
		right += "\n\n" + s.secretLine()
	}
	room := 6
	if h := s.boardHeight(); h > 0 {
		room = h - len(top) - 1 - lipgloss.Height(right) - 1
	}
	if log := s.logLines(min(room, 8)); len(log) > 0 && s.phase != roundOver && s.phase != handOver {
		right += "\n\n" + strings.Join(log, "\n")
	}
	bottom := lipgloss.JoinHorizontal(lipgloss.Top,
		lipgloss.NewStyle().Width(leftW).MaxWidth(leftW).Render(left), " ",
		lipgloss.NewStyle().Width(rightW).MaxWidth(rightW).Render(right))
	parts := append(top, "", bottom)
	if h := s.boardHeight(); h > 0 && len(top)+1+lipgloss.Height(bottom) > h {
		parts = append(top, bottom)
	}
	return strings.Join(parts, "\n")
}

// leftPanel is the players' table, and the odds when they are open: both
// where the window has room, else the odds alone.
func (s *SecondBoard) leftPanel(top int) string {
	tries := []string{s.playersTable(true), s.playersTable(false)}
	if s.showOdds {
		tries = []string{
			s.playersTable(false) + "\n\n" + s.oddsPanel(true),
			s.playersTable(false) + "\n" + s.oddsPanel(false),
			s.oddsPanel(true) + "\n" + s.Ctx.Styles.Faint.Render("o hides the odds and shows the players"),
			s.oddsPanel(false),
		}
	}
	h := s.boardHeight()
	if h == 0 {
		return tries[0]
	}
	for _, t := range tries {
		if top+1+lipgloss.Height(t) <= h {
			return t
		}
	}
	return tries[len(tries)-1]
}

// heading is the first line: the edition, the leg and who is to act.
func (s *SecondBoard) heading() string {
	st := s.Ctx.Styles
	who := s.seats[s.game.Turn()].name
	if s.phase == secretShown {
		who = s.seats[s.shown].name
	}
	var state string
	switch s.phase {
	case computerTurn:
		state = who + " (computer) is thinking…"
	case handOver:
		state = who + " is next"
	case secretShown:
		state = who + "'s secret card"
	case roundOver:
		state = "the leg is over"
		if s.ended.GameOver {
			state = "the race is over"
		}
	default:
		state = who + " to act"
	}
	leg := s.game.Leg()
	if s.ended != nil {
		leg = s.ended.Leg
	}
	return st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf(" 2nd edition  ·  leg %d  ·  ", leg)) + st.Selected.Render(state)
}

// trackLines draws the track (track.DrawSecond); on a person's choice of
// a tile's space, that space is marked.
func (s *SecondBoard) trackLines() []string {
	mark := -1
	if s.phase == personTurn && (s.menu.Level == menu2.Space || s.menu.Level == menu2.Side) {
		mark = s.menu.Space
	}
	return track.DrawSecond(s.Ctx, s.game.Board(), s.game.TileOwner, mark)
}

// infoLine tells what each camel's next leg ticket is worth, and which
// dice are out this leg and which are still in the pyramid.
func (s *SecondBoard) infoLine() string {
	st := s.Ctx.Styles
	if s.game.Over() {
		return st.Faint.Render("The race is over: no more bets.")
	}
	v := s.game.View(s.game.Turn())
	var pays []string
	for c := second.Camel(0); c < second.NumRacing; c++ {
		val := st.Faint.Render("-")
		if t := v.TicketValue(c); t > 0 {
			val = st.Value.Render(fmt.Sprint(t))
		}
		pays = append(pays, s.letter(c)+val)
	}
	var out []string
	for _, r := range v.Rolls {
		if r.Die == second.Grey {
			out = append(out, st.Text.Render("grey:")+s.letter(r.Color)+st.Text.Render(fmt.Sprint(r.Steps)))
		} else {
			out = append(out, s.letter(r.Color)+st.Text.Render(fmt.Sprint(r.Steps)))
		}
	}
	if len(out) == 0 {
		out = []string{st.Faint.Render("none")}
	}
	var in []string
	for d := second.Die(0); d < second.NumDice; d++ {
		if !v.Pyramid.Has(d) {
			continue
		}
		if d == second.Grey {
			in = append(in, st.Text.Render("grey"))
		} else {
			in = append(in, s.letter(second.Camel(d)))
		}
	}
	return st.Faint.Render("Leg ticket ") + strings.Join(pays, " ") + st.Faint.Render("  Out: ") + strings.Join(out, " ") +
		st.Faint.Render("  In: ") + strings.Join(in, " ")
}

// playersTable is one line a seat: coins, leg tickets (camel and value),
// how many finish cards (never on which camel), the tile, and at six or
// more the partner; the seat at the keyboard is marked.
func (s *SecondBoard) playersTable(notes bool) string {
	st := s.Ctx.Styles
	v := s.game.View(s.game.Turn())
	partners := v.Players >= second.PartnershipPlayers
	nw := nameW
	if partners {
		nw = nameW - 3
	}
	head := fmt.Sprintf("  %-2s %-*s %5s  %-8s %-5s %s", "#", nw, "Player", "Coins", "Leg", "Cards", "Tile")
	if partners {
		head = fmt.Sprintf("  %-2s %-*s %5s  %-8s %-5s %-5s %s", "#", nw, "Player", "Coins", "Leg", "Cards", "Tile", "Pt")
	}
	rows := []string{st.Faint.Render(head)}
	for p := range s.seats {
		marker, nameSt := "  ", st.Text
		if p == s.atKeyboard() {
			marker, nameSt = st.Marker.Render("▸ "), st.Selected
		}
		var tickets []string
		for c := second.Camel(0); c < second.NumRacing; c++ {
			for i, q := range v.Tickets[c] {
				if q == p {
					tickets = append(tickets, s.letter(c)+st.Text.Render(fmt.Sprint(second.LegTicket(i))))
				}
			}
		}
		leg := strings.Join(tickets, "")
		if leg == "" {
			leg = st.Faint.Render("—")
		}
		w, l := count(v.WinnerPile, p), count(v.LoserPile, p)
		cards := st.Faint.Render("—")
		if w+l > 0 {
			cards = st.Text.Render(fmt.Sprintf("%dW%dL", w, l))
		}
		tile := st.Faint.Render("—")
		if sp := v.TileOf[p]; sp > 0 {
			sign := "+"
			if v.Board.Tile(sp) == second.Booing {
				sign = "-"
			}
			tile = st.Warning.Render(fmt.Sprintf("%s@%d", sign, sp))
		}
		tag := ""
		if s.isComputer(p) {
			tag = "*"
		}
		row := marker + st.Faint.Render(fmt.Sprintf("%-2d ", p+1)) + nameSt.Render(kit.Pad(s.name(p, nw-len(tag))+tag, nw)) + " " +
			st.Value.Render(fmt.Sprintf("%5d", v.Coins[p])) + "  " + kit.Pad(ansi.Truncate(leg, 8, "…"), 8) + " " + kit.Pad(cards, 5) + " "
		if partners {
			pt := st.Faint.Render("—")
			if q := v.Partner[p]; q >= 0 {
				pt = st.Text.Render(fmt.Sprintf("#%d", q+1))
			}
			row += kit.Pad(tile, 5) + " " + pt
		} else {
			row += tile
		}
		rows = append(rows, row)
	}
	if notes {
		rows = append(rows, st.Faint.Render("  * computer · Cards: finish cards · o odds"))
	}
	return strings.Join(rows, "\n")
}

// secretLine shows the person at the keyboard their own finish cards.
func (s *SecondBoard) secretLine() string {
	st := s.Ctx.Styles
	v := s.game.View(s.shown)
	list := func(cs []second.Camel) string {
		if len(cs) == 0 {
			return st.Faint.Render("—")
		}
		var out []string
		for _, c := range cs {
			out = append(out, s.letter(c))
		}
		return strings.Join(out, " ")
	}
	return st.Faint.Render("Your secret cards:") + "\n" + st.Faint.Render("winner ") + list(v.MyWinners) +
		st.Faint.Render(" · loser ") + list(v.MyLosers)
}

// currentOdds returns the odds of the position, worked out once for it.
func (s *SecondBoard) currentOdds() *secondodds.Odds {
	s.odds = s.odds.For(s.game.Board(), s.game.PyramidDice())
	return &s.odds
}

// oddsPanel is each racing camel's chance to be first, second and last at
// the leg's end (exact) and to win and lose the race (estimated), and what
// each bet is worth to the person at the keyboard.
func (s *SecondBoard) oddsPanel(notes bool) string {
	st := s.Ctx.Styles
	if s.game.Over() {
		rk := s.game.Board().Ranking()
		return st.Heading.Render("Odds") + st.Faint.Render(" · the race is over") + "\n" +
			s.label(rk[0]) + st.Text.Render(" won, ") + s.label(rk[second.NumRacing-1]) + st.Text.Render(" came last.") + "\n" +
			st.Faint.Render("Every bet is settled: see the summary.")
	}
	o := s.currentOdds()
	// The odds are headed by the person at the keyboard; which camels
	// they backed shows only once the hand-over is passed.
	v := s.game.View(s.atKeyboard())
	mine := s.phase == personTurn || s.phase == secretShown
	pct := func(x float64) string { return fmt.Sprintf("%3.0f%%", 100*x) }
	ev := func(x float64) string { return fmt.Sprintf("%+5.1f", x) }
	rows := []string{
		st.Heading.Render("Odds") + st.Faint.Render(" for "+kit.Pad(s.name(s.atKeyboard(), 11), 11)) + st.Faint.Render("  leg · race · value"),
		st.Faint.Render("     1st  2nd last  win lose   leg   win  lose"),
	}
	for c := second.Camel(0); c < second.NumRacing; c++ {
		leg := "   — "
		if x, ok := o.TicketValue(v, c); ok {
			leg = ev(x)
		}
		win, lose := ev(o.CardValue(v, c, true)), ev(o.CardValue(v, c, false))
		if mine && v.Played.Has(c) {
			win, lose = "  yours", "    "
		}
		rows = append(rows, s.tag(c)+" "+st.Text.Render(pct(o.Leg.First[c])+" "+pct(o.Leg.Second[c])+" "+pct(o.Leg.Last[c])+
			" "+pct(o.Race.Win[c])+" "+pct(o.Race.Lose[c]))+" "+st.Value.Render(leg)+st.Text.Render(" "+win+" "+lose))
	}
	tile := st.Faint.Render(" · no tile fits")
	if sp, x := o.BestTile(v); sp > 0 {
		tile = st.Faint.Render(fmt.Sprintf(" · a tile on %d ", sp)) + st.Value.Render(fmt.Sprintf("%+.2f", x))
	}
	rows = append(rows, st.Faint.Render("Pyramid ")+st.Value.Render("+1.00")+tile,
		st.Faint.Render(fmt.Sprintf("The race ends this leg: %.0f%%", 100*o.Leg.RaceEnds)))
	if notes {
		rows = append(rows, st.Faint.Render(fmt.Sprintf("Leg: exact, %s draws. Race: %s", thousands.Format(o.Leg.Outcomes), thousands.Format(o.Race.Samples))),
			st.Faint.Render("playouts (±0.5%). Values: ticket, cards."))
	}
	return strings.Join(rows, "\n")
}

// rightPanel is what waits for a key: a person's menu, a computer at work,
// the hand-over, a leg's summary, or a question.
func (s *SecondBoard) rightPanel() string {
	st := s.Ctx.Styles
	if s.Save.Leaving {
		return s.Save.Question(s.Ctx, rightW, "")
	}
	if s.Asking {
		return s.AbandonQuestion(rightW)
	}
	switch s.phase {
	case computerTurn:
		return st.Faint.Render(s.seats[s.game.Turn()].name + " (computer) is thinking…")
	case handOver:
		return st.Frame.Width(rightW - 2).Render(
			st.Selected.Render("Pass the keyboard to") + "\n" +
				st.Selected.Render(s.seats[s.game.Turn()].name+" — press Enter") + "\n\n" +
				st.Faint.Render("The menu and that player's finish cards show after Enter."))
	case roundOver:
		return s.legSummary()
	case secretShown:
		return st.Frame.Width(rightW - 2).Render(
			st.Selected.Render("Your finish card is played:") + "\n" +
				s.tag(s.secret.Camel) + st.Selected.Render(" "+cardText(s.secret)) + "\n\n" +
				st.Faint.Render("Only you see this. Press Enter, then pass the keyboard on."))
	}
	return s.menuView()
}

// menuView is the person's menu at its level (menu2, as a served table
// draws it); with the odds open each line says what it is worth.
func (s *SecondBoard) menuView() string {
	var values menu2.Values // nil while the odds are closed
	if s.showOdds {
		values = s.currentOdds()
	}
	return s.menu.View(s.Ctx, s.toMove(), values, s.playerName, rightW)
}

// legSummary tells who was first and second in the leg and what every
// seat's bets paid, as a served table tells it (roundsum.DrawLeg).
func (s *SecondBoard) legSummary() string {
	names := make([]string, len(s.seats))
	for p := range s.seats {
		names[p] = s.seats[p].name
	}
	return roundsum.DrawLeg(s.Ctx, *s.ended, names, rightW)
}

// eventLine tells one event in words, with the players' names; the camel
// of a finish card stays secret until the end.
func (s *SecondBoard) eventLine(e second.Event) string {
	st := s.Ctx.Styles
	n := func(p int) string { return s.name(p, shortNameW) }
	switch e.Kind {
	case second.EventMove:
		die := s.letter(e.Shown)
		if e.Die == second.Grey {
			die = st.Text.Render("grey ") + s.letter(e.Shown)
			if e.Camel != e.Shown {
				die += st.Text.Render("→") + s.letter(e.Camel)
			}
		}
		return st.Text.Render(n(e.Seat)+" drew ") + die + st.Text.Render(fmt.Sprintf(" %d: %d→%d", e.Steps, e.From, e.Landed))
	case second.EventTileHit:
		return s.letter(e.Camel) + st.Warning.Render(fmt.Sprintf(" hit %s's %v →%d", n(e.Seat), e.Tile, e.To))
	case second.EventTilePlaced:
		return st.Text.Render(fmt.Sprintf("%s: %v tile on %d", n(e.Seat), e.Tile, e.Space))
	case second.EventLegBet:
		return st.Text.Render(n(e.Seat)+": leg ticket ") + s.letter(e.Camel) + st.Text.Render(fmt.Sprint(e.Coins))
	case second.EventWinnerCard:
		return st.Text.Render(n(e.Seat) + ": secret winner card")
	case second.EventLoserCard:
		return st.Text.Render(n(e.Seat) + ": secret loser card")
	case second.EventPartnership:
		return st.Text.Render(fmt.Sprintf("%s partners %s", n(e.Seat), n(e.Other)))
	case second.EventLegEnd:
		return st.Faint.Render(fmt.Sprintf("leg %d over: ", e.Leg)) + s.letter(e.Camel) + st.Faint.Render(" 1st, ") + s.letter(e.Second) + st.Faint.Render(" 2nd")
	case second.EventRaceEnd:
		return st.Heading.Render("race over: ") + s.letter(e.Camel) + st.Heading.Render(" wins")
	}
	return ""
}

// logLines are the last n things that happened, oldest first (payouts are
// in the leg's summary); the newest is marked. Finish cards' camels are
// hidden from everyone: anyone may be looking.
func (s *SecondBoard) logLines(n int) []string {
	if n <= 0 {
		return nil
	}
	var lines []string
	for _, e := range s.game.SeatLog(-1, 0) {
		if e.Kind == second.EventPayout {
			continue
		}
		lines = append(lines, s.eventLine(e))
	}
	return newest(s.Ctx.Styles, lines, n)
}

// finalView is the end, drawn as a served table draws it
// (standings.Second): the winners (a tie shares the victory), every seat's
// coins and every finish card revealed with what it paid.
func (s *SecondBoard) finalView() string {
	seats := make([]standings.Seat, len(s.seats))
	for p := range seats {
		seats[p] = standings.Seat{Name: s.seats[p].name, Computer: s.isComputer(p), Coins: s.game.Coins(p)}
	}
	return standings.Second(s.Ctx, seats, s.game.Log(), s.game.Board(), s.game.Leg())
}
