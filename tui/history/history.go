// Package history is the hand-history browser. It has four levels, each a screen:
//
//	Screen        the files of the history directory, newest first
//	HandsScreen   the hands of one file, with filters
//	replay.Screen        one hand replayed on the Hold'em table (package
//	                     replay, which moves along the list through Hands)
//	textScreen    one hand as written in the file
//
// plus statsScreen, the match statistics of a file. The screens of
// one file share a cache (cache.go): the file's index and
// the hands read so far.
package history

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlor/ai/holdembot"
	"parlor/config"
	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/tui/kit"
)

// file is one line of the file list: what a file's first and last
// hands tell.
type file struct {
	path     string
	name     string // base name, cleaned for the terminal
	start    time.Time
	hands    int
	opponent string
	result   string // "won", "lost", "unfinished", "ring game"; or why the file cannot be read
	net      int    // the hero's chips won or lost over the file
	netKnown bool   // the ends tell net (not a ring game's hands: see handhistory.Description.Ring)
	currency string // the money's sign when net is cents ("$"), "" for chips
	readable bool
	// summary is set for a tournament summary, a file of no hands (see
	// handhistory.TournamentSummary): enter shows it.
	summary *handhistory.TournamentSummary
	// ring is set for a ring game's hands, whose net only their sum tells:
	// the list works it out in the background (ringNet).
	ring bool
}

// describeFile is what the list shows of the file at path, from
// handhistory.Describe (the one description the history command uses too).
func describeFile(path string) file {
	d := handhistory.Describe(path)
	f := file{path: path, name: d.Name, start: d.Start, hands: d.Hands}
	if f.start.IsZero() {
		if info, err := os.Stat(path); err == nil {
			f.start = info.ModTime() // only to order the list: a file without dated hands
		}
	}
	switch {
	case d.Summary != nil:
		return summaryFile(f, d)
	case errors.Is(d.Err, handhistory.ErrNotHistory):
		f.result = "not history" // the result column is 11 wide
		return f
	case d.Err != nil:
		f.result = "cannot be read: " + handhistory.Clean(d.Err.Error())
		return f
	case d.First == nil:
		f.result = "no hands yet"
		return f
	}
	f.readable = true
	f.currency = d.First.Currency
	var opp []string
	for i, p := range d.First.Players {
		if i != d.First.Hero {
			opp = append(opp, p.Name)
		}
	}
	f.opponent = strings.Join(opp, ", ")
	if bot := matchBot(d.Name); bot != "" {
		f.opponent = bot // the bot that played the seat "Computer": what the column has room for
	}
	f.result = "unfinished"
	if d.Ring {
		f.result, f.ring = "ring game", true // its result is the sum of its hands: see ringNet
	}
	hero, net, ok := d.HeroNet()
	if !ok {
		return f
	}
	f.net, f.netKnown = net, true
	switch {
	case d.Last.Winner == hero:
		f.result = "won"
	case d.Last.Winner != "":
		f.result = "lost"
	}
	return f
}

// summaryFile is the list's line of a tournament summary: its players,
// the finish of the player it is for ("1st of 2"), the prize won.
func summaryFile(f file, d handhistory.Description) file {
	s := d.Summary
	f.readable, f.summary, f.currency, f.hands = true, s, s.Currency, -1
	var opp []string
	for _, p := range s.Places {
		if p.Name != s.Hero {
			opp = append(opp, p.Name)
		}
	}
	f.opponent = strings.Join(opp, ", ")
	if bot := matchBot(strings.TrimSuffix(d.Name, ".summary.txt") + ".txt"); bot != "" {
		f.opponent = bot
	}
	f.result = "summary"
	if s.Finish > 0 {
		f.result = fmt.Sprintf("%s of %d", handhistory.Ordinal(s.Finish), max(s.Entries, len(s.Places)))
	}
	for _, p := range s.Places {
		if p.Name == s.Hero && s.Hero != "" && p.Prize > 0 {
			f.net, f.netKnown = p.Prize, true
		}
	}
	return f
}

