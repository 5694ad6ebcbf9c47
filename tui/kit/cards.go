package kit

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
)

// Cards renders playing cards as the settings say: suit symbols or letters,
// two or four colours. The suit is always written, so a card reads the same
// without colour (NO_COLOR, a monochrome terminal). Get one from
// Context.Cards.
type Cards struct {
	styles    *Styles
	ascii     bool
	fourColor bool
}

// SuitSymbols are the plain suit symbols (U+2660 block, one cell wide), in
// poker's suit order h d c s.
var SuitSymbols = [4]string{"♥", "♦", "♣", "♠"}

// Text is the card as text for a line of prose or a log: "A♠" or "As".
func (c Cards) Text(card poker.Card) string {
	return c.suitStyle(card.Suit()).Render(c.Plain(card))
}

// TextRow is cards as text separated by spaces: "A♠ K♥".
func (c Cards) TextRow(cards []poker.Card) string {
	parts := make([]string, len(cards))
	for i, card := range cards {
		parts[i] = c.Text(card)
	}
	return strings.Join(parts, " ")
}

// Plain is the card without style.
func (c Cards) Plain(card poker.Card) string {
	if c.ascii || card >= 52 {
		return card.String()
	}
	return card.Rank().String() + SuitSymbols[card.Suit()]
}

func (c Cards) suitStyle(s poker.Suit) lipgloss.Style {
	st := c.styles
	if c.fourColor {
		switch s {
		case poker.Hearts:
			return st.Hearts
		case poker.Diamonds:
			return st.Diamonds
		case poker.Clubs:
			return st.Clubs
		}
		return st.Spades
	}
	if s == poker.Hearts || s == poker.Diamonds {
		return st.Red
	}
	return st.Black
}

// The card frames: a card is 4 cells wide and 3 lines high.
type cardFrame struct{ top, side, bottom string }

var (
	frameUnicode = cardFrame{top: "╭──╮", side: "│", bottom: "╰──╯"}
	frameASCII   = cardFrame{top: "+--+", side: "|", bottom: "+--+"}
	emptyUnicode = cardFrame{top: "╭╌╌╮", side: "╎", bottom: "╰╌╌╯"}
	emptyASCII   = cardFrame{top: "+..+", side: ":", bottom: "+..+"}
)

// CardWidth and CardHeight are the size of Face, Back and Empty.
const (
	CardWidth  = 4
	cardHeight = 3
)

func (c Cards) frame(empty bool) cardFrame {
	switch {
	case empty && c.ascii:
		return emptyASCII
	case empty:
		return emptyUnicode
	case c.ascii:
		return frameASCII
	}
	return frameUnicode
}

func (c Cards) draw(f cardFrame, border lipgloss.Style, middle string) string {
	side := border.Render(f.side)
	return border.Render(f.top) + "\n" + side + middle + side + "\n" + border.Render(f.bottom)
}

// Face is the card face up, drawn as a small card:
//
//	╭──╮
//	│A♠│
//	╰──╯
func (c Cards) Face(card poker.Card) string {
	return c.draw(c.frame(false), c.styles.CardFace, c.Text(card))
}

// Back is a card face down: a pattern, so it is told from an empty place
// without colour.
func (c Cards) Back() string {
	pattern := "▒▒"
	if c.ascii {
		pattern = "##"
	}
	return c.draw(c.frame(false), c.styles.CardFace, c.styles.CardBack.Render(pattern))
}

// Empty is the place of a card not dealt yet, such as the turn before the
// flop: a dashed outline.
func (c Cards) Empty() string {
	return c.draw(c.frame(true), c.styles.CardEmpty, "  ")
}

// Row lays drawn cards (Face, Back, Empty) side by side, a space apart.
func (c Cards) Row(drawn ...string) string {
	if len(drawn) == 0 {
		return ""
	}
	parts := make([]string, 0, 2*len(drawn)-1)
	for i, d := range drawn {
		if i > 0 {
			parts = append(parts, " ")
		}
		parts = append(parts, d)
	}
	return lipgloss.JoinHorizontal(lipgloss.Top, parts...)
}

