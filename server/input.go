package server

import (
	"bytes"
	"io"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

// What a player types reaches their program through an input, which
// bounds it: what the screens need (a name, a trap's square, a game key)
// is a few bytes, so a session gets a budget of bytes that refills at
// inputRate, up to inputBurst, and what comes beyond it is read and
// dropped. A bracketed paste keeps its markers, so that the program
// still sees one paste, and at most pasteMax bytes of its content.
//
// The input also hands the program its bytes in reads shorter than
// Bubble Tea's buffer, cut between keys. Bubble Tea's reader waits for
// more when a read fills its buffer with one run of letters, or holds a
// paste with no end yet, and it parses the whole of what it holds again
// with each read: a megabyte pasted without a break cost it minutes, the
// cost growing with the square of the size. Short reads and a short paste
// keep what it holds small, so that the cost of input is linear in its
// size, and the budget caps it.
const (
	inputRate  = 256  // bytes a second, once the burst is spent
	inputBurst = 1024 // bytes at once
	pasteMax   = 256  // bytes of a paste's content
	// maxRead is shorter than Bubble Tea's 256-byte buffer, so that each
	// read ends a run of keys for it.
	maxRead = 255
)

var (
	pasteStart = []byte("\x1b[200~")
	pasteEnd   = []byte("\x1b[201~")
)

// input is what a session's program reads of its player's keys. One
// goroutine reads it (the program's); Last may be asked from any.
type input struct {
	r   io.Reader
	now func() time.Time
	// rate, burst and pasteMax are inputRate, inputBurst and pasteMax
	// (a benchmark lifts them).
	rate, burst float64
	pasteMax    int

	tokens float64
	filled time.Time
	buf    [4096]byte
	out    []byte // allowed, not yet read
	err    error  // the reader's, once out is read

	// In a paste: pass tells whether it goes through, content the bytes
	// of its content passed, end how much of the end marker has come.
	inPaste bool
	pass    bool
	content int
	end     int

	last    atomic.Int64 // when the player last sent something, in Unix nanoseconds
	dropped atomic.Int64 // bytes dropped
}

func newInput(r io.Reader, now func() time.Time) *input {
	in := &input{r: r, now: now, rate: inputRate, burst: inputBurst, pasteMax: pasteMax, tokens: inputBurst, filled: now()}
	in.last.Store(in.filled.UnixNano())
	return in
}

// Last is when the player last sent a byte.
func (in *input) Last() time.Time { return time.Unix(0, in.last.Load()) }

// Dropped is the number of bytes dropped so far.
func (in *input) Dropped() int64 { return in.dropped.Load() }

func (in *input) Read(p []byte) (int, error) {
	for len(in.out) == 0 {
		if in.err != nil {
			return 0, in.err
		}
		n, err := in.r.Read(in.buf[:])
		if n > 0 {
			now := in.now()
			in.last.Store(now.UnixNano())
			in.refill(now)
			in.filter(in.buf[:n])
		}
		in.err = err
	}
	n := copy(p[:min(len(p), cut(in.out))], in.out)
	in.out = in.out[n:]
	if len(in.out) == 0 {
		in.out = in.out[:0:0] // let the buffer's start go
	}
	return n, nil
}

func (in *input) refill(now time.Time) {
	if d := now.Sub(in.filled); d > 0 {
		in.tokens = min(in.burst, in.tokens+d.Seconds()*in.rate)
	}
	in.filled = now
}

// spend takes n bytes from the budget, if it has them.
func (in *input) spend(n int) bool {
	if in.tokens < float64(n) {
		return false
	}
	in.tokens -= float64(n)
	return true
}

// filter passes what the budget allows of b, a paste's content up to
// pasteMax. Each byte is looked at once.
func (in *input) filter(b []byte) {
	for len(b) > 0 {
		if in.inPaste {
			b = in.pasted(b)
			continue
		}
		if bytes.HasPrefix(b, pasteStart) {
			// Both markers are paid for at the start, so that the end
			// always goes through with the start.
			in.inPaste, in.content, in.end = true, 0, 0
			in.pass = in.spend(len(pasteStart) + len(pasteEnd))
			if in.pass {
				in.out = append(in.out, pasteStart...)
			} else {
				in.dropped.Add(int64(len(pasteStart)))
			}
			b = b[len(pasteStart):]
			continue
		}
		// Up to the next escape, which may start a paste.
		n := bytes.IndexByte(b[1:], 0x1b) + 1
		if n == 0 {
			n = len(b)
		}
		in.keys(b[:n])
		b = b[n:]
	}
}

// keys passes what the budget allows of keys typed.
func (in *input) keys(b []byte) {
	n := min(len(b), int(min(in.tokens, float64(len(b)))))
	in.tokens -= float64(n)
	in.out = append(in.out, b[:n]...)
	in.dropped.Add(int64(len(b) - n))
}

// pasted reads b inside a paste, up to and with its end marker (which may
// come split across reads), and returns what follows it.
func (in *input) pasted(b []byte) []byte {
	for i, c := range b {
		if c == pasteEnd[in.end] {
			if in.end++; in.end == len(pasteEnd) {
				in.inPaste = false
				if in.pass {
					in.out = append(in.out, pasteEnd...)
				} else {
					in.dropped.Add(int64(len(pasteEnd)))
				}
				return b[i+1:]
			}
			continue
		}
		if in.end > 0 { // what looked like the end was content
			for _, h := range pasteEnd[:in.end] {
				in.paste(h)
			}
			in.end = 0
			if c == pasteEnd[0] {
				in.end = 1
				continue
			}
		}
		in.paste(c)
	}
	return nil
}

// paste passes a byte of a paste's content if the paste goes through,
// while it is under pasteMax and within the budget.
func (in *input) paste(c byte) {
	if in.pass && in.content < in.pasteMax && in.spend(1) {
		in.out = append(in.out, c)
		in.content++
		return
	}
	in.dropped.Add(1)
}

// cut is how much of b a read hands out: all of it, or at most maxRead
// bytes ending before a key's escape sequence or a character that would be
// cut in two.
func cut(b []byte) int {
	if len(b) <= maxRead {
		return len(b)
	}
	n := maxRead
	if i := bytes.LastIndexByte(b[n-8:n], 0x1b); i >= 0 {
		return n - 8 + i
	}
	for n > maxRead-utf8.UTFMax && !utf8.RuneStart(b[n]) {
		n--
	}
	return n
}
