package handhistory

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

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
	p := &parser{file: file, rec: &Record{Button: -1, Hero: -1, Actions: make([]Action, 0, 24)}}
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
		return nil, p.errorf("the hand ends before its summary")
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

func (p *parser) skip() {
	p.rec.Skipped = append(p.rec.Skipped, Line{Number: p.line, Text: Clean(p.text)})
}

// header reads the first line of a hand.
func (p *parser) header() error {
	t := p.text
	r := p.rec
	switch {
	case strings.HasPrefix(t, "Poker Game, Hand #"):
		// Poker Game, Hand #N – 10/20 – Fixed Limit Hold'em
		r.Format = Parlor
		rest := t[len("Poker Game, Hand #"):]
		parts := strings.Split(rest, " \u2013 ")
		if len(parts) < 2 {
			return p.errorf("bad header: want \"Poker Game, Hand #N \u2013 SB/BB \u2013 …\"")
		}
		id, err := strconv.ParseInt(parts[0], 10, 64)
		if err != nil || id < 0 {
			return p.errorf("bad hand number %q", parts[0])
		}
		r.ID, r.Number = id, int(min(id, 1<<31))
		sb, bb, ok := p.stakes(parts[1])
		if !ok {
			return p.errorf("bad blinds %q", parts[1])
		}
		r.SmallBlind, r.BigBlind = sb, bb
		r.Level = levelOfBlinds(sb, bb)
		return nil
	case isHeader(t) && strings.HasPrefix(t, "PokerStars "):
		r.Format = PokerStars
		return p.starsHeader()
	}
	return p.errorf("not a hand header: %q", t)
}

// levelOfBlinds finds the spec's level of a pair of blinds, 0 if none.
func levelOfBlinds(sb, bb int) int {
	for n := 1; ; n += poker.HandsPerLevel {
		l := poker.LevelOf(n)
		if l.SmallBlind == sb && l.BigBlind == bb {
			return l.Number
		}
		if l == poker.LevelOf(n+poker.HandsPerLevel) {
			return 0
		}
	}
}

// stakes reads "10/20" or "$0.10/$0.20" (an optional " USD" after).
func (p *parser) stakes(s string) (a, b int, ok bool) {
	s, _, _ = strings.Cut(s, " ")
	x, y, found := strings.Cut(s, "/")
	if !found {
		return 0, 0, false
	}
	if strings.ContainsAny(s, "$€£") {
		p.rec.Cents = true
	}
	a, ok1 := p.amount(x)
	b, ok2 := p.amount(y)
	return a, b, ok1 && ok2 && a > 0 && b >= a
}

// amount reads a chip count ("1500", "1,500") or, in a money game, a sum
// of money in cents ("$0.10" is 10).
func (p *parser) amount(s string) (int, bool) {
	s = strings.TrimLeft(s, "$€£")
	s = strings.ReplaceAll(s, ",", "")
	if s == "" || len(s) > 15 {
		return 0, false
	}
	whole, frac, dot := strings.Cut(s, ".")
	if dot && !p.rec.Cents {
		return 0, false
	}
	n := 0
	for _, c := range []byte(whole) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if p.rec.Cents {
		if len(frac) > 2 {
			return 0, false
		}
		for i := range 2 {
			n *= 10
			if i < len(frac) {
				c := frac[i]
				if c < '0' || c > '9' {
					return 0, false
				}
				n += int(c - '0')
			}
		}
	}
	return n, true
}

