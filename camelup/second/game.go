package second

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Player counts and purse.
const (
	MinPlayers = 2
	MaxPlayers = 8
	// PartnershipPlayers is the smallest table that plays betting
	// partnerships.
	PartnershipPlayers = 6
	startingCoins      = 3
	// ticketsPerCamel is how many leg tickets each racing camel has.
	ticketsPerCamel = 4
)

// legTicket is the value of each camel's leg tickets, top of the pile first.
var legTicket = [ticketsPerCamel]int{5, 3, 2, 2}

// LegTicket returns the value of a camel's i-th leg ticket (from 0): 5, 3,
// 2, 2.
func LegTicket(i int) int { return legTicket[i] }

// FinishPay returns what the k-th correct finish card on a pile (from 0)
// pays: 8, 5, 3, 2, 1, then 1.
func FinishPay(k int) int { return finishPay[min(k, len(finishPay)-1)] }

// finishPay is what the correct finish cards pay, in the order placed;
// every later correct card pays the last value.
var finishPay = [...]int{8, 5, 3, 2, 1}

// ErrIllegal is the root of every rule error; a refused action leaves the
// game unchanged.
var ErrIllegal = errors.New("second: illegal action")

// The rule errors, wrapped with details by Apply and Legal.
var (
	ErrGameOver     = fmt.Errorf("%w: the game is over", ErrIllegal)
	ErrBadAction    = fmt.Errorf("%w: unknown action", ErrIllegal)
	ErrBadCamel     = fmt.Errorf("%w: not a racing camel", ErrIllegal)
	ErrNoTicket     = fmt.Errorf("%w: no leg ticket left on that camel", ErrIllegal)
	ErrBadSpace     = fmt.Errorf("%w: spectator tiles go on spaces 2 to 16", ErrIllegal)
	ErrBadTile      = fmt.Errorf("%w: a tile is cheering or booing", ErrIllegal)
	ErrTileCamel    = fmt.Errorf("%w: a camel stands on that space", ErrIllegal)
	ErrTileOccupied = fmt.Errorf("%w: that space holds a tile", ErrIllegal)
	ErrTileAdjacent = fmt.Errorf("%w: that space is next to a tile", ErrIllegal)
	ErrCardPlayed   = fmt.Errorf("%w: your finish card of that camel is played", ErrIllegal)
	ErrNoPartners   = fmt.Errorf("%w: partnerships are for 6 to 8 players", ErrIllegal)
	ErrPartnered    = fmt.Errorf("%w: you have a partner this leg", ErrIllegal)
	ErrUnavailable  = fmt.Errorf("%w: that player is not available", ErrIllegal)
)

// ErrBadPlayers is returned by New for a player count outside 2–8.
var ErrBadPlayers = errors.New("second: Camel Up is for 2 to 8 players")

// ActionKind is one of the things a player may do on a turn.
type ActionKind uint8

// The actions.
const (
	Pyramid    ActionKind = iota // take a pyramid ticket: a die is drawn and its camel moves
	LegBet                       // Camel: take its top leg ticket
	PlaceTile                    // Space and Tile: place or move one's spectator tile
	WinnerCard                   // Camel: a finish card on the overall winner
	LoserCard                    // Camel: a finish card on the overall loser
	Partner                      // Seat: partner up with an available player
)

var actionNames = [...]string{"pyramid ticket", "leg bet", "spectator tile", "winner card", "loser card", "partnership"}

// String names the action kind.
func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return fmt.Sprintf("action(%d)", uint8(k))
}

// Action is one turn's choice; only the fields of its kind matter.
type Action struct {
	Kind  ActionKind
	Camel Camel
	Space int
	Tile  Tile
	Seat  int
}

// Move is the action of taking a pyramid ticket.
func Move() Action { return Action{Kind: Pyramid} }

// Bet is a LegBet, WinnerCard or LoserCard on camel c.
func Bet(kind ActionKind, c Camel) Action { return Action{Kind: kind, Camel: c} }

// Spectator is the action of placing one's tile, side t, on space s.
func Spectator(s int, t Tile) Action { return Action{Kind: PlaceTile, Space: s, Tile: t} }

