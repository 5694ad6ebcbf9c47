package replay

// The equity line: at every step, the hero's share of the pot on average
// over the boards still to come, against what the opponents hold. A review
// tool knows the end of the hand: an opponent whose cards the file shows
// (at a showdown, or turned up after an all-in) is counted with those
// cards on every street; any other with the range the opponent model
// (equity.Tightening) gives after the bets and calls made so far. The line
// is worked out off the update loop (equity.Calculate, exact when that is
// quick, else sampled from a seed fixed by the hand, so that a step shows
// the same figure every time) and kept by what it depends on.

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/handhistory"
	"parlor/internal/thousands"
	"parlor/poker"
	"parlor/poker/equity"
	"parlor/tui/kit/felt"
)

// equityOptions tune the replayer's calculations: exact when that costs
// under 50 ms of the cores, else sampled to a standard error of 0.2 %.
var equityOptions = equity.Options{ExactBudget: 50 * time.Millisecond, StdErr: 0.002, MaxSamples: 4_000_000}

// seatSource is where an equity spot's player comes from: the cards the
// file shows, or the model's range after raises and calls.
type seatSource struct {
	player        int
	cards         bool
	raises, calls int
}

// equityJob is one equity line to work out: the spot and how to word it.
type equityJob struct {
	key     string
	spot    equity.Spot
	seed    uint64
	seats   []seatSource // the spot's players, in order
	shownAt []bool       // by seat of the spot: its cards are face up at the step
}

// maxEquityPlayers is the most players the equity lab counts at once.
const maxEquityPlayers = poker.MaxPlayers

// job is the equity job of frame f, ok false when the frame has no equity
// line: the hero folded or is alone, or no hand is known to count for.
func (s *Screen) job(f frame) (equityJob, bool) {
	h := s.hand
	r := h.rec
	var live []int
	for p := range r.Players {
		if !f.folded[p] && !r.Players[p].SittingOut {
			live = append(live, p)
		}
	}
	hero := h.bottom
	if f.folded[hero] || !r.Players[hero].Known || len(live) < 2 {
		// Without the hero's cards: the two hands shown, if two are left.
		if len(live) != 2 || !r.Players[live[0]].Known || !r.Players[live[1]].Known {
			return equityJob{}, false
		}
		hero = live[1]
		if live[0] == h.bottom {
			hero = live[0]
		}
	}
	seats := []seatSource{{player: hero, cards: true}}
	opps := make([]int, 0, len(live))
	for _, p := range live {
		if p != hero {
			opps = append(opps, p)
		}
	}
	if len(opps) > maxEquityPlayers-1 {
		// The opponents who stay in longest: those the hand is about.
		lastAct := func(p int) int {
			if _, folded := r.Folded(p); !folded {
				return len(r.Actions)
			}
			for i, a := range r.Actions {
				if a.Player == p && a.Kind == handhistory.Fold {
					return i
				}
			}
			return 0
		}
		for i := 1; i < len(opps); i++ { // a stable sort, latest first
			for j := i; j > 0 && lastAct(opps[j]) > lastAct(opps[j-1]); j-- {
				opps[j], opps[j-1] = opps[j-1], opps[j]
			}
		}
		opps = opps[:maxEquityPlayers-1]
	}
	for _, p := range opps {
		src := seatSource{player: p, cards: r.Players[p].Known}
		if !src.cards {
			src.raises, src.calls = actionsBefore(r.Actions[:f.acted], p)
		}
		seats = append(seats, src)
	}
	job := equityJob{spot: equity.Spot{Board: f.board}, seats: seats}
	var key strings.Builder
	fmt.Fprintf(&key, "%d", len(f.board))
	for _, src := range seats {
		pl := r.Players[src.player]
		if src.cards {
			job.spot.Players = append(job.spot.Players, equity.HandRange(pl.Hole))
		} else {
			job.spot.Players = append(job.spot.Players, equity.DefaultTightening.Range(src.raises, src.calls))
		}
		job.shownAt = append(job.shownAt, f.known[src.player])
		fmt.Fprintf(&key, "|%d:%v:%d:%d:%v", src.player, src.cards, src.raises, src.calls, f.known[src.player])
	}
	job.key = key.String()
	hash := fnv.New64a()
	hash.Write([]byte(job.key))
	job.seed = uint64(r.ID) ^ hash.Sum64()
	return job, true
}

