package poker

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func threeWay(cap CapRule) setup {
	return setup{chairs: 3, stacks: map[int]int{1: 1500, 2: 1500, 3: 1500}, button: 1, sb: 2, bb: 3, cap: cap,
		holes: map[int]string{1: "As Ad", 2: "Ks Kd", 3: "Qs Qd"}, board: "2c 7d 9s 4h 3h"}
}

func legalOf(tb *Table) string { return fmt.Sprint(tb.Legal()) }

func TestTableCap(t *testing.T) {
	tests := []struct {
		name   string
		cap    CapRule
		script string
		legal  string // the legal actions after the script
	}{
		// Pre-flop the big blind is the first bet: raise, re-raise, cap.
		{"three-way the fifth bet is refused", CapAlways, "r r r", "[fold call 40]"},
		{"a ring game caps three-way too", CapUntilHeadsUp, "r r r", "[fold call 40]"},
		{"capped then a fold stays capped", CapUntilHeadsUp, "r r r f", "[fold call 20]"},
		{"a ring pot heads-up before the cap is uncapped", CapUntilHeadsUp, "f r r r", "[fold call 20 raise to 100]"},
		{"a tournament's heads-up pot keeps the cap", CapAlways, "f r r r", "[fold call 20]"},
		{"an event that is heads-up has no cap", CapNever, "r r r r r", "[fold call 40 raise to 140]"},
		{"after the capped street a heads-up ring pot is uncapped", CapUntilHeadsUp, "r r r f c x r r r r r", "[fold call 20 raise to 120]"},
		{"a tournament's next street is capped again", CapAlways, "r r r f c x r r r r", "[fold call 20]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := threeWay(tt.cap).deal(t)
			playTable(t, tb, tt.script)
			if got := legalOf(tb); got != tt.legal {
				t.Fatalf("Legal() = %s, want %s", got, tt.legal)
			}
			if len(tb.Legal()) == 2 {
				err := tb.Act(tb.ToAct(), Action{Kind: Raise})
				if !errors.Is(err, ErrIllegalAction) {
					t.Errorf("a bet past the cap: Act = %v, want ErrIllegalAction", err)
				}
			}
		})
	}
}

func TestTableCappedEventAndCount(t *testing.T) {
	tb := threeWay(CapAlways).deal(t)
	playTable(t, tb, "r r r")
	diffLines(t, transcript(tb, EventAction), []string{
		"1 raise to 40", "2 raise to 60", "3 raise to 80 capped",
	})
	if n, capped := tb.BetsThisStreet(); n != 4 || !capped {
		t.Errorf("BetsThisStreet() = %d, %v, want 4, true", n, capped)
	}
}

// On the flop chair 2 bets 20, chair 3 raises all-in to 20+extra; chair 1
// has not acted and may raise whatever the all-in; chair 2 has acted and
// may raise again only when the all-in was half a bet or more (TDA 47-B).
func TestTableShortAllIn(t *testing.T) {
	tests := []struct {
		extra          int
		legal1, legal2 string
	}{
		{9, "[fold call 29 raise to 49]", "[fold call 9]"},
		{10, "[fold call 30 raise to 50]", "[fold call 10 raise to 50]"},
		{19, "[fold call 39 raise to 59]", "[fold call 19 raise to 59]"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.extra), func(t *testing.T) {
			s := threeWay(CapAlways)
			s.stacks[3] = 40 + tt.extra // the big blind, then a bet on the flop and the extra
			tb := s.deal(t)
			playTable(t, tb, "c c x r")
			if err := tb.Act(3, Action{Kind: Raise}); err != nil {
				t.Fatal(err)
			}
			if got := legalOf(tb); tb.ToAct() != 1 || got != tt.legal1 {
				t.Fatalf("chair %d to act, Legal() = %s; want chair 1, %s", tb.ToAct(), got, tt.legal1)
			}
			playTable(t, tb, "c")
			if got := legalOf(tb); tb.ToAct() != 2 || got != tt.legal2 {
				t.Fatalf("chair %d to act, Legal() = %s; want chair 2, %s", tb.ToAct(), got, tt.legal2)
			}
		})
	}
}

