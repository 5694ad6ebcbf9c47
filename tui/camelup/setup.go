package camelup

import (
	"fmt"
	"slices"
	"strings"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/config"
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
	ed := &edition{}
	return setup.New(ctx, setup.Game{
		Title:   game.CamelUp.Name,
		Tagline: game.CamelUp.About,
		About: []string{
			"Five camels race to square 16; the richest player wins. Game bets are",
			"secret: the keyboard is handed over between people.",
		},
		StartLabel: "Start the race",
		Rules:      seatRules(camelup.Contest),
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
		Option: ed,
		Start: func(ctx *kit.Context, set []setup.Seat) (kit.Screen, error) {
			if ed.Edition == camelup.Second {
				return startSecond(ctx, saves, set)
			}
			return start(ctx, saves, set)
		},
		ID: game.CamelUp.ID,
	})
}

// NewScreen is NewSetup as a kit.Screen, for the registry of games'
// screens (tui/games.go).
func NewScreen(ctx *kit.Context, saves *app.Saves) kit.Screen { return NewSetup(ctx, saves) }

// seatRules: a new computer seat takes the strongest bot of the edition
// not seated yet (camelupbot lists them weakest first), expert when all are.
func seatRules(ed camelup.Edition) setup.SeatRules {
	fresh := camelupbot.NamesOf(ed)
	slices.Reverse(fresh)
	return setup.SeatRules{
		Bots:     camelupbot.NamesOf(ed),
		Fresh:    fresh,
		Fallback: "expert",
		Min:      camelup.MinPlayers,
		Max:      camelup.MaxPlayers,
		TooMany:  fmt.Sprintf("Camel Up is for %d players at most", camelup.MaxPlayers),
		TooFew:   fmt.Sprintf("Camel Up needs at least %d players", camelup.MinPlayers),
		Title: func(bot string) string {
			if b, ok := camelupbot.LookupIn(ed, bot); ok && !strings.EqualFold(b.Title, b.Name) {
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

// edition is the setup's line of the rulebook: the contest's (the
// default) or the second edition's. Each has its own computer players, so
// it sets the seats' rules (setup.SeatsOption).
type edition struct{ camelup.Edition }

func (e *edition) Label() string { return "Rules" }

func (e *edition) String() string {
	if e.Edition == camelup.Second {
		return "second edition"
	}
	return "contest"
}

func (e *edition) Note() string {
	if e.Edition == camelup.Second {
		return "the box in the shop: crazy camels"
	}
	return "the 2018 contest's (the default)"
}

// Change and Toggle switch between the two editions.
func (e *edition) Change(int) { e.Edition = camelup.Second - e.Edition }
func (e *edition) Toggle()    { e.Change(1) }

func (e *edition) SeatRules() setup.SeatRules { return seatRules(e.Edition) }

// About is the setup's lines under its heading for the second edition;
// nil keeps the contest's.
func (e *edition) About() []string {
	if e.Edition != camelup.Second {
		return nil
	}
	return []string{
		"Five camels race to space 16 while two crazy ones run back; the richest",
		"player wins. Finish cards are secret: the keyboard is handed over.",
	}
}

// Save keeps the edition in a table to remember: "second", or nothing for
// the contest's, so that a contest table is remembered as before.
func (e *edition) Save(t *config.Table) {
	t.Edition = ""
	if e.Edition == camelup.Second {
		t.Edition = e.Edition.String()
	}
}

// Load sets the edition of a remembered table.
func (e *edition) Load(t config.Table) error {
	ed, err := camelup.ParseEdition(t.Edition)
	if err != nil {
		return fmt.Errorf("the edition %q: want second or none", t.Edition)
	}
	e.Edition = ed
	return nil
}
