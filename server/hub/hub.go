package hub

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"parlor/handhistory"
	"parlor/internal/fsx"
	"parlor/internal/thousands"
	"parlor/save"
)

// The hub holds everything the server shares: the connections and the
// tables, each table's game. One mutex guards it all; a connection's model
// calls the hub's methods from its Update and reads back a snapshot built
// for it alone, from its own seat's view. After every change the hub wakes
// the connections, whose programs then ask for a fresh snapshot.

// Conn is one connected player.
type Conn struct {
	key    string // the public key's fingerprint
	user   string // the ssh user name, the first name offered
	name   string
	format handhistory.Format
	ascii  bool   // cards drawn with letters
	bell   bool   // the terminal rings at their turn
	named  bool   // picked a name in this session (or came back to a seat)
	t      *table // the table they sit at, nil in the lobby
	watch  *table // the table they watch, nil if none (never while at one)
	seat   int
	news   string          // a line for this player alone, shown once
	said   []time.Time     // when they last said a line in chat, at most chatBurst
	muted  map[string]bool // the keys whose chat they do not see
	bye    string          // set when the server sends them away
	wake   chan struct{}
	done   chan struct{}
}

// User is the ssh user name the player connected with.
func (c *Conn) User() string { return c.user }

// ASCII reports whether the player's cards are drawn with letters.
func (c *Conn) ASCII() bool { return c.ascii }

// Bell reports whether the player's terminal rings at their turn.
func (c *Conn) Bell() bool { return c.bell }

// Wakes receives when the hub has changed since the connection last
// looked (one wake-up waits at most; the hub never blocks on it).
func (c *Conn) Wakes() <-chan struct{} { return c.wake }

// Done is closed when the connection's session has ended.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Hub is what the connections share: the players online and the tables.
type Hub struct {
	mu      sync.Mutex
	cfg     Config
	rng     *rand.Rand
	store   *profiles
	conns   map[*Conn]struct{}
	tables  []*table
	nextID  int
	version uint64 // counts the changes, so that a model knows its snapshot is stale
	closing bool
	saves   *save.Store    // nil when the server saves no game
	writes  sync.WaitGroup // saves being written
}

// New checks that the hub's folders can be written, opens the players'
// names in cfg.DataDir and brings back the tables saved by the last run.
// A folder that cannot be written is an error, named with its path: the
// players would lose their names, hands or games without knowing it.
func New(cfg Config) (*Hub, error) {
	for _, d := range []struct{ what, dir, elsewhere string }{
		{"the data folder (the host key, the players' names)", cfg.DataDir, "XDG_DATA_HOME"},
		{"the folder of the saved games", cfg.SaveDir, "XDG_STATE_HOME"},
		{"the folder of the hand histories", cfg.HistoryDir, "--history-dir"},
	} {
		if d.dir == "" {
			continue
		}
		if err := fsx.CheckWritable(d.dir, 0o700); err != nil {
			return nil, fmt.Errorf("%s %s cannot be written (%w): make it writable, or choose another with %s", d.what, d.dir, err, d.elsewhere)
		}
	}
	st, err := openProfiles(filepath.Join(cfg.DataDir, "players.json"))
	if err != nil {
		return nil, err
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	h := &Hub{cfg: cfg, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), store: st, conns: map[*Conn]struct{}{}, nextID: 1}
	st.failed = h.namesFailed
	if cfg.SaveDir != "" {
		if h.saves, err = save.Open(cfg.SaveDir); err != nil {
			return nil, err
		}
		h.mu.Lock()
		h.resumeAll()
		h.mu.Unlock()
	}
	return h, nil
}

// namesFailed is a write of the players' names that failed: the log says
// why, the players whose changes it held are told.
func (h *Hub) namesFailed(keys []string, err error) {
	h.cfg.Logf("%v", err)
	h.mu.Lock()
	defer h.mu.Unlock()
	for c := range h.conns {
		if slices.Contains(keys, c.key) {
			c.news = "! Your name and choices could not be saved on the server (the host's log says why)"
		}
	}
	h.wakeAll()
}

