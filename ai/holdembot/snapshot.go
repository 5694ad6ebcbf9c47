package holdembot

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
)

// A bot's state is what it has learnt over a match, to be saved with the
// match between hands and put back when it resumes. Its random source is
// not part of it: the bot draws from the *rand.Rand it was made with, and
// the maker of that source saves it. Scratch kept from one decision to the
// next (Sklansky's range cache) is left out: it belongs to the hand in
// play, and a save is taken between hands.
//
// Every bot a save may seat has MarshalState and UnmarshalState; a new bot
// that learns must add its state here, or its saved matches would resume
// with a bot that has forgotten.

// ErrBadState is returned by UnmarshalState for a state the bot cannot take.
var ErrBadState = errors.New("holdembot: bad bot state")

// stateVersion is the version of the states written here.
const stateVersion = 1

// sklanskyState is Sklansky's memory of a match.
type sklanskyState struct {
	Version int
	opponentState
	Decisions, Deviations int
}

// opponentState is what a bot has learnt of its opponent (an opponent).
type opponentState struct {
	Hands, VPIP, PFR int
	Tally            [2]tallyState // pre-flop, after the flop
	Shown            [2][nKinds]float64
	ShownN           [2][nKinds]int
}

type tallyState struct {
	Faced, Folds, Calls, Raises int
	Open, Bets, OpenFolds       int
	Reraised, ReraisedFolds     int
}

// MarshalState returns what the bot has learnt of its opponent, and its
// counts of decisions.
func (b *Sklansky) MarshalState() ([]byte, error) {
	return json.Marshal(sklanskyState{Version: stateVersion, opponentState: b.opp.state(),
		Decisions: b.decisions, Deviations: b.deviations})
}

// state is what o has learnt, for a save.
func (o *opponent) state() opponentState {
	st := opponentState{Hands: o.hands, VPIP: o.vpip, PFR: o.pfr, Shown: o.shown, ShownN: o.shownN}
	for i, t := range o.t {
		st.Tally[i] = tallyState{t.faced, t.folds, t.calls, t.raises, t.open, t.bets, t.openFolds, t.reraised, t.reraisedFolds}
	}
	return st
}

// opponent is the opponent st describes, with buf as its scratch.
func (st opponentState) opponent(buf []act) (opponent, error) {
	if st.Hands < 0 || st.VPIP < 0 || st.PFR < 0 || st.VPIP > st.Hands || st.PFR > st.Hands {
		return opponent{}, fmt.Errorf("%w: %d hands, %d voluntary, %d raised", ErrBadState, st.Hands, st.VPIP, st.PFR)
	}
	o := opponent{hands: st.Hands, vpip: st.VPIP, pfr: st.PFR, shown: st.Shown, shownN: st.ShownN, buf: buf}
	for i, t := range st.Tally {
		o.t[i] = tally{t.Faced, t.Folds, t.Calls, t.Raises, t.Open, t.Bets, t.OpenFolds, t.Reraised, t.ReraisedFolds}
	}
	return o, nil
}

// UnmarshalState puts back a state from MarshalState. On an error the bot
// is unchanged.
func (b *Sklansky) UnmarshalState(data []byte) error {
	var st sklanskyState
	if err := json.Unmarshal(data, &st); err != nil {
		return fmt.Errorf("%w: %w", ErrBadState, err)
	}
	if st.Version != stateVersion {
		return fmt.Errorf("%w: version %d, want %d", ErrBadState, st.Version, stateVersion)
	}
	o, err := st.opponent(b.opp.buf)
	if err != nil {
		return err
	}
	b.opp, b.decisions, b.deviations = o, st.Decisions, st.Deviations
	b.cache = rangeCache{} // the next hand reads its range afresh
	return nil
}

// The bots that learn nothing have an empty state.

// MarshalState returns nil: the caller learns nothing.
func (Caller) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (Caller) UnmarshalState(data []byte) error { return noState("caller", data) }

// MarshalState returns nil: the maniac learns nothing.
func (Maniac) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (Maniac) UnmarshalState(data []byte) error { return noState("maniac", data) }

// MarshalState returns nil: the random player learns nothing.
func (*Random) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (*Random) UnmarshalState(data []byte) error { return noState("random", data) }

// MarshalState returns nil: the equity player learns nothing.
func (*Equity) MarshalState() ([]byte, error) { return nil, nil }

// UnmarshalState accepts an empty state.
func (*Equity) UnmarshalState(data []byte) error { return noState("equity", data) }

func noState(bot string, data []byte) error {
	if len(data) > 0 && string(data) != "null" {
		return fmt.Errorf("%w: %s keeps no state, got %d bytes", ErrBadState, bot, len(data))
	}
	return nil
}

// expertState is the expert's memory of a match: its statistics of the
// opponent, its lean's window on the opponent and winnings from it (see
// lean.go), and the statistics of its counter-strategy (a Sklansky). A save
// made before the lean has no Lean: it resumes with an empty window.
type expertState struct {
	Version int
	Opp     opponentState
	Lean    leanState
	Counter json.RawMessage
}

type leanState struct {
	Num, Den [leanNStats]float64
	// Won is the lean's budget: big blinds won, showdowns counted in
	// expectation (a save made before that counted the chips; it resumes
	// as it is, an estimate of the same).
	Won float64
}

// MarshalState returns what the expert has learnt of its opponent.
func (b *Expert) MarshalState() ([]byte, error) {
	counter, err := b.counter.MarshalState()
	if err != nil {
		return nil, err
	}
	l := leanState{Num: b.lean.num, Den: b.lean.den, Won: b.lean.won}
	return json.Marshal(expertState{Version: stateVersion, Opp: b.opp.state(), Lean: l, Counter: counter})
}

// UnmarshalState puts back a state from MarshalState. On an error the bot
// is unchanged.
func (b *Expert) UnmarshalState(data []byte) error {
	var st expertState
	if err := json.Unmarshal(data, &st); err != nil {
		return fmt.Errorf("%w: %w", ErrBadState, err)
	}
	if st.Version != stateVersion {
		return fmt.Errorf("%w: version %d, want %d", ErrBadState, st.Version, stateVersion)
	}
	o, err := st.Opp.opponent(b.opp.buf)
	if err != nil {
		return err
	}
	for i := range st.Lean.Num {
		if bad := func(x float64) bool { return x < 0 || math.IsNaN(x) || math.IsInf(x, 0) }; bad(st.Lean.Num[i]) || bad(st.Lean.Den[i]) ||
			st.Lean.Num[i] > st.Lean.Den[i]+1e-9 {
			return fmt.Errorf("%w: lean window %v over %v", ErrBadState, st.Lean.Num, st.Lean.Den)
		}
	}
	if w := st.Lean.Won; math.IsNaN(w) || math.Abs(w) > leanMaxBBs {
		return fmt.Errorf("%w: lean winnings %v", ErrBadState, w)
	}
	if err := b.counter.UnmarshalState(st.Counter); err != nil {
		return err
	}
	b.opp, b.valid = o, false // the next hand finds its bucket afresh
	b.lean = lean{num: st.Lean.Num, den: st.Lean.Den, won: st.Lean.Won, one: b.lean.one}
	b.leanKey = handKey{} // the next hand draws its lean afresh
	return nil
}
