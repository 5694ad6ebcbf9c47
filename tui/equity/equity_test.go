package equity

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/poker"
	"parlor/poker/equity"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// setRange types text as player i's range, as e, ctrl+u, the text and
// enter would.
func setRange(t *testing.T, s *Screen, i int, text string) {
	t.Helper()
	s.sel = i
	press(t, s, "e", "ctrl+u")
	if text != "" {
		typeText(t, s, text)
	}
	press(t, s, "enter")
	if p := s.players[i]; p.err != nil {
		t.Fatalf("range %q: %v", text, p.err)
	}
}

func TestPaintWithKeys(t *testing.T) {
	tests := []struct {
		name string
		keys []string
		want string // the range's text, written from the grid
	}{
		{"clear", []string{"c"}, ""},
		{"one cell", []string{"c", " "}, "AA"},
		{"paint right", []string{"c", " ", "L", "L"}, "AA, AQs+"},
		{"paint down", []string{"c", " ", "J", "J"}, "AA, AQo+"},
		{"shift arrows", []string{"c", "l", " ", "shift+right", "shift+down"}, "AQs+, KQs"},
		{"erase", []string{" ", "L"}, "KK-QQ"}, // AA emptied, then AKs painted empty
		{"toggle twice", []string{" ", " "}, "QQ+, AKs"},
		{"edges stop the cursor", []string{"k", "h", "K", "H", " "}, "KK-QQ, AKs"},
		{"suited and offsuit", []string{"c", "l", " ", "h", "j", " "}, "AKs, AKo"},
		{"bottom corner", []string{"c", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "j", "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", " "}, "22"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestScreen(t)
			press(t, s, tt.keys...)
			p := s.players[0]
			if p.text != tt.want {
				t.Errorf("after %q the range is %q, want %q", tt.keys, p.text, tt.want)
			}
			back, err := equity.Parse(p.text)
			if p.text != "" && (err != nil || back != p.rng) {
				t.Errorf("Parse(%q) = %v, %v; want the grid's range", p.text, back.String(), err)
			}
		})
	}
}

// TestPaintWithKeysRecalculates: every change to the grid starts a
// calculation, and its result is that of the range painted.
func TestPaintWithKeysRecalculates(t *testing.T) {
	s := newTestScreen(t)
	first := s.calc.res.Players[0].Equity
	gen := s.calc.gen
	press(t, s, "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", "l", " ") // A2s
	if s.calc.gen == gen || !s.calc.has || s.calc.running {
		t.Fatalf("no new result after painting: gen %d (was %d), has %v, running %v", s.calc.gen, gen, s.calc.has, s.calc.running)
	}
	if got := s.calc.res.Players[0].Equity; got >= first {
		t.Errorf("QQ+, AKs, A2s has equity %.4f, want less than QQ+, AKs's %.4f", got, first)
	}
	// Moving paints nothing and calculates nothing.
	gen = s.calc.gen
	press(t, s, "h", "j")
	if s.calc.gen != gen {
		t.Errorf("moving the cursor started a calculation")
	}
	// Painting a cell that already has the paint's weight changes nothing.
	press(t, s, "k", "l", "H") // paint (0,12) and (0,11): A2s is in, A3s gets it
	if got := s.players[0].text; got != "QQ+, AKs, A3s-A2s" {
		t.Errorf("range %q, want QQ+, AKs, A3s-A2s", got)
	}
}

func mouse(x, y int, action tea.MouseAction, button tea.MouseButton) tea.MouseMsg {
	return tea.MouseMsg{X: x, Y: y, Action: action, Button: button}
}

