package kit

import "github.com/charmbracelet/lipgloss"

// Styles is every lipgloss style of the program, built once from a renderer so
// that tests can render with a fixed colour profile. Colour only decorates:
// each style that matters also carries a glyph, a word or an attribute that
// reads without colour (NO_COLOR is honoured by the renderer).
type Styles struct {
	Title    lipgloss.Style // the big title of the menu
	Tagline  lipgloss.Style // the line under it
	Heading  lipgloss.Style // a screen's heading
	Text     lipgloss.Style // ordinary text
	Faint    lipgloss.Style // descriptions and hints
	Selected lipgloss.Style // the chosen row (always with a ▸ marker too)
	Marker   lipgloss.Style // the ▸ marker itself
	Digit    lipgloss.Style // a shortcut digit in a menu
	Value    lipgloss.Style // a setting's value
	Status   lipgloss.Style // the one-line status under a screen
	Warning  lipgloss.Style // a warning (always starts with "! ")
	Error    lipgloss.Style
	Frame    lipgloss.Style // a rounded box around a panel
	Felt     lipgloss.Style // the Hold'em table: a heavy green box, the baize
	Help     lipgloss.Style // the key help at the bottom

	// Cards.
	CardFace  lipgloss.Style // the border and background of a face-up card
	CardBack  lipgloss.Style // a face-down card (it also has a pattern)
	CardEmpty lipgloss.Style // a place for a card not yet dealt
	Red       lipgloss.Style // hearts and diamonds in a two-colour deck
	Black     lipgloss.Style // spades and clubs in a two-colour deck
	Spades    lipgloss.Style // the four-colour deck: black, red, blue, green
	Hearts    lipgloss.Style
	Diamonds  lipgloss.Style
	Clubs     lipgloss.Style

	// Camels: Camel Up's five, by index (blue, green, orange, yellow,
	// white); each is always drawn with its letter (B G O Y W) too.
	Camels [5]lipgloss.Style
}

// Colours adapt to light and dark terminals.
var (
	colAccent = lipgloss.AdaptiveColor{Light: "#7D3C98", Dark: "#C39BD3"}
	ColGold   = lipgloss.AdaptiveColor{Light: "#9A7D0A", Dark: "#F4D03F"}
	colFaint  = lipgloss.AdaptiveColor{Light: "#717D7E", Dark: "#909497"}
	colText   = lipgloss.AdaptiveColor{Light: "#1C2833", Dark: "#EAECEE"}
	colRed    = lipgloss.AdaptiveColor{Light: "#C0392B", Dark: "#EC7063"}
	colBlue   = lipgloss.AdaptiveColor{Light: "#1F618D", Dark: "#5DADE2"}
	colGreen  = lipgloss.AdaptiveColor{Light: "#1E8449", Dark: "#58D68D"}
	colWarn   = lipgloss.AdaptiveColor{Light: "#B9770E", Dark: "#F5B041"}
	colBorder = lipgloss.AdaptiveColor{Light: "#A6ACAF", Dark: "#566573"}
)

// NewStyles builds the styles for renderer r; pass lipgloss.DefaultRenderer()
// in the program and a renderer with a pinned profile in tests.
func NewStyles(r *lipgloss.Renderer) Styles {
	s := r.NewStyle
	return Styles{
		Title:    s().Foreground(colAccent).Bold(true),
		Tagline:  s().Foreground(colFaint).Italic(true),
		Heading:  s().Foreground(colAccent).Bold(true),
		Text:     s().Foreground(colText),
		Faint:    s().Foreground(colFaint),
		Selected: s().Foreground(ColGold).Bold(true),
		Marker:   s().Foreground(ColGold).Bold(true),
		Digit:    s().Foreground(colAccent),
		Value:    s().Foreground(ColGold),
		Status:   s().Foreground(colAccent),
		Warning:  s().Foreground(colWarn).Bold(true),
		Error:    s().Foreground(colRed).Bold(true),
		Frame:    s().Border(lipgloss.RoundedBorder()).BorderForeground(colBorder).Padding(0, 1),
		Felt:     s().Border(lipgloss.ThickBorder()).BorderForeground(colGreen).Padding(0, 1),
		Help:     s().Foreground(colFaint),

		CardFace:  s().Foreground(colText),
		CardBack:  s().Foreground(colBlue),
		CardEmpty: s().Foreground(colBorder),
		Red:       s().Foreground(colRed),
		Black:     s().Foreground(colText),
		Spades:    s().Foreground(colText),
		Hearts:    s().Foreground(colRed),
		Diamonds:  s().Foreground(colBlue),
		Clubs:     s().Foreground(colGreen),

		Camels: [5]lipgloss.Style{
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#2471A3")),
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#1E8449")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#E67E22")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#F4D03F")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#F2F3F4")),
		},
	}
}
