package standings

import (
	"strings"
	"testing"

	"parlor/camelup"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// row is the line of the table (it starts with a place) that names name.
func row(v, name string) string {
	for _, l := range strings.Split(v, "\n") {
		if l != "" && l[0] >= '1' && l[0] <= '9' && (strings.Contains(l, name+" ") || strings.Contains(l, name+"*")) {
			return l
		}
	}
	return ""
}

// TestContestPlaces: seats are ranked by coins, a tie sharing its place
// and the win; a computer is marked *; each race bet shows under its seat
// with what it paid, and the last round's bets under the table.
func TestContestPlaces(t *testing.T) {
	log := []camelup.Event{
		{Kind: camelup.EventPayout, Seat: 0, Bet: camelup.RoundBet, Camel: camelup.Blue, Coins: 5},
		{Kind: camelup.EventRoundEnd, Round: 4, Camel: camelup.Blue, Second: camelup.Green},
		{Kind: camelup.EventPayout, Seat: 2, Bet: camelup.WinnerBet, Camel: camelup.Blue, Coins: 8},
		{Kind: camelup.EventPayout, Seat: 1, Bet: camelup.LoserBet, Camel: camelup.White, Coins: -1},
		{Kind: camelup.EventGameEnd, Camel: camelup.Blue, Second: camelup.White},
	}
	seats := []Seat{{Name: "ana", Coins: 5}, {Name: "bob", Coins: 7}, {Name: "bogart", Computer: true, Coins: 7}, {Name: "cy", Coins: 2}}
	v := Contest(tuitest.Context(), seats, log, camelup.Board{}, 4)
	for _, tt := range []struct{ name, want string }{
		{"bob", "1st   bob"},
		{"bogart", "1st   bogart*"},
		{"ana", "3rd   ana"},
		{"cy", "4th   cy"},
	} {
		if r := row(v, tt.name); !strings.HasPrefix(r, tt.want) {
			t.Errorf("%s's row %q, want it to start %q", tt.name, r, tt.want)
		}
	}
	for _, want := range []string{"the race is over after 4 rounds", "★ bob and bogart share the win with 7 coins!", "Last round's bets: ana B+5"} {
		if !strings.Contains(v, want) {
			t.Errorf("no %q:\n%s", want, v)
		}
	}
	if r := row(v, "bogart"); !strings.Contains(r, "B+8") {
		t.Errorf("bogart's winner bet is not revealed: %q", r)
	}
	if r := row(v, "bob"); !strings.Contains(r, "W-1") {
		t.Errorf("bob's loser bet is not revealed: %q", r)
	}
}
