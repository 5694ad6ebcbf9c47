package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/game"
	"parlor/internal/thousands"
)

func init() { addGameCommands(game.CamelUp.ID, newCamelupCmd) }

func newCamelupCmd(*globalFlags) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "camelup",
		Short: "Camel Up: bot tournaments and matches",
		Long: `Camel Up, the camel race: bet on the round and the race, move camels and
lay traps; the richest player at the end wins.`,
		Args: checkArgs(cobra.NoArgs),
		// Runnable, so that cobra checks the arguments and a mistyped
		// subcommand is a usage error rather than the help.
		RunE: func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newCamelupTournamentCmd(), newCamelupMatchCmd())
	return cmd
}

type camelupTournamentFlags struct {
	bots    string
	games   int
	seats   int
	edition camelup.Edition
}

// Default pools of the second edition, whose bots differ from the contest's.
const (
	secondDefaultBots = "expert,legwise,leader,random"
	secondDefaultVs   = "legwise"
)

// addEditionFlag adds --edition and reads it into f before the command runs.
func addEditionFlag(cmd *cobra.Command, f *camelupTournamentFlags) {
	var text string
	cmd.Flags().StringVar(&text, "edition", "1", "rulebook: 1, the contest's; 2, the second edition (2018, crazy camels)")
	cmd.PreRunE = func(cmd *cobra.Command, _ []string) error {
		ed, err := camelup.ParseEdition(text)
		if err != nil {
			return usagef(cmd, "--edition: %v", err)
		}
		f.edition = ed
		return nil
	}
}

// parseBots reads a list of bot names of edition ed.
func parseBots(ed camelup.Edition, list string) ([]camelupbot.Bot, error) {
	if ed == camelup.Contest {
		return camelupbot.Parse(list)
	}
	return camelupbot.ParseIn(ed, list)
}

func newCamelupTournamentCmd() *cobra.Command {
	var f camelupTournamentFlags
	cmd := &cobra.Command{
		Use:   "tournament",
		Short: "Play the bot tournament of the rules",
		Long: `Play the rules' bot tournament: each game seats 4 different bots of the
pool, drawn at random, in random seat order, and every winner of a game (ties
included) scores a point. Without --games it plays 100 games for every 10 bots
in the pool, rounded up. Prints one line per bot, most points first: its
points, games, and win rate with a 95 % (Wilson) interval.

Bots: ` + strings.Join(camelupbot.Names(), ", ") + `. A name given again enters
another bot of that kind ("bogart#2"). The same --seed replays the same
tournament.

With --edition 2 the games follow the second edition (2018) and its bots
play: ` + strings.Join(camelupbot.NamesOf(camelup.Second), ", ") + ` (default pool: ` + secondDefaultBots + `).`,
		Example: `  parlor camelup tournament --bots player0,player1,player2,bogart --games 100 --seed 1
  parlor camelup tournament --bots expert,bogart,bogart,bogart --games 1000
  parlor camelup tournament --edition 2 --games 2000 --seed 1`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.edition == camelup.Second && !cmd.Flags().Changed("bots") {
				f.bots = secondDefaultBots
			}
			bots, err := parseBots(f.edition, f.bots)
			if err != nil {
				return usagef(cmd, "--bots: %v", err)
			}
			return runCamelupTournament(cmd, bots, f)
		},
	}
	cmd.Flags().StringVar(&f.bots, "bots", "player0,player1,player2,bogart", "comma-separated bot names (any case)")
	cmd.Flags().IntVar(&f.games, "games", 0, "number of games, at most 10¹² (default: 100 for every 10 bots)")
	cmd.Flags().IntVar(&f.seats, "seats", camelupbot.SeatsPerGame, "players a game (2 to 8)")
	addEditionFlag(cmd, &f)
	return cmd
}

