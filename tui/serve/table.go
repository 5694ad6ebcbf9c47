package serve

import (
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
	"parlor/tui/kit"
)

// gameKind is one of the games a table plays.
type gameKind int

const (
	camelGame gameKind = iota
	elephantGame
	holdemGame
	numGames
)

func (k gameKind) String() string {
	return [...]string{"Camel Up", "White Elephant", "Hold'em"}[k]
}

// seatLimits are the seats a game takes, people and computers together.
func (k gameKind) seatLimits() (lo, hi int) {
	switch k {
	case camelGame:
		return camelup.MinPlayers, camelup.MaxPlayers
	case elephantGame:
		return 2, 10
	default:
		return 2, 2
	}
}

// bots lists the computer players of a game, the one that takes over a
// dropped player's seat first.
func (k gameKind) bots() []string {
	switch k {
	case camelGame:
		return []string{"bogart", "expert", "player0", "player1", "player2"}
	case elephantGame:
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

// option is a game's one setting on the create form.
type option struct {
	label   string
	choices []string
	def     int
}

func (k gameKind) option() option {
	switch k {
	case camelGame:
		return option{label: "Race", choices: []string{"the whole race"}}
	case elephantGame:
		choices := make([]string, len(elephantEnds))
		for i, r := range elephantEnds {
			choices[i] = elephantEnd(r)
		}
		// The default is the engine's evening game.
		return option{label: "Play", choices: choices, def: slices.Index(elephantEnds, elephant.Rules{Target: elephant.EveningTarget})}
	default:
		return option{label: "Stacks", choices: []string{"1,500 chips", "500 chips", "200 chips", "100 chips"}}
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

// tableSpec is a table as its host sets it up.
type tableSpec struct {
	kind      gameKind
	people    int // seats for people, the host's included
	computers int
	bot       string
	option    int // index into the game's option choices
}

// check says what is wrong with the spec, or nil.
func (s tableSpec) check() error {
	if s.kind < 0 || s.kind >= numGames {
		return errors.New("no such game")
	}
	lo, hi := s.kind.seatLimits()
	if n := s.people + s.computers; n < lo || n > hi {
		if lo == hi {
			return fmt.Errorf("%s is for %d players", s.kind, lo)
		}
		return fmt.Errorf("%s is for %d to %d players, not %d", s.kind, lo, hi, n)
	}
	if s.people < 1 {
		return errors.New("one seat at least is yours")
	}
	if s.computers > 0 && !containsFold(s.kind.bots(), s.bot) {
		return fmt.Errorf("no computer player %q in %s", s.bot, s.kind)
	}
	if s.option < 0 || s.option >= len(s.kind.option().choices) {
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
	conn      *conn  // the person's connection, nil while away
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
}

type table struct {
	h        *hub
	id       int
	spec     tableSpec
	hostKey  string
	seats    []seat
	g        game
	rng      *rand.Rand
	started  bool
	finished bool
	pending  bool // a computer move or the next hand is on its way
	notices  []string
}

func newTable(h *hub, id int, c *conn, spec tableSpec) (*table, error) {
	if err := spec.check(); err != nil {
		return nil, err
	}
	t := &table{h: h, id: id, spec: spec, hostKey: c.key, rng: rand.New(rand.NewPCG(h.rng.Uint64(), h.rng.Uint64()))}
	for range spec.people {
		t.seats = append(t.seats, seat{person: true})
	}
	for range spec.computers {
		t.seats = append(t.seats, seat{bot: spec.bot})
	}
	t.nameComputers()
	t.seats[0].key, t.seats[0].conn, t.seats[0].name = c.key, c, c.name
	c.t, c.seat = t, 0
	t.notice("%s opened the table", c.name)
	return t, nil
}

// nameComputers names the computer seats after their kind, numbered when
// a kind sits twice.
func (t *table) nameComputers() {
	count := map[string]int{}
	for i := range t.seats {
		s := &t.seats[i]
		if s.person {
			continue
		}
		count[s.bot]++
		s.name = s.bot
		if count[s.bot] > 1 {
			s.name = fmt.Sprintf("%s %d", s.bot, count[s.bot])
		}
	}
}

// notice adds a line to the table's news, which everyone at it sees.
func (t *table) notice(format string, a ...any) {
	t.notices = append(t.notices, fmt.Sprintf(format, a...))
	if len(t.notices) > 50 {
		t.notices = t.notices[len(t.notices)-50:]
	}
}

func (t *table) names() []string {
	names := make([]string, len(t.seats))
	for i, s := range t.seats {
		names[i] = s.name
	}
	return names
}

func (t *table) join(c *conn) error {
	if t.started {
		return errors.New("that game has started")
	}
	for i := range t.seats {
		s := &t.seats[i]
		if s.person && s.key == "" {
			s.key, s.conn, s.name = c.key, c, c.name
			c.t, c.seat = t, i
			t.notice("%s sat down", c.name)
			return nil
		}
	}
	return errors.New("that table has no open seat")
}

// start fills the open seats with computer players and starts the game.
func (t *table) start(c *conn) error {
	if t.started {
		return errors.New("the game has started")
	}
	if c.key != t.hostKey {
		return errors.New("only the table's host starts the game")
	}
	bot := t.spec.bot
	if bot == "" {
		bot = t.spec.kind.bots()[0]
	}
	filled := 0
	for i := range t.seats {
		if s := &t.seats[i]; s.person && s.key == "" {
			*s = seat{bot: bot}
			filled++
		}
	}
	if filled > 0 {
		t.nameComputers()
		t.notice("computer players take the %d open seat(s)", filled)
	}
	var err error
	switch t.spec.kind {
	case camelGame:
		t.g, err = newCamel(t)
	case elephantGame:
		t.g, err = newElephant(t)
	default:
		t.g, err = newHoldem(t)
	}
	if err != nil {
		return err
	}
	t.started = true
	t.notice("%s started the game", c.name)
	t.step()
	return nil
}

// step moves the game on as far as it goes without a person: it sends a
// computer move or the next hand on its way, or finishes the game.
func (t *table) step() {
	if !t.started || t.finished || t.pending {
		return
	}
	if t.g.over() {
		t.finish("")
		return
	}
	if t.g.between() {
		t.later(t.h.cfg.Pause, t.g.next)
		return
	}
	s := t.g.toAct()
	if s >= 0 && t.seats[s].computer() {
		bot := t.seats[s].bot
		t.later(t.h.cfg.BotDelay, func() {
			if t.g.toAct() == s {
				t.g.actComputer(s, bot)
			}
		})
	}
}

// later runs f after d under the hub's lock, then steps on.
func (t *table) later(d time.Duration, f func()) {
	t.pending = true
	time.AfterFunc(d, func() {
		t.h.mu.Lock()
		defer t.h.mu.Unlock()
		defer t.h.wakeAll()
		t.pending = false
		if t.finished {
			return
		}
		// A computer player's panic ends this game, not the server.
		defer func() {
			if r := recover(); r != nil {
				t.finish(fmt.Sprintf("the game broke down (%v)", r))
			}
		}()
		f()
		t.step()
	})
}

// finish ends the game; reason, if any, says why it ended early.
func (t *table) finish(reason string) {
	if t.finished {
		return
	}
	t.finished = true
	t.g.end()
	if reason != "" {
		t.notice("The game has ended: %s.", reason)
	}
	if t.g.over() {
		t.notice("%s", t.g.result(t.names()))
	}
	if !t.watched() {
		t.h.drop(t)
	}
}

func (t *table) watched() bool {
	for _, s := range t.seats {
		if s.conn != nil {
			return true
		}
	}
	return false
}

// keptSeat is the seat of the player of key at a running game, kept while
// they were away or still held by another connection of theirs; -1 if
// none.
func (t *table) keptSeat(key string) int {
	if !t.started || t.finished {
		return -1
	}
	for i := range t.seats {
		if s := &t.seats[i]; s.person && !s.takenOver && s.key == key && (s.kept() || s.conn != nil) {
			return i
		}
	}
	return -1
}

// sitBack gives a player who came back their seat, closing the connection
// that held it, if any.
func (t *table) sitBack(c *conn, i int) {
	s := &t.seats[i]
	if old := s.conn; old != nil {
		old.t, old.seat = nil, -1
		old.bye = "parlor: you connected again from elsewhere; this connection is closed."
	}
	s.conn, s.dropped = c, time.Time{}
	c.t, c.seat, c.name, c.named = t, i, s.name, true
	t.notice("%s is back", s.name)
	t.step()
}

// leave takes c from the table: dropped when their connection ended,
// otherwise they chose to go.
func (t *table) leave(c *conn, dropped bool) {
	i := c.seat
	s := &t.seats[i]
	c.t, c.seat = nil, -1
	switch {
	case !t.started:
		if c.key == t.hostKey {
			t.close(c.name)
			return
		}
		*s = seat{person: true}
		t.notice("%s left", c.name)
	case t.finished:
		s.conn = nil
		if !t.watched() {
			t.h.drop(t)
		}
		return
	case dropped:
		s.conn, s.dropped = nil, time.Now()
		t.notice("%s dropped: their seat is kept for %v", s.name, t.h.cfg.SeatHold)
		since := s.dropped
		time.AfterFunc(t.h.cfg.SeatHold, func() {
			t.h.mu.Lock()
			defer t.h.mu.Unlock()
			if s := &t.seats[i]; s.kept() && s.dropped.Equal(since) && !t.finished {
				t.takeOver(i, "did not come back")
				t.h.wakeAll()
			}
		})
	default:
		s.conn = nil
		t.takeOver(i, "left")
	}
	t.checkPeople()
}

// takeOver gives a person's seat to a computer player.
func (t *table) takeOver(i int, why string) {
	s := &t.seats[i]
	s.takenOver, s.bot, s.dropped = true, t.spec.kind.bots()[0], time.Time{}
	t.notice("%s %s: a computer player (%s) takes their seat", s.name, why, s.bot)
	t.checkPeople()
	t.step()
}

// checkPeople ends a running game when no person is left in it, neither
// connected nor awaited.
func (t *table) checkPeople() {
	if !t.started || t.finished {
		return
	}
	for i := range t.seats {
		if s := &t.seats[i]; s.person && !s.takenOver && (s.conn != nil || s.kept()) {
			return
		}
	}
	t.finish("every player has left")
}

// close closes a table that has not started: its host left.
func (t *table) close(host string) {
	for i := range t.seats {
		if c := t.seats[i].conn; c != nil {
			c.t, c.seat = nil, -1
			c.news = host + " left, and the table closed"
		}
	}
	t.h.drop(t)
}

// row is the table's line in the lobby.
func (t *table) row() lobbyRow {
	r := lobbyRow{id: t.id, game: t.spec.kind.String()}
	open, people := 0, 0
	for _, s := range t.seats {
		if s.person {
			people++
			if s.key == "" {
				open++
			}
		}
		if s.person && s.key == t.hostKey {
			r.host = s.name
		}
	}
	r.seats = fmt.Sprintf("%d people, %d computers", people, len(t.seats)-people)
	switch {
	case t.finished:
		r.state = "over"
	case t.started:
		r.state = "playing"
	case open > 0:
		r.state = fmt.Sprintf("%d open seat(s)", open) // the tests wait for "open seat(s)"
	default:
		r.state = "full: not started"
	}
	return r
}

// tableView is one player's view of their table.
type tableView struct {
	id       int
	kind     gameKind
	title    string
	host     bool
	started  bool
	finished bool
	seats    []string // the waiting room's list
	body     string   // the game, drawn from this seat's view
	log      []string // what happened, as this seat may know it
	prompt   string   // what the player may do now
	myTurn   bool
	waiting  string // whom the game waits for, when not this player
	counting bool   // waiting shows a countdown: look again every second
	notices  []string
}

func (t *table) view(c *conn, k *kit.Context) tableView {
	v := tableView{
		id: t.id, kind: t.spec.kind, host: c.key == t.hostKey,
		started: t.started, finished: t.finished,
		title: fmt.Sprintf("Table %d · %s", t.id, t.spec.kind),
	}
	n := min(len(t.notices), 4)
	v.notices = append(v.notices, t.notices[len(t.notices)-n:]...)
	for i, s := range t.seats {
		line := fmt.Sprintf("%d. ", i+1)
		switch {
		case s.person && s.key == "":
			line += "— open seat —"
		case s.person:
			line += s.name
			if s.key == t.hostKey {
				line += " (host)"
			}
			if i == c.seat {
				line += " (you)"
			}
		default:
			line += s.name + " (computer)"
		}
		v.seats = append(v.seats, line)
	}
	if !t.started {
		return v
	}
	v.body, v.log = t.g.view(c.seat, t.names(), k)
	v.log = slices.Clone(v.log) // the model reads it outside the lock
	if t.finished {
		return v
	}
	if t.g.between() {
		v.waiting = "The next " + map[gameKind]string{elephantGame: "round", holdemGame: "hand"}[t.spec.kind] + " starts in a moment"
	}
	if s := t.g.toAct(); s >= 0 {
		if s == c.seat {
			v.myTurn = true
			v.prompt = t.g.prompt(c.seat)
		} else {
			seat := &t.seats[s]
			switch {
			case seat.kept():
				left := t.h.cfg.SeatHold - time.Since(seat.dropped)
				v.waiting = fmt.Sprintf("Waiting for %s to come back (their seat is kept %v more)", seat.name, max(left, 0).Round(time.Second))
				v.counting = true
			case seat.computer():
				v.waiting = seat.name + " (computer) is thinking"
			default:
				v.waiting = "Waiting for " + seat.name
			}
		}
	}
	return v
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
