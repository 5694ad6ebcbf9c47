package handhistory

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"parlor/poker"
)

// Parse reads one hand from text (its first non-blank line is the header).
// Line numbers in errors and in the Record count from 1 at the start of
// text. Use Open to read a file of many hands.
func Parse(text []byte) (*Record, error) {
	return parseHand(text, 1, "")
}

// parser holds the state of one hand being read.
type parser struct {
	file    string
	rec     *Record
	line    int
	text    string // the current line, trimmed
	section int
	street  poker.Street
	bets    []int
	names   []int    // player indexes, longest name first, for prefix matching
	raw     []string // the players' names as the file spells them
	summary bool
	// summarySeats counts the summary's seat lines: fewer than the
	// players dealt in is a hand cut off.
	summarySeats int
	// buttonSeat is the seat number a PokerStars table line gives, read
	// before the seats are.
	buttonSeat int
}

const (
	secSeats = iota // header read, seats and blinds
	secPlay         // hole cards dealt: betting and showdown
	secSummary
)

// bom is the UTF-8 byte-order mark some editors put at the start of a file.
var bom = []byte("\ufeff")

// trimLine removes the line end and trailing blanks (foreign files carry
// CRLF and trailing spaces).
func trimLine[T string | []byte](b T) T {
	n := len(b)
	for n > 0 {
		switch b[n-1] {
		case ' ', '\t', '\r', '\n':
			n--
			continue
		}
		break
	}
	return b[:n]
}

func parseHand(text []byte, firstLine int, file string) (*Record, error) {
	text, enc := toUTF8(text)
	p := &parser{file: file, rec: &Record{Button: -1, Hero: -1, Actions: make([]Action, 0, 24), Encoding: enc}}
	// One copy of the hand as a string: every line and every name the
	// record keeps is a slice of it, so lines cost no allocation.
	rest := string(text)
	line := firstLine - 1
	header := false
	for len(rest) > 0 {
		var l string
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			l, rest = rest, ""
		}
		line++
		l = trimLine(strings.TrimPrefix(l, "\ufeff"))
		if len(l) == 0 {
			continue
		}
		p.line, p.text = line, l
		if !header {
			if err := p.header(); err != nil {
				return nil, err
			}
			header = true
			p.rec.FirstLine = line
			continue
		}
		if isHeader(l) {
			return nil, p.errorf("a second hand starts before this one ends")
		}
		if err := p.parseLine(); err != nil {
			return nil, err
		}
		p.rec.LastLine = line
	}
	if !header {
		return nil, &ParseError{File: file, Line: max(line, firstLine), Msg: "no hand header"}
	}
	if !p.summary {
		return nil, p.cutOff("the hand is cut off before its summary")
	}
	if dealt := p.dealtIn(); p.summarySeats < dealt {
		return nil, p.cutOff(fmt.Sprintf("the hand is cut off in its summary (%d of %d seats)", p.summarySeats, dealt))
	}
	if len(p.rec.Players) < 2 {
		return nil, p.errorf("fewer than two players")
	}
	return p.rec, nil
}

// isHeader reports whether a (trimmed) line starts a hand: "Poker Game,
// Hand #…" or "PokerStars Hand #…:", "PokerStars Game #…:", "PokerStars
// Zoom Hand #…:", "PokerStars Home Game Hand #…:". The words are checked so
// that a player called "PokerStars fan" does not start a hand.
func isHeader[T string | []byte](l T) bool {
	const game, stars = "Poker Game, Hand #", "PokerStars "
	if len(l) >= len(game) && string(l[:len(game)]) == game {
		return true
	}
	if len(l) < len(stars) || string(l[:len(stars)]) != stars {
		return false
	}
	rest := string(l[len(stars):]) // a line that starts like a header: rare
	words, num, ok := strings.Cut(rest, "#")
	if !ok || len(words) == 0 || words[len(words)-1] != ' ' {
		return false
	}
	for _, w := range strings.Fields(words) {
		switch w {
		case "Hand", "Game", "Zoom", "Home", "Rush":
		default:
			return false
		}
	}
	digits := 0
	for digits < len(num) && num[digits] >= '0' && num[digits] <= '9' {
		digits++
	}
	return digits > 0 && digits < len(num) && num[digits] == ':'
}

