package hub

import (
	"path/filepath"
	"time"

	"parlor/handhistory"
	"parlor/save"
	"parlor/save/catchup"
)

// After each hand the table writes it to each person's history (at once,
// synced, one file after the other) and then the save (off the lock). A
// crash in between leaves histories holding hands the save does not: the
// resumed table catches up to them, as the local table does (see
// save.Holdem.CatchUp), rather than deal them again, and writes a hand one
// file holds and the other lacks (the crash came between the two) to the
// other, so that both files hold every hand once.
//
// The two files may also disagree, with each other or with the save (one
// edited or damaged, written by another version). A card room keeps the
// record it can trust, the dealer's: here the save's deck played with the
// moves a file records. A hand one file's record of which plays from the
// save stands, whatever the other file says; the file whose record does not
// play is set aside, kept as it is, and its player's hands go on in a new
// file that starts with the hand as it stands. A hand no file's record
// plays from the save is dealt again, and each file that recorded it is set
// aside the same way, so that no file holds two versions of a hand.

// catchUp plays again the hands the histories hold beyond the save.
func (h *holdem) catchUp() {
	var recs [2][]*handhistory.Record
	for i, w := range h.writers {
		var err error
		if recs[i], err = catchup.HandsAfter(w.Path(), h.s.Finished()); err != nil {
			h.setAside(i, w.Path(), err)
		}
	}
	var computer [2]bool
	for i := range computer {
		computer[i] = h.t.seats[i].computer()
	}
	caught := 0
	for {
		n := h.s.Finished() + 1 // the hand in play, if any: the histories have how it ended
		var next *save.Holdem
		var played *handhistory.Record
		var fits [2]bool
		var errs [2]error
		recorded := false
		for i := range recs {
			if len(recs[i]) == 0 {
				continue
			}
			recorded = true
			g, err := catchup.HandSeats(h.s, recs[i][0], computer) // refuses a hand other than n
			fits[i], errs[i] = err == nil, err
			if fits[i] && next == nil {
				next, played = g, recs[i][0]
			}
		}
		if !recorded {
			break
		}
		for i := range recs {
			if len(recs[i]) > 0 && !fits[i] {
				h.setAside(i, h.writers[i].Path(), errs[i])
				recs[i] = nil
			}
		}
		if next == nil {
			again := "is dealt again"
			if h.s.Running() {
				again = "goes on as it was saved"
			}
			h.t.notice("Hand #%d %s: no history of it fits the saved game", n, again)
			break
		}
		h.moves++ // the deal, then each move, as the table counts them
		for _, a := range played.Actions {
			if a.Kind.Voluntary() {
				h.moves++
			}
		}
		h.s, h.m = next, next.Match
		h.written = n
		for i := range recs {
			if fits[i] {
				recs[i] = recs[i][1:]
			} else if err := h.writers[i].WriteHand(h.m.Events()); err != nil {
				h.t.h.cfg.Logf("table %d: %s's hand history: %v", h.t.id, h.t.seats[i].name, err)
				h.t.notice("%s's hand history cannot be written on the server (the host's log says why)", h.t.seats[i].name)
			}
		}
		h.ended()
		caught++
		h.t.h.cfg.Logf("table %d: hand #%d caught up from the hand histories (the save was from before it)", h.t.id, n)
	}
	if caught > 0 {
		h.t.notice("Hand #%d ended before the server stopped: it stands as the hand histories have it", h.m.HandNumber())
	}
}

// setAside closes seat i's history old, which cannot be continued or does
// not fit the saved game (why), and opens a new file for its next hands,
// in the same folder, format and tournament.
func (h *holdem) setAside(i int, old string, why error) {
	if err := h.writers[i].Close(); err != nil {
		h.t.h.cfg.Logf("table %d: %v", h.t.id, err)
	}
	f := h.files[i]
	format, _ := handhistory.ParseFormat(f.Format) // Continue took it
	w, err := handhistory.Create(handhistory.Options{Dir: filepath.Dir(old), Format: format, Hero: i, Start: time.Now(), Tournament: f.Tournament})
	h.writers[i] = w // nil on failure: a nil Writer writes nothing
	h.files[i] = savedHistory{Path: w.Path(), Format: f.Format, Tournament: w.Tournament()}
	name := h.t.seats[i].name
	h.t.h.cfg.Logf("table %d: %s's hand history %s does not go on (%v): kept as it is, a new file goes on", h.t.id, name, old, why)
	if err != nil {
		h.t.h.cfg.Logf("table %d: %s's new hand history: %v", h.t.id, name, err)
		h.t.notice("%s's hand history %s cannot go on, and a new one cannot be written (the host's log says why)", name, filepath.Base(old))
		return
	}
	h.t.notice("%s's hand history %s cannot go on (the host's log says why): it is kept as it is, and %s goes on", name, filepath.Base(old), filepath.Base(w.Path()))
}
