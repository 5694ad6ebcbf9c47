package poker

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// A deck where nothing in particular happens: the button (cards 2 and 4)
// holds Kd Kc, the big blind Qs Qh.
const plainDeck = "Qs Kd Qh Kc 2c 7d 9s 3h 5c"

func legalString(g *Game) string { return fmt.Sprint(g.Legal()) }

func TestBlindsAndOrderOfAction(t *testing.T) {
	for _, button := range []int{0, 1} {
		t.Run(fmt.Sprintf("button seat %d", button), func(t *testing.T) {
			g := gameWith(t, button, [2]int{1500, 1500}, 10, 20, plainDeck)
			big := 1 - button
			if b := g.Bets(); b[button] != 10 || b[big] != 20 {
				t.Errorf("bets %v: want the button to post 10 and the other seat 20", b)
			}
			if g.ToAct() != button {
				t.Errorf("pre-flop: seat %d to act, want the button %d", g.ToAct(), button)
			}
			play(t, g, "c")
			if g.ToAct() != big {
				t.Errorf("after the small blind calls: seat %d to act, want the big blind %d", g.ToAct(), big)
			}
			play(t, g, "k")
			for _, st := range []Street{Flop, Turn, River} {
				if g.Street() != st || g.ToAct() != big {
					t.Errorf("%v: street %v, seat %d to act, want the big blind %d", st, g.Street(), g.ToAct(), big)
				}
				play(t, g, "k")
				if g.ToAct() != button {
					t.Errorf("%v: after the big blind checks, seat %d to act, want %d", st, g.ToAct(), button)
				}
				play(t, g, "k")
			}
			if !g.Over() {
				t.Errorf("hand not over after the river was checked through")
			}
		})
	}
}

func TestLegalActionsAndBetSizes(t *testing.T) {
	tests := []struct {
		script string
		street Street
		want   string
	}{
		{"", Preflop, "[fold call 10 raise to 40]"},
		{"c", Preflop, "[fold check raise to 40]"},
		{"r", Preflop, "[fold call 20 raise to 60]"},
		{"rr", Preflop, "[fold call 20 raise to 80]"},
		{"ck", Flop, "[fold check bet 20]"},
		{"ck b", Flop, "[fold call 20 raise to 40]"},
		{"ck br", Flop, "[fold call 20 raise to 60]"},
		{"ck kk", Turn, "[fold check bet 40]"},
		{"ck kk b", Turn, "[fold call 40 raise to 80]"},
		{"ck kk br", Turn, "[fold call 40 raise to 120]"},
		{"ck kk kk", River, "[fold check bet 40]"},
		{"ck kk kk k", River, "[fold check bet 40]"},
		{"ck kk kk kb", River, "[fold call 40 raise to 80]"},
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
			play(t, g, tt.script)
			if g.Street() != tt.street {
				t.Errorf("street %v, want %v", g.Street(), tt.street)
			}
			if got := legalString(g); got != tt.want {
				t.Errorf("Legal() = %s, want %s", got, tt.want)
			}
			wantSize := 20
			if tt.street >= Turn {
				wantSize = 40
			}
			if g.BetSize() != wantSize {
				t.Errorf("BetSize() = %d, want %d", g.BetSize(), wantSize)
			}
		})
	}
}

func TestNoRaiseCap(t *testing.T) {
	g := gameWith(t, 0, [2]int{100000, 100000}, 10, 20, plainDeck)
	for i := 1; i <= 25; i++ {
		want := Action{Kind: Raise, Amount: 20 + 20*i}
		if err := g.Act(g.ToAct(), want); err != nil {
			t.Fatalf("raise %d (%v): %v", i, want, err)
		}
	}
	play(t, g, "c")
	if g.Street() != Flop || g.Pot() != 2*520 {
		t.Errorf("after 25 raises and a call: street %v pot %d, want flop and %d", g.Street(), g.Pot(), 2*520)
	}
	for i := 1; i <= 25; i++ {
		if err := g.Act(g.ToAct(), Action{Kind: map[bool]ActionKind{true: Bet, false: Raise}[i == 1]}); err != nil {
			t.Fatalf("flop raise %d: %v", i, err)
		}
	}
	if got := legalString(g); got != "[fold call 20 raise to 520]" {
		t.Errorf("after 25 flop bets and raises: Legal() = %s", got)
	}
}

