// Package equity is the Equity screen, the equity lab of poker/equity in
// the menu: 2 to 6 players, each a hand or a range, typed in the usual
// notation or painted on a 13×13 grid (keys and mouse, presets by
// percentage), the board and dead cards, and each player's equity, win
// and tie, worked out off the update loop as the input changes (calc.go).
package equity

import (
	"errors"
	"fmt"
	"math"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker"
	"parlor/poker/equity"
	"parlor/tui/kit"
)

// presets are the percentages + and - step through, as calculators offer
// them.
var presets = []float64{5, 10, 15, 20, 25, 30, 40, 50, 75, 100}

// The players a spot has.
const (
	minPlayers = 2
	maxPlayers = poker.MaxPlayers
)

// player is one player of the spot: the text of its hand or range and the
// range it reads as.
type player struct {
	text string
	rng  equity.Range // the last range text read as
	err  error        // text is not a range; rng is the last one that was
}

// set makes the player's range r, written as the grid would.
func (p *player) set(r equity.Range) {
	p.rng, p.text, p.err = r, notation(r), nil
}

// read takes text as the player's hand or range.
func (p *player) read(text string) {
	p.text = text
	r, err := parseRange(text)
	if err != nil {
		p.err = err
		return
	}
	p.rng, p.err = r, nil
}

// cardsField is the board or the dead cards: the text typed and the cards
// it reads as.
type cardsField struct {
	text  string
	cards []poker.Card
	err   error
}

// read takes text as at most max cards.
func (f *cardsField) read(text string, max int) {
	f.text = text
	c, err := poker.ParseCards(text)
	if err == nil && len(c) > max {
		err = fmt.Errorf("%d cards: at most %d", len(c), max)
	}
	if err != nil {
		f.err = err
		return
	}
	f.cards, f.err = c, nil
}

// field is what the text input edits.
type field int

const (
	noField field = iota
	rangeField
	boardField
	deadField
)

// Screen is the Equity screen.
type Screen struct {
	ctx     *kit.Context
	km      keyMap
	ek      editKeys
	players []player
	sel     int     // the player whose range the grid shows
	row     int     // the grid's cursor
	col     int     //
	paint   float64 // what painting gives a cell: what the last toggle gave
	drag    bool    // the mouse paints as it moves
	board   cardsField
	dead    cardsField
	editing field
	input   textinput.Model
	before  string // the text before the edit, for esc
	method  equity.Method
	stdErr  float64 // where Monte Carlo stops (equity's 0.05 % if zero)
	calc    calculation
	width   int // 0 until the first size message
	height  int
	// showTime shows how long a calculation took (golden files leave it
	// out: it differs from run to run).
	showTime bool
}

// New is the Equity screen, with a spot to start from: a strong range
// against any hand.
func New(ctx *kit.Context) *Screen {
	in := textinput.New()
	in.Prompt = ""
	in.Cursor.Style = ctx.Styles.Selected
	in.TextStyle = ctx.Styles.Value
	in.PlaceholderStyle = ctx.Styles.Faint
	s := &Screen{ctx: ctx, km: newKeyMap(ctx.Keys), ek: newEditKeys(ctx.Keys), input: in, paint: 1, showTime: true}
	last, ok := ctx.Kept(keptName).(kept)
	if !ok {
		last = kept{players: []string{"QQ+, AKs", "random"}}
	}
	for _, text := range last.players {
		var p player
		p.read(text)
		s.players = append(s.players, p)
	}
	s.board.read(last.board, 5)
	s.dead.read(last.dead, 52)
	s.method, s.sel, s.row, s.col = last.method, last.sel, last.row, last.col
	return s
}

// kept is the spot the screen was left with, kept in the Context for the
// rest of the run: opened again, the screen starts from it.
type kept struct {
	players       []string // the ranges as typed or painted
	board, dead   string
	method        equity.Method
	sel, row, col int
}

const keptName = "equity"

