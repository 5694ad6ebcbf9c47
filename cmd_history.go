package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"parlor/handhistory"
	"parlor/tui"
)

// newHistoryCmd lists the hand-history files, or sums up one of them.
// Subcommands (history open FILE, the browser screen) are added beside
// the file argument.
func newHistoryCmd(g *globalFlags) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "history [FILE]",
		Short: "List your hand histories, or sum up one match",
		Long: `Without FILE, list the hand-history files of --history-dir (by default
$XDG_DATA_HOME/parlor/hands), newest first, with the date, the number of hands,
the players and the result.

With FILE, sum up that match: hands played, hands won, showdowns won and chips
won or lost per hand for every player, and VPIP, PFR and aggression factor for
the player dealt the cards (you, in Parlor's files; the hero, in files from
PokerStars). FILE is a path, or the name of a file in the history directory.`,
		Example: `  parlor history
  parlor history match_2026-11-29_14-05-09.txt
  parlor history ~/Downloads/HH20131004.txt`,
		Args: checkArgs(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := g.historyDir
			if dir == "" {
				d, err := handhistory.DefaultDir()
				if err != nil {
					return err
				}
				dir = d
			}
			if len(args) == 0 {
				return listHistories(cmd.OutOrStdout(), dir)
			}
			return summarizeHistory(cmd.OutOrStdout(), historyPath(dir, args[0]))
		},
	}
	cmd.AddCommand(newHistoryOpenCmd(g))
	return cmd
}

// newHistoryOpenCmd opens the hand-history browser on one file.
func newHistoryOpenCmd(g *globalFlags) *cobra.Command {
	return &cobra.Command{
		Use:   "open FILE",
		Short: "Browse the hands of one history file: replay them, read them, sum them up",
		Long: `Open FILE in the hand-history browser: its hands with filters (showdowns, big
pots, won, lost), each replayed on the table step by step with pot odds and
equity, or shown as written; and the match statistics with a chip graph.
FILE is a path (Parlor's files, or PokerStars Limit Hold'em histories), or the
name of a file in the history directory.`,
		Example: `  parlor history open match_2026-11-29_14-05-09.txt
  parlor history open ~/Downloads/HH20131004.txt`,
		Args: checkArgs(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := g.historyDir
			if dir == "" {
				if d, err := handhistory.DefaultDir(); err == nil {
					dir = d
				}
			}
			opts := tui.Options{Seed: g.seed, SeedSet: cmd.Flags().Changed("seed"), HistoryDir: g.historyDir, HistoryFormat: g.historyFormat}
			if err := opts.Validate(); err != nil {
				return usagef(cmd, "%v", err)
			}
			return tui.RunHistory(opts, historyPath(dir, args[0]))
		},
	}
}

// historyPath finds FILE: as given, or else in the history directory.
func historyPath(dir, arg string) string {
	if _, err := os.Stat(arg); err == nil || filepath.IsAbs(arg) || strings.ContainsRune(arg, filepath.Separator) {
		return arg
	}
	if p := filepath.Join(dir, arg); fileExists(p) {
		return p
	}
	return arg
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// historyListing is one line of the listing.
type historyListing struct {
	name    string
	start   time.Time
	hands   int
	players string
	result  string
}

func listHistories(w io.Writer, dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(w, "No hand histories yet: %s does not exist.\n", dir)
		return nil
	}
	if err != nil {
		return fmt.Errorf("list hand histories: %w", err)
	}
	var files []historyListing
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		files = append(files, describeHistory(filepath.Join(dir, e.Name())))
	}
	if len(files) == 0 {
		fmt.Fprintf(w, "No hand histories yet in %s.\n", dir)
		return nil
	}
	sort.SliceStable(files, func(i, j int) bool {
		if !files[i].start.Equal(files[j].start) {
			return files[i].start.After(files[j].start)
		}
		return files[i].name > files[j].name
	})
	fmt.Fprintf(w, "Hand histories in %s, newest first:\n\n", dir)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "DATE\tHANDS\tPLAYERS\tRESULT\tFILE")
	for _, f := range files {
		date := "-"
		if !f.start.IsZero() {
			date = f.start.Local().Format("2006-01-02 15:04")
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\n", date, f.hands, f.players, f.result, handhistory.Clean(f.name))
	}
	return tw.Flush()
}

