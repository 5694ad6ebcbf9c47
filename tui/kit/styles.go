package kit

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

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
	// Camels2: the second edition's seven, by index (blue, green, yellow,
	// red, purple, then the crazy black and white); each is always drawn
	// with its letter (B G Y R P K W) too.
	Camels2 [7]lipgloss.Style
}

// palette is the colours of the styles. Ordinary text has none: the
// terminal's own foreground reads on its own background, light or dark.
type palette struct {
	accent, gold, faint, red, blue, green, warn, border lipgloss.TerminalColor
}

// adaptive is the palette of a terminal whose background is known (it
// answers lipgloss's question, or sets COLORFGBG): each colour in a light
// and a dark variant. ColGold is its gold, for the screens that draw with
// it.
var (
	ColGold  = lipgloss.AdaptiveColor{Light: "#9A7D0A", Dark: "#F4D03F"}
	adaptive = palette{
		accent: lipgloss.AdaptiveColor{Light: "#7D3C98", Dark: "#C39BD3"},
		gold:   ColGold,
		faint:  lipgloss.AdaptiveColor{Light: "#717D7E", Dark: "#909497"},
		red:    lipgloss.AdaptiveColor{Light: "#C0392B", Dark: "#EC7063"},
		blue:   lipgloss.AdaptiveColor{Light: "#1F618D", Dark: "#5DADE2"},
		green:  lipgloss.AdaptiveColor{Light: "#1E8449", Dark: "#58D68D"},
		warn:   lipgloss.AdaptiveColor{Light: "#B9770E", Dark: "#F5B041"},
		border: lipgloss.AdaptiveColor{Light: "#A6ACAF", Dark: "#566573"},
	}
)

// neutral is the palette of a terminal whose background cannot be known
// (see TerminalStyles): mid tones that read on black and on white alike, a
// contrast of 3.3:1 at least against either once the terminal's 256
// colours round them (the dark variants above fall to 1.4:1 on white).
var neutral = palette{
	accent: lipgloss.Color("#9B59B6"),
	gold:   lipgloss.Color("#B7950B"),
	faint:  lipgloss.Color("#808B96"),
	red:    lipgloss.Color("#CB4335"),
	blue:   lipgloss.Color("#2E86C1"),
	green:  lipgloss.Color("#229954"),
	warn:   lipgloss.Color("#CA6F1E"),
	border: lipgloss.Color("#808B96"),
}

// NewStyles builds the styles for renderer r; pass lipgloss.DefaultRenderer()
// in the program and a renderer with a pinned profile in tests.
func NewStyles(r *lipgloss.Renderer) Styles { return newStyles(r, adaptive) }

// terminalStyles are the styles of the program's own terminal, through
// renderer r, getenv reading its environment. lipgloss asks the terminal
// for its background, and falls back to COLORFGBG, then to dark; but it
// does not ask inside tmux or screen, where a light terminal would get
// the dark variants, unreadable there. So COLORFGBG, when set, decides
// (rxvt, Konsole and others set it; a tmux user may); else, behind tmux or
// screen, the neutral palette is used; else lipgloss's answer stands.
func terminalStyles(r *lipgloss.Renderer, getenv func(string) string) Styles {
	if dark, ok := darkFromColorFGBG(getenv("COLORFGBG")); ok {
		r.SetHasDarkBackground(dark)
		return newStyles(r, adaptive)
	}
	term := getenv("TERM")
	if getenv("TMUX") != "" || strings.HasPrefix(term, "tmux") || strings.HasPrefix(term, "screen") {
		return newStyles(r, neutral)
	}
	return newStyles(r, adaptive)
}

// darkFromColorFGBG reads COLORFGBG ("15;0", "0;default;15"): its last
// field is the background's colour number, 0 to 6 and 8 dark (rxvt's
// convention). ok is false when it says nothing.
func darkFromColorFGBG(v string) (dark, ok bool) {
	fields := strings.Split(v, ";")
	if len(fields) < 2 {
		return false, false
	}
	n, err := strconv.Atoi(fields[len(fields)-1])
	if err != nil || n < 0 || n > 15 {
		return false, false
	}
	return n < 7 || n == 8, true
}

func newStyles(r *lipgloss.Renderer, p palette) Styles {
	s := r.NewStyle
	return Styles{
		Title:    s().Foreground(p.accent).Bold(true),
		Tagline:  s().Foreground(p.faint).Italic(true),
		Heading:  s().Foreground(p.accent).Bold(true),
		Text:     s(),
		Faint:    s().Foreground(p.faint),
		Selected: s().Foreground(p.gold).Bold(true),
		Marker:   s().Foreground(p.gold).Bold(true),
		Digit:    s().Foreground(p.accent),
		Value:    s().Foreground(p.gold),
		Status:   s().Foreground(p.accent),
		Warning:  s().Foreground(p.warn).Bold(true),
		Error:    s().Foreground(p.red).Bold(true),
		Frame:    s().Border(lipgloss.RoundedBorder()).BorderForeground(p.border).Padding(0, 1),
		Felt:     s().Border(lipgloss.ThickBorder()).BorderForeground(p.green).Padding(0, 1),
		Help:     s().Foreground(p.faint),

		CardFace:  s(),
		CardBack:  s().Foreground(p.blue),
		CardEmpty: s().Foreground(p.border),
		Red:       s().Foreground(p.red),
		Black:     s(),
		Spades:    s(),
		Hearts:    s().Foreground(p.red),
		Diamonds:  s().Foreground(p.blue),
		Clubs:     s().Foreground(p.green),

		Camels: [5]lipgloss.Style{
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#2471A3")),
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#1E8449")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#E67E22")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#F4D03F")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#F2F3F4")),
		},
		Camels2: [7]lipgloss.Style{
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#2471A3")),
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#1E8449")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#F4D03F")),
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#C0392B")),
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#7D3C98")),
			s().Bold(true).Foreground(lipgloss.Color("#FFFFFF")).Background(lipgloss.Color("#17202A")),
			s().Bold(true).Foreground(lipgloss.Color("#000000")).Background(lipgloss.Color("#F2F3F4")),
		},
	}
}
