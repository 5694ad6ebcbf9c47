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

	"parlor/ai/holdembot"
	"parlor/handhistory"
	"parlor/poker"
)

// tableFlags are match's flags for a table of more than two.
type tableFlags struct {
	seats  int
	bots   string
	sitngo int
}

func addTableFlags(cmd *cobra.Command, f *tableFlags) {
	cmd.Flags().IntVar(&f.seats, "seats", 0, "play at a table of this many chairs (2 to 9) with --bots, ring game")
	cmd.Flags().StringVar(&f.bots, "bots", "", "the bots of a table, one a chair, comma-separated (with --seats or --sitngo)")
	cmd.Flags().IntVar(&f.sitngo, "sitngo", 0, "play this many sit-and-gos of the --bots (1,500 chips, the blind schedule)")
}

// tableRun reports whether the flags ask for a table run.
func (f tableFlags) tableRun(cmd *cobra.Command) bool {
	return cmd.Flags().Changed("seats") || cmd.Flags().Changed("sitngo") || cmd.Flags().Changed("bots")
}

func runTableMatch(cmd *cobra.Command, g *globalFlags, f tableFlags, hands int) error {
	if err := refuseFlags(cmd, "a table run names its players with --bots", "bot", "vs", "tournament"); err != nil {
		return err
	}
	var bots []string
	for _, name := range strings.Split(f.bots, ",") {
		if name = strings.TrimSpace(name); name != "" {
			b, err := holdemBot(cmd, "--bots", name)
			if err != nil {
				return err
			}
			bots = append(bots, b)
		}
	}
	switch {
	case len(bots) < 2 || len(bots) > poker.MaxChairs:
		return usagef(cmd, "--bots: %d bots, a table takes 2 to %d", len(bots), poker.MaxChairs)
	case cmd.Flags().Changed("seats") && f.seats != len(bots):
		return usagef(cmd, "--seats %d with %d bots: give one bot a chair", f.seats, len(bots))
	case cmd.Flags().Changed("sitngo") && cmd.Flags().Changed("hands"):
		return usagef(cmd, "--hands and --sitngo: give one (a sit-and-go plays until a player has all the chips)")
	}
	if cmd.Flags().Changed("sitngo") {
		if err := checkCount(cmd, "sitngo", f.sitngo); err != nil {
			return err
		}
	} else if err := checkCount(cmd, "hands", hands); err != nil {
		return err
	}
	format, err := handhistory.ParseFormat(g.historyFormat)
	if err != nil {
		return usagef(cmd, "--history-format: %v", err)
	}
	seed := runSeed(cmd, seedFromClock)
	cfg := holdembot.TableMatchConfig{Bots: bots, Hands: hands, SitAndGos: f.sitngo, Seed: seed}
	var hist *handhistory.Sessions
	if g.historyDir != "" {
		hist, err = handhistory.NewSessions(handhistory.SessionOptions{
			Dir: g.historyDir, Format: format, Ring: f.sitngo == 0, Seed: seed,
			SessionHands: holdembot.TableSessionHands(len(bots)),
		})
		if err != nil {
			return err
		}
		// The files show the first bot's cards, whichever chair it is in.
		cfg.Hand = func(s int, t *poker.Table, chair []int) error { return hist.AddTable(s, t, chair[0]) }
	}
	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	terminal := false
	if file, ok := errOut.(*os.File); ok {
		terminal = isatty.IsTerminal(file.Fd())
	}
	total, unit := hands, "hands"
	if f.sitngo > 0 {
		total, unit = f.sitngo, "sit-and-gos"
	} else {
		total = (hands + len(bots) - 1) / len(bots) * len(bots)
	}
	bar := newProgressTo(errOut, terminal, total, unit)
	cfg.Progress = bar.Add
	start := time.Now()
	res, err := holdembot.PlayTable(cmd.Context(), cfg)
	bar.Finish()
	err = stopped(cmd, err, bar, unit)
	if hist != nil {
		err = errors.Join(err, hist.Close())
	}
	printTableMatch(out, cfg, res)
	if err != nil {
		return err
	}
	elapsed := time.Since(start)
	fmt.Fprintf(errOut, "%d hands in %.1fs: %.0f hands/s\n", res.Hands, elapsed.Seconds(), float64(res.Hands)/elapsed.Seconds())
	if hist != nil {
		fmt.Fprintf(errOut, "hand histories in %s\n", g.historyDir)
	}
	return nil
}

func printTableMatch(w io.Writer, cfg holdembot.TableMatchConfig, res holdembot.TableMatchResult) {
	n := len(cfg.Bots)
	if cfg.SitAndGos > 0 {
		fmt.Fprintf(w, "%d sit-and-gos of %d (1,500 chips, seats rotated), %d hands, seed %d\n", res.SitAndGos, n, res.Hands, cfg.Seed)
		fmt.Fprintf(w, "%-3s %-10s %-22s", "", "bot", "mean place (95% CI)")
		for p := 1; p <= n; p++ {
			fmt.Fprintf(w, " %5s", ordinalShort(p))
		}
		fmt.Fprintln(w)
		for i, b := range cfg.Bots {
			fmt.Fprintf(w, "%-3d %-10s %4.2f (%4.2f to %4.2f)  ", i+1, b, res.MeanPlace[i], res.MeanPlace[i]-res.PlaceHalf[i], res.MeanPlace[i]+res.PlaceHalf[i])
			for _, k := range res.Places[i] {
				fmt.Fprintf(w, " %5d", k)
			}
			fmt.Fprintln(w)
		}
		return
	}
	fmt.Fprintf(w, "%d hands at %d seats (duplicate: every deal in every seating, stacks reset to %d at 10/20), seed %d\n", res.Hands, n, poker.StartingStack, cfg.Seed)
	for i, b := range cfg.Bots {
		fmt.Fprintf(w, "%-3d %-10s %+6.0f mbb/hand (95%% CI %+.0f to %+.0f)\n", i+1, b, res.MBB[i], res.MBB[i]-res.MBBHalf[i], res.MBB[i]+res.MBBHalf[i])
	}
}

func ordinalShort(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}
