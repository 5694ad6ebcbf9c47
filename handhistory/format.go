package handhistory

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // PokerStars headers give Eastern Time; hosts without a zone database still know it

	"parlor/internal/thousands"
	"parlor/poker"
)

// HandOptions are the facts a hand history needs beyond the events.
type HandOptions struct {
	// Hero is the seat whose hole cards are dealt face up in the file
	// ("Dealt to Human"): the human's seat, 0 by default.
	Hero int
	// Tournament is the PokerStars tournament number. Give every hand of
	// a match the same one (a Writer does): trackers group hands by it,
	// and the hand IDs, Tournament*100000 + hand number, stay unique as
	// long as the tournament numbers do (see NewNumber). 0 takes a fresh
	// NewNumber, which changes from hand to hand.
	Tournament int64
	// Time is when the hand ended; zero means now. PokerStars headers
	// show it in its own zone and in Eastern Time.
	Time time.Time
	// Ring writes the hand in PokerStars' format as a ring-game hand that
	// stands alone (cash header, 2-max table "Parlor T", play chips), for
	// runs whose stacks reset every hand; the tournament number then
	// names the table. Parlor's format is the same either way.
	Ring bool
}

// handIDBase makes PokerStars hand numbers unique across matches, as
// trackers expect: the hand ID is Tournament*handIDBase + hand number, and
// the reader recovers the hand number from it.
const handIDBase = 100000

// etZone is PokerStars' reference time zone.
var etZone = func() *time.Location {
	l, err := time.LoadLocation("America/New_York")
	if err != nil {
		return time.FixedZone("ET", -5*3600)
	}
	return l
}()

// hand gathers a hand's events for the formatters.
type hand struct {
	start      *poker.Event
	names      [2]string
	board      []poker.Card
	end        *poker.Event
	matchEnd   *poker.Event
	folded     [2]bool
	foldStreet [2]poker.Street
	showdown   [2]*poker.Event
	won        [2]int
	compared   bool
	events     []poker.Event
	parlor     bool          // Parlor's format, not PokerStars'
	lines      *[2]seatLines // by seat, in the hand's format
}

// seat returns the line starts of seat in the hand's format.
func (h *hand) seat(seat int) *seatLines { return &h.lines[seat] }

// formatter writes hands. A Writer keeps one for its file, so that what
// stays the same from hand to hand (the names made safe to write, the
// header's time within a second) is worked out once, not for every hand:
// a headless run formats up to a million hands a second.
type formatter struct {
	raw, names [2]string // the last names seen, and what fileNames made of them
	namesSet   bool
	lines      [2][2]seatLines // by format (Parlor's first), by seat: the starts of its lines
	linesSet   [2]bool         // lines made for names, by format
	timeAt     time.Time       // the time starsTime was written for, to the second
	starsTime  []byte          // " 2026/11/29 14:05:09 UTC [2026/11/29 9:05:09 ET]"
}

// seatLines are the starts of a seat's lines in one format, name and all
// ("Human calls ", "Human: calls "), so that a line is one copy and its
// amount.
type seatLines struct {
	verb                            [poker.Raise + 1]string // by action: " folds\n" … " raises "
	small, big, collected, uncalled string
}

// newSeatLines makes name's line starts in Parlor's format or PokerStars'.
func newSeatLines(name string, parlor bool) seatLines {
	sep, raise, small, big := ":", " raises ", ": posts small blind ", ": posts big blind "
	if parlor {
		sep, raise, small, big = "", " raises to ", " posts the small blind of ", " posts the big blind of "
	}
	var l seatLines
	l.verb[poker.Fold] = name + sep + " folds"
	l.verb[poker.Check] = name + sep + " checks"
	l.verb[poker.Call] = name + sep + " calls "
	l.verb[poker.Bet] = name + sep + " bets "
	l.verb[poker.Raise] = name + sep + raise
	l.small, l.big = name+small, name+big
	l.collected = name + " collected "
	l.uncalled = ") returned to " + name + "\n"
	return l
}

