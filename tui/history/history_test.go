package history

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/tui/app"
	"parlor/tui/history/replay"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

func TestHistoryFileList(t *testing.T) {
	dir, paths := testDir(t)
	writeFile(t, dir, "notes.txt", "nothing to see\n")
	m := newTestModel(t, dir)
	s := tuitest.Top[*Screen](t, m)
	if len(s.files) != 5 {
		t.Fatalf("%d files listed, want 5", len(s.files))
	}
	// Newest first: the matches by their start (the PokerStars match's
	// summary beside it), then the file without one (its date is its
	// modification time, now, so it comes first).
	var got []string
	for _, f := range s.files {
		got = append(got, filepath.Base(f.path))
	}
	summary := strings.TrimSuffix(filepath.Base(paths[1]), ".txt") + ".summary.txt"
	want := []string{"notes.txt", filepath.Base(paths[2]), filepath.Base(paths[1]), summary, filepath.Base(paths[0])}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("order %v, want %v", got, want)
	}
	for _, f := range s.files[1:] {
		hf, err := handhistory.Open(f.path)
		if err != nil {
			t.Fatal(err)
		}
		if f.summary != nil {
			hf.Close()
			last := tuitest.LastHand(t, paths[1])
			place := "1st of 2"
			if last.Winner != "Human" {
				place = "2nd of 2"
			}
			if f.result != place || f.opponent != "Computer" || f.summary.Tournament != last.Tournament {
				t.Errorf("%s: %q against %q, tournament %d; want %q against Computer, %d", f.name, f.result, f.opponent, f.summary.Tournament, place, last.Tournament)
			}
			continue
		}
		if f.hands != hf.Len() || f.opponent != "Computer" {
			t.Errorf("%s: %d hands against %q, want %d against Computer", f.name, f.hands, f.opponent, hf.Len())
		}
		first, last := hf.Ends()
		hf.Close()
		if want := last.FinalStacks()[0] - first.Players[0].Stack; f.net != want {
			t.Errorf("%s: net %d, want %d", f.name, f.net, want)
		}
		switch {
		case last.Winner == "Human" && f.result != "won", last.Winner == "Computer" && f.result != "lost",
			last.Winner == "" && f.result != "unfinished":
			t.Errorf("%s: result %q, winner %q", f.name, f.result, last.Winner)
		}
	}
	if s.files[0].readable || s.files[0].result != "not history" {
		t.Errorf("notes.txt: readable %v, result %q", s.files[0].readable, s.files[0].result)
	}
	view := tuitest.App(t, m).View()
	for _, w := range []string{"Hand histories", "Computer", "Hands", "notes.txt", "not history"} {
		if !strings.Contains(view, w) {
			t.Errorf("view lacks %q:\n%s", w, view)
		}
	}

	// Down to the newest match, open it, back.
	m, _ = tuitest.Press(t, m, "j")
	if i := tuitest.Top[*Screen](t, m).list.Index(); i != 1 {
		t.Fatalf("cursor at %d after j, want 1", i)
	}
	m, _ = tuitest.Press(t, m, "enter")
	hs := tuitest.Top[*HandsScreen](t, m)
	if hs.path != paths[2] || hs.cache.len() != s.files[1].hands {
		t.Fatalf("opened %s with %d hands, want %s with %d", hs.path, hs.cache.len(), paths[2], s.files[1].hands)
	}
	waitRead(t, hs.cache)
	m, _ = tuitest.Press(t, m, "esc")
	if s := tuitest.Top[*Screen](t, m); s.list.Index() != 1 {
		t.Errorf("back on the list at %d, want 1", s.list.Index())
	}
	if !hs.cache.released {
		t.Error("the file was not let go on leaving its hands")
	}
	m, _ = tuitest.Press(t, m, "esc")
	tuitest.Top[*tuitest.Menu](t, m)
}

func TestHistoryEmptyDir(t *testing.T) {
	for _, dir := range []string{t.TempDir(), filepath.Join(t.TempDir(), "missing")} {
		m := newTestModel(t, dir)
		view := tuitest.App(t, m).View()
		for _, w := range []string{"No hand histories yet in", filepath.Base(dir), "Play a match", "--history-dir", "history open FILE"} {
			if !strings.Contains(view, w) {
				t.Errorf("%s: view lacks %q:\n%s", dir, w, view)
			}
		}
		// Enter does nothing; esc goes back.
		m, _ = tuitest.Press(t, m, "enter", "esc")
		tuitest.Top[*tuitest.Menu](t, m)
	}
}

