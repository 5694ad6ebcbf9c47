package lobby

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlor/server/hub"
	"parlor/tui/kit"
)

// form is the create-a-table screen: a few fields, each changed with ←/→.
type form struct {
	row  int
	spec hub.TableSpec
	bot  int // index into the game's bots
}

const (
	rowGame = iota
	rowPeople
	rowComputers
	rowBot
	rowOption
	formRows
)

func newForm() form {
	f := form{spec: hub.TableSpec{Kind: hub.CamelUpGame, People: 2, Computers: 2}}
	f.fix()
	return f
}

// fix keeps the fields within the game's limits after a change.
func (f *form) fix() {
	lo, hi := f.spec.Kind.SeatLimits()
	f.spec.People = max(1, min(f.spec.People, hi))
	f.spec.Computers = max(0, min(f.spec.Computers, hi-f.spec.People))
	if f.spec.People+f.spec.Computers < lo {
		f.spec.Computers = lo - f.spec.People
	}
	f.fitOption(1)
	bots := f.spec.Bots() // the option may choose them (Camel Up's edition)
	f.bot = (f.bot%len(bots) + len(bots)) % len(bots)
	f.spec.Bot = bots[f.bot]
}

// fitOption keeps the option within its choices and, stepping by step
// (1 or -1), at one that the table's seats may play (a heads-up match is
// for two).
func (f *form) fitOption(step int) {
	set := f.spec.Kind.Setting()
	n := len(set.Choices)
	f.spec.Option = (f.spec.Option%n + n) % n
	for range n {
		if set.Fits(f.spec.Option, f.spec.People+f.spec.Computers) {
			return
		}
		f.spec.Option = (f.spec.Option + step + n) % n
	}
}

// formUp and formDown move among the form's rows, as in every form.
var formUp, formDown = kit.ChoiceUp(), kit.ChoiceDown()

func (f *form) key(msg tea.KeyMsg) {
	step := 0
	switch {
	case key.Matches(msg, formUp):
		f.row = (f.row + formRows - 1) % formRows
	case key.Matches(msg, formDown):
		f.row = (f.row + 1) % formRows
	default:
		switch msg.String() {
		case "left", "h":
			step = -1
		case "right", "l", " ":
			step = 1
		}
	}
	if step == 0 {
		return
	}
	switch f.row {
	case rowGame:
		kinds := hub.Kinds() // the registry's games, in its order
		n := len(kinds)
		f.spec.Kind = kinds[(slices.Index(kinds, f.spec.Kind)+step+n)%n]
		f.bot = 0
		f.spec.Option = f.spec.Kind.Setting().Default
		// The seats the game's first play takes (Hold'em's heads-up match
		// is for two): computers go first.
		for set := f.spec.Kind.Setting(); !set.Fits(f.spec.Option, f.spec.People+f.spec.Computers) && f.spec.People+f.spec.Computers > 1; {
			if f.spec.Computers > 0 {
				f.spec.Computers--
			} else {
				f.spec.People--
			}
		}
	case rowPeople:
		f.spec.People += step
		if f.spec.People < 1 {
			f.spec.People = 1
		}
	case rowComputers:
		f.spec.Computers += step
		_, hi := f.spec.Kind.SeatLimits()
		if f.spec.Computers < 0 || f.spec.People+f.spec.Computers > hi {
			f.spec.Computers -= step
		}
	case rowBot:
		f.bot += step
	case rowOption:
		f.spec.Option += step
		f.fitOption(step)
	}
	f.fix()
}

func (f *form) view(k *kit.Context) string {
	opt := f.spec.Kind.Setting()
	lo, hi := f.spec.Kind.SeatLimits()
	fields := [formRows][2]string{
		{"Game", f.spec.Kind.String()},
		{"People", people(f.spec.People)},
		{"Computers", fmt.Sprint(f.spec.Computers)},
		{"Computer player", botWords(f.spec.Kind, f.spec.Bot)},
		{opt.Label, opt.Choices[f.spec.Option]},
	}
	out := []string{k.Styles.Heading.Render("A new table"), ""}
	for i, fl := range fields {
		mark := "  "
		if i == f.row {
			mark = k.Styles.Marker.Render("▸ ")
		}
		out = append(out, fmt.Sprintf("%s%-16s ‹ %s ›", mark, fl[0], fl[1]))
	}
	seats := fmt.Sprintf("%d to %d seats", lo, hi)
	if lo == hi {
		seats = fmt.Sprintf("%d seats", lo)
	}
	out = append(out, "", k.Styles.Faint.Render(fmt.Sprintf("%s: %s. Seats left open when the game starts go to computer players.", f.spec.Kind, seats)))
	return strings.Join(out, "\n")
}

// botWords is a computer player as the form names it: with its level,
// where it plays one ("sklansky (Normal)").
func botWords(k hub.GameKind, bot string) string {
	if l := k.BotLevel(bot); l != "" {
		return bot + " (" + l + ")"
	}
	return bot
}

// people says who the form's count of people is: the host and the others.
func people(n int) string {
	if n <= 1 {
		return "1 (just you)"
	}
	return fmt.Sprintf("%d (you and %d more)", n, n-1)
}
