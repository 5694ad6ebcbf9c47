package elephantbot

import (
	"math"
	"math/rand/v2"
	"sync"

	"parlor/elephant"
)

// At a small table expert works out exactly what its views this round say
// of the other players. It remembers every view it had this round and what
// it did (a player made afresh each round may: it forgets only between
// rounds), and replays the round from its start in every way that ends in
// what it sees now: each order in which the others had their first turns,
// each order in which the presents it sees were opened, each move each
// player could have made. Every such history weighs, for each kind of
// player, the chance that a player of that kind would have made those
// moves; summed over the histories, that is the likelihood of each pair of
// kinds for the other two seats, and expert's playouts draw the pair from
// it. Larger tables have too many histories: there the judges of belief.go
// weigh each player on its own.

// exactSeats is the largest table whose histories expert replays.
const exactSeats = 3

// goalBins split ThresholdBot by its goal 1 − u²: bin g holds u in
// [g/goalBins, (g+1)/goalBins). What it steals tells the bins apart.
const goalBins = 8

// numKinds counts the kinds of player expert tells apart: the twelve
// policies, ThresholdBot once for each goal bin.
const numKinds = int(numPolicies) - 1 + goalBins

// kind is a policy and, for ThresholdBot, its goal bin.
type kind struct {
	pol policy
	bin int
}

var kinds = func() (ks [numKinds]kind) {
	i := 0
	for p := range numPolicies {
		if p == polThreshold {
			for g := range goalBins {
				ks[i] = kind{p, g}
				i++
			}
			continue
		}
		ks[i] = kind{p, -1}
		i++
	}
	return ks
}()

// prior is a kind's weight before anything is seen: every bot alike, a
// ThresholdBot's goal bins sharing its weight.
func (k kind) prior() float64 {
	if k.pol == polThreshold {
		return 1.0 / goalBins
	}
	return 1
}

// goal draws a ThresholdBot goal inside the kind's bin.
func (k kind) goal(u float64) float64 {
	x := (float64(k.bin) + u) / goalBins
	return 1 - x*x
}

// slip is the chance given to a move that a kind would not have made: the
// seat may hold a person, or a bot not among the twelve.
const slip = 0.01

// turn is one of expert's turns this round: what it saw and what it did.
type turn struct {
	waiting  []int
	presents []elephant.Held
	just     int
	move     int // the seat stolen from, or None
}

// record keeps a copy of v and the move made.
func (t *turn) record(v *elephant.View, move int) {
	t.waiting = append(t.waiting[:0], v.Waiting...)
	t.presents = append(t.presents[:0], v.Presents...)
	t.just, t.move = v.JustStole, move
}

// seen is a view in the replay's terms: local players (0 is expert), and
// presents by their index among the ones expert sees now.
type seen struct {
	hold    [exactSeats]int8 // per local player, the present held, or -1
	steals  [exactSeats]int8 // per local player, the steals of what it holds
	waiting int8             // how many still wait for their first turn
	just    int8             // local player, or -1
	move    int8             // expert's move: the local player robbed, or -1
}

// rstate is the round as a replay has it so far.
type rstate struct {
	hold   [exactSeats]int8 // per local player, the present held, or -1
	holder [exactSeats]int8 // per present (by its index among the seen ones), its holder or -1
	steals [exactSeats]int8 // per present
	opened int8
	next   int8 // queue[next:] wait for their first turn
	cur    int8
	just   int8
	turns  int8 // expert's turns so far
}

// inference replays a small table's round.
type inference struct {
	n      int
	seats  [exactSeats]int // local player → seat (expert is me)
	queue  [exactSeats]int8
	values []float64 // the presents expert sees now
	steals []int8    // and how often each has been stolen
	seen   []seen    // expert's turns, the current one last
	joint  []float64 // per pair (or, heads-up, per kind) of the others' kinds
	total  float64

	view    elephant.View // a replayed player's view
	targets []elephant.Held
	bots    [numPolicies]elephant.Player
	sample  sim
	memo    []sampleMemo // SampleBot's odds at the positions met this turn
	r       *rand.Rand
}

