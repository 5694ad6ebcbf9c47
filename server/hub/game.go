package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"parlor/ai/camelbot"
	"parlor/ai/elephantbot"
	"parlor/ai/holdembot"
	"parlor/camelup"
	"parlor/elephant"
	"parlor/save"
	"parlor/tui/kit"
)

// GameKind is one of the games a table plays.
type GameKind int

const (
	CamelGame GameKind = iota
	ElephantGame
	HoldemGame
	NumGames
)

func (k GameKind) String() string {
	return [...]string{"Camel Up", "White Elephant", "Hold'em"}[k]
}

// saveKind is the kind of the game's saves.
func (k GameKind) saveKind() save.Kind {
	return [...]save.Kind{save.KindCamelUp, save.KindElephant, save.KindHoldem}[k]
}

// SeatLimits are the seats a game takes, people and computers together.
func (k GameKind) SeatLimits() (lo, hi int) {
	switch k {
	case CamelGame:
		return camelup.MinPlayers, camelup.MaxPlayers
	case ElephantGame:
		return 2, 10
	default:
		return 2, 2
	}
}

// Bots lists the computer players of a game, the one that takes over a
// dropped player's seat first.
func (k GameKind) Bots() []string {
	switch k {
	case CamelGame:
		return []string{"bogart", "expert", "player0", "player1", "player2"}
	case ElephantGame:
		names := []string{"expert"}
		for _, n := range elephantbot.Names() {
			if n != "expert" {
				names = append(names, n)
			}
		}
		return names
	default:
		return holdembot.Names()
	}
}

// Setting is a game's one option on the create form.
type Setting struct {
	Label   string
	Choices []string
	Default int
}

// Setting is the game's option and its choices.
func (k GameKind) Setting() Setting {
	switch k {
	case CamelGame:
		return Setting{Label: "Race", Choices: []string{"the whole race"}}
	case ElephantGame:
		choices := make([]string, len(elephantEnds))
		for i, r := range elephantEnds {
			choices[i] = elephantEnd(r)
		}
		// The default is the engine's evening game.
		return Setting{Label: "Play", Choices: choices, Default: slices.Index(elephantEnds, elephant.Rules{Target: elephant.EveningTarget})}
	default:
		return Setting{Label: "Stacks", Choices: []string{"1,500 chips", "500 chips", "200 chips", "100 chips"}}
	}
}

var (
	// elephantEnds are the ends a White Elephant table may choose: a
	// target score, or a number of rounds.
	elephantEnds = []elephant.Rules{{Target: 1}, {Target: 2}, {Target: 3}, {Target: elephant.EveningTarget}, {Target: 10}, {Rounds: 3}, {Rounds: 5}}
	holdemStacks = []int{1500, 500, 200, 100}
)

// elephantEnd says when a game of rules r ends: "to 5 points", "3 rounds".
func elephantEnd(r elephant.Rules) string {
	if r.Rounds > 0 {
		return fmt.Sprintf("%d rounds", r.Rounds)
	}
	if r.Target == 1 {
		return "to 1 point"
	}
	return fmt.Sprintf("to %g points", r.Target)
}

// TableSpec is a table as its host sets it up.
type TableSpec struct {
	Kind      GameKind
	People    int // seats for people, the host's included
	Computers int
	Bot       string
	Option    int // index into the game's setting's choices
}

// check says what is wrong with the spec, or nil.
func (s TableSpec) Check() error {
	if s.Kind < 0 || s.Kind >= NumGames {
		return errors.New("no such game")
	}
	lo, hi := s.Kind.SeatLimits()
	if n := s.People + s.Computers; n < lo || n > hi {
		if lo == hi {
			return fmt.Errorf("%s is for %d players", s.Kind, lo)
		}
		return fmt.Errorf("%s is for %d to %d players, not %d", s.Kind, lo, hi, n)
	}
	if s.People < 1 {
		return errors.New("one seat at least is yours")
	}
	if s.Computers > 0 && !containsFold(s.Kind.Bots(), s.Bot) {
		return fmt.Errorf("no computer player %q in %s", s.Bot, s.Kind)
	}
	if s.Option < 0 || s.Option >= len(s.Kind.Setting().Choices) {
		return errors.New("no such option")
	}
	return nil
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// seat is one place at a table.
type seat struct {
	name      string
	person    bool   // a seat for a person
	key       string // the person's key; "" while the seat is open
	conn      *Conn  // the person's connection, nil while away
	bot       string // the computer player's kind, for a computer seat or once it took over
	takenOver bool   // a computer plays the person's seat now
	dropped   time.Time
}

// computer reports whether a computer plays the seat.
func (s *seat) computer() bool { return !s.person || s.takenOver }

// kept reports whether a dropped player's seat still waits for them.
func (s *seat) kept() bool { return s.person && !s.takenOver && s.conn == nil && !s.dropped.IsZero() }

// game is what a table needs of a game. Every method is called with the
// hub's lock held.
type game interface {
	// toAct is the seat whose decision the game waits for, -1 when none.
	toAct() int
	// between reports a pause before the game moves on by itself (the
	// next hand or round); next moves it on.
	between() bool
	next()
	over() bool
	// act performs a person's action for seat; actComputer lets the
	// computer player of kind bot decide for seat.
	act(seat int, a any) error
	actComputer(seat int, bot string)
	// view draws the game as seat may see it: the table, and the log of
	// what happened, oldest first (the screen shows as much of it as fits);
	// prompt says what seat may do now.
	view(seat int, names []string, k *kit.Context) (string, []string)
	prompt(seat int) string
	// end stops the game for good (its histories closed); result is the
	// final line for everyone.
	end()
	result(names []string) string
	// saved is the game to save, its Extra set to notes (the table's); nil
	// while it cannot be saved. progress is what the table's notes keep of
	// the game besides the engine's state.
	saved(notes json.RawMessage) save.Game
	progress() gameNotes
}

// newCamelPlayer makes a Camel Up computer player of the named kind.
func newCamelPlayer(name string, r *rand.Rand) camelbot.Player {
	p, err := camelbot.New(name, r)
	if err != nil {
		return camelbot.Player0{}
	}
	return p
}

// winLine says who won a game that is over (winners is never empty then)
// and with how much.
func winLine(names []string, winners []int, score string) string {
	who := make([]string, len(winners))
	for i, s := range winners {
		who[i] = names[s]
	}
	if len(who) == 1 {
		return fmt.Sprintf("%s wins the game with %s", who[0], score)
	}
	return fmt.Sprintf("%s share the win with %s", kit.JoinAnd(who), score)
}

// yourTurn heads the prompt of the player to act. The move number changes
// every turn, so that a player who acts twice in a row sees the prompt
// come back.
func yourTurn(move int) string { return fmt.Sprintf("Your turn (move %d)", move+1) }
