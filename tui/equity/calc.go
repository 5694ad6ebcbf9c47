package equity

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/poker/equity"
)

// calcMsg is news of a calculation: a partial result while it runs, then
// its end. gen tells the current calculation's news from a replaced one's.
type calcMsg struct {
	gen  int
	res  equity.Result
	err  error
	done bool
	news <-chan calcMsg // where the next news comes from
}

// calculation is the screen's one calculation at a time. It runs in a
// goroutine of its own, off the update loop, and sends its news on a
// channel that a command reads, one message at a time; a change to the
// spot cancels it and starts another.
type calculation struct {
	gen     int // of the latest calculation started
	ctx     context.Context
	cancel  context.CancelFunc
	running bool
	res     equity.Result // the latest news, partial while running
	err     error         // the spot cannot be calculated (no deal, a card twice)
	has     bool          // res holds a result
	// perDeal is how many boards an exact count deals to each combination
	// of the players' hands, for the summary to say the two apart.
	perDeal uint64
}

// boardsPerDeal is how many boards complete spot's board beside one deal
// of hands: the unseen cards choose the board's missing ones.
func boardsPerDeal(spot equity.Spot) uint64 {
	unseen := 52 - 2*len(spot.Players) - len(spot.Board) - len(spot.Dead)
	k := 5 - len(spot.Board)
	if unseen < k || k < 0 {
		return 0
	}
	n := uint64(1)
	for i := range k { // C(unseen, k), exact at each step
		n = n * uint64(unseen-i) / uint64(i+1)
	}
	return n
}

// start cancels the running calculation and starts one of spot with o.
func (c *calculation) start(spot equity.Spot, o equity.Options) tea.Cmd {
	c.stop()
	c.gen++
	c.ctx, c.cancel = context.WithCancel(context.Background())
	c.running, c.has, c.err, c.res = true, false, nil, equity.Result{}
	c.perDeal = boardsPerDeal(spot)
	news := make(chan calcMsg, 1)
	gen, ctx := c.gen, c.ctx
	o.Progress = func(r equity.Result) {
		// Only the latest partial result matters: one that was not read
		// yet gives way to it.
		m := calcMsg{gen: gen, res: r, news: news}
		select {
		case news <- m:
		default:
			select {
			case <-news:
			default:
			}
			select {
			case news <- m:
			default:
			}
		}
	}
	go func() {
		defer close(news) // a reader still waiting gets nil
		res, err := equity.Calculate(ctx, spot, o)
		if ctx.Err() != nil {
			return // replaced: nobody wants it
		}
		// Progress runs on this goroutine, so nothing else writes now.
		select {
		case <-news:
		default:
		}
		news <- calcMsg{gen: gen, res: res, err: err, done: true, news: news}
	}()
	return listen(news)
}

// stop cancels the running calculation, if any; what it found stays.
func (c *calculation) stop() {
	if c.cancel != nil {
		c.cancel()
	}
	c.running = false
}

// clear stops the calculation and forgets its result: the spot cannot be
// calculated as it stands (a range that does not read).
func (c *calculation) clear() {
	c.stop()
	c.gen++ // news still on its way is stale
	c.has, c.err, c.res = false, nil, equity.Result{}
}

// take records msg if it is the current calculation's news, and returns
// the command that waits for the next.
func (c *calculation) take(msg calcMsg) tea.Cmd {
	if msg.gen != c.gen {
		return nil // replaced; its goroutine ends and closes its channel
	}
	if !msg.done && msg.res.Boards == 0 {
		return listen(msg.news) // nothing counted yet: no result to show
	}
	if msg.err != nil {
		c.err, c.has = msg.err, false
	} else {
		c.res, c.has = msg.res, true
	}
	if msg.done {
		c.stop()
		return nil
	}
	return listen(msg.news)
}

// listen waits for the next news on ch.
func listen(ch <-chan calcMsg) tea.Cmd {
	return func() tea.Msg {
		m, ok := <-ch
		if !ok {
			return nil
		}
		return m
	}
}
