// Package table is Hold'em at a table of 2 to 9 seats against computer
// players: a sit-and-go (until one player holds every chip) or a ring game
// (leave when you like), each finished hand appended to a hand-history
// file. The human sits in chair 1, drawn at the bottom centre, the others
// clockwise from their left. Setup, which Hold'em opens first, asks
// between this and the heads-up tournament.
//
// setup.go is the question; table.go the screen and the course of play;
// view.go what is drawn; words.go a hand's events in words; history.go
// the history file.
package table

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/ai/holdembot"
	"parlor/config"
	"parlor/poker"
	"parlor/save"
	"parlor/tui/app"
	"parlor/tui/kit"
)

// Config is a table to play: its size, its format and the level (an index
// in holdembot.Levels) of each computer, by chair (Uniform gives them all
// one).
type Config struct {
	Seats  int
	Ring   bool
	Level  int                      // the level the setup gave them all
	Levels [poker.MaxChairs + 1]int // each chair's, from chair 2
}

// me is the human's chair.
const me = 1

// ringBlinds are the ring game's blinds (poker.RingConfig's defaults).
const ringBig = 20

// phase is what the table waits for.
type phase uint8

const (
	computerTurn phase = iota // a computer's move (a timer runs)
	humanTurn                 // the human chooses
	handOver                  // the hand's result shows until a key (or the pause's end)
	over                      // the sit-and-go is over, or the human left the ring
	runningOut                // an all-in's board is dealt a street at a time
)

// newBot makes a computer player; tests put a fixed one in its place.
var newBot = holdembot.NewTableBot

// clock gives the start that names the history file; tests fix it.
var clock = time.Now

// Screen is the table.
type Screen struct {
	ctx  *kit.Context
	km   keyMap
	cfg  Config
	g    *save.HoldemTable // the game and its computers, as the save keeps them
	sng  *poker.SitAndGo   // g's, nil in a ring game
	ring *poker.RingGame   // g's, nil in a sit-and-go

	saves *app.Saves
	saved app.Session
	dirty bool // a deal, a move of the human's or a hand's end not yet saved

	phase   phase
	turns   kit.Turns
	seen    int      // the events of the hand already in lines
	lines   []string // the hand's log
	last    []string // the log of the hand before
	showOld bool     // p: the last hand's log shows instead
	scroll  int      // pgup: how many lines of the log are scrolled back
	places  []string // "Computer 3 finished 5th", in the order they busted
	told    int      // the places told on the status line
	leave   bool     // ring: leave when this hand ends

	marks     []streetMark // the hand's streets, for a run-out
	ro        runOut
	countdown int     // the seconds before the next deal; 0: it waits for a key
	tickGen   int     // the tick that counts; earlier ones are stale
	pending   tea.Cmd // a tick or a count to start, taken by Update
	err       error   // the engine refused a move (cannot happen; shown rather than hidden)

	hist history

	width, height int
}

// New seats the human and the computers and deals the first hand; the
// table is saved in saves (nil: not saved) from its first deal.
func New(ctx *kit.Context, saves *app.Saves, cfg Config) *Screen {
	s := &Screen{ctx: ctx, km: newKeyMap(ctx.Keys), cfg: cfg, saves: saves}
	names, bots := make([]string, cfg.Seats), make([]string, cfg.Seats)
	names[0] = humanName(ctx)
	for c := 2; c <= cfg.Seats; c++ {
		names[c-1] = fmt.Sprintf("Computer %d", c)
		bots[c-1] = holdembot.Levels()[cfg.Levels[c]].Bot
	}
	g, err := save.NewHoldemTable(save.HoldemTableConfig{Names: names, Ring: cfg.Ring,
		Bots: bots, Source: ctx.GameSource(), NewBot: newBot})
	if err != nil {
		s.err = err
		s.phase = over
		return s
	}
	s.adopt(g)
	s.hist = openHistory(ctx, cfg, clock())
	if s.hist.err != nil {
		ctx.SetWarning(s.hist.err.Error() + "; the table goes on")
	}
	g.History = s.hist.saved()
	s.saved = saves.Session(saves.NewSlot(save.KindHoldem))
	s.deal()
	return s
}

