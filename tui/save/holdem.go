package save

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"parlor/ai/holdembot"
	"parlor/internal/thousands"
	"parlor/poker"
)

// HumanSeat is the human's seat at the Hold'em table; the computer sits
// in the other.
const HumanSeat = 0

// HoldemConfig starts a Hold'em match that can be saved.
type HoldemConfig struct {
	Names [2]string // the human's, then the computer's
	Bot   string    // the computer player, a holdembot name
	Stack int       // each player's starting stack; 0 means poker.StartingStack
	// Source is the match's random source. It draws, in this order, the
	// bot's own source, the button and then every deck, as the table has
	// always done, so that a --seed replays the same match.
	Source *rand.PCG
}

// HoldemHistory is the match's hand-history file, kept in the save so that
// a resumed match goes on writing it.
//
// On resume the table reopens Path with handhistory.Continue (Format,
// Hero, Start and Tournament as saved), so that the next hand follows the
// last one written, in the same tournament.
type HoldemHistory struct {
	Path       string
	Format     string // "parlor" or "pokerstars"
	Hero       int
	Start      time.Time // the match's start, which names the file
	Tournament int64     // the PokerStars tournament number
	Hands      int       // hands written to the file
}

// Holdem is a Hold'em match with its computer player and their sources.
// The table deals and acts through Match and asks Bot as it does for any
// match; after each hand, once the bot has seen it (Bot.HandOver), it saves
// the Holdem (Slot.Save). A hand cut short is never saved: the match
// resumes from the save before it, which deals it again.
type Holdem struct {
	Match   *poker.Match
	Bot     holdembot.Bot
	BotName string
	History HoldemHistory // the table keeps it up to date
	// Extra is the table's own notes in JSON (the biggest pot so far, say),
	// saved and given back as they were; nil for none.
	Extra json.RawMessage

	src, botSrc *rand.PCG
}

// NewHoldem starts a match, before its first hand.
func NewHoldem(cfg HoldemConfig) (*Holdem, error) {
	if cfg.Source == nil {
		return nil, fmt.Errorf("%w: a match needs a random source", poker.ErrBadConfig)
	}
	r := rand.New(cfg.Source)
	h := &Holdem{BotName: cfg.Bot, src: cfg.Source, botSrc: rand.NewPCG(r.Uint64(), r.Uint64())}
	bot, err := holdembot.New(cfg.Bot, rand.New(h.botSrc))
	if err != nil {
		return nil, err
	}
	h.Bot = bot
	// Card rooms draw for the button; here the seed does.
	m, err := poker.NewMatch(poker.MatchConfig{Names: cfg.Names, Stack: cfg.Stack, Button: r.IntN(2), Rand: r})
	if err != nil {
		return nil, err
	}
	h.Match = m
	return h, nil
}

// stateful is a computer player whose memory can be saved.
type stateful interface {
	MarshalState() ([]byte, error)
	UnmarshalState([]byte) error
}

// holdemPayload is a saved Holdem.
type holdemPayload struct {
	Match     poker.MatchState
	Source    []byte // rand.PCG's binary form
	Bot       string
	BotSource []byte
	BotState  json.RawMessage
	History   HoldemHistory
	Extra     json.RawMessage
}

// Kind is KindHoldem.
func (h *Holdem) Kind() Kind { return KindHoldem }

// Payload returns the match between hands, for Slot.Write; during a hand
// it fails with poker.ErrHandRunning.
func (h *Holdem) Payload() ([]byte, error) {
	st, err := h.Match.Snapshot()
	if err != nil {
		return nil, err
	}
	p := holdemPayload{Match: st, Bot: h.BotName, History: h.History, Extra: h.Extra}
	bot, ok := h.Bot.(stateful)
	if !ok {
		return nil, fmt.Errorf("the computer player %s cannot be saved", h.BotName)
	}
	if p.BotState, err = bot.MarshalState(); err != nil {
		return nil, err
	}
	if p.Source, err = h.src.MarshalBinary(); err != nil {
		return nil, err
	}
	if p.BotSource, err = h.botSrc.MarshalBinary(); err != nil {
		return nil, err
	}
	return json.Marshal(p)
}

// Summary is the menu's line, e.g. "Hold'em against sklansky, hand 23,
// you 1,840 · Computer 1,160": the hand to be dealt next and the stacks.
// A match that is over (kept by a crash before the table removed its
// save) says so: "Hold'em against sklansky, over after 31 hands, ...".
func (h *Holdem) Summary() string {
	st := h.Match.Stacks()
	names := h.Match.Names()
	hand := fmt.Sprintf("hand %d", h.Match.HandNumber()+1)
	if h.Match.Over() {
		hand = fmt.Sprintf("over after %d hands", h.Match.HandNumber())
	}
	return fmt.Sprintf("Hold'em against %s, %s, you %s · %s %s",
		h.BotName, hand, chips(st[HumanSeat]), names[1-HumanSeat], chips(st[1-HumanSeat]))
}

// ResumeHoldem rebuilds a match from its payload, ready to deal the hand
// after the last one saved. A payload that does not make a match fails
// with an error wrapping ErrCorrupt.
func ResumeHoldem(payload []byte) (*Holdem, error) {
	var p holdemPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, corrupt(err)
	}
	h := &Holdem{BotName: p.Bot, History: p.History, Extra: notes(p.Extra)}
	var err error
	if h.src, err = loadPCG(p.Source); err != nil {
		return nil, corrupt(err)
	}
	if h.Match, err = poker.RestoreMatch(p.Match, rand.New(h.src)); err != nil {
		return nil, corrupt(err)
	}
	h.botSrc = &rand.PCG{}
	if h.Bot, err = holdembot.New(p.Bot, rand.New(h.botSrc)); err != nil {
		return nil, corrupt(err)
	}
	if h.botSrc, err = loadPCGInto(h.botSrc, p.BotSource); err != nil {
		return nil, corrupt(err)
	}
	bot, ok := h.Bot.(stateful)
	if !ok {
		return nil, corrupt(fmt.Errorf("the computer player %s cannot be restored", p.Bot))
	}
	if err := bot.UnmarshalState(p.BotState); err != nil {
		return nil, corrupt(err)
	}
	return h, nil
}

// notes returns a payload's Extra as the screen left it: nil for none.
func notes(raw json.RawMessage) json.RawMessage {
	if string(raw) == "null" {
		return nil
	}
	return raw
}

func corrupt(err error) error { return fmt.Errorf("%w: %w", ErrCorrupt, err) }

// loadPCG makes a source from its binary form.
func loadPCG(data []byte) (*rand.PCG, error) { return loadPCGInto(&rand.PCG{}, data) }

// loadPCGInto sets src from its binary form: a source a player was made
// with is put back after the player is made, since making it may draw.
func loadPCGInto(src *rand.PCG, data []byte) (*rand.PCG, error) {
	if err := src.UnmarshalBinary(data); err != nil {
		return nil, fmt.Errorf("a random source: %w", err)
	}
	return src, nil
}

// chips writes n with thousands separators: 1,840.
func chips(n int) string { return thousands.Format(n) }
