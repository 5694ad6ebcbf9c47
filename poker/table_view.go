package poker

// Accessors of a Table's hand. The engine's callers (formats, runners,
// writers) see everything; a player sees only its TableView.

// Events returns the hand's events so far, oldest first: the Table's own
// buffer, valid until the next Deal.
func (t *Table) Events() []TableEvent { return t.events }

// Number returns the hand number.
func (t *Table) Number() int { return t.number }

// Level returns the blind level number.
func (t *Table) Level() int { return t.level }

// Blinds returns the small and big blinds.
func (t *Table) Blinds() (small, big int) { return t.sb, t.bb }

// Chairs returns the number of chairs at the table.
func (t *Table) Chairs() int { return t.chairs }

// Button returns the button's chair (it may be dead: nobody dealt in there).
func (t *Table) Button() int { return t.button }

// BlindChairs returns the chairs of the small blind (0 when dead) and the big blind.
func (t *Table) BlindChairs() (small, big int) { return t.sbChair, t.bbChair }

// Structure returns the betting structure.
func (t *Table) Structure() Structure { return t.structure }

// Names returns the players' names by chair.
func (t *Table) Names() ChairNames { return t.names }

// In reports whether chair was dealt into the hand.
func (t *Table) In(chair int) bool { return chair >= 1 && chair <= MaxChairs && t.in[chair] }

// Folded reports whether chair folded.
func (t *Table) Folded(chair int) bool { return chair >= 1 && chair <= MaxChairs && t.folded[chair] }

// Shown reports whether chair's cards are face up.
func (t *Table) Shown(chair int) bool { return chair >= 1 && chair <= MaxChairs && t.shown[chair] }

// Mucked reports whether chair threw its hand away at the showdown.
func (t *Table) Mucked(chair int) bool { return chair >= 1 && chair <= MaxChairs && t.mucked[chair] }

// Hole returns chair's hole cards.
func (t *Table) Hole(chair int) [2]Card {
	if chair < 1 || chair > MaxChairs {
		return [2]Card{}
	}
	return t.hole[chair]
}

// Street returns the current street.
func (t *Table) Street() Street { return t.street }

// Board returns a copy of the board dealt so far.
func (t *Table) Board() []Card { return append([]Card(nil), t.board[:t.nboard]...) }

// StartStacks returns the stacks before the blinds, by chair.
func (t *Table) StartStacks() ChairInts { return t.start }

// Stacks returns the chips behind, by chair.
func (t *Table) Stacks() ChairInts { return t.stacks }

// Bets returns the bets on the current street, by chair.
func (t *Table) Bets() ChairInts { return t.bets }

// Pot returns every chip in the middle, the street's bets included.
func (t *Table) Pot() int { return t.middle }

// Pots returns the main pot and the side pots once the hand is over.
func (t *Table) Pots() []Pot { return t.pots[:t.npots] }

// BetsThisStreet returns the number of full bets on the street (the big
// blind counts pre-flop) and whether the street is capped.
func (t *Table) BetsThisStreet() (n int, capped bool) { return t.nbets, t.capReached() }

// ToAct returns the chair to act, or NoSeat.
func (t *Table) ToAct() int { return t.toAct }

// Over reports whether the hand has ended.
func (t *Table) Over() bool { return t.over }

// Showdown reports whether the hand ended by comparing hands.
func (t *Table) Showdown() bool { return t.compared }

// TableView is what the player in one chair may see of a hand: its own
// cards, the cards turned face up, and the public action. A bot at a table
// of any size reads nothing else.
type TableView struct {
	Chair           int // the chair the view belongs to
	Chairs          int
	Button          int // may be a dead button
	SmallBlindChair int // 0 when dead
	BigBlindChair   int
	Names           ChairNames

	Number, Level        int
	SmallBlind, BigBlind int
	BetSize              int // the smallest bet or raise increment now (fixed limit: the street's bet)

	Street Street
	Hole   [2]Card
	Board  []Card
	In     [MaxChairs + 1]bool // dealt in
	Folded [MaxChairs + 1]bool
	// Shown[c] is set once chair c's cards are face up, in Cards[c].
	Shown [MaxChairs + 1]bool
	Cards [MaxChairs + 1][2]Card

	Stacks ChairInts // chips behind
	Bets   ChairInts // on this street
	Pot    int       // every chip in the middle
	Owed   int       // what this chair must put in to call
	Raises int       // full bets on the street (the big blind counts pre-flop)
	Capped bool      // no more raises this street

	ToAct  int
	MyTurn bool
	Over   bool
	Legal  []Action
	// Log is the hand as this chair may see it: every event but the other
	// chairs' EventDeal and the values of mucked hands (which have none).
	Log []TableEvent

	src    *Table
	serial uint64
	seen   int
}