// fileNames is the package's fileNames, remembered for the last names.
func (f *formatter) fileNames(n [2]string) [2]string {
	if !f.namesSet || n != f.raw {
		f.raw, f.names, f.namesSet = n, fileNames(n), true
		f.linesSet = [2]bool{}
	}
	return f.names
}

// seatLines returns the seats' line starts for the last names, in Parlor's
// format or PokerStars', made the first time they are asked for.
func (f *formatter) seatLines(parlor bool) *[2]seatLines {
	i := 1
	if parlor {
		i = 0
	}
	if !f.linesSet[i] {
		for seat, name := range f.names {
			f.lines[i][seat] = newSeatLines(name, parlor)
		}
		f.linesSet[i] = true
	}
	return &f.lines[i]
}

// headerTime returns PokerStars' header time for t, in t's zone and in
// Eastern Time, as in " 2026/11/29 14:05:09 UTC [2026/11/29 9:05:09 ET]".
func (f *formatter) headerTime(t time.Time) []byte {
	t = t.Truncate(time.Second)
	if f.starsTime != nil && t.Equal(f.timeAt) && t.Location() == f.timeAt.Location() {
		return f.starsTime
	}
	b := appendStarsTime(append(f.starsTime[:0], ' '), t)
	b = append(append(b, ' '), t.Format("MST")...)
	b = append(b, " ["...)
	b = appendStarsTime(b, t.In(etZone))
	f.starsTime, f.timeAt = append(b, " ET]"...), t
	return f.starsTime
}

// gather checks that events hold one finished hand and indexes them into h.
func (f *formatter) gather(h *hand, events []poker.Event) error {
	*h = hand{events: events}
	if len(events) == 0 || events[0].Kind != poker.EventHandStart {
		return fmt.Errorf("%w: no hand start", ErrEvents)
	}
	h.start = &events[0]
	if b := h.start.Button; b != 0 && b != 1 {
		return fmt.Errorf("%w: button seat %d", ErrEvents, b)
	}
	for i := range events {
		e := &events[i]
		seatOK := e.Seat == 0 || e.Seat == 1
		switch e.Kind {
		case poker.EventSeat:
			if seatOK {
				h.names[e.Seat] = e.Name
			}
		case poker.EventStreet:
			h.board = e.CardList()
		case poker.EventAction:
			if seatOK && e.Action == poker.Fold {
				h.folded[e.Seat], h.foldStreet[e.Seat] = true, e.Street
			}
		case poker.EventShowdown:
			if seatOK {
				h.showdown[e.Seat] = e
				h.compared = true
			}
		case poker.EventAward:
			if seatOK {
				h.won[e.Seat] += e.Amount
			}
		case poker.EventHandEnd:
			h.end = e
		case poker.EventMatchEnd:
			h.matchEnd = e
		}
		if !seatOK && e.Kind != poker.EventHandStart && e.Kind != poker.EventStreet &&
			e.Kind != poker.EventHandEnd && !(e.Kind == poker.EventMatchEnd) {
			return fmt.Errorf("%w: %v event for seat %d", ErrEvents, e.Kind, e.Seat)
		}
	}
	if h.end == nil {
		return fmt.Errorf("%w: the hand has not ended", ErrEvents)
	}
	h.names = f.fileNames(h.names)
	return nil
}

// fileNames makes the players' names safe to write and to read back: no
// control characters or line breaks, no blanks at the ends, never empty,
// never the same twice (the reader tells players apart by name).
func fileNames(n [2]string) [2]string {
	for i := range n {
		n[i] = strings.TrimSpace(Clean(n[i]))
		if n[i] == "" {
			n[i] = "Player " + strconv.Itoa(i+1)
		}
		// A line must not start like a marker or a hand header.
		if strings.HasPrefix(n[i], "***") || strings.HasPrefix(n[i], "Poker Game, Hand #") || isHeader(n[i]+": ") {
			n[i] = "_" + n[i]
		}
	}
	if n[0] == n[1] {
		n[1] += " (2)"
	}
	return n
}

