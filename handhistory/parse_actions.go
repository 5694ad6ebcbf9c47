package handhistory

// The play of a hand: street markers, cards dealt and shown, and every
// line that starts with a player's name (posts, bets, collections).

import (
	"slices"
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
	case strings.HasPrefix(rest, "wins the ") && strings.Contains(rest, "pot") && p.rec.Format == Parlor:
		// "wins the pot (320) with …"; at a table of more, "wins the main
		// pot (150) with …" and "wins the side pot-2 (240) with …".
		_, amt, _ := strings.Cut(rest, "(")
		amt, _, _ = strings.Cut(amt, ")")
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

// act reads what follows a player's name: posts, bets, shows. A betting
// step is read (readBet), placed on the street (placeBet) and kept.
func (p *parser) act(pl int, rest string, stars bool) error {
	allIn := false
	if r, ok := strings.CutSuffix(rest, " and is all-in"); ok {
		rest, allIn = r, true
	}
	if done, err := p.showOrMuck(pl, rest, stars); done {
		return err
	}
	a, err := p.readBet(pl, rest, stars)
	if err != nil {
		return err
	}
	a.AllIn = allIn
	if err := p.placeBet(&a, stars); err != nil {
		return err
	}
	p.noteBlind(&a)
	p.bets[pl] = a.To
	p.add(a)
	return nil
}

// showOrMuck reads the steps that move no chips: shows and mucks. done is
// false when rest is none of them.
func (p *parser) showOrMuck(pl int, rest string, stars bool) (done bool, err error) {
	verb, arg, _ := strings.Cut(rest, " ")
	switch {
	case verb == "shows" && strings.HasPrefix(arg, "["):
		return true, p.show(pl, arg)
	case verb == "shows" && !stars:
		// "Computer shows a full house, Eights full of Fours"
		p.nameHand(pl, Clean(arg))
		return true, nil
	case rest == "mucks hand" || rest == "doesn't show hand" || strings.HasPrefix(rest, "mucks ["):
		if p.section != secPlay {
			return true, p.errorf("muck outside the play")
		}
		p.add(Action{Player: pl, Kind: Muck})
		return true, nil
	}
	return false, nil
}

// nameHand gives player pl's shown cards the hand's name, as Parlor's
// files say it on a line of its own.
func (p *parser) nameHand(pl int, name string) {
	p.rec.Players[pl].HandName = name
	p.rec.Showdown = true
	for i := len(p.rec.Actions) - 1; i >= 0; i-- {
		if a := &p.rec.Actions[i]; a.Kind == Show && a.Player == pl {
			a.HandName = name
			break
		}
	}
}

// positive reads an amount above zero.
func (p *parser) positive(s string) (int, error) {
	n, ok := p.amount(s)
	if !ok || n <= 0 {
		return 0, p.errorf("bad amount %q", s)
	}
	return n, nil
}

// readBet reads a post, a fold, a check, a call, a bet or a raise: its kind
// and amounts as the line gives them. Anything else is errNotPlayerLine.
func (p *parser) readBet(pl int, rest string, stars bool) (Action, error) {
	a := Action{Player: pl}
	if kind, amount, ok := postOf(rest, stars); ok {
		a.Kind = kind
		n, err := p.positive(amount)
		a.Amount = n
		if err == nil && strings.HasPrefix(rest, "posts small & big blinds ") && n > p.rec.SmallBlind {
			// A dead small blind and a live big blind.
			a.To = p.bets[pl] + n - p.rec.SmallBlind
		}
		return a, err
	}
	verb, arg, _ := strings.Cut(rest, " ")
	var err error
	switch {
	case verb == "folds":
		a.Kind = Fold
	case verb == "checks" && arg == "":
		a.Kind = Check
	case verb == "calls":
		a.Kind = Call
		a.Amount, err = p.positive(arg)
	case verb == "bets":
		a.Kind = Bet
		a.Amount, err = p.positive(arg)
	case verb == "raises":
		err = p.readRaise(&a, arg, stars)
	default:
		return a, errNotPlayerLine
	}
	return a, err
}

// postOf finds a post: its kind and the text of its amount.
func postOf(rest string, stars bool) (ActionKind, string, bool) {
	last := rest[strings.LastIndexByte(rest, ' ')+1:]
	switch {
	case stars && strings.HasPrefix(rest, "posts small blind "),
		!stars && strings.HasPrefix(rest, "posts the small blind of "):
		return SmallBlind, last, true
	case stars && strings.HasPrefix(rest, "posts big blind "),
		!stars && strings.HasPrefix(rest, "posts the big blind of "):
		return BigBlind, last, true
	case stars && strings.HasPrefix(rest, "posts the ante "):
		return Ante, rest[len("posts the ante "):], true
	case stars && strings.HasPrefix(rest, "posts small & big blinds "):
		return BigBlind, rest[len("posts small & big blinds "):], true
	}
	return 0, "", false
}

// readRaise reads "raises 20 to 40" (PokerStars) or "raises to 40"
// (Parlor's format).
func (p *parser) readRaise(a *Action, arg string, stars bool) error {
	a.Kind = Raise
	toText, ok := strings.CutPrefix(arg, "to ")
	if stars {
		var by string
		by, toText, ok = strings.Cut(arg, " to ")
		if ok {
			var err error
			if a.By, err = p.positive(by); err != nil {
				return err
			}
		}
	}
	if !ok {
		return p.errorf("bad raise %q", "raises "+arg)
	}
	to, err := p.positive(toText)
	if err != nil {
		return err
	}
	a.To, a.Amount = to, to-p.bets[a.Player]
	if a.Amount <= 0 {
		return p.errorf("a raise to %d, no more than the bet already made", to)
	}
	return nil
}

// placeBet checks that a step comes in its part of the hand (posts before
// the hole cards, bets after) and sets the player's bet it makes (To) and,
// for a bet or a Parlor raise, what it adds (By).
func (p *parser) placeBet(a *Action, stars bool) error {
	pl := a.Player
	switch a.Kind {
	case SmallBlind, BigBlind, Ante:
		if p.section != secSeats {
			return p.errorf("a blind posted after the hole cards")
		}
		if a.Kind == Ante {
			a.To = p.bets[pl]
		} else if a.To == 0 {
			a.To = p.bets[pl] + a.Amount
		}
		return nil
	}
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
			a.By = a.To - max(0, slices.Max(p.bets))
		}
	case Fold, Check:
		a.To = p.bets[pl]
	}
	return nil
}

// noteBlind learns from a blind what the header may not say: heads-up the
// button posts the small blind, and a PokerStars small blind's size.
func (p *parser) noteBlind(a *Action) {
	if a.Kind != SmallBlind {
		return
	}
	if p.rec.Button < 0 && len(p.rec.Players) == 2 {
		p.rec.Button = a.Player
	}
	if !a.AllIn && p.rec.Format == PokerStars {
		p.rec.SmallBlind = a.Amount
	}
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
