package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
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
//
// The table is saved as save.HoldemTable, its people's chairs without a
// bot: every move of every hand, the table's computers' marked, so that a
// resumed table plays them again from its source and each computer is
// where it was. A computer that plays a person's seat for a while is the
// hub's own, its moves saved as a person's.
type holdemTable struct {
	t    *table
	s    *save.HoldemTable
	sng  *poker.SitAndGo // s's, nil in a ring game
	ring *poker.RingGame // s's, nil in a sit-and-go
	rng  *rand.Rand      // the sources of the computers that take people's seats
	// bots are the computers playing people's seats, made when one first
	// plays the seat (kind names which).
	bots  []holdembot.TableBot
	kinds []string
	// The people's hand histories by seat; nil where none is written.
	// files are where they are, for the save; had is the last hand each
	// file held when the table resumed, which it is not given again.
	writers []*handhistory.Writer
	files   []savedHistory
	had     []int
	written int // the last hand written
	moves   int
	// The last hand, as each seat saw it at its end, and as a watcher
	// sees it (no hole card but those turned up): the log under the table
	// tells how it ended while the next is played, and watchers see each
	// hand once it has ended.
	last    []poker.TableView
	watched poker.TableView
	places  []string // "bob finished 4th", in the order they went out
	ro      *runOut  // the run-out of the hand that ended last, if any
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
	// RunOut is Hand's all-in run-out, street by street, once its shares
	// are counted (RunOutCounting until then); nil when the hand had none
	// or a live hand is not face up to this seat.
	RunOut         []RunOutStreet
	RunOutCounting bool
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

// newTableOf is the hub's table of the saved table s, before its
// histories are opened.
func newTableOf(t *table, s *save.HoldemTable) *holdemTable {
	n := len(t.seats)
	return &holdemTable{
		t: t, s: s, sng: s.SitAndGo, ring: s.Ring, rng: rand.New(rand.NewPCG(t.rng.Uint64(), t.rng.Uint64())),
		bots: make([]holdembot.TableBot, n), kinds: make([]string, n),
		writers: make([]*handhistory.Writer, n), files: make([]savedHistory, n), had: make([]int, n),
		last: make([]poker.TableView, n),
	}
}

func newHoldemTable(t *table, src *rand.PCG, ring bool) (*holdemTable, error) {
	n := len(t.seats)
	bots := make([]string, n)
	for i, s := range t.seats {
		if !s.person {
			bots[i] = s.bot
		}
	}
	s, err := save.NewHoldemTable(save.HoldemTableConfig{Names: t.names(), Ring: ring, Bots: bots, Source: src})
	if err != nil {
		return nil, err
	}
	h := newTableOf(t, s)
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
		h.files[i] = savedHistory{Path: w.Path(), Format: s.conn.format.String(), Tournament: w.Tournament()}
	}
	return h, nil
}

// resumeHoldemTable goes on with a saved table where it stood: at the
// decision of the hand in play, or at the end of the hand saved last.
// Each person's history goes on in its file (one that cannot goes on in
// a new file), without the hands it holds already: the server stopped
// between their write and the save after them, and the hand is played
// again from the save.
func resumeHoldemTable(t *table, s *save.HoldemTable, n gameNotes) *holdemTable {
	h := newTableOf(t, s)
	h.moves = n.Moves
	copy(h.files, n.Histories)
	tb := h.table()
	h.written = tb.Number()
	if !tb.Over() {
		h.written--
	}
	for i, f := range h.files {
		if f.Path == "" {
			continue
		}
		format, err := handhistory.ParseFormat(f.Format)
		if err == nil {
			h.had[i], err = handsIn(f.Path)
		}
		if err == nil {
			h.writers[i], err = handhistory.Continue(f.Path, handhistory.Options{Format: format, Tournament: f.Tournament, Ring: h.ring != nil})
		}
		if err != nil {
			h.setAside(i, err)
		}
	}
	if tb.Over() {
		for i := range h.last {
			h.last[i] = tb.View(i + 1)
		}
		h.watched = tb.View(0)
		h.countRunOut()
	} else { // the hand before, as it ended
		for i := range h.last {
			h.last[i] = s.PreviousView(i + 1)
		}
		h.watched = s.PreviousView(0)
	}
	if h.sng != nil { // those out before the save, in the order they went
		places := h.sng.Places()
		var out []int
		for c := 1; c <= len(t.seats); c++ {
			if places[c] > 1 {
				out = append(out, c)
			}
		}
		slices.SortFunc(out, func(a, b int) int { return places[b] - places[a] })
		for _, c := range out {
			h.places = append(h.places, fmt.Sprintf("%s finished %s", t.seats[c-1].name, handhistory.Ordinal(places[c])))
		}
	}
	return h
}

