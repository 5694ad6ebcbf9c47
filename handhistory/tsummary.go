package handhistory

// Tournament summaries: the short file PokerStars sends beside a
// tournament's hands, from which trackers take the buy-in, the prize pool
// and each player's finish:
//
//	PokerStars Tournament #329052872, No Limit Hold'em
//	Buy-In: $10.00/$0.50 USD
//	2 players
//	Total Prize Pool: $20.00 USD
//	Tournament started 2010/11/07 8:03:52 ET
//	Tournament finished 2010/11/07 8:21:44 ET
//	 1: Hero (Perth), $20.00 (100%)
//	 2: Villain (Berlin),
//
//	You finished in 1st place.
//
// A Writer of a PokerStars tournament writes one when the match ends
// (AppendTournamentSummary); ReadTournamentSummaries reads them, Parlor's
// and PokerStars' (play money and freerolls, "still playing", emailed
// histories of several tournaments, the encodings the reader takes).

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// TournamentSummary is one tournament's summary.
type TournamentSummary struct {
	Tournament int64
	Site       string // "PokerStars"
	Game       string // "Limit Hold'em", "No Limit Hold'em", "8-Game"
	// Freeroll is set for a tournament without a buy-in; otherwise BuyIn
	// and Fee are what each player paid (in cents when Currency is set,
	// play chips or points otherwise), Bounty the knock-out part if any.
	Freeroll           bool
	BuyIn, Fee, Bounty int
	// Currency is the money's sign or code ("$", "€", "INR"), "" for play
	// chips.
	Currency string
	Entries  int // the players who entered
	// PrizePool is the total prize pool, -1 when the summary gives none
	// (or gives a ticket).
	PrizePool int
	// Started and Finished are the tournament's times (Eastern Time when
	// the summary gives it); Finished is zero while it is being played.
	Started, Finished time.Time
	Places            []Place
	// Hero is the player the summary is for (the one "You finished" is
	// about), "" when it does not say; Finish is that player's place, 0
	// when not given.
	Hero   string
	Finish int
	// Line is the line of the file the summary starts at, from 1.
	Line int
}

// Place is one line of a summary's ranking.
type Place struct {
	Rank  int
	Name  string
	Where string // the player's country or town, as the summary gives it
	// Prize is what the place won (in the summary's unit), -1 for none.
	Prize        int
	StillPlaying bool
}

// ErrNotSummary is a file that holds no tournament summary Parlor reads.
var ErrNotSummary = errors.New("not a tournament summary Parlor reads")

// maxSummaryFile bounds what ReadTournamentSummaries reads: a summary of
// the largest tournament (a ranking of a few hundred thousand players)
// fits many times over.
const maxSummaryFile = 64 << 20

