package equity

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// keyMap are the Equity screen's keys on the grid.
type keyMap struct {
	Up, Down, Left, Right                     key.Binding // move on the grid
	PaintUp, PaintDown, PaintLeft, PaintRight key.Binding // move and paint
	Toggle                                    key.Binding // fill or empty the cell
	More, Less                                key.Binding // the next or previous preset
	Clear                                     key.Binding // empty the range
	Next, Prev                                key.Binding // the next or previous player
	Player                                    key.Binding // 1-6: that player
	Add, Remove                               key.Binding
	EditRange, EditBoard, EditDead            key.Binding
	Method                                    key.Binding // auto, exact, Monte Carlo
	global                                    kit.GlobalKeys
}

func newKeyMap(g kit.GlobalKeys) keyMap {
	return keyMap{
		Up:         kit.ListUp(),
		Down:       kit.ListDown(),
		Left:       key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "left")),
		Right:      key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "right")),
		PaintUp:    key.NewBinding(key.WithKeys("shift+up", "K"), key.WithHelp("shift+↑/K", "paint up")),
		PaintDown:  key.NewBinding(key.WithKeys("shift+down", "J"), key.WithHelp("shift+↓/J", "paint down")),
		PaintLeft:  key.NewBinding(key.WithKeys("shift+left", "H"), key.WithHelp("shift+←/H", "paint left")),
		PaintRight: key.NewBinding(key.WithKeys("shift+right", "L"), key.WithHelp("shift+→/L", "paint right")),
		Toggle:     key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "fill")),
		More:       key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "larger preset")),
		Less:       key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "smaller preset")),
		Clear:      key.NewBinding(key.WithKeys("c", "backspace"), key.WithHelp("c", "clear range")),
		Next:       key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next player")),
		Prev:       key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous")),
		Player:     key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6"), key.WithHelp("1-6", "player")),
		Add:        key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "add a player")),
		Remove:     key.NewBinding(key.WithKeys("x", "delete"), key.WithHelp("x", "remove player")),
		EditRange:  key.NewBinding(key.WithKeys("e", "enter"), key.WithHelp("e", "type a range")),
		EditBoard:  key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "board")),
		EditDead:   key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "dead cards")),
		Method:     key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "exact/Monte Carlo")),
		global:     g,
	}
}

func (k keyMap) ShortHelp() []key.Binding {
	// The board, the dead cards and the method have their keys beside
	// them on the panel; + and - share a line.
	presets, edit, next, add := k.More, k.EditRange, k.Next, k.Add
	presets.SetHelp("+/-", "preset")
	edit.SetHelp("e", "type")
	next.SetHelp("tab", "player")
	add.SetHelp("a", "add")
	return []key.Binding{k.Toggle, presets, edit, next, add, k.global.Back, k.global.Help}
}

// FullHelp fits 80 columns: the grid's moves and paints on a line each
// (every key is still bound), each other key once.
func (k keyMap) FullHelp() [][]key.Binding {
	move := key.NewBinding(key.WithKeys("up"), key.WithHelp("arrows/hjkl", "move"))
	paint := key.NewBinding(key.WithKeys("shift+up"), key.WithHelp("shift+arrows", "paint (or HJKL)"))
	method := k.Method
	method.SetHelp("m", "method")
	return [][]key.Binding{
		{move, paint, k.Toggle, k.Clear, k.More, k.Less},
		{k.EditRange, k.EditBoard, k.EditDead, k.Next, k.Prev},
		{k.Player, k.Add, k.Remove, method, k.global.Back, k.global.Quit, k.global.Help},
	}
}

// editKeys are the keys while a range, the board or the dead cards are
// typed: the result follows every change; esc puts back what was there.
type editKeys struct {
	Done   key.Binding
	Undo   key.Binding
	global kit.GlobalKeys
}

func newEditKeys(g kit.GlobalKeys) editKeys {
	return editKeys{
		Done:   key.NewBinding(key.WithKeys("enter", "tab"), key.WithHelp("enter", "done")),
		Undo:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "undo the edit")),
		global: g,
	}
}

func (k editKeys) ShortHelp() []key.Binding { return []key.Binding{k.Done, k.Undo, k.global.Quit} }

func (k editKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }
