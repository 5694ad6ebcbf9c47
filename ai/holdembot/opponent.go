package holdembot

import (
	"parlor/poker"
)

// An action of the opponent is one of four kinds, by what it faced: facing a
// bet or raise (the blinds do not count) it folds, calls or raises; with no
// bet to face (the small blind's first move pre-flop, a check or a bet after
// the flop) it plays passively (check, limp) or aggressively (bet, raise).
type kind uint8

const (
	kRaise kind = iota // an aggressive action facing a bet
	kCall              // a call facing a bet
	kBet               // an aggressive action with no bet to face
	kCheck             // a passive action with no bet to face
	nKinds
)

// act is one action of a seat, read from the log.
type act struct {
	street poker.Street
	kind   kind
	fold   bool
	// raised: facing a raise of its own bet or raise on this street.
	raised bool
}

// readActions replays the log and returns seat's actions (folds included,
// with fold set) in order. Pre-flop, the blinds alone are not a bet: the
// small blind's first move is an unopened decision.
func readActions(log []poker.Event, seat int, dst []act) []act {
	raised, mine := false, false
	for i := range log {
		e := &log[i]
		switch e.Kind {
		case poker.EventStreet:
			raised, mine = false, false
		case poker.EventAction:
			aggressive := e.Action == poker.Bet || e.Action == poker.Raise
			if e.Seat == seat {
				a := act{street: e.Street, raised: raised && mine}
				mine = mine || aggressive
				switch {
				case raised && aggressive:
					a.kind = kRaise
				case raised:
					a.kind = kCall
					a.fold = e.Action == poker.Fold
				case aggressive:
					a.kind = kBet
				default:
					a.kind = kCheck
					a.fold = e.Action == poker.Fold
				}
				dst = append(dst, a)
			}
			if aggressive {
				raised = true
			}
		}
	}
	return dst
}

// phase is 0 pre-flop, 1 after the flop.
func phase(s poker.Street) int {
	if s == poker.Preflop {
		return 0
	}
	return 1
}

// tally counts one phase's decisions of the opponent.
type tally struct {
	faced, folds, calls, raises int // facing a bet
	open, bets, openFolds       int // with no bet to face
	reraised, reraisedFolds     int // facing a raise of its own bet
}

// Opponent is what the bot has learnt of its opponent over the match, from
// the actions it saw and the cards shown at showdown.
type opponent struct {
	hands, vpip, pfr int
	t                [2]tally
	// shown sums the strength (0 to 1, see strengthOf) of the opponent's
	// shown hands at each of its actions, by phase and kind; shownN counts
	// them. Showdowns tell whether its bets mean strength.
	shown  [2][nKinds]float64
	shownN [2][nKinds]int
	buf    []act
}

// Profile is a summary of the opponent for a screen.
type Profile struct {
	Hands      int     // hands seen
	VPIP       float64 // share of hands it put chips in voluntarily pre-flop
	PFR        float64 // share of hands it raised pre-flop
	Aggression float64 // share of its actions after the flop that bet or raise
	FoldToBet  float64 // share of bets after the flop it folded to
}

