package poker

import (
	"errors"
	"fmt"
	"math/bits"
)

// MaxPlayers is the most hands CountShowdowns compares.
const MaxPlayers = 6

// Errors of CountShowdowns, beside ErrBadCard, ErrDuplicateCard and
// ErrBoardSize.
var (
	ErrPlayers     = errors.New("poker: a showdown has 2 to 6 hands")
	ErrTooFewCards = errors.New("poker: too few cards left to complete the board")
)

// Showdowns counts how the boards fall for up to six hands: ByWinners[m] is
// the number of boards on which the best hand is held by exactly the hands
// in the bit set m (bit i for hand i). A board that one hand wins alone
// counts in ByWinners[1<<i]; a split pot between hands 0 and 2 in
// ByWinners[0b101].
type Showdowns struct {
	Players   int
	ByWinners [1 << MaxPlayers]uint64
}

// Boards returns the number of boards counted.
func (s *Showdowns) Boards() uint64 {
	var n uint64
	for _, c := range s.ByWinners[:1<<s.Players] {
		n += c
	}
	return n
}

// Wins returns the boards that hand p wins alone.
func (s *Showdowns) Wins(p int) uint64 { return s.ByWinners[1<<p] }

// Ties returns the boards on which hand p shares the best hand.
func (s *Showdowns) Ties(p int) uint64 {
	var n uint64
	for m, c := range s.ByWinners[:1<<s.Players] {
		if m&(1<<p) != 0 && m != 1<<p {
			n += c
		}
	}
	return n
}

// Share returns hand p's share of the pot over all boards, from 0 to 1: the
// boards it wins, plus each split board divided among its winners.
func (s *Showdowns) Share(p int) float64 {
	var sum float64
	var total uint64
	for m, c := range s.ByWinners[:1<<s.Players] {
		total += c
		if m&(1<<p) != 0 {
			sum += float64(c) / float64(bits.OnesCount(uint(m)))
		}
	}
	if total == 0 {
		return 0
	}
	return sum / float64(total)
}

// CountShowdowns counts, for 2 to 6 hands, every board that completes the
// known one (0 to 5 cards) from the cards that are neither in a hand, on the
// board, nor dead. It does not allocate.
//
// With three or more board cards to come it does not deal the boards one by
// one. A hand without a flush is worth what its ranks are worth, so it
// counts the boards by their ranks alone, each rank multiset once with the
// number of boards that have it; then it corrects the boards on which
// somebody has a flush, taking each choice of the flush suit's cards once
// and the board's other cards, which only add ranks, by rank multisets.
// Before the flop that is about 6,000 rank multisets and, for two unsuited
// hands, about 29,000 flush boards (four or five cards of a suit, the rest
// by ranks), instead of 1,712,304 boards.
func CountShowdowns(hands [][2]Card, board, dead []Card) (Showdowns, error) {
	var s showdown
	if err := s.setup(hands, board, dead); err != nil {
		return Showdowns{}, err
	}
	s.run()
	return Showdowns{Players: s.n, ByWinners: s.counts}, nil
}

// showdown holds one enumeration: the hands' keys and masks (hole cards and
// board), the cards left, and the counts so far.
type showdown struct {
	n      int
	need   int                // board cards to come
	key    [MaxPlayers]uint64 // Σ cardKey with suitBase
	mask   [MaxPlayers]uint64
	counts [1 << MaxPlayers]uint64

	rest  [52]Card
	nrest int
	// For the rank count: the cards left of each rank; for the flush
	// boards: the cards left of each suit, and the fewest cards of a suit
	// that can give some hand a flush.
	avail   [13]int
	bySuit  [4][13]Card
	nSuit   [4]int
	flushAt [4]int
}

func (s *showdown) setup(hands [][2]Card, board, dead []Card) error {
	if len(hands) < 2 || len(hands) > MaxPlayers {
		return fmt.Errorf("%w, not %d", ErrPlayers, len(hands))
	}
	if len(board) > 5 {
		return fmt.Errorf("%w, not %d", ErrBoardSize, len(board))
	}
	used, err := known(board, dead)
	if err != nil {
		return err
	}
	for _, h := range hands {
		u, err := known(h[:])
		if err != nil {
			return err
		}
		if used&u != 0 {
			return fmt.Errorf("%w: %v", ErrDuplicateCard, Card(bits.TrailingZeros64(used&u)))
		}
		used |= u
	}
	s.n = len(hands)
	s.need = 5 - len(board)
	kBoard, mBoard := partialOf(board...)
	for i, h := range hands {
		s.key[i] = kBoard + cardKey[h[0]] + cardKey[h[1]]
		s.mask[i] = mBoard | cardMask[h[0]] | cardMask[h[1]]
	}
	for c := Card(0); c < 52; c++ {
		if used&(1<<c) == 0 {
			s.rest[s.nrest] = c
			s.nrest++
			s.avail[c.Rank()]++
			su := c.Suit()
			s.bySuit[su][s.nSuit[su]] = c
			s.nSuit[su]++
		}
	}
	if s.nrest < s.need {
		return fmt.Errorf("%w: %d left, %d needed", ErrTooFewCards, s.nrest, s.need)
	}
	for su := range 4 {
		s.flushAt[su] = 5
		for i := range s.n {
			have := int(s.key[i]>>(4*su)&0xf) - 3
			s.flushAt[su] = min(s.flushAt[su], 5-have)
		}
	}
	return nil
}

