package equity

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"parlor/poker"
)

// Range is a weighted set of two-card hands: each of the 1,326 hands has a
// weight from 0 (not in the range) to 1 (fully in). The zero Range is
// empty.
type Range struct {
	w [Combos]float64
}

// Combo is a hand of a range with its weight.
type Combo struct {
	Hand   [2]poker.Card
	Weight float64
}

// Random returns the range of every hand.
func Random() Range {
	var r Range
	for i := range r.w {
		r.w[i] = 1
	}
	return r
}

// HandRange returns the range of one hand.
func HandRange(h [2]poker.Card) Range {
	var r Range
	r.Set(h, 1)
	return r
}

// Weight returns the weight of hand h.
func (r *Range) Weight(h [2]poker.Card) float64 {
	if !validHand(h) {
		return 0
	}
	return r.w[comboIndex(h)]
}

// Set gives hand h weight w, clamped to 0..1; a hand that is not two
// different cards is ignored.
func (r *Range) Set(h [2]poker.Card, w float64) {
	if !validHand(h) {
		return
	}
	r.w[comboIndex(h)] = min(1, max(0, w))
}

// SetClass gives every hand of class c weight w.
func (r *Range) SetClass(c Class, w float64) {
	for _, h := range c.Hands() {
		r.Set(h, w)
	}
}

// ClassWeight returns the average weight of the hands of class c.
func (r *Range) ClassWeight(c Class) float64 {
	hands := c.Hands()
	var sum float64
	for _, h := range hands {
		sum += r.Weight(h)
	}
	return sum / float64(len(hands))
}

func validHand(h [2]poker.Card) bool { return h[0] < 52 && h[1] < 52 && h[0] != h[1] }

// Combos returns the hands of the range with their weights, in a fixed
// order.
func (r *Range) Combos() []Combo {
	var out []Combo
	for i, w := range r.w {
		if w > 0 {
			out = append(out, Combo{comboCards[i], w})
		}
	}
	return out
}

// Len returns the number of hands with a weight above zero.
func (r *Range) Len() int {
	n := 0
	for _, w := range r.w {
		if w > 0 {
			n++
		}
	}
	return n
}

// Size returns the weighted number of hands: 1,326 for Random, 3 for
// "AA:0.5".
func (r *Range) Size() float64 {
	var s float64
	for _, w := range r.w {
		s += w
	}
	return s
}

// Without returns the range less the hands that hold any of cards.
func (r Range) Without(cards ...poker.Card) Range {
	var set uint64
	for _, c := range cards {
		if c < 52 {
			set |= 1 << c
		}
	}
	for i, h := range comboCards {
		if set&(1<<h[0]|1<<h[1]) != 0 {
			r.w[i] = 0
		}
	}
	return r
}

// single returns the range's hand if it has exactly one.
func (r *Range) single() ([2]poker.Card, bool) {
	found, n := 0, 0
	for i, w := range r.w {
		if w > 0 {
			found, n = i, n+1
		}
	}
	return comboCards[found], n == 1
}

// String writes the range in the notation Parse reads: each class whose
// hands all have one weight by its name ("AKs", "QQ:0.5"), the others hand
// by hand ("AhKh"); "random" for every hand.
func (r Range) String() string {
	var parts []string
	all := true
	for _, w := range r.w {
		all = all && w == 1
	}
	if all {
		return "random"
	}
	for _, c := range classOrder {
		hands := c.Hands()
		w0 := r.Weight(hands[0])
		same := true
		for _, h := range hands[1:] {
			same = same && r.Weight(h) == w0
		}
		if same {
			if w0 > 0 {
				parts = append(parts, c.String()+weightSuffix(w0))
			}
			continue
		}
		for _, h := range hands {
			if w := r.Weight(h); w > 0 {
				parts = append(parts, h[0].String()+h[1].String()+weightSuffix(w))
			}
		}
	}
	return strings.Join(parts, ",")
}

func weightSuffix(w float64) string {
	if w == 1 {
		return ""
	}
	return ":" + strconv.FormatFloat(w, 'g', 4, 64)
}

// classOrder is the classes in grid order: row by row from the Aces.
var classOrder = func() (o [Classes]Class) {
	for i := range o {
		o[i] = Class(i)
	}
	return o
}()

