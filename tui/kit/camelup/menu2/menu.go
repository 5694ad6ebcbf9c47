// Package menu2 is the second edition's menu of actions, the one of the
// local board (tui/camelup) and of a served table (tui/lobby), as package
// menu is the contest edition's: digits or ↑/↓ choose and enter plays,
// then a camel, a tile's space and side, or a partner. It works from the
// view of the seat to act alone.
package menu2

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/camelup/second"
	"parlor/tui/kit/camelup/menu"
)

// Level is where a person is in the menu.
type Level uint8

const (
	Top     Level = iota // the actions
	Leg                  // a leg ticket: which camel
	Space                // a spectator tile: which space
	Side                 // a spectator tile: cheering or booing
	Winner               // a winner card: which camel
	Loser                // a loser card: which camel
	Partner              // a partnership: with whom
)

// Menu is the menu of the person to act, with the same keys as the
// contest edition's (package menu): digits or ↑/↓ and enter, ←/→ or typed
// digits for a tile's space, + and − for its side. The zero Menu is at its
// top.
type Menu struct {
	Level  Level
	Cursor int
	Space  int    // a tile's chosen space
	Typed  string // digits typed for a tile's space
}

// option is one line of the menu.
type option struct {
	label  string
	action second.Action
	level  Level  // the sub-menu it opens (Top: none)
	reason string // why it cannot be chosen now; "" if it can
}

// Result is what a key did: an action to play, the person stepping back
// from the top (to leave, once asked), or a line for the status.
type Result struct {
	Play    bool
	Action  second.Action
	Abandon bool
	Status  string
	Warn    bool // Status says why the rules refuse a choice
}

func status(text string) Result { return Result{Status: text} }
func warn(text string) Result   { return Result{Status: text, Warn: true} }

// camelOptions lists the racing camels for a bet of kind, in their order,
// so that a digit always means the same camel; one that cannot be backed
// says why.
func camelOptions(v *second.View, kind second.ActionKind) []option {
	out := make([]option, 0, second.NumRacing)
	for c := second.Camel(0); c < second.NumRacing; c++ {
		a := second.Bet(kind, c)
		o := option{label: c.String(), action: a}
		if err := v.Legal(a); err != nil {
			o.reason = Refusal(err)
		}
		out = append(out, o)
	}
	return out
}

