package camelup

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/menu"
	"parlor/tui/kit/track"
)

// The board's geometry: in 80 columns, the track's label and 17 columns of
// 4 cells (squares 0–15 and the finish), and under it two panels.
const (
	boardWidth = 78
	leftW      = 46
	rightW     = boardWidth - leftW - 1
	nameW      = 11 // a name in the players' table
	shortNameW = 8  // a name in the log
)

func (s *Board) View() string {
	if s.phase == gameOver {
		return s.Frame.View(s.finalView(), boardWidth, lipgloss.Top)
	}
	return s.Frame.View(s.boardView(), boardWidth, lipgloss.Top)
}

// boardHeight is the height the board may take: the body less the status
// line under it; 0 before the first size message.
func (s *Board) boardHeight() int { return max(s.Height-1, 0) }

// tag is camel c as a coloured tile with its letter: " B ".
func (s *Board) tag(c camelup.Camel) string { return track.Tag(s.Ctx, c) }

// label is camel c's letter in its colour and its name: "B blue".
func (s *Board) label(c camelup.Camel) string {
	return s.letter(c) + s.Ctx.Styles.Text.Render(" "+c.String())
}

// letter is camel c's letter in its colour.
func (s *Board) letter(c camelup.Camel) string {
	return s.Ctx.Styles.Camels[c].Render(string(c.Letter()))
}

// boardView is the board while the race runs: the heading, the track, the
// round bets' payouts, and under them the players (or the odds) beside
// the menu and the log.
func (s *Board) boardView() string {
	top := []string{s.heading()}
	top = append(top, s.trackLines()...)
	top = append(top, s.infoLine())
	left := s.leftPanel(len(top))
	right := s.rightPanel()
	if (s.phase == personTurn || s.phase == secretShown) && !s.Asking {
		right += "\n\n" + s.secretLine()
	}
	room := 6 // lines left for the log under the right panel and a blank line
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
		parts = append(top, bottom) // short of room (the full help is open)
	}
	return strings.Join(parts, "\n")
}

