package elephantbot

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/elephant"
)

const none = elephant.None

// h is player p holding a present of value v stolen s times.
func h(p int, v float64, s int) elephant.Held {
	return elephant.Held{Player: p, Present: elephant.Present{Value: v, Steals: s}}
}

// view is player 0's turn with the given waiting players, thief and presents.
func view(waiting []int, just int, presents ...elephant.Held) *elephant.View {
	return &elephant.View{Waiting: waiting, JustStole: just, Presents: presents}
}

// seq is n waiting players numbered from first.
func seq(first, n int) []int {
	w := make([]int, n)
	for i := range w {
		w[i] = first + i
	}
	return w
}

func src(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 99)) }

func TestDeterministicBots(t *testing.T) {
	tests := []struct {
		bot  string
		name string
		v    *elephant.View
		want int
	}{
		// GreedyBot
		{"GreedyBot", "nothing to steal", view(seq(1, 3), none), none},
		{"GreedyBot", "most valuable legal target", view(nil, 3, h(1, 0.3, 0), h(2, 0.9, 3), h(3, 0.8, 1)), 1},
		{"GreedyBot", "even a poor one", view(seq(3, 1), none, h(1, 0.1, 0), h(2, 0.2, 2)), 2},
		// NiceBot
		{"NiceBot", "never steals", view(seq(2, 1), none, h(1, 0.99, 2)), none},
		// LastMinuteBot
		{"LastMinuteBot", "one target opens", view(seq(2, 3), none, h(1, 0.99, 0)), none},
		{"LastMinuteBot", "early: most valuable", view(seq(3, 3), none, h(1, 0.9, 2), h(2, 0.95, 0)), 2},
		{"LastMinuteBot", "late: twice stolen and >= 0.8 first", view(nil, none, h(1, 0.85, 2), h(2, 0.95, 0), h(3, 0.2, 0), h(4, 0.1, 0)), 1},
		{"LastMinuteBot", "late: 0.8 exactly counts", view(nil, none, h(1, 0.8, 2), h(2, 0.95, 0), h(3, 0.2, 0), h(4, 0.1, 0)), 1},
		{"LastMinuteBot", "late: twice stolen but below 0.8", view(nil, none, h(1, 0.79, 2), h(2, 0.95, 0), h(3, 0.2, 0), h(4, 0.1, 0)), 2},
		// The share held is the seed's: held / (held + waiting), over the
		// other players. 3 held, 1 waiting: 3/4 is not more than 75%.
		{"LastMinuteBot", "75% held is not more than 75%", view(seq(4, 1), none, h(1, 0.85, 2), h(2, 0.95, 0), h(3, 0.2, 0)), 2},
		// 3 held, nobody waiting: 3/3 (over all four presents it would be 3/4).
		{"LastMinuteBot", "share over the other players", view(nil, none, h(1, 0.85, 2), h(2, 0.95, 0), h(3, 0.2, 0)), 1},
		// Ten seats, 7 held, 2 waiting: 7/9 ≈ 0.78 is late (7/10 would not be).
		{"LastMinuteBot", "ten seats: 7 of 9 is late", view(seq(8, 2), none, h(1, 0.85, 2), h(2, 0.95, 0), h(3, 0.1, 0), h(4, 0.1, 0), h(5, 0.1, 0), h(6, 0.1, 0), h(7, 0.1, 0)), 1},
		// Ten seats, 6 held, 3 waiting: 6/9 ≈ 0.67 is early.
		{"LastMinuteBot", "ten seats: 6 of 9 is early", view(seq(7, 3), none, h(1, 0.85, 2), h(2, 0.95, 0), h(3, 0.1, 0), h(4, 0.1, 0), h(5, 0.1, 0), h(6, 0.1, 0)), 2},
		{"LastMinuteBot", "0.5 is not more than 0.5", view(seq(3, 2), none, h(1, 0.5, 0), h(2, 0.3, 0)), none},
		{"LastMinuteBot", "just above 0.5", view(seq(3, 2), none, h(1, 0.51, 0), h(2, 0.3, 0)), 1},
		// OddTodd
		{"OddTodd", "one target opens", view(seq(2, 2), none, h(1, 0.9, 0)), none},
		{"OddTodd", "most valuable even count", view(seq(4, 1), none, h(1, 0.9, 1), h(2, 0.6, 2), h(3, 0.4, 0)), 2},
		{"OddTodd", "steals even a poor one", view(seq(3, 1), none, h(1, 0.9, 1), h(2, 0.1, 0)), 2},
		{"OddTodd", "only odd counts", view(seq(3, 1), none, h(1, 0.9, 1), h(2, 0.8, 1)), none},
		// SecondPlaceBot
		{"SecondPlaceBot", "one target opens", view(seq(2, 2), none, h(1, 0.9, 0)), none},
		{"SecondPlaceBot", "early: most valuable", view(seq(4, 3), none, h(1, 0.6, 0), h(2, 0.9, 0), h(3, 0.7, 0)), 2},
		{"SecondPlaceBot", "late: second most valuable", view(nil, none, h(1, 0.6, 0), h(2, 0.9, 0), h(3, 0.7, 0), h(4, 0.1, 0), h(5, 0.2, 0)), 3},
		{"SecondPlaceBot", "late: second is too poor", view(nil, none, h(1, 0.4, 0), h(2, 0.9, 0), h(3, 0.3, 0), h(4, 0.1, 0), h(5, 0.2, 0)), none},
		// 4 held, 1 waiting: 4/5 is not more than 80%.
		{"SecondPlaceBot", "80% held is not more than 80%", view(seq(5, 1), none, h(1, 0.6, 0), h(2, 0.9, 0), h(3, 0.7, 0), h(4, 0.1, 0)), 2},
		// 4 held, nobody waiting: 4/4 (over all five presents it would be 4/5).
		{"SecondPlaceBot", "share over the other players", view(nil, none, h(1, 0.6, 0), h(2, 0.9, 0), h(3, 0.7, 0), h(4, 0.1, 0)), 3},
		// Ten seats, 8 held, 1 waiting: 8/9 ≈ 0.89 is late (8/10 would not be).
		{"SecondPlaceBot", "ten seats: 8 of 9 is late", view(seq(9, 1), none, h(1, 0.6, 0), h(2, 0.9, 0), h(3, 0.7, 0), h(4, 0.1, 0), h(5, 0.1, 0), h(6, 0.1, 0), h(7, 0.1, 0), h(8, 0.1, 0)), 3},
		// Ten seats, 7 held, 2 waiting: 7/9 ≈ 0.78 is early.
		{"SecondPlaceBot", "ten seats: 7 of 9 is early", view(seq(8, 2), none, h(1, 0.6, 0), h(2, 0.9, 0), h(3, 0.7, 0), h(4, 0.1, 0), h(5, 0.1, 0), h(6, 0.1, 0), h(7, 0.1, 0)), 2},
		{"SecondPlaceBot", "best too poor", view(seq(3, 3), none, h(1, 0.4, 0), h(2, 0.45, 0)), none},
		// RobinHood
		{"RobinHood", "stolen at least once, most valuable", view(seq(4, 1), none, h(1, 0.9, 0), h(2, 0.7, 1), h(3, 0.6, 2)), 2},
		{"RobinHood", "0.5 is not more than 0.5", view(seq(2, 1), none, h(1, 0.5, 1)), none},
		{"RobinHood", "never stolen", view(seq(2, 1), none, h(1, 0.9, 0)), none},
		// GoodSamaritan
		{"GoodSamaritan", "one present held", view(seq(2, 2), none, h(1, 0.1, 0)), none},
		{"GoodSamaritan", "least valuable target", view(seq(3, 1), none, h(1, 0.9, 0), h(2, 0.2, 1)), 2},
		{"GoodSamaritan", "least valuable legal target", view(nil, 1, h(1, 0.1, 1), h(2, 0.05, 3), h(3, 0.6, 0)), 3},
		{"GoodSamaritan", "no target", view(seq(3, 1), 1, h(1, 0.9, 1), h(2, 0.2, 3)), none},
		// Gambler
		{"Gambler", "nobody waiting", view(nil, none, h(1, 0.9, 0), h(2, 0.2, 0)), none},
		{"Gambler", "most valuable stolen under twice", view(seq(4, 1), none, h(1, 0.9, 2), h(2, 0.6, 1), h(3, 0.3, 0)), 2},
		{"Gambler", "all stolen twice", view(seq(3, 1), none, h(1, 0.9, 2), h(2, 0.6, 2)), none},
		// Top3Bot: ten players, aim 0.7.
		{"Top3Bot", "twice stolen above the aim first", view(seq(3, 7), none, h(1, 0.75, 2), h(2, 0.95, 0)), 1},
		{"Top3Bot", "of two twice stolen the better", view(seq(3, 7), none, h(1, 0.75, 2), h(2, 0.8, 2)), 2},
		{"Top3Bot", "never stolen: the cheapest above the aim", view(seq(3, 7), none, h(1, 0.95, 0), h(2, 0.75, 0)), 2},
		{"Top3Bot", "once stolen, nobody waiting", view(nil, none, h(1, 0.95, 1), h(2, 0.6, 0), h(3, 0.1, 0), h(4, 0.1, 0), h(5, 0.1, 0), h(6, 0.1, 0), h(7, 0.1, 0), h(8, 0.1, 0), h(9, 0.1, 0)), 1},
		{"Top3Bot", "once stolen, others waiting: ranks below opening", view(seq(2, 8), none, h(1, 0.95, 1)), none},
		{"Top3Bot", "below the aim, stolen under twice", view(seq(4, 6), none, h(1, 0.95, 1), h(2, 0.6, 1), h(3, 0.5, 0)), 2},
		{"Top3Bot", "below the aim, stolen twice", view(seq(2, 8), none, h(1, 0.6, 2)), none},
		{"Top3Bot", "three players: aim 0", view(nil, none, h(1, 0.1, 0), h(2, 0.2, 0)), 1},
	}
	for _, tc := range tests {
		t.Run(tc.bot+"/"+tc.name, func(t *testing.T) {
			b, ok := Lookup(tc.bot)
			if !ok {
				t.Fatalf("no bot %q", tc.bot)
			}
			if got := b.New(src(1)).Choose(tc.v); got != tc.want {
				t.Errorf("%s.Choose(%+v) = %d, want %d", tc.bot, *tc.v, got, tc.want)
			}
		})
	}
}