func TestCheckOnlyWhenNothingOwed(t *testing.T) {
	tests := []struct {
		script   string
		canCheck bool
	}{
		{"", false},     // the small blind owes 10
		{"c", true},     // the big blind after the small blind called
		{"r", false},    // the big blind facing a raise
		{"ck", true},    // first to act on the flop
		{"ck b", false}, // facing a bet
		{"ck k", true},  // after a check
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
			play(t, g, tt.script)
			err := g.Act(g.ToAct(), Action{Kind: Check})
			if tt.canCheck != (err == nil) {
				t.Errorf("Check: err = %v, want allowed %v", err, tt.canCheck)
			}
			if !tt.canCheck && !errors.Is(err, ErrIllegalAction) {
				t.Errorf("Check: err = %v, want ErrIllegalAction", err)
			}
		})
	}
}

func TestFoldWhenCheckIsPossible(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
	play(t, g, "c")
	if err := g.Act(1, Action{Kind: Fold}); err != nil {
		t.Fatalf("big blind folds with check available: %v", err)
	}
	if !g.Over() || g.Winner() != 0 || g.Stacks() != [2]int{1520, 1480} || g.Showdown() {
		t.Errorf("after fold: over %v winner %d stacks %v showdown %v", g.Over(), g.Winner(), g.Stacks(), g.Showdown())
	}
}

func TestFoldReturnsTheUncalledBet(t *testing.T) {
	tests := []struct {
		name, script string
		want         []string
		stacks       [2]int
	}{
		{"small blind folds", "f", []string{
			"Human folds",
			"Uncalled bet (10) returned to Computer",
			"Computer collected 20 from pot",
			"End: winner Computer pot 20 stacks [1490 1510] showdown false",
		}, [2]int{1490, 1510}},
		{"fold to a flop bet", "ck kbf", []string{
			"Computer checks",
			"Human bets 20",
			"Computer folds",
			"Uncalled bet (20) returned to Human",
			"Human collected 40 from pot",
			"End: winner Human pot 40 stacks [1520 1480] showdown false",
		}, [2]int{1520, 1480}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
			play(t, g, tt.script)
			ev := g.Events()
			checkScript(t, ev[len(ev)-len(tt.want):], g.Names(), tt.want)
			for _, e := range ev {
				if e.Kind == EventShow || e.Kind == EventShowdown {
					t.Errorf("a hand won by a fold shows cards: %s", describe(e, g.Names()))
				}
			}
			if g.Stacks() != tt.stacks {
				t.Errorf("stacks %v, want %v", g.Stacks(), tt.stacks)
			}
		})
	}
}

// lastLines returns the events from the first of kind on.
func fromKind(ev []Event, kind EventKind) []Event {
	for i, e := range ev {
		if e.Kind == kind {
			return ev[i:]
		}
	}
	return nil
}

