package hub

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"time"

	"parlor/internal/thousands"
	"parlor/save"
)

type table struct {
	h        *Hub
	id       int
	spec     TableSpec
	hostKey  string
	seats    []seat
	g        game
	src      *rand.PCG // the table's own source: the game's, then those of computer players that take a seat
	rng      *rand.Rand
	slot     *save.Slot // the game's save, nil when the server saves none
	started  bool
	finished bool
	pending  bool // a computer move or the next hand is on its way
	notices  []string
	chat     []chatLine
	// The saves: taken so far, the newest whose write has ended and its
	// error, and whether a save of the game is on disk (one written, or
	// the one it resumed from).
	saves, done int
	saveErr     error
	onDisk      bool
	// The clock of a person's decision (a timed game), and each seat's
	// time bank for the level banked.
	clock  turnClock
	banks  []time.Duration
	banked int
	// The pause between hands: its timer, since when, and the seats whose
	// people pressed a key to go on (all of them: the next starts).
	pause     *time.Timer
	pauseFrom time.Time
	pauses    int // the pauses begun: the first, before the first hand, is short
	pauseLen  time.Duration
	ready     map[int]bool
}

// turnClock is a person's decision against the clock: whose, which, and
// since when; the zero start when none runs.
type turnClock struct {
	seat, decision int
	start          time.Time
}

