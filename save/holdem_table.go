package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"parlor/ai/holdembot"
	"parlor/internal/thousands"
	"parlor/poker"
)

// A table of 2 to 9 seats is saved as the game it is played from: its
// seats, the random source as it stood before anything was drawn, and
// every move of every hand. Resumed, it is played again from the start:
// the same source deals the same cards, and each computer, made from the
// same draws, is asked again at each of its moves, so that its source and
// what it has learnt of the others are where they were (the table's
// players keep no state a save could hold). The moves are a few bytes each
// and a sit-and-go lasts a few hundred hands, so the save stays small.

// TableHuman is the human's chair at a table; the computers sit in the
// others.
const TableHuman = 1

// HoldemTableConfig starts a table that can be saved.
type HoldemTableConfig struct {
	Names []string // by chair from chair 1: the human's, then the computers'
	Ring  bool     // a ring game; otherwise a sit-and-go
	// Bots are the computers' players by chair from chair 1, holdembot
	// names: "" for a person's chair (the human's, or at a served table
	// any person's).
	Bots []string
	// Source is the table's random source. It draws, in this order, each
	// computer's own source (by chair, from the lowest), then the decks.
	Source *rand.PCG
	// NewBot makes a computer player; nil is holdembot.NewTableBot. A
	// resumed table always uses holdembot.NewTableBot.
	NewBot func(name string, r *rand.Rand) (holdembot.TableBot, error)
}

// TableHistory is a table's hand-history file, kept in the save so that
// a resumed table goes on writing it.
type TableHistory struct {
	Path       string
	Format     string // "parlor" or "pokerstars"
	Start      time.Time
	Tournament int64
}

// HoldemTable is a sit-and-go or a ring game at a table of 2 to 9 seats,
// with its computer players. The screen deals with Deal and plays each
// move with Act (the human's) or BotAct (one a computer's DecideAt chose),
// reading the game freely through SitAndGo or Ring.
type HoldemTable struct {
	SitAndGo *poker.SitAndGo // nil in a ring game
	Ring     *poker.RingGame // nil in a sit-and-go
	Bots     [poker.MaxChairs + 1]holdembot.TableBot
	History  TableHistory // the screen keeps it up to date
	// Extra is the screen's own notes in JSON, saved and given back as
	// they were; nil for none.
	Extra json.RawMessage

	p    tablePayload
	prev []poker.TableEvent // a resumed table's hand before the last one saved
	// prevViews are that hand as each chair saw it at its end, chair 0 an
	// onlooker.
	prevViews []poker.TableView
}

// PreviousHand returns the events of the hand before the table's last
// one, for a resumed table (a screen's "last hand"); nil otherwise.
func (h *HoldemTable) PreviousHand() []poker.TableEvent { return h.prev }

// PreviousView returns the hand before the table's last one as chair saw
// it at its end (0: an onlooker's view), for a resumed table (a served
// seat's "last hand"); the zero view otherwise.
func (h *HoldemTable) PreviousView(chair int) poker.TableView {
	if chair < 0 || chair >= len(h.prevViews) {
		return poker.TableView{}
	}
	return h.prevViews[chair]
}

// tablePayload is a saved table. Hands holds each hand dealt, its moves in
// order as a chair digit and a letter: f, k, c, b, r (fold, check, call,
// bet, raise), upper case where a computer's DecideAt chose it.
type tablePayload struct {
	Names   []string
	Ring    bool `json:",omitempty"`
	Bots    []string
	Source  []byte // rand.PCG's binary form, before any draw
	Hands   []string
	History TableHistory
	Extra   json.RawMessage `json:",omitempty"`
}

// holdemEnvelope tells the two Hold'em payloads apart: a table's sits
// under "Table", a heads-up match's is the match itself.
type holdemEnvelope struct {
	Table *tablePayload `json:",omitempty"`
}

// NewHoldemTable seats the players, before the first hand.
func NewHoldemTable(cfg HoldemTableConfig) (*HoldemTable, error) {
	if cfg.Source == nil {
		return nil, fmt.Errorf("%w: a table needs a random source", poker.ErrBadConfig)
	}
	src, err := cfg.Source.MarshalBinary()
	if err != nil {
		return nil, err
	}
	newBot := cfg.NewBot
	if newBot == nil {
		newBot = holdembot.NewTableBot
	}
	return seatTable(tablePayload{Names: cfg.Names, Ring: cfg.Ring, Bots: cfg.Bots, Source: src}, cfg.Source, newBot)
}

