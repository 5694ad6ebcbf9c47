package hub

import (
	"encoding/json"
	"slices"
	"testing"

	games "parlor/game"
)

// TestEveryGameIsServed: each game of the registry has its part in the
// hub, with seats, bots and a setting a table can be made of; Kinds lists
// them in the registry's order.
func TestEveryGameIsServed(t *testing.T) {
	var want []GameKind
	for _, g := range games.All() {
		k := GameKind(g.ID)
		want = append(want, k)
		if _, ok := served[k]; !ok {
			t.Errorf("game %s is not served (serve in its adapter's file)", g.ID)
			continue
		}
		lo, _ := k.SeatLimits()
		spec := TableSpec{Kind: k, People: 1, Computers: lo - 1, Bot: k.Bots()[0], Option: k.Setting().Default}
		if err := spec.Check(); err != nil || k.String() != g.Name || string(k.saveKind()) != g.ID {
			t.Errorf("%s: %+v: Check() = %v, String() = %q", g.ID, spec, err, k)
		}
	}
	if got := Kinds(); !slices.Equal(got, want) {
		t.Errorf("Kinds() = %v, want %v", got, want)
	}
	if err := (TableSpec{Kind: "yourgame", People: 2}).Check(); err == nil {
		t.Error("Check of a game nobody serves = nil, want an error")
	}
}

// TestGameKindJSON: a kind is saved as the game's id; the numbers the first
// servers saved are read as the games they meant.
func TestGameKindJSON(t *testing.T) {
	tests := []struct {
		in   string
		want GameKind
		ok   bool
	}{
		{`"camelup"`, CamelUpGame, true},
		{`"holdem"`, HoldemGame, true},
		{`0`, CamelUpGame, true},
		{`1`, ElephantGame, true},
		{`2`, HoldemGame, true},
		{`3`, "", false},
		{`-1`, "", false},
		{`{}`, "", false},
	}
	for _, tt := range tests {
		var spec TableSpec
		err := json.Unmarshal([]byte(`{"Kind":`+tt.in+`}`), &spec)
		if (err == nil) != tt.ok || err == nil && spec.Kind != tt.want {
			t.Errorf("Unmarshal(Kind %s) = %q, %v; want %q, ok %v", tt.in, spec.Kind, err, tt.want, tt.ok)
		}
	}
	b, err := json.Marshal(TableSpec{Kind: ElephantGame})
	if err != nil || !json.Valid(b) || string(b[:19]) != `{"Kind":"elephant",` {
		t.Errorf("Marshal = %s, %v; want the kind as its id", b, err)
	}
}
