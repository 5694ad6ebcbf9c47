package handhistory

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"parlor/internal/thousands"
	"parlor/poker"
)

// TableHandOptions are the facts a hand at a table of 2 to 9 chairs needs
// beyond the Table: as HandOptions, with the hero a chair.
type TableHandOptions struct {
	// Hero is the chair whose hole cards are written ("Dealt to …"); 0
	// writes none, as an onlooker's file.
	Hero       int
	Tournament int64
	Time       time.Time
	// Ring writes a ring-game hand (cash header, "Parlor T" table).
	Ring bool
}

// tableHand is one finished hand at a Table, indexed for the formatters.
type tableHand struct {
	t          *poker.Table
	events     []poker.TableEvent
	names      poker.ChairNames
	parlor     bool
	folded     [poker.MaxChairs + 1]bool
	foldStreet [poker.MaxChairs + 1]poker.Street
	showdown   [poker.MaxChairs + 1]*poker.TableEvent
	mucked     [poker.MaxChairs + 1]bool
	won        poker.ChairInts
	board      []poker.Card
	pot        int
	compared   bool
}

// AppendTableHand appends one finished hand of a Table (its events, the
// EventFinish lines of a sit-and-go included) to dst in format f. Parlor's
// format is the seed's template with a line for each chair dealt in; the
// PokerStars one is what PokerStars writes for a Limit table of that size:
// the N-max header, seat lines for the chairs dealt in, "Betting is
// capped", "collected N from side pot-2" … "from main pot", "Total pot N
// Main pot N. Side pot-1 N.", "mucks hand", "doesn't show hand" and
// "finished the tournament in Nth place".
func AppendTableHand(dst []byte, t *poker.Table, f Format, o TableHandOptions) ([]byte, error) {
	if !t.Over() {
		return dst, fmt.Errorf("%w: the hand has not ended", ErrEvents)
	}
	h := tableHand{t: t, events: t.Events(), parlor: f == Parlor}
	h.names = tableNames(t)
	for i := range h.events {
		e := &h.events[i]
		switch e.Kind {
		case poker.EventStreet:
			h.board = e.CardList()
		case poker.EventAction:
			if e.Action == poker.Fold {
				h.folded[e.Chair], h.foldStreet[e.Chair] = true, e.Street
			}
		case poker.EventShowdown:
			h.showdown[e.Chair], h.compared = e, true
		case poker.EventMuck:
			h.mucked[e.Chair], h.compared = true, true
		case poker.EventAward:
			h.won[e.Chair] += e.Amount
		case poker.EventHandEnd:
			h.pot = e.Pot
		}
	}
	switch f {
	case Parlor:
		return h.appendParlor(dst, o), nil
	case PokerStars:
		if o.Time.IsZero() {
			o.Time = time.Now()
		}
		if o.Tournament == 0 {
			o.Tournament = NewNumber()
		}
		var fm formatter
		return h.appendStars(dst, o, fm.headerTime(o.Time)), nil
	}
	return dst, fmt.Errorf("%w: %v", ErrFormat, f)
}

// tableNames makes the names of the chairs dealt in safe to write, as
// fileNames does heads-up: clean, never empty, never twice.
func tableNames(t *poker.Table) poker.ChairNames {
	n := t.Names()
	seen := map[string]bool{}
	for c := 1; c <= t.Chairs(); c++ {
		if !t.In(c) {
			continue
		}
		s := strings.TrimSpace(Clean(n[c]))
		if s == "" {
			s = "Player " + strconv.Itoa(c)
		}
		if strings.HasPrefix(s, "***") || strings.HasPrefix(s, "Poker Game, Hand #") || isHeader(s+": ") {
			s = "_" + s
		}
		for base, k := s, 2; seen[s]; k++ {
			s = base + " (" + strconv.Itoa(k) + ")"
		}
		seen[s] = true
		n[c] = s
	}
	return n
}

func (h *tableHand) amount(dst []byte, n int) []byte {
	if h.parlor {
		return thousands.Append(dst, n)
	}
	return strconv.AppendInt(dst, int64(n), 10)
}

// potName is "main pot", "side pot-1" …, or "pot" when the hand had one.
func (h *tableHand) potName(i int) string {
	switch {
	case len(h.t.Pots()) < 2:
		return "pot"
	case i == 0:
		return "main pot"
	}
	return "side pot-" + strconv.Itoa(i)
}