// setAside leaves seat i's history, which cannot go on (why), as it is,
// and opens a new file for its next hands in the same folder, format and
// tournament, as the heads-up match does.
func (h *holdemTable) setAside(i int, why error) {
	f, name := h.files[i], h.t.seats[i].name
	h.t.h.cfg.Logf("table %d: %s's hand history %s does not go on (%v): kept as it is, a new file goes on", h.t.id, name, f.Path, why)
	format, err := handhistory.ParseFormat(f.Format)
	var w *handhistory.Writer
	if err == nil {
		start := time.Now()
		w, err = handhistory.Create(handhistory.Options{
			Dir: filepath.Dir(f.Path), Name: handhistory.MatchName(start, fmt.Sprintf("%dmax", len(h.t.seats)), h.format()),
			Format: format, Start: start, Tournament: f.Tournament, Ring: h.ring != nil,
		})
	}
	h.writers[i], h.had[i] = w, 0 // nil on failure: a nil Writer writes nothing
	if err != nil {
		h.files[i] = savedHistory{}
		h.t.h.cfg.Logf("table %d: %s's new hand history: %v", h.t.id, name, err)
		h.t.notice("%s's hand history %s cannot go on, and a new one cannot be written (the host's log says why)", name, filepath.Base(f.Path))
		return
	}
	h.files[i] = savedHistory{Path: w.Path(), Format: f.Format, Tournament: w.Tournament()}
	h.t.notice("%s's hand history %s cannot go on (the host's log says why): it is kept as it is, and %s goes on", name, filepath.Base(f.Path), filepath.Base(w.Path()))
}

// handsIn is the number of the last hand the history file at path holds,
// 0 for none or no file.
func handsIn(path string) (int, error) {
	text, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	last := 0
	recs, _ := handhistory.ReadAll(text, filepath.Base(path))
	for _, r := range recs {
		last = max(last, r.Number)
	}
	return last, nil
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
	if err := h.s.Deal(); err != nil {
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
	if err := h.apply(seat, act, false); err != nil {
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

// apply plays seat's move a; bot says the table's computer chose it (the
// save asks it again there).
func (h *holdemTable) apply(seat int, a poker.Action, bot bool) error {
	var err error
	if bot {
		err = h.s.BotAct(seat+1, a)
	} else {
		err = h.s.Act(seat+1, a)
	}
	if err != nil {
		return err
	}
	h.moves++
	h.handDone()
	return nil
}

// actComputer lets the computer player of kind bot decide for seat: the
// table's computer of the seat, or for a person's seat the hub's, made the
// first time, or a new one when the kind changed.
func (h *holdemTable) actComputer(seat int, bot string) {
	v := h.table().View(seat + 1)
	if b := h.s.Bots[seat+1]; b != nil && !h.t.seats[seat].person {
		if err := h.apply(seat, b.DecideAt(&v), true); err != nil {
			// A bot's illegal move: check or call instead, so the hand
			// goes on (saved as its move: the bot was asked).
			legal := h.table().Legal()
			_ = h.apply(seat, legal[min(1, len(legal)-1)], true)
		}
		return
	}
	if h.bots[seat] == nil || h.kinds[seat] != bot {
		b, err := holdembot.NewTableBot(bot, rand.New(rand.NewPCG(h.rng.Uint64(), h.rng.Uint64())))
		if err != nil {
			b, _ = holdembot.NewTableBot("caller", nil)
		}
		h.bots[seat], h.kinds[seat] = b, bot
	}
	if err := h.apply(seat, h.bots[seat].DecideAt(&v), false); err != nil {
		legal := h.table().Legal()
		_ = h.apply(seat, legal[min(1, len(legal)-1)], false)
	}
}

func (h *holdemTable) decision() int { return h.moves }

func (h *holdemTable) level() int { return blindLevel(h.hands()) }

// timeOut plays a person's seat whose time ran out: a check, or a fold.
func (h *holdemTable) timeOut(seat int) { _ = h.apply(seat, checkOrFold(h.table().Legal()), false) }

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
		if t.Number() <= h.had[i] {
			continue
		}
		if err := w.WriteTableHand(t, i+1); err != nil {
			h.historyFailed(i, err)
		}
	}
	for i := range h.last {
		h.last[i] = t.View(i + 1) // new slices: snapshots hold the old ones
	}
	h.watched = t.View(0)
	h.countRunOut()
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
	if !hv.Dealing {
		hv.RunOut, hv.RunOutCounting = h.ro.of(&hv.Hand)
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

// saved is the table as it stands, a hand in play with its moves: a
// restart resumes it at that decision. The line names the table, the hand
// in play or the next, and the stacks at its start.
func (h *holdemTable) saved(notes json.RawMessage) save.Game {
	h.s.Extra = notes
	var kind string
	var st poker.ChairInts
	if h.ring != nil {
		kind, st = "ring game", h.ring.Stacks()
	} else {
		kind, st = "sit-and-go", h.sng.Stacks()
	}
	n := h.hands()
	if !h.handInPlay() {
		n++
	}
	var parts []string
	for i, s := range h.t.seats {
		parts = append(parts, s.name+" "+thousands.Format(st[i+1]))
	}
	return summarised{h.s, fmt.Sprintf("Hold'em %d-seat %s, hand %d, %s", len(h.t.seats), kind, n, strings.Join(parts, " · "))}
}

func (h *holdemTable) progress() gameNotes { return gameNotes{Moves: h.moves, Histories: h.files} }