// PartnerWith is the action of partnering with seat.
func PartnerWith(seat int) Action { return Action{Kind: Partner, Seat: seat} }

// String describes the action, seats numbered from 1.
func (a Action) String() string {
	switch a.Kind {
	case Pyramid:
		return "take a pyramid ticket"
	case PlaceTile:
		return fmt.Sprintf("%v tile on %d", a.Tile, a.Space)
	case Partner:
		return fmt.Sprintf("partner with player %d", a.Seat+1)
	}
	return fmt.Sprintf("%v on %v", a.Kind, a.Camel)
}

// FinishBet is a finish card on the winner or loser pile.
type FinishBet struct {
	Seat  int
	Camel Camel
}

// Game is one game of the second edition. Seats 0..Players()-1 play in
// order. Use New to start one.
type Game struct {
	rng       *rand.Rand
	board     Board
	tileOwner [LastSpace + 1]int8 // seat owning the tile on each space, -1 if none
	tileOf    []int               // each seat's tile space this leg, 0 if none
	coins     []int
	pyramid   DiceSet // dice still in the pyramid
	rolls     []Roll  // dice out this leg, in order
	tickets   [NumRacing][]int
	pyramidOf []int // pyramid tickets each seat holds this leg
	partner   []int // each seat's partner this leg, -1 if none
	winners   []FinishBet
	losers    []FinishBet
	played    []CamelSet // each seat's finish cards played
	turn, leg int
	over      bool
	log       []Event
}

// New sets up a game for players seats, the board as the rulebook sets it
// up, 3 coins each, seat 0 to act. All randomness comes from rng.
func New(players int, rng *rand.Rand) (*Game, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%w: got %d", ErrBadPlayers, players)
	}
	return NewFrom(players, setup(rng), rng), nil
}

// NewFrom starts a game on board b (for tests and puzzles); its tiles are
// dropped. It panics on a bad player count.
func NewFrom(players int, b Board, rng *rand.Rand) *Game {
	if players < MinPlayers || players > MaxPlayers {
		panic(ErrBadPlayers)
	}
	b.ClearTiles()
	g := &Game{
		rng:       rng,
		board:     b,
		tileOf:    make([]int, players),
		coins:     make([]int, players),
		pyramidOf: make([]int, players),
		partner:   make([]int, players),
		played:    make([]CamelSet, players),
		pyramid:   allDice,
		leg:       1,
	}
	for i := range g.tileOwner {
		g.tileOwner[i] = -1
	}
	for i := range g.coins {
		g.coins[i] = startingCoins
		g.partner[i] = -1
	}
	return g
}

// Players returns the number of seats.
func (g *Game) Players() int { return len(g.coins) }

// Turn returns the seat to act.
func (g *Game) Turn() int { return g.turn }

// Leg returns the leg number, from 1.
func (g *Game) Leg() int { return g.leg }

// Over reports whether the race is over and everything settled.
func (g *Game) Over() bool { return g.over }

// Board returns the board (a copy).
func (g *Game) Board() Board { return g.board }

// PyramidDice returns the dice still in the pyramid.
func (g *Game) PyramidDice() DiceSet { return g.pyramid }

// Coins returns seat's coins.
func (g *Game) Coins(seat int) int { return g.coins[seat] }

// Partner returns seat's partner this leg, -1 if none.
func (g *Game) Partner(seat int) int { return g.partner[seat] }

// TileOwner returns the seat owning the tile on space s, -1 if none.
func (g *Game) TileOwner(s int) int {
	if s < FirstSpace || s > LastSpace {
		return -1
	}
	return int(g.tileOwner[s])
}

// WinnerCards and LoserCards return the finish piles, in order placed (the
// referee's record; seats see them through View).
func (g *Game) WinnerCards() []FinishBet { return append([]FinishBet(nil), g.winners...) }

// LoserCards returns the loser pile, in order placed.
func (g *Game) LoserCards() []FinishBet { return append([]FinishBet(nil), g.losers...) }

// Winners returns the seats with the most coins: on a tie they share the
// victory, as the rulebook says.
func (g *Game) Winners() []int {
	best := -1
	var out []int
	for s, c := range g.coins {
		switch {
		case c > best:
			best, out = c, []int{s}
		case c == best:
			out = append(out, s)
		}
	}
	return out
}

