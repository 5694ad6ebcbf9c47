package cfr

// Kuhn poker: a deck of three cards (0 < 1 < 2), one to each player, an
// ante of 1; player 0 checks or bets 1, and so on: a bet is called or
// folded, two checks show down.
type kuhn struct {
	cards [2]int
	dealt bool
	hist  []int // 0 check or fold, 1 bet or call
}

var kuhnDeals = [6][2]int{{0, 1}, {0, 2}, {1, 0}, {1, 2}, {2, 0}, {2, 1}}

func (k *kuhn) Kind() Kind {
	switch {
	case !k.dealt:
		return Chance
	case k.over():
		return Terminal
	}
	return Decision
}

func (k *kuhn) over() bool {
	h := k.hist
	switch len(h) {
	case 2:
		return h[0] == h[1] || h[0] == 1 // check-check, bet-call, bet-fold
	case 3:
		return true
	}
	return false
}

func (k *kuhn) Player() int { return len(k.hist) % 2 }

func (k *kuhn) Actions() int {
	if !k.dealt {
		return len(kuhnDeals)
	}
	return 2
}

func (k *kuhn) Chance(int) float64 { return 1.0 / 6 }

func (k *kuhn) InfoSet() uint64 {
	key := uint64(0)
	for _, a := range k.hist {
		key = key*3 + uint64(a) + 1
	}
	return key*3 + uint64(k.cards[k.Player()])
}

func (k *kuhn) Play(i int) {
	if !k.dealt {
		k.cards, k.dealt = kuhnDeals[i], true
		return
	}
	k.hist = append(k.hist, i)
}

func (k *kuhn) Undo() {
	if len(k.hist) == 0 {
		k.dealt = false
		return
	}
	k.hist = k.hist[:len(k.hist)-1]
}

func (k *kuhn) Utility() float64 {
	h := k.hist
	showdown := func(stake float64) float64 {
		if k.cards[0] > k.cards[1] {
			return stake
		}
		return -stake
	}
	switch {
	case len(h) == 2 && h[0] == 0 && h[1] == 0:
		return showdown(1)
	case len(h) == 2 && h[0] == 1 && h[1] == 1, len(h) == 3 && h[2] == 1:
		return showdown(2)
	case len(h) == 2: // bet, fold
		return 1
	}
	return -1 // check, bet, fold
}

// Leduc Hold'em: six cards (three ranks, two of each), one private card
// each and one public card after the first round; an ante of 1, bets of 2
// in the first round and 4 in the second, at most a bet and a raise a
// round; player 0 acts first in both. A pair with the public card wins, then
// the higher rank.
type leduc struct {
	s     leducState
	stack []leducState
}

type leducState struct {
	priv    [2]int // card numbers 0..5, rank card/2
	pub     int    // -1 until dealt
	dealt   bool
	round   int
	in      [2]int // chips in, antes included
	bets    int    // bets and raises this round
	acted   int    // actions this round
	toAct   int
	folded  int // -1, or the player who folded
	history uint64
}

func newLeduc() *leduc { return &leduc{s: leducState{pub: -1, folded: -1, in: [2]int{1, 1}}} }

func (l *leduc) Kind() Kind {
	s := &l.s
	switch {
	case !s.dealt:
		return Chance
	case s.folded >= 0 || s.round == 2:
		return Terminal
	case s.round == 1 && s.pub < 0:
		return Chance
	}
	return Decision
}

func (l *leduc) Player() int { return l.s.toAct }

func (l *leduc) facing() bool { return l.s.in[0] != l.s.in[1] }

func (l *leduc) Actions() int {
	s := &l.s
	switch {
	case !s.dealt:
		return 30
	case s.pub < 0 && s.round == 1:
		return 4
	case l.facing() && s.bets < 2:
		return 3 // fold, call, raise
	}
	return 2 // check, bet; or fold, call
}

func (l *leduc) Chance(int) float64 {
	if !l.s.dealt {
		return 1.0 / 30
	}
	return 1.0 / 4
}

func (l *leduc) InfoSet() uint64 {
	s := &l.s
	pub := uint64(0) // none yet
	if s.pub >= 0 {
		pub = uint64(s.pub/2) + 1
	}
	return (s.history*4+pub)*3 + uint64(s.priv[s.toAct]/2)
}

func (l *leduc) Play(i int) {
	l.stack = append(l.stack, l.s)
	s := &l.s
	if !s.dealt {
		a := i / 5
		b := i % 5
		if b >= a {
			b++
		}
		s.priv, s.dealt = [2]int{a, b}, true
		return
	}
	if s.round == 1 && s.pub < 0 {
		n := 0
		for c := range 6 {
			if c == s.priv[0] || c == s.priv[1] {
				continue
			}
			if n == i {
				s.pub = c
			}
			n++
		}
		return
	}
	s.history = s.history*4 + uint64(i) + 1
	p, o := s.toAct, 1-s.toAct
	size := 2 * (s.round + 1)
	facing := l.facing()
	s.acted++
	switch {
	case facing && i == 0: // fold
		s.folded = p
		return
	case facing && i == 1, !facing && i == 0: // call, check
		s.in[p] = s.in[o]
		if facing || s.acted >= 2 {
			s.round++
			s.bets, s.acted, s.toAct = 0, 0, 0
			return
		}
	default: // bet, raise
		s.in[p] = s.in[o] + size
		s.bets++
	}
	s.toAct = o
}

func (l *leduc) Undo() {
	l.s = l.stack[len(l.stack)-1]
	l.stack = l.stack[:len(l.stack)-1]
}

func (l *leduc) Utility() float64 {
	s := &l.s
	if s.folded >= 0 {
		return sign(1-s.folded) * float64(s.in[s.folded])
	}
	r0, r1, rp := s.priv[0]/2, s.priv[1]/2, s.pub/2
	switch {
	case r0 == rp:
		return float64(s.in[1])
	case r1 == rp:
		return -float64(s.in[0])
	case r0 > r1:
		return float64(s.in[1])
	case r1 > r0:
		return -float64(s.in[0])
	}
	return 0
}
