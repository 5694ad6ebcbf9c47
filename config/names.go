package config

import (
	"fmt"
	"strings"
	"unicode"
)

// MaxNameLen keeps a name short enough for the table and the histories.
const MaxNameLen = 20

// CheckName accepts a name that reads well at the table and in a hand
// history: letters, digits, spaces and - _ . ' (brackets, colons and
// parentheses would confuse the history's "Seat 1: Name (1,500)" lines;
// control characters would reach the terminal). It is the one rule for a
// name, typed on a screen or read from the settings file.
func CheckName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("a name cannot be empty")
	case len([]rune(name)) > MaxNameLen:
		return fmt.Errorf("a name has at most %d characters", MaxNameLen)
	case strings.EqualFold(name, "Computer"):
		return fmt.Errorf("%q is the computer's name: choose another", name)
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_.'", r) {
			return fmt.Errorf("%q cannot be in a name: use letters, digits, spaces and - _ . '", r)
		}
	}
	return nil
}

// quoted is s for a message: quoted with its control characters escaped
// (%q), and cut short, so that a hostile value neither reaches the
// terminal nor floods the line.
func quoted(s string) string {
	const most = 24
	if r := []rune(s); len(r) > most {
		return fmt.Sprintf("%q…", string(r[:most]))
	}
	return fmt.Sprintf("%q", s)
}
