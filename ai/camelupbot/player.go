// Package camelupbot holds the Camel Up computer players — Player0, Player1,
// Player2 and Sir Humpfree Bogart of docs/rules/camelup.md ("Computer
// players"), and our own expert — and runs
// them: one game, or a tournament over all cores. A player works only from
// its seat's camelup.View.
package camelupbot

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/camelup"
)

// Player is a computer player for one game: it may keep what it has seen
// between its turns, so make a new one (New) for each game.
type Player interface {
	// Decide returns the action to take; v is the view of the seat to act.
	Decide(v camelup.View) camelup.Action
}

// Bot is a named kind of computer player.
type Bot struct {
	Name  string // short name, as typed on the command line: "bogart"
	Title string // name for people: "Sir Humpfree Bogart"
	// New makes a player for one game, drawing its own choices from r.
	New func(r *rand.Rand) Player
	// Second makes a player of the second edition (package
	// camelup/second) instead; a bot has one of New and Second.
	Second func(r *rand.Rand) SecondPlayer
}

var bots = []Bot{
	{"player0", "Player0", func(*rand.Rand) Player { return Player0{} }, nil},
	{"player1", "Player1", func(r *rand.Rand) Player { return NewPlayer1(r) }, nil},
	{"player2", "Player2", func(r *rand.Rand) Player { return NewPlayer2(r) }, nil},
	{"bogart", "Sir Humpfree Bogart", func(r *rand.Rand) Player { return newBogart(r) }, nil},
	{"expert", "Expert", func(*rand.Rand) Player { return newExpert() }, nil},
}

// ErrUnknownBot is returned by New and Parse for a name no bot has.
var ErrUnknownBot = errors.New("camelupbot: unknown bot")

// all returns every bot: the four of docs/rules/camelup.md in its order,
// then expert.
func all() []Bot { return append([]Bot(nil), bots...) }

// Names lists every bot's name.
func Names() []string {
	ns := make([]string, len(bots))
	for i, b := range bots {
		ns[i] = b.Name
	}
	return ns
}

// Lookup finds a bot by name, ignoring case and surrounding space.
func Lookup(name string) (Bot, bool) { return lookupIn(bots, name) }

func lookupIn(bots []Bot, name string) (Bot, bool) {
	name = strings.TrimSpace(name)
	for _, b := range bots {
		if strings.EqualFold(b.Name, name) {
			return b, true
		}
	}
	return Bot{}, false
}

// New makes a player of the bot named name for one game.
func New(name string, r *rand.Rand) (Player, error) {
	b, ok := Lookup(name)
	if !ok {
		return nil, unknown(name)
	}
	return b.New(r), nil
}

func unknown(name string) error {
	return fmt.Errorf("%w %q (known: %s)", ErrUnknownBot, strings.TrimSpace(name), strings.Join(Names(), ", "))
}

// Parse reads a comma-separated list of bot names. A bot named again is a
// separate entrant named "bogart#2", "bogart#3" and so on, so a tournament
// can seat several of the same kind at one table.
func Parse(list string) ([]Bot, error) { return parseIn(bots, list, unknown) }

func parseIn(bots []Bot, list string, unknown func(string) error) ([]Bot, error) {
	var bs []Bot
	seen := map[string]int{}
	for _, name := range strings.Split(list, ",") {
		b, ok := lookupIn(bots, name)
		if !ok {
			return nil, unknown(name)
		}
		seen[b.Name]++
		if k := seen[b.Name]; k > 1 {
			b.Name = fmt.Sprintf("%s#%d", b.Name, k)
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// Choose asks p for its action in view v, the view of the seat to act, and
// checks it. A computer player that returns an illegal action, or panics,
// moves a camel instead (docs/rules/camelup.md, Turns: the game never
// stops); err then says what went wrong, and the action returned is the
// move. Moving is legal whenever it is v's turn.
func Choose(p Player, v camelup.View) (a camelup.Action, err error) {
	defer func() {
		if r := recover(); r != nil {
			a, err = camelup.Move(), fmt.Errorf("camelupbot: player panicked: %v", r)
		}
	}()
	// Decide gets its own copy of the view, so that nothing it does to the
	// slices changes the view the action is checked against.
	a = p.Decide(clone(v))
	if err := v.Legal(a); err != nil {
		return camelup.Move(), fmt.Errorf("camelupbot: %v refused: %w", a, err)
	}
	return a, nil
}

// clone copies v deeply.
func clone(v camelup.View) camelup.View {
	c := v
	c.Coins = append([]int(nil), v.Coins...)
	c.TrapSquare = append([]int(nil), v.TrapSquare...)
	for i := range v.RoundBets {
		c.RoundBets[i] = append([]int(nil), v.RoundBets[i]...)
	}
	c.WinnerBets = append([]int(nil), v.WinnerBets...)
	c.LoserBets = append([]int(nil), v.LoserBets...)
	c.MyWinnerBets = append([]camelup.Camel(nil), v.MyWinnerBets...)
	c.MyLoserBets = append([]camelup.Camel(nil), v.MyLoserBets...)
	return c
}

// StalemateTurns is how many turns in a row may pass without a camel
// moving before Play makes the seat to act move one. The rules set no limit
// on round bets, so a table of players who only bet (Player2s, say) would
// never finish; the guard keeps tournaments going and never touches a
// table where someone moves now and then.
const StalemateTurns = 100

// Guard is Parlor's stalemate guard (docs/rules/camelup.md, Parlor's
// choices), the one every table applies to a computer player's choice a in
// g: a itself, or a camel move once StalemateTurns turns have passed
// without one; guarded reports that the guard stepped in.
func Guard(g *camelup.Game, a camelup.Action) (_ camelup.Action, guarded bool) {
	if a.Kind != camelup.MoveCamel && g.TurnsSinceMove() >= StalemateTurns {
		return camelup.Move(), true
	}
	return a, false
}

// GuardNote says that the guard made name move a camel in g, for the
// status line or the table's news.
func GuardNote(g *camelup.Game, name string) string {
	return fmt.Sprintf("No camel moved for %d turns: %s moves one (stalemate guard, see r)", g.TurnsSinceMove(), name)
}

// play plays a whole game with players seated in order, the dice drawn from
// rng. It returns the finished game and how many turns a player's action
// was refused (or it panicked), or the stalemate guard stepped in, and a
// camel moved instead.
func play(players []Player, rng *rand.Rand) (g *camelup.Game, forced int, err error) {
	g, err = camelup.New(len(players), rng)
	if err != nil {
		return nil, 0, err
	}
	for !g.Over() {
		seat := g.Turn()
		a, bad := Choose(players[seat], g.View(seat))
		a, guarded := Guard(g, a)
		if bad != nil || guarded {
			forced++
		}
		if err := g.Apply(a); err != nil {
			// Choose checked a against the same state: this cannot happen.
			return g, forced, fmt.Errorf("camelupbot: seat %d: %w", seat, err)
		}
	}
	return g, forced, nil
}
