package camel

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup/second"
	"parlor/tui/kit"
	"parlor/tui/kit/camel/menu"
)

// level2 is where a person is in the second edition's menu.
type level2 uint8

const (
	level2Top     level2 = iota // the actions
	level2Leg                   // a leg ticket: which camel
	level2Space                 // a spectator tile: which space
	level2Side                  // a spectator tile: cheering or booing
	level2Winner                // a winner card: which camel
	level2Loser                 // a loser card: which camel
	level2Partner               // a partnership: with whom
)

// menu2 is the menu of the person to act in the second edition, with the
// same keys as the contest edition's (package menu): digits or ↑/↓ and
// enter, ←/→ or typed digits for a tile's space, + and − for its side.
type menu2 struct {
	level  level2
	cursor int
	space  int    // a tile's chosen space
	typed  string // digits typed for a tile's space
}

// option2 is one line of the menu.
type option2 struct {
	label  string
	action second.Action
	level  level2 // the sub-menu it opens (level2Top: none)
	reason string // why it cannot be chosen now; "" if it can
}

// result2 is what a key did.
type result2 struct {
	play    bool
	action  second.Action
	abandon bool
	status  string
	warn    bool
}

func status2(text string) result2 { return result2{status: text} }
func warn2(text string) result2   { return result2{status: text, warn: true} }

// newSecondKeyMap is the contest board's key map with the second
// edition's words: a tile's space and side.
func newSecondKeyMap(g kit.GlobalKeys) keyMap {
	k := newKeyMap(g)
	k.menu.Left.SetHelp("←/h", "previous space")
	k.menu.Right.SetHelp("→/l", "next space")
	k.menu.Pick.SetHelp("1-6", "choose")
	k.place = "space"
	k.menu.Plus.SetHelp("+", "cheering tile")
	k.menu.Minus.SetHelp("-", "booing tile")
	return k
}

// camelOptions lists the racing camels for a bet of kind, in their order,
// so that a digit always means the same camel; one that cannot be backed
// says why.
func camelOptions(v second.View, kind second.ActionKind) []option2 {
	out := make([]option2, 0, second.NumRacing)
	for c := second.Camel(0); c < second.NumRacing; c++ {
		a := second.Bet(kind, c)
		o := option2{label: c.String(), action: a}
		if err := v.Legal(a); err != nil {
			o.reason = refusal2(err)
		}
		out = append(out, o)
	}
	return out
}

// options lists the lines of the menu at its level for the seat to act in
// g; name gives a seat's name.
func (m *menu2) options(g *second.Game, name func(int) string) []option2 {
	v := g.View(g.Turn())
	switch m.level {
	case level2Leg:
		return camelOptions(v, second.LegBet)
	case level2Winner:
		return camelOptions(v, second.WinnerCard)
	case level2Loser:
		return camelOptions(v, second.LoserCard)
	case level2Side:
		return []option2{
			{label: "Cheering +1", action: second.Spectator(m.space, second.Cheering)},
			{label: "Booing −1", action: second.Spectator(m.space, second.Booing)},
		}
	case level2Partner:
		var out []option2
		for p := range v.Players {
			if p == v.Seat {
				continue
			}
			o := option2{label: name(p), action: second.PartnerWith(p)}
			if v.Partner[p] >= 0 {
				o.reason = fmt.Sprintf("%s has a partner this leg", name(p))
			}
			out = append(out, o)
		}
		return out
	case level2Space:
		return nil
	}
	out := []option2{
		{label: "Pyramid ticket", action: second.Move()},
		{label: "Leg ticket", level: level2Leg},
		{label: "Spectator tile", level: level2Space},
		{label: "Winner card", level: level2Winner},
		{label: "Loser card", level: level2Loser},
	}
	legal := v.LegalActions()
	has := func(k second.ActionKind) bool {
		return slices.ContainsFunc(legal, func(a second.Action) bool { return a.Kind == k })
	}
	if !has(second.LegBet) {
		out[1].reason = "every leg ticket is taken"
	}
	if !has(second.PlaceTile) {
		out[2].reason = "no space is free for your tile"
	}
	if !has(second.WinnerCard) {
		out[3].reason = "you have played all your finish cards"
		out[4].reason = out[3].reason
	}
	if v.Players >= second.PartnershipPlayers {
		o := option2{label: "Partnership", level: level2Partner}
		switch {
		case v.Partner[v.Seat] >= 0:
			o.reason = fmt.Sprintf("you have a partner this leg: %s", name(v.Partner[v.Seat]))
		case !has(second.Partner):
			o.reason = "nobody is free to partner this leg"
		}
		out = append(out, o)
	}
	return out
}

