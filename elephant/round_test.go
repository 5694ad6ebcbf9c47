package elephant

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// testRound is a round with a chosen queue and present values (in opening order).
func testRound(t *testing.T, queue []int, values []float64) *Round {
	t.Helper()
	rd, err := newRound(len(queue), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	copy(rd.queue, queue)
	copy(rd.values, values)
	rd.turn = queue[0]
	return rd
}

// play runs moves like "o" (open) and "s2" (steal from player 2).
func play(rd *Round, moves string) error {
	for _, m := range strings.Fields(moves) {
		var err error
		if m == "o" {
			_, err = rd.Open()
		} else {
			p, perr := strconv.Atoi(m[1:])
			if perr != nil {
				return perr
			}
			_, err = rd.Steal(p)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func TestRoundRules(t *testing.T) {
	vals := []float64{0.1, 0.2, 0.3, 0.4, 0.5}
	tests := []struct {
		name      string
		queue     []int
		setup     string // legal moves
		move      string // the move under test
		wantErr   error
		wantTurn  int
		wantJust  int
		wantWait  []int
		wantSteal int // steal count of the present now held by the thief, for steals
	}{
		// The steal limit.
		{"third steal allowed", []int{0, 1, 2, 3}, "o o s0 s1 s2 s0", "s1", nil, 1, 0, []int{3}, 3},
		{"fourth steal refused", []int{0, 1, 2, 3}, "o o s0 s1 s2 s0 s1 o", "s0", ErrStealLimit, 3, None, []int{}, 0},
		{"twice stolen is still a target", []int{0, 1, 2, 3}, "o o s0 s1 s2 s0 s1 o", "s2", nil, 2, 3, []int{}, 3},
		// No stealing straight back.
		{"no steal back", []int{0, 1, 2}, "o s0", "s1", ErrStealBack, 0, 1, []int{2}, 0},
		{"robbed may steal from another", []int{0, 1, 2, 3}, "o o s0", "s1", nil, 1, 0, []int{3}, 1},
		{"ban ends after the turn", []int{0, 1, 2}, "o s0 o s0", "s1", nil, 1, 0, []int{}, 2},
		{"others may steal from the thief", []int{0, 1, 2}, "o s0 o", "s1", nil, 1, 2, nil, 2},
		// The robbed player acts next.
		{"robbed acts next", []int{3, 1, 0, 2}, "o", "s3", nil, 3, 1, []int{0, 2}, 1},
		{"robbed in a chain", []int{0, 1, 2, 3}, "o o o", "s1", nil, 1, 3, []int{}, 1},
		// The queue after an open.
		{"open passes to the queue", []int{2, 0, 1}, "", "o", nil, 0, None, []int{1}, 0},
		{"robbed player's open skips to the queue", []int{0, 1, 2, 3}, "o s0", "o", nil, 2, None, []int{3}, 0},
		{"after a chain the queue goes on", []int{0, 1, 2, 3}, "o o s0 s1", "o", nil, 3, None, []int{}, 0},
		// Targets that are not.
		{"waiting player has nothing", []int{0, 1, 2}, "o", "s2", ErrNoPresent, 1, None, []int{2}, 0},
		{"no stealing from yourself", []int{0, 1, 2}, "o", "s1", ErrStealSelf, 1, None, []int{2}, 0},
		{"no such player", []int{0, 1, 2}, "o", "s7", ErrNoSuchSeat, 1, None, []int{2}, 0},
		// The end of the round.
		{"last open ends the round", []int{0, 1}, "o s0", "o", nil, None, None, []int{}, 0},
		{"no move after the end", []int{0, 1}, "o o", "o", ErrRoundOver, None, None, []int{}, 0},
		{"no steal after the end", []int{0, 1}, "o o", "s0", ErrRoundOver, None, None, []int{}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rd := testRound(t, tc.queue, vals)
			if err := play(rd, tc.setup); err != nil {
				t.Fatalf("setup %q: %v", tc.setup, err)
			}
			thief := rd.Turn()
			err := play(rd, tc.move)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("%s: err = %v, want %v", tc.move, err, tc.wantErr)
			}
			if got := rd.Turn(); got != tc.wantTurn {
				t.Errorf("Turn() = %d, want %d", got, tc.wantTurn)
			}
			if got := rd.JustStole(); got != tc.wantJust {
				t.Errorf("JustStole() = %d, want %d", got, tc.wantJust)
			}
			if got := rd.Waiting(); !slices.Equal(got, tc.wantWait) && len(got)+len(tc.wantWait) > 0 {
				t.Errorf("Waiting() = %v, want %v", got, tc.wantWait)
			}
			if tc.wantSteal > 0 {
				pr, ok := rd.Holding(thief)
				if !ok || pr.Steals != tc.wantSteal {
					t.Errorf("thief %d holds %+v (%v), want steal count %d", thief, pr, ok, tc.wantSteal)
				}
			}
		})
	}
}

func TestTargetsAndView(t *testing.T) {
	rd := testRound(t, []int{0, 1, 2, 3, 4}, []float64{0.9, 0.8, 0.7, 0.6, 0.5})
	// 0, 1, 2 open; 3 steals 0's present; 0 must not steal back.
	if err := play(rd, "o o o s0"); err != nil {
		t.Fatal(err)
	}
	if got, want := rd.Targets(), []int{1, 2}; !slices.Equal(got, want) {
		t.Errorf("Targets() = %v, want %v", got, want)
	}
	v := rd.View()
	if v.JustStole != 3 || !slices.Equal(v.Waiting, []int{4}) {
		t.Errorf("View() = %+v, want JustStole 3, Waiting [4]", v)
	}
	want := []Held{{1, Present{0.8, 0}}, {2, Present{0.7, 0}}, {3, Present{0.9, 1}}}
	if !slices.Equal(v.Presents, want) {
		t.Errorf("View().Presents = %v, want %v", v.Presents, want)
	}
	if v.Players() != 5 {
		t.Errorf("View().Players() = %d, want 5", v.Players())
	}
	var ts []int
	for _, h := range v.AppendTargets(nil) {
		ts = append(ts, h.Player)
	}
	if !slices.Equal(ts, rd.Targets()) {
		t.Errorf("View targets %v, round targets %v", ts, rd.Targets())
	}
	got := rd.Events()
	wantEv := []Event{
		{Kind: Opened, Player: 0, From: None, Value: 0.9},
		{Kind: Opened, Player: 1, From: None, Value: 0.8},
		{Kind: Opened, Player: 2, From: None, Value: 0.7},
		{Kind: Stole, Player: 3, From: 0, Value: 0.9, Steals: 1},
	}
	if !slices.Equal(got, wantEv) {
		t.Errorf("Events() = %+v, want %+v", got, wantEv)
	}
}

func TestNewRoundTooFew(t *testing.T) {
	for _, n := range []int{-1, 0, 1} {
		if _, err := newRound(n, rand.New(rand.NewPCG(1, 1))); !errors.Is(err, ErrTooFew) {
			t.Errorf("NewRound(%d) err = %v, want ErrTooFew", n, err)
		}
	}
}