func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// appendAction writes an action's line ("P3: raises 20 to 60" in
// PokerStars' format, "P3 raises to 60" in Parlor's), and "Betting is
// capped" after the bet that capped the street.
func (h *tableHand) appendAction(dst []byte, e *poker.TableEvent) []byte {
	name := h.names[e.Chair]
	sep := ":"
	if h.parlor {
		sep = ""
	}
	dst = append(append(dst, name...), sep...)
	switch e.Action {
	case poker.Fold:
		dst = append(dst, " folds"...)
	case poker.Check:
		dst = append(dst, " checks"...)
	case poker.Call:
		dst = h.amount(append(dst, " calls "...), e.Amount)
	case poker.Bet:
		dst = h.amount(append(dst, " bets "...), e.Amount)
	case poker.Raise:
		if h.parlor {
			dst = h.amount(append(dst, " raises to "...), e.To)
		} else {
			dst = h.amount(append(h.amount(append(dst, " raises "...), h.raisedBy(e)), " to "...), e.To)
		}
	}
	if e.AllIn {
		dst = append(dst, " and is all-in"...)
	}
	dst = append(dst, '\n')
	if e.Capped {
		dst = append(dst, "Betting is capped\n"...)
	}
	return dst
}

// raisedBy is how far a raise went above the highest bet before it.
func (h *tableHand) raisedBy(e *poker.TableEvent) int {
	high := 0
	if e.Street == poker.Preflop {
		_, high = h.t.Blinds()
	}
	for i := range h.events {
		x := &h.events[i]
		if x == e {
			break
		}
		if x.Street == e.Street && (x.Kind == poker.EventAction || x.Kind == poker.EventBigBlind || x.Kind == poker.EventSmallBlind) {
			high = max(high, x.To)
		}
	}
	return e.To - high
}

func (h *tableHand) appendDealt(dst []byte, e *poker.TableEvent, hero int, first *bool) []byte {
	if *first {
		dst = append(dst, "*** HOLE CARDS ***\n"...)
		*first = false
	}
	if e.Chair == hero {
		dst = appendCards(append(append(append(dst, "Dealt to "...), h.names[e.Chair]...), ' '), e.CardList())
		dst = append(dst, '\n')
	}
	return dst
}

func (h *tableHand) appendStreet(dst []byte, e *poker.TableEvent) []byte {
	return appendStreet(dst, &poker.Event{Street: e.Street, Cards: e.Cards, NCards: e.NCards})
}

// appendPots writes "Total pot 1050 Main pot 150. Side pot-1 160." (the
// parts only with two pots or more).
func (h *tableHand) appendPots(dst []byte) []byte {
	dst = h.amount(append(dst, "Total pot "...), h.pot)
	if pots := h.t.Pots(); len(pots) > 1 {
		dst = h.amount(append(dst, " Main pot "...), pots[0].Amount)
		dst = append(dst, '.')
		for i := 1; i < len(pots); i++ {
			dst = strconv.AppendInt(append(dst, " Side pot-"...), int64(i), 10)
			dst = append(h.amount(append(dst, ' '), pots[i].Amount), '.')
		}
	}
	return dst
}

// position is PokerStars' summary mark of a chair: " (button)", " (small
// blind)", " (big blind)"; heads-up the button is also the small blind.
func (h *tableHand) position(c int) string {
	sb, bb := h.t.BlindChairs()
	switch {
	case c == h.t.Button() && c == sb:
		return " (button) (small blind)"
	case c == h.t.Button():
		return " (button)"
	case c == sb:
		return " (small blind)"
	case c == bb:
		return " (big blind)"
	}
	return ""
}

// appendOutcome ends a summary seat line.
func (h *tableHand) appendOutcome(dst []byte, c int, hero int) []byte {
	switch sd := h.showdown[c]; {
	case h.folded[c]:
		dst = append(append(dst, ' '), foldedWhere[h.foldStreet[c]]...)
	case sd != nil && h.won[c] > 0:
		dst = appendCards(append(dst, " showed "...), sd.Hole[:])
		dst = h.amount(append(dst, " and won ("...), h.won[c])
		dst = sd.Value.AppendName(append(dst, ") with "...))
	case sd != nil:
		dst = appendCards(append(dst, " showed "...), sd.Hole[:])
		dst = sd.Value.AppendName(append(dst, " and lost with "...))
	case h.mucked[c]:
		dst = append(dst, " mucked"...)
		if c == hero {
			hole := h.t.Hole(c)
			dst = appendCards(append(dst, ' '), hole[:])
		}
	case h.won[c] > 0:
		dst = append(h.amount(append(dst, " collected ("...), h.won[c]), ')')
	}
	return append(dst, '\n')
}

