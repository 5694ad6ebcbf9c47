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
	"parlor/internal/thousands"
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
			if err := refuseFlags(cmd, "reading histories involves no chance", "seed"); err != nil {
				return err
			}
			// The format means nothing to a reader that takes both, but a
			// value that is no format is a mistake worth saying.
			if _, err := handhistory.ParseFormat(g.historyFormat); err != nil {
				return usagef(cmd, "--history-format: %v", err)
			}
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
	addHistoryFlags(cmd.PersistentFlags(), g)
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

func listHistories(w io.Writer, dir string) error {
	shown := handhistory.Clean(dir)
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintf(w, "No hand histories yet: %s does not exist.\n", shown)
		return nil
	}
	if err != nil {
		return fmt.Errorf("list hand histories: %s", handhistory.Clean(err.Error()))
	}
	var files []handhistory.Description
	var skipped []string
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if !e.Type().IsRegular() {
			// A FIFO would block the listing, a device never end.
			skipped = append(skipped, handhistory.Clean(e.Name()))
			continue
		}
		files = append(files, handhistory.Describe(filepath.Join(dir, e.Name())))
	}
	if len(files) == 0 {
		fmt.Fprintf(w, "No hand histories yet in %s.\n", shown)
		noteSkipped(w, skipped)
		return nil
	}
	sort.SliceStable(files, func(i, j int) bool {
		if !files[i].Start.Equal(files[j].Start) {
			return files[i].Start.After(files[j].Start)
		}
		return files[i].Name > files[j].Name
	})
	fmt.Fprintf(w, "Hand histories in %s, newest first:\n\n", shown)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "DATE\tHANDS\tPLAYERS\tRESULT\tFILE")
	for _, d := range files {
		date := "-"
		if !d.Start.IsZero() {
			date = d.Start.Local().Format("2006-01-02 15:04")
		}
		hands, players, result := strconv.Itoa(d.Hands), strings.Join(d.Players(), " v "), d.Result()
		if d.Ring && d.Err == nil {
			result = ringResult(d.Path, result)
		}
		switch {
		case d.Err != nil:
			hands, players, result = "-", "-", readError(d.Err)
		case d.Summary != nil:
			hands = "-" // a tournament summary: no hands, the standing
		case d.First == nil:
			players, result = "-", "no hands yet"
		}
		if d.CutOff != nil && d.Err == nil {
			result += fmt.Sprintf(" (last hand cut off at line %d)", errorLine(d.CutOff))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", date, hands, handhistory.Clean(players), handhistory.Clean(result), d.Name)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	noteSkipped(w, skipped)
	return nil
}

// ringResult is the result of a ring game's file: its players' nets, the
// sum of every hand (the ends of the file cannot tell it); else what the
// listing said.
func ringResult(path, fallback string) string {
	hf, err := handhistory.Open(path)
	if err != nil {
		return fallback
	}
	defer hf.Close()
	if s := hf.Summarize(); s.Hands > 0 && s.Ring {
		return s.Result()
	}
	return fallback
}

// noteSkipped says which entries of the folder the listing left out.
func noteSkipped(w io.Writer, names []string) {
	if len(names) > 0 {
		fmt.Fprintf(w, "\nNot regular files, skipped: %s\n", strings.Join(names, ", "))
	}
}

// readError says in the listing why a file cannot be read: the reason,
// without the path the FILE column shows.
func readError(err error) string {
	var pe *handhistory.ParseError
	switch {
	case errors.Is(err, handhistory.ErrNotHistory):
		return err.Error()
	case errors.As(err, &pe):
		return fmt.Sprintf("cannot be read: line %d: %s", pe.Line, pe.Msg)
	}
	return "cannot be read: " + err.Error()
}

// errorLine is the line an error names, 0 if none.
func errorLine(err error) int {
	var pe *handhistory.ParseError
	if errors.As(err, &pe) {
		return pe.Line
	}
	return 0
}

// summarizeHistory sums up the file at path. A file that holds no hand
// Parlor reads is an error (exit 1) saying why.
func summarizeHistory(w io.Writer, path string) error {
	start := time.Now()
	hf, err := handhistory.Open(path)
	if err != nil {
		return errors.New(handhistory.Clean(err.Error()))
	}
	defer hf.Close()
	if err := hf.NotHistory(); err != nil {
		if ss, serr := handhistory.ReadTournamentSummaries(path); serr == nil {
			for i := range ss {
				if i > 0 {
					fmt.Fprintln(w)
				}
				printTournament(w, &ss[i])
			}
			return nil
		}
		return fmt.Errorf("%s: %w", handhistory.Clean(path), err)
	}
	s := hf.Summarize()
	took := time.Since(start)
	if s.Hands == 0 {
		return fmt.Errorf("%s: %w: no hand of %d reads: %s", handhistory.Clean(path), handhistory.ErrNotHistory,
			len(hf.Entries), handhistory.Clean(s.Errors[0].Error()))
	}
	fmt.Fprintf(w, "%s: %s, %s (read in %v)\n", handhistory.Clean(filepath.Base(path)), thousands.Count(s.Hands, "hand"), s.Result(),
		took.Round(time.Microsecond))
	if s.Hands > 0 {
		width := len("PLAYER")
		for _, p := range s.Players {
			width = max(width, len(p.Player))
		}
		unit := "CHIPS"
		if s.Currency != "" {
			unit = "MONEY"
		}
		fmt.Fprintf(w, "\n%-*s  %6s  %6s  %13s  %10s  %10s\n", width, "PLAYER", "HANDS", "WON", "SHOWDOWNS WON", unit, "PER HAND")
		for _, p := range s.Players {
			if p.Hands == 0 {
				continue // seated but sitting out, and never posted
			}
			fmt.Fprintf(w, "%-*s  %6d  %6d  %13s  %10s  %10s\n", width, p.Player, p.Hands, p.Won,
				fmt.Sprintf("%d of %d", p.ShowdownsWon, p.Showdowns), handhistory.SignedAmount(p.Net, s.Currency), perHand(p.NetPerHand(), s.Currency))
		}
	}
	if h := s.Stats(s.Hero); h != nil {
		fmt.Fprintf(w, "\n%s: VPIP %s%%, PFR %s%%, aggression factor %s (%s)\n", h.Player,
			thousands.Percent(h.VPIPHands, h.Hands, 1), thousands.Percent(h.PFRHands, h.Hands, 1), aggression(h), thousands.Count(h.Hands, "hand"))
	}
	if n := len(s.Errors); n > 0 {
		fmt.Fprintf(w, "\n%s could not be read:\n", thousands.Count(n, "hand"))
		for i, e := range s.Errors {
			if i == 10 {
				fmt.Fprintf(w, "  … and %d more\n", n-10)
				break
			}
			fmt.Fprintf(w, "  %s\n", handhistory.Clean(e.Error()))
		}
		if last := s.Errors[n-1]; errors.Is(last, handhistory.ErrCutOff) && errorLine(last) >= hf.Entries[len(hf.Entries)-1].Line {
			fmt.Fprintf(w, "The file ends in the middle of its last hand (line %d): cut off.\n", errorLine(last))
		}
	}
	return nil
}

// printTournament prints a tournament summary: what it cost, who played,
// where each finished.
func printTournament(w io.Writer, s *handhistory.TournamentSummary) {
	buyIn := "freeroll"
	if !s.Freeroll {
		buyIn = "buy-in " + handhistory.FormatAmount(s.BuyIn, s.Currency) + " + " + handhistory.FormatAmount(s.Fee, s.Currency)
	}
	fmt.Fprintf(w, "%s Tournament #%d: %s, %s, %s", s.Site, s.Tournament, s.Game, buyIn, thousands.Count(max(s.Entries, len(s.Places)), "player"))
	if s.PrizePool >= 0 {
		fmt.Fprintf(w, ", prize pool %s", handhistory.FormatAmount(s.PrizePool, s.Currency))
	}
	fmt.Fprintln(w)
	if !s.Started.IsZero() {
		fmt.Fprintf(w, "started %s", s.Started.Local().Format("2006-01-02 15:04"))
		if !s.Finished.IsZero() {
			fmt.Fprintf(w, ", finished %s", s.Finished.Local().Format("2006-01-02 15:04"))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%s\n\n", s.Standing())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "PLACE\tPLAYER\tFROM\tPRIZE")
	for i, p := range s.Places {
		if i == 20 && len(s.Places) > 21 {
			fmt.Fprintf(tw, "…\t%d more\t\t\n", len(s.Places)-20)
			break
		}
		prize := "-"
		switch {
		case p.StillPlaying:
			prize = "still playing"
		case p.Prize > 0:
			prize = handhistory.FormatAmount(p.Prize, s.Currency)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", p.Rank, p.Name, p.Where, prize)
	}
	tw.Flush()
}

// perHand writes an average per hand, rounded as every figure shown
// (thousands.Fixed): "+12.5" chips, "+1,500.0", "+$0.25".
func perHand(x float64, currency string) string {
	if currency == "" {
		return thousands.Signed(x, 1)
	}
	sign := ""
	switch cents := thousands.Fixed(x, 0); {
	case x > 0 && cents != "0":
		sign = "+"
	case x < 0 && cents != "0":
		sign = "-"
	}
	return sign + currency + thousands.Fixed(math.Abs(x)/100, 2)
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
		return thousands.Fixed(af, 2)
	}
}