func newTable(h *Hub, id int, c *Conn, spec TableSpec) (*table, error) {
	if err := spec.Check(); err != nil {
		return nil, err
	}
	src := rand.NewPCG(h.rng.Uint64(), h.rng.Uint64())
	t := &table{h: h, id: id, spec: spec, hostKey: c.key, src: src, rng: rand.New(src)}
	for range spec.People {
		t.seats = append(t.seats, seat{person: true})
	}
	for range spec.Computers {
		t.seats = append(t.seats, seat{bot: spec.Bot})
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

// join seats c at the table: at an open seat, or at the seat their key
// holds, which they take over from their other connection (a key holds
// one seat at a table, or one person would play two hands).
func (t *table) join(c *Conn) error {
	if t.finished {
		return errors.New("that game is over")
	}
	if t.started {
		return t.takeBack(c)
	}
	for i := range t.seats {
		if s := &t.seats[i]; s.person && s.key == c.key {
			t.sitBack(c, i)
			return nil
		}
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
	return fmt.Errorf("that table has no open seat: its %d seats for people are taken", t.spec.People)
}

// takeBack gives a player who left a running game with esc their seat
// back from the computer player that took it, within the seat-keeping
// time; otherwise it says why they cannot sit down.
func (t *table) takeBack(c *Conn) error {
	for i := range t.seats {
		s := &t.seats[i]
		if s.key != c.key {
			continue
		}
		ago, ok := s.leftFor(time.Now())
		switch {
		case s.conn != nil || s.kept():
			return errors.New("your seat there is held by your other connection")
		case !ok:
			return errors.New("a computer player took your seat there for good")
		case ago >= t.h.cfg.SeatHold:
			return fmt.Errorf("a computer player took your seat there for good: you left %s ago, and a seat is kept %s", thousands.Duration(ago), thousands.Duration(t.h.cfg.SeatHold))
		}
		s.takenOver, s.bot, s.left = false, "", time.Time{}
		t.sitBack(c, i)
		return nil
	}
	return errors.New("that game has started: a seat is taken before the host starts")
}

// start fills the open seats with computer players and starts the game.
func (t *table) start(c *Conn) error {
	if t.started {
		return errors.New("the game has started")
	}
	if c.key != t.hostKey {
		return errors.New("only the table's host starts the game")
	}
	bot := t.spec.Bot
	if bot == "" {
		bot = t.spec.Kind.Bots()[0]
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
	src := rand.NewPCG(t.rng.Uint64(), t.rng.Uint64())
	g, err := served[t.spec.Kind].start(t, src)
	if err != nil {
		return err
	}
	t.g = g
	if t.h.saves != nil {
		t.slot = t.h.saves.NewSlot(t.spec.Kind.saveKind())
	}
	t.started = true
	t.notice("%s started the game", c.name)
	t.step()
	return nil
}

// step moves the game on as far as it goes without a person: it sends a
// computer move or the next hand on its way, or finishes the game.
func (t *table) step() {
	if !t.started || t.finished {
		return
	}
	t.save()
	if t.pending {
		return
	}
	if t.g.over() {
		t.finish("")
		return
	}
	if t.g.between() {
		t.ready, t.pauseFrom = map[int]bool{}, time.Now()
		d := t.pauseFor()
		t.pauses, t.pauseLen = t.pauses+1, d
		t.pause = t.later(d, func() {
			if t.g.between() {
				t.g.next()
			}
		})
		return
	}
	s := t.g.toAct()
	if s >= 0 && !t.seats[s].computer() {
		t.startClock(s)
	}
	if s >= 0 && t.seats[s].computer() {
		bot := t.seats[s].bot
		t.later(t.h.cfg.BotDelay, func() {
			if t.g.toAct() == s && t.seats[s].computer() { // not if its person took it back
				t.g.actComputer(s, bot)
			}
		})
	}
}

// pauseFor is the pause between hands or rounds: a Hold'em hand's end,
// and a game's summary between rounds, show for HandPause, when the hub
// has one.
func (t *table) pauseFor() time.Duration {
	if t.h.cfg.HandPause > 0 && (t.spec.Kind == HoldemGame && t.pauses > 0 || served[t.spec.Kind].summary) {
		return t.h.cfg.HandPause
	}
	return t.h.cfg.Pause
}

// goOn marks seat ready for the next hand or round; when every person
// connected at the table is, it starts at once.
func (t *table) goOn(seat int) {
	if !t.started || t.finished || !t.g.between() || t.pause == nil {
		return
	}
	t.ready[seat] = true
	if n, of := t.readyCount(); n < of {
		return
	}
	if t.pause.Stop() { // else it is firing, and deals anyway
		t.pause, t.pending = nil, false
		t.g.next()
		t.step()
	}
}

// readyCount is how many of the people connected at the table are ready
// to go on, and of how many.
func (t *table) readyCount() (n, of int) {
	for i, s := range t.seats {
		if s.person && !s.takenOver && s.conn != nil {
			of++
			if t.ready[i] {
				n++
			}
		}
	}
	return n, of
}

// startClock starts the clock of seat's decision, unless it runs: the turn
// time, then the seat's time bank (full again at each level), then a
// check or a fold.
func (t *table) startClock(seat int) {
	tg, ok := t.g.(timed)
	if !ok || t.h.cfg.TurnTime <= 0 {
		return
	}
	d := tg.decision()
	if t.clock.seat == seat && t.clock.decision == d && !t.clock.start.IsZero() {
		return
	}
	if lv := tg.level(); lv != t.banked || t.banks == nil {
		t.banks, t.banked = make([]time.Duration, len(t.seats)), lv
		for i := range t.banks {
			t.banks[i] = t.h.cfg.TimeBank
		}
	}
	clock := turnClock{seat: seat, decision: d, start: time.Now()}
	t.clock = clock
	time.AfterFunc(t.h.cfg.TurnTime+t.banks[seat], func() {
		t.h.mu.Lock()
		defer t.h.mu.Unlock()
		if t.finished || t.clock != clock || tg.decision() != d || t.g.toAct() != seat || t.seats[seat].computer() {
			return
		}
		t.banks[seat], t.clock = 0, turnClock{}
		defer t.h.wakeAll()
		defer func() { // a panic ends this game, not the server
			if r := recover(); r != nil {
				t.h.cfg.Logf("table %d: panic: %v\n%s", t.id, r, debug.Stack())
				t.finish("the game broke down on the server (the host's log says why)")
			}
		}()
		tg.timeOut(seat)
		t.notice("%s's time ran out: the seat checks or folds", t.seats[seat].name)
		t.step()
	})
}

// charge takes what seat's decision took beyond the turn time from its
// time bank, and stops its clock.
func (t *table) charge(seat int) {
	if t.clock.seat != seat || t.clock.start.IsZero() {
		return
	}
	if over := time.Since(t.clock.start) - t.h.cfg.TurnTime; over > 0 && seat < len(t.banks) {
		t.banks[seat] = max(t.banks[seat]-over, 0)
	}
	t.clock = turnClock{}
}

// timeLeft is what seat has left of its decision now, turn time and bank,
// and of the bank alone; false when no clock runs for it.
func (t *table) timeLeft(seat int) (all, bank time.Duration, ok bool) {
	if t.clock.seat != seat || t.clock.start.IsZero() || seat >= len(t.banks) {
		return 0, 0, false
	}
	used := time.Since(t.clock.start)
	all = max(t.h.cfg.TurnTime+t.banks[seat]-used, 0)
	return all, min(all, t.banks[seat]), true
}

// later runs f after d under the hub's lock, then steps on.
func (t *table) later(d time.Duration, f func()) *time.Timer {
	t.pending = true
	return time.AfterFunc(d, func() {
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
				t.h.cfg.Logf("table %d: panic: %v\n%s", t.id, r, debug.Stack())
				t.finish("the game broke down on the server (the host's log says why)")
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
	// A game that ends for good takes its save away; one stopped by the
	// server's shutdown keeps it, to resume.
	if t.slot != nil && !t.h.closing {
		if err := t.slot.Remove(); err != nil {
			t.h.cfg.Logf("table %d: %v", t.id, err)
		}
	}
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
		if s := &t.seats[i]; s.person && s.key == key && (!s.takenOver && (s.kept() || s.conn != nil) || s.awaited(time.Now(), t.h.cfg.SeatHold)) {
			return i
		}
	}
	return -1
}

// sitBack gives a player who came back their seat, closing the connection
// that held it, if any.
func (t *table) sitBack(c *Conn, i int) {
	s := &t.seats[i]
	if old := s.conn; old != nil {
		old.t, old.seat = nil, -1
		old.bye = "parlor: you connected again from elsewhere; this connection is closed."
	}
	if s.awaited(time.Now(), t.h.cfg.SeatHold) { // the computer gives the seat back
		s.takenOver, s.bot, s.away = false, "", time.Time{}
	}
	s.conn, s.dropped = c, time.Time{}
	c.t, c.seat, c.name, c.named = t, i, s.name, true
	t.notice("%s is back", s.name)
	t.step()
}

// leave takes c from the table: dropped when their connection ended,
// otherwise they chose to go.
func (t *table) leave(c *Conn, dropped bool) {
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
	case dropped && t.playsDropped():
		s.conn = nil
		t.takeOver(i, "dropped")
		s.away = time.Now()
		t.notice("%s gets the seat back by connecting again within %s", s.name, thousands.Duration(t.h.cfg.SeatHold))
	case dropped:
		t.hold(i)
		t.notice("%s dropped: their seat is kept for %s", s.name, thousands.Duration(t.h.cfg.SeatHold))
	default:
		s.conn = nil
		t.takeOver(i, "left")
		s.left = time.Now()
	}
	t.checkPeople()
}

// playsDropped reports whether the table's game plays a dropped person's
// seat with a computer at once.
func (t *table) playsDropped() bool {
	_, ok := t.g.(playsDropped)
	return ok
}

// hold keeps seat i for its person, away from now on, for the
// seat-keeping time; then a computer player takes it.
func (t *table) hold(i int) {
	s := &t.seats[i]
	s.conn, s.dropped = nil, time.Now()
	since := s.dropped
	time.AfterFunc(t.h.cfg.SeatHold, func() {
		t.h.mu.Lock()
		defer t.h.mu.Unlock()
		if s := &t.seats[i]; s.kept() && s.dropped.Equal(since) && !t.finished {
			t.takeOver(i, "did not come back")
			t.h.wakeAll()
		}
	})
}

// takeOver gives a person's seat to a computer player.
func (t *table) takeOver(i int, why string) {
	s := &t.seats[i]
	s.takenOver, s.bot, s.dropped, s.left, s.away = true, t.spec.Kind.Bots()[0], time.Time{}, time.Time{}, time.Time{}
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