func TestAllInEdgeCases(t *testing.T) {
	tests := []struct {
		name    string
		stacks  [2]int // seat 0 has the button
		script  string
		legal   string // legal actions after the script, "" if the hand is over
		from    EventKind
		want    []string
		final   [2]int
		winner  int
		handEnd bool
	}{
		{
			name: "small blind short of the blind", stacks: [2]int{5, 1500}, from: EventSmallBlind,
			want: []string{
				"Human posts the small blind of 5 and is all-in",
				"Computer posts the big blind of 20",
				"Dealt to Human [Kd Kc]",
				"Dealt to Computer [Qs Qh]",
				"Uncalled bet (15) returned to Computer",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 10 from pot",
				"End: winner Human pot 10 stacks [10 1495] showdown true",
			},
			final: [2]int{10, 1495}, winner: 0,
		},
		{
			name: "small blind exactly the blind", stacks: [2]int{10, 1500}, from: EventUncalled,
			want: []string{
				"Uncalled bet (10) returned to Computer",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 20 from pot",
				"End: winner Human pot 20 stacks [20 1490] showdown true",
			},
			final: [2]int{20, 1490}, winner: 0,
		},
		{
			name: "big blind short, small blind to act", stacks: [2]int{1500, 15}, from: EventBigBlind,
			legal: "[fold call 5]",
			want: []string{
				"Computer posts the big blind of 15 and is all-in",
				"Dealt to Human [Kd Kc]",
				"Dealt to Computer [Qs Qh]",
			},
		},
		{
			name: "big blind short, small blind calls", stacks: [2]int{1500, 15}, script: "c", from: EventAction,
			want: []string{
				"Human calls 5",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 30 from pot",
				"End: winner Human pot 30 stacks [1515 0] showdown true",
			},
			final: [2]int{1515, 0}, winner: 0,
		},
		{
			name: "big blind short, small blind folds", stacks: [2]int{1500, 15}, script: "f", from: EventAction,
			want: []string{
				"Human folds",
				"Uncalled bet (5) returned to Computer",
				"Computer collected 20 from pot",
				"End: winner Computer pot 20 stacks [1490 25] showdown false",
			},
			final: [2]int{1490, 25}, winner: 1,
		},
		{
			name: "big blind exactly the blind", stacks: [2]int{1500, 20}, from: EventBigBlind,
			legal: "[fold call 10]",
			want: []string{
				"Computer posts the big blind of 20 and is all-in",
				"Dealt to Human [Kd Kc]",
				"Dealt to Computer [Qs Qh]",
			},
		},
		{
			name: "big blind below the small blind", stacks: [2]int{1500, 5}, from: EventBigBlind,
			want: []string{
				"Computer posts the big blind of 5 and is all-in",
				"Dealt to Human [Kd Kc]",
				"Dealt to Computer [Qs Qh]",
				"Uncalled bet (5) returned to Human",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 10 from pot",
				"End: winner Human pot 10 stacks [1505 0] showdown true",
			},
			final: [2]int{1505, 0}, winner: 0,
		},
		{
			name: "both all-in on the blinds", stacks: [2]int{10, 15}, from: EventSmallBlind,
			want: []string{
				"Human posts the small blind of 10 and is all-in",
				"Computer posts the big blind of 15 and is all-in",
				"Dealt to Human [Kd Kc]",
				"Dealt to Computer [Qs Qh]",
				"Uncalled bet (5) returned to Computer",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 20 from pot",
				"End: winner Human pot 20 stacks [20 5] showdown true",
			},
			final: [2]int{20, 5}, winner: 0,
		},
		{
			name: "all-in call pre-flop, short", stacks: [2]int{1500, 30}, script: "rc", from: EventAction,
			want: []string{
				"Human raises 20 to 40",
				"Computer calls 10 and is all-in",
				"Uncalled bet (10) returned to Human",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 60 from pot",
				"End: winner Human pot 60 stacks [1530 0] showdown true",
			},
			final: [2]int{1530, 0}, winner: 0,
		},
		{
			name: "all-in raise that is not a full raise", stacks: [2]int{30, 1500}, script: "r", from: EventAction,
			legal: "[fold call 10]",
			want: []string{
				"Human raises 10 to 30 and is all-in",
			},
		},
		{
			name: "not a full raise, called", stacks: [2]int{30, 1500}, script: "rc", from: EventAction,
			want: []string{
				"Human raises 10 to 30 and is all-in",
				"Computer calls 10",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 60 from pot",
				"End: winner Human pot 60 stacks [60 1470] showdown true",
			},
			final: [2]int{60, 1470}, winner: 0,
		},
		{
			name: "both all-in at once", stacks: [2]int{40, 40}, script: "rc", from: EventAction,
			want: []string{
				"Human raises 20 to 40 and is all-in",
				"Computer calls 20 and is all-in",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** FLOP *** [2c 7d 9s]",
				"*** TURN *** [2c 7d 9s 3h]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 80 from pot",
				"End: winner Human pot 80 stacks [80 0] showdown true",
			},
			final: [2]int{80, 0}, winner: 0,
		},
		{
			name: "all-in bet on the turn, short call", stacks: [2]int{1500, 70}, script: "ck kbc kbc", from: EventStreet,
			want: []string{
				"*** TURN *** [2c 7d 9s 3h]",
				"Computer checks",
				"Human bets 40",
				"Computer calls 30 and is all-in",
				"Uncalled bet (10) returned to Human",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 140 from pot",
				"End: winner Human pot 140 stacks [1570 0] showdown true",
			},
			final: [2]int{1570, 0}, winner: 0,
		},
		{
			name: "short all-in bet on the flop", stacks: [2]int{1500, 30}, script: "ck b", from: EventStreet,
			legal: "[fold call 10]",
			want: []string{
				"*** FLOP *** [2c 7d 9s]",
				"Computer bets 10 and is all-in",
			},
		},
		{
			name: "all-in on the river: plain showdown", stacks: [2]int{1500, 100}, script: "ck kk kbc kbc", from: EventStreet,
			want: []string{
				"*** RIVER *** [2c 7d 9s 3h 5c]",
				"Computer checks",
				"Human bets 40",
				"Computer calls 40 and is all-in",
				"Human shows [Kd Kc]",
				"Computer shows [Qs Qh]",
				"Human has a pair of Kings",
				"Computer has a pair of Queens",
				"Human collected 200 from pot",
				"End: winner Human pot 200 stacks [1600 0] showdown true",
			},
			final: [2]int{1600, 0}, winner: 0,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := gameWith(t, 0, tt.stacks, 10, 20, plainDeck)
			play(t, g, tt.script)
			ev := g.Events()
			// Start from the last event of the wanted kind at or after the script.
			from := fromKind(ev, tt.from)
			for i := len(ev) - 1; i >= 0; i-- {
				if ev[i].Kind == tt.from && describe(ev[i], g.Names()) == tt.want[0] {
					from = ev[i:]
					break
				}
			}
			checkScript(t, from, g.Names(), tt.want)
			if got := legalString(g); tt.legal != "" && got != tt.legal {
				t.Errorf("Legal() = %s, want %s", got, tt.legal)
			}
			if tt.legal == "" {
				if !g.Over() {
					t.Fatalf("hand still running; legal %s", legalString(g))
				}
				if g.Stacks() != tt.final || g.Winner() != tt.winner {
					t.Errorf("stacks %v winner %d, want %v and %d", g.Stacks(), g.Winner(), tt.final, tt.winner)
				}
			}
			if s := g.Stacks(); s[0]+s[1]+g.Pot() != tt.stacks[0]+tt.stacks[1] {
				t.Errorf("chips: stacks %v pot %d, want a total of %d", s, g.Pot(), tt.stacks[0]+tt.stacks[1])
			}
		})
	}
}

