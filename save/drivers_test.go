package save

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/ai/camelupbot"
	"parlor/ai/holdembot"
	"parlor/camelup"
	"parlor/poker"
)

func TestNewHoldemDrawsAsTheTableDoes(t *testing.T) {
	// The table has always drawn the bot's source, then the button, from
	// the game's source: a match made by NewHoldem deals and plays as one
	// made that way, so a --seed gives the match it gave before saves.
	const seed = 11
	h, err := NewHoldem(HoldemConfig{Names: [2]string{"Ana", "Computer"}, Bot: "sklansky", Source: rand.NewPCG(seed, 0)})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 0))
	bot := holdembot.NewSklansky(rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))
	m, err := poker.NewMatch(poker.MatchConfig{Names: [2]string{"Ana", "Computer"}, Button: r.IntN(2), Rand: r})
	if err != nil {
		t.Fatal(err)
	}
	for hand := 1; hand <= 5; hand++ {
		for _, mm := range []*poker.Match{h.Match, m} {
			if err := mm.Deal(); err != nil {
				t.Fatal(err)
			}
		}
		for !m.Game().Over() {
			s := m.Game().ToAct()
			a := poker.Action{Kind: poker.Call}
			if s != HumanSeat {
				a = bot.Decide(m.View(s))
				if b := h.Bot.Decide(h.Match.View(s)); b != a {
					t.Fatalf("hand %d: the saved match's bot plays %v, the table's %v", hand, b, a)
				}
			} else if !slices.Contains(m.Game().Legal(), a) {
				a = m.Game().Legal()[1]
			}
			if err := m.Act(s, a); err != nil {
				t.Fatal(err)
			}
			if err := h.Match.Act(s, a); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := fmt.Sprint(h.Match.Events()), fmt.Sprint(m.Events()); got != want {
			t.Fatalf("hand %d differs:\n%s\n%s", hand, got, want)
		}
	}
}

func TestNewCamelDrawsAsTheBoardDoes(t *testing.T) {
	// The board draws each computer seat's source, then the setup and the
	// dice, from the game's source.
	seats := []Seat{{Name: "Ana"}, {Name: "P1", Bot: "player1"}, {Name: "P2", Bot: "player2"}}
	c, err := NewCamelUp(seats, rand.NewPCG(5, 0))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 0))
	players := []camelupbot.Player{nil, camelupbot.NewPlayer1(rand.New(rand.NewPCG(r.Uint64(), r.Uint64()))),
		camelupbot.NewPlayer2(rand.New(rand.NewPCG(r.Uint64(), r.Uint64())))}
	g, err := camelup.New(len(seats), r)
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		for _, pair := range []struct {
			g  *camelup.Game
			ps []camelupbot.Player
		}{{c.Game, c.Players}, {g, players}} {
			if pair.g.Over() {
				continue
			}
			a := camelup.Move()
			if p := pair.ps[pair.g.Turn()]; p != nil {
				a, _ = camelupbot.Choose(p, pair.g.View(pair.g.Turn()))
			}
			pair.g.ApplyOrMove(a)
		}
	}
	if !slices.Equal(c.Game.Log(), g.Log()) {
		t.Error("the saved game's race differs from the board's")
	}
}

func TestHoldemSavedMidHand(t *testing.T) {
	// A save taken during a hand resumes at the decision it was taken at:
	// the same hand, the same cards (those to come too), the same moves,
	// and a computer player with the same source and memory, so that the
	// match plays on as it would have.
	for _, moves := range []int{0, 1, 2, 5} {
		t.Run(fmt.Sprintf("%d moves", moves), func(t *testing.T) {
			store := newStore(t)
			g := scripts[KindHoldem].start(t, 4).(*holdemScript)
			g.hands(t, 2)
			for g.step(t) && !(g.Running() && len(g.Moves()) == moves) { // the first hand from 3 that lasts
			}
			finished := g.Finished()
			slot := store.NewSlot(KindHoldem)
			if err := slot.Save(g); err != nil {
				t.Fatal(err)
			}
			r := resume(t, store, slot.Name(), KindHoldem).(*holdemScript)
			if got, want := fmt.Sprint(r.Match.Events()), fmt.Sprint(g.Match.Events()); got != want {
				t.Fatalf("resumed hand:\n%s\nwant the saved one:\n%s", got, want)
			}
			if got, want := r.Moves(), g.Moves(); !slices.Equal(got, want) {
				t.Errorf("resumed moves %v, want %v", got, want)
			}
			if r.Match.Game().ToAct() != g.Match.Game().ToAct() || r.Finished() != finished {
				t.Errorf("resumed with seat %d to act after %d hands, want seat %d after %d", r.Match.Game().ToAct(), r.Finished(), g.Match.Game().ToAct(), finished)
			}
			for g.step(t) {
			}
			for r.step(t) {
			}
			if got, want := r.result(), g.result(); got != want {
				t.Errorf("resumed match: %s\nplayed through: %s", got, want)
			}
		})
	}
}

func TestHoldemMidHandSaveNeedsItsMoves(t *testing.T) {
	// A hand dealt or played past Deal and Act has no moves to replay: its
	// save is refused, and the save before it stands.
	g := scripts[KindHoldem].start(t, 4).(*holdemScript)
	if err := g.Match.Deal(); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Payload(); !errors.Is(err, poker.ErrHandRunning) {
		t.Errorf("Payload of a hand dealt by Match.Deal = %v, want ErrHandRunning", err)
	}
	g = scripts[KindHoldem].start(t, 4).(*holdemScript)
	g.step(t)
	if err := g.Match.Act(g.Match.Game().ToAct(), poker.Action{Kind: poker.Call}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Payload(); !errors.Is(err, poker.ErrHandRunning) {
		t.Errorf("Payload after a move made with Match.Act = %v, want ErrHandRunning", err)
	}
}

func TestHoldemBeforeIsTheMatchBeforeTheHand(t *testing.T) {
	g := scripts[KindHoldem].start(t, 4).(*holdemScript)
	g.hands(t, 2)
	want, err := g.Payload()
	if err != nil {
		t.Fatal(err)
	}
	g.step(t)
	g.step(t)
	b, err := g.Before()
	if err != nil {
		t.Fatal(err)
	}
	got, err := b.Payload()
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("Before() saves\n%s\nwant the save before the hand\n%s", got, want)
	}
	if !g.Running() || g.Match.HandNumber() != 3 {
		t.Errorf("Before changed the match: hand %d, running %v", g.Match.HandNumber(), g.Running())
	}
}

func TestSaveRefusesABotThatCannotBeSaved(t *testing.T) {
	g := scripts[KindHoldem].start(t, 4).(*holdemScript)
	g.Bot = forgetful{}
	if _, err := g.Payload(); err == nil {
		t.Error("a bot without MarshalState was saved")
	}
}

type forgetful struct{ holdembot.Caller }

func (forgetful) MarshalState() {} // not the method a save needs

// BenchmarkSave measures a save after a hand or turn: the payload and the
// atomic write with its two fsyncs.
func BenchmarkSave(b *testing.B) {
	for _, kind := range []Kind{KindHoldem, KindCamelUp, KindElephant} {
		b.Run(string(kind), func(b *testing.B) {
			store, _ := Open(b.TempDir())
			g := scripts[kind].start(b, 1)
			for range 10 {
				g.step(b)
			}
			slot := store.NewSlot(kind)
			size := 0
			for b.Loop() {
				p, err := g.Payload()
				if err != nil {
					b.Fatal(err)
				}
				size = len(p)
				if err := slot.Write(g.Summary(), p); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(size), "payload-bytes")
		})
	}
}