// Hand lays cards face up side by side, then n faces down and then empty
// places up to total (total below the number drawn is ignored): Hand(flop,
// 0, 5) draws a board with places for the turn and river.
func (c Cards) Hand(cards []poker.Card, down, total int) string {
	return c.hand(cards, down, total, c.Face, c.Back, c.Empty)
}

// hand lays out a Hand with the given card drawings (small or large).
func (c Cards) hand(cards []poker.Card, down, total int, face func(poker.Card) string, back, empty func() string) string {
	drawn := make([]string, 0, max(total, len(cards)+down))
	for _, card := range cards {
		drawn = append(drawn, face(card))
	}
	for range down {
		drawn = append(drawn, back())
	}
	for len(drawn) < total {
		drawn = append(drawn, empty())
	}
	return c.Row(drawn...)
}

// The large cards, for a table with room: 7 cells wide and 5 lines high,
// the rank in two corners and the suit in the middle.
const (
	LargeCardWidth  = 7
	largeCardHeight = 5
)

// largeFrame is a large card's frame: its top and bottom, and its side.
type largeFrame struct{ top, side, bottom string }

var (
	largeUnicode      = largeFrame{top: "╭─────╮", side: "│", bottom: "╰─────╯"}
	largeASCII        = largeFrame{top: "+-----+", side: "|", bottom: "+-----+"}
	largeEmptyUnicode = largeFrame{top: "╭╌╌╌╌╌╮", side: "╎", bottom: "╰╌╌╌╌╌╯"}
	largeEmptyASCII   = largeFrame{top: "+.....+", side: ":", bottom: "+.....+"}
)

func (c Cards) largeFrame(empty bool) largeFrame {
	switch {
	case empty && c.ascii:
		return largeEmptyASCII
	case empty:
		return largeEmptyUnicode
	case c.ascii:
		return largeASCII
	}
	return largeUnicode
}

// drawLarge draws a large card of frame f around three middle lines, each
// 5 cells wide.
func (c Cards) drawLarge(f largeFrame, border lipgloss.Style, middle [3]string) string {
	side := border.Render(f.side)
	lines := []string{border.Render(f.top)}
	for _, m := range middle {
		lines = append(lines, side+m+side)
	}
	return strings.Join(append(lines, border.Render(f.bottom)), "\n")
}

// FaceLarge is the card face up as a large card:
//
//	╭─────╮
//	│A    │
//	│  ♠  │
//	│    A│
//	╰─────╯
func (c Cards) FaceLarge(card poker.Card) string {
	st := c.suitStyle(card.Suit())
	plain := c.Plain(card)
	rank, suit := plain[:1], plain[1:]
	return c.drawLarge(c.largeFrame(false), c.styles.CardFace, [3]string{
		st.Render(rank) + "    ", "  " + st.Render(suit) + "  ", "    " + st.Render(rank),
	})
}

// BackLarge is a large card face down, a pattern.
func (c Cards) BackLarge() string {
	pattern := "▒▒▒▒▒"
	if c.ascii {
		pattern = "#####"
	}
	p := c.styles.CardBack.Render(pattern)
	return c.drawLarge(c.largeFrame(false), c.styles.CardFace, [3]string{p, p, p})
}

// EmptyLarge is the place of a card not dealt yet, as a large card.
func (c Cards) EmptyLarge() string {
	return c.drawLarge(c.largeFrame(true), c.styles.CardEmpty, [3]string{"     ", "     ", "     "})
}

// HandLarge is Hand with large cards.
func (c Cards) HandLarge(cards []poker.Card, down, total int) string {
	return c.hand(cards, down, total, c.FaceLarge, c.BackLarge, c.EmptyLarge)
}
