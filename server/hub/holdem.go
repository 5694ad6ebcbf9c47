package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/save"
)

// HoldemMove is a person's key at the Hold'em table: f fold (F: fold even
// though a check is free), c or k check or call, b or r bet or raise.
type HoldemMove struct{ Key rune }

// ErrFoldCheck asks the player to confirm a fold when they could check.
var ErrFoldCheck = errors.New("you could check")

// holdem is a heads-up match at a table of two: two people, or a person
// and the computer. Each seat's screen comes from its SeatView, which holds
// the other's hole cards only once they are shown; each person's hand
// history is written from their own seat (Hero), in the format they chose.
type holdem struct {
	t *table
	s *save.Holdem // the match and the computer player, as saved
	m *poker.Match
	// The person's hand histories by seat, and where they are, for the
	// save.
	writers [2]*handhistory.Writer
	files   []savedHistory
	written int  // the last hand written to the histories
	fresh   bool // resumed: no hand dealt since
	moves   int
	// The last hand written, and its log as each seat saw it: the log
	// under the table tells how it ended while the next is played.
	lastHand int
	last     [2][]poker.Event
	// The hand before, as a watcher sees it: no hole cards but those
	// shown (watchers see each hand once it has ended).
	watched         poker.SeatView
	watchedShowdown bool
}

// HoldemView is a Hold'em table from one seat: the hand in play, or the
// one just ended, as that seat's SeatView has it (the other's hole cards
// only once shown), and the log of the hand before it.
type HoldemView struct {
	Dealing  bool           // no hand to show: the next is being dealt
	Hand     poker.SeatView // the hand, unless Dealing
	Showdown bool           // the hand's hands were compared
	Last     []poker.Event  // the hand before, from this seat; nil before the first ends
	LastHand int            // its number
}

// savedHistory is a person's hand-history file, kept in the save so that a
// resumed match goes on writing it.
type savedHistory struct {
	Path       string `json:",omitempty"`
	Format     string `json:",omitempty"`
	Tournament int64  `json:",omitempty"`
}

func init() {
	serve(HoldemGame, servedGame{
		pause:   "hand",
		setting: Setting{Label: "Play", Choices: holdemChoices, MaxSeats: []int{2, 2, 2, 2}},
		start: func(t *table, src *rand.PCG) (game, error) {
			switch o := t.spec.Option; {
			case o < len(holdemStacks):
				return started(newHoldem(t, src))
			default:
				return started(newHoldemTable(t, src, o == holdemRing))
			}
		},
		reopen: func(g save.Game) (json.RawMessage, int, func(*table, gameNotes) game) {
			if s, ok := g.(*save.HoldemTable); ok {
				return s.Extra, s.Seats(), func(t *table, n gameNotes) game { return resumeHoldemTable(t, s, n) }
			}
			s := g.(*save.Holdem)
			return s.Extra, 2, func(t *table, n gameNotes) game { return resumeHoldem(t, s, n) }
		},
	})
}

// holdemStacks are the stacks of the heads-up matches, the setting's
// first choices; a table of any size follows them (holdemtable.go).
var holdemStacks = []int{1500, 500, 200, 100}

// holdemChoices are the setting's choices: the heads-up matches by stack
// (the first servers' choices, by the same numbers), then the tables.
var holdemChoices = []string{
	"heads-up match, 1,500 chips", "heads-up match, 500 chips", "heads-up match, 200 chips", "heads-up match, 100 chips",
	"sit-and-go, 1,500 chips", "ring game, blinds 10/20",
}

// The tables' choices.
const (
	holdemSitAndGo = 4
	holdemRing     = 5
)

