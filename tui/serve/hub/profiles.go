package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"unicode"
	"unicode/utf8"

	"parlor/handhistory"
	"parlor/internal/fsx"
	"parlor/tui/config"
)

// profile is what the server remembers of a player, by key.
type profile struct {
	Name string `json:"name"`
	// Format is the player's hand-history format ("parlor" or
	// "pokerstars").
	Format string `json:"format,omitempty"`
	// ASCII draws cards with letters (As Kh) instead of suit symbols.
	ASCII bool `json:"ascii,omitempty"`
}

// profiles keeps the players' profiles in one JSON file, rewritten whole,
// atomically and synced (fsx.WriteFile) on every change.
type profiles struct {
	path    string
	players map[string]profile // by key fingerprint
}

func openProfiles(path string) (*profiles, error) {
	s := &profiles{path: path, players: map[string]profile{}}
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

func (s *profiles) get(key string) profile { return s.players[key] }

// set remembers p for key and writes the file.
func (s *profiles) set(key string, p profile) error {
	s.players[key] = p
	b, err := json.MarshalIndent(s.players, "", "  ")
	if err != nil {
		return fmt.Errorf("save player names: %w", err)
	}
	// A file in place whose folder could not be synced still holds the
	// name: no news for the player.
	if err := fsx.WriteFile(s.path, append(b, '\n'), 0o600); err != nil && !errors.Is(err, fsx.ErrNotSynced) {
		return fmt.Errorf("save %s: %w", s.path, err)
	}
	return nil
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
