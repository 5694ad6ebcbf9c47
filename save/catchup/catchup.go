// Package catchup brings a saved Hold'em match up to its hand history.
//
// After each Hold'em hand the table writes two files: the hand to its
// history (at once, synced) and then the save (off the update loop). A
// crash between the two leaves a history that holds a hand the save does
// not. Dealt again, that hand could be played otherwise while the file
// keeps its first version (the history writes a hand number once), so the
// file and the game would disagree. The table catches the save up
// instead: the hand stands as the history has it, which is what the
// player saw end. The save's random source deals the same cards again, so
// the hand is played again move by move: the recorded moves are applied,
// and the computer is asked at each of its turns (its answer is not used,
// but asking keeps its source and memory where the hand left them), so
// that the match goes on as the same --seed plays it unbroken. The hand
// played again is checked against the record, cards, moves and chips.
//
// The other order, the save first and the history written from it, would
// put a second fsync between a hand's end and the next deal on the update
// loop, or two writers on the history file; and a save written but not
// yet recorded would need the same catching up the other way.
package catchup

import (
	"errors"
	"fmt"
	"slices"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/save"
)

// ErrHistoryDisagrees is the error of a hand in the history that is not the
// saved match's next hand played some way.
var ErrHistoryDisagrees = errors.New("the hand history does not match the saved game")

// Hand returns the match after the hand rec records, played from h's
// save as the history has it (see the package doc), h itself unchanged; the hand is
// over and its events are the new match's Match.Events, but the computer
// has not been shown it yet (Bot.HandOver), as after any hand. rec must be
// the hand after the last one h has finished: a hand h has in play (a save
// taken during it) is played from its start as rec has it, for rec is
// how it ended. A record that does not fit
// fails with an error wrapping ErrHistoryDisagrees.
func Hand(h *save.Holdem, rec *handhistory.Record) (*save.Holdem, error) {
	var computer [2]bool
	computer[1-save.HumanSeat] = true
	return HandSeats(h, rec, computer)
}

// HandSeats is Hand at a table where the computer plays the seats
// computer marks, none, one or both (a served table, where it takes the
// seat of a person who left): it is asked at their turns only, as the
// table asks it. rec is checked as the file it comes from writes hands,
// from its own hero's seat.
func HandSeats(h *save.Holdem, rec *handhistory.Record, computer [2]bool) (*save.Holdem, error) {
	c, err := h.Before() // a hand the save has in play is the one rec records
	if err != nil {
		return nil, err
	}
	if err := replay(c, rec, computer); err != nil {
		return nil, fmt.Errorf("hand #%d: %w", rec.Number, err)
	}
	return c, nil
}

// moveKinds are the engine's moves for the record's.
var moveKinds = map[handhistory.ActionKind]poker.ActionKind{
	handhistory.Fold: poker.Fold, handhistory.Check: poker.Check, handhistory.Call: poker.Call,
	handhistory.Bet: poker.Bet, handhistory.Raise: poker.Raise,
}

// replay deals the next hand and plays rec's moves in it.
func replay(h *save.Holdem, rec *handhistory.Record, computer [2]bool) error {
	m := h.Match
	differ := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrHistoryDisagrees}, a...)...)
	}
	if rec.Number != m.HandNumber()+1 || len(rec.Players) != 2 {
		return differ("the saved match deals hand #%d next, heads-up", m.HandNumber()+1)
	}
	if err := h.Deal(); err != nil {
		return err
	}
	var moves []handhistory.Action
	for _, a := range rec.Actions {
		if a.Kind.Voluntary() {
			moves = append(moves, a)
		}
	}
	for g := m.Game(); !g.Over(); moves = moves[1:] {
		if len(moves) == 0 {
			return differ("the hand goes on after its last move in the history")
		}
		a := moves[0]
		seat := rec.Players[a.Player].Seat - 1
		if seat != g.ToAct() {
			return differ("%s moves at line %d, but seat %d is to act", rec.Players[a.Player].Name, a.Line, g.ToAct()+1)
		}
		act := h.Act
		if computer[seat] {
			h.Bot.Decide(m.View(seat))
			act = h.BotAct
		}
		if err := act(seat, poker.Action{Kind: moveKinds[a.Kind]}); err != nil {
			return differ("line %d: %w", a.Line, err)
		}
	}
	if len(moves) > 0 {
		return differ("the hand is over before its move at line %d", moves[0].Line)
	}
	return sameHand(h, rec)
}

// sameHand checks that the hand just played is rec: written as rec's file
// writes it (its format, its hero's hole cards) and read back, it has the
// same seats and stacks, hole cards, board, moves and chips.
func sameHand(h *save.Holdem, rec *handhistory.Record) error {
	hero := h.History.Hero
	if rec.Hero >= 0 && rec.Hero < len(rec.Players) {
		hero = rec.Players[rec.Hero].Seat - 1
	}
	tournament := rec.Tournament
	if tournament == 0 {
		tournament = max(h.History.Tournament, 1) // any number: it is not compared
	}
	text, err := handhistory.AppendHand(nil, h.Match.Events(), rec.Format, handhistory.HandOptions{Hero: hero, Tournament: tournament, Time: rec.Time})
	if err != nil {
		return err
	}
	got, err := handhistory.Parse(text)
	if err != nil {
		return err
	}
	action := func(a handhistory.Action) handhistory.Action {
		a.Line, a.HandName = 0, ""
		return a
	}
	sameAction := func(a, b handhistory.Action) bool {
		a, b = action(a), action(b)
		return a.Street == b.Street && a.Player == b.Player && a.Kind == b.Kind && a.Amount == b.Amount &&
			a.To == b.To && a.By == b.By && a.AllIn == b.AllIn && slices.Equal(a.Cards, b.Cards)
	}
	switch {
	case !slices.Equal(got.Players, rec.Players):
		return fmt.Errorf("%w: the seats, stacks or hole cards differ", ErrHistoryDisagrees)
	case !slices.Equal(got.Board, rec.Board):
		return fmt.Errorf("%w: the board is %v, the history's %v", ErrHistoryDisagrees, got.Board, rec.Board)
	case !slices.EqualFunc(got.Actions, rec.Actions, sameAction):
		return fmt.Errorf("%w: the moves or the chips differ", ErrHistoryDisagrees)
	}
	return nil
}

// HandsAfter reads the hands of the history file path after hand n, the
// ones to catch up to; a path of "" has none.
func HandsAfter(path string, n int) ([]*handhistory.Record, error) {
	if path == "" {
		return nil, nil
	}
	hf, err := handhistory.Open(path)
	if err != nil {
		return nil, err
	}
	defer hf.Close()
	var recs []*handhistory.Record
	for i := hf.Len() - 1; i >= 0; i-- {
		r, err := hf.Hand(i)
		if err != nil {
			return nil, err
		}
		if r.Number <= n {
			break
		}
		recs = append(recs, r)
	}
	slices.Reverse(recs)
	return recs, nil
}
