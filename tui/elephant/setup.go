package elephant

import (
	"fmt"

	"parlor/ai/elephantbot"
	"parlor/config"
	"parlor/elephant"
	"parlor/game"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
	"parlor/tui/kit/gifts"
	"parlor/tui/setup"
)

// The White Elephant table holds 2 to 8 seats: the rules allow more, but
// more would not fit the table's rows in an 80×24 window.
const (
	minSeats = 2
	maxSeats = 8
)

// The goal's limits and steps: rounds one at a time, a target score in
// steps of $50 (values are shown as money, a present worth $0–$100).
const (
	defaultRounds = 5
	maxRounds     = 50
	targetStep    = 50
	minTarget     = 50
	maxTarget     = 5000
)

// goal is when the game ends: after a number of rounds, or after
// the round in which someone's score reaches a target (in dollars).
type goal struct {
	byTarget bool
	rounds   int
	target   int // dollars
}

// gifts is the goal as the shared drawings take it.
func (g goal) gifts() gifts.Goal {
	return gifts.Goal{ByTarget: g.byTarget, Rounds: g.rounds, Target: g.target}
}

func (g goal) String() string {
	if g.byTarget {
		return fmt.Sprintf("a score of $%d", g.target)
	}
	if g.rounds == 1 {
		return "1 round"
	}
	return fmt.Sprintf("%d rounds", g.rounds)
}

// rules is the goal in the engine's terms: a present worth $100 is 1.0.
func (g goal) rules() elephant.Rules {
	if g.byTarget {
		return elephant.Rules{Target: float64(g.target) / 100}
	}
	return elephant.Rules{Rounds: g.rounds}
}

// Change moves the goal's rounds or target by a step.
func (g *goal) Change(step int) {
	if g.byTarget {
		g.target = min(max(g.target+step*targetStep, minTarget), maxTarget)
	} else {
		g.rounds = min(max(g.rounds+step, 1), maxRounds)
	}
}

// Toggle switches the goal between rounds and a target score.
func (g *goal) Toggle() { g.byTarget = !g.byTarget }

// Save keeps the goal in a table to remember.
func (g *goal) Save(t *config.Table) {
	t.ByTarget, t.Rounds, t.Target = g.byTarget, g.rounds, g.target
}

// Load sets the goal of a remembered table, if it is one the setup can
// reach.
func (g *goal) Load(t config.Table) error {
	if t.Rounds < 1 || t.Rounds > maxRounds {
		return fmt.Errorf("%d rounds: the goal is 1 to %d rounds", t.Rounds, maxRounds)
	}
	if t.Target < minTarget || t.Target > maxTarget || t.Target%targetStep != 0 {
		return fmt.Errorf("a target of $%d: the goal is $%d to $%d in steps of $%d", t.Target, minTarget, maxTarget, targetStep)
	}
	g.byTarget, g.rounds, g.target = t.ByTarget, t.Rounds, t.Target
	return nil
}

func (g *goal) Label() string { return "Goal" }
func (g *goal) Note() string {
	if g.byTarget {
		return "ends after that round · t: rounds"
	}
	return "t: a target score instead"
}

// NewSetup is the White Elephant setup, an evening's default: the player of
// the settings and a second person against GreedyBot and expert, 5 rounds.
func NewSetup(ctx *kit.Context, saves *app.Saves) *setup.Screen {
	goal := &goal{
		rounds: defaultRounds,
		target: int(elephant.EveningTarget * 100),
	}
	return setup.New(ctx, setup.Game{
		Title:      game.Elephant.Name,
		Tagline:    "open a present or steal one",
		About:      []string{"Presents are worth $0–$100; a present can be stolen 3 times a round."},
		StartLabel: "Start the game",
		Rules:      seatRules(),
		Bots:       []string{"GreedyBot", "expert"},
		LeftHelp:   "previous value",
		RightHelp:  "next value",
		KindHelp:   "person/computer, rounds/target",
		KindHint:   "t changes a seat (person or computer) or the goal (rounds or target)",
		Hint:       "↑/↓ choose a line, ←/→ change it, enter renames a person; s starts · ? shows every key",
		Option:     goal,
		CheckSize: func(n int) error {
			if n < minSeats {
				return fmt.Errorf("a game needs at least %d seats", minSeats)
			}
			return nil
		},
		Start: func(ctx *kit.Context, seats []setup.Seat) (kit.Screen, error) { return start(ctx, saves, seats, *goal) },
		ID:    game.Elephant.ID,
	})
}

// seatRules: a new computer seat takes the first bot in elephantbot's order
// not seated yet, GreedyBot when all are.
func seatRules() setup.SeatRules {
	return setup.SeatRules{
		Bots:     elephantbot.Names(),
		Fresh:    elephantbot.Names(),
		Fallback: "GreedyBot",
		Min:      minSeats,
		Max:      maxSeats,
		TooMany:  fmt.Sprintf("the table has room for %d seats at most", maxSeats),
		TooFew:   fmt.Sprintf("a game needs at least %d seats", minSeats),
	}
}

// start seats the table for goal (save.NewElephant: the game's source
// draws everything, each computer seat's own source first).
func start(ctx *kit.Context, saves *app.Saves, set []setup.Seat, goal goal) (kit.Screen, error) {
	seats := make([]save.Seat, len(set))
	for i, st := range set {
		seats[i] = save.Seat{Name: st.Name, Bot: st.Bot}
	}
	g, err := save.NewElephant(seats, goal.rules(), ctx.GameSource())
	if err != nil {
		return nil, fmt.Errorf("cannot start: %w", err)
	}
	return startSaved(ctx, saves, g), nil
}
