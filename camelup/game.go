package camelup

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Player counts and starting purse.
const (
	MinPlayers    = 2
	MaxPlayers    = 8
	startingCoins = 3
)

// ErrIllegal is the root of every rule error: errors.Is(err, ErrIllegal)
// holds for each of the sentinels below. A refused action leaves the game
// unchanged.
var ErrIllegal = errors.New("camelup: illegal action")

// The rule errors, each wrapped with details by Apply and Legal.
var (
	ErrGameOver      = fmt.Errorf("%w: the game is over", ErrIllegal)
	ErrBadAction     = fmt.Errorf("%w: unknown action", ErrIllegal)
	ErrBadCamel      = fmt.Errorf("%w: no such camel", ErrIllegal)
	ErrBadSquare     = fmt.Errorf("%w: traps go on squares 1 to 15", ErrIllegal)
	ErrBadTrapKind   = fmt.Errorf("%w: a trap is +1 or -1", ErrIllegal)
	ErrTrapOccupied  = fmt.Errorf("%w: that square holds a trap", ErrIllegal)
	ErrTrapAdjacent  = fmt.Errorf("%w: that square is next to a trap", ErrIllegal)
	ErrAlreadyBacked = fmt.Errorf("%w: you have already bet on that camel for the game", ErrIllegal)
	ErrNotYourTurn   = fmt.Errorf("%w: it is not your turn", ErrIllegal)
)

// ErrBadPlayers is returned by New for a player count outside 2–8.
var ErrBadPlayers = errors.New("camelup: Camel Up is for 2 to 8 players")

// ActionKind is one of the five things a player may do on a turn.
type ActionKind uint8

// The five actions.
const (
	MoveCamel ActionKind = iota // the die picks the camel and the steps
	PlaceTrap                   // Square and Trap
	RoundBet                    // Camel
	WinnerBet                   // Camel, secret
	LoserBet                    // Camel, secret
)

var actionNames = [...]string{"move", "trap", "round bet", "winner bet", "loser bet"}

// String names the action kind.
func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return fmt.Sprintf("action(%d)", uint8(k))
}

// Action is one turn's choice. Only the fields of its kind matter: Camel for
// the bets, Square and Trap for a trap.
type Action struct {
	Kind   ActionKind
	Camel  Camel
	Square int
	Trap   TrapKind
}

// Move is the action of moving a camel.
func Move() Action { return Action{Kind: MoveCamel} }

// Trap is the action of placing a trap of kind k on square s.
func Trap(s int, k TrapKind) Action { return Action{Kind: PlaceTrap, Square: s, Trap: k} }

// Bet is a bet of kind RoundBet, WinnerBet or LoserBet on camel c.
func Bet(kind ActionKind, c Camel) Action { return Action{Kind: kind, Camel: c} }

// String describes the action, e.g. "round bet on green" or "+1 trap on 7".
func (a Action) String() string {
	switch a.Kind {
	case MoveCamel:
		return "move a camel"
	case PlaceTrap:
		return fmt.Sprintf("%v trap on %d", a.Trap, a.Square)
	}
	return fmt.Sprintf("%v on %v", a.Kind, a.Camel)
}

// GameBet is a game-winner or game-loser bet: who placed it and on which
// camel. Bets are kept in the order they were placed.
type GameBet struct {
	Seat  int
	Camel Camel
}

// Game is one game of Camel Up. Seats 0..Players()-1 play in order; Apply
// performs the action of the seat to act. Use New to start one.
type Game struct {
	rng        *rand.Rand
	board      Board
	owner      [NumSquares]int8 // seat owning the trap on each square, -1 if none
	trapOf     []int            // each seat's trap square this round, -1 if none
	coins      []int
	unmoved    CamelSet
	roundBets  [NumCamels][]int // seats, in the order they bet, per camel
	winnerBets []GameBet
	loserBets  []GameBet
	backed     []CamelSet // camels each seat has backed for the game
	turn       int
	round      int
	over       bool
	log        []Event
}

// New sets up a game for players seats (2–8): the camels placed at random,
// 3 coins each, seat 0 to act. All randomness (setup and die) comes from rng.
func New(players int, rng *rand.Rand) (*Game, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%w: got %d", ErrBadPlayers, players)
	}
	return NewFrom(players, setup(rng), rng), nil
}