// describeHistory reads what the listing shows of one file: its first and
// last hands only.
func describeHistory(path string) historyListing {
	f := historyListing{name: filepath.Base(path)}
	info, err := os.Stat(path)
	if err == nil {
		f.start = info.ModTime()
	}
	hf, err := handhistory.Open(path)
	if err != nil {
		f.players, f.result = "-", "cannot be read: "+handhistory.Clean(err.Error())
		return f
	}
	defer hf.Close()
	f.hands = hf.Len()
	first, last := hf.Ends()
	if t, ok := handhistory.StartFromName(path); ok {
		f.start = t
	} else if first != nil && !first.Time.IsZero() {
		f.start = first.Time
	}
	if first == nil {
		f.players, f.result = "-", "no hand can be read"
		if f.hands == 0 {
			f.result = "no hands"
		}
		return f
	}
	names := make([]string, len(first.Players))
	for i, p := range first.Players {
		names[i] = p.Name
	}
	f.players = strings.Join(names, " v ")
	f.result = matchResult(last)
	return f
}

// matchResult says how a match stands after its last hand.
func matchResult(last *handhistory.Record) string {
	if last.Winner != "" {
		return last.Winner + " won the tournament"
	}
	final := last.FinalStacks()
	parts := make([]string, len(final))
	for i, s := range final {
		parts[i] = last.Players[i].Name + " " + chips(s)
	}
	return "unfinished: " + strings.Join(parts, ", ")
}

// chips writes a chip count with thousands separators: 1,500.
func chips(n int) string {
	s := strconv.Itoa(max(n, -n))
	var b strings.Builder
	if n < 0 {
		b.WriteByte('-')
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func summarizeHistory(w io.Writer, path string) error {
	start := time.Now()
	hf, err := handhistory.Open(path)
	if err != nil {
		return err
	}
	defer hf.Close()
	s := hf.Summarize()
	took := time.Since(start)
	fmt.Fprintf(w, "%s: %d hands", handhistory.Clean(filepath.Base(path)), s.Hands)
	if s.Last != nil {
		fmt.Fprintf(w, ", %s", matchResult(s.Last))
	}
	fmt.Fprintf(w, " (read in %v)\n", took.Round(time.Microsecond))
	if s.Hands > 0 {
		width := len("PLAYER")
		for _, p := range s.Players {
			width = max(width, len(p.Player))
		}
		fmt.Fprintf(w, "\n%-*s  %6s  %6s  %13s  %8s  %8s\n", width, "PLAYER", "HANDS", "WON", "SHOWDOWNS WON", "CHIPS", "PER HAND")
		for _, p := range s.Players {
			if p.Hands == 0 {
				continue // seated but sitting out
			}
			fmt.Fprintf(w, "%-*s  %6d  %6d  %13s  %+8d  %+8.1f\n", width, p.Player, p.Hands, p.Won,
				fmt.Sprintf("%d of %d", p.ShowdownsWon, p.Showdowns), p.Net, p.NetPerHand())
		}
	}
	if h := s.Stats(s.Hero); h != nil {
		fmt.Fprintf(w, "\n%s: VPIP %.1f%%, PFR %.1f%%, aggression factor %s (%d hands)\n",
			h.Player, 100*h.VPIP(), 100*h.PFR(), aggression(h), h.Hands)
	}
	if n := len(s.Errors); n > 0 {
		fmt.Fprintf(w, "\n%d hand(s) could not be read:\n", n)
		for i, e := range s.Errors {
			if i == 10 {
				fmt.Fprintf(w, "  … and %d more\n", n-10)
				break
			}
			fmt.Fprintf(w, "  %v\n", e)
		}
	}
	return nil
}

// aggression writes the aggression factor: "-" without post-flop
// actions, "∞" for bets without a call.
func aggression(s *handhistory.Stats) string {
	switch af := s.Aggression(); {
	case math.IsInf(af, 1):
		return "∞ (never called)"
	case s.Bets+s.Raises+s.Calls == 0:
		return "- (no action after the flop)"
	default:
		return strconv.FormatFloat(af, 'f', 2, 64)
	}
}
