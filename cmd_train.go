package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"

	"parlor/ai/holdembot"
	"parlor/game"
	"parlor/internal/fsx"
	"parlor/internal/thousands"
)

func init() { addGameCommands(game.Holdem.ID, newTrainCmd) }

type trainFlags struct {
	deals, every, exploitDeals int
	out, measure               string
}

// maxExploitDeals bounds --exploit-deals: each deal of the two samples
// holds about 1.5 KB while the best response walks the trees.
const maxExploitDeals = 2_000_000

func newTrainCmd(*globalFlags) *cobra.Command {
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
so far inside its abstraction, as a bracket: a best response found on
--exploit-deals sampled deals, valued on those deals (in sample: biased
upward, since it fits them), and the same response valued on as many fresh
deals (with its 95 % interval: what a real responder wins, so the best
response wins at least that much).

--measure FILE trains nothing: it prints that bracket for the strategy in
FILE ("expert" for the shipped one; ./expert for a file of that name).`,
		Example: `  parlor train --seed 1 --deals 4000000 --out ai/holdembot/expert.cfr   # the shipped strategy
  parlor train --measure expert --exploit-deals 40000                     # its exploitability`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runTrain(cmd, f)
		},
	}
	cmd.Flags().IntVar(&f.deals, "deals", 4_000_000, "deals to train on")
	cmd.Flags().StringVar(&f.out, "out", "expert.cfr", "the strategy file to write")
	cmd.Flags().IntVar(&f.every, "report-every", 0, "report the exploitability every this many deals (0: at the end only)")
	cmd.Flags().IntVar(&f.exploitDeals, "exploit-deals", 20_000, "deals of each sample that measures exploitability")
	cmd.Flags().StringVar(&f.measure, "measure", "", `measure this strategy file ("expert": the shipped one) instead of training`)
	return cmd
}

func runTrain(cmd *cobra.Command, f trainFlags) error {
	if f.deals < 1 {
		return usagef(cmd, "--deals must be at least 1, got %d", f.deals)
	}
	if f.every < 0 {
		return usagef(cmd, "--report-every must be at least 0, got %d", f.every)
	}
	if f.exploitDeals < 1 || f.exploitDeals > maxExploitDeals {
		return usagef(cmd, "--exploit-deals must be at least 1 and at most %s, got %d", thousands.Format(maxExploitDeals), f.exploitDeals)
	}
	seed := runSeed(cmd, seedOne)
	out := cmd.OutOrStdout()
	start := time.Now()
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	if cmd.Flags().Changed("measure") {
		if err := refuseFlags(cmd, "--measure trains nothing", "deals", "out", "report-every"); err != nil {
			return err
		}
		s, err := readStrategy(cmd, f.measure)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: seed %d, %d deals (%s)\n", f.measure, s.Seed, s.Deals, s.Checksum())
		b, err := s.ExploitabilityBoundsContext(ctx, f.exploitDeals, seed)
		if err != nil {
			return fmt.Errorf("stopped after %.0fs of measuring (nothing measured): %w", time.Since(start).Seconds(), err)
		}
		fmt.Fprintf(out, "%.0fs: %s\n", time.Since(start).Seconds(), bracket(b))
		return nil
	}
	var measureErr error
	measured := 0
	report := func(deals int, s *holdembot.Strategy) {
		if measureErr != nil {
			return
		}
		b, err := s.ExploitabilityBoundsContext(ctx, f.exploitDeals, seed)
		if err != nil {
			measureErr, measured = err, deals
			return
		}
		fmt.Fprintf(out, "%d deals, %.0fs: %s\n", deals, time.Since(start).Seconds(), bracket(b))
	}
	errOut := cmd.ErrOrStderr()
	fmt.Fprintf(errOut, "train: cutting the buckets, then %s deals\n", thousands.Format(f.deals))
	tick := trainTicker{w: errOut, total: f.deals}
	s, err := holdembot.TrainContext(ctx, holdembot.TrainConfig{Seed: seed, Deals: f.deals, Report: report, ReportEvery: f.every,
		Progress: tick.at, ProgressEvery: min(max(f.deals/100, 1), 1000)})
	if se := (*holdembot.StoppedError)(nil); errors.As(err, &se) {
		return fmt.Errorf("stopped after %d of %d deals (nothing written): %w", se.Done, se.Deals, se.Cause)
	}
	if err != nil {
		return err
	}
	if f.every == 0 || f.deals%f.every != 0 {
		report(f.deals, s)
	}
	if measureErr != nil {
		return fmt.Errorf("stopped after %d of %d deals, measuring (nothing written): %w", measured, f.deals, measureErr)
	}
	if err := writeStrategy(f.out, s); err != nil {
		return err
	}
	fmt.Fprintf(out, "wrote %s (%s) in %.0fs\n", f.out, s.Checksum(), time.Since(start).Seconds())
	return nil
}

// trainTicker prints a training run's progress to w: a line at the first
// tick after the start, then one every trainTickEvery.
type trainTicker struct {
	w            io.Writer
	total        int
	start, last  time.Time
	printedFirst bool
}

const trainTickEvery = 10 * time.Second

func (t *trainTicker) at(deals int) {
	now := time.Now()
	if deals == 0 {
		t.start, t.last = now, now
		return
	}
	if t.printedFirst && now.Sub(t.last) < trainTickEvery {
		return
	}
	t.printedFirst, t.last = true, now
	rate := float64(deals) / max(now.Sub(t.start).Seconds(), 1e-9)
	left := time.Duration(float64(t.total-deals) / rate * float64(time.Second)).Round(time.Second)
	fmt.Fprintf(t.w, "train: %s of %s deals, %.0f deals/s, %v left\n", thousands.Format(deals), thousands.Format(t.total), rate, left)
}

// bracket says the exploitability's bounds in one line.
func bracket(b holdembot.Bounds) string {
	return fmt.Sprintf("exploitability in the abstraction %.1f mbb/hand in sample (s.e. %.1f), %.1f (%.1f to %.1f) on %d fresh deals",
		b.InSample, b.InSampleStdErr, b.Fresh, b.Fresh-b.FreshHalfWidth, b.Fresh+b.FreshHalfWidth, b.Deals)
}

// readStrategy reads the strategy file --measure names: "expert" is the
// shipped one.
func readStrategy(cmd *cobra.Command, name string) (*holdembot.Strategy, error) {
	if name == "" {
		return nil, usagef(cmd, "--measure needs a strategy file, or expert for the shipped one")
	}
	if name == "expert" {
		return holdembot.ExpertStrategy()
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("train: %w", err)
	}
	s, err := holdembot.ReadStrategy(data)
	if err != nil {
		return nil, fmt.Errorf("train: %s: %w", name, err)
	}
	return s, nil
}

// writeStrategy writes the strategy to path atomically and synced, its
// folder too (fsx.Write): a crash leaves the old file or the new one.
func writeStrategy(path string, s *holdembot.Strategy) error {
	err := fsx.Write(path, 0o644, func(w io.Writer) error {
		_, err := s.WriteTo(w)
		return err
	})
	if err != nil {
		return fmt.Errorf("train: %w", err)
	}
	return nil
}