// tileSpaces lists the spaces where the seat to act in g may put its tile.
func tileSpaces(g *second.Game) []int {
	var out []int
	for _, a := range g.View(g.Turn()).LegalActions() {
		if a.Kind == second.PlaceTile && a.Tile == second.Cheering {
			out = append(out, a.Space)
		}
	}
	return out
}

// defaultSpace is the first space offered for a tile: the legal one
// nearest in front of the leading racing camel.
func defaultSpace(g *second.Game) int {
	spaces := tileSpaces(g)
	if len(spaces) == 0 {
		return 0
	}
	b := g.Board()
	lead := b.Space(b.Ranking()[0])
	for _, s := range spaces {
		if s > lead {
			return s
		}
	}
	return spaces[len(spaces)-1]
}

// key takes a key of the person to act in g, whose name the status line
// says; seat gives any seat's name.
func (m *menu2) key(msg tea.KeyMsg, k menu.Keys, g *second.Game, who string, seat func(int) string) result2 {
	if m.level == level2Space {
		return m.spaceKey(msg, k, g)
	}
	opts := m.options(g, seat)
	n := len(opts)
	switch {
	case key.Matches(msg, k.Back):
		return m.stepBack()
	case key.Matches(msg, k.Up):
		m.cursor = (m.cursor + n - 1) % n
	case key.Matches(msg, k.Down):
		m.cursor = (m.cursor + 1) % n
	case key.Matches(msg, k.Pick):
		i, _ := strconv.Atoi(msg.String())
		if i < 1 || i > n {
			return warn2(fmt.Sprintf("there is no option %s here: choose 1 to %d", msg, n))
		}
		// A digit chooses, enter plays, as on the contest edition's board.
		m.cursor = i - 1
		if o := opts[i-1]; o.reason != "" {
			return warn2(m.what(o) + " is not possible: " + o.reason)
		}
		return status2("enter: " + m.enterDoes(g))
	case key.Matches(msg, k.Choose):
		return m.choose(opts[min(m.cursor, n-1)], g, seat)
	case m.level == level2Side && key.Matches(msg, k.Plus):
		return result2{play: true, action: second.Spectator(m.space, second.Cheering)}
	case m.level == level2Side && key.Matches(msg, k.Minus):
		return result2{play: true, action: second.Spectator(m.space, second.Booing)}
	default:
		return status2(who + ": a number or ↑/↓ chooses, enter plays · o shows the odds · ? every key")
	}
	return result2{}
}

// stepBack goes up one level; at the top the board asks before the game
// is abandoned.
func (m *menu2) stepBack() result2 {
	switch m.level {
	case level2Top:
		return result2{abandon: true}
	case level2Side:
		m.level, m.cursor = level2Space, 0
	default: // back on the line that opened the sub-menu
		m.cursor = map[level2]int{level2Leg: 1, level2Space: 2, level2Winner: 3, level2Loser: 4, level2Partner: 5}[m.level]
		m.level, m.typed = level2Top, ""
	}
	return result2{}
}

// choose takes option o: a sub-menu opens, an action is played, a refused
// one says why.
func (m *menu2) choose(o option2, g *second.Game, seat func(int) string) result2 {
	if o.reason != "" {
		return warn2(m.what(o) + " is not possible: " + o.reason)
	}
	if o.level == level2Top {
		return result2{play: true, action: o.action}
	}
	m.level, m.cursor, m.typed = o.level, 0, ""
	if o.level == level2Space {
		m.space = defaultSpace(g)
	}
	// The cursor starts on the first line that can be chosen.
	if i := slices.IndexFunc(m.options(g, seat), func(o option2) bool { return o.reason == "" }); i > 0 {
		m.cursor = i
	}
	return result2{}
}

// what names option o in a sentence.
func (m *menu2) what(o option2) string {
	switch m.level {
	case level2Top:
		return o.label
	case level2Partner:
		return "A partnership with " + o.label
	case level2Leg:
		return "A leg ticket on " + o.label
	}
	return "A card on " + o.label
}

// enterDoes says what enter does now, for the footer.
func (m *menu2) enterDoes(g *second.Game) string {
	switch m.level {
	case level2Space:
		return "the side…"
	case level2Side:
		return fmt.Sprintf("%s tile on %d", []string{"cheering", "booing"}[min(m.cursor, 1)], m.space)
	}
	opts := m.options(g, func(p int) string { return fmt.Sprintf("player %d", p+1) })
	if len(opts) == 0 {
		return "choose"
	}
	o := opts[min(m.cursor, len(opts)-1)]
	switch {
	case m.level == level2Leg:
		return "leg ticket on " + o.label
	case m.level == level2Winner:
		return o.label + " to win"
	case m.level == level2Loser:
		return o.label + " to lose"
	case m.level == level2Partner:
		return "partner"
	case o.level != level2Top:
		return strings.ToLower(o.label) + "…"
	}
	return "take a pyramid ticket"
}