func TestPaintWithMouse(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{tuitest.Size(80, 22), tuitest.Size(120, 38)} {
		t.Run(fmt.Sprintf("%dx%d", size.Width, size.Height), func(t *testing.T) {
			s := newTestScreen(t)
			s.Update(size)
			l := s.layout()
			at := func(row, col int) (int, int) { return col*l.cellW + 1, row * l.cellH }
			send := func(m tea.MouseMsg) {
				_, cmd := s.Update(m)
				settle(t, s, cmd)
			}
			press(t, s, "c")
			x, y := at(0, 0)
			send(mouse(x, y, tea.MouseActionPress, tea.MouseButtonLeft)) // AA filled: the drag fills
			x, y = at(0, 1)
			send(mouse(x, y, tea.MouseActionMotion, tea.MouseButtonLeft)) // AKs
			x, y = at(1, 1)
			send(mouse(x, y, tea.MouseActionMotion, tea.MouseButtonLeft)) // KK
			send(mouse(x+1, y, tea.MouseActionMotion, tea.MouseButtonLeft))
			send(mouse(x, y, tea.MouseActionRelease, tea.MouseButtonNone))
			x, y = at(1, 2)
			send(mouse(x, y, tea.MouseActionMotion, tea.MouseButtonNone)) // released: paints nothing
			x, y = at(5, 5)
			send(mouse(x, y, tea.MouseActionPress, tea.MouseButtonRight)) // only the left button paints
			if got := s.players[0].text; got != "KK+, AKs" {
				t.Errorf("after a drag the range is %q, want KK+, AKs", got)
			}
			if s.row != 1 || s.col != 1 {
				t.Errorf("cursor at (%d,%d), want the last cell painted, (1,1)", s.row, s.col)
			}
			if !s.calc.has {
				t.Error("no result after painting")
			}
			// A drag from a full cell empties.
			x, y = at(0, 0)
			send(mouse(x, y, tea.MouseActionPress, tea.MouseButtonLeft))
			x, y = at(1, 1)
			send(mouse(x, y, tea.MouseActionMotion, tea.MouseButtonLeft))
			send(mouse(x, y, tea.MouseActionRelease, tea.MouseButtonNone))
			if got := s.players[0].text; got != "AKs" {
				t.Errorf("after a drag from a full cell the range is %q, want AKs", got)
			}
			// A click on a player's line of the table chooses them.
			send(mouse(3, l.tableY+2, tea.MouseActionPress, tea.MouseButtonLeft))
			if s.sel != 1 {
				t.Errorf("a click on player 2's line chose player %d", s.sel+1)
			}
			// Off the grid and the table, a click does nothing.
			send(mouse(l.sideX+2, 3, tea.MouseActionPress, tea.MouseButtonLeft))
			if s.sel != 1 || s.players[1].text != "random" {
				t.Errorf("a click on the panel changed player %d's range to %q", s.sel+1, s.players[1].text)
			}
		})
	}
}

func TestPresets(t *testing.T) {
	tests := []struct {
		name       string
		start      string
		keys       []string
		want       string // the text
		wantStatus string
	}{
		{"up from a narrow range", "QQ+, AKs", []string{"+"}, "5%", ""},
		{"up three", "QQ+, AKs", []string{"+", "=", "+"}, "15%", ""},
		{"up and down", "QQ+, AKs", []string{"+", "+", "+", "-"}, "10%", ""},
		{"down from a preset", "20%", []string{"-"}, "15%", ""},
		{"down from a range", "random", []string{"-"}, "75%", ""},
		{"none below", "QQ+, AKs", []string{"-"}, "QQ+, AKs", "5% is the smallest preset"},
		{"none above", "random", []string{"+"}, "random", "100% is the largest preset"},
		{"to every hand", "75%", []string{"+"}, "100%", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestScreen(t)
			setRange(t, s, 0, tt.start)
			press(t, s, tt.keys...)
			p := s.players[0]
			if p.text != tt.want {
				t.Errorf("%q after %q = %q, want %q", tt.start, tt.keys, p.text, tt.want)
			}
			if got := s.ctx.Status().Text; got != tt.wantStatus {
				t.Errorf("status %q, want %q", got, tt.wantStatus)
			}
			if pct, ok := strings.CutSuffix(tt.want, "%"); ok {
				f, err := strconv.ParseFloat(pct, 64)
				if err != nil {
					t.Fatal(err)
				}
				want := equity.Top(f)
				if p.rng != want {
					t.Errorf("range after %q holds %.0f hands, want the best %s%%: %.0f", tt.keys, p.rng.Size(), pct, want.Size())
				}
			}
		})
	}
	// A preset painted over steps from where the grid now is.
	s := newTestScreen(t)
	setRange(t, s, 0, "15%")
	press(t, s, " ") // AA out: 14.6 %
	press(t, s, "+")
	if got := s.players[0].text; got != "15%" {
		t.Errorf("+ from 15%% less AA = %q, want 15%%", got)
	}
}

