// Package run runs the independent games of a headless match or tournament
// on a pool of goroutines: the one runner under every bot runner in ai.
package run

import (
	"context"
	"math/rand/v2"
	"sync"
)

// Each runs job(0), …, job(n-1) on min(workers, n) goroutines (at least
// one) and hands each result to collect as it ends, so memory does not
// grow with n; collect must not depend on the order. A job reports the
// items it has finished through done, which reach progress (nil: nobody)
// never ahead of the result they belong to; progress and collect run on
// the caller's goroutine. The first failed job stops the run, and so does
// ctx. Each returns how many results it collected and the first job's
// error; a run that ctx stopped has collected fewer than n.
func Each[T any](ctx context.Context, n, workers int, progress func(int), job func(i int, done func(int)) (T, error), collect func(T)) (int, error) {
	return each(ctx, n, workers, nil, progress, job, func(_ int, v T) { collect(v) })
}

// InOrder is Each with the results handed to collect in the jobs' order,
// job 0's first, for sums whose rounding depends on the order they are
// added in (floating point): the same jobs give the same sums to the last
// bit whatever the number of workers and however the scheduler ran them.
// A job starts only while fewer than 4×workers ended ones wait for an
// earlier one, so memory still does not grow with n. It returns how many
// results reached collect.
func InOrder[T any](ctx context.Context, n, workers int, progress func(int), job func(i int, done func(int)) (T, error), collect func(T)) (int, error) {
	window := make(chan struct{}, 4*poolSize(n, workers))
	waiting := map[int]T{} // ended jobs not yet collected, by index
	next := 0
	_, err := each(ctx, n, workers, window, progress, job, func(i int, v T) {
		waiting[i] = v
		for v, ok := waiting[next]; ok; v, ok = waiting[next] {
			delete(waiting, next)
			collect(v)
			next++
			<-window
		}
	})
	return next, err
}

// Source is the random source of game i of a run with the given seed:
// each game's randomness depends only on the seed and its index, so a
// run's result does not depend on which goroutine played which game.
func Source(seed uint64, i int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(i)))
}

// poolSize is how many goroutines run n jobs given workers: one at least.
func poolSize(n, workers int) int { return max(1, min(workers, n)) }

// each is Each and InOrder: with a window, job i starts only once it holds
// one of the window's places (taken in the jobs' order, so the earliest
// job not yet collected always has one), which collect gives back.
func each[T any](ctx context.Context, n, workers int, window chan struct{}, progress func(int), job func(i int, done func(int)) (T, error), collect func(i int, v T)) (int, error) {
	ctx, cancel := context.WithCancel(ctx) // cancelled at the first failed job too
	defer cancel()
	// One channel for ticks and results keeps them in the order they
	// happened, so progress never runs ahead of the result.
	type event struct {
		tick   int
		result bool
		i      int
		v      T
		err    error
	}
	jobs := make(chan int)
	events := make(chan event, 64)
	var wg sync.WaitGroup
	for range poolSize(n, workers) {
		wg.Go(func() {
			for i := range jobs {
				v, err := job(i, func(k int) { events <- event{tick: k} })
				events <- event{result: true, i: i, v: v, err: err}
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
			if window != nil {
				select {
				case window <- struct{}{}:
				case <-ctx.Done():
					return
				}
			}
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
			collect(e.i, e.v)
			collected++
		}
	}
	return collected, firstErr
}