// actionsBefore counts player p's bets and raises and its calls among
// acted: what the opponent model follows.
func actionsBefore(acted []handhistory.Action, p int) (raises, calls int) {
	for _, a := range acted {
		if a.Player != p {
			continue
		}
		switch a.Kind {
		case handhistory.Bet, handhistory.Raise:
			raises++
		case handhistory.Call:
			calls++
		}
	}
	return raises, calls
}

// equityMsg brings a worked-out equity line back to the screen.
type equityMsg struct {
	s    *Screen
	hand *handFrames
	key  string
	line string
}

// wantEquity asks for the equity line of the step shown when it is not
// known yet nor being worked out; nil otherwise.
func (s *Screen) wantEquity() tea.Cmd {
	job, ok := s.job(s.hand.frames[s.at])
	if !ok {
		return nil
	}
	if _, done := s.equity[job.key]; done || s.pending[job.key] {
		return nil
	}
	s.pending[job.key] = true
	ctx, hand := s.calc, s.hand
	return func() tea.Msg {
		return equityMsg{s: s, hand: hand, key: job.key, line: s.work(ctx, job)}
	}
}

// work works job out and words it. It runs on its own goroutine: it reads
// only what does not change (the hand, the styles).
func (s *Screen) work(ctx context.Context, job equityJob) string {
	o := equityOptions
	o.Seed = job.seed
	res, err := equity.Calculate(ctx, job.spot, o)
	if err != nil {
		return s.ctx.Styles.Faint.Render("Equity: " + err.Error())
	}
	return s.equityWords(job, res)
}

// equityWords words a result: "Equity Human A♠K♦ 62.3% · Computer T♣T♥
// 37.7% (every board)" (or "(shown at the end)" before the opponent's
// cards are face up), "… 54.1% against the best 36 % of hands (2
// raises)".
func (s *Screen) equityWords(job equityJob, res equity.Result) string {
	st := s.ctx.Styles
	r := s.hand.rec
	c := s.ctx.Cards()
	name := func(p int) string { return felt.ShortName(r.Players[p].Name) }
	pct := func(x float64) string { return thousands.Fixed(100*x, 1) + "%" }
	hero := job.seats[0].player
	line := st.Faint.Render("Equity ") + st.Text.Render(name(hero)+" "+c.TextRow(r.Players[hero].Hole[:])+" ") +
		st.Value.Render(pct(res.Players[0].Equity))
	how := " (every board)"
	if !res.Exact {
		how = " (sampled)"
	}
	if len(job.seats) == 2 && job.seats[1].cards {
		opp := job.seats[1].player
		line += st.Faint.Render(" · ") + st.Text.Render(name(opp)+" "+c.TextRow(r.Players[opp].Hole[:])+" ") +
			st.Value.Render(pct(res.Players[1].Equity))
		if !job.shownAt[1] {
			how = " (shown at the end)"
		}
		return line + st.Faint.Render(how)
	}
	var against []string
	for i, src := range job.seats[1:] {
		p := src.player
		switch {
		case src.cards:
			against = append(against, name(p)+" "+c.TextRow(r.Players[p].Hole[:])+" "+pct(res.Players[i+1].Equity))
		case len(job.seats) == 2:
			against = append(against, rangeWords(src.raises, src.calls))
		default:
			against = append(against, name(p)+" "+rangeWords(src.raises, src.calls))
		}
	}
	return line + st.Faint.Render(" against "+strings.Join(against, ", ")+strings.TrimSuffix(how, " (every board)"))
}

// rangeWords says which range the opponent model gives after raises and
// calls, rounded as every figure shown: "a random hand", "the best 36 % of
// hands (2 raises)".
func rangeWords(raises, calls int) string {
	if raises <= 0 && calls <= 0 {
		return "a random hand"
	}
	var what []string
	if raises > 0 {
		what = append(what, thousands.Count(raises, "raise"))
	}
	if calls > 0 {
		what = append(what, thousands.Count(calls, "call"))
	}
	pct := thousands.Fixed(equity.DefaultTightening.Percent(raises, calls), 0)
	return "the best " + pct + " % of hands (" + strings.Join(what, ", ") + ")"
}

// equityLine is the equity line of step at: worked out, "" when the step
// has none, or a word that it is being counted.
func (s *Screen) equityLine(at int) string {
	job, ok := s.job(s.hand.frames[at])
	if !ok {
		return ""
	}
	if l, ok := s.equity[job.key]; ok {
		return l
	}
	return s.ctx.Styles.Faint.Render("Counting the equity…")
}