func share(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func (o *opponent) profile() Profile {
	p := o.t[1]
	return Profile{
		Hands:      o.hands,
		VPIP:       share(o.vpip, o.hands),
		PFR:        share(o.pfr, o.hands),
		Aggression: share(p.raises+p.bets, p.faced+p.open),
		FoldToBet:  share(p.folds, p.faced),
	}
}

// learn records a finished hand from the bot's seat view of it.
func (o *opponent) learn(v *poker.SeatView) {
	opp := 1 - v.Seat
	o.buf = readActions(v.Log, opp, o.buf[:0])
	if len(o.buf) == 0 && !v.OpponentShown {
		// The opponent never acted: we folded our small blind.
		o.hands++
		return
	}
	o.hands++
	entered, raised := false, false
	for _, a := range o.buf {
		t := &o.t[phase(a.street)]
		switch a.kind {
		case kRaise:
			t.faced++
			t.raises++
			if a.raised {
				t.reraised++
			}
		case kCall:
			t.faced++
			if a.fold {
				t.folds++
			} else {
				t.calls++
			}
			if a.raised {
				t.reraised++
				if a.fold {
					t.reraisedFolds++
				}
			}
		case kBet:
			t.open++
			t.bets++
		case kCheck:
			if a.fold {
				t.openFolds++
			} else {
				t.open++
			}
		}
		if a.street == poker.Preflop && !a.fold {
			aggressive := a.kind == kRaise || a.kind == kBet
			raised = raised || aggressive
			// A big blind checking its option has not entered the pot.
			entered = entered || aggressive || a.kind == kCall || v.Button == opp
		}
	}
	if entered {
		o.vpip++
	}
	if raised {
		o.pfr++
	}
	if !v.OpponentShown || len(v.Board) < 5 {
		return
	}
	// The hand was shown: how strong was it at each of its actions?
	var st [4]float64
	for s := poker.Preflop; s <= poker.River; s++ {
		st[s] = strengthOf(v.Opponent, v.Board[:boardLen(s)])
	}
	for _, a := range o.buf {
		if a.fold {
			continue
		}
		ph := phase(a.street)
		o.shown[ph][a.kind] += st[a.street]
		o.shownN[ph][a.kind]++
	}
}

func boardLen(s poker.Street) int {
	switch s {
	case poker.Flop:
		return 3
	case poker.Turn:
		return 4
	case poker.River:
		return 5
	}
	return 0
}

// Priors: what the bot assumes of a player it has not seen yet, worth a few
// hands of evidence, so that its first reads are not wild.
const (
	priorWeight    = 3.0
	shownWeight    = 4.0 // the frequency-based guess counts as this many showdowns
	maxTilt        = 5.0
	priorFoldPre   = 0.15
	priorRaisePre  = 0.3
	priorBetPre    = 0.35
	priorFoldPost  = 0.35
	priorRaisePost = 0.15
	priorBetPost   = 0.45
)

// freqs returns the opponent's fold and raise rates facing a bet and its
// betting rate with none to face, in phase ph, each pulled toward the
// prior by priorWeight pseudo-decisions.
func (o *opponent) freqs(ph int) (fold, raise, bet float64) {
	t := &o.t[ph]
	pf, pr, pb := priorFoldPre, priorRaisePre, priorBetPre
	if ph == 1 {
		pf, pr, pb = priorFoldPost, priorRaisePost, priorBetPost
	}
	faced := float64(t.faced) + priorWeight
	fold = (float64(t.folds) + priorWeight*pf) / faced
	raise = (float64(t.raises) + priorWeight*pr) / faced
	bet = (float64(t.bets) + priorWeight*pb) / (float64(t.open) + priorWeight)
	return fold, raise, bet
}

// foldRate is how often the opponent folds to a bet or raise in phase ph;
// when raised says it is facing a raise of its own bet, how often it folds
// then: a player whose hand was worth a bet seldom gives it up to a raise
// (so the bot assumes until it has seen otherwise).
func (o *opponent) foldRate(ph int, raised bool) float64 {
	f, _, _ := o.freqs(ph)
	if !raised {
		return f
	}
	t := &o.t[ph]
	return (float64(t.reraisedFolds) + priorWeight*aggressorFolds*f) / (float64(t.reraised) + priorWeight)
}

// aggressorFolds is the prior share of its fold rate a player keeps when
// its own bet is raised.
const aggressorFolds = 0.4

// tilts returns, for each kind of action in phase ph, the exponent k of the
// weight the bot gives a hand of strength s when the opponent takes that
// action: (k+1)·s^k for the strong kinds, (k+1)·(1-s)^k for checks. k = 0
// means the action says nothing of the hand.
//
// A player who only bets its best hands, a share b of them, shows hands of
// mean strength 1-b/2 when it bets; the bot first assumes that of its
// opponent, from its frequencies, and then lets the hands shown at showdown
// correct it: a player whose bets show random hands earns k = 0.
func (o *opponent) tilts(ph int) [nKinds]float64 {
	fold, raise, bet := o.freqs(ph)
	guess := [nKinds]float64{
		kRaise: 1 - raise/2,
		kCall:  (fold + 1 - raise) / 2,
		kBet:   1 - bet/2,
		kCheck: (1 - bet) / 2,
	}
	var k [nKinds]float64
	for i := range k {
		mu := (guess[i]*shownWeight + o.shown[ph][i]) / (shownWeight + float64(o.shownN[ph][i]))
		if kind(i) == kCheck {
			mu = 1 - mu
		}
		mu = min(mu, 0.95)
		k[i] = min(max((2*mu-1)/(1-mu), 0), maxTilt)
	}
	return k
}
