package history

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/paginator"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/handhistory"
	"parlor/tui/history/replay"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// historyQuick is a quick filter of the hand list, set by a digit key.
type historyQuick uint8

const (
	historyAll historyQuick = iota
	historyShowdowns
	historyBigPots
	historyWon
	historyLost
)

var historyQuickNames = [...]string{"all", "showdowns", "big pots", "won", "lost"}

func (q historyQuick) keep(r historyRow) bool {
	switch q {
	case historyShowdowns:
		return r.ok && r.showdown
	case historyBigPots:
		return r.bigPot()
	case historyWon:
		return r.ok && r.net > 0
	case historyLost:
		return r.ok && r.net < 0
	}
	return true
}

// historyHandItem is one hand of the list; its row is read when first
// needed (shown, or matched by the filter).
type historyHandItem struct {
	i int
	c *historyCache
}

func (h historyHandItem) FilterValue() string { return h.c.row(h.i).filterText }

// historyHandDelegate draws a hand in one line: number, blinds, the hero's
// cards, how it ended, the pot and the hero's result. The number column is
// as wide as the file's hand numbers (PokerStars' run to 12 digits); the
// "ended" column takes what is left.
type historyHandDelegate struct {
	ctx     *kit.Context
	numberW int
}

func (d historyHandDelegate) Height() int                         { return 1 }
func (d historyHandDelegate) Spacing() int                        { return 0 }
func (d historyHandDelegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

// The columns of the hand list.
const (
	historyColNumber = 8 // at least
	historyColBlinds = 12
	historyColCards  = 7
	historyColEnded  = 27 // at most
	historyColPot    = 8
	historyColNet    = 9
)

func (d historyHandDelegate) endedW() int {
	return max(12, min(historyColEnded, felt.Width-2-d.numberW-historyColBlinds-historyColCards-historyColPot-historyColNet))
}

func (d historyHandDelegate) header() string {
	return d.ctx.Styles.Faint.Render("  " + kit.Pad("Hand", d.numberW) + kit.Pad("Blinds", historyColBlinds) +
		kit.Pad("Cards", historyColCards) + kit.Pad("Ended", d.endedW()) +
		fmt.Sprintf("%*s%*s", historyColPot, "Pot", historyColNet, "Won"))
}

func (d historyHandDelegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	h, ok := item.(historyHandItem)
	if !ok {
		return
	}
	st := d.ctx.Styles
	r := h.c.row(h.i)
	marker, text := "  ", st.Text
	if index == m.Index() {
		marker, text = st.Marker.Render("▸ "), st.Selected
	}
	var line string
	if !r.ok {
		line = text.Render(kit.Pad(fmt.Sprintf("(%d)", h.i+1), d.numberW)) + st.Warning.Render("! unreadable: "+r.err)
	} else {
		cards := st.Faint.Render("—")
		if r.holeKnown {
			cards = d.ctx.Cards().TextRow(r.hole[:])
		}
		ew := d.endedW()
		line = text.Render(kit.Pad(fmt.Sprintf("#%d", r.number), d.numberW)) +
			text.Render(kit.Pad(handhistory.FormatAmount(r.sb, r.currency)+"/"+handhistory.FormatAmount(r.bb, r.currency), historyColBlinds)) +
			kit.Pad(cards, historyColCards) +
			text.Render(kit.Pad(kit.Truncate(r.ended, ew-1), ew)) +
			st.Value.Render(fmt.Sprintf("%*s", historyColPot, handhistory.FormatAmount(r.pot, r.currency))) +
			historyNetAmount(st, r.net, historyColNet, r.currency)
	}
	cut := lipgloss.NewStyle()
	if m.Width() > 0 {
		cut = cut.MaxWidth(m.Width())
	}
	fmt.Fprint(w, cut.Render(marker+line))
}

// historyNetAmount writes a result in chips or money with its sign,
// right-aligned in w cells.
func historyNetAmount(st kit.Styles, n, w int, currency string) string {
	s := kit.Chips(n)
	if currency != "" {
		s = handhistory.FormatAmount(n, currency)
	}
	if n > 0 {
		s = "+" + s
	}
	s = fmt.Sprintf("%*s", w, s)
	switch {
	case n > 0:
		return st.Selected.Render(s)
	case n < 0:
		return st.Warning.Render(s)
	}
	return st.Faint.Render(s)
}

// historyTickMsg asks the hand list to look at the background reader's
// progress; gen tells a stale tick from the current one.
type historyTickMsg struct {
	c   *historyCache
	gen int
}

// historyHandsScreen is the hands of one file.
type historyHandsScreen struct {
	ctx   *kit.Context
	km    historyHandsKeys
	cache *historyCache
	path  string
	all   []list.Item
	list  list.Model
	quick historyQuick
	// pending is a quick filter that waits for every hand to be read.
	pending    historyQuick
	waiting    bool
	gen        int  // of the current progress tick
	standalone bool // the bottom screen of "parlor history open": esc leaves
	width      int
	height     int
}

// newHistoryHandsScreen opens the file at path: it indexes the hands (one
// pass over the file) and reads none of them until they are shown.
func newHistoryHandsScreen(ctx *kit.Context, path string) (*historyHandsScreen, error) {
	hf, err := handhistory.Open(path)
	if err != nil {
		return nil, err
	}
	c := newHistoryCache(hf, handhistory.Clean(filepath.Base(path)))
	items := make([]list.Item, c.len())
	for i := range items {
		items[i] = historyHandItem{i: i, c: c}
	}
	s := &historyHandsScreen{ctx: ctx, km: newHistoryHandsKeys(ctx.Keys), cache: c, path: path, all: items}
	d := historyHandDelegate{ctx: ctx, numberW: historyColNumber}
	if first, last := hf.Ends(); first != nil {
		for _, r := range []*handhistory.Record{first, last} {
			n := int64(r.Number)
			if n == 0 {
				n = r.ID
			}
			d.numberW = max(d.numberW, len(fmt.Sprintf("#%d", n))+2)
		}
	}
	s.list = newHistoryList(ctx, nil, d, d.header())
	// "3/5000": a dot per page would draw thousands of dots (the list
	// draws them, then measures whether they fit) whenever it moves.
	s.list.Paginator.Type = paginator.Arabic
	s.list.SetItems(items)
	return s, nil
}

// Init starts the background reader, for the filters and statistics.
func (s *historyHandsScreen) Init() tea.Cmd {
	s.cache.start()
	return s.tick()
}

func (s *historyHandsScreen) tick() tea.Cmd {
	if s.cache.complete() {
		return nil
	}
	s.gen++
	c, gen := s.cache, s.gen
	return tea.Tick(150*time.Millisecond, func(time.Time) tea.Msg { return historyTickMsg{c: c, gen: gen} })
}

func (s *historyHandsScreen) Typing() bool { return s.list.FilterState() == list.Filtering }

func (s *historyHandsScreen) Keys() help.KeyMap {
	k := s.km
	k.Filtering = s.list.FilterState() == list.Filtering
	k.Standalone = s.standalone
	return k
}

// historyHandsHeaderHeight: the heading and the filters.
const historyHandsHeaderHeight = 2

func (s *historyHandsScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		s.list.SetSize(msg.Width, max(msg.Height-historyHandsHeaderHeight, 3))
		return s, s.tick() // back from a hand: the ticks went elsewhere
	case historyTickMsg:
		if msg.c != s.cache || msg.gen != s.gen {
			return s, nil
		}
		if !s.cache.complete() {
			return s, s.tick()
		}
		if s.waiting {
			s.waiting = false
			return s, s.setQuick(s.pending)
		}
		return s, nil
	case tea.KeyMsg:
		if s.list.FilterState() == list.Filtering {
			break
		}
		switch {
		case key.Matches(msg, s.km.Back):
			switch {
			case s.list.FilterState() == list.FilterApplied:
				s.list.ResetFilter()
				return s, nil
			case s.quick != historyAll || s.waiting:
				s.waiting = false
				return s, s.setQuick(historyAll)
			}
			return s, s.leave()
		case key.Matches(msg, s.km.Quit) && s.standalone:
			return s, s.leave()
		case key.Matches(msg, s.km.Quick):
			q := historyQuick(msg.String()[0] - '1')
			if q == s.quick && q != historyAll {
				q = historyAll // the same key again: every hand
			}
			if q != historyAll && !s.cache.complete() {
				s.pending, s.waiting = q, true
				s.ctx.SetStatus(fmt.Sprintf("Reading every hand for the filter (%d%%)…", s.cache.percent()))
				return s, nil
			}
			s.waiting = false
			return s, s.setQuick(q)
		case key.Matches(msg, s.km.Replay):
			return s, s.openHand(false)
		case key.Matches(msg, s.km.Text):
			return s, s.openHand(true)
		case key.Matches(msg, s.km.Stats):
			return s, kit.Open(newHistoryStatsScreen(s.ctx, s.cache))
		}
	}
	var cmd tea.Cmd
	s.list, cmd = s.list.Update(msg)
	return s, cmd
}

