package poker

import (
	"errors"
	"testing"
)

func TestCardString(t *testing.T) {
	tests := []struct {
		c    Card
		want string
	}{
		{NewCard(Two, Hearts), "2h"},
		{NewCard(Ten, Diamonds), "Td"},
		{NewCard(Jack, Clubs), "Jc"},
		{NewCard(Ace, Spades), "As"},
		{52, "??"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("Card(%d).String() = %q, want %q", uint8(tt.c), got, tt.want)
		}
		if got := string(tt.c.AppendTo([]byte("x"))); got != "x"+tt.want {
			t.Errorf("Card(%d).AppendTo(\"x\") = %q, want %q", uint8(tt.c), got, "x"+tt.want)
		}
	}
	if Rank(13).String() != "?" || Suit(4).String() != "?" {
		t.Errorf("out-of-range rank and suit print %q, %q, want \"?\"", Rank(13), Suit(4))
	}
}

// TestCardRoundTrip parses every card's string back to the card.
func TestCardRoundTrip(t *testing.T) {
	for c := Card(0); c < 52; c++ {
		if c.Rank() != Rank(c/4) || c.Suit() != Suit(c%4) || NewCard(c.Rank(), c.Suit()) != c {
			t.Errorf("card %d: rank %v, suit %v", uint8(c), c.Rank(), c.Suit())
		}
		got, err := ParseCard(c.String())
		if err != nil || got != c {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
	}
}

func TestParseCard(t *testing.T) {
	tests := []struct {
		in   string
		want Card
		err  error
	}{
		{"Ah", NewCard(Ace, Hearts), nil},
		{"Td", NewCard(Ten, Diamonds), nil},
		{"td", NewCard(Ten, Diamonds), nil},
		{"2C", NewCard(Two, Clubs), nil},
		{"9s", NewCard(Nine, Spades), nil},
		{"1x", 0, ErrBadCard},
		{"1h", 0, ErrBadCard},
		{"Ax", 0, ErrBadCard},
		{"Ahh", 0, ErrBadCard},
		{"A", 0, ErrBadCard},
		{"", 0, ErrBadCard},
		{"10h", 0, ErrBadCard},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseCard(tt.in)
			if !errors.Is(err, tt.err) || (err == nil && got != tt.want) {
				t.Errorf("ParseCard(%q) = %v, %v; want %v, %v", tt.in, got, err, tt.want, tt.err)
			}
		})
	}
}

func TestParseCards(t *testing.T) {
	tests := []struct {
		in   string
		want string // the cards printed with spaces
		err  error
	}{
		{"AhKd", "Ah Kd", nil},
		{"Ah Kd", "Ah Kd", nil},
		{"Ah,Kd", "Ah Kd", nil},
		{"[2c 7d 9h]", "2c 7d 9h", nil},
		{"", "", nil},
		{"AhAh", "", ErrDuplicateCard},
		{"Ah Kd ah", "", ErrDuplicateCard},
		{"Ahh", "", ErrBadCard},
		{"1xAs", "", ErrBadCard},
		{"AhKz", "", ErrBadCard},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseCards(tt.in)
			if !errors.Is(err, tt.err) {
				t.Fatalf("ParseCards(%q) error = %v, want %v", tt.in, err, tt.err)
			}
			var s string
			for i, c := range got {
				if i > 0 {
					s += " "
				}
				s += c.String()
			}
			if s != tt.want {
				t.Errorf("ParseCards(%q) = %q, want %q", tt.in, s, tt.want)
			}
		})
	}
}
