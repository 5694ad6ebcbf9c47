package elephantbot

import (
	"math/bits"
	"math/rand/v2"

	"parlor/elephant"
)

// samplePlayouts is SampleBot's budget of playouts per decision.
const samplePlayouts = 2000

// playoutThreshold: in a playout every decision steals the most valuable
// legal present if it is worth at least this much, else opens.
const playoutThreshold = 0.5

// Sample is SampleBot, Monte Carlo: for open and each target it plays out
// the rest of the round ⌊2000 / moves⌋ times, unopened presents given random
// values and every later decision, its own too, made by the rule "steal the
// most valuable legal present if it is worth at least 0.5, else open", and
// takes the move whose playouts leave it the highest mean value.
//
// A playout stops as soon as the bot's present can no longer be stolen
// under that rule (worth under 0.5, or stolen three times): its value is
// then final. That makes the bot fast, not different.
type Sample struct {
	Playouts int
	r        *rand.Rand
	sim      sim
	ts       targets
}

// newSample makes a SampleBot with the 2,000 playouts of
// docs/rules/elephant.md ("Computer players").
func newSample(r *rand.Rand) *Sample { return &Sample{Playouts: samplePlayouts, r: r} }

func (b *Sample) Choose(v *elephant.View) int {
	ts := b.ts.fill(v)
	if len(ts) == 0 {
		// One move only: its playouts could not change the answer.
		return elephant.None
	}
	moves := len(ts) + 1
	per := b.Playouts / moves
	s := &b.sim
	s.load(v)
	rng := wyrand(b.r.Uint64())
	choice, bestMean := elephant.None, -1.0
	for m := range moves {
		var sum float64
		slot := -1 // the move's steal, or -1 to open
		if m > 0 {
			slot = s.slotOf(ts[m-1].Player)
		}
		switch {
		case per == 0:
		case slot >= 0 && s.baseSteals[slot]+1 >= elephant.MaxSteals:
			// The steal locks the present: every playout ends with it.
			sum = float64(per) * s.baseVal[slot]
		default:
			for range per {
				if slot < 0 {
					// A present worth less than the threshold is never
					// stolen: no need to set up the rest of the round.
					v := rng.float()
					if v < playoutThreshold {
						sum += v
						continue
					}
					s.restart()
					s.openWith(v)
				} else {
					s.restart()
					s.steal(slot)
				}
				sum += s.finish(&rng)
			}
		}
		if per > 0 && sum/float64(per) > bestMean {
			bestMean = sum / float64(per)
			choice = elephant.None
			if m > 0 {
				choice = ts[m-1].Player
			}
		}
	}
	return choice
}

// wyrand is a tiny fast generator for playouts, seeded from the bot's own
// source so playouts replay from --seed.
type wyrand uint64

func (w *wyrand) float() float64 {
	*w += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(uint64(*w), uint64(*w)^0xe7037ed1a0b428db)
	return float64((hi^lo)>>11) * 0x1p-53
}

// sim plays out the rest of a round under the greedy 0.5 rule. Players are
// renumbered: 0 is the bot, 1..h the holders in view order, then the waiting
// players in queue order. Presents are slots; slot i < h is player i+1's.
type sim struct {
	n, h       int
	players    []int // view seat of each local player
	baseVal    []float64
	baseSteals []int8
	baseOwn    []int32
	baseHot    []int32
	val        []float64
	steals     []int8
	own        []int32
	hot        []int32 // slots worth >= threshold with steals left, most valuable first
	baseJust   int32
	cur, just  int32
	next       int32 // next waiting player
	mine       int32 // the slot the bot holds, set by each of its moves
	opened     int
}