// leave closes the file and goes back, or quits when the browser was
// opened on this file.
func (s *historyHandsScreen) leave() tea.Cmd {
	s.cache.release()
	if s.standalone {
		return tea.Quit
	}
	return kit.GoBack()
}

// setQuick shows the hands quick filter q keeps; the list's own filter, if
// any, applies on top.
func (s *historyHandsScreen) setQuick(q historyQuick) tea.Cmd {
	s.quick = q
	chosen := -1 // the hand chosen now stays chosen if it shows
	if h, ok := s.list.SelectedItem().(historyHandItem); ok {
		chosen = h.i
	}
	if q == historyAll {
		cmd := s.list.SetItems(s.all)
		if chosen >= 0 && s.list.FilterState() == list.Unfiltered {
			s.list.Select(chosen)
		}
		return cmd
	}
	var items []list.Item
	at := 0
	for i := range s.cache.len() {
		if q.keep(s.cache.row(i)) {
			if i == chosen {
				at = len(items)
			}
			items = append(items, s.all[i])
		}
	}
	cmd := s.list.SetItems(items)
	if s.list.FilterState() == list.Unfiltered {
		s.list.Select(at)
	} else {
		s.list.Select(0)
	}
	what := historyQuickNames[q]
	if q == historyBigPots {
		what += fmt.Sprintf(" (%d big blinds or more)", historyBigPot)
	}
	s.ctx.SetStatus(fmt.Sprintf("%s of %s hands: %s", kit.Chips(len(items)), kit.Chips(s.cache.len()), what))
	return cmd
}