// ErrBadRange is the error of text that is not a range; a *SyntaxError
// says where.
var ErrBadRange = errors.New("equity: bad range")

// SyntaxError points at the part of a range's text that could not be read.
type SyntaxError struct {
	Text   string // the whole text
	Column int    // where the bad token starts, from 1
	Token  string // the token
	Reason string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("bad range %q: %q at column %d: %s", e.Text, e.Token, e.Column, e.Reason)
}

// Unwrap makes errors.Is(err, ErrBadRange) hold.
func (e *SyntaxError) Unwrap() error { return ErrBadRange }

// Parse reads a range in the usual notation: items separated by commas,
// each optionally followed by ":weight" (0 to 1):
//
//	random (or any)  every hand
//	15%              the best 15 % of hands by the hand ranking (see Ranking)
//	AhKh             one hand
//	QQ, AKs, AKo, AK a pair, a suited or offsuit class, or both
//	QQ+, A2s+, KTo+  a pair and the pairs above it; a hand and the ones with
//	                 a better kicker below the top card (A2s to AKs)
//	22-55, A2s-A5s   the classes between two ends, which share the top card
//	T9s-65s          or the gap between the cards
//
// A hand named twice takes its last weight. Cards are not removed here: the
// calculation removes the hands that hold known cards.
func Parse(text string) (Range, error) {
	var r Range
	col := 1
	items := strings.Split(text, ",")
	if strings.TrimSpace(text) == "" {
		return r, &SyntaxError{Text: text, Column: 1, Token: text, Reason: "the range is empty; name hands such as AKs, QQ+ or random"}
	}
	for _, raw := range items {
		tok := strings.TrimSpace(raw)
		at := col + strings.Index(raw, tok)
		if tok == "" {
			at = col
		}
		col += len(raw) + 1
		fail := func(reason string, args ...any) error {
			return &SyntaxError{Text: text, Column: at, Token: tok, Reason: fmt.Sprintf(reason, args...)}
		}
		if tok == "" {
			return Range{}, fail("nothing between two commas")
		}
		item, weight := tok, 1.0
		if i := strings.IndexByte(tok, ':'); i >= 0 {
			item = strings.TrimSpace(tok[:i])
			ws := strings.TrimSpace(tok[i+1:])
			w, err := strconv.ParseFloat(ws, 64)
			if err != nil || w < 0 || w > 1 {
				return Range{}, fail("the weight %q is not a number from 0 to 1", ws)
			}
			weight = w
		}
		hands, reason := itemHands(item)
		if reason != "" {
			return Range{}, fail("%s", reason)
		}
		for _, h := range hands {
			r.Set(h, weight)
		}
	}
	return r, nil
}

// MustParse is Parse for ranges written in the program: it panics on bad
// notation.
func MustParse(text string) Range {
	r, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return r
}

// itemHands returns the hands one item names, or why it names none.
func itemHands(item string) ([][2]poker.Card, string) {
	switch strings.ToLower(item) {
	case "random", "any":
		return allHands(), ""
	}
	if pct, ok := strings.CutSuffix(item, "%"); ok {
		p, err := strconv.ParseFloat(strings.TrimSpace(pct), 64)
		if err != nil || p < 0 || p > 100 {
			return nil, fmt.Sprintf("%q is not a percentage from 0 to 100", pct)
		}
		r := Top(p)
		var out [][2]poker.Card
		for _, c := range r.Combos() {
			out = append(out, c.Hand)
		}
		return out, ""
	}
	if from, to, ok := strings.Cut(item, "-"); ok {
		return spanHands(strings.TrimSpace(from), strings.TrimSpace(to))
	}
	if len(item) == 4 && !strings.HasSuffix(item, "+") {
		cards, err := poker.ParseCards(item)
		if err != nil {
			return nil, cardReason(err)
		}
		return [][2]poker.Card{{cards[0], cards[1]}}, ""
	}
	plus := strings.HasSuffix(item, "+")
	if plus && len(item) == 5 && isSuit(item[1]) && isSuit(item[3]) {
		return nil, "a single hand takes no +; write a class such as AKs+"
	}
	cl, reason := parseClass(strings.TrimSuffix(item, "+"))
	if reason != "" {
		return nil, reason
	}
	if !plus {
		return cl.hands(), ""
	}
	var out [][2]poker.Card
	if cl.hi == cl.lo {
		for r := cl.hi; r <= poker.Ace; r++ {
			out = append(out, classSpec{r, r, 0}.hands()...)
		}
		return out, ""
	}
	for lo := cl.lo; lo < cl.hi; lo++ {
		out = append(out, classSpec{cl.hi, lo, cl.shape}.hands()...)
	}
	return out, ""
}