// judge sets in.joint from expert's turns this round (mem, then v) for the
// local players of s. It reports false if the table is too large or no
// history ends in v (the memory is not this round's).
func (in *inference) judge(s *sim, mem []turn, v *elephant.View) bool {
	n := s.n
	if n > exactSeats {
		return false
	}
	in.n = n
	local := map[int]int8{}
	for p := 1; p < n; p++ {
		in.seats[p] = s.players[p]
		local[s.players[p]] = int8(p)
	}
	in.seats[0] = me
	in.values = in.values[:0]
	in.steals = in.steals[:0]
	for _, h := range v.Presents {
		in.values = append(in.values, h.Value)
		in.steals = append(in.steals, int8(h.Steals))
	}
	in.seen = in.seen[:0]
	for i := range len(mem) + 1 {
		var t turn
		if i < len(mem) {
			t = mem[i]
		} else {
			t = turn{waiting: v.Waiting, presents: v.Presents, just: v.JustStole, move: elephant.None}
		}
		sn, ok := in.see(t, local)
		if !ok {
			return false
		}
		in.seen = append(in.seen, sn)
	}
	cells := numKinds
	if n == 3 {
		cells *= numKinds
	}
	in.memo = in.memo[:0]
	in.joint = grow(in.joint, cells)
	clear(in.joint)
	in.total = 0

	// The queue: those who already had a first turn, expert among them at
	// its place, in every order; then the waiting players as seen.
	first := int(n) - int(in.seen[0].waiting) - 1 // expert's place
	done := []int8{}
	waiting := v.Waiting
	for p := 1; p < n; p++ {
		isWaiting := false
		for _, w := range waiting {
			if w == in.seats[p] {
				isWaiting = true
			}
		}
		if !isWaiting {
			done = append(done, int8(p))
		}
	}
	if len(done)+1+len(waiting) != n || first < 0 || first > len(done) {
		return false
	}
	var like [exactSeats][numKinds]float64
	for p := range like {
		for k := range like[p] {
			like[p][k] = kinds[k].prior()
		}
	}
	permute(done, func(order []int8) {
		q := 0
		for i := range len(order) + 1 {
			switch {
			case i == first:
				in.queue[q] = 0
			case i < first:
				in.queue[q] = order[i]
			default:
				in.queue[q] = order[i-1]
			}
			q++
		}
		for _, w := range waiting {
			in.queue[q] = local[w]
			q++
		}
		st := rstate{cur: in.queue[0], next: 1, just: -1}
		for i := range st.hold {
			st.hold[i], st.holder[i] = -1, -1
		}
		in.replay(st, &like)
	})
	return in.total > 0
}

// see puts one of expert's turns into local terms.
func (in *inference) see(t turn, local map[int]int8) (seen, bool) {
	sn := seen{waiting: int8(len(t.waiting)), just: -1, move: -1}
	for i := range sn.hold {
		sn.hold[i] = -1
	}
	for _, h := range t.presents {
		p, ok := local[h.Player]
		if !ok {
			return sn, false
		}
		j := -1
		for i, x := range in.values {
			if x == h.Value {
				j = i
			}
		}
		if j < 0 {
			return sn, false
		}
		sn.hold[p], sn.steals[p] = int8(j), int8(h.Steals)
	}
	if t.just != elephant.None {
		p, ok := local[t.just]
		if !ok {
			return sn, false
		}
		sn.just = p
	}
	if t.move != elephant.None {
		p, ok := local[t.move]
		if !ok {
			return sn, false
		}
		sn.move = p
	}
	return sn, true
}

// permute calls f with every order of xs.
func permute(xs []int8, f func([]int8)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(xs) {
			f(xs)
			return
		}
		for i := k; i < len(xs); i++ {
			xs[k], xs[i] = xs[i], xs[k]
			rec(k + 1)
			xs[k], xs[i] = xs[i], xs[k]
		}
	}
	rec(0)
}