// starsHeader reads "PokerStars Hand #ID: Tournament #T, Freeroll  Hold'em
// Limit - Level I (20/40) - 2009/05/04 8:13:44 CET [2009/05/04 2:13:44 ET]"
// and its cash-game cousin "PokerStars Hand #ID:  Hold'em Limit
// ($0.10/$0.20 USD) - 2020/02/07 19:15:13 ET".
func (p *parser) starsHeader() error {
	t, r := p.text, p.rec
	_, rest, _ := strings.Cut(t, "#")
	idText, rest, ok := strings.Cut(rest, ":")
	id, err := strconv.ParseInt(idText, 10, 64)
	if !ok || err != nil || id < 0 {
		return p.errorf("bad hand number in %q", t)
	}
	r.ID = id
	if _, tt, ok := strings.Cut(rest, "Tournament #"); ok {
		tt, _, _ = strings.Cut(tt, ",")
		tt, _, _ = strings.Cut(tt, " ")
		if r.Tournament, err = strconv.ParseInt(tt, 10, 64); err != nil || r.Tournament < 0 {
			return p.errorf("bad tournament number %q", tt)
		}
		if r.Tournament > 0 && r.ID/handIDBase == r.Tournament {
			r.Number = int(r.ID % handIDBase)
		}
	}
	if !strings.Contains(rest, "Hold'em") {
		return p.errorf("not a Hold'em hand: %q", t)
	}
	if _, lv, ok := strings.Cut(rest, " - Level "); ok {
		lv, _, _ = strings.Cut(lv, " ")
		r.Level = parseRoman(lv)
	}
	open := strings.Index(rest, "(")
	end := strings.Index(rest, ")")
	if open < 0 || end < open {
		return p.errorf("no stakes in %q", t)
	}
	small, big, ok := p.stakes(rest[open+1 : end])
	if !ok {
		return p.errorf("bad stakes %q", rest[open+1:end])
	}
	// In limit games the parentheses hold the bet sizes: the small bet is
	// the big blind. In other games they hold the blinds.
	if strings.Contains(rest, " Limit") && !strings.Contains(rest, "No Limit") && !strings.Contains(rest, "Pot Limit") {
		r.BigBlind, r.SmallBlind = small, small/2
	} else {
		r.SmallBlind, r.BigBlind = small, big
	}
	if r.Level == 0 && r.Tournament > 0 {
		r.Level = levelOfBlinds(r.SmallBlind, r.BigBlind)
	}
	r.Time = starsHeaderTime(rest[end:])
	return nil
}

// starsHeaderTime reads the time of a PokerStars header: the Eastern Time
// in brackets when there is one, else the only time given.
func starsHeaderTime(s string) time.Time {
	const layout = "2006/1/2 15:04:05"
	if i := strings.LastIndex(s, "["); i >= 0 {
		in := strings.TrimSuffix(strings.TrimSuffix(s[i+1:], "]"), " ET")
		if t, err := time.ParseInLocation(layout, in, etZone); err == nil {
			return t
		}
	}
	if i := strings.LastIndex(s, " - "); i >= 0 {
		f := strings.Fields(s[i+3:])
		if len(f) >= 2 {
			loc := time.UTC
			if len(f) >= 3 && f[2] == "ET" {
				loc = etZone
			}
			if t, err := time.ParseInLocation(layout, f[0]+" "+f[1], loc); err == nil {
				return t
			}
		}
	}
	return time.Time{}
}

