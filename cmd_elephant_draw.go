package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"parlor/ai/elephantbot"
	"parlor/elephant"
)

// elephantDrawFlags turn a tournament into one of drawn tables.
type elephantDrawFlags struct {
	draw int    // seats at each drawn table; 0 plays the one table of --bots
	with string // bots seated at every drawn table
}

func (f *elephantDrawFlags) add(cmd *cobra.Command) {
	cmd.Flags().IntVar(&f.draw, "draw", 0, "seat this many bots at each game: the --with bots and the rest drawn at random from --bots")
	cmd.Flags().StringVar(&f.with, "with", "", "comma-separated bots seated at every drawn table (with --draw)")
	cmd.Example += `
  parlor elephant tournament --draw 3 --with expert --games 200 --seed 1`
}

func (f *elephantDrawFlags) drawing(cmd *cobra.Command) bool {
	return cmd.Flags().Changed("draw") || cmd.Flags().Changed("with")
}

func runElephantDraw(cmd *cobra.Command, g *globalFlags, f elephantTournamentFlags) error {
	d, err := elephantDraw(cmd, f)
	if err != nil {
		return err
	}
	seed, err := checkElephantRun(cmd, g, f)
	if err != nil {
		return err
	}
	d.Seed, d.Workers = seed, workers(d.Games)
	var st []elephant.DrawStanding
	elapsed, err := runElephantGames(cmd, d.Games, func(ctx context.Context, done func()) (err error) {
		d.Done = done
		st, err = d.RunContext(ctx)
		return err
	})
	if err != nil {
		return err
	}
	printElephantDraw(cmd.OutOrStdout(), st, d)
	printElephantTime(cmd.ErrOrStderr(), d.Games, d.Workers, elapsed)
	return nil
}

// elephantDraw checks the flags of a drawn tournament and builds it.
func elephantDraw(cmd *cobra.Command, f elephantTournamentFlags) (elephant.Draw, error) {
	var d elephant.Draw
	if !cmd.Flags().Changed("draw") {
		return d, usagef(cmd, "--with needs --draw, the number of seats at each table")
	}
	if f.draw < 2 {
		return d, usagef(cmd, "--draw must be at least 2 seats, got %d", f.draw)
	}
	var with []elephantbot.Bot
	if strings.TrimSpace(f.with) != "" {
		var err error
		if with, err = elephantbot.Parse(f.with); err != nil {
			return d, usagef(cmd, "--with: %v", err)
		}
	}
	pool, err := elephantbot.Parse(f.bots)
	if err != nil {
		return d, usagef(cmd, "--bots: %v", err)
	}
	fixed := map[string]bool{}
	for _, b := range with {
		fixed[b.Name] = true
		d.Fixed = append(d.Fixed, b.Seat())
	}
	for _, b := range pool {
		if !fixed[b.Name] { // a --with bot is not drawn a second time
			d.Pool = append(d.Pool, b.Seat())
		}
	}
	switch {
	case f.draw < len(d.Fixed):
		return d, usagef(cmd, "--draw %d is fewer seats than the %d bots of --with", f.draw, len(d.Fixed))
	case f.draw > len(d.Fixed)+len(d.Pool):
		return d, usagef(cmd, "--draw %d: only %d bots to seat (%d with --with, %d to draw from --bots)",
			f.draw, len(d.Fixed)+len(d.Pool), len(d.Fixed), len(d.Pool))
	}
	d.Size, d.Games, d.Target = f.draw, f.games, f.target
	return d, nil
}

func printElephantDraw(w io.Writer, st []elephant.DrawStanding, d elephant.Draw) {
	var fixed []string
	for _, s := range d.Fixed {
		fixed = append(fixed, s.Name)
	}
	with := ""
	if len(fixed) > 0 {
		with = strings.Join(fixed, ", ") + " at every table, "
	}
	fmt.Fprintf(w, "White Elephant drawn tables of %d: %sthe rest drawn from %d bots; %d games to %g, seed %d\n\n",
		d.Size, with, len(d.Pool), d.Games, d.Target, d.Seed)
	w0 := len("bot")
	for _, s := range st {
		w0 = max(w0, len(s.Name))
	}
	fmt.Fprintf(w, "%3s  %-*s  %6s  %6s  %6s  %-14s  %7s\n", "#", w0, "bot", "games", "wins", "win%", "95% interval", "mean")
	for i, s := range st {
		r, lo, hi := s.WinRate()
		fmt.Fprintf(w, "%3d  %-*s  %6d  %6d  %6.1f  [%5.1f, %5.1f]  %7.1f\n", i+1, w0, s.Name, s.Games, s.Wins, 100*r, 100*lo, 100*hi, s.Mean)
	}
}
