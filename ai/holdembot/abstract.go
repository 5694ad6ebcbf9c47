package holdembot

import (
	"parlor/ai/cfr"
)

// The abstract game expert is trained on: heads-up Fixed-Limit Hold'em in
// half big blinds (the small blind posts 1, the big blind 2, small bets are
// 2 and big bets 4), both players with the same stack, one betting tree for
// each of a few stack depths, raises capped at four bets a street (the big
// blind counts as the first pre-flop), and the cards seen through buckets
// (see buckets.go). Player 0 has the button.

// stackDepths are the effective stacks of the trees, in half big blinds:
// 1 to 24 big blinds. Four bets a street commit 24 big blinds at most, so
// the deepest tree plays any deeper stack.
var stackDepths = [...]int{2, 3, 4, 6, 8, 11, 15, 20, 28, 48}

// streetCap is the most bets (and raises) of a street in the abstraction.
const streetCap = 4

// Abstract actions, in the order a node lists them.
const (
	aFold  = iota // only when facing a bet
	aCall         // check or call
	aRaise        // bet or raise
)

// node is one position of a betting tree.
type node struct {
	street  int8 // 0 pre-flop .. 3 river
	toAct   int8 // 0 the button, 1 the big blind; -1 at a terminal
	folded  int8 // the player who folded, or -1
	bets    int8 // bets and raises on this street
	in      [2]int16
	acts    [3]int8  // abstract action of each child (aFold, aCall, aRaise)
	next    [3]int32 // the children
	n       int8     // number of actions
	infoset int32    // first information set of the node (one a bucket)
}

// tree holds the betting trees of every depth in one array, so that an
// information set is a plain index: node.infoset + bucket.
type tree struct {
	nodes    []node
	roots    [len(stackDepths)]int32
	infosets int32
}

// newTree builds the trees of every stack depth.
func newTree() *tree {
	t := &tree{}
	for d, stack := range stackDepths {
		b := builder{t: t, stack: int16(stack)}
		t.roots[d] = b.start()
	}
	return t
}

type builder struct {
	t     *tree
	stack int16
}

// start builds a tree from the blinds.
func (b *builder) start() int32 {
	sb, bb := min(1, b.stack), min(2, b.stack)
	return b.decide(0, 0, 1, [2]int16{sb, bb}, [2]bool{})
}

// decide builds the node where p is to act on street, or the terminal the
// round closes to.
func (b *builder) decide(street, p int8, bets int8, in [2]int16, acted [2]bool) int32 {
	o := 1 - p
	left := func(q int8) int16 { return b.stack - in[q] }
	// A player acts when it has chips and owes, or has not acted while the
	// other can still put chips in (the engine's rule).
	needs := func(q int8) bool {
		return left(q) > 0 && (in[q] < in[1-q] || !acted[q] && left(1-q) > 0)
	}
	if !needs(p) {
		if needs(o) {
			p, o = o, p
		} else {
			return b.closeRound(street, in)
		}
	}
	id := int32(len(b.t.nodes))
	b.t.nodes = append(b.t.nodes, node{street: street, toAct: p, folded: -1, bets: bets, in: in})
	owed := in[o] - in[p]
	var acts []int8
	if owed > 0 {
		acts = append(acts, aFold)
	}
	acts = append(acts, aCall)
	if left(p) > owed && left(o) > 0 && bets < streetCap {
		acts = append(acts, aRaise)
	}
	size := int16(2)
	if street >= 2 {
		size = 4
	}
	b.t.nodes[id].n = int8(len(acts))
	b.t.nodes[id].infoset = int32(b.t.infosets)
	b.t.infosets += bucketCount[street]
	for i, a := range acts {
		var child int32
		next, done := in, acted
		done[p] = true
		switch a {
		case aFold:
			child = int32(len(b.t.nodes))
			b.t.nodes = append(b.t.nodes, node{street: street, toAct: -1, folded: p, in: in})
		case aCall:
			next[p] = min(in[o], b.stack)
			child = b.decide(street, o, bets, next, done)
		case aRaise:
			next[p] = min(in[o]+size, b.stack)
			child = b.decide(street, o, bets+1, next, done)
		}
		b.t.nodes[id].acts[i] = a
		b.t.nodes[id].next[i] = child
	}
	return id
}

// closeRound builds what follows a closed betting round: the next street
// (the big blind first), or a showdown after the river or an all-in.
func (b *builder) closeRound(street int8, in [2]int16) int32 {
	if street == 3 || in[0] >= b.stack || in[1] >= b.stack {
		id := int32(len(b.t.nodes))
		b.t.nodes = append(b.t.nodes, node{street: street, toAct: -1, folded: -1, in: in})
		return id
	}
	return b.decide(street+1, 1, 0, in, [2]bool{})
}

// handGame is the abstract game on one deal, for the solver: the cards are
// dealt before the walk starts (deal), so it has no chance nodes.
type handGame struct {
	t      *tree
	at     int32
	path   []int32
	bucket [2][4]int32 // each player's bucket on each street
	result int         // the showdown from player 0's side: 1, 0 or -1
}

var _ cfr.Game = (*handGame)(nil)

func (g *handGame) reset(depth int) { g.at, g.path = g.t.roots[depth], g.path[:0] }

func (g *handGame) Kind() cfr.Kind {
	if g.t.nodes[g.at].toAct < 0 {
		return cfr.Terminal
	}
	return cfr.Decision
}

func (g *handGame) Player() int        { return int(g.t.nodes[g.at].toAct) }
func (g *handGame) Actions() int       { return int(g.t.nodes[g.at].n) }
func (g *handGame) Chance(int) float64 { return 0 }
func (g *handGame) InfoSet() uint64 {
	n := &g.t.nodes[g.at]
	return uint64(n.infoset + g.bucket[n.toAct][n.street])
}
func (g *handGame) Play(i int)       { g.path = append(g.path, g.at); g.at = g.t.nodes[g.at].next[i] }
func (g *handGame) Undo()            { g.at = g.path[len(g.path)-1]; g.path = g.path[:len(g.path)-1] }
func (g *handGame) Utility() float64 { return payoff(&g.t.nodes[g.at], g.result) }

// payoff is player 0's winnings at terminal n, in half big blinds, with the
// showdown result r (1 player 0 wins, -1 loses, 0 split).
func payoff(n *node, r int) float64 {
	switch n.folded {
	case 0:
		return -float64(n.in[0])
	case 1:
		return float64(n.in[1])
	}
	return float64(r) * float64(min(n.in[0], n.in[1]))
}