func (s *showdown) run() {
	if s.need <= 2 {
		s.direct()
		return
	}
	// Two suits never both reach a flush with three or more cards to come:
	// a hand holds at most two cards of a suit and the board at most two
	// more, so suit s needs 3 - board_s cards at least, and two suits
	// 6 - board cards, one more than there are to come.
	s.ranks(int(Ace), s.need, 0, 1)
	for su := range 4 {
		s.suitFlushes(su)
	}
}

// suitFlushes corrects the boards with enough cards of suit su for
// somebody's flush. Which cards of su the board holds decides
// the flushes; of the other cards only the ranks matter, so they are taken
// by rank multisets with their numbers of boards.
func (s *showdown) suitFlushes(su int) {
	// The cards left of each rank in the other suits.
	var other [13]int
	for r := range 13 {
		other[r] = s.avail[r]
	}
	for _, c := range s.bySuit[su][:s.nSuit[su]] {
		other[c.Rank()]--
	}
	for j := s.flushAt[su]; j <= s.need && j <= s.nSuit[su]; j++ {
		var rest rankSet
		rest.fill(&other, int(Ace), s.need-j, 0, 1)
		s.pickSuited(su, 0, j, 0, 0, &rest)
	}
}

// rankSet lists rank multisets of up to two cards (the cards besides a
// flush suit's three, four or five) with their numbers of boards.
type rankSet struct {
	key    [13 * 14 / 2]uint64
	weight [13 * 14 / 2]uint64
	n      int
}

func (rs *rankSet) fill(avail *[13]int, r, need int, key, weight uint64) {
	if need == 0 {
		if rs.n < len(rs.key) {
			rs.key[rs.n], rs.weight[rs.n] = key, weight
			rs.n++
		}
		return
	}
	if r < 0 {
		return
	}
	rk := rankKey(Rank(r))
	a := avail[r]
	for c := 0; c <= a && c <= need; c++ {
		rs.fill(avail, r-1, need-c, key+uint64(c)*rk, weight*binomial[a][c])
	}
}

// pickSuited chooses j more cards of suit su from index first on; with all
// chosen it corrects every board of those cards and each multiset of rest.
func (s *showdown) pickSuited(su, first, j int, key, mask uint64, rest *rankSet) {
	if j > 0 {
		cards := &s.bySuit[su]
		for i := first; i <= s.nSuit[su]-j && i < len(cards); i++ {
			c := cards[i]
			s.pickSuited(su, i+1, j-1, key+cardKey[c], mask|cardMask[c], rest)
		}
		return
	}
	// The flushes do not depend on the other cards.
	var flush [MaxPlayers]Value
	var flushers uint
	for i := range s.n {
		if k := s.key[i] + key; k&flushBits != 0 {
			flush[i] = flushTable[(s.mask[i]|mask)>>(16*flushSuit(k))&0x1fff]
			flushers |= 1 << i
		}
	}
	if flushers == 0 {
		return
	}
	var byRank, real [MaxPlayers]Value
	for x := range rest.n {
		k := key + rest.key[x]
		for i := range s.n {
			byRank[i] = lookup7(s.key[i] + k)
			real[i] = byRank[i]
			if flushers&(1<<i) != 0 {
				real[i] = flush[i]
			}
		}
		if w, r := winners(&real, s.n), winners(&byRank, s.n); w != r {
			s.counts[w&63] += rest.weight[x]
			s.counts[r&63] -= rest.weight[x]
		}
	}
}

// winners returns the bit set of the hands with the highest value.
func winners(v *[MaxPlayers]Value, n int) uint {
	best, set := v[0], uint(1)
	for i := 1; i < n && i < MaxPlayers; i++ {
		switch {
		case v[i] > best:
			best, set = v[i], 1<<i
		case v[i] == best:
			set |= 1 << i
		}
	}
	return set
}

// direct deals the last two cards or fewer one board at a time.
func (s *showdown) direct() {
	var v [MaxPlayers]Value
	switch s.need {
	case 0:
		for i := range s.n {
			v[i] = value7(s.key[i], s.mask[i])
		}
		s.counts[winners(&v, s.n)&63]++
	case 1:
		for _, c := range s.rest[:s.nrest] {
			k, m := cardKey[c], cardMask[c]
			for i := range s.n {
				v[i] = value7(s.key[i]+k, s.mask[i]|m)
			}
			s.counts[winners(&v, s.n)&63]++
		}
	case 2:
		for a := 0; a < s.nrest; a++ {
			ka, ma := cardKey[s.rest[a]], cardMask[s.rest[a]]
			for _, c := range s.rest[a+1 : s.nrest] {
				k, m := ka+cardKey[c], ma|cardMask[c]
				for i := range s.n {
					v[i] = value7(s.key[i]+k, s.mask[i]|m)
				}
				s.counts[winners(&v, s.n)&63]++
			}
		}
	}
}

// rankKey is a card's key without its suit counter: what its rank adds to
// the hash.
func rankKey(r Rank) uint64 { return cardKey[NewCard(r, Hearts)] - 1 }

// binomial[n][k] for the counts of cards of a rank.
var binomial = [5][5]uint64{{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1}}

// ranks counts every multiset of need more ranks from rank r down, valued
// without flushes, each weighted by the boards that have those ranks.
func (s *showdown) ranks(r, need int, key, weight uint64) {
	if need == 0 {
		var v [MaxPlayers]Value
		for i := range s.n {
			v[i] = lookup7(s.key[i] + key)
		}
		s.counts[winners(&v, s.n)&63] += weight
		return
	}
	if r < 0 {
		return
	}
	rk := rankKey(Rank(r))
	a := s.avail[r]
	for c := 0; c <= a && c <= need; c++ {
		s.ranks(r-1, need-c, key+uint64(c)*rk, weight*binomial[a][c])
	}
}
