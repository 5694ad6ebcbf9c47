package table

import (
	"fmt"

	"parlor/poker"
	"parlor/tui/kit"
	"parlor/tui/kit/felt"
)

// eventLine is e, an event of hand number, in the words of the log, ""
// for an event the log leaves out; the other chairs' hole cards never show
// before they are turned up.
func (s *Screen) eventLine(e *poker.TableEvent, number int) string {
	t := s.table()
	name := ""
	if e.Chair >= 1 && e.Chair <= poker.MaxChairs {
		name = felt.ShortName(t.Names()[e.Chair])
	}
	cards := s.ctx.Cards()
	switch e.Kind {
	case poker.EventHandStart:
		return fmt.Sprintf("── Hand #%d", number)
	case poker.EventSmallBlind:
		return name + " posts the small blind " + kit.Chips(e.Amount)
	case poker.EventBigBlind:
		return name + " posts the big blind " + kit.Chips(e.Amount)
	case poker.EventDeal:
		if e.Chair != me {
			return ""
		}
		return "Dealt to you: " + cards.TextRow(e.CardList())
	case poker.EventAction:
		return name + " " + felt.ActionWords(e.Action, e.Amount, e.To, e.AllIn)
	case poker.EventStreet:
		return "── " + felt.StreetName(e.Street) + ": " + cards.TextRow(e.CardList())
	case poker.EventUncalled:
		return kit.Chips(e.Amount) + " returned to " + name
	case poker.EventShow:
		return name + " shows " + cards.TextRow(e.CardList())
	case poker.EventShowdown:
		return name + " has " + e.Value.Name()
	case poker.EventMuck:
		return name + " mucks"
	case poker.EventAward:
		return name + " wins " + potName(e.Pot) + " " + kit.Chips(e.Amount)
	case poker.EventFinish:
		return name + " finished " + kit.Ordinal(e.Amount)
	}
	return ""
}

// potName is pot i's name: "Main", "Side", "Side 2".
func potName(i int) string {
	switch i {
	case 0:
		return "Main"
	case 1:
		return "Side"
	}
	return fmt.Sprintf("Side %d", i)
}