// View returns what chair may see; another number gets an onlooker's view.
func (t *Table) View(chair int) TableView {
	var v TableView
	t.ViewInto(chair, &v)
	return v
}

// ViewInto fills v with what chair may see, reusing v's slices; when v last
// viewed the same hand from the same chair only the new events are copied.
func (t *Table) ViewInto(chair int, v *TableView) {
	board, legal, log, seen := v.Board[:0], v.Legal[:0], v.Log, v.seen
	if v.src != t || v.serial != t.serial || v.Chair != chair || seen > len(t.events) {
		log, seen = log[:0], 0
	}
	*v = TableView{
		src: t, serial: t.serial, seen: len(t.events),
		Chair: chair, Chairs: t.chairs, Button: t.button, SmallBlindChair: t.sbChair, BigBlindChair: t.bbChair,
		Names: t.names, Number: t.number, Level: t.level, SmallBlind: t.sb, BigBlind: t.bb,
		Street: t.street, In: t.in, Folded: t.folded, Shown: t.shown,
		Stacks: t.stacks, Bets: t.bets, Pot: t.Pot(), Raises: t.nbets, Capped: t.capReached(),
		ToAct: t.toAct, Over: t.over,
	}
	lo, _ := t.raiseTo(max(chair, 0) % (MaxChairs + 1))
	v.BetSize = lo - t.high
	v.Board = append(board, t.board[:t.nboard]...)
	for c := 1; c <= t.chairs; c++ {
		if t.shown[c] {
			v.Cards[c] = t.hole[c]
		}
	}
	mine := chair >= 1 && chair <= t.chairs && t.in[chair]
	if mine {
		v.Hole = t.hole[chair]
		v.Owed = t.owed(chair)
		v.MyTurn = t.toAct == chair && !t.over
	}
	if v.MyTurn {
		legal = t.AppendLegal(legal)
	}
	v.Legal = legal
	for i := seen; i < len(t.events); i++ {
		e := &t.events[i]
		if e.Kind == EventDeal && (!mine || e.Chair != chair) {
			continue
		}
		log = append(log, *e)
	}
	v.Log = log
}

// Players returns the number of players dealt in.
func (v *TableView) Players() int {
	n := 0
	for c := 1; c <= v.Chairs; c++ {
		if v.In[c] {
			n++
		}
	}
	return n
}

// Live returns the number of players dealt in who have not folded.
func (v *TableView) Live() int {
	n := 0
	for c := 1; c <= v.Chairs; c++ {
		if v.In[c] && !v.Folded[c] {
			n++
		}
	}
	return n
}

// BetsOn counts the bets and raises made on street (blinds not counted).
func (v *TableView) BetsOn(street Street) int {
	n := 0
	for i := range v.Log {
		if e := &v.Log[i]; e.Kind == EventAction && e.Street == street && (e.Action == Bet || e.Action == Raise) {
			n++
		}
	}
	return n
}

// LastToAct reports whether this chair acts last after the flop: every
// other live player sits between the button and it.
func (v *TableView) LastToAct() bool {
	for c := v.Chair; ; {
		if c++; c > v.Chairs {
			c = 1
		}
		if c == v.Chair {
			return true
		}
		if v.In[c] && !v.Folded[c] {
			// A live player after us acts after us unless the button lies between.
			for d := v.Chair; d != c; {
				if d == v.Button {
					return true
				}
				if d++; d > v.Chairs {
					d = 1
				}
			}
			return false
		}
	}
}
