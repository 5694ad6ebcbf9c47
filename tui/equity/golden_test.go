package equity

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/cursor"

	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// goldenScreen opens the screen from the stand-in menu in a window of
// w×h, with --seed 7 (Monte Carlo replays) and without the time a
// calculation took, which differs from run to run.
func goldenScreen(t *testing.T, w, h int) (*Screen, app.Model) {
	t.Helper()
	t.Setenv("HOME", "/home/player")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("XDG_STATE_HOME", t.TempDir())
	b := tuitest.Only(kit.EquityID, func(ctx *kit.Context, _ *app.Saves) kit.Screen {
		s := New(ctx)
		s.showTime = false
		s.input.Cursor.SetMode(cursor.CursorStatic)
		return s
	})
	m, _ := tuitest.Drive(t, tuitest.New(kit.Options{Seed: 7, SeedSet: true}, b), tuitest.Size(w, h))
	m, _ = tuitest.Drive(t, m, kit.SwitchMsg{To: kit.EquityID})
	s := tuitest.Top[*Screen](t, m)
	settle(t, s, s.recalc()) // the first calculation, done
	return s, tuitest.App(t, m)
}

// TestEquityGolden: a range painted on the grid against any hand; three
// ranges by Monte Carlo; a range and a flop.
func TestEquityGolden(t *testing.T) {
	rep := func(k string, n int) []string { return strings.Split(strings.Repeat(k+" ", n), " ")[:n] }
	var painted []string
	painted = append(painted, "c", " ", "L", "L", "L", "L") // AA, AKs-ATs
	painted = append(painted, "j")
	painted = append(painted, rep("h", 3)...)
	painted = append(painted, " ", "L", "L", "j", "h", " ") // KK, KQs, KJs; QQ
	for range 3 {
		painted = append(painted, "j", "l", " ") // JJ, TT, 99
	}
	painted = append(painted, rep("k", 4)...)
	painted = append(painted, rep("h", 5)...)
	painted = append(painted, " ", "J") // AKo, AQo

	tests := []struct {
		name  string
		setup func(t *testing.T, s *Screen)
		want  string // in the view: the scenario is as meant
	}{
		{"painted", func(t *testing.T, s *Screen) { press(t, s, painted...) }, "99+, ATs+, KJs+, AQo+"},
		{"three-way", func(t *testing.T, s *Screen) {
			// (a adds a random hand, whose calculation the test would
			// wait for before typing 20%.)
			var p player
			p.read("20%")
			s.players, s.sel = append(s.players, p), 2
			settle(t, s, s.recalc())
		}, "Monte Carlo ±0.05"},
		{"board", func(t *testing.T, s *Screen) {
			press(t, s, "b")
			typeText(t, s, "Ah7c2d")
			press(t, s, "enter")
		}, "19,458 combinations"}, // × 990 boards each: 19,263,420 in all
	}
	for _, tt := range tests {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			t.Run(fmt.Sprintf("%s %dx%d", tt.name, size[0], size[1]), func(t *testing.T) {
				s, m := goldenScreen(t, size[0], size[1])
				tt.setup(t, s)
				if s.calc.running || !s.calc.has {
					t.Fatalf("no result: running %v, has %v, error %v", s.calc.running, s.calc.has, s.calc.err)
				}
				if v := m.View(); !strings.Contains(v, tt.want) {
					t.Fatalf("the view lacks %q:\n%s", tt.want, v)
				}
				tuitest.GoldenAt(t, m, size[0], size[1])
			})
		}
	}
}