func (h *tableHand) appendFinish(dst []byte, e *poker.TableEvent, ring bool) []byte {
	if ring {
		return dst
	}
	if e.Amount == 1 {
		dst = append(append(dst, h.names[e.Chair]...), " wins the tournament"...)
		if !h.parlor {
			dst = append(dst, " - congratulations!"...)
		}
		return append(dst, '\n')
	}
	dst = append(append(dst, h.names[e.Chair]...), " finished the tournament in "...)
	return append(append(dst, ordinal(e.Amount)...), " place\n"...)
}

func (h *tableHand) appendParlor(dst []byte, o TableHandOptions) []byte {
	t := h.t
	sb, bb := t.Blinds()
	dst = strconv.AppendInt(append(dst, "Poker Game, Hand #"...), int64(t.Number()), 10)
	dst = append(dst, " \u2013 "...)
	dst = h.amount(append(h.amount(dst, sb), '/'), bb)
	dst = append(dst, " \u2013 Fixed Limit Hold'em\n"...)
	start := t.StartStacks()
	for c := 1; c <= t.Chairs(); c++ {
		if t.In(c) {
			dst = strconv.AppendInt(append(dst, "Seat "...), int64(c), 10)
			dst = append(append(append(dst, ": "...), h.names[c]...), " ("...)
			dst = append(thousands.Append(dst, start[c]), ")\n"...)
		}
	}
	first, shown := true, false
	for i := range h.events {
		e := &h.events[i]
		name := ""
		if e.Chair >= 1 && e.Chair <= poker.MaxChairs {
			name = h.names[e.Chair]
		}
		switch e.Kind {
		case poker.EventSmallBlind, poker.EventBigBlind:
			which := " posts the small blind of "
			if e.Kind == poker.EventBigBlind {
				which = " posts the big blind of "
			}
			dst = h.amount(append(append(dst, name...), which...), e.Amount)
			if e.AllIn {
				dst = append(dst, " and is all-in"...)
			}
			dst = append(dst, '\n')
			if e.Kind == poker.EventBigBlind {
				dst = strconv.AppendInt(append(dst, "The button is in seat #"...), int64(t.Button()), 10)
				dst = append(dst, '\n')
			}
		case poker.EventDeal:
			dst = h.appendDealt(dst, e, o.Hero, &first)
		case poker.EventAction:
			dst = h.appendAction(dst, e)
		case poker.EventStreet:
			dst = h.appendStreet(dst, e)
		case poker.EventUncalled:
			dst = h.amount(append(dst, "Uncalled bet ("...), e.Amount)
			dst = append(append(append(dst, ") returned to "...), name...), '\n')
		case poker.EventShow:
			dst = appendCards(append(append(dst, name...), " shows "...), e.CardList())
			dst = append(dst, '\n')
		case poker.EventShowdown:
			shown = true
			dst = append(e.Value.AppendName(append(append(dst, name...), " shows "...)), '\n')
		case poker.EventMuck:
			dst = append(append(dst, name...), " mucks hand\n"...)
		case poker.EventAward:
			if shown && !e.Split {
				dst = append(append(append(dst, name...), " wins the "...), h.potName(e.Pot)...)
				dst = h.amount(append(dst, " ("...), e.Amount)
				dst = append(h.showdown[e.Chair].Value.AppendName(append(dst, ") with "...)), '\n')
			} else {
				dst = h.amount(append(append(dst, name...), " collected "...), e.Amount)
				dst = append(append(append(dst, " from "...), h.potName(e.Pot)...), '\n')
			}
		case poker.EventFinish:
			dst = h.appendFinish(dst, e, o.Ring)
		}
	}
	dst = append(h.appendPots(append(dst, "*** SUMMARY ***\n"...)), '\n')
	if len(h.board) > 0 {
		dst = append(appendCards(append(dst, "Board: "...), h.board), '\n')
	}
	for c := 1; c <= t.Chairs(); c++ {
		if t.In(c) {
			dst = strconv.AppendInt(append(dst, "Seat "...), int64(c), 10)
			dst = append(append(dst, ": "...), h.names[c]...)
			if c == t.Button() {
				dst = append(dst, " (button)"...)
			}
			dst = h.appendOutcome(dst, c, o.Hero)
		}
	}
	return append(dst, '\n')
}

