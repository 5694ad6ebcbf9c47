package opponent

import (
	"fmt"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/ai/holdembot"
	"parlor/config"
	"parlor/game"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// started records the opponents a match was started against; the match
// is tuitest's stand-in screen.
type started struct{ bots []string }

func (st *started) build() app.Builder {
	return tuitest.Only(screenID, func(ctx *kit.Context, _ *app.Saves) kit.Screen {
		return New(ctx, "Computer", func(o Opponent) kit.Screen {
			st.bots = append(st.bots, o.Bot)
			return &tuitest.Menu{}
		})
	})
}

// TestChoose: the list offers holdembot's bots with their lines, the
// default first and chosen; a digit that is no bot says so; the one
// chosen starts the match in the choice's place and is offered first next
// time; esc goes back.
func TestChoose(t *testing.T) {
	var st started
	m := tuitest.Open(t, 7, screenID, st.build())
	s := tuitest.Top[*Screen](t, m)
	if got := s.opponents[s.pick]; got.Bot != holdembot.Default || !strings.HasPrefix(got.Label, "Normal") {
		t.Errorf("the first choice is %+v, want the default %q, Normal", got, holdembot.Default)
	}
	v := m.View()
	for _, l := range holdembot.Levels() {
		if !strings.Contains(v, l.Name+" ("+l.Bot+")") {
			t.Errorf("the list lacks the level %q:\n%s", l.Name, v)
		}
	}
	for _, name := range holdembot.Names() {
		if !strings.Contains(v, name) || holdembot.About(name) == "" {
			t.Errorf("the list lacks %q or its line:\n%s", name, v)
		}
	}
	for i, o := range s.opponents { // each bot once
		for _, p := range s.opponents[i+1:] {
			if o.Bot == p.Bot {
				t.Errorf("%s is offered twice", o.Bot)
			}
		}
	}
	if !strings.Contains(v, `"Computer"`) {
		t.Errorf("the choice does not say the seat keeps its name:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "9")
	if st := tuitest.Status(t, m); !strings.Contains(st.Text, "no opponent 9") {
		t.Errorf("9 says %q", st.Text)
	}
	m, _ = tuitest.Press(t, m, "5", "k", "j", "enter") // maniac
	if len(st.bots) != 1 || st.bots[0] != "maniac" {
		t.Fatalf("matches started against %v, want maniac", st.bots)
	}
	if d := tuitest.App(t, m).Depth(); d != 2 {
		t.Errorf("%d screens: the match should take the choice's place", d)
	}
	ctx := tuitest.App(t, m).Context()
	if ctx.Settings.Opponent != "maniac" {
		t.Errorf("the opponent remembered is %q", ctx.Settings.Opponent)
	}
	if saved, err := config.Load(ctx.SettingsPath); err != nil || saved.Opponent != "maniac" {
		t.Errorf("saved opponent %q (%v)", saved.Opponent, err)
	}
	// The next match offers maniac first; esc goes back to the menu.
	m, _ = tuitest.Drive(t, m, kit.GoBack()(), kit.SwitchMsg{To: screenID})
	if s := tuitest.Top[*Screen](t, m); s.opponents[s.pick].Bot != "maniac" {
		t.Errorf("the next match offers %q first", s.opponents[s.pick].Bot)
	}
	m, _ = tuitest.Press(t, m, "esc")
	if d := tuitest.App(t, m).Depth(); d != 1 {
		t.Errorf("esc leaves %d screens", d)
	}
}

// TestChooseGolden: the choice at 80×24 and 120×40, the second bot
// highlighted.
func TestChooseGolden(t *testing.T) {
	var st started
	m := tuitest.Open(t, 7, screenID, st.build())
	m, _ = tuitest.Press(t, m, "down")
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(sz[0], sz[1]))
			tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
			teatest.RequireEqualOutput(t, []byte(tm.FinalModel(t, teatest.WithFinalTimeout(3*time.Second)).View()))
		})
	}
}

// screenID is the screen of Holdem, by its id in the registry of games.
var screenID = kit.ScreenID(game.Holdem.ID)

// TestListOfTenAligned: with ten or more opponents the names stay in one
// column (the numbers 10 and on pushed theirs a cell right).
func TestListOfTenAligned(t *testing.T) {
	var st started
	m := tuitest.Open(t, 7, screenID, st.build())
	s := tuitest.Top[*Screen](t, m)
	for i := len(s.opponents); i < 12; i++ {
		s.opponents = append(s.opponents, Opponent{Label: fmt.Sprintf("bot%02d", i+1), Bot: fmt.Sprintf("bot%02d", i+1), About: "a stand-in"})
	}
	col := map[int]bool{}
	for _, line := range strings.Split(ansi.Strip(s.View()), "\n") {
		for _, o := range s.opponents {
			if i := strings.Index(line, "  "+o.Label+" "); i >= 0 && strings.Contains(line, o.About[:min(10, len(o.About))]) {
				col[lipgloss.Width(line[:i])] = true
			}
		}
	}
	if len(col) != 1 {
		t.Errorf("the names start at columns %v, want one:\n%s", col, ansi.Strip(s.View()))
	}
}
