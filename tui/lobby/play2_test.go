package lobby

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/tui/internal/tuitest"
)

// TestCamel2Keys: a table of Camel Up's second edition, chosen on the
// create form, plays with the local board's menu (tui/kit/camelup/menu2): a
// digit chooses and enter plays, a ticket or a card asks for its camel; esc
// steps back in the menu before it asks to leave; a finish card is said to
// its player alone.
func TestCamel2Keys(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "left", "left", "down", "down", "right") // ana and bob, no computer
	if v := ana.form.view(ana.k); !strings.Contains(v, "Rules            ‹ second edition ›") {
		t.Fatalf("the form:\n%s", v)
	}
	send(ana, "enter")
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	tv := ana.snap.Table
	if tv == nil || tv.CamelUp2 == nil || !tv.MyTurn {
		t.Fatalf("ana's table: %+v", tv)
	}
	if !strings.Contains(ana.body, "Camel Up, second edition · leg 1") || !strings.Contains(ana.body, "ana, your move:") || !strings.Contains(ana.body, "1 Pyramid ticket") {
		t.Errorf("ana's screen has no menu:\n%s", ana.body)
	}
	bob.refresh()
	if strings.Contains(bob.body, "your move:") {
		t.Errorf("bob, not to act, has a menu:\n%s", bob.body)
	}
	send(ana, "1")
	if ana.status != "enter: take a pyramid ticket" || !ana.snap.Table.MyTurn {
		t.Fatalf("1: status %q; want the pyramid ticket chosen, nothing played", ana.status)
	}
	send(ana, "enter")
	if log := strings.Join(ana.log, "\n"); !strings.Contains(log, "ana drew the") {
		t.Fatalf("1 enter: ana's log\n%s", log)
	}
	bob.refresh()
	send(bob, "2", "enter")
	if bob.pending != inMenu || !strings.Contains(bob.body, "Leg ticket on which camel?") {
		t.Fatalf("2 enter: pending %q, body\n%s", bob.pending, bob.body)
	}
	send(bob, "esc")
	if bob.pending != 0 || bob.confirmExit || !strings.Contains(bob.body, "bob, your move:") {
		t.Errorf("esc in the ticket: pending %q, leave asked %v; want the top menu", bob.pending, bob.confirmExit)
	}
	send(bob, "2", "enter", "4", "enter")
	if log := strings.Join(bob.log, "\n"); bob.pending != 0 || !strings.Contains(log, "bob took the 5 leg ticket of red") {
		t.Fatalf("2 enter 4 enter: pending %q, status %q, log\n%s", bob.pending, bob.status, log)
	}
	ana.refresh()
	send(ana, "4", "enter", "1", "enter")
	if ana.status != "Your secret card: blue to win" {
		t.Errorf("a winner card: status %q", ana.status)
	}
	bob.refresh()
	if s := bob.View() + strings.Join(bob.log, "\n"); strings.Contains(s, "blue to win") || !strings.Contains(s, "ana played a secret winner card") {
		t.Errorf("bob's screen tells ana's card, or not that she played one:\n%s", s)
	}
	send(bob, "esc")
	if !bob.confirmExit {
		t.Error("esc at the top: no question to leave")
	}
}

// TestCamel2Pages: o and r open and close the second edition's odds and
// rules, on any player's turn, the odds saying in the menu what each
// action is worth as on the local board; a tile is placed as on the local board: its
// space typed or stepped to (marked on the track), then + or −.
func TestCamel2Pages(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "right", "down", "down", "right", "enter") // a computer more, the second edition
	send(ana, "s")
	ana.Update(tuitest.Size(120, 40)) // room for the odds and the menu
	send(ana, "o")
	if !strings.Contains(ana.body, "1st  2nd last  win lose") || !strings.Contains(ana.body, "320,760 draws") {
		t.Errorf("o: no odds\n%s", ana.body)
	}
	if !strings.Contains(ana.body, "1 Pyramid ticket  +1.00") || !strings.Contains(ana.body, "4 Winner card…    see odds") {
		t.Errorf("o: the menu does not say what each action is worth, as the local board's does\n%s", ana.body)
	}
	send(ana, "r")
	if !strings.Contains(ana.body, "Camel Up, second edition — the rules") || !strings.Contains(ana.body, "crazy camels") {
		t.Errorf("r: no rules\n%s", ana.body)
	}
	send(ana, "r", "o")
	if strings.Contains(ana.body, "1st  2nd last") || strings.Contains(ana.body, "the rules") {
		t.Errorf("r o: the pages stay open\n%s", ana.body)
	}
	send(ana, "3", "enter")
	if !strings.Contains(ana.body, "Spectator tile: which space?") || !strings.Contains(ana.body, "^") {
		t.Fatalf("3 enter: no choice of a space, or no mark on the track\n%s", ana.body)
	}
	send(ana, "9", "+")
	if log := strings.Join(ana.log, "\n"); !strings.Contains(log, "ana placed a cheering tile on 9") {
		t.Errorf("3 enter 9 +: status %q, log\n%s", ana.status, log)
	}
}

// TestCamel2Golden: the second edition's board served, with the local
// board's menu, a tile's space being chosen, and the odds open, at 80×24
// and 120×40; it fits.
func TestCamel2Golden(t *testing.T) {
	for _, tt := range []struct {
		name string
		w, h int
		keys []string
	}{
		{"menu-80x24", 80, 24, nil},
		{"tile-80x24", 80, 24, []string{"3", "enter"}},
		{"odds-80x24", 80, 24, []string{"o"}},
		{"odds-120x40", 120, 40, []string{"o"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHub(t, time.Hour)
			ana := named(t, h, "ka", "ana")
			send(ana, "n", "down", "down", "left", "down", "down", "right", "enter") // ana, bob and a computer
			bob := named(t, h, "kb", "bob")
			send(bob, "enter")
			ana.Update(tuitest.Size(tt.w, tt.h))
			send(ana, "s")
			send(ana, tt.keys...)
			v := ana.View()
			if n := strings.Count(v, "\n"); n >= tt.h { // the view's last newline would scroll its first line away
				t.Errorf("%d lines, more than %d", n, tt.h-1)
			}
			for _, l := range strings.Split(v, "\n") {
				if w := lipgloss.Width(l); w > tt.w {
					t.Errorf("%d cells: %q", w, l)
				}
			}
			teatest.RequireEqualOutput(t, []byte(v))
		})
	}
}

// TestCamel2Help: ? at a second-edition table lists its menu's keys in the
// local board's words (a tile's space and side), not the contest's traps.
func TestCamel2Help(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "left", "left", "down", "down", "right", "enter")
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s", "?")
	v := ana.View()
	for _, want := range []string{"1–6 ↑/↓ choose", "enter   play it", "a tile's space", "a cheering or booing tile", "o   the odds", "r   the rules"} {
		if !strings.Contains(v, want) {
			t.Errorf("? does not show %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "trap") {
		t.Errorf("? names the contest's traps:\n%s", v)
	}
}