// counts asks a fresh bot for each of many rounds and counts its answers.
func counts(t *testing.T, name string, v *elephant.View, n int) map[int]int {
	t.Helper()
	b, _ := Lookup(name)
	r := src(7)
	c := map[int]int{}
	for range n {
		c[b.New(r).Choose(v)]++
	}
	return c
}

func near(got, want, tol float64) bool { return math.Abs(got-want) <= tol }

func TestRandomBot(t *testing.T) {
	// Targets 1 and 3; 2 stole from us, 4 is spent.
	v := view(seq(5, 1), 2, h(1, 0.3, 0), h(2, 0.9, 1), h(3, 0.5, 2), h(4, 0.8, 3))
	const n = 30000
	c := counts(t, "RandomBot", v, n)
	if len(c) != 3 {
		t.Fatalf("answers %v, want only open, 1 and 3", c)
	}
	for _, a := range []int{none, 1, 3} {
		if f := float64(c[a]) / n; !near(f, 1.0/3, 0.02) {
			t.Errorf("answer %d chosen %.3f of the time, want 1/3", a, f)
		}
	}
}

func TestThresholdBot(t *testing.T) {
	r := src(3)
	u := src(3).Float64()
	if b := newThreshold(r); b.Goal != 1-u*u {
		t.Errorf("Goal = %v, want 1 − u² = %v", b.Goal, 1-u*u)
	}
	v := view(seq(5, 2), none, h(1, 0.95, 0), h(2, 0.3, 0), h(3, 0.85, 1), h(4, 0.9, 2))
	b := &Threshold{Goal: 0.8, r: src(5)}
	const n = 28000
	c := map[int]int{}
	for range n {
		c[b.Choose(v)]++
	}
	// Kept, ascending: 0.85 (3), 0.9 (4), 0.95 (1); weights 1, 4, 9.
	want := map[int]float64{3: 1.0 / 14, 4: 4.0 / 14, 1: 9.0 / 14}
	if len(c) != len(want) {
		t.Fatalf("answers %v, want only 1, 3 and 4", c)
	}
	for p, w := range want {
		if f := float64(c[p]) / n; !near(f, w, 0.015) {
			t.Errorf("target %d chosen %.3f of the time, want %.3f", p, f, w)
		}
	}
	b.Goal = 0.96
	if got := b.Choose(v); got != none {
		t.Errorf("nothing worth the goal: Choose = %d, want open", got)
	}
	// A goal of 0.9 keeps 0.9 itself (worth at least the goal).
	b.Goal = 0.9
	c = map[int]int{}
	for range 1000 {
		c[b.Choose(v)]++
	}
	if len(c) != 2 || c[4] == 0 || c[1] == 0 {
		t.Errorf("goal 0.9: answers %v, want 4 and 1", c)
	}
}

