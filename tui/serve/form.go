package serve

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"parlor/tui/kit"
)

// form is the create-a-table screen: a few fields, each changed with ←/→.
type form struct {
	row  int
	spec tableSpec
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
	f := form{spec: tableSpec{kind: camelGame, people: 2, computers: 2}}
	f.fix()
	return f
}

// fix keeps the fields within the game's limits after a change.
func (f *form) fix() {
	lo, hi := f.spec.kind.seatLimits()
	f.spec.people = max(1, min(f.spec.people, hi))
	f.spec.computers = max(0, min(f.spec.computers, hi-f.spec.people))
	if f.spec.people+f.spec.computers < lo {
		f.spec.computers = lo - f.spec.people
	}
	bots := f.spec.kind.bots()
	f.bot = (f.bot%len(bots) + len(bots)) % len(bots)
	f.spec.bot = bots[f.bot]
	n := len(f.spec.kind.option().choices)
	f.spec.option = (f.spec.option%n + n) % n
}

func (f *form) key(msg tea.KeyMsg) {
	step := 0
	switch msg.String() {
	case "up", "k":
		f.row = (f.row + formRows - 1) % formRows
	case "down", "j", "tab":
		f.row = (f.row + 1) % formRows
	case "left", "h":
		step = -1
	case "right", "l", " ":
		step = 1
	}
	if step == 0 {
		return
	}
	switch f.row {
	case rowGame:
		f.spec.kind = (f.spec.kind + gameKind(step) + numGames) % numGames
		f.bot = 0
		f.spec.option = f.spec.kind.option().def
	case rowPeople:
		f.spec.people += step
		if f.spec.people < 1 {
			f.spec.people = 1
		}
	case rowComputers:
		f.spec.computers += step
		_, hi := f.spec.kind.seatLimits()
		if f.spec.computers < 0 || f.spec.people+f.spec.computers > hi {
			f.spec.computers -= step
		}
	case rowBot:
		f.bot += step
	case rowOption:
		f.spec.option += step
	}
	f.fix()
}

func (f *form) view(k *kit.Context) string {
	opt := f.spec.kind.option()
	lo, hi := f.spec.kind.seatLimits()
	fields := [formRows][2]string{
		{"Game", f.spec.kind.String()},
		{"People", fmt.Sprintf("%d (you and %d more)", f.spec.people, f.spec.people-1)},
		{"Computers", fmt.Sprint(f.spec.computers)},
		{"Computer player", f.spec.bot},
		{opt.label, opt.choices[f.spec.option]},
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
	out = append(out, "", k.Styles.Faint.Render(fmt.Sprintf("%s: %s. Seats left open when the game starts go to computer players.", f.spec.kind, seats)))
	return strings.Join(out, "\n")
}