func (h *tableHand) appendStars(dst []byte, o TableHandOptions, at []byte) []byte {
	t := h.t
	_, bb := t.Blinds()
	level := max(t.Level(), 1)
	id := o.Tournament*handIDBase + int64(t.Number())
	dst = strconv.AppendInt(append(dst, "PokerStars Hand #"...), id, 10)
	if o.Ring {
		dst = append(dst, ":  Hold'em Limit ("...)
	} else {
		dst = strconv.AppendInt(append(dst, ": Tournament #"...), o.Tournament, 10)
		dst = append(append(dst, ", Freeroll  Hold'em Limit - Level "...), levelName(level)...)
		dst = append(dst, " ("...)
	}
	dst = h.amount(append(h.amount(dst, bb), '/'), 2*bb)
	dst = append(append(append(dst, ") -"...), at...), '\n')
	if o.Ring {
		dst = strconv.AppendInt(append(dst, "Table '"+ringTable...), o.Tournament, 10)
		dst = strconv.AppendInt(append(dst, "' "...), int64(t.Chairs()), 10)
		dst = append(dst, "-max (Play Money) Seat #"...)
	} else {
		dst = strconv.AppendInt(append(dst, "Table '"...), o.Tournament, 10)
		dst = strconv.AppendInt(append(dst, " 1' "...), int64(t.Chairs()), 10)
		dst = append(dst, "-max Seat #"...)
	}
	dst = append(strconv.AppendInt(dst, int64(t.Button()), 10), " is the button\n"...)
	start := t.StartStacks()
	for c := 1; c <= t.Chairs(); c++ {
		if t.In(c) {
			dst = strconv.AppendInt(append(dst, "Seat "...), int64(c), 10)
			dst = append(append(append(dst, ": "...), h.names[c]...), " ("...)
			dst = append(h.amount(dst, start[c]), " in chips)\n"...)
		}
	}
	first := true
	var collected [poker.MaxChairs + 1]bool
	shown := false
	for i := range h.events {
		e := &h.events[i]
		name := ""
		if e.Chair >= 1 && e.Chair <= poker.MaxChairs {
			name = h.names[e.Chair]
		}
		switch e.Kind {
		case poker.EventSmallBlind:
			dst = h.amount(append(append(dst, name...), ": posts small blind "...), e.Amount)
			if e.AllIn {
				dst = append(dst, " and is all-in"...)
			}
			dst = append(dst, '\n')
		case poker.EventBigBlind:
			dst = h.amount(append(append(dst, name...), ": posts big blind "...), e.Amount)
			if e.AllIn {
				dst = append(dst, " and is all-in"...)
			}
			dst = append(dst, '\n')
		case poker.EventDeal:
			dst = h.appendDealt(dst, e, o.Hero, &first)
		case poker.EventAction:
			dst = h.appendAction(dst, e)
		case poker.EventStreet:
			dst = h.appendStreet(dst, e)
		case poker.EventUncalled:
			dst = h.amount(append(dst, "Uncalled bet ("...), e.Amount)
			dst = append(append(append(dst, ") returned to "...), name...), '\n')
		case poker.EventShowdown, poker.EventMuck:
			if !shown {
				dst = append(dst, "*** SHOW DOWN ***\n"...)
				shown = true
			}
			if e.Kind == poker.EventMuck {
				dst = append(append(dst, name...), ": mucks hand\n"...)
				break
			}
			dst = appendCards(append(append(dst, name...), ": shows "...), e.Hole[:])
			dst = append(e.Value.AppendName(append(dst, " ("...)), ")\n"...)
		case poker.EventAward:
			dst = h.amount(append(append(dst, name...), " collected "...), e.Amount)
			dst = append(append(append(dst, " from "...), h.potName(e.Pot)...), '\n')
			collected[e.Chair] = true
		case poker.EventFinish:
			if !h.compared {
				dst = h.doesntShow(dst, &collected)
				h.compared = true // written once
			}
			dst = h.appendFinish(dst, e, o.Ring)
		}
	}
	if !h.compared {
		dst = h.doesntShow(dst, &collected)
	}
	dst = append(h.appendPots(append(dst, "*** SUMMARY ***\n"...)), " | Rake 0\n"...)
	if len(h.board) > 0 {
		dst = append(appendCards(append(dst, "Board "...), h.board), '\n')
	}
	for c := 1; c <= t.Chairs(); c++ {
		if t.In(c) {
			dst = strconv.AppendInt(append(dst, "Seat "...), int64(c), 10)
			dst = append(append(append(dst, ": "...), h.names[c]...), h.position(c)...)
			dst = h.appendOutcome(dst, c, o.Hero)
		}
	}
	return append(dst, "\n\n\n"...)
}

// doesntShow writes "X: doesn't show hand" for an uncontested winner.
func (h *tableHand) doesntShow(dst []byte, collected *[poker.MaxChairs + 1]bool) []byte {
	for c := 1; c <= poker.MaxChairs; c++ {
		if collected[c] {
			dst = append(append(dst, h.names[c]...), ": doesn't show hand\n"...)
		}
	}
	return dst
}
