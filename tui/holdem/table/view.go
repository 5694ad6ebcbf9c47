package table

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
	"parlor/tui/kit/ring"
)

// The drawing: a header line, the table (ring.Felt: three rows of seats
// with the board and the pots in the middle), the hand's log and the
// human's options. The full table needs fullHeight lines; below that, or
// below 80 columns, each seat takes one line (the compact form).
const (
	fullHeight = 1 + ring.Lines + 1 + 3 + 1 + 2 // header, table, gap, log (3 at least), gap, options
	maxWidth   = 120
)

// View draws the table, or the result once play is over.
func (s *Screen) View() string {
	w := s.width
	if w == 0 {
		w = 80
	}
	w = min(w, maxWidth)
	var lines []string
	switch {
	case s.err != nil:
		lines = []string{s.ctx.Styles.Error.Render("The table cannot go on: " + s.err.Error())}
	case s.phase == over:
		lines = s.result()
	case s.width != 0 && (s.width < 80 || s.height < fullHeight):
		lines = s.compact(w)
	default:
		lines = s.full(w)
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "…")
	}
	return strings.Join(lines, "\n")
}

// header is the format, hand number, level and blinds, and the next level
// (a sit-and-go) or the net result (a ring game).
func (s *Screen) header(w int) string {
	t := s.table()
	sb, bb := t.Blinds()
	st := s.ctx.Styles
	if s.ring != nil {
		return st.Heading.Render("Ring game") + st.Faint.Render(fmt.Sprintf(" · %d seats · hand #%d · blinds %s/%s · ", s.cfg.Seats, t.Number(), kit.Chips(sb), kit.Chips(bb))) +
			st.Text.Render("net "+s.net())
	}
	rest := fmt.Sprintf(" · %d left of %d · hand #%d · level %d, %s/%s · next %s",
		s.left(), s.cfg.Seats, t.Number(), t.Level(), kit.Chips(sb), kit.Chips(bb), felt.NextLevel(t.Number()))
	if ansi.StringWidth("Sit-and-go"+rest) > w { // late levels: the shorter words
		rest = fmt.Sprintf(" %d/%d left · #%d · level %d %s/%s · next %s",
			s.left(), s.cfg.Seats, t.Number(), t.Level(), kit.Chips(sb), kit.Chips(bb), felt.NextLevel(t.Number()))
	}
	return st.Heading.Render("Sit-and-go") + st.Faint.Render(rest)
}

// left is how many are left in the sit-and-go; during a run-out, those
// it will put out still count.
func (s *Screen) left() int {
	n := s.sng.Left()
	if s.phase == runningOut {
		for _, e := range s.table().Events() {
			if e.Kind == poker.EventFinish && e.Amount > 1 {
				n++
			}
		}
	}
	return n
}

// net is the human's ring result: "+120 (+6.0 bb)".
func (s *Screen) net() string {
	n := s.ring.Stacks()[me] - s.ring.Bought()[me]
	if s.table().Over() || !s.ring.HandInPlay() {
		n = s.table().Stacks()[me] - s.ring.Bought()[me]
	}
	sign := ""
	if n > 0 {
		sign = "+"
	}
	return sign + kit.Chips(n) + " (" + thousands.Signed(float64(n)/ringBig, 1) + " bb)"
}

// full is the whole drawing at width w.
func (s *Screen) full(w int) []string {
	out := append([]string{s.header(w)}, s.felt().Felt(s.ctx, w)...)
	opts := s.options(w)
	logRows := 3
	if s.height > 0 {
		logRows = max(3, s.height-fullHeight+3-max(0, len(opts)-2))
	}
	out = append(out, "")
	out = append(out, s.logLines(logRows)...)
	out = append(out, "")
	return append(out, opts...)
}

