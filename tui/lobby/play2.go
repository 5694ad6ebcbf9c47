package lobby

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup/second"
	"parlor/server/hub"
	"parlor/tui/kit/camelup/menu2"
)

// The keys of Camel Up's second edition at a served table are the local
// board's: its menu (tui/kit/camelup/menu2) of the actions, a digit or ↑/↓
// to choose and enter to play, then the camel of a ticket or a card, a
// tile's space (←/→ or its number) and side (+ or −), or a partner; o and
// r open the odds and the rules (camelPage), as on the local board.

// camel2Help are the second edition's keys as the full help lists them,
// in place of the contest's (gameHelp), in the local board's words.
var camel2Help = []key.Binding{
	helpKey("1–6 ↑/↓", "choose"), helpKey("enter", "play it"), helpKey("esc", "a step back"),
	helpKey("←/→", "a tile's space"), helpKey("+ -", "a cheering or booing tile"),
	helpKey("o", "the odds"), helpKey("r", "the rules"),
}

// camelPage opens or closes the odds (o) or the rules (r); it reports
// whether msg was one of them.
func camelPage(m *model, msg tea.KeyMsg) bool {
	switch msg.String() {
	case "o":
		m.camel.odds, m.camel.rules = !m.camel.odds, false
	case "r":
		m.camel.rules = !m.camel.rules
	default:
		return false
	}
	m.refresh()
	return true
}

// camel2Key is a key of the player to act in the second edition.
func camel2Key(m *model, msg tea.KeyMsg) tea.Cmd {
	tv := m.snap.Table
	v := &tv.CamelUp2.View
	name := func(p int) string { return tv.Names[p] }
	r := m.camel.menu2.Key(msg, camelMenuKeys, v, m.snap.Name, name)
	m.menuSaid(r.Abandon, r.Warn, r.Status)
	if r.Play {
		if err := m.h.Act(m.c, hub.CamelUp2Move{Action: r.Action}); err != nil {
			m.fail(err)
		} else {
			m.camel.menu2 = menu2.Menu{}
			if k := r.Action.Kind; k == second.WinnerCard || k == second.LoserCard {
				m.status = "Your secret card: " + cardText(r.Action)
			}
		}
	}
	m.menuLeft(m.camel.menu2.Level != menu2.Top)
	return nil
}

// cardText is a finish card in words, as the local board says it.
func cardText(a second.Action) string {
	if a.Kind == second.LoserCard {
		return a.Camel.String() + " to come last"
	}
	return a.Camel.String() + " to win"
}
