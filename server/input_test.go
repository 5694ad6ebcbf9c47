package server

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// chunks is a reader that returns its reads one by one, each after the
// clock has moved on by its wait.
type chunks struct {
	reads []chunk
	clock *time.Time
}

type chunk struct {
	wait time.Duration
	data string
}

func (c *chunks) Read(p []byte) (int, error) {
	if len(c.reads) == 0 {
		return 0, io.EOF
	}
	r := c.reads[0]
	*c.clock = c.clock.Add(r.wait)
	n := copy(p, r.data)
	if n < len(r.data) {
		c.reads[0].data, c.reads[0].wait = r.data[n:], 0
	} else {
		c.reads = c.reads[1:]
	}
	return n, nil
}

// readAll reads in to its end and returns what it got and the reads'
// sizes.
func readAll(t *testing.T, in *input) (string, []int) {
	t.Helper()
	var got bytes.Buffer
	var sizes []int
	buf := make([]byte, 4096)
	for {
		n, err := in.Read(buf)
		if n > 0 {
			got.Write(buf[:n])
			sizes = append(sizes, n)
		}
		if err == io.EOF {
			return got.String(), sizes
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestInput(t *testing.T) {
	long := strings.Repeat("k", inputBurst+500)
	paste := func(s string) string { return "\x1b[200~" + s + "\x1b[201~" }
	tests := []struct {
		name    string
		reads   []chunk
		want    string
		dropped int64
	}{
		{"keys pass", []chunk{{0, "ab"}, {0, "\x1b[A"}, {0, "c d"}}, "ab\x1b[Ac d", 0},
		{"a burst beyond the budget is cut", []chunk{{0, long}}, long[:inputBurst], 500},
		{"the budget refills", []chunk{{0, long[:inputBurst]}, {0, "x"}, {time.Second, "yz"}}, long[:inputBurst] + "yz", 1},
		{"a paste keeps its markers", []chunk{{0, paste("alice")}}, paste("alice"), 0},
		{"a paste's content is capped", []chunk{{0, paste(strings.Repeat("p", 1000))}}, paste(strings.Repeat("p", pasteMax)), 1000 - pasteMax},
		{"a paste's end split across reads", []chunk{{0, "\x1b[200~ab\x1b["}, {0, "20"}, {0, "1~c"}}, paste("ab") + "c", 0},
		{"what looks like an end is content", []chunk{{0, paste("a\x1b[20x\x1b\x1b[201b")}}, paste("a\x1b[20x\x1b\x1b[201b"), 0},
		{"a paste beyond the budget goes whole", []chunk{{0, long[:inputBurst-4]}, {0, paste("lost") + "k"}, {time.Second, "m"}}, long[:inputBurst-4] + "km", int64(len(paste("lost")))},
		{"a paste within the budget's end goes whole", []chunk{{0, long[:inputBurst-20]}, {0, paste("0123456789")}}, long[:inputBurst-20] + paste("01234567"), 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := time.Unix(1000, 0)
			in := newInput(&chunks{reads: tt.reads, clock: &clock}, func() time.Time { return clock })
			got, _ := readAll(t, in)
			if got != tt.want {
				t.Errorf("read %q, want %q", got, tt.want)
			}
			if in.Dropped() != tt.dropped {
				t.Errorf("Dropped() = %d, want %d", in.Dropped(), tt.dropped)
			}
			if !in.Last().Equal(clock) {
				t.Errorf("Last() = %v, want the last read's time %v", in.Last(), clock)
			}
		})
	}
}

// teaBuffer is the size of Bubble Tea's input buffer (readAnsiInputs).
const teaBuffer = 256

// TestInputReads: the program's reads are shorter than its buffer, so
// that its parser never waits for more, and are cut between keys: never
// inside a character or before the rest of an escape sequence.
func TestInputReads(t *testing.T) {
	for _, tc := range []struct{ name, data string }{
		{"letters", strings.Repeat("x", 900)},
		{"wide characters", strings.Repeat("é日", 150)},
		{"arrows", strings.Repeat("\x1b[A", 300)},
		{"letters and arrows", strings.Repeat("ab\x1b[B", 200)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clock := time.Unix(1000, 0)
			in := newInput(&chunks{reads: []chunk{{0, tc.data}}, clock: &clock}, func() time.Time { return clock })
			got, sizes := readAll(t, in)
			if got != tc.data {
				t.Fatalf("read %q, want %q", got, tc.data)
			}
			at := 0
			for _, n := range sizes {
				part := got[at : at+n]
				at += n
				switch {
				case n >= teaBuffer:
					t.Errorf("a read of %d bytes, want fewer than Bubble Tea's buffer, %d", n, teaBuffer)
				case !utf8.ValidString(part):
					t.Errorf("a read cuts a character: %q", part)
				case strings.Contains(tc.data, "\x1b") && at < len(got) && got[at] != 0x1b:
					t.Errorf("a read is not cut before an escape sequence: it ends %q, the next starts %q", part[max(0, len(part)-4):], got[at:min(len(got), at+4)])
				}
			}
		})
	}
}