func newHoldem(t *table, src *rand.PCG) (*holdem, error) {
	// One computer player plays whichever seat a computer plays: the
	// table's, or the one that takes a person's seat.
	bot := t.spec.Kind.Bots()[0]
	for _, s := range t.seats {
		if !s.person {
			bot = s.bot
		}
	}
	s, err := save.NewHoldem(save.HoldemConfig{
		Names: [2]string{t.seats[0].name, t.seats[1].name}, Bot: bot, Stack: holdemStacks[t.spec.Option], Source: src,
	})
	if err != nil {
		return nil, err
	}
	h := &holdem{t: t, s: s, m: s.Match, files: make([]savedHistory, 2)}
	// One tournament number and one start for both players' files, so
	// that their hands carry the same IDs.
	number, start := handhistory.NewNumber(), time.Now()
	for i, s := range t.seats {
		if !s.person || s.conn == nil {
			continue
		}
		w, err := handhistory.Create(handhistory.Options{
			Dir:        filepath.Join(t.h.cfg.HistoryDir, dirName(s.name, s.key)),
			Format:     s.conn.format,
			Hero:       i,
			Start:      start,
			Tournament: number,
		})
		if err != nil {
			t.h.cfg.Logf("table %d: %s's hand history: %v", t.id, s.name, err)
			s.conn.news = "! Your hand history cannot be written on the server (the host's log says why): the game goes on without it"
		}
		h.writers[i] = w // nil on failure: a nil Writer writes nothing
		h.files[i] = savedHistory{Path: w.Path(), Format: s.conn.format.String(), Tournament: w.Tournament()}
	}
	return h, nil
}

// resumeHoldem goes on with a saved match: each person's hand history
// continues where it stopped (one that cannot goes on in a new file), the
// hands they hold beyond the save are caught up to (see catchUp), and the
// match goes on where it stood: at the decision of the hand in play, its
// cards and moves as they were, or with the next hand dealt at once.
func resumeHoldem(t *table, s *save.Holdem, n gameNotes) *holdem {
	h := &holdem{t: t, s: s, m: s.Match, files: make([]savedHistory, 2), written: s.Finished(), fresh: !s.Running(), moves: n.Moves}
	copy(h.files, n.Histories)
	for i, f := range h.files {
		if f.Path == "" {
			continue
		}
		format, err := handhistory.ParseFormat(f.Format)
		if err == nil {
			h.writers[i], err = handhistory.Continue(f.Path, handhistory.Options{Format: format, Hero: i, Tournament: f.Tournament})
		}
		if err != nil {
			h.setAside(i, f.Path, err)
		}
	}
	h.catchUp()
	return h
}

// saved is the match as it stands, a hand in play with its moves (see
// save.Holdem): a restart resumes it at that decision. The line names the
// hand in play or the next, and the stacks at its start.
func (h *holdem) saved(notes json.RawMessage) save.Game {
	h.s.Extra = notes
	st := h.m.Stacks()
	names := h.m.Names()
	return summarised{h.s, fmt.Sprintf("Hold'em, hand %d, %s %s · %s %s", h.s.Finished()+1, names[0], thousands.Format(st[0]), names[1], thousands.Format(st[1]))}
}

func (h *holdem) progress() gameNotes { return gameNotes{Moves: h.moves, Histories: h.files} }

func (h *holdem) running() bool { return h.s.Running() }

func (h *holdem) toAct() int {
	if h.m.Over() || !h.running() {
		return -1
	}
	return h.m.Game().ToAct()
}

func (h *holdem) between() bool { return !h.m.Over() && !h.running() }

func (h *holdem) next() {
	if err := h.s.Deal(); err == nil {
		h.fresh = false
		h.moves++
		h.handDone()
	}
}

func (h *holdem) over() bool { return h.m.Over() }

// end closes the histories: every finished hand is in them, and a hand
// cut short is not written (the writer never holds half a hand).
func (h *holdem) end() {
	for i, w := range h.writers {
		if err := w.Close(); err != nil {
			h.historyFailed(i, err)
			continue
		}
		// A match stopped before its first hand ended leaves no empty
		// file (resumed, it makes the file again).
		if st, err := os.Stat(w.Path()); w != nil && err == nil && st.Size() == 0 {
			_ = os.Remove(w.Path())
		}
	}
}

// historyFailed tells seat i that its hand history could not be written,
// and the log why.
func (h *holdem) historyFailed(i int, err error) {
	s := h.t.seats[i]
	h.t.h.cfg.Logf("table %d: %s's hand history: %v", h.t.id, s.name, err)
	if s.conn != nil {
		s.conn.news = "! A hand could not be written to your hand history (the host's log says why)"
	}
}

