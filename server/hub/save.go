package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"parlor/internal/thousands"
	"parlor/save"
)

// Every game in play is saved after each turn (Camel Up, White Elephant)
// or hand (Hold'em) with save, in the server's own store, so that the
// tables come back when the server starts again. A save holds the engine's
// state and, as its Extra, the table's notes: the setup, the seats (a
// person's by key fingerprint and name), the news and the table's source.

// tableNotes is what a table's save keeps besides the game.
type tableNotes struct {
	Spec    TableSpec
	Host    string // the host's key fingerprint
	Seats   []savedSeat
	Notices []string
	Source  []byte // the table's own random source
	Game    gameNotes
}

type savedSeat struct {
	Name      string
	Person    bool
	Key       string `json:",omitempty"`
	Bot       string `json:",omitempty"`
	TakenOver bool   `json:",omitempty"`
}

// gameNotes is what a game keeps besides its engine's state.
type gameNotes struct {
	Moves  int      `json:",omitempty"`
	Rounds []string `json:",omitempty"` // White Elephant's rounds played
	// White Elephant: the presents taken home in each round played, by
	// seat (a save from before it has none: its standings count the
	// rounds from the restart on).
	Took      [][]float64    `json:",omitempty"`
	Histories []savedHistory `json:",omitempty"` // Hold'em: each person's hand history
	// Camel Up: the memory of each computer player that took a person's
	// seat, by seat (null for one that remembers nothing).
	Takers map[int]json.RawMessage `json:",omitempty"`
}

// summarised is a saved game with a line of the server's own for it.
type summarised struct {
	save.Game
	line string
}

func (s summarised) Summary() string { return s.line }

// saveSeats are the table's seats as the game drivers know them.
func (t *table) saveSeats() []save.Seat {
	seats := make([]save.Seat, len(t.seats))
	for i, s := range t.seats {
		seats[i].Name = s.name
		if !s.person {
			seats[i].Bot = s.bot
		}
	}
	return seats
}

// save takes the game's save and writes it off the hub's lock. A save that
// fails is logged with its reason, and the table is told (once, until a
// save succeeds again); the game goes on, and the last save stands.
func (t *table) save() {
	if t.slot == nil || t.g.over() {
		return
	}
	notes, err := json.Marshal(t.notes())
	if err != nil {
		t.saveTaken(err)
		return
	}
	g := t.g.saved(notes)
	if g == nil {
		return
	}
	p, err := t.slot.Take(g)
	if err != nil {
		t.saveTaken(err)
		return
	}
	t.saves++
	n := t.saves
	t.h.writes.Add(1)
	go func() {
		defer t.h.writes.Done()
		err := p.Write()
		t.h.mu.Lock()
		defer t.h.mu.Unlock()
		t.saveDone(n, err)
	}()
}

// saveTaken is a save that failed before its write.
func (t *table) saveTaken(err error) {
	t.saves++
	t.saveDone(t.saves, err)
}

// saveDone is the end of save n's write, err its failure. Writes may end
// out of order: only the newest says whether saves fail now, but any that
// went through is on disk.
func (t *table) saveDone(n int, err error) {
	if err == nil {
		t.onDisk = true
	}
	if n <= t.done {
		return
	}
	t.done = n
	was := t.saveErr
	t.saveErr = err
	switch {
	case err != nil:
		t.h.cfg.Logf("table %d: the game is not saved: %v", t.id, err)
		if was == nil && !t.h.closing {
			t.notice("! The game could not be saved just now (the host's log says why). It goes on; %s", t.ifStopped())
			t.h.wakeAll()
		}
	case was != nil && !t.h.closing:
		t.notice("The game is saved again.")
		t.h.wakeAll()
	}
}

// ifStopped says what a stop of the server would do to the game now.
func (t *table) ifStopped() string {
	switch {
	case t.saveErr == nil && t.onDisk:
		return "it resumes when the server is back."
	case t.onDisk:
		return "should the server stop, it would resume from its last save, before the latest moves."
	default:
		return "should the server stop, it would not resume."
	}
}

func (t *table) notes() tableNotes {
	n := tableNotes{Spec: t.spec, Host: t.hostKey, Notices: t.notices, Game: t.g.progress()}
	n.Source, _ = t.src.MarshalBinary() // a PCG's never fails
	for _, s := range t.seats {
		n.Seats = append(n.Seats, savedSeat{Name: s.name, Person: s.person, Key: s.key, Bot: s.bot, TakenOver: s.takenOver})
	}
	return n
}

