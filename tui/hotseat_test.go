package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"

	"parlor/config"
	"parlor/tui/internal/tuitest"
)

// TestHotseatGamesAgree: Camel Up and White Elephant share their skeleton
// (tui/hotseat), so they say the same thing in the same place: the abandon
// question, the leave question, a wrong key at the end, and the keys every
// hotseat game has.
func TestHotseatGamesAgree(t *testing.T) {
	for _, game := range []string{"2", "3"} { // Camel Up, White Elephant
		t.Run(game, func(t *testing.T) {
			m := newTestModel(t)
			m.Context().Settings.Speed = config.SpeedInstant
			tm, _ := tuitest.Drive(t, m, tuitest.Size(80, 24))
			tm, _ = tuitest.Press(t, tm, game, "s", "enter") // the table last offered; past a hand-over
			h := help.New()
			h.Width = 80
			short := h.View(tuitest.App(t, tm).Top().Keys())
			for _, k := range []string{"r rules", "q abandon", "esc leave", "? help"} {
				if !strings.Contains(short, k) {
					t.Errorf("the help %q lacks %q", short, k)
				}
			}
			shows := func(what string, parts ...string) {
				t.Helper()
				v := strings.Join(strings.Fields(tm.View()), " ")
				for _, p := range parts {
					if !strings.Contains(v, p) {
						t.Errorf("%s: the view lacks %q:\n%s", what, p, tm.View())
					}
				}
			}
			tm, _ = tuitest.Press(t, tm, "q")
			shows("q", "! Abandon this game?", "Nothing of it is kept", "y abandon", "n or esc play on")
			tm, _ = tuitest.Press(t, tm, "n", "esc")
			shows("esc", "! Leave this game?", "k keep for later", "a abandon", "esc play on")
		})
	}
}
