package holdembot

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/poker"
)

func TestGroup(t *testing.T) {
	tests := []struct {
		hole  string
		group int
	}{
		{"As Ah", 1}, {"Kd Kc", 1}, {"Ah Kh", 1}, {"Ah Kd", 2}, {"Ts Td", 2},
		{"Qs Js", 3}, {"Ah Qc", 3}, {"Kd Qc", 4}, {"9h 8h", 4}, {"Ah 2h", 5},
		{"7c 7d", 5}, {"6s 5s", 5}, {"Ah Td", 6}, {"5c 5h", 6}, {"2c 2d", 7},
		{"Kh 2h", 7}, {"Qs 8s", 7}, {"8s 7d", 8}, {"3s 2s", 8}, {"Tc 8d", 8},
		{"7c 2d", 9}, {"Ah 8d", 9}, {"Kh 2d", 9}, {"Js 7d", 9}, {"Qs 7s", 9},
	}
	for _, tt := range tests {
		t.Run(tt.hole, func(t *testing.T) {
			h := cards(t, tt.hole)
			for _, hole := range [][2]poker.Card{{h[0], h[1]}, {h[1], h[0]}} {
				if got := group(hole); got != tt.group {
					t.Errorf("Group(%v) = %d, want %d", hole, got, tt.group)
				}
			}
		})
	}
}

// TestGroupsAsListed: every class docs/rules/holdem.md lists is in its
// group, the others are group 9, and the class names read back.
func TestGroupsAsListed(t *testing.T) {
	listed := 0
	for g, list := range sklanskyGroups {
		for _, name := range strings.Fields(list) {
			c, err := parseClass(name)
			if err != nil {
				t.Fatal(err)
			}
			if c.String() != name {
				t.Errorf("parseClass(%q).String() = %q", name, c.String())
			}
			if int(groupOf[c]) != g+1 {
				t.Errorf("%s in group %d, want %d", name, groupOf[c], g+1)
			}
			listed++
		}
	}
	nine, combos := 0, 0
	for c := range class(169) {
		if groupOf[c] == 9 {
			nine++
		}
		combos += c.combos()
	}
	if listed+nine != 169 || combos != 1326 {
		t.Errorf("%d listed + %d in group 9, %d hands; want 169 classes, 1,326 hands", listed, nine, combos)
	}
	if groupShare[9] != 1 || groupShare[1] != 28.0/1326 {
		t.Errorf("groupShare[1] = %v, [9] = %v; want 28/1326 and 1", groupShare[1], groupShare[9])
	}
}

// TestPreflopEquityTable checks a sample of the table against fresh Monte
// Carlo estimates.
func TestPreflopEquityTable(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, hole := range []string{"As Ad", "7c 2d", "Ah Kh", "Ts 9s", "5d 5c", "Kh 8c"} {
		h := cards(t, hole)
		e, err := poker.EquityVsRandom([2]poker.Card{h[0], h[1]}, nil, 40000, r)
		if err != nil {
			t.Fatal(err)
		}
		want := float64(preflopEquity[classOf([2]poker.Card{h[0], h[1]})]) / 1000
		if d := e.Share() - want; d > 0.012 || d < -0.012 {
			t.Errorf("%s: table %.3f, Monte Carlo %.3f", hole, want, e.Share())
		}
	}
}

func TestDrawBonus(t *testing.T) {
	tests := []struct {
		hole, board string
		draw        bool
	}{
		{"Ah 5h", "Kh 9h 2c", true},    // flush draw
		{"8c 7d", "6s 5h Kc", true},    // open-ended
		{"8c 7d", "6s 5h Kc 2d", true}, // still on the turn
		{"Ah 5h", "Kh 9h 2c 3d 4s", false},
		{"Ah 5c", "Kh 9h 2h", true},  // four hearts, one of them ours
		{"5c 4c", "Kh 9h 2h", false}, // the hearts are all on the board
		{"5c 4d", "3s 2h Kc", true},  // 2-3-4-5: an Ace or a Six
		{"Ac Kd", "Qs Jh 2c", false}, // gutshot only: A-K-Q-J needs a ten, open at one end
		{"2c 3d", "Ks Qh 7c", false},
	}
	for _, tt := range tests {
		h, b := cards(t, tt.hole), cards(t, tt.board)
		if got := drawBonus([2]poker.Card{h[0], h[1]}, b) > 0; got != tt.draw {
			t.Errorf("drawBonus(%s | %s) > 0 = %v, want %v", tt.hole, tt.board, got, tt.draw)
		}
	}
}

func TestStrengthOf(t *testing.T) {
	board := cards(t, "Ah 7d 2c")
	nuts := strengthOf([2]poker.Card{cards(t, "Ad")[0], cards(t, "Ac")[0]}, board)
	top := strengthOf([2]poker.Card{cards(t, "As")[0], cards(t, "Kc")[0]}, board)
	air := strengthOf([2]poker.Card{cards(t, "5s")[0], cards(t, "4c")[0]}, board)
	if !(nuts > top && top > air && nuts > 0.99 && air < 0.3) {
		t.Errorf("strengths: set %.3f, top pair %.3f, air %.3f; want set > top pair > air", nuts, top, air)
	}
}