// replay plays the round on from st in every way that fits expert's turns.
func (in *inference) replay(st rstate, like *[exactSeats][numKinds]float64) {
	if st.cur < 0 {
		return
	}
	if st.cur == 0 {
		sn := &in.seen[st.turns]
		if !in.matches(&st, sn) {
			return
		}
		if int(st.turns) == len(in.seen)-1 {
			in.add(like)
			return
		}
		st.turns++
		if sn.move >= 0 {
			in.replay(in.steal(st, sn.move), like)
		} else {
			in.open(st, like)
		}
		return
	}
	if int(st.opened) > len(in.values) {
		return
	}
	// Another player's turn: each move it could make, weighed per kind.
	in.fillView(&st)
	var odds [numKinds][exactSeats]float64 // per kind, per move (0 opens)
	ts := in.targets
	in.kindOdds(&odds, len(ts)+1)
	p := st.cur
	for m := range len(ts) + 1 {
		next := *like
		any := false
		for k := range numKinds {
			next[p][k] *= odds[k][m]
			any = any || next[p][k] > 0
		}
		if !any {
			continue
		}
		if m == 0 {
			in.open(st, &next)
		} else {
			in.replay(in.steal(st, in.localOf(ts[m-1].Player)), &next)
		}
	}
}

func (in *inference) localOf(seat int) int8 {
	for p := range in.n {
		if in.seats[p] == seat {
			return int8(p)
		}
	}
	return -1
}

// open gives the player to act each of the presents not yet opened in turn.
func (in *inference) open(st rstate, like *[exactSeats][numKinds]float64) {
	if int(st.opened) >= len(in.values) {
		return // a present expert does not see yet: not this history
	}
	for j := range in.values {
		if st.holder[j] >= 0 || in.openedBefore(&st, j) {
			continue
		}
		o := st
		o.holder[j] = o.cur
		o.hold[o.cur] = int8(j)
		o.steals[j] = 0
		o.opened++
		o.just = -1
		if int(o.opened) == in.n {
			continue // the round is over: no turn of expert's to come
		}
		o.cur = in.queue[o.next]
		o.next++
		in.replay(o, like)
	}
}

// openedBefore reports whether present j is already out. Every present
// opened is held by someone, so it is out exactly when it has a holder.
func (in *inference) openedBefore(st *rstate, j int) bool { return st.holder[j] >= 0 }

// steal moves victim's present to the player to act.
func (in *inference) steal(st rstate, victim int8) rstate {
	j := st.hold[victim]
	// A present is never stolen more often than it has been by now.
	if j < 0 || st.steals[j] >= in.steals[j] || victim == st.just || victim == st.cur {
		st.cur = -1 // not a legal steal: no history
		return st
	}
	st.steals[j]++
	st.holder[j] = st.cur
	st.hold[st.cur] = j
	st.hold[victim] = -1
	st.just = st.cur
	st.cur = victim
	return st
}

// matches reports whether the replay stands where expert saw sn.
func (in *inference) matches(st *rstate, sn *seen) bool {
	if st.just != sn.just || int(st.next) != in.n-int(sn.waiting) {
		return false
	}
	for p := 1; p < in.n; p++ {
		j := st.hold[p]
		if j != sn.hold[p] || j >= 0 && st.steals[j] != sn.steals[p] {
			return false
		}
	}
	return true
}

// add counts a history that ends where expert stands now.
func (in *inference) add(like *[exactSeats][numKinds]float64) {
	if in.n == 2 {
		for a := range numKinds {
			in.joint[a] += like[1][a]
			in.total += like[1][a]
		}
		return
	}
	for a := range numKinds {
		if like[1][a] == 0 {
			continue
		}
		row := in.joint[a*numKinds : (a+1)*numKinds]
		for b := range numKinds {
			w := like[1][a] * like[2][b]
			row[b] += w
			in.total += w
		}
	}
}