func TestEveryBotAnswersLegally(t *testing.T) {
	// Every answer is open or a legal target, whatever the position.
	r := src(11)
	for _, b := range all() {
		t.Run(b.Name, func(t *testing.T) {
			for range 300 {
				v := randomView(r)
				got := b.New(r).Choose(v)
				if got == none {
					continue
				}
				legal := false
				for _, tg := range v.AppendTargets(nil) {
					legal = legal || tg.Player == got
				}
				if !legal {
					t.Fatalf("Choose(%+v) = %d, not a legal target", *v, got)
				}
			}
		})
	}
}

// randomView is a position that can arise: player 0 to act, some holders,
// some waiting, maybe a thief among the holders.
func randomView(r *rand.Rand) *elephant.View {
	n := 2 + r.IntN(12)
	held := r.IntN(n) // 0..n-1 holders
	v := &elephant.View{JustStole: none}
	for p := 1; p <= held; p++ {
		v.Presents = append(v.Presents, h(p, r.Float64(), r.IntN(4)))
	}
	for p := held + 1; p < n; p++ {
		v.Waiting = append(v.Waiting, p)
	}
	if held > 0 && r.IntN(2) == 0 {
		i := r.IntN(held)
		v.JustStole = v.Presents[i].Player
		v.Presents[i].Steals = 1 + r.IntN(3)
	}
	return v
}