// adopt takes g as the game played.
func (s *Screen) adopt(g *save.HoldemTable) {
	s.g, s.sng, s.ring = g, g.SitAndGo, g.Ring
}

// humanName is the settings' name, "You" for one a computer's could be.
func humanName(ctx *kit.Context) string {
	n := ctx.Settings.Name
	if n == "" {
		n = config.Defaults().Name
	}
	return n
}

// table is the hand in play or the last one.
func (s *Screen) table() *poker.Table {
	if s.ring != nil {
		return s.ring.Table()
	}
	return s.sng.Table()
}

// deal starts the next hand.
func (s *Screen) deal() {
	if err := s.g.Deal(); err != nil {
		s.err = err
		s.phase = over
		return
	}
	if len(s.lines) > 0 {
		s.last = s.lines
	}
	s.lines, s.seen, s.showOld, s.scroll, s.marks = nil, 0, false, 0, nil
	s.dirty = true
	s.settle()
}

// settle reads the new events into the log and sets the phase from the
// hand: whose turn, or its end (written to the history).
func (s *Screen) settle() {
	t := s.table()
	ev := t.Events()
	for i := s.seen; i < len(ev); i++ {
		if ev[i].Kind == poker.EventStreet {
			s.marks = append(s.marks, streetMark{event: i, lines: len(s.lines), board: ev[i].NCards})
		}
		if l := s.eventLine(&ev[i], t.Number()); l != "" {
			s.lines = append(s.lines, l)
		}
		if ev[i].Kind == poker.EventFinish && ev[i].Amount > 1 {
			s.addPlace(ev[i].Chair, ev[i].Amount)
		}
	}
	s.seen = len(ev)
	switch {
	case t.Over():
		s.dirty = true
		if err := s.hist.write(t, s.ring != nil); err != nil {
			s.ctx.SetWarning(err.Error())
		}
		s.ro = runOut{steps: runOutOf(t, s.marks)}
		if len(s.ro.steps) > 0 && s.ctx.Delay() > 0 {
			s.phase = runningOut
			s.pending = s.showStep()
			return
		}
		s.showSummary()
	case t.ToAct() == me:
		s.phase = humanTurn
	default:
		s.phase = computerTurn
	}
}

// showSummary shows the finished hand's result and, when the setting says
// so, deals the next hand by itself after a pause, counted down a second
// at a time.
func (s *Screen) showSummary() {
	s.phase, s.countdown = handOver, 0
	s.tickGen++                 // the run-out's tick is stale
	if len(s.places) > s.told { // told now, not before a run-out's end
		s.told = len(s.places)
		s.ctx.SetStatus(strings.Join(s.places[len(s.places)-min(len(s.places), 2):], " · "))
	}
	if p := s.ctx.Settings.DealPause.Pause(); p > 0 && !s.finished() {
		s.countdown = int((p + time.Second - 1) / time.Second)
		s.pending = s.tickAfter(time.Second)
	}
}

// next goes on from a hand's summary: the next hand, or the end.
func (s *Screen) next() tea.Cmd {
	s.tickGen++ // a pending deal is done now
	s.countdown = 0
	if s.finished() {
		s.phase = over
		return nil
	}
	s.deal()
	return s.schedule()
}

// tick moves the run-out on by a street (or to the summary) and ends the
// pause after a summary with the next deal.
func (s *Screen) tick(m tickMsg) tea.Cmd {
	if m.s != s || m.gen != s.tickGen {
		return nil
	}
	switch s.phase {
	case runningOut:
		if s.ro.step++; s.ro.step < len(s.ro.steps) {
			return s.showStep()
		}
		s.showSummary()
	case handOver:
		if s.countdown <= 0 { // waits for a key
			return nil
		}
		if s.countdown--; s.countdown > 0 {
			return s.tickAfter(time.Second)
		}
		return s.next()
	}
	return nil
}

