package handhistory

import (
	"path/filepath"
	"strings"
	"time"
)

// matchDate is the layout of a match's start in its file's name.
const matchDate = "2006-01-02_15-04-05"

// MatchName is the base name, without ".txt", of the history file of a
// match started at start: "match_2026-11-29_14-05-09", then "_" and each
// tag given: the bot that played the seat "Computer" at the table
// ("match_…_maniac": the hands keep the rules' name for the seat, docs/rules/holdem.md), the
// seed of a headless run ("match_…_seed1"). It is the one place the name
// is spelled; ParseMatchName reads it back.
func MatchName(start time.Time, tags ...string) string {
	name := "match_" + start.Format(matchDate)
	for _, t := range tags {
		name += "_" + t
	}
	return name
}

// ParseMatchName reads a history file's name (a path, with or without its
// extension) that MatchName made: the match's start, in local time, and
// its tags as one string ("maniac", "seed1_0001"; "" for none). The "-2",
// "-3"… a Writer puts after a name in use are not part of the tags. ok is
// false for a name MatchName did not make.
func ParseMatchName(path string) (start time.Time, tags string, ok bool) {
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	rest, found := strings.CutPrefix(name, "match_")
	if !found || len(rest) < len(matchDate) {
		return time.Time{}, "", false
	}
	start, err := time.ParseInLocation(matchDate, rest[:len(matchDate)], time.Local)
	if err != nil {
		return time.Time{}, "", false
	}
	tags = rest[len(matchDate):]
	if i := strings.LastIndexByte(tags, '-'); i >= 0 && isDigits(tags[i+1:]) {
		tags = tags[:i] // "-2": a second file of the same second
	}
	if tags != "" && tags[0] != '_' {
		return time.Time{}, "", false
	}
	return start, strings.TrimPrefix(tags, "_"), true
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
