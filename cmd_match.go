package main

import (
	"errors"
	"fmt"
	"io"
	"os"
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
writes every hand, one new file per block of 2,000 hands (or per match), in
--history-format: ring-game hands that stand alone with --hands, tournament
hands with --tournament. Files are never overwritten; a write that fails
stops the run and prints the result so far.`,
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
		hist, err = newMatchHistory(g.historyDir, format, f.tournaments == 0, seed)
		if err != nil {
			return err
		}
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
	var histErr error
	if hist != nil {
		histErr = hist.close()
	}
	if err != nil {
		if histErr != nil && errors.Is(err, histErr) {
			hist.printSoFar(out, cfg)
		}
		return err
	}
	elapsed := time.Since(start)
	printMatch(out, cfg, res)
	if histErr != nil {
		return histErr // the result stands; the files hold the hands before the failure
	}
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

// matchHistory writes the hands of a headless match through
// handhistory's Writer: one file per session of the runner (a block of
// hands played by one pair of bots, or one tournament match), so that
// parallel sessions never share a file and each file reads in order. Hands
// go out in batches of whole hands, synced once a second and at the end.
// The first write that fails stops every session at its next hand; the
// hands written before stay whole.
type matchHistory struct {
	dir    string
	format handhistory.Format
	ring   bool // --hands: stacks reset, every hand stands alone
	name   string
	start  time.Time // every hand is stamped with the run's start, so a file reads as one session
	mu     sync.Mutex
	files  map[int]*handhistory.Writer
	err    error
	// closing waits for the files closed in the background: a close
	// syncs, which takes milliseconds the workers need not wait for.
	closing sync.WaitGroup
	// The result so far, from A's side, over the hands handed to the
	// files: what the command prints when a write fails.
	hands, net, winsA, winsB int
}

// historyBatch is how many bytes of whole hands a file gathers before
// one write: about 400 hands (the kernel takes 256 KiB writes at half the
// cost a byte of 64 KiB ones).
const historyBatch = 256 << 10

func newMatchHistory(dir string, format handhistory.Format, ring bool, seed uint64) (*matchHistory, error) {
	start := time.Now()
	h := &matchHistory{dir: dir, format: format, ring: ring, start: start, files: map[int]*handhistory.Writer{},
		name: fmt.Sprintf("match_%s_seed%d", start.Format("2006-01-02_15-04-05"), seed)}
	// The first file is made before any hand is played, so that a folder
	// that cannot be written is said at once.
	if _, err := h.file(0); err != nil {
		return nil, err
	}
	return h, nil
}

// file returns session s's writer, creating its file on first use.
func (h *matchHistory) file(s int) (*handhistory.Writer, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err != nil {
		return nil, h.err
	}
	if w, ok := h.files[s]; ok {
		return w, nil
	}
	w, err := handhistory.Create(handhistory.Options{
		Dir: h.dir, Format: h.format, Name: fmt.Sprintf("%s_%04d", h.name, s+1), Start: h.start,
		Now: func() time.Time { return h.start }, Ring: h.ring, Batch: historyBatch,
	})
	if err != nil {
		h.err = fmt.Errorf("history: %w", err)
		return nil, h.err
	}
	h.files[s] = w
	return w, nil
}

// add appends a finished hand of session s; it runs on the runner's
// workers, one goroutine per session at a time.
func (h *matchHistory) add(s int, g *poker.Game) error {
	w, err := h.file(s)
	if err != nil {
		return err
	}
	if err := w.WriteHand(g.Events()); err != nil {
		return h.fail(err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err != nil {
		return h.err // another session failed: stop this one too
	}
	h.hands++
	st := g.Stacks()
	switch {
	case h.ring:
		h.net += st[0] - poker.StartingStack
	case st[1] == 0:
		h.winsA++
	case st[0] == 0:
		h.winsB++
	}
	if (!h.ring && (st[0] == 0 || st[1] == 0)) || (h.ring && g.Number() == holdembot.SessionHands) {
		// The match or the session is over: its file is complete, and
		// closing it now keeps a long run's open files and memory flat.
		delete(h.files, s)
		h.closeLater(w)
	}
	return nil
}

// closeLater closes w in the background; a failure stops the run.
func (h *matchHistory) closeLater(w *handhistory.Writer) {
	h.closing.Go(func() {
		if err := w.Close(); err != nil {
			h.fail(err)
		}
	})
}

func (h *matchHistory) fail(err error) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err == nil {
		h.err = fmt.Errorf("history: %w", err)
	}
	return h.err
}

// close writes what the files still hold and closes them, all at once.
func (h *matchHistory) close() error {
	h.mu.Lock()
	for s, w := range h.files {
		delete(h.files, s)
		h.closeLater(w)
	}
	h.mu.Unlock()
	h.closing.Wait()
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.err
}

// printSoFar prints the result over the hands written before a history
// write failed.
func (h *matchHistory) printSoFar(w io.Writer, cfg holdembot.MatchConfig) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if cfg.Matches > 0 {
		fmt.Fprintf(w, "%s vs %s: stopped after %d hands: the history could not be written (its files keep the hands before)\n", cfg.A, cfg.B, h.hands)
		fmt.Fprintf(w, "matches finished so far: %s wins %d, %s wins %d\n", cfg.A, h.winsA, cfg.B, h.winsB)
		return
	}
	fmt.Fprintf(w, "%s vs %s: stopped after %d hands: the history could not be written (its files keep the hands before)\n", cfg.A, cfg.B, h.hands)
	if h.hands > 0 {
		bb := float64(poker.LevelOf(1).BigBlind)
		fmt.Fprintf(w, "%s so far: %+d chips, %+.0f mbb/hand\n", cfg.A, h.net, float64(h.net)/bb*1000/float64(h.hands))
	}
}