// options lists the lines of the menu at its level for v, the view of the
// seat to act; name gives a seat's name.
func (m *Menu) options(v *second.View, name func(int) string) []option {
	switch m.Level {
	case Leg:
		return camelOptions(v, second.LegBet)
	case Winner:
		return camelOptions(v, second.WinnerCard)
	case Loser:
		return camelOptions(v, second.LoserCard)
	case Side:
		return []option{
			{label: "Cheering +1", action: second.Spectator(m.Space, second.Cheering)},
			{label: "Booing −1", action: second.Spectator(m.Space, second.Booing)},
		}
	case Partner:
		var out []option
		for p := range v.Players {
			if p == v.Seat {
				continue
			}
			o := option{label: name(p), action: second.PartnerWith(p)}
			if v.Partner[p] >= 0 {
				o.reason = fmt.Sprintf("%s has a partner this leg", name(p))
			}
			out = append(out, o)
		}
		return out
	case Space:
		return nil
	}
	out := []option{
		{label: "Pyramid ticket", action: second.Move()},
		{label: "Leg ticket", level: Leg},
		{label: "Spectator tile", level: Space},
		{label: "Winner card", level: Winner},
		{label: "Loser card", level: Loser},
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
		o := option{label: "Partnership", level: Partner}
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

// tileSpaces lists the spaces where the seat of v may put its tile.
func tileSpaces(v *second.View) []int {
	var out []int
	for _, a := range v.LegalActions() {
		if a.Kind == second.PlaceTile && a.Tile == second.Cheering {
			out = append(out, a.Space)
		}
	}
	return out
}

// defaultSpace is the first space offered for a tile: the legal one
// nearest in front of the leading racing camel.
func defaultSpace(v *second.View) int {
	spaces := tileSpaces(v)
	if len(spaces) == 0 {
		return 0
	}
	lead := v.Board.Space(v.Board.Ranking()[0])
	for _, s := range spaces {
		if s > lead {
			return s
		}
	}
	return spaces[len(spaces)-1]
}

// Key takes a key of the person to act, whose view is v and whose name
// the status line says; seat gives any seat's name.
func (m *Menu) Key(msg tea.KeyMsg, k menu.Keys, v *second.View, who string, seat func(int) string) Result {
	if m.Level == Space {
		return m.spaceKey(msg, k, v)
	}
	opts := m.options(v, seat)
	n := len(opts)
	switch {
	case key.Matches(msg, k.Back):
		return m.stepBack()
	case key.Matches(msg, k.Up):
		m.Cursor = (m.Cursor + n - 1) % n
	case key.Matches(msg, k.Down):
		m.Cursor = (m.Cursor + 1) % n
	case key.Matches(msg, k.Pick):
		i, _ := strconv.Atoi(msg.String())
		if i < 1 || i > n {
			return warn(fmt.Sprintf("there is no option %s here: choose 1 to %d", msg, n))
		}
		// A digit chooses, enter plays, as on the contest edition's board.
		m.Cursor = i - 1
		if o := opts[i-1]; o.reason != "" {
			return warn(m.what(o) + " is not possible: " + o.reason)
		}
		return status("enter: " + m.EnterDoes(v))
	case key.Matches(msg, k.Choose):
		return m.choose(opts[min(m.Cursor, n-1)], v, seat)
	case m.Level == Side && key.Matches(msg, k.Plus):
		return Result{Play: true, Action: second.Spectator(m.Space, second.Cheering)}
	case m.Level == Side && key.Matches(msg, k.Minus):
		return Result{Play: true, Action: second.Spectator(m.Space, second.Booing)}
	default:
		return status(who + ": a number or ↑/↓ chooses, enter plays · o shows the odds · ? every key")
	}
	return Result{}
}

// stepBack goes up one level; at the top the board asks before the game
// is abandoned.
func (m *Menu) stepBack() Result {
	switch m.Level {
	case Top:
		return Result{Abandon: true}
	case Side:
		m.Level, m.Cursor = Space, 0
	default: // back on the line that opened the sub-menu
		m.Cursor = map[Level]int{Leg: 1, Space: 2, Winner: 3, Loser: 4, Partner: 5}[m.Level]
		m.Level, m.Typed = Top, ""
	}
	return Result{}
}

// choose takes option o: a sub-menu opens, an action is played, a refused
// one says why.
func (m *Menu) choose(o option, v *second.View, seat func(int) string) Result {
	if o.reason != "" {
		return warn(m.what(o) + " is not possible: " + o.reason)
	}
	if o.level == Top {
		return Result{Play: true, Action: o.action}
	}
	m.Level, m.Cursor, m.Typed = o.level, 0, ""
	if o.level == Space {
		m.Space = defaultSpace(v)
	}
	// The cursor starts on the first line that can be chosen.
	if i := slices.IndexFunc(m.options(v, seat), func(o option) bool { return o.reason == "" }); i > 0 {
		m.Cursor = i
	}
	return Result{}
}

// what names option o in a sentence.
func (m *Menu) what(o option) string {
	switch m.Level {
	case Top:
		return o.label
	case Partner:
		return "A partnership with " + o.label
	case Leg:
		return "A leg ticket on " + o.label
	}
	return "A card on " + o.label
}

// EnterDoes says what enter does now, for the footer.
func (m *Menu) EnterDoes(v *second.View) string {
	switch m.Level {
	case Space:
		return "the side…"
	case Side:
		return fmt.Sprintf("%s tile on %d", []string{"cheering", "booing"}[min(m.Cursor, 1)], m.Space)
	}
	opts := m.options(v, func(p int) string { return fmt.Sprintf("player %d", p+1) })
	if len(opts) == 0 {
		return "choose"
	}
	o := opts[min(m.Cursor, len(opts)-1)]
	switch {
	case m.Level == Leg:
		return "leg ticket on " + o.label
	case m.Level == Winner:
		return o.label + " to win"
	case m.Level == Loser:
		return o.label + " to lose"
	case m.Level == Partner:
		return "partner"
	case o.level != Top:
		return strings.ToLower(o.label) + "…"
	}
	return "take a pyramid ticket"
}

// spaceKey handles a key while the person chooses a tile's space: ←/→
// through the legal spaces, digits to type one, + or − to place the tile,
// enter to choose its side from a list.
func (m *Menu) spaceKey(msg tea.KeyMsg, k menu.Keys, v *second.View) Result {
	spaces := tileSpaces(v)
	if len(spaces) == 0 { // the menu offers a tile only where one fits
		return m.stepBack()
	}
	step := func(d int) {
		i := slices.Index(spaces, m.Space)
		m.Space = spaces[((max(i, 0)+d)%len(spaces)+len(spaces))%len(spaces)]
		m.Typed = ""
	}
	switch {
	case key.Matches(msg, k.Back):
		return m.stepBack()
	case key.Matches(msg, k.Left), key.Matches(msg, k.Up):
		step(-1)
	case key.Matches(msg, k.Right), key.Matches(msg, k.Down):
		step(+1)
	case key.Matches(msg, k.Pick):
		return m.typeSpace(msg.String(), v)
	case key.Matches(msg, k.Plus):
		return m.placeTile(second.Cheering, v)
	case key.Matches(msg, k.Minus):
		return m.placeTile(second.Booing, v)
	case key.Matches(msg, k.Choose):
		if err := v.Legal(second.Spectator(m.Space, second.Cheering)); err != nil {
			return warn(tileRefusal(m.Space, err))
		}
		m.Level, m.Cursor, m.Typed = Side, 0, ""
	default:
		return status("←/→ or a number choose the space; + cheering or − booing places the tile; esc goes back")
	}
	return Result{}
}

// typeSpace takes a typed digit of a space's number: "1" then "2" is 12.
func (m *Menu) typeSpace(d string, v *second.View) Result {
	typed := m.Typed + d
	n, _ := strconv.Atoi(typed)
	if n > second.LastSpace || len(typed) > 2 {
		typed = d
		n, _ = strconv.Atoi(typed)
	}
	m.Typed = typed
	err := v.Legal(second.Spectator(n, second.Cheering))
	switch {
	case err == nil:
		m.Space = n
		if n == 1 {
			return status("space 1: no tile goes there; type a second digit for spaces 10 to 16")
		}
		return status(fmt.Sprintf("space %d: + cheering or − booing places the tile, enter asks which", n))
	case n == 1:
		return status(tileRefusal(n, err) + "; type a second digit for spaces 10 to 16")
	}
	m.Typed = ""
	return warn(tileRefusal(n, err))
}

func (m *Menu) placeTile(t second.Tile, v *second.View) Result {
	a := second.Spectator(m.Space, t)
	if err := v.Legal(a); err != nil {
		return warn(tileRefusal(m.Space, err))
	}
	return Result{Play: true, Action: a}
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
	return Refusal(err)
}

// Refusal says in words why the rules refuse an action: every rule error
// of the edition by errors.Is, worded here rather than cut out of the
// engine's text.
func Refusal(err error) string {
	for _, r := range refusals {
		if errors.Is(err, r.err) {
			return r.say
		}
	}
	return "not allowed"
}

var refusals = []struct {
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