// AppendHand appends one finished hand, given as the engine's events from
// EventHandStart to EventHandEnd (and the EventMatchEnd that may follow), to
// dst in format f, and returns the extended buffer. The text ends with the
// blank lines that separate hands. It fails with ErrEvents when the events
// are not one finished hand (a hand cut short by a quit has no
// EventHandEnd and is not written).
func AppendHand(dst []byte, events []poker.Event, f Format, o HandOptions) ([]byte, error) {
	var fm formatter
	return fm.appendHand(dst, events, f, o)
}

// appendHand is AppendHand.
func (fm *formatter) appendHand(dst []byte, events []poker.Event, f Format, o HandOptions) ([]byte, error) {
	var h hand
	if err := fm.gather(&h, events); err != nil {
		return dst, err
	}
	if o.Hero != 0 && o.Hero != 1 {
		return dst, fmt.Errorf("%w: hero seat %d", ErrEvents, o.Hero)
	}
	h.parlor = f == Parlor
	h.lines = fm.seatLines(h.parlor)
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
		return h.appendStars(dst, o, fm.headerTime(o.Time)), nil
	}
	return dst, fmt.Errorf("%w: %v", ErrFormat, f)
}

func appendCards(dst []byte, cs []poker.Card) []byte {
	dst = append(dst, '[')
	for i, c := range cs {
		if i > 0 {
			dst = append(dst, ' ')
		}
		dst = c.AppendTo(dst)
	}
	return append(dst, ']')
}

// appendStreet writes "*** FLOP *** [8c 4h Ah]", "*** TURN *** [8c 4h Ah] [4c]".
func appendStreet(dst []byte, e *poker.Event) []byte {
	b := e.CardList()
	switch e.Street {
	case poker.Flop:
		dst = append(dst, "*** FLOP *** "...)
		return append(appendCards(dst, b), '\n')
	case poker.Turn:
		dst = append(dst, "*** TURN *** "...)
	default:
		dst = append(dst, "*** RIVER *** "...)
	}
	dst = appendCards(dst, b[:len(b)-1])
	dst = append(dst, ' ')
	return append(appendCards(dst, b[len(b)-1:]), '\n')
}

// appendDeal writes the hole-cards heading before the first deal, and the
// cards dealt to the hero.
func appendDeal(dst []byte, e *poker.Event, name string, hero int) []byte {
	if e.Seat == 0 {
		dst = append(dst, "*** HOLE CARDS ***\n"...)
	}
	if e.Seat == hero {
		dst = appendCards(append(append(append(dst, "Dealt to "...), name...), ' '), e.CardList())
		dst = append(dst, '\n')
	}
	return dst
}

// appendAction writes an action's line: "Human calls 10". A raise is
// "raises to 1,280" in Parlor's format and "raises 640 to 1280" as
// PokerStars writes it.
func (h *hand) appendAction(dst []byte, e *poker.Event) []byte {
	if e.Action < poker.Fold || e.Action > poker.Raise {
		return dst
	}
	dst = append(dst, h.seat(e.Seat).verb[e.Action]...)
	switch e.Action {
	case poker.Call, poker.Bet:
		dst = h.amount(dst, e.Amount)
	case poker.Raise:
		if !h.parlor {
			dst = h.amount(dst, e.By)
			dst = append(dst, " to "...)
		}
		dst = h.amount(dst, e.To)
	}
	return append(allIn(dst, e), '\n')
}

// amount writes an amount as the hand's format does: 1,500 in Parlor's
// (every amount so, the template being silent on amounts above 999 but for
// the stacks), 1500 in PokerStars'.
func (h *hand) amount(dst []byte, n int) []byte {
	switch {
	case h.parlor:
		return thousands.Append(dst, n)
	case n >= 0 && n < 10000:
		return appendSmall(dst, n)
	}
	return strconv.AppendInt(dst, int64(n), 10)
}