func (p *parser) errorf(format string, a ...any) error {
	return &ParseError{File: p.file, Line: p.line, Msg: Clean(fmt.Sprintf(format, a...))}
}

// cutOff is the error of a hand that stops before its end, at its last
// line: it matches ErrCutOff.
func (p *parser) cutOff(msg string) error {
	return &ParseError{File: p.file, Line: p.line, Msg: msg, Err: ErrCutOff}
}

// dealtIn counts the players not sitting out.
func (p *parser) dealtIn() int {
	n := 0
	for _, pl := range p.rec.Players {
		if !pl.SittingOut {
			n++
		}
	}
	return n
}

func (p *parser) skip() {
	p.rec.Skipped = append(p.rec.Skipped, Line{Number: p.line, Text: Clean(p.text)})
}

// errNotPlayerLine: a line that starts with a player's name but says
// nothing the reader knows; it may still be a line of another kind (a
// player may be called "Uncalled bet").
var errNotPlayerLine = errors.New("not a player's line")

// parseLine reads every line after the header.
func (p *parser) parseLine() error {
	t := p.text
	if strings.HasPrefix(t, "*** ") {
		return p.marker()
	}
	if err := p.playerLine(); err != errNotPlayerLine {
		return err
	}
	switch {
	case strings.HasPrefix(t, "Seat ") && p.section == secSummary:
		return p.summarySeat()
	case strings.HasPrefix(t, "Seat ") && p.section == secSeats && len(p.rec.Actions) == 0:
		if ok, err := p.seat(); ok || err != nil {
			return err
		}
	case strings.HasPrefix(t, "Table '") && p.rec.Format == PokerStars && p.section == secSeats:
		return p.table()
	case strings.HasPrefix(t, "The button is in seat #") && p.rec.Format == Parlor:
		n, err := strconv.Atoi(t[len("The button is in seat #"):])
		if err != nil {
			return p.errorf("bad button seat in %q", t)
		}
		return p.setButton(n)
	case strings.HasPrefix(t, "Dealt to "):
		return p.dealt()
	case strings.HasPrefix(t, "Uncalled bet ("):
		return p.uncalled()
	case t == "Betting is capped":
		return nil // the fourth bet of a limit street: it moves no chips
	case p.section == secSummary && strings.HasPrefix(t, "Total pot "):
		return p.totalPot()
	case p.section == secSummary && strings.HasPrefix(t, "Board"):
		return p.summaryBoard()
	}
	p.skip()
	return nil
}

// cards reads "[Ah Kd]".
func (p *parser) cards(s string) ([]poker.Card, error) {
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return nil, p.errorf("bad cards %q", s)
	}
	cs, err := poker.ParseCards(s[1 : len(s)-1])
	if err != nil {
		return nil, p.errorf("bad cards %q: %v", s, err)
	}
	return cs, nil
}

func cardsEqual(a, b []poker.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// distinct checks that new cards are not already on the board or in a
// known hand.
func (p *parser) distinct(cs ...poker.Card) error {
	var seen [64]bool
	mark := func(c poker.Card) bool {
		if seen[c&63] {
			return false
		}
		seen[c&63] = true
		return true
	}
	for _, c := range p.rec.Board {
		mark(c)
	}
	for _, pl := range p.rec.Players {
		if pl.Known {
			mark(pl.Hole[0])
			mark(pl.Hole[1])
		}
	}
	for _, c := range cs {
		if !mark(c) {
			return p.errorf("the card %v appears twice", c)
		}
	}
	return nil
}

// findPlayer returns the player whose name starts s and the rest after
// the name and sep, or -1.
func (p *parser) findPlayer(s, sep string) (int, string) {
	for _, i := range p.names {
		n := p.raw[i]
		if strings.HasPrefix(s, n) && strings.HasPrefix(s[len(n):], sep) {
			return i, s[len(n)+len(sep):]
		}
	}
	return -1, ""
}

// suffixPlayer returns the player named by the end of s.
func (p *parser) suffixPlayer(s string) int {
	for _, i := range p.names {
		if s == p.raw[i] {
			return i
		}
	}
	return -1
}

func (p *parser) add(a Action) {
	a.Street, a.Line = p.street, p.line
	p.rec.Actions = append(p.rec.Actions, a)
}
