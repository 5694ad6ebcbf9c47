package main

import (
	"fmt"
	"io"

	"github.com/schollz/progressbar/v3"
)

// progress reports how far a long headless run has got: a bar on a terminal,
// a few plain lines when standard error is piped (so logs stay readable).
type progress struct {
	bar   *progressbar.ProgressBar
	w     io.Writer
	total int
	done  int
	step  int // plain mode prints every step items
	desc  string
}

// newProgressTo starts a report of total items on w, a bar if w is a
// terminal.
func newProgressTo(w io.Writer, terminal bool, total int, desc string) *progress {
	p := &progress{w: w, total: total, desc: desc, step: max(1, total/10)}
	if terminal {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(desc),
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionThrottle(100_000_000),
		)
	}
	return p
}

// Add records n more items done. It is not safe for concurrent use: call it
// from the goroutine that collects results.
func (p *progress) Add(n int) {
	before := p.done
	p.done += n
	if p.bar != nil {
		_ = p.bar.Add(n)
		return
	}
	if p.done/p.step != before/p.step || p.done == p.total {
		fmt.Fprintf(p.w, "%s: %d/%d\n", p.desc, p.done, p.total)
	}
}

// Finish clears the bar.
func (p *progress) Finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
