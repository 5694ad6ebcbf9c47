// Package felt draws a heads-up Hold'em table, one drawing for the game
// (tui/holdem), the history's replayer (tui/history/replay) and the served
// table (tui/lobby/holdemview): a Table is a plain description of the hand
// (seats, board, pot, the log in words), laid out from the widths of what
// it shows, with its scrolling log panel (Log). Beside it are the words
// every Hold'em screen uses (ShortName, ActionWords, EventLine, HandWords,
// NextLevel) and the one pot odds and equity of the game's coach and the
// replayer (CallOdds, EquityVsRandom).
//
// felt imports kit (the context and styles); kit does not import it.
package felt

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/kit"
)

// Table is a heads-up Hold'em table as a plain description: what the
// table screen draws, filled by the game from the engine and by the
// hand-history replayer from a parsed hand (handhistory.Record and the
// State its Replay gives), so that both show the same table.
//
// Seats[0] is drawn at the top (the opponent), Seats[1] at the bottom (the
// player whose cards are known: the human, a history's hero).
//
// A replayer fills it from a record r and the State s of a Replay step:
// Hand r.Number, Level r.Level, the blinds, Board s.Board, Pot s.Pot; for
// each player p (index i) Name p.Name, Stack s.Stacks[i], Bet s.Bets[i],
// Button i == r.Button, Cards CardsUp with Hole p.Hole when p.Known (else
// CardsDown, or CardsNone once s.Folded[i]), LastAction from the last
// betting action of the player so far; Log from the actions so far. Draw it
// with View: the felt is as wide as what it shows needs, the log panel takes
// the rest of the width.
type Table struct {
	Hand       int // hand number; 0 leaves it out
	Level      int // blind level number; 0 leaves it out
	SmallBlind int
	BigBlind   int
	// NextLevel is said after the blinds, as "15/30 from hand #11"; "" for
	// nothing (see NextLevel).
	NextLevel string
	Board     []poker.Card // 0 to 5 cards; the rest are drawn as empty places
	Pot       int          // every chip in the middle, this street's bets included
	Seats     [2]Seat
	// Log is the hand's actions in words, oldest first (see
	// EventLine); the side panel shows them, scrolled by a Log.
	Log []string
	// Amount writes the table's amounts (blinds, stacks, bets, pot); nil
	// writes chips (kit.Chips). A replay of a cash game writes money.
	Amount func(int) string

	// Opponent names the computer player at the end of the header, as
	// "vs Normal (sklansky)"; "" for none. The header drops the level's
	// number, then the next level, before it would be cut.
	Opponent string
	// Panel are lines over the log in the side panel (the opponent's
	// figures, say); a large table draws them in a box of their own
	// headed PanelTitle. None: the log has the panel to itself.
	Panel      []string
	PanelTitle string
	// LogTitle heads the log; "" is "This hand".
	LogTitle string
	// Grow lets the table use a large window (see View): large cards, a
	// wider felt, the side panel as tall as the felt.
	Grow bool
}

// Seat is one player at the table.
type Seat struct {
	Name   string
	Stack  int // chips behind
	Bet    int // chips put in on this street
	Button bool
	ToAct  bool
	AllIn  bool
	// Cards says how the hole cards are drawn; Hole holds them when
	// CardsUp.
	Cards HoleCards
	Hole  [2]poker.Card
	// HandName is the seat's best hand in words ("a pair of Aces"), shown
	// under its name; "" for none.
	HandName string
	// LastAction is the seat's last action in words ("raises to 40"), shown
	// under its name when HandName is empty, after LastStreet, the street
	// it was made on ("Flop: raises to 40"); "" for none.
	LastAction string
	LastStreet poker.Street
}

// HoleCards is how a seat's hole cards are drawn.
type HoleCards uint8

// The ways of drawing hole cards.
const (
	CardsDown HoleCards = iota // two backs: dealt, not seen
	CardsUp                    // face up: own cards, or shown
	CardsNone                  // no cards: folded, mucked or not dealt
)

