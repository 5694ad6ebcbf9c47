package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"parlor/ai/elephantbot"
	"parlor/elephant"
)

// runElephantFields plays every table of --fields seats: the --with bots
// and each choice of the rest from --bots. The first --with bot is the one
// measured: the table shows, worst first, its wins at each table against
// the most any other seat won there.
func runElephantFields(cmd *cobra.Command, f elephantTournamentFlags) error {
	if cmd.Flags().Changed("draw") {
		return usagef(cmd, "--draw and --fields are two kinds of tournament: choose one")
	}
	if strings.TrimSpace(f.with) == "" {
		return usagef(cmd, "--fields needs --with, the bot seated at every table")
	}
	fixed, pool, err := elephantTableSeats(cmd, f, "fields", f.fields)
	if err != nil {
		return err
	}
	fs := elephantbot.Fields{Fixed: fixed, Pool: pool, Size: f.fields, Games: f.games, Target: f.target}
	if fs.Seed, err = checkElephantRun(cmd, f); err != nil {
		return err
	}
	var res []elephantbot.FieldResult
	games := len(fs.Tables()) * f.games
	fs.Workers = workers(games)
	elapsed, err := runElephantGames(cmd, games, func(ctx context.Context, done func()) (err error) {
		fs.Done = done
		res, err = fs.RunContext(ctx)
		return err
	})
	if err != nil {
		return err
	}
	printElephantFields(cmd.OutOrStdout(), res, fs)
	printElephantTime(cmd.ErrOrStderr(), games, fs.Workers, elapsed)
	return nil
}

// fieldLine is one table as printed: the measured bot's wins and those of
// the best other seat.
type fieldLine struct {
	others     string // the other seats' names
	wins, best int
	bestName   string
	rate       elephantbot.DrawStanding
}

func printElephantFields(w io.Writer, res []elephantbot.FieldResult, fs elephantbot.Fields) {
	focus := fs.Fixed[0].Name
	fmt.Fprintf(w, "White Elephant, every table of %d: %s and %d of %d bots; %d tables of %d games to %g, seed %d\n\n",
		fs.Size, fixedNames(fs.Fixed), fs.Size-len(fs.Fixed), len(fs.Pool), len(res), fs.Games, fs.Target, fs.Seed)
	lines := make([]fieldLine, len(res))
	for i, r := range res {
		l := fieldLine{best: -1}
		var others []string
		for j, st := range r.Standings {
			if j == 0 {
				l.wins = st.Wins
				continue
			}
			if j >= len(fs.Fixed) {
				others = append(others, st.Name)
			}
			if st.Wins > l.best {
				l.best, l.bestName = st.Wins, st.Name
			}
		}
		l.others = strings.Join(others, ", ")
		l.rate = elephantbot.DrawStanding{Games: fs.Games, Wins: l.wins}
		lines[i] = l
	}
	// Worst first: the smallest lead over the best other seat.
	sort.SliceStable(lines, func(a, b int) bool { return lines[a].wins-lines[a].best < lines[b].wins-lines[b].best })
	w0 := len("table")
	w1 := len("best other")
	for _, l := range lines {
		w0 = max(w0, len(l.others))
		w1 = max(w1, len(l.bestName))
	}
	fmt.Fprintf(w, "%3s  %-*s  %6s  %6s  %-14s  %-*s  %6s  %5s\n", "#", w0, "table", "wins", "win%", "95% interval", w1, "best other", "wins", "lead")
	won := 0
	for i, l := range lines {
		r, lo, hi := l.rate.WinRate()
		fmt.Fprintf(w, "%3d  %-*s  %6d  %6.1f  [%5.1f, %5.1f]  %-*s  %6d  %+5d\n",
			i+1, w0, l.others, l.wins, 100*r, 100*lo, 100*hi, w1, l.bestName, l.best, l.wins-l.best)
		if l.wins > l.best {
			won++
		}
	}
	fmt.Fprintf(w, "\n%s won the most games at %d of %d tables", focus, won, len(lines))
	if len(lines) > 0 {
		worst := lines[0]
		fmt.Fprintf(w, "; its worst: %s (%d to %s's %d)", worst.others, worst.wins, worst.bestName, worst.best)
	}
	fmt.Fprintln(w)
}

func fixedNames(seats []elephant.Seat) string {
	var ns []string
	for _, s := range seats {
		ns = append(ns, s.Name)
	}
	return strings.Join(ns, ", ")
}
