package elephantbot

import (
	"math"
	"math/rand/v2"

	"parlor/elephant"
)

// What expert believes of the other players. It cannot tell them apart by
// name and remembers nothing from one round to the next, but its view shows
// some of their play this round: whoever holds a present stolen at least
// once stole it; the player who just stole from expert made its choice in a
// position expert can rebuild almost exactly; whoever holds a present never
// stolen opened it, and all but the first of those openers could have
// stolen instead. Each policy's weight is the chance that it would have
// played so; the playouts draw each player's policy from those weights.
//
// Measured on the same drawn tables, the weights add little on average
// (within ±0.003 a round), but at tables of greedy players, where a prior of
// all twelve bots expects too few steals, they are worth up to 0.01 a round.

// unlikely is the weight of a policy that would not have played what the
// view shows: not zero, since the position is rebuilt only in part.
const unlikely = 0.02

// botOf is the bot behind each policy, for rebuilt positions.
var botOf = [numPolicies]string{
	polRandom: "RandomBot", polGreedy: "GreedyBot", polNice: "NiceBot", polLastMinute: "LastMinuteBot",
	polOddTodd: "OddTodd", polSecondPlace: "SecondPlaceBot", polThreshold: "ThresholdBot", polSample: "SampleBot",
	polRobinHood: "RobinHood", polGoodSamaritan: "GoodSamaritan", polGambler: "Gambler", polTop3: "Top3Bot",
}

// belief holds expert's weights over the policies of each other player.
type belief struct {
	w       [][numPolicies]float64 // per local player
	goalMax []float64              // per local player, the highest goal a ThresholdBot may hold
	before  elephant.View          // the thief's position, rebuilt
	bots    [numPolicies]elephant.Player
	r       *rand.Rand
}

// judgePlayouts is the budget of the SampleBot that judges a thief.
const judgePlayouts = 300

// me stands for expert in a rebuilt view: no seat has this number.
const me = -2

// judge sets the weights for the n players of s from the view v.
func (b *belief) judge(s *sim, v *elephant.View) {
	b.w = grow(b.w, s.n)
	b.goalMax = grow(b.goalMax, s.n)
	for p := range b.w {
		for k := range b.w[p] {
			b.w[p][k] = 1
		}
		b.goalMax[p] = 1
	}
	openers := 0
	for _, h := range v.Presents {
		if h.Steals == 0 {
			openers++
		}
	}
	for i, h := range v.Presents {
		switch {
		case h.Player == v.JustStole:
			b.judgeThief(i+1, v, h)
		case h.Steals > 0:
			b.judgeStealer(i+1, s.n, h)
		default:
			b.judgeOpener(i+1, openers)
		}
	}
}

// opens is how often each bot opens on a turn when it could steal:
// measured over drawn tables of 3, 5, 8 and 12 of the twelve (30 tables of
// 100 rounds at each size).
var opens = [numPolicies]float64{
	polRandom: 0.30, polGreedy: 0, polNice: 1, polLastMinute: 0.40, polOddTodd: 0.22,
	polSecondPlace: 0.52, polThreshold: 0.60, polSample: 0.39, polRobinHood: 0.51,
	polGoodSamaritan: 0.10, polGambler: 0.20, polTop3: 0.05,
}

// judgeOpener weighs the policies of local player p, who opened the present
// it holds and never lost it. Of the openers only the first in the queue
// had nothing to steal; the others opened although they could have stolen.
func (b *belief) judgeOpener(p, openers int) {
	first := 1 / float64(openers)
	for k := range numPolicies {
		b.w[p][k] *= max(unlikely, first+(1-first)*opens[k])
	}
}

// judgeStealer weighs the policies of local player p, who holds h and was
// the last to steal it: it took a present worth h.Value stolen h.Steals−1
// times, in a position expert does not know.
func (b *belief) judgeStealer(p, n int, h elephant.Held) {
	v, before := h.Value, h.Steals-1
	aim := float64(n-3) / float64(n)
	w := &b.w[p]
	w[polNice] *= unlikely
	w[polRandom] *= 0.5
	if v <= 0.5 {
		w[polLastMinute] *= unlikely
		w[polSecondPlace] *= unlikely
		w[polSample] *= 0.1
	}
	if before%2 != 0 {
		w[polOddTodd] *= unlikely
	}
	if before < 1 || v <= 0.5 {
		w[polRobinHood] *= unlikely
	}
	if before >= 2 {
		w[polGambler] *= unlikely
	}
	switch {
	case v < aim && before >= 2:
		w[polTop3] *= unlikely
	case v >= aim && before == 1:
		w[polTop3] *= 0.5 // only with nobody waiting
	}
	// A ThresholdBot steals nothing under its goal 1 − u².
	w[polThreshold] *= max(unlikely, 1-math.Sqrt(1-v))
	b.goalMax[p] = min(b.goalMax[p], v)
}

// judgeThief weighs the policies of local player p, who just stole h from
// expert: each bot is asked what it would have done in the thief's place
// (who stole from the thief, if anyone, is not known and taken as nobody).
func (b *belief) judgeThief(p int, v *elephant.View, h elephant.Held) {
	bv := &b.before
	bv.Waiting = append(bv.Waiting[:0], v.Waiting...)
	bv.JustStole = elephant.None
	bv.Presents = bv.Presents[:0]
	for _, o := range v.Presents {
		if o.Player != h.Player {
			bv.Presents = append(bv.Presents, o)
		}
	}
	mine := h
	mine.Player = me
	mine.Steals--
	bv.Presents = append(bv.Presents, mine)
	targets := len(bv.AppendTargets(nil))

	w := &b.w[p]
	for k := range numPolicies {
		switch k {
		case polRandom:
			w[k] *= 1 / float64(targets+1)
		case polThreshold:
			w[k] *= thresholdPicks(bv, mine.Value)
			b.goalMax[p] = min(b.goalMax[p], mine.Value)
		default:
			if b.bot(k).Choose(bv) != me {
				w[k] *= unlikely
			}
		}
	}
}

func (b *belief) bot(k policy) elephant.Player {
	if b.bots[k] == nil {
		if b.r == nil { // a position judged outside a game, as in tests
			b.r = rand.New(rand.NewPCG(0, 0))
		}
		if k == polSample {
			// Enough playouts to tell its choice, at a fraction of the cost.
			b.bots[k] = &Sample{Playouts: judgePlayouts, r: b.r}
		} else {
			bot, _ := Lookup(botOf[k])
			b.bots[k] = bot.New(b.r)
		}
	}
	return b.bots[k]
}

// thresholdPicks is the chance that a ThresholdBot, its goal unknown, takes
// the present worth mine from the position v: over goals 1 − u², the weight
// of mine among the targets worth the goal.
func thresholdPicks(v *elephant.View, mine float64) float64 {
	const steps = 32
	var sum float64
	for j := range steps {
		u := (float64(j) + 0.5) / steps
		goal := 1 - u*u
		if mine < goal {
			continue
		}
		rank, total := 0, 0
		k := 0
		for _, h := range v.AppendTargets(nil) {
			if h.Value >= goal {
				k++
				if h.Value <= mine {
					rank++
				}
			}
		}
		for i := 1; i <= k; i++ {
			total += i * i
		}
		sum += float64(rank*rank) / float64(total)
	}
	return max(unlikely, sum/steps)
}
