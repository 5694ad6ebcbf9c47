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

	"parlor/ai/holdembot"
	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/save"
)

// holdemTable is Hold'em at a table of 2 to 9 seats, people and computers:
// a sit-and-go (until one holds every chip) or a ring game (blinds 10/20,
// stacks topped up each hand, until the people have gone). Seat i sits in
// the engine's chair i+1. Each seat's screen comes from its chair's
// poker.TableView, which holds another chair's cards only once they are
// turned up; each person's hand history is written from their own chair,
// as PokerStars writes it for its hero.
type holdemTable struct {
	t    *table
	sng  *poker.SitAndGo
	ring *poker.RingGame
	rng  *rand.Rand // the computer players' sources
	// bots are the computer players by seat, made when a computer first
	// plays the seat (kind names which); a person's seat has none until
	// one takes it over.
	bots  []holdembot.TableBot
	kinds []string
	// The people's hand histories by seat; nil where none is written.
	writers []*handhistory.Writer
	written int // the last hand written
	moves   int
	// The last hand, as each seat saw it at its end, and as a watcher
	// sees it (no hole card but those turned up): the log under the table
	// tells how it ended while the next is played, and watchers see each
	// hand once it has ended.
	last    []poker.TableView
	watched poker.TableView
	places  []string // "bob finished 4th", in the order they went out
}

// HoldemTableView is a Hold'em table of 2 to 9 seats from one seat: the
// hand in play, or the one just ended, as that seat's chair sees it (the
// others' hole cards only once turned up), and the hand before.
type HoldemTableView struct {
	Ring    bool
	Dealing bool            // no hand to show yet
	Hand    poker.TableView // the hand, unless Dealing; chairs are seats+1
	Last    poker.TableView // the hand before, from this seat; Number 0 before the first ends
	Places  []string        // a sit-and-go's finishes so far, "bob finished 4th"
	// Ring: each seat's result in chips so far (stack less what it bought).
	Net []int
}

// BotLevel is the difficulty level the named computer player plays at
// Hold'em ("Normal" for sklansky), "" for one that is no level or another
// game's.
func (k GameKind) BotLevel(bot string) string {
	if k != HoldemGame {
		return ""
	}
	for _, l := range holdembot.Levels() {
		if strings.EqualFold(l.Bot, bot) {
			return l.Name
		}
	}
	return ""
}

func newHoldemTable(t *table, src *rand.PCG, ring bool) (*holdemTable, error) {
	r := rand.New(src)
	n := len(t.seats)
	names := t.names()
	h := &holdemTable{
		t: t, rng: rand.New(rand.NewPCG(r.Uint64(), r.Uint64())),
		bots: make([]holdembot.TableBot, n), kinds: make([]string, n),
		writers: make([]*handhistory.Writer, n), last: make([]poker.TableView, n),
	}
	var err error
	if ring {
		h.ring, err = poker.NewRingGame(poker.RingConfig{Chairs: n, Rand: r})
		for i := 0; err == nil && i < n; i++ {
			err = h.ring.Sit(i+1, names[i])
		}
	} else {
		h.sng, err = poker.NewSitAndGo(poker.SitAndGoConfig{Names: names, Rand: r})
	}
	if err != nil {
		return nil, err
	}
	for _, s := range t.seats {
		if s.computer() {
			if _, err := holdembot.NewTableBot(s.bot, nil); err != nil {
				return nil, err
			}
		}
	}
	number, start := handhistory.NewNumber(), time.Now()
	for i, s := range t.seats {
		if !s.person || s.conn == nil {
			continue
		}
		w, err := handhistory.Create(handhistory.Options{
			Dir:        filepath.Join(t.h.cfg.HistoryDir, dirName(s.name, s.key)),
			Name:       handhistory.MatchName(start, fmt.Sprintf("%dmax", n), h.format()),
			Format:     s.conn.format,
			Hero:       0, // a heads-up seat; WriteTableHand names the chair
			Start:      start,
			Tournament: number,
			Ring:       ring,
		})
		if err != nil {
			t.h.cfg.Logf("table %d: %s's hand history: %v", t.id, s.name, err)
			s.conn.news = "! Your hand history cannot be written on the server (the host's log says why): the game goes on without it"
		}
		h.writers[i] = w // nil on failure: a nil Writer writes nothing
	}
	return h, nil
}

// format names the table's play in its history files' names.
func (h *holdemTable) format() string {
	if h.ring != nil {
		return "ring"
	}
	return "sitngo"
}

