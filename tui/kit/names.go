package kit

import (
	"fmt"
	"strings"
	"unicode"
)

// MaxNameLen keeps a name short enough for the table and the histories.
const MaxNameLen = 20

// CheckName accepts a name that reads well at the table and in a hand
// history: letters, digits, spaces and - _ . ' (brackets, colons and
// parentheses would confuse the history's "Seat 1: Name (1,500)" lines).
func CheckName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("a name cannot be empty")
	case strings.EqualFold(name, "Computer"):
		return fmt.Errorf("%q is the computer's name: choose another", name)
	case len([]rune(name)) > MaxNameLen:
		return fmt.Errorf("a name has at most %d characters", MaxNameLen)
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" -_.'", r) {
			return fmt.Errorf("%q cannot be in a name: use letters, digits, spaces and - _ . '", r)
		}
	}
	return nil
}
