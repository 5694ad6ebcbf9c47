package poker

// SeatView is what the player at one seat may see of a hand: its own hole
// cards, the board, the chips, the blinds, the actions so far, and the
// opponent's hole cards only once they are turned face up. A computer
// player gets nothing else: a bot is a func(SeatView) Action.
type SeatView struct {
	Seat   int // the seat the view belongs to
	Button int // the seat with the button (small blind; acts first pre-flop, last after)
	Names  [2]string

	Number     int // hand number
	Level      int // blind level number
	SmallBlind int
	BigBlind   int
	BetSize    int // the fixed bet and raise size on this street

	Street Street
	Hole   [2]Card // own hole cards
	Board  []Card  // the board dealt so far
	// Opponent holds the opponent's hole cards once OpponentShown.
	Opponent      [2]Card
	OpponentShown bool

	Stacks [2]int // chips behind, by seat
	Bets   [2]int // bets on this street, by seat
	Pot    int    // every chip in the middle, this street's bets included
	Owed   int    // what this seat must put in to call (0 when nothing is owed)

	ToAct  int  // the seat to act, or NoSeat
	MyTurn bool // ToAct == Seat
	Over   bool // the hand has ended
	Legal  []Action
	// Log is the hand's event stream as this seat may see it: every event
	// but the opponent's EventDeal. Bots read the betting from it (see
	// Raises and Actions). Treat it as read-only: ViewInto appends to it.
	Log []Event

	// What Log was copied from, so that ViewInto copies only new events.
	src    *Game
	serial uint64
	seen   int
}

// View returns what seat may see. A seat other than 0 or 1 gets an
// onlooker's view: no hole cards until they are shown.
func (g *Game) View(seat int) SeatView {
	var v SeatView
	g.ViewInto(seat, &v)
	return v
}

// ViewInto fills v with what seat may see, reusing v's slices so that a
// runner asking for a view before every decision does not allocate. When v
// last viewed the same hand from the same seat, only the events since are
// copied to its Log.
func (g *Game) ViewInto(seat int, v *SeatView) {
	board, legal, log, seen := v.Board[:0], v.Legal[:0], v.Log, v.seen
	if v.src != g || v.serial != g.serial || v.Seat != seat || seen > len(g.events) {
		log, seen = log[:0], 0
	}
	*v = SeatView{
		src: g, serial: g.serial, seen: len(g.events),
		Seat: seat, Button: g.button, Names: g.names,
		Number: g.number, Level: g.level, SmallBlind: g.sb, BigBlind: g.bb, BetSize: g.BetSize(),
		Street: g.street,
		Stacks: g.stacks, Bets: g.bets, Pot: g.Pot(),
		ToAct: g.toAct, Over: g.over,
	}
	v.Board = append(board, g.board[:g.nboard]...)
	mine := seat == 0 || seat == 1
	if mine {
		v.Hole = g.hole[seat]
		o := 1 - seat
		v.Owed = max(g.bets[o]-g.bets[seat], 0)
		if g.shown[o] {
			v.Opponent, v.OpponentShown = g.hole[o], true
		}
		v.MyTurn = g.toAct == seat && !g.over
	}
	if v.MyTurn {
		legal = g.AppendLegal(legal)
	}
	v.Legal = legal
	for i := seen; i < len(g.events); i++ {
		e := &g.events[i]
		if e.Kind == EventDeal && (!mine || e.Seat != seat) {
			continue
		}
		log = append(log, *e)
	}
	v.Log = log
}

// Actions appends to dst the EventAction events of street from the log.
func (v *SeatView) Actions(dst []Event, street Street) []Event {
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == EventAction && e.Street == street {
			dst = append(dst, *e)
		}
	}
	return dst
}

// Raises counts the bets and raises on street: pre-flop 0 is an unopened
// or limped pot (the big blind is not counted), 1 a raised pot, 2 a
// re-raised one.
func (v *SeatView) Raises(street Street) int {
	n := 0
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == EventAction && e.Street == street && (e.Action == Bet || e.Action == Raise) {
			n++
		}
	}
	return n
}

// InPosition is true when the seat has the button: it acts last after the flop.
func (v *SeatView) InPosition() bool { return v.Seat == v.Button }