// appendSmall writes 0 <= n < 10,000 a digit at a time (amounts are almost
// all below 10,000, and a hand has a dozen of them).
func appendSmall(dst []byte, n int) []byte {
	switch {
	case n < 10:
		return append(dst, byte('0'+n))
	case n < 100:
		return append(dst, byte('0'+n/10), byte('0'+n%10))
	case n < 1000:
		return append(dst, byte('0'+n/100), byte('0'+n/10%10), byte('0'+n%10))
	}
	return append(dst, byte('0'+n/1000), byte('0'+n/100%10), byte('0'+n/10%10), byte('0'+n%10))
}

func allIn(dst []byte, e *poker.Event) []byte {
	if e.AllIn {
		dst = append(dst, " and is all-in"...)
	}
	return dst
}

// foldedWhere is PokerStars' summary words for where a player folded.
var foldedWhere = [...]string{"folded before Flop", "folded on the Flop", "folded on the Turn", "folded on the River"}

func (h *hand) appendParlor(dst []byte, o HandOptions) []byte {
	s := h.start
	dst = strconv.AppendInt(append(dst, "Poker Game, Hand #"...), int64(s.Number), 10)
	dst = append(dst, " \u2013 "...)
	dst = h.amount(append(h.amount(dst, s.SmallBlind), '/'), s.BigBlind)
	dst = append(dst, " \u2013 Fixed Limit Hold'em\n"...)
	for seat := range 2 {
		dst = append(h.appendSeat(dst, seat), " ("...)
		dst = thousands.Append(dst, s.Stacks[seat])
		dst = append(dst, ")\n"...)
	}
	showdownSeen := false
	for i := range h.events {
		e := &h.events[i]
		name := ""
		if e.Seat == 0 || e.Seat == 1 {
			name = h.names[e.Seat]
		}
		switch e.Kind {
		case poker.EventSmallBlind:
			dst = append(allIn(h.amount(append(dst, h.seat(e.Seat).small...), e.Amount), e), '\n')
		case poker.EventBigBlind:
			dst = allIn(h.amount(append(dst, h.seat(e.Seat).big...), e.Amount), e)
			dst = strconv.AppendInt(append(dst, "\nThe button is in seat #"...), int64(s.Button+1), 10)
			dst = append(dst, '\n')
		case poker.EventDeal:
			dst = appendDeal(dst, e, name, o.Hero)
		case poker.EventAction:
			dst = h.appendAction(dst, e)
		case poker.EventStreet:
			dst = appendStreet(dst, e)
		case poker.EventUncalled:
			dst = h.appendUncalled(dst, e)
		case poker.EventShow:
			dst = appendCards(append(append(dst, name...), " shows "...), e.CardList())
			dst = append(dst, '\n')
		case poker.EventShowdown:
			showdownSeen = true
			dst = append(e.Value.AppendName(append(append(dst, name...), " shows "...)), '\n')
		case poker.EventAward:
			if showdownSeen && !e.Split {
				dst = h.amount(append(append(dst, name...), " wins the pot ("...), e.Amount)
				dst = append(h.showdown[e.Seat].Value.AppendName(append(dst, ") with "...)), '\n')
			} else {
				dst = h.appendCollected(dst, e)
			}
		case poker.EventMatchEnd:
			if !e.Quit && (e.Seat == 0 || e.Seat == 1) {
				// Both places, in PokerStars' words.
				dst = append(append(dst, h.names[1-e.Seat]...), " finished the tournament in 2nd place\n"...)
				dst = append(append(dst, name...), " wins the tournament\n"...)
			}
		}
	}
	dst = append(dst, "*** SUMMARY ***\n"...)
	dst = h.amount(append(dst, "Total pot "...), h.end.Pot)
	dst = append(dst, '\n')
	if len(h.board) > 0 {
		dst = append(appendCards(append(dst, "Board: "...), h.board), '\n')
	}
	for seat := range 2 {
		dst = h.appendSeat(dst, seat)
		if seat == s.Button {
			dst = append(dst, " (button)"...)
		}
		dst = h.appendOutcome(dst, seat)
	}
	return append(dst, '\n')
}