func TestTypeRange(t *testing.T) {
	s := newTestScreen(t)
	gen := s.calc.gen
	press(t, s, "e")
	if !s.Typing() || s.editing != rangeField {
		t.Fatal("e does not start typing the range")
	}
	if got := s.input.Value(); got != "QQ+, AKs" {
		t.Errorf("the input starts with %q, want the range's text", got)
	}
	press(t, s, "ctrl+u")
	typeText(t, s, "JJ+, AQs+")
	if got, want := s.players[0].rng, equity.MustParse("JJ+,AQs+"); got != want {
		t.Errorf("range while typing = %v, want JJ+, AQs+", got.String())
	}
	if s.calc.gen == gen || !s.calc.has {
		t.Errorf("typing did not calculate again (gen %d, was %d)", s.calc.gen, gen)
	}
	// The grid shows it.
	if w := s.grid().Weight(0, 2); w != 1 {
		t.Errorf("AQs's cell has weight %v, want 1", w)
	}
	if w := s.grid().Weight(0, 3); w != 0 {
		t.Errorf("AJs's cell has weight %v, want 0", w)
	}
	press(t, s, "enter")
	if s.Typing() {
		t.Error("still typing after enter")
	}
	// q and digits are typed while the input has focus, and esc puts back
	// the range the edit started with.
	press(t, s, "e")
	typeText(t, s, ", 22q")
	if s.players[0].err == nil {
		t.Error("JJ+, AQs+, 22q reads as a range")
	}
	press(t, s, "esc")
	if p := s.players[0]; s.Typing() || p.text != "JJ+, AQs+" || p.err != nil || p.rng != equity.MustParse("JJ+,AQs+") {
		t.Errorf("after esc: typing %v, range %q (err %v), want JJ+, AQs+", s.Typing(), p.text, p.err)
	}
	if !s.calc.has {
		t.Error("no result after esc put the range back")
	}
	// A hand, written with or without a space.
	for _, text := range []string{"Ah Kh", "AhKh"} {
		setRange(t, s, 1, text)
		want := equity.HandRange([2]poker.Card{poker.NewCard(poker.Ace, poker.Hearts), poker.NewCard(poker.King, poker.Hearts)})
		if s.players[1].rng != want {
			t.Errorf("player 2 %q = %v, want the one hand AhKh", text, s.players[1].rng.String())
		}
	}
	// On the grid a hand is part of its cell.
	s.sel, s.row, s.col = 1, 0, 1
	if v := s.View(); !strings.Contains(v, "▒AKs") && !strings.Contains(v, "▸AKs") {
		t.Errorf("AKs's cell does not show a part of it:\n%s", v)
	}
	if w := s.grid().Weight(0, 1); w != 0.25 {
		t.Errorf("AhKh's cell has weight %v, want 0.25", w)
	}
}

func TestBadRange(t *testing.T) {
	tests := []struct {
		text   string
		token  string
		column int
	}{
		{"QQ+, QX", "QX", 6},
		{"QQ+,,AK", "", 5},
		{"AK:2", "AK:2", 1},
		{"JJ+, 22-A5s", "22-A5s", 6},
		{"Ah Kh Qh", "Ah Kh Qh", 1},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			s := newTestScreen(t)
			press(t, s, "e", "ctrl+u")
			typeText(t, s, tt.text)
			var se *equity.SyntaxError
			if !errors.As(s.players[0].err, &se) {
				t.Fatalf("range %q: error %v, want a syntax error", tt.text, s.players[0].err)
			}
			if se.Token != tt.token || se.Column != tt.column {
				t.Errorf("bad token %q at column %d, want %q at %d", se.Token, se.Column, tt.token, tt.column)
			}
			if s.calc.has || s.calc.running {
				t.Errorf("a result (%v) or a calculation (%v) for a range that does not read", s.calc.has, s.calc.running)
			}
			// The caret is under the token, with the reason beside it.
			lines := strings.Split(s.View(), "\n")
			caret := -1
			var msg string
			for i, l := range lines {
				if strings.Contains(l, "^") {
					caret, msg = i, l
				}
			}
			if caret < 1 || !strings.Contains(lines[caret-1], "Range 1 › "+tt.text) {
				t.Fatalf("no caret line under the input:\n%s", strings.Join(lines, "\n"))
			}
			if got, want := strings.Index(msg, "^"), labelWidth+tt.column-1; got != want && !strings.Contains(msg, se.Reason+" ^") {
				t.Errorf("caret at column %d, want %d:\n%s\n%s", got, want, lines[caret-1], msg)
			}
			if n := strings.Count(msg, "^"); n != max(1, len(tt.token)) {
				t.Errorf("%d carets, want %d", n, max(1, len(tt.token)))
			}
			if reason := strings.Fields(se.Reason)[0]; !strings.Contains(msg, reason) {
				t.Errorf("the message %q lacks the reason %q", msg, se.Reason)
			}
			// The screen goes on: enter leaves the text as it is, marked on
			// the table, and painting writes the range again.
			press(t, s, "enter")
			if v := s.View(); !strings.Contains(v, "! "+tt.text[:min(len(tt.text), 4)]) {
				t.Errorf("the table does not mark the bad range:\n%s", v)
			}
			press(t, s, "j", " ")
			if p := s.players[0]; p.err != nil || !s.calc.has {
				t.Errorf("after painting: range %q, error %v, result %v", p.text, p.err, s.calc.has)
			}
		})
	}
}

