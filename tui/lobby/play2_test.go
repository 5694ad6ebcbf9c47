package lobby

import (
	"strings"
	"testing"
	"time"
)

// TestCamel2Keys: a table of Camel Up's second edition, chosen on the
// create form, plays with the local board's digits; a tile is typed as a
// trap is; o shows the odds and r the rules, as on the local board.
func TestCamel2Keys(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "down", "down", "right")
	if v := ana.form.view(ana.k); !strings.Contains(v, "Rules            ‹ second edition ›") {
		t.Fatalf("the form:\n%s", v)
	}
	send(ana, "enter")
	bob := named(t, h, "kb", "bob")
	send(bob, "enter")
	send(ana, "s")
	tv := ana.snap.Table
	if tv == nil || tv.Camel2 == nil || !tv.MyTurn {
		t.Fatalf("ana's table: %+v", tv)
	}
	if !strings.Contains(ana.body, "Camel Up, second edition · leg 1") || !strings.Contains(ana.body, "‹1") {
		t.Errorf("ana's screen:\n%s", ana.body)
	}
	send(ana, "1")
	if log := strings.Join(ana.log, "\n"); !strings.Contains(log, "ana drew the") {
		t.Fatalf("1: ana's log\n%s", log)
	}
	bob.refresh()
	send(bob, "2", "x")
	if bob.pending != '2' || !strings.HasPrefix(bob.status, "Which camel?") {
		t.Errorf("2 x: pending %q, status %q", bob.pending, bob.status)
	}
	send(bob, "r")
	if log := strings.Join(bob.log, "\n"); bob.pending != 0 || !strings.Contains(log, "bob took the 5 leg ticket of red") {
		t.Fatalf("2 r: pending %q, log\n%s", bob.pending, log)
	}
}

// TestCamel2Pages: o and r open and close the second edition's odds and
// rules, on any player's turn.
func TestCamel2Pages(t *testing.T) {
	h := newHub(t, time.Hour)
	ana := named(t, h, "ka", "ana")
	send(ana, "n", "down", "down", "right", "down", "down", "right", "enter") // a computer more, the second edition
	send(ana, "s")
	send(ana, "o")
	if !strings.Contains(ana.body, "1st  2nd last  win lose") || !strings.Contains(ana.body, "320,760 draws") {
		t.Errorf("o: no odds\n%s", ana.body)
	}
	send(ana, "r")
	if !strings.Contains(ana.body, "Camel Up, second edition — the rules") || !strings.Contains(ana.body, "crazy camels") {
		t.Errorf("r: no rules\n%s", ana.body)
	}
	send(ana, "r", "o")
	if strings.Contains(ana.body, "1st  2nd last") || strings.Contains(ana.body, "the rules") {
		t.Errorf("r o: the pages stay open\n%s", ana.body)
	}
	send(ana, "3", "+9")
	send(ana, "enter")
	if log := strings.Join(ana.log, "\n"); !strings.Contains(log, "ana placed a cheering tile on 9") {
		t.Errorf("3 +9: status %q, log\n%s", ana.status, log)
	}
}
