package history

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// filesKeys are the keys of the list of hand-history files.
// Filtering is set while the list's filter input has focus, Filtered when
// a filter applies.
type filesKeys struct {
	Up        key.Binding
	Down      key.Binding
	Open      key.Binding
	Filter    key.Binding
	Reload    key.Binding
	Back      key.Binding
	Filtering bool
	Filtered  bool
	global    kit.GlobalKeys
}

func newFilesKeys(g kit.GlobalKeys) filesKeys {
	return filesKeys{
		Up:     kit.ListUp(),
		Down:   kit.ListDown(),
		Open:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open")),
		Filter: key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "filter")),
		Reload: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "read again")),
		Back:   g.Back,
		global: g,
	}
}

// filterKeys are the keys while a list's filter input has focus.
var filterKeys = []key.Binding{
	key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "apply filter")),
	key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
}

func (k filesKeys) ShortHelp() []key.Binding {
	if k.Filtering {
		return filterKeys
	}
	back := k.Back
	if k.Filtered {
		back.SetHelp("esc", "clear filter")
	}
	return []key.Binding{k.Up, k.Down, k.Open, k.Filter, back, k.global.Help}
}

func (k filesKeys) FullHelp() [][]key.Binding {
	if k.Filtering {
		return [][]key.Binding{filterKeys}
	}
	return [][]key.Binding{{k.Up, k.Down, k.Open}, {k.Filter, k.Reload}, {k.Back, k.global.Quit, k.global.Help}}
}

// handsKeys are the keys of the hand list of one file. Standalone
// is set when the browser was opened on the file ("parlor history open"):
// esc and q then leave the program.
type handsKeys struct {
	Up         key.Binding
	Down       key.Binding
	Page       key.Binding // the list's page keys, for the help only
	Ends       key.Binding // the list's g/G, for the help only
	Replay     key.Binding
	Text       key.Binding
	Stats      key.Binding
	Quick      key.Binding // 1–5: all, showdowns, big pots, won, lost
	Filter     key.Binding
	Back       key.Binding
	Quit       key.Binding
	Filtering  bool
	Standalone bool
	global     kit.GlobalKeys
}

func newHandsKeys(g kit.GlobalKeys) handsKeys {
	return handsKeys{
		Up:     kit.ListUp(),
		Down:   kit.ListDown(),
		Page:   key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn/←/→", "page")),
		Ends:   key.NewBinding(key.WithKeys("g", "G"), key.WithHelp("g/G", "first/last")),
		Replay: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "replay")),
		Text:   key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "text")),
		Stats:  key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "stats")),
		Quick:  key.NewBinding(key.WithKeys("1", "2", "3", "4", "5"), key.WithHelp("1-5", "filters")),
		Filter: key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "search")),
		Back:   g.Back,
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		global: g,
	}
}

func (k handsKeys) ShortHelp() []key.Binding {
	if k.Filtering {
		return filterKeys
	}
	back := k.Back
	if k.Standalone {
		back.SetHelp("esc", "quit")
	}
	return []key.Binding{k.Replay, k.Text, k.Stats, k.Quick, k.Filter, back, k.global.Help}
}

// quickHelp are the quick filters one key a line, for the full help.
var quickHelp = func() []key.Binding {
	var out []key.Binding
	for i, name := range quickNames {
		d := string(rune('1' + i))
		out = append(out, key.NewBinding(key.WithKeys(d), key.WithHelp(d, name)))
	}
	return out
}()

// FullHelp is four columns that fit 80 cells: moving, opening, the
// filters and the search, leaving.
func (k handsKeys) FullHelp() [][]key.Binding {
	if k.Filtering {
		return [][]key.Binding{filterKeys}
	}
	back := k.Back
	if k.Standalone {
		back.SetHelp("esc/q", "quit")
	}
	return [][]key.Binding{
		{k.Up, k.Down, k.Page, k.Ends},
		{k.Replay, k.Text, k.Stats},
		append(append([]key.Binding(nil), quickHelp...), k.Filter),
		{back, k.global.Quit, k.global.Help},
	}
}

// textKeys are the keys of a hand's text and of the statistics.
type textKeys struct {
	Up     key.Binding
	Down   key.Binding
	Page   key.Binding
	Replay key.Binding
	Back   key.Binding
	global kit.GlobalKeys
}

func newTextKeys(g kit.GlobalKeys) textKeys {
	return textKeys{
		Up:     kit.ListUp(),
		Down:   kit.ListDown(),
		Page:   key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", "page")),
		Replay: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "replay")),
		Back:   g.Back,
		global: g,
	}
}

func (k textKeys) ShortHelp() []key.Binding {
	if !k.Replay.Enabled() { // the statistics: nothing scrolls
		return []key.Binding{k.Back, k.global.Quit, k.global.Help}
	}
	return []key.Binding{k.Up, k.Down, k.Page, k.Replay, k.Back, k.global.Help}
}

func (k textKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{k.ShortHelp()}
}

// summaryKeys are the keys of a tournament summary. Hands is enabled when
// the summary's hands are in the folder.
type summaryKeys struct {
	Up     key.Binding
	Down   key.Binding
	Hands  key.Binding
	Back   key.Binding
	global kit.GlobalKeys
}

func newSummaryKeys(g kit.GlobalKeys) summaryKeys {
	return summaryKeys{
		Up:     kit.ListUp(),
		Down:   kit.ListDown(),
		Hands:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "its hands")),
		Back:   g.Back,
		global: g,
	}
}

func (k summaryKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Hands, k.Back, k.global.Help}
}

func (k summaryKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down}, {k.Hands}, {k.Back, k.global.Quit, k.global.Help}}
}
