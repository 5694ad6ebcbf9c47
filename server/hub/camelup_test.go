package hub

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/ai/camelupbot"
	"parlor/camelup"
	"parlor/camelup/second"
)

// guardTable is a started Camel Up table of the edition option: ana and
// three computer players of bot, on a hub whose own steps wait an hour, so
// that the test plays every turn itself.
func guardTable(t *testing.T, option int, bot string) (*Hub, *Conn) {
	t.Helper()
	h := rulesHub(t)
	ana := enter(t, h, "ka", "ana")
	if err := h.Create(ana, TableSpec{Kind: CamelUpGame, People: 1, Computers: 3, Bot: bot, Option: option}); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	return h, ana
}

// stillRuns checks that in a race where nobody moves by choice the guard
// stepped in as the local boards' does (camelupbot.Guard): a move comes at
// the first computer's turn once camelupbot.StalemateTurns turns have
// passed without one, and not before. isMove tells a move's event, turnOf
// the seat of a turn's other event (-1 for other events), person a
// person's seat.
func stillRuns[E any](t *testing.T, log []E, isMove func(E) bool, turnOf func(E) int, person int) {
	t.Helper()
	moves, still := 0, 0
	for _, e := range log {
		switch {
		case isMove(e):
			moves++
			if still < camelupbot.StalemateTurns {
				t.Errorf("move %d came after %d turns without one, want %d at least", moves, still, camelupbot.StalemateTurns)
			}
			still = 0
		case turnOf(e) >= 0:
			if still >= camelupbot.StalemateTurns && turnOf(e) != person {
				t.Fatalf("after move %d, a computer's turn %d after the last move did not move a camel", moves, still+1)
			}
			still++
		}
	}
	if moves == 0 {
		t.Error("no camel moved")
	}
}

// TestCamelStalemateGuard: at a served contest table where nobody moves a
// camel by choice (ana bets on the round, the computers are player2s,
// who only bet), the stalemate guard makes the computer to act after 100
// such turns move one, as at the local board, and the race ends; the
// table's news says so in the local board's words.
func TestCamelStalemateGuard(t *testing.T) {
	h, ana := guardTable(t, contestRules, "player2")
	var notices []string
	atTable(t, h, func(tb *table) {
		c := tb.g.(*camel)
		for turns := 0; !c.over(); turns++ {
			if turns > 20000 {
				t.Fatalf("the race is not over after %d turns: %d since a camel moved", turns, c.g.TurnsSinceMove())
			}
			if c.between() { // a round's summary: go on
				c.next()
				continue
			}
			s := c.toAct()
			if s == ana.seat {
				if err := c.act(s, CamelUpMove{camelup.Bet(camelup.RoundBet, camelup.Blue)}); err != nil {
					t.Fatal(err)
				}
				continue
			}
			c.actComputer(s, tb.seats[s].bot)
		}
		stillRuns(t, c.g.Log(),
			func(e camelup.Event) bool { return e.Kind == camelup.EventMove },
			func(e camelup.Event) int { return seatIf(e.Kind == camelup.EventRoundBet, e.Seat) }, ana.seat)
		notices = tb.notices
	})
	if !strings.Contains(strings.Join(notices, "\n"), "No camel moved for 100 turns: player2") {
		t.Errorf("the news does not tell of the guard:\n%s", strings.Join(notices, "\n"))
	}
}

// seatIf is seat if ok, else -1.
func seatIf(ok bool, seat int) int {
	if ok {
		return seat
	}
	return -1
}

// tileMover is a second-edition player who only moves its spectator tile,
// which the rules allow turn after turn.
type tileMover struct{}

func (tileMover) Decide(v second.View) second.Action { return tileMove(v.LegalActions()) }

// tileMove is the first tile among legal, else a pyramid ticket.
func tileMove(legal []second.Action) second.Action {
	for _, a := range legal {
		if a.Kind == second.PlaceTile {
			return a
		}
	}
	return second.Move()
}

