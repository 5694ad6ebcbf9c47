package camel

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/ai/camelbot"
	"parlor/camelup"
	"parlor/tui/kit"
)

// camelSeat is one seat at the board: a person, or a computer player (bot
// set) of a kind.
type camelSeat struct {
	name string
	bot  camelbot.Player // nil for a person
	kind string          // the bot's name, "" for a person
}

// camelPhase is what the board waits for.
type camelPhase uint8

const (
	camelComputer  camelPhase = iota // a computer seat's move (a timer runs)
	camelHandOver                    // "pass the keyboard to …": the private part is hidden
	camelPerson                      // a person chooses from the menu
	camelRoundOver                   // a round's summary shows
	camelGameOver                    // the final summary shows
)

// camelLevel is where a person is in the action menu.
type camelLevel uint8

const (
	camelTop        camelLevel = iota // the five actions
	camelRoundMenu                    // a round bet: which camel
	camelWinnerMenu                   // a game-winner bet: which camel
	camelLoserMenu                    // a game-loser bet: which camel
	camelTrapSquare                   // a trap: which square
	camelTrapKind                     // a trap: +1 or −1
)

// camelRoundEnd is what a round's summary shows: who led, who was second,
// what each round bet paid; and after the last round the race's result.
type camelRoundEnd struct {
	round         int
	lead, second  camelup.Camel
	payouts       []camelup.Event // the round bets' payouts, in order
	paid          []int           // what each seat's round bets made it win or lose, all told
	gameOver      bool
	winner, loser camelup.Camel
}

// camelOdds are the odds of one position, computed once per turn: the
// round odds with each round action's value for the seat to move, and the
// race odds.
type camelOdds struct {
	at   int // the log's length when computed: the position they belong to
	odds camelup.Odds
	race camelup.RaceOdds
}

// camelScreen is the Camel Up board, hotseat: the people share the
// keyboard. Everything on the board is public except the camels of each
// person's game bets, so the menu and those bets show only after a
// hand-over screen has been passed by the person to move.
type camelScreen struct {
	ctx   *kit.Context
	km    camelKeys
	game  *camelup.Game
	seats []camelSeat

	phase    camelPhase
	level    camelLevel
	cursor   int    // the highlighted option of the menu
	square   int    // a trap's chosen square
	typed    string // digits typed for a trap's square
	confirm  bool   // "abandon the game?" is asked
	showOdds bool
	shown    int // the person whose private part was shown last; -1 none
	turns    kit.Turns

	seen  int   // events of the log already looked at for a round's end
	coins []int // every seat's coins before the last action
	ended *camelRoundEnd
	odds  camelOdds

	width, height int
}

// newCamelScreen starts a game for seats, its setup and dice drawn from
// rng.
func newCamelScreen(ctx *kit.Context, seats []camelSeat, rng *rand.Rand) (*camelScreen, error) {
	g, err := camelup.New(len(seats), rng)
	if err != nil {
		return nil, err
	}
	s := &camelScreen{ctx: ctx, km: newCamelKeys(ctx.Keys), game: g, seats: seats, shown: -1, odds: camelOdds{at: -1}}
	s.settle()
	return s, nil
}

func (s *camelScreen) Init() tea.Cmd { return s.schedule() }
func (s *camelScreen) Typing() bool  { return false }

func (s *camelScreen) Keys() help.KeyMap {
	k := s.km
	switch {
	case s.confirm:
		k.Mode = camelKeysConfirm
	case s.phase == camelComputer:
		k.Mode = camelKeysWait
	case s.phase == camelHandOver || s.phase == camelRoundOver:
		k.Mode = camelKeysNext
	case s.phase == camelGameOver:
		k.Mode = camelKeysResult
	case s.level == camelTrapSquare:
		k.Mode = camelKeysTrap
	default:
		k.Mode = camelKeysAct
	}
	return k
}

func (s *camelScreen) isComputer(p int) bool { return s.seats[p].bot != nil }

// people counts the seats of persons.
func (s *camelScreen) people() int {
	n := 0
	for p := range s.seats {
		if !s.isComputer(p) {
			n++
		}
	}
	return n
}