// spaceKey handles a key while the person chooses a tile's space: ←/→
// through the legal spaces, digits to type one, + or − to place the tile,
// enter to choose its side from a list.
func (m *menu2) spaceKey(msg tea.KeyMsg, k menu.Keys, g *second.Game) result2 {
	spaces := tileSpaces(g)
	if len(spaces) == 0 { // the menu offers a tile only where one fits
		return m.stepBack()
	}
	step := func(d int) {
		i := slices.Index(spaces, m.space)
		m.space = spaces[((max(i, 0)+d)%len(spaces)+len(spaces))%len(spaces)]
		m.typed = ""
	}
	switch {
	case key.Matches(msg, k.Back):
		return m.stepBack()
	case key.Matches(msg, k.Left), key.Matches(msg, k.Up):
		step(-1)
	case key.Matches(msg, k.Right), key.Matches(msg, k.Down):
		step(+1)
	case key.Matches(msg, k.Pick):
		return m.typeSpace(msg.String(), g)
	case key.Matches(msg, k.Plus):
		return m.placeTile(second.Cheering, g)
	case key.Matches(msg, k.Minus):
		return m.placeTile(second.Booing, g)
	case key.Matches(msg, k.Choose):
		if err := g.Legal(second.Spectator(m.space, second.Cheering)); err != nil {
			return warn2(tileRefusal(m.space, err))
		}
		m.level, m.cursor, m.typed = level2Side, 0, ""
	default:
		return status2("←/→ or a number choose the space; + cheering or − booing places the tile; esc goes back")
	}
	return result2{}
}

// typeSpace takes a typed digit of a space's number: "1" then "2" is 12.
func (m *menu2) typeSpace(d string, g *second.Game) result2 {
	typed := m.typed + d
	n, _ := strconv.Atoi(typed)
	if n > second.LastSpace || len(typed) > 2 {
		typed = d
		n, _ = strconv.Atoi(typed)
	}
	m.typed = typed
	err := g.Legal(second.Spectator(n, second.Cheering))
	switch {
	case err == nil:
		m.space = n
		if n == 1 {
			return status2("space 1: no tile goes there; type a second digit for spaces 10 to 16")
		}
		return status2(fmt.Sprintf("space %d: + cheering or − booing places the tile, enter asks which", n))
	case n == 1:
		return status2(tileRefusal(n, err) + "; type a second digit for spaces 10 to 16")
	}
	m.typed = ""
	return warn2(tileRefusal(n, err))
}

func (m *menu2) placeTile(t second.Tile, g *second.Game) result2 {
	a := second.Spectator(m.space, t)
	if err := g.Legal(a); err != nil {
		return warn2(tileRefusal(m.space, err))
	}
	return result2{play: true, action: a}
}

// tileRefusal says in words why the rules refuse a tile on space s.
func tileRefusal(s int, err error) string {
	switch {
	case errors.Is(err, second.ErrBadSpace):
		return fmt.Sprintf("no tile on space %d: tiles go on spaces 2 to 16", s)
	case errors.Is(err, second.ErrTileCamel):
		return fmt.Sprintf("a camel stands on space %d: choose another", s)
	case errors.Is(err, second.ErrTileOccupied):
		return fmt.Sprintf("space %d holds a tile already: choose another", s)
	case errors.Is(err, second.ErrTileAdjacent):
		return fmt.Sprintf("space %d is next to a tile, and tiles may not touch: choose another", s)
	}
	return refusal2(err)
}

// refusal2 says in words why the rules refuse an action: every rule error
// of the edition by errors.Is, worded here rather than cut out of the
// engine's text.
func refusal2(err error) string {
	for _, r := range refusals2 {
		if errors.Is(err, r.err) {
			return r.say
		}
	}
	return "not allowed"
}

var refusals2 = []struct {
	err error
	say string
}{
	{second.ErrNoTicket, "no leg ticket left on that camel"},
	{second.ErrCardPlayed, "your card of that camel is played"},
	{second.ErrGameOver, "the race is over"},
	{second.ErrPartnered, "you have a partner this leg"},
	{second.ErrUnavailable, "that player has a partner this leg"},
	{second.ErrNoPartners, "partnerships are for 6 to 8 players"},
	{second.ErrBadSpace, "spectator tiles go on spaces 2 to 16"},
	{second.ErrTileCamel, "a camel stands on that space"},
	{second.ErrTileOccupied, "that space holds a tile"},
	{second.ErrTileAdjacent, "that space is next to a tile"},
	{second.ErrBadTile, "a tile is cheering or booing"},
	{second.ErrBadCamel, "that is not a racing camel"},
	{second.ErrBadAction, "there is no such action"},
}
