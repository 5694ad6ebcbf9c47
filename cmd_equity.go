package main

import (
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"parlor/internal/thousands"
	"parlor/poker"
)

func newEquityCmd() *cobra.Command {
	var board string
	cmd := &cobra.Command{
		Use:   "equity HAND HAND",
		Short: "Exact odds of one Hold'em hand against another",
		Long: `Count every board that completes the known one and print, for each hand,
how often it wins and ties, in per cent and in boards.

A hand is two cards, a card is a rank (2-9, T, J, Q, K, A) then a suit
(h, d, c, s): AhAs, KcKd, "Td 9d". --board gives 0 to 5 known board cards.`,
		Example: `  parlor equity AhAs KcKd
  parlor equity AcKh KdTh --board 2c7d9h
  parlor equity "Qs Js" 8c8d --board "2s 9s Kd 3h"`,
		Args: checkArgs(cobra.ExactArgs(2)),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runEquity(cmd, args, board)
		},
	}
	cmd.Flags().StringVar(&board, "board", "", "known board cards, 0 to 5 (e.g. 2c7d9h)")
	return cmd
}

func runEquity(cmd *cobra.Command, args []string, boardArg string) error {
	if err := refuseFlags(cmd, "equity counts every board, so nothing is random", "seed"); err != nil {
		return err
	}
	if err := refuseFlags(cmd, "equity plays no hands, so it writes no histories", "history-dir", "history-format"); err != nil {
		return err
	}
	var hands [2][2]poker.Card
	for i, a := range args {
		c, err := poker.ParseCards(a)
		if err != nil {
			return usagef(cmd, "hand %d: %v", i+1, err)
		}
		if len(c) != 2 {
			return usagef(cmd, "hand %d: %q is not two cards (write a hand as in AhAs)", i+1, a)
		}
		hands[i] = [2]poker.Card(c)
	}
	board, err := poker.ParseCards(boardArg)
	if err != nil {
		return usagef(cmd, "--board: %v", err)
	}
	if len(board) > 5 {
		return usagef(cmd, "--board: %d cards, want at most 5", len(board))
	}
	start := time.Now()
	e, err := poker.ExactEquity(hands[0], hands[1], board)
	took := time.Since(start)
	if err != nil {
		return usagef(cmd, "%v", err)
	}

	out := cmd.OutOrStdout()
	boardText := "no board"
	if len(board) > 0 {
		boardText = "board " + cardsText(board)
	}
	plural := "s"
	if e.Total() == 1 {
		plural = ""
	}
	fmt.Fprintf(out, "%s v %s, %s: %s board%s counted in %v\n\n",
		cardsText(hands[0][:]), cardsText(hands[1][:]), boardText, thousands.Format(int(e.Total())), plural, took.Round(time.Microsecond))
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "hand\twin\ttie\twins\tties\t")
	for i, x := range []poker.Equity{e, e.Swap()} {
		fmt.Fprintf(w, "%s\t%.3f%%\t%.3f%%\t%s\t%s\t\n", cardsText(hands[i][:]), 100*x.Win(), 100*x.Tie(), thousands.Format(int(x.Wins)), thousands.Format(int(x.Ties)))
	}
	return w.Flush()
}

func cardsText(c []poker.Card) string {
	s := make([]string, len(c))
	for i, x := range c {
		s[i] = x.String()
	}
	return strings.Join(s, " ")
}
