// Package run runs the independent games of a headless match or tournament
// on a pool of goroutines: the one runner under every bot runner in ai.
package run

import (
	"context"
	"sync"
)

// Each runs job(0), …, job(n-1) on min(workers, n) goroutines and hands
// each result to collect as it ends, so memory does not grow with n;
// collect must not depend on the order. A job reports the items it has
// finished through done, which reach progress (nil: nobody) never ahead of
// the result they belong to; progress and collect run on the caller's
// goroutine. The first failed job stops the run, and so does ctx. Each
// returns how many results it collected and the first job's error; a run
// that ctx stopped has collected fewer than n.
func Each[T any](ctx context.Context, n, workers int, progress func(int), job func(i int, done func(int)) (T, error), collect func(T)) (int, error) {
	ctx, cancel := context.WithCancel(ctx) // cancelled at the first failed job too
	defer cancel()
	// One channel for ticks and results keeps them in the order they
	// happened, so progress never runs ahead of the result.
	type event struct {
		tick   int
		result bool
		v      T
		err    error
	}
	jobs := make(chan int)
	events := make(chan event, 64)
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Go(func() {
			for i := range jobs {
				v, err := job(i, func(k int) { events <- event{tick: k} })
				events <- event{result: true, v: v, err: err}
			}
		})
	}
	go func() {
		defer func() {
			close(jobs)
			wg.Wait()
			close(events)
		}()
		for i := range n {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	var firstErr error
	collected := 0
	for e := range events {
		switch {
		case !e.result:
			if progress != nil {
				progress(e.tick)
			}
		case e.err != nil:
			if firstErr == nil {
				firstErr = e.err
			}
			cancel()
		default:
			collect(e.v)
			collected++
		}
	}
	return collected, firstErr
}
