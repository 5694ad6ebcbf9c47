package handhistory

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"parlor/internal/fsx"
)

// Hand numbers. A PokerStars hand ID is Tournament*handIDBase + the hand's
// number in its match, and a tracker drops an ID it has seen, so every file
// gets a tournament number of its own (for ring-game files too, where it
// names the table).
//
// Tournament numbers are handed out from a counter kept in the data
// directory ($XDG_DATA_HOME/parlor/hand-numbers) under an exclusive lock,
// so that they never repeat on one machine for one user, whatever runs at
// the same time. The counter starts at a random point of a range of 8·10¹³
// numbers, so two machines (or two users) collide only if their runs of
// numbers overlap: about 2k/8·10¹³ for k files each. Each process reserves
// a block of numbers at a time so that a headless run of thousands of files
// takes the lock rarely. When the data directory cannot be used (no home,
// read-only) a number is drawn at random from the same range: a repeat is
// then as unlikely as a collision between machines, but not impossible.
const (
	numberLow   = 10_000_000_000_000 // 14 digits: ID = T*100000 + hand < 2^63
	numberHigh  = 90_000_000_000_000
	numberBlock = 1000
)

var numbers struct {
	mu        sync.Mutex
	next, end int64
}

// NewNumber returns a tournament number no other call on this machine
// returned (see above), for HandOptions.Tournament.
func NewNumber() int64 {
	numbers.mu.Lock()
	defer numbers.mu.Unlock()
	if numbers.next < numbers.end {
		numbers.next++
		return numbers.next - 1
	}
	from, err := reserveNumbers(numberBlock)
	if err != nil {
		return randomNumber()
	}
	numbers.next, numbers.end = from+1, from+numberBlock
	return from
}

func randomNumber() int64 {
	var b [8]byte
	_, _ = io.ReadFull(rand.Reader, b[:])
	return numberLow + int64(binary.BigEndian.Uint64(b[:])%uint64(numberHigh-numberLow))
}

// reserveNumbers takes n numbers from the machine's counter and returns
// the first.
func reserveNumbers(n int64) (int64, error) {
	dir, err := fsx.DataDir()
	if err != nil {
		return 0, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	f, err := os.OpenFile(filepath.Join(dir, "hand-numbers"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	if err := fsx.Lock(f); err != nil {
		return 0, err
	}
	b, err := io.ReadAll(io.LimitReader(f, 64))
	if err != nil {
		return 0, err
	}
	from, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || from < numberLow || from+n >= numberHigh {
		from = randomNumber() // a new counter, or one that ran out: start afresh
	}
	next := []byte(strconv.FormatInt(from+n, 10) + "\n")
	if _, err := f.WriteAt(next, 0); err != nil {
		return 0, err
	}
	if err := f.Truncate(int64(len(next))); err != nil {
		return 0, err
	}
	// Synced before any number is used, so that a crash cannot hand the
	// same numbers out again.
	return from, f.Sync()
}

// DefaultDir returns the directory for hand histories, fsx.DataDir()/hands:
// $XDG_DATA_HOME/parlor/hands, else ~/.local/share/parlor/hands, else an
// error saying neither is set (never a folder relative to wherever Parlor
// was started). Every caller (the table, the headless runs, the history
// browser and listing) uses it.
func DefaultDir() (string, error) {
	d, err := fsx.DataDir()
	if err != nil {
		return "", fmt.Errorf("find the hand-history directory: %w", err)
	}
	return filepath.Join(d, "hands"), nil
}