func TestTableSidePots(t *testing.T) {
	// Chair 2 covers four all-ins of 30, 70, 150 and 400 at blinds 100/200;
	// each pot goes to a different player.
	s := setup{chairs: 5, button: 1, sb: 2, bb: 3, blinds: [2]int{100, 200},
		stacks: map[int]int{4: 30, 5: 70, 1: 150, 2: 1500, 3: 400},
		holes:  map[int]string{4: "As Ad", 5: "Ks Kd", 1: "Qs Qd", 3: "Js Jd", 2: "Th 8c"},
		board:  "2c 7d 9s 4h 3s"}
	tb := s.deal(t)
	playTable(t, tb, "c c c r c")
	want := []Pot{
		{150, 1<<1 | 1<<2 | 1<<3 | 1<<4 | 1<<5},
		{160, 1<<1 | 1<<2 | 1<<3 | 1<<5},
		{240, 1<<1 | 1<<2 | 1<<3},
		{500, 1<<2 | 1<<3},
	}
	if got := tb.Pots(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Pots() = %v, want %v", got, want)
	}
	diffLines(t, transcript(tb, EventShowdown), []string{
		"2 has high card Ten", // the last aggressor shows first
		"3 has a pair of Jacks",
		"4 has a pair of Aces",
		"5 has a pair of Kings",
		"1 has a pair of Queens",
		"3 wins 500 from pot 3",
		"1 wins 240 from pot 2",
		"5 wins 160 from pot 1",
		"4 wins 150 from pot 0",
		"end pot 1050",
	})
	if got, want := tb.Stacks(), (ChairInts{0, 240, 1100, 500, 150, 160}); got != want {
		t.Errorf("Stacks() = %v, want %v", got, want)
	}
}

func TestTableOddChipNearestTheButtonsLeft(t *testing.T) {
	// 70 chips three ways (the small blind folds its 10): 24, 23, 23, the
	// odd chip to chair 3, the first winner left of the button (chair 2 folded).
	s := setup{chairs: 4, button: 1, sb: 2, bb: 3, stacks: map[int]int{1: 1500, 2: 1500, 3: 1500, 4: 1500},
		holes: map[int]string{1: "2c 3d", 2: "4c 5d", 3: "2d 3c", 4: "2h 3s"}, board: "Ts Js Qs Ks As"}
	tb := s.deal(t)
	playTable(t, tb, "c c f x x x x x x x x x x")
	diffLines(t, transcript(tb, EventAward), []string{
		"3 wins 24 from pot 0 split",
		"4 wins 23 from pot 0 split",
		"1 wins 23 from pot 0 split",
		"end pot 70",
	})
}

func TestTableShowdownOrder(t *testing.T) {
	holes := map[int]string{1: "5c 6d", 2: "Kc 8d", 3: "Qc 8h", 4: "Ac 8s"}
	tests := []struct {
		name   string
		script string // from the flop
		want   []string
	}{
		{
			// A four-way check-down shows from the first seat left of the
			// button; a hand that cannot win is mucked.
			"river check-down", "x x x x x x x x x x x x",
			[]string{"2 has high card King", "3 mucks", "4 has high card Ace", "1 mucks"},
		},
		{
			"the river's last aggressor shows first", "x x x x x x x x x x r c c c",
			[]string{"4 has high card Ace", "1 mucks", "2 mucks", "3 mucks"},
		},
		{
			"a better hand after the aggressor shows", "x x x x x x x x x r c c c",
			[]string{"3 has high card Queen", "4 has high card Ace", "1 mucks", "2 mucks"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := setup{chairs: 4, button: 1, sb: 2, bb: 3, stacks: map[int]int{1: 1500, 2: 1500, 3: 1500, 4: 1500},
				holes: holes, board: "2s 3h 9c Td 7h"}
			tb := s.deal(t)
			playTable(t, tb, "c c c x "+tt.script)
			var got []string
			for _, l := range transcript(tb, EventShowdown) {
				if !strings.Contains(l, " shows ") {
					got = append(got, l)
				}
			}
			diffLines(t, got[:4], tt.want)
			if !strings.HasPrefix(got[4], "4 wins") {
				t.Errorf("award %q, want chair 4", got[4])
			}
		})
	}
}

