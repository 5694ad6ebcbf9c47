package hub

import (
	"path/filepath"
	"slices"
	"testing"
	"time"

	"parlor/elephant"
)

// TestElephantRoundSummary: a served White Elephant round's end pauses on
// its summary as the local table's does, the presents taken home in the
// view, until every person goes on; the game's end gives every round's
// presents and the winners, for the final standings. A refused steal is
// told in the local table's words.
func TestElephantRoundSummary(t *testing.T) {
	dirs := t.TempDir()
	cfg := Config{DataDir: dirs, HistoryDir: filepath.Join(dirs, "hands"), MaxPlayers: 4, SeatHold: time.Minute,
		BotDelay: time.Millisecond, Pause: time.Hour, Seed: 5}
	spec := TableSpec{Kind: ElephantGame, People: 2, Computers: 1, Bot: "expert", Option: slices.Index(elephantEnds, elephant.Rules{Rounds: 3})}
	h, ana, bob := anaAndBob(t, cfg, spec, nil)
	refused := false
	deadline := time.Now().Add(10 * time.Second)
	for rounds := 0; ; {
		tv := h.Snapshot(ana).Table
		if time.Now().After(deadline) {
			t.Fatalf("the game is not over in time: %+v", tv.Elephant)
		}
		if tv.Finished {
			ev := tv.Elephant
			if rounds != 2 || len(ev.Took) != 3 || len(ev.Winners) == 0 || ev.RoundOver {
				t.Fatalf("the end after %d summaries: Took %v, Winners %v, RoundOver %v", rounds, ev.Took, ev.Winners, ev.RoundOver)
			}
			break
		}
		if tv.Between {
			rounds++
			ev := tv.Elephant
			if !ev.RoundOver || len(ev.Took) != rounds || tv.MyTurn {
				t.Fatalf("round %d's end: RoundOver %v, Took %v, MyTurn %v", ev.Round, ev.RoundOver, ev.Took, tv.MyTurn)
			}
			for _, held := range ev.Held {
				if ev.Took[rounds-1][held.Player] != held.Value {
					t.Errorf("seat %d took home %v, holds %v", held.Player+1, ev.Took[rounds-1][held.Player], held.Value)
				}
			}
			h.GoOn(ana)
			if !h.Snapshot(ana).Table.Between {
				t.Fatal("the round went on before bob did")
			}
			h.GoOn(bob)
			continue
		}
		for _, c := range []*Conn{ana, bob} {
			if !h.Snapshot(c).Table.MyTurn {
				continue
			}
			if !refused {
				for _, tt := range []struct {
					from int
					want string
				}{
					{c.seat, "seat " + string(rune('1'+c.seat)) + " is you, " + c.name + ": open a present or steal from another seat"},
					{9, "there is no seat 10: the seats are 1 to 3"},
				} {
					if err := h.Act(c, ElephantMove{From: tt.from}); err == nil || err.Error() != tt.want {
						t.Errorf("steal from seat %d: %v, want %q", tt.from+1, err, tt.want)
					}
				}
				refused = true
			}
			if err := h.Act(c, ElephantMove{From: -1}); err != nil {
				t.Fatal(err)
			}
		}
		time.Sleep(time.Millisecond)
	}
}
