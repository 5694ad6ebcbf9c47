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
	"math/rand/v2"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/ai/holdembot"
	"parlor/config"
	"parlor/poker"
	"parlor/tui/kit"
)

// Config is a table to play: its size, its format and the level (an index
// in holdembot.Levels) of every computer.
type Config struct {
	Seats int
	Ring  bool
	Level int
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
	handOver                  // the hand's result shows until a key
	over                      // the sit-and-go is over, or the human left the ring
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
	sng  *poker.SitAndGo
	ring *poker.RingGame
	bots [poker.MaxChairs + 1]holdembot.TableBot

	phase   phase
	turns   kit.Turns
	seen    int      // the events of the hand already in lines
	lines   []string // the hand's log
	last    []string // the log of the hand before
	showOld bool     // p: the last hand's log shows instead
	scroll  int      // pgup: how many lines of the log are scrolled back
	places  []string // "Computer 3 finished 5th", in the order they busted
	leave   bool     // ring: leave when this hand ends
	quit    bool     // esc pressed once: a second leaves
	err     error    // the engine refused a move (cannot happen; shown rather than hidden)

	hist history

	width, height int
}

// New seats the human and the computers and deals the first hand.
func New(ctx *kit.Context, cfg Config) *Screen {
	s := &Screen{ctx: ctx, km: newKeyMap(ctx.Keys), cfg: cfg}
	r := ctx.GameRand()
	names := make([]string, cfg.Seats)
	names[0] = humanName(ctx)
	for c := 2; c <= cfg.Seats; c++ {
		names[c-1] = fmt.Sprintf("Computer %d", c)
	}
	lv := holdembot.Levels()[cfg.Level]
	for c := 2; c <= cfg.Seats; c++ {
		b, err := newBot(lv.Bot, botRand(r))
		if err != nil {
			s.err = err
			s.phase = over
			return s
		}
		s.bots[c] = b
	}
	var err error
	if cfg.Ring {
		s.ring, err = poker.NewRingGame(poker.RingConfig{Chairs: cfg.Seats, Rand: r})
		for c := 1; err == nil && c <= cfg.Seats; c++ {
			err = s.ring.Sit(c, names[c-1])
		}
	} else {
		s.sng, err = poker.NewSitAndGo(poker.SitAndGoConfig{Names: names, Rand: r})
	}
	if err != nil {
		s.err = err
		s.phase = over
		return s
	}
	s.hist = openHistory(ctx, cfg, clock())
	if s.hist.err != nil {
		ctx.SetWarning(s.hist.err.Error() + "; the table goes on")
	}
	s.deal()
	return s
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
	var err error
	if s.ring != nil {
		err = s.ring.Deal()
	} else {
		err = s.sng.Deal()
	}
	if err != nil {
		s.err = err
		s.phase = over
		return
	}
	if len(s.lines) > 0 {
		s.last = s.lines
	}
	s.lines, s.seen, s.showOld, s.scroll = nil, 0, false, 0
	s.settle()
}

// settle reads the new events into the log and sets the phase from the
// hand: whose turn, or its end (written to the history).
func (s *Screen) settle() {
	t := s.table()
	ev := t.Events()
	for i := s.seen; i < len(ev); i++ {
		if l := s.eventLine(&ev[i]); l != "" {
			s.lines = append(s.lines, l)
		}
		if ev[i].Kind == poker.EventFinish && ev[i].Amount > 1 {
			s.places = append(s.places, fmt.Sprintf("%s finished %s", t.Names()[ev[i].Chair], kit.Ordinal(ev[i].Amount)))
			s.ctx.SetStatus(strings.Join(s.places[len(s.places)-min(len(s.places), 2):], " · "))
		}
	}
	s.seen = len(ev)
	switch {
	case t.Over():
		s.phase = handOver
		if err := s.hist.write(t, s.ring != nil); err != nil {
			s.ctx.SetWarning(err.Error())
		}
	case t.ToAct() == me:
		s.phase = humanTurn
	default:
		s.phase = computerTurn
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
		bot, hand := s.bots[c], t.Number()
		return func() any { return move{chair: c, hand: hand, action: bot.DecideAt(&v)} }
	})
}

// act plays chair's action and moves the hand on.
func (s *Screen) act(chair int, a poker.Action) {
	var err error
	if s.ring != nil {
		err = s.ring.Act(chair, a)
	} else {
		err = s.sng.Act(chair, a)
	}
	if err != nil {
		s.ctx.SetWarning(err.Error())
		return
	}
	s.settle()
}

func (s *Screen) Init() tea.Cmd { return s.schedule() }

func (s *Screen) Typing() bool { return false }

func (s *Screen) Keys() help.KeyMap {
	k := s.km
	k.phase = s.phase
	k.ring = s.ring != nil
	if s.phase == handOver && s.finished() {
		k.Next.SetHelp("enter", "the result")
	}
	return k
}

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
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
	case tea.KeyMsg:
		return s.key(msg)
	}
	return s, nil
}

// key answers the human's keys.
func (s *Screen) key(k tea.KeyMsg) (kit.Screen, tea.Cmd) {
	if key.Matches(k, s.km.Back) {
		if s.phase == over || s.quit {
			return s, kit.GoBack()
		}
		s.quit = true
		s.ctx.SetWarning("esc again leaves the table (every hand finished is in the history); any other key stays")
		return s, nil
	}
	s.quit = false
	switch {
	case key.Matches(k, s.km.Last):
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
			return s, kit.ReplaceWith(New(s.ctx, s.cfg))
		}
	case key.Matches(k, s.km.Leave) && s.ring != nil:
		s.leave = true
		if s.phase == handOver {
			s.phase = over
		} else {
			s.ctx.SetStatus("You leave when this hand ends")
		}
		return s, nil
	case s.phase == handOver:
		if key.Matches(k, s.km.Next) {
			if s.finished() {
				s.phase = over
				return s, nil
			}
			s.deal()
			return s, s.schedule()
		}
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

// botRand draws a bot's own source from the game's.
func botRand(r *rand.Rand) *rand.Rand { return rand.New(rand.NewPCG(r.Uint64(), r.Uint64())) }
