// Package config is the settings file: the Settings, their defaults, JSON
// load with normalisation, an atomic save and the XDG paths. It knows
// nothing of the terminal.
package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"time"

	"parlor/handhistory"
	"parlor/internal/fsx"
)

// Settings are the player's choices, kept as JSON in
// $XDG_CONFIG_HOME/parlor/settings.json (or ~/.config/parlor/settings.json).
// The zero value of each field means its default, so an old or partial file
// still loads.
type Settings struct {
	Name          string    `json:"name"`
	CardStyle     CardStyle `json:"card_style"`
	FourColor     bool      `json:"four_color"`
	Speed         Speed     `json:"speed"`
	HistoryFormat string    `json:"history_format"`
	HistoryDir    string    `json:"history_dir"` // "" means DefaultHistoryDir()
	// Hold'em: the coach line under the player's options, the pause after
	// a hand's summary before the next deal, the opponent chosen last (a
	// holdembot name; "" for the default).
	Coach     bool      `json:"coach"`
	DealPause DealPause `json:"deal_pause"`
	Opponent  string    `json:"opponent"`

	// The last tables of the hotseat games, nil for the default one
	// (LastTable): Camel Up's and White Elephant's under the keys they
	// were first written with, any other game's in Tables by its id.
	CamelUpTable  *Table            `json:"camel_up_table,omitempty"`
	ElephantTable *Table            `json:"white_elephant_table,omitempty"`
	Tables        map[string]*Table `json:"tables,omitempty"`
}

// firstTables are the fields of the games whose last table was kept
// before Tables, by game id, with their keys in the file.
var firstTables = []struct {
	id, key string
	field   func(s *Settings) **Table
}{
	{"camelup", "camel_up_table", func(s *Settings) **Table { return &s.CamelUpTable }},
	{"elephant", "white_elephant_table", func(s *Settings) **Table { return &s.ElephantTable }},
}

// LastTable is the last table set up for the game of id (its id in
// parlor/game), nil for none.
func (s *Settings) LastTable(id string) *Table {
	for _, f := range firstTables {
		if f.id == id {
			return *f.field(s)
		}
	}
	return s.Tables[id]
}

// SetLastTable keeps t as the last table of the game of id. Settings are
// copied by value: Tables is copied before it changes, so that the
// original keeps its own.
func (s *Settings) SetLastTable(id string, t *Table) {
	for _, f := range firstTables {
		if f.id == id {
			*f.field(s) = t
			return
		}
	}
	tables := maps.Clone(s.Tables)
	if tables == nil {
		tables = map[string]*Table{}
	}
	tables[id] = t
	s.Tables = tables
}

// DealPause is how the Hold'em table goes on after a hand's summary: when
// a key is pressed, or by itself after a pause (a key still goes on at
// once).
type DealPause string

// The pauses, in the order the settings screen cycles them.
const (
	DealOnKey DealPause = "key"
	Deal3s    DealPause = "3s"
	Deal6s    DealPause = "6s"
)

// DealPauses lists the pauses in the order the settings screen cycles them.
var DealPauses = []DealPause{DealOnKey, Deal3s, Deal6s}

// Pause is how long the summary stays before the next deal; 0 waits for a
// key.
func (p DealPause) Pause() time.Duration {
	switch p {
	case Deal3s:
		return 3 * time.Second
	case Deal6s:
		return 6 * time.Second
	}
	return 0
}

// CardStyle says how a card is written.
type CardStyle string

// The card styles: suit symbols (A♠) or letters (As) for terminals whose font
// lacks the symbols.
const (
	CardsUnicode CardStyle = "unicode"
	CardsASCII   CardStyle = "ascii"
)

// Speed is how fast the computer players act.
type Speed string

// The speeds, fastest first.
const (
	SpeedInstant Speed = "instant"
	SpeedFast    Speed = "fast"
	SpeedNormal  Speed = "normal"
	SpeedSlow    Speed = "slow"
)

// Speeds lists the speeds in the order the settings screen cycles them.
var Speeds = []Speed{SpeedInstant, SpeedFast, SpeedNormal, SpeedSlow}

// Delay is the pause before a computer player acts: long enough to follow
// what happens at "normal", none at "instant".
func (s Speed) Delay() time.Duration {
	switch s {
	case SpeedInstant:
		return 0
	case SpeedFast:
		return 300 * time.Millisecond
	case SpeedSlow:
		return 1500 * time.Millisecond
	default:
		return 750 * time.Millisecond
	}
}

// The hand-history formats.
const (
	FormatParlor     = "parlor"
	FormatPokerStars = "pokerstars"
)

