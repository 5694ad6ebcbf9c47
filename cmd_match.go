package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/spf13/cobra"

	"parlor/ai/holdembot"
	"parlor/handhistory"
	"parlor/poker"
)

type matchFlags struct {
	a, b        string
	hands       int
	tournaments int
}

func newMatchCmd(g *globalFlags) *cobra.Command {
	var f matchFlags
	cmd := &cobra.Command{
		Use:   "match",
		Short: "Play heads-up Hold'em between two computer players",
		Long: `Play heads-up Fixed-Limit Hold'em between two computer players and print the
result of the first (--a) against the second (--b).

Deals are duplicate: every deck is played twice, with the seats swapped, so
that both players get the same cards and most of the luck cancels. By default
stacks are reset to 1,500 every hand at blinds of 10/20, and the result is
in milli-big-blinds per hand with a 95 % confidence interval (each deal pair
is one sample). --tournament N plays N whole matches from 1,500 chips with the
blind schedule instead, and prints the matches won.

Bots: ` + strings.Join(holdembot.Names(), ", ") + `.
All cores are used; the same --seed gives the same result. --history-dir
writes every hand, one file per block of hands (or per match), in
--history-format.`,
		Example: `  parlor match --a sklansky --b caller --hands 100000 --seed 1
  parlor match --a sklansky --b maniac --tournament 1000 --seed 1`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMatch(cmd, g, f)
		},
	}
	cmd.Flags().StringVar(&f.a, "a", holdembot.Default, "the first bot, whose result is printed")
	cmd.Flags().StringVar(&f.b, "b", "caller", "the second bot")
	cmd.Flags().IntVar(&f.hands, "hands", 10000, "hands to play with stacks reset every hand (rounded up to even; at most 10¹²)")
	cmd.Flags().IntVar(&f.tournaments, "tournament", 0, "play this many whole 1,500-chip matches instead (at most 10¹²)")
	return cmd
}

func runMatch(cmd *cobra.Command, g *globalFlags, f matchFlags) error {
	for _, name := range []string{f.a, f.b} {
		if holdembot.About(name) == "" {
			return usagef(cmd, "unknown bot %q (known: %s)", name, strings.Join(holdembot.Names(), ", "))
		}
	}
	if err := checkCount(cmd, "hands", f.hands); err != nil {
		return err
	}
	if cmd.Flags().Changed("tournament") {
		if err := checkCount(cmd, "tournament", f.tournaments); err != nil {
			return err
		}
		if cmd.Flags().Changed("hands") {
			return usagef(cmd, "--hands and --tournament: give one (a tournament match plays until a player has all the chips)")
		}
	}
	format, err := handhistory.ParseFormat(g.historyFormat)
	if err != nil {
		return usagef(cmd, "--history-format: %v", err)
	}
	if g.historyDir == "" && cmd.Flags().Changed("history-format") {
		return usagef(cmd, "--history-format: a match writes hand histories only with --history-dir")
	}
	seed := g.seed
	if !cmd.Flags().Changed("seed") {
		seed = uint64(time.Now().UnixNano())
	}
	cfg := holdembot.MatchConfig{A: f.a, B: f.b, Hands: f.hands, Matches: f.tournaments, Seed: seed}

	var hist *matchHistory
	if g.historyDir != "" {
		if err := os.MkdirAll(g.historyDir, 0o755); err != nil {
			return fmt.Errorf("history: %w", err)
		}
		hist = &matchHistory{dir: g.historyDir, format: format, seed: seed, start: time.Now(), files: map[int]*historyFile{}}
		cfg.Hand = hist.add
	}

	out, errOut := cmd.OutOrStdout(), cmd.ErrOrStderr()
	terminal := false
	if file, ok := errOut.(*os.File); ok {
		terminal = isatty.IsTerminal(file.Fd())
	}
	total, unit := f.hands+f.hands%2, "hands"
	if f.tournaments > 0 {
		total, unit = f.tournaments, "matches"
	}
	bar := newProgressTo(errOut, terminal, total, unit)
	cfg.Progress = bar.Add
	start := time.Now()
	res, err := holdembot.PlayContext(cmd.Context(), cfg)
	bar.Finish()
	err = stopped(cmd, err, bar, unit)
	if hist != nil {
		if cerr := hist.close(); err == nil && cerr != nil {
			err = cerr
		}
	}
	if err != nil {
		return err
	}
	elapsed := time.Since(start)
	printMatch(out, cfg, res)
	// Timing goes to stderr so that stdout replays exactly from the seed.
	fmt.Fprintf(errOut, "%d hands in %.1fs: %.0f hands/s\n", res.Hands, elapsed.Seconds(), float64(res.Hands)/elapsed.Seconds())
	if hist != nil {
		fmt.Fprintf(errOut, "hand histories in %s\n", g.historyDir)
	}
	return nil
}

