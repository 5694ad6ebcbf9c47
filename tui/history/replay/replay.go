// Package replay replays one hand of a hand history on the Hold'em table
// (felt.Table), step by step or playing itself, with the pot odds of
// the player to act and the equity of the hands known. The browser
// (package history) opens it on a hand of its list, which n and p move
// along through the Hands interface.
package replay

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// Screen replays one hand on the Hold'em table.
type Screen struct {
	ctx   *kit.Context
	km    keys
	file  string
	hand  *handFrames
	at    int // the frame shown
	play  bool
	speed int // index in speeds
	gen   int // of the pending step of play
	// equity holds the equity lines worked out, by what they depend on
	// (equityJob.key), pending those being worked out; calc is the
	// context of the calculations, done when the screen is left.
	equity  map[string]string
	pending map[string]bool
	calc    context.Context
	cancel  context.CancelFunc
	log     *felt.Log
	// list is the hand list the replay was opened from, nil if none: n
	// and p move along it to the next or previous hand, and its cursor
	// follows, so that esc comes back to the hand last shown.
	list   Hands
	width  int
	height int
}

// speeds are the pauses between steps when the hand plays itself.
var speeds = []time.Duration{2 * time.Second, time.Second, 600 * time.Millisecond, 300 * time.Millisecond, 100 * time.Millisecond}

// stepMsg is the next step of a hand playing itself.
type stepMsg struct {
	s   *Screen
	gen int
}

// Hands is the list of hands a replay was opened from: the hands it shows
// (after its filters), the one chosen, and a way to read one.
type Hands interface {
	Len() int   // the hands shown
	Index() int // the one chosen
	// Hand reads hand i of those shown; an error when it cannot be read.
	Hand(i int) (*handhistory.Record, error)
	Select(i int) // chooses hand i
}

// New replays hand r of the file named file; list is the list it was
// opened from, nil for none. It fails when the hand cannot be replayed
// (its chips do not add up).
func New(ctx *kit.Context, file string, r *handhistory.Record, list Hands) (*Screen, error) {
	h, err := cut(ctx, r)
	if err != nil {
		return nil, err
	}
	s := &Screen{ctx: ctx, km: newKeys(ctx.Keys), file: file, hand: h, speed: 2, list: list, log: felt.NewLog()}
	s.calc, s.cancel = context.WithCancel(context.Background())
	s.forget()
	return s, nil
}

// forget drops the equity lines kept: a new hand.
func (s *Screen) forget() {
	s.equity, s.pending = map[string]string{}, map[string]bool{}
}

// Step is the step shown, from 0; Last the last step.
func (s *Screen) Step() int { return s.at }

// Last is the number of the last step.
func (s *Screen) Last() int { return s.last() }

// Hand is the hand replayed.
func (s *Screen) Hand() *handhistory.Record { return s.hand.rec }

// Init lets the mouse wheel scroll the hand's log, and works out the
// first step's equity.
func (s *Screen) Init() tea.Cmd { return tea.Batch(tea.EnableMouseCellMotion, s.wantEquity()) }
func (s *Screen) Typing() bool  { return false }

func (s *Screen) Keys() help.KeyMap {
	k := s.km
	k.Playing = s.play
	return k
}

func (s *Screen) last() int { return len(s.hand.frames) - 1 }

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	sc, cmd := s.update(msg)
	if sc != kit.Screen(s) || s.calc.Err() != nil {
		return sc, cmd
	}
	eq := s.wantEquity()
	if equityInline && eq != nil {
		s.update(eq())
		eq = nil
	}
	return sc, tea.Batch(cmd, eq)
}

// equityInline, set by the golden tests, works the equity out within
// Update, so that what a frame shows never depends on timing.
var equityInline = false

