package fsx

import (
	"fmt"
	"os"
	"path/filepath"
)

// app is Parlor's folder under each XDG base folder.
const app = "parlor"

// The XDG base folders, read from the environment at each call: the
// variable when it holds an absolute path (the XDG specification says to
// ignore a relative one), else the folder under the home. With neither it
// is an error: Parlor never falls back to a folder relative to wherever it
// was started.

// ConfigDir is Parlor's folder for the player's settings:
// $XDG_CONFIG_HOME/parlor, or ~/.config/parlor.
func ConfigDir() (string, error) { return baseDir("config", "XDG_CONFIG_HOME", ".config") }

// DataDir is Parlor's folder for what it makes and keeps (hand histories,
// the server's key and players): $XDG_DATA_HOME/parlor, or
// ~/.local/share/parlor.
func DataDir() (string, error) { return baseDir("data", "XDG_DATA_HOME", ".local", "share") }

// StateDir is Parlor's folder for what should survive a restart but is no
// document (the games in play): $XDG_STATE_HOME/parlor, or
// ~/.local/state/parlor.
func StateDir() (string, error) { return baseDir("state", "XDG_STATE_HOME", ".local", "state") }

func baseDir(kind, env string, underHome ...string) (string, error) {
	if d := os.Getenv(env); filepath.IsAbs(d) {
		return filepath.Join(d, app), nil
	}
	home, err := Home()
	if err != nil {
		return "", fmt.Errorf("no %s folder (set %s or HOME): %w", kind, env, err)
	}
	return filepath.Join(filepath.Join(append([]string{home}, underHome...)...), app), nil
}

// Home is the user's home folder, as os.UserHomeDir finds it; one that is
// not an absolute path is refused like a missing one.
func Home() (string, error) {
	home, err := os.UserHomeDir()
	if err == nil && !filepath.IsAbs(home) {
		err = fmt.Errorf("$HOME is %q, not an absolute path", home)
	}
	if err != nil {
		return "", err
	}
	return home, nil
}