// seatTable makes the table of p from its source src, before any hand.
func seatTable(p tablePayload, src *rand.PCG, newBot func(string, *rand.Rand) (holdembot.TableBot, error)) (*HoldemTable, error) {
	n := len(p.Names)
	if n < 2 || n > poker.MaxChairs || len(p.Bots) != n {
		return nil, fmt.Errorf("%w: %d seats, %d players", poker.ErrBadConfig, n, len(p.Bots))
	}
	r := rand.New(src)
	h := &HoldemTable{History: p.History, Extra: notes(p.Extra), p: p}
	h.p.Hands = nil
	for c := 1; c <= n; c++ {
		if p.Bots[c-1] == "" { // a person's chair
			continue
		}
		b, err := newBot(p.Bots[c-1], rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
		if err != nil {
			return nil, err
		}
		h.Bots[c] = b
	}
	var err error
	if p.Ring {
		h.Ring, err = poker.NewRingGame(poker.RingConfig{Chairs: n, Rand: r})
		for c := 1; err == nil && c <= n; c++ {
			err = h.Ring.Sit(c, p.Names[c-1])
		}
	} else {
		h.SitAndGo, err = poker.NewSitAndGo(poker.SitAndGoConfig{Names: p.Names, Rand: r})
	}
	if err != nil {
		return nil, err
	}
	return h, nil
}

// Kind is KindHoldem: a table is Hold'em too, resumed by its screens.
func (h *HoldemTable) Kind() Kind { return KindHoldem }

// Table is the hand in play, or the last one.
func (h *HoldemTable) Table() *poker.Table {
	if h.Ring != nil {
		return h.Ring.Table()
	}
	return h.SitAndGo.Table()
}

// Seats is the table's size.
func (h *HoldemTable) Seats() int { return len(h.p.Names) }

// Bot is chair's computer player, a holdembot name ("" for the human's).
func (h *HoldemTable) Bot(chair int) string {
	if chair < 1 || chair > len(h.p.Bots) {
		return ""
	}
	return h.p.Bots[chair-1]
}

// Running reports whether a hand is in play.
func (h *HoldemTable) Running() bool {
	if h.Ring != nil {
		return h.Ring.HandInPlay()
	}
	return h.SitAndGo.HandInPlay()
}

// Deal deals the next hand.
func (h *HoldemTable) Deal() error {
	var err error
	if h.Ring != nil {
		err = h.Ring.Deal()
	} else {
		err = h.SitAndGo.Deal()
	}
	if err != nil {
		return err
	}
	h.p.Hands = append(h.p.Hands, "")
	return nil
}

// Act plays the human's move (or any a person chose).
func (h *HoldemTable) Act(chair int, a poker.Action) error { return h.act(chair, a, false) }

// BotAct plays the move chair's computer chose with DecideAt: a resumed
// save asks it again there. Another computer's move (one that plays a
// person's chair for a while) is played with Act: nothing replays it.
func (h *HoldemTable) BotAct(chair int, a poker.Action) error { return h.act(chair, a, true) }

func (h *HoldemTable) act(chair int, a poker.Action, bot bool) error {
	if len(h.p.Hands) == 0 {
		return poker.ErrHandOver
	}
	var err error
	if h.Ring != nil {
		err = h.Ring.Act(chair, a)
	} else {
		err = h.SitAndGo.Act(chair, a)
	}
	if err != nil {
		return err
	}
	letter := moveLetters[a.Kind]
	if bot {
		letter = strings.ToUpper(letter)
	}
	h.p.Hands[len(h.p.Hands)-1] += fmt.Sprintf("%d%s", chair, letter)
	return nil
}

// moveLetters are the letters of the actions in a saved hand.
var moveLetters = map[poker.ActionKind]string{poker.Fold: "f", poker.Check: "k", poker.Call: "c", poker.Bet: "b", poker.Raise: "r"}

// Summary is the menu's line: "Hold'em 6-seat sit-and-go vs Normal, hand
// 23, 4 left, you 2,340" or "Hold'em 6-seat ring game vs Normal, hand 12,
// you +120".
func (h *HoldemTable) Summary() string {
	t := h.Table()
	n := t.Number()
	if !h.Running() {
		n++
	}
	kind := "sit-and-go"
	if h.Ring != nil {
		kind = "ring game"
	}
	var levels []string
	for _, b := range h.p.Bots[1:] {
		if l := level(b); !slices.Contains(levels, l) {
			levels = append(levels, l)
		}
	}
	head := fmt.Sprintf("Hold'em %d-seat %s vs %s, hand %d", h.Seats(), kind, thousands.JoinAnd(levels), n)
	if h.Ring != nil {
		net := h.Ring.Stacks()[TableHuman] - h.Ring.Bought()[TableHuman]
		sign := ""
		if net > 0 {
			sign = "+"
		}
		return head + ", you " + sign + chips(net)
	}
	st := h.SitAndGo.Stacks()
	if p := h.SitAndGo.Places()[TableHuman]; p != 0 {
		return fmt.Sprintf("%s, %d left, you out %s", head, h.SitAndGo.Left(), ordinal(p))
	}
	return fmt.Sprintf("%s, %d left, you %s", head, h.SitAndGo.Left(), chips(st[TableHuman]))
}

// level names a bot by its level alone: "Normal".
func level(bot string) string {
	for _, l := range holdembot.Levels() {
		if l.Bot == bot {
			return l.Name
		}
	}
	return bot
}

// ordinal writes 1st, 2nd, 3rd, 4th...
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// Payload returns the table for Slot.Write.
func (h *HoldemTable) Payload() ([]byte, error) {
	p := h.p
	p.History, p.Extra = h.History, h.Extra
	return json.Marshal(holdemEnvelope{Table: &p})
}

// resumeHoldemTable rebuilds a table from its payload: played again from
// its start to the last move saved, at the decision it was saved at (or
// the end of the hand saved last).
func resumeHoldemTable(p tablePayload) (*HoldemTable, error) {
	src, err := loadPCG(p.Source)
	if err != nil {
		return nil, corrupt(err)
	}
	h, err := seatTable(p, src, holdembot.NewTableBot)
	if err != nil {
		return nil, corrupt(err)
	}
	for i, moves := range p.Hands {
		if i == len(p.Hands)-1 && i > 0 {
			h.prev = slices.Clone(h.Table().Events())
			for c := 0; c <= h.Seats(); c++ {
				h.prevViews = append(h.prevViews, h.Table().View(c)) // its own slices
			}
		}
		if err := h.replay(moves); err != nil {
			return nil, corrupt(fmt.Errorf("hand %d: %w", i+1, err))
		}
	}
	return h, nil
}

// replay deals the next hand and plays its saved moves, asking each
// computer at its own as the table did.
func (h *HoldemTable) replay(moves string) error {
	if err := h.Deal(); err != nil {
		return err
	}
	if len(moves)%2 != 0 {
		return errors.New("a move cut in half")
	}
	for i := 0; i < len(moves); i += 2 {
		chair := int(moves[i] - '0')
		kind, bot := poker.ActionKind(0), moves[i+1] >= 'A' && moves[i+1] <= 'Z'
		for k, l := range moveLetters {
			if l == strings.ToLower(moves[i+1:i+2]) {
				kind = k
			}
		}
		t := h.Table()
		switch {
		case kind == 0:
			return fmt.Errorf("move %q is none", moves[i:i+2])
		case t.Over():
			return fmt.Errorf("the hand is over before move %d", i/2+1)
		case bot && chair >= 1 && chair <= h.Seats() && h.Bots[chair] != nil && t.ToAct() == chair:
			v := t.View(chair)
			h.Bots[chair].DecideAt(&v)
		}
		if err := h.act(chair, poker.Action{Kind: kind}, bot); err != nil {
			return fmt.Errorf("move %d: %w", i/2+1, err)
		}
	}
	return nil
}

// decodeHoldem rebuilds either Hold'em game: a table or a heads-up match.
func decodeHoldem(payload []byte) (Game, error) {
	var env holdemEnvelope
	if err := json.Unmarshal(payload, &env); err != nil {
		return nil, corrupt(err)
	}
	if env.Table != nil {
		return resumeHoldemTable(*env.Table)
	}
	return ResumeHoldem(payload)
}
