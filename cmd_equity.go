package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/poker/equity"
)

type equityFlags struct {
	board, dead string
	stdErr      float64 // per cent
	exact, mc   bool
	workers     int
	json        bool
}

func newEquityCmd() *cobra.Command {
	var f equityFlags
	cmd := &cobra.Command{
		Use:   "equity HAND|RANGE HAND|RANGE [...]",
		Short: "Equity of 2 to 6 Hold'em hands or ranges",
		Long: `Work out each player's chance to win, to tie and share of the pot, over every
board that completes the known one, or by Monte Carlo when that would take
too long (over a second of every core).

A player is a hand or a range. A hand is two cards, a card a rank (2-9, T,
J, Q, K, A) then a suit (h, d, c, s): AhAs, KcKd, "Td 9d". A range is
written as equity calculators write it: QQ+, A2s+, KTo+, T9s-65s, AKs, AhKh,
random, a weight after a colon (AA:0.5), a percentage of the best hands
(15%), joined by commas. Hands that hold a known card leave the ranges.`,
		Example: `  parlor equity AhAs KcKd
  parlor equity AcKh KdTh --board 2c7d9h
  parlor equity "QQ+,AKs" random --board Ah7c2d
  parlor equity AhAs KcKd QhQs --dead 2c
  parlor equity 15% 40% random --stderr 0.1 --seed 1 --json`,
		Args: checkArgs(cobra.RangeArgs(2, poker.MaxPlayers)),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runEquity(cmd, args, f)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.board, "board", "", "known board cards, 0 to 5 (e.g. 2c7d9h)")
	fl.StringVar(&f.dead, "dead", "", "dead cards: in nobody's hand and never on the board")
	fl.Float64Var(&f.stdErr, "stderr", 0.05, "Monte Carlo stops at this standard error of every equity, in per cent")
	fl.BoolVar(&f.exact, "exact", false, "count every board, however long it takes")
	fl.BoolVar(&f.mc, "mc", false, "sample by Monte Carlo even when counting would be quick")
	fl.IntVar(&f.workers, "workers", 0, "goroutines (default: one a core)")
	fl.BoolVar(&f.json, "json", false, "print the result as JSON, for scripts")
	return cmd
}

func runEquity(cmd *cobra.Command, args []string, f equityFlags) error {
	if f.exact && f.mc {
		return usagef(cmd, "--exact and --mc: choose one")
	}
	if f.exact {
		if err := refuseFlags(cmd, "--exact counts every board, so nothing is random", "seed", "stderr"); err != nil {
			return err
		}
	}
	if f.stdErr <= 0 || f.stdErr >= 50 || math.IsNaN(f.stdErr) {
		return usagef(cmd, "--stderr must be above 0 and under 50 (per cent), got %v", f.stdErr)
	}
	if f.workers < 0 {
		return usagef(cmd, "--workers must be 0 (one a core) or more, got %d", f.workers)
	}
	var spot equity.Spot
	for i, a := range args {
		r, err := parsePlayer(a)
		if err != nil {
			return usagef(cmd, "player %d: %v", i+1, err)
		}
		spot.Players = append(spot.Players, r)
	}
	var err error
	if spot.Board, err = poker.ParseCards(f.board); err != nil {
		return usagef(cmd, "--board: %v", err)
	}
	if len(spot.Board) > 5 {
		return usagef(cmd, "--board: %d cards, want at most 5", len(spot.Board))
	}
	if spot.Dead, err = poker.ParseCards(f.dead); err != nil {
		return usagef(cmd, "--dead: %v", err)
	}
	seed := runSeed(cmd, seedFromClock)
	o := equity.Options{StdErr: f.stdErr / 100, Workers: f.workers, Seed: seed}
	switch {
	case f.exact:
		o.Method = equity.Exact
	case f.mc:
		o.Method = equity.MonteCarlo
	}
	errOut := cmd.ErrOrStderr()
	if file, ok := errOut.(*os.File); ok && isatty.IsTerminal(file.Fd()) && !f.json {
		const steps = 1000
		var bar *progress
		shown := 0
		o.Progress = func(r equity.Result) {
			if bar == nil {
				bar = newProgressTo(errOut, true, steps, "equity")
			}
			if n := int(r.Done * steps); n > shown {
				bar.Add(n - shown)
				shown = n
			}
		}
		defer func() {
			if bar != nil {
				bar.Finish()
			}
		}()
	}
	ctx := cmd.Context()
	res, err := equity.Calculate(ctx, spot, o)
	if err != nil {
		if ctx.Err() != nil {
			return fmt.Errorf("stopped %.0f %% of the way: %w", 100*res.Done, context.Cause(ctx))
		}
		return usagef(cmd, "%v", err)
	}
	if f.json {
		return writeEquityJSON(cmd, args, spot, res, seed)
	}
	writeEquityText(cmd, args, spot, res, seed)
	return nil
}