// readDir lists the files of dir, newest first. A missing directory
// is no error: there are no files yet.
func readDir(dir string) ([]file, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var files []file
	for _, e := range entries {
		if !e.Type().IsRegular() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		files = append(files, describeFile(filepath.Join(dir, e.Name())))
	}
	sort.SliceStable(files, func(i, j int) bool {
		if !files[i].start.Equal(files[j].start) {
			return files[i].start.After(files[j].start)
		}
		return files[i].name > files[j].name
	})
	return files, nil
}

func (f file) FilterValue() string {
	return f.name + " " + f.opponent + " " + f.result + " " + f.start.Local().Format("2006-01-02")
}

// filesColumns are the heads of the file list's columns.
var filesColumns = "  " + kit.Pad("Started", 18) + kit.Pad("Against", 20) + fmt.Sprintf("%7s", "Hands") + "   " + kit.Pad("Result", 11) + fmt.Sprintf("%8s", "Won")

// fileDelegate draws a file in two lines: date, opponent, hands,
// result and chips; then the file's name.
type fileDelegate struct{ ctx *kit.Context }

func (d fileDelegate) Height() int                         { return 2 }
func (d fileDelegate) Spacing() int                        { return 0 }
func (d fileDelegate) Update(tea.Msg, *list.Model) tea.Cmd { return nil }

func (d fileDelegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	f, ok := item.(file)
	if !ok {
		return
	}
	st := d.ctx.Styles
	marker, text := "  ", st.Text
	if index == m.Index() {
		marker, text = st.Marker.Render("▸ "), st.Selected
	}
	date := "—"
	if !f.start.IsZero() {
		date = f.start.Local().Format("2006-01-02 15:04")
	}
	var line string
	if f.readable {
		hands := kit.Chips(f.hands)
		if f.summary != nil {
			hands = "—" // a tournament summary holds no hands
		}
		line = text.Render(kit.Pad(date, 18)) + text.Render(kit.Pad(kit.Truncate(f.opponent, 18), 20)) +
			st.Value.Render(fmt.Sprintf("%7s", hands)) + "   " +
			text.Render(kit.Pad(f.result, 11))
		if f.netKnown {
			line += netAmount(st, f.net, 8, f.currency)
		} else {
			line += st.Faint.Render(fmt.Sprintf("%8s", "·"))
		}
	} else {
		line = text.Render(kit.Pad(date, 18)) + st.Warning.Render("! "+f.result)
	}
	width := m.Width()
	cut := lipgloss.NewStyle()
	if width > 0 {
		cut = cut.MaxWidth(width)
	}
	fmt.Fprint(w, cut.Render(marker+line)+"\n"+cut.Render("  "+st.Faint.Render(kit.TruncateLeft(f.name, max(width-4, 20)))))
}

// Screen is the list of history files, the browser's first level.
type Screen struct {
	ctx    *kit.Context
	km     filesKeys
	dir    string
	files  []file
	err    error // the directory could not be read
	list   list.Model
	width  int
	height int
}

func New(ctx *kit.Context) *Screen {
	s := &Screen{ctx: ctx, km: newFilesKeys(ctx.Keys), dir: ctx.HistoryDir()}
	s.files, s.err = readDir(s.dir)
	items := make([]list.Item, len(s.files))
	for i, f := range s.files {
		items[i] = f
	}
	s.list = newList(ctx, items, fileDelegate{ctx: ctx}, ctx.Styles.Faint.Render(filesColumns))
	return s
}

