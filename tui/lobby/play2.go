package lobby

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup/second"
	"parlor/server/hub"
)

// The keys of Camel Up's second edition at a served table: the local
// board's digits (1 pyramid ticket, 2 leg ticket, 3 spectator tile, 4
// winner card, 5 loser card, 6 partnership), then the camel (b g y r p or
// 1–5), the tile ("+7" or "-12") or the partner's seat; o and r open the
// odds and the rules, as on the local board.

// camel2Keys are the second edition's camels by key.
var camel2Keys = map[string]second.Camel{
	"b": second.Blue, "g": second.Green, "y": second.Yellow, "r": second.Red, "p": second.Purple,
	"1": second.Blue, "2": second.Green, "3": second.Yellow, "4": second.Red, "5": second.Purple,
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
	act := func(a second.Action) {
		if err := m.h.Act(m.c, hub.CamelMove2{Action: a}); err != nil {
			m.fail(err)
			return
		}
		m.pending = 0
	}
	switch m.pending {
	case 0:
		switch msg.String() {
		case "1":
			act(second.Move())
		case "2", "4", "5", "6":
			m.pending = rune(msg.String()[0])
		case "3":
			m.pending = 't'
			m.input.SetValue("")
			m.input.Placeholder = "+7 or -12"
			m.input.Focus()
			return textinput.Blink
		default:
			m.status = "1 pyramid ticket · 2 leg ticket · 3 spectator tile · 4 winner card · 5 loser card · 6 partnership"
		}
	case 't':
		switch {
		case key.Matches(msg, keyCancel):
			m.pending = 0
		case key.Matches(msg, keyEnter):
			a, err := parseTile(m.input.Value())
			if err != nil {
				m.fail(err)
				return nil
			}
			act(a)
		default:
			var cmd tea.Cmd
			m.input, cmd = m.input.Update(msg)
			return cmd
		}
	case '6':
		if key.Matches(msg, keyCancel) {
			m.pending = 0
			return nil
		}
		n, err := strconv.Atoi(msg.String())
		if err != nil || n < 1 {
			m.status = "Partner with which seat? its number; esc cancels"
			return nil
		}
		act(second.PartnerWith(n - 1))
	default:
		if key.Matches(msg, keyCancel) {
			m.pending = 0
			return nil
		}
		c, ok := camel2Keys[msg.String()]
		if !ok {
			m.status = "Which camel? b g y r p (or 1–5); esc cancels"
			return nil
		}
		kind := map[rune]second.ActionKind{'2': second.LegBet, '4': second.WinnerCard, '5': second.LoserCard}[m.pending]
		act(second.Bet(kind, c))
	}
	return nil
}

// camel2Prompt says what the player of the second edition types now.
func camel2Prompt(m *model) string {
	switch m.pending {
	case 't':
		return "Spectator tile: + (cheering) or - (booing) and a space (2–16), then enter; esc cancels: " + m.input.View()
	case '6':
		return "Partner with which seat? its number; esc cancels"
	}
	what := map[rune]string{'2': "Leg ticket", '4': "Winner card (secret)", '5': "Loser card (secret)"}[m.pending]
	return fmt.Sprintf("%s on which camel? b g y r p (or 1–5); esc cancels", what)
}

// parseTile reads a tile as typed: "+7", "-12", "7+" or "7 -".
func parseTile(s string) (second.Action, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	bad := errors.New("a tile is + or - and a space, e.g. +7 or -12")
	if len(s) < 2 {
		return second.Action{}, bad
	}
	var sign byte
	switch {
	case s[0] == '+' || s[0] == '-':
		sign, s = s[0], s[1:]
	case s[len(s)-1] == '+' || s[len(s)-1] == '-':
		sign, s = s[len(s)-1], s[:len(s)-1]
	default:
		return second.Action{}, bad
	}
	sp, err := strconv.Atoi(s)
	if err != nil {
		return second.Action{}, bad
	}
	t := second.Cheering
	if sign == '-' {
		t = second.Booing
	}
	return second.Spectator(sp, t), nil
}