// fillView sets in.view and in.targets to what the player to act sees.
func (in *inference) fillView(st *rstate) {
	v := &in.view
	v.Waiting = v.Waiting[:0]
	for i := int(st.next); i < in.n; i++ {
		v.Waiting = append(v.Waiting, in.seats[in.queue[i]])
	}
	v.Presents = v.Presents[:0]
	for p := range in.n {
		if j := st.hold[p]; j >= 0 && int8(p) != st.cur {
			v.Presents = append(v.Presents, elephant.Held{Player: in.seats[p], Present: elephant.Present{Value: in.values[j], Steals: int(st.steals[j])}})
		}
	}
	v.JustStole = elephant.None
	if st.just >= 0 {
		v.JustStole = in.seats[st.just]
	}
	in.targets = v.AppendTargets(in.targets[:0])
}

// kindOdds sets, per kind, the chance of each move from in.view: 0 opens,
// m steals in.targets[m-1].
func (in *inference) kindOdds(odds *[numKinds][exactSeats]float64, moves int) {
	v, ts := &in.view, in.targets
	var sample [exactSeats]float64
	sampled := false
	for k, kd := range kinds {
		o := &odds[k]
		switch kd.pol {
		case polRandom:
			for m := range moves {
				o[m] = 1 / float64(moves)
			}
		case polThreshold:
			thresholdOdds(o, ts, kd)
		case polSample:
			if !sampled {
				in.sampleOdds(&sample, moves)
				sampled = true
			}
			*o = sample
		default:
			c := in.bot(kd.pol).Choose(v)
			m := 0
			for i, t := range ts {
				if t.Player == c {
					m = i + 1
				}
			}
			o[m] = 1
		}
		for m := range moves {
			o[m] = (1-slip)*o[m] + slip/float64(moves)
		}
	}
}

func (in *inference) bot(p policy) elephant.Player {
	if in.bots[p] == nil {
		if in.r == nil {
			in.r = rand.New(rand.NewPCG(0, 0))
		}
		b, _ := Lookup(botOf[p])
		in.bots[p] = b.New(in.r)
	}
	return in.bots[p]
}

// thresholdOdds is a ThresholdBot's chance of each move, its goal spread
// over the kind's bin (four goals stand for it).
func thresholdOdds(o *[exactSeats]float64, ts []elephant.Held, kd kind) {
	const goals = 4
	for g := range goals {
		goal := kd.goal((float64(g) + 0.5) / goals)
		// The targets worth the goal, ascending: the i-th weighs i².
		var keep [exactSeats]int
		var kv [exactSeats]float64
		k := 0
		for i, t := range ts {
			if t.Value >= goal {
				j := k
				for j > 0 && kv[j-1] > t.Value {
					keep[j], kv[j] = keep[j-1], kv[j-1]
					j--
				}
				keep[j], kv[j] = i, t.Value
				k++
			}
		}
		if k == 0 {
			o[0] += 1.0 / goals
			continue
		}
		total := float64(k * (k + 1) * (2*k + 1) / 6)
		for j := range k {
			o[keep[j]+1] += float64((j+1)*(j+1)) / total / goals
		}
	}
}

// sampleOdds is SampleBot's chance of each move from in.view. Its choice
// is the move whose playouts average most; the averages are found here on
// many common draws, and its own sample's noise decides the near ties.
func (in *inference) sampleOdds(o *[exactSeats]float64, moves int) {
	clear(o[:])
	v, ts := &in.view, in.targets
	per := samplePlayouts / moves
	var mean [exactSeats]float64
	var k sampleMemo
	k.key(v)
	found := false
	for _, m := range in.memo {
		if m.same(&k) {
			mean, found = m.mean, true
			break
		}
	}
	switch {
	case found:
	case len(v.Presents) == 1 && len(v.Waiting) == 1 && v.JustStole == elephant.None:
		// Second of three, the first present out: met in every replay.
		mean[1] = mean[0] + secondOfThree(v.Presents[0].Value)
	case len(v.Waiting) == 0:
		// One present left: after a steal the greedy playouts are certain,
		// and opening (or being left to open) is worth 0.5.
		mean[0] = 0.5
		for m := 1; m < moves; m++ {
			mean[m] = sampleChain(v, ts[m-1].Player)
		}
	default:
		in.sampleMeans(&mean, moves, 1000)
		k.mean = mean
		in.memo = append(in.memo, k)
	}
	// The best against the runner-up, each mean SampleBot finds off by
	// about 0.29/√per (a present's spread).
	best, second := 0, -1
	for m := 1; m < moves; m++ {
		if mean[m] > mean[best] {
			best, second = m, best
		} else if second < 0 || mean[m] > mean[second] {
			second = m
		}
	}
	if second < 0 {
		o[best] = 1
		return
	}
	sd := 0.29 * math.Sqrt(2/float64(per))
	p := normalCDF((mean[best] - mean[second]) / sd)
	o[best], o[second] = p, 1-p
}