func TestBadRangeOfAnotherPlayer(t *testing.T) {
	s := newTestScreen(t)
	press(t, s, "2", "e", "ctrl+u")
	typeText(t, s, "KK+, ZZ")
	press(t, s, "enter", "1")
	v := s.View()
	if !strings.Contains(v, "! player 2: bad range") {
		t.Errorf("player 1's screen does not say that player 2's range is bad:\n%s", v)
	}
	if s.calc.has {
		t.Error("a result while player 2's range does not read")
	}
}

func TestBoard(t *testing.T) {
	s := newTestScreen(t)
	setRange(t, s, 0, "AcKh")
	setRange(t, s, 1, "KdTh")
	press(t, s, "b")
	if s.editing != boardField {
		t.Fatal("b does not edit the board")
	}
	typeText(t, s, "2c7d9h")
	press(t, s, "enter")
	if got := s.board.cards; len(got) != 3 || got[0] != poker.NewCard(poker.Two, poker.Clubs) {
		t.Fatalf("board %v, want 2c 7d 9h", got)
	}
	r := s.calc.res
	if !s.calc.has || !r.Exact || r.Boards != 990 {
		t.Fatalf("result exact %v over %d boards, want exact over 990 (the turn and river after a flop)", r.Exact, r.Boards)
	}
	if sum := r.Players[0].Equity + r.Players[1].Equity; math.Abs(sum-1) > 1e-9 {
		t.Errorf("equities sum to %v, want 1", sum)
	}
	if v := s.View(); !strings.Contains(v, "Board  2♣ 7♦ 9♥") || !strings.Contains(v, "990 boards") {
		t.Errorf("the panel does not show the board and its count:\n%s", v)
	}
	// A range loses the hands the board holds: C(49, 2) are left.
	setRange(t, s, 1, "random")
	if line := tableLine(t, s, 1); !strings.Contains(line, "100.00%   1,176") {
		t.Errorf("player 2's line lacks 1,176 combos: %q", line)
	}

	tests := []struct {
		board string
		want  string // in the message
	}{
		{"Ah7c2", "odd number of characters"},
		{"AhAh", "duplicate card"},
		{"Ah7c2d3s4s5s", "6 cards: at most 5"},
		{"Xx", "not a rank"},
		{"Ac", "player 1"}, // a card of player 1's hand
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			press(t, s, "b", "ctrl+u")
			typeText(t, s, tt.board)
			press(t, s, "enter")
			if s.calc.has {
				t.Errorf("a result with the board %q", tt.board)
			}
			if v := s.View(); !strings.Contains(v, tt.want) {
				t.Errorf("board %q: the view lacks %q:\n%s", tt.board, tt.want, v)
			}
		})
	}
	press(t, s, "b", "ctrl+u", "enter")
	if len(s.board.cards) != 0 || s.board.err != nil || !s.calc.has || s.calc.res.Boards != equity.PreflopBoards*1225 {
		t.Errorf("no board: cards %v, err %v, boards %d", s.board.cards, s.board.err, s.calc.res.Boards)
	}
}

func TestDeadCards(t *testing.T) {
	s := newTestScreen(t)
	s.players = make([]player, 3)
	for i, hand := range []string{"AhAs", "KcKd", "QhQs"} {
		s.players[i].read(hand)
	}
	press(t, s, "d")
	if s.editing != deadField {
		t.Fatal("d does not edit the dead cards")
	}
	typeText(t, s, "2c")
	press(t, s, "enter")
	r := s.calc.res
	if !s.calc.has || !r.Exact || r.Boards != 1221759 { // C(45, 5)
		t.Fatalf("result exact %v over %d boards, want exact over 1,221,759", r.Exact, r.Boards)
	}
	if v := s.View(); !strings.Contains(v, "Dead   2♣") {
		t.Errorf("the panel does not show the dead card:\n%s", v)
	}
	// Dead cards leave the ranges: random less 2c and 3d is C(50, 2).
	// (Counting AhAs v KcKd v random takes seconds: the table needs only
	// the ranges, so the test does not wait for it.)
	s.players[2].read("random")
	s.dead.read("2c 3d", 52)
	s.recalc()
	if line := tableLine(t, s, 2); !strings.Contains(line, "100.00%   1,225") {
		t.Errorf("player 3's line lacks 1,225 combos: %q", line)
	}
	if v := s.View(); !strings.Contains(v, "Dead   2♣ 3♦") {
		t.Errorf("the panel does not show the dead cards:\n%s", v)
	}
	// A dead card in a player's hand is refused with the player named.
	s.players[2].read("QhQs")
	press(t, s, "d", "ctrl+u")
	typeText(t, s, "Ah")
	press(t, s, "enter")
	if s.calc.has || s.calc.err == nil || !strings.Contains(s.View(), "player 1") {
		t.Errorf("dead Ah beside AhAs: result %v, error %v", s.calc.has, s.calc.err)
	}
}

