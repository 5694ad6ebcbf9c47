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
	"github.com/charmbracelet/x/ansi"

	"parlor/handhistory"
	"parlor/tui/history/replay"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// quickFilter is a quick filter of the hand list, set by a digit key.
type quickFilter uint8

const (
	showAll quickFilter = iota
	showShowdowns
	showBigPots
	showWon
	showLost
)

var quickNames = [...]string{"all", "showdowns", "big pots", "won", "lost"}

func (q quickFilter) keep(r row) bool {
	switch q {
	case showShowdowns:
		return r.ok && r.showdown
	case showBigPots:
		return r.bigPot()
	case showWon:
		return r.ok && r.net > 0
	case showLost:
		return r.ok && r.net < 0
	}
	return true
}

// handItem is one hand of the list; its row is read when first
// needed (shown, or matched by the filter).
type handItem struct {
	i int
	c *cache
}

func (h handItem) FilterValue() string { return h.c.row(h.i).filterText }

// handDelegate draws a hand in one line: number, blinds, the hero's
// cards, how it ended, the pot and the hero's result. The number column is
// as wide as the file's hand numbers (PokerStars' run to 12 digits); the
// "ended" column takes what is left.
type handDelegate struct {
	ctx     *kit.Context
	numberW int
}

func (d handDelegate) Height() int                         { return 1 }
func (d handDelegate) Spacing() int                        { return 0 }
func (d handDelegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

// The columns of the hand list.
const (
	colNumber = 8 // at least
	colBlinds = 12
	colCards  = 7
	colEnded  = 27 // at most
	colPot    = 8
	colNet    = 9
)

// endedW is the width of the "ended" column: what an 80-column window
// leaves, less three: the column heads are the list's title, which the
// list cuts three cells short of the window (a spinner's cell, and two
// before its status message).
func (d handDelegate) endedW() int {
	return max(12, min(colEnded, felt.Width-5-d.numberW-colBlinds-colCards-colPot-colNet))
}

func (d handDelegate) header() string {
	return d.ctx.Styles.Faint.Render("  " + kit.Pad("Hand", d.numberW) + kit.Pad("Blinds", colBlinds) +
		kit.Pad("Cards", colCards) + kit.Pad("Ended", d.endedW()) +
		fmt.Sprintf("%*s%*s", colPot, "Pot", colNet, "Won"))
}

func (d handDelegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	h, ok := item.(handItem)
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
			text.Render(kit.Pad(handhistory.FormatAmount(r.sb, r.currency)+"/"+handhistory.FormatAmount(r.bb, r.currency), colBlinds)) +
			kit.Pad(cards, colCards) +
			text.Render(kit.Pad(kit.Truncate(r.ended, ew-1), ew)) +
			st.Value.Render(fmt.Sprintf("%*s", colPot, handhistory.FormatAmount(r.pot, r.currency))) +
			netAmount(st, r.net, colNet, r.currency)
	}
	cut := lipgloss.NewStyle()
	if m.Width() > 0 {
		cut = cut.MaxWidth(m.Width())
	}
	fmt.Fprint(w, cut.Render(marker+line))
}

// netAmount writes a result in chips or money with its sign,
// right-aligned in w cells.
func netAmount(st kit.Styles, n, w int, currency string) string {
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

// tickMsg asks the hand list to look at the background reader's
// progress; gen tells a stale tick from the current one.
type tickMsg struct {
	c   *cache
	gen int
}

// HandsScreen is the hands of one file.
type HandsScreen struct {
	ctx   *kit.Context
	km    handsKeys
	cache *cache
	path  string
	all   []list.Item
	list  list.Model
	quick quickFilter
	// pending is a quick filter that waits for every hand to be read.
	pending    quickFilter
	waiting    bool
	gen        int  // of the current progress tick
	standalone bool // the bottom screen of "parlor history open": esc leaves
	width      int
	height     int
}

// newHandsScreen opens the file at path: it indexes the hands (one
// pass over the file) and reads none of them until they are shown.
func newHandsScreen(ctx *kit.Context, path string) (*HandsScreen, error) {
	hf, err := handhistory.Open(path)
	if err != nil {
		return nil, err
	}
	c := newCache(hf, handhistory.Clean(filepath.Base(path)))
	items := make([]list.Item, c.len())
	for i := range items {
		items[i] = handItem{i: i, c: c}
	}
	s := &HandsScreen{ctx: ctx, km: newHandsKeys(ctx.Keys), cache: c, path: path, all: items}
	d := handDelegate{ctx: ctx, numberW: colNumber}
	if first, last := hf.Ends(); first != nil {
		for _, r := range []*handhistory.Record{first, last} {
			n := int64(r.Number)
			if n == 0 {
				n = r.ID
			}
			d.numberW = max(d.numberW, len(fmt.Sprintf("#%d", n))+2)
		}
	}
	s.list = newList(ctx, nil, d, d.header())
	// "3/5000": a dot per page would draw thousands of dots (the list
	// draws them, then measures whether they fit) whenever it moves.
	s.list.Paginator.Type = paginator.Arabic
	s.list.Filter = searchFilter
	s.list.FilterInput.Prompt = "  Search: "
	// What the list says when nothing is left to show: "No hand matches."
	s.list.SetStatusBarItemName("hand", "hand matches")
	s.list.SetItems(items)
	return s, nil
}

// Init starts the background reader, for the filters and statistics.
func (s *HandsScreen) Init() tea.Cmd {
	s.cache.start()
	return s.tick()
}

func (s *HandsScreen) tick() tea.Cmd {
	if s.cache.complete() {
		return nil
	}
	s.gen++
	c, gen := s.cache, s.gen
	return tea.Tick(150*time.Millisecond, func(time.Time) tea.Msg { return tickMsg{c: c, gen: gen} })
}

func (s *HandsScreen) Typing() bool { return s.list.FilterState() == list.Filtering }

func (s *HandsScreen) Keys() help.KeyMap {
	k := s.km
	k.Filtering = s.list.FilterState() == list.Filtering
	k.Standalone = s.standalone
	return k
}

// handsHeaderHeight: the heading and the filters.
const handsHeaderHeight = 2

func (s *HandsScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		s.list.SetSize(msg.Width, max(msg.Height-handsHeaderHeight, 3))
		return s, s.tick() // back from a hand: the ticks went elsewhere
	case tickMsg:
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
			if msg.String() == "enter" && len(s.list.VisibleItems()) == 0 && s.list.FilterValue() != "" {
				// The list would drop the search and show every hand:
				// say that none matches, and let the query be edited.
				s.ctx.SetWarning(fmt.Sprintf("No hand matches %q", kit.Truncate(s.list.FilterValue(), 30)))
				return s, nil
			}
			break
		}
		switch {
		case key.Matches(msg, s.km.Back):
			switch {
			case s.list.FilterState() == list.FilterApplied:
				s.list.ResetFilter()
				return s, nil
			case s.quick != showAll || s.waiting:
				s.waiting = false
				return s, s.setQuick(showAll)
			}
			return s, s.leave()
		case key.Matches(msg, s.km.Quit) && s.standalone:
			return s, s.leave()
		case key.Matches(msg, s.km.Quick):
			q := quickFilter(msg.String()[0] - '1')
			if q == s.quick && q != showAll {
				q = showAll // the same key again: every hand
			}
			if q != showAll && !s.cache.complete() {
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
			return s, kit.Open(newStatsScreen(s.ctx, s.cache))
		}
	}
	var cmd tea.Cmd
	s.list, cmd = s.list.Update(msg)
	return s, cmd
}

