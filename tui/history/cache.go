package history

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"parlor/handhistory"
	"parlor/poker"
	"parlor/tui/kit"
)

// row is what the hand list shows of one hand, kept small so that a
// file of 100,000 hands costs a few megabytes once every hand is read.
type row struct {
	ok         bool
	number     int64 // the hand number in the match, else the file's hand ID
	sb, bb     int
	hole       [2]poker.Card
	holeKnown  bool
	ended      string // how the hand ended, in a few words
	pot        int
	net        int // the hero's chips won or lost
	showdown   bool
	currency   string // the money's sign when amounts are cents ("$"), "" for chips
	err        string // why the hand cannot be read, with its line
	filterText string // what the fuzzy filter matches
}

// bigPot is the pot, in big blinds of the hand's level, from which
// a pot counts as big: five big bets in fixed limit, a pot both players
// fought over to the river.
const bigPot = 10

func (r row) bigPot() bool { return r.ok && r.bb > 0 && r.pot >= bigPot*r.bb }

// newRow sums up record r (or the error that kept it from being
// read).
func newRow(r *handhistory.Record, err error) row {
	if err != nil {
		msg := readError(err)
		return row{err: msg, filterText: "unreadable " + msg}
	}
	row := row{ok: true, number: int64(r.Number), sb: r.SmallBlind, bb: r.BigBlind, pot: r.Pot, showdown: r.Showdown, currency: r.Currency}
	if row.number == 0 {
		row.number = r.ID
	}
	if row.pot == 0 {
		for _, c := range r.Collected() {
			row.pot += c
		}
	}
	if h := r.Hero; h >= 0 && h < len(r.Players) {
		row.net = r.Net(h)
		if p := r.Players[h]; p.Known {
			row.hole, row.holeKnown = p.Hole, true
		}
	}
	row.ended = endedHow(r)
	var b strings.Builder
	fmt.Fprintf(&b, "#%d %d/%d %s", row.number, row.sb, row.bb, row.ended)
	if row.holeKnown { // as the file writes them, and as the list shows them
		h := row.hole
		fmt.Fprintf(&b, " %v %v %v%s %v%s", h[0], h[1], h[0].Rank(), kit.SuitSymbols[h[0].Suit()], h[1].Rank(), kit.SuitSymbols[h[1].Suit()])
	}
	switch {
	case row.net > 0:
		b.WriteString(" won")
	case row.net < 0:
		b.WriteString(" lost")
	}
	row.filterText = b.String()
	return row
}

// readError says why a hand cannot be read: "line 72: bad cards",
// without the file's name, which the screens show already.
func readError(err error) string {
	msg := err.Error()
	var pe *handhistory.ParseError
	if errors.As(err, &pe) {
		msg = fmt.Sprintf("line %d: %s", pe.Line, pe.Msg)
	}
	return handhistory.Clean(msg)
}

// endedHow says how a hand ended in a few words: "showdown", "Computer
// folds on the turn".
func endedHow(r *handhistory.Record) string {
	if r.Showdown {
		return "showdown"
	}
	last := -1
	for i, a := range r.Actions {
		if a.Kind == handhistory.Fold {
			last = i
		}
	}
	if last < 0 {
		return "no showdown"
	}
	a := r.Actions[last]
	return kit.Truncate(r.Players[a.Player].Name, 10) + " folds " + streetWords[min(int(a.Street), 3)]
}

var streetWords = [4]string{"pre-flop", "on flop", "on turn", "on river"}

// cache holds an opened file and the rows of its hands: each row is
// read when first shown, and a reader in the background reads them all in
// order (for the filters and the statistics), summing up the hero's
// statistics as it goes. It is shared by the screens of one file and safe
// for use from several goroutines (the list filters in one).
type cache struct {
	hf   *handhistory.File
	name string // the file's base name, cleaned

	mu    sync.Mutex
	rows  []row
	read  []bool
	stats matchStats // complete once done is closed

	progress atomic.Int64 // hands the background reader has done
	done     chan struct{}
	stop     atomic.Bool
	closeMu  sync.Mutex
	running  bool // the background reader is running
	released bool // the screens are done with the file
}

// matchStats is the match statistics of a file, from the hero's side.
type matchStats struct {
	hero       string
	stats      handhistory.Stats
	bbWon      float64 // the hero's net in big blinds, summed hand by hand
	unreadable int
	firstError string
	opponents  []string
	// chips is the hero's stack before the first hand plus the chips won
	// so far, after each hand: the chip count of a tournament, and a
	// running total where stacks are reset every hand.
	chips []int
}

