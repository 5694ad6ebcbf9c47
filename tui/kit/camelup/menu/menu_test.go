package menu

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/camelup"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// press gives the menu keys one after another, for the first to move in
// g, and returns what the last one did.
func press(m *Menu, g *camelup.Game, keys ...string) Result {
	var r Result
	v := g.View(g.Turn())
	for _, k := range keys {
		r = m.Key(tuitest.Key(k), NewKeys(), &v, "Ana")
	}
	return r
}

func TestMenuKeys(t *testing.T) {
	tests := []struct {
		name      string
		keys      []string
		wantLevel Level
		play      bool // an action is chosen, of wantKind
		wantKind  camelup.ActionKind
		wantWarn  string
		wantView  string
	}{
		{name: "move", keys: []string{"1", "enter"}, play: true, wantKind: camelup.MoveCamel},
		{name: "move by enter", keys: []string{"enter"}, play: true, wantKind: camelup.MoveCamel},
		{name: "a digit only chooses", keys: []string{"2"}, wantLevel: Top, wantView: "your move"},
		{name: "round bet menu", keys: []string{"2", "enter"}, wantLevel: RoundBet, wantView: "pays 5"},
		{name: "a bet's digit only chooses", keys: []string{"2", "enter", "3"}, wantLevel: RoundBet, wantView: "pays 5"},
		{name: "round bet", keys: []string{"2", "enter", "3", "enter"}, play: true, wantKind: camelup.RoundBet},
		{name: "round bet by arrows", keys: []string{"down", "enter", "down", "enter"}, play: true, wantKind: camelup.RoundBet},
		{name: "no option 6", keys: []string{"6"}, wantWarn: "no option 6"},
		{name: "no camel 7", keys: []string{"2", "enter", "7"}, wantLevel: RoundBet, wantWarn: "choose 1 to 5"},
		{name: "esc steps back", keys: []string{"2", "enter", "esc"}, wantLevel: Top, wantView: "your move"},
		{name: "esc back on the entry", keys: []string{"4", "enter", "esc", "enter"}, wantLevel: LoserBet, wantView: "which camel is last?"},
		{name: "winner bet", keys: []string{"3", "enter", "1", "enter"}, play: true, wantKind: camelup.WinnerBet},
		{name: "loser bet", keys: []string{"4", "enter", "5", "enter"}, play: true, wantKind: camelup.LoserBet},
		{name: "trap menu", keys: []string{"5", "enter"}, wantLevel: TrapSquare, wantView: "Trap on which square?"},
		{name: "plus trap", keys: []string{"5", "enter", "+"}, play: true, wantKind: camelup.PlaceTrap},
		{name: "trap by list", keys: []string{"5", "enter", "enter", "2", "enter"}, play: true, wantKind: camelup.PlaceTrap},
		{name: "trap typed", keys: []string{"5", "enter", "1", "2", "-"}, play: true, wantKind: camelup.PlaceTrap},
		{name: "trap on square 0", keys: []string{"5", "enter", "0"}, wantLevel: TrapSquare, wantWarn: "squares 1 to 15"},
		{name: "trap esc", keys: []string{"5", "enter", "esc"}, wantLevel: Top},
		{name: "trap kind esc", keys: []string{"5", "enter", "enter", "esc"}, wantLevel: TrapSquare},
		{name: "a stray key", keys: []string{"z"}, wantView: "your move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := camelup.New(4, rand.New(rand.NewPCG(7, 0)))
			if err != nil {
				t.Fatal(err)
			}
			var m Menu
			r := press(&m, g, tt.keys...)
			if tt.wantWarn != "" && (!r.Warn || !strings.Contains(r.Status, tt.wantWarn)) {
				t.Errorf("result %+v, want a warning with %q", r, tt.wantWarn)
			}
			if tt.wantWarn == "" && r.Warn {
				t.Errorf("unexpected warning %q", r.Status)
			}
			if tt.play {
				if !r.Play || r.Action.Kind != tt.wantKind {
					t.Errorf("chose %+v, want an action of kind %v", r, tt.wantKind)
				} else if err := g.Legal(r.Action); err != nil {
					t.Errorf("chose %+v, which the rules refuse: %v", r.Action, err)
				}
				return
			}
			if r.Play {
				t.Errorf("an action was chosen: %+v", r.Action)
			}
			if m.Level != tt.wantLevel {
				t.Errorf("level = %d, want %d", m.Level, tt.wantLevel)
			}
			seat := g.View(g.Turn())
			if v := m.View(tuitest.Context(), &seat, nil, "Ana", 40); tt.wantView != "" && !strings.Contains(v, tt.wantView) {
				t.Errorf("view lacks %q:\n%s", tt.wantView, v)
			}
		})
	}
}

// TestMenuBackAtTop: a step back from the top asks the board to ask
// before the game is abandoned; the stray key's hint names the person.
func TestMenuBackAtTop(t *testing.T) {
	g, err := camelup.New(3, rand.New(rand.NewPCG(1, 0)))
	if err != nil {
		t.Fatal(err)
	}
	var m Menu
	if r := press(&m, g, "backspace"); !r.Abandon || r.Play {
		t.Errorf("back at the top = %+v, want Abandon", r)
	}
	if r := press(&m, g, "z"); r.Warn || !strings.HasPrefix(r.Status, "Ana: a number or ↑/↓ chooses, enter plays") {
		t.Errorf("a stray key = %+v", r)
	}
}
