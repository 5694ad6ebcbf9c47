package holdembot

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"parlor/ai/internal/decidetime"
	"parlor/poker"
)

// TestShippedStrategy: the embedded file is the one this code reads: its
// magic and version, the abstraction it was made for (ReadStrategy checks
// the tree's size), its CRC, and the checksum recorded beside the code.
func TestShippedStrategy(t *testing.T) {
	if string(expertFile[:len(strategyMagic)]) != strategyMagic {
		t.Fatalf("expert.cfr starts %q, want %q", expertFile[:len(strategyMagic)], strategyMagic)
	}
	if v := binary.LittleEndian.Uint32(expertFile[len(strategyMagic):]); v != strategyVersion {
		t.Fatalf("expert.cfr is version %d, want %d", v, strategyVersion)
	}
	s, err := ExpertStrategy()
	if err != nil {
		t.Fatalf("ExpertStrategy: %v", err)
	}
	if got := s.Checksum(); got != expertChecksum {
		t.Errorf("expert.cfr checksum %s, want %s (retrained? update expertChecksum)", got, expertChecksum)
	}
	if s.Seed != expertSeed || s.Deals != expertDeals {
		t.Errorf("expert.cfr trained with seed %d on %d deals, want seed %d, %d deals", s.Seed, s.Deals, expertSeed, expertDeals)
	}
	if len(expertFile) > 25<<20 {
		t.Errorf("expert.cfr is %d bytes, want at most 25 MB", len(expertFile))
	}
}

// smallStrategy trains a tiny strategy, quick enough for a test.
func smallStrategy(t testing.TB, seed uint64) *Strategy {
	t.Helper()
	s, err := train(TrainConfig{Seed: seed, Deals: 300, BandDeals: 400})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestStrategyFile: a strategy reads back as written, training is
// reproducible from its seed, and a damaged or foreign file is refused
// with ErrStrategyFile.
func TestStrategyFile(t *testing.T) {
	s := smallStrategy(t, 7)
	var buf bytes.Buffer
	if _, err := s.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	back, err := ReadStrategy(data)
	if err != nil {
		t.Fatalf("ReadStrategy: %v", err)
	}
	if !slices.Equal(back.probs, s.probs) || !slices.Equal(back.bands.hs, s.bands.hs) || back.Seed != 7 || back.Deals != 300 {
		t.Errorf("the strategy did not read back as written")
	}
	if again := smallStrategy(t, 7); again.Checksum() != s.Checksum() {
		t.Errorf("two trainings with seed 7 differ: %s, %s", s.Checksum(), again.Checksum())
	}
	if other := smallStrategy(t, 8); other.Checksum() == s.Checksum() {
		t.Errorf("seeds 7 and 8 trained the same strategy")
	}
	reseal := func(b []byte) []byte {
		b = slices.Clone(b)
		binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(b[:len(b)-4]))
		return b
	}
	flipped := slices.Clone(data)
	flipped[len(flipped)/2] ^= 1
	version := slices.Clone(data)
	binary.LittleEndian.PutUint32(version[len(strategyMagic):], strategyVersion+1)
	tree := slices.Clone(data)
	binary.LittleEndian.PutUint32(tree[len(strategyMagic)+4:], 12345)
	for name, bad := range map[string][]byte{
		"empty":     nil,
		"not ours":  []byte("hello, world"),
		"flipped":   flipped,
		"truncated": reseal(data[:len(data)-100]),
		"version":   reseal(version),
		"tree":      reseal(tree),
	} {
		if _, err := ReadStrategy(bad); !errors.Is(err, ErrStrategyFile) {
			t.Errorf("%s: ReadStrategy error = %v, want ErrStrategyFile", name, err)
		}
	}
}