// HistoryFormats lists the valid hand-history formats.
var HistoryFormats = []string{FormatParlor, FormatPokerStars}

// ErrBadSettings is returned for a settings file that cannot be read as
// settings; the caller gets the defaults with it.
var ErrBadSettings = errors.New("bad settings file")

// Defaults returns the settings of a first run.
func Defaults() Settings {
	return Settings{
		Name:          "Human",
		CardStyle:     CardsUnicode,
		Speed:         SpeedNormal,
		HistoryFormat: FormatParlor,
		DealPause:     DealOnKey,
	}
}

// ValidHistoryFormat reports whether f names a hand-history format.
func ValidHistoryFormat(f string) bool {
	for _, v := range HistoryFormats {
		if f == v {
			return true
		}
	}
	return false
}

// normalize fills empty fields with defaults and reports every value it
// does not know or refuses (each is replaced by its default).
func (s Settings) normalize() (Settings, error) {
	d := Defaults()
	var bad []string
	bad = append(bad, s.checkTyped()...)
	switch s.CardStyle {
	case CardsUnicode, CardsASCII:
	case "":
		s.CardStyle = d.CardStyle
	default:
		bad = append(bad, "unknown card_style "+quoted(string(s.CardStyle)))
		s.CardStyle = d.CardStyle
	}
	switch s.Speed {
	case SpeedInstant, SpeedFast, SpeedNormal, SpeedSlow:
	case "":
		s.Speed = d.Speed
	default:
		bad = append(bad, "unknown speed "+quoted(string(s.Speed)))
		s.Speed = d.Speed
	}
	switch s.DealPause {
	case DealOnKey, Deal3s, Deal6s:
	case "":
		s.DealPause = d.DealPause
	default:
		bad = append(bad, "unknown deal_pause "+quoted(string(s.DealPause)))
		s.DealPause = d.DealPause
	}
	s.Opponent = strings.TrimSpace(s.Opponent)
	switch {
	case s.HistoryFormat == "":
		s.HistoryFormat = d.HistoryFormat
	case !ValidHistoryFormat(s.HistoryFormat):
		bad = append(bad, "unknown history_format "+quoted(s.HistoryFormat))
		s.HistoryFormat = d.HistoryFormat
	}
	if len(bad) > 0 {
		return s, errors.New(strings.Join(bad, "; "))
	}
	return s, nil
}

// Path is where the settings live: settings.json in fsx.ConfigDir(),
// $XDG_CONFIG_HOME/parlor or ~/.config/parlor.
func Path() (string, error) {
	dir, err := fsx.ConfigDir()
	if err != nil {
		return "", fmt.Errorf("find the settings: %w", err)
	}
	return filepath.Join(dir, "settings.json"), nil
}

// DefaultHistoryDir is where hand histories go unless the settings or
// --history-dir say otherwise: handhistory.DefaultDir, the one default every
// caller uses. With neither XDG_DATA_HOME nor a home folder there is no
// default: "" (writing then fails with a clear message, never into a
// relative folder).
func DefaultHistoryDir() string {
	dir, err := handhistory.DefaultDir()
	if err != nil {
		return ""
	}
	return dir
}

// Load reads the settings at path. A missing file gives the defaults
// and no error. A file that is not valid settings gives the defaults (or, for
// a single unknown value, the file's settings with that value defaulted) and
// an error wrapping ErrBadSettings, which the menu shows as a warning.
func Load(path string) (Settings, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Defaults(), nil
	}
	if err != nil {
		return Defaults(), fmt.Errorf("%w: %w", ErrBadSettings, err)
	}
	var s Settings
	if err := json.Unmarshal(data, &s); err != nil {
		return Defaults(), fmt.Errorf("%w %s: %w", ErrBadSettings, TildePath(path), err)
	}
	s, err = s.normalize()
	if err != nil {
		return s, fmt.Errorf("%w %s: %w", ErrBadSettings, TildePath(path), err)
	}
	return s, nil
}

// Save writes the settings to path, creating its directory. The write is
// atomic and synced (fsx.WriteFile): a crash or a power cut leaves the old
// settings or the new ones, never half a file.
func (s Settings) Save(path string) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	data = append(data, '\n')
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	if err := fsx.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	return nil
}

// TildePath writes a path under the home directory as ~/..., shorter to read.
func TildePath(p string) string {
	home, err := fsx.Home()
	if err != nil || home == "/" {
		return p
	}
	if rel, err := filepath.Rel(home, p); err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
		if rel == "." {
			return "~"
		}
		return "~/" + rel
	}
	return p
}