// felt is the table as ring draws it.
func (s *Screen) felt() ring.Table {
	t := s.table()
	rt := ring.Table{Me: me - 1, Board: t.Board(), Pots: s.potWords()}
	if s.phase == runningOut {
		rt.Board = rt.Board[:s.ro.steps[s.ro.step].board]
	}
	for c := 1; c <= s.cfg.Seats; c++ {
		rt.Seats = append(rt.Seats, s.seat(c))
	}
	switch {
	case s.phase == runningOut:
		rt.Status = ring.Status{Style: ring.Heading, Text: "All in: the board runs out"}
	case t.Over():
		rt.Status = ring.Status{Style: ring.Heading, Text: s.winners()}
	case t.ToAct() == me:
		rt.Status = ring.Status{Style: ring.YourTurn, Text: "your turn"}
	default:
		rt.Status = ring.Status{Text: "▶ " + felt.ShortName(t.Names()[t.ToAct()]) + " to act"}
	}
	return rt
}

// seat is chair c as ring draws it: its badges, its stack and state (a
// run-out holds back what it won, and the places wait for the board), its
// cards.
func (s *Screen) seat(c int) ring.Seat {
	t := s.table()
	names := t.Names()
	if names[c] == "" {
		return ring.Seat{}
	}
	in := t.In(c)
	rs := ring.Seat{Name: names[c], You: c == me, ToAct: in && !t.Over() && t.ToAct() == c}
	if in {
		sb, bb := t.BlindChairs()
		if t.Button() == c {
			rs.Badge += " D"
		}
		if sb == c {
			rs.Badge += " SB"
		} else if bb == c {
			rs.Badge += " BB"
		}
	}
	rs.Stack = t.Stacks()[c]
	if s.phase == runningOut {
		rs.Stack -= s.won(c)
	}
	switch {
	case s.phase == runningOut && in && !t.Folded(c):
		if rs.Stack == 0 {
			rs.State = "all-in"
		}
	case s.sng != nil && s.sng.Places()[c] != 0 && !(t.Over() && in && rs.Stack > 0):
		rs.State = "out " + kit.Ordinal(s.sng.Places()[c])
		if s.sng.Places()[c] == 1 {
			rs.State = "winner"
		}
	case !in:
		rs.State = "out"
	case t.Folded(c):
		rs.State = "folded"
	case rs.Stack == 0:
		rs.State = "all-in"
	}
	h := t.Hole(c)
	switch {
	case !in:
	case s.phase == runningOut && !t.Folded(c):
		rs.Cards = ring.Cards{Show: ring.FaceUp, Hole: h, Note: s.equityWord(c)}
	case t.Mucked(c) && c == me:
		rs.Cards = ring.Cards{Show: ring.MuckedOwn, Hole: h}
	case t.Mucked(c):
		rs.Cards.Show = ring.Mucked
	case t.Folded(c):
		rs.Cards.Show = ring.Folded
	case c == me || t.Shown(c):
		rs.Cards = ring.Cards{Show: ring.FaceUp, Hole: h}
	default:
		rs.Cards.Show = ring.FaceDown
	}
	if bet := t.Bets()[c]; bet > 0 && !t.Over() {
		rs.Bet = bet
	}
	return rs
}

// potWords are the pots: "Pot 120" while there is one, "Main 490 · Side
// 500" once there are side pots, the street's bets not yet in them.
func (s *Screen) potWords() string {
	t := s.table()
	pots := t.Pots()
	if len(pots) <= 1 {
		if t.Over() && len(pots) == 1 {
			return "Pot " + kit.Chips(pots[0].Amount)
		}
		return "Pot " + kit.Chips(t.Pot())
	}
	var parts []string
	for i, p := range pots {
		parts = append(parts, potName(i)+" "+kit.Chips(p.Amount))
	}
	return strings.Join(parts, " · ")
}

// winners says who won the hand just over: "Computer 3 wins 490".
func (s *Screen) winners() string {
	t := s.table()
	won := map[int]int{}
	var order []int
	for _, e := range t.Events() {
		if e.Kind == poker.EventAward {
			if _, ok := won[e.Chair]; !ok {
				order = append(order, e.Chair)
			}
			won[e.Chair] += e.Amount
		}
	}
	var parts []string
	for _, c := range order {
		n := felt.ShortName(t.Names()[c])
		if c == me {
			n = "You"
		}
		parts = append(parts, n+" "+kit.Chips(won[c]))
	}
	return "won: " + strings.Join(parts, ", ")
}