// tableLine is player i's line of the table.
func tableLine(t *testing.T, s *Screen, i int) string {
	t.Helper()
	lines := strings.Split(s.View(), "\n")
	return lines[s.layout().tableY+1+i]
}

func TestResultArrives(t *testing.T) {
	s := New(tuitest.Context())
	s.Update(tuitest.Size(80, 22))
	s.players[0].read("AhAs")
	s.players[1].read("KcKd")
	if line := tableLine(t, s, 0); s.calc.has || strings.Count(line, "—") != 3 {
		t.Errorf("a result before any calculation: %q", line)
	}
	cmd := s.Init()
	if !s.calc.running {
		t.Fatal("Init starts no calculation")
	}
	if v := s.View(); !strings.Contains(v, "working") {
		t.Errorf("the view does not say a calculation runs:\n%s", v)
	}
	settle(t, s, cmd)
	r := s.calc.res
	if s.calc.running || !s.calc.has || !r.Exact || r.Boards != equity.PreflopBoards {
		t.Fatalf("result: running %v, has %v, exact %v, %d boards; want exact over 1,712,304", s.calc.running, s.calc.has, r.Exact, r.Boards)
	}
	// AhAs v KcKd: 81.06 % / 18.55 %, 0.38 % ties.
	for i, want := range []equity.Share{{Win: 0.8106, Tie: 0.0038}, {Win: 0.1855, Tie: 0.0038}} {
		got := r.Players[i]
		if math.Abs(got.Win-want.Win) > 0.0001 || math.Abs(got.Tie-want.Tie) > 0.0001 {
			t.Errorf("player %d: win %.4f tie %.4f, want %.4f and %.4f", i+1, got.Win, got.Tie, want.Win, want.Tie)
		}
	}
	line := tableLine(t, s, 0)
	for _, want := range []string{"81.06%", "0.38%", "81.2"} {
		if !strings.Contains(line, want) {
			t.Errorf("player 1's line lacks %q: %q", want, line)
		}
	}
	if v := s.View(); !strings.Contains(v, "Exact") || !strings.Contains(v, "1,712,304 boards") {
		t.Errorf("the panel does not say exact over 1,712,304 boards:\n%s", v)
	}
}

// slowSpot makes s sample three random hands to a standard error of
// 0.001 %: minutes of work, so that it is still running when the test
// edits.
func slowSpot(s *Screen) {
	for i := range s.players {
		s.players[i].read("random")
	}
	var p player
	p.read("random")
	s.players = append(s.players, p)
	s.method, s.stdErr = equity.MonteCarlo, 0.00001
}

