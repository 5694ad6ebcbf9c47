package main

import (
	"fmt"
	"os"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"parlor/ai/holdembot"
	"parlor/game"
)

func init() { addGameCommands(game.Holdem.ID, newLBRCmd) }

type lbrFlags struct {
	bot              string
	hands, particles int
	preflopCall      bool
}

func newLBRCmd(*globalFlags) *cobra.Command {
	var f lbrFlags
	cmd := &cobra.Command{
		Use:   "lbr",
		Short: "Measure a Hold'em bot's exploitability with a local best response",
		Long: `Play a Hold'em bot against a local best response (Lisý & Bowling, 2017) and
print what the response wins, in milli-big-blinds a hand with a 95 % interval:
a lower bound on how exploitable the bot is in the real game.

At each of its decisions the response keeps a sample of the hands the bot may
hold (--particles), each weighed by asking the bot what it would have done
with it, and takes the action worth most if nobody bet again: fold, call, or
raise with the share of the range that folds (--preflop-call: pre-flop it only
checks or calls, which often wins more). Deals are duplicate and stacks
reset to 1,500 at 10/20, as in match. The same --seed (1 if not given) gives
the same result.

` + holdemBotsHelp(),
		Example: `  parlor lbr --bot expert --hands 4000 --seed 1`,
		Args:    checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			bot, err := holdemBot(cmd, "--bot", f.bot)
			if err != nil {
				return err
			}
			if err := checkCount(cmd, "hands", f.hands); err != nil {
				return err
			}
			if f.particles < 1 || f.particles > 1326 {
				return usagef(cmd, "--particles must be at least 1 and at most 1326, got %d", f.particles)
			}
			seed := runSeed(cmd, seedOne)
			errOut := cmd.ErrOrStderr()
			terminal := false
			if file, ok := errOut.(*os.File); ok {
				terminal = isatty.IsTerminal(file.Fd())
			}
			bar := newProgressTo(errOut, terminal, f.hands+f.hands%2, "hands")
			start := time.Now()
			res, err := holdembot.LocalBestResponse(cmd.Context(), holdembot.LBRConfig{
				Bot: bot, Hands: f.hands, Seed: seed, Particles: f.particles, PreflopCall: f.preflopCall, Progress: bar.Add,
			})
			bar.Finish()
			if err = stopped(cmd, err, bar, "hands"); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "local best response vs %s: %d hands (duplicate), %d particles%s, seed %d\n", bot, res.Hands, f.particles, map[bool]string{true: ", calling pre-flop"}[f.preflopCall], seed)
			fmt.Fprintf(cmd.OutOrStdout(), "the response wins %+.0f mbb/hand (95%% CI %+.0f to %+.0f)\n", res.MBB, res.MBB-res.MBBHalf, res.MBB+res.MBBHalf)
			fmt.Fprintf(errOut, "%d hands in %.0fs\n", res.Hands, time.Since(start).Seconds())
			return nil
		},
	}
	cmd.Flags().StringVar(&f.bot, "bot", "expert", "the bot to measure")
	cmd.Flags().IntVar(&f.hands, "hands", 2000, "hands to play (rounded up to even)")
	cmd.Flags().IntVar(&f.particles, "particles", 200, "hands in the sample of the bot's range")
	cmd.Flags().BoolVar(&f.preflopCall, "preflop-call", false, "check or call every pre-flop decision (LBR-c)")
	return cmd
}
