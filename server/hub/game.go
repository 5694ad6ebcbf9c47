package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"parlor/internal/thousands"
	"strings"
	"time"

	"parlor/ai/camelupbot"
	games "parlor/game"
	"parlor/save"
)

// GameKind is one of the games a table plays: the game's id in the
// registry of games (parlor/game), which names it everywhere.
type GameKind string

// The games served today, by the names the hub's views use.
const (
	CamelUpGame  GameKind = "camelup"
	ElephantGame GameKind = "elephant"
	HoldemGame   GameKind = "holdem"
)

// servedGame is a game's part in the hub: its table's one option, its
// start, and how a saved game of it goes on. Each registers itself from
// the file of its adapter (camel.go, elephant.go, holdem.go) with serve,
// so that a new game adds a file and no case here.
type servedGame struct {
	setting Setting
	// bots are the computer players a table of the option may seat, when
	// they are not the game's (Camel Up's second edition); nil: the game's.
	bots func(option int) []string
	// pause names what starts after a pause between them ("hand",
	// "round"); "" for a game that never pauses.
	pause string
	// pauseOf names it for a table's option, where an option's differs
	// (Camel Up's second edition pauses between legs); nil: pause.
	pauseOf func(option int) string
	// summary is set for a game whose pause shows a summary that waits
	// for the people's keys, as the local screens' do: it lasts the hub's
	// HandPause (when set) rather than its Pause.
	summary bool
	// start starts the game at t, from src.
	start func(t *table, src *rand.PCG) (game, error)
	// reopen takes a saved game of the kind apart: the table's notes it
	// keeps, its number of seats, and the game going on at a table.
	reopen func(g save.Game) (notes json.RawMessage, seats int, resume func(t *table, n gameNotes) game)
}

// served are the games a table may play, by kind; read-only once main
// runs.
var served = map[GameKind]servedGame{}

// serve registers the hub's part of game k, once; k is a game of the
// registry (parlor/game).
func serve(k GameKind, sg servedGame) {
	if _, ok := games.Lookup(string(k)); !ok {
		panic("hub: serve of " + string(k) + ", which is no game of parlor/game")
	}
	if _, dup := served[k]; dup {
		panic("hub: serve of " + string(k) + " twice")
	}
	served[k] = sg
}

// Kinds are the games a table may play, in the registry's order.
func Kinds() []GameKind {
	var ks []GameKind
	for _, g := range games.All() {
		if _, ok := served[GameKind(g.ID)]; ok {
			ks = append(ks, GameKind(g.ID))
		}
	}
	return ks
}

// started is a new game g as a game, or none with err.
func started[G game](g G, err error) (game, error) {
	if err != nil {
		return nil, err
	}
	return g, nil
}

// legacyKinds are the kinds as the saves of the first servers wrote them,
// a number each.
var legacyKinds = []GameKind{CamelUpGame, ElephantGame, HoldemGame}

// UnmarshalJSON reads a kind as saved: the game's id, or the number the
// first servers wrote for it.
func (k *GameKind) UnmarshalJSON(b []byte) error {
	var n int
	if err := json.Unmarshal(b, &n); err == nil {
		if n < 0 || n >= len(legacyKinds) {
			return fmt.Errorf("no game number %d", n)
		}
		*k = legacyKinds[n]
		return nil
	}
	var id string
	if err := json.Unmarshal(b, &id); err != nil {
		return err
	}
	*k = GameKind(id)
	return nil
}

// desc is the game's descriptor in the registry; the zero Game for a kind
// it lacks.
func (k GameKind) desc() games.Game {
	g, _ := games.Lookup(string(k))
	return g
}

func (k GameKind) String() string { return k.desc().Name }

// saveKind is the kind of the game's saves.
func (k GameKind) saveKind() save.Kind { return save.Kind(k) }

// SeatLimits are the seats a game takes, people and computers together.
func (k GameKind) SeatLimits() (lo, hi int) {
	g := k.desc()
	return g.MinSeats, g.MaxSeats
}

// Bots lists the computer players of a game, the one that takes over a
// dropped player's seat first.
func (k GameKind) Bots() []string {
	if g := k.desc(); g.Bots != nil {
		return g.Bots()
	}
	return nil
}

// Bots lists the computer players a table of the spec may seat: the
// game's, or its option's (Camel Up's edition).
func (s TableSpec) Bots() []string {
	if b := served[s.Kind].bots; b != nil {
		if bots := b(s.Option); bots != nil {
			return bots
		}
	}
	return s.Kind.Bots()
}

// Setting is a game's one option on the create form.
type Setting struct {
	Label   string
	Choices []string
	Default int
	// MaxSeats are the most seats each choice takes, by choice (a heads-up
	// match two); a choice it lacks, or 0, takes the game's own.
	MaxSeats []int
}