// resume brings again what waited for esc's question: the computer's
// move, the run-out's next street or the next second of the pause.
func (s *Screen) resume() tea.Cmd {
	switch s.phase {
	case computerTurn:
		return s.schedule()
	case runningOut:
		return s.tickAfter(s.ctx.Delay())
	case handOver:
		if s.countdown > 0 {
			return s.tickAfter(time.Second)
		}
	}
	return nil
}

// addPlace notes that chair finished in place, once.
func (s *Screen) addPlace(chair, place int) {
	p := fmt.Sprintf("%s finished %s", s.table().Names()[chair], kit.Ordinal(place))
	if !slices.Contains(s.places, p) {
		s.places = append(s.places, p)
	}
}

// finished reports whether play has ended: the sit-and-go over (a human
// who is out watches the rest, or leaves with esc), or the human leaving
// the ring game.
func (s *Screen) finished() bool {
	if s.sng != nil {
		return s.sng.Over()
	}
	return s.leave
}

// move is a computer's action, thought out off the update loop.
type move struct {
	chair  int
	hand   int
	action poker.Action
}

// schedule brings the next computer move when one is to act.
func (s *Screen) schedule() tea.Cmd {
	return s.turns.Schedule(s.ctx, s.phase == computerTurn, func() kit.Think {
		t := s.table()
		c := t.ToAct()
		v := t.View(c)
		bot, hand := s.g.Bots[c], t.Number()
		return func() any { return move{chair: c, hand: hand, action: bot.DecideAt(&v)} }
	})
}

// act plays chair's action and moves the hand on: the human's, or one
// its computer chose.
func (s *Screen) act(chair int, a poker.Action) {
	var err error
	if chair == me {
		err = s.g.Act(chair, a)
		s.dirty = true
	} else {
		err = s.g.BotAct(chair, a)
	}
	if err != nil {
		s.ctx.SetWarning(err.Error())
		return
	}
	s.settle()
}

func (s *Screen) Init() tea.Cmd { return tea.Batch(s.saved.First, s.schedule()) }

func (s *Screen) Typing() bool { return false }

func (s *Screen) Keys() help.KeyMap {
	if s.saved.Leaving {
		return s.saved.Keys(s.ctx)
	}
	k := s.km
	k.phase = s.phase
	k.ring = s.ring != nil
	switch {
	case s.phase == runningOut:
		k.Next.SetHelp("enter", "the hand's end")
	case s.phase == handOver && s.finished():
		k.Next.SetHelp("enter", "the result")
	}
	return k
}

// Update is the table's update with its saves: esc asks whether to keep
// the table for later, a deal, a move of the human's and a hand's end are
// saved, and the end of play removes the save.
func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if _, ok := msg.(tickMsg); ok && s.saved.Leaving {
		return s, nil // the answer brings it again
	}
	cmd, _, done := s.saved.Handle(s.ctx, msg, s.phase != over && s.err == nil, s.resume)
	if done {
		return s, cmd
	}
	next, cmd := s.update(msg)
	pending := s.pending
	s.pending = nil
	return next, tea.Batch(cmd, pending, s.afterMove())
}

// afterMove saves what changed, or removes the save once play is over.
func (s *Screen) afterMove() tea.Cmd {
	switch {
	case s.g == nil || s.saved.Dropped():
		return nil
	case s.phase == over || s.sng != nil && s.sng.Over():
		s.saved.Drop(s.ctx)
		return nil
	case s.dirty:
		s.dirty = false
		return s.saved.Save(s.ctx, s.g)
	}
	return nil
}

