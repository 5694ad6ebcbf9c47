package app

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/mattn/go-isatty"

	"parlor/save"
	"parlor/tui/kit"
)

// Model is the root model: kit's Router of screens, the run's saved games,
// and the resuming of one (a ResumeMsg from the menu opens its screen,
// built by the Resumer).
type Model struct {
	kit.Router
	saves  *Saves
	resume Resumer
}

// Builder builds the screen id, or reports false when that screen does
// not exist yet. The root package's builder knows every screen.
type Builder func(id kit.ScreenID, ctx *kit.Context, saves *Saves) (kit.Screen, bool)

// Resumer builds the screen of a saved game g, which goes on saving in sl.
type Resumer func(ctx *kit.Context, saves *Saves, g save.Game, sl *save.Slot) (kit.Screen, error)

// ResumeMsg asks the root to open the screen of saved game Game, whose
// slot (and lock) the sender has taken: the root closes it if no screen
// can be built.
type ResumeMsg struct {
	Game save.Game
	Slot *save.Slot
}

// New is the root model of a run: the context of opts, the saves in the
// default state directory, and the menu (build's MenuID) at the bottom.
func New(opts kit.Options, build Builder, resume Resumer) Model {
	ctx := kit.NewContext(opts)
	saves := Open("")
	menu, _ := build(kit.MenuID, ctx, saves)
	return NewWith(ctx, saves, build, resume, menu)
}

// NewWith is the root model with ctx, saves (nil: none) and bottom at the
// bottom of the stack (the menu, or the screen "parlor history open"
// starts on).
func NewWith(ctx *kit.Context, saves *Saves, build Builder, resume Resumer, bottom kit.Screen) Model {
	route := func(id kit.ScreenID, ctx *kit.Context) (kit.Screen, bool) { return build(id, ctx, saves) }
	return Model{Router: kit.NewRouter(ctx, route, bottom), saves: saves, resume: resume}
}

// Saves are the run's saved games.
func (m Model) Saves() *Saves { return m.saves }

// Update builds the screen of a game to resume; every other message goes
// to the Router.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if r, ok := msg.(ResumeMsg); ok {
		s, err := m.resumed(r)
		if err != nil {
			if r.Slot != nil {
				r.Slot.Close()
			}
			m.Context().SetWarning("cannot resume " + r.Game.Summary() + ": " + err.Error())
			return m, nil
		}
		msg = kit.OpenMsg{Screen: s}
	}
	var cmd tea.Cmd
	m.Router, cmd = m.Route(msg)
	return m, cmd
}

func (m Model) resumed(r ResumeMsg) (kit.Screen, error) {
	if m.resume == nil {
		return nil, errors.New("no screen resumes games here")
	}
	return m.resume(m.Context(), m.saves, r.Game, r.Slot)
}

// Run runs m in the terminal's alternate screen until the player quits;
// what names the program in errors ("menu", "history") and needs is the
// message shown without a terminal. It writes the saves still pending when
// the program ends, and ends cleanly when the terminal hangs up.
func Run(m Model, what, needs string) error {
	if !isatty.IsTerminal(os.Stdout.Fd()) && !isatty.IsCygwinTerminal(os.Stdout.Fd()) {
		return errors.New(needs)
	}
	p := tea.NewProgram(m, tea.WithAltScreen())
	hungUp := quitOnHangUp(p)
	_, err := p.Run()
	m.saves.Flush() // ctrl+c, a closed terminal: the last save is written whole
	if err != nil && !hungUp() {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// quitOnHangUp makes p quit when the terminal hangs up (SIGHUP: the
// window closed, the SSH session dropped), which would otherwise kill the
// program at once. hungUp reports whether it happened: Run then ends
// without an error, as the terminal's loss is no failure of the program.
func quitOnHangUp(p *tea.Program) (hungUp func() bool) {
	var hup atomic.Bool
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGHUP)
	go func() {
		for range ch {
			hup.Store(true)
			p.Quit()
		}
	}()
	return hup.Load
}
