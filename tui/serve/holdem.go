package serve

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"parlor/ai/holdembot"
	"parlor/handhistory"
	"parlor/poker"
)

// holdemMove is a person's key at the Hold'em table: f fold (F: fold even
// though a check is free), c or k check or call, b or r bet or raise.
type holdemMove struct{ key rune }

// errFoldCheck asks the player to confirm a fold when they could check.
var errFoldCheck = errors.New("you could check")

// holdem is a heads-up match at a table of two: two people, or a person
// and the computer. Each seat's screen comes from its SeatView, which holds
// the other's hole cards only once they are shown; each person's hand
// history is written from their own seat (Hero), in the format they chose.
type holdem struct {
	t       *table
	m       *poker.Match
	bots    [2]holdembot.Bot
	writers [2]*handhistory.Writer
	written int // the last hand written to the histories
	moves   int
	last    [2][]string // how the last hand ended, as each seat saw it
}

func newHoldem(t *table) (*holdem, error) {
	names := [2]string{t.seats[0].name, t.seats[1].name}
	m, err := poker.NewMatch(poker.MatchConfig{Names: names, Stack: holdemStacks[t.spec.option], Rand: t.rng})
	if err != nil {
		return nil, err
	}
	h := &holdem{t: t, m: m}
	for i, s := range t.seats {
		if !s.person || s.conn == nil {
			continue
		}
		w, err := handhistory.Create(handhistory.Options{
			Dir:    filepath.Join(t.h.cfg.HistoryDir, dirName(s.name, s.key)),
			Format: s.conn.format,
			Hero:   i,
		})
		if err != nil {
			s.conn.news = "! Your hand history cannot be written: " + err.Error()
		}
		h.writers[i] = w // nil on failure: a nil Writer writes nothing
	}
	return h, nil
}

func (h *holdem) running() bool { return h.m.HandNumber() > 0 && !h.m.Game().Over() }

func (h *holdem) toAct() int {
	if h.m.Over() || !h.running() {
		return -1
	}
	return h.m.Game().ToAct()
}

func (h *holdem) between() bool { return !h.m.Over() && !h.running() }

func (h *holdem) next() {
	if err := h.m.Deal(); err == nil {
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
			h.tell(i, "! "+err.Error())
		}
	}
}

func (h *holdem) tell(seat int, news string) {
	if c := h.t.seats[seat].conn; c != nil {
		c.news = news
	}
}