// Log returns every event so far (the referee's record).
func (g *Game) Log() []Event { return g.log }

// TurnsSinceMove is how many turns have been played since a pyramid
// ticket last drew a die (since the start, before the first): every turn
// logs one action's event, so the log alone says it, and a resumed game
// knows it. Parlor's stalemate guard counts it (ai/camelupbot, GuardSecond).
func (g *Game) TurnsSinceMove() int {
	n := 0
	for i := len(g.log) - 1; i >= 0; i-- {
		switch g.log[i].Kind {
		case EventMove:
			return n
		case EventTilePlaced, EventLegBet, EventWinnerCard, EventLoserCard, EventPartnership:
			n++
		}
	}
	return n
}

// SeatLog returns the events from index from on as seat may see them: the
// camels of other players' finish cards are hidden until the race ends.
func (g *Game) SeatLog(seat, from int) []Event {
	from = max(0, min(from, len(g.log)))
	out := append([]Event(nil), g.log[from:]...)
	for i, e := range out {
		if (e.Kind == EventWinnerCard || e.Kind == EventLoserCard) && e.Seat != seat {
			out[i].Camel = NoCamel
		}
	}
	return out
}

// Legal reports whether the seat to act may take action a: nil, or a rule
// error wrapping ErrIllegal.
func (g *Game) Legal(a Action) error {
	if g.over {
		return ErrGameOver
	}
	return g.legal(g.turn, a)
}

func (g *Game) legal(seat int, a Action) error {
	switch a.Kind {
	case Pyramid:
		return nil
	case LegBet:
		if !a.Camel.Racing() {
			return fmt.Errorf("%w: %v", ErrBadCamel, a.Camel)
		}
		if len(g.tickets[a.Camel]) >= ticketsPerCamel {
			return fmt.Errorf("%w: %v", ErrNoTicket, a.Camel)
		}
		return nil
	case PlaceTile:
		return legalTile(&g.board, g.tileOf[seat], a.Space, a.Tile)
	case WinnerCard, LoserCard:
		if !a.Camel.Racing() {
			return fmt.Errorf("%w: %v", ErrBadCamel, a.Camel)
		}
		if g.played[seat].Has(a.Camel) {
			return fmt.Errorf("%w: %v", ErrCardPlayed, a.Camel)
		}
		return nil
	case Partner:
		if len(g.coins) < PartnershipPlayers {
			return ErrNoPartners
		}
		if g.partner[seat] >= 0 {
			return ErrPartnered
		}
		if a.Seat < 0 || a.Seat >= len(g.coins) || a.Seat == seat || g.partner[a.Seat] >= 0 {
			return fmt.Errorf("%w: player %d", ErrUnavailable, a.Seat+1)
		}
		return nil
	}
	return fmt.Errorf("%w: kind %d", ErrBadAction, a.Kind)
}

// legalTile checks a tile on space s for a seat whose tile is on own (0 if
// none): not on space 1, not where a camel stands, not on or next to
// another tile. Moving one's own tile picks it up first, so it never blocks
// itself (Parlor's reading: the rulebook lets a player move or flip it).
func legalTile(b *Board, own, s int, t Tile) error {
	if s < FirstSpace+1 || s > LastSpace {
		return fmt.Errorf("%w: space %d", ErrBadSpace, s)
	}
	if !t.Valid() {
		return fmt.Errorf("%w: side %d", ErrBadTile, t)
	}
	if !b.Empty(s) {
		return fmt.Errorf("%w: space %d", ErrTileCamel, s)
	}
	other := func(q int) bool { return q >= FirstSpace && q <= LastSpace && q != own && b.tiles[q] != NoTile }
	if other(s) {
		return fmt.Errorf("%w: space %d", ErrTileOccupied, s)
	}
	if other(s-1) || other(s+1) {
		return fmt.Errorf("%w: space %d", ErrTileAdjacent, s)
	}
	return nil
}

// LegalActions lists every action the seat to act may take.
func (g *Game) LegalActions() []Action {
	if g.over {
		return nil
	}
	return g.legalActions(g.turn)
}