// The table's size: a header line, then the felt and the log side by side.
// The full table draws the cards as small cards; the compact one (for a
// short window, as with the full help open) writes them as text. The felt
// is as wide as its widest row, from holdemFeltMin; the log panel takes
// the rest, at least holdemLogMin.
const (
	Width               = 80  // the narrowest table: the smallest window's width
	maxWidth            = 120 // wider windows centre a table this wide
	holdemFeltMin       = 46  // the felt's inner width at least (50 with its border)
	holdemLogMin        = 22  // the log panel's inner width at least
	holdemFullHeight    = 1 + 13
	holdemCompactHeight = 1 + 9
	// A table that may Grow draws large cards on a felt at least
	// holdemLargeFeltMin wide when it has holdemLargeHeight lines and
	// holdemLargeWidth cells.
	holdemLargeHeight  = 1 + 19
	holdemLargeWidth   = 100
	holdemLargeFeltMin = 56
)

// layout is how a table is drawn: compact (cards as text), full (small
// cards) or large (large cards).
type layout uint8

const (
	layoutFull layout = iota
	layoutCompact
	layoutLarge
)

// layoutFor is the layout of t in width×height cells (height 0: any).
func (t Table) layoutFor(width, height int) layout {
	switch {
	case height > 0 && height < holdemFullHeight:
		return layoutCompact
	case t.Grow && height >= holdemLargeHeight && Size(width) >= holdemLargeWidth:
		return layoutLarge
	}
	return layoutFull
}

// holdemFeltFrame and holdemLogFrame are the cells the felt's and the log's
// borders and padding take.
const (
	holdemFeltFrame = 4
	holdemLogFrame  = 4
)

// Size is the width a table is drawn at in a window width cells wide
// (0: not known yet): Width to MaxWidth.
func Size(width int) int {
	if width <= 0 {
		return Width
	}
	return min(max(width, Width), maxWidth)
}

// View draws the table width cells wide (see Size): the header line,
// the felt with both seats and the board, and the log beside it, scrolled
// by log (nil: the latest lines). With height below the full table's 14
// lines it draws the compact table (10 lines); a table that may Grow draws
// large cards in a window of 100 cells and 20 lines or more, its side
// panel (the Panel's box over the log) as tall as the felt.
func (t Table) View(ctx *kit.Context, log *Log, width, height int) string {
	width = Size(width)
	lay := t.layoutFor(width, height)
	room := width - 1 - holdemLogMin - holdemLogFrame - holdemFeltFrame // the felt's inner width at most
	lines := strings.Split(strings.Join(t.feltRows(ctx, lay, room), "\n"), "\n")
	inner := holdemFeltMin
	if lay == layoutLarge {
		inner = holdemLargeFeltMin
	}
	for _, l := range lines {
		inner = max(inner, lipgloss.Width(l))
	}
	inner = min(inner, room)
	for i, l := range lines {
		// Cut rather than wrap: a seat is three lines beside its cards.
		lines[i] = kit.Pad(ansi.Truncate(l, inner, "…"), inner)
	}
	felt := ctx.Styles.Felt.Render(strings.Join(lines, "\n"))
	if log == nil {
		log = NewLog()
	}
	side, rows := width-lipgloss.Width(felt)-1-holdemLogFrame, lipgloss.Height(felt)-2
	var box string
	if lay == layoutLarge && len(t.Panel) > 0 {
		panel := t.panelBox(ctx, side)
		box = lipgloss.JoinVertical(lipgloss.Left, panel, log.view(ctx, t.Log, nil, t.LogTitle, side, rows-lipgloss.Height(panel)))
	} else {
		box = log.view(ctx, t.Log, t.Panel, t.LogTitle, side, rows)
	}
	return lipgloss.JoinVertical(lipgloss.Left, t.header(ctx, width),
		lipgloss.JoinHorizontal(lipgloss.Top, felt, " ", box))
}

// Grows reports whether the table is drawn large in width×height cells
// (see View): a screen with more to say there gives longer Panel lines.
func (t Table) Grows(width, height int) bool { return t.layoutFor(width, height) == layoutLarge }

// panelBox is the Panel in a box of its own, width cells inside.
func (t Table) panelBox(ctx *kit.Context, width int) string {
	st := ctx.Styles
	lines := []string{st.Faint.Render(ansi.Truncate(t.PanelTitle, width, "…"))}
	for _, l := range t.Panel {
		lines = append(lines, ansi.Truncate(l, width, "…"))
	}
	return st.Frame.Render(lipgloss.NewStyle().Width(width).Render(strings.Join(lines, "\n")))
}

// Height is the number of lines View draws for the given height (and
// width, for a table that may Grow).
func (t Table) Height(width, height int) int {
	switch t.layoutFor(width, height) {
	case layoutCompact:
		return holdemCompactHeight
	case layoutLarge:
		return holdemLargeHeight
	}
	return holdemFullHeight
}

