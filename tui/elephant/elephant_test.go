package elephant

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/ai/elephantbot"
	"parlor/config"
	"parlor/elephant"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
	"parlor/tui/setup"
)

// newElephantSetup opens the White Elephant setup at 80×24 in an isolated
// home, computer seats acting at once, with --seed seed.
func newElephantSetup(t *testing.T, seed uint64) tea.Model {
	t.Helper()
	tm := tuitest.Open(t, seed, screenID, build)
	setupOf(t, tm)
	return tm
}

func setupOf(t *testing.T, m tea.Model) *setup.Screen {
	t.Helper()
	return tuitest.Top[*setup.Screen](t, m)
}

func tableOf(t *testing.T, m tea.Model) *Table {
	t.Helper()
	return tuitest.Top[*Table](t, m)
}

// newElephantTable starts the default game (two people, GreedyBot and
// expert, 5 rounds) after the setup keys given.
func newElephantTable(t *testing.T, seed uint64, setup ...string) tea.Model {
	t.Helper()
	m, _ := tuitest.Press(t, newElephantSetup(t, seed), append(setup, "s")...)
	tableOf(t, m)
	return m
}

// untilPerson plays the policy's keys for people until cond holds on a
// person's turn.
func untilPerson(t *testing.T, m tea.Model, cond func(*Table) bool) tea.Model {
	t.Helper()
	for range 500 {
		s := tableOf(t, m)
		switch s.phase {
		case personTurn:
			if cond(s) {
				return m
			}
			m, _ = tuitest.Press(t, m, policy(s)...)
		case roundOver:
			m, _ = tuitest.Press(t, m, "enter")
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.Turns.Last())
		default:
			t.Fatal("the game ended before the state looked for")
		}
	}
	t.Fatal("state not reached")
	return m
}

// policy is how the scripted people play: steal the most valuable
// target worth more than $50 (by its number and enter), else open.
func policy(s *Table) []string {
	best, val := elephant.None, 0.5
	for _, p := range s.targets {
		if pr, _ := s.game.Round().Holding(p); pr.Value > val {
			best, val = p, pr.Value
		}
	}
	if best == elephant.None {
		return []string{"o"}
	}
	return []string{fmt.Sprint(best + 1), "enter"}
}