func (g *Game) legalActions(seat int) []Action {
	out := []Action{Move()}
	for c := Camel(0); c < NumRacing; c++ {
		if len(g.tickets[c]) < ticketsPerCamel {
			out = append(out, Bet(LegBet, c))
		}
	}
	for s := FirstSpace + 1; s <= LastSpace; s++ {
		for _, t := range []Tile{Cheering, Booing} {
			if legalTile(&g.board, g.tileOf[seat], s, t) == nil && !(s == g.tileOf[seat] && g.board.tiles[s] == t) {
				out = append(out, Spectator(s, t))
			}
		}
	}
	for c := Camel(0); c < NumRacing; c++ {
		if !g.played[seat].Has(c) {
			out = append(out, Bet(WinnerCard, c), Bet(LoserCard, c))
		}
	}
	for s := range g.coins {
		if g.legal(seat, PartnerWith(s)) == nil {
			out = append(out, PartnerWith(s))
		}
	}
	return out
}

// Apply performs the action of the seat to act, or refuses it with an error
// wrapping ErrIllegal and changes nothing.
func (g *Game) Apply(a Action) error {
	if err := g.Legal(a); err != nil {
		return err
	}
	seat := g.turn
	switch a.Kind {
	case Pyramid:
		g.roll(seat, draw(g.rng, g.pyramid))
	case LegBet:
		g.tickets[a.Camel] = append(g.tickets[a.Camel], seat)
		g.log = append(g.log, Event{Kind: EventLegBet, Leg: g.leg, Seat: seat, Camel: a.Camel, Coins: legTicket[len(g.tickets[a.Camel])-1]})
	case PlaceTile:
		from := g.tileOf[seat]
		if from > 0 {
			g.board.tiles[from] = NoTile
			g.tileOwner[from] = -1
		}
		g.board.tiles[a.Space] = a.Tile
		g.tileOwner[a.Space] = int8(seat)
		g.tileOf[seat] = a.Space
		g.log = append(g.log, Event{Kind: EventTilePlaced, Leg: g.leg, Seat: seat, Space: a.Space, Tile: a.Tile, From: from})
	case WinnerCard, LoserCard:
		g.played[seat] = g.played[seat].With(a.Camel)
		kind := EventWinnerCard
		if a.Kind == WinnerCard {
			g.winners = append(g.winners, FinishBet{seat, a.Camel})
		} else {
			g.losers = append(g.losers, FinishBet{seat, a.Camel})
			kind = EventLoserCard
		}
		g.log = append(g.log, Event{Kind: kind, Leg: g.leg, Seat: seat, Camel: a.Camel})
	case Partner:
		g.partner[seat], g.partner[a.Seat] = a.Seat, seat
		g.log = append(g.log, Event{Kind: EventPartnership, Leg: g.leg, Seat: seat, Other: a.Seat})
	}
	if !g.over {
		g.turn = (g.turn + 1) % len(g.coins)
	}
	return nil
}

// ApplyRoll is Apply(Move()) with the die chosen by the caller rather than
// drawn (for tests and replays). The die must be in the pyramid, the steps
// 1–3, and a grey die's colour Black or White.
func (g *Game) ApplyRoll(r Roll) error {
	if g.over {
		return ErrGameOver
	}
	if !g.pyramid.Has(r.Die) || r.Steps < 1 || r.Steps > 3 || r.Die == Grey && !r.Color.Crazy() {
		return fmt.Errorf("%w: roll %v", ErrBadAction, r)
	}
	g.roll(g.turn, r)
	if !g.over {
		g.turn = (g.turn + 1) % len(g.coins)
	}
	return nil
}

// roll moves the camel of r for seat, pays the tile's owner, and ends the
// leg or the race when it is time.
func (g *Game) roll(seat int, r Roll) {
	g.pyramid = g.pyramid.Without(r.Die)
	g.rolls = append(g.rolls, r)
	g.pyramidOf[seat]++
	c, l := g.board.Apply(r)
	g.log = append(g.log, Event{Kind: EventMove, Leg: g.leg, Seat: seat, Camel: c, Die: r.Die, Shown: r.Color,
		Steps: r.Steps, From: l.From, Landed: l.Landed, To: l.To})
	if l.Tile != NoTile {
		owner := int(g.tileOwner[l.Landed])
		g.coins[owner]++
		g.log = append(g.log, Event{Kind: EventTileHit, Leg: g.leg, Seat: owner, Camel: c, Space: l.Landed,
			Tile: l.Tile, To: l.To, Coins: 1})
	}
	if g.board.Finished() {
		g.settleLeg()
		g.settleRace()
		return
	}
	if g.pyramid.LegOver() {
		g.settleLeg()
		g.nextLeg()
	}
}

