package lobby

import (
	"errors"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/server/hub"
	"parlor/tui/kit/camelup/menu"
)

// The keys of a player at a game, one function a game.

func init() {
	playKeys(hub.CamelUpGame, (*model).camelKey,
		helpKey("1–5 ↑/↓", "choose"), helpKey("enter", "play it"), helpKey("esc", "a step back"),
		helpKey("←/→", "a trap's square"), helpKey("+ -", "a +1 or −1 trap"),
		helpKey("o", "the odds"), helpKey("r", "the rules"))
	playKeys(hub.ElephantGame, func(m *model, msg tea.KeyMsg) tea.Cmd { m.elephantKey(msg); return nil },
		helpKey("o", "open a present"), helpKey("1–9, 0", "steal from that seat"), helpKey("r", "the rules"))
	playKeys(hub.HoldemGame, func(m *model, msg tea.KeyMsg) tea.Cmd { m.holdemKey(msg); return nil },
		helpKey("f", "fold"), helpKey("k", "check"), helpKey("c", "call"), helpKey("b", "bet"), helpKey("r", "raise"),
		keyLast, keyGoOn)
}

// helpKey is a key as the full help names it.
func helpKey(keys, what string) key.Binding {
	return key.NewBinding(key.WithKeys(keys), key.WithHelp(keys, what))
}

// The contest edition's keys at a served table are the local board's: its
// menu (tui/kit/camelup/menu) of the five actions, a digit or ↑/↓ to choose
// and enter to play, then the camel of a bet or a trap's square and kind;
// o and r open the odds and the rules (camelPage).

// inMenu is m.pending while the player is below the contest menu's top:
// esc steps back there rather than leave the table.
const inMenu = 'c'

// camelMenuKeys are the menu's keys, as on the local board.
var camelMenuKeys = menu.NewKeys()

func (m *model) camelKey(msg tea.KeyMsg) tea.Cmd {
	tv := m.snap.Table
	if tv.CamelUp2 != nil {
		return camel2Key(m, msg)
	}
	if tv.CamelUp == nil {
		return nil
	}
	v := &tv.CamelUp.View
	r := m.camel.menu.Key(msg, camelMenuKeys, v, m.snap.Name)
	m.menuSaid(r.Abandon, r.Warn, r.Status)
	if r.Play {
		if err := m.h.Act(m.c, hub.CamelUpMove{Action: r.Action}); err != nil {
			m.fail(err)
		} else {
			m.camel.menu = menu.Menu{}
			if k := r.Action.Kind; k == camelup.WinnerBet || k == camelup.LoserBet {
				m.status = "Your secret bet: " + secretBet(r.Action)
			}
		}
	}
	m.menuLeft(m.camel.menu.Level != menu.Top)
	return nil
}

// menuSaid tells what a Camel Up menu's key said: esc at its top asks to
// leave the table, a refusal is a warning, anything else a status line.
func (m *model) menuSaid(abandon, warn bool, status string) {
	switch {
	case abandon:
		m.confirmExit = true
	case warn:
		m.status = "! " + status
	case status != "":
		m.status = status
	}
}

// menuLeft notes whether a Camel Up menu is open below its top level (the
// table's news then waits), and draws the table again.
func (m *model) menuLeft(open bool) {
	m.pending = 0
	if open {
		m.pending = inMenu
	}
	m.refresh()
}

// secretBet is a secret bet in words, as the local board says it.
func secretBet(a camelup.Action) string {
	if a.Kind == camelup.LoserBet {
		return a.Camel.String() + " to come last"
	}
	return a.Camel.String() + " to win"
}

func (m *model) elephantKey(msg tea.KeyMsg) {
	s := msg.String()
	switch {
	case s == "o":
		m.fail(m.h.Act(m.c, hub.ElephantMove{From: -1}))
	case len(s) == 1 && s[0] >= '0' && s[0] <= '9':
		n := int(s[0] - '0')
		if n == 0 {
			n = 10
		}
		m.fail(m.h.Act(m.c, hub.ElephantMove{From: n - 1}))
	}
}

func (m *model) holdemKey(msg tea.KeyMsg) {
	s := msg.String()
	if m.confirmFold {
		m.confirmFold = false
		if key.Matches(msg, keyYes) {
			m.fail(m.h.Act(m.c, hub.HoldemMove{Key: 'F'}))
		}
		return
	}
	switch s {
	case "f", "c", "k", "b", "r":
		err := m.h.Act(m.c, hub.HoldemMove{Key: rune(s[0])})
		if errors.Is(err, hub.ErrFoldCheck) {
			m.confirmFold = true
			return
		}
		m.fail(err)
	}
}
