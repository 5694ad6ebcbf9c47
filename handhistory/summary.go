package handhistory

import (
	"path/filepath"
	"strings"
	"time"
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
}

// Summarize parses every hand of the file and sums them up.
func (hf *File) Summarize() *Summary {
	s := &Summary{}
	at := map[string]int{}
	heroCount := map[string]int{}
	hf.All(func(_ int, r *Record, err error) bool {
		if err != nil {
			s.Errors = append(s.Errors, err)
			return true
		}
		s.Hands++
		s.Last = r
		for _, p := range r.Players {
			i, ok := at[p.Name]
			if !ok {
				i = len(s.Players)
				at[p.Name] = i
				s.Players = append(s.Players, Stats{Player: p.Name})
			}
			s.Players[i].Add(r)
		}
		if r.Hero >= 0 {
			heroCount[r.Players[r.Hero].Name]++
		}
		if r.Winner != "" {
			s.Winner = r.Winner
		}
		return true
	})
	best := 0
	for _, st := range s.Players { // first seen wins a tie
		if n := heroCount[st.Player]; n > best {
			s.Hero, best = st.Player, n
		}
	}
	return s
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

// StartFromName returns the match start that a Writer put in a file's
// name ("match_2026-11-29_14-05-09.txt", in local time), if it has one.
func StartFromName(path string) (time.Time, bool) {
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	name, ok := strings.CutPrefix(name, "match_")
	if !ok || len(name) < len("2006-01-02_15-04-05") {
		return time.Time{}, false
	}
	t, err := time.ParseInLocation("2006-01-02_15-04-05", name[:len("2006-01-02_15-04-05")], time.Local)
	return t, err == nil
}
