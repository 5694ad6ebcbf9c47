package lobby

import (
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/tui/kit"
)

// newLook is one connection's drawing context: the shared kit's styles
// and cards, built from the connection's own renderer, so that each player
// gets the colours their terminal has and the cards they chose.
func newLook(r *lipgloss.Renderer, ascii bool) *kit.Context {
	k := &kit.Context{Styles: kit.NewStyles(r), Keys: kit.NewGlobalKeys(), Settings: config.Defaults()}
	if ascii {
		k.Settings.CardStyle = config.CardsASCII
	}
	return k
}