func TestPartialResultsAndCancel(t *testing.T) {
	s := New(tuitest.Context())
	s.Update(tuitest.Size(80, 22))
	slowSpot(s)
	cmd := s.Init()
	oldCtx, oldGen := s.calc.ctx, s.calc.gen
	// The first news is a partial result.
	msg := runWithin(t, cmd, 30*time.Second)
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			if m, ok := runWithin(t, c, 30*time.Second).(calcMsg); ok {
				msg = m
			}
		}
	}
	var next tea.Cmd
	for start := time.Now(); ; msg = runWithin(t, next, 30*time.Second) {
		news, ok := msg.(calcMsg)
		if !ok || news.done {
			t.Fatalf("news %#v, want a partial result", msg)
		}
		_, next = s.Update(news)
		if !s.calc.running || next == nil {
			t.Fatalf("after partial news: running %v, next %v", s.calc.running, next != nil)
		}
		if s.calc.has {
			break
		}
		if time.Since(start) > 30*time.Second {
			t.Fatal("no sample counted in 30 s")
		}
	}
	partial := s.calc.res
	if partial.Done >= 1 || partial.Boards == 0 || partial.Exact {
		t.Errorf("partial result done %.3f over %d samples (exact %v), want part of the way", partial.Done, partial.Boards, partial.Exact)
	}
	if v := s.View(); !strings.Contains(v, "working…") || !strings.Contains(tableLine(t, s, 0), "%") {
		t.Errorf("the partial result is not shown:\n%s", v)
	}

	// Editing cancels it and starts another.
	_, cmd = s.Update(tuitest.Key("-")) // player 1: random to 75%
	if oldCtx.Err() == nil {
		t.Error("the edit did not cancel the running calculation")
	}
	if s.calc.gen == oldGen || !s.calc.running {
		t.Errorf("the edit started no calculation: gen %d (was %d), running %v", s.calc.gen, oldGen, s.calc.running)
	}
	// The old calculation ends: its channel closes, and what it still
	// sends is ignored.
	deadline := time.Now().Add(30 * time.Second)
	for next != nil {
		if time.Now().After(deadline) {
			t.Fatal("the cancelled calculation did not end in 30 s")
		}
		m := runWithin(t, next, 30*time.Second)
		if m == nil {
			break
		}
		stale := m.(calcMsg)
		if stale.gen != oldGen {
			t.Fatalf("news of gen %d on the old channel", stale.gen)
		}
		before := s.calc
		_, next = s.Update(stale)
		if next != nil || s.calc.res.Boards != before.res.Boards || s.calc.has != before.has {
			t.Errorf("stale news changed the result")
		}
	}
	// Editing again, with the new calculation not yet read, cancels that one
	// too; leaving the screen cancels the last.
	ctx2 := s.calc.ctx
	s.Update(tuitest.Key("-"))
	if ctx2.Err() == nil {
		t.Error("the second edit did not cancel the calculation")
	}
	ctx3 := s.calc.ctx
	_, back := s.Update(tuitest.Key("esc"))
	if ctx3.Err() == nil || back == nil {
		t.Errorf("esc: calculation cancelled %v, command %v", ctx3.Err() != nil, back != nil)
	}
	_ = cmd
}

// runWithin runs cmd and returns its message, failing after d.
func runWithin(t *testing.T, cmd tea.Cmd, d time.Duration) tea.Msg {
	t.Helper()
	ch := make(chan tea.Msg, 1)
	go func() { ch <- cmd() }()
	select {
	case m := <-ch:
		return m
	case <-time.After(d):
		t.Fatalf("a command did not answer in %v", d)
	}
	return nil
}

func TestMethod(t *testing.T) {
	s := newTestScreen(t)
	setRange(t, s, 1, "20%")
	if !s.calc.res.Exact {
		t.Fatal("QQ+, AKs v 20% before the flop is not counted exactly by auto")
	}
	press(t, s, "m")
	if s.method != equity.Exact || !s.calc.res.Exact || !strings.Contains(s.ctx.Status().Text, "exact") {
		t.Errorf("m: method %v, exact %v, status %q", s.method, s.calc.res.Exact, s.ctx.Status().Text)
	}
	exact := s.calc.res.Players[0].Equity
	press(t, s, "m")
	r := s.calc.res
	if s.method != equity.MonteCarlo || r.Exact || r.StdErr > s.stdErr || r.Boards == 0 {
		t.Fatalf("m m: method %v, exact %v, stderr %v, %d samples", s.method, r.Exact, r.StdErr, r.Boards)
	}
	if d := math.Abs(r.Players[0].Equity - exact); d > 5*r.StdErr {
		t.Errorf("Monte Carlo %.4f, exact %.4f: %.1f standard errors apart", r.Players[0].Equity, exact, d/r.StdErr)
	}
	if v := s.View(); !strings.Contains(v, "Monte Carlo ±") || !strings.Contains(v, "samples") {
		t.Errorf("the panel does not say Monte Carlo with its error:\n%s", v)
	}
	press(t, s, "m")
	if s.method != equity.Auto {
		t.Errorf("m m m: method %v, want auto", s.method)
	}
}

