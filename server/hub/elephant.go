package hub

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	"parlor/ai/elephantbot"
	"parlor/elephant"
	"parlor/save"
)

// ElephantMove is a person's White Elephant turn: open a present (from
// -1) or steal the present of seat from.
type ElephantMove struct{ From int }

// ElephantView is a White Elephant table. Nothing in it is secret: every
// seat is shown the same (a present's value only once it is opened).
type ElephantView struct {
	Round   int              // from 1
	End     string           // when the game ends: "to $500", "3 rounds"
	ToAct   int              // the seat to play, -1 for none
	Scores  []float64        // by seat
	Held    []elephant.Held  // the presents held, in seat order
	Waiting []int            // the seats yet to open a present this round, in line
	Opened  int              // the presents opened this round
	Events  []elephant.Event // this round's turns
	Rounds  []string         // a line on each round played
	Rules   elephant.Rules   // when the game ends
	// Took are the presents each seat took home, a round each (by seat,
	// in the engine's values), the round just over included: what the
	// round's summary and the final standings are drawn from.
	Took [][]float64
	// RoundOver is set while a round's summary shows: the game waits for
	// every person to go on, or for the pause's end.
	RoundOver bool
	Winners   []int // the winning seats, once the game is over
}

// whiteElephant is a White Elephant game at a table. Nothing in it is
// secret: every player sees the same table (a present's value only once
// it is opened).
type whiteElephant struct {
	t      *table
	s      *save.Elephant // the game as saved
	g      *elephant.Game
	rules  elephant.Rules
	moves  int
	rounds []string    // a line for each round played
	took   [][]float64 // the presents taken home in each round played, by seat
	// takeover players for people's seats, made afresh each round (a
	// computer player remembers nothing from one round to the next)
	bots     map[int]elephant.Player
	botRound map[int]int
}

func init() {
	choices := make([]string, len(elephantEnds))
	for i, r := range elephantEnds {
		choices[i] = elephantEnd(r)
	}
	serve(ElephantGame, servedGame{
		pause:   "round",
		summary: true,
		// The default is the engine's evening game.
		setting: Setting{Label: "Play", Choices: choices, Default: slices.Index(elephantEnds, elephant.Rules{Target: elephant.EveningTarget})},
		start:   func(t *table, src *rand.PCG) (game, error) { return started(newElephant(t, src)) },
		reopen: func(g save.Game) (json.RawMessage, int, func(*table, gameNotes) game) {
			s := g.(*save.Elephant)
			return s.Extra, len(s.Seats), func(t *table, n gameNotes) game { return resumeElephant(t, s, n) }
		},
	})
}

// elephantEnds are the ends a White Elephant table may choose: a target
// score, or a number of rounds.
var elephantEnds = []elephant.Rules{{Target: 1}, {Target: 2}, {Target: 3}, {Target: elephant.EveningTarget}, {Target: 10}, {Rounds: 3}, {Rounds: 5}}

// elephantEnd says when a game of rules r ends: "to $500", "3 rounds",
// in the local table's money (a present of 1 point is worth $100).
func elephantEnd(r elephant.Rules) string {
	if r.Rounds > 0 {
		return fmt.Sprintf("%d rounds", r.Rounds)
	}
	return fmt.Sprintf("to $%d", int(r.Target*100+0.5))
}

func newElephant(t *table, src *rand.PCG) (*whiteElephant, error) {
	s, err := save.NewElephant(t.saveSeats(), elephantEnds[t.spec.Option], src)
	if err != nil {
		return nil, err
	}
	return resumeElephant(t, s, gameNotes{}), nil
}

func resumeElephant(t *table, s *save.Elephant, n gameNotes) *whiteElephant {
	return &whiteElephant{t: t, s: s, g: s.Game, rules: s.Game.Rules(), moves: n.Moves, rounds: n.Rounds, took: n.Took,
		bots: map[int]elephant.Player{}, botRound: map[int]int{}}
}

func (w *whiteElephant) saved(notes json.RawMessage) save.Game {
	w.s.Extra = notes
	return w.s
}

func (w *whiteElephant) progress() gameNotes {
	return gameNotes{Moves: w.moves, Rounds: w.rounds, Took: w.took}
}

func (w *whiteElephant) toAct() int {
	if w.g.Over() || w.g.Round().Over() {
		return -1
	}
	return w.g.Turn()
}

func (w *whiteElephant) between() bool { return w.g.Round().Over() && !w.g.Over() }

func (w *whiteElephant) next() {
	w.noteRound()
	_ = w.g.NextRound()
}

// noteRound keeps a line on the round just played.
func (w *whiteElephant) noteRound() {
	names := w.t.names()
	var parts []string
	for p := range names {
		if pr, ok := w.g.Round().Holding(p); ok {
			parts = append(parts, fmt.Sprintf("%s %s", names[p], dollars(pr.Value)))
		}
	}
	w.rounds = append(w.rounds, fmt.Sprintf("Round %d: %s", w.g.RoundNumber(), strings.Join(parts, " · ")))
	w.took = append(w.took, w.taken())
}

// taken are the presents held, by seat: at a round's end, those taken home.
func (w *whiteElephant) taken() []float64 {
	took := make([]float64, len(w.t.seats))
	for p := range took {
		if pr, ok := w.g.Round().Holding(p); ok {
			took[p] = pr.Value
		}
	}
	return took
}

