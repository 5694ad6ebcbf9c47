package config

import (
	"fmt"
	"strings"
)

// Table is the last table set up for a game (Camel Up, White Elephant,
// a Hold'em table of 2 to 9 seats), so that the setup offers it again:
// the seats in order, White Elephant's goal, Hold'em's format. The game's
// setup checks what only it knows (its bots, its number of seats) and
// falls back to its default table.
type Table struct {
	Seats []TableSeat `json:"seats"`
	// White Elephant's goal: Rounds, or Target dollars when ByTarget.
	ByTarget bool `json:"by_target,omitempty"`
	Rounds   int  `json:"rounds,omitempty"`
	Target   int  `json:"target,omitempty"`
	// Camel Up's edition: "second", or "" for the contest's rules.
	Edition string `json:"edition,omitempty"`
	// Ring is a Hold'em ring game rather than a sit-and-go.
	Ring bool `json:"ring,omitempty"`
}

// TableSeat is a person (Name) or a computer player (Bot, the bot's name).
type TableSeat struct {
	Name string `json:"name,omitempty"`
	Bot  string `json:"bot,omitempty"`
}

// maxTableSeats bounds a table read from the file (the games seat 8).
const maxTableSeats = 16

// check holds the table to the rules of the setups' typed names: each
// person has a name CheckName accepts, each seat is a person or a bot whose
// name is printable, and there are not more seats than a setup could hold.
func (t *Table) check() error {
	if len(t.Seats) > maxTableSeats {
		return fmt.Errorf("%d seats, at most %d", len(t.Seats), maxTableSeats)
	}
	for i, st := range t.Seats {
		switch {
		case st.Bot == "" && st.Name == "":
			return fmt.Errorf("seat %d is empty", i+1)
		case st.Bot == "":
			if err := CheckName(st.Name); err != nil {
				return fmt.Errorf("seat %d: name %s: %w", i+1, quoted(st.Name), err)
			}
		case st.Name != "" || len(st.Bot) > MaxNameLen || strings.ContainsFunc(st.Bot, notBotRune):
			return fmt.Errorf("seat %d: not a computer player's name: %s", i+1, quoted(st.Bot))
		}
	}
	return nil
}

// notBotRune is what a bot's name never holds (they are ASCII words, some
// with a # and a number).
func notBotRune(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '#' || r == '-' || r == '_')
}
