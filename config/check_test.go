package config

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestCheckHistoryDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	file := filepath.Join(home, "notes")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		dir, want string
		ok        bool
	}{
		{"", "", true},
		{"~/poker", filepath.Join(home, "poker"), true},
		{"~", home, true},
		{"/tmp/écarté", "/tmp/écarté", true},
		{file, "", false},
		{"/tmp/\x1b[2Jx", "", false},
		{"/tmp/a\nb", "", false},
	}
	for _, tt := range tests {
		got, err := CheckHistoryDir(tt.dir)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("CheckHistoryDir(%q) = %q, %v; want %q, ok %v", tt.dir, got, err, tt.want, tt.ok)
		}
	}
}

// TestCheckWritableMakesPrivateFolder: the settings' check makes a missing
// history folder private (0700), as the Writer does, not open to every
// user of the machine; one that cannot be made is refused, naming it.
func TestCheckWritableMakesPrivateFolder(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix modes")
	}
	dir := filepath.Join(t.TempDir(), "hands")
	if err := CheckWritable(dir); err != nil {
		t.Fatalf("CheckWritable(%s) = %v", dir, err)
	}
	fi, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != 0o700 {
		t.Errorf("CheckWritable made %s with mode %o, want 700", dir, got)
	}
	if err := CheckWritable("/dev/null/hands"); err == nil || !strings.Contains(err.Error(), "cannot be written in /dev/null/hands: not a directory") {
		t.Errorf("CheckWritable(/dev/null/hands) = %v, want the folder named and why", err)
	}
}

// TestLoadRefusesWhatTypingRefuses: values read from the file pass the
// rules typed ones pass; one that fails gets its default and a warning
// that shows no control character. The name is the one of issue 17.
func TestLoadRefusesWhatTypingRefuses(t *testing.T) {
	t.Setenv("HOME", t.TempDir())
	d := Defaults()
	long := strings.Repeat("W", MaxNameLen+1)
	tests := []struct {
		name    string
		content string
		check   func(Settings) bool
		bad     bool
	}{
		{"escape sequences in the name", `{"name":"\u001b]0;pwned\u0007Ann\u001b[2J","speed":"fast"}`,
			func(s Settings) bool { return s.Name == d.Name && s.Speed == SpeedFast }, true},
		{"a name past the limit", `{"name":"` + long + `"}`, func(s Settings) bool { return s.Name == d.Name }, true},
		{"a bracket in the name", `{"name":"Ann [1]"}`, func(s Settings) bool { return s.Name == d.Name }, true},
		{"the computer's name", `{"name":"computer"}`, func(s Settings) bool { return s.Name == d.Name }, true},
		{"a good name", `{"name":"Zoë O'Neil-Smith"}`, func(s Settings) bool { return s.Name == "Zoë O'Neil-Smith" }, false},
		{"a bidi override", `{"name":"Ann\u202eX"}`, func(s Settings) bool { return s.Name == d.Name }, true},
		{"control characters in the folder", `{"history_dir":"/tmp/\u001b[2J"}`, func(s Settings) bool { return s.HistoryDir == "" }, true},
		{"a table with a bad name", `{"camel_up_table":{"seats":[{"name":"Ann"},{"name":"\u001b[31mBob"}]}}`,
			func(s Settings) bool { return s.CamelUpTable == nil }, true},
		{"a table with a bad bot", `{"white_elephant_table":{"seats":[{"name":"Ann"},{"bot":"x\u0007"}]}}`,
			func(s Settings) bool { return s.ElephantTable == nil }, true},
		{"a good table", `{"white_elephant_table":{"seats":[{"name":"Ann"},{"bot":"GreedyBot"}],"rounds":3}}`,
			func(s Settings) bool {
				return s.ElephantTable != nil && len(s.ElephantTable.Seats) == 2 && s.ElephantTable.Rounds == 3
			}, false},
		{"a new game's table with a bad name", `{"tables":{"yourgame":{"seats":[{"name":"Ann"},{"name":"\u001b[31mBob"}]},"other":{"seats":[{"name":"Ann"}]}}}`,
			func(s Settings) bool { return s.LastTable("yourgame") == nil && s.LastTable("other") != nil }, true},
		{"a new game's good table", `{"tables":{"yourgame":{"seats":[{"name":"Ann"},{"bot":"x"}]}}}`,
			func(s Settings) bool { t := s.LastTable("yourgame"); return t != nil && t.Seats[1].Bot == "x" }, false},
		{"a huge speed", `{"speed":"` + strings.Repeat("\u001b", 5000) + `"}`, func(s Settings) bool { return s.Speed == d.Speed }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := Load(path)
			if !tt.check(got) {
				t.Errorf("Load(%q) = %+v", tt.content, got)
			}
			if errors.Is(err, ErrBadSettings) != tt.bad {
				t.Fatalf("Load(%q) error = %v, want bad settings %v", tt.content, err, tt.bad)
			}
			if err != nil {
				if msg := err.Error(); strings.ContainsFunc(msg, func(r rune) bool { return r < 0x20 || r == 0x7f || r == '\u202e' }) || len(msg) > 300 {
					t.Errorf("the warning holds control characters or is too long: %q", msg)
				}
			}
		})
	}
}

// TestCheckNameRules: the one rule for names, typed or read.
func TestCheckNameRules(t *testing.T) {
	for _, tt := range []struct {
		name string
		ok   bool
	}{
		{"Ann", true}, {"Zoë", true}, {"J.-P. O'Neil_2", true}, {strings.Repeat("é", MaxNameLen), true},
		{"", false}, {strings.Repeat("a", MaxNameLen+1), false}, {"Computer", false},
		{"a\x1b[2J", false}, {"a\tb", false}, {"Seat (1)", false}, {"a:b", false}, {"a\u200bb", false},
	} {
		if err := CheckName(tt.name); (err == nil) != tt.ok {
			t.Errorf("CheckName(%q) = %v, want ok %v", tt.name, err, tt.ok)
		}
	}
}

// TestLastTable: Camel Up's and White Elephant's tables stay under their
// first keys, any other game's goes in Tables, and a copy of the settings
// changes its own without changing the original's.
func TestLastTable(t *testing.T) {
	camel, other := &Table{Rounds: 1}, &Table{Rounds: 2}
	var s Settings
	s.SetLastTable("camelup", camel)
	s.SetLastTable("yourgame", &Table{Rounds: 3})
	if s.CamelUpTable != camel || s.LastTable("camelup") != camel || len(s.Tables) != 1 {
		t.Fatalf("after SetLastTable: %+v", s)
	}
	next := s
	next.SetLastTable("yourgame", other)
	if s.LastTable("yourgame").Rounds != 3 || next.LastTable("yourgame") != other {
		t.Errorf("a copy's SetLastTable changed the original: %+v, %+v", s.LastTable("yourgame"), next.LastTable("yourgame"))
	}
	if s.LastTable("elephant") != nil {
		t.Errorf("LastTable(elephant) = %+v, want nil", s.LastTable("elephant"))
	}
}
