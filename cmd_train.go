package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"parlor/ai/holdembot"
)

type trainFlags struct {
	deals, every, exploitDeals int
	out                        string
}

func newTrainCmd(g *globalFlags) *cobra.Command {
	var f trainFlags
	cmd := &cobra.Command{
		Use:   "train",
		Short: "Compute the Hold'em expert's strategy",
		Long: `Compute the strategy of the Hold'em bot "expert" by external-sampling Monte
Carlo counterfactual regret minimisation on an abstraction of heads-up
Fixed-Limit Hold'em (bets in big blinds, ten stack depths from 1 to 24 big
blinds, four bets a street at most, cards in buckets of equity and strength),
and write it to --out. One goroutine: the same --seed (1 if not given) gives
the same file, byte for byte.

--report-every N prints, every N deals, the exploitability of the strategy
so far inside its abstraction (a best response on --exploit-deals deals).`,
		Example: `  parlor train --seed 1 --deals 4000000 --out ai/holdembot/expert.cfr   # the shipped strategy`,
		Args:    checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runTrain(cmd, g, f)
		},
	}
	cmd.Flags().IntVar(&f.deals, "deals", 4_000_000, "deals to train on")
	cmd.Flags().StringVar(&f.out, "out", "expert.cfr", "the strategy file to write")
	cmd.Flags().IntVar(&f.every, "report-every", 0, "report the exploitability every this many deals (0: at the end only)")
	cmd.Flags().IntVar(&f.exploitDeals, "exploit-deals", 20_000, "deals of the best response that measures exploitability")
	return cmd
}

func runTrain(cmd *cobra.Command, g *globalFlags, f trainFlags) error {
	if f.deals < 1 {
		return usagef(cmd, "--deals must be at least 1, got %d", f.deals)
	}
	if f.exploitDeals < 1 {
		return usagef(cmd, "--exploit-deals must be at least 1, got %d", f.exploitDeals)
	}
	seed := g.seed
	if !cmd.Flags().Changed("seed") {
		seed = 1
	}
	out := cmd.OutOrStdout()
	start := time.Now()
	report := func(deals int, s *holdembot.Strategy) {
		e := s.Exploitability(f.exploitDeals, seed)
		fmt.Fprintf(out, "%d deals, %.0fs: exploitability %.0f mbb/hand in the abstraction\n", deals, time.Since(start).Seconds(), e)
	}
	s, err := holdembot.Train(holdembot.TrainConfig{Seed: seed, Deals: f.deals, Report: report, ReportEvery: f.every})
	if err != nil {
		return err
	}
	if f.every == 0 || f.deals%f.every != 0 {
		report(f.deals, s)
	}
	if err := writeAtomic(f.out, s); err != nil {
		return err
	}
	fmt.Fprintf(out, "wrote %s (%s) in %.0fs\n", f.out, s.Checksum(), time.Since(start).Seconds())
	return nil
}

// writeAtomic writes the strategy to a temporary file beside path, syncs it
// and renames it over path.
func writeAtomic(path string, s *holdembot.Strategy) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".train-*")
	if err != nil {
		return fmt.Errorf("train: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fmt.Errorf("train: %w", err)
	}
	if _, err := s.WriteTo(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("train: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("train: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("train: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("train: %w", err)
	}
	return nil
}