func (s *Screen) update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
	case equityMsg:
		if msg.s == s && msg.hand == s.hand {
			s.equity[msg.key] = msg.line
			delete(s.pending, msg.key)
		}
	case stepMsg:
		if msg.s != s || msg.gen != s.gen || !s.play {
			return s, nil
		}
		s.at++
		if s.at >= s.last() {
			s.at, s.play = s.last(), false
			return s, nil
		}
		return s, s.schedule()
	case tea.MouseMsg:
		s.log.Update(msg)
	case tea.KeyMsg:
		if s.log.Update(msg) {
			return s, nil
		}
		switch {
		case key.Matches(msg, s.km.Back):
			s.play = false
			s.gen++
			s.cancel() // the equity still being worked out is not wanted
			return s, tea.Batch(tea.DisableMouse, kit.GoBack())
		case key.Matches(msg, s.km.Next):
			s.stop()
			s.at = min(s.at+1, s.last())
		case key.Matches(msg, s.km.Prev):
			s.stop()
			s.at = max(s.at-1, 0)
		case key.Matches(msg, s.km.First):
			s.stop()
			s.at = 0
		case key.Matches(msg, s.km.Last):
			s.stop()
			s.at = s.last()
		case key.Matches(msg, s.km.Play):
			if s.play {
				s.stop()
				return s, nil
			}
			if s.at >= s.last() {
				s.at = 0
			}
			s.play = true
			return s, s.schedule()
		case key.Matches(msg, s.km.NextHand):
			s.stop()
			s.moveHand(1)
		case key.Matches(msg, s.km.PrevHand):
			s.stop()
			s.moveHand(-1)
		case key.Matches(msg, s.km.Faster):
			s.speed = min(s.speed+1, len(speeds)-1)
			s.ctx.SetStatus("Speed: " + s.speedWords())
			return s, s.reschedule()
		case key.Matches(msg, s.km.Slower):
			s.speed = max(s.speed-1, 0)
			s.ctx.SetStatus("Speed: " + s.speedWords())
			return s, s.reschedule()
		}
	}
	return s, nil
}

// moveHand shows the next (dir 1) or previous (-1) hand of the list that
// can be replayed, from its start, and says which it skipped.
func (s *Screen) moveHand(dir int) {
	if s.list == nil {
		return
	}
	skipped := 0
	for i := s.list.Index() + dir; i >= 0 && i < s.list.Len(); i += dir {
		r, err := s.list.Hand(i)
		if err != nil {
			skipped++
			continue
		}
		h, err := cut(s.ctx, r)
		if err != nil {
			skipped++
			continue
		}
		s.hand, s.at = h, 0
		s.forget()
		s.list.Select(i)
		if skipped > 0 {
			s.ctx.SetStatus(fmt.Sprintf("%d hand(s) skipped: they cannot be replayed (t on the list shows them)", skipped))
		}
		return
	}
	if dir > 0 {
		s.ctx.SetStatus("This is the last hand of the list")
	} else {
		s.ctx.SetStatus("This is the first hand of the list")
	}
}

func (s *Screen) stop() {
	s.play = false
	s.gen++
}

// schedule asks for the next step of play after the pause of the speed.
func (s *Screen) schedule() tea.Cmd {
	s.gen++
	gen := s.gen
	return tea.Tick(speeds[s.speed], func(time.Time) tea.Msg { return stepMsg{s: s, gen: gen} })
}

func (s *Screen) reschedule() tea.Cmd {
	if !s.play {
		return nil
	}
	return s.schedule()
}

func (s *Screen) speedWords() string {
	d := speeds[s.speed]
	return "a step every " + thousands.Fixed(d.Seconds(), 1) + "s"
}

// table describes frame f for felt.Table, as felt.Table's doc says.
func (s *Screen) table(f frame, next *handhistory.Action) felt.Table {
	h := s.hand
	r := h.rec
	t := felt.Table{Hand: int(r.ID), Level: r.Level, SmallBlind: r.SmallBlind, BigBlind: r.BigBlind,
		Board: f.board, Pot: f.pot, Log: h.log[:f.log], Amount: h.amount}
	if r.Number > 0 {
		t.Hand = r.Number
	}
	if s.at == s.last() && r.Pot > 0 {
		t.Pot = r.Pot // as the game shows a finished hand: the pot it was
	}
	acted := r.Actions[:f.acted]
	for row, p := range [2]int{h.top, h.bottom} {
		pl := r.Players[p]
		seat := felt.Seat{Name: pl.Name, Stack: f.stacks[p], Bet: f.bets[p], Button: r.Button == p,
			AllIn: f.stacks[p] == 0 && f.pot > 0 && s.at < s.last(), Hole: pl.Hole}
		switch {
		case f.folded[p]:
			seat.Cards = felt.CardsNone
		case f.known[p]:
			seat.Cards = felt.CardsUp
		default:
			seat.Cards = felt.CardsDown
		}
		if next != nil && next.Player == p && next.Kind.Voluntary() {
			seat.ToAct = true
		}
		seat.LastAction, seat.LastStreet = lastAction(h.amount, acted, p)
		if s.at == s.last() && r.Showdown && f.known[p] && len(f.board) >= 3 && !f.folded[p] {
			seat.HandName = felt.HandWords(pl.Hole, f.board)
		}
		t.Seats[row] = seat
	}
	return t
}