func newCamelupMatchCmd() *cobra.Command {
	var (
		bot, vs string
		f       camelupTournamentFlags
	)
	cmd := &cobra.Command{
		Use:   "match",
		Short: "Seat one bot against copies of another",
		Long: `Play one bot against --seats − 1 copies of another, in random seat order
each game, and print its win rate with a 95 % (Wilson) interval. With 4 seats
a fair share is 25 %.

Bots: ` + strings.Join(camelupbot.Names(), ", ") + `.`,
		Example: `  parlor camelup match --bot expert --vs bogart --games 2000 --seed 1`,
		Args:    checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if f.seats < camelup.MinPlayers || f.seats > camelup.MaxPlayers {
				return usagef(cmd, "--seats must be %d to %d, got %d", camelup.MinPlayers, camelup.MaxPlayers, f.seats)
			}
			if f.edition == camelup.Second && !cmd.Flags().Changed("vs") {
				vs = secondDefaultVs
			}
			list := bot + strings.Repeat(","+vs, f.seats-1)
			bots, err := parseBots(f.edition, list)
			if err != nil {
				flag := "--bot"
				if _, ok := camelupbot.LookupIn(f.edition, bot); ok {
					flag = "--vs"
				}
				return usagef(cmd, "%s: %v", flag, err)
			}
			if strings.EqualFold(strings.TrimSpace(bot), strings.TrimSpace(vs)) {
				return usagef(cmd, "--bot and --vs are both %q: pick two different bots", bot)
			}
			return runCamelupTournament(cmd, bots, f)
		},
	}
	cmd.Flags().StringVar(&bot, "bot", "expert", "the bot to measure")
	cmd.Flags().StringVar(&vs, "vs", "bogart", "the bot filling the other seats (--edition 2: "+secondDefaultVs+")")
	cmd.Flags().IntVar(&f.games, "games", 1000, "number of games (at most 10¹²)")
	cmd.Flags().IntVar(&f.seats, "seats", camelupbot.SeatsPerGame, "players a game (2 to 8)")
	addEditionFlag(cmd, &f)
	return cmd
}

func runCamelupTournament(cmd *cobra.Command, bots []camelupbot.Bot, f camelupTournamentFlags) error {
	// The tournament's --games 0, its default, is the rules' count for the pool.
	if f.games != 0 || cmd.Name() == "match" {
		if err := checkCount(cmd, "games", f.games); err != nil {
			return err
		}
	}
	if f.seats < camelup.MinPlayers || f.seats > camelup.MaxPlayers {
		return usagef(cmd, "--seats must be %d to %d, got %d", camelup.MinPlayers, camelup.MaxPlayers, f.seats)
	}
	if len(bots) < f.seats {
		return usagef(cmd, "--bots: %d bots cannot fill %d different seats; name a bot twice to enter it twice", len(bots), f.seats)
	}
	seed := runSeed(cmd, seedFromClock)
	if f.edition == camelup.Contest {
		camelup.WarmRaceTable()
	}
	t := camelupbot.Tournament{Bots: bots, Games: f.games, Seats: f.seats, Seed: seed, Edition: f.edition}
	games := t.GameCount()
	t.Workers = workers(games)

	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	terminal := false
	if file, ok := errOut.(*os.File); ok {
		terminal = isatty.IsTerminal(file.Fd())
	}
	bar := newProgressTo(errOut, terminal, games, "games")
	t.Done = func() { bar.Add(1) }
	start := time.Now()
	st, err := t.RunContext(cmd.Context())
	bar.Finish()
	if err := stopped(cmd, err, bar, "games"); err != nil {
		return err
	}
	elapsed := time.Since(start)
	printCamelupStandings(out, st, games, f.seats, seed, f.edition)
	if cmd.Name() == "match" {
		printCamelupMatch(out, st, bots[0].Name, f.seats)
	}
	// Timing goes to stderr so that stdout replays exactly from the seed.
	fmt.Fprintf(errOut, "%d games in %.1fs (%s)\n", games, elapsed.Seconds(), thousands.Count(t.Workers, "worker"))
	return nil
}

func printCamelupStandings(w io.Writer, st []camelupbot.Standing, games, seats int, seed uint64, ed camelup.Edition) {
	title := "Camel Up tournament"
	if ed == camelup.Second {
		title = "Camel Up tournament (second edition)"
	}
	fmt.Fprintf(w, "%s: %d bots, %d games, %d a game, seed %d\n\n", title, len(st), games, seats, seed)
	w0 := len("bot")
	for _, s := range st {
		w0 = max(w0, len(s.Name))
	}
	fmt.Fprintf(w, "%3s  %-*s  %6s  %5s  %8s  %s\n", "#", w0, "bot", "points", "games", "win rate", "95% interval")
	for i, s := range st {
		lo, hi := s.Interval()
		fmt.Fprintf(w, "%3d  %-*s  %6d  %5d  %7.1f%%  %4.1f–%4.1f%%\n", i+1, w0, s.Name, s.Points, s.Games, 100*s.Rate(), 100*lo, 100*hi)
	}
}

func printCamelupMatch(w io.Writer, st []camelupbot.Standing, name string, seats int) {
	for _, s := range st {
		if s.Name != name {
			continue
		}
		lo, hi := s.Interval()
		fmt.Fprintf(w, "\n%s won %d of %d games: %.1f%% (95%% interval %.1f–%.1f%%); a fair share is %.1f%%\n",
			name, s.Points, s.Games, 100*s.Rate(), 100*lo, 100*hi, 100/float64(seats))
	}
}
