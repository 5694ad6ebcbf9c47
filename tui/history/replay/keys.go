package replay

import (
	"github.com/charmbracelet/bubbles/key"

	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// keys are the keys of a hand's replay. Playing is set while
// the hand plays itself.
type keys struct {
	Prev     key.Binding
	Next     key.Binding
	First    key.Binding
	Last     key.Binding
	Play     key.Binding
	Faster   key.Binding
	Slower   key.Binding
	NextHand key.Binding
	PrevHand key.Binding
	Back     key.Binding
	Log      felt.LogKeys
	Playing  bool
	global   kit.GlobalKeys
}

func newKeys(g kit.GlobalKeys) keys {
	return keys{
		Prev:     key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "back a step")),
		Next:     key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next step")),
		First:    key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "start")),
		Last:     key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "end")),
		Play:     key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "play")),
		Faster:   key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:   key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
		NextHand: key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next hand")),
		PrevHand: key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "previous hand")),
		Back:     g.Back,
		Log:      felt.NewLogKeys(),
		global:   g,
	}
}

func (k keys) ShortHelp() []key.Binding {
	play := k.Play
	if k.Playing {
		play.SetHelp("space", "pause")
	}
	step, speed, hands := k.Prev, k.Faster, k.NextHand
	step.SetHelp("←/→/home/end", "step")
	speed.SetHelp("+/-", "speed")
	hands.SetHelp("n/p", "hand")
	return []key.Binding{step, play, speed, hands, k.Back, k.global.Help}
}

// FullHelp is four columns that fit 80 cells.
func (k keys) FullHelp() [][]key.Binding {
	play := k.Play
	play.SetHelp("space", "play/pause")
	prev := k.PrevHand
	prev.SetHelp("p", "prev. hand")
	return [][]key.Binding{
		{k.Prev, k.Next, k.First, k.Last},
		{play, k.Faster, k.Slower},
		{k.NextHand, prev, k.Log.Up},
		{k.Back, k.global.Quit, k.global.Help},
	}
}
