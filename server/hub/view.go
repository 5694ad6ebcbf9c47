package hub

import (
	"fmt"
	"time"

	"parlor/internal/thousands"
)

// row is the table's line in the lobby.
func (t *table) row() LobbyRow {
	r := LobbyRow{ID: t.id, Game: t.spec.Kind.String()}
	open, people, away := 0, 0, 0
	for _, s := range t.seats {
		if s.kept() {
			away++
		}
		if s.person && !s.takenOver { // a seat a computer took is a computer's
			people++
			if s.key == "" {
				open++
			}
		}
		if s.person && s.key == t.hostKey {
			r.Host = s.name
			if s.takenOver {
				r.Host += " (left)"
			}
		}
	}
	r.Seats = count(people, "person", "people") + ", " + count(len(t.seats)-people, "computer", "computers")
	switch {
	case t.finished:
		r.State = "over"
	case t.started && away > 0:
		r.State = "waits for people" // a seat kept: after a drop, or a restart
	case t.started:
		r.State = "playing"
	case open > 0:
		r.State = fmt.Sprintf("%d open seat(s)", open) // the tests wait for "open seat(s)"
	default:
		r.State = "full: not started"
	}
	return r
}

// TableView is one player's view of their table, as data the screens
// draw: the table's state and, once the game has started, the game as
// this player's seat may see it.
type TableView struct {
	ID       int
	Kind     GameKind
	Title    string
	Host     bool
	Started  bool
	Finished bool
	Seats    []string // the waiting room's list
	Seat     int      // this player's seat
	Names    []string // the players' names, by seat
	// Computers are the seats a computer plays, by seat (a person's
	// seat that a computer took included), which a final summary marks.
	Computers []bool
	// The game from this seat, the one of the table's kind, once started.
	Holdem *HoldemView
	// HoldemTable is Hold'em at a table of 2 to 9 (a sit-and-go or a ring
	// game) where Holdem is the heads-up match.
	HoldemTable *HoldemTableView
	CamelUp     *CamelUpView
	CamelUp2    *CamelUp2View // Camel Up's second edition
	Elephant    *ElephantView
	Prompt      string // what the player may do now
	MyTurn      bool
	Waiting     string // whom the game waits for, when not this player
	Counting    bool   // Waiting or Clock shows a countdown: look again every second
	// Between is set in the pause between hands or rounds, for a player
	// who may say they are ready to go on (Hub.GoOn); Ready once they did.
	Between, Ready bool
	// Clock is the time left to the player to act, "25 s to act (time
	// bank 60 s)", where people decide against the clock.
	Clock    string
	Notices  []string
	Chat     []string // the table's chat, "name: line", oldest first
	Watcher  bool     // this connection watches, from no seat
	Watching int      // the connections watching the table
}

func (t *table) view(c *Conn) TableView {
	v := TableView{
		ID: t.id, Kind: t.spec.Kind, Host: c.key == t.hostKey, Seat: c.seat, Names: t.names(),
		Started: t.started, Finished: t.finished,
		Title:    fmt.Sprintf("Table %d · %s", t.id, t.spec.Kind),
		Watcher:  c.t != t,
		Watching: t.h.watchers(t),
	}
	if v.Watcher {
		v.Host, v.Seat = false, -1
	}
	n := min(len(t.notices), 4)
	v.Notices = append(v.Notices, t.notices[len(t.notices)-n:]...)
	v.Chat = t.chatFor(c)
	for i, s := range t.seats {
		v.Computers = append(v.Computers, s.computer())
		line := fmt.Sprintf("%d. ", i+1)
		switch {
		case s.person && s.key == "":
			line += "— open seat —"
		case s.person:
			line += s.name
			if s.key == t.hostKey {
				line += " (host)"
			}
			if i == c.seat {
				line += " (you)"
			}
		default:
			line += s.name + " (computer)"
		}
		v.Seats = append(v.Seats, line)
	}
	if !t.started {
		return v
	}
	t.g.show(c.seat, v.Names, &v)
	if t.finished {
		return v
	}
	if t.g.between() {
		what := served[t.spec.Kind].pause
		if of := served[t.spec.Kind].pauseOf; of != nil {
			what = of(t.spec.Option)
		}
		v.Waiting = "The next " + what + " starts in a moment"
		v.Between = !v.Watcher
		if d := t.pauseLen; d >= 3*time.Second && t.pause != nil {
			n, of := t.readyCount()
			v.Ready = t.ready[c.seat]
			press := "space"
			if served[t.spec.Kind].summary { // the local summaries' key (space goes on too)
				press = "enter"
			}
			v.Waiting = fmt.Sprintf("The next %s starts in %s, or once everyone presses %s (%d of %d ready)", what, seconds(max(d-time.Since(t.pauseFrom), 0)), press, n, of)
			v.Counting = true
		}
	}
	if s := t.g.toAct(); s >= 0 {
		if all, bank, ok := t.timeLeft(s); ok {
			switch turn := all - bank; {
			case turn > 0 && bank > 0:
				v.Clock = fmt.Sprintf("%s to act, then a time bank of %s", seconds(turn), seconds(bank))
			case turn > 0:
				v.Clock = fmt.Sprintf("%s to act", seconds(turn))
			default:
				v.Clock = fmt.Sprintf("%s left in the time bank", seconds(bank))
			}
			v.Counting = true
		}
		if s == c.seat && !v.Watcher {
			v.MyTurn = true
			v.Prompt = t.g.prompt(c.seat)
		} else {
			seat := &t.seats[s]
			switch {
			case seat.kept():
				left := t.h.cfg.SeatHold - time.Since(seat.dropped)
				v.Waiting = fmt.Sprintf("Waiting for %s to come back (their seat is kept %s more)", seat.name, thousands.Duration(max(left, 0).Round(time.Second)))
				v.Counting = true
			case seat.computer():
				v.Waiting = seat.name + " (computer) is thinking"
			default:
				v.Waiting = "Waiting for " + seat.name
			}
		}
	}
	return v
}

// count is n and the noun: "1 person", "2 people".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// seconds is d in whole seconds, rounded up: "25 s".
func seconds(d time.Duration) string {
	return fmt.Sprintf("%d s", (d+time.Second-1)/time.Second)
}