// TestTreeFollowsEngine plays random hands in the engine at every stack
// depth of the trees (stacks of the depth exactly, blinds 10/20: a half big
// blind is 10 chips) and walks the tree beside them: at every decision the
// tree offers what the engine does (but a fold where a check is free, and a
// raise past the cap), and at the end its payoff is the engine's result.
func TestTreeFollowsEngine(t *testing.T) {
	tr := newTree()
	r := rand.New(rand.NewPCG(3, 4))
	var g poker.Game
	for depth, hbb := range stackDepths {
		for hand := range 300 {
			if err := g.Deal(poker.GameConfig{Number: 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: hand % 2,
				Stacks: [2]int{10 * hbb, 10 * hbb}, Rand: r}); err != nil {
				t.Fatal(err)
			}
			at := tr.roots[depth]
			for !g.Over() {
				n := &tr.nodes[at]
				seat := g.ToAct()
				player := int8(0)
				if seat != g.Button() {
					player = 1
				}
				if n.toAct != player || int(n.street) != int(g.Street()) {
					t.Fatalf("depth %d: the tree has player %d on street %d, the engine seat %d (player %d) on %v", hbb, n.toAct, n.street, seat, player, g.Street())
				}
				legal := g.Legal()
				var want []int8
				for _, a := range legal {
					switch a.Kind {
					case poker.Fold:
						if a := legal[1]; a.Kind != poker.Check {
							want = append(want, aFold)
						}
					case poker.Check, poker.Call:
						want = append(want, aCall)
					default:
						if n.bets < streetCap {
							want = append(want, aRaise)
						}
					}
				}
				if got := n.acts[:n.n]; !slices.Equal(got, want) {
					t.Fatalf("depth %d: the tree offers %v, the engine %v", hbb, got, legal)
				}
				i := r.IntN(int(n.n))
				act := poker.Action{Kind: poker.Fold}
				switch n.acts[i] {
				case aCall:
					act = legal[1]
				case aRaise:
					act = legal[2]
				}
				if err := g.Act(seat, act); err != nil {
					t.Fatal(err)
				}
				at = n.next[i]
			}
			n := &tr.nodes[at]
			if n.toAct >= 0 {
				t.Fatalf("depth %d: the hand is over, the tree is not", hbb)
			}
			result := 0
			if g.Showdown() {
				switch w := g.Winner(); {
				case w == poker.NoSeat:
				case w == g.Button():
					result = 1
				default:
					result = -1
				}
			}
			want := g.Stacks()[g.Button()] - 10*hbb
			if got := payoff(n, result) * 10; int(got) != want {
				t.Fatalf("depth %d: the tree pays the button %v chips, the engine %d", hbb, got, want)
			}
		}
	}
}

// TestDepthOf: a stack maps to the shallowest tree at least as deep.
func TestDepthOf(t *testing.T) {
	tests := []struct{ chips, bb, want int }{
		{20, 20, 0}, {1, 20, 0}, {30, 20, 1}, {31, 20, 2}, {160, 60, 3}, {1500, 20, len(stackDepths) - 1}, {240, 20, len(stackDepths) - 2}, {481, 20, len(stackDepths) - 1},
	}
	for _, tt := range tests {
		if got := depthOf(tt.chips, tt.bb); got != tt.want {
			t.Errorf("depthOf(%d, %d) = %d (%d hbb), want %d", tt.chips, tt.bb, got, stackDepths[got], tt.want)
		}
	}
}

// TestExpertPastTheCap: past the abstraction's four bets, on the river the
// nuts raises on, a weak pair does not.
func TestExpertPastTheCap(t *testing.T) {
	nuts, weak := warDeal("Jc Ts"), warDeal("7c 2d")
	for seed := range uint64(10) {
		b := newExpert(rand.New(rand.NewPCG(seed, 1)))
		if got := b.Decide(nuts.view(t)).Kind; got != raise {
			t.Errorf("seed %d: the nuts past the cap: %v, want raise", seed, got)
		}
		if got := b.Decide(weak.view(t)).Kind; got == raise {
			t.Errorf("seed %d: a pair of deuces past the cap: raise, want call or fold", seed)
		}
	}
}

