package app

import (
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/save"
	"parlor/tui/kit"
)

// A game screen saves its game after every hand or turn: Take takes the
// save during Update (the game changes with its next move) and returns the
// command that writes it off the update loop (an fsync takes milliseconds).
// The newest save of each slot is kept here too, so that the program writes
// whatever is still pending before it exits (ctrl+c, a closed terminal).

// Saves are the saved games of a run: the store, and the saves taken and
// not yet written. A nil *Saves saves nothing, and every method works on
// it: a game is played all the same.
type Saves struct {
	// Store is where the games go; nil when there is no state directory
	// (Err says why).
	Store *save.Store
	Err   error

	mu     sync.Mutex
	latest map[*save.Slot]save.Pending
}

// Open is the saves of a run in dir ("" for the default state directory);
// a directory that cannot be used leaves Store nil and says why in Err.
func Open(dir string) *Saves {
	st, err := save.Open(dir)
	return &Saves{Store: st, Err: err}
}

// SavedMsg is the result of a save's write: Err says why it failed.
type SavedMsg struct{ Err error }

// CanKeep reports whether a game can be kept for later here.
func (s *Saves) CanKeep() bool { return s != nil && s.Store != nil }

// NewSlot is the slot of a new game of kind, or nil when games cannot be
// saved here (no state directory): the game is played all the same.
func (s *Saves) NewSlot(kind save.Kind) *save.Slot {
	if !s.CanKeep() {
		return nil
	}
	return s.Store.NewSlot(kind)
}

// Take takes g's save in sl now and returns the command that writes it,
// which answers with a SavedMsg; nil when sl is nil. A game that cannot be
// saved says so on the status line and plays on.
func (s *Saves) Take(ctx *kit.Context, sl *save.Slot, g save.Game) tea.Cmd {
	if sl == nil || s == nil {
		return nil
	}
	p, err := sl.Take(g)
	if err != nil {
		ctx.SetWarning(err.Error() + "; the game goes on unsaved")
		return nil
	}
	s.mu.Lock()
	if s.latest == nil {
		s.latest = map[*save.Slot]save.Pending{}
	}
	s.latest[sl] = p
	s.mu.Unlock()
	return func() tea.Msg { return SavedMsg{Err: p.Write()} }
}

// Saved shows on the status line why a save failed; the last good save is
// kept and the game goes on.
func Saved(ctx *kit.Context, msg SavedMsg) {
	if msg.Err != nil {
		ctx.SetWarning(msg.Err.Error() + "; the game goes on")
	}
}

// Drop removes sl's save: its game ended for good (played out, "Quit
// game", abandoned). Saves of it still pending are dropped.
func (s *Saves) Drop(ctx *kit.Context, sl *save.Slot) {
	if sl == nil || s == nil {
		return
	}
	s.mu.Lock()
	delete(s.latest, sl)
	s.mu.Unlock()
	if err := sl.Remove(); err != nil {
		ctx.SetWarning(err.Error())
	}
}

// Leave writes sl's last save taken, if not yet written, and closes sl:
// the game is left for later, and another Parlor may resume it from now
// (the menu here too).
func (s *Saves) Leave(ctx *kit.Context, sl *save.Slot) {
	if sl == nil || s == nil {
		return
	}
	s.mu.Lock()
	p, ok := s.latest[sl]
	delete(s.latest, sl)
	s.mu.Unlock()
	if ok {
		if err := p.Write(); err != nil {
			ctx.SetWarning(err.Error())
		}
	}
	if err := sl.Close(); err != nil {
		ctx.SetWarning(err.Error())
	}
}

// Flush writes every save taken and not yet written. Run calls it when the
// program ends; a save already written is not written again.
func (s *Saves) Flush() {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for sl, p := range s.latest {
		_ = p.Write() // nothing to show it on: the program is ending
		delete(s.latest, sl)
	}
}