func TestTableAllInShowsEveryHand(t *testing.T) {
	// Chair 4 is all-in pre-flop: when the betting is over, every live hand
	// is turned up at once, even those that cannot win.
	s := setup{chairs: 4, button: 1, sb: 2, bb: 3, stacks: map[int]int{1: 1500, 2: 1500, 3: 1500, 4: 20},
		holes: map[int]string{1: "5c 6d", 2: "Kc 8d", 3: "Qc 8h", 4: "Ac 8s"}, board: "2s 3h 9c Td Jh"}
	tb := s.deal(t)
	playTable(t, tb, "c c c x x x x x x x x x x")
	var shows, mucks int
	for _, e := range tb.Events() {
		switch e.Kind {
		case EventShowdown:
			shows++
		case EventMuck:
			mucks++
		}
	}
	if shows != 4 || mucks != 0 {
		t.Errorf("%d shown and %d mucked, want 4 and 0", shows, mucks)
	}
}

func TestTableUncontested(t *testing.T) {
	tb := threeWay(CapAlways).deal(t)
	playTable(t, tb, "r f f")
	diffLines(t, transcript(tb, EventAction), []string{
		"1 raise to 40", "2 fold", "3 fold", "1 uncalled 20", "1 wins 50 from pot 0", "end pot 50",
	})
	for _, e := range tb.Events() {
		if e.Kind == EventShow || e.Kind == EventShowdown {
			t.Errorf("an uncontested winner shows: %+v", e)
		}
	}
}

func TestTableShortBigBlind(t *testing.T) {
	// The big blind posts 5 all-in: the others still call the full 20.
	s := threeWay(CapAlways)
	s.stacks[3] = 5
	tb := s.deal(t)
	if got := legalOf(tb); got != "[fold call 20 raise to 40]" {
		t.Errorf("Legal() = %s, want the full big blind to call", got)
	}
	playTable(t, tb, "c f")
	if !tb.Over() {
		t.Fatalf("hand not over; to act %d", tb.ToAct())
	}
	if got, want := tb.Pots(), []Pot{{15, 1<<1 | 1<<3}, {10, 1 << 1}}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Pots() = %v, want %v", got, want)
	}
	if chipsIn(tb) != 3005 {
		t.Errorf("chips %d, want 3005", chipsIn(tb))
	}
}

func TestTableDeadButtonOrder(t *testing.T) {
	// Chairs 1, 3 and 4 dealt in, the button dead in empty chair 2: chair 3
	// posts the small blind, the big blind 4, and after the flop chair 3
	// acts first and chair 1 last.
	s := setup{chairs: 4, button: 2, sb: 3, bb: 4, stacks: map[int]int{1: 1500, 3: 1500, 4: 1500},
		holes: map[int]string{1: "5c 6d", 3: "Qc 8h", 4: "Ac 8s"}, board: "2s 3h 9c Td Jh"}
	tb := s.deal(t)
	if tb.ToAct() != 1 {
		t.Fatalf("pre-flop chair %d acts first, want 1", tb.ToAct())
	}
	playTable(t, tb, "c c x")
	var order []int
	for range 3 {
		order = append(order, tb.ToAct())
		playTable(t, tb, "x")
	}
	if fmt.Sprint(order) != "[3 4 1]" {
		t.Errorf("flop order %v, want [3 4 1]", order)
	}
}

func TestTableConfigRefused(t *testing.T) {
	good := threeWay(CapAlways).config(t)
	tests := []struct {
		name string
		edit func(*TableConfig)
	}{
		{"one chair", func(c *TableConfig) { c.Chairs = 1 }},
		{"ten chairs", func(c *TableConfig) { c.Chairs = 10 }},
		{"one player", func(c *TableConfig) { c.Stacks[2], c.Stacks[3] = 0, 0 }},
		{"big blind empty", func(c *TableConfig) { c.BigBlindChair = 4 }},
		{"small blind is the big blind", func(c *TableConfig) { c.SmallBlindChair = 3 }},
		{"heads-up small blind off the button", func(c *TableConfig) { c.Stacks[1] = 0; c.Button = 1 }},
		{"stack beyond the chairs", func(c *TableConfig) { c.Stacks[5] = 100 }},
		{"no deck", func(c *TableConfig) { c.Deck = nil }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := good
			tt.edit(&cfg)
			var tb Table
			if err := tb.Deal(cfg); !errors.Is(err, ErrBadConfig) {
				t.Errorf("Deal = %v, want ErrBadConfig", err)
			}
		})
	}
}
