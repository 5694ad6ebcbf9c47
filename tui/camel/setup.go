package camel

import (
	"fmt"
	"slices"
	"strings"

	"parlor/ai/camelbot"
	"parlor/camelup"
	"parlor/game"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
	"parlor/tui/setup"
)

// warmOdds starts building the race odds' table in the background (it takes
// about half a second), so that the board's odds panel answers at once:
// the setup and a resumed game call it. Tests count the calls.
var warmOdds = camelup.WarmRaceTable

// NewSetup is the Camel Up setup: 2 to 8 seats, each a person or a computer
// player, the player of the settings and a second person against Sir
// Humpfree Bogart and expert. It starts building the race odds' table in
// the background, so the board's odds panel answers at once.
func NewSetup(ctx *kit.Context, saves *app.Saves) *setup.Screen {
	warmOdds()
	return setup.New(ctx, setup.Game{
		Title:   game.CamelUp.Name,
		Tagline: game.CamelUp.About,
		About: []string{
			"Five camels race to square 16; the richest player wins. Game bets are",
			"secret: the keyboard is handed over between people.",
		},
		StartLabel: "Start the race",
		Rules:      seatRules(),
		Bots:       []string{"bogart", "expert"},
		LeftHelp:   "previous bot",
		RightHelp:  "next bot",
		KindHelp:   "person/computer",
		KindHint:   "t makes a seat a person or a computer player",
		Hint:       "↑/↓ choose a seat, ←/→ its bot, enter renames a person; s starts · ? shows every key",
		CheckSize: func(n int) error {
			if n < camelup.MinPlayers || n > camelup.MaxPlayers {
				return fmt.Errorf("the race is for %d to %d players", camelup.MinPlayers, camelup.MaxPlayers)
			}
			return nil
		},
		Start: func(ctx *kit.Context, set []setup.Seat) (kit.Screen, error) { return start(ctx, saves, set) },
		ID:    game.CamelUp.ID,
	})
}

// seatRules: a new computer seat takes the strongest bot not seated yet
// (camelbot lists them weakest first), expert when all are.
func seatRules() setup.SeatRules {
	fresh := camelbot.Names()
	slices.Reverse(fresh)
	return setup.SeatRules{
		Bots:     camelbot.Names(),
		Fresh:    fresh,
		Fallback: "expert",
		Min:      camelup.MinPlayers,
		Max:      camelup.MaxPlayers,
		TooMany:  fmt.Sprintf("Camel Up is for %d players at most", camelup.MaxPlayers),
		TooFew:   fmt.Sprintf("Camel Up needs at least %d players", camelup.MinPlayers),
		Title: func(bot string) string {
			if b, ok := camelbot.Lookup(bot); ok && !strings.EqualFold(b.Title, b.Name) {
				return b.Title
			}
			return ""
		},
	}
}

// start seats the players and builds the board. The game draws everything
// from the context's next game source: first each computer seat's own
// source, then the camels' setup and the dice (save.NewCamelUp).
func start(ctx *kit.Context, saves *app.Saves, set []setup.Seat) (kit.Screen, error) {
	seats := make([]save.Seat, len(set))
	for i, st := range set {
		seats[i] = save.Seat{Name: st.Name, Bot: st.Bot}
	}
	g, err := save.NewCamelUp(seats, ctx.GameSource())
	if err != nil {
		return nil, fmt.Errorf("cannot start: %w", err)
	}
	return startSaved(ctx, saves, g), nil
}