func (w *whiteElephant) over() bool { return w.g.Over() }
func (w *whiteElephant) end()       {}

func (w *whiteElephant) act(seat int, a Action) error {
	mv, ok := a.(ElephantMove)
	if !ok {
		return errors.New("that is not a White Elephant move")
	}
	if seat != w.toAct() {
		return errNotYourTurn
	}
	var err error
	switch {
	case mv.From < 0:
		_, err = w.g.Open()
	case mv.From >= len(w.t.seats):
		err = elephant.ErrNoSuchSeat
	default:
		_, err = w.g.Steal(mv.From)
	}
	if err != nil {
		// The local table's words (tui/elephant's cannotSteal).
		names := w.t.names()
		held := ""
		if pr, ok := w.g.Round().Holding(mv.From); ok {
			held = dollars(pr.Value)
		}
		return refuse(err, "that move is not allowed",
			said{elephant.ErrNoSuchSeat, fmt.Sprintf("there is no seat %d: the seats are 1 to %d", mv.From+1, len(names))},
			said{elephant.ErrStealSelf, fmt.Sprintf("seat %d is you, %s: open a present or steal from another seat", mv.From+1, nameOf(names, mv.From))},
			said{elephant.ErrNoPresent, fmt.Sprintf("%s holds no present to steal", nameOf(names, mv.From))},
			said{elephant.ErrStealLimit, fmt.Sprintf("%s's %s is locked: it has been stolen %d times", nameOf(names, mv.From), held, elephant.MaxSteals)},
			said{elephant.ErrStealBack, fmt.Sprintf("%s just stole from you: you cannot steal straight back", nameOf(names, mv.From))},
			said{elephant.ErrRoundOver, "the round is over"},
			said{elephant.ErrGameOver, "the game is over"})
	}
	w.moves++
	return nil
}

func (w *whiteElephant) actComputer(seat int, bot string) {
	w.moves++
	if w.g.IsComputer(seat) {
		_, _ = w.g.PlayComputer()
		return
	}
	// A computer player in a person's seat: the engine knows the seat as a
	// person's, so the choice is made here, as the engine would.
	rd := w.g.Round()
	p, ok := w.bots[seat]
	if !ok || w.botRound[seat] != w.g.RoundNumber() {
		b, found := elephantbot.Lookup(bot)
		if !found {
			b, _ = elephantbot.Lookup("expert")
		}
		p = b.New(w.t.rng)
		w.bots[seat], w.botRound[seat] = p, w.g.RoundNumber()
	}
	v := rd.View()
	if from := choose(p, &v); from != elephant.None && rd.CanSteal(from) == nil {
		_, _ = w.g.Steal(from)
		return
	}
	_, _ = w.g.Open()
}

// choose asks p, opening (None) if it panics, as the engine does.
func choose(p elephant.Player, v *elephant.View) (from int) {
	defer func() {
		if recover() != nil {
			from = elephant.None
		}
	}()
	return p.Choose(v)
}

func (w *whiteElephant) prompt(int) string {
	names := w.t.names()
	var targets []string
	for _, p := range w.g.Round().Targets() {
		targets = append(targets, fmt.Sprintf("%d %s", p+1, names[p]))
	}
	steal := "nothing to steal"
	if len(targets) > 0 {
		steal = "the seat's number steals its present: " + strings.Join(targets, ", ")
	}
	return yourTurn(w.moves) + "\no open a present · " + steal
}

// show gives the table: nothing in it is secret.
func (w *whiteElephant) show(_ int, names []string, v *TableView) {
	rd := w.g.Round()
	ev := &ElephantView{
		Round: w.g.RoundNumber(), End: elephantEnd(w.rules), ToAct: w.toAct(),
		Scores: w.g.Scores(), Waiting: rd.Waiting(), Opened: rd.Opened(),
		Events: append([]elephant.Event(nil), rd.Events()...), Rounds: append([]string(nil), w.rounds...),
		Rules: w.rules, RoundOver: w.between(),
	}
	for _, took := range w.took {
		ev.Took = append(ev.Took, append([]float64(nil), took...))
	}
	if rd.Over() { // the round just played, not yet noted (the last one never is)
		ev.Took = append(ev.Took, w.taken())
	}
	if w.g.Over() {
		ev.Winners = w.g.Winners()
	}
	for p := range names {
		if pr, ok := rd.Holding(p); ok {
			ev.Held = append(ev.Held, elephant.Held{Player: p, Present: pr})
		}
	}
	v.Elephant = ev
}

// dollars is a present's value as money, in cents, as the screens write
// it (tui/kit/gifts.Money): 0.8712 is $87.12.
func dollars(v float64) string {
	c := int(math.Round(v * 10000))
	return fmt.Sprintf("$%d.%02d", c/100, c%100)
}

// nameOf is the name of seat p, or "that player" for no seat.
func nameOf(names []string, p int) string {
	if p < 0 || p >= len(names) {
		return "that player"
	}
	return names[p]
}

func (w *whiteElephant) result(names []string) string {
	win := w.g.Winners()
	return winLine(names, win, dollars(w.g.Scores()[win[0]])) // the screens' money
}