// legPay is what a leg ticket of value v on a camel placed rank (0 = first)
// pays.
func legPay(v, rank int) int {
	switch rank {
	case 0:
		return v
	case 1:
		return 1
	}
	return -1
}

// settleLeg pays the leg tickets, the pyramid tickets and the partners.
// Each partner adds the best of the other's leg tickets, if it gains: the
// rulebook says "may", and Parlor never makes a player copy a loss.
func (g *Game) settleLeg() {
	rank := g.board.Ranking()
	var place [NumRacing]int
	for i, c := range rank {
		place[c] = i
	}
	n := len(g.coins)
	sum := make([]int, n)
	best := make([]int, n) // each seat's best leg ticket
	for i := range best {
		best[i] = -1 << 30
	}
	for c := Camel(0); c < NumRacing; c++ {
		for i, seat := range g.tickets[c] {
			p := legPay(legTicket[i], place[c])
			sum[seat] += p
			best[seat] = max(best[seat], p)
			g.log = append(g.log, Event{Kind: EventPayout, Leg: g.leg, Seat: seat, Camel: c, Bet: LegBet, Coins: p})
		}
	}
	for seat, k := range g.pyramidOf {
		if k > 0 {
			sum[seat] += k
			g.log = append(g.log, Event{Kind: EventPayout, Leg: g.leg, Seat: seat, Camel: NoCamel, Bet: Pyramid, Coins: k})
		}
	}
	for seat, p := range g.partner {
		if p >= 0 && best[p] > 0 {
			sum[seat] += best[p]
			g.log = append(g.log, Event{Kind: EventPayout, Leg: g.leg, Seat: seat, Other: p, Camel: NoCamel, Bet: Partner, Coins: best[p]})
		}
	}
	for seat := range sum {
		g.coins[seat] = max(0, g.coins[seat]+sum[seat])
	}
	g.log = append(g.log, Event{Kind: EventLegEnd, Leg: g.leg, Camel: rank[0], Second: rank[1]})
}

// nextLeg returns the dice, tickets, tiles and partnership cards.
func (g *Game) nextLeg() {
	g.leg++
	g.pyramid = allDice
	g.rolls = g.rolls[:0]
	for c := range g.tickets {
		g.tickets[c] = g.tickets[c][:0]
	}
	g.board.ClearTiles()
	for s := range g.tileOwner {
		g.tileOwner[s] = -1
	}
	for i := range g.coins {
		g.tileOf[i] = 0
		g.pyramidOf[i] = 0
		g.partner[i] = -1
	}
}

// settleRace pays the finish cards: the correct ones 8, 5, 3, 2, 1 (then
// 1) in the order placed, a wrong one −1; nobody drops below 0.
func (g *Game) settleRace() {
	rank := g.board.Ranking()
	first, last := rank[0], rank[NumRacing-1]
	n := len(g.coins)
	sum := make([]int, n)
	pay := func(pile []FinishBet, want Camel, kind ActionKind) {
		right := 0
		for _, b := range pile {
			p := -1
			if b.Camel == want {
				p = FinishPay(right)
				right++
			}
			sum[b.Seat] += p
			g.log = append(g.log, Event{Kind: EventPayout, Leg: g.leg, Seat: b.Seat, Camel: b.Camel, Bet: kind, Coins: p})
		}
	}
	pay(g.winners, first, WinnerCard)
	pay(g.losers, last, LoserCard)
	for seat := range sum {
		g.coins[seat] = max(0, g.coins[seat]+sum[seat])
	}
	g.over = true
	g.log = append(g.log, Event{Kind: EventRaceEnd, Leg: g.leg, Camel: first, Second: last})
}
