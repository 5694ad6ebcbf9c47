package kit

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/config"
	"parlor/poker"
)

func cardsFor(t *testing.T, st config.CardStyle, four bool) Cards {
	t.Helper()
	ctx := &Context{Styles: NewStyles(lipgloss.DefaultRenderer()), Settings: config.Defaults()}
	ctx.Settings.CardStyle, ctx.Settings.FourColor = st, four
	return ctx.Cards()
}

func mustCards(t *testing.T, s string) []poker.Card {
	t.Helper()
	cs, err := poker.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestCardText(t *testing.T) {
	tests := []struct {
		style config.CardStyle
		cards string
		want  string
	}{
		{config.CardsUnicode, "As Kh Qd Jc Ts 2h", "A♠ K♥ Q♦ J♣ T♠ 2♥"},
		{config.CardsASCII, "As Kh Qd Jc Ts 2h", "As Kh Qd Jc Ts 2h"},
	}
	for _, tt := range tests {
		t.Run(string(tt.style), func(t *testing.T) {
			for _, four := range []bool{false, true} {
				if got := cardsFor(t, tt.style, four).TextRow(mustCards(t, tt.cards)); got != tt.want {
					t.Errorf("TextRow(%s), four colours %v = %q, want %q", tt.cards, four, got, tt.want)
				}
			}
		})
	}
}

func TestCardFaces(t *testing.T) {
	uni, ascii := cardsFor(t, config.CardsUnicode, false), cardsFor(t, config.CardsASCII, false)
	ah := mustCards(t, "Ah")[0]
	tests := []struct {
		name, got, want string
	}{
		{"unicode face", uni.Face(ah), "╭──╮\n│A♥│\n╰──╯"},
		{"ascii face", ascii.Face(ah), "+--+\n|Ah|\n+--+"},
		{"unicode back", uni.Back(), "╭──╮\n│▒▒│\n╰──╯"},
		{"ascii back", ascii.Back(), "+--+\n|##|\n+--+"},
		{"unicode empty", uni.Empty(), "╭╌╌╮\n╎  ╎\n╰╌╌╯"},
		{"ascii empty", ascii.Empty(), "+..+\n:  :\n+..+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", tt.got, tt.want)
			}
			if w, h := lipgloss.Width(tt.got), lipgloss.Height(tt.got); w != CardWidth || h != cardHeight {
				t.Errorf("size %d×%d, want %d×%d", w, h, CardWidth, cardHeight)
			}
		})
	}
}

func TestLargeCardFaces(t *testing.T) {
	uni, ascii := cardsFor(t, config.CardsUnicode, false), cardsFor(t, config.CardsASCII, false)
	tc := mustCards(t, "Tc")[0]
	tests := []struct {
		name, got, want string
	}{
		{"unicode face", uni.FaceLarge(tc), "╭─────╮\n│T    │\n│  ♣  │\n│    T│\n╰─────╯"},
		{"ascii face", ascii.FaceLarge(tc), "+-----+\n|T    |\n|  c  |\n|    T|\n+-----+"},
		{"unicode back", uni.BackLarge(), "╭─────╮\n│▒▒▒▒▒│\n│▒▒▒▒▒│\n│▒▒▒▒▒│\n╰─────╯"},
		{"ascii back", ascii.BackLarge(), "+-----+\n|#####|\n|#####|\n|#####|\n+-----+"},
		{"unicode empty", uni.EmptyLarge(), "╭╌╌╌╌╌╮\n╎     ╎\n╎     ╎\n╎     ╎\n╰╌╌╌╌╌╯"},
		{"ascii empty", ascii.EmptyLarge(), "+.....+\n:     :\n:     :\n:     :\n+.....+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", tt.got, tt.want)
			}
			if w, h := lipgloss.Width(tt.got), lipgloss.Height(tt.got); w != LargeCardWidth || h != largeCardHeight {
				t.Errorf("size %d×%d, want %d×%d", w, h, LargeCardWidth, largeCardHeight)
			}
		})
	}
	if got := uni.HandLarge(mustCards(t, "Ah"), 1, 3); lipgloss.Width(got) != 3*LargeCardWidth+2 || strings.Count(got, "▒▒▒▒▒") != 3 || !strings.Contains(got, "╌") {
		t.Errorf("HandLarge(Ah, 1 down, 3):\n%s", got)
	}
}

