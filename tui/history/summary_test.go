package history

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"parlor/handhistory"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// TestHistorySummary: the PokerStars match's summary opens from the file
// list (its standing, the freeroll, the places), enter opens the hands it
// sums up, and their statistics name it.
func TestHistorySummary(t *testing.T) {
	dir, paths := testDir(t)
	m := newTestModel(t, dir)
	s := tuitest.Top[*Screen](t, m)
	at := -1
	for i, f := range s.files {
		if f.summary != nil {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("no summary listed")
	}
	for range at {
		m, _ = tuitest.Press(t, m, "j")
	}
	m, _ = tuitest.Press(t, m, "enter")
	sc := tuitest.Top[*summaryScreen](t, m)
	last := tuitest.LastHand(t, paths[1])
	view := tuitest.App(t, m).View()
	for _, want := range []string{"Tournament summary", "Limit Hold'em · freeroll · 2 players", "Human finished",
		"Its hands: " + filepath.Base(paths[1]), last.Winner, "Parlor"} {
		if !strings.Contains(view, want) {
			t.Errorf("summary lacks %q:\n%s", want, view)
		}
	}
	if sc.hands != paths[1] {
		t.Errorf("its hands: %q, want %q", sc.hands, paths[1])
	}
	m, _ = tuitest.Press(t, m, "enter")
	hs := tuitest.Top[*HandsScreen](t, m)
	if hs.path != paths[1] {
		t.Fatalf("enter opened %s, want %s", hs.path, paths[1])
	}
	waitRead(t, hs.cache)
	m, _ = tuitest.Press(t, m, "s")
	view = tuitest.App(t, m).View()
	if !strings.Contains(view, "Tournament summary: a freeroll, 2 players; Human finished") {
		t.Errorf("the statistics do not name the summary:\n%s", view)
	}
	// A summary whose hands are elsewhere says so and opens nothing.
	alone := filepath.Join(t.TempDir(), "alone.summary.txt")
	text, _ := handhistory.ReadTournamentSummaries(sc.hands[:len(sc.hands)-len(".txt")] + ".summary.txt")
	writeFile(t, filepath.Dir(alone), "alone.summary.txt", string(handhistory.AppendTournamentSummary(nil, &text[0])))
	lone := newSummaryScreen(tuitest.Context(), alone, &text[0])
	if lone.hands != "" || lone.km.Hands.Enabled() || !strings.Contains(lone.View(), "not in this folder") {
		t.Errorf("a summary alone: hands %q, enter %v:\n%s", lone.hands, lone.km.Hands.Enabled(), lone.View())
	}
}

// TestHistorySummaryGolden: a tournament summary of eight players in
// money, at 80×24, the hero's place marked.
func TestHistorySummaryGolden(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("XDG_DATA_HOME", "")
	// The summary's times show in local time, UTC under tuitest.Main.
	dir := filepath.Join(home, "hands")
	text := `PokerStars Tournament #970000888, Limit Hold'em
Buy-In: $2.00/$0.20 USD
8 players
Total Prize Pool: $16.00 USD
Tournament started 2018/04/07 19:30:00 CET [2018/04/07 13:30:00 ET]
Tournament finished 2018/04/07 20:44:12 CET [2018/04/07 14:44:12 ET]

  1: quartz (Oslo), $8.00 (50%)
  2: Human (Parlor), $4.80 (30%)
  3: a player with a very long name indeed (Saint-Jean-de-Luz), $3.20 (20%)
  4: delta (Porto),
  5: echo (Turku),
  6: foxtrot (Gdańsk),
  7: golf (Cork),
  8: hotel (Brno),

You finished in 2nd place.
`
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, dir, "TS20180407 T970000888.txt", text)
	m := tuitest.New(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, build)
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(80, 24))
	tm.Send(tuitest.Key("4"))
	tuitest.WaitFor(t, tm, "Against")
	tm.Send(tuitest.Key("enter"))
	tuitest.WaitFor(t, tm, "Tournament summary")
	teatest.RequireEqualOutput(t, tuitest.FinalView(t, tm))
}

// TestHistoryOpenSummary: "parlor history open" on a tournament summary
// shows the summary; enter opens its hands on top, esc comes back to it,
// and esc there leaves the program.
func TestHistoryOpenSummary(t *testing.T) {
	dir, paths := testDir(t)
	tuitest.Isolate(t)
	m, err := openStandalone(kit.Options{Seed: 7, SeedSet: true, HistoryDir: dir}, strings.TrimSuffix(paths[1], ".txt")+".summary.txt")
	if err != nil {
		t.Fatal(err)
	}
	var tm tea.Model = m
	tm, _ = tuitest.Drive(t, tm, tuitest.Size(80, 24))
	tuitest.Top[*summaryScreen](t, tm)
	if !strings.Contains(tuitest.App(t, tm).View(), "esc/q quit") {
		t.Errorf("the help does not say esc quits:\n%s", tuitest.App(t, tm).View())
	}
	tm, _ = tuitest.Press(t, tm, "enter")
	if hs := tuitest.Top[*HandsScreen](t, tm); hs.path != paths[1] {
		t.Fatalf("enter opened %s", hs.path)
	}
	tm, _ = tuitest.Press(t, tm, "esc")
	tuitest.Top[*summaryScreen](t, tm)
	if _, quit := tuitest.Press(t, tm, "esc"); !quit {
		t.Error("esc on the summary of \"history open\" does not quit")
	}
}