func isSuit(b byte) bool { return strings.IndexByte("hdcsHDCS", b) >= 0 }

func cardReason(err error) string {
	s := err.Error()
	s = strings.TrimPrefix(s, "poker: ")
	return s
}

func allHands() [][2]poker.Card { return comboCards[:] }

// classSpec is a class as written: the two ranks, high first, and 's',
// 'o' or 0 for both (or a pair).
type classSpec struct {
	hi, lo poker.Rank
	shape  byte
}

func (c classSpec) hands() [][2]poker.Card {
	if c.hi == c.lo {
		return ClassAt(12-int(c.hi), 12-int(c.hi)).Hands()
	}
	suited := ClassAt(12-int(c.hi), 12-int(c.lo))
	offsuit := ClassAt(12-int(c.lo), 12-int(c.hi))
	switch c.shape {
	case 's':
		return suited.Hands()
	case 'o':
		return offsuit.Hands()
	}
	return append(suited.Hands(), offsuit.Hands()...)
}

const rankChars = "23456789TJQKA"

func parseRank(b byte) (poker.Rank, bool) {
	i := strings.IndexByte(rankChars, upper(b))
	return poker.Rank(i), i >= 0
}

func upper(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// parseClass reads "AK", "AKs", "AKo" or "QQ".
func parseClass(s string) (classSpec, string) {
	if len(s) < 2 || len(s) > 3 {
		return classSpec{}, "not a hand: write a class such as AKs, AKo, AK or QQ, a hand such as AhKh, a percentage such as 15%, or random"
	}
	a, ok := parseRank(s[0])
	if !ok {
		return classSpec{}, fmt.Sprintf("%q is not a rank (2-9, T, J, Q, K, A)", s[0])
	}
	b, ok := parseRank(s[1])
	if !ok {
		return classSpec{}, fmt.Sprintf("%q is not a rank (2-9, T, J, Q, K, A)", s[1])
	}
	if a < b {
		a, b = b, a
	}
	c := classSpec{hi: a, lo: b}
	if len(s) == 3 {
		switch s[2] {
		case 's', 'S':
			c.shape = 's'
		case 'o', 'O':
			c.shape = 'o'
		default:
			return classSpec{}, fmt.Sprintf("%q is neither s (suited) nor o (offsuit)", s[2])
		}
		if a == b {
			return classSpec{}, "a pair is neither suited nor offsuit"
		}
	}
	return c, ""
}

// spanHands reads "22-55", "A2s-A5s" or "T9s-65s".
func spanHands(from, to string) ([][2]poker.Card, string) {
	x, reason := parseClass(from)
	if reason != "" {
		return nil, "the span's first end: " + reason
	}
	y, reason := parseClass(to)
	if reason != "" {
		return nil, "the span's second end: " + reason
	}
	if (x.hi == x.lo) != (y.hi == y.lo) || x.shape != y.shape {
		return nil, "the two ends of a span must be of one kind (both pairs, both suited, both offsuit)"
	}
	if x.hi < y.hi || (x.hi == y.hi && x.lo < y.lo) {
		x, y = y, x
	}
	var out [][2]poker.Card
	switch {
	case x.hi == x.lo: // pairs
		for r := y.hi; r <= x.hi; r++ {
			out = append(out, classSpec{r, r, 0}.hands()...)
		}
	case x.hi == y.hi: // one top card, kickers between
		for lo := y.lo; lo <= x.lo; lo++ {
			out = append(out, classSpec{x.hi, lo, x.shape}.hands()...)
		}
	case x.hi-x.lo == y.hi-y.lo: // one gap: T9s-65s
		for d := poker.Rank(0); y.hi+d <= x.hi; d++ {
			out = append(out, classSpec{y.hi + d, y.lo + d, x.shape}.hands()...)
		}
	default:
		return nil, "the two ends of a span must share the top card (A2s-A5s) or the gap between the cards (T9s-65s)"
	}
	return out, ""
}
