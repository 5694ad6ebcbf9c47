package lobby

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/server/hub"
)

// elephantTable is ana's and bob's White Elephant game of three rounds,
// no computer, started, and carl watching it; their screens at 80×24.
func elephantTable(t *testing.T) (ana, bob, carl *model) {
	t.Helper()
	h := newHub(t, time.Hour)
	ana, bob = named(t, h, "ka", "ana"), named(t, h, "kb", "bob")
	spec := hub.TableSpec{Kind: hub.ElephantGame, People: 2, Option: slices.Index(hub.ElephantGame.Setting().Choices, "3 rounds")}
	if err := h.Create(ana.c, spec); err != nil {
		t.Fatal(err)
	}
	ana.scr = tableScreen
	bob.refresh()
	send(bob, "enter")
	ana.refresh()
	send(ana, "s")
	carl = named(t, h, "kc", "carl")
	send(carl, "w")
	for _, m := range []*model{ana, bob, carl} {
		m.refresh()
	}
	if tv := ana.snap.Table; tv == nil || !tv.Started || tv.Elephant == nil || !carl.snap.Table.Watcher {
		t.Fatalf("no White Elephant game under way: %+v", tv)
	}
	return ana, bob, carl
}

// fits fails t if m's screen is more than 80×24.
func fits(t *testing.T, m *model) {
	t.Helper()
	v := m.View()
	if n := strings.Count(v, "\n"); n >= 24 { // the view's last newline would scroll its first line away
		t.Errorf("%s's screen: %d lines, more than 23:\n%s", m.snap.Name, n, v)
	}
	for _, l := range strings.Split(v, "\n") {
		if w := lipgloss.Width(l); w > 80 {
			t.Errorf("%s's screen: %d cells: %q", m.snap.Name, w, l)
		}
	}
}

// TestElephantServedAsLocal: a served White Elephant table shows what the
// local table does: r its rules page, a refused steal in its words, each
// round's summary waiting for the players' enter (the watcher sees it
// too), and at the end its final standings; each fits 80×24.
func TestElephantServedAsLocal(t *testing.T) {
	ana, bob, carl := elephantTable(t)
	send(ana, "r")
	if v := ana.View(); !strings.Contains(v, "White Elephant — the rules") || !strings.Contains(v, "(r: back to the game)") {
		t.Fatalf("r: no rules page\n%s", v)
	}
	send(ana, "r")
	if strings.Contains(ana.View(), "the rules") {
		t.Fatalf("r again: the rules page stays\n%s", ana.View())
	}
	send(ana, "?")
	if v := ana.View(); !regexp.MustCompile(`r +the rules`).MatchString(v) {
		t.Errorf("? does not list r:\n%s", v)
	}
	send(ana, "?")
	summaries := 0
	for turns := 0; !ana.snap.Table.Finished; turns++ {
		if turns > 100 {
			t.Fatalf("the game does not end:\n%s", ana.View())
		}
		for _, m := range []*model{ana, bob} {
			m.refresh()
			tv := m.snap.Table
			switch {
			case tv.Between && m == ana:
				summaries++
				carl.refresh()
				round := tv.Elephant.Round
				for _, who := range []*model{ana, bob, carl} {
					who.refresh()
					v := strings.Join(strings.Fields(who.View()), " ")
					if !regexp.MustCompile(`Round \d is over: .* took home the best presents?, \$\d+\.\d\d`).MatchString(v) {
						t.Errorf("round %d: %s's screen has no summary:\n%s", round, who.snap.Name, who.View())
					}
					if got, want := strings.Contains(v, "enter: the next round"), who != carl; got != want {
						t.Errorf("round %d: %s's screen says enter goes on: %v, want %v", round, who.snap.Name, got, want)
					}
					fits(t, who)
				}
				if summaries == 1 {
					teatest.RequireEqualOutput(t, []byte(regexp.MustCompile(`starts in \d+ s`).ReplaceAllString(ana.View(), "starts in … s")))
				}
				send(ana, "enter")
			case tv.Between && !tv.Ready:
				send(m, "enter")
			case tv.MyTurn && turns == 0:
				send(m, string(rune('1'+tv.Seat))) // steal from oneself
				if want := "seat " + string(rune('1'+tv.Seat)) + " is you, " + m.snap.Name + ": open a present or steal from another seat"; !strings.Contains(m.status, want) {
					t.Errorf("a steal from %s's own seat: status %q, want %q", m.snap.Name, m.status, want)
				}
				send(m, "o")
			case tv.MyTurn:
				send(m, "o")
			}
		}
	}
	if summaries != 2 {
		t.Errorf("%d round summaries before the end, want 2 (the last round's is the standings)", summaries)
	}
	for _, m := range []*model{ana, bob, carl} {
		m.refresh()
		v := m.View()
		for _, want := range []string{"final standings", "3 rounds played", "Rounds won", "Best present", "★ "} {
			if !strings.Contains(v, want) {
				t.Errorf("%s's end has no %q:\n%s", m.snap.Name, want, v)
			}
		}
		fits(t, m)
	}
}

// TestRulesPageScrolls: a served rules page (Camel Up's, White
// Elephant's) fits 80×24 under the table's heading, as the local page
// does, and ↑/↓ and pgup/pgdn scroll it; its lines are the local page's.
func TestRulesPageScrolls(t *testing.T) {
	camel, _ := camelTable(t, newHub(t, time.Hour))
	gift, _, _ := elephantTable(t)
	for _, tt := range []struct {
		name  string
		m     *model
		title string
	}{
		{"camel", camel, "Camel Up — the rules"},
		{"elephant", gift, "White Elephant — the rules"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.m
			send(m, "r")
			v := m.View()
			fits(t, m)
			if !strings.HasPrefix(v, "Parlor · Table") || !strings.Contains(v, tt.title) || !strings.Contains(v, "lines 1–") {
				t.Fatalf("r: the page's top under the heading wanted:\n%s", v)
			}
			total := regexp.MustCompile(`lines 1–\d+ of (\d+)`).FindStringSubmatch(v)
			if total == nil {
				t.Fatalf("no line count:\n%s", v)
			}
			send(m, "down", "down", "down")
			if v := m.View(); !strings.Contains(v, "lines 4–") || strings.Contains(v, tt.title) {
				t.Errorf("three downs: the page did not scroll by three lines:\n%s", v)
			}
			send(m, "pgdown", "pgdown", "pgdown", "pgdown")
			if v := m.View(); !strings.Contains(v, "–"+total[1]+" of "+total[1]) {
				t.Errorf("pgdn to the end: the last line is not shown:\n%s", v)
			}
			fits(t, m)
			send(m, "pgup", "pgup", "pgup", "pgup", "pgup")
			if v := m.View(); !strings.Contains(v, "lines 1–") {
				t.Errorf("pgup to the top:\n%s", v)
			}
			send(m, "r")
			if v := m.View(); strings.Contains(v, tt.title) || strings.Contains(v, "scroll") {
				t.Errorf("r again: the page stays:\n%s", v)
			}
		})
	}
}
