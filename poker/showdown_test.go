package poker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
)

// bruteShowdowns deals every board one by one and values each hand with
// Eval: the slow, obvious count CountShowdowns must match.
func bruteShowdowns(hands [][2]Card, board, dead []Card) Showdowns {
	var used uint64
	for _, h := range hands {
		used |= 1<<h[0] | 1<<h[1]
	}
	for _, c := range append(append([]Card(nil), board...), dead...) {
		used |= 1 << c
	}
	var rest []Card
	for c := Card(0); c < 52; c++ {
		if used&(1<<c) == 0 {
			rest = append(rest, c)
		}
	}
	s := Showdowns{Players: len(hands)}
	var walk func(first int, full []Card)
	walk = func(first int, full []Card) {
		if len(full) == 5 {
			best, set := Value(0), 0
			for i, h := range hands {
				v := Eval(append([]Card{h[0], h[1]}, full...))
				switch {
				case v > best:
					best, set = v, 1<<i
				case v == best:
					set |= 1 << i
				}
			}
			s.ByWinners[set]++
			return
		}
		for i := first; i < len(rest); i++ {
			walk(i+1, append(full[:len(full):len(full)], rest[i]))
		}
	}
	walk(0, board)
	return s
}

// randomSpot deals n hands, a board of nb cards and nd dead cards.
func randomSpot(r *rand.Rand, n, nb, nd int) (hands [][2]Card, board, dead []Card) {
	perm := r.Perm(52)
	i := 0
	next := func() Card { i++; return Card(perm[i-1]) }
	for range n {
		hands = append(hands, [2]Card{next(), next()})
	}
	for range nb {
		board = append(board, next())
	}
	for range nd {
		dead = append(dead, next())
	}
	return hands, board, dead
}

func TestCountShowdownsMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	type spot struct {
		hands       [][2]Card
		board, dead []Card
	}
	spots := []spot{
		{[][2]Card{hole(t, "AhAs"), hole(t, "KcKd")}, nil, nil},
		{[][2]Card{hole(t, "AhKh"), hole(t, "QhJh"), hole(t, "2h3h")}, mustCards(t, "4h"), nil},
		{[][2]Card{hole(t, "AhKh"), hole(t, "AdKd")}, mustCards(t, "Qc Jc"), nil}, // suits alike: many splits
	}
	// Random spots with three or more cards to come (the rank count and
	// flush correction), and with fewer (board by board).
	for range 12 {
		n, nb, nd := 2+r.IntN(5), 1+r.IntN(5), r.IntN(8)
		h, b, d := randomSpot(r, n, nb, nd)
		spots = append(spots, spot{h, b, d})
	}
	for _, sp := range spots {
		name := fmt.Sprintf("%v board %v dead %v", sp.hands, sp.board, sp.dead)
		t.Run(name, func(t *testing.T) {
			got, err := CountShowdowns(sp.hands, sp.board, sp.dead)
			if err != nil {
				t.Fatal(err)
			}
			if want := bruteShowdowns(sp.hands, sp.board, sp.dead); got != want {
				t.Errorf("CountShowdowns = %v, want %v", got.ByWinners[:1<<got.Players], want.ByWinners[:1<<want.Players])
			}
		})
	}
}