func TestPlayers(t *testing.T) {
	s := newTestScreen(t)
	press(t, s, "a", "a", "a", "a")
	if len(s.players) != 6 || s.sel != 5 {
		t.Fatalf("%d players, player %d chosen; want 6, the last", len(s.players), s.sel+1)
	}
	if len(s.calc.res.Players) != 6 {
		t.Errorf("a result for %d players, want 6", len(s.calc.res.Players))
	}
	press(t, s, "a")
	if len(s.players) != 6 || s.ctx.Status().Text != "6 players at most" {
		t.Errorf("a seventh: %d players, status %q", len(s.players), s.ctx.Status().Text)
	}
	press(t, s, "3", "e", "ctrl+u")
	typeText(t, s, "AA")
	press(t, s, "enter", "tab", "tab", "tab", "tab")
	if s.sel != 0 {
		t.Errorf("tab ×4 from player 3 chose player %d, want 1 (it wraps)", s.sel+1)
	}
	press(t, s, "shift+tab")
	if s.sel != 5 {
		t.Errorf("shift+tab from player 1 chose player %d, want 6", s.sel+1)
	}
	press(t, s, "2", "x")
	if len(s.players) != 5 || s.players[1].text != "AA" || s.sel != 1 {
		t.Errorf("x on player 2: %d players, player 2 %q, chosen %d", len(s.players), s.players[1].text, s.sel+1)
	}
	press(t, s, "x", "x", "x")
	if len(s.players) != 2 {
		t.Fatalf("%d players, want 2", len(s.players))
	}
	press(t, s, "x")
	if len(s.players) != 2 || s.ctx.Status().Text != "2 players at least" {
		t.Errorf("removing the third last: %d players, status %q", len(s.players), s.ctx.Status().Text)
	}
	press(t, s, "4")
	if s.ctx.Status().Text != "No player 4: 2 players (a adds one)" {
		t.Errorf("4 with two players: status %q", s.ctx.Status().Text)
	}
	if len(s.calc.res.Players) != 2 || !s.calc.has {
		t.Errorf("a result for %d players, want 2", len(s.calc.res.Players))
	}
}

func TestEmptyRange(t *testing.T) {
	s := newTestScreen(t)
	press(t, s, "2", "c")
	if s.calc.has || s.calc.running {
		t.Error("a result or a calculation with an empty range")
	}
	if v := s.View(); !strings.Contains(v, "player 2 has no hand") {
		t.Errorf("the view does not say that player 2 has no hand:\n%s", v)
	}
}

// TestViewFits: every layout stays inside the body it is given, with six
// players, long ranges, a bad one, a board and the input open.
func TestViewFits(t *testing.T) {
	long := "22+, A2s+, K2s+, Q2s+, J2s+, T2s+, 92s+, 82s+, 72s+, 62s+, A2o+, K2o+, Q2o+"
	s := newTestScreen(t)
	press(t, s, "a", "a", "a", "a")
	setRange(t, s, 2, long)
	press(t, s, "4", "e", "ctrl+u")
	typeText(t, s, "AA, KX")
	press(t, s, "enter", "3", "b")
	typeText(t, s, "Ah7c2d")
	for _, state := range []string{"typing", "done"} {
		for _, size := range []tea.WindowSizeMsg{tuitest.Size(80, 22), tuitest.Size(120, 38), tuitest.Size(100, 30), tuitest.Size(200, 60)} {
			s.Update(size)
			v := s.View()
			lines := strings.Split(v, "\n")
			if len(lines) > size.Height {
				t.Errorf("%d×%d %s: %d lines, want at most %d:\n%s", size.Width, size.Height, state, len(lines), size.Height, v)
			}
			for i, l := range lines {
				if w := lipgloss.Width(l); w > size.Width {
					t.Errorf("%d×%d %s: line %d is %d wide:\n%s", size.Width, size.Height, state, i, w, l)
				}
			}
		}
		press(t, s, "enter")
	}
}

