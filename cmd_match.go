package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
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
// go out in batches of whole hands; a file is synced and closed within a
// second of its session's end, together with the others ended in that
// second, and every file is synced at the end. (A sync for each file as it
// ended, hundreds a second with the fastest bots, kept the workers waiting
// a fifth of the time.) The first write that
// fails stops every session at its next hand; the hands written before
// stay whole.
//
// A hand takes no lock: each session's file and counts belong to the one
// worker playing it, and a session's counts join the totals when it ends.
type matchHistory struct {
	dir    string
	format handhistory.Format
	ring   bool // --hands: stacks reset, every hand stands alone
	name   string
	start  time.Time   // every hand is stamped with the run's start, so a file reads as one session
	files  sync.Map    // session number -> *sessionFile, while the session plays
	failed atomic.Bool // err != nil, read on every hand without the lock
	mu     sync.Mutex  // guards err, the totals and ended
	err    error
	ended  []*handhistory.Writer // finished, to be synced and closed
	stop   chan struct{}         // ends the syncer
	synced chan struct{}         // closed when the syncer has synced the last

	// The result so far, from A's side, over the hands handed to the
	// files of the sessions ended: what the command prints when a write
	// fails.
	total sessionCounts
}

// sessionFile is a session's file and what its hands counted.
type sessionFile struct {
	w *handhistory.Writer
	sessionCounts
}

type sessionCounts struct{ hands, net, winsA, winsB int }

func (c *sessionCounts) add(o sessionCounts) {
	c.hands += o.hands
	c.net += o.net
	c.winsA += o.winsA
	c.winsB += o.winsB
}

// historyBatch is how many bytes of whole hands a file gathers before
// one write: about 400 hands (the kernel takes 256 KiB writes at half the
// cost a byte of 64 KiB ones).
const historyBatch = 256 << 10

func newMatchHistory(dir string, format handhistory.Format, ring bool, seed uint64) (*matchHistory, error) {
	start := time.Now()
	h := &matchHistory{dir: dir, format: format, ring: ring, start: start,
		name: fmt.Sprintf("match_%s_seed%d", start.Format("2006-01-02_15-04-05"), seed),
		stop: make(chan struct{}), synced: make(chan struct{})}
	// A folder that cannot be written is said before any hand is played
	// (the files are made with their first writes).
	if err := handhistory.CheckDir(dir); err != nil {
		return nil, fmt.Errorf("history: %w", err)
	}
	go h.syncer()
	return h, nil
}

// syncer syncs and closes the files of ended sessions once a second, and
// the rest when the run stops.
func (h *matchHistory) syncer() {
	defer close(h.synced)
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
		case <-h.stop:
			h.closeEnded()
			return
		}
		h.closeEnded()
	}
}

func (h *matchHistory) closeEnded() {
	h.mu.Lock()
	ended := h.ended
	h.ended = nil
	h.mu.Unlock()
	// Synced side by side: the file system joins their journal commits
	// and disk flushes, where one after another each waits for its own.
	var wg sync.WaitGroup
	next := make(chan *handhistory.Writer)
	for range min(len(ended), 8) {
		wg.Go(func() {
			for w := range next {
				if err := w.Close(); err != nil {
					h.fail(err)
				}
			}
		})
	}
	for _, w := range ended {
		next <- w
	}
	close(next)
	wg.Wait()
}

// file returns session s's file, creating it on first use.
func (h *matchHistory) file(s int) (*sessionFile, error) {
	if v, ok := h.files.Load(s); ok {
		return v.(*sessionFile), nil
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.err != nil {
		return nil, h.err
	}
	w, err := handhistory.Create(handhistory.Options{
		Dir: h.dir, Format: h.format, Name: fmt.Sprintf("%s_%04d", h.name, s+1), Start: h.start,
		Now: func() time.Time { return h.start }, Ring: h.ring, Batch: historyBatch,
	})
	if err != nil {
		return nil, h.failLocked(err)
	}
	f := &sessionFile{w: w}
	h.files.Store(s, f)
	return f, nil
}

// add appends a finished hand of session s; it runs on the runner's
// workers, one goroutine per session at a time.
func (h *matchHistory) add(s int, g *poker.Game) error {
	f, err := h.file(s)
	if err != nil {
		return err
	}
	if err := f.w.WriteHand(g.Events()); err != nil {
		return h.fail(err)
	}
	if h.failed.Load() {
		return h.fail(nil) // another session failed: stop this one too
	}
	f.hands++
	st := g.Stacks()
	switch {
	case h.ring:
		f.net += st[0] - poker.StartingStack
	case st[1] == 0:
		f.winsA++
	case st[0] == 0:
		f.winsB++
	}
	if (!h.ring && (st[0] == 0 || st[1] == 0)) || (h.ring && g.Number() == holdembot.SessionHands) {
		// The match or the session is over: its file is complete, and
		// letting it go now keeps a long run's open files and memory flat.
		h.end(s, f)
	}
	return nil
}

// end takes session s's file out of play, writes out its last hands, adds
// its counts to the totals and leaves it to the syncer; a failure stops the
// run.
func (h *matchHistory) end(s int, f *sessionFile) {
	h.files.Delete(s)
	err := f.w.Finish()
	h.mu.Lock()
	defer h.mu.Unlock()
	h.total.add(f.sessionCounts)
	h.ended = append(h.ended, f.w)
	h.failLocked(err)
}

// fail records the run's first failure (err nil: none new) and returns it.
func (h *matchHistory) fail(err error) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.failLocked(err)
}

func (h *matchHistory) failLocked(err error) error {
	if h.err == nil && err != nil {
		h.err = fmt.Errorf("history: %w", err)
		h.failed.Store(true)
	}
	return h.err
}

// close writes what the files still hold and closes them, all at once.
// The workers have stopped.
func (h *matchHistory) close() error {
	h.files.Range(func(s, f any) bool {
		h.end(s.(int), f.(*sessionFile))
		return true
	})
	close(h.stop)
	<-h.synced
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
		fmt.Fprintf(w, "%s vs %s: stopped after %d hands: the history could not be written (its files keep the hands before)\n", cfg.A, cfg.B, h.total.hands)
		fmt.Fprintf(w, "matches finished so far: %s wins %d, %s wins %d\n", cfg.A, h.total.winsA, cfg.B, h.total.winsB)
		return
	}
	fmt.Fprintf(w, "%s vs %s: stopped after %d hands: the history could not be written (its files keep the hands before)\n", cfg.A, cfg.B, h.total.hands)
	if h.total.hands > 0 {
		bb := float64(poker.LevelOf(1).BigBlind)
		fmt.Fprintf(w, "%s so far: %+d chips, %+.0f mbb/hand\n", cfg.A, h.total.net, float64(h.total.net)/bb*1000/float64(h.total.hands))
	}
}