func (s *sim) load(v *elephant.View) {
	n := v.Players()
	h := len(v.Presents)
	s.n, s.h = n, h
	s.players = append(s.players[:0], elephant.None) // the bot itself
	s.baseVal, s.baseSteals, s.baseOwn, s.baseHot = s.baseVal[:0], s.baseSteals[:0], s.baseOwn[:0], s.baseHot[:0]
	s.baseJust = -1
	for i, p := range v.Presents {
		s.players = append(s.players, p.Player)
		s.baseVal = append(s.baseVal, p.Value)
		s.baseSteals = append(s.baseSteals, int8(p.Steals))
		s.baseOwn = append(s.baseOwn, int32(i+1))
		if p.Player == v.JustStole {
			s.baseJust = int32(i + 1)
		}
	}
	s.players = append(s.players, v.Waiting...)
	for i := range h {
		if s.baseVal[i] >= playoutThreshold && s.baseSteals[i] < elephant.MaxSteals {
			s.baseHot = insertHot(s.baseHot, s.baseVal, int32(i))
		}
	}
	s.val = grow(s.val, n)
	s.steals = grow(s.steals, n)
	s.own = grow(s.own, n)
	if cap(s.hot) < n {
		s.hot = make([]int32, 0, n)
	}
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// slotOf is the slot held by view seat p.
func (s *sim) slotOf(p int) int {
	for i := 1; i <= s.h; i++ {
		if s.players[i] == p {
			return i - 1
		}
	}
	return -1
}

// restart puts the position back to the bot's turn.
func (s *sim) restart() {
	copy(s.val, s.baseVal)
	copy(s.steals, s.baseSteals)
	copy(s.own, s.baseOwn)
	s.hot = append(s.hot[:0], s.baseHot...)
	s.opened = s.h
	s.cur, s.just = 0, s.baseJust
	s.next = int32(s.h + 1)
}

func insertHot(hot []int32, val []float64, slot int32) []int32 {
	hot = append(hot, slot)
	i := len(hot) - 1
	for i > 0 && val[hot[i-1]] < val[slot] {
		hot[i] = hot[i-1]
		i--
	}
	hot[i] = slot
	return hot
}

// open gives the player to act a new present with a random value.
func (s *sim) open(rng *wyrand) { s.openWith(rng.float()) }

// openWith gives the player to act a new present worth v.
func (s *sim) openWith(v float64) {
	slot := s.opened
	s.opened++
	cur := s.cur
	s.val[slot], s.steals[slot], s.own[slot] = v, 0, cur
	if cur == 0 {
		s.mine = int32(slot)
	}
	if v >= playoutThreshold {
		s.hot = insertHot(s.hot, s.val, int32(slot))
	}
	if s.opened < s.n {
		s.cur, s.just = s.next, -1
		s.next++
	}
}

// steal moves slot to the player to act; the robbed player acts next.
func (s *sim) steal(slot int) {
	cur := s.cur
	victim := s.own[slot]
	s.own[slot] = cur
	s.steals[slot]++
	if s.steals[slot] >= elephant.MaxSteals {
		for i, h := range s.hot {
			if int(h) == slot {
				s.hot = append(s.hot[:i], s.hot[i+1:]...)
				break
			}
		}
	}
	if cur == 0 {
		s.mine = int32(slot)
	}
	s.just, s.cur = cur, victim
}

// safe reports whether the bot's present can no longer be stolen: in a
// playout nobody steals a present worth less than the threshold or one
// stolen three times, so the bot's final value is known.
func (s *sim) safe() bool {
	m := s.mine
	return s.val[m] < playoutThreshold || s.steals[m] >= elephant.MaxSteals
}

// finish plays the round out under the greedy rule, after the bot's move,
// and returns the value the bot ends with. It stops as soon as the bot's
// present is safe.
func (s *sim) finish(rng *wyrand) float64 {
	if s.safe() {
		return s.val[s.mine]
	}
	for s.opened < s.n {
		cur, just := s.cur, s.just
		pick := -1
		for i, h := range s.hot {
			if s.own[h] != just {
				pick = i
				break
			}
		}
		if pick < 0 {
			slot := s.opened
			s.opened++
			v := rng.float()
			s.val[slot], s.steals[slot], s.own[slot] = v, 0, cur
			if v >= playoutThreshold {
				s.hot = insertHot(s.hot, s.val, int32(slot))
			} else if cur == 0 {
				return v
			}
			if cur == 0 {
				s.mine = int32(slot)
			}
			if s.opened < s.n {
				s.cur, s.just = s.next, -1
				s.next++
			}
			continue
		}
		slot := s.hot[pick]
		victim := s.own[slot]
		s.own[slot] = cur
		s.steals[slot]++
		if s.steals[slot] >= elephant.MaxSteals {
			if cur == 0 {
				return s.val[slot]
			}
			s.hot = append(s.hot[:pick], s.hot[pick+1:]...)
		}
		if cur == 0 {
			s.mine = slot
		}
		s.just, s.cur = cur, victim
	}
	// The bot's last move set mine: after being robbed it always moves again.
	return s.val[s.mine]
}