// openHands opens the newest test match's hands at 80×24.
func openHands(t *testing.T) (tea.Model, *HandsScreen) {
	t.Helper()
	dir, _ := testDir(t)
	m := newTestModel(t, dir)
	m, _ = tuitest.Press(t, m, "enter")
	hs := tuitest.Top[*HandsScreen](t, m)
	waitRead(t, hs.cache)
	return m, hs
}

// visible returns the indexes of the hands the list shows.
func visible(hs *HandsScreen) []int {
	var out []int
	for _, it := range hs.list.VisibleItems() {
		out = append(out, it.(handItem).i)
	}
	return out
}

func TestHistoryHandsQuickFilters(t *testing.T) {
	m, hs := openHands(t)
	// What each filter must keep, from the records themselves.
	want := map[string][]int{}
	hs.cache.hf.All(func(i int, r *handhistory.Record, err error) bool {
		if err != nil {
			t.Fatal(err)
		}
		want["1"] = append(want["1"], i)
		if r.Showdown {
			want["2"] = append(want["2"], i)
		}
		if r.Pot >= 10*r.BigBlind {
			want["3"] = append(want["3"], i)
		}
		if n := r.Net(r.Hero); n > 0 {
			want["4"] = append(want["4"], i)
		} else if n < 0 {
			want["5"] = append(want["5"], i)
		}
		return true
	})
	for _, k := range []string{"2", "3", "4", "5", "1"} {
		if len(want[k]) == 0 {
			t.Fatalf("the test match has no hand for filter %s", k)
		}
		m, _ = tuitest.Press(t, m, k)
		got := visible(tuitest.Top[*HandsScreen](t, m))
		if fmt.Sprint(got) != fmt.Sprint(want[k]) {
			t.Errorf("filter %s shows %d hands %v, want %d %v", k, len(got), got, len(want[k]), want[k])
		}
	}
	// The same key again shows every hand; esc clears a quick filter
	// before it leaves.
	m, _ = tuitest.Press(t, m, "2", "2")
	if n := len(visible(tuitest.Top[*HandsScreen](t, m))); n != hs.cache.len() {
		t.Errorf("2 twice shows %d hands, want all %d", n, hs.cache.len())
	}
	m, _ = tuitest.Press(t, m, "4", "esc")
	if hs := tuitest.Top[*HandsScreen](t, m); hs.quick != showAll || len(visible(hs)) != hs.cache.len() {
		t.Errorf("esc left filter %d with %d hands", hs.quick, len(visible(hs)))
	}
	// The chosen hand stays chosen as a filter comes and goes.
	target := want["2"][1]
	hs.list.Select(target)
	for _, k := range []string{"2", "2"} {
		m, _ = tuitest.Press(t, m, k)
		if h := tuitest.Top[*HandsScreen](t, m).list.SelectedItem().(handItem); h.i != target {
			t.Errorf("after %s hand %d is chosen, want %d", k, h.i, target)
		}
	}
}

func TestHistoryHandsFuzzyFilterAndNavigation(t *testing.T) {
	m, _ := openHands(t)
	// Navigation: down twice, to the end, to the start.
	m, _ = tuitest.Press(t, m, "j", "j")
	if i := tuitest.Top[*HandsScreen](t, m).list.Index(); i != 2 {
		t.Errorf("index %d after j j, want 2", i)
	}
	m, _ = tuitest.Press(t, m, "G")
	if hs := tuitest.Top[*HandsScreen](t, m); hs.list.Index() != hs.cache.len()-1 {
		t.Errorf("index %d after G, want %d", hs.list.Index(), hs.cache.len()-1)
	}
	m, _ = tuitest.Press(t, m, "g")
	if i := tuitest.Top[*HandsScreen](t, m).list.Index(); i != 0 {
		t.Errorf("index %d after g, want 0", i)
	}
	// The list's own filter: "/" then text; keys go to the input, so q and
	// s are typed, not acted on.
	m, _ = tuitest.Press(t, m, "/")
	if !tuitest.App(t, m).Top().Typing() {
		t.Fatal("the filter input has no focus after /")
	}
	m = tuitest.Type(t, m, "showdown")
	m, _ = tuitest.Press(t, m, "enter")
	hs := tuitest.Top[*HandsScreen](t, m)
	if hs.list.FilterState() != list.FilterApplied {
		t.Fatalf("filter state %v, want applied", hs.list.FilterState())
	}
	got := visible(hs)
	if len(got) == 0 {
		t.Fatal("the filter showdown kept no hand")
	}
	for _, i := range got {
		if !hs.cache.row(i).showdown {
			t.Errorf("hand %d kept by \"showdown\" did not go to showdown", i)
		}
	}
	// esc clears the filter, then leaves.
	m, _ = tuitest.Press(t, m, "esc")
	if hs := tuitest.Top[*HandsScreen](t, m); hs.list.FilterState() != list.Unfiltered {
		t.Errorf("filter state %v after esc", hs.list.FilterState())
	}
	m, _ = tuitest.Press(t, m, "esc")
	tuitest.Top[*Screen](t, m)
}

