package history

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/tui/kit"
)

// summaryScreen shows a tournament summary: what it cost, when it ran,
// where its player finished, and every place (scrolling, for a large
// tournament); enter opens the tournament's hands when they are in the
// same folder.
type summaryScreen struct {
	ctx   *kit.Context
	km    summaryKeys
	name  string
	s     *handhistory.TournamentSummary
	hands string // the file of the tournament's hands, "" if not found
	// standalone is set when the browser was opened on the summary
	// ("parlor history open"): esc and q leave the program, and its hands
	// open on top.
	standalone bool
	vp         viewport.Model
	width      int
	height     int
}

func newSummaryScreen(ctx *kit.Context, path string, s *handhistory.TournamentSummary) *summaryScreen {
	sc := &summaryScreen{ctx: ctx, km: newSummaryKeys(ctx.Keys), name: handhistory.Clean(filepath.Base(path)), s: s,
		hands: handsOf(path, s.Tournament)}
	sc.km.Hands.SetEnabled(sc.hands != "")
	sc.vp = viewport.New(80, 20)
	sc.vp.SetContent(sc.places())
	return sc
}

// handsOf finds the hands of tournament number t beside its summary at
// path: the file a Writer names for it (the summary's name without
// ".summary"), else a file of the folder whose name holds the number (as
// PokerStars names its files, "HH20140802 T940000123 …") and whose first
// hand is the tournament's. "" when none is.
func handsOf(path string, t int64) string {
	dir := filepath.Dir(path)
	var candidates []string
	if base, ok := strings.CutSuffix(path, ".summary.txt"); ok {
		candidates = append(candidates, base+".txt")
	}
	num := strconv.FormatInt(t, 10)
	if es, err := os.ReadDir(dir); err == nil {
		for _, e := range es {
			if p := filepath.Join(dir, e.Name()); e.Type().IsRegular() && p != path && strings.Contains(e.Name(), num) {
				candidates = append(candidates, p)
			}
		}
	}
	for _, p := range candidates {
		hf, err := handhistory.Open(p)
		if err != nil {
			continue
		}
		first, _ := hf.Ends()
		hf.Close()
		if first != nil && first.Tournament == t {
			return p
		}
	}
	return ""
}

// summaryOf finds the summary of tournament number t beside its hands at
// path: the file a Writer names for it, else a file of the folder whose
// name holds the number and that is its summary. Nil when none is.
func summaryOf(path string, t int64) *handhistory.TournamentSummary {
	if t <= 0 {
		return nil
	}
	dir := filepath.Dir(path)
	candidates := []string{strings.TrimSuffix(path, ".txt") + ".summary.txt"}
	num := strconv.FormatInt(t, 10)
	if es, err := os.ReadDir(dir); err == nil {
		for _, e := range es {
			if p := filepath.Join(dir, e.Name()); e.Type().IsRegular() && p != path && p != candidates[0] && strings.Contains(e.Name(), num) {
				candidates = append(candidates, p)
			}
		}
	}
	for _, p := range candidates {
		ss, err := handhistory.ReadTournamentSummaries(p)
		if err != nil {
			continue
		}
		for i := range ss {
			if ss[i].Tournament == t {
				return &ss[i]
			}
		}
	}
	return nil
}

func (sc *summaryScreen) Init() tea.Cmd { return nil }
func (sc *summaryScreen) Typing() bool  { return false }
func (sc *summaryScreen) Keys() help.KeyMap {
	k := sc.km
	if sc.standalone {
		k.Back.SetHelp("esc/q", "quit")
	}
	return k
}

func (sc *summaryScreen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		sc.width, sc.height = msg.Width, msg.Height
		sc.vp.Width = msg.Width
		sc.vp.Height = max(msg.Height-len(sc.top())-1, 1)
		return sc, nil
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, sc.km.Back), sc.standalone && msg.String() == "q":
			if sc.standalone {
				return sc, tea.Quit
			}
			return sc, kit.GoBack()
		case key.Matches(msg, sc.km.Hands):
			hs, err := newHandsScreen(sc.ctx, sc.hands)
			if err != nil {
				sc.ctx.SetWarning(handhistory.Clean(err.Error()))
				return sc, nil
			}
			if sc.standalone {
				return sc, kit.Open(hs) // esc comes back to the summary
			}
			return sc, kit.ReplaceWith(hs)
		}
	}
	var cmd tea.Cmd
	sc.vp, cmd = sc.vp.Update(msg)
	return sc, cmd
}

// top is the summary's lines above the places.
func (sc *summaryScreen) top() []string {
	st := sc.ctx.Styles
	s := sc.s
	w := sc.width
	if w <= 0 {
		w = 80
	}
	cost := "freeroll"
	if !s.Freeroll {
		cost = "buy-in " + handhistory.FormatAmount(s.BuyIn, s.Currency) + " + " + handhistory.FormatAmount(s.Fee, s.Currency)
	}
	facts := fmt.Sprintf("%s · %s · %s players", s.Game, cost, kit.Chips(max(s.Entries, len(s.Places))))
	if s.PrizePool >= 0 {
		facts += " · prize pool " + handhistory.FormatAmount(s.PrizePool, s.Currency)
	}
	when := ""
	if !s.Started.IsZero() {
		when = "Started " + s.Started.Local().Format("2006-01-02 15:04")
		if !s.Finished.IsZero() {
			when += ", finished " + s.Finished.Local().Format("2006-01-02 15:04")
		}
	}
	lines := []string{
		st.Heading.Render("Tournament summary") + st.Faint.Render(" · "+kit.Truncate(sc.name, max(w-22, 20))),
		"  " + st.Text.Render(kit.Truncate(fmt.Sprintf("%s Tournament #%d", s.Site, s.Tournament), w-4)),
		"  " + st.Faint.Render(kit.Truncate(facts, w-4)),
	}
	if when != "" {
		lines = append(lines, "  "+st.Faint.Render(when))
	}
	lines = append(lines, "  "+st.Selected.Render(kit.Truncate(s.Standing(), w-4)))
	if sc.hands != "" {
		lines = append(lines, "  "+st.Faint.Render(kit.Truncate("Its hands: "+handhistory.Clean(filepath.Base(sc.hands))+" (enter)", w-4)))
	} else {
		lines = append(lines, "  "+st.Faint.Render("Its hands are not in this folder."))
	}
	return append(lines, "", "  "+st.Faint.Render(fmt.Sprintf("%-6s %-22s %-18s %s", "Place", "Player", "From", "Prize")))
}

// places are the lines of the ranking.
func (sc *summaryScreen) places() string {
	st := sc.ctx.Styles
	var b strings.Builder
	for i, p := range sc.s.Places {
		if i > 0 {
			b.WriteByte('\n')
		}
		prize := "-"
		switch {
		case p.StillPlaying:
			prize = "still playing"
		case p.Prize > 0:
			prize = handhistory.FormatAmount(p.Prize, sc.s.Currency)
		}
		line := fmt.Sprintf("%-6d %-22s %-18s %s", p.Rank, kit.Truncate(p.Name, 21), kit.Truncate(p.Where, 17), prize)
		if p.Name == sc.s.Hero {
			b.WriteString("  " + st.Selected.Render(line))
		} else {
			b.WriteString("  " + st.Text.Render(line))
		}
	}
	return b.String()
}

func (sc *summaryScreen) View() string {
	return strings.Join(sc.top(), "\n") + "\n" + sc.vp.View()
}