func printMatch(w io.Writer, cfg holdembot.MatchConfig, res holdembot.MatchResult) {
	if cfg.Matches > 0 {
		fmt.Fprintf(w, "%s vs %s: %d tournament matches (duplicate), seed %d\n", cfg.A, cfg.B, res.Matches, cfg.Seed)
		fmt.Fprintf(w, "%s wins %d, %s wins %d", cfg.A, res.WinsA, cfg.B, res.WinsB)
		if unfinished := res.Matches - res.WinsA - res.WinsB; unfinished > 0 {
			fmt.Fprintf(w, ", %d unfinished", unfinished)
		}
		fmt.Fprintf(w, "\n%s wins %.1f%% of matches (95%% CI %.1f%% to %.1f%%), %.1f hands a match\n",
			cfg.A, 100*res.WinShare, 100*res.WinLo, 100*res.WinHi, float64(res.Hands)/float64(res.Matches))
		return
	}
	fmt.Fprintf(w, "%s vs %s: %d hands (duplicate, stacks reset to %d at 10/20), seed %d\n", cfg.A, cfg.B, res.Hands, poker.StartingStack, cfg.Seed)
	fmt.Fprintf(w, "%s: %+.0f mbb/hand (95%% CI %+.0f to %+.0f)\n", cfg.A, res.MBB, res.MBB-res.MBBHalf, res.MBB+res.MBBHalf)
}

// matchHistory writes the hands of a headless match: one file per session
// of the runner (a block of hands played by one pair of bots, or one
// tournament match), so that parallel sessions never share a file and each
// file reads in order.
type matchHistory struct {
	dir    string
	format handhistory.Format
	seed   uint64
	start  time.Time // every hand is stamped with the run's start, so a file reads as one session
	mu     sync.Mutex
	files  map[int]*historyFile
	err    error
}

type historyFile struct {
	mu  sync.Mutex
	f   *os.File
	w   *bufio.Writer
	buf []byte
}

// add appends a finished hand of session s; it runs on the runner's workers.
func (h *matchHistory) add(s int, g *poker.Game) {
	h.mu.Lock()
	hf, ok := h.files[s]
	if !ok && h.err == nil {
		name := filepath.Join(h.dir, fmt.Sprintf("match_seed%d_%04d.txt", h.seed, s+1))
		f, err := os.Create(name)
		if err != nil {
			h.err = fmt.Errorf("history: %w", err)
		} else {
			hf = &historyFile{f: f, w: bufio.NewWriterSize(f, 1<<16)}
			h.files[s] = hf
		}
	}
	h.mu.Unlock()
	if hf == nil {
		return
	}
	hf.mu.Lock()
	defer hf.mu.Unlock()
	var err error
	hf.buf, err = handhistory.AppendHand(hf.buf[:0], g.Events(), h.format, handhistory.HandOptions{
		// One tournament number a file, as trackers group hands by it.
		Tournament: h.start.Unix()%1_000_000*1000 + int64(s+1),
		Time:       h.start,
	})
	if err == nil {
		_, err = hf.w.Write(hf.buf)
	}
	if err != nil {
		h.mu.Lock()
		if h.err == nil {
			h.err = fmt.Errorf("history: %w", err)
		}
		h.mu.Unlock()
	}
}

func (h *matchHistory) close() error {
	for _, hf := range h.files {
		if err := hf.w.Flush(); err != nil && h.err == nil {
			h.err = fmt.Errorf("history: %w", err)
		}
		if err := hf.f.Close(); err != nil && h.err == nil {
			h.err = fmt.Errorf("history: %w", err)
		}
	}
	return h.err
}