// keep keeps the screen's spot for the next time it opens in this run.
func (s *Screen) keep() {
	k := kept{board: s.board.text, dead: s.dead.text, method: s.method, sel: s.sel, row: s.row, col: s.col}
	for _, p := range s.players {
		k.players = append(k.players, p.text)
	}
	s.ctx.Keep(keptName, k)
}

// Init lets the mouse paint the grid and starts the first calculation (a
// screen shown again keeps its result).
func (s *Screen) Init() tea.Cmd {
	if s.calc.gen > 0 {
		return tea.EnableMouseCellMotion
	}
	return tea.Batch(tea.EnableMouseCellMotion, s.recalc())
}

func (s *Screen) Typing() bool { return s.editing != noField }

func (s *Screen) Keys() help.KeyMap {
	if s.editing != noField {
		return s.ek
	}
	return s.km
}

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	case calcMsg:
		return s, s.calc.take(msg)
	case tea.MouseMsg:
		if s.editing != noField {
			return s, nil
		}
		return s, s.mouse(msg)
	case tea.KeyMsg:
		if s.editing != noField {
			return s, s.updateEditing(msg)
		}
		return s, s.key(msg)
	}
	if s.editing != noField { // the cursor's blink
		var cmd tea.Cmd
		s.input, cmd = s.input.Update(msg)
		return s, cmd
	}
	return s, nil
}

// key handles a key on the grid.
func (s *Screen) key(msg tea.KeyMsg) tea.Cmd {
	k := s.km
	switch {
	case key.Matches(msg, k.global.Back):
		s.calc.stop()
		s.keep()
		return tea.Batch(tea.DisableMouse, kit.GoBack())
	case key.Matches(msg, k.Up):
		s.move(-1, 0)
	case key.Matches(msg, k.Down):
		s.move(1, 0)
	case key.Matches(msg, k.Left):
		s.move(0, -1)
	case key.Matches(msg, k.Right):
		s.move(0, 1)
	case key.Matches(msg, k.PaintUp):
		return s.paintMove(-1, 0)
	case key.Matches(msg, k.PaintDown):
		return s.paintMove(1, 0)
	case key.Matches(msg, k.PaintLeft):
		return s.paintMove(0, -1)
	case key.Matches(msg, k.PaintRight):
		return s.paintMove(0, 1)
	case key.Matches(msg, k.Toggle):
		return s.toggle(s.row, s.col)
	case key.Matches(msg, k.More):
		return s.preset(+1)
	case key.Matches(msg, k.Less):
		return s.preset(-1)
	case key.Matches(msg, k.Clear):
		s.players[s.sel].set(equity.Range{})
		return s.recalc()
	case key.Matches(msg, k.Next):
		s.sel = (s.sel + 1) % len(s.players)
	case key.Matches(msg, k.Prev):
		s.sel = (s.sel + len(s.players) - 1) % len(s.players)
	case key.Matches(msg, k.Player):
		i := int(msg.String()[0] - '1')
		if i >= len(s.players) {
			s.ctx.SetStatus(fmt.Sprintf("No player %d: %d players (a adds one)", i+1, len(s.players)))
			return nil
		}
		s.sel = i
	case key.Matches(msg, k.Add):
		return s.add()
	case key.Matches(msg, k.Remove):
		return s.remove()
	case key.Matches(msg, k.EditRange):
		return s.edit(rangeField)
	case key.Matches(msg, k.EditBoard):
		return s.edit(boardField)
	case key.Matches(msg, k.EditDead):
		return s.edit(deadField)
	case key.Matches(msg, k.Method):
		s.method = kit.Cycle([]equity.Method{equity.Auto, equity.Exact, equity.MonteCarlo}, s.method, 1)
		s.ctx.SetStatus("Method: " + methodWords[s.method])
		return s.recalc()
	}
	return nil
}

var methodWords = map[equity.Method]string{
	equity.Auto:       "auto (exact when it is quick, else Monte Carlo)",
	equity.Exact:      "exact (every board, however long it takes)",
	equity.MonteCarlo: "Monte Carlo (sampled to a standard error of 0.05%)",
}