// NewFrom starts a game on a given board (for tests and puzzles); the
// board's traps are dropped. It panics on a bad player count.
func NewFrom(players int, b Board, rng *rand.Rand) *Game {
	if players < MinPlayers || players > MaxPlayers {
		panic(ErrBadPlayers)
	}
	b.ClearTraps()
	g := &Game{
		rng:     rng,
		board:   b,
		trapOf:  make([]int, players),
		coins:   make([]int, players),
		backed:  make([]CamelSet, players),
		unmoved: AllCamels,
		round:   1,
	}
	for i := range g.owner {
		g.owner[i] = -1
	}
	for i := range g.coins {
		g.coins[i] = startingCoins
		g.trapOf[i] = -1
	}
	return g
}

// Players returns the number of seats.
func (g *Game) Players() int { return len(g.coins) }

// Turn returns the seat to act.
func (g *Game) Turn() int { return g.turn }

// Round returns the round number, from 1.
func (g *Game) Round() int { return g.round }

// Over reports whether the race has finished and everything is settled.
func (g *Game) Over() bool { return g.over }

// Board returns the board (a copy).
func (g *Game) Board() Board { return g.board }

// Unmoved returns the camels yet to move this round.
func (g *Game) Unmoved() CamelSet { return g.unmoved }

// Coins returns seat's coins.
func (g *Game) Coins(seat int) int { return g.coins[seat] }

// TrapOwner returns the seat owning the trap on square s, -1 if none.
func (g *Game) TrapOwner(s int) int {
	if s < 0 || s >= NumSquares {
		return -1
	}
	return int(g.owner[s])
}

// WinnerBets returns every game-winner bet, camels included, in order placed.
// It is for the referee and tests; players see them through View.
func (g *Game) WinnerBets() []GameBet { return append([]GameBet(nil), g.winnerBets...) }

// LoserBets returns every game-loser bet, camels included, in order placed.
func (g *Game) LoserBets() []GameBet { return append([]GameBet(nil), g.loserBets...) }

// Winners returns the seats with the most coins (several on a tie: they
// share the win). It is meaningful once the game is over.
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

// Log returns every event so far, game-bet camels included (the referee's
// record). Screens showing one seat use SeatLog.
func (g *Game) Log() []Event { return g.log }

// TurnsSinceMove is how many turns have been played since a camel last
// moved (since the start, before the first move): every turn logs one
// action's event, so the log alone says it, and a resumed game knows it.
// Parlor's stalemate guard counts it (ai/camelupbot, Guard).
func (g *Game) TurnsSinceMove() int {
	n := 0
	for i := len(g.log) - 1; i >= 0; i-- {
		switch g.log[i].Kind {
		case EventMove:
			return n
		case EventTrapPlaced, EventRoundBet, EventWinnerBet, EventLoserBet:
			n++
		}
	}
	return n
}