func normalCDF(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// secondOfThreeGain is, at 33 values of the first present, how much more
// SampleBot's playouts average for stealing it than for opening, second to
// act at a table of three; made on first use.
var secondOfThreeGain = sync.OnceValue(func() (gain [33]float64) {
	var in inference
	v := &in.view
	v.Waiting = []int{2}
	v.JustStole = elephant.None
	for i := range gain {
		v.Presents = []elephant.Held{{Player: 1, Present: elephant.Present{Value: min(float64(i)/32, 0.99999)}}}
		in.targets = v.AppendTargets(in.targets[:0])
		var mean [exactSeats]float64
		in.sampleMeans(&mean, 2, 2000)
		gain[i] = mean[1] - mean[0]
	}
	return gain
})

// secondOfThree interpolates secondOfThreeGain at value x.
func secondOfThree(x float64) float64 {
	g := secondOfThreeGain()
	i := min(int(x*32), 31)
	f := x*32 - float64(i)
	return g[i] + f*(g[i+1]-g[i])
}

// sampleMeans is what SampleBot's playouts average for each move from
// in.view, found on many common draws.
func (in *inference) sampleMeans(mean *[exactSeats]float64, moves, draws int) {
	s, ts := &in.sample, in.targets
	s.load(&in.view)
	for j := range draws {
		for m := range moves {
			rng := wyrand(uint64(j) * 0x9e3779b97f4a7c15)
			s.restart()
			if m == 0 {
				s.open(&rng)
			} else {
				s.steal(s.slotOf(ts[m-1].Player))
			}
			mean[m] += s.finish(&rng) / float64(draws)
		}
	}
}

// sampleChain is what the player to act in v ends with, one present left,
// after stealing from seat target, when everybody then steals the most
// valuable legal present worth at least 0.5 and else opens the last: the
// present it ends with, or 0.5 if it is left to open.
func sampleChain(v *elephant.View, target int) float64 {
	const self = -3 // the player to act, who is not in its own view
	var own [16]int
	var val [16]float64
	var st [16]int
	hs := v.Presents
	if len(hs) > len(own) {
		return 0.5 // not reached at the tables this is used for
	}
	slot := -1
	for i, h := range hs {
		own[i], val[i], st[i] = h.Player, h.Value, h.Steals
		if h.Player == target {
			slot = i
		}
	}
	cur, just := self, 0 // just is set by the first steal
	for slot >= 0 {
		victim := own[slot]
		own[slot] = cur
		st[slot]++
		cur, just = victim, cur
		slot = -1
		for i := range hs {
			if st[i] < elephant.MaxSteals && own[i] != just && val[i] >= playoutThreshold && (slot < 0 || val[i] > val[slot]) {
				slot = i
			}
		}
	}
	if cur == self {
		return 0.5
	}
	for i := range hs {
		if own[i] == self {
			return val[i]
		}
	}
	return 0.5
}

// sampleMemo is SampleBot's averages at one position.
type sampleMemo struct {
	waiting int
	just    int
	held    [exactSeats]elephant.Held
	mean    [exactSeats]float64
}

func (m *sampleMemo) key(v *elephant.View) {
	m.waiting, m.just = len(v.Waiting), v.JustStole
	m.held = [exactSeats]elephant.Held{}
	copy(m.held[:], v.Presents)
}

func (m *sampleMemo) same(o *sampleMemo) bool {
	return m.waiting == o.waiting && m.just == o.just && m.held == o.held
}
