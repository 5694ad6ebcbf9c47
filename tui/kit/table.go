package kit

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/tui/settings/store"
)

// HoldemTable is a heads-up Hold'em table as a plain description: what the
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
// with View(ctx, height): 80 columns and Height(height) lines, 14 for the
// full table, 10 for the compact one when height is smaller.
type HoldemTable struct {
	Hand       int // hand number; 0 leaves it out
	Level      int // blind level number; 0 leaves it out
	SmallBlind int
	BigBlind   int
	// NextLevel is said after the blinds, as "15/30 from hand #11"; "" for
	// nothing (see HoldemNextLevel).
	NextLevel string
	Board     []poker.Card // 0 to 5 cards; the rest are drawn as empty places
	Pot       int          // every chip in the middle, this street's bets included
	Seats     [2]HoldemSeat
	// Log is the hand's actions in words, oldest first (see
	// HoldemEventLine); the side panel shows the latest that fit.
	Log []string
}

// HoldemSeat is one player at the table.
type HoldemSeat struct {
	Name   string
	Stack  int // chips behind
	Bet    int // chips put in on this street
	Button bool
	ToAct  bool
	AllIn  bool
	// Cards says how the hole cards are drawn; Hole holds them when
	// CardsUp.
	Cards HoldemCards
	Hole  [2]poker.Card
	// HandName is the seat's best hand in words ("a pair of Aces"), shown
	// under its name; "" for none.
	HandName string
	// LastAction is the seat's last action in words ("raises to 40"), shown
	// under its name when HandName is empty; "" for none.
	LastAction string
}

// HoldemCards is how a seat's hole cards are drawn.
type HoldemCards uint8

// The ways of drawing hole cards.
const (
	CardsDown HoldemCards = iota // two backs: dealt, not seen
	CardsUp                      // face up: own cards, or shown
	CardsNone                    // no cards: folded, mucked or not dealt
)

// The table's size: a header line, then the felt and the log side by side.
// The full table draws the cards as small cards; the compact one (for a
// short window, as with the full help open) writes them as text.
const (
	TableWidth          = 80
	holdemFeltWidth     = 50 // with its border
	holdemFullHeight    = 1 + 13
	holdemCompactHeight = 1 + 9
	NameWidth           = 16 // longer names are cut
)

// View draws the table in 80 columns: the header line, the felt with both
// seats and the board, and the log beside it. With height below the full
// table's 14 lines it draws the compact table (8 lines).
func (t HoldemTable) View(ctx *Context, height int) string {
	compact := height > 0 && height < holdemFullHeight
	felt := t.felt(ctx, compact)
	log := t.logBox(ctx, lipgloss.Height(felt))
	return lipgloss.JoinVertical(lipgloss.Left, t.header(ctx),
		lipgloss.JoinHorizontal(lipgloss.Top, felt, " ", log))
}

// Height is the number of lines View draws for the given height.
func (t HoldemTable) Height(height int) int {
	if height > 0 && height < holdemFullHeight {
		return holdemCompactHeight
	}
	return holdemFullHeight
}

func (t HoldemTable) header(ctx *Context) string {
	st := ctx.Styles
	var parts []string
	if t.Hand > 0 {
		parts = append(parts, st.Heading.Render(fmt.Sprintf("Hand #%d", t.Hand)))
	}
	blinds := "Blinds " + st.Value.Render(fmt.Sprintf("%s/%s", Chips(t.SmallBlind), Chips(t.BigBlind)))
	if t.Level > 0 {
		blinds += st.Faint.Render(fmt.Sprintf(" (level %d)", t.Level))
	}
	parts = append(parts, blinds)
	if t.NextLevel != "" {
		parts = append(parts, st.Faint.Render(t.NextLevel))
	}
	return " " + strings.Join(parts, st.Faint.Render("  ·  "))
}

// felt is the table's box: the top seat, the board and the pot, the bottom
// seat.
func (t HoldemTable) felt(ctx *Context, compact bool) string {
	st := ctx.Styles
	inner := holdemFeltWidth - 4
	var rows []string
	if compact {
		rows = []string{
			t.seatCompact(ctx, 0),
			t.boardCompact(ctx),
			t.seatCompact(ctx, 1),
		}
		rows = []string{rows[0], "", rows[1], "", rows[2]}
	} else {
		rows = []string{t.seatFull(ctx, 0), "", t.boardFull(ctx), "", t.seatFull(ctx, 1)}
	}
	body := lipgloss.JoinVertical(lipgloss.Left, rows...)
	body = lipgloss.NewStyle().Width(inner).MaxWidth(inner).Render(body)
	return st.Felt.Render(body)
}

// seatLines are the three lines written beside a seat's cards: name and
// marks, chips and bet, and the hand or the last action.
func (t HoldemTable) seatLines(ctx *Context, i int) [3]string {
	l := t.seatParts(ctx, i, false)
	if l[2] != "" {
		l[1] += ctx.Styles.Faint.Render(" · ") + l[2]
	}
	return [3]string{l[0], l[1], l[3]}
}

