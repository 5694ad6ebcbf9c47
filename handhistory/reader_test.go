package handhistory

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The fixtures under testdata/foreign are written by hand in PokerStars'
// published formats (and one in another site's).

func foreign(name string) string { return filepath.Join("testdata", "foreign", name) }

// readFile opens a fixture and parses every hand, in order.
func readFile(t *testing.T, name string) ([]*Record, []error) {
	t.Helper()
	hf, err := Open(foreign(name))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	recs := make([]*Record, hf.Len())
	errs := make([]error, hf.Len())
	for i := range hf.Entries {
		recs[i], errs[i] = hf.Hand(i)
	}
	return recs, errs
}

// nets returns each player's net by name, checking that the hand replays
// and that the nets and the rake sum to zero.
func nets(t *testing.T, r *Record) map[string]int {
	t.Helper()
	if _, err := r.Replay(nil); err != nil {
		t.Fatalf("hand %d: %v", r.ID, err)
	}
	m := map[string]int{}
	sum := r.Rake
	for i, p := range r.Players {
		m[p.Name] = r.Net(i)
		sum += r.Net(i)
	}
	if sum != 0 {
		t.Errorf("hand %d: nets %v and rake %d sum to %d, not 0", r.ID, m, r.Rake, sum)
	}
	return m
}

func TestMixedGames(t *testing.T) {
	recs, errs := readFile(t, "mixed_game.txt")
	if len(recs) != 3 {
		t.Fatalf("%d hands, want 3", len(recs))
	}
	for i := range 2 {
		if errs[i] != nil {
			t.Fatalf("hand %d: %v", i+1, errs[i])
		}
	}
	cash, tour := recs[0], recs[1]
	if !cash.Cents || cash.Currency != "$" || cash.SmallBlind != 5 || cash.BigBlind != 10 || len(cash.Players) != 3 {
		t.Errorf("8-Game cash hand: cents %v %q, blinds %d/%d, %d players", cash.Cents, cash.Currency, cash.SmallBlind, cash.BigBlind, len(cash.Players))
	}
	if n := nets(t, cash); n["alpha"] != 25 || n["bravo"] != -5 || n["charlie"] != -20 {
		t.Errorf("8-Game nets %v", n)
	}
	if tour.Cents || tour.Tournament != 812345678 || tour.Level != 1 || tour.SmallBlind != 5 || tour.BigBlind != 10 {
		t.Errorf("Mixed Hold'em tournament hand: %+v", tour)
	}
	if n := nets(t, tour); n["alpha"] != 90 {
		t.Errorf("Mixed Hold'em nets %v", n)
	}
	if errs[2] == nil || !strings.Contains(errs[2].Error(), "not a Hold'em hand") {
		t.Errorf("8-Game (Razz Limit): %v, want not a Hold'em hand", errs[2])
	}
}