func TestCardHand(t *testing.T) {
	c := cardsFor(t, config.CardsUnicode, false)
	flop := mustCards(t, "8c 4h Ah")
	board := c.Hand(flop, 0, 5)
	want := "╭──╮ ╭──╮ ╭──╮ ╭╌╌╮ ╭╌╌╮\n│8♣│ │4♥│ │A♥│ ╎  ╎ ╎  ╎\n╰──╯ ╰──╯ ╰──╯ ╰╌╌╯ ╰╌╌╯"
	if board != want {
		t.Errorf("flop with two places:\n%s\nwant\n%s", board, want)
	}
	hidden := c.Hand(nil, 2, 0)
	if strings.Count(hidden, "▒▒") != 2 || lipgloss.Width(hidden) != 2*CardWidth+1 {
		t.Errorf("two cards face down:\n%s", hidden)
	}
	if got := c.Hand(nil, 0, 0); got != "" {
		t.Errorf("no cards = %q, want empty", got)
	}
}

// env is a fixed environment for a termenv output.
type env map[string]string

func (e env) Environ() []string {
	var out []string
	for k, v := range e {
		out = append(out, k+"="+v)
	}
	return out
}
func (e env) Getenv(k string) string { return e[k] }

func TestCardColours(t *testing.T) {
	colour := lipgloss.NewRenderer(io.Discard)
	colour.SetColorProfile(termenv.TrueColor)
	ctx := &Context{Styles: NewStyles(colour), Settings: config.Defaults()}
	kh, kd, ks, kc := mustCards(t, "Kh")[0], mustCards(t, "Kd")[0], mustCards(t, "Ks")[0], mustCards(t, "Kc")[0]

	two := ctx.Cards()
	if colourOf(two.Text(kh)) != colourOf(two.Text(kd)) || colourOf(two.Text(ks)) != colourOf(two.Text(kc)) ||
		colourOf(two.Text(kh)) == colourOf(two.Text(ks)) {
		t.Errorf("two colours: want hearts and diamonds alike, spades and clubs alike, the two apart: %q %q %q %q",
			two.Text(kh), two.Text(kd), two.Text(ks), two.Text(kc))
	}
	ctx.Settings.FourColor = true
	four := ctx.Cards()
	seen := map[string]poker.Card{}
	for _, card := range []poker.Card{kh, kd, ks, kc} {
		txt := four.Text(card)
		// Spades are "black": the terminal's own foreground, which reads
		// on its background; the other three are coloured.
		if coloured := strings.Contains(txt, "\x1b["); coloured != (card != ks) {
			t.Errorf("four colours: %v coloured %v: %q", card, coloured, txt)
		}
		code := colourOf(txt)
		if other, dup := seen[code]; dup {
			t.Errorf("four colours: %v and %v share the colour %q", card, other, code)
		}
		seen[code] = card
	}
}

func TestNoColor(t *testing.T) {
	for _, tt := range []struct {
		env        env
		wantColour bool
	}{
		{env{"TERM": "xterm-256color", "COLORTERM": "truecolor"}, true},
		{env{"TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"}, false},
	} {
		r := lipgloss.NewRenderer(io.Discard, termenv.WithTTY(true), termenv.WithEnvironment(tt.env))
		ctx := &Context{Styles: NewStyles(r), Settings: config.Defaults()}
		got := ctx.Cards().Text(mustCards(t, "Ah")[0])
		if strings.Contains(got, "\x1b[") != tt.wantColour {
			t.Errorf("env %v: card %q, want colour %v", tt.env, got, tt.wantColour)
		}
		if !strings.Contains(got, "A♥") {
			t.Errorf("env %v: card %q lacks its rank and suit", tt.env, got)
		}
	}
}

// colourOf is the escape sequence that starts s.
func colourOf(s string) string { return s[:strings.Index(s, "m")+1] }