// TestCamel2StalemateGuard: the second edition's tables keep the same
// guard: after 100 turns without a die drawn, the computer to act takes a
// pyramid ticket.
func TestCamel2StalemateGuard(t *testing.T) {
	h, ana := guardTable(t, secondRules, "legwise")
	atTable(t, h, func(tb *table) {
		c := tb.g.(*camel2)
		for s := range c.s.Players {
			if s != ana.seat {
				c.s.Players[s] = tileMover{}
			}
		}
		for turns := 0; !c.over(); turns++ {
			if turns > 20000 {
				t.Fatalf("the race is not over after %d turns: %d since a die was drawn", turns, c.g.TurnsSinceMove())
			}
			if c.between() { // a leg's summary: go on
				c.next()
				continue
			}
			s := c.toAct()
			if s == ana.seat {
				if err := c.act(s, CamelUp2Move{tileMove(c.g.LegalActions())}); err != nil {
					t.Fatal(err)
				}
				continue
			}
			c.actComputer(s, tb.seats[s].bot)
		}
		stillRuns(t, c.g.Log(),
			func(e second.Event) bool { return e.Kind == second.EventMove },
			func(e second.Event) int { return seatIf(e.Kind == second.EventTilePlaced, e.Seat) }, ana.seat)
		if !strings.Contains(strings.Join(tb.notices, "\n"), "No die drawn for 100 turns") {
			t.Errorf("the news does not tell of the guard:\n%s", strings.Join(tb.notices, "\n"))
		}
	})
}

// TestComputersInView: a table's view says which seats a computer plays,
// by seat, for the final summary's mark; a person's seat a computer took
// counts.
func TestComputersInView(t *testing.T) {
	h := rulesHub(t)
	ana, bob := enter(t, h, "ka", "ana"), enter(t, h, "kb", "bob")
	if err := h.Create(ana, TableSpec{Kind: CamelUpGame, People: 2, Computers: 1, Bot: "player0"}); err != nil {
		t.Fatal(err)
	}
	if err := h.Join(bob, 1); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(ana); err != nil {
		t.Fatal(err)
	}
	if got := h.Snapshot(ana).Table.Computers; !slices.Equal(got, []bool{false, false, true}) {
		t.Errorf("Computers = %v, want [false false true]", got)
	}
	h.Leave(bob)
	if got := h.Snapshot(ana).Table.Computers; !slices.Equal(got, []bool{false, true, true}) {
		t.Errorf("after bob left: Computers = %v, want [false true true]", got)
	}
}

// refuser is a computer player whose every choice the rules refuse.
type refuser struct{}

func (refuser) Decide(camelup.View) camelup.Action {
	return camelup.Bet(camelup.WinnerBet, camelup.NoCamel)
}

// refuser2 is refuser in the second edition.
type refuser2 struct{}

func (refuser2) Decide(second.View) second.Action { return second.Bet(second.LegBet, second.NoCamel) }

// TestRefusedChoiceSaid: a computer's choice the rules refuse moves a camel
// (takes a pyramid ticket), and the table's news says so, as the local
// board's status line does.
func TestRefusedChoiceSaid(t *testing.T) {
	for _, tt := range []struct {
		option int
		bot    string
		want   string
	}{
		{contestRules, "player0", "player0's choice was refused"},
		{secondRules, "legwise", "legwise's choice was refused"},
	} {
		h, ana := guardTable(t, tt.option, tt.bot)
		atTable(t, h, func(tb *table) {
			seat := 1 - ana.seat // ana sits first: the seat after hers
			var moved func() bool
			switch c := tb.g.(type) {
			case *camel:
				c.s.Players[seat] = refuser{}
				if err := c.act(ana.seat, CamelUpMove{camelup.Bet(camelup.RoundBet, camelup.Blue)}); err != nil {
					t.Fatal(err)
				}
				c.actComputer(seat, tb.seats[seat].bot)
				moved = func() bool { return c.g.TurnsSinceMove() == 0 }
			case *camel2:
				c.s.Players[seat] = refuser2{}
				if err := c.act(ana.seat, CamelUp2Move{second.Bet(second.LegBet, second.Blue)}); err != nil {
					t.Fatal(err)
				}
				c.actComputer(seat, tb.seats[seat].bot)
				moved = func() bool { return c.g.TurnsSinceMove() == 0 }
			}
			if !moved() {
				t.Errorf("%s: the refused choice did not become a move", tt.bot)
			}
			if news := strings.Join(tb.notices, "\n"); !strings.Contains(news, tt.want) {
				t.Errorf("%s: the news does not say %q:\n%s", tt.bot, tt.want, news)
			}
		})
	}
}

