package history

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/list"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/internal/tuitest"
)

// TestHistorySearch: / finds the hands that hold a card (on the board, in
// the hero's hand or shown; as "K♥" or "Kh"), that went to showdown, with
// an all-in, of a player; in the file's order; and says so when no hand
// matches.
func TestHistorySearch(t *testing.T) {
	m0, hs := openHands(t)
	var recs []*handhistory.Record
	hs.cache.hf.All(func(_ int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r)
		return true
	})
	kh := poker.NewCard(poker.King, poker.Hearts)
	holds := func(r *handhistory.Record, c poker.Card) bool {
		if slices.Contains(r.Board, c) {
			return true
		}
		for _, p := range r.Players {
			if p.Known && (p.Hole[0] == c || p.Hole[1] == c) {
				return true
			}
		}
		return false
	}
	want := func(keep func(r *handhistory.Record) bool) []int {
		var out []int
		for i, r := range recs {
			if keep(r) {
				out = append(out, i)
			}
		}
		return out
	}
	allIn := func(r *handhistory.Record) bool {
		for _, a := range r.Actions {
			if a.AllIn {
				return true
			}
		}
		return false
	}
	tests := []struct {
		query string
		want  []int
	}{
		{"K♥", want(func(r *handhistory.Record) bool { return holds(r, kh) })},
		{"Kh", want(func(r *handhistory.Record) bool { return holds(r, kh) })},
		{"kh", want(func(r *handhistory.Record) bool { return holds(r, kh) })},
		{"showdown", want(func(r *handhistory.Record) bool { return r.Showdown })},
		{"all-in", want(allIn)},
		{"allin showdown", want(func(r *handhistory.Record) bool { return allIn(r) && r.Showdown })},
		{"K♥ A♠", want(func(r *handhistory.Record) bool {
			return holds(r, kh) && holds(r, poker.NewCard(poker.Ace, poker.Spades))
		})},
		{"KhAs", want(func(r *handhistory.Record) bool {
			return holds(r, kh) && holds(r, poker.NewCard(poker.Ace, poker.Spades))
		})},
		{"river", want(func(r *handhistory.Record) bool { return len(r.Board) == 5 })},
		{"computer", want(func(r *handhistory.Record) bool { return true })},
		{`"computer folds"`, want(func(r *handhistory.Record) bool {
			for _, a := range r.Actions {
				if a.Kind == handhistory.Fold {
					return r.Players[a.Player].Name == "Computer"
				}
			}
			return false
		})},
		{"zzz", nil},
	}
	m := m0
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			m, _ = tuitest.Press(t, m, "/")
			m = tuitest.Type(t, m, tt.query)
			m, _ = tuitest.Press(t, m, "enter")
			defer func() { m, _ = tuitest.Press(t, m, "esc") }() // the search gone, for the next
			hs := tuitest.Top[*HandsScreen](t, m)
			// With no hand to show, the query stays open to be edited.
			if state := hs.list.FilterState(); len(tt.want) > 0 && state != list.FilterApplied || len(tt.want) == 0 && state != list.Filtering {
				t.Fatalf("filter state %v", state)
			}
			if got := visible(hs); !slices.Equal(got, tt.want) {
				t.Errorf("%q shows %v, want %v", tt.query, got, tt.want)
			}
			view := tuitest.App(t, m).View()
			if len(tt.want) == 0 && !strings.Contains(view, "no hand matches") {
				t.Errorf("%q: nothing matches, and the screen does not say so:\n%s", tt.query, view)
			}
			if pager := pageCount.FindString(view); len(tt.want) == 0 && pager != "" {
				t.Errorf("%q: nothing matches, and the screen shows the page count %q of the hands before", tt.query, pager)
			}
		})
	}
	if n := len(tests[0].want); n == 0 || n == len(recs) {
		t.Errorf("K♥ is in %d of %d hands: the test tells nothing", n, len(recs))
	}
}

// pageCount is the list's page count, "1/3", alone on its line.
var pageCount = regexp.MustCompile(`(?m)^ *\d+/\d+ *$`)

// TestHistorySearchHeading: a search's heading stays on one line at 80
// columns, for a file with a name as long as a headless run's, so that the
// list keeps its rows.
func TestHistorySearchHeading(t *testing.T) {
	_, paths := testDir(t)
	text, err := os.ReadFile(paths[2])
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeFile(t, dir, "match_2026-12-01_22-20-10_seed1_0001.txt", string(text))
	m := newTestModel(t, dir)
	m, _ = tuitest.Press(t, m, "enter", "/")
	m = tuitest.Type(t, m, "showdown river flop")
	m, _ = tuitest.Press(t, m, "enter")
	view := tuitest.App(t, m).View()
	lines := strings.Split(view, "\n")
	if len(lines) != 24 || !strings.Contains(lines[0], "of 41 hands") || !strings.Contains(lines[1], "1 all") {
		t.Errorf("the heading does not hold on its line:\n%s", view)
	}
}
