package kit

import (
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func TestDarkFromColorFGBG(t *testing.T) {
	tests := []struct {
		v        string
		dark, ok bool
	}{
		{"15;0", true, true}, {"0;15", false, true}, {"0;default;15", false, true}, {"7;8", true, true},
		{"0;7", false, true}, {"", false, false}, {"15", false, false}, {"15;default", false, false}, {"1;99", false, false},
	}
	for _, tt := range tests {
		if dark, ok := darkFromColorFGBG(tt.v); dark != tt.dark || ok != tt.ok {
			t.Errorf("darkFromColorFGBG(%q) = %v, %v; want %v, %v", tt.v, dark, ok, tt.dark, tt.ok)
		}
	}
}

// TestTerminalStyles: the colours follow COLORFGBG when it is set; behind
// tmux or screen without it (lipgloss cannot ask the terminal there) they
// are the neutral ones, which read on either background; ordinary text has
// no colour of its own in any case.
func TestTerminalStyles(t *testing.T) {
	code := func(env map[string]string) (value, text string) {
		r := lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.TrueColor)
		r.SetHasDarkBackground(true) // what lipgloss falls back to
		st := terminalStyles(r, func(k string) string { return env[k] })
		return st.Value.Render("x"), st.Text.Render("x")
	}
	rgb := func(hex string) string {
		c := termenv.TrueColor.Color(hex).Sequence(false)
		return "\x1b[" + c + "m"
	}
	tests := []struct {
		name string
		env  map[string]string
		want string // the gold of Value
	}{
		{"light COLORFGBG", map[string]string{"COLORFGBG": "0;15", "TERM": "tmux-256color"}, rgb("#9A7D0A")},
		{"dark COLORFGBG", map[string]string{"COLORFGBG": "15;0"}, rgb("#F4D03F")},
		{"tmux", map[string]string{"TERM": "tmux-256color"}, rgb("#B7950B")},
		{"screen", map[string]string{"TERM": "screen"}, rgb("#B7950B")},
		{"TMUX set", map[string]string{"TMUX": "/tmp/tmux-0/default,1,0", "TERM": "xterm-256color"}, rgb("#B7950B")},
		{"a terminal lipgloss asks", map[string]string{"TERM": "xterm-256color"}, rgb("#F4D03F")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			value, text := code(tt.env)
			if !strings.HasPrefix(value, tt.want) {
				t.Errorf("Value renders %q, want the colour %q", value, tt.want)
			}
			if text != "x" {
				t.Errorf("Text renders %q, want the terminal's own colour", text)
			}
		})
	}
}
