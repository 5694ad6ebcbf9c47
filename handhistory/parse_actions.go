package handhistory

// The play of a hand: street markers, cards dealt and shown, and every
// line that starts with a player's name (posts, bets, collections).

import (
	"strings"

	"parlor/poker"
)

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
	p.returnUncalled()
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

// returnUncalled gives back the part of the highest bet of the street
// that nobody called, when the file has not: old PokerStars files have no
// "Uncalled bet" line, and without it the winner's net and the pot are
// wrong. Called before a new street and before the pot is collected; where
// the file has the line the bets are already even and nothing is added.
func (p *parser) returnUncalled() {
	hi, second, who := 0, 0, -1
	for i, b := range p.bets {
		switch {
		case b > hi:
			second, hi, who = hi, b, i
		case b > second:
			second = b
		}
	}
	if who < 0 || hi == second {
		return
	}
	p.bets[who] = second
	p.add(Action{Player: who, Kind: Uncalled, Amount: hi - second, To: second})
}

func (p *parser) collect(pl, n int) error {
	if p.section != secPlay {
		return p.errorf("pot collected outside the play")
	}
	p.returnUncalled()
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