// appendOutcome ends a summary seat line: how the seat's hand ended.
func (h *hand) appendOutcome(dst []byte, seat int) []byte {
	switch sd := h.showdown[seat]; {
	case h.folded[seat]:
		dst = append(append(dst, ' '), foldedWhere[h.foldStreet[seat]]...)
	case sd != nil && h.won[seat] > 0:
		dst = appendCards(append(dst, " showed "...), sd.Hole[:])
		dst = h.amount(append(dst, " and won ("...), h.won[seat])
		dst = sd.Value.AppendName(append(dst, ") with "...))
	case sd != nil:
		dst = appendCards(append(dst, " showed "...), sd.Hole[:])
		dst = sd.Value.AppendName(append(dst, " and lost with "...))
	case h.won[seat] > 0:
		dst = append(h.amount(append(dst, " collected ("...), h.won[seat]), ')')
	}
	return append(dst, '\n')
}

// romans are the level numbers a match reaches, written once.
var romans = func() (r [64]string) {
	for i := range r {
		r[i] = roman(i)
	}
	return r
}()

// levelName is roman(n), from romans when it is there.
func levelName(n int) string {
	if n > 0 && n < len(romans) {
		return romans[n]
	}
	return roman(n)
}

// roman writes a level number as PokerStars does: Level I, II, … XI.
func roman(n int) string {
	if n <= 0 || n >= 4000 {
		return strconv.Itoa(n)
	}
	vals := [...]int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := [...]string{"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"}
	var b []byte
	for i, v := range vals {
		for n >= v {
			b = append(b, syms[i]...)
			n -= v
		}
	}
	return string(b)
}

// appendStarsTime writes PokerStars' date and time: 2009/05/04 8:13:44
// (the hour is not zero-padded).
func appendStarsTime(dst []byte, t time.Time) []byte {
	dst = appendPadded(dst, t.Year(), 4)
	dst = appendPadded(append(dst, '/'), int(t.Month()), 2)
	dst = appendPadded(append(dst, '/'), t.Day(), 2)
	dst = strconv.AppendInt(append(dst, ' '), int64(t.Hour()), 10)
	dst = appendPadded(append(dst, ':'), t.Minute(), 2)
	return appendPadded(append(dst, ':'), t.Second(), 2)
}

// appendPadded writes n with leading zeros to width digits.
func appendPadded(dst []byte, n, width int) []byte {
	for d := 10; width > 1; width-- {
		if n < d {
			dst = append(dst, '0')
		}
		d *= 10
	}
	return strconv.AppendInt(dst, int64(n), 10)
}

