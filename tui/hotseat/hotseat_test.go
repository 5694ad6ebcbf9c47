package hotseat

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// game is a hotseat game reduced to its stage; prepared counts the
// computer moves asked of it.
type game struct {
	stage    Stage
	top      bool
	prepared int
}

func (g *game) Stage() Stage    { return g.stage }
func (g *game) AtTop() bool     { return g.top }
func (g *game) Waiting() string { return "wait for it" }
func (g *game) Prepare() kit.Think {
	g.prepared++
	return func() any { return "a move" }
}

func newFrame(t *testing.T) (*Frame, *app.Saves) {
	t.Helper()
	ctx := tuitest.Context()
	ctx.Settings.Speed = config.SpeedInstant
	st, err := save.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	saves := &app.Saves{Store: st}
	f := NewFrame(ctx, kit.NewRulesPage(ctx, "Rules", "text"), saves.Session(saves.NewSlot(save.KindCamelUp)))
	return &f, saves
}

// aGame is a game to save.
func aGame(t *testing.T) save.Game {
	t.Helper()
	g, err := save.NewCamelUp([]save.Seat{{Name: "Ana"}, {Name: "Bo"}}, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func isBack(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(kit.BackMsg)
	return ok
}

func TestFrameKeys(t *testing.T) {
	tests := []struct {
		name    string
		stage   Stage
		key     string
		handled bool   // the frame answered the key
		back    bool   // it went back to the setup
		asking  bool   // "abandon the game?" is asked after
		status  string // in the status line after
	}{
		{"q asks on a person's turn", Person, "q", true, false, true, ""},
		{"q asks on a computer's turn", Computer, "q", true, false, true, ""},
		{"q asks in a pause", Pause, "q", true, false, true, ""},
		{"a person's key is the game's", Person, "o", false, false, false, ""},
		{"a key waits on a computer's turn", Computer, "x", true, false, false, "wait for it"},
		{"enter in a pause is the game's", Pause, "enter", false, false, false, ""},
		{"another key in a pause hints", Pause, "x", true, false, false, "wait for it"},
		{"enter at the end goes back", Over, "enter", true, true, false, ""},
		{"q at the end goes back", Over, "q", true, true, false, ""},
		{"another key at the end hints", Over, "x", true, false, false, "The game is over: enter goes back to the setup for another"},
		{"r opens the rules", Person, "r", true, false, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, _ := newFrame(t)
			g := &game{stage: tt.stage, top: true}
			cmd, handled := f.Key(g, tuitest.Key(tt.key))
			if handled != tt.handled || isBack(cmd) != tt.back || f.Asking != tt.asking {
				t.Errorf("Key(%q) at stage %d: handled %v, back %v, asking %v; want %v, %v, %v",
					tt.key, tt.stage, handled, isBack(cmd), f.Asking, tt.handled, tt.back, tt.asking)
			}
			if got := f.Ctx.Status().Text; got != tt.status {
				t.Errorf("status %q, want %q", got, tt.status)
			}
		})
	}
}

// TestFrameAbandon: y to "abandon the game?" removes the save and goes
// back; n plays on and brings the computer's move that waited; another
// key says what to answer.
func TestFrameAbandon(t *testing.T) {
	f, saves := newFrame(t)
	g := &game{stage: Computer, top: true}
	if cmd := f.AfterTurn(&game{stage: Person}, false, 1, func() tea.Cmd { return f.Save.Save(f.Ctx, aGame(t)) }); cmd == nil {
		t.Fatal("no save after a person's turn")
	} else {
		cmd()
	}
	f.Abandon()
	if f.Due(g) || f.Schedule(g) != nil {
		t.Error("a computer move is due while the question is open")
	}
	if cmd, _ := f.Key(g, tuitest.Key("x")); cmd != nil || !f.Asking || !strings.Contains(f.Ctx.Status().Text, "Answer y") {
		t.Errorf("x to the question: asking %v, status %q", f.Asking, f.Ctx.Status().Text)
	}
	if cmd, _ := f.Key(g, tuitest.Key("n")); cmd == nil || f.Asking || g.prepared != 1 {
		t.Errorf("n: asking %v, the move asked %d times; want it scheduled", f.Asking, g.prepared)
	}
	f.Abandon()
	if cmd, _ := f.Key(g, tuitest.Key("y")); !isBack(cmd) || f.Asking || !f.Save.Dropped() {
		t.Errorf("y: back %v, asking %v, dropped %v", isBack(cmd), f.Asking, f.Save.Dropped())
	}
	if es, _ := saves.Store.List(); len(es) != 0 {
		t.Errorf("the save of an abandoned game is kept: %+v", es)
	}
}

// TestFrameAfterTurn: a save after each turn that waits for a person,
// once; none on a computer's turn; the save goes when the game is over.
func TestFrameAfterTurn(t *testing.T) {
	f, saves := newFrame(t)
	taken := 0
	save := func() tea.Cmd { taken++; return f.Save.Save(f.Ctx, aGame(t)) }
	person, computer := &game{stage: Person}, &game{stage: Computer}
	steps := []struct {
		g         Game
		over      bool
		mark      int
		wantTaken int
	}{
		{person, false, 1, 1},
		{person, false, 1, 1}, // the same turn: saved already
		{computer, false, 2, 1},
		{computer, false, 3, 1},
		{person, false, 3, 2},
	}
	for i, st := range steps {
		if cmd := f.AfterTurn(st.g, st.over, st.mark, save); cmd != nil {
			cmd()
		}
		if taken != st.wantTaken {
			t.Fatalf("step %d: %d saves taken, want %d", i, taken, st.wantTaken)
		}
	}
	if es, _ := saves.Store.List(); len(es) != 1 {
		t.Fatalf("%d saves, want 1", len(es))
	}
	f.AfterTurn(person, true, 4, save)
	if es, _ := saves.Store.List(); len(es) != 0 || taken != 2 {
		t.Errorf("after the game's end: %d saves, %d taken; want none, no new one", len(es), taken)
	}
}

// TestFrameLeave: esc at the top opens the leave question (not within a
// person's menu, nor at the end), and k keeps the game.
func TestFrameLeave(t *testing.T) {
	for _, tt := range []struct {
		stage Stage
		top   bool
		want  bool
	}{{Person, true, true}, {Person, false, false}, {Computer, true, true}, {Pause, true, true}, {Over, true, false}} {
		f, _ := newFrame(t)
		_, done := f.Update(&game{stage: tt.stage, top: tt.top}, tuitest.Key("esc"))
		if done != tt.want || f.Save.Leaving != tt.want {
			t.Errorf("esc at stage %d, top %v: done %v, leaving %v; want %v", tt.stage, tt.top, done, f.Save.Leaving, tt.want)
		}
	}
	f, _ := newFrame(t)
	g := &game{stage: Person, top: true}
	f.Update(g, tuitest.Key("esc"))
	if cmd, done := f.Update(g, tuitest.Key("k")); !done || !isBack(cmd) || f.Save.Leaving {
		t.Errorf("k: done %v, back %v, leaving %v", done, isBack(cmd), f.Save.Leaving)
	}
}

// TestFrameHelpFits: the help of every stage the frame draws fits an
// 80-column window (the root indents it one cell), with a game's extra key.
func TestFrameHelpFits(t *testing.T) {
	f, _ := newFrame(t)
	odds := key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "odds"))
	h := help.New()
	for _, stage := range []Stage{Computer, Pause, Over} {
		k, ok := f.Help(&game{stage: stage}, odds)
		if !ok {
			t.Fatalf("no help at stage %d", stage)
		}
		if w := lipgloss.Width(h.View(k)); w > kit.MinWidth-2 {
			t.Errorf("stage %d: help %q is %d wide", stage, h.View(k), w)
		}
	}
	if _, ok := f.Help(&game{stage: Person}); ok {
		t.Error("the frame's help on a person's turn: it is the game's")
	}
	f.Abandon()
	if k, _ := f.Help(&game{stage: Person}); !strings.Contains(h.View(k), "y yes") {
		t.Errorf("the help while asking: %q", h.View(k))
	}
}

// TestFrameHintGoesWithTheMove: the hint a key got during a computer's
// turn is cleared when the move is played, but a newer line is kept.
func TestFrameHintGoesWithTheMove(t *testing.T) {
	for _, tt := range []struct {
		name, after, want string
	}{
		{"the hint goes", "", ""},
		{"a newer line stays", "something else", "something else"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, _ := newFrame(t)
			g := &game{stage: Computer, top: true}
			cmd := f.Schedule(g)
			f.Key(g, tuitest.Key("x"))
			if f.Ctx.Status().Text != "wait for it" {
				t.Fatalf("status %q after a key", f.Ctx.Status().Text)
			}
			if tt.after != "" {
				f.Ctx.SetStatus(tt.after)
			}
			msg, ok := cmd().(kit.ComputerMsg)
			if !ok {
				t.Fatal("no move delivered")
			}
			if _, ok := f.Take(g, msg); !ok {
				t.Fatal("the move was not taken")
			}
			if got := f.Ctx.Status().Text; got != tt.want {
				t.Errorf("status after the move %q, want %q", got, tt.want)
			}
		})
	}
}