// wakeAll tells every connection to look again. Called with the lock held.
func (h *Hub) wakeAll() {
	h.version++
	for c := range h.conns {
		select {
		case c.wake <- struct{}{}:
		default: // a wake-up is already on its way
		}
	}
}

var errClosing = errors.New("the server is shutting down")

// Connect registers a new connection. A player who dropped from a running
// game and is still within the time their seat is kept sits down again at
// once; so does one whose old connection still holds the seat (a dead
// network link is not always noticed at once): the old one is closed.
func (h *Hub) Connect(key, user string) (*Conn, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closing {
		return nil, errClosing
	}
	var back *table // where a seat waits for this key
	for _, t := range h.tables {
		if t.keptSeat(key) >= 0 {
			back = t
			break
		}
	}
	if len(h.conns) >= h.cfg.MaxPlayers && back == nil {
		return nil, fmt.Errorf("the server is full (%d players): try again later", h.cfg.MaxPlayers)
	}
	c := &Conn{key: key, user: user, seat: -1, wake: make(chan struct{}, 1), done: make(chan struct{})}
	p := h.store.get(key)
	c.name, c.format, c.ascii, c.bell = p.Name, h.cfg.HistoryFormat, p.ASCII, p.Bell
	if f, err := handhistory.ParseFormat(p.Format); err == nil && p.Format != "" {
		c.format = f
	}
	h.conns[c] = struct{}{}
	if back != nil {
		back.sitBack(c, back.keptSeat(key))
	}
	h.wakeAll()
	return c, nil
}

// Disconnect is the end of a connection's session. It returns the line to
// print once the program is gone.
func (h *Hub) Disconnect(c *Conn) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.conns, c)
	close(c.done)
	c.watch = nil
	if c.t != nil {
		c.t.leave(c, true)
	}
	h.wakeAll()
	return c.bye
}

// nameTaken reports whether another player goes by name (ignoring case):
// one online or at a table, or one whose key took it before.
func (h *Hub) nameTaken(c *Conn, name string) bool {
	for o := range h.conns {
		if o != c && o.key != c.key && o.named && strings.EqualFold(o.name, name) {
			return true
		}
	}
	for _, t := range h.tables {
		for _, s := range t.seats {
			if s.person && s.key != c.key && s.key != "" && strings.EqualFold(s.name, name) {
				return true
			}
		}
	}
	// A name belongs to the key that took it first, online or not.
	owner := h.store.owner(name, c.key)
	return owner != "" && owner != c.key
}

// SetName gives the player a name, remembered for their key.
func (h *Hub) SetName(c *Conn, name string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	name, err := CleanName(name)
	if err != nil {
		return err
	}
	if h.nameTaken(c, name) {
		return fmt.Errorf("%s is taken: pick another name", name)
	}
	if !strings.EqualFold(c.name, name) || !c.named {
		h.cfg.Logf("key %s goes by %s", c.key, name)
	}
	c.name, c.named = name, true
	h.remember(c)
	h.wakeAll()
	return nil
}

// SetFormat sets the player's hand-history format.
func (h *Hub) SetFormat(c *Conn, f handhistory.Format) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c.format = f
	h.remember(c)
	h.version++
}

// SetCards sets how the player's cards are drawn.
func (h *Hub) SetCards(c *Conn, ascii bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c.ascii = ascii
	h.remember(c)
	h.version++
}

// HistoryDir is the folder of c's hand histories on the server, under
// their name and key: the files the lobby lets them browse.
func (h *Hub) HistoryDir(c *Conn) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return filepath.Join(h.cfg.HistoryDir, dirName(c.name, c.key))
}

// SetBell sets whether the player's terminal rings at their turn.
func (h *Hub) SetBell(c *Conn, on bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c.bell = on
	h.remember(c)
	h.version++
}

// remember saves the player's profile, a moment later (a failure is told
// by namesFailed).
func (h *Hub) remember(c *Conn) {
	h.store.set(c.key, profile{Name: c.name, Format: c.format.String(), ASCII: c.ascii, Bell: c.bell})
}

func (h *Hub) table(id int) *table {
	for _, t := range h.tables {
		if t.id == id {
			return t
		}
	}
	return nil
}

