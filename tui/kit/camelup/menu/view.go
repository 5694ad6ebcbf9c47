package menu

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/camelup"
	"parlor/tui/kit"
	"parlor/tui/kit/camelup/odds"
	"parlor/tui/kit/track"
)

// View is the menu at its level for the person to move, v's seat, named name,
// width cells wide: a title, then a row per option with a note (what it
// pays or brings; with o, the odds while the odds panel is open, what it is
// worth), or the choice of a trap's square.
func (m *Menu) View(ctx *kit.Context, v *camelup.View, o *odds.Odds, name string, width int) string {
	d := drawing{m: m, ctx: ctx, st: ctx.Styles, o: o, width: width}
	if m.Level == TrapSquare {
		return d.trapMenu(v)
	}
	st := d.st
	rows := []string{st.Selected.Render(d.title(name))}
	for i, opt := range m.Options(v) {
		rows = append(rows, d.row(v, i, opt))
	}
	if m.Level != Top {
		rows = append(rows, st.Faint.Render("esc: back"))
	}
	return strings.Join(rows, "\n")
}

// drawing is what drawing the menu takes.
type drawing struct {
	m     *Menu
	ctx   *kit.Context
	st    kit.Styles
	o     *odds.Odds // nil: the odds panel is closed
	width int
}

// title is the question the menu's level asks.
func (d drawing) title(name string) string {
	switch d.m.Level {
	case Top:
		return ansi.Truncate(name, d.width-len(", your move:"), "…") + ", your move:"
	case RoundBet:
		return "Round bet on which camel?"
	case WinnerBet:
		return "Secret: which camel wins?"
	case LoserBet:
		return "Secret: which camel is last?"
	case TrapKind:
		return fmt.Sprintf("Trap on square %d, which kind?", d.m.Square)
	}
	return ""
}

// row is option i of the menu: the cursor's marker, its digit, its text
// and its note.
func (d drawing) row(v *camelup.View, i int, opt Option) string {
	st := d.st
	marker, label := "  ", st.Text
	if i == d.m.Cursor {
		marker, label = st.Marker.Render("▸ "), st.Selected
	}
	if opt.Reason != "" {
		label = st.Faint
	}
	text, note := opt.Label, ""
	switch d.m.Level {
	case Top:
		note = d.actionNote(v, i, opt)
	case RoundBet, WinnerBet, LoserBet:
		c := opt.Action.Camel
		text = track.Tag(d.ctx, c) + " " + label.Render(kit.Pad(c.String(), 7))
		note = d.betNote(v, c)
		if opt.Reason != "" {
			note = "backed already"
		}
	case TrapKind:
		note = trapKindNote(d.o, d.m.Square, i)
	}
	if d.m.Level == Top || d.m.Level == TrapKind {
		text = label.Render(kit.Pad(text, 15))
	}
	return marker + st.Digit.Render(fmt.Sprint(i+1)) + " " + text + " " + st.Faint.Render(note)
}

// actionNote is the note of action i of the top menu: what it brings, or its
// value with the odds open; a dash when it cannot be chosen.
func (d drawing) actionNote(v *camelup.View, i int, opt Option) string {
	o := d.o
	if opt.Reason != "" {
		return "—"
	}
	switch i {
	case 0:
		if o != nil {
			return fmt.Sprintf("EV %+.2f", o.Round.MoveEV)
		}
		return "+1 coin"
	case 1:
		if o != nil {
			return fmt.Sprintf("EV ≤%+.2f", slices.Max(o.Round.BetEV[:]))
		}
		return "this round"
	case 2, 3:
		return "secret"
	case 4:
		if best, ok := bestTrap(o); ok {
			return fmt.Sprintf("EV ≤%+.2f", best)
		}
		if q := v.TrapSquare[v.Turn]; q >= 0 {
			return fmt.Sprintf("yours: %d", q)
		}
		return "+1 or -1"
	}
	return ""
}

// betNote is the note of a bet on camel c at the menu's level: a round bet's
// payout, a game bet's odds.
func (d drawing) betNote(v *camelup.View, c camelup.Camel) string {
	o := d.o
	if d.m.Level == RoundBet {
		// 15 cells at most: the row must not wrap in the panel.
		note := fmt.Sprintf("pays %d", v.RoundPayout(c))
		if o != nil {
			note += fmt.Sprintf(" EV%+.2f", o.Round.BetEV[c])
		}
		return note
	}
	if o == nil {
		return ""
	}
	p, n := o.Race.Win[c], len(v.WinnerBets)
	if d.m.Level == LoserBet {
		p, n = o.Race.Lose[c], len(v.LoserBets)
	}
	return fmt.Sprintf("%3.0f%% EV≈%+.2f", 100*p, odds.GameBetEV(p, n))
}

// trapKindNote is the note of trap kind i (+1, −1) on square.
func trapKindNote(o *odds.Odds, square, i int) string {
	if o != nil {
		return fmt.Sprintf("EV %+.2f", o.Round.TrapEV[square][i])
	}
	if i == 1 {
		return "one back"
	}
	return "one ahead"
}

// trapMenu is the choice of a trap's square.
func (d drawing) trapMenu(v *camelup.View) string {
	st := d.st
	squares := TrapSquares(v)
	var list []string
	for _, q := range squares {
		if q == d.m.Square {
			list = append(list, st.Selected.Render(fmt.Sprintf("[%d]", q)))
		} else {
			list = append(list, st.Text.Render(fmt.Sprint(q)))
		}
	}
	rows := []string{
		st.Selected.Render(fmt.Sprintf("Trap on which square? ‹%d›", d.m.Square)),
		lipgloss.NewStyle().Width(d.width).Render(st.Faint.Render("Free: ") + strings.Join(list, " ")),
		st.Digit.Render("+") + st.Text.Render(" a +1 trap  ") + st.Digit.Render("-") + st.Text.Render(" a -1 trap"),
	}
	if o := d.o; o != nil {
		rows = append(rows, st.Faint.Render(fmt.Sprintf("EV here: +1 %+.2f, -1 %+.2f", o.Round.TrapEV[d.m.Square][0], o.Round.TrapEV[d.m.Square][1])))
	}
	rows = append(rows, st.Faint.Render("←/→ or type · esc: back"))
	return strings.Join(rows, "\n")
}

// bestTrap is the value of the best trap, if odds are shown and a trap
// may go somewhere.
func bestTrap(o *odds.Odds) (float64, bool) {
	if o == nil {
		return 0, false
	}
	q, _, best := o.BestTrap()
	return best, q > 0
}
