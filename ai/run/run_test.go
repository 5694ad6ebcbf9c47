package run

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"
)

// TestEach: every job's result is collected and every tick reaches
// progress; a failed job stops the run with its error; a cancelled
// context stops it short of n.
func TestEach(t *testing.T) {
	boom := errors.New("boom")
	tests := []struct {
		name      string
		n         int
		failAt    int // the job that fails, -1 for none
		cancelled bool
		wantAll   bool
		wantErr   error
	}{
		{"all", 1000, -1, false, true, nil},
		{"one worker too many", 1, -1, false, true, nil},
		{"a job fails", 1000, 10, false, false, boom},
		{"cancelled", 1000, -1, true, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tt.cancelled {
				cancel()
			}
			sum, ticks := 0, 0
			got, err := Each(ctx, tt.n, 4, func(k int) { ticks += k }, func(i int, done func(int)) (int, error) {
				if i == tt.failAt {
					return 0, boom
				}
				done(1)
				return i, nil
			}, func(v int) { sum += v })
			if !errors.Is(err, tt.wantErr) || err != nil && tt.wantErr == nil {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if all := got == tt.n && sum == tt.n*(tt.n-1)/2 && ticks == tt.n; all != tt.wantAll {
				t.Errorf("collected %d of %d (sum %d, ticks %d); want all: %v", got, tt.n, sum, ticks, tt.wantAll)
			}
			if ticks < got {
				t.Errorf("%d ticks for %d results: progress behind", ticks, got)
			}
		})
	}
}

// TestInOrder: results reach collect in the jobs' order, however long each
// job takes; no more than 4×workers jobs run ahead of the earliest one not
// collected; a failed job and a cancelled context stop the run short.
func TestInOrder(t *testing.T) {
	boom := errors.New("boom")
	tests := []struct {
		name      string
		n         int
		workers   int
		failAt    int // the job that fails, -1 for none
		cancelled bool
		wantErr   error
	}{
		{"all", 500, 4, -1, false, nil},
		{"one worker", 50, 1, -1, false, nil},
		{"no worker asked", 50, 0, -1, false, nil},
		{"a job fails", 500, 4, 100, false, boom},
		{"cancelled", 500, 4, -1, true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tt.cancelled {
				cancel()
			}
			var mu sync.Mutex
			collected, ahead := 0, 0 // ahead: the most jobs started past the next to collect
			var got []int
			n, err := InOrder(ctx, tt.n, tt.workers, nil, func(i int, done func(int)) (int, error) {
				mu.Lock()
				ahead = max(ahead, i-collected)
				mu.Unlock()
				if i == tt.failAt {
					return 0, boom
				}
				if i%97 == 0 { // a slow job: the others end before it
					time.Sleep(5 * time.Millisecond)
				}
				return i, nil
			}, func(v int) {
				got = append(got, v)
				mu.Lock()
				collected++
				mu.Unlock()
			})
			if !errors.Is(err, tt.wantErr) || err != nil && tt.wantErr == nil {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if n != len(got) {
				t.Errorf("InOrder returned %d, collect saw %d", n, len(got))
			}
			for i, v := range got {
				if v != i {
					t.Fatalf("result %d collected in place %d: %v", v, i, got)
				}
			}
			switch {
			case tt.failAt >= 0 && n > tt.failAt, tt.cancelled && n == tt.n:
				t.Errorf("collected %d of %d: not stopped", n, tt.n)
			case tt.failAt < 0 && !tt.cancelled && n != tt.n:
				t.Errorf("collected %d of %d", n, tt.n)
			}
			if limit := 4 * max(1, tt.workers); ahead >= limit {
				t.Errorf("a job started %d past the next to collect, want fewer than %d", ahead, limit)
			}
		})
	}
}