// maxSeats is the most seats choice i takes, or 0 for the game's own.
func (s Setting) maxSeats(i int) int {
	if i < len(s.MaxSeats) {
		return s.MaxSeats[i]
	}
	return 0
}

// Fits reports whether choice i may be played by n seats.
func (s Setting) Fits(i, n int) bool {
	hi := s.maxSeats(i)
	return hi == 0 || n <= hi
}

// Setting is the game's option and its choices.
func (k GameKind) Setting() Setting { return served[k].setting }

// TableSpec is a table as its host sets it up.
type TableSpec struct {
	Kind      GameKind
	People    int // seats for people, the host's included
	Computers int
	Bot       string
	Option    int // index into the game's setting's choices
}

// Check says what is wrong with the table spec, or nil.
func (s TableSpec) Check() error {
	if _, ok := served[s.Kind]; !ok {
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
	if s.Computers > 0 && !containsFold(s.Bots(), s.Bot) {
		return fmt.Errorf("no computer player %q in %s", s.Bot, s.Kind)
	}
	set := s.Kind.Setting()
	if s.Option < 0 || s.Option >= len(set.Choices) {
		return errors.New("no such option")
	}
	if n := s.People + s.Computers; !set.Fits(s.Option, n) {
		return fmt.Errorf("%s is for %d players, not %d", set.Choices[s.Option], set.maxSeats(s.Option), n)
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

// Action is a person's move at their table: a HoldemMove, a CamelUpMove or
// an ElephantMove, for the game the table plays.
type Action interface{ isAction() }

func (HoldemMove) isAction()   {}
func (CamelUpMove) isAction()  {}
func (ElephantMove) isAction() {}

// refusal is an engine's refusal of a person's move, in the hub's words
// (the engine's own name the package and the rule); it wraps the engine's
// error, so that errors.Is finds it still.
type refusal struct {
	words string
	err   error
}

func (r refusal) Error() string { return r.words }
func (r refusal) Unwrap() error { return r.err }

// refuse words err, an engine's refusal, with the first of says whose
// error it is (errors.Is); otherwise with fallback.
func refuse(err error, fallback string, says ...said) error {
	for _, s := range says {
		if errors.Is(err, s.err) {
			return refusal{s.words, err}
		}
	}
	return refusal{fallback, err}
}

// said is how the hub words an engine's error.
type said struct {
	err   error
	words string
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
	left      time.Time // when the person left with esc: they may take the seat back for a while
	// away is when the person dropped from a game that does not wait for
	// them (playsDropped): a computer plays the seat at once, and gives it
	// back when they connect again within the seat-keeping time.
	away time.Time
}

// awaited reports whether the seat a computer took from its dropped person
// goes back to them when they connect again.
func (s *seat) awaited(now time.Time, hold time.Duration) bool {
	return s.person && s.takenOver && !s.away.IsZero() && now.Sub(s.away) < hold
}

// timed is a game whose people decide against the clock (Hold'em): a
// decision has the table's turn time and the seat's time bank, then the
// seat times out.
type timed interface {
	// decision counts the game's moves: a new one, a new decision.
	decision() int
	// level numbers the blocks of hands, each with a full time bank.
	level() int
	// timeOut plays seat, whose time ran out: a check, or a fold.
	timeOut(seat int)
}

// playsDropped is a game whose computer players play a dropped person's
// seat at once rather than wait for them (a table of many, where the
// others would wait too); the seat goes back to them within the
// seat-keeping time.
type playsDropped interface{ playsDropped() }

// computer reports whether a computer plays the seat.
func (s *seat) computer() bool { return !s.person || s.takenOver }

// leftFor is how long ago the person of a seat a computer took when they
// left it, or false if they did not leave it by choice.
func (s *seat) leftFor(now time.Time) (time.Duration, bool) {
	if !s.person || !s.takenOver || s.left.IsZero() {
		return 0, false
	}
	return now.Sub(s.left), true
}

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
	act(seat int, a Action) error
	actComputer(seat int, bot string)
	// show sets v's game to what seat may see of it, from that seat's view
	// only (data the screens draw, every slice its own: it is read outside
	// the lock); prompt says what seat may do now.
	show(seat int, names []string, v *TableView)
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

// newCamelUpPlayer makes a Camel Up computer player of the named kind.
func newCamelUpPlayer(name string, r *rand.Rand) camelupbot.Player {
	p, err := camelupbot.New(name, r)
	if err != nil {
		return camelupbot.Player0{}
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
	return fmt.Sprintf("%s share the win with %s", thousands.JoinAnd(who), score)
}

// yourTurn heads the prompt of the player to act. The move number changes
// every turn, so that a player who acts twice in a row sees the prompt
// come back.
func yourTurn(move int) string { return fmt.Sprintf("Your turn (move %d)", move+1) }
