package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"parlor/ai/holdembot"
	"parlor/game"
	"parlor/handhistory"
	"parlor/poker"
)

func init() { addGameCommands(game.Holdem.ID, newMatchCmd) }

type matchFlags struct {
	bot, vs     string
	hands       int
	tournaments int
	table       tableFlags
}

func newMatchCmd(g *globalFlags) *cobra.Command {
	var f matchFlags
	cmd := &cobra.Command{
		Use:   "match",
		Short: "Play heads-up Hold'em between two computer players",
		Long: `Play heads-up Fixed-Limit Hold'em between two computer players and print the
result of one (--bot) against the other (--vs).

Deals are duplicate: every deck is played twice, with the seats swapped, so
that both players get the same cards and most of the luck cancels. By default
stacks are reset to 1,500 every hand at blinds of 10/20, and the result is
in milli-big-blinds per hand with a 95 % confidence interval (each deal pair
is one sample). --tournament N plays N whole matches from 1,500 chips with the
blind schedule instead, and prints the matches won.

` + holdemBotsHelp() + `
All cores are used; the same --seed gives the same result. --history-dir
writes every hand, one new file per block of 2,000 hands (or per match), in
--history-format: ring-game hands that stand alone with --hands, tournament
hands with --tournament. Files are never overwritten; a write that fails
stops the run and prints the result so far.

--seats N --bots a,b,c,… seats N bots (2 to 9) at one table of a ring game
(stacks reset every hand): every deal is played once in each seating, the
bots moved a chair round each time, and each bot's result is in mbb/hand.
--sitngo M --bots … plays M sit-and-gos instead and prints each bot's
finishing places and mean place with its 95 % interval. These runs use all
cores too, with the same result for a seed, and write one file a block of
hands (ring) or a sit-and-go, with its tournament summary, in --history-dir.`,
		Example: `  parlor match --bot hard --vs easy --hands 100000 --seed 1
  parlor match --bot sklansky --vs maniac --tournament 1000 --seed 1
  parlor match --seats 6 --bots sklansky,equity,caller,maniac,random,expert --hands 60000 --seed 1
  parlor match --sitngo 100 --bots sklansky,equity,caller,maniac,random,expert --seed 1`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.table.tableRun(cmd) {
				return runTableMatch(cmd, g, f.table, f.hands)
			}
			return runMatch(cmd, g, f)
		},
	}
	cmd.Flags().StringVar(&f.bot, "bot", holdembot.Default, "the bot whose result is printed")
	cmd.Flags().StringVar(&f.vs, "vs", "caller", "the bot it plays against")
	cmd.Flags().SetNormalizeFunc(oldNames(map[string]string{"a": "bot", "b": "vs"}))
	cmd.Flags().IntVar(&f.hands, "hands", 10000, "hands to play with stacks reset every hand (rounded up to even; at most 10¹²)")
	cmd.Flags().IntVar(&f.tournaments, "tournament", 0, "play this many whole 1,500-chip matches instead (at most 10¹²)")
	addTableFlags(cmd, &f.table)
	addHistoryFlags(cmd.Flags(), g)
	return cmd
}

func runMatch(cmd *cobra.Command, g *globalFlags, f matchFlags) error {
	a, err := holdemBot(cmd, "--bot", f.bot)
	if err != nil {
		return err
	}
	b, err := holdemBot(cmd, "--vs", f.vs)
	if err != nil {
		return err
	}
	if err := checkCount(cmd, "hands", f.hands); err != nil {
		return err
	}
	if cmd.Flags().Changed("tournament") {
		if err := checkCount(cmd, "tournament", f.tournaments); err != nil {
			return err
		}
		if cmd.Flags().Changed("hands") {
			return usagef(cmd, "--hands and --tournament: give one (a tournament match plays until a player has all the chips)")
		}
	}
	format, err := handhistory.ParseFormat(g.historyFormat)
	if err != nil {
		return usagef(cmd, "--history-format: %v", err)
	}
	if g.historyDir == "" && cmd.Flags().Changed("history-format") {
		return usagef(cmd, "--history-format: a match writes hand histories only with --history-dir")
	}
	seed := runSeed(cmd, seedFromClock)
	cfg := holdembot.MatchConfig{A: a, B: b, Hands: f.hands, Matches: f.tournaments, Seed: seed}

	var hist *handhistory.Sessions
	if g.historyDir != "" {
		hist, err = handhistory.NewSessions(handhistory.SessionOptions{
			Dir: g.historyDir, Format: format, Ring: f.tournaments == 0, Seed: seed,
			SessionHands: holdembot.SessionHands,
		})
		if err != nil {
			return err
		}
		cfg.Hand = hist.Add
	}

	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	terminal := false
	if file, ok := errOut.(*os.File); ok {
		terminal = isatty.IsTerminal(file.Fd())
	}
	total, unit := f.hands+f.hands%2, "hands"
	if f.tournaments > 0 {
		total, unit = f.tournaments, "matches"
	}
	bar := newProgressTo(errOut, terminal, total, unit)
	cfg.Progress = bar.Add
	start := time.Now()
	res, err := holdembot.PlayContext(cmd.Context(), cfg)
	bar.Finish()
	err = stopped(cmd, err, bar, unit)
	var histErr error
	if hist != nil {
		histErr = hist.Close()
	}
	if err != nil {
		if histErr != nil && errors.Is(err, histErr) {
			printSoFar(out, cfg, hist.Written())
		}
		return err
	}
	elapsed := time.Since(start)
	printMatch(out, cfg, res)
	if histErr != nil {
		return histErr // the result stands; the files hold the hands before the failure
	}
	// Timing goes to stderr so that stdout replays exactly from the seed.
	fmt.Fprintf(errOut, "%d hands in %.1fs: %.0f hands/s\n", res.Hands, elapsed.Seconds(), float64(res.Hands)/elapsed.Seconds())
	if hist != nil {
		fmt.Fprintf(errOut, "hand histories in %s\n", g.historyDir)
	}
	return nil
}

