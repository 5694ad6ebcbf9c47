package camelup

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup/second"
	"parlor/game"
	"parlor/tui/internal/tuitest"
	"parlor/tui/kit/camelup/menu2"
)

// secondSetup are the setup keys that choose the second edition (the
// Rules line, after the four seats) and seat leader and mover in place of
// legwise and expert: simple bots, so that the golden files show the screen
// and not the strategy of the day.
var secondSetup = []string{"j", "j", "j", "j", "l", "k", "h", "h", "h", "k", "h"}

func secondOf(t *testing.T, m tea.Model) *SecondBoard {
	t.Helper()
	return tuitest.Top[*SecondBoard](t, m)
}

// newSecondBoard starts a second-edition race: Human, Player 2, leader and
// mover, with --seed seed, after the extra setup keys given.
func newSecond(t *testing.T, seed uint64, more ...string) tea.Model {
	t.Helper()
	m, _ := tuitest.Press(t, newCamelSetup(t, seed), append(append(append([]string(nil), secondSetup...), more...), "s")...)
	secondOf(t, m)
	return m
}

// policy2 is a scripted person: each kind of action in turn, by the keys a
// person would press; n is the length of the game's log, so that a resumed
// game plays on as the game played through.
func policy2(s *SecondBoard, n int) []string {
	v := s.game.View(s.game.Turn())
	switch n % 6 {
	case 1:
		for c := second.Camel(0); c < second.NumRacing; c++ {
			if v.TicketValue(c) > 0 {
				return []string{"2", "enter", "enter"} // a leg ticket on the first camel with one
			}
		}
	case 2:
		if tileFits(v) {
			return []string{"3", "enter", "+"} // a cheering tile where offered
		}
	case 3:
		if v.Played.Len() < second.NumRacing {
			return []string{"4", "enter", "enter"} // a winner card
		}
	case 4:
		if v.Played.Len() < second.NumRacing {
			return []string{"5", "enter", "enter"} // a loser card
		}
	case 5:
		if tileFits(v) {
			return []string{"3", "enter", "right", "enter", "2", "enter"} // a booing tile, by the list
		}
	}
	return []string{"1", "enter"} // a pyramid ticket
}

// tileFits reports whether the seat of v may place its tile somewhere.
func tileFits(v second.View) bool {
	return slices.ContainsFunc(v.LegalActions(), func(a second.Action) bool { return a.Kind == second.PlaceTile })
}

// playSecond plays on with the scripted people until cond holds.
func playSecond(t *testing.T, m tea.Model, cond func(*SecondBoard) bool) tea.Model {
	t.Helper()
	for range 3000 {
		s := secondOf(t, m)
		if cond(s) {
			return m
		}
		var quit bool
		switch s.phase {
		case personTurn:
			m, quit = tuitest.Press(t, m, policy2(s, len(s.game.Log()))...)
		case handOver, roundOver, secretShown:
			m, quit = tuitest.Press(t, m, "enter")
		case computerTurn:
			m, quit = tuitest.Drive(t, m, s.Turns.Last())
		case gameOver:
			t.Fatal("the game ended before the state looked for")
		}
		if quit {
			t.Fatal("the program quit")
		}
	}
	t.Fatal("the state looked for never came")
	return m
}

func raceOver2(s *SecondBoard) bool { return s.phase == gameOver }

