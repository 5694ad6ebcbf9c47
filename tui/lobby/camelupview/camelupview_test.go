package camelupview

import (
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlor/camelup"
	"parlor/camelup/second"
	"parlor/tui/kit"
)

// TestDrawHidesOthersRaceBets: a race bet's camel is drawn for its own
// seat only; the others see that a bet was placed, and by whom.
func TestDrawHidesOthersRaceBets(t *testing.T) {
	g, err := camelup.New(2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	better := g.Turn()
	if err := g.Apply(camelup.Bet(camelup.WinnerBet, camelup.Blue)); err != nil {
		t.Fatal(err)
	}
	k := &kit.Context{Styles: kit.NewStyles(lipgloss.NewRenderer(io.Discard, termenv.WithProfile(termenv.Ascii)))}
	names := []string{"ana", "bob"}
	for _, tc := range []struct {
		seat       int
		want, leak []string
	}{
		{better, []string{"Your secret race bets: blue to win", names[better] + " bet on blue to win the race"}, nil},
		{1 - better, []string{names[better] + " placed a secret bet on the camel to win the race", "Your secret race bets: none"}, []string{"blue to win"}},
	} {
		v := g.View(tc.seat)
		top, log := Draw(&v, g.SeatLog(tc.seat, 0), names, "", Aside{}, k)
		screen := top + "\n" + strings.Join(log, "\n")
		for _, w := range tc.want {
			if !strings.Contains(screen, w) {
				t.Errorf("seat %d: Draw lacks %q:\n%s", tc.seat, w, screen)
			}
		}
		for _, l := range tc.leak {
			if strings.Contains(screen, l) {
				t.Errorf("seat %d: Draw shows %q:\n%s", tc.seat, l, screen)
			}
		}
	}
}

// TestEventWords: a round's end and the race's end are said as the local
// board's summary says them.
func TestEventWords(t *testing.T) {
	names := []string{"ana", "bob"}
	for _, tt := range []struct {
		e    camelup.Event
		want string
	}{
		{camelup.Event{Kind: camelup.EventRoundEnd, Seat: -1, Round: 2, Camel: camelup.Green, Second: camelup.White}, "Round 2 is over · Lead green · 2nd white"},
		{camelup.Event{Kind: camelup.EventGameEnd, Seat: -1, Camel: camelup.Blue, Second: camelup.Yellow}, "The race is over! Won: blue, last: yellow"},
		{camelup.Event{Kind: camelup.EventWinnerBet, Seat: 1, Camel: camelup.NoCamel}, "bob placed a secret bet on the camel to win the race"},
	} {
		if got := event(tt.e, names); got != tt.want {
			t.Errorf("event(%v) = %q, want %q", tt.e.Kind, got, tt.want)
		}
	}
}

// TestEvent2Words: the second edition's leg's end and race's end are said
// as its local board's leg summary says them.
func TestEvent2Words(t *testing.T) {
	names := []string{"ana", "bob"}
	for _, tt := range []struct {
		e    second.Event
		want string
	}{
		{second.Event{Kind: second.EventLegEnd, Seat: -1, Leg: 3, Camel: second.Red, Second: second.Blue}, "Leg 3 is over · 1st red · 2nd blue"},
		{second.Event{Kind: second.EventRaceEnd, Seat: -1, Camel: second.Purple, Second: second.Green}, "The race is over! Won: purple, last: green"},
	} {
		if got := event2(tt.e, names); got != tt.want {
			t.Errorf("event2(%v) = %q, want %q", tt.e.Kind, got, tt.want)
		}
	}
}