func printMatch(w io.Writer, cfg holdembot.MatchConfig, res holdembot.MatchResult) {
	if cfg.Matches > 0 {
		fmt.Fprintf(w, "%s vs %s: %d tournament matches (duplicate), seed %d\n", cfg.A, cfg.B, res.Matches, cfg.Seed)
		fmt.Fprintf(w, "%s wins %d, %s wins %d", cfg.A, res.WinsA, cfg.B, res.WinsB)
		if unfinished := res.Matches - res.WinsA - res.WinsB; unfinished > 0 {
			fmt.Fprintf(w, ", %d unfinished", unfinished)
		}
		fmt.Fprintf(w, "\n%s wins %.1f%% of matches (95%% CI %.1f%% to %.1f%%), %.1f hands a match\n",
			cfg.A, 100*res.WinShare, 100*res.WinLo, 100*res.WinHi, float64(res.Hands)/float64(res.Matches))
		return
	}
	fmt.Fprintf(w, "%s vs %s: %d hands (duplicate, stacks reset to %d at 10/20), seed %d\n", cfg.A, cfg.B, res.Hands, poker.StartingStack, cfg.Seed)
	fmt.Fprintf(w, "%s: %+.0f mbb/hand (95%% CI %+.0f to %+.0f)\n", cfg.A, res.MBB, res.MBB-res.MBBHalf, res.MBB+res.MBBHalf)
}

// printSoFar prints, after a history write failed, how many hands the
// files keep whole (fewer than were played: those of the write that failed
// and those still waiting in batches are lost) and the result over them.
func printSoFar(w io.Writer, cfg holdembot.MatchConfig, t handhistory.Tally) {
	fmt.Fprintf(w, "%s vs %s: stopped after %d hands: the history could not be written; its files keep %d of them, whole\n",
		cfg.A, cfg.B, t.Played, t.Hands)
	if cfg.Matches > 0 {
		fmt.Fprintf(w, "matches the files keep to their end: %s wins %d, %s wins %d\n", cfg.A, t.Wins[0], cfg.B, t.Wins[1])
		return
	}
	if t.Hands > 0 {
		bb := float64(poker.LevelOf(1).BigBlind)
		fmt.Fprintf(w, "%s over those %d hands: %+d chips, %+.0f mbb/hand\n", cfg.A, t.Hands, t.Net, float64(t.Net)/bb*1000/float64(t.Hands))
	}
}

// holdemBot is the Hold'em bot that name, given to flag, stands for: a
// bot's own name or a level's, as the table shows them ("Hard (expert)").
func holdemBot(cmd *cobra.Command, flag, name string) (string, error) {
	if bot, ok := holdembot.Lookup(name); ok {
		return bot, nil
	}
	return "", usagef(cmd, "%s: unknown bot %q (known: %s)", flag, strings.TrimSpace(name), strings.Join(holdemNames(), ", "))
}

// holdemNames are the names a Hold'em bot may be given by: the levels,
// then the bots.
func holdemNames() []string {
	var ns []string
	for _, l := range holdembot.Levels() {
		ns = append(ns, strings.ToLower(l.Name))
	}
	return append(ns, holdembot.Names()...)
}

// holdemBotsHelp is the help's line on the Hold'em bots, levels included.
func holdemBotsHelp() string {
	var ls []string
	for _, l := range holdembot.Levels() {
		ls = append(ls, strings.ToLower(l.Name)+" ("+l.Bot+")")
	}
	return "Bots: " + strings.Join(holdembot.Names(), ", ") + ", or a level as the\ntable names them: " + strings.Join(ls, ", ") + "."
}

// oldNames keeps a command's former flag names working, read as the
// current ones (old to new); help shows only the new.
func oldNames(old map[string]string) func(*pflag.FlagSet, string) pflag.NormalizedName {
	return func(_ *pflag.FlagSet, name string) pflag.NormalizedName {
		if n, ok := old[name]; ok {
			return pflag.NormalizedName(n)
		}
		return pflag.NormalizedName(name)
	}
}