// won is what chair won in the hand just over.
func (s *Screen) won(chair int) int {
	n := 0
	for _, e := range s.table().Events() {
		if e.Kind == poker.EventAward && e.Chair == chair {
			n += e.Amount
		}
	}
	return n
}

// equityWord is chair's equity at the run-out's step, "…" while it is
// counted.
func (s *Screen) equityWord(chair int) string {
	if s.ro.eq == nil {
		return "…"
	}
	return felt.EquityPercent(s.ro.eq[chair])
}

// potsWon says who won which pot of the hand just over, with the hand
// shown: "Computer 2 wins Main 490 and Side 500 with a flush · You win
// Side 2 120".
func (s *Screen) potsWon() string {
	t := s.table()
	hands := map[int]string{}
	pots := map[int][]poker.TableEvent{}
	var order []int
	for _, e := range t.Events() {
		switch e.Kind {
		case poker.EventShowdown:
			hands[e.Chair] = e.Value.Name()
		case poker.EventAward:
			if _, ok := pots[e.Chair]; !ok {
				order = append(order, e.Chair)
			}
			pots[e.Chair] = append(pots[e.Chair], e)
		}
	}
	var parts []string
	for _, c := range order {
		won := pots[c]
		slices.SortFunc(won, func(a, b poker.TableEvent) int { return a.Pot - b.Pot })
		var each []string
		for _, e := range won {
			each = append(each, potName(e.Pot)+" "+kit.Chips(e.Amount))
		}
		p := felt.ShortName(t.Names()[c]) + " wins " + thousands.JoinAnd(each)
		if c == me {
			p = "You win " + thousands.JoinAnd(each)
		}
		if h, ok := hands[c]; ok {
			p += " with " + h
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, " · ")
}

// logLines are the last n lines of the hand's log (or the last hand's, p).
func (s *Screen) logLines(n int) []string {
	st := s.ctx.Styles
	src, title := s.lines, "This hand"
	if s.phase == runningOut {
		src = src[:s.ro.steps[s.ro.step].lines]
	}
	if s.showOld {
		src, title = s.last, "Last hand (p: back)"
	}
	if len(src) > n-1 {
		end := max(n-1, len(src)-s.scroll)
		if end < len(src) {
			title += fmt.Sprintf(" (%d lines below: pgdn)", len(src)-end)
		}
		src = src[end-(n-1) : end]
	}
	out := []string{st.Heading.Render(title)}
	for _, l := range src {
		out = append(out, st.Text.Render(l))
	}
	for len(out) < n {
		out = append(out, "")
	}
	return out
}

// options are the human's choices with the amount to call, the pot odds
// and the hand's name, or what the table waits for, or esc's question, in
// w cells.
func (s *Screen) options(w int) []string {
	t := s.table()
	st := s.ctx.Styles
	if s.saved.Leaving {
		return strings.Split(s.saved.Question(s.ctx, w-2, "Every hand finished is in the history."), "\n")
	}
	switch s.phase {
	case runningOut:
		return []string{st.Faint.Render("The board runs out, a street at a time · enter: the hand's end"), s.handLine()}
	case handOver:
		next := "enter: next hand"
		switch {
		case s.countdown > 0:
			next = fmt.Sprintf("next hand in %d… · enter deals now", s.countdown)
		case s.finished():
			next = "enter: the result"
		case s.sng != nil && s.sng.Places()[me] != 0:
			next = fmt.Sprintf("You finished %s · enter: watch the next hand · esc: leave", kit.Ordinal(s.sng.Places()[me]))
		}
		if s.sng == nil || s.sng.Places()[me] == 0 || s.finished() {
			next += " · p: this hand's log after the next deal"
		}
		return []string{st.Heading.Render(s.potsWon()), st.Faint.Render(next)}
	case computerTurn:
		return []string{st.Faint.Render("The computers act one at a time…"), s.handLine()}
	}
	legal := t.Legal()
	var parts []string
	for i, a := range legal {
		parts = append(parts, st.Digit.Render(fmt.Sprintf("%d", i+1))+" "+st.Text.Render(actionWord(a)))
	}
	line1 := strings.Join(parts, "   ")
	v := t.View(me)
	if v.Owed > 0 {
		odds := felt.CallOdds{Call: v.Owed, Pot: v.Pot}
		line1 += st.Faint.Render("  ·  to call ") + st.Value.Render(kit.Chips(v.Owed)) +
			st.Faint.Render(" · pot odds ") + st.Value.Render(thousands.Fixed(odds.Ratio(), 1)+":1") +
			st.Faint.Render(" (needs "+thousands.Percent(odds.Call, odds.Pot+odds.Call, 0)+"%)")
	}
	return []string{line1, s.handLine()}
}

// handLine names the human's hand: "You hold A♠ K♥: a pair of Kings".
func (s *Screen) handLine() string {
	t := s.table()
	if !t.In(me) || t.Folded(me) {
		return ""
	}
	h := t.Hole(me)
	return s.ctx.Styles.Faint.Render("You hold ") + s.ctx.Cards().TextRow(h[:]) + s.ctx.Styles.Faint.Render(": "+handName(h, t.Board()))
}

// handName is the hand's name with the board, or before the flop what the
// two cards are.
func handName(h [2]poker.Card, board []poker.Card) string {
	if len(board) >= 3 {
		return poker.Evaluate(append(h[:], board...)).Name()
	}
	switch {
	case h[0].Rank() == h[1].Rank():
		return "a pocket pair"
	case h[0].Suit() == h[1].Suit():
		return "suited"
	}
	return "offsuit"
}

// actionWord is a legal action as its option says it.
func actionWord(a poker.Action) string {
	switch a.Kind {
	case poker.Fold:
		return "fold"
	case poker.Check:
		return "check"
	case poker.Call:
		return "call " + kit.Chips(a.Amount)
	case poker.Bet:
		return "bet " + kit.Chips(a.Amount)
	case poker.Raise:
		return "raise to " + kit.Chips(a.Amount)
	}
	return a.String()
}

// optionKeys says the keys of the options.
func optionKeys(legal []poker.Action) string {
	return fmt.Sprintf("1-%d, f, c or r", len(legal))
}

// compact is the table one line a seat, for a window too low for the
// drawing.
func (s *Screen) compact(w int) []string {
	out := append([]string{s.header(w)}, s.felt().Compact(s.ctx, w)...)
	return append(out, s.options(w)...)
}

// result is the end: places, the human's, the history file, the keys.
func (s *Screen) result() []string {
	st := s.ctx.Styles
	out := []string{}
	if s.sng != nil {
		place := s.sng.Places()[me]
		title := "Sit-and-go over"
		if !s.sng.Over() {
			title = "You are out of the sit-and-go"
		}
		out = append(out, st.Title.Render(title), "")
		if place != 0 {
			out = append(out, st.Heading.Render(fmt.Sprintf("You finished %s of %d", kit.Ordinal(place), s.cfg.Seats)))
		}
		out = append(out, "")
		for _, p := range s.places {
			out = append(out, st.Text.Render(p))
		}
		if s.sng.Over() {
			for c := 1; c <= s.cfg.Seats; c++ {
				if s.sng.Places()[c] == 1 {
					out = append(out, st.Text.Render(s.sng.Names()[c]+" won the sit-and-go"))
				}
			}
		}
	} else {
		out = append(out, st.Title.Render("Ring game: you left the table"), "",
			st.Heading.Render(fmt.Sprintf("After %d hands your net result is %s", s.table().Number(), s.net())))
	}
	out = append(out, "")
	if s.hist.path != "" {
		out = append(out, st.Faint.Render("Hand histories:"), st.Text.Render(kit.TruncateLeft(tilde(s.hist.path), 78)))
	}
	return append(out, "", st.Faint.Render("r: play again · esc: back to the menu"))
}

// tilde writes a path under the home folder from "~".
func tilde(path string) string {
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if rest, ok := strings.CutPrefix(path, home); ok && strings.HasPrefix(rest, string(os.PathSeparator)) {
			return "~" + rest
		}
	}
	return path
}
