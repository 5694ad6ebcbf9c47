package camelup

import (
	"errors"
	"fmt"
	"strings"
)

// Edition is the rulebook a game of Camel Up follows. The zero value is the
// contest's rules, which this package plays and which stay Parlor's
// default; Second is the box in the shop (2018), played by package
// parlor/camelup/second.
type Edition uint8

// The editions.
const (
	Contest Edition = iota // the 2018 programming contest's rules (first edition)
	Second                 // the second edition, with crazy camels
)

// ErrBadEdition is returned by ParseEdition for a name no edition has.
var ErrBadEdition = errors.New("camelup: unknown edition")

// ParseEdition reads an edition as typed on a command line: "1" or
// "contest", "2" or "second" (any case).
func ParseEdition(s string) (Edition, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "contest", "":
		return Contest, nil
	case "2", "second":
		return Second, nil
	}
	return Contest, fmt.Errorf("%w: %q, want 1 (contest) or 2 (second)", ErrBadEdition, s)
}

// String names the edition.
func (e Edition) String() string {
	switch e {
	case Contest:
		return "contest"
	case Second:
		return "second"
	}
	return fmt.Sprintf("edition(%d)", uint8(e))
}