// leftPanel is the players' table, and the odds when they are open: both,
// one over the other, where the window has room (top lines are taken
// above); else the odds alone, saying how to see the players again.
func (s *Board) leftPanel(top int) string {
	var tries []string
	if s.showOdds {
		tries = []string{
			s.playersTable(true) + "\n\n" + s.oddsPanel(true),
			s.playersTable(false) + "\n" + s.oddsPanel(false),
			s.oddsPanel(true) + "\n" + s.Ctx.Styles.Faint.Render("o hides the odds and shows the players"),
			s.oddsPanel(false) + "\n" + s.Ctx.Styles.Faint.Render("o: back to the players"),
		}
	} else {
		tries = []string{s.playersTable(true), s.playersTable(false)}
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
	return tries[len(tries)-1] // short of room (8 seats, the full help open)
}

// heading is the first line: the round and who is to act.
func (s *Board) heading() string {
	st := s.Ctx.Styles
	t := s.game.Turn()
	who := s.seats[t].name
	if s.phase == secretShown {
		who = s.seats[s.shown].name // the turn has passed on
	}
	var state string
	switch s.phase {
	case computerTurn:
		state = who + " (computer) is thinking…"
	case handOver:
		state = who + " is next"
	case secretShown:
		state = who + "'s secret bet"
	case roundOver:
		state = "the round is over"
		if s.ended.GameOver {
			state = "the race is over"
		}
	default:
		state = who + " to act"
	}
	round := s.game.Round()
	if s.ended != nil {
		round = s.ended.Number
	}
	return st.Heading.Render("Camel Up") + st.Faint.Render(fmt.Sprintf("  ·  round %d  ·  ", round)) + st.Selected.Render(state)
}

// trackLines draws the track (track.Draw); on a person's choice of a
// trap square, that square is marked.
func (s *Board) trackLines() []string {
	mark := -1
	if s.phase == personTurn && (s.menu.Level == menu.TrapSquare || s.menu.Level == menu.TrapKind) {
		mark = s.menu.Square
	}
	return track.Draw(s.Ctx, s.game.Board(), s.game.TrapOwner, mark)
}

// infoLine tells what a round bet pays next on each camel and which camels
// have moved this round.
func (s *Board) infoLine() string {
	st := s.Ctx.Styles
	if s.game.Over() {
		return st.Faint.Render("The race is over: no more bets.")
	}
	v := s.turnView()
	var pays []string
	for c := camelup.Blue; c <= camelup.White; c++ {
		pays = append(pays, s.letter(c)+st.Value.Render(fmt.Sprint(v.RoundPayout(c))))
	}
	letters := func(set camelup.CamelSet) string {
		var out []string
		for _, c := range set.Camels() {
			out = append(out, s.letter(c))
		}
		if len(out) == 0 {
			return st.Faint.Render("none")
		}
		return strings.Join(out, " ")
	}
	moved := camelup.AllCamels &^ s.game.Unmoved()
	return st.Faint.Render("Round bet pays ") + strings.Join(pays, " ") +
		st.Faint.Render("   Moved: ") + letters(moved) + st.Faint.Render("   To move: ") + letters(s.game.Unmoved())
}

// playersTable is one line a seat: coins, round bets, how many game bets
// (never on which camel), the trap; the seat at the keyboard is marked.
func (s *Board) playersTable(notes bool) string {
	st := s.Ctx.Styles
	v := s.turnView()
	rows := []string{st.Faint.Render(fmt.Sprintf("  %-2s %-*s %5s  %-6s %-6s %s", "#", nameW, "Player", "Coins", "Round", "Game", "Trap"))}
	for p, seat := range s.seats {
		marker := "  "
		name := ansi.Truncate(seat.name, nameW, "…")
		nameSt := st.Text
		if p == s.atKeyboard() {
			marker, nameSt = st.Marker.Render("▸ "), st.Selected
		}
		var bets []string
		for c := camelup.Blue; c <= camelup.White; c++ {
			for _, q := range v.RoundBets[c] {
				if q == p {
					bets = append(bets, s.letter(c))
				}
			}
		}
		round := strings.Join(bets, "")
		if round == "" {
			round = st.Faint.Render("—")
		}
		w, l := count(v.WinnerBets, p), count(v.LoserBets, p)
		game := st.Faint.Render("—")
		if w+l > 0 {
			game = st.Text.Render(fmt.Sprintf("%dW %dL", w, l))
		}
		trap := st.Faint.Render("—")
		if q := v.TrapSquare[p]; q >= 0 {
			trap = st.Warning.Render(fmt.Sprintf("%v@%d", v.Board.Trap(q), q))
		}
		tag := ""
		if s.isComputer(p) {
			tag = "*"
		}
		rows = append(rows, marker+st.Faint.Render(fmt.Sprintf("%-2d ", p+1))+nameSt.Render(kit.Pad(name+tag, nameW))+" "+
			st.Value.Render(fmt.Sprintf("%5d", v.Coins[p]))+"  "+kit.Pad(ansi.Truncate(round, 6, "…"), 6)+" "+kit.Pad(game, 6)+" "+trap)
	}
	if notes {
		note := "  * computer · Game: secret bets W/L · o odds"
		if s.showOdds {
			note = "  * computer · Game: secret bets, W/L"
		}
		rows = append(rows, st.Faint.Render(note))
	}
	return strings.Join(rows, "\n")
}

func count(seats []int, p int) int {
	n := 0
	for _, q := range seats {
		if q == p {
			n++
		}
	}
	return n
}

// secretLine shows the person to act their own game bets: the board's
// private part, shown only after the hand-over.
func (s *Board) secretLine() string {
	st := s.Ctx.Styles
	v := s.game.View(s.shown) // the person at the keyboard: to act, or who just bet
	list := func(cs []camelup.Camel) string {
		if len(cs) == 0 {
			return st.Faint.Render("—")
		}
		var out []string
		for _, c := range cs {
			out = append(out, s.letter(c))
		}
		return strings.Join(out, " ")
	}
	return st.Faint.Render("Your secret bets:") + "\n" + st.Faint.Render("winner ") + list(v.MyWinnerBets) +
		st.Faint.Render(" · loser ") + list(v.MyLoserBets)
}
