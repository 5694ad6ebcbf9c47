package run

import (
	"context"
	"errors"
	"testing"
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
