package equity

import (
	"context"
	"errors"
	"math"
	"testing"
	"time"

	"parlor/poker"
)

func spot(t testing.TB, board, dead string, ranges ...string) Spot {
	t.Helper()
	s := Spot{Board: cards(t, board), Dead: cards(t, dead)}
	for _, r := range ranges {
		rg, err := Parse(r)
		if err != nil {
			t.Fatal(err)
		}
		s.Players = append(s.Players, rg)
	}
	return s
}

func calc(t testing.TB, s Spot, o Options) Result {
	t.Helper()
	r, err := Calculate(context.Background(), s, o)
	if err != nil {
		t.Fatalf("Calculate: %v", err)
	}
	return r
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestKnownValues: AhAs v KcKd 81.06 % / 18.55 % with 0.38 % ties; AKs v QQ
// 46.05 %; both exact, through the pre-flop table.
func TestKnownValues(t *testing.T) {
	r := calc(t, spot(t, "", "", "AhAs", "KcKd"), Options{})
	if !r.Exact || r.Boards != PreflopBoards {
		t.Fatalf("AhAs v KcKd: exact %v, %d boards; want exact, 1,712,304", r.Exact, r.Boards)
	}
	if a, k := r.Players[0], r.Players[1]; !near(a.Win, 0.81065, 5e-5) || !near(k.Win, 0.18554, 5e-5) || !near(a.Tie, 0.00382, 5e-5) {
		t.Errorf("AhAs v KcKd = %+v, %+v; want win 81.06 %%, 18.55 %%, ties 0.38 %%", a, k)
	}
	r = calc(t, spot(t, "", "", "AKs", "QQ"), Options{})
	if e := r.Players[0].Equity; !r.Exact || !near(e, 0.4605, 0.0001) {
		t.Errorf("AKs v QQ: equity %.5f (exact %v), want 0.4605 ± 0.0001, exact", e, r.Exact)
	}
	if r.Boards != 24*PreflopBoards {
		t.Errorf("AKs v QQ: %d boards, want 24 deals × 1,712,304", r.Boards)
	}
}

// TestThreeWayExact: AhAs v KcKd v QhQs counted exactly agrees with
// poker.CountShowdowns (itself checked against dealing every board).
func TestThreeWayExact(t *testing.T) {
	r := calc(t, spot(t, "", "", "AhAs", "KcKd", "QhQs"), Options{})
	s, err := poker.CountShowdowns([][2]poker.Card{hand(t, "AhAs"), hand(t, "KcKd"), hand(t, "QhQs")}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Exact || r.Boards != 1370754 {
		t.Fatalf("exact %v, %d boards; want exact, 1,370,754", r.Exact, r.Boards)
	}
	sum := 0.0
	for i, p := range r.Players {
		want := Share{Win: float64(s.Wins(i)) / 1370754, Tie: float64(s.Ties(i)) / 1370754, Equity: s.Share(i)}
		if !near(p.Win, want.Win, 1e-12) || !near(p.Tie, want.Tie, 1e-12) || !near(p.Equity, want.Equity, 1e-12) {
			t.Errorf("player %d: %+v, want %+v", i+1, p, want)
		}
		sum += p.Equity
	}
	if !near(sum, 1, 1e-12) {
		t.Errorf("equities add up to %v, want 1", sum)
	}
	t.Logf("AhAs v KcKd v QhQs: %.4f %.4f %.4f", r.Players[0].Equity, r.Players[1].Equity, r.Players[2].Equity)
}

// TestSuitForms: counting each deal once for all its suit permutations
// gives what counting every deal gives, three ranges before the flop; and
// so does the pre-flop table, heads-up.
func TestSuitForms(t *testing.T) {
	s := spot(t, "", "", "AKs", "QQ", "JhJd,JcJs,TT")
	var want [3]float64
	deals := 0
	for _, a := range s.Players[0].Combos() {
		for _, q := range s.Players[1].Combos() {
			for _, j := range s.Players[2].Combos() {
				hs := [][2]poker.Card{a.Hand, q.Hand, j.Hand}
				sd, err := poker.CountShowdowns(hs, nil, nil)
				if err != nil {
					continue // a shared card
				}
				for i := range want {
					want[i] += sd.Share(i)
				}
				deals++
			}
		}
	}
	r := calc(t, s, Options{Method: Exact})
	for i := range want {
		if w := want[i] / float64(deals); !near(r.Players[i].Equity, w, 1e-12) {
			t.Errorf("player %d: %.8f, want %.8f", i+1, r.Players[i].Equity, w)
		}
	}
	two := spot(t, "", "", "AKs,T9s", "QQ,JJ")
	a, b := calc(t, two, Options{}), calc(t, two, Options{NoTable: true})
	for i := range 2 {
		if !near(a.Players[i].Equity, b.Players[i].Equity, 1e-12) || a.Players[i].Win != b.Players[i].Win {
			t.Errorf("player %d: table %+v, counted %+v", i+1, a.Players[i], b.Players[i])
		}
	}
}

// slowEquity is the obvious reference: every hand of each range against
// every hand of the other, every board, each valued with poker.Eval, hands
// weighted by their weights.
func slowEquity(t *testing.T, a, b Range, board []poker.Card) float64 {
	var known uint64
	for _, c := range board {
		known |= 1 << c
	}
	var num, den float64
	for _, x := range a.Combos() {
		for _, y := range b.Combos() {
			hx, hy := x.Hand, y.Hand
			set := uint64(1)<<hx[0] | uint64(1)<<hx[1] | uint64(1)<<hy[0] | uint64(1)<<hy[1]
			if known&set != 0 || hx[0] == hy[0] || hx[0] == hy[1] || hx[1] == hy[0] || hx[1] == hy[1] {
				continue
			}
			w := x.Weight * y.Weight
			var walk func(first poker.Card, full []poker.Card)
			walk = func(first poker.Card, full []poker.Card) {
				if len(full) == 5 {
					va := poker.Eval(append([]poker.Card{hx[0], hx[1]}, full...))
					vb := poker.Eval(append([]poker.Card{hy[0], hy[1]}, full...))
					switch {
					case va > vb:
						num += w
					case va == vb:
						num += w / 2
					}
					den += w
					return
				}
				for c := first; c < 52; c++ {
					if (known|set)&(1<<c) == 0 {
						walk(c+1, append(full[:len(full):len(full)], c))
					}
				}
			}
			walk(0, board)
		}
	}
	return num / den
}

// TestRangeAgainstRandom: a weighted range against random on the turn,
// exact, against slowEquity; and on the flop by Monte Carlo.
func TestRangeAgainstRandom(t *testing.T) {
	board := "Ah 7c 2d Ks"
	s := spot(t, board, "", "QQ+:0.5, AKs, 76s", "random")
	want := slowEquity(t, s.Players[0], s.Players[1], s.Board)
	r := calc(t, s, Options{Method: Exact})
	if !near(r.Players[0].Equity, want, 1e-9) {
		t.Errorf("exact: equity %.6f, want %.6f", r.Players[0].Equity, want)
	}
	r = calc(t, s, Options{Method: MonteCarlo, StdErr: 0.002, Seed: 3})
	if r.Exact || r.StdErr > 0.002 || !near(r.Players[0].Equity, want, 4*r.StdErr) {
		t.Errorf("monte carlo: equity %.4f ± %.4f after %d samples (exact %v), want %.4f", r.Players[0].Equity, r.StdErr, r.Boards, r.Exact, want)
	}
}

// TestPreflopRangeAgainstRandom: AhKh against random before the flop
// through the table, against the 1,225 counts of the kernel.
func TestPreflopRangeAgainstRandom(t *testing.T) {
	h := hand(t, "AhKh")
	var num float64
	n := 0
	others := Random().Without(h[:]...)
	for _, c := range others.Combos() {
		s, err := poker.CountShowdowns([][2]poker.Card{h, c.Hand}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		num += s.Share(0)
		n++
	}
	r := calc(t, spot(t, "", "", "AhKh", "random"), Options{})
	if !r.Exact || !near(r.Players[0].Equity, num/float64(n), 1e-12) || r.Boards != 1225*PreflopBoards {
		t.Errorf("AhKh v random: %.6f over %d boards (exact %v), want %.6f over %d", r.Players[0].Equity, r.Boards, r.Exact, num/float64(n), 1225*PreflopBoards)
	}
}

// TestBlockersAndDeadCards: known cards leave the ranges, and dead cards
// leave the deck.
func TestBlockersAndDeadCards(t *testing.T) {
	// AA against AhKd: the pairs of Aces without the Ah are three; with a
	// dead Ad only AcAs remains.
	r := calc(t, spot(t, "", "", "AA", "AhKd"), Options{})
	var want float64
	for _, a := range []string{"AdAc", "AdAs", "AcAs"} {
		s, _ := poker.CountShowdowns([][2]poker.Card{hand(t, a), hand(t, "AhKd")}, nil, nil)
		want += s.Share(0) / 3
	}
	if !near(r.Players[0].Equity, want, 1e-12) || r.Boards != 3*PreflopBoards {
		t.Errorf("AA v AhKd: %.6f over %d boards, want %.6f over 3 deals", r.Players[0].Equity, r.Boards, want)
	}
	r = calc(t, spot(t, "", "Ad", "AA", "AhKd"), Options{})
	s, _ := poker.CountShowdowns([][2]poker.Card{hand(t, "AcAs"), hand(t, "AhKd")}, nil, cards(t, "Ad"))
	if !near(r.Players[0].Equity, s.Share(0), 1e-12) || r.Boards != s.Boards() {
		t.Errorf("AA v AhKd, Ad dead: %.6f over %d boards, want %.6f over %d", r.Players[0].Equity, r.Boards, s.Share(0), s.Boards())
	}
	// A board card blocks: KK on a board with two Kings is one hand.
	r = calc(t, spot(t, "Kh Kd 2c", "", "KK", "QQ"), Options{})
	if r.Players[0].Equity != 1 || r.Boards != 6*990 {
		t.Errorf("KK v QQ on Kh Kd 2c: %+v over %d boards, want all wins over 6 deals × 990", r.Players[0], r.Boards)
	}
}

// TestMonteCarloDeterministic: the same seed gives the same result on one
// worker and on four; another seed gives another; the exact result lies
// within four standard errors.
func TestMonteCarloDeterministic(t *testing.T) {
	s := spot(t, "", "", "AhAs", "KcKd", "QhQs")
	o := Options{Method: MonteCarlo, StdErr: 0.003, Seed: 7, Workers: 1}
	a := calc(t, s, o)
	o.Workers = 4
	b := calc(t, s, o)
	o.Seed = 8
	c := calc(t, s, o)
	if a.Boards != b.Boards || a.Players[0] != b.Players[0] || a.StdErr != b.StdErr {
		t.Errorf("seed 7: one worker %+v after %d, four %+v after %d; want the same", a.Players, a.Boards, b.Players, b.Boards)
	}
	if c.Players[0] == a.Players[0] {
		t.Errorf("seeds 7 and 8 gave the same result %+v", a.Players[0])
	}
	exact := calc(t, s, Options{})
	for i := range s.Players {
		if !near(a.Players[i].Equity, exact.Players[i].Equity, 4*a.StdErr) {
			t.Errorf("player %d: %.4f ± %.4f, exact %.4f", i+1, a.Players[i].Equity, a.StdErr, exact.Players[i].Equity)
		}
	}
	if a.StdErr > 0.003 || a.Boards%batchSize != 0 {
		t.Errorf("stopped at standard error %.4f after %d samples, want at most 0.003, whole batches", a.StdErr, a.Boards)
	}
}

// TestAutoChoosesMonteCarlo: six random ranges are far too many deals to
// count.
func TestAutoChoosesMonteCarlo(t *testing.T) {
	s := spot(t, "", "", "random", "random", "random", "random", "random", "random")
	if c, err := exactCost(s); err != nil || c < time.Hour {
		t.Errorf("ExactCost(six random) = %v, %v; want hours", c, err)
	}
	r := calc(t, s, Options{StdErr: 0.005, Seed: 1})
	if r.Exact {
		t.Fatal("six random ranges were counted exactly")
	}
	sum := 0.0
	for i, p := range r.Players {
		sum += p.Equity
		if !near(p.Equity, 1.0/6, 4*r.StdErr) {
			t.Errorf("player %d: %.4f, want 1/6 ± %.4f", i+1, p.Equity, 4*r.StdErr)
		}
	}
	if !near(sum, 1, 1e-9) {
		t.Errorf("equities add up to %v", sum)
	}
}

// TestCancelAndProgress: a calculation reports partial results and stops
// when its context ends.
func TestCancelAndProgress(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	s := spot(t, "", "", "random", "random", "random")
	start := time.Now()
	r, err := Calculate(ctx, s, Options{Method: MonteCarlo, StdErr: 1e-7, ProgressEvery: time.Millisecond, Progress: func(r Result) {
		calls++
		if calls == 3 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Calculate = %v, want context.Canceled", err)
	}
	if calls < 3 || r.Boards == 0 || r.Done >= 1 || time.Since(start) > 10*time.Second {
		t.Errorf("after cancel: %d progress calls, %d samples, done %.2f; want 3 calls, some samples, not done", calls, r.Boards, r.Done)
	}
	// Exact stops too.
	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	if _, err := Calculate(ctx, spot(t, "", "", "AA", "KK", "QQ"), Options{Method: Exact}); !errors.Is(err, context.Canceled) {
		t.Errorf("exact with a cancelled context = %v, want context.Canceled", err)
	}
}

// TestExactStopsAtOnce: a walk of the deals whose context is done counts
// no further deal, at any depth. (It used to look every 64 hands of each
// player, and a stop deep down went on at the levels above: four random
// hands counted on for seconds after a screen's edit.)
func TestExactStopsAtOnce(t *testing.T) {
	p, err := prepare(spot(t, "", "", "random", "random", "random", "random"))
	if err != nil {
		t.Fatal(err)
	}
	for _, depth := range []int{0, 1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		var tl tally
		d := &dealer{p: p, lead: 0, t: &tl, cache: new(dealCache)}
		d.hands[0], d.weights[0] = p.combos[0][0].Hand, 1
		used := p.known | 1<<d.hands[0][0] | 1<<d.hands[0][1]
		// Deal the players before depth by hand, then stop.
		for i := 1; i <= depth; i++ {
			for _, c := range p.combos[i] {
				if set := uint64(1)<<c.Hand[0] | uint64(1)<<c.Hand[1]; used&set == 0 {
					d.hands[i], d.weights[i], used = c.Hand, 1, used|set
					break
				}
			}
		}
		cancel()
		if err := d.deal(ctx, depth+1, used); !errors.Is(err, errStopped) {
			t.Errorf("depth %d: deal with a done context = %v, want errStopped", depth, err)
		}
		if tl.boards != 0 {
			t.Errorf("depth %d: %d boards counted after the stop, want 0", depth, tl.boards)
		}
	}
}

func TestCalculateErrors(t *testing.T) {
	tests := []struct {
		name string
		s    Spot
		err  error
	}{
		{"one player", spot(t, "", "", "AA"), ErrPlayers},
		{"seven players", spot(t, "", "", "random", "random", "random", "random", "random", "random", "random"), ErrPlayers},
		{"six board cards", spot(t, "2c 3c 4c 5c 6c 7c", "", "AA", "KK"), poker.ErrBoardSize},
		{"board card dead", spot(t, "2c 3c 4c", "2c", "AA", "KK"), poker.ErrDuplicateCard},
		{"hand on the board", spot(t, "Ah 3c 4c", "", "AhAs", "KK"), poker.ErrDuplicateCard},
		{"two hands share a card", spot(t, "", "", "AhAs", "AhKd"), poker.ErrDuplicateCard},
		{"range all blocked", spot(t, "Ah As Ad", "", "AA", "KK"), ErrEmptyRange},
		{"range blocked by a hand", spot(t, "", "Ac", "AhAs", "AA"), ErrEmptyRange},
		{"no deal", spot(t, "", "", "AhAs", "AA", "AA"), ErrNoDeal},
		{"bad card", Spot{Players: []Range{Random(), Random()}, Board: []poker.Card{60}}, poker.ErrBadCard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Calculate(context.Background(), tt.s, Options{}); !errors.Is(err, tt.err) {
				t.Errorf("Calculate: %v, want %v", err, tt.err)
			}
		})
	}
}

func TestTightening(t *testing.T) {
	m := DefaultTightening
	tests := []struct {
		raises, calls int
		pct           float64
		says          string
	}{
		{0, 0, 100, "a random hand"},
		{1, 0, 60, "the best 60 % of hands (1 raise)"},
		{2, 0, 36, "the best 36 % of hands (2 raises)"},
		{1, 1, 54, "the best 54 % of hands (1 raise, 1 call)"},
		{0, 2, 81, "the best 81 % of hands (2 calls)"},
		{20, 0, 3, "the best 3 % of hands (20 raises)"},
	}
	for _, tt := range tests {
		if p := m.Percent(tt.raises, tt.calls); !near(p, tt.pct, 1e-9) {
			t.Errorf("Percent(%d, %d) = %v, want %v", tt.raises, tt.calls, p, tt.pct)
		}
		if s := m.Describe(tt.raises, tt.calls); s != tt.says {
			t.Errorf("Describe(%d, %d) = %q, want %q", tt.raises, tt.calls, s, tt.says)
		}
		if r := m.Range(tt.raises, tt.calls); tt.raises+tt.calls > 0 && r != Top(tt.pct) {
			t.Errorf("Range(%d, %d) is not Top(%v)", tt.raises, tt.calls, tt.pct)
		}
	}
	events := []poker.Event{
		{Kind: poker.EventAction, Seat: 1, Action: poker.Raise},
		{Kind: poker.EventAction, Seat: 0, Action: poker.Raise},
		{Kind: poker.EventAction, Seat: 1, Action: poker.Call},
		{Kind: poker.EventAction, Seat: 1, Action: poker.Bet},
		{Kind: poker.EventAction, Seat: 1, Action: poker.Check},
		{Kind: poker.EventBigBlind, Seat: 1},
	}
	if r, c := Actions(events, 1); r != 2 || c != 1 {
		t.Errorf("Actions = %d raises, %d calls; want 2, 1", r, c)
	}
	rg, says := m.OpponentRange(events, 1, cards(t, "Ah Kd")...)
	if says != "the best 32 % of hands (2 raises, 1 call)" || rg.Weight(hand(t, "AhAs")) != 0 || rg.Weight(hand(t, "AsAc")) != 1 {
		t.Errorf("OpponentRange = %q, AhAs %v, AsAc %v", says, rg.Weight(hand(t, "AhAs")), rg.Weight(hand(t, "AsAc")))
	}
}