func (h *holdem) act(seat int, a any) error {
	mv, ok := a.(holdemMove)
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
	switch mv.key {
	case 'f':
		if has(poker.Check) {
			return errFoldCheck
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
	if err := h.m.Act(seat, act); err != nil {
		return errors.New(strings.TrimPrefix(err.Error(), "poker: "))
	}
	h.moves++
	h.handDone()
	return nil
}

func (h *holdem) actComputer(seat int, bot string) {
	if h.bots[seat] == nil {
		b, err := holdembot.New(bot, h.t.rng)
		if err != nil {
			b = holdembot.NewSklansky(h.t.rng)
		}
		h.bots[seat] = b
	}
	a := h.bots[seat].Decide(h.m.View(seat))
	if err := h.m.Act(seat, a); err != nil {
		// A bot's illegal move: check or call instead, so the hand goes on.
		legal := h.m.Game().Legal()
		a = legal[min(1, len(legal)-1)]
		_ = h.m.Act(seat, a)
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
		h.last[i] = h.last[i][:0]
		for _, l := range holdemLog(h.m.View(i).Log, h.t.names()) {
			if strings.Contains(l, " shows ") || strings.Contains(l, " has ") || strings.Contains(l, " wins ") || strings.Contains(l, " takes ") {
				h.last[i] = append(h.last[i], fmt.Sprintf("Hand #%d: %s", g.Number(), l))
			}
		}
		if err := h.writers[i].WriteHand(h.m.Events()); err != nil {
			h.tell(i, "! "+err.Error())
		}
		if h.bots[i] != nil {
			h.bots[i].HandOver(h.m.View(i))
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

// cardText is a card as the table shows it: "Ah".
func cardText(c poker.Card) string { return c.String() }

// cardsText is cards in brackets: "[Ah Kd]".
func cardsText(cs []poker.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = cardText(c)
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func (h *holdem) view(seat int, names []string, st *styles) (string, []string) {
	if h.m.HandNumber() == 0 {
		return "The first hand is being dealt…", nil
	}
	v := h.m.View(seat)
	opp := 1 - seat
	head := fmt.Sprintf("Hand #%d · blinds %d/%d (level %d)", v.Number, v.SmallBlind, v.BigBlind, v.Level)
	player := func(p int) string {
		n := names[p]
		if p == seat {
			n += " (you)"
		}
		if p == v.Button {
			n += " (button)"
		}
		mark := "  "
		if p == v.ToAct {
			mark = st.turn.Render("▸ ")
		}
		cards := "[?? ??]"
		switch {
		case p == seat:
			cards = cardsText(v.Hole[:])
		case v.OpponentShown:
			cards = "shows " + cardsText(v.Opponent[:])
		}
		return fmt.Sprintf("%s%-30s stack %5d · bet %4d · %s", mark, n, v.Stacks[p], v.Bets[p], cards)
	}
	board := "Board: none yet"
	if len(v.Board) > 0 {
		board = "Board: " + cardsText(v.Board)
	}
	log := holdemLog(v.Log, names)
	if !v.Over {
		log = append(append([]string(nil), h.last[seat]...), log...)
	}
	return lines(head, player(opp), fmt.Sprintf("  %s · pot %d", board, v.Pot), player(seat)), log
}

// holdemLog says in words what seat's log holds: the other's hole cards
// are not in it until they are shown.
func holdemLog(log []poker.Event, names []string) []string {
	var out []string
	name := func(s int) string {
		if s >= 0 && s < len(names) {
			return names[s]
		}
		return "nobody"
	}
	for i := range log {
		e := &log[i]
		who := name(e.Seat)
		allIn := ""
		if e.AllIn {
			allIn = " and is all-in"
		}
		switch e.Kind {
		case poker.EventHandStart:
			out = append(out, fmt.Sprintf("Hand #%d: %s has the button", e.Number, name(e.Button)))
		case poker.EventSmallBlind:
			out = append(out, fmt.Sprintf("%s posts the small blind of %d%s", who, e.Amount, allIn))
		case poker.EventBigBlind:
			out = append(out, fmt.Sprintf("%s posts the big blind of %d%s", who, e.Amount, allIn))
		case poker.EventDeal:
			out = append(out, fmt.Sprintf("Dealt to %s %s", who, cardsText(e.CardList())))
		case poker.EventAction:
			var verb string
			switch e.Action {
			case poker.Fold:
				verb = "folds"
			case poker.Check:
				verb = "checks"
			case poker.Call:
				verb = fmt.Sprintf("calls %d", e.Amount)
			case poker.Bet:
				verb = fmt.Sprintf("bets %d", e.Amount)
			case poker.Raise:
				verb = fmt.Sprintf("raises to %d", e.To)
			}
			out = append(out, fmt.Sprintf("%s %s%s", who, verb, allIn))
		case poker.EventStreet:
			out = append(out, fmt.Sprintf("%s: %s", e.Street, cardsText(e.CardList())))
		case poker.EventUncalled:
			out = append(out, fmt.Sprintf("Uncalled bet (%d) returned to %s", e.Amount, who))
		case poker.EventShow:
			out = append(out, fmt.Sprintf("%s shows %s", who, cardsText(e.CardList())))
		case poker.EventShowdown:
			out = append(out, fmt.Sprintf("%s has %s", who, e.Value.Name()))
		case poker.EventAward:
			if e.Split {
				out = append(out, fmt.Sprintf("%s takes %d of the split pot", who, e.Amount))
			} else {
				out = append(out, fmt.Sprintf("%s wins the pot (%d)", who, e.Amount))
			}
		case poker.EventMatchEnd:
			if e.Quit {
				out = append(out, fmt.Sprintf("%s quit the match", who))
			} else {
				out = append(out, fmt.Sprintf("%s has every chip", who))
			}
		}
	}
	return out
}

func (h *holdem) result(names []string) string {
	if w := h.m.Winner(); w != poker.NoSeat {
		return fmt.Sprintf("%s wins the game, holding all %d chips", names[w], h.m.Stacks()[w])
	}
	st := h.m.Stacks()
	return fmt.Sprintf("Stacks at the end: %s %d, %s %d", names[0], st[0], names[1], st[1])
}