func TestSplitPot(t *testing.T) {
	// The rules' example (docs/rules/holdem.md): both play the board flush.
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, "4s As 4d Ad 2h 6h Kh Qh Ah")
	play(t, g, "ck kk kk kk")
	want := []string{
		"Computer has a flush, Ace high",
		"Human has a flush, Ace high",
		"Computer collected 20 from pot (split)",
		"Human collected 20 from pot (split)",
		"End: winner nobody pot 40 stacks [1500 1500] showdown true",
	}
	checkScript(t, fromKind(g.Events(), EventShowdown), g.Names(), want)
	if g.Winner() != NoSeat {
		t.Errorf("Winner() = %d, want NoSeat", g.Winner())
	}
}

func TestSplitPotOddChipToBigBlind(t *testing.T) {
	// Heads-up the pot is always even once uncalled bets are returned, so
	// the rule is checked on the sharing function itself.
	tests := []struct {
		pot, button int
		want        [2]int
	}{
		{41, 0, [2]int{20, 21}},
		{41, 1, [2]int{21, 20}},
		{40, 0, [2]int{20, 20}},
		{1, 1, [2]int{1, 0}},
	}
	for _, tt := range tests {
		if got := splitPot(tt.pot, tt.button); got != tt.want {
			t.Errorf("splitPot(%d, button %d) = %v, want %v", tt.pot, tt.button, got, tt.want)
		}
	}
}

