package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"parlor/ai/elephantbot"
	"parlor/elephant"
	"parlor/game"
	"parlor/internal/thousands"
)

func init() { addGameCommands(game.Elephant.ID, newElephantCmd) }

func newElephantCmd(*globalFlags) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "elephant",
		Short: "White Elephant: bot tournaments",
		Long: `White Elephant, the gift exchange: open a present or steal one, and end
each round holding the most valuable.`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newElephantTournamentCmd())
	return cmd
}

type elephantTournamentFlags struct {
	bots   string
	games  int
	target float64
	elephantDrawFlags
}

func newElephantTournamentCmd() *cobra.Command {
	var f elephantTournamentFlags
	cmd := &cobra.Command{
		Use:   "tournament",
		Short: "Seat computer players at one table and play games to a target",
		Long: `Seat the chosen computer players at one table and play --games games, each
to --target points (every round adds the value, 0 to 1, of the present a
player ends with). Prints one line per bot, best first: its mean final score,
the standard deviation, and its wins.

` + fill("Bots: "+strings.Join(elephantbot.Names(), ", ")+
			`. "all" seats every one of them. expert is our own: it plays the round out
like SampleBot, but expects a table of the rules' bots
(docs/rules/elephant.md). The same --seed replays
the same tournament.`, 76),
		Example: `  parlor elephant tournament --bots all --games 20 --target 500 --seed 1
  parlor elephant tournament --bots samplebot,greedybot,nicebot --games 100`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runElephantTournament(cmd, f)
		},
	}
	f.elephantDrawFlags.add(cmd)
	cmd.Flags().StringVar(&f.bots, "bots", "all", `comma-separated bot names (any case), or "all"`)
	cmd.Flags().IntVar(&f.games, "games", 20, "number of games (at most 10¹²)")
	cmd.Flags().Float64Var(&f.target, "target", 500, "score that ends a game (at most 1,000,000)")
	return cmd
}

func runElephantTournament(cmd *cobra.Command, f elephantTournamentFlags) error {
	if f.drawing(cmd) {
		return runElephantDraw(cmd, f)
	}
	bots, err := elephantbot.Parse(f.bots)
	if err != nil {
		return usagef(cmd, "--bots: %v", err)
	}
	if len(bots) < 2 {
		return usagef(cmd, "--bots: a table needs at least 2 bots, got %d", len(bots))
	}
	seed, err := checkElephantRun(cmd, f)
	if err != nil {
		return err
	}
	seats := make([]elephant.Seat, len(bots))
	for i, b := range bots {
		seats[i] = b.Seat()
	}
	t := elephantbot.Tournament{Seats: seats, Games: f.games, Target: f.target, Seed: seed, Workers: workers(f.games)}
	var st []elephantbot.Standing
	elapsed, err := runElephantGames(cmd, f.games, func(ctx context.Context, done func()) (err error) {
		t.Done = done
		st, err = t.RunContext(ctx)
		return err
	})
	if err != nil {
		return err
	}
	printElephantStandings(cmd.OutOrStdout(), st, seed, f)
	printElephantTime(cmd.ErrOrStderr(), f.games, t.Workers, elapsed)
	return nil
}

// maxTarget is the largest --target: a round adds at most 1 a player, so a
// game lasts at least target rounds; a million is hours a game, and well
// inside float64's exact integers.
const maxTarget = 1_000_000

// checkElephantRun checks the flags every White Elephant tournament shares
// and returns the run's seed.
func checkElephantRun(cmd *cobra.Command, f elephantTournamentFlags) (uint64, error) {
	if err := checkCount(cmd, "games", f.games); err != nil {
		return 0, err
	}
	if !(f.target > 0 && f.target <= maxTarget) { // also refuses NaN
		return 0, usagef(cmd, "--target must be more than 0 and at most %s, got %v", thousands.Format(maxTarget), f.target)
	}
	return runSeed(cmd, seedFromClock), nil
}

// runElephantGames runs games games with a progress bar on stderr: run
// calls done after each game. It returns how long they took, or why they
// stopped (ctrl+c included).
func runElephantGames(cmd *cobra.Command, games int, run func(ctx context.Context, done func()) error) (time.Duration, error) {
	errOut := cmd.ErrOrStderr()
	terminal := false
	if file, ok := errOut.(*os.File); ok {
		terminal = isatty.IsTerminal(file.Fd())
	}
	bar := newProgressTo(errOut, terminal, games, "games")
	start := time.Now()
	err := run(cmd.Context(), func() { bar.Add(1) })
	bar.Finish()
	return time.Since(start), stopped(cmd, err, bar, "games")
}

// printElephantTime goes to stderr so that stdout replays exactly from the
// seed.
func printElephantTime(w io.Writer, games, workers int, elapsed time.Duration) {
	fmt.Fprintf(w, "%d games in %.1fs (%.2fs a game, %s)\n", games, elapsed.Seconds(), elapsed.Seconds()/float64(games), thousands.Count(workers, "worker"))
}

func printElephantStandings(w io.Writer, st []elephantbot.Standing, seed uint64, f elephantTournamentFlags) {
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

// fill refills text (its line breaks are spaces) into lines of at most
// width cells, broken at spaces and, as ansi.Wordwrap does, after hyphens.
func fill(text string, width int) string {
	return ansi.Wordwrap(strings.Join(strings.Fields(text), " "), width, "")
}
