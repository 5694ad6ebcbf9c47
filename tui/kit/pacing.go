package kit

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// after delivers msg after d: the way a computer player "thinks" before it
// acts, so a person can follow the game. With d <= 0 (speed "instant", and
// in tests) msg comes at once, without a timer.
func after(d time.Duration, msg tea.Msg) tea.Cmd {
	if d <= 0 {
		return func() tea.Msg { return msg }
	}
	return tea.Tick(d, func(time.Time) tea.Msg { return msg })
}

// ComputerActs delivers msg after the delay of the speed setting. A screen
// returns it when a computer player is to act and makes the move when msg
// comes back, so the screen stays responsive (ctrl+c, resizing) meanwhile.
func (c *Context) ComputerActs(msg tea.Msg) tea.Cmd {
	return after(c.Delay(), msg)
}
