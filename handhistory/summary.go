package handhistory

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
)

// Summary sums up a whole file: every player's Stats and the match's end.
type Summary struct {
	Hands  int     // hands read
	Errors []error // hands that could not be read, in file order
	// Players holds one Stats per player, in order of first appearance.
	Players []Stats
	// Hero is the player dealt cards face up most often: in Parlor's own
	// files the human, in foreign files the hero.
	Hero string
	// Winner is the tournament winner named in the file, "" if none.
	Winner string
	// Last is the last hand read, nil when none was.
	Last *Record
	// Currency is the money's sign ("$") when the hands are played for
	// money, whose amounts (Stats.Net) are then in cents; "" for chips.
	Currency string
	// Ring is set when the hands are a ring game's: stacks that do not
	// carry from one hand to the next (see Carries), whose result is the
	// sum of the hands, not the last hand's stacks.
	Ring bool
}

// Summarize parses every hand of the file and sums them up. The work is
// shared among the CPUs, each reading a run of hands in large blocks; the
// result does not depend on how it was shared.
func (hf *File) Summarize() *Summary {
	n := len(hf.Entries)
	workers := max(1, min(runtime.GOMAXPROCS(0), n/2000))
	parts := make([]*partial, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[w] = hf.summarizeRange(w*n/workers, (w+1)*n/workers)
		}()
	}
	wg.Wait()
	s := &Summary{}
	at := map[string]int{}
	heroCount := map[string]int{}
	var prev *partial
	for _, p := range parts {
		if p.Last == nil {
			continue // no hand of this run read
		}
		// Hands next to each other across two runs.
		s.Ring = s.Ring || p.Ring || prev != nil && prev.lastAt+1 == p.firstAt && !Carries(prev.Last, p.first)
		prev = p
	}
	for _, p := range parts {
		s.Hands += p.Hands
		s.Errors = append(s.Errors, p.Errors...)
		if p.Last != nil {
			s.Last = p.Last
		}
		if s.Currency == "" {
			s.Currency = p.Currency
		}
		if p.Winner != "" {
			s.Winner = p.Winner
		}
		for _, st := range p.Players {
			i, ok := at[st.Player]
			if !ok {
				i = len(s.Players)
				at[st.Player] = i
				s.Players = append(s.Players, Stats{Player: st.Player})
			}
			s.Players[i].merge(&st)
		}
		for name, c := range p.heroCount {
			heroCount[name] += c
		}
	}
	best := 0
	for _, st := range s.Players { // first seen wins a tie
		if c := heroCount[st.Player]; c > best {
			s.Hero, best = st.Player, c
		}
	}
	return s
}

// partial is the summary of a run of hands.
type partial struct {
	Summary
	heroCount map[string]int
	// first is the first hand read; firstAt and lastAt the indexes of the
	// first and the last.
	first           *Record
	firstAt, lastAt int
}

// summarizeRange sums up hands [from, to), reading them a block at a time.
func (hf *File) summarizeRange(from, to int) *partial {
	p := &partial{heroCount: map[string]int{}}
	at := map[string]int{}
	var buf []byte
	for lo := from; lo < to; {
		// A block of hands up to about 4 MB, read at once.
		start := hf.Entries[lo].Offset
		hi := lo + 1
		for hi < to && hf.Entries[hi].Offset+int64(hf.Entries[hi].Length)-start <= 4<<20 {
			hi++
		}
		end := hf.Entries[hi-1].Offset + int64(hf.Entries[hi-1].Length)
		if size := int(end - start); cap(buf) < size {
			buf = make([]byte, size)
		} else {
			buf = buf[:size]
		}
		if _, err := hf.src.ReadAt(buf, start); err != nil && !errors.Is(err, io.EOF) {
			for range hi - lo {
				p.Errors = append(p.Errors, fmt.Errorf("read hand history %s: %w", hf.Path, err))
			}
			lo = hi
			continue
		}
		for i := lo; i < hi; i++ {
			e := hf.Entries[i]
			off := e.Offset - start
			r, err := hf.parse(buf[off:off+int64(e.Length)], i)
			if err != nil {
				p.Errors = append(p.Errors, err)
				continue
			}
			p.Hands++
			if p.first == nil {
				p.first, p.firstAt = r, i
			} else if p.lastAt == i-1 && !Carries(p.Last, r) {
				p.Ring = true
			}
			if r.Cash() {
				p.Ring = true
			}
			p.Last, p.lastAt = r, i
			if p.Currency == "" {
				p.Currency = r.Currency
			}
			for _, pl := range r.Players {
				j, ok := at[pl.Name]
				if !ok {
					j = len(p.Players)
					at[pl.Name] = j
					p.Players = append(p.Players, Stats{Player: pl.Name})
				}
				p.Players[j].Add(r)
			}
			if r.Hero >= 0 {
				p.heroCount[r.Players[r.Hero].Name]++
			}
			if r.Winner != "" {
				p.Winner = r.Winner
			}
		}
		lo = hi
	}
	return p
}

// Result says how the file's match stands after its last hand read: for a
// ring game (Ring) every player's net over the file, "ring game: equity
// +69,690, random -69,690" (money as "+$40.00"); otherwise as
// Description.Result says it ("Human won the tournament", "unfinished:
// Human 1,500, Computer 1,500"). "" when no hand reads.
func (s *Summary) Result() string {
	if s.Last == nil {
		return ""
	}
	if !s.Ring {
		d := Description{Last: s.Last}
		return d.Result()
	}
	var parts []string
	for _, p := range s.Players {
		if p.Hands > 0 {
			parts = append(parts, p.Player+" "+SignedAmount(p.Net, s.Currency))
		}
	}
	return "ring game: " + strings.Join(parts, ", ")
}

// Stats returns the named player's Stats, or nil.
func (s *Summary) Stats(name string) *Stats {
	for i := range s.Players {
		if s.Players[i].Player == name {
			return &s.Players[i]
		}
	}
	return nil
}

// Ends returns the first and the last hand of the file that can be read
// (nil when none can), reading no more hands than it must: enough to list
// a file.
func (hf *File) Ends() (first, last *Record) {
	for i := range hf.Entries {
		if r, err := hf.Hand(i); err == nil {
			first = r
			break
		}
	}
	for i := len(hf.Entries) - 1; i >= 0 && first != nil; i-- {
		if r, err := hf.Hand(i); err == nil {
			last = r
			break
		}
	}
	return first, last
}
