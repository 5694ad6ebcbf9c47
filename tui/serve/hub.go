package serve

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/tui/kit"
)

// The hub holds everything the server shares: the connections and the
// tables, each table's game. One mutex guards it all; a connection's model
// calls the hub's methods from its Update and reads back a snapshot built
// for it alone, from its own seat's view. After every change the hub wakes
// the connections, whose programs then ask for a fresh snapshot.

// refreshMsg tells a connection's model that the hub has changed.
type refreshMsg struct{}

// conn is one connected player.
type conn struct {
	key    string // the public key's fingerprint
	user   string // the ssh user name, the first name offered
	name   string
	format handhistory.Format
	ascii  bool   // cards drawn with letters
	named  bool   // picked a name in this session (or came back to a seat)
	t      *table // the table they sit at, nil in the lobby
	seat   int
	news   string // a line for this player alone, shown once
	bye    string // set when the server sends them away
	wake   chan struct{}
	done   chan struct{}
}

// pump delivers the hub's wake-ups to the connection's program, outside
// the hub's lock (Send waits for the program).
func (c *conn) pump(p *tea.Program) {
	for {
		select {
		case <-c.wake:
			p.Send(refreshMsg{})
		case <-c.done:
			return
		}
	}
}

type hub struct {
	mu      sync.Mutex
	cfg     Config
	rng     *rand.Rand
	store   *profiles
	conns   map[*conn]struct{}
	tables  []*table
	nextID  int
	closing bool
}

func newHub(cfg Config, st *profiles) *hub {
	seed := cfg.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	return &hub{cfg: cfg, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), store: st, conns: map[*conn]struct{}{}, nextID: 1}
}

// wakeAll tells every connection to look again. Called with the lock held.
func (h *hub) wakeAll() {
	for c := range h.conns {
		select {
		case c.wake <- struct{}{}:
		default: // a wake-up is already on its way
		}
	}
}

var errClosing = errors.New("the server is shutting down")

// connect registers a new connection. A player who dropped from a running
// game and is still within the time their seat is kept sits down again at
// once; so does one whose old connection still holds the seat (a dead
// network link is not always noticed at once): the old one is closed.
func (h *hub) connect(key, user string) (*conn, error) {
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
	c := &conn{key: key, user: user, seat: -1, wake: make(chan struct{}, 1), done: make(chan struct{})}
	p := h.store.get(key)
	c.name, c.format, c.ascii = p.Name, h.cfg.HistoryFormat, p.ASCII
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

// disconnect is the end of a connection's session. It returns the line to
// print once the program is gone.
func (h *hub) disconnect(c *conn) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.conns, c)
	close(c.done)
	if c.t != nil {
		c.t.leave(c, true)
	}
	h.wakeAll()
	return c.bye
}

// nameTaken reports whether another player online or at a table goes by
// name (ignoring case).
func (h *hub) nameTaken(c *conn, name string) bool {
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
	return false
}

// setName gives the player a name, remembered for their key.
func (h *hub) setName(c *conn, name string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	name, err := cleanName(name)
	if err != nil {
		return err
	}
	if h.nameTaken(c, name) {
		return fmt.Errorf("%s is taken: pick another name", name)
	}
	c.name, c.named = name, true
	h.remember(c)
	h.wakeAll()
	return nil
}

// setFormat sets the player's hand-history format.
func (h *hub) setFormat(c *conn, f handhistory.Format) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c.format = f
	h.remember(c)
}

// setCards sets how the player's cards are drawn.
func (h *hub) setCards(c *conn, ascii bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	c.ascii = ascii
	h.remember(c)
}

// remember saves the player's profile; a failure is the player's news, and
// the game goes on.
func (h *hub) remember(c *conn) {
	if err := h.store.set(c.key, profile{Name: c.name, Format: c.format.String(), ASCII: c.ascii}); err != nil {
		c.news = "Your name is not saved: " + err.Error()
	}
}

func (h *hub) table(id int) *table {
	for _, t := range h.tables {
		if t.id == id {
			return t
		}
	}
	return nil
}

// create opens a table set up as spec says, with c in its first seat.
func (h *hub) create(c *conn, spec tableSpec) error {
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

// join seats c at an open seat of table id.
func (h *hub) join(c *conn, id int) error {
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
	h.wakeAll()
	return nil
}

// start starts the game of c's table; only its host may.
func (h *hub) start(c *conn) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.t == nil {
		return errors.New("you sit at no table")
	}
	if err := c.t.start(c); err != nil {
		return err
	}
	h.wakeAll()
	return nil
}

// leave takes c from their table back to the lobby.
func (h *hub) leave(c *conn) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if c.t != nil {
		c.t.leave(c, false)
	}
	h.wakeAll()
}

// act performs a player's action in their game.
func (h *hub) act(c *conn, a any) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := c.t
	if t == nil || !t.started || t.finished {
		return errors.New("no game is running at your table")
	}
	if err := t.g.act(c.seat, a); err != nil {
		return err
	}
	t.step()
	h.wakeAll()
	return nil
}

// drop removes a finished table that no one looks at any more.
func (h *hub) drop(t *table) {
	h.tables = slices.DeleteFunc(h.tables, func(o *table) bool { return o == t })
}

// shutdown ends every game and sends every player away.
func (h *hub) shutdown() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.closing = true
	for _, t := range slices.Clone(h.tables) { // finish may drop a table from the list
		if t.started && !t.finished {
			t.finish("the server is shutting down")
		}
	}
	for c := range h.conns {
		c.bye = "parlor: the server is shutting down. Thanks for playing!"
	}
	h.wakeAll()
}

// online is the number of connections.
func (h *hub) online() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.conns)
}

// lobbyRow is one table in the lobby's list.
type lobbyRow struct {
	id    int
	game  string
	host  string
	seats string
	state string
}

// snapshot is what one connection's screen shows, built for it alone.
type snapshot struct {
	name   string
	named  bool
	format handhistory.Format
	news   string
	bye    string
	lobby  []lobbyRow
	table  *tableView
}

// snapshot builds c's view of the hub. The game's part is drawn from c's
// seat view only, with c's styles.
func (h *hub) snapshot(c *conn, k *kit.Context) snapshot {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := snapshot{name: c.name, named: c.named, format: c.format, news: c.news, bye: c.bye}
	c.news = ""
	for _, t := range h.tables {
		s.lobby = append(s.lobby, t.row())
	}
	if c.t != nil {
		v := c.t.view(c, k)
		s.table = &v
	}
	return s
}