// table is the hand in play, or the last one.
func (h *holdemTable) table() *poker.Table {
	if h.ring != nil {
		return h.ring.Table()
	}
	return h.sng.Table()
}

func (h *holdemTable) handInPlay() bool {
	if h.ring != nil {
		return h.ring.HandInPlay()
	}
	return h.sng.HandInPlay()
}

func (h *holdemTable) hands() int {
	if h.ring != nil {
		return h.ring.HandNumber()
	}
	return h.sng.HandNumber()
}

// playsDropped: the others at the table do not wait for a dropped person.
func (h *holdemTable) playsDropped() {}

func (h *holdemTable) toAct() int {
	if h.over() || !h.handInPlay() {
		return -1
	}
	if c := h.table().ToAct(); c != poker.NoSeat {
		return c - 1
	}
	return -1
}

func (h *holdemTable) between() bool { return !h.over() && !h.handInPlay() }

// over: a sit-and-go ends when one player holds every chip; a ring game
// goes on until its people have gone (the table ends it then).
func (h *holdemTable) over() bool { return h.sng != nil && h.sng.Over() }

func (h *holdemTable) next() {
	var err error
	if h.ring != nil {
		err = h.ring.Deal()
	} else {
		err = h.sng.Deal()
	}
	if err != nil {
		h.t.h.cfg.Logf("table %d: deal: %v", h.t.id, err)
		return
	}
	h.moves++
	h.handDone()
}

// act performs a person's key, as the heads-up match reads it.
func (h *holdemTable) act(seat int, a Action) error {
	mv, ok := a.(HoldemMove)
	if !ok {
		return errors.New("that is not a Hold'em action")
	}
	if seat != h.toAct() {
		return errNotYourTurn
	}
	act, err := holdemKeyAction(mv.Key, h.table().Legal())
	if err != nil {
		return err
	}
	if err := h.apply(seat, act); err != nil {
		return refuse(err, "that move is not allowed now",
			said{poker.ErrNotYourTurn, errNotYourTurn.Error()},
			said{poker.ErrHandOver, "the hand is over"},
			said{poker.ErrMatchOver, "the game is over"})
	}
	return nil
}

// holdemKeyAction is the action key stands for among legal: f folds (F
// folds even when a check is free), c or k checks or calls, b or r bets or
// raises.
func holdemKeyAction(key rune, legal []poker.Action) (poker.Action, error) {
	find := func(k poker.ActionKind) (poker.Action, bool) {
		for _, l := range legal {
			if l.Kind == k {
				return l, true
			}
		}
		return poker.Action{}, false
	}
	switch key {
	case 'f':
		if _, ok := find(poker.Check); ok {
			return poker.Action{}, ErrFoldCheck
		}
		return poker.Action{Kind: poker.Fold}, nil
	case 'F':
		return poker.Action{Kind: poker.Fold}, nil
	case 'c', 'k':
		if a, ok := find(poker.Check); ok {
			return a, nil
		}
		if a, ok := find(poker.Call); ok {
			return a, nil
		}
	case 'b', 'r':
		if a, ok := find(poker.Bet); ok {
			return a, nil
		}
		if a, ok := find(poker.Raise); ok {
			return a, nil
		}
		return poker.Action{}, errors.New("you cannot bet or raise now: c calls")
	}
	return poker.Action{}, errors.New("f folds, c checks or calls, r bets or raises")
}

func (h *holdemTable) apply(seat int, a poker.Action) error {
	var err error
	if h.ring != nil {
		err = h.ring.Act(seat+1, a)
	} else {
		err = h.sng.Act(seat+1, a)
	}
	if err != nil {
		return err
	}
	h.moves++
	h.handDone()
	return nil
}

// actComputer lets the computer player of kind bot decide for seat: the
// seat's own, made the first time, or a new one when the kind changed (a
// computer took a person's seat).
func (h *holdemTable) actComputer(seat int, bot string) {
	if h.bots[seat] == nil || h.kinds[seat] != bot {
		b, err := holdembot.NewTableBot(bot, rand.New(rand.NewPCG(h.rng.Uint64(), h.rng.Uint64())))
		if err != nil {
			b, _ = holdembot.NewTableBot("caller", nil)
		}
		h.bots[seat], h.kinds[seat] = b, bot
	}
	v := h.table().View(seat + 1)
	if err := h.apply(seat, h.bots[seat].DecideAt(&v)); err != nil {
		// A bot's illegal move: check or call instead, so the hand goes on.
		legal := h.table().Legal()
		_ = h.apply(seat, legal[min(1, len(legal)-1)])
	}
}