// TestCountShowdownsKnownValues: AhAs v KcKd, and three pairs, every board
// before the flop.
func TestCountShowdownsKnownValues(t *testing.T) {
	s, err := CountShowdowns([][2]Card{hole(t, "AhAs"), hole(t, "KcKd")}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Boards() != 1712304 || s.Wins(0) != 1388072 || s.Wins(1) != 317694 || s.Ties(0) != 6538 || s.Ties(1) != 6538 {
		t.Errorf("AhAs v KcKd: boards %d, wins %d and %d, ties %d and %d; want 1712304, 1388072 and 317694, 6538 and 6538",
			s.Boards(), s.Wins(0), s.Wins(1), s.Ties(0), s.Ties(1))
	}
	three := [][2]Card{hole(t, "AhAs"), hole(t, "KcKd"), hole(t, "QhQs")}
	s, err = CountShowdowns(three, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := bruteShowdowns(three, nil, nil); s != want {
		t.Errorf("AhAs v KcKd v QhQs = %v, want %v", s.ByWinners[:8], want.ByWinners[:8])
	}
	if s.Boards() != 1370754 {
		t.Errorf("AhAs v KcKd v QhQs: %d boards, want 1,370,754", s.Boards())
	}
	sum := s.Share(0) + s.Share(1) + s.Share(2)
	if sum < 1-1e-12 || sum > 1+1e-12 {
		t.Errorf("shares add up to %v, want 1", sum)
	}
}

func TestCountShowdownsErrors(t *testing.T) {
	aa, kk := hole(t, "AhAs"), hole(t, "KcKd")
	tests := []struct {
		name        string
		hands       [][2]Card
		board, dead []Card
		err         error
	}{
		{"one hand", [][2]Card{aa}, nil, nil, ErrPlayers},
		{"seven hands", make([][2]Card, 7), nil, nil, ErrPlayers},
		{"six board cards", [][2]Card{aa, kk}, mustCards(t, "2c 3c 4c 5c 6c 7c"), nil, ErrBoardSize},
		{"shared card", [][2]Card{aa, hole(t, "AhKd")}, nil, nil, ErrDuplicateCard},
		{"card in hand and board", [][2]Card{aa, kk}, mustCards(t, "Kc"), nil, ErrDuplicateCard},
		{"dead card in a hand", [][2]Card{aa, kk}, nil, mustCards(t, "As"), ErrDuplicateCard},
		{"not a card", [][2]Card{aa, {60, 1}}, nil, nil, ErrBadCard},
		{"deck runs out", [][2]Card{aa, kk}, mustCards(t, "2c 2d 2h"), deckBut(t, "AhAsKcKd2c2d2h3c"), ErrTooFewCards},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := CountShowdowns(tt.hands, tt.board, tt.dead); !errors.Is(err, tt.err) {
				t.Errorf("CountShowdowns: error %v, want %v", err, tt.err)
			}
		})
	}
}

// deckBut returns every card but those named.
func deckBut(t *testing.T, s string) []Card {
	keep := mustCards(t, s)
	var out []Card
	for c := Card(0); c < 52; c++ {
		skip := false
		for _, k := range keep {
			skip = skip || k == c
		}
		if !skip {
			out = append(out, c)
		}
	}
	return out
}

func TestCountShowdownsDoesNotAllocate(t *testing.T) {
	hands := [][2]Card{hole(t, "AhKh"), hole(t, "QcQd"), hole(t, "7s6s")}
	board := mustCards(t, "2h 9h")
	if n := testing.AllocsPerRun(5, func() { CountShowdowns(hands, board, nil) }); n != 0 {
		t.Errorf("CountShowdowns allocates %v times, want 0", n)
	}
}

// BenchmarkShowdownsPreflop and BenchmarkShowdownsThreeWay are the exact
// pre-flop counts of the table, one call each: AhAs v KcKd (1,712,304
// boards) and AhAs v KcKd v QhQs (1,370,754).
func BenchmarkShowdownsPreflop(b *testing.B) {
	benchShowdowns(b, [][2]Card{hole(b, "AhAs"), hole(b, "KcKd")})
}

func BenchmarkShowdownsThreeWay(b *testing.B) {
	benchShowdowns(b, [][2]Card{hole(b, "AhAs"), hole(b, "KcKd"), hole(b, "QhQs")})
}

func benchShowdowns(b *testing.B, hands [][2]Card) {
	cpu := startCPU()
	for b.Loop() {
		if _, err := CountShowdowns(hands, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()*1000/float64(b.N), "ms/op")
	if d := cpuNow() - cpu.start; d > 0 {
		b.ReportMetric(d.Seconds()*1000/float64(b.N), "cpu-ms/op")
	}
}