// TestScreenFromMenu: the menu's digit opens the screen; esc goes back and
// gives the mouse back.
func TestScreenFromMenu(t *testing.T) {
	m, _ := tuitest.Drive(t, tuitest.Seed7(t, build), tuitest.Size(80, 24))
	m, _ = tuitest.Press(t, m, "5")
	s := tuitest.Top[*Screen](t, m)
	if s.width != 80 || s.height != 22 {
		t.Errorf("screen size %d×%d, want the body of 80×24, 80×22", s.width, s.height)
	}
	if v := m.View(); !strings.Contains(v, "Player 1 of 2") || !strings.Contains(v, "space fill") {
		t.Errorf("the screen or its help is missing:\n%s", v)
	}
	// ? is the full help, not a key of the grid.
	m, _ = tuitest.Press(t, m, "?")
	if !tuitest.App(t, m).ShowsFullHelp() || !strings.Contains(m.View(), "paint (or HJKL)") {
		t.Errorf("? does not show the full help:\n%s", m.View())
	}
	m, _ = tuitest.Press(t, m, "esc", "e")
	if !s.Typing() {
		t.Fatal("e does not type")
	}
	// While typing, ? and q are typed and esc ends the edit.
	m, _ = tuitest.Press(t, m, "?", "esc")
	if tuitest.App(t, m).ShowsFullHelp() || s.Typing() || tuitest.App(t, m).Depth() != 2 {
		t.Errorf("? and esc while typing: full help %v, typing %v, %d screens", tuitest.App(t, m).ShowsFullHelp(), s.Typing(), tuitest.App(t, m).Depth())
	}
	// In a window too small to show the grid the mouse paints nothing.
	m, _ = tuitest.Drive(t, m, tuitest.Size(60, 20), mouse(1, 0, tea.MouseActionPress, tea.MouseButtonLeft), tuitest.Size(80, 24))
	if got := s.players[0].text; got != "QQ+, AKs" {
		t.Errorf("a click in a 60×20 window made the range %q", got)
	}
	m, _ = tuitest.Drive(t, m, mouse(1, 0, tea.MouseActionPress, tea.MouseButtonLeft))
	if got := s.players[0].text; got != "KK-QQ, AKs" {
		t.Errorf("a click on AA at 80×24 made the range %q, want KK-QQ, AKs", got)
	}
	m, _ = tuitest.Press(t, m, "esc")
	if d := tuitest.App(t, m).Depth(); d != 1 {
		t.Errorf("esc left %d screens, want the menu alone", d)
	}
}

// TestHelpFits: the full help fits 80 columns, nothing cut, and names each
// preset key once (it said "+/- preset" and "- smaller preset", and was cut).
func TestHelpFits(t *testing.T) {
	h := help.New()
	h.Width = 80
	k := newKeyMap(kit.NewGlobalKeys())
	full := h.FullHelpView(k.FullHelp())
	var words []string // the lines, each space run one space
	for _, line := range strings.Split(full, "\n") {
		if w := lipgloss.Width(line); w > 80 {
			t.Errorf("a help line %d wide: %q", w, line)
		}
		words = append(words, strings.Join(strings.Fields(line), " "))
	}
	full = strings.Join(words, "\n")
	for _, want := range []string{"+ larger preset", "- smaller preset", "shift+tab previous", "m method", "? help", "paint (or HJKL)", "x remove player"} {
		if n := strings.Count(full, want); n != 1 {
			t.Errorf("the help says %q %d times, want once:\n%s", want, n, full)
		}
	}
	if strings.Contains(full, "…") || strings.Contains(full, "+/-") {
		t.Errorf("the full help is cut or says +/- beside -:\n%s", full)
	}
}

// TestKeepsItsStateInTheRun: left and opened again, the screen shows the
// spot it was left with (it began afresh); another run begins afresh.
func TestKeepsItsStateInTheRun(t *testing.T) {
	m, _ := tuitest.Drive(t, tuitest.Seed7(t, build), tuitest.Size(80, 24))
	m, _ = tuitest.Press(t, m, "5", "e", "ctrl+u")
	m = tuitest.Type(t, m, "JJ+")
	m, _ = tuitest.Press(t, m, "enter", "b")
	m = tuitest.Type(t, m, "Ah7c2d")
	m, _ = tuitest.Press(t, m, "enter", "m", "tab", "down")
	left := tuitest.Top[*Screen](t, m)
	m, _ = tuitest.Press(t, m, "esc")
	m, _ = tuitest.Press(t, m, "5")
	s := tuitest.Top[*Screen](t, m)
	if s == left {
		t.Fatal("the same screen came back; want a new one from what was kept")
	}
	if s.players[0].text != "JJ+" || s.board.text != "Ah7c2d" || len(s.board.cards) != 3 ||
		s.method != left.method || s.sel != 1 || s.row != left.row || s.row == 0 {
		t.Errorf("opened again: range %q, board %q (%d cards), method %v, player %d, row %d; want JJ+, Ah7c2d, %v, 2, %d",
			s.players[0].text, s.board.text, len(s.board.cards), s.method, s.sel+1, s.row, left.method, left.row)
	}
	if fresh := New(tuitest.Context()); fresh.players[0].text != "QQ+, AKs" || fresh.board.text != "" {
		t.Errorf("a new run's screen: %q, board %q; want the defaults", fresh.players[0].text, fresh.board.text)
	}
}