// settle sets the phase for the seat to act: a computer's move, or a
// person's — behind a hand-over screen when another person saw the board's
// private part last.
func (s *camelScreen) settle() {
	s.level, s.cursor, s.typed = camelTop, 0, ""
	if s.game.Over() {
		s.phase = camelGameOver
		return
	}
	t := s.game.Turn()
	switch {
	case s.isComputer(t):
		s.phase = camelComputer
	case s.shown != t && s.people() > 1:
		s.phase = camelHandOver
	default:
		s.phase = camelPerson
		s.shown = t
	}
}

// afterAction looks at what the last action did: a round's end shows its
// summary first; otherwise the next seat is to act.
func (s *camelScreen) afterAction() {
	log := s.game.Log()
	for i := s.seen; i < len(log); i++ {
		if log[i].Kind == camelup.EventRoundEnd {
			s.ended = s.roundEnd(log, i)
		}
	}
	s.seen = len(log)
	if s.ended != nil {
		s.phase = camelRoundOver
		s.level = camelTop
		return
	}
	s.settle()
}

// roundEnd gathers the summary of the round that ended at log[at]. The
// engine logs the round bets' payouts just before the round's end, and the
// game's end (after the game bets' payouts) just after it.
func (s *camelScreen) roundEnd(log []camelup.Event, at int) *camelRoundEnd {
	e := log[at]
	r := &camelRoundEnd{round: e.Round, lead: e.Camel, second: e.Second}
	from := at
	for from > 0 && log[from-1].Kind == camelup.EventPayout && log[from-1].Bet == camelup.RoundBet {
		from--
	}
	r.payouts = append(r.payouts, log[from:at]...)
	// What the bets made each seat win or lose, all told: coins never go
	// below zero, so a loss is at most what there was when the round was
	// settled (the coins before the action, and what the move paid).
	r.paid = make([]int, len(s.seats))
	pre := slices.Clone(s.coins)
	for _, ev := range log[s.seen:from] {
		if ev.Kind == camelup.EventMove || ev.Kind == camelup.EventTrapHit {
			pre[ev.Seat] += ev.Coins
		}
	}
	sum := make([]int, len(s.seats))
	for _, ev := range r.payouts {
		sum[ev.Seat] += ev.Coins
	}
	for p := range r.paid {
		r.paid[p] = max(pre[p]+sum[p], 0) - pre[p]
	}
	for _, ev := range log[at+1:] {
		if ev.Kind == camelup.EventGameEnd {
			r.gameOver, r.winner, r.loser = true, ev.Camel, ev.Second
		}
	}
	return r
}

// schedule returns the command that brings a computer seat's move after the
// delay of the speed setting, or nil when no computer seat is to act.
func (s *camelScreen) schedule() tea.Cmd { return s.turns.Schedule(s.ctx, s.computerDue()) }

// computerDue reports whether a computer seat is to move now: none waits
// while a question is open.
func (s *camelScreen) computerDue() bool { return s.phase == camelComputer && !s.confirm }

// currentOdds returns the odds of the position for the seat to move,
// computing them once per turn (the full set takes a few milliseconds).
func (s *camelScreen) currentOdds() camelOdds {
	at := len(s.game.Log())
	if s.odds.at != at {
		v := s.game.View(s.game.Turn())
		s.odds = camelOdds{at: at, odds: v.Odds(), race: v.Race()}
	}
	return s.odds
}

func (s *camelScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	case kit.ComputerMsg:
		return s, s.turns.Play(s.ctx, msg, s.computerDue, s.computerMove)
	case tea.KeyMsg:
		return s.key(msg)
	}
	return s, nil
}

