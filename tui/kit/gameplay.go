package kit

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// AnswerAbandon handles y or n to "abandon the game?" on a hotseat game
// screen whose question is *asked: yes goes back to the setup, no plays
// on with resume (which schedules a computer move that waited for the
// answer); another key says what to answer.
func AnswerAbandon(ctx *Context, msg tea.KeyMsg, yes, no key.Binding, asked *bool, resume func() tea.Cmd) tea.Cmd {
	switch {
	case key.Matches(msg, yes):
		*asked = false
		return GoBack()
	case key.Matches(msg, no):
		*asked = false
		return resume()
	}
	ctx.SetStatus("Answer y (yes, abandon the game) or n (no, play on)")
	return nil
}