// TestCamelRoundPause: at a served table of either edition a round's (a
// leg's) end pauses the race on its summary, for every seat and watcher,
// as the local board waits for enter: nobody may act, the waiting line
// asks for space, and the race goes on once every person at the table does.
func TestCamelRoundPause(t *testing.T) {
	for _, tt := range []struct {
		name    string
		option  int
		move    Action
		summary func(tv *TableView) (shown, ended bool) // the summary shows; the log holds the end
		word    string
	}{
		{"contest", contestRules, CamelUpMove{camelup.Move()}, func(tv *TableView) (bool, bool) {
			return tv.CamelUp.RoundOver, slices.ContainsFunc(tv.CamelUp.Log, func(e camelup.Event) bool { return e.Kind == camelup.EventRoundEnd })
		}, "round"},
		{"second edition", secondRules, CamelUp2Move{second.Move()}, func(tv *TableView) (bool, bool) {
			return tv.CamelUp2.RoundOver, slices.ContainsFunc(tv.CamelUp2.Log, func(e second.Event) bool { return e.Kind == second.EventLegEnd })
		}, "leg"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dirs := t.TempDir()
			cfg := Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 4, SeatHold: time.Minute,
				BotDelay: time.Millisecond, Pause: time.Hour, Seed: 5}
			h, ana, bob := anaAndBob(t, cfg, TableSpec{Kind: CamelUpGame, People: 2, Computers: 1, Bot: "expert", Option: tt.option}, nil)
			cy := enter(t, h, "kc", "cy")
			if err := h.Watch(cy, 1); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(10 * time.Second)
			var tv *TableView
			for tv = h.Snapshot(ana).Table; !tv.Between; tv = h.Snapshot(ana).Table {
				if tv.Finished || time.Now().After(deadline) {
					t.Fatalf("no %s's end came: finished %v", tt.word, tv.Finished)
				}
				for _, c := range []*Conn{ana, bob} {
					if h.Snapshot(c).Table.MyTurn {
						if err := h.Act(c, tt.move); err != nil {
							t.Fatal(err)
						}
					}
				}
				time.Sleep(time.Millisecond)
			}
			if shown, ended := tt.summary(tv); !shown || !ended || tv.MyTurn || !strings.Contains(tv.Waiting, "The next "+tt.word+" starts in") || !strings.Contains(tv.Waiting, "presses enter") {
				t.Fatalf("ana at the %s's end: summary %v, end logged %v, MyTurn %v, Waiting %q", tt.word, shown, ended, tv.MyTurn, tv.Waiting)
			}
			if w := h.Snapshot(cy).Table; w.Between {
				t.Errorf("the watcher has a key to press at the %s's end", tt.word)
			} else if shown, _ := tt.summary(w); !shown {
				t.Errorf("the watcher sees no summary at the %s's end", tt.word)
			}
			for _, c := range []*Conn{ana, bob} {
				if err := h.Act(c, tt.move); err == nil {
					t.Errorf("%s moved a camel on the %s's summary", c.name, tt.word)
				}
			}
			h.GoOn(ana)
			if tv := h.Snapshot(ana).Table; !tv.Between || !tv.Ready || !strings.Contains(tv.Waiting, "(1 of 2 ready)") {
				t.Fatalf("after ana's space: Between %v, Ready %v, Waiting %q; want the pause to wait for bob", tv.Between, tv.Ready, tv.Waiting)
			}
			h.GoOn(bob)
			tv = h.Snapshot(bob).Table
			if shown, _ := tt.summary(tv); tv.Between || shown || strings.Contains(tv.Waiting, "next "+tt.word) {
				t.Errorf("after everyone's space: Between %v, summary %v, Waiting %q; want the race under way", tv.Between, shown, tv.Waiting)
			}
		})
	}
}
