package cfr

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestKuhnValue: CFR+ finds Kuhn poker's value, -1/18 for the first player,
// and an average strategy that nothing exploits.
func TestKuhnValue(t *testing.T) {
	s := New(0)
	g := &kuhn{}
	for range 2000 {
		s.Iterate(g)
	}
	v, e := value(g, s), exploitability(g, s)
	t.Logf("Kuhn after %d iterations: value %.6f (-1/18 = %.6f), exploitability %.6f", s.Iterations(), v, -1.0/18, e)
	if math.Abs(v+1.0/18) > 1e-3 {
		t.Errorf("Kuhn value = %.5f, want %.5f within 1e-3", v, -1.0/18)
	}
	if e > 1e-3 || e < -1e-9 {
		t.Errorf("Kuhn exploitability = %.5f, want 0 to 1e-3", e)
	}
}

// TestKuhnSampled: external-sampling MCCFR, the walk the Hold'em solver
// uses, also converges on Kuhn poker.
func TestKuhnSampled(t *testing.T) {
	s := New(0)
	g := &kuhn{}
	r := rand.New(rand.NewPCG(1, 2))
	for range 100_000 {
		s.Next()
		for p := range 2 {
			s.Sample(g, p, r)
		}
	}
	if v := value(g, s); math.Abs(v+1.0/18) > 5e-3 {
		t.Errorf("sampled Kuhn value = %.5f, want %.5f within 5e-3", v, -1.0/18)
	}
	if e := exploitability(g, s); e > 0.01 {
		t.Errorf("sampled Kuhn exploitability = %.5f, want under 0.01", e)
	}
}

// TestLeducExploitability: CFR+ drives Leduc Hold'em's exploitability, by
// an exact best response, below 0.01 chips a hand.
func TestLeducExploitability(t *testing.T) {
	s := New(0)
	g := newLeduc()
	first := 0.0
	for i := range 400 {
		s.Iterate(g)
		if i == 0 {
			first = exploitability(g, s)
		}
	}
	e := exploitability(g, s)
	t.Logf("Leduc: %d information sets, exploitability %.4f after 1 iteration, %.5f after %d; value %.4f", s.InfoSets(), first, e, s.Iterations(), value(g, s))
	if e > 0.01 || e < -1e-9 {
		t.Errorf("Leduc exploitability = %.5f chips a hand, want 0 to 0.01", e)
	}
	if first < 10*e {
		t.Errorf("exploitability %.4f after one iteration, %.5f at the end: no progress", first, e)
	}
}

// TestBestResponseBeatsUniform: each player's best response against a
// uniform random player wins more than playing uniformly itself.
func TestBestResponseBeatsUniform(t *testing.T) {
	g := &kuhn{}
	u := uniform{}
	v := value(g, u)
	for p := range 2 {
		if br := bestResponse(g, u, p); br <= sign(p)*v+0.1 {
			t.Errorf("best response of %d = %v, not well above the uniform value %v", p, br, sign(p)*v)
		}
	}
}

type uniform struct{}

func (uniform) Policy(_ uint64, dst []float64) {
	for i := range dst {
		dst[i] = 1 / float64(len(dst))
	}
}
