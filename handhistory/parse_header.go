package handhistory

// The first lines of a hand: the header (game, stakes, time), the table
// line and the seats.

import (
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"parlor/poker"
)

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

// levelOfBlinds finds the level of a pair of blinds in the schedule of
// docs/rules/holdem.md ("Blinds and button"), 0 if none.
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
	if i := strings.IndexAny(s, "$€£"); i >= 0 {
		p.rec.Cents = true
		_, n := utf8.DecodeRuneInString(s[i:])
		p.rec.Currency = s[i : i+n]
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
	if _, lv, ok := strings.Cut(rest, " - Level "); ok {
		lv, _, _ = strings.Cut(lv, " ")
		r.Level = parseRoman(lv)
	}
	game, stakes, end := starsGame(rest)
	if !strings.Contains(game, "Hold'em") {
		return p.errorf("not a Hold'em hand: %q", t)
	}
	if end < 0 {
		return p.errorf("no stakes in %q", t)
	}
	small, big, ok := p.stakes(stakes)
	if !ok {
		return p.errorf("bad stakes %q", stakes)
	}
	// In limit games the parentheses hold the bet sizes: the small bet is
	// the big blind. In other games they hold the blinds.
	if strings.Contains(game, " Limit") && !strings.Contains(game, "No Limit") && !strings.Contains(game, "Pot Limit") {
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

// starsGame finds the game and the stakes in what follows a PokerStars
// hand number, and the index just past the stakes (-1 when none):
//
//	" Tournament #T, Freeroll  Hold'em Limit - Level I (20/40) - …"
//	"  Hold'em Limit ($0.10/$0.20 USD) - …"
//	"  8-Game (Hold'em Limit, $0.10/$0.20 USD) - …"      a mixed game
//	" Tournament #T, $10+$1 USD 8-Game (Hold'em Limit) - Level I (10/20) - …"
//
// In a mixed game the parentheses after the game's name say which game of
// the mix the hand is, with the stakes after a comma or in the next pair.
func starsGame(rest string) (game, stakes string, end int) {
	game = rest
	for off := 0; ; {
		i := strings.IndexByte(rest[off:], '(')
		if i < 0 {
			return game, "", -1
		}
		j := strings.IndexByte(rest[off+i:], ')')
		if j < 0 {
			return game, "", -1
		}
		inner := rest[off+i+1 : off+i+j]
		end = off + i + j + 1
		if name, st, ok := strings.Cut(inner, ", "); ok {
			return name, st, end // "(Hold'em Limit, $0.10/$0.20 USD)"
		}
		if strings.Contains(inner, "/") && strings.ContainsAny(inner, "0123456789") {
			if game == rest {
				game = rest[:off+i]
			}
			return game, inner, end
		}
		game = inner // "(Hold'em Limit)": the game; the stakes follow
		off = end
	}
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

func (p *parser) table() error {
	t := p.text[len("Table '"):]
	i := strings.LastIndex(t, "' ")
	if i < 0 {
		return p.errorf("bad table line")
	}
	p.rec.Table = Clean(t[:i])
	p.ringNumber()
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

// ringNumber recovers the hand number of a ring-game hand written by this
// package, whose table "Parlor T" carries the number the ID was made from.
func (p *parser) ringNumber() {
	r := p.rec
	num, ok := strings.CutPrefix(r.Table, ringTable)
	if !ok || r.Tournament != 0 {
		return
	}
	if t, err := strconv.ParseInt(num, 10, 64); err == nil && t > 0 && r.ID/handIDBase == t {
		r.Number = int(r.ID % handIDBase)
	}
}

// setButton records the button by seat number once the seats are known.
func (p *parser) setButton(seat int) error {
	p.rec.ButtonSeat = seat
	for i := range p.rec.Players {
		if p.rec.Players[i].Seat == seat {
			p.rec.Button = i
			return nil
		}
	}
	if len(p.rec.Players) > 2 && seat >= 1 && seat <= 10 {
		return nil // a dead button (TDA 32): the seat's player went out
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
		// "is sitting out", or "out of hand (moved from another table
		// into small blind)": a tournament seat that joins the table with
		// the next hand. Either way it is dealt no cards and has no
		// summary line.
		pl.SittingOut = strings.Contains(rest[k:], "sitting out") || strings.Contains(rest[k:], "out of hand")
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