func newCache(hf *handhistory.File, name string) *cache {
	n := hf.Len()
	return &cache{hf: hf, name: name, rows: make([]row, n), read: make([]bool, n), done: make(chan struct{})}
}

func (c *cache) len() int { return len(c.rows) }

// row returns the row of hand i, reading the hand if no one has yet.
func (c *cache) row(i int) row {
	c.mu.Lock()
	if c.read[i] {
		r := c.rows[i]
		c.mu.Unlock()
		return r
	}
	c.mu.Unlock()
	row := newRow(c.hf.Hand(i))
	c.mu.Lock()
	c.rows[i], c.read[i] = row, true
	c.mu.Unlock()
	return row
}

// complete reports whether the background reader has read every hand.
func (c *cache) complete() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// percent is how far the background reader has come.
func (c *cache) percent() int {
	if c.len() == 0 {
		return 100
	}
	return int(100 * c.progress.Load() / int64(c.len()))
}

// readBlock is how many hands the background reader parses at a time,
// sharing them among the CPUs, before it sums them up in order.
const readBlock = 512

// start runs the background reader, once.
func (c *cache) start() {
	c.closeMu.Lock()
	defer c.closeMu.Unlock()
	if c.running || c.released || c.complete() {
		return
	}
	c.running = true
	go c.readAll()
}

func (c *cache) readAll() {
	defer c.finish()
	st := matchStats{}
	recs := make([]*handhistory.Record, readBlock)
	errs := make([]error, readBlock)
	workers := max(1, runtime.GOMAXPROCS(0))
	seen := map[string]bool{}
	for from := 0; from < c.len(); from += readBlock {
		if c.stop.Load() {
			return
		}
		to := min(from+readBlock, c.len())
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := from + w; i < to; i += workers {
					recs[i-from], errs[i-from] = c.hf.Hand(i)
				}
			}()
		}
		wg.Wait()
		for i := from; i < to; i++ {
			r, err := recs[i-from], errs[i-from]
			row := newRow(r, err)
			c.mu.Lock()
			c.rows[i], c.read[i] = row, true
			c.mu.Unlock()
			if err != nil {
				if st.unreadable == 0 {
					st.firstError = row.err
				}
				st.unreadable++
				continue
			}
			st.add(r, seen)
		}
		c.progress.Store(int64(to))
	}
	c.mu.Lock()
	c.stats = st
	c.mu.Unlock()
	close(c.done)
}

// add counts one hand for the hero: the player dealt cards face up in the
// first readable hand (the human, in Parlor's own files).
func (st *matchStats) add(r *handhistory.Record, seen map[string]bool) {
	if st.hero == "" && r.Hero >= 0 {
		st.hero = r.Players[r.Hero].Name
		st.stats.Player = st.hero
	}
	if st.hero == "" {
		return
	}
	h := r.PlayerIndex(st.hero)
	if h < 0 {
		return
	}
	for i, p := range r.Players {
		if i != h && !seen[p.Name] {
			seen[p.Name] = true
			st.opponents = append(st.opponents, p.Name)
		}
	}
	st.stats.Add(r)
	net := r.Net(h)
	if len(st.chips) == 0 {
		st.chips = append(st.chips, r.Players[h].Stack)
	}
	st.chips = append(st.chips, st.chips[len(st.chips)-1]+net)
	if r.BigBlind > 0 {
		st.bbWon += float64(net) / float64(r.BigBlind)
	}
}

// finish closes the file when the screens let it go while reading.
func (c *cache) finish() {
	c.closeMu.Lock()
	defer c.closeMu.Unlock()
	c.running = false
	if c.released {
		c.hf.Close()
	}
}

// statsNow returns the statistics once every hand is read.
func (c *cache) statsNow() (matchStats, bool) {
	if !c.complete() {
		return matchStats{}, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats, true
}

// release lets the file go: the background reader stops, and the file is
// closed now or when the reader has stopped.
func (c *cache) release() {
	c.closeMu.Lock()
	defer c.closeMu.Unlock()
	if c.released {
		return
	}
	c.released = true
	c.stop.Store(true)
	if !c.running {
		c.hf.Close()
	}
}