// newList is a bubbles list as the browser uses it: the column
// heads as its title (the filter's input takes their line while it is
// typed), no status bar, help or quit keys of its own (the screen's
// heading counts, the root draws the help), paging on the page keys only,
// so that letters stay free for the screen's own keys.
func newList(ctx *kit.Context, items []list.Item, d list.ItemDelegate, columns string) list.Model {
	l := list.New(items, d, 80, 20)
	l.Title = columns
	l.SetShowStatusBar(false)
	l.SetShowHelp(false)
	l.SetShowPagination(true)
	l.DisableQuitKeybindings()
	l.KeyMap.ShowFullHelp.SetEnabled(false)
	l.KeyMap.CloseFullHelp.SetEnabled(false)
	l.KeyMap.PrevPage = key.NewBinding(key.WithKeys("pgup", "left"), key.WithHelp("pgup", "previous page"))
	l.KeyMap.NextPage = key.NewBinding(key.WithKeys("pgdown", "right"), key.WithHelp("pgdn", "next page"))
	st := ctx.Styles
	l.Styles.TitleBar = lipgloss.NewStyle()
	l.Styles.Title = lipgloss.NewStyle()
	l.Styles.NoItems = st.Faint.Padding(0, 2)
	l.Styles.DefaultFilterCharacterMatch = lipgloss.NewStyle().Underline(true)
	l.Styles.PaginationStyle = st.Faint.PaddingLeft(2)
	l.Styles.ActivePaginationDot = st.Text.SetString("•")
	l.Styles.InactivePaginationDot = st.Faint.SetString("•")
	l.Styles.ArabicPagination = st.Faint
	l.FilterInput.Prompt = "  Filter: "
	l.FilterInput.PromptStyle = st.Heading
	l.FilterInput.Cursor.Style = st.Marker
	return l
}

// listView draws l. A list that shows nothing draws no page count: the
// list keeps the count it had before (a search that matches no hand
// still said "1/118").
func listView(l list.Model) string {
	if len(l.VisibleItems()) == 0 {
		l.Paginator.TotalPages = 1
	}
	return l.View()
}

// showing says how many of the list's items show, and the filter; one
// is the item's noun ("hand").
func showing(st kit.Styles, l list.Model, total int, one string) string {
	shown := len(l.VisibleItems())
	out := thousands.Count(total, one) // "1 file", "1,234 hands"
	if shown != total {
		out = fmt.Sprintf("%s of %s", kit.Chips(shown), out)
	}
	if l.FilterState() == list.FilterApplied {
		out += fmt.Sprintf(" matching %q", kit.Truncate(l.FilterValue(), 20))
	}
	if shown == 0 && total > 0 && l.FilterValue() != "" {
		out += " · no " + one + " matches"
	}
	return st.Faint.Render(" · " + out)
}

// Init starts summing up the ring games' files, for their results.
func (s *Screen) Init() tea.Cmd { return s.ringNet(0) }

// ringNetMsg is the net of the ring game in file number i of the list
// (the player dealt the cards most, as the statistics count).
type ringNetMsg struct {
	s        *Screen
	i        int
	path     string
	net      int
	ok       bool
	currency string
}

// ringNet sums up the first ring game's file from number from of the
// list on, off the update loop: one file at a time, each asking for the
// next when done, so that a folder of many files costs one core at most.
// Nil when there is none left.
func (s *Screen) ringNet(from int) tea.Cmd {
	for i := from; i < len(s.files); i++ {
		f := s.files[i]
		if !f.ring || f.netKnown {
			continue
		}
		return func() tea.Msg {
			msg := ringNetMsg{s: s, i: i, path: f.path}
			hf, err := handhistory.Open(f.path)
			if err != nil {
				return msg
			}
			defer hf.Close()
			sum := hf.Summarize()
			if st := sum.Stats(sum.Hero); st != nil {
				msg.net, msg.ok, msg.currency = st.Net, true, sum.Currency
			}
			return msg
		}
	}
	return nil
}

func (s *Screen) Typing() bool { return s.list.FilterState() == list.Filtering }

func (s *Screen) Keys() help.KeyMap {
	k := s.km
	k.Filtering = s.list.FilterState() == list.Filtering
	k.Filtered = s.list.FilterState() == list.FilterApplied
	return k
}