// parsePlayer reads a hand ("AhAs") or a range ("QQ+,AKs").
func parsePlayer(a string) (equity.Range, error) {
	if c, err := poker.ParseCards(a); err == nil {
		if len(c) != 2 {
			return equity.Range{}, fmt.Errorf("%q is not two cards (write a hand as in AhAs)", a)
		}
		return equity.HandRange([2]poker.Card(c)), nil
	}
	return equity.Parse(a)
}

// playerLabel names a player: its cards for a hand, its text for a range.
func playerLabel(arg string, r equity.Range) string {
	if c, err := poker.ParseCards(arg); err == nil && len(c) == 2 && r.Len() == 1 {
		return cardsText(c)
	}
	return strings.TrimSpace(arg)
}

func writeEquityText(cmd *cobra.Command, args []string, spot equity.Spot, res equity.Result, seed uint64) {
	out := cmd.OutOrStdout()
	labels := make([]string, len(args))
	for i, a := range args {
		labels[i] = playerLabel(a, spot.Players[i])
	}
	where := "no board"
	if len(spot.Board) > 0 {
		where = "board " + cardsText(spot.Board)
	}
	if len(spot.Dead) > 0 {
		where += ", dead " + cardsText(spot.Dead)
	}
	took := res.Elapsed.Round(time.Microsecond)
	if res.Exact {
		fmt.Fprintf(out, "%s, %s: %s counted in %v\n\n", strings.Join(labels, " v "), where, thousands.Count(int(res.Boards), "board"), took)
	} else {
		fmt.Fprintf(out, "%s, %s: %s samples dealt in %v (Monte Carlo, standard error %.3f %%, seed %d)\n\n",
			strings.Join(labels, " v "), where, thousands.Format(int(res.Boards)), took, 100*res.StdErr, seed)
	}
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	if res.Exact {
		fmt.Fprintln(w, "player\twin\ttie\twins\tties\tequity\t")
	} else {
		fmt.Fprintln(w, "player\twin\ttie\tequity\t")
	}
	for i, p := range res.Players {
		if res.Exact {
			wins, ties := uint64(math.Round(p.Win*float64(res.Boards))), uint64(math.Round(p.Tie*float64(res.Boards)))
			fmt.Fprintf(w, "%s\t%.3f%%\t%.3f%%\t%s\t%s\t%.3f%%\t\n", labels[i], 100*p.Win, 100*p.Tie, thousands.Format(int(wins)), thousands.Format(int(ties)), 100*p.Equity)
		} else {
			fmt.Fprintf(w, "%s\t%.3f%%\t%.3f%%\t%.3f%%\t\n", labels[i], 100*p.Win, 100*p.Tie, 100*p.Equity)
		}
	}
	w.Flush()
}

// equityJSON is the --json output.
type equityJSON struct {
	Players []playerJSON `json:"players"`
	Board   string       `json:"board"`
	Dead    string       `json:"dead"`
	Method  string       `json:"method"` // "exact" or "monte carlo"
	Boards  uint64       `json:"boards"` // boards counted, or samples dealt
	StdErr  float64      `json:"stderr"` // the largest standard error of an equity (0 when exact)
	Seed    *uint64      `json:"seed,omitempty"`
	Seconds float64      `json:"seconds"`
}

type playerJSON struct {
	Player string  `json:"player"` // as given
	Hands  int     `json:"hands"`  // hands in the range before known cards leave it
	Win    float64 `json:"win"`    // shares from 0 to 1
	Tie    float64 `json:"tie"`
	Equity float64 `json:"equity"`
}

func writeEquityJSON(cmd *cobra.Command, args []string, spot equity.Spot, res equity.Result, seed uint64) error {
	j := equityJSON{Board: joinCards(spot.Board), Dead: joinCards(spot.Dead), Method: "exact", Boards: res.Boards,
		StdErr: res.StdErr, Seconds: res.Elapsed.Seconds()}
	if !res.Exact {
		j.Method = "monte carlo"
		j.Seed = &seed
	}
	for i, p := range res.Players {
		j.Players = append(j.Players, playerJSON{Player: args[i], Hands: spot.Players[i].Len(), Win: p.Win, Tie: p.Tie, Equity: p.Equity})
	}
	enc := json.NewEncoder(cmd.OutOrStdout())
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

func joinCards(c []poker.Card) string {
	var b []byte
	for _, x := range c {
		b = x.AppendTo(b)
	}
	return string(b)
}

func cardsText(c []poker.Card) string {
	s := make([]string, len(c))
	for i, x := range c {
		s[i] = x.String()
	}
	return strings.Join(s, " ")
}