func TestShowOrder(t *testing.T) {
	tests := []struct {
		name, script string
		first        int
	}{
		{"river bettor called shows first", "ck kk kk kbc", 0},
		{"river checked through: big blind first", "ck kk kk kk", 1},
		{"river raiser shows first", "ck kk kk bc", 1},
		{"pre-flop all-in: the raiser called shows first", "rrrrrc", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stacks := [2]int{1500, 1500}
			if tt.script == "rrrrrc" {
				stacks = [2]int{120, 1500}
			}
			g := gameWith(t, 0, stacks, 10, 20, plainDeck)
			play(t, g, tt.script)
			show := fromKind(g.Events(), EventShow)
			if show == nil || show[0].Seat != tt.first {
				t.Fatalf("first EventShow %v, want seat %d", show, tt.first)
			}
			if sd := fromKind(g.Events(), EventShowdown); sd[0].Seat != tt.first || sd[1].Seat != 1-tt.first {
				t.Errorf("showdown order %d %d, want %d first", sd[0].Seat, sd[1].Seat, tt.first)
			}
		})
	}
}

// snapshot is a deep copy of a game, to check that a refused action changes
// nothing.
func snapshot(g *Game) Game {
	c := *g
	c.events = slices.Clone(g.events)
	return c
}

func TestRefusedActionsChangeNothing(t *testing.T) {
	tests := []struct {
		name   string
		script string
		seat   int // -2: the seat to act; -3: the other seat
		action Action
		want   error
	}{
		{"out of turn", "", -3, Action{Kind: Call}, ErrNotYourTurn},
		{"out of turn on the flop", "ck", -3, Action{Kind: Check}, ErrNotYourTurn},
		{"no such seat", "", 2, Action{Kind: Fold}, ErrBadSeat},
		{"negative seat", "", -1, Action{Kind: Fold}, ErrBadSeat},
		{"check when owing", "", -2, Action{Kind: Check}, ErrIllegalAction},
		{"bet when a bet is made", "", -2, Action{Kind: Bet}, ErrIllegalAction},
		{"raise when nothing bet on the flop", "ck", -2, Action{Kind: Raise}, ErrIllegalAction},
		{"call with nothing owed", "ck", -2, Action{Kind: Call}, ErrIllegalAction},
		{"wrong call amount", "", -2, Action{Kind: Call, Amount: 20}, ErrIllegalAction},
		{"wrong raise amount", "", -2, Action{Kind: Raise, Amount: 60}, ErrIllegalAction},
		{"negative amount", "ck", -2, Action{Kind: Bet, Amount: -20}, ErrIllegalAction},
		{"no action", "", -2, Action{}, ErrIllegalAction},
		{"unknown action", "", -2, Action{Kind: 99}, ErrIllegalAction},
		{"after the hand", "f", 0, Action{Kind: Check}, ErrHandOver},
		{"raise against an all-in player", "ck kk kk kbr", -2, Action{Kind: Raise}, ErrIllegalAction},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stacks := [2]int{1500, 1500}
			if tt.name == "raise against an all-in player" {
				stacks = [2]int{1500, 100} // the big blind raises all-in on the river
			}
			g := gameWith(t, 0, stacks, 10, 20, plainDeck)
			play(t, g, tt.script)
			seat := tt.seat
			switch seat {
			case -2:
				seat = g.ToAct()
			case -3:
				seat = 1 - g.ToAct()
			}
			before := snapshot(g)
			err := g.Act(seat, tt.action)
			if !errors.Is(err, tt.want) {
				t.Errorf("Act(%d, %v) = %v, want %v", seat, tt.action, err, tt.want)
			}
			if after := snapshot(g); !reflect.DeepEqual(before, after) {
				t.Errorf("a refused action changed the game:\nbefore %+v\nafter  %+v", before, after)
			}
		})
	}
}

func TestActWithExplicitAmounts(t *testing.T) {
	g := gameWith(t, 0, [2]int{1500, 1500}, 10, 20, plainDeck)
	for _, a := range []Action{{Raise, 40}, {Raise, 60}, {Call, 20}, {Bet, 20}, {Raise, 40}, {Call, 20}} {
		if err := g.Act(g.ToAct(), a); err != nil {
			t.Fatalf("Act(%v): %v", a, err)
		}
	}
	if g.Street() != Turn || g.Pot() != 200 {
		t.Errorf("street %v pot %d, want turn and 200", g.Street(), g.Pot())
	}
}