func TestElephantPersonKeys(t *testing.T) {
	// A person to act who may steal from someone and not from someone else.
	m := untilPerson(t, newElephantTable(t, 7), func(s *Table) bool {
		return len(s.targets) > 0 && s.game.Round().Opened() >= 2
	})
	s := tableOf(t, m)
	me := s.game.Turn()
	target := s.targets[0]
	before := len(s.game.Round().Events())

	tests := []struct {
		key      string
		wantWarn string
		wantText string
	}{
		{key: fmt.Sprint(me + 1), wantWarn: "is you"},
		{key: "9", wantWarn: "there is no seat 9"},
		{key: "z", wantText: "o opens a present"},
		{key: "enter", wantText: ""}, // acts: checked below
	}
	for _, tt := range tests[:3] {
		m, _ = tuitest.Press(t, m, tt.key)
		st := tuitest.Status(t, m)
		if tt.wantWarn != "" && (!st.Warn || !strings.Contains(st.Text, tt.wantWarn)) {
			t.Errorf("key %q: status %+v, want a warning with %q", tt.key, st, tt.wantWarn)
		}
		if tt.wantText != "" && !strings.Contains(st.Text, tt.wantText) {
			t.Errorf("key %q: status %+v, want %q", tt.key, st, tt.wantText)
		}
		if n := len(tableOf(t, m).game.Round().Events()); n != before {
			t.Fatalf("key %q made a move", tt.key)
		}
	}
	// Arrows walk open, then each target, and wrap.
	n := len(s.targets) + 1
	for i := 1; i <= n; i++ {
		m, _ = tuitest.Press(t, m, "down")
		if got := tableOf(t, m).cursor; got != i%n {
			t.Fatalf("after %d downs the cursor is %d, want %d", i, got, i%n)
		}
	}
	m, _ = tuitest.Press(t, m, "up")
	if got := tableOf(t, m).cursor; got != n-1 {
		t.Errorf("up from open: cursor %d, want %d", got, n-1)
	}
	// The target's number picks it; enter steals.
	m, _ = tuitest.Press(t, m, fmt.Sprint(target+1))
	if v := tuitest.App(t, m).View(); !strings.Contains(v, "steal "+s.names[target]+"'s") {
		t.Errorf("the chosen steal is not shown:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "enter")
	evs := tableOf(t, m).game.Round().Events()
	if len(evs) <= before || evs[before].Kind != elephant.Stole || evs[before].Player != me || evs[before].From != target {
		t.Fatalf("after %d enter: events %v, want %d to steal from %d", target+1, evs[before:], me, target)
	}
}

func TestElephantRefusesStealBackAndLocked(t *testing.T) {
	// Someone robbed by a thief may not steal straight back.
	m := untilPerson(t, newElephantTable(t, 7), func(s *Table) bool {
		return s.game.Round().JustStole() != elephant.None
	})
	s := tableOf(t, m)
	thief := s.game.Round().JustStole()
	m, _ = tuitest.Press(t, m, fmt.Sprint(thief+1))
	if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "cannot steal straight back") {
		t.Errorf("stealing back: status %+v", st)
	}
	if v := tuitest.App(t, m).View(); !strings.Contains(v, fmt.Sprintf("just stole from #%d", s.game.Turn()+1)) {
		t.Errorf("the table does not say who just stole:\n%s", v)
	}

	// A present stolen 3 times is locked, and says so in words.
	m = untilPerson(t, newElephantTable(t, 7), func(s *Table) bool {
		for p := range s.names {
			if pr, ok := s.game.Round().Holding(p); ok && pr.Steals == elephant.MaxSteals && p != s.game.Round().JustStole() {
				return true
			}
		}
		return false
	})
	s = tableOf(t, m)
	for p := range s.names {
		if pr, ok := s.game.Round().Holding(p); ok && pr.Steals == elephant.MaxSteals {
			m, _ = tuitest.Press(t, m, fmt.Sprint(p+1))
			if st := tuitest.Status(t, m); !st.Warn || !strings.Contains(st.Text, "is locked") {
				t.Errorf("stealing a locked present: status %+v", st)
			}
			if v := tuitest.App(t, m).View(); !strings.Contains(v, "3× "+lockGlyph+" locked") {
				t.Errorf("the table does not show the lock:\n%s", v)
			}
			break
		}
	}
}

// TestElephantWholeGame plays a game of two scripted people, GreedyBot
// and expert through the screen and checks the scores, the summaries and
// the standings against what the rounds recorded.
func TestElephantWholeGame(t *testing.T) {
	m := newElephantTable(t, 3)
	var summaries, keys int
	for tableOf(t, m).phase != gameOver {
		s := tableOf(t, m)
		switch s.phase {
		case personTurn:
			if s.game.IsComputer(s.game.Turn()) {
				t.Fatal("a person's turn given to a computer seat")
			}
			ks := policy(s)
			if len(ks) == 2 && keys%2 == 1 { // every other steal by arrows
				i := slices.Index(s.targets, int(ks[0][0]-'1'))
				ks = append(slices.Repeat([]string{"down"}, i+1), "enter")
			}
			keys++
			m, _ = tuitest.Press(t, m, ks...)
		case computerTurn:
			m, _ = tuitest.Drive(t, m, s.Turns.Last())
		case roundOver:
			summaries++
			if v := tuitest.App(t, m).View(); !strings.Contains(v, fmt.Sprintf("Round %d is over", len(s.rounds))) {
				t.Fatalf("round summary missing:\n%s", v)
			}
			m, _ = tuitest.Press(t, m, "enter")
		}
		if keys > 1000 {
			t.Fatal("the game does not end")
		}
	}
	s := tableOf(t, m)
	if summaries != 5 || len(s.rounds) != 5 || !s.game.Over() {
		t.Fatalf("%d summaries, %d rounds, over %v; want 5 rounds", summaries, len(s.rounds), s.game.Over())
	}
	scores := s.game.Scores()
	for p := range s.names {
		var sum float64
		for _, r := range s.rounds {
			sum += r[p]
		}
		if diff := sum - scores[p]; diff > 1e-9 || diff < -1e-9 {
			t.Errorf("seat %d: rounds add up to %v, score %v", p+1, sum, scores[p])
		}
	}
	// The standings' order is tui/kit/gifts's (TestStandings).
	v := tuitest.App(t, m).View()
	winner := s.names[s.game.Winners()[0]]
	if !strings.Contains(v, "★ "+winner) || !strings.Contains(v, "final standings") {
		t.Errorf("standings do not name the winner %s:\n%s", winner, v)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if setupOf(t, m).SeatNames()[0] != "Human" {
		t.Error("the setup lost its seats")
	}
}

// step does one thing at the table: a person's move by the policy, a
// computer seat's move, or enter after a round.
func step(t *testing.T, m tea.Model) tea.Model {
	t.Helper()
	s := tableOf(t, m)
	switch s.phase {
	case personTurn:
		m, _ = tuitest.Press(t, m, policy(s)...)
	case computerTurn:
		m, _ = tuitest.Drive(t, m, s.Turns.Last())
	case roundOver:
		m, _ = tuitest.Press(t, m, "enter")
	}
	return m
}

func TestElephantTargetGame(t *testing.T) {
	left := slices.Repeat([]string{"left"}, 9)
	m := newElephantTable(t, 5, append([]string{"k", "k", "t"}, left...)...) // a score of $50
	if v := tuitest.App(t, m).View(); !strings.Contains(v, "goal $50") || !strings.Contains(v, "Ends after the round in which a score reaches $50; the highest total wins") {
		t.Errorf("the heading does not show the target:\n%s", v)
	}
	for i := 0; tableOf(t, m).phase != gameOver; i++ {
		if i > 2000 {
			t.Fatal("the game does not end")
		}
		m = step(t, m)
	}
	s := tableOf(t, m)
	var total []float64 = make([]float64, len(s.names))
	for i, r := range s.rounds {
		reached := false
		for p, v := range r {
			total[p] += v
			reached = reached || total[p] >= 0.5
		}
		if last := i == len(s.rounds)-1; reached != last {
			t.Errorf("round %d: target reached %v, last round %v", i+1, reached, last)
		}
	}
}

// TestElephantTwoSeats: the smallest table, a person against a computer
// seat, plays to its end.
func TestElephantTwoSeats(t *testing.T) {
	m := newElephantTable(t, 8, "j", "x", "x") // Human and expert
	if got := tableOf(t, m).names; !slices.Equal(got, []string{"Human", "expert"}) {
		t.Fatalf("seats = %q", got)
	}
	for i := 0; tableOf(t, m).phase != gameOver; i++ {
		if i > 500 {
			t.Fatal("the game does not end")
		}
		m = step(t, m)
	}
	if n := len(tableOf(t, m).rounds); n != 5 {
		t.Errorf("%d rounds played, want 5", n)
	}
}

func TestElephantAbandon(t *testing.T) {
	m := newElephantTable(t, 7)
	before := len(tableOf(t, m).game.Round().Events())
	m, _ = tuitest.Press(t, m, "q") // esc asks to keep the game instead (resume_test.go)
	if !tableOf(t, m).Asking || !strings.Contains(tuitest.App(t, m).View(), "Abandon this game?") {
		t.Fatal("q does not ask before abandoning")
	}
	m, _ = tuitest.Press(t, m, "o")
	if n := len(tableOf(t, m).game.Round().Events()); n != before {
		t.Error("o during the question made a move")
	}
	m, _ = tuitest.Press(t, m, "n")
	if tableOf(t, m).Asking {
		t.Fatal("n does not close the question")
	}
	m, _ = tuitest.Press(t, m, "q", "y")
	if _, ok := tuitest.App(t, m).Top().(*setup.Screen); !ok {
		t.Errorf("abandoning shows %T, want the setup", tuitest.App(t, m).Top())
	}
}

// TestElephantComputerWaits: a computer's move that comes due while the
// question is open waits for the answer, and a stale one is ignored.
func TestElephantComputerWaits(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.New(kit.Options{Seed: 1, SeedSet: true}, build).Context()
	ctx.Settings.Speed = config.SpeedNormal // a real timer: the test delivers the moves itself
	greedy, _ := elephantbot.Lookup("GreedyBot")
	seats := []elephant.Seat{greedy.Seat(), {Name: "Nice", Bot: func(*rand.Rand) elephant.Player { return elephantbot.Nice{} }}}
	s, err := newTable(ctx, seats, []string{"GreedyBot", "NiceBot"}, goal{rounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	if s.Init() == nil || s.phase != computerTurn {
		t.Fatal("a table of computers does not schedule its first move")
	}
	due := s.Turns.Last()
	s.Update(tuitest.Key("q"))
	s.Update(due)
	if n := len(s.game.Round().Events()); n != 0 {
		t.Fatalf("a move was made while the question was open (%d events)", n)
	}
	_, cmd := s.Update(tuitest.Key("n"))
	if cmd == nil || s.Turns.Last() == due {
		t.Fatal("n does not reschedule the computer's move")
	}
	s.Update(due)
	if n := len(s.game.Round().Events()); n != 0 {
		t.Fatal("a stale move was made")
	}
	s.Update(s.Turns.Last())
	if n := len(s.game.Round().Events()); n != 1 {
		t.Fatalf("the due move was not made (%d events)", n)
	}
	// A key while a computer thinks says so and does nothing.
	s.Update(tuitest.Key("o"))
	if n := len(s.game.Round().Events()); n != 1 || !strings.Contains(ctx.Status().Text, "wait a moment") {
		t.Errorf("o while a computer thinks: %d events, status %q", n, ctx.Status().Text)
	}
}

// TestElephantRulesPage: r shows the rules, the game waits, esc comes back.
func TestElephantRulesPage(t *testing.T) {
	tuitest.Isolate(t)
	ctx := tuitest.New(kit.Options{Seed: 1, SeedSet: true}, build).Context()
	ctx.Settings.Speed = config.SpeedNormal // the test delivers the moves itself
	greedy, _ := elephantbot.Lookup("GreedyBot")
	s, err := newTable(ctx, []elephant.Seat{greedy.Seat(), greedy.Seat()}, []string{"GreedyBot", "GreedyBot"}, goal{rounds: 1})
	if err != nil {
		t.Fatal(err)
	}
	s.Init()
	s.Update(tuitest.Key("r"))
	if !s.Rules.IsOpen() || !strings.Contains(s.View(), "White Elephant — the rules") {
		t.Fatalf("r does not show the rules:\n%s", s.View())
	}
	page := strings.Join(s.Rules.Text(), " ")
	for _, want := range []string{"at most 3 times", "highest total wins", "less than a cent"} {
		if !strings.Contains(page, want) {
			t.Errorf("the rules lack %q", want)
		}
	}
	s.Update(s.Turns.Last())
	if n := len(s.game.Round().Events()); n != 0 {
		t.Fatalf("a computer moved while the rules were open (%d events)", n)
	}
	if _, cmd := s.Update(tuitest.Key("esc")); s.Rules.IsOpen() || cmd == nil {
		t.Fatalf("esc: rules open %v, move scheduled %v", s.Rules.IsOpen(), cmd != nil)
	}
	s.Update(s.Turns.Last())
	if n := len(s.game.Round().Events()); n != 1 {
		t.Errorf("the waiting move was not made after the rules closed (%d events)", n)
	}
}