// appendStars writes the hand in PokerStars' format; at is the header's
// time (formatter.headerTime).
func (h *hand) appendStars(dst []byte, o HandOptions, at []byte) []byte {
	s := h.start
	level := s.Level
	if level <= 0 {
		level = 1
	}
	id := o.Tournament*handIDBase + int64(s.Number)
	dst = strconv.AppendInt(append(dst, "PokerStars Hand #"...), id, 10)
	if o.Ring {
		// A play-chips ring game: "(20/40)" without a currency.
		dst = append(dst, ":  Hold'em Limit ("...)
	} else {
		dst = strconv.AppendInt(append(dst, ": Tournament #"...), o.Tournament, 10)
		dst = append(append(dst, ", Freeroll  Hold'em Limit - Level "...), levelName(level)...)
		dst = append(dst, " ("...)
	}
	dst = h.amount(append(h.amount(dst, s.BigBlind), '/'), 2*s.BigBlind)
	dst = append(append(append(dst, ") -"...), at...), '\n')
	if o.Ring {
		dst = strconv.AppendInt(append(dst, "Table '"+ringTable...), o.Tournament, 10)
		dst = append(dst, "' 2-max (Play Money) Seat #"...)
	} else {
		dst = strconv.AppendInt(append(dst, "Table '"...), o.Tournament, 10)
		dst = append(dst, " 1' 2-max Seat #"...)
	}
	dst = append(strconv.AppendInt(dst, int64(s.Button+1), 10), " is the button\n"...)
	for seat := range 2 {
		dst = h.amount(append(h.appendSeat(dst, seat), " ("...), s.Stacks[seat])
		dst = append(dst, " in chips)\n"...)
	}
	var collected [2]bool
	for i := range h.events {
		e := &h.events[i]
		name := ""
		if e.Seat == 0 || e.Seat == 1 {
			name = h.names[e.Seat]
		}
		switch e.Kind {
		case poker.EventSmallBlind:
			dst = append(allIn(h.amount(append(dst, h.seat(e.Seat).small...), e.Amount), e), '\n')
		case poker.EventBigBlind:
			dst = append(allIn(h.amount(append(dst, h.seat(e.Seat).big...), e.Amount), e), '\n')
		case poker.EventDeal:
			dst = appendDeal(dst, e, name, o.Hero)
		case poker.EventAction:
			dst = h.appendAction(dst, e)
		case poker.EventStreet:
			dst = appendStreet(dst, e)
		case poker.EventUncalled:
			dst = h.appendUncalled(dst, e)
		case poker.EventShow:
			// PokerStars turns the cards up at the showdown, with the
			// hands' names; the EventShowdown lines below say it all.
		case poker.EventShowdown:
			if e == h.firstShowdown() {
				dst = append(dst, "*** SHOW DOWN ***\n"...)
			}
			dst = appendCards(append(append(dst, name...), ": shows "...), e.Hole[:])
			dst = append(e.Value.AppendName(append(dst, " ("...)), ")\n"...)
		case poker.EventAward:
			dst = h.appendCollected(dst, e)
			collected[e.Seat] = true
		}
	}
	if !h.compared {
		for seat := range 2 {
			if collected[seat] {
				dst = append(append(dst, h.names[seat]...), ": doesn't show hand\n"...)
			}
		}
	}
	if m := h.matchEnd; m != nil && !m.Quit && (m.Seat == 0 || m.Seat == 1) && !o.Ring {
		dst = append(append(dst, h.names[1-m.Seat]...), " finished the tournament in 2nd place\n"...)
		dst = append(append(dst, h.names[m.Seat]...), " wins the tournament - congratulations!\n"...)
	}
	dst = append(dst, "*** SUMMARY ***\n"...)
	dst = append(h.amount(append(dst, "Total pot "...), h.end.Pot), " | Rake 0\n"...)
	if len(h.board) > 0 {
		dst = append(appendCards(append(dst, "Board "...), h.board), '\n')
	}
	for seat := range 2 {
		dst = h.appendSeat(dst, seat)
		if seat == s.Button {
			dst = append(dst, " (button) (small blind)"...)
		} else {
			dst = append(dst, " (big blind)"...)
		}
		dst = h.appendOutcome(dst, seat)
	}
	return append(dst, "\n\n\n"...)
}

// ringTable starts the table name of ring-game hands; the tournament
// number follows, which the reader takes back to recover hand numbers.
const ringTable = "Parlor "

// appendUncalled writes "Uncalled bet (40) returned to Human".
func (h *hand) appendUncalled(dst []byte, e *poker.Event) []byte {
	dst = h.amount(append(dst, "Uncalled bet ("...), e.Amount)
	return append(dst, h.seat(e.Seat).uncalled...)
}

// appendCollected writes "Computer collected 320 from pot".
func (h *hand) appendCollected(dst []byte, e *poker.Event) []byte {
	dst = h.amount(append(dst, h.seat(e.Seat).collected...), e.Amount)
	return append(dst, " from pot\n"...)
}

// appendSeat writes "Seat 1: Human".
func (h *hand) appendSeat(dst []byte, seat int) []byte {
	dst = strconv.AppendInt(append(dst, "Seat "...), int64(seat+1), 10)
	return append(append(dst, ": "...), h.names[seat]...)
}

func (h *hand) firstShowdown() *poker.Event {
	for i := range h.events {
		if h.events[i].Kind == poker.EventShowdown {
			return &h.events[i]
		}
	}
	return nil
}