// TestExpertStrength: short duplicate matches (the 100,000-hand figures are
// in docs/holdem-bots.md): expert beats the sparring bots by a wide margin, and wins
// tournaments against the maniac, whose raises go past the cap.
func TestExpertStrength(t *testing.T) {
	for _, tt := range []struct {
		opp   string
		hands int
		min   float64 // mbb/hand, lower end of the 95 % interval
	}{
		{"maniac", 2000, 5000},
		{"caller", 2000, 800},
		{"random", 2000, 750},
	} {
		res, err := Play(MatchConfig{A: "expert", B: tt.opp, Hands: tt.hands, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("expert vs %s: %+.0f ± %.0f mbb/hand over %d hands", tt.opp, res.MBB, res.MBBHalf, res.Hands)
		if res.MBB-res.MBBHalf < tt.min {
			t.Errorf("expert vs %s: %+.0f ± %.0f mbb/hand, want the lower end at %+.0f or more", tt.opp, res.MBB, res.MBBHalf, tt.min)
		}
	}
	res, err := Play(MatchConfig{A: "expert", B: "maniac", Matches: 100, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.WinShare < 0.8 {
		t.Errorf("expert won %.0f%% of 100 tournaments against the maniac, want 80%% or more", 100*res.WinShare)
	}
}

// TestStrategyAloneBeatsManiac: the strategy without the exploitative
// layer, its raises capped at four a street and past the cap calling (or
// raising the river nuts), still beats the maniac, whose raises never stop.
func TestStrategyAloneBeatsManiac(t *testing.T) {
	bots := [2]Bot{newExpert(rand.New(rand.NewPCG(1, 2))), Maniac{}}
	bots[0].(*Expert).exploit = false
	var won, hands, raisesPastCap int
	s := spy{Bot: bots[0], seen: func(v *poker.SeatView, a poker.Action) {
		if a.Kind == poker.Raise && v.Raises(v.Street) >= streetCap {
			raisesPastCap++
		}
	}}
	r := rand.New(rand.NewPCG(21, 22))
	var g poker.Game
	var views [2]poker.SeatView
	for i := range 1000 {
		if err := g.Deal(poker.GameConfig{Number: i + 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: i % 2,
			Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			t.Fatal(err)
		}
		if err := playHand(&g, [2]Bot{s, bots[1]}, &views); err != nil {
			t.Fatal(err)
		}
		won += g.Stacks()[0] - 1500
		hands++
	}
	mbb := float64(won) / 20 * 1000 / float64(hands)
	t.Logf("the strategy alone against the maniac: %+.0f mbb/hand over %d hands, %d raises past the cap", mbb, hands, raisesPastCap)
	if mbb < 1000 || raisesPastCap == 0 {
		t.Errorf("the strategy alone: %+.0f mbb/hand against the maniac, %d raises past the cap; want +1,000 or more and some", mbb, raisesPastCap)
	}
}

// TestExpertAgainstStation: against a calling station, once its lean is
// whole, expert bets its value on the river and never bluffs it.
func TestExpertAgainstStation(t *testing.T) {
	b := newExpert(rand.New(rand.NewPCG(1, 2)))
	playWith(t, [2]Bot{b, Caller{}}, 200)
	bluffs, value := 0, 0
	s := spy{Bot: b, seen: func(v *poker.SeatView, a poker.Action) {
		if v.Street != poker.River {
			return
		}
		e := riverStrength(v.Hole, v.Board)
		switch {
		case (a.Kind == poker.Bet || a.Kind == poker.Raise) && e < 0.5:
			bluffs++
		case a.Kind == poker.Bet || a.Kind == poker.Raise:
			value++
		}
	}}
	playWith(t, [2]Bot{s, Caller{}}, 300)
	if bluffs > 0 || value < 30 || b.Lean() < 1 {
		t.Errorf("against a caller on the river: %d bluffs, %d value bets, lean %.2f; want none, many and 1", bluffs, value, b.Lean())
	}
}

// TestExploitabilityFalls: the solver's strategy is less exploitable inside
// the abstraction the longer it trains.
func TestExploitabilityFalls(t *testing.T) {
	short := smallStrategy(t, 5)
	long, err := train(TrainConfig{Seed: 5, Deals: 3000, BandDeals: 400})
	if err != nil {
		t.Fatal(err)
	}
	a, b := short.Exploitability(1000, 1), long.Exploitability(1000, 1)
	t.Logf("exploitability %.0f mbb/hand after 300 deals, %.0f after 3,000", a, b)
	if b <= 0 || b > 0.85*a {
		t.Errorf("exploitability %.0f after 300 deals, %.0f after 3,000: want a clear fall", a, b)
	}
}

// TestLevels: the levels run from Easy to Hard, Normal is the default bot,
// and each names a bot New knows.
func TestLevels(t *testing.T) {
	ls := Levels()
	var names []string
	for _, l := range ls {
		names = append(names, l.Name)
		if About(l.Bot) == "" || l.About == "" {
			t.Errorf("level %s: bot %q unknown or no description", l.Name, l.Bot)
		}
	}
	if !slices.Equal(names, []string{"Easy", "Normal", "Hard"}) {
		t.Errorf("levels %v, want Easy, Normal, Hard", names)
	}
	if ls[DefaultLevel].Bot != Default || ls[len(ls)-1].Bot != "expert" {
		t.Errorf("the default level plays %q, the hardest %q; want %q and expert", ls[DefaultLevel].Bot, ls[len(ls)-1].Bot, Default)
	}
}

// BenchmarkExpertLoad reads the shipped strategy (the table's budget is
// 0.2 s) and reports the heap it takes.
func BenchmarkExpertLoad(b *testing.B) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var s *Strategy
	for range b.N {
		var err error
		if s, err = ReadStrategy(expertFile); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	runtime.GC()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/load")
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "heap-MB")
	runtime.KeepAlive(s)
}

// BenchmarkExpertDecide times single decisions against several opponents
// and reports the percentiles, as BenchmarkSklanskyDecide does (the budget
// is 5 ms at the 99th).
func BenchmarkExpertDecide(b *testing.B) {
	benchDecide(b, newExpert(rand.New(rand.NewPCG(1, 2))), "sklansky", "maniac", "random", "caller")
}

// BenchmarkExpertHandOver times the expert's learning from a finished hand
// against a calling station (a showdown in most hands, each valued in
// expectation street by street: see expectedNet) and reports the
// percentiles as BenchmarkExpertDecide does: the time between two hands.
func BenchmarkExpertHandOver(b *testing.B) {
	var views []poker.SeatView
	r := rand.New(rand.NewPCG(11, 12))
	var g poker.Game
	for i := range 300 {
		if err := g.Deal(poker.GameConfig{Number: i + 1, Level: 1, SmallBlind: 10, BigBlind: 20, Button: i % 2,
			Stacks: [2]int{1500, 1500}, Rand: r}); err != nil {
			b.Fatal(err)
		}
		for !g.Over() {
			s := g.ToAct()
			if err := g.Act(s, Caller{}.Decide(g.View(s))); err != nil {
				b.Fatal(err)
			}
		}
		views = append(views, g.View(0))
	}
	bot := newExpert(rand.New(rand.NewPCG(1, 2)))
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	wall := make([]time.Duration, 0, b.N)
	cpu := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		c0, ok := decidetime.ThreadCPU()
		start := time.Now()
		bot.HandOver(views[i%len(views)])
		wall = append(wall, time.Since(start))
		if c1, _ := decidetime.ThreadCPU(); ok {
			cpu = append(cpu, c1-c0)
		}
	}
	b.StopTimer()
	decidetime.Report(b, wall, "wall", "µs")
	decidetime.Report(b, cpu, "cpu", "µs")
}

// TestExpertIgnoresHiddenField: the view's Opponent field is not read while
// the cards are face down.
func TestExpertIgnoresHiddenField(t *testing.T) {
	ignoresHiddenField(t, func(r *rand.Rand) Bot { return newExpert(r) }, 20,
		deal{button: "bot", bot: "Ah 5h", board: "Kh 9h 2c 3s 8d", actions: []poker.ActionKind{raise, call, bet}},
		deal{button: "opp", bot: "7c 6d", board: "As Kd Qh 3s 2c", actions: []poker.ActionKind{raise, call, check, bet, call, check, bet, call, check, bet}})
}

// TestTrainContext: a training run stops with a StoppedError once its
// context is done, saying how many deals it trained: before the first
// deal, or at the first check after a report cancels it.
func TestTrainContext(t *testing.T) {
	tests := []struct {
		name     string
		cancelAt int // the report at which the context is cancelled; 0: before the start
		wantDone int
	}{
		{"before the start", 0, 0},
		{"after 100 deals", 100, 128},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tt.cancelAt == 0 {
				cancel()
			}
			_, err := TrainContext(ctx, TrainConfig{Seed: 1, Deals: 1 << 30, BandDeals: 200, ReportEvery: max(tt.cancelAt, 1),
				Report: func(deals int, _ *Strategy) {
					if deals == tt.cancelAt {
						cancel()
					}
				}})
			var se *StoppedError
			if !errors.As(err, &se) || !errors.Is(err, context.Canceled) || se.Done != tt.wantDone || se.Deals != 1<<30 {
				t.Fatalf("err = %v (%+v), want a StoppedError after %d deals wrapping context.Canceled", err, se, tt.wantDone)
			}
		})
	}
}