// Create opens a table set up as spec says, with c in its first seat.
func (h *Hub) Create(c *Conn, spec TableSpec) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closing {
		return errClosing
	}
	if c.t != nil {
		return errors.New("you already sit at a table")
	}
	t, err := newTable(h, h.nextID, c, spec)
	if err != nil {
		return err
	}
	h.nextID++
	h.tables = append(h.tables, t)
	h.wakeAll()
	return nil
}

// Rematch opens a new table set up as c's finished one was, c its host,
// and seats there the people still at the old one; the host starts it as
// any table. The people who left, and computers, leave open seats.
func (h *Hub) Rematch(c *Conn) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	old := c.t
	switch {
	case h.closing:
		return errClosing
	case old == nil || !old.finished:
		return errors.New("a rematch follows a game that is over")
	}
	spec := old.spec
	var others []*Conn
	people := 0
	for _, s := range old.seats {
		if s.person {
			people++
		}
		if s.person && s.conn != nil && s.conn != c {
			others = append(others, s.conn)
		}
	}
	spec.People, spec.Computers = people, len(old.seats)-people
	if spec.Computers > 0 && spec.Bot == "" {
		spec.Bot = spec.Kind.Bots()[0]
	}
	old.leave(c, false)
	t, err := newTable(h, h.nextID, c, spec)
	if err != nil {
		return err
	}
	h.nextID++
	h.tables = append(h.tables, t)
	t.notice("a rematch of table %d", old.id)
	for _, o := range others {
		old.leave(o, false)
		if err := t.join(o); err != nil {
			o.news = "! " + err.Error()
		}
	}
	h.wakeAll()
	return nil
}

// Join seats c at table id: at an open seat, or at the seat their key
// holds there, taken over from their other connection.
func (h *Hub) Join(c *Conn, id int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := h.table(id)
	if t == nil {
		return errors.New("that table has closed")
	}
	if c.t != nil {
		return errors.New("you already sit at a table")
	}
	if err := t.join(c); err != nil {
		return err
	}
	c.watch = nil
	h.wakeAll()
	return nil
}

// Watch lets c watch the game at table id, from no seat: the hands of
// Hold'em once they have ended, Camel Up without the secret bets.
func (h *Hub) Watch(c *Conn, id int) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := h.table(id)
	switch {
	case t == nil:
		return errors.New("that table has closed")
	case c.t != nil:
		return errors.New("you already sit at a table")
	case !t.started:
		return errors.New("that game has not started: enter takes a seat")
	}
	c.watch = t
	h.wakeAll()
	return nil
}

// watchers is the number of connections watching t.
func (h *Hub) watchers(t *table) int {
	n := 0
	for c := range h.conns {
		if c.watch == t {
			n++
		}
	}
	return n
}

// Start starts the game of c's table; only its host may.
func (h *Hub) Start(c *Conn) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closing {
		return errClosing
	}
	if c.t == nil {
		return errors.New("you sit at no table")
	}
	if err := c.t.start(c); err != nil {
		return err
	}
	h.wakeAll()
	return nil
}

// Leave takes c from their table back to the lobby.
func (h *Hub) Leave(c *Conn) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c.watch = nil
	if t := c.t; t != nil {
		running := t.started && !t.finished
		t.leave(c, false)
		if running && !t.finished {
			c.news = fmt.Sprintf("A computer player plays your seat at table %d: enter on the table within %s takes it back", t.id, thousands.Duration(h.cfg.SeatHold))
		}
	}
	h.wakeAll()
}

// GoOn tells the table of c that they are ready for the next hand or
// round: once every person at it is, it starts without waiting out the
// pause.
func (h *Hub) GoOn(c *Conn) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.t != nil {
		c.t.goOn(c.seat)
		h.wakeAll()
	}
}

// Act performs a player's action in their game.
func (h *Hub) Act(c *Conn, a Action) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := c.t
	if t == nil || !t.started || t.finished {
		return errors.New("no game is running at your table")
	}
	if err := t.g.act(c.seat, a); err != nil {
		return err
	}
	t.charge(c.seat)
	t.step()
	h.wakeAll()
	return nil
}

