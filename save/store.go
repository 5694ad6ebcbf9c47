// Package save keeps the games in play on disk, so that a closed terminal,
// a dropped SSH session or a crash does not lose them: one file per game in
// $XDG_STATE_HOME/parlor, rewritten atomically after every hand (Hold'em)
// or turn (Camel Up, White Elephant), and resumed exactly from there.
//
// The Store lists, loads and removes the files; a Slot is one game's file.
// Holdem, CamelUp and Elephant hold a game with its computer players and
// random sources, and turn it into a payload and back. The package knows
// nothing of the screens: the menu, the tables and the SSH server all use
// it.
//
// A table makes its game with NewHoldem, NewCamelUp or NewElephant from the
// game's rand.PCG (the source ctx.GameRand wraps), takes store.NewSlot and
// saves at once, then after every hand or turn (slot.Save, or slot.Take on
// the update loop and Pending.Write in a command). "Quit game" and a game
// played to its end remove the slot; a game left for later closes it
// (Slot.Close), and leaving any other way keeps it. The menu lists the
// store; a save whose Entry.Err is set is shown with that reason and
// offered for removal, one whose Entry.InUse is set is open in another
// Parlor (lock.go); any other is taken with store.Slot(entry), Loaded and
// Resumed, and the table goes on with that slot.
package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"parlor/internal/fsx"
)

// Kind says which game a save holds: the game's id in parlor/game.
type Kind string

// The kinds of the games saved here.
const (
	KindHoldem   Kind = "holdem"
	KindCamelUp  Kind = "camelup"
	KindElephant Kind = "elephant"
)

// decoders rebuild a saved game from its payload, by kind. They are
// registered once, by each game's own file, before main runs; only read
// after that.
var decoders = map[Kind]func(payload []byte) (Game, error){}

// register makes the saves of kind readable: decode rebuilds a game from
// its payload, with errors that wrap ErrCorrupt. Each game registers
// itself from the file of its codec, as image formats do; a kind
// registered twice panics.
func register(kind Kind, decode func(payload []byte) (Game, error)) {
	if _, dup := decoders[kind]; dup || decode == nil {
		panic("save: Register of " + string(kind) + " twice or with no decoder")
	}
	decoders[kind] = decode
}

func (k Kind) known() bool { _, ok := decoders[k]; return ok }