// computerMove plays the computer seat to act. A choice the rules refuse
// (or a player that fails) moves a camel instead, as the spec says.
func (s *camelScreen) computerMove() bool {
	t := s.game.Turn()
	seat := s.seats[t]
	s.keepCoins()
	a, err := camelbot.Choose(seat.bot, s.game.View(t))
	if err != nil {
		s.ctx.SetWarning(fmt.Sprintf("%s's choice was refused (%v): it moved a camel", seat.name, err))
	}
	if _, err := s.game.ApplyOrMove(a); err != nil && !errors.Is(err, camelup.ErrIllegal) {
		s.ctx.SetWarning(fmt.Sprintf("%s could not move: %v", seat.name, err))
	}
	s.afterAction()
	return true
}

func (s *camelScreen) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if s.confirm {
		return s.answer(msg)
	}
	if key.Matches(msg, s.km.Odds) && s.phase != camelGameOver {
		s.showOdds = !s.showOdds
		return s, nil
	}
	if key.Matches(msg, s.km.Quit) && s.phase != camelGameOver {
		s.confirm = true
		return s, nil
	}
	switch s.phase {
	case camelGameOver:
		if key.Matches(msg, s.km.Leave) {
			return s, kit.GoBack()
		}
		s.ctx.SetStatus("The race is over: enter goes back to the setup for another")
		return s, nil
	case camelRoundOver:
		switch {
		case key.Matches(msg, s.km.Next):
			if !s.game.Over() {
				s.ended = nil // the last round's stays for the final summary
			}
			s.settle()
			return s, s.schedule()
		case key.Matches(msg, s.km.Back):
			s.confirm = true
		default:
			next := "the next round"
			if s.game.Over() {
				next = "the final summary"
			}
			s.ctx.SetStatus("Press enter for " + next + ", esc to abandon the game")
		}
		return s, nil
	case camelHandOver:
		switch {
		case key.Matches(msg, s.km.Next):
			s.phase = camelPerson
			s.shown = s.game.Turn()
		case key.Matches(msg, s.km.Back):
			s.confirm = true
		default:
			s.ctx.SetStatus("Pass the keyboard to " + s.seats[s.game.Turn()].name + ", who presses enter")
		}
		return s, nil
	case camelComputer:
		if key.Matches(msg, s.km.Back) {
			s.confirm = true
			return s, nil
		}
		s.ctx.SetStatus(s.seats[s.game.Turn()].name + " (computer) is to act: wait a moment")
		return s, nil
	}
	return s.personKey(msg)
}

// answer handles y or n to "abandon the game?".
func (s *camelScreen) answer(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	return s, kit.AnswerAbandon(s.ctx, msg, s.km.Yes, s.km.No, &s.confirm, s.schedule)
}

// camelOption is one line of a person's menu.
type camelOption struct {
	label  string
	action camelup.Action // for a bet, a trap kind, or a move
	level  camelLevel     // the sub-menu it opens (camelTop: none)
	reason string         // why it cannot be chosen now; "" if it can
}

// turnView is the view of the seat to act.
func (s *camelScreen) turnView() camelup.View { return s.game.View(s.game.Turn()) }

// options lists the lines of the person's menu at the current level. Only
// legal actions are offered; an action kind with none shows why.
func (s *camelScreen) options() []camelOption {
	v := s.turnView()
	legal := v.LegalActions()
	has := func(k camelup.ActionKind) []camelup.Action {
		var out []camelup.Action
		for _, a := range legal {
			if a.Kind == k {
				out = append(out, a)
			}
		}
		return out
	}
	switch s.level {
	case camelRoundMenu, camelWinnerMenu, camelLoserMenu:
		kind := map[camelLevel]camelup.ActionKind{camelRoundMenu: camelup.RoundBet, camelWinnerMenu: camelup.WinnerBet, camelLoserMenu: camelup.LoserBet}[s.level]
		var out []camelOption
		for _, a := range has(kind) {
			out = append(out, camelOption{label: a.Camel.String(), action: a})
		}
		return out
	case camelTrapKind:
		return []camelOption{
			{label: "+1", action: camelup.Trap(s.square, camelup.Plus)},
			{label: "-1", action: camelup.Trap(s.square, camelup.Minus)},
		}
	case camelTrapSquare:
		return nil
	}
	out := []camelOption{
		{label: "Move a camel", action: camelup.Move()},
		{label: "Round bet", level: camelRoundMenu},
		{label: "Game-winner bet", level: camelWinnerMenu},
		{label: "Game-loser bet", level: camelLoserMenu},
		{label: "Place a trap", level: camelTrapSquare},
	}
	if len(has(camelup.RoundBet)) == 0 {
		out[1].reason = "no round bet can be placed now"
	}
	if len(has(camelup.WinnerBet)) == 0 {
		out[2].reason = "you have backed every camel for the game"
		out[3].reason = out[2].reason
	}
	if len(has(camelup.PlaceTrap)) == 0 {
		out[4].reason = "no square is free for a trap"
	}
	return out
}

