package holdem

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/holdem/choice"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// coached brings the coach's count in when it is still out (tuitest.Drive
// drops a command slower than 50ms, as the count on a loaded machine can
// be), as the runtime would deliver it.
func coached(t *testing.T, m tea.Model) tea.Model {
	t.Helper()
	s := tableOf(t, m)
	if s.phase == humanTurn && s.coach.Counting(s.match.View(humanSeat)) && s.counting != nil {
		m, _ = tuitest.Drive(t, m, s.counting())
	}
	if s := tableOf(t, m); s.coach.Counting(s.match.View(humanSeat)) {
		t.Fatal("the coach's count did not come")
	}
	return m
}

// TestCoachOffUpdate: the human's turn starts without the count (the
// line says so), the count comes in a command's message, and a message
// counted for an earlier decision is dropped.
func TestCoachOffUpdate(t *testing.T) {
	m := newWarModel(t, 7, func(s *config.Settings) { s.Coach = true })
	m = playUntil(t, m, "c", func(s *Table) bool { return myTurn(s) && len(s.match.Game().Board()) == 3 })
	s := tableOf(t, m)
	flop := s.counting
	if flop == nil {
		t.Fatal("no count started for the flop")
	}
	msg := flop()
	if _, ok := msg.(choice.CoachMsg); !ok {
		t.Fatalf("the count brings %T, want a choice.CoachMsg", msg)
	}
	// A fresh decision: the human calls (or checks) and the table moves
	// on to the computer; the count of the flop's decision is then stale
	// for the next one, and Update does not count (it returns at once).
	m = playUntil(t, m, "c", func(s *Table) bool {
		return myTurn(s) && s.match.Game().Street() != poker.Flop
	})
	s = tableOf(t, m)
	v := s.match.View(humanSeat)
	s.coach = choice.Coach{} // forget the count the driver brought in
	s.counting = nil
	start := time.Now()
	m, cmd := m.Update(tuitest.Size(80, 24))
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("Update took %v", d)
	}
	s = tableOf(t, m)
	if cmd == nil || s.counting == nil || !s.coach.Counting(v) {
		t.Fatal("the human's turn started no count in a command")
	}
	if !strings.Contains(s.View(), "Coach: counting…") {
		t.Errorf("while it counts the table shows:\n%s", s.View())
	}
	m, _ = m.Update(msg) // the flop's: stale
	if s = tableOf(t, m); !s.coach.Counting(v) {
		t.Error("a count for the flop's decision was taken on a later street")
	}
	m = coached(t, m)
	if view := tableOf(t, m).View(); !strings.Contains(view, "Coach: equity ") {
		t.Errorf("after the count the table shows:\n%s", view)
	}
}

// BenchmarkUpdateCoach measures the table's Update alone (the root
// model's, as Bubble Tea calls it) with the coach on, through hands
// played to the river against openingBot{war: true}: each message of the
// match is one op. The metrics are the mean and the most nanoseconds of an
// Update that starts the human's turn on each street, where the coach's
// count used to run; the commands Update returns (the count among them)
// run outside the measure, as the runtime runs them.
func BenchmarkUpdateCoach(b *testing.B) {
	b.Setenv("HOME", b.TempDir())
	for _, v := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"} {
		b.Setenv(v, "")
	}
	oldClock, oldComputer := clock, newComputer
	clock = func() time.Time { return start }
	newComputer = func(string, *rand.Rand) computer { return openingBot{war: true} }
	b.Cleanup(func() { clock, newComputer = oldClock, oldComputer })

	streets := []poker.Street{poker.Preflop, poker.Flop, poker.Turn, poker.River}
	var total, most [4]time.Duration
	var n [4]int
	var m tea.Model
	seed := uint64(0)
	newMatch := func() {
		seed++
		app := tuitest.New(kit.Options{Seed: seed, SeedSet: true}, build)
		app.Context().Settings.Speed = config.SpeedInstant
		app.Context().Settings.Coach = true
		m = benchDrive(b, app, tuitest.Size(80, 24), tuitest.Key("1"), tuitest.Key("enter"), tuitest.Key("enter"))
	}
	newMatch()
	for b.Loop() {
		s := tuitest.Top[*Table](b, m)
		var msg tea.Msg
		switch s.phase {
		case computerTurn:
			msg = s.turns.Last()
		case humanTurn:
			msg = tuitest.Key("c")
		case handOver:
			msg = tuitest.Key("enter")
		default:
			newMatch()
			continue
		}
		began := time.Now()
		next, cmd := m.Update(msg)
		took := time.Since(began)
		if s := tuitest.Top[*Table](b, next); s.phase == humanTurn && s.confirm == noQuestion {
			i := slices.Index(streets, s.match.Game().Street())
			total[i] += took
			most[i] = max(most[i], took)
			n[i]++
		}
		m = benchDrive(b, next, cmd)
	}
	for i, st := range streets {
		if n[i] == 0 {
			b.Fatalf("no decision on the %v", st)
		}
		name := strings.ToLower(strings.ReplaceAll(st.String(), "-", ""))
		mean := total[i] / time.Duration(n[i])
		b.ReportMetric(float64(mean.Nanoseconds()), "ns/update-"+name)
		b.ReportMetric(float64(most[i].Nanoseconds()), "max-ns/update-"+name)
		if mean > time.Millisecond {
			b.Errorf("Update takes %v on average at the %v with the coach on, want under 1ms", mean, st)
		}
	}
}

// benchDrive is tuitest.Drive for a benchmark: it sends msgs to m and runs
// the commands they return (a batch's one by one), feeding their messages
// back; one slower than 50ms (a timer) is dropped.
func benchDrive(b *testing.B, m tea.Model, msgs ...tea.Msg) tea.Model {
	queue := msgs
	for steps := 0; len(queue) > 0; steps++ {
		if steps > 1000 {
			b.Fatal("messages do not stop")
		}
		msg := queue[0]
		queue = queue[1:]
		var cmd tea.Cmd
		switch msg := msg.(type) {
		case nil:
			continue
		case tea.Cmd:
			cmd = msg
		default:
			if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(cmd) {
				for i := range v.Len() { // a batch or a sequence
					queue = append(queue, v.Index(i).Interface().(tea.Cmd))
				}
				continue
			}
			m, cmd = m.Update(msg)
		}
		queue = append(tuitest.Run(cmd), queue...)
	}
	return m
}
