package handhistory

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"parlor/internal/thousands"
)

// Description is what a listing shows of a history file, read from its
// index and its first and last hands only, so that a large file lists at
// once. The history command's listing and the browser's file list both
// use it.
type Description struct {
	Path string
	Name string // the base name, cleaned for a terminal
	// Start is when the file's play began: its first hand's time, else
	// the time a Writer put in its name, else zero (never the file's
	// modification time, which a copy or an edit changes).
	Start time.Time
	Hands int // hands indexed, readable or not
	// First and Last are the first and the last hand that read; nil when
	// none does.
	First, Last *Record
	// Err says why the file is no history to list: it cannot be opened
	// or read, or it holds no hand Parlor reads (matching ErrNotHistory,
	// with the reason). Nil when at least one hand reads, and for an
	// empty file (Hands 0: a match whose first hand is being played).
	Err error
	// CutOff is the error of a last hand cut off part-way (it matches
	// ErrCutOff and names the file and line), nil when the file ends with
	// a whole hand.
	CutOff error
	// Summary is set for a tournament summary (see TournamentSummary),
	// a file with no hands: its first summary. Err is nil then.
	Summary *TournamentSummary
	// Ring is set for a ring game's hands, whose stacks do not carry from
	// hand to hand (a PokerStars cash header, or in Parlor's format stacks
	// that start a hand other than the last one left them, as headless
	// runs write): the first and last hands cannot tell the result then,
	// only the sum of every hand (Summarize).
	Ring bool
}

// Describe describes the history file at path. It opens only regular
// files (see Open), so a FIFO in the folder cannot hang a listing.
func Describe(path string) Description {
	d := Description{Path: path, Name: Clean(filepath.Base(path))}
	if t, _, ok := ParseMatchName(path); ok {
		d.Start = t
	}
	hf, err := Open(path)
	if err != nil {
		d.Err = err
		return d
	}
	defer hf.Close()
	d.Hands = hf.Len()
	if hf.size == 0 {
		return d // a file just made, whose first hand is still being played
	}
	if err := hf.NotHistory(); err != nil {
		d.Err = err
		if len(hf.Stray) > 0 && isSummaryHeader(hf.Stray[0].Text) || len(hf.Stray) > 1 && isSummaryHeader(hf.Stray[1].Text) {
			if ss, serr := ReadTournamentSummaries(path); serr == nil {
				d.Summary, d.Err = &ss[0], nil
				if !d.Summary.Started.IsZero() {
					d.Start = d.Summary.Started
				}
			}
		}
		return d
	}
	var firstErr error
	for i := range hf.Entries {
		r, err := hf.Hand(i)
		if err == nil {
			d.First = r
			break
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	last := len(hf.Entries) - 1
	if _, err := hf.Hand(last); errors.Is(err, ErrCutOff) {
		d.CutOff = err
	}
	lastRead := -1
	for i := last; i >= 0 && d.First != nil; i-- {
		if r, err := hf.Hand(i); err == nil {
			d.Last, lastRead = r, i
			break
		}
	}
	if d.First == nil {
		d.Err = fmt.Errorf("%w: no hand of %d reads: %w", ErrNotHistory, d.Hands, firstErr)
	} else {
		d.Ring = d.First.Cash() || !carries(hf, lastRead, d.Last)
	}
	if d.First != nil && !d.First.Time.IsZero() {
		d.Start = d.First.Time
	}
	return d
}

// carries reports whether the stacks that start last, hand i of hf, are
// those the hand before it left (true when there is none, or it does not
// read).
func carries(hf *File, i int, last *Record) bool {
	if i < 1 {
		return true
	}
	prev, err := hf.Hand(i - 1)
	if err != nil {
		return true
	}
	return Carries(prev, last)
}

// Cash reports whether r is a cash game's hand (a PokerStars ring-game
// header): stacks that do not carry from hand to hand.
func (r *Record) Cash() bool { return r.Format == PokerStars && r.Tournament == 0 }

// Carries reports whether next, the hand after prev in a file, goes on with
// the stacks prev left, as a tournament's hands do. A ring game's hands
// (a headless run's, whose stacks reset every hand) do not. A tournament
// hand (a PokerStars tournament number) always carries: a rebuy or a new
// table changes stacks without making the file a ring game's.
func Carries(prev, next *Record) bool {
	if next.Tournament != 0 {
		return true
	}
	if next.Cash() {
		return false
	}
	final := prev.FinalStacks()
	for j, p := range prev.Players {
		if k := next.PlayerIndex(p.Name); k >= 0 && next.Players[k].Stack != final[j] {
			return false
		}
	}
	return true
}

// Players returns the names of the players of the first hand that reads,
// in seat order.
func (d *Description) Players() []string {
	if d.Summary != nil {
		var names []string
		for _, p := range d.Summary.Places {
			names = append(names, p.Name)
		}
		return names
	}
	if d.First == nil {
		return nil
	}
	names := make([]string, len(d.First.Players))
	for i, p := range d.First.Players {
		names[i] = p.Name
	}
	return names
}

// Result says how the file's match stands after its last hand: "Human won
// the tournament", or "unfinished: Human 1,500, Computer 1,500" (money as
// "$40.00"); "ring game" for a ring game's hands (see Ring). "" when no
// hand reads.
func (d *Description) Result() string {
	if d.Summary != nil {
		return "summary: " + d.Summary.Standing()
	}
	last := d.Last
	if last == nil {
		return ""
	}
	if d.Ring {
		return "ring game"
	}
	if last.Winner != "" {
		return last.Winner + " won the tournament"
	}
	final := last.FinalStacks()
	parts := make([]string, len(final))
	for i, s := range final {
		parts[i] = last.Players[i].Name + " " + FormatAmount(s, last.Currency)
	}
	return "unfinished: " + strings.Join(parts, ", ")
}

// HeroNet returns the player dealt the cards in the first hand (the human
// in Parlor's files), and what that player won or lost from the first
// hand to the last (in cents when the hands are for money); ok is false
// when no hand reads, none has a hero, or the hands are a ring game's
// (Ring), whose result only their sum tells.
func (d *Description) HeroNet() (hero string, net int, ok bool) {
	if d.First == nil || d.First.Hero < 0 || d.Ring {
		return "", 0, false
	}
	hero = d.First.Players[d.First.Hero].Name
	if h := d.Last.PlayerIndex(hero); h >= 0 {
		net = d.Last.FinalStacks()[h] - d.First.Players[d.First.Hero].Stack
	}
	return hero, net, true
}

// SignedAmount is FormatAmount with a "+" before an amount above zero:
// "+1,500", "-40", "+$0.25", "0".
func SignedAmount(n int, currency string) string {
	if n > 0 {
		return "+" + FormatAmount(n, currency)
	}
	return FormatAmount(n, currency)
}

// FormatAmount writes an amount as listings show it: chips with thousands
// separators ("1,500", "-40"); money, when currency is set, with its sign
// and cents ("$40.00", "-$0.25").
func FormatAmount(n int, currency string) string {
	var b []byte
	if n < 0 {
		b = append(b, '-')
	}
	a := max(n, -n)
	if currency == "" {
		return string(thousands.Append(b, a))
	}
	b = append(b, currency...)
	b = thousands.Append(b, a/100)
	b = append(b, '.')
	if c := a % 100; c < 10 {
		b = append(b, '0')
	}
	return string(strconv.AppendInt(b, int64(a%100), 10))
}
