package camelup

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestRaceTableRounds checks the table's expected rounds against the plain
// enumeration of a round's outcomes, each finishing in the table: the race
// ends in the round (no round after it) or goes on for one more round
// start plus the table's count from there.
func TestRaceTableRounds(t *testing.T) {
	table := testTable()
	rng := rand.New(rand.NewPCG(9, 10))
	for range 40 {
		var b Board
		sq := make([]int, NumCamels)
		for r := range sq {
			sq[r] = rng.IntN(NumSquares)
		}
		for r := 1; r < NumCamels; r++ {
			for j := r; j > 0 && sq[j] < sq[j-1]; j-- {
				sq[j], sq[j-1] = sq[j-1], sq[j]
			}
		}
		for r, s := range sq {
			b.put(r, Camel(r), s)
		}
		want := 0.0
		eachPath(b, AllCamels, 1, func(nb Board, p float64) {
			if !nb.Finished() {
				want += p * (1 + table.entries[configIndex(&nb)].rounds)
			}
		}, nil)
		if got := table.entries[configIndex(&b)].rounds; math.Abs(got-want) > 1e-9 {
			t.Errorf("board %v: %v rounds to come, enumeration %v", b, got, want)
		}
	}
	// With the leader on 15 the race ends in this round, whatever happens.
	start := mustBoard(t, "0:BGOYW")
	if got := table.entries[configIndex(&start)].rounds; got < 3 || got > 6 {
		t.Errorf("all five on 0: %v rounds after the first, want 3 to 6", got)
	}
	b := mustBoard(t, "0:BGOY 15:W")
	if got := table.Outlook(b, AllCamels); sum4(&got.Later) != 0 {
		t.Errorf("leader on 15: the race goes on with chance %v, want 0", sum4(&got.Later))
	}
}

func sum4(x *[NumCamels][NumCamels][NumCamels][NumCamels]float64) float64 {
	s := 0.0
	for l := range x {
		for s2 := range x[l] {
			for w := range x[l][s2] {
				for _, p := range x[l][s2][w] {
					s += p
				}
			}
		}
	}
	return s
}

// TestOutlookMarginals: the outlook's cells add up to the round odds (lead,
// second, finish) and to the race odds (the winner exactly, the loser
// nearly), and hold no impossible cell.
func TestOutlookMarginals(t *testing.T) {
	table := testTable()
	for _, tt := range oddsBoards {
		t.Run(tt.board, func(t *testing.T) {
			b := mustBoard(t, tt.board)
			o := table.Outlook(b, tt.unmoved)
			round, race := Round(b, tt.unmoved), table.Odds(b, tt.unmoved)
			var lead, second [NumCamels]float64
			finish, rounds := 0.0, 0.0
			for l := range NumCamels {
				for s := range NumCamels {
					for w := range NumCamels {
						for x := range NumCamels {
							f, p := o.Finish[l][s][w][x], o.Later[l][s][w][x]
							if (f > 0 || p > 0) && (l == s || w == x) {
								t.Fatalf("cell %d %d %d %d: chance %v %v", l, s, w, x, f, p)
							}
							if f > 0 && w != l {
								t.Errorf("race over with %v leading, %v winning", Camel(l), Camel(w))
							}
							if p > 0 && o.Rounds[l][s] < 1 {
								t.Errorf("cell %d %d %d %d goes on for %v rounds, want at least 1", l, s, w, x, o.Rounds[l][s])
							}
							lead[l] += f + p
							second[s] += f + p
							finish += f
							rounds += p * o.Rounds[l][s]
						}
					}
				}
			}
			for c := range NumCamels {
				if !near(lead[c], round.Lead[c]) || !near(second[c], round.Second[c]) {
					t.Errorf("%v: lead %v second %v, round odds %v %v", Camel(c), lead[c], second[c], round.Lead[c], round.Second[c])
				}
			}
			if !near(finish, round.Finish) {
				t.Errorf("finish %v, round odds %v", finish, round.Finish)
			}
			got := o.Race()
			for c := range NumCamels {
				if !near(got.Win[c], race.Win[c]) || math.Abs(got.Lose[c]-race.Lose[c]) > 0.01 {
					t.Errorf("%v: win %v lose %v, race odds %v %v", Camel(c), got.Win[c], got.Lose[c], race.Win[c], race.Lose[c])
				}
			}
			// The rounds to come, over every outcome, as the table has them.
			want := 0.0
			eachPath(b, tt.unmoved, 1, func(nb Board, p float64) {
				if !nb.Finished() {
					nb.ClearTraps()
					want += p * (1 + table.entries[configIndex(&nb)].rounds)
				}
			}, nil)
			if !near(rounds, want) {
				t.Errorf("rounds to come %v, enumeration %v", rounds, want)
			}
		})
	}
}

// TestOutlookMatchesPlayouts checks the joint chances of the round's leader
// and the race's winner, and the rounds to come, against random playouts.
func TestOutlookMatchesPlayouts(t *testing.T) {
	playouts, tol := 200_000, 0.006
	if testing.Short() {
		playouts, tol = 40_000, 0.015
	}
	b := mustBoard(t, "4:W 6:GB 8:OY +7 -10")
	unmoved := AllCamels.Without(Orange).Without(Yellow)
	o := testTable().Outlook(b, unmoved)
	var want [NumCamels][NumCamels]float64 // [lead][winner]
	wantRounds := 0.0
	for l := range NumCamels {
		for s := range NumCamels {
			for w := range NumCamels {
				for x := range NumCamels {
					want[l][w] += o.Finish[l][s][w][x] + o.Later[l][s][w][x]
					wantRounds += o.Later[l][s][w][x] * o.Rounds[l][s]
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var got [NumCamels][NumCamels]float64
	rounds := 0
	for range playouts {
		nb, un := b, unmoved
		lead, ended := Camel(0), false // the leader when this round ends
		for !nb.Finished() {
			if un == 0 {
				if !ended {
					lead, ended = nb.Leader(), true
				}
				un = AllCamels
				nb.ClearTraps()
				rounds++
			}
			c, d := Roll(rng, un)
			nb.Move(c, d)
			un = un.Without(c)
		}
		if !ended {
			lead = nb.Leader()
		}
		got[lead][nb.Leader()]++
	}
	for l := range NumCamels {
		for w := range NumCamels {
			if p := got[l][w] / float64(playouts); math.Abs(p-want[l][w]) > tol {
				t.Errorf("%v leads the round, %v wins: playouts %.4f, outlook %.4f", Camel(l), Camel(w), p, want[l][w])
			}
		}
	}
	if r := float64(rounds) / float64(playouts); math.Abs(r-wantRounds) > 5*tol {
		t.Errorf("rounds to come: playouts %.3f, outlook %.3f", r, wantRounds)
	}
}
