package replay

import (
	"fmt"
	"slices"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// frame is the table at one step of a replay: after an action of
// the file, or as a new street is dealt.
type frame struct {
	action int // index in Record.Actions; -1 for the start or a street dealt
	street poker.Street
	board  []poker.Card
	stacks []int
	bets   []int
	pot    int
	folded []bool
	known  []bool // hole cards known to a viewer at this point
	log    int    // lines of the log so far
	acted  int    // actions of the file so far
}

// handFrames is a hand cut into frames, with the log lines they show.
type handFrames struct {
	rec    *handhistory.Record
	frames []frame
	log    []string
	// top and bottom are the players drawn at the top and bottom of the
	// table: the opponent and the hero. In a hand of more players the
	// opponent is the one who stayed in longest; the log has everyone.
	top, bottom int
	// amount writes the hand's amounts: chips, or money in a cash game.
	amount func(int) string
}

// cut cuts r into frames: the start (stacks before the
// blinds), every action, and each street as it is dealt, so that the board
// appears street by street even when an all-in leaves no action on it. It
// fails when the chips do not add up (Record.Replay).
func cut(ctx *kit.Context, r *handhistory.Record) (*handFrames, error) {
	if len(r.Players) < 2 {
		return nil, fmt.Errorf("hand #%d has %d player(s): nothing to replay", max(int64(r.Number), r.ID), len(r.Players))
	}
	h := &handFrames{rec: r, amount: func(n int) string { return handhistory.FormatAmount(n, r.Currency) }}
	h.bottom, h.top = tableSeats(r)
	n := len(r.Players)
	known := make([]bool, n)
	if r.Hero >= 0 && r.Players[r.Hero].Known {
		known[r.Hero] = true
	}
	h.log = []string{felt.StreetMark(ctx, poker.Preflop)}
	start := frame{action: -1, stacks: make([]int, n), bets: make([]int, n), folded: make([]bool, n), known: known, log: 1}
	for i, p := range r.Players {
		start.stacks[i] = p.Stack
	}
	h.frames = append(h.frames, start)
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
	}
	last := func() frame { return h.frames[len(h.frames)-1] }
	street := poker.Preflop
	_, err := r.Replay(func(i int, a *handhistory.Action, s *handhistory.State) {
		// Streets dealt before this action: the board shows, the bets are
		// cleared.
		for street < a.Street {
			street++
			f := last()
			f.action, f.street = -1, street
			f.board = r.BoardAt(street)
			f.bets = make([]int, n)
			h.log = append(h.log, felt.StreetMark(ctx, street)+" "+newCards(ctx, street, f.board))
			f.log = len(h.log)
			h.frames = append(h.frames, f)
		}
		f := frame{
			action: i, acted: i + 1, street: s.Street, board: s.Board,
			stacks: slices.Clone(s.Stacks), bets: slices.Clone(s.Bets), pot: s.Pot,
			folded: slices.Clone(s.Folded), known: slices.Clone(last().known),
		}
		if a.Kind == handhistory.Show && len(a.Cards) == 2 {
			f.known[a.Player] = true
		}
		switch a.Kind {
		case handhistory.Show, handhistory.Muck, handhistory.Collect:
			clear(f.bets) // the betting is over: every chip is in the pot
		}
		if l := actionLine(ctx, h.amount, names, a); l != "" {
			h.log = append(h.log, l)
		}
		f.log = len(h.log)
		h.frames = append(h.frames, f)
	})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// tableSeats chooses the players the table draws: at the bottom the
// hero (else the last player), at the top the opponent who stayed in
// longest: still in at the end (the one who collected most, or showed
// first), else the last to fold.
func tableSeats(r *handhistory.Record) (bottom, top int) {
	bottom = r.Hero
	if bottom < 0 {
		bottom = len(r.Players) - 1
	}
	collected := r.Collected()
	best, top := -1, -1
	for p, pl := range r.Players {
		if p == bottom || pl.SittingOut {
			continue
		}
		var score int
		if _, folded := r.Folded(p); folded {
			for i, a := range r.Actions { // the later the fold, the longer in
				if a.Player == p && a.Kind == handhistory.Fold {
					score = 1 + i
				}
			}
		} else { // in to the end: above every folder
			score = 1 + len(r.Actions) + collected[p]
			if pl.Shown {
				score++
			}
		}
		if score > best {
			best, top = score, p
		}
	}
	if top < 0 {
		top = (bottom + 1) % len(r.Players)
	}
	return bottom, top
}

// newCards are the cards a street adds to the board.
func newCards(ctx *kit.Context, s poker.Street, board []poker.Card) string {
	if s != poker.Flop && len(board) > 0 {
		board = board[len(board)-1:]
	}
	return ctx.Cards().TextRow(board)
}

// actionLine is an action of the file as a line of the table's log,
// in the words of the game's own log.
func actionLine(ctx *kit.Context, amt func(int) string, names []string, a *handhistory.Action) string {
	st := ctx.Styles
	name := felt.ShortName(names[a.Player])
	switch a.Kind {
	case handhistory.SmallBlind:
		return st.Faint.Render(fmt.Sprintf("%s posts %s (SB)", name, amt(a.Amount)))
	case handhistory.BigBlind:
		return st.Faint.Render(fmt.Sprintf("%s posts %s (BB)", name, amt(a.Amount)))
	case handhistory.Ante:
		return st.Faint.Render(fmt.Sprintf("%s posts the ante %s", name, amt(a.Amount)))
	case handhistory.Uncalled:
		return st.Faint.Render(fmt.Sprintf("%s returned to %s", amt(a.Amount), name))
	case handhistory.Show:
		if len(a.Cards) == 2 {
			return name + " shows " + ctx.Cards().TextRow(a.Cards)
		}
		return "" // the hand's name, said again at the end
	case handhistory.Muck:
		return st.Faint.Render(name + " mucks")
	case handhistory.Collect:
		return st.Selected.Render(fmt.Sprintf("%s wins %s", name, amt(a.Amount)))
	}
	if k, ok := pokerKind(a.Kind); ok {
		return name + " " + felt.ActionWordsIn(amt, k, a.Amount, a.To, a.AllIn)
	}
	return ""
}

// pokerKind is the engine's kind of a betting action.
func pokerKind(k handhistory.ActionKind) (poker.ActionKind, bool) {
	switch k {
	case handhistory.Fold:
		return poker.Fold, true
	case handhistory.Check:
		return poker.Check, true
	case handhistory.Call:
		return poker.Call, true
	case handhistory.Bet:
		return poker.Bet, true
	case handhistory.Raise:
		return poker.Raise, true
	}
	return 0, false
}

// lastAction is player p's last betting action in words, and its street.
func lastAction(amt func(int) string, acted []handhistory.Action, p int) (string, poker.Street) {
	for i := len(acted) - 1; i >= 0; i-- {
		a := acted[i]
		if a.Player != p {
			continue
		}
		switch a.Kind {
		case handhistory.SmallBlind:
			return "posts the small blind " + amt(a.Amount), poker.Preflop
		case handhistory.BigBlind:
			return "posts the big blind " + amt(a.Amount), poker.Preflop
		}
		if k, ok := pokerKind(a.Kind); ok {
			return felt.ActionWordsIn(amt, k, a.Amount, a.To, a.AllIn), a.Street
		}
	}
	return "", poker.Preflop
}