// amount writes n as the table's amounts are written.
func (t Table) amount(n int) string {
	if t.Amount == nil {
		return kit.Chips(n)
	}
	return t.Amount(n)
}

// header is the line over the felt, width cells at most: the hand, the
// blinds and their level, the next level and the opponent. What does not
// fit goes, the level's number first, then the next level, then the
// separators' room.
func (t Table) header(ctx *kit.Context, width int) string {
	st := ctx.Styles
	build := func(level, next bool, sep string) string {
		var parts []string
		if t.Hand > 0 {
			parts = append(parts, st.Heading.Render(fmt.Sprintf("Hand #%d", t.Hand)))
		}
		blinds := "Blinds " + st.Value.Render(t.amount(t.SmallBlind)+"/"+t.amount(t.BigBlind))
		if t.Level > 0 && level {
			blinds += st.Faint.Render(fmt.Sprintf(" (level %d)", t.Level))
		}
		parts = append(parts, blinds)
		if t.NextLevel != "" && next {
			parts = append(parts, st.Faint.Render(t.NextLevel))
		}
		if t.Opponent != "" {
			parts = append(parts, st.Text.Render("vs ")+st.Heading.Render(t.Opponent))
		}
		return " " + strings.Join(parts, st.Faint.Render(sep))
	}
	var h string
	for _, f := range []struct {
		level, next bool
		sep         string
	}{{true, true, "  ·  "}, {true, true, " · "}, {false, true, " · "}, {false, false, " · "}} {
		if h = build(f.level, f.next, f.sep); lipgloss.Width(h) <= width {
			return h
		}
	}
	return ansi.Truncate(h, width, "…")
}

// feltRows are the felt's rows: the top seat, the board and the pot, the
// bottom seat, each at its natural width.
// room is the felt's inner width at most.
func (t Table) feltRows(ctx *kit.Context, lay layout, room int) []string {
	switch lay {
	case layoutCompact:
		return []string{t.seatCompact(ctx, 0, room), "", t.boardCompact(ctx), "", t.seatCompact(ctx, 1, room)}
	case layoutLarge:
		return []string{t.seatLarge(ctx, 0, room), "", t.boardLarge(ctx), "", t.seatLarge(ctx, 1, room)}
	}
	return []string{t.seatFull(ctx, 0, room), "", t.boardFull(ctx), "", t.seatFull(ctx, 1, room)}
}

// seatLarge is seatFull with large cards, the three lines of text beside
// their middle.
func (t Table) seatLarge(ctx *kit.Context, i, room int) string {
	c := ctx.Cards()
	s := t.Seats[i]
	var cards string
	switch s.Cards {
	case CardsUp:
		cards = c.HandLarge(s.Hole[:], 0, 2)
	case CardsNone:
		cards = c.HandLarge(nil, 0, 2)
	default:
		cards = c.HandLarge(nil, 2, 2)
	}
	l := t.seatLines(ctx, i, room-1-2*kit.LargeCardWidth-1-2)
	text := lipgloss.JoinVertical(lipgloss.Left, "", l[0], l[1], l[2])
	return lipgloss.JoinHorizontal(lipgloss.Top, " ", cards, "  ", text)
}

// boardLarge is the board in large cards, the pot beside its middle.
func (t Table) boardLarge(ctx *kit.Context) string {
	st := ctx.Styles
	board := ctx.Cards().HandLarge(t.Board, 0, 5)
	potLine := st.Faint.Render("Pot ") + st.Value.Bold(true).Render(t.amount(t.Pot))
	pot := lipgloss.JoinVertical(lipgloss.Left, "", "", potLine)
	return lipgloss.JoinHorizontal(lipgloss.Top, "  ", board, "   ", pot)
}

// seatLines are the three lines written beside a seat's cards, room cells
// wide at most: name and marks, chips and bet, and the hand or the last
// action.
func (t Table) seatLines(ctx *kit.Context, i, room int) [3]string {
	l := t.seatParts(ctx, i, room)
	if l[2] != "" {
		l[1] += ctx.Styles.Faint.Render(" · ") + l[2]
	}
	return [3]string{l[0], l[1], l[3]}
}

