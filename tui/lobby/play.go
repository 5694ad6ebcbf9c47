package lobby

import (
	"errors"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/server/hub"
)

// The keys of a player at a game, one function a game.

func init() {
	playKeys(hub.CamelGame, (*model).camelKey,
		helpKey("m", "move a camel"), helpKey("r", "round bet"), helpKey("w", "race-winner bet"),
		helpKey("l", "race-loser bet"), helpKey("t", "place your trap"), helpKey("b g o y w", "the camel (or 1–5)"))
	playKeys(hub.ElephantGame, func(m *model, msg tea.KeyMsg) tea.Cmd { m.elephantKey(msg); return nil },
		helpKey("o", "open a present"), helpKey("1–9, 0", "steal from that seat"))
	playKeys(hub.HoldemGame, func(m *model, msg tea.KeyMsg) tea.Cmd { m.holdemKey(msg); return nil },
		helpKey("f", "fold"), helpKey("k", "check"), helpKey("c", "call"), helpKey("b", "bet"), helpKey("r", "raise"),
		keyLast, keyGoOn)
}

// helpKey is a key as the full help names it.
func helpKey(keys, what string) key.Binding {
	return key.NewBinding(key.WithKeys(keys), key.WithHelp(keys, what))
}

var camelKeys = map[string]camelup.Camel{
	"b": camelup.Blue, "g": camelup.Green, "o": camelup.Orange, "y": camelup.Yellow, "w": camelup.White,
	"1": camelup.Blue, "2": camelup.Green, "3": camelup.Orange, "4": camelup.Yellow, "5": camelup.White,
}

func (m *model) camelKey(msg tea.KeyMsg) tea.Cmd {
	if tv := m.snap.Table; tv != nil && tv.Camel2 != nil {
		return camel2Key(m, msg)
	}
	switch m.pending {
	case 0:
		switch msg.String() {
		case "m":
			m.fail(m.h.Act(m.c, hub.CamelMove{Action: camelup.Move()}))
		case "r", "w", "l":
			m.pending = rune(msg.String()[0])
		case "t":
			m.pending = 't'
			m.input.SetValue("")
			m.input.Placeholder = "+7 or -12"
			m.input.Focus()
			return textinput.Blink
		}
	case 't':
		switch {
		case key.Matches(msg, keyCancel):
			m.pending = 0
		case key.Matches(msg, keyEnter):
			a, err := parseTrap(m.input.Value())
			if err == nil {
				err = m.h.Act(m.c, hub.CamelMove{Action: a})
			}
			if err != nil {
				m.fail(err)
				return nil
			}
			m.pending = 0
		default:
			var cmd tea.Cmd
			m.input, cmd = m.input.Update(msg)
			return cmd
		}
	default:
		if key.Matches(msg, keyCancel) {
			m.pending = 0
			return nil
		}
		cm, ok := camelKeys[msg.String()]
		if !ok {
			m.status = "Which camel? b g o y w (or 1–5); esc cancels"
			return nil
		}
		kind := map[rune]camelup.ActionKind{'r': camelup.RoundBet, 'w': camelup.WinnerBet, 'l': camelup.LoserBet}[m.pending]
		if err := m.h.Act(m.c, hub.CamelMove{Action: camelup.Bet(kind, cm)}); err != nil {
			m.fail(err)
			return nil
		}
		m.pending = 0
	}
	return nil
}

// parseTrap reads a trap as typed: "+7", "-12", "7+" or "7 -".
func parseTrap(s string) (camelup.Action, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	bad := errors.New("a trap is + or - and a square, e.g. +7 or -12")
	if len(s) < 2 {
		return camelup.Action{}, bad
	}
	var sign byte
	switch {
	case s[0] == '+' || s[0] == '-':
		sign, s = s[0], s[1:]
	case s[len(s)-1] == '+' || s[len(s)-1] == '-':
		sign, s = s[len(s)-1], s[:len(s)-1]
	default:
		return camelup.Action{}, bad
	}
	sq, err := strconv.Atoi(s)
	if err != nil {
		return camelup.Action{}, bad
	}
	k := camelup.Plus
	if sign == '-' {
		k = camelup.Minus
	}
	return camelup.Trap(sq, k), nil
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
