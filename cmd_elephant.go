package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"parlor/ai/elephantbot"
	"parlor/elephant"
)

func newElephantCmd(g *globalFlags) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "elephant",
		Short: "White Elephant: bot tournaments",
		Long: `White Elephant, the gift exchange: open a present or steal one, and end
each round holding the most valuable.`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error {
			return refuseFlags(cmd, "White Elephant writes no hand histories", "history-dir", "history-format")
		},
	}
	cmd.AddCommand(newElephantTournamentCmd(g))
	return cmd
}

type elephantTournamentFlags struct {
	bots   string
	games  int
	target float64
}

func newElephantTournamentCmd(g *globalFlags) *cobra.Command {
	var f elephantTournamentFlags
	cmd := &cobra.Command{
		Use:   "tournament",
		Short: "Seat computer players at one table and play games to a target",
		Long: `Seat the chosen computer players at one table and play --games games, each
to --target points (every round adds the value, 0 to 1, of the present a
player ends with). Prints one line per bot, best first: its mean final score,
the standard deviation, and its wins.

` + wrapWords("Bots: "+strings.Join(elephantbot.Names(), ", ")+
			`. "all" seats every one of them. expert is our own: it plays the round out
like SampleBot, but expects a table like the spec's. The same --seed replays
the same tournament.`, 76),
		Example: `  parlor elephant tournament --bots all --games 20 --target 500 --seed 1
  parlor elephant tournament --bots samplebot,greedybot,nicebot --games 100`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runElephantTournament(cmd, g, f)
		},
	}
	cmd.Flags().StringVar(&f.bots, "bots", "all", `comma-separated bot names (any case), or "all"`)
	cmd.Flags().IntVar(&f.games, "games", 20, "number of games (at most 10¹²)")
	cmd.Flags().Float64Var(&f.target, "target", 500, "score that ends a game (at most 1,000,000)")
	return cmd
}

func runElephantTournament(cmd *cobra.Command, g *globalFlags, f elephantTournamentFlags) error {
	bots, err := elephantbot.Parse(f.bots)
	if err != nil {
		return usagef(cmd, "--bots: %v", err)
	}
	if len(bots) < 2 {
		return usagef(cmd, "--bots: a table needs at least 2 bots, got %d", len(bots))
	}
	if err := checkCount(cmd, "games", f.games); err != nil {
		return err
	}
	// A round adds at most 1 a player, so a game lasts at least target
	// rounds: a million is hours a game, and well inside float64's exact
	// integers.
	const maxTarget = 1_000_000
	if !(f.target > 0 && f.target <= maxTarget) { // also refuses NaN
		return usagef(cmd, "--target must be more than 0 and at most %s, got %v", commas(maxTarget), f.target)
	}
	seed := g.seed
	if !cmd.Flags().Changed("seed") {
		seed = uint64(time.Now().UnixNano())
	}
	seats := make([]elephant.Seat, len(bots))
	for i, b := range bots {
		seats[i] = b.Seat()
	}
	t := elephant.Tournament{Seats: seats, Games: f.games, Target: f.target, Seed: seed}

	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	terminal := false
	if file, ok := errOut.(*os.File); ok {
		terminal = isatty.IsTerminal(file.Fd())
	}
	bar := newProgressTo(errOut, terminal, f.games, "games")
	var mu sync.Mutex // Done runs on the workers; the report is not safe for concurrent use
	t.Done = func() {
		mu.Lock()
		bar.Add(1)
		mu.Unlock()
	}
	start := time.Now()
	st, err := t.RunContext(cmd.Context())
	bar.Finish()
	if err := stopped(cmd, err, bar, "games"); err != nil {
		return err
	}
	elapsed := time.Since(start)
	printElephantStandings(out, st, seed, f)
	// Timing goes to stderr so that stdout replays exactly from the seed.
	fmt.Fprintf(errOut, "%d games in %.1fs (%.2fs a game, all cores)\n", f.games, elapsed.Seconds(), elapsed.Seconds()/float64(f.games))
	return nil
}

func printElephantStandings(w io.Writer, st []elephant.Standing, seed uint64, f elephantTournamentFlags) {
	fmt.Fprintf(w, "White Elephant tournament: %d bots, %d games to %g, seed %d\n\n", len(st), f.games, f.target, seed)
	w0 := len("bot")
	for _, s := range st {
		w0 = max(w0, len(s.Name))
	}
	fmt.Fprintf(w, "%3s  %-*s  %8s  %7s  %5s\n", "#", w0, "bot", "mean", "sd", "wins")
	for i, s := range st {
		fmt.Fprintf(w, "%3d  %-*s  %8.1f  %7.1f  %5d\n", i+1, w0, s.Name, s.Mean, s.StdDev, s.Wins)
	}
}

// wrapWords breaks text into lines of at most width characters.
func wrapWords(text string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(text) {
		switch {
		case n == 0:
		case n+1+len(w) > width:
			b.WriteByte('\n')
			n = 0
		default:
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}