// TestSittingOut: a seat sitting out that posted is in the winnings, so
// the column sums to zero.
func TestSittingOut(t *testing.T) {
	hf, err := Open(foreign("sitting_out.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	s := hf.Summarize()
	want := map[string]int{"anna": 90, "ben": -60, "carl": -30}
	sum := 0
	for _, p := range s.Players {
		if p.Net != want[p.Player] || p.Hands != 1 {
			t.Errorf("%s: net %d in %d hands, want %d in 1", p.Player, p.Net, p.Hands, want[p.Player])
		}
		sum += p.Net
	}
	if sum != 0 || len(s.Players) != 3 {
		t.Errorf("%d players sum to %d", len(s.Players), sum)
	}
	r, _ := hf.Hand(0)
	if !r.Players[2].SittingOut {
		t.Error("carl not read as sitting out")
	}
}

// TestCashMoney: money keeps its currency and cents.
func TestCashMoney(t *testing.T) {
	hf, err := Open(foreign("cash_cents.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	s := hf.Summarize()
	if s.Currency != "$" || s.Stats("hero").Net != 4900 || s.Stats("villain").Net != -5000 {
		t.Fatalf("currency %q, hero %d, villain %d", s.Currency, s.Stats("hero").Net, s.Stats("villain").Net)
	}
	r, _ := hf.Hand(0)
	if r.Players[1].Stack != 41250 || r.Rake != 100 {
		t.Errorf("villain's stack %d, rake %d: want cents", r.Players[1].Stack, r.Rake)
	}
	nets(t, r)
	// A ring game's result is the sum of its hands, not its ends.
	d := Describe(foreign("cash_cents.txt"))
	if _, _, ok := d.HeroNet(); !d.Ring || d.Result() != "ring game" || ok {
		t.Errorf("Describe: Ring %v, Result() %q, HeroNet ok %v; want a ring game with no net from its ends", d.Ring, d.Result(), ok)
	}
}

func TestFormatAmount(t *testing.T) {
	tests := []struct {
		n        int
		currency string
		want     string
	}{
		{0, "", "0"}, {1500, "", "1,500"}, {-40, "", "-40"}, {1234567, "", "1,234,567"},
		{4000, "$", "$40.00"}, {-25, "$", "-$0.25"}, {123456705, "€", "€1,234,567.05"}, {0, "£", "£0.00"},
	}
	for _, tt := range tests {
		if got := FormatAmount(tt.n, tt.currency); got != tt.want {
			t.Errorf("FormatAmount(%d, %q) = %q, want %q", tt.n, tt.currency, got, tt.want)
		}
	}
}

// TestNoUncalledLine: old files do not say an uncalled bet went back; the
// reader returns it from the actions, and the hands balance.
func TestNoUncalledLine(t *testing.T) {
	recs, errs := readFile(t, "no_uncalled.txt")
	for i, want := range []map[string]int{{"old1": 30, "old2": -30}, {"old1": 10, "old2": -10}} {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		got := nets(t, recs[i])
		if got["old1"] != want["old1"] || got["old2"] != want["old2"] {
			t.Errorf("hand %d: nets %v, want %v", i+1, got, want)
		}
		returned := 0
		for _, a := range recs[i].Actions {
			if a.Kind == Uncalled {
				returned += a.Amount
			}
		}
		if returned != 10 {
			t.Errorf("hand %d: %d returned, want 10", i+1, returned)
		}
	}
	// Where the file says it, nothing more is returned.
	recs, _ = readFile(t, "sitting_out.txt")
	n := 0
	for _, a := range recs[0].Actions {
		if a.Kind == Uncalled {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d uncalled returns where the file gives one", n)
	}
}

// TestCutOff: a hand cut off at the end of the file is an error with its
// line, matching ErrCutOff; the hands before read.
func TestCutOff(t *testing.T) {
	recs, errs := readFile(t, "cut_off.txt")
	if len(recs) != 2 || errs[0] != nil {
		t.Fatalf("%d hands, first %v", len(recs), errs[0])
	}
	var pe *ParseError
	if !errors.Is(errs[1], ErrCutOff) || !errors.As(errs[1], &pe) || pe.Line != 33 || !strings.Contains(errs[1].Error(), "cut_off.txt:33:") {
		t.Errorf("cut-off hand: %v, want ErrCutOff at cut_off.txt:33", errs[1])
	}
	d := Describe(foreign("cut_off.txt"))
	if d.Err != nil || !errors.Is(d.CutOff, ErrCutOff) || d.Hands != 2 || d.Last.ID != d.First.ID {
		t.Errorf("Describe: err %v, cut off %v, %d hands", d.Err, d.CutOff, d.Hands)
	}
	// A summary cut short is a hand cut off too.
	text, _ := os.ReadFile(foreign("sitting_out.txt"))
	short := text[:strings.Index(string(text), "Seat 2: ben (small blind)")]
	if _, err := Parse(short); !errors.Is(err, ErrCutOff) {
		t.Errorf("summary cut short: %v, want ErrCutOff", err)
	}
}

// TestNotHistory: another site's file, text and binaries hold no hand
// Parlor reads, and say so.
func TestNotHistory(t *testing.T) {
	dir := t.TempDir()
	binary := filepath.Join(dir, "photo.jpg")
	blob := make([]byte, 300000)
	for i := range blob {
		blob[i] = byte(i * 7)
	}
	os.WriteFile(binary, blob, 0o644)
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	tests := []struct {
		path, want string
	}{
		{foreign("foreign_site.txt"), "not a hand history Parlor reads: no hand header in its 28 lines"},
		{binary, "not a hand history Parlor reads: no hand header in the first 100 lines"},
		{empty, "not a hand history Parlor reads: the file is empty"},
	}
	for _, tt := range tests {
		hf, err := Open(tt.path)
		if err != nil {
			t.Fatal(err)
		}
		err = hf.NotHistory()
		hf.Close()
		if !errors.Is(err, ErrNotHistory) || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.path, err, tt.want)
		}
		if d := Describe(tt.path); !errors.Is(d.Err, ErrNotHistory) && tt.path != empty {
			t.Errorf("Describe(%s).Err = %v", tt.path, d.Err)
		}
	}
	// An empty file is a match whose first hand is in play: no error.
	if d := Describe(empty); d.Err != nil || d.Hands != 0 || d.First != nil {
		t.Errorf("Describe(empty) = %+v", d)
	}
	// Hands that all fail to read are no history either.
	only := filepath.Join(dir, "razz.txt")
	text, _ := os.ReadFile(foreign("mixed_game.txt"))
	os.WriteFile(only, text[strings.Index(string(text), "PokerStars Hand #105234567003"):], 0o644)
	if d := Describe(only); !errors.Is(d.Err, ErrNotHistory) || !strings.Contains(d.Err.Error(), "not a Hold'em hand") {
		t.Errorf("a file of Razz: %v", d.Err)
	}
}

// TestLongLine: a line over MaxLine fails at once, naming the file and
// line; memory stays bounded (the buffer never grows past about 2 MiB).
func TestLongLine(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "long.txt")
	text := []byte("first line\nsecond\n")
	text = append(text, make([]byte, 3<<20)...)
	os.WriteFile(path, append(text, '\n'), 0o644)
	_, err := Open(path)
	var pe *ParseError
	if !errors.Is(err, ErrLongLine) || !errors.As(err, &pe) || pe.Line != 3 || pe.File != path {
		t.Errorf("Open: %v, want ErrLongLine at %s:3", err, path)
	}
	// The same through small reads, which make the buffer grow.
	defer func(n int) { indexBuffer = n }(indexBuffer)
	indexBuffer = 4096
	if _, err := Open(path); !errors.Is(err, ErrLongLine) {
		t.Errorf("small reads: %v", err)
	}
}

// TestNotRegular: devices and FIFOs are refused before they are opened,
// so /dev/zero fails at once and a FIFO cannot hang a reader.
func TestNotRegular(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.txt")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	for _, p := range []string{"/dev/zero", fifo} {
		done := make(chan error, 1)
		go func() {
			_, err := Open(p)
			done <- err
		}()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) {
				t.Errorf("Open(%s): %v, want ErrNotRegular", p, err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("Open(%s) hangs", p)
		}
		if d := Describe(p); !errors.Is(d.Err, ErrNotRegular) {
			t.Errorf("Describe(%s).Err = %v", p, d.Err)
		}
	}
}

// TestSplitPotWon: a split pot counts as a hand won and a showdown won for
// both, the same way everywhere.
func TestSplitPotWon(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "split_pot.pokerstars.golden"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range r.Players {
		s := Stats{Player: p.Name}
		s.Add(r)
		if s.Won != 1 || s.ShowdownsWon != 1 || s.Showdowns != 1 {
			t.Errorf("%s: won %d, showdowns won %d of %d; want 1, 1 of 1", p.Name, s.Won, s.ShowdownsWon, s.Showdowns)
		}
	}
	if got := r.Outcome(); got != "split pot at showdown" {
		t.Errorf("Outcome() = %q", got)
	}
}

// TestParlorAmounts: Parlor's format writes every amount one way, with
// thousands separators as the seat lines of docs/rules/holdem.md do;
// PokerStars' never.
func TestParlorAmounts(t *testing.T) {
	var parlor, stars []byte
	for seed := uint64(1); seed < 6; seed++ {
		for _, h := range randomMatch(t, seed, 400) {
			var err error
			if parlor, err = AppendHand(parlor, h.events, Parlor, HandOptions{}); err != nil {
				t.Fatal(err)
			}
			if stars, err = AppendHand(stars, h.events, PokerStars, HandOptions{Tournament: 1e13}); err != nil {
				t.Fatal(err)
			}
		}
	}
	plain := regexp.MustCompile(`\d{4}`)
	big := 0
	for _, l := range strings.Split(string(parlor), "\n") {
		if strings.HasPrefix(l, "Poker Game, Hand #") {
			l = l[strings.Index(l, " \u2013 "):]
		}
		if plain.MatchString(l) {
			t.Fatalf("an amount without separators: %q", l)
		}
		if strings.Contains(l, ",") && !strings.HasPrefix(l, "Seat ") {
			big++
		}
	}
	if big == 0 {
		t.Error("no amount above 999 outside the seat lines: the test tests nothing")
	}
	if regexp.MustCompile(`\d,\d{3}`).Match(stars) {
		t.Error("PokerStars' format with a thousands separator")
	}
	// A match end names both places, in both formats.
	for _, text := range [][]byte{parlor, stars} {
		if !strings.Contains(string(text), " finished the tournament in 2nd place\n") {
			t.Error("a match end without the runner-up")
		}
	}
	if _, errs := ReadAll(parlor, "parlor"); len(errs) > 0 {
		t.Fatal(errs[0])
	}
}

// TestRingHands: hands of runs whose stacks reset are ring-game hands that
// stand alone: the cash header, a 2-max play-chips table, no tournament;
// the reader still finds their numbers.
func TestRingHands(t *testing.T) {
	hands := randomMatch(t, 8, 3)
	text, err := AppendHand(nil, hands[2].events, PokerStars, HandOptions{Tournament: 12345678901234, Ring: true, Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	head := regexp.MustCompile(`^PokerStars Hand #1234567890123400003:  Hold'em Limit \(20/40\) - 2026/01/02 3:04:05 UTC \[2026/01/01 22:04:05 ET\]
Table 'Parlor 12345678901234' 2-max \(Play Money\) Seat #\d is the button
`)
	if !head.Match(text) {
		t.Fatalf("ring hand:\n%s", text)
	}
	r, err := Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if r.Tournament != 0 || r.Number != 3 || r.MaxSeats != 2 || r.Cents || r.Level != 0 || r.BigBlind != 20 {
		t.Errorf("read back: tournament %d number %d max %d cents %v level %d bb %d", r.Tournament, r.Number, r.MaxSeats, r.Cents, r.Level, r.BigBlind)
	}
	if strings.Contains(string(text), "tournament") {
		t.Error("a ring hand speaks of a tournament")
	}
}

// TestEndlessLineMemory: a file of one endless line (a sparse 256 MiB of
// zeros, as /dev/zero would give) fails after about MaxLine bytes, with
// flat memory.
func TestEndlessLineMemory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "zeros")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(256 << 20)
	f.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = Open(path)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, ErrLongLine) || !strings.Contains(err.Error(), path+":1:") {
		t.Errorf("Open: %v, want ErrLongLine at %s:1", err, path)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8<<20 {
		t.Errorf("%d MiB allocated to refuse one long line", alloc>>20)
	}
}

func TestDefaultDir(t *testing.T) {
	tests := []struct {
		xdg, home, want string
	}{
		{"/data", "/home/a", "/data/parlor/hands"},
		{"relative", "/home/a", "/home/a/.local/share/parlor/hands"}, // XDG: a relative path is ignored
		{"", "/home/a", "/home/a/.local/share/parlor/hands"},
		{"", "", ""},         // neither: an error, never a path relative to the working directory
		{"", "relative", ""}, // a relative HOME is no better
	}
	for _, tt := range tests {
		t.Setenv("XDG_DATA_HOME", tt.xdg)
		t.Setenv("HOME", tt.home)
		got, err := DefaultDir()
		if got != tt.want || (err != nil) != (tt.want == "") {
			t.Errorf("XDG_DATA_HOME=%q HOME=%q: DefaultDir() = %q, %v; want %q", tt.xdg, tt.home, got, err, tt.want)
		}
	}
}

// TestOutOfHand: a tournament seat "out of hand (moved from another table
// into small blind)" is not dealt in: it has no summary line, and the hand
// is whole; from the next hand it plays.
func TestOutOfHand(t *testing.T) {
	recs, errs := readFile(t, "out_of_hand.txt")
	if len(recs) != 2 {
		t.Fatalf("%d hands, want 2", len(recs))
	}
	for i, err := range errs {
		if err != nil {
			t.Fatalf("hand %d: %v", i+1, err)
		}
	}
	first, second := recs[0], recs[1]
	if f := first.Players[first.PlayerIndex("fritz")]; !f.SittingOut || f.Stack != 3100 {
		t.Errorf("hand 1: fritz %+v, want a seat not dealt in with 3,100", f)
	}
	if n := nets(t, first); n["dora"] != 200 || n["greta"] != -150 || n["hanna"] != -50 || n["fritz"] != 0 {
		t.Errorf("hand 1 nets %v", n)
	}
	if second.Players[second.PlayerIndex("fritz")].SittingOut {
		t.Error("hand 2: fritz still out of hand")
	}
	hf, err := Open(foreign("out_of_hand.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer hf.Close()
	s := hf.Summarize()
	if len(s.Errors) != 0 || s.Hands != 2 || s.Stats("fritz").Hands != 1 || s.Stats("dora").Hands != 2 || s.Ring {
		t.Errorf("summary: %d hands, errors %v, fritz in %d, dora in %d, ring %v", s.Hands, s.Errors, s.Stats("fritz").Hands, s.Stats("dora").Hands, s.Ring)
	}
}

// TestEncodings: client exports in Windows-1252 (the euro is the byte
// 0x80) and in UTF-16 (with a byte-order mark and CRLF, or big-endian
// without a mark) read as their UTF-8 text would, and say which encoding
// they were read in.
func TestEncodings(t *testing.T) {
	le, err := os.ReadFile(foreign("tournament_utf16.txt"))
	if err != nil {
		t.Fatal(err)
	}
	be := make([]byte, 0, len(le))
	for i := 2; i+1 < len(le); i += 2 { // without the mark, each pair swapped
		be = append(be, le[i+1], le[i])
	}
	bePath := filepath.Join(t.TempDir(), "tournament_utf16be.txt")
	if err := os.WriteFile(bePath, be, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		path     string
		fileEnc  string // File.Encoding
		handEnc  string // Record.Encoding and Text's
		hands    int
		currency string
		nets     map[string]int // the first hand's
		text     string         // in the first hand's Text
	}{
		{foreign("euro_cp1252.txt"), "", windows1252, 2, "€", map[string]int{"Jürgen": 33, "Zoë": -30, "François": -5}, `Jürgen said, "gl ’all"`},
		{foreign("tournament_utf16.txt"), utf16LE, utf16LE, 1, "", map[string]int{"Łukasz": 160, "Андрей": -160}, "Seat 1: Андрей (1690 in chips)\r\n"},
		{bePath, utf16BE, utf16BE, 1, "", map[string]int{"Łukasz": 160, "Андрей": -160}, "Seat 1: Андрей (1690 in chips)\r\n"},
	} {
		t.Run(filepath.Base(tt.path), func(t *testing.T) {
			hf, err := Open(tt.path)
			if err != nil {
				t.Fatal(err)
			}
			defer hf.Close()
			if hf.Encoding != tt.fileEnc || hf.Len() != tt.hands || hf.NotHistory() != nil {
				t.Fatalf("Open: encoding %q, %d hands (%v); want %q, %d", hf.Encoding, hf.Len(), hf.NotHistory(), tt.fileEnc, tt.hands)
			}
			r, err := hf.Hand(0)
			if err != nil {
				t.Fatalf("hand 1: %v", err)
			}
			if r.Encoding != tt.handEnc || r.Currency != tt.currency {
				t.Errorf("hand 1: encoding %q, currency %q; want %q, %q", r.Encoding, r.Currency, tt.handEnc, tt.currency)
			}
			n := nets(t, r)
			for name, want := range tt.nets {
				if n[name] != want {
					t.Errorf("hand 1: %s nets %d, want %d (%v)", name, n[name], want, n)
				}
			}
			text, enc, err := hf.Text(0)
			if err != nil || enc != tt.handEnc || !strings.Contains(string(text), tt.text) {
				t.Errorf("Text(0): encoding %q, %v; want %q and %q in:\n%s", enc, err, tt.handEnc, tt.text, text)
			}
			s := hf.Summarize()
			if s.Hands != tt.hands || len(s.Errors) != 0 || s.Currency != tt.currency {
				t.Errorf("Summarize: %d hands, errors %v, currency %q", s.Hands, s.Errors, s.Currency)
			}
		})
	}
}

// TestUTF16Odd: UTF-16 cut in the middle of a character or a surrogate
// pair reads to its last whole character, without a panic.
func TestUTF16Odd(t *testing.T) {
	for _, tt := range []struct {
		name string
		data []byte
		want string
	}{
		{"odd byte", []byte{0xFF, 0xFE, 'a', 0, 'b'}, "a\uFFFD"},
		{"pair", []byte{0xFF, 0xFE, 0x3D, 0xD8, 0x00, 0xDE}, "😀"},
		{"lone surrogate", []byte{0xFF, 0xFE, 0x3D, 0xD8, 'x', 0}, "\uFFFDx"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			order, ok := sniffUTF16(tt.data)
			if !ok {
				t.Fatal("not taken for UTF-16")
			}
			got, err := decodeUTF16(bytes.NewReader(tt.data), int64(len(tt.data)), order)
			if err != nil || string(got) != tt.want {
				t.Errorf("decodeUTF16(% x) = %q, %v; want %q", tt.data, got, err, tt.want)
			}
		})
	}
	// A surrogate pair across the decoder's chunks of 64 KiB.
	data := []byte{0xFF, 0xFE}
	for len(data) < 64<<10-2 {
		data = append(data, 'a', 0)
	}
	data = append(data, 0x3D, 0xD8, 0x00, 0xDE)
	got, err := decodeUTF16(bytes.NewReader(data), int64(len(data)), binary.LittleEndian)
	if err != nil || !strings.HasSuffix(string(got), "a😀") {
		t.Errorf("a pair across chunks: ends %q, %v", got[max(0, len(got)-8):], err)
	}
}