// trapSquares lists the squares where the person to move may put a trap.
func (s *camelScreen) trapSquares() []int {
	v := s.turnView()
	var out []int
	for _, a := range v.LegalActions() {
		if a.Kind == camelup.PlaceTrap && a.Trap == camelup.Plus {
			out = append(out, a.Square)
		}
	}
	return out
}

// personKey handles a key on a person's turn.
func (s *camelScreen) personKey(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if s.level == camelTrapSquare {
		return s.trapKey(msg)
	}
	opts := s.options()
	n := len(opts)
	switch {
	case key.Matches(msg, s.km.Back):
		s.stepBack()
	case key.Matches(msg, s.km.Up):
		s.cursor = (s.cursor + n - 1) % n
	case key.Matches(msg, s.km.Down):
		s.cursor = (s.cursor + 1) % n
	case key.Matches(msg, s.km.Pick):
		i, _ := strconv.Atoi(msg.String())
		if i < 1 || i > n {
			s.ctx.SetWarning(fmt.Sprintf("there is no option %s here: choose 1 to %d", msg, n))
			return s, nil
		}
		s.cursor = i - 1
		return s.choose(opts[i-1])
	case key.Matches(msg, s.km.Choose):
		return s.choose(opts[s.cursor])
	case s.level == camelTrapKind && key.Matches(msg, s.km.Plus):
		return s.act(camelup.Trap(s.square, camelup.Plus))
	case s.level == camelTrapKind && key.Matches(msg, s.km.Minus):
		return s.act(camelup.Trap(s.square, camelup.Minus))
	default:
		s.ctx.SetStatus(s.seats[s.game.Turn()].name + ": a number or ↑/↓ and enter choose · o shows the odds · ? every key")
	}
	return s, nil
}

// stepBack goes up one level of the menu; at the top it asks before the
// game is abandoned.
func (s *camelScreen) stepBack() {
	switch s.level {
	case camelTop:
		s.confirm = true
	case camelTrapKind:
		s.level, s.cursor = camelTrapSquare, 0
	default: // back on the entry that opened the sub-menu
		s.cursor = map[camelLevel]int{camelRoundMenu: 1, camelWinnerMenu: 2, camelLoserMenu: 3, camelTrapSquare: 4}[s.level]
		s.level, s.typed = camelTop, ""
	}
}

// choose takes the option: a sub-menu opens, an action is played, a
// refused one says why.
func (s *camelScreen) choose(o camelOption) (kit.Screen, tea.Cmd) {
	if o.reason != "" {
		s.ctx.SetWarning(o.label + " is not possible: " + o.reason)
		return s, nil
	}
	if o.level == camelTop {
		return s.act(o.action)
	}
	s.level, s.cursor, s.typed = o.level, 0, ""
	if o.level == camelTrapSquare {
		s.square = s.defaultSquare()
	}
	return s, nil
}

// defaultSquare is the first square to offer for a trap: the legal one
// nearest in front of the leader, where a trap is most likely to be hit.
func (s *camelScreen) defaultSquare() int {
	squares := s.trapSquares()
	if len(squares) == 0 {
		return 0
	}
	lead := s.game.Board().Square(s.game.Board().Leader())
	for _, q := range squares {
		if q > lead {
			return q
		}
	}
	return squares[len(squares)-1]
}

