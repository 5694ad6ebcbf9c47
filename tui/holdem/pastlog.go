package holdem

import (
	"fmt"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/save/catchup"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// A resumed match's log starts with the hands it finished before, as the
// history file has them (the save keeps no log): the same lines as those
// the table writes for a hand it plays (handLines).

// restoreLog reads the last hands the history file holds, up to
// maxPastHands, into the match's log; a file that cannot be read leaves
// the log to start with the hand in play.
func (s *Table) restoreLog() {
	if s.book.W == nil {
		return
	}
	recs, err := catchup.HandsAfter(s.book.W.Path(), s.saved.game.Finished()-maxPastHands)
	if err != nil {
		return
	}
	for _, r := range recs {
		if r.Number > s.saved.game.Finished() {
			break // caught up to by catchUp, its events then in the engine
		}
		s.past = append(s.past, s.recordLines(r))
	}
}

// recordLines are the log's lines of a hand of the history, as handLines
// writes them from the engine's events.
func (s *Table) recordLines(r *handhistory.Record) []string {
	st := s.ctx.Styles
	c := s.ctx.Cards()
	name := func(i int) string {
		if i < 0 || i >= len(r.Players) {
			return "?"
		}
		return felt.ShortName(r.Players[i].Name)
	}
	lines := []string{st.Heading.Render(fmt.Sprintf("━━ Hand #%d", r.Number)) +
		st.Faint.Render(fmt.Sprintf(" · %s/%s", kit.Chips(r.SmallBlind), kit.Chips(r.BigBlind)))}
	street := poker.Preflop
	// dealt writes the streets dealt up to to, as far as the board goes:
	// BoardAt gives the board as the hand left it for a street never dealt.
	dealt := func(to poker.Street) {
		for street < to && street < poker.River {
			street++
			board := r.BoardAt(street)
			if len(board) < 2+int(street) { // 3 cards on the flop, 4 on the turn, 5 on the river
				return
			}
			cards := board
			if street != poker.Flop {
				cards = board[len(board)-1:]
			}
			lines = append(lines, felt.StreetMark(s.ctx, street)+" "+c.TextRow(cards))
		}
	}
	collects := 0
	for _, a := range r.Actions {
		if a.Kind == handhistory.Collect {
			collects++
		}
	}
	var shown []string // the hands' names, after the board as the table writes them
	for _, a := range r.Actions {
		switch a.Kind {
		case handhistory.SmallBlind:
			lines = append(lines, st.Faint.Render(fmt.Sprintf("%s posts %s (SB)", name(a.Player), kit.Chips(a.Amount))))
		case handhistory.BigBlind:
			lines = append(lines, st.Faint.Render(fmt.Sprintf("%s posts %s (BB)", name(a.Player), kit.Chips(a.Amount))))
		case handhistory.Fold, handhistory.Check, handhistory.Call, handhistory.Bet, handhistory.Raise:
			dealt(a.Street)
			lines = append(lines, name(a.Player)+" "+felt.ActionWords(moveKinds[a.Kind], a.Amount, a.To, a.AllIn))
		case handhistory.Uncalled:
			lines = append(lines, st.Faint.Render(fmt.Sprintf("%s returned to %s", kit.Chips(a.Amount), name(a.Player))))
		case handhistory.Show:
			lines = append(lines, name(a.Player)+" shows "+c.TextRow(a.Cards))
			if a.HandName != "" {
				shown = append(shown, name(a.Player)+st.Faint.Render(" has ")+st.Text.Render(a.HandName))
			}
		case handhistory.Collect:
			dealt(poker.River)
			lines, shown = append(lines, shown...), nil
			if collects > 1 {
				lines = append(lines, st.Selected.Render(fmt.Sprintf("%s gets %s (split)", name(a.Player), kit.Chips(a.Amount))))
			} else {
				lines = append(lines, st.Selected.Render(fmt.Sprintf("%s wins %s", name(a.Player), kit.Chips(a.Amount))))
			}
		}
	}
	return lines
}

// moveKinds are the engine's moves for the history's.
var moveKinds = map[handhistory.ActionKind]poker.ActionKind{
	handhistory.Fold: poker.Fold, handhistory.Check: poker.Check, handhistory.Call: poker.Call,
	handhistory.Bet: poker.Bet, handhistory.Raise: poker.Raise,
}