// SeatLog returns the events from index from on, as seat may see them: the
// camels of other players' game bets are hidden (Camel set to NoCamel) until
// the end-of-game payouts reveal them.
func (g *Game) SeatLog(seat, from int) []Event {
	if from < 0 {
		from = 0
	}
	if from > len(g.log) {
		from = len(g.log)
	}
	out := append([]Event(nil), g.log[from:]...)
	for i, e := range out {
		if (e.Kind == EventWinnerBet || e.Kind == EventLoserBet) && e.Seat != seat {
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
	return legal(a, &g.board, g.trapOf[g.turn], g.backed[g.turn])
}

// legal checks a against the rules for a seat whose trap is on ownTrap (-1
// if none) and who has backed the camels in backed.
func legal(a Action, b *Board, ownTrap int, backed CamelSet) error {
	switch a.Kind {
	case MoveCamel:
		return nil
	case PlaceTrap:
		if a.Square < 1 || a.Square >= NumSquares {
			return fmt.Errorf("%w: square %d", ErrBadSquare, a.Square)
		}
		if !a.Trap.Valid() {
			return fmt.Errorf("%w: kind %d", ErrBadTrapKind, a.Trap)
		}
		// Re-placing one's own trap picks it up first, so it does not
		// block its own new square: that is how the tile moves at the table.
		traps := (b.plus | b.minus)
		if ownTrap >= 0 {
			traps &^= 1 << ownTrap
		}
		if traps&(1<<a.Square) != 0 {
			return fmt.Errorf("%w: square %d", ErrTrapOccupied, a.Square)
		}
		if traps&(uint16(5)<<(a.Square-1)) != 0 {
			return fmt.Errorf("%w: square %d", ErrTrapAdjacent, a.Square)
		}
		return nil
	case RoundBet, WinnerBet, LoserBet:
		if !a.Camel.Valid() {
			return fmt.Errorf("%w: camel index %d", ErrBadCamel, a.Camel)
		}
		if a.Kind != RoundBet && backed.Has(a.Camel) {
			return fmt.Errorf("%w: %v", ErrAlreadyBacked, a.Camel)
		}
		return nil
	}
	return fmt.Errorf("%w: kind %d", ErrBadAction, a.Kind)
}

// legalActions lists every legal action for such a seat: move, the legal
// traps (square by square, +1 before −1), round bets, then game bets.
func legalActions(b *Board, ownTrap int, backed CamelSet) []Action {
	out := []Action{Move()}
	for s := 1; s < NumSquares; s++ {
		for _, k := range [2]TrapKind{Plus, Minus} {
			if a := Trap(s, k); legal(a, b, ownTrap, backed) == nil {
				out = append(out, a)
			}
		}
	}
	for c := Camel(0); c < NumCamels; c++ {
		out = append(out, Bet(RoundBet, c))
	}
	for _, kind := range [2]ActionKind{WinnerBet, LoserBet} {
		for c := Camel(0); c < NumCamels; c++ {
			if !backed.Has(c) {
				out = append(out, Bet(kind, c))
			}
		}
	}
	return out
}

// LegalActions lists every legal action for the seat to act (none once the
// game is over).
func (g *Game) LegalActions() []Action {
	if g.over {
		return nil
	}
	return legalActions(&g.board, g.trapOf[g.turn], g.backed[g.turn])
}

// Apply performs action a for the seat to act and passes the turn. An
// illegal action returns an error wrapping ErrIllegal and changes nothing.
func (g *Game) Apply(a Action) error {
	if err := g.Legal(a); err != nil {
		return err
	}
	seat := g.turn
	switch a.Kind {
	case MoveCamel:
		g.moveCamel(seat)
	case PlaceTrap:
		old := g.trapOf[seat]
		if old >= 0 {
			g.board.SetTrap(old, NoTrap)
			g.owner[old] = -1
		}
		g.board.SetTrap(a.Square, a.Trap)
		g.owner[a.Square] = int8(seat)
		g.trapOf[seat] = a.Square
		g.emit(Event{Kind: EventTrapPlaced, Seat: seat, Square: a.Square, Trap: a.Trap, From: old})
	case RoundBet:
		g.roundBets[a.Camel] = append(g.roundBets[a.Camel], seat)
		g.emit(Event{Kind: EventRoundBet, Seat: seat, Camel: a.Camel})
	case WinnerBet, LoserBet:
		g.backed[seat] = g.backed[seat].With(a.Camel)
		kind := EventWinnerBet
		if a.Kind == WinnerBet {
			g.winnerBets = append(g.winnerBets, GameBet{seat, a.Camel})
		} else {
			g.loserBets = append(g.loserBets, GameBet{seat, a.Camel})
			kind = EventLoserBet
		}
		g.emit(Event{Kind: kind, Seat: seat, Camel: a.Camel})
	}
	if !g.over {
		g.turn = (g.turn + 1) % len(g.coins)
	}
	return nil
}

// ApplyOrMove is Apply for a computer player: an illegal action is refused
// and a camel is moved instead, as docs/rules/camelup.md says. It returns the action
// taken and the refusal (nil if a was legal). Once the game is over it does
// nothing and returns ErrGameOver.
func (g *Game) ApplyOrMove(a Action) (Action, error) {
	if g.over {
		return a, ErrGameOver
	}
	err := g.Apply(a)
	if err != nil {
		a = Move()
		g.Apply(a) // always legal while the game runs
	}
	return a, err
}

// moveCamel rolls the die for seat, pays the mover, moves the camel and
// settles the round or the game if that move ended it.
func (g *Game) moveCamel(seat int) {
	c, d := Roll(g.rng, g.unmoved)
	g.moveRolled(seat, c, d)
}

// moveRolled is moveCamel once the die has picked camel c and d steps.
func (g *Game) moveRolled(seat int, c Camel, d int) {
	g.unmoved = g.unmoved.Without(c)
	g.coins[seat]++
	l := g.board.Move(c, d)
	g.emit(Event{Kind: EventMove, Seat: seat, Camel: c, Die: d, From: l.From, Landed: l.Landed, To: l.To, Coins: 1})
	if l.Trap != NoTrap {
		owner := int(g.owner[l.Landed])
		g.coins[owner]++
		g.emit(Event{Kind: EventTrapHit, Seat: owner, Camel: c, Square: l.Landed, Trap: l.Trap, To: l.To, Coins: 1})
	}
	switch {
	case g.board.Finished():
		g.settleRound()
		g.settleGame()
	case g.unmoved == 0:
		g.settleRound()
		g.endRound()
	}
}

// roundPayout is what the n-th bettor (from 0) on the leading camel gets.
func roundPayout(n int) int {
	switch n {
	case 0:
		return 5
	case 1:
		return 3
	case 2:
		return 2
	}
	return 1
}

// gamePayout is what the n-th correct game bet (from 0) gets.
func gamePayout(n int) int {
	switch n {
	case 0:
		return 8
	case 1:
		return 5
	case 2:
		return 3
	}
	return 1
}

// settleRound pays the round bets on the current standings.
func (g *Game) settleRound() {
	lead, second := g.board.Leader(), g.board.Second()
	var pays []payout
	for c := Camel(0); c < NumCamels; c++ {
		for n, seat := range g.roundBets[c] {
			amount := -1
			switch c {
			case lead:
				amount = roundPayout(n)
			case second:
				amount = 1
			}
			pays = append(pays, payout{seat, c, amount})
		}
		g.roundBets[c] = nil
	}
	g.pay(RoundBet, pays)
	g.emit(Event{Kind: EventRoundEnd, Camel: lead, Second: second})
}

// endRound removes the traps and lets every camel move again.
func (g *Game) endRound() {
	g.board.ClearTraps()
	for i := range g.owner {
		g.owner[i] = -1
	}
	for i := range g.trapOf {
		g.trapOf[i] = -1
	}
	g.unmoved = AllCamels
	g.round++
}

// settleGame pays the game-winner bets, then the game-loser bets, and ends
// the game.
func (g *Game) settleGame() {
	winner, loser := g.board.Leader(), g.board.Last()
	for _, set := range []struct {
		kind  ActionKind
		bets  []GameBet
		camel Camel
	}{{WinnerBet, g.winnerBets, winner}, {LoserBet, g.loserBets, loser}} {
		var pays []payout
		right := 0
		for _, b := range set.bets {
			amount := -1
			if b.Camel == set.camel {
				amount = gamePayout(right)
				right++
			}
			pays = append(pays, payout{b.Seat, b.Camel, amount})
		}
		g.pay(set.kind, pays)
	}
	g.over = true
	g.emit(Event{Kind: EventGameEnd, Camel: winner, Second: loser})
}

type payout struct {
	seat   int
	camel  Camel
	amount int
}

// pay logs each bet's payout and applies them. A player's wins and losses in
// one settlement (the round bets; the winner bets; the loser bets) are added
// up before the floor at zero, as at the table, where a losing tile is paid
// from that settlement's winnings; so a broke player who wins 5 and loses 1
// ends with 4.
func (g *Game) pay(kind ActionKind, pays []payout) {
	net := make([]int, len(g.coins))
	for _, p := range pays {
		net[p.seat] += p.amount
		g.emit(Event{Kind: EventPayout, Bet: kind, Seat: p.seat, Camel: p.camel, Coins: p.amount})
	}
	for s, n := range net {
		g.coins[s] = max(0, g.coins[s]+n)
	}
}

func (g *Game) emit(e Event) {
	e.Round = g.round
	g.log = append(g.log, e)
}