// move moves the grid's cursor, stopping at the edges.
func (s *Screen) move(dr, dc int) {
	s.row = min(12, max(0, s.row+dr))
	s.col = min(12, max(0, s.col+dc))
}

// grid is the selected player's range as a grid.
func (s *Screen) grid() *equity.Grid {
	return &equity.Grid{Range: s.players[s.sel].rng}
}

// setCell gives a cell weight w; it reports whether that changed the range.
func (s *Screen) setCell(row, col int, w float64) bool {
	g := s.grid()
	if g.Weight(row, col) == w {
		return false
	}
	g.Set(row, col, w)
	s.players[s.sel].set(g.Range)
	return true
}

// toggle fills an empty cell and empties one that has any weight; painting
// then gives what it gave.
func (s *Screen) toggle(row, col int) tea.Cmd {
	g := s.grid()
	g.Toggle(row, col)
	s.paint = g.Weight(row, col)
	s.players[s.sel].set(g.Range)
	return s.recalc()
}

// paintMove paints the cell under the cursor and the next one, as a drag
// of the mouse would.
func (s *Screen) paintMove(dr, dc int) tea.Cmd {
	changed := s.setCell(s.row, s.col, s.paint)
	s.move(dr, dc)
	changed = s.setCell(s.row, s.col, s.paint) || changed
	if !changed {
		return nil
	}
	return s.recalc()
}

// preset replaces the selected player's range by the next larger (step
// +1) or smaller (-1) preset.
func (s *Screen) preset(step int) tea.Cmd {
	p := &s.players[s.sel]
	cur := 100 * p.rng.Size() / equity.Combos
	next := -1.0
	for i, pct := range presets {
		top := equity.Top(pct)
		if top == p.rng { // on a preset: the one beside it
			if j := i + step; j >= 0 && j < len(presets) {
				next = presets[j]
			} else {
				next = -1
			}
			break
		}
		at := 100 * top.Size() / equity.Combos
		if step > 0 && at > cur && next < 0 {
			next = pct
		}
		if step < 0 && at < cur {
			next = pct
		}
	}
	if next < 0 {
		if step > 0 {
			s.ctx.SetStatus("100% is the largest preset")
		} else {
			s.ctx.SetStatus(fmt.Sprintf("%g%% is the smallest preset", presets[0]))
		}
		return nil
	}
	p.read(fmt.Sprintf("%g%%", next))
	return s.recalc()
}

func (s *Screen) add() tea.Cmd {
	if len(s.players) == maxPlayers {
		s.ctx.SetStatus(fmt.Sprintf("%d players at most", maxPlayers))
		return nil
	}
	var p player
	p.read("random")
	s.players = append(s.players, p)
	s.sel = len(s.players) - 1
	return s.recalc()
}

func (s *Screen) remove() tea.Cmd {
	if len(s.players) == minPlayers {
		s.ctx.SetStatus(fmt.Sprintf("%d players at least", minPlayers))
		return nil
	}
	s.players = append(s.players[:s.sel], s.players[s.sel+1:]...)
	s.sel = min(s.sel, len(s.players)-1)
	return s.recalc()
}

// edit starts typing field f.
func (s *Screen) edit(f field) tea.Cmd {
	s.editing = f
	switch f {
	case rangeField:
		s.before = s.players[s.sel].text
		s.input.Placeholder = "QQ+, AKs, A5s-A2s, KTo+, AhKh, 15%, random"
	case boardField:
		s.before = s.board.text
		s.input.Placeholder = "0 to 5 cards: Ah7c2d"
	case deadField:
		s.before = s.dead.text
		s.input.Placeholder = "cards nobody holds: 2c 3d"
	}
	s.input.SetValue(s.before)
	s.input.CursorEnd()
	s.input.Width = s.inputWidth()
	return s.input.Focus()
}

