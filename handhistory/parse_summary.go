package handhistory

// The summary of a hand: total pot and rake, board, and the seat lines
// with the cards they show.

import (
	"strings"
)

func (p *parser) totalPot() error {
	rest := p.text[len("Total pot "):]
	f := strings.Fields(rest)
	n, ok := p.amount(f[0])
	if !ok {
		return p.errorf("bad total pot")
	}
	p.rec.Pot = n
	if _, rk, ok := strings.Cut(rest, "Rake "); ok {
		rk, _, _ = strings.Cut(rk, " ")
		if p.rec.Rake, ok = p.amount(rk); !ok {
			return p.errorf("bad rake")
		}
	}
	return nil
}

func (p *parser) summaryBoard() error {
	rest := strings.TrimPrefix(strings.TrimPrefix(p.text, "Board"), ":")
	cs, err := p.cards(strings.TrimSpace(rest))
	if err != nil {
		return err
	}
	if len(p.rec.Board) == 0 && len(cs) <= 5 {
		if err := p.distinct(cs...); err != nil {
			return err
		}
		p.rec.Board = cs
	}
	if !cardsEqual(cs, p.rec.Board) {
		return p.errorf("the summary's board differs from the one dealt")
	}
	return nil
}

// summarySeat reads a summary seat line for the cards it may show:
// "Seat 1: Human (button) showed [7h Ad] and lost with …", "… mucked [..]".
func (p *parser) summarySeat() error {
	_, rest, ok := strings.Cut(p.text, ": ")
	if !ok {
		return p.errorf("bad summary seat line")
	}
	p.summarySeats++
	pl, after := p.findPlayer(rest, " ")
	if pl < 0 {
		pl, after = p.findPlayer(rest, "")
		if pl < 0 || after != "" {
			return p.errorf("summary line of a player not seated")
		}
	}
	for _, w := range []string{"showed [", "mucked ["} {
		if i := strings.Index(after, w); i >= 0 {
			j := strings.IndexByte(after[i:], ']')
			if j < 0 {
				return p.errorf("bad cards in summary")
			}
			cs, err := p.cards(after[i+len(w)-1 : i+j+1])
			if err != nil {
				return err
			}
			if len(cs) != 2 {
				return p.errorf("%d hole cards, want 2", len(cs))
			}
			how := holeMucked
			if w == "showed [" {
				how = holeShown
			}
			return p.setHole(pl, cs, how)
		}
	}
	return nil
}
