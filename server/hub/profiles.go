package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"parlor/config"
	"parlor/handhistory"
	"parlor/internal/fsx"
)

// profile is what the server remembers of a player, by key.
type profile struct {
	Name string `json:"name"`
	// Format is the player's hand-history format ("parlor" or
	// "pokerstars").
	Format string `json:"format,omitempty"`
	// ASCII draws cards with letters (As Kh) instead of suit symbols.
	ASCII bool `json:"ascii,omitempty"`
	// Bell rings the player's terminal when it is their turn at a table.
	Bell bool `json:"bell,omitempty"`
}

// profiles keeps the players' profiles in one JSON file, rewritten whole,
// atomically and synced (fsx.WriteFile). A change is written a moment
// later, off the hub's lock, with the changes that came meanwhile: a
// player who flips a choice a hundred times a second costs a write every
// writeDelay, and no one waits for the disk.
type profiles struct {
	path string

	mu        sync.Mutex
	players   map[string]profile // by key fingerprint
	changed   map[string]bool    // keys changed since the last write
	scheduled *time.Timer        // the write on its way, nil if none
	// failed hears of a write that failed, with the keys it held (off
	// the profiles' lock); nil ignores it.
	failed func(keys []string, err error)

	writing sync.Mutex // one write at a time
}

// writeDelay is how long a change waits to be written with the next ones.
const writeDelay = 200 * time.Millisecond

func openProfiles(path string) (*profiles, error) {
	s := &profiles{path: path, players: map[string]profile{}, changed: map[string]bool{}}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read player names: %w", err)
	}
	if err := json.Unmarshal(b, &s.players); err != nil {
		return nil, fmt.Errorf("read player names: %s: %w (fix or remove the file)", path, err)
	}
	for k, p := range s.players {
		if n, err := CleanName(p.Name); err == nil {
			p.Name = n
		} else {
			p.Name = ""
		}
		s.players[k] = p
	}
	return s, nil
}

func (s *profiles) get(key string) profile {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.players[key]
}

// owner is the key whose profile has name (ignoring case), "" if none.
// Should two have it (a file from before names were bound to keys), key
// is told apart: it owns the name if its own profile has it.
func (s *profiles) owner(name, key string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if strings.EqualFold(s.players[key].Name, name) {
		return key
	}
	for k, p := range s.players {
		if strings.EqualFold(p.Name, name) {
			return k
		}
	}
	return ""
}

// set remembers p for key; the file is written a moment later (flush).
func (s *profiles) set(key string, p profile) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.players[key] = p
	s.changed[key] = true
	if s.scheduled == nil {
		s.scheduled = time.AfterFunc(writeDelay, func() { _ = s.flush() })
	}
}

// flush writes the profiles if they changed since the last write. A write
// that fails is told to failed, and its changes wait for the next one.
func (s *profiles) flush() error {
	s.writing.Lock()
	defer s.writing.Unlock()
	s.mu.Lock()
	if s.scheduled != nil { // this write takes the changes it was for
		s.scheduled.Stop()
		s.scheduled = nil
	}
	if len(s.changed) == 0 {
		s.mu.Unlock()
		return nil
	}
	b, err := json.MarshalIndent(s.players, "", "  ")
	keys := slices.Sorted(maps.Keys(s.changed))
	clear(s.changed)
	s.mu.Unlock()
	// A file in place whose folder could not be synced still holds the
	// names: that is no failure for the players.
	if err == nil {
		if err = fsx.WriteFile(s.path, append(b, '\n'), 0o600); errors.Is(err, fsx.ErrNotSynced) {
			err = nil
		}
	}
	if err == nil {
		return nil
	}
	err = fmt.Errorf("save the players' names in %s: %w", s.path, err)
	s.mu.Lock()
	for _, k := range keys {
		s.changed[k] = true
	}
	s.mu.Unlock()
	if s.failed != nil {
		s.failed(keys, err)
	}
	return err
}

// MaxNameLen is the longest name, as in the local game setups.
const MaxNameLen = config.MaxNameLen

// CleanName checks a name typed by a player: without control or
// formatting characters (they could move another player's cursor or turn
// text around), spaces trimmed, then by the local setups' rules
// (config.CheckName).
func CleanName(s string) (string, error) {
	s = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, handhistory.Clean(s))
	s = strings.Join(strings.Fields(s), " ")
	if err := config.CheckName(s); err != nil {
		return "", err
	}
	return s, nil
}

// dirName is a safe folder name for a player's files: the name's letters
// and digits and a piece of the key, so that two players of one name do
// not share a folder.
func dirName(name, key string) string {
	var b strings.Builder
	for _, r := range name {
		if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_') {
			b.WriteRune(r)
		}
	}
	k := strings.Map(func(r rune) rune {
		if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return r
		}
		return -1
	}, strings.TrimPrefix(key, "SHA256:"))
	if len(k) > 8 {
		k = k[:8]
	}
	if b.Len() == 0 {
		return "player-" + k
	}
	return b.String() + "-" + k
}