// updateEditing takes a key while a field is typed: every change is read
// and calculated at once; enter ends the edit, esc puts back the text the
// edit started with.
func (s *Screen) updateEditing(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, s.ek.Done):
		s.stopEditing()
		return nil
	case key.Matches(msg, s.ek.Undo):
		var cmd tea.Cmd
		if s.input.Value() != s.before {
			s.input.SetValue(s.before)
			cmd = s.apply()
		}
		s.stopEditing()
		return cmd
	}
	was := s.input.Value()
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(msg)
	if s.input.Value() == was {
		return cmd
	}
	return tea.Batch(cmd, s.apply())
}

func (s *Screen) stopEditing() {
	s.editing = noField
	s.input.Blur()
}

// apply reads the text typed into its field and calculates again.
func (s *Screen) apply() tea.Cmd {
	v := s.input.Value()
	switch s.editing {
	case rangeField:
		s.players[s.sel].read(v)
	case boardField:
		s.board.read(v, 5)
	case deadField:
		s.dead.read(v, 52)
	}
	return s.recalc()
}

// problem is what keeps the spot from being calculated as it stands: a
// range, the board or the dead cards that do not read.
func (s *Screen) problem() error {
	for i, p := range s.players {
		if p.err != nil {
			return fmt.Errorf("player %d: %w", i+1, p.err)
		}
	}
	for i, p := range s.players {
		if p.rng.Len() == 0 {
			return fmt.Errorf("player %d has no hand: paint the grid, type a range (e) or take a preset (+)", i+1)
		}
	}
	if s.board.err != nil {
		return fmt.Errorf("board: %w", s.board.err)
	}
	if s.dead.err != nil {
		return fmt.Errorf("dead cards: %w", s.dead.err)
	}
	return nil
}

// spot is what the screen asks about.
func (s *Screen) spot() equity.Spot {
	sp := equity.Spot{Board: s.board.cards, Dead: s.dead.cards}
	for _, p := range s.players {
		sp.Players = append(sp.Players, p.rng)
	}
	return sp
}

// recalc starts the calculation of the spot as it now stands, cancelling
// the one running; a spot that does not read has no result.
func (s *Screen) recalc() tea.Cmd {
	if s.problem() != nil {
		s.calc.clear()
		return nil
	}
	// The run's seed, so that a Monte Carlo result replays from --seed.
	return s.calc.start(s.spot(), equity.Options{Method: s.method, StdErr: s.stdErr, Seed: s.ctx.Seed})
}

// syntaxError is the bad token of the field being typed or of the selected
// player's range, if any.
func (s *Screen) syntaxError() *equity.SyntaxError {
	if s.editing == boardField || s.editing == deadField {
		return nil // the line under the input is the board's
	}
	var se *equity.SyntaxError
	if errors.As(s.players[s.sel].err, &se) {
		return se
	}
	return nil
}

// combos is the weighted number of a range's hands, written as a whole
// number when it is one.
func combos(n float64) string {
	if n == math.Trunc(n) {
		return kit.Chips(int(n))
	}
	return fmt.Sprintf("%.1f", n)
}

// mouse paints the grid as calculators do: a click fills or empties a
// cell, and a drag from it gives the cells it crosses the same; a click on
// a player's line of the table chooses that player.
func (s *Screen) mouse(msg tea.MouseMsg) tea.Cmd {
	if w, h := s.ctx.Width, s.ctx.Height; w > 0 && (w < kit.MinWidth || h < kit.MinHeight) {
		return nil // the root shows the size it needs, not the grid
	}
	l := s.layout()
	row, col, onGrid := l.cell(msg.X, msg.Y)
	switch msg.Action {
	case tea.MouseActionPress:
		if msg.Button != tea.MouseButtonLeft {
			return nil
		}
		if onGrid {
			s.row, s.col, s.drag = row, col, true
			return s.toggle(row, col)
		}
		if i, ok := l.playerAt(msg.Y, len(s.players)); ok {
			s.sel = i
		}
	case tea.MouseActionMotion:
		if !s.drag || !onGrid {
			return nil
		}
		s.row, s.col = row, col
		if s.setCell(row, col, s.paint) {
			return s.recalc()
		}
	case tea.MouseActionRelease:
		s.drag = false
	}
	return nil
}
