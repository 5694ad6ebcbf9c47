package elephantbot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"parlor/elephant"
)

// Bot is a named kind of computer player.
type Bot struct {
	Name string
	// New makes the player for one round from the seat's own source.
	New func(r *rand.Rand) elephant.Player
}

// Seat seats the bot at a table under its own name.
func (b Bot) Seat() elephant.Seat { return elephant.Seat{Name: b.Name, Bot: b.New} }

var bots = []Bot{
	{"RandomBot", func(r *rand.Rand) elephant.Player { return &Random{r: r} }},
	{"GreedyBot", func(*rand.Rand) elephant.Player { return &Greedy{} }},
	{"NiceBot", func(*rand.Rand) elephant.Player { return Nice{} }},
	{"LastMinuteBot", func(*rand.Rand) elephant.Player { return &LastMinute{} }},
	{"OddTodd", func(*rand.Rand) elephant.Player { return &OddTodd{} }},
	{"SecondPlaceBot", func(*rand.Rand) elephant.Player { return &SecondPlace{} }},
	{"ThresholdBot", func(r *rand.Rand) elephant.Player { return newThreshold(r) }},
	{"SampleBot", func(r *rand.Rand) elephant.Player { return newSample(r) }},
	{"RobinHood", func(*rand.Rand) elephant.Player { return &RobinHood{} }},
	{"GoodSamaritan", func(*rand.Rand) elephant.Player { return &GoodSamaritan{} }},
	{"Gambler", func(*rand.Rand) elephant.Player { return &Gambler{} }},
	{"Top3Bot", func(*rand.Rand) elephant.Player { return &Top3{} }},
	{"expert", func(r *rand.Rand) elephant.Player { return newExpert(r) }},
}

// all returns every bot: the twelve of docs/rules/elephant.md in its
// order, then expert.
func all() []Bot { return append([]Bot(nil), bots...) }

// classic returns the eleven classic bots: the rules' twelve but Top3Bot.
func classic() []Bot {
	var cs []Bot
	for _, b := range bots {
		if b.Name != "Top3Bot" && b.Name != "expert" {
			cs = append(cs, b)
		}
	}
	return cs
}

// Names lists every bot's name.
func Names() []string {
	ns := make([]string, len(bots))
	for i, b := range bots {
		ns[i] = b.Name
	}
	return ns
}

// Lookup finds a bot by name, ignoring case.
func Lookup(name string) (Bot, bool) {
	for _, b := range bots {
		if strings.EqualFold(b.Name, strings.TrimSpace(name)) {
			return b, true
		}
	}
	return Bot{}, false
}

// Parse reads a comma-separated list of bot names, or "all". A bot named
// twice gets a second seat named "GreedyBot#2", and so on.
func Parse(list string) ([]Bot, error) {
	if strings.EqualFold(strings.TrimSpace(list), "all") {
		return all(), nil
	}
	var bs []Bot
	seen := map[string]int{}
	for _, name := range strings.Split(list, ",") {
		b, ok := Lookup(name)
		if !ok {
			return nil, fmt.Errorf("unknown bot %q (known: all, %s)", strings.TrimSpace(name), strings.Join(Names(), ", "))
		}
		seen[b.Name]++
		if k := seen[b.Name]; k > 1 {
			b.Name = fmt.Sprintf("%s#%d", b.Name, k)
		}
		bs = append(bs, b)
	}
	return bs, nil
}