// decoderOf is resume as a decoder for Register: no game with an error.
func decoderOf[G Game](resume func(payload []byte) (G, error)) func([]byte) (Game, error) {
	return func(payload []byte) (Game, error) {
		g, err := resume(payload)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
}

// formatVersion is the version of the files written now. Any change to the
// envelope or to a game's payload bumps it: a file of a version this one
// cannot read whole is listed with ErrVersion and offered for removal,
// never half-read. Format 2 adds the Hold'em hand in play; a format 1
// file is a format 2 file without it, and is read as one (oldestFormat).
// Format 3 adds the Hold'em table of 2 to 9 seats, which a format 2 reader
// would take for a damaged match; formats 1 and 2 are read as before.
const formatVersion = 3

// oldestFormat is the oldest version read.
const oldestFormat = 1

// Errors of a save that cannot be resumed, checked with errors.Is.
var (
	ErrCorrupt = errors.New("the save is damaged")
	ErrVersion = errors.New("the save is from another version of parlor")
	ErrNoSave  = errors.New("no such save")
)

// Envelope is the file: what it holds and when, a line for the menu, and the
// game's payload.
type Envelope struct {
	Format  int             `json:"format"`
	Kind    Kind            `json:"kind"`
	Summary string          `json:"summary"` // e.g. "Camel Up, round 4, Ana, Bob and two computers"
	Created time.Time       `json:"created"`
	Updated time.Time       `json:"updated"`
	Payload json.RawMessage `json:"payload"`
}

// Entry is one file found by List. When Err is set the save cannot be
// resumed: Err says why in words fit for the menu, and Remove takes it away.
type Entry struct {
	Name    string // the file's name, the key for Load, Slot and Remove
	Path    string
	Kind    Kind
	Summary string
	Created time.Time
	Updated time.Time // for a damaged file, the file's modification time
	Err     error
	// InUse is set when another running Parlor has the game open: it can
	// be neither resumed nor removed here until that one leaves it.
	InUse bool
}

// ext is the saves' file extension; temporary files start with a dot and
// end otherwise, so List never sees one.
const ext = ".json"

// Store is the directory of saves.
type Store struct {
	dir string
	now func() time.Time
	// disk is the one the saves are written through; tests put a failing
	// one in its place.
	disk fsx.Disk
}

// Open returns the store in dir; "" means fsx.StateDir(),
// $XDG_STATE_HOME/parlor or ~/.local/state/parlor (XDG's place for state
// that should survive a restart but is not a document). The directory is
// made when the first game is saved.
func Open(dir string) (*Store, error) {
	if dir == "" {
		d, err := fsx.StateDir()
		if err != nil {
			return nil, fmt.Errorf("find the directory of saved games: %w", err)
		}
		dir = d
	}
	return &Store{dir: dir, now: time.Now}, nil
}

// Dir returns the store's directory.
func (s *Store) Dir() string { return s.dir }

// List returns every save, the most recently updated first. A file that
// cannot be read as a save of this version, or does not resume, is listed
// with Err set, so that the menu can say so and offer to remove it; only a
// directory that cannot be read is an error (a missing one holds no saves).
func (s *Store) List() ([]Entry, error) {
	des, err := os.ReadDir(s.dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list the saved games: %w", err)
	}
	var es []Entry
	for _, de := range des {
		name := de.Name()
		if de.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ext) {
			continue
		}
		e := Entry{Name: name, Path: filepath.Join(s.dir, name)}
		env, err := s.read(name)
		if err == nil {
			_, err = Resume(env) // a save that reads but does not resume is damaged too
		}
		e.Kind, e.Summary, e.Created, e.Updated, e.Err = env.Kind, env.Summary, env.Created, env.Updated, err
		e.InUse = s.inUse(name)
		if info, ierr := de.Info(); err != nil && ierr == nil {
			e.Updated = info.ModTime()
		}
		es = append(es, e)
	}
	slices.SortStableFunc(es, func(a, b Entry) int {
		if c := b.Updated.Compare(a.Updated); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return es, nil
}

// Load reads the save named name (an Entry's Name).
func (s *Store) Load(name string) (Envelope, error) {
	if err := checkName(name); err != nil {
		return Envelope{}, err
	}
	env, err := s.read(name)
	if err != nil {
		return Envelope{}, err
	}
	return env, nil
}

// read reads and checks a save; its errors wrap ErrCorrupt, ErrVersion or
// ErrNoSave and read well on their own. With ErrVersion the envelope as
// read comes back too.
func (s *Store) read(name string) (Envelope, error) {
	data, err := os.ReadFile(filepath.Join(s.dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return Envelope{}, fmt.Errorf("%w: %s", ErrNoSave, name)
	}
	if err != nil {
		return Envelope{}, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	var env Envelope
	if err := json.Unmarshal(data, &env); err != nil {
		return Envelope{}, fmt.Errorf("%w (%s is not a saved game: %w)", ErrCorrupt, name, err)
	}
	switch {
	case env.Format < oldestFormat || env.Format > formatVersion:
		// The envelope is returned too: its summary still says what it was.
		return env, fmt.Errorf("%w (format %d; this one reads formats %d to %d)", ErrVersion, env.Format, oldestFormat, formatVersion)
	case !env.Kind.known():
		return Envelope{}, fmt.Errorf("%w (a game of unknown kind %q)", ErrCorrupt, env.Kind)
	case len(env.Payload) == 0 || string(env.Payload) == "null":
		return Envelope{}, fmt.Errorf("%w (the game itself is missing)", ErrCorrupt)
	}
	return env, nil
}

// Resume rebuilds the game of a loaded save (a *Holdem, *CamelUp,
// *Elephant...) with the decoder registered for env.Kind. Its errors wrap
// ErrCorrupt.
func Resume(env Envelope) (Game, error) {
	decode, ok := decoders[env.Kind]
	if !ok {
		return nil, fmt.Errorf("%w (a game of unknown kind %q)", ErrCorrupt, env.Kind)
	}
	return decode(env.Payload)
}

// Remove deletes the save named name; a save already gone is no error. A
// game open in another Parlor is not removed: the error wraps ErrInUse.
func (s *Store) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	lock, err := s.hold(name)
	if err != nil {
		return fmt.Errorf("remove the saved game: %w", err)
	}
	return s.remove(name, lock)
}

// remove deletes the save named name and then its lock file, whose lock
// the caller holds in lock (nil for none) and which it closes.
func (s *Store) remove(name string, lock *os.File) error {
	err := os.Remove(filepath.Join(s.dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		err = nil
	}
	if lock != nil {
		if err == nil {
			os.Remove(lock.Name()) // held, so no one has it; one left behind is harmless
		}
		lock.Close()
	}
	if err != nil {
		return fmt.Errorf("remove the saved game: %w", err)
	}
	return nil
}

// checkName refuses anything but a plain file name of the store, so that
// Remove never reaches outside it.
func checkName(name string) error {
	if name == "" || name != filepath.Base(name) || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ext) {
		return fmt.Errorf("%w: %q", ErrNoSave, name)
	}
	return nil
}

// Slot is one game's save file. A screen takes a new slot when its game
// starts (NewSlot) or the slot of the save it resumed (Slot), and saves
// after every hand or turn; when the game ends for good it Removes it, and
// when it is left for later it Closes it. While open, the slot holds the
// save's lock (lock.go): no other Parlor takes the game.
//
// A save may be written off the screen's update loop (an fsync takes some
// milliseconds): Take the game's state at once, since the game changes
// with its next move, and Write the Pending later. A Slot is safe for use
// by several goroutines: writes go one at a time, a pending save older
// than one already written is dropped, and nothing is written once the
// slot is removed.
type Slot struct {
	store   *Store
	name    string
	kind    Kind
	created time.Time

	taken   atomic.Uint64 // saves taken so far
	mu      sync.Mutex    // one write at a time; guards the fields below
	written uint64        // the newest save written
	removed bool
	closed  bool
	lock    *os.File // the save's lock; nil until a new game's first write
}

// NewSlot returns the slot of a new game of kind, named by the time (two
// games started in the same instant get different names).
func (s *Store) NewSlot(kind Kind) *Slot {
	now := s.now()
	base := string(kind) + "-" + now.UTC().Format("20060102-150405.000000")
	name := base + ext
	for i := 2; ; i++ {
		if _, err := os.Lstat(filepath.Join(s.dir, name)); err != nil {
			break // free, or unreadable: Write will say so
		}
		name = fmt.Sprintf("%s-%d%s", base, i, ext)
	}
	return &Slot{store: s, name: name, kind: kind, created: now}
}

// Slot takes the slot of a listed save, to go on writing a resumed game
// where it was: take it before Load, so that the game loaded is the one
// the slot holds. A save open in another Parlor is refused with an error
// wrapping ErrInUse. A temporary file left by a write that was killed
// halfway is removed.
func (s *Store) Slot(e Entry) (*Slot, error) {
	if err := checkName(e.Name); err != nil {
		return nil, err
	}
	lock, err := s.hold(e.Name)
	if err != nil {
		return nil, err
	}
	// Held, so no write of another process is halfway.
	_ = fsx.RemoveTemps(filepath.Join(s.dir, e.Name)) // one left is harmless
	return &Slot{store: s, name: e.Name, kind: e.Kind, created: e.Created, lock: lock}, nil
}

// Name returns the slot's file name.
func (sl *Slot) Name() string { return sl.name }

// Game is a game that can be saved: Holdem, CamelUp, Elephant.
type Game interface {
	Kind() Kind
	Summary() string
	Payload() ([]byte, error)
}

// Pending is a save taken and not yet written.
type Pending struct {
	slot    *Slot
	n       uint64
	summary string
	payload []byte
}

// Take takes g's save now, to be written with Pending.Write.
func (sl *Slot) Take(g Game) (Pending, error) {
	if g.Kind() != sl.kind {
		return Pending{}, fmt.Errorf("save a %s game in a %s slot", g.Kind(), sl.kind)
	}
	payload, err := g.Payload()
	if err != nil {
		return Pending{}, fmt.Errorf("save the game: %w", err)
	}
	return sl.pending(g.Summary(), payload), nil
}

func (sl *Slot) pending(summary string, payload []byte) Pending {
	return Pending{slot: sl, n: sl.taken.Add(1), summary: summary, payload: payload}
}

// Save takes g's save and writes it.
func (sl *Slot) Save(g Game) error {
	p, err := sl.Take(g)
	if err != nil {
		return err
	}
	return p.Write()
}

// Write writes a raw summary and payload to the slot (Save does it for a
// Game).
func (sl *Slot) Write(summary string, payload []byte) error {
	return sl.pending(summary, payload).Write()
}

// Write replaces the slot's file with the save, atomically: a temporary
// file in the same directory, flushed to disk, renamed over the old one,
// and the directory flushed. If anything fails (a full disk) the previous
// save is left as it was and the error says what happened. A save older
// than the last one written, or for a removed or closed slot, is dropped.
func (p Pending) Write() error {
	sl := p.slot
	sl.mu.Lock()
	defer sl.mu.Unlock()
	if sl.removed || sl.closed || p.n <= sl.written {
		return nil
	}
	if err := sl.write(p.summary, p.payload); err != nil {
		return err
	}
	sl.written = p.n
	return nil
}

func (sl *Slot) write(summary string, payload []byte) error {
	s := sl.store
	data, err := json.Marshal(Envelope{
		Format: formatVersion, Kind: sl.kind, Summary: summary,
		Created: sl.created, Updated: s.now(), Payload: payload,
	})
	if err != nil {
		return fmt.Errorf("save the game: %w", err)
	}
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return fmt.Errorf("save the game: %w", err)
	}
	if sl.lock == nil { // a new game: locked before its file shows
		if sl.lock, err = s.hold(sl.name); err != nil {
			return fmt.Errorf("save the game: %w", err)
		}
	}
	err = s.disk.WriteFile(filepath.Join(s.dir, sl.name), append(data, '\n'), 0o600)
	switch {
	case errors.Is(err, fsx.ErrNotSynced): // the new save is in place
		return fmt.Errorf("save the game: %w", err)
	case err != nil:
		return fmt.Errorf("save the game (the last save is kept): %w", err)
	}
	return nil
}

// Remove deletes the slot's file: the game has ended for good. Saves still
// pending are dropped. A closed slot removes nothing: the game may be open
// elsewhere by now.
func (sl *Slot) Remove() error {
	sl.mu.Lock()
	defer sl.mu.Unlock()
	gone := sl.removed || sl.closed
	sl.removed = true
	if gone {
		return nil
	}
	lock := sl.lock
	sl.lock = nil
	return sl.store.remove(sl.name, lock)
}

// Close lets the game go, its save kept: another Parlor may resume it from
// now, and saves still pending are dropped (write the last one first). A
// game left for later closes its slot; the end of the process does it too.
func (sl *Slot) Close() error {
	sl.mu.Lock()
	defer sl.mu.Unlock()
	sl.closed = true
	if sl.lock == nil {
		return nil
	}
	err := sl.lock.Close()
	sl.lock = nil
	return err
}