// trapKey handles a key while the person chooses a trap's square: ←/→
// through the legal squares, digits to type one, + or − to place it,
// enter to choose the kind from a list.
func (s *camelScreen) trapKey(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	squares := s.trapSquares()
	if len(squares) == 0 { // cannot happen: the menu offers traps only where one fits
		s.stepBack()
		return s, nil
	}
	step := func(d int) {
		i := 0
		for j, q := range squares {
			if q == s.square {
				i = j
			}
		}
		s.square = squares[((i+d)%len(squares)+len(squares))%len(squares)]
		s.typed = ""
	}
	switch {
	case key.Matches(msg, s.km.Back):
		s.stepBack()
	case key.Matches(msg, s.km.Left), key.Matches(msg, s.km.Up):
		step(-1)
	case key.Matches(msg, s.km.Right), key.Matches(msg, s.km.Down):
		step(+1)
	case key.Matches(msg, s.km.Pick):
		s.typeSquare(msg.String())
	case key.Matches(msg, s.km.Plus):
		return s.placeTrap(camelup.Plus)
	case key.Matches(msg, s.km.Minus):
		return s.placeTrap(camelup.Minus)
	case key.Matches(msg, s.km.Choose):
		if err := s.trapLegal(camelup.Plus); err != nil {
			s.ctx.SetWarning(s.refusal(err))
			return s, nil
		}
		s.level, s.cursor, s.typed = camelTrapKind, 0, ""
	default:
		s.ctx.SetStatus("←/→ or a number choose the square; + or − places the trap there; esc goes back")
	}
	return s, nil
}

// typeSquare takes a typed digit of a square's number: "1" then "2" is
// square 12. A square where no trap may go is refused with the reason.
func (s *camelScreen) typeSquare(d string) {
	typed := s.typed + d
	n, _ := strconv.Atoi(typed)
	if n >= camelup.NumSquares || len(typed) > 2 {
		typed = d
		n, _ = strconv.Atoi(typed)
	}
	s.typed = typed
	err := s.game.Legal(camelup.Trap(n, camelup.Plus))
	switch {
	case err == nil:
		s.square = n
		s.ctx.SetStatus(fmt.Sprintf("square %d: + or − places the trap, enter asks which", n))
	case n == 1:
		s.ctx.SetStatus(fmt.Sprintf("%s; type a second digit for squares 10 to 15", s.refusal(err)))
	default:
		s.typed = ""
		s.ctx.SetWarning(s.refusal(err))
	}
}

func (s *camelScreen) trapLegal(k camelup.TrapKind) error {
	return s.game.Legal(camelup.Trap(s.square, k))
}

func (s *camelScreen) placeTrap(k camelup.TrapKind) (kit.Screen, tea.Cmd) {
	if err := s.trapLegal(k); err != nil {
		s.ctx.SetWarning(s.refusal(err))
		return s, nil
	}
	return s.act(camelup.Trap(s.square, k))
}

// act plays a person's action.
func (s *camelScreen) act(a camelup.Action) (kit.Screen, tea.Cmd) {
	s.keepCoins()
	if err := s.game.Apply(a); err != nil { // the menu offers only legal moves
		s.ctx.SetWarning(s.refusal(err))
		return s, nil
	}
	s.afterAction()
	return s, s.schedule()
}

// keepCoins notes every seat's coins before an action, for the round's
// summary.
func (s *camelScreen) keepCoins() {
	s.coins = s.coins[:0]
	for p := range s.seats {
		s.coins = append(s.coins, s.game.Coins(p))
	}
}

// refusal says in words why the rules refuse an action.
func (s *camelScreen) refusal(err error) string {
	switch {
	case errors.Is(err, camelup.ErrTrapOccupied):
		return "that square holds a trap already: choose another"
	case errors.Is(err, camelup.ErrTrapAdjacent):
		return "that square is next to a trap, and traps may not touch: choose another"
	case errors.Is(err, camelup.ErrBadSquare):
		return "traps go on squares 1 to 15"
	case errors.Is(err, camelup.ErrAlreadyBacked):
		return "you have already backed that camel for the game"
	case errors.Is(err, camelup.ErrGameOver):
		return "the race is over"
	}
	return "not allowed: " + err.Error()
}
