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

// elephantDrawFlags turn a tournament into one of drawn tables, or of
// every table.
type elephantDrawFlags struct {
	draw   int    // seats at each drawn table; 0 plays the one table of --bots
	fields int    // seats at each of every table (cmd_elephant_fields.go)
	with   string // bots seated at every drawn table
}

func (f *elephantDrawFlags) add(cmd *cobra.Command) {
	cmd.Flags().IntVar(&f.draw, "draw", 0, "seat this many bots at each game: the --with bots and the rest drawn at random from --bots")
	cmd.Flags().IntVar(&f.fields, "fields", 0, "play --games games at every table of this many seats: the --with bots and each choice of the rest from --bots")
	cmd.Flags().StringVar(&f.with, "with", "", "comma-separated bots seated at every table (with --draw or --fields)")
	cmd.Example += `
  parlor elephant tournament --draw 3 --with expert --games 200 --seed 1
  parlor elephant tournament --fields 3 --with expert --games 100 --seed 1`
}

func (f *elephantDrawFlags) drawing(cmd *cobra.Command) bool {
	return cmd.Flags().Changed("draw") || cmd.Flags().Changed("fields") || cmd.Flags().Changed("with")
}

func runElephantDraw(cmd *cobra.Command, f elephantTournamentFlags) error {
	if cmd.Flags().Changed("fields") {
		return runElephantFields(cmd, f)
	}
	d, err := elephantDraw(cmd, f)
	if err != nil {
		return err
	}
	seed, err := checkElephantRun(cmd, f)
	if err != nil {
		return err
	}
	d.Seed, d.Workers = seed, workers(d.Games)
	var st []elephantbot.DrawStanding
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
func elephantDraw(cmd *cobra.Command, f elephantTournamentFlags) (elephantbot.Draw, error) {
	var d elephantbot.Draw
	if !cmd.Flags().Changed("draw") {
		return d, usagef(cmd, "--with needs --draw or --fields, the number of seats at each table")
	}
	fixed, pool, err := elephantTableSeats(cmd, f, "draw", f.draw)
	if err != nil {
		return d, err
	}
	d.Fixed, d.Pool, d.Size, d.Games, d.Target = fixed, pool, f.draw, f.games, f.target
	return d, nil
}

// elephantTableSeats checks the seats of tables of size seats (the value of
// --flag): the --with bots at every table, the rest from --bots.
func elephantTableSeats(cmd *cobra.Command, f elephantTournamentFlags, flag string, size int) (fixed, pool []elephant.Seat, err error) {
	if size < 2 {
		return nil, nil, usagef(cmd, "--%s must be at least 2 seats, got %d", flag, size)
	}
	var with []elephantbot.Bot
	if strings.TrimSpace(f.with) != "" {
		if with, err = elephantbot.Parse(f.with); err != nil {
			return nil, nil, usagef(cmd, "--with: %v", err)
		}
	}
	bots, err := elephantbot.Parse(f.bots)
	if err != nil {
		return nil, nil, usagef(cmd, "--bots: %v", err)
	}
	seated := map[string]bool{}
	for _, b := range with {
		seated[b.Name] = true
		fixed = append(fixed, b.Seat())
	}
	for _, b := range bots {
		if !seated[b.Name] { // a --with bot is not drawn a second time
			pool = append(pool, b.Seat())
		}
	}
	switch {
	case size < len(fixed):
		return nil, nil, usagef(cmd, "--%s %d is fewer seats than the %d bots of --with", flag, size, len(fixed))
	case size > len(fixed)+len(pool):
		return nil, nil, usagef(cmd, "--%s %d: only %d bots to seat (%d with --with, %d to draw from --bots)",
			flag, size, len(fixed)+len(pool), len(fixed), len(pool))
	}
	return fixed, pool, nil
}

func printElephantDraw(w io.Writer, st []elephantbot.DrawStanding, d elephantbot.Draw) {
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