// seatParts are the pieces of seatLines: name and marks, chips, bet, hand
// or last action. The word "chips" goes when chips and bet would not fit
// in room cells (amounts in the millions, money), so that the figures do.
func (t Table) seatParts(ctx *kit.Context, i, room int) [4]string {
	st := ctx.Styles
	s := t.Seats[i]
	name := st.Heading.Render(ShortName(s.Name))
	if s.ToAct {
		name = st.Marker.Render("▸ ") + name
	}
	if s.Button {
		name += st.Faint.Render(" (button)")
	}
	var bet string
	if s.Bet > 0 {
		bet = st.Faint.Render("bet ") + st.Value.Render(t.amount(s.Bet))
	}
	var allIn string
	if s.AllIn {
		allIn = st.Warning.Render(" all-in")
	}
	chips := st.Value.Render(t.amount(s.Stack)) + st.Faint.Render(" chips") + allIn
	if bet != "" && lipgloss.Width(chips)+3+lipgloss.Width(bet) > room {
		chips = st.Value.Render(t.amount(s.Stack)) + allIn
	}
	var third string
	switch {
	case s.HandName != "":
		third = st.Selected.Render(s.HandName)
	case s.LastAction != "":
		third = st.Faint.Render(StreetName(s.LastStreet)+": ") + st.Text.Render(s.LastAction)
	}
	return [4]string{name, chips, bet, third}
}

func (t Table) holeCards(ctx *kit.Context, i int) string {
	c := ctx.Cards()
	s := t.Seats[i]
	switch s.Cards {
	case CardsUp:
		return c.Hand(s.Hole[:], 0, 2)
	case CardsNone:
		return c.Hand(nil, 0, 2)
	}
	return c.Hand(nil, 2, 2)
}

func (t Table) seatFull(ctx *kit.Context, i, room int) string {
	l := t.seatLines(ctx, i, room-1-2*kit.CardWidth-1-2)
	text := lipgloss.JoinVertical(lipgloss.Left, l[0], l[1], l[2])
	return lipgloss.JoinHorizontal(lipgloss.Top, " ", t.holeCards(ctx, i), "  ", text)
}

func (t Table) boardFull(ctx *kit.Context) string {
	st := ctx.Styles
	board := ctx.Cards().Hand(t.Board, 0, 5)
	potLine := st.Faint.Render("Pot ") + st.Value.Bold(true).Render(t.amount(t.Pot))
	pot := lipgloss.JoinVertical(lipgloss.Left, "", potLine)
	// The board sits where the seats' text starts, the pot after it; a
	// long pot moves the board left before it widens the felt.
	indent := min(12, holdemFeltMin-lipgloss.Width(board)-3-lipgloss.Width(potLine))
	return lipgloss.JoinHorizontal(lipgloss.Top, strings.Repeat(" ", max(indent, 1)), board, "   ", pot)
}

func (t Table) seatCompact(ctx *kit.Context, i, room int) string {
	c := ctx.Cards()
	s := t.Seats[i]
	var cards string
	switch s.Cards {
	case CardsUp:
		cards = c.TextRow(s.Hole[:])
	case CardsNone:
		cards = ctx.Styles.CardEmpty.Render("·· ··")
	default:
		back := "▒▒"
		if ctx.Settings.CardStyle == config.CardsASCII {
			back = "##"
		}
		cards = ctx.Styles.CardBack.Render(back + " " + back)
	}
	// Name and chips, then the bet and the hand or last action.
	l := t.seatParts(ctx, i, room-7)
	second := l[2]
	if second != "" && l[3] != "" {
		second += ctx.Styles.Faint.Render(" · ")
	}
	first := " " + cards + "  " + l[0] + "  " + l[1]
	if lipgloss.Width(first) > room { // the chips go first on the second line
		first = " " + cards + "  " + l[0]
		if second+l[3] != "" {
			second = ctx.Styles.Faint.Render(" · ") + second
		}
		second = l[1] + second
	}
	return first + "\n" + "       " + second + l[3]
}

func (t Table) boardCompact(ctx *kit.Context) string {
	st := ctx.Styles
	parts := []string{ctx.Cards().TextRow(t.Board)}
	if len(t.Board) == 0 {
		parts = parts[:0]
	}
	for range 5 - len(t.Board) {
		parts = append(parts, st.CardEmpty.Render("··"))
	}
	return st.Faint.Render(" Board  ") + strings.Join(parts, " ") +
		st.Faint.Render("    Pot ") + st.Value.Bold(true).Render(t.amount(t.Pot))
}