// leave closes the file and goes back, or quits when the browser was
// opened on this file.
func (s *HandsScreen) leave() tea.Cmd {
	s.cache.release()
	if s.standalone {
		return tea.Quit
	}
	return kit.GoBack()
}

// setQuick shows the hands quick filter q keeps; the list's own filter, if
// any, applies on top.
func (s *HandsScreen) setQuick(q quickFilter) tea.Cmd {
	s.quick = q
	chosen := -1 // the hand chosen now stays chosen if it shows
	if h, ok := s.list.SelectedItem().(handItem); ok {
		chosen = h.i
	}
	if q == showAll {
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
	what := quickNames[q]
	if q == showBigPots {
		what += fmt.Sprintf(" (%d big blinds or more)", bigPot)
	}
	s.ctx.SetStatus(fmt.Sprintf("%s of %s hands: %s", kit.Chips(len(items)), kit.Chips(s.cache.len()), what))
	return cmd
}

// openHand opens the chosen hand: replayed on the table, or as text (also
// for a hand that cannot be read or replayed).
func (s *HandsScreen) openHand(text bool) tea.Cmd {
	h, ok := s.list.SelectedItem().(handItem)
	if !ok {
		return nil
	}
	r, err := s.cache.hf.Hand(h.i)
	if err != nil || text {
		return kit.Open(newTextScreen(s.ctx, s.cache, h.i))
	}
	rs, err := replay.New(s.ctx, s.cache.name, r, handsShown{s})
	if err != nil {
		s.ctx.SetWarning(handhistory.Clean(err.Error()) + " — t shows the text")
		return nil
	}
	return kit.Open(rs)
}

func (s *HandsScreen) View() string {
	st := s.ctx.Styles
	rest := showing(st, s.list, s.cache.len(), "hand")
	if !s.cache.complete() {
		rest += st.Faint.Render(fmt.Sprintf(" · reading %d%%", s.cache.percent()))
	}
	// One line, whatever the search: the name takes the room the rest
	// leaves, and the rest is cut at the edge.
	room := 40
	if s.width > 0 {
		room = max(12, min(room, s.width-lipgloss.Width(rest)))
	}
	head := st.Heading.Render(kit.Truncate(s.cache.name, room)) + rest
	if s.width > 0 {
		head = ansi.Truncate(head, s.width, "…")
	}
	var tabs []string
	for i, name := range quickNames {
		label := fmt.Sprintf("%d %s", i+1, name)
		switch {
		case quickFilter(i) == s.quick && !s.waiting:
			tabs = append(tabs, st.Selected.Render("["+label+"]"))
		case s.waiting && quickFilter(i) == s.pending:
			tabs = append(tabs, st.Value.Render("["+label+" …]"))
		default:
			tabs = append(tabs, st.Faint.Render(" "+label+" "))
		}
	}
	return head + "\n" + " " + strings.Join(tabs, " ") + "\n" + listView(s.list)
}

// handsShown is the list as the replay moves along it: the hands shown,
// after the filters.
type handsShown struct{ s *HandsScreen }

func (h handsShown) Len() int     { return len(h.s.list.VisibleItems()) }
func (h handsShown) Index() int   { return h.s.list.Index() }
func (h handsShown) Select(i int) { h.s.list.Select(i) }

func (h handsShown) Hand(i int) (*handhistory.Record, error) {
	it, ok := h.s.list.VisibleItems()[i].(handItem)
	if !ok {
		return nil, errors.New("not a hand")
	}
	return h.s.cache.hf.Hand(it.i)
}