func (h *holdemTable) decision() int { return h.moves }

func (h *holdemTable) level() int { return blindLevel(h.hands()) }

// timeOut plays a person's seat whose time ran out: a check, or a fold.
func (h *holdemTable) timeOut(seat int) { _ = h.apply(seat, checkOrFold(h.table().Legal())) }

// checkOrFold is a check if legal has one, else a fold.
func checkOrFold(legal []poker.Action) poker.Action {
	for _, l := range legal {
		if l.Kind == poker.Check {
			return l
		}
	}
	return poker.Action{Kind: poker.Fold}
}

// blindLevel numbers hand n's block of ten hands, from 1: the levels of a
// sit-and-go, and a ring game's time banks.
func blindLevel(n int) int { return (max(n, 1)-1)/10 + 1 }

// handDone writes a hand that has just ended to each person's history,
// keeps how it ended as each seat saw it, and tells the table who went
// out of a sit-and-go.
func (h *holdemTable) handDone() {
	t := h.table()
	if !t.Over() || t.Number() == h.written {
		return
	}
	h.written = t.Number()
	for i, w := range h.writers {
		if err := w.WriteTableHand(t, i+1); err != nil {
			h.historyFailed(i, err)
		}
	}
	for i := range h.last {
		h.last[i] = t.View(i + 1) // new slices: snapshots hold the old ones
	}
	h.watched = t.View(0)
	for _, e := range t.Events() {
		if e.Kind == poker.EventFinish && e.Amount > 1 {
			line := fmt.Sprintf("%s finished %s", t.Names()[e.Chair], handhistory.Ordinal(e.Amount))
			h.places = append(h.places, line)
			h.t.notice("%s", line)
		}
	}
}

// historyFailed tells seat i that its hand history could not be written,
// and the log why.
func (h *holdemTable) historyFailed(i int, err error) {
	s := h.t.seats[i]
	h.t.h.cfg.Logf("table %d: %s's hand history: %v", h.t.id, s.name, err)
	if s.conn != nil {
		s.conn.news = "! A hand could not be written to your hand history (the host's log says why)"
	}
}

func (h *holdemTable) prompt(seat int) string {
	t := h.table()
	var opts []string
	for _, a := range t.Legal() {
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

// show gives seat's view of the hand in play and of the one before; a
// watcher (seat < 0) sees the last hand to end, and nothing of the one in
// play.
func (h *holdemTable) show(seat int, _ []string, v *TableView) {
	hv := &HoldemTableView{Ring: h.ring != nil, Places: append([]string(nil), h.places...)}
	if h.ring != nil {
		st, bought := h.ring.Stacks(), h.ring.Bought()
		for c := 1; c <= len(h.t.seats); c++ {
			hv.Net = append(hv.Net, st[c]-bought[c])
		}
	}
	switch {
	case seat < 0:
		hv.Hand, hv.Dealing = h.watched, h.watched.Number == 0
	case h.hands() == 0:
		hv.Dealing, hv.Last = true, h.last[seat]
	default:
		hv.Hand, hv.Last = h.table().View(seat+1), h.last[seat]
	}
	v.HoldemTable = hv
}

func (h *holdemTable) end() {
	for i, w := range h.writers {
		if err := w.Close(); err != nil {
			h.historyFailed(i, err)
			continue
		}
		// A table stopped before its first hand ended leaves no empty file.
		if st, err := os.Stat(w.Path()); w != nil && err == nil && st.Size() == 0 {
			_ = os.Remove(w.Path())
		}
	}
}

// result is the sit-and-go's winner, or each ring player's result.
func (h *holdemTable) result(names []string) string {
	if h.sng != nil {
		for i, p := range h.sng.Places() {
			if p == 1 && i >= 1 && i <= len(names) {
				return fmt.Sprintf("%s wins the sit-and-go, holding all %s chips", names[i-1], thousands.Format(h.sng.Stacks()[i]))
			}
		}
		return "The sit-and-go is over"
	}
	st, bought := h.ring.Stacks(), h.ring.Bought()
	var parts []string
	for i, n := range names {
		parts = append(parts, fmt.Sprintf("%s %+d", n, st[i+1]-bought[i+1]))
	}
	return "Results in chips: " + strings.Join(parts, ", ")
}

// saved: a sit-and-go or a ring game is not saved yet (unsaved); a
// restart ends it.
func (h *holdemTable) saved(json.RawMessage) save.Game { return nil }

func (h *holdemTable) unsaved() {}

func (h *holdemTable) progress() gameNotes { return gameNotes{Moves: h.moves} }