func (h *holdem) act(seat int, a Action) error {
	mv, ok := a.(HoldemMove)
	if !ok {
		return errors.New("that is not a Hold'em action")
	}
	if seat != h.toAct() {
		return errNotYourTurn
	}
	legal := h.m.Game().Legal()
	has := func(k poker.ActionKind) bool {
		for _, l := range legal {
			if l.Kind == k {
				return true
			}
		}
		return false
	}
	var act poker.Action
	switch mv.Key {
	case 'f':
		if has(poker.Check) {
			return ErrFoldCheck
		}
		act.Kind = poker.Fold
	case 'F':
		act.Kind = poker.Fold
	case 'c', 'k':
		act.Kind = poker.Call
		if has(poker.Check) {
			act.Kind = poker.Check
		}
	case 'b', 'r':
		switch {
		case has(poker.Bet):
			act.Kind = poker.Bet
		case has(poker.Raise):
			act.Kind = poker.Raise
		default:
			return errors.New("you cannot bet or raise now: c calls")
		}
	default:
		return errors.New("f folds, c checks or calls, r bets or raises")
	}
	if err := h.s.Act(seat, act); err != nil {
		return refuse(err, "that move is not allowed now",
			said{poker.ErrNotYourTurn, errNotYourTurn.Error()},
			said{poker.ErrHandOver, "the hand is over"},
			said{poker.ErrMatchOver, "the match is over"})
	}
	h.moves++
	h.handDone()
	return nil
}

func (h *holdem) decision() int { return h.moves }

func (h *holdem) level() int { return blindLevel(h.m.HandNumber()) }

// timeOut plays a person's seat whose time ran out: a check, or a fold.
func (h *holdem) timeOut(seat int) {
	if err := h.s.Act(seat, checkOrFold(h.m.Game().Legal())); err == nil {
		h.moves++
		h.handDone()
	}
}

func (h *holdem) actComputer(seat int, bot string) {
	a := h.s.Bot.Decide(h.m.View(seat))
	if err := h.s.BotAct(seat, a); err != nil {
		// A bot's illegal move: check or call instead, so the hand goes on.
		legal := h.m.Game().Legal()
		a = legal[min(1, len(legal)-1)]
		_ = h.s.BotAct(seat, a)
	}
	h.moves++
	h.handDone()
}

// handDone writes a hand that has just ended to each person's history and
// shows it to the computer players.
func (h *holdem) handDone() {
	g := h.m.Game()
	if !g.Over() || g.Number() == h.written {
		return
	}
	h.written = g.Number()
	for i := range 2 {
		if err := h.writers[i].WriteHand(h.m.Events()); err != nil {
			h.historyFailed(i, err)
		}
	}
	h.ended()
}

// ended keeps how the hand just written ended, as each seat saw it, and
// shows it to the computer players.
func (h *holdem) ended() {
	h.lastHand = h.m.Game().Number()
	h.watched, h.watchedShowdown = h.m.View(-1), h.m.Game().Showdown()
	for i := range 2 {
		h.last[i] = h.m.View(i).Log // a new slice: snapshots hold the old one
		if h.t.seats[i].computer() {
			h.s.Bot.HandOver(h.m.View(i))
		}
	}
}

func (h *holdem) prompt(seat int) string {
	var opts []string
	for _, a := range h.m.Game().Legal() {
		switch a.Kind {
		case poker.Fold:
			opts = append(opts, "f fold")
		case poker.Check:
			opts = append(opts, "c check")
		case poker.Call:
			opts = append(opts, fmt.Sprintf("c call %d", a.Amount))
		case poker.Bet:
			opts = append(opts, fmt.Sprintf("r bet %d", a.Amount))
		case poker.Raise:
			opts = append(opts, fmt.Sprintf("r raise to %d", a.Amount))
		}
	}
	return yourTurn(h.moves) + "\n" + strings.Join(opts, " · ")
}

// show gives seat's view of the hand, and the log of the hand before.
func (h *holdem) show(seat int, _ []string, v *TableView) {
	if seat < 0 { // a watcher: the hand before
		hv := &HoldemView{Dealing: h.watched.Number == 0, Hand: h.watched, Showdown: h.watchedShowdown, LastHand: h.lastHand}
		v.Holdem = hv
		return
	}
	hv := &HoldemView{Last: h.last[seat], LastHand: h.lastHand}
	if h.m.HandNumber() == 0 || h.fresh {
		hv.Dealing = true
	} else {
		hv.Hand, hv.Showdown = h.m.View(seat), h.m.Game().Showdown()
	}
	v.Holdem = hv
}

func (h *holdem) result(names []string) string {
	if w := h.m.Winner(); w != poker.NoSeat {
		return fmt.Sprintf("%s wins the game, holding all %d chips", names[w], h.m.Stacks()[w])
	}
	st := h.m.Stacks()
	return fmt.Sprintf("Stacks at the end: %s %d, %s %d", names[0], st[0], names[1], st[1])
}