// nextAction is the action that follows frame at, nil at the end.
func (s *Screen) nextAction(at int) *handhistory.Action {
	for _, f := range s.hand.frames[at+1:] {
		if f.action >= 0 {
			return &s.hand.rec.Actions[f.action]
		}
	}
	return nil
}

// decision says what the player to act faces: the bet to call against the
// pot, as pot odds.
func (s *Screen) decision(f frame, a *handhistory.Action) string {
	st := s.ctx.Styles
	name := felt.ShortName(s.hand.rec.Players[a.Player].Name)
	high := 0
	for _, b := range f.bets {
		high = max(high, b)
	}
	owed := min(high-f.bets[a.Player], f.stacks[a.Player])
	if owed <= 0 {
		return st.Marker.Render("▸ ") + st.Text.Render(name+" to act: nothing to call")
	}
	amt := s.hand.amount
	odds := felt.CallOdds{Call: owed, Pot: f.pot}
	return st.Marker.Render("▸ ") + st.Text.Render(fmt.Sprintf("%s to act: %s to call, pot %s", name, amt(owed), amt(f.pot))) +
		st.Faint.Render(" · ") + odds.Words(st)
}

func (s *Screen) View() string {
	st := s.ctx.Styles
	f := s.hand.frames[s.at]
	next := s.nextAction(s.at)
	state := st.Faint.Render("paused")
	if s.play {
		state = st.Value.Render("▶ playing") + st.Faint.Render(", "+s.speedWords())
	}
	// The file's name gets the room the rest leaves, so that the state and
	// the speed always show.
	step := fmt.Sprintf("step %d of %d", s.at, s.last())
	room := 30
	if s.width > 0 {
		room = max(8, min(room, s.width-lipgloss.Width("Replay ·  · "+step+" · "+state)))
	}
	head := st.Heading.Render("Replay") + st.Faint.Render(" · "+kit.Truncate(s.file, room)+" · ") +
		st.Text.Render(step) + st.Faint.Render(" · ") + state
	var under []string
	switch {
	case next != nil && next.Kind.Voluntary():
		under = append(under, s.decision(f, next))
	case s.at == s.last():
		under = append(under, st.Selected.Render("Hand over: "+s.hand.rec.Outcome()))
	}
	if n := len(s.hand.rec.Players); n > 2 {
		r := s.hand.rec
		under = append(under, st.Faint.Render(fmt.Sprintf("%d seats: the table shows %s and %s; the log has everyone", n,
			felt.ShortName(r.Players[s.hand.bottom].Name), felt.ShortName(r.Players[s.hand.top].Name))))
	}
	if l := s.equityLine(s.at); l != "" {
		under = append(under, l)
	}
	for i, u := range under { // at word boundaries, as the table's log
		under[i] = felt.WrapWords(u, felt.Size(s.width))
	}
	tableH := s.height - 1 - 1 - lipgloss.Height(strings.Join(under, "\n"))
	if s.height == 0 {
		tableH = 0
	}
	t := s.table(f, next)
	parts := []string{head, t.View(s.ctx, s.log, s.width, tableH)}
	if len(under) > 0 {
		parts = append(parts, strings.Join(under, "\n"))
	}
	out := lipgloss.JoinVertical(lipgloss.Left, parts...)
	if s.width > 0 {
		out = lipgloss.NewStyle().MaxWidth(s.width).Render(out)
	}
	return out
}