// drop removes a finished table that no one looks at any more.
func (h *Hub) drop(t *table) {
	for c := range h.conns {
		if c.watch == t {
			c.watch, c.news = nil, fmt.Sprintf("Table %d has closed", t.id)
		}
	}
	h.tables = slices.DeleteFunc(h.tables, func(o *table) bool { return o == t })
}

// Shutdown stops every game and sends every player away. A game in play
// is saved (a Hold'em hand in play too: it resumes at the decision it
// stood at); once the saves are written, each player is told whether
// their game resumes, as it went: saved, saved before its latest moves, or
// not at all. The players' names are written too.
func (h *Hub) Shutdown() {
	h.mu.Lock()
	h.closing = true
	var stopped []*table
	for _, t := range slices.Clone(h.tables) { // finish may drop a table from the list
		if t.started && !t.finished {
			stopped = append(stopped, t)
			if t.slot != nil {
				t.stopSaved()
			} else {
				t.finish("the server is shutting down")
			}
		}
	}
	h.mu.Unlock()
	h.writes.Wait()
	if err := h.store.flush(); err != nil {
		h.cfg.Logf("%v", err)
	}

	h.mu.Lock()
	bye := map[*table]string{}
	for _, t := range stopped {
		switch {
		case t.slot == nil:
			continue
		case t.saveErr == nil && t.onDisk:
			bye[t] = "The game is saved; it resumes when the server is back: connect again with the same key."
		case t.onDisk:
			bye[t] = "The game's last save failed (the host's log says why): it resumes from the save before, without the latest moves, when the server is back."
		default:
			bye[t] = "The game could not be saved (the host's log says why): it does not resume."
		}
		t.notice("%s", bye[t])
	}
	for c := range h.conns {
		c.bye = "parlor: the server is shutting down. Thanks for playing!"
		if b, ok := bye[c.t]; ok {
			c.bye = "parlor: the server is shutting down. " + b
		}
	}
	h.wakeAll()
	h.mu.Unlock()
	// The last saves are written: the games are let go, for the next
	// server to resume (the end of the process would do it too).
	for _, t := range stopped {
		if t.slot != nil {
			t.slot.Close()
		}
	}
}

// Online is the number of connections.
func (h *Hub) Online() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.conns)
}

// LobbyRow is one table in the lobby's list.
type LobbyRow struct {
	ID    int
	Game  string
	Host  string
	Seats string
	State string
}

// Snapshot is what one connection's screen shows, built for it alone.
type Snapshot struct {
	Name   string
	Named  bool
	Format handhistory.Format
	News   string
	Bye    string
	Lobby  []LobbyRow
	Table  *TableView

	version uint64
}

// Changed reports whether the hub has changed since s was taken: a model
// takes a new snapshot only then.
func (h *Hub) Changed(s Snapshot) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.version != s.version
}

// Snapshot builds c's view of the hub. The game's part comes from c's
// seat's view only.
func (h *Hub) Snapshot(c *Conn) Snapshot {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := Snapshot{Name: c.name, Named: c.named, Format: c.format, News: c.news, Bye: c.bye, version: h.version}
	c.news = ""
	for _, t := range h.tables {
		s.Lobby = append(s.Lobby, t.row())
	}
	switch {
	case c.t != nil:
		v := c.t.view(c)
		s.Table = &v
	case c.watch != nil:
		v := c.watch.view(c)
		s.Table = &v
	}
	return s
}

// KnownName is the name remembered for key, "" if none: for the log.
func (h *Hub) KnownName(key string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.store.get(key).Name
}

// SendAway ends c's session with why (a player's idle time, their
// connection's longest time), saying whether their seat is kept.
func (h *Hub) SendAway(c *Conn, why string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.bye != "" {
		return
	}
	h.version++
	c.bye = "parlor: " + why + "."
	if t := c.t; t != nil && t.started && !t.finished {
		c.bye += fmt.Sprintf(" Your seat is kept for %s: connect again with the same key to take it back.", thousands.Duration(h.cfg.SeatHold))
	} else {
		c.bye += " Connect again to play on."
	}
	select {
	case c.wake <- struct{}{}:
	default:
	}
}