// TestHistoryCorruptHand: a hand that cannot be read shows as unreadable
// with the line and the reason; the hands around it still read, replay and
// count.
func TestHistoryCorruptHand(t *testing.T) {
	dir := t.TempDir()
	hm := tuitest.PlayMatch(t, 5, 30)
	path := tuitest.WriteMatch(t, dir, hm, handhistory.Parlor, tuitest.MatchStart(9))
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Hand #5's hole cards become nonsense.
	hands := strings.SplitAfter(string(text), "\n\n")
	if len(hands) < 10 {
		t.Fatalf("%d hands in the test file", len(hands))
	}
	i := strings.Index(hands[4], "Dealt to Human [")
	if i < 0 {
		t.Fatalf("hand 5 has no hole cards:\n%s", hands[4])
	}
	hands[4] = hands[4][:i] + "Dealt to Human [Zz" + hands[4][i+len("Dealt to Human [")+2:]
	badLine := 1 + strings.Count(strings.Join(hands[:4], "")+hands[4][:i], "\n")
	if err := os.WriteFile(path, []byte(strings.Join(hands, "")), 0o644); err != nil {
		t.Fatal(err)
	}

	m := newTestModel(t, dir)
	m, _ = tuitest.Press(t, m, "enter")
	hs := tuitest.Top[*HandsScreen](t, m)
	waitRead(t, hs.cache)
	row := hs.cache.row(4)
	if row.ok || !strings.Contains(row.err, fmt.Sprintf("line %d:", badLine)) {
		t.Fatalf("hand 5: ok %v, error %q, want line %d", row.ok, row.err, badLine)
	}
	for _, j := range []int{3, 5} {
		if r := hs.cache.row(j); !r.ok {
			t.Errorf("hand %d unreadable: %s", j+1, r.err)
		}
	}
	m, _ = tuitest.Press(t, m, "down", "down", "down", "down")
	if v := tuitest.App(t, m).View(); !strings.Contains(v, "! unreadable: line "+strconv.Itoa(badLine)) {
		t.Errorf("the list does not say hand 5 is unreadable:\n%s", v)
	}
	st, _ := hs.cache.statsNow()
	if st.unreadable != 1 || st.stats.Hands != hs.cache.len()-1 {
		t.Errorf("statistics: %d unreadable, %d hands counted of %d", st.unreadable, st.stats.Hands, hs.cache.len())
	}
	// Enter on it shows its text with the reason; r cannot replay it.
	m, _ = tuitest.Press(t, m, "enter")
	tuitest.Top[*textScreen](t, m)
	if v := tuitest.App(t, m).View(); !strings.Contains(v, "cannot be read: line "+strconv.Itoa(badLine)) || !strings.Contains(v, "Dealt to Human [Zz") {
		t.Errorf("the text view of the bad hand:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "r")
	tuitest.Top[*textScreen](t, m)
	m, _ = tuitest.Press(t, m, "esc", "down", "enter")
	if rs := tuitest.Top[*replay.Screen](t, m); rs.Hand().Number != 6 {
		t.Errorf("replaying hand %d after the bad one, want 6", rs.Hand().Number)
	}
}

// TestHistoryControlCharacters: a foreign file's escape sequences and bells
// never reach the terminal, on any screen of the browser.
func TestHistoryControlCharacters(t *testing.T) {
	dir := t.TempDir()
	hm := tuitest.PlayMatch(t, 6, 20)
	path := tuitest.WriteMatch(t, dir, hm, handhistory.PokerStars, tuitest.MatchStart(9))
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	evil := "\x1b]0;pwned\x07\n" + strings.ReplaceAll(string(text), "Computer", "Comp\x1b[2J\u009buter\x07")
	if err := os.WriteFile(filepath.Join(dir, "evil\x1b[31m.txt"), []byte(evil), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	clean := func(where string, m tea.Model) {
		t.Helper()
		v := tuitest.App(t, m).View()
		if strings.ContainsAny(v, "\x1b\x07\u009b") {
			t.Errorf("%s: a control character reaches the terminal: %q", where, v)
		}
	}
	m := newTestModel(t, dir)
	clean("files", m)
	m, _ = tuitest.Press(t, m, "enter")
	hs := tuitest.Top[*HandsScreen](t, m)
	waitRead(t, hs.cache)
	clean("hands", m)
	m, _ = tuitest.Press(t, m, "enter", "end")
	clean("replay", m)
	m, _ = tuitest.Press(t, m, "esc", "t")
	clean("text", m)
	if v := tuitest.App(t, m).View(); !strings.Contains(v, "Comp[2Juter") {
		t.Errorf("the text lost the name's printable part:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "esc", "s")
	clean("statistics", m)
}

// TestHistoryStandalone: "parlor history open FILE" starts on the file's
// hands; esc (or q) there leaves the program, esc elsewhere goes back.
func TestHistoryStandalone(t *testing.T) {
	tuitest.Isolate(t)
	_, paths := testDir(t)
	if _, err := openStandalone(kit.Options{}, filepath.Join(t.TempDir(), "missing.txt")); err == nil {
		t.Error("a missing file opens")
	}
	for _, leave := range []string{"esc", "q"} {
		m0, err := openStandalone(kit.Options{Seed: 1, SeedSet: true}, paths[0])
		if err != nil {
			t.Fatal(err)
		}
		var m tea.Model = m0
		m, _ = tuitest.Drive(t, m, tea.WindowSizeMsg{Width: 80, Height: 24})
		hs := tuitest.Top[*HandsScreen](t, m)
		if tuitest.App(t, m).Depth() != 1 || hs.path != paths[0] {
			t.Fatalf("the browser starts with %d screens on %s", tuitest.App(t, m).Depth(), hs.path)
		}
		if !strings.Contains(tuitest.App(t, m).View(), "esc quit") {
			t.Errorf("the help does not say esc quits:\n%s", tuitest.App(t, m).View())
		}
		m, _ = tuitest.Press(t, m, "s", "esc")
		tuitest.Top[*HandsScreen](t, m)
		if _, quit := tuitest.Press(t, m, leave); !quit {
			t.Errorf("%s on the hands of \"history open\" does not quit", leave)
		}
	}
}

// openStandalone is the root model of "parlor history open" on path.
func openStandalone(opts kit.Options, path string) (app.Model, error) {
	ctx := kit.NewContext(opts)
	s, err := Open(ctx, path)
	if err != nil {
		return app.Model{}, err
	}
	return app.NewWith(ctx, nil, build, nil, s), nil
}

// TestHistoryNamesTheBot: a file the table named after its opponent says
// in the list and in the match statistics which bot played "Computer", by
// its level as the table named it when it is one.
func TestHistoryNamesTheBot(t *testing.T) {
	for _, c := range []struct{ bot, want string }{
		{"maniac", "maniac"},
		{"sklansky", "Normal (sklansky)"},
		{"expert", "Hard (expert)"},
	} {
		t.Run(c.bot, func(t *testing.T) {
			dir := t.TempDir()
			hm := tuitest.PlayMatch(t, 11, 30)
			path := tuitest.WriteMatch(t, dir, hm, handhistory.Parlor, tuitest.MatchStart(10))
			named := filepath.Join(dir, handhistory.MatchName(tuitest.MatchStart(10), c.bot)+".txt")
			if err := os.Rename(path, named); err != nil {
				t.Fatal(err)
			}
			m := newTestModel(t, dir)
			if f := tuitest.Top[*Screen](t, m).files[0]; f.opponent != c.want {
				t.Errorf("the list says against %q, want %q", f.opponent, c.want)
			}
			if v := m.View(); !strings.Contains(v, c.want) {
				t.Errorf("the list does not show %q whole:\n%s", c.want, v)
			}
			m, _ = tuitest.Press(t, m, "enter")
			waitRead(t, tuitest.Top[*HandsScreen](t, m).cache)
			m, _ = tuitest.Press(t, m, "s")
			for range 100 {
				if strings.Contains(m.View(), "Big blinds") {
					break
				}
				m, _ = tuitest.Drive(t, m, statsTick{s: tuitest.Top[*statsScreen](t, m), gen: tuitest.Top[*statsScreen](t, m).gen})
			}
			if v := m.View(); !strings.Contains(v, "against Computer, played by "+c.want) {
				t.Errorf("the statistics do not say which bot it was:\n%s", v)
			}
		})
	}
}

// TestHistoryHandsColumnsFit: the hand list of a foreign file, whose hand
// numbers run to 12 digits, keeps every column head at 80 columns.
func TestHistoryHandsColumnsFit(t *testing.T) {
	tuitest.Isolate(t)
	hs, err := newHandsScreen(tuitest.Context(), filepath.Join("..", "..", "handhistory", "testdata", "foreign", "euro_cp1252.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hs.cache.release()
	hs.Update(tuitest.Size(80, 24))
	lines := strings.Split(hs.View(), "\n")
	if len(lines) < 4 || !strings.HasSuffix(strings.TrimRight(lines[2], " "), "Won") || !strings.Contains(lines[3], "+€0.33") {
		t.Errorf("the columns do not fit:\n%s", strings.Join(lines, "\n"))
	}
}
