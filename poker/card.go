// Package poker holds the cards, the deck, hand evaluation, equity and the
// heads-up Fixed-Limit Hold'em engine. It knows nothing of terminals or files.
package poker

import (
	"errors"
	"fmt"
	"strings"
)

// Rank is a card's rank, Two (0) to Ace (12).
type Rank uint8

// The thirteen ranks, lowest first.
const (
	Two Rank = iota
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// Suit is a card's suit, in the order h d c s of docs/rules/holdem.md.
type Suit uint8

// The four suits.
const (
	Hearts Suit = iota
	Diamonds
	Clubs
	Spades
)

const (
	rankChars = "23456789TJQKA"
	suitChars = "hdcs"
)

// Card is one of the 52 cards, numbered rank*4 + suit.
type Card uint8

// NewCard returns the card of rank r and suit s.
func NewCard(r Rank, s Suit) Card { return Card(uint8(r)<<2 | uint8(s)) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c & 3) }

// String returns the two-letter form: rank then suit, as in "Ah" or "Td".
func (c Card) String() string {
	if c >= 52 {
		return "??"
	}
	return string([]byte{rankChars[c.Rank()], suitChars[c.Suit()]})
}

// AppendTo appends the card as String writes it ("Ah") to dst, without
// allocating.
func (c Card) AppendTo(dst []byte) []byte {
	if c >= 52 {
		return append(dst, "??"...)
	}
	return append(dst, rankChars[c.Rank()], suitChars[c.Suit()])
}

// String returns the rank's character, as in "A" or "T".
func (r Rank) String() string {
	if r > Ace {
		return "?"
	}
	return rankChars[r : r+1]
}

// String returns the suit's letter, as in "h".
func (s Suit) String() string {
	if s > Spades {
		return "?"
	}
	return suitChars[s : s+1]
}

// ErrBadCard is returned for text that is not a card; ErrDuplicateCard for a
// card named twice.
var (
	ErrBadCard       = errors.New("poker: bad card")
	ErrDuplicateCard = errors.New("poker: duplicate card")
)

// ParseCard reads a card in the two-letter form ("Ah", "td" is accepted too).
func ParseCard(s string) (Card, error) {
	if len(s) != 2 {
		return 0, fmt.Errorf("%w %q: want a rank (2-9, T, J, Q, K, A) then a suit (h, d, c, s)", ErrBadCard, s)
	}
	r := strings.IndexByte(rankChars, upper(s[0]))
	su := strings.IndexByte(suitChars, lower(s[1]))
	if r < 0 {
		return 0, fmt.Errorf("%w %q: %q is not a rank (2-9, T, J, Q, K, A)", ErrBadCard, s, s[0])
	}
	if su < 0 {
		return 0, fmt.Errorf("%w %q: %q is not a suit (h, d, c, s)", ErrBadCard, s, s[1])
	}
	return NewCard(Rank(r), Suit(su)), nil
}

// ParseCards reads cards written together or apart ("AhKd", "Ah Kd",
// "Ah,Kd") and rejects a card named twice.
func ParseCards(s string) ([]Card, error) {
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == ',' || r == '\t' || r == '[' || r == ']' {
			return -1
		}
		return r
	}, s)
	if len(s)%2 != 0 {
		return nil, fmt.Errorf("%w: %q has an odd number of characters; cards are two letters each, as in AhKd", ErrBadCard, s)
	}
	cards := make([]Card, 0, len(s)/2)
	var seen uint64
	for i := 0; i < len(s); i += 2 {
		c, err := ParseCard(s[i : i+2])
		if err != nil {
			return nil, err
		}
		if seen&(1<<c) != 0 {
			return nil, fmt.Errorf("%w: %v", ErrDuplicateCard, c)
		}
		seen |= 1 << c
		cards = append(cards, c)
	}
	return cards, nil
}

func upper(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b - 'A' + 'a'
	}
	return b
}
