package poker

// Seating places the button and the blinds hand after hand at a table of
// 2 to 9 chairs by the dead-button rule (TDA 2024 rule 32; Robert's Rules):
// each hand the big blind goes to the next live player after the last big
// blind, so nobody posts it twice in a row and nobody skips it; the small
// blind goes to the chair before the big blind and is dead (not posted)
// when that chair's player has busted or left since the last hand; the
// button goes to the chair before the small blind, live or not. Heads-up
// (TDA 34-B) the small blind is the button, acts first pre-flop and last
// after; at the change from three to two the big blind still goes to the
// next live player after the last one, which chooses the button so that
// nobody posts the big blind twice in a row.
//
// "The chair before" counts the chairs that hold a player now, held one in
// the last hand, or were its button or small blind: a chair empty for
// longer is no position (a ring game's chair that nobody has sat in does
// not make a dead small blind every orbit), while a player who just
// busted leaves the button or the small blind dead in the chair as the
// rule says. The zero Seating deals its first hand from the
// button it is given.
type Seating struct {
	chairs                int
	lastBB                int
	prevIn                [MaxChairs + 1]bool // dealt into the last hand
	prevButton, prevSmall int                 // the last hand's button and small blind positions, dead or not
}

// Place returns the button, the small blind (0 when dead) and the big
// blind of the next hand among the chairs in live (live[c] for chair c, at
// least two), and remembers them. firstButton is used for the first hand
// only: the blinds are then the next two live players after it (heads-up,
// the button posts the small blind).
func (s *Seating) Place(chairs int, live *[MaxChairs + 1]bool, firstButton int) (button, sb, bb int) {
	n := 0
	for c := 1; c <= chairs; c++ {
		if live[c] {
			n++
		}
	}
	nextLive := func(c int) int {
		for {
			if c++; c > chairs {
				c = 1
			}
			if live[c] {
				return c
			}
		}
	}
	if s.lastBB == 0 {
		button = firstButton
		if n == 2 {
			if !live[button] {
				button = nextLive(button)
			}
			sb, bb = button, nextLive(button)
		} else {
			sb = nextLive(button)
			bb = nextLive(sb)
		}
	} else {
		bb = nextLive(s.lastBB)
		if n == 2 {
			button = nextLive(bb)
			sb = button
		} else {
			occupied := func(c int) bool {
				return live[c] || s.prevIn[c] || c == s.prevButton || c == s.prevSmall
			}
			before := func(c int) int {
				for {
					if c--; c < 1 {
						c = chairs
					}
					if occupied(c) {
						return c
					}
				}
			}
			pos := before(bb)
			if live[pos] {
				sb = pos
			}
			button = before(pos)
			s.chairs, s.lastBB, s.prevIn, s.prevButton, s.prevSmall = chairs, bb, *live, button, pos
			return button, sb, bb
		}
	}
	s.chairs, s.lastBB, s.prevIn, s.prevButton, s.prevSmall = chairs, bb, *live, button, sb
	return button, sb, bb
}