// openHand opens the chosen hand: replayed on the table, or as text (also
// for a hand that cannot be read or replayed).
func (s *historyHandsScreen) openHand(text bool) tea.Cmd {
	h, ok := s.list.SelectedItem().(historyHandItem)
	if !ok {
		return nil
	}
	r, err := s.cache.hf.Hand(h.i)
	if err != nil || text {
		return kit.Open(newHistoryTextScreen(s.ctx, s.cache, h.i))
	}
	rs, err := replay.New(s.ctx, s.cache.name, r, handsShown{s})
	if err != nil {
		s.ctx.SetWarning(handhistory.Clean(err.Error()) + " — t shows the text")
		return nil
	}
	return kit.Open(rs)
}

func (s *historyHandsScreen) View() string {
	st := s.ctx.Styles
	head := st.Heading.Render(kit.Truncate(s.cache.name, 40)) + historyShowing(st, s.list, s.cache.len(), "hands")
	if !s.cache.complete() {
		head += st.Faint.Render(fmt.Sprintf(" · reading %d%%", s.cache.percent()))
	}
	var tabs []string
	for i, name := range historyQuickNames {
		label := fmt.Sprintf("%d %s", i+1, name)
		switch {
		case historyQuick(i) == s.quick && !s.waiting:
			tabs = append(tabs, st.Selected.Render("["+label+"]"))
		case s.waiting && historyQuick(i) == s.pending:
			tabs = append(tabs, st.Value.Render("["+label+" …]"))
		default:
			tabs = append(tabs, st.Faint.Render(" "+label+" "))
		}
	}
	return head + "\n" + " " + strings.Join(tabs, " ") + "\n" + s.list.View()
}

// handsShown is the list as the replay moves along it: the hands shown,
// after the filters.
type handsShown struct{ s *historyHandsScreen }

func (h handsShown) Len() int     { return len(h.s.list.VisibleItems()) }
func (h handsShown) Index() int   { return h.s.list.Index() }
func (h handsShown) Select(i int) { h.s.list.Select(i) }

func (h handsShown) Hand(i int) (*handhistory.Record, error) {
	it, ok := h.s.list.VisibleItems()[i].(historyHandItem)
	if !ok {
		return nil, errors.New("not a hand")
	}
	return h.s.cache.hf.Hand(it.i)
}