// TestSecondSetupChoosesTheEdition: the Rules line switches the edition and
// the computer players with it; the contest's stays the default, and the
// edition of the table started is remembered for the next setup.
func TestSecondSetupChoosesTheEdition(t *testing.T) {
	m := newCamelSetup(t, 7)
	if v := m.View(); !strings.Contains(v, "contest  the 2018 contest's (the default)") || !strings.Contains(v, "bogart") {
		t.Fatalf("the default setup:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "j", "j", "j", "j", "l")
	v := m.View()
	if !strings.Contains(v, "second edition") || strings.Contains(v, "bogart") || !strings.Contains(v, "legwise") {
		t.Fatalf("the second edition's setup: bogart should give way to a second-edition bot:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "s")
	s := secondOf(t, m)
	if s.game.Players() != 4 || s.seats[0].bot != nil || s.seats[1].bot != nil || s.seats[2].bot == nil || s.seats[3].bot == nil {
		t.Fatalf("the race: %d players, seats %+v", s.game.Players(), s.seats)
	}
	ctx := tuitest.App(t, m).Context()
	kept := ctx.Settings.LastTable(game.CamelUp.ID)
	if kept == nil || kept.Edition != "second" || kept.Seats[2].Bot != "legwise" {
		t.Fatalf("the table kept: %+v", kept)
	}
	again := NewSetup(ctx, nil)
	if v := again.View(); !strings.Contains(v, "second edition") || !strings.Contains(v, "legwise") {
		t.Errorf("the next setup does not offer the second edition again:\n%s", v)
	}
	// Back to the contest's rules: the second edition's bots give way.
	for range 4 {
		again.Update(tuitest.Key("j"))
	}
	again.Update(tuitest.Key("h"))
	if v := again.View(); !strings.Contains(v, "contest") || strings.Contains(v, "legwise") {
		t.Errorf("back to the contest's rules:\n%s", v)
	}
}

// TestSecondWholeRace: two people and two computers play a whole race with
// every kind of action; coins never drop below zero and the final summary
// names the winners.
func TestSecondWholeRace(t *testing.T) {
	m := playSecond(t, newSecond(t, 3), raceOver2)
	s := secondOf(t, m)
	kinds := map[second.EventKind]bool{}
	for _, e := range s.game.Log() {
		kinds[e.Kind] = true
	}
	for _, k := range []second.EventKind{second.EventMove, second.EventLegBet, second.EventTilePlaced, second.EventWinnerCard, second.EventLoserCard, second.EventLegEnd, second.EventRaceEnd} {
		if !kinds[k] {
			t.Errorf("the race had no event of kind %d", k)
		}
	}
	v := m.View()
	for _, want := range []string{"the race is over after", "Winner cards", "Human", "Player 2", "leader*", "mover*"} {
		if !strings.Contains(v, want) {
			t.Errorf("the final summary lacks %q:\n%s", want, v)
		}
	}
	if len(tuitest.Saves(t, m)) != 0 {
		t.Error("a race played out leaves its save")
	}
}

// TestSecondHandOverHidesCards: a finish card is confirmed to its player
// alone; the hand-over and the log never name its camel.
func TestSecondHandOverHidesCards(t *testing.T) {
	m := newSecond(t, 7)
	m, _ = tuitest.Press(t, m, "enter", "4", "enter", "2", "enter") // Human: green to win
	s := secondOf(t, m)
	if s.phase != secretShown || !strings.Contains(m.View(), "green to win") {
		t.Fatalf("phase %d: no confirmation of the card:\n%s", s.phase, m.View())
	}
	m, _ = tuitest.Press(t, m, "enter")
	if s.phase != handOver {
		t.Fatalf("phase %d, want Player 2's hand-over", s.phase)
	}
	v := m.View()
	if strings.Contains(v, "green") || strings.Contains(v, "Your secret cards") {
		t.Errorf("the hand-over shows Human's card:\n%s", v)
	}
	if !strings.Contains(v, "1W0L") {
		t.Errorf("the players' table does not say that Human played a card:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if v := m.View(); strings.Contains(v, "green") || !strings.Contains(v, "Human: secret winner card") {
		t.Errorf("Player 2's turn: the log should say that Human played a card, not on which camel:\n%s", v)
	}
	// With the odds open, Human's hand-over does not mark the camel Human
	// backed; after enter it does.
	m, _ = tuitest.Press(t, m, "o", "1", "enter")
	m = playSecond(t, m, func(s *SecondBoard) bool { return s.phase == handOver && s.game.Turn() == 0 })
	if v := m.View(); !strings.Contains(v, "Odds for Human") || strings.Contains(v, "yours") {
		t.Errorf("Human's hand-over with the odds open:\n%s", v)
	}
	m, _ = tuitest.Press(t, m, "enter")
	if v := m.View(); !strings.Contains(v, "yours") {
		t.Errorf("Human's turn: the odds do not mark Human's card:\n%s", v)
	}
}

// TestSecondMenuRefusals: a fifth leg ticket on a camel, and a tile next
// to another, are refused with the reason, and nothing is played.
func TestSecondMenuRefusals(t *testing.T) {
	b, err := second.ParseBoard("1:BG 2:Y 3:RP 14:K 16:W")
	if err != nil {
		t.Fatal(err)
	}
	g := second.NewFrom(4, b, nil)
	for _, a := range []second.Action{second.Bet(second.LegBet, second.Blue), second.Bet(second.LegBet, second.Blue),
		second.Bet(second.LegBet, second.Blue), second.Bet(second.LegBet, second.Blue), second.Spectator(8, second.Cheering)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	keys := newSecondKeyMap(tuitest.Context().Keys).menu
	name := func(p int) string { return "P" }
	tests := []struct {
		name  string
		keys  []string
		level menu2.Level
		want  string
	}{
		{"a fifth ticket on blue", []string{"2", "enter", "1"}, menu2.Leg, "no leg ticket left on that camel"},
		{"enter on it", []string{"2", "enter", "1", "enter"}, menu2.Leg, "no leg ticket left on that camel"},
		{"a tile next to the tile on 8", []string{"3", "enter", "9"}, menu2.Space, "space 9 is next to a tile"},
		{"a tile on the tile", []string{"3", "enter", "8"}, menu2.Space, "space 8 holds a tile already"},
		{"a tile on a camel", []string{"3", "enter", "2"}, menu2.Space, "a camel stands on space 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m menu2.Menu
			var r menu2.Result
			v := g.View(g.Turn())
			for _, k := range tt.keys {
				r = m.Key(tuitest.Key(k), keys, &v, "P", name)
				if r.Play {
					t.Fatalf("key %s played %v", k, r.Action)
				}
			}
			if m.Level != tt.level || !r.Warn || !strings.Contains(r.Status, tt.want) {
				t.Errorf("level %d, result %+v; want level %d and a warning %q", m.Level, r, tt.level, tt.want)
			}
		})
	}
}

// TestSecondOddsScreen: o shows the leg's exact odds (320,760 draws at a
// leg's start) and the race's, and hides them again.
func TestSecondOddsScreen(t *testing.T) {
	m := newSecond(t, 7)
	m, _ = tuitest.Press(t, m, "enter", "o")
	v := m.View()
	if !strings.Contains(v, "Odds") || !strings.Contains(v, "1st  2nd last  win lose") {
		t.Fatalf("no odds after o:\n%s", v)
	}
	if s := secondOf(t, m); s.odds.Leg.Outcomes != 320760 {
		t.Errorf("the leg's odds count %d outcomes, want 320760", s.odds.Leg.Outcomes)
	}
	m, _ = tuitest.Press(t, m, "o")
	if strings.Contains(m.View(), "1st  2nd last") {
		t.Error("o did not hide the odds")
	}
}

// TestSecondRulesPage: r opens the second edition's rules, not the
// contest's.
func TestSecondRulesPage(t *testing.T) {
	m := newSecond(t, 7)
	m, _ = tuitest.Press(t, m, "enter", "r")
	v := m.View()
	if !strings.Contains(v, "second edition") || !strings.Contains(v, "crazy camels") {
		t.Errorf("r: not the second edition's rules:\n%s", v)
	}
}

// TestSecondResumeSameGame: a second-edition race saved mid-leg and
// resumed in a new run ends exactly as the race played through.
func TestSecondResumeSameGame(t *testing.T) {
	result := func(s *SecondBoard) string {
		var b strings.Builder
		for p := range s.seats {
			fmt.Fprintf(&b, "%s %d, ", s.seats[p].name, s.game.Coins(p))
		}
		return fmt.Sprintf("%s%d events, %v", b.String(), len(s.game.Log()), s.game.Log()[len(s.game.Log())-1])
	}
	straight := playSecond(t, newSecond(t, 5), raceOver2)
	want := result(secondOf(t, straight))

	m := playSecond(t, newSecond(t, 5), func(s *SecondBoard) bool {
		log := s.game.Log()
		return len(log) >= 20 && s.phase == personTurn && log[len(log)-1].Kind != second.EventLegEnd
	})
	cut := len(secondOf(t, m).game.Log())
	es := tuitest.Saves(t, m)
	if len(es) != 1 || !strings.HasPrefix(es[0].Summary, "Camel Up (2nd edition), leg ") {
		t.Fatalf("saves %+v", es)
	}
	secondOf(t, m).Save.Slot.Close()
	r := tuitest.Reopen(t, build, resumeAny)
	s := secondOf(t, r)
	if len(s.game.Log()) != cut || s.phase != handOver {
		t.Fatalf("resumed with %d events in phase %d, want %d on the hand-over", len(s.game.Log()), s.phase, cut)
	}
	r = playSecond(t, r, raceOver2)
	if got := result(secondOf(t, r)); got != want {
		t.Errorf("the resumed race ended\n%s\nwant (straight through)\n%s", got, want)
	}
}
