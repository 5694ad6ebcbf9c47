package hotseat

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
)

// Keys are the keys every hotseat game has. A game's own key map embeds
// them, so that its help names them alike.
type Keys struct {
	Quit  key.Binding // q: abandon the game (asks first)
	Back  key.Binding // esc at the top: leave the game (asks whether to keep it)
	Rules key.Binding // r: the rules page
	Yes   key.Binding
	No    key.Binding
	Next  key.Binding // enter: past a pause
	Leave key.Binding // at the end: back to the setup

	global kit.GlobalKeys
}

// NewKeys are the keys of a hotseat game.
func NewKeys(g kit.GlobalKeys) Keys {
	back := g.Back
	back.SetHelp("esc", "leave")
	return Keys{
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "abandon")),
		Back:   back,
		Rules:  key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rules")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		Leave:  key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter/esc", "back to the setup")),
		global: g,
	}
}

// Global are the keys every screen has.
func (k Keys) Global() kit.GlobalKeys { return k.global }

// mode is a key map of the bindings short shows, and more with them in the
// full help, in two columns so that it stays short.
func (k Keys) mode(short []key.Binding, more ...key.Binding) help.KeyMap {
	return modeKeys{short: short, full: append(append([]key.Binding(nil), short...), more...)}
}

type modeKeys struct{ short, full []key.Binding }

func (m modeKeys) ShortHelp() []key.Binding { return m.short }

func (m modeKeys) FullHelp() [][]key.Binding {
	if len(m.full) <= 3 {
		return [][]key.Binding{m.full}
	}
	half := (len(m.full) + 1) / 2
	return [][]key.Binding{m.full[:half], m.full[half:]}
}