// ReadTournamentSummaries reads the summaries of the file at path (one
// usually; an emailed history may hold several), in any encoding the hand
// reader takes. It fails with ErrNotSummary when there is none.
func ReadTournamentSummaries(path string) ([]TournamentSummary, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, fmt.Errorf("read tournament summary %s: %w", path, ErrNotRegular)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read tournament summary: %w", err)
	}
	defer f.Close()
	text, err := io.ReadAll(io.LimitReader(f, maxSummaryFile+1))
	if err != nil {
		return nil, fmt.Errorf("read tournament summary %s: %w", path, err)
	}
	if len(text) > maxSummaryFile {
		return nil, fmt.Errorf("read tournament summary %s: %w: over %d MB", path, ErrNotSummary, maxSummaryFile>>20)
	}
	if order, ok := sniffUTF16(text); ok {
		if text, err = decodeUTF16(bytes.NewReader(text), int64(len(text)), order); err != nil {
			return nil, fmt.Errorf("read tournament summary %s: %w", path, err)
		}
	}
	s, err := parseTournamentSummaries(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// summaryHeader reads "PokerStars Tournament #N, GAME": the site, the
// number and the game; ok is false for any other line.
func summaryHeader(l string) (site string, number int64, game string, ok bool) {
	site, rest, found := strings.Cut(l, " Tournament #")
	if !found || !strings.HasPrefix(site, "PokerStars") {
		return "", 0, "", false
	}
	num, game, _ := strings.Cut(rest, ",")
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n <= 0 {
		return "", 0, "", false
	}
	return "PokerStars", n, Clean(strings.TrimSpace(game)), true
}

// isSummaryHeader reports whether a line starts a tournament summary
// ("PokerStars Tournament #N, …").
func isSummaryHeader(l string) bool {
	_, _, _, ok := summaryHeader(trimLine(l))
	return ok
}

// parseTournamentSummaries reads every summary of text (UTF-8, or
// Windows-1252). Lines it does not know are left out.
func parseTournamentSummaries(text []byte) ([]TournamentSummary, error) {
	text, _ = toUTF8(bytes.TrimPrefix(text, bom))
	var out []TournamentSummary
	var cur *TournamentSummary
	requestedBy := ""
	for i, l := range strings.Split(string(text), "\n") {
		// Some exports start with a stray control character.
		l = strings.TrimSpace(strings.TrimLeft(l, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f"))
		if l == "" {
			continue
		}
		if _, who, ok := strings.Cut(l, " requested by "); ok && strings.HasPrefix(l, "Tournament History for") {
			who, _, _ = strings.Cut(who, " (")
			// An e-mail's soft line break ("=" at the end) may follow.
			requestedBy = Clean(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(who), "=")))
			continue
		}
		if site, n, game, ok := summaryHeader(l); ok {
			out = append(out, TournamentSummary{Tournament: n, Site: site, Game: game, PrizePool: -1, Line: i + 1, Hero: requestedBy})
			cur = &out[len(out)-1]
			continue
		}
		if cur != nil {
			cur.line(l)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: no \"PokerStars Tournament #\" line", ErrNotSummary)
	}
	for i := range out {
		out[i].findHero()
	}
	return out, nil
}

// line reads one line of a summary after its header.
func (s *TournamentSummary) line(l string) {
	switch {
	case strings.HasPrefix(l, "Buy-In: "):
		parts := strings.Split(strings.Fields(l[len("Buy-In: "):] + " ")[0], "/")
		for i, p := range parts {
			n, ok := s.amount(p, l)
			if !ok {
				continue
			}
			switch i {
			case 0:
				s.BuyIn = n
			case 1:
				s.Fee = n
			case 2:
				s.Bounty = n
			}
		}
		s.Freeroll = false
	case strings.HasPrefix(l, "Freeroll"):
		s.Freeroll = true
	case strings.HasSuffix(l, " players") || strings.HasSuffix(l, " player"):
		if n, err := strconv.Atoi(strings.ReplaceAll(strings.Fields(l)[0], ",", "")); err == nil {
			s.Entries = n
		}
	case strings.HasPrefix(l, "Total Prize Pool: "):
		if n, ok := s.amount(strings.Fields(l[len("Total Prize Pool: "):] + " ")[0], l); ok {
			s.PrizePool = n
		}
	case strings.HasPrefix(l, "Tournament started"):
		s.Started = summaryTime(l)
	case strings.HasPrefix(l, "Tournament finished"):
		s.Finished = summaryTime(l)
	case strings.HasPrefix(l, "You finished"):
		// "You finished in 5th place (eliminated at hand #…)." or "You
		// finished the tournament in 2nd place."
		if _, rest, ok := strings.Cut(l, " in "); ok {
			digits := rest[:len(rest)-len(strings.TrimLeft(rest, "0123456789"))]
			if n, err := strconv.Atoi(digits); err == nil {
				s.Finish = n
			}
		}
	default:
		if p, ok := placeLine(l); ok {
			s.Places = append(s.Places, p)
		}
	}
}

// placeLine reads " 1: Hero (Perth), $20.00 (100%)", " 5: name (Germany),",
// " 3: name (Spain), still playing" and the form without a town, "1: Vance
// K, €12.50".
func placeLine(l string) (Place, bool) {
	rank, rest, ok := strings.Cut(l, ": ")
	n, err := strconv.Atoi(rank)
	if !ok || err != nil || n <= 0 {
		return Place{}, false
	}
	p := Place{Rank: n, Prize: -1}
	var after string
	if end := strings.LastIndex(rest, "),"); end >= 0 || strings.HasSuffix(rest, ")") {
		if end < 0 {
			end = len(rest) - 1
		}
		open := strings.LastIndex(rest[:end], " (")
		if open <= 0 {
			return Place{}, false
		}
		p.Name, p.Where, after = rest[:open], rest[open+2:end], rest[min(end+2, len(rest)):]
	} else {
		p.Name, after, _ = strings.Cut(rest, ",")
	}
	// A re-entry's "name [2]".
	if i := strings.LastIndex(p.Name, " ["); i > 0 && strings.HasSuffix(p.Name, "]") {
		p.Name = p.Name[:i]
	}
	p.Name, p.Where = Clean(strings.TrimSpace(p.Name)), Clean(p.Where)
	after = strings.TrimSpace(after)
	switch {
	case p.Name == "":
		return Place{}, false
	case strings.HasPrefix(after, "still playing"):
		p.StillPlaying = true
	case after != "":
		if prize, _, _, ok := money(strings.Fields(after)[0]); ok {
			p.Prize = prize
		}
	}
	return p, true
}

// amount reads an amount of line l and notes its currency: the sign
// before it, else the code ending the line ("… USD") when it has cents.
func (s *TournamentSummary) amount(text, l string) (int, bool) {
	n, sign, cents, ok := money(text)
	if !ok {
		return 0, false
	}
	switch {
	case sign != "":
		s.Currency = sign
	case cents && s.Currency == "":
		s.Currency = isoCode(l)
	}
	return n, true
}

// money reads "$1,518.00" (in cents, with its sign), "1500.00" (cents) or
// "300" (whole units).
func money(s string) (n int, sign string, cents, ok bool) {
	if r, size := utf8.DecodeRuneInString(s); strings.ContainsRune("$€£¥₹", r) {
		sign, s = s[:size], s[size:]
	}
	s = strings.ReplaceAll(s, ",", "")
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || len(whole) > 15 || len(frac) > 2 {
		return 0, "", false, false
	}
	n, err := strconv.Atoi(whole)
	if err != nil || n < 0 {
		return 0, "", false, false
	}
	if sign == "" && !dot {
		return n, "", false, true
	}
	f := 0
	if frac != "" {
		if f, err = strconv.Atoi(frac); err != nil || f < 0 {
			return 0, "", false, false
		}
		if len(frac) == 1 {
			f *= 10
		}
	}
	return n*100 + f, sign, true, true
}

// isoCode is the currency code that ends a line ("… USD"), "" if none.
func isoCode(l string) string {
	f := strings.Fields(l)
	last := f[len(f)-1]
	if len(last) == 3 && strings.Trim(last, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		return last
	}
	return ""
}

// summaryTime reads the time of "Tournament started 2011/04/05 4:00:18 CET
// [2011/04/04 22:00:18 ET]", "… 2010/11/07 8:03:52 ET" or the old "… -
// 2007/08/13 - 08:15:00 (ET)": Eastern Time when given.
func summaryTime(l string) time.Time {
	if t := starsHeaderTime(l[strings.IndexByte(l, ' '):]); !t.IsZero() {
		return t
	}
	f := strings.Fields(strings.NewReplacer(" - ", " ", "(", "", ")", "").Replace(l))
	for i := 0; i+1 < len(f); i++ {
		if t, err := time.ParseInLocation("2006/1/2 15:04:05", f[i]+" "+f[i+1], etZone); err == nil {
			return t
		}
	}
	return time.Time{}
}

// findHero works out who the summary is for: the one who asked for it, or
// the only player at the place "You finished" names.
func (s *TournamentSummary) findHero() {
	if s.Hero != "" {
		if s.Finish == 0 {
			for _, p := range s.Places {
				if p.Name == s.Hero {
					s.Finish = p.Rank
				}
			}
		}
		return
	}
	if s.Finish == 0 {
		return
	}
	name, n := "", 0
	for _, p := range s.Places {
		if p.Rank == s.Finish {
			name, n = p.Name, n+1
		}
	}
	if n == 1 {
		s.Hero = name
	}
}

// Winner returns the name at the first place once the tournament is over
// (nobody still playing), "" otherwise.
func (s *TournamentSummary) Winner() string {
	winner := ""
	for _, p := range s.Places {
		if p.StillPlaying {
			return ""
		}
		if p.Rank == 1 {
			winner = p.Name
		}
	}
	return winner
}

// Standing says in a few words where the tournament stands for the one
// it is about: "Human finished 1st of 2", "dora finished 4th of 6, won
// $5.00", else "kestrel77 won" or "still running".
func (s *TournamentSummary) Standing() string {
	if s.Hero != "" && s.Finish > 0 {
		out := fmt.Sprintf("%s finished %s of %d", s.Hero, Ordinal(s.Finish), max(s.Entries, len(s.Places)))
		for _, p := range s.Places {
			if p.Name == s.Hero && p.Prize > 0 {
				out += ", won " + FormatAmount(p.Prize, s.Currency)
			}
		}
		return out
	}
	if w := s.Winner(); w != "" {
		return w + " won"
	}
	return "still running"
}

// Ordinal writes a place as "1st", "2nd", "3rd", "11th".
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// AppendTournamentSummary appends s in PokerStars' summary form, as trackers
// read it, and returns the extended buffer. Parlor's tournaments are
// freerolls for play chips without a prize: "Freeroll", "Total Prize
// Pool: 0", every place without a prize.
func AppendTournamentSummary(dst []byte, s *TournamentSummary) []byte {
	dst = strconv.AppendInt(append(dst, "PokerStars Tournament #"...), s.Tournament, 10)
	dst = append(append(append(dst, ", "...), s.Game...), '\n')
	if s.Freeroll {
		dst = append(dst, "Freeroll\n"...)
	} else {
		dst = append(dst, "Buy-In: "...)
		dst = append(append(append(dst, FormatAmount(s.BuyIn, s.Currency)...), '/'), FormatAmount(s.Fee, s.Currency)...)
		dst = append(dst, '\n')
	}
	dst = append(strconv.AppendInt(dst, int64(s.Entries), 10), " players\n"...)
	dst = append(append(dst, "Total Prize Pool: "...), FormatAmount(max(s.PrizePool, 0), s.Currency)...)
	dst = append(dst, '\n')
	var f formatter
	dst = append(append(dst, "Tournament started"...), f.headerTime(s.Started)...)
	dst = append(dst, '\n')
	if !s.Finished.IsZero() {
		dst = append(append(dst, "Tournament finished"...), f.headerTime(s.Finished)...)
		dst = append(dst, '\n')
	}
	dst = append(dst, '\n')
	for _, p := range s.Places {
		dst = strconv.AppendInt(append(dst, "  "...), int64(p.Rank), 10)
		dst = append(append(append(append(append(dst, ": "...), p.Name...), " ("...), p.Where...), "),"...)
		switch {
		case p.StillPlaying:
			dst = append(dst, " still playing"...)
		case p.Prize > 0:
			dst = append(append(dst, ' '), FormatAmount(p.Prize, s.Currency)...)
		}
		dst = append(dst, '\n')
	}
	if s.Finish > 0 {
		dst = append(append(append(dst, "\nYou finished in "...), Ordinal(s.Finish)...), " place.\n"...)
	}
	return dst
}