// resumeAll brings back the tables saved by the server's last run, their
// people away: each gets their seat back by connecting with the same key
// within the seat-keeping time, from now. A save that cannot be resumed
// (damaged, from another version) is logged with its reason and skipped;
// its file is kept for inspection; so is one another server on the same
// directory has open (save.ErrInUse), which that one goes on playing.
func (h *Hub) resumeAll() {
	entries, err := h.saves.List()
	if err != nil {
		h.cfg.Logf("no saved game resumes: %v", err)
		return
	}
	for _, e := range entries {
		if e.Err != nil {
			h.cfg.Logf("saved game %s skipped (the file is kept in %s): %v", e.Name, h.saves.Dir(), e.Err)
			continue
		}
		t, err := h.resumeTable(e)
		if err != nil {
			switch {
			case errors.Is(err, errNoPerson):
				h.cfg.Logf("saved game %s removed: %v", e.Name, err)
			case errors.Is(err, save.ErrInUse):
				h.cfg.Logf("saved game %s skipped: %v: is another parlor serve running on %s?", e.Name, save.ErrInUse, h.saves.Dir())
			default:
				h.cfg.Logf("saved game %s skipped (the file is kept in %s): %v", e.Name, h.saves.Dir(), err)
			}
			continue
		}
		h.nextID++
		h.tables = append(h.tables, t)
		h.cfg.Logf("table %d resumed from %s: %s", t.id, e.Name, e.Summary)
		t.step()
	}
}

var (
	errNotServed = errors.New("not a game of parlor serve")
	errNoPerson  = errors.New("no person is left in its game")
)

// resumeTable brings back the table of save e. Its slot is taken first:
// a game another server on the same directory has open is refused
// (save.ErrInUse) before it is read.
func (h *Hub) resumeTable(e save.Entry) (_ *table, err error) {
	slot, err := h.saves.Slot(e)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			slot.Close()
		}
	}()
	env, err := h.saves.Load(e.Name)
	if err != nil {
		return nil, err
	}
	g, err := save.Resume(env)
	if err != nil {
		return nil, err
	}
	sg, ok := served[GameKind(env.Kind)]
	if !ok {
		return nil, fmt.Errorf("%w: no table plays %s", errNotServed, env.Kind)
	}
	extra, players, resume := sg.reopen(g)
	var n tableNotes
	if err := json.Unmarshal(extra, &n); err != nil || len(extra) == 0 {
		return nil, fmt.Errorf("%w: %v", errNotServed, err)
	}
	if err := n.Spec.Check(); err != nil || n.Spec.Kind.saveKind() != env.Kind || len(n.Seats) != players {
		return nil, fmt.Errorf("%w: its table does not fit its game", errNotServed)
	}
	src := &rand.PCG{}
	if err := src.UnmarshalBinary(n.Source); err != nil {
		return nil, fmt.Errorf("%w: %v", errNotServed, err)
	}
	t := &table{h: h, id: h.nextID, spec: n.Spec, hostKey: n.Host, src: src, rng: rand.New(src),
		slot: slot, started: true, notices: n.Notices, onDisk: true}
	for _, s := range n.Seats {
		t.seats = append(t.seats, seat{name: s.Name, person: s.Person, key: s.Key, bot: s.Bot, takenOver: s.TakenOver})
	}
	t.g = resume(t, n.Game)
	var away []string
	for i := range t.seats {
		if s := &t.seats[i]; s.person && !s.takenOver {
			t.hold(i)
			away = append(away, s.name)
		}
	}
	if len(away) == 0 { // a game over for good, kept by a crash
		if err := t.slot.Remove(); err != nil {
			return nil, err
		}
		return nil, errNoPerson
	}
	t.notice("The server is back: the game resumes, waiting for %s (their seats are kept for %s)", thousands.JoinAnd(away), thousands.Duration(t.h.cfg.SeatHold))
	return t, nil
}

// stopSaved stops the game for the server's shutdown, saving it to resume;
// the players are told how it went once the writes are done (Shutdown).
func (t *table) stopSaved() {
	t.save()
	t.finish("the server is shutting down")
}