// seatParts are the pieces of seatLines: name and marks, chips, bet, hand
// or last action. Short leaves the word "button" out of the marks.
func (t HoldemTable) seatParts(ctx *Context, i int, short bool) [4]string {
	st := ctx.Styles
	s := t.Seats[i]
	name := st.Heading.Render(Truncate(s.Name, NameWidth))
	if s.ToAct {
		name = st.Marker.Render("▸ ") + name
	}
	if s.Button {
		name += st.Value.Render(" (D)")
		if !short {
			name += st.Faint.Render(" button")
		}
	}
	chips := st.Value.Render(Chips(s.Stack)) + st.Faint.Render(" chips")
	if s.AllIn {
		chips += st.Warning.Render(" all-in")
	}
	var bet string
	if s.Bet > 0 {
		bet = st.Faint.Render("bet ") + st.Value.Render(Chips(s.Bet))
	}
	var third string
	switch {
	case s.HandName != "":
		third = st.Selected.Render(s.HandName)
	case s.LastAction != "":
		third = st.Faint.Render("last: ") + st.Text.Render(s.LastAction)
	}
	return [4]string{name, chips, bet, third}
}

func (t HoldemTable) holeCards(ctx *Context, i int) string {
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

func (t HoldemTable) seatFull(ctx *Context, i int) string {
	l := t.seatLines(ctx, i)
	text := lipgloss.JoinVertical(lipgloss.Left, l[0], l[1], l[2])
	// Cut rather than wrap: the seat is three lines beside its cards.
	text = lipgloss.NewStyle().MaxWidth(holdemFeltWidth - 4 - 1 - 2*cardWidth - 1 - 2).Render(text)
	return lipgloss.JoinHorizontal(lipgloss.Top, " ", t.holeCards(ctx, i), "  ", text)
}

func (t HoldemTable) boardFull(ctx *Context) string {
	st := ctx.Styles
	board := ctx.Cards().Hand(t.Board, 0, 5)
	pot := lipgloss.JoinVertical(lipgloss.Left, "", st.Faint.Render("Pot ")+st.Value.Bold(true).Render(Chips(t.Pot)))
	return lipgloss.JoinHorizontal(lipgloss.Top, strings.Repeat(" ", 12), board, "   ", pot)
}

func (t HoldemTable) seatCompact(ctx *Context, i int) string {
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
		if ctx.Settings.CardStyle == store.CardsASCII {
			back = "##"
		}
		cards = ctx.Styles.CardBack.Render(back + " " + back)
	}
	// Name and chips, then the bet and the hand or last action.
	l := t.seatParts(ctx, i, true)
	cut := lipgloss.NewStyle().MaxWidth(holdemFeltWidth - 4)
	second := l[2]
	if second != "" && l[3] != "" {
		second += ctx.Styles.Faint.Render(" · ")
	}
	return cut.Render(" "+cards+"  "+l[0]+"  "+l[1]) + "\n" + cut.Render("       "+second+l[3])
}

func (t HoldemTable) boardCompact(ctx *Context) string {
	st := ctx.Styles
	parts := []string{ctx.Cards().TextRow(t.Board)}
	if len(t.Board) == 0 {
		parts = parts[:0]
	}
	for range 5 - len(t.Board) {
		parts = append(parts, st.CardEmpty.Render("··"))
	}
	return st.Faint.Render(" Board  ") + strings.Join(parts, " ") +
		st.Faint.Render("    Pot ") + st.Value.Bold(true).Render(Chips(t.Pot))
}

// logBox is the panel of the hand's actions beside the felt, height lines
// high; it shows the latest lines that fit.
func (t HoldemTable) logBox(ctx *Context, height int) string {
	st := ctx.Styles
	inner := TableWidth - holdemFeltWidth - 1 - 4
	rows := max(height-2, 1)
	var lines []string
	for _, l := range t.Log {
		w := lipgloss.NewStyle().Width(inner).Render(l)
		lines = append(lines, strings.Split(w, "\n")...)
	}
	if len(lines) > rows-1 {
		lines = lines[len(lines)-(rows-1):]
	}
	lines = append([]string{st.Faint.Render("This hand")}, lines...)
	body := lipgloss.NewStyle().Width(inner).Height(rows).MaxHeight(rows).Render(strings.Join(lines, "\n"))
	return st.Frame.Render(body)
}

// holdemChips writes an amount of chips as the spec does: "1,500".
func Chips(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}