// headerHeight is the heading and the blank line under it.
const headerHeight = 2

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
		s.list.SetSize(msg.Width, max(msg.Height-headerHeight, 3))
		return s, nil
	case ringNetMsg:
		if msg.s != s || msg.i >= len(s.files) || s.files[msg.i].path != msg.path {
			return s, nil // a list read again since
		}
		if msg.ok {
			f := &s.files[msg.i]
			f.net, f.netKnown, f.currency = msg.net, true, msg.currency
			s.list.SetItem(msg.i, *f)
		}
		return s, s.ringNet(msg.i + 1)
	case tea.KeyMsg:
		if s.list.FilterState() == list.Filtering {
			break // the filter's input has the keys
		}
		switch {
		case key.Matches(msg, s.km.Back) && s.list.FilterState() == list.FilterApplied:
			s.list.ResetFilter()
			return s, nil
		case key.Matches(msg, s.km.Back):
			return s, kit.GoBack()
		case key.Matches(msg, s.km.Open):
			f, ok := s.list.SelectedItem().(file)
			if !ok {
				return s, nil
			}
			if f.summary != nil {
				return s, kit.Open(newSummaryScreen(s.ctx, f.path, f.summary))
			}
			hs, err := newHandsScreen(s.ctx, f.path)
			if err != nil {
				s.ctx.SetWarning(handhistory.Clean(err.Error()))
				return s, nil
			}
			return s, kit.Open(hs)
		case key.Matches(msg, s.km.Reload):
			*s = *s.reloaded()
			s.ctx.SetStatus(fmt.Sprintf("%d files in %s", len(s.files), config.TildePath(s.dir)))
			return s, s.ringNet(0)
		}
	}
	var cmd tea.Cmd
	s.list, cmd = s.list.Update(msg)
	return s, cmd
}

// reloaded is the screen with the directory read again, the size kept.
func (s *Screen) reloaded() *Screen {
	n := New(s.ctx)
	n.width, n.height = s.width, s.height
	n.list.SetSize(s.list.Width(), s.list.Height())
	return n
}

func (s *Screen) View() string {
	st := s.ctx.Styles
	head := st.Heading.Render("Hand histories") + st.Faint.Render(" in "+kit.TruncateLeft(config.TildePath(s.dir), max(s.width-40, 30)))
	if s.err != nil || len(s.files) == 0 {
		return head + "\n\n" + s.emptyView()
	}
	head += showing(st, s.list, len(s.files), "file")
	if s.width > 0 {
		head = ansi.Truncate(head, s.width, "…") // one line, whatever the filter
	}
	return head + "\n\n" + listView(s.list)
}

// emptyView says where the browser looked and how to get files there.
func (s *Screen) emptyView() string {
	st := s.ctx.Styles
	w := 76
	if s.width > 0 {
		w = min(w, s.width-2)
	}
	wrap := lipgloss.NewStyle().Width(w).PaddingLeft(2)
	var first string
	if s.err != nil {
		first = st.Warning.Render("! The folder cannot be read: " + handhistory.Clean(s.err.Error()))
	} else {
		first = st.Text.Render("No hand histories yet in " + config.TildePath(s.dir) + ".")
	}
	return wrap.Render(first) + "\n\n" + wrap.Render(st.Faint.Render(
		"Play a match of Hold'em from the menu: every hand is written there as it ends. "+
			"Or run a match of two bots with \"parlor match --history-dir DIR\".")) + "\n\n" +
		wrap.Render(st.Faint.Render(
			"To read other files (PokerStars Limit Hold'em histories too), point the "+
				"history folder in Settings or --history-dir at their folder, or open one "+
				"with \"parlor history open FILE\"."))
}

// Open is the browser's hand list of the file at path on its own, as
// "parlor history open FILE" starts, or the summary of a tournament
// summary: esc and q there leave the program.
func Open(ctx *kit.Context, path string) (kit.Screen, error) {
	if d := handhistory.Describe(path); d.Summary != nil {
		sc := newSummaryScreen(ctx, path, d.Summary)
		sc.standalone = true
		return sc, nil
	}
	hs, err := newHandsScreen(ctx, path)
	if err != nil {
		return nil, err
	}
	hs.standalone = true
	return hs, nil
}

// matchBot labels the Hold'em bot a table's history file is named after (see
// handhistory.MatchName), "" for a file of another kind (a headless run's:
// "seed1_0001").
func matchBot(name string) string {
	if _, bot, ok := handhistory.ParseMatchName(name); ok && holdembot.About(bot) != "" {
		return holdembot.Label(bot) // as the table named it: "Normal (sklansky)"
	}
	return ""
}
