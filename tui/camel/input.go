package camel

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup"
	"parlor/tui/kit"
)

func (s *camelScreen) key(msg tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if s.confirm { // never while the rules page shows: its keys are the page's
		return s.answer(msg)
	}
	if cmd, ok := s.rules.Key(msg, s.width, s.height, s.schedule); ok {
		return s, cmd
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
			s.ctx.SetStatus("Press enter for " + next + ", esc to leave the game")
		}
		return s, nil
	case camelSecret:
		switch {
		case key.Matches(msg, s.km.Next):
			s.settle()
			return s, s.schedule()
		case key.Matches(msg, s.km.Back):
			s.confirm = true
		default:
			s.ctx.SetStatus("Press enter, then pass the keyboard on: your bet stays secret")
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
		// Every camel, in its order, so that a digit always means the
		// same camel: one that cannot be backed says why.
		kind := map[camelLevel]camelup.ActionKind{camelRoundMenu: camelup.RoundBet, camelWinnerMenu: camelup.WinnerBet, camelLoserMenu: camelup.LoserBet}[s.level]
		out := make([]camelOption, 0, camelup.NumCamels)
		for c := camelup.Blue; c <= camelup.White; c++ {
			a := camelup.Bet(kind, c)
			o := camelOption{label: c.String(), action: a}
			if err := v.Legal(a); err != nil {
				o.reason = s.refusal(err)
			}
			out = append(out, o)
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
		what := o.label
		if s.level != camelTop {
			what = "A bet on " + o.label
		}
		s.ctx.SetWarning(what + " is not possible: " + o.reason)
		return s, nil
	}
	if o.level == camelTop {
		return s.act(o.action)
	}
	s.level, s.cursor, s.typed = o.level, 0, ""
	if o.level == camelTrapSquare {
		s.square = s.defaultSquare()
	}
	// The cursor starts on the first camel that can be backed.
	if i := slices.IndexFunc(s.options(), func(o camelOption) bool { return o.reason == "" }); i > 0 {
		s.cursor = i
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
		s.ctx.SetStatus(fmt.Sprintf("%s; type a second digit for squares 10 to 15", trapRefusal(n, err)))
	default:
		s.typed = ""
		s.ctx.SetWarning(trapRefusal(n, err))
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

// act plays a person's action. A secret bet is confirmed to the person
// alone, before another person gets the keyboard.
func (s *camelScreen) act(a camelup.Action) (kit.Screen, tea.Cmd) {
	s.keepCoins()
	if err := s.game.Apply(a); err != nil { // the menu offers only legal moves
		s.ctx.SetWarning(s.refusal(err))
		return s, nil
	}
	s.counted(a)
	s.afterAction()
	if secret := a.Kind == camelup.WinnerBet || a.Kind == camelup.LoserBet; secret {
		if s.people() > 1 && s.phase != camelRoundOver && s.phase != camelGameOver {
			s.phase, s.secret = camelSecret, a
			return s, nil
		}
		s.ctx.SetStatus("Your secret bet: " + secretText(a))
	}
	return s, s.schedule()
}

// secretText is a secret bet in words: "blue to win".
func secretText(a camelup.Action) string {
	if a.Kind == camelup.LoserBet {
		return a.Camel.String() + " to come last"
	}
	return a.Camel.String() + " to win"
}

// counted keeps the turns since a camel last moved, for the stalemate guard.
func (s *camelScreen) counted(a camelup.Action) {
	s.still++
	if a.Kind == camelup.MoveCamel {
		s.still = 0
	}
}

// keepCoins notes every seat's coins before an action, for the round's
// summary.
func (s *camelScreen) keepCoins() {
	s.coins = s.coins[:0]
	for p := range s.seats {
		s.coins = append(s.coins, s.game.Coins(p))
	}
}

// trapRefusal says in words why the rules refuse a trap on square q.
func trapRefusal(q int, err error) string {
	switch {
	case errors.Is(err, camelup.ErrTrapOccupied):
		return fmt.Sprintf("square %d holds a trap already: choose another", q)
	case errors.Is(err, camelup.ErrTrapAdjacent):
		return fmt.Sprintf("square %d is next to a trap, and traps may not touch: choose another", q)
	case errors.Is(err, camelup.ErrBadSquare):
		return fmt.Sprintf("no trap on square %d: traps go on squares 1 to 15", q)
	}
	return "not allowed: " + err.Error()
}

// refusal says in words why the rules refuse an action.
func (s *camelScreen) refusal(err error) string {
	switch {
	case errors.Is(err, camelup.ErrTrapOccupied), errors.Is(err, camelup.ErrTrapAdjacent), errors.Is(err, camelup.ErrBadSquare):
		return trapRefusal(s.square, err)
	case errors.Is(err, camelup.ErrAlreadyBacked):
		return "you have backed it for the game already (to win or to lose)"
	case errors.Is(err, camelup.ErrGameOver):
		return "the race is over"
	}
	return "not allowed: " + err.Error()
}