// holdemTruncate shortens plain text s to w cells, ending it with "…".
func Truncate(s string, w int) string {
	if lipgloss.Width(s) <= w || w < 1 {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && lipgloss.Width(string(r)) > w-1 {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// HoldemNextLevel says when the blinds go up after hand n: "15/30 from hand
// #11", or "" once they stay where they are.
func HoldemNextLevel(n int) string {
	if n < 1 {
		return ""
	}
	cur := poker.LevelOf(n)
	next := (cur.Number)*poker.HandsPerLevel + 1
	lv := poker.LevelOf(next)
	if lv.BigBlind == cur.BigBlind {
		return "blinds stay"
	}
	left := next - n
	in := fmt.Sprintf("in %d hands", left)
	if left == 1 {
		in = "next hand"
	}
	return fmt.Sprintf("%s/%s %s", Chips(lv.SmallBlind), Chips(lv.BigBlind), in)
}

// holdemActionWords is an action in the words of a log: "raises to 40",
// "calls 10", "checks".
func ActionWords(kind poker.ActionKind, amount, to int, allIn bool) string {
	var s string
	switch kind {
	case poker.Fold:
		s = "folds"
	case poker.Check:
		s = "checks"
	case poker.Call:
		s = "calls " + Chips(amount)
	case poker.Bet:
		s = "bets " + Chips(amount)
	case poker.Raise:
		s = "raises to " + Chips(to)
	default:
		s = kind.String()
	}
	if allIn {
		s += " (all-in)"
	}
	return s
}

// HoldemEventLine is one event of the engine's stream as a line of the
// table's log ("Computer raises to 40", "── Flop A♠ K♥ 7♦"), or "" for an
// event the log leaves out (the deal, the showdown's hand values, the end).
// Hole cards appear only when a player shows them.
func HoldemEventLine(ctx *Context, names [2]string, e poker.Event) string {
	st := ctx.Styles
	c := ctx.Cards()
	name := func(seat int) string {
		if seat != 0 && seat != 1 {
			return "?"
		}
		return Truncate(names[seat], NameWidth)
	}
	switch e.Kind {
	case poker.EventSmallBlind:
		return st.Faint.Render(fmt.Sprintf("%s posts %s (SB)", name(e.Seat), Chips(e.Amount)))
	case poker.EventBigBlind:
		return st.Faint.Render(fmt.Sprintf("%s posts %s (BB)", name(e.Seat), Chips(e.Amount)))
	case poker.EventAction:
		return name(e.Seat) + " " + ActionWords(e.Action, e.Amount, e.To, e.AllIn)
	case poker.EventStreet:
		cards := e.CardList()
		if e.Street != poker.Flop && len(cards) > 0 {
			cards = cards[len(cards)-1:]
		}
		return st.Heading.Render("── "+StreetName(e.Street)) + " " + c.TextRow(cards)
	case poker.EventUncalled:
		return st.Faint.Render(fmt.Sprintf("%s returned to %s", Chips(e.Amount), name(e.Seat)))
	case poker.EventShow:
		return name(e.Seat) + " shows " + c.TextRow(e.CardList())
	case poker.EventAward:
		if e.Split {
			return st.Selected.Render(fmt.Sprintf("%s gets %s (split)", name(e.Seat), Chips(e.Amount)))
		}
		return st.Selected.Render(fmt.Sprintf("%s wins %s", name(e.Seat), Chips(e.Amount)))
	}
	return ""
}

func StreetName(s poker.Street) string {
	switch s {
	case poker.Flop:
		return "Flop"
	case poker.Turn:
		return "Turn"
	case poker.River:
		return "River"
	}
	return "Pre-flop"
}

// holdemRankWords are the ranks in words, singular and plural, for the words of
// a starting hand ("a pair of Aces", "high card King").
var holdemRankWords = [13][2]string{
	{"Two", "Twos"}, {"Three", "Threes"}, {"Four", "Fours"}, {"Five", "Fives"},
	{"Six", "Sixes"}, {"Seven", "Sevens"}, {"Eight", "Eights"}, {"Nine", "Nines"},
	{"Ten", "Tens"}, {"Jack", "Jacks"}, {"Queen", "Queens"}, {"King", "Kings"},
	{"Ace", "Aces"},
}

// HandWords is the best hand of hole and board in PokerStars' words.
// Before the flop only the two cards count: "a pair of Aces" or "high card
// King (KJ suited)".
func HandWords(hole [2]poker.Card, board []poker.Card) string {
	if len(board) >= 3 {
		cards := make([]poker.Card, 0, 7)
		cards = append(append(cards, hole[:]...), board...)
		return poker.Evaluate(cards).Name()
	}
	hi, lo := hole[0].Rank(), hole[1].Rank()
	if lo > hi {
		hi, lo = lo, hi
	}
	if hi == lo {
		return "a pair of " + holdemRankWords[hi][1]
	}
	suited := "offsuit"
	if hole[0].Suit() == hole[1].Suit() {
		suited = "suited"
	}
	return fmt.Sprintf("high card %s (%v%v %s)", holdemRankWords[hi][0], hi, lo, suited)
}