// parseRoman reads a level as PokerStars writes it (I, II, … or 12).
func parseRoman(s string) int {
	if n, err := strconv.Atoi(s); err == nil && n > 0 {
		return n
	}
	val := map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
	n := 0
	for i := 0; i < len(s); i++ {
		v, ok := val[s[i]]
		if !ok || len(s) > 20 {
			return 0
		}
		if i+1 < len(s) && val[s[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return max(n, 0)
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
	case p.section == secSummary && strings.HasPrefix(t, "Total pot "):
		return p.totalPot()
	case p.section == secSummary && strings.HasPrefix(t, "Board"):
		return p.summaryBoard()
	}
	p.skip()
	return nil
}

func (p *parser) table() error {
	t := p.text[len("Table '"):]
	i := strings.LastIndex(t, "' ")
	if i < 0 {
		return p.errorf("bad table line")
	}
	p.rec.Table = Clean(t[:i])
	rest := t[i+2:]
	if m, _, ok := strings.Cut(rest, "-max"); ok {
		if n, err := strconv.Atoi(m); err == nil {
			p.rec.MaxSeats = n
		}
	}
	if _, b, ok := strings.Cut(rest, "Seat #"); ok {
		b, _, _ = strings.Cut(b, " ")
		n, err := strconv.Atoi(b)
		if err != nil {
			return p.errorf("bad button seat in table line")
		}
		p.buttonSeat = n
		return nil
	}
	return p.errorf("no button in table line")
}

// setButton records the button by seat number once the seats are known.
func (p *parser) setButton(seat int) error {
	for i := range p.rec.Players {
		if p.rec.Players[i].Seat == seat {
			p.rec.Button = i
			return nil
		}
	}
	return p.errorf("the button is in seat #%d, where nobody sits", seat)
}

// seat reads "Seat 1: Human (1,500)" or "Seat 1: Human (1500 in chips)";
// ok is false when the line does not have that shape.
func (p *parser) seat() (ok bool, err error) {
	t := p.text
	num, rest, found := strings.Cut(t[len("Seat "):], ": ")
	n, nerr := strconv.Atoi(num)
	if !found || nerr != nil {
		return false, nil
	}
	var pl Player
	pl.Seat = n
	switch p.rec.Format {
	case Parlor:
		i := strings.LastIndex(rest, " (")
		if i <= 0 || !strings.HasSuffix(rest, ")") {
			return false, nil
		}
		pl.Name = rest[:i]
		if pl.Stack, ok = p.amount(rest[i+2 : len(rest)-1]); !ok {
			return true, p.errorf("bad stack in %q", t)
		}
	default:
		k := strings.Index(rest, " in chips")
		if k < 0 {
			return false, nil
		}
		i := strings.LastIndex(rest[:k], " (")
		if i <= 0 {
			return true, p.errorf("bad seat line %q", t)
		}
		pl.Name = rest[:i]
		if pl.Stack, ok = p.amount(rest[i+2 : k]); !ok {
			return true, p.errorf("bad stack in %q", t)
		}
		pl.SittingOut = strings.Contains(rest[k:], "sitting out")
	}
	// Lines name the player as the file spells it (raw); the record
	// holds the name cleaned for a terminal.
	raw := pl.Name
	pl.Name = Clean(raw)
	if strings.TrimSpace(pl.Name) == "" {
		return true, p.errorf("a seat without a name")
	}
	if p.rec.PlayerIndex(pl.Name) >= 0 {
		return true, p.errorf("two seats for %q", pl.Name)
	}
	for _, q := range p.rec.Players {
		if q.Seat == n {
			return true, p.errorf("seat %d listed twice", n)
		}
	}
	if len(p.rec.Players) >= 10 {
		return true, p.errorf("more than ten seats")
	}
	p.rec.Players = append(p.rec.Players, pl)
	p.raw = append(p.raw, raw)
	p.bets = append(p.bets, 0)
	p.names = append(p.names, len(p.rec.Players)-1)
	sort.SliceStable(p.names, func(a, b int) bool {
		return len(p.raw[p.names[a]]) > len(p.raw[p.names[b]])
	})
	return true, nil
}

// seatsDone resolves the button once every seat is read (PokerStars names
// the button's seat before listing the seats).
func (p *parser) seatsDone() error {
	if p.buttonSeat > 0 {
		if err := p.setButton(p.buttonSeat); err != nil {
			return err
		}
	}
	if len(p.rec.Players) < 2 {
		return p.errorf("fewer than two players")
	}
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

func (p *parser) marker() error {
	t := p.text
	r := p.rec
	switch {
	case t == "*** HOLE CARDS ***":
		if p.section != secSeats {
			return p.errorf("hole cards dealt twice")
		}
		if err := p.seatsDone(); err != nil {
			return err
		}
		p.section = secPlay
		return nil
	case t == "*** SHOW DOWN ***":
		r.Showdown = true
		return nil
	case t == "*** SUMMARY ***":
		if p.section != secPlay {
			return p.errorf("summary before the hole cards, or twice")
		}
		p.section, p.summary = secSummary, true
		return nil
	}
	var st poker.Street
	var rest string
	switch {
	case strings.HasPrefix(t, "*** FLOP *** "):
		st, rest = poker.Flop, t[len("*** FLOP *** "):]
	case strings.HasPrefix(t, "*** TURN *** "):
		st, rest = poker.Turn, t[len("*** TURN *** "):]
	case strings.HasPrefix(t, "*** RIVER *** "):
		st, rest = poker.River, t[len("*** RIVER *** "):]
	default:
		return p.errorf("unknown marker %q", t)
	}
	if p.section != secPlay || st != p.street+1 {
		return p.errorf("%v out of order", st)
	}
	var all []poker.Card
	for _, part := range strings.SplitAfter(rest, "]") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		cs, err := p.cards(part)
		if err != nil {
			return err
		}
		all = append(all, cs...)
	}
	want := [...]int{0, 3, 4, 5}[st]
	if len(all) != want {
		return p.errorf("the %v shows %d board cards, want %d", st, len(all), want)
	}
	if !cardsEqual(all[:len(r.Board)], r.Board) {
		return p.errorf("the %v changes the board dealt before", st)
	}
	if err := p.distinct(all[len(r.Board):]...); err != nil {
		return err
	}
	r.Board = all
	p.street = st
	clear(p.bets)
	return nil
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

func (p *parser) dealt() error {
	if p.section != secPlay {
		return p.errorf("cards dealt outside the hole-cards section")
	}
	rest := p.text[len("Dealt to "):]
	i := strings.LastIndex(rest, " [")
	if i < 0 {
		return p.errorf("bad dealt line")
	}
	// Some clients list the board or a second set; the hole cards are the
	// first set of brackets after the name.
	pl := p.suffixPlayer(rest[:i])
	if pl < 0 {
		if j := strings.Index(rest, " ["); j >= 0 {
			pl, i = p.suffixPlayer(rest[:j]), j
		}
	}
	if pl < 0 {
		return p.errorf("cards dealt to a player not seated")
	}
	cs, err := p.cards(strings.TrimSpace(rest[i+1:]))
	if err != nil {
		return err
	}
	if len(cs) != 2 {
		return p.errorf("%d hole cards, want 2", len(cs))
	}
	if p.rec.Hero >= 0 && p.rec.Hero != pl {
		return p.errorf("cards dealt face up to two players")
	}
	return p.setHole(pl, cs, holeDealt)
}

// How a player's hole cards became known.
const (
	holeDealt  = iota // "Dealt to": the hero
	holeShown         // turned face up
	holeMucked        // listed as mucked in the summary
)

// setHole records player pl's hole cards.
func (p *parser) setHole(pl int, cs []poker.Card, how int) error {
	P := &p.rec.Players[pl]
	h := [2]poker.Card{cs[0], cs[1]}
	if P.Known {
		if !(P.Hole == h || P.Hole == [2]poker.Card{h[1], h[0]}) {
			return p.errorf("%s shows other cards than dealt", P.Name)
		}
	} else {
		if err := p.distinct(cs...); err != nil {
			return err
		}
		P.Hole, P.Known = h, true
	}
	switch how {
	case holeShown:
		P.Shown = true
	case holeDealt:
		p.rec.Hero = pl
	}
	return nil
}

func (p *parser) uncalled() error {
	rest := p.text[len("Uncalled bet ("):]
	amt, who, ok := strings.Cut(rest, ") returned to ")
	if !ok {
		return p.errorf("bad uncalled-bet line")
	}
	pl := p.suffixPlayer(who)
	if pl < 0 {
		return p.errorf("uncalled bet returned to a player not seated")
	}
	n, ok := p.amount(amt)
	if !ok || n <= 0 {
		return p.errorf("bad amount %q", amt)
	}
	if p.section != secPlay {
		return p.errorf("uncalled bet outside the play")
	}
	p.bets[pl] -= n
	p.add(Action{Player: pl, Kind: Uncalled, Amount: n, To: p.bets[pl]})
	return nil
}

func (p *parser) add(a Action) {
	a.Street, a.Line = p.street, p.line
	p.rec.Actions = append(p.rec.Actions, a)
}

func (p *parser) totalPot() error {
	rest := p.text[len("Total pot "):]
	f := strings.Fields(rest)
	n, ok := p.amount(f[0])
	if !ok {
		return p.errorf("bad total pot")
	}
	p.rec.Pot = n
	if _, rk, ok := strings.Cut(rest, "Rake "); ok {
		rk, _, _ = strings.Cut(rk, " ")
		if p.rec.Rake, ok = p.amount(rk); !ok {
			return p.errorf("bad rake")
		}
	}
	return nil
}

func (p *parser) summaryBoard() error {
	rest := strings.TrimPrefix(strings.TrimPrefix(p.text, "Board"), ":")
	cs, err := p.cards(strings.TrimSpace(rest))
	if err != nil {
		return err
	}
	if len(p.rec.Board) == 0 && len(cs) <= 5 {
		if err := p.distinct(cs...); err != nil {
			return err
		}
		p.rec.Board = cs
	}
	if !cardsEqual(cs, p.rec.Board) {
		return p.errorf("the summary's board differs from the one dealt")
	}
	return nil
}

// summarySeat reads a summary seat line for the cards it may show:
// "Seat 1: Human (button) showed [7h Ad] and lost with …", "… mucked [..]".
func (p *parser) summarySeat() error {
	_, rest, ok := strings.Cut(p.text, ": ")
	if !ok {
		return p.errorf("bad summary seat line")
	}
	pl, after := p.findPlayer(rest, " ")
	if pl < 0 {
		pl, after = p.findPlayer(rest, "")
		if pl < 0 || after != "" {
			return p.errorf("summary line of a player not seated")
		}
	}
	for _, w := range []string{"showed [", "mucked ["} {
		if i := strings.Index(after, w); i >= 0 {
			j := strings.IndexByte(after[i:], ']')
			if j < 0 {
				return p.errorf("bad cards in summary")
			}
			cs, err := p.cards(after[i+len(w)-1 : i+j+1])
			if err != nil {
				return err
			}
			if len(cs) != 2 {
				return p.errorf("%d hole cards, want 2", len(cs))
			}
			how := holeMucked
			if w == "showed [" {
				how = holeShown
			}
			return p.setHole(pl, cs, how)
		}
	}
	return nil
}

// playerLine reads a line that starts with a player's name: in PokerStars
// files "Name: action" or "Name collected …", in parlor files "Name
// action". The longest name that fits wins, so that "Mr. T: the Great"
// is not read as "Mr. T".
func (p *parser) playerLine() error {
	pl, rest, colon := -1, "", false
	for _, i := range p.names {
		n := p.raw[i]
		if !strings.HasPrefix(p.text, n) {
			continue
		}
		after := p.text[len(n):]
		if r, ok := strings.CutPrefix(after, ": "); ok && p.rec.Format == PokerStars {
			pl, rest, colon = i, r, true
			break
		}
		if r, ok := strings.CutPrefix(after, " "); ok {
			pl, rest = i, r
			break
		}
	}
	if pl < 0 {
		return errNotPlayerLine
	}
	if colon {
		return p.act(pl, rest, true)
	}
	switch {
	case strings.HasPrefix(rest, "collected "):
		// "Computer collected 320 from pot" (or "from side pot", "from
		// main pot").
		amt, _, _ := strings.Cut(rest[len("collected "):], " ")
		n, ok := p.amount(amt)
		if !ok {
			return p.errorf("bad amount collected")
		}
		return p.collect(pl, n)
	case strings.HasPrefix(rest, "wins the tournament"):
		p.rec.Winner = p.rec.Players[pl].Name
		return nil
	case strings.HasPrefix(rest, "finished the tournament"):
		return nil
	case strings.HasPrefix(rest, "wins the pot (") && p.rec.Format == Parlor:
		amt, _, _ := strings.Cut(rest[len("wins the pot ("):], ")")
		n, ok := p.amount(amt)
		if !ok {
			return p.errorf("bad amount won")
		}
		p.rec.Showdown = true
		return p.collect(pl, n)
	case p.rec.Format == Parlor:
		return p.act(pl, rest, false)
	}
	return errNotPlayerLine
}

func (p *parser) collect(pl, n int) error {
	if p.section != secPlay {
		return p.errorf("pot collected outside the play")
	}
	p.add(Action{Player: pl, Kind: Collect, Amount: n})
	return nil
}

// act reads what follows a player's name: posts, bets, shows.
func (p *parser) act(pl int, rest string, stars bool) error {
	a := Action{Player: pl}
	if r, ok := strings.CutSuffix(rest, " and is all-in"); ok {
		rest, a.AllIn = r, true
	}
	verb, arg, _ := strings.Cut(rest, " ")
	num := func(s string) (int, error) {
		n, ok := p.amount(s)
		if !ok || n <= 0 {
			return 0, p.errorf("bad amount %q", s)
		}
		return n, nil
	}
	var err error
	switch {
	case stars && strings.HasPrefix(rest, "posts small blind "),
		!stars && strings.HasPrefix(rest, "posts the small blind of "):
		a.Kind = SmallBlind
		a.Amount, err = num(rest[strings.LastIndexByte(rest, ' ')+1:])
	case stars && strings.HasPrefix(rest, "posts big blind "),
		!stars && strings.HasPrefix(rest, "posts the big blind of "):
		a.Kind = BigBlind
		a.Amount, err = num(rest[strings.LastIndexByte(rest, ' ')+1:])
	case stars && strings.HasPrefix(rest, "posts the ante "):
		a.Kind = Ante
		a.Amount, err = num(rest[len("posts the ante "):])
	case stars && strings.HasPrefix(rest, "posts small & big blinds "):
		// A dead small blind and a live big blind.
		a.Kind = BigBlind
		a.Amount, err = num(rest[len("posts small & big blinds "):])
		if err == nil && a.Amount > p.rec.SmallBlind {
			a.To = p.bets[pl] + a.Amount - p.rec.SmallBlind
		}
	case verb == "folds":
		a.Kind = Fold
	case verb == "checks" && arg == "":
		a.Kind = Check
	case verb == "calls":
		a.Kind = Call
		a.Amount, err = num(arg)
	case verb == "bets":
		a.Kind = Bet
		a.Amount, err = num(arg)
	case verb == "raises":
		a.Kind = Raise
		var to int
		if stars {
			by, toText, ok := strings.Cut(arg, " to ")
			if !ok {
				return p.errorf("bad raise %q", rest)
			}
			if a.By, err = num(by); err != nil {
				return err
			}
			to, err = num(toText)
		} else {
			toText, ok := strings.CutPrefix(arg, "to ")
			if !ok {
				return p.errorf("bad raise %q", rest)
			}
			to, err = num(toText)
		}
		if err == nil {
			a.To = to
			a.Amount = to - p.bets[pl]
			if a.Amount <= 0 {
				return p.errorf("a raise to %d, no more than the bet already made", to)
			}
		}
	case verb == "shows" && strings.HasPrefix(arg, "["):
		return p.show(pl, arg)
	case verb == "shows" && !stars:
		// "Computer shows a full house, Eights full of Fours"
		name := Clean(arg)
		p.rec.Players[pl].HandName = name
		p.rec.Showdown = true
		for i := len(p.rec.Actions) - 1; i >= 0; i-- {
			if a := &p.rec.Actions[i]; a.Kind == Show && a.Player == pl {
				a.HandName = name
				break
			}
		}
		return nil
	case rest == "mucks hand" || rest == "doesn't show hand" || strings.HasPrefix(rest, "mucks ["):
		if p.section != secPlay {
			return p.errorf("muck outside the play")
		}
		p.add(Action{Player: pl, Kind: Muck})
		return nil
	default:
		return errNotPlayerLine
	}
	if err != nil {
		return err
	}
	switch a.Kind {
	case SmallBlind, BigBlind, Ante:
		if p.section != secSeats {
			return p.errorf("a blind posted after the hole cards")
		}
		if a.Kind != Ante && a.To == 0 {
			a.To = p.bets[pl] + a.Amount
		} else if a.Kind == Ante {
			a.To = p.bets[pl]
		}
	default:
		if p.section != secPlay {
			return p.errorf("%v outside the betting", a.Kind)
		}
		switch a.Kind {
		case Call:
			a.To = p.bets[pl] + a.Amount
		case Bet:
			a.To, a.By = p.bets[pl]+a.Amount, a.Amount
		case Raise:
			if !stars {
				high := 0
				for _, b := range p.bets {
					high = max(high, b)
				}
				a.By = a.To - high
			}
		case Fold, Check:
			a.To = p.bets[pl]
		}
	}
	if a.Kind == SmallBlind || a.Kind == BigBlind {
		if p.rec.Button < 0 && a.Kind == SmallBlind && len(p.rec.Players) == 2 {
			// Heads-up the button posts the small blind.
			p.rec.Button = pl
		}
		if a.Kind == SmallBlind && !a.AllIn && p.rec.Format == PokerStars {
			p.rec.SmallBlind = a.Amount
		}
	}
	p.bets[pl] = a.To
	p.add(a)
	return nil
}

// show reads "[8s 8d]" and, in PokerStars files, " (a full house, …)".
func (p *parser) show(pl int, arg string) error {
	j := strings.IndexByte(arg, ']')
	if j < 0 {
		return p.errorf("bad cards shown")
	}
	cs, err := p.cards(arg[:j+1])
	if err != nil {
		return err
	}
	if len(cs) != 2 {
		// PokerStars lets a player show one card; it tells nothing a
		// replay needs.
		p.skip()
		return nil
	}
	if p.section != secPlay {
		return p.errorf("cards shown outside the play")
	}
	if err := p.setHole(pl, cs, holeShown); err != nil {
		return err
	}
	a := Action{Player: pl, Kind: Show, Cards: cs}
	if d := strings.TrimSpace(arg[j+1:]); strings.HasPrefix(d, "(") && strings.HasSuffix(d, ")") {
		a.HandName = Clean(d[1 : len(d)-1])
		p.rec.Players[pl].HandName = a.HandName
	}
	p.add(a)
	return nil
}