func (s *Screen) update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
	case kit.ComputerMsg:
		m, ok := s.turns.Take(msg, s.phase == computerTurn)
		if !ok {
			return s, nil
		}
		mv := m.(move)
		if t := s.table(); mv.hand != t.Number() || mv.chair != t.ToAct() {
			return s, s.schedule()
		}
		s.act(mv.chair, mv.action)
		return s, s.schedule()
	case tickMsg:
		return s, s.tick(msg)
	case equityMsg:
		if t := s.table(); msg.s == s && s.phase == runningOut && msg.hand == t.Number() && msg.step == s.ro.step {
			s.ro.eq = msg.eq
		}
	case tea.KeyMsg:
		return s.key(msg)
	}
	return s, nil
}

// key answers the human's keys.
func (s *Screen) key(k tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if key.Matches(k, s.km.Back) { // play is over: the question is asked before
		return s, kit.GoBack()
	}
	switch {
	case key.Matches(k, s.km.Last):
		if len(s.last) == 0 {
			s.ctx.SetStatus("p shows the hand before this one: this is the first")
		}
		s.showOld = !s.showOld && len(s.last) > 0
		s.scroll = 0
		return s, nil
	case key.Matches(k, s.km.Up):
		src := s.lines
		if s.showOld {
			src = s.last
		}
		s.scroll = min(s.scroll+3, len(src))
		return s, nil
	case key.Matches(k, s.km.Down):
		s.scroll = max(0, s.scroll-3)
		return s, nil
	case s.phase == over:
		if key.Matches(k, s.km.Rematch) {
			return s, kit.ReplaceWith(New(s.ctx, s.saves, s.cfg))
		}
	case key.Matches(k, s.km.Leave) && s.ring != nil:
		s.leave = true
		if s.phase == handOver {
			s.tickGen++
			s.phase = over
		} else {
			s.ctx.SetStatus("You leave when this hand ends")
		}
		return s, nil
	case s.phase == handOver:
		if key.Matches(k, s.km.Next) {
			return s, s.next()
		}
	case s.phase == runningOut:
		if key.Matches(k, s.km.Next) { // the end at once
			s.showSummary()
			return s, nil
		}
		s.ctx.SetStatus("The board runs out: enter shows the hand's end at once")
		return s, nil
	case s.phase == humanTurn:
		return s, s.choose(k)
	case s.phase == computerTurn:
		s.ctx.SetStatus("The computers are playing: your turn comes")
		return s, nil
	}
	s.ctx.SetWarning(fmt.Sprintf("%q does nothing here: ? lists the keys", k.String()))
	return s, nil
}

// choose plays the human's action named by k: a digit for an option, or
// f, c (check or call), b or r (bet or raise).
func (s *Screen) choose(k tea.KeyMsg) tea.Cmd {
	legal := s.table().Legal()
	pick := -1
	switch str := k.String(); {
	case len(str) == 1 && str[0] >= '1' && str[0] <= '9':
		if i := int(str[0] - '1'); i < len(legal) {
			pick = i
		}
	default:
		for i, a := range legal {
			if str == "f" && a.Kind == poker.Fold || str == "c" && (a.Kind == poker.Check || a.Kind == poker.Call) ||
				(str == "r" || str == "b") && (a.Kind == poker.Bet || a.Kind == poker.Raise) {
				pick = i
			}
		}
	}
	if pick < 0 {
		s.ctx.SetWarning(fmt.Sprintf("%q is no action here: %s", k.String(), optionKeys(legal)))
		return nil
	}
	if legal[pick].Kind == poker.Fold && canCheck(legal) {
		s.ctx.SetWarning("Checking is free: c checks (a fold is never needed here)")
		return nil
	}
	s.act(me, legal[pick])
	return s.schedule()
}

func canCheck(legal []poker.Action) bool {
	for _, a := range legal {
		if a.Kind == poker.Check {
			return true
		}
	}
	return false
}
