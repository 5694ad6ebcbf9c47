package fsx

import (
	"path/filepath"
	"testing"
)

func TestBaseDirs(t *testing.T) {
	home, abs := t.TempDir(), t.TempDir() // absolute paths on any system
	dirs := []struct {
		env, underHome string
		dir            func() (string, error)
	}{
		{"XDG_CONFIG_HOME", ".config", ConfigDir},
		{"XDG_DATA_HOME", filepath.Join(".local", "share"), DataDir},
		{"XDG_STATE_HOME", filepath.Join(".local", "state"), StateDir},
	}
	tests := []struct {
		name, env, home string
		want            func(underHome string) string // "" for an error
	}{
		{"env absolute", abs, home, func(string) string { return filepath.Join(abs, "parlor") }},
		{"env absolute, no home", abs, "", func(string) string { return filepath.Join(abs, "parlor") }},
		{"env relative is ignored", "rel/base", home, func(u string) string { return filepath.Join(home, u, "parlor") }},
		{"env unset", "", home, func(u string) string { return filepath.Join(home, u, "parlor") }},
		{"no home", "", "", func(string) string { return "" }},
		{"relative home", "rel/base", "ana", func(string) string { return "" }},
	}
	for _, d := range dirs {
		for _, tt := range tests {
			t.Run(d.env+"/"+tt.name, func(t *testing.T) {
				t.Setenv(d.env, tt.env)
				t.Setenv("HOME", tt.home)
				t.Setenv("USERPROFILE", tt.home) // the home on Windows
				want := tt.want(d.underHome)
				got, err := d.dir()
				if got != want || (err != nil) != (want == "") {
					t.Errorf("%s=%q HOME=%q: got %q, %v; want %q", d.env, tt.env, tt.home, got, err, want)
				}
			})
		}
	}
}
