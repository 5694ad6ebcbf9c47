package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"parlor/ai/holdembot"
	"parlor/internal/thousands"
	"parlor/poker"
)

// A Hold'em save holds a heads-up match or a table of 2 to 9 seats
// (holdem_table.go); decodeHoldem tells them apart.
func init() { register(KindHoldem, decodeHoldem) }

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
// The table deals with Deal and plays each move with Act (a person's) or
// BotAct (one Bot.Decide chose), reading Match freely; after each move (a
// person's at least: the bot's follow from the save before them) and each
// hand (once the bot has seen it, Bot.HandOver) it saves the Holdem
// (Slot.Save). A save taken during a hand is the match before it with the
// moves so far: resumed, the hand is dealt again from the same source, the
// same cards, and its moves are played again, the bot asked again at each
// of its own so that its source and memory are where they were; the match
// resumes at the decision it was left at.
type Holdem struct {
	Match   *poker.Match
	Bot     holdembot.Bot
	BotName string
	History HoldemHistory // the table keeps it up to date
	// Extra is the table's own notes in JSON (the biggest pot so far, say),
	// saved and given back as they were; nil for none.
	Extra json.RawMessage

	src, botSrc *rand.PCG
	// before is the match as Deal found it, for a save during the hand it
	// dealt; moves are the hand's moves since (nil between hands).
	before *holdemPayload
	moves  []Move
}

// Move is a move of the hand in play as a save keeps it: the seat, what
// it did (the amounts are the limit's), and whether the computer player
// chose it (its Decide was asked for it, and is asked again on resume).
type Move struct {
	Seat int
	Kind poker.ActionKind
	Bot  bool `json:",omitempty"`
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

// holdemPayload is a saved Holdem: the match between hands and, when the
// save was taken during a hand, that hand's moves so far.
type holdemPayload struct {
	Match     poker.MatchState
	Source    []byte // rand.PCG's binary form
	Bot       string
	BotSource []byte
	BotState  json.RawMessage
	History   HoldemHistory
	Extra     json.RawMessage
	Hand      *handInPlay `json:",omitempty"` // format 2
}

// handInPlay is the hand a save was taken in: the hand after Match's last,
// dealt again from Source, and its moves so far.
type handInPlay struct {
	Moves []Move
}

// Kind is KindHoldem.
func (h *Holdem) Kind() Kind { return KindHoldem }

// Deal deals the next hand (poker.Match.Deal), keeping the match as it
// stood before it, so that a save during the hand replays it.
func (h *Holdem) Deal() error {
	before, err := h.between()
	if err != nil {
		return err
	}
	if err := h.Match.Deal(); err != nil {
		return err
	}
	h.before, h.moves = &before, []Move{}
	return nil
}

// Act plays a person's move in the hand in play (poker.Match.Act).
func (h *Holdem) Act(seat int, a poker.Action) error { return h.act(seat, a, false) }

// BotAct plays the move the computer player chose for seat: Bot.Decide
// was asked for it (a move it chose that the engine refused, replaced by a
// check or a fold, counts too), and a resumed save asks it again there.
func (h *Holdem) BotAct(seat int, a poker.Action) error { return h.act(seat, a, true) }

func (h *Holdem) act(seat int, a poker.Action, bot bool) error {
	if err := h.Match.Act(seat, a); err != nil {
		return err
	}
	h.moves = append(h.moves, Move{Seat: seat, Kind: a.Kind, Bot: bot})
	return nil
}

// Running reports whether a hand is in play.
func (h *Holdem) Running() bool { return h.Match.HandInPlay() }

// Finished returns the number of hands finished: those dealt, less the
// one in play.
func (h *Holdem) Finished() int {
	if h.Running() {
		return h.Match.HandNumber() - 1
	}
	return h.Match.HandNumber()
}

// Moves returns the moves of the hand in play so far.
func (h *Holdem) Moves() []Move { return slices.Clone(h.moves) }

// Payload returns the match for Slot.Write: between hands, as it stands;
// during a hand dealt by Deal, as it stood before the hand with the moves
// played since. A hand dealt otherwise (Match.Deal), or a move made
// without Act or BotAct, cannot be saved: poker.ErrHandRunning.
func (h *Holdem) Payload() ([]byte, error) {
	if !h.Running() {
		p, err := h.between()
		if err != nil {
			return nil, err
		}
		return json.Marshal(p)
	}
	if h.before == nil || h.before.Match.Hands+1 != h.Match.HandNumber() || h.movesMade() != len(h.moves) {
		return nil, fmt.Errorf("%w: its moves were not kept", poker.ErrHandRunning)
	}
	p := *h.before
	p.History, p.Extra = h.History, h.Extra
	p.Hand = &handInPlay{Moves: h.moves}
	return json.Marshal(p)
}

// movesMade counts the moves of the hand in play, as the engine has them.
func (h *Holdem) movesMade() int {
	n := 0
	for _, e := range h.Match.Events() {
		if e.Kind == poker.EventAction {
			n++
		}
	}
	return n
}

// between is the payload of the match between hands; during a hand it
// fails with poker.ErrHandRunning.
func (h *Holdem) between() (holdemPayload, error) {
	st, err := h.Match.Snapshot()
	if err != nil {
		return holdemPayload{}, err
	}
	p := holdemPayload{Match: st, Bot: h.BotName, History: h.History, Extra: h.Extra}
	bot, ok := h.Bot.(stateful)
	if !ok {
		return holdemPayload{}, fmt.Errorf("the computer player %s cannot be saved", h.BotName)
	}
	if p.BotState, err = bot.MarshalState(); err != nil {
		return holdemPayload{}, err
	}
	if p.Source, err = h.src.MarshalBinary(); err != nil {
		return holdemPayload{}, err
	}
	if p.BotSource, err = h.botSrc.MarshalBinary(); err != nil {
		return holdemPayload{}, err
	}
	return p, nil
}

// Before returns the match as it stood before the hand in play, a new
// Holdem (h itself is unchanged), as if the hand had not been dealt; between
// hands, a copy of h.
func (h *Holdem) Before() (*Holdem, error) {
	if !h.Running() {
		payload, err := h.Payload()
		if err != nil {
			return nil, err
		}
		return ResumeHoldem(payload)
	}
	if h.before == nil {
		return nil, fmt.Errorf("%w: its moves were not kept", poker.ErrHandRunning)
	}
	p := *h.before
	p.History, p.Extra = h.History, h.Extra
	return restoreHoldem(p)
}

// Summary is the menu's line, e.g. "Hold'em vs Normal (sklansky),
// hand 23, you 1,840 · Computer 1,160": the hand in play or to be dealt
// next, and the stacks at its start. A match that is over (kept by a
// crash before the table removed its save) says so: "Hold'em vs Normal
// (sklansky), over after 31 hands, ...".
func (h *Holdem) Summary() string {
	st := h.Match.Stacks()
	names := h.Match.Names()
	n := h.Match.HandNumber()
	if !h.Running() {
		n++
	}
	hand := fmt.Sprintf("hand %d", n)
	if h.Match.Over() {
		hand = fmt.Sprintf("over after %d hands", h.Match.HandNumber())
	}
	return fmt.Sprintf("Hold'em vs %s, %s, you %s · %s %s",
		holdembot.Label(h.BotName), hand, chips(st[HumanSeat]), names[1-HumanSeat], chips(st[1-HumanSeat]))
}

// ResumeHoldem rebuilds a match from its payload: between hands, ready to
// deal the next; saved during a hand, that hand dealt again and its moves
// played, at the decision it was saved at. A payload that does not make a
// match fails with an error wrapping ErrCorrupt.
func ResumeHoldem(payload []byte) (*Holdem, error) {
	var p holdemPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		return nil, corrupt(err)
	}
	h, err := restoreHoldem(p)
	if err != nil || p.Hand == nil {
		return h, err
	}
	if err := h.replay(p.Hand.Moves); err != nil {
		return nil, corrupt(err)
	}
	return h, nil
}

// replay deals the hand in play again and plays its moves, asking the bot
// at those it chose, as the table did.
func (h *Holdem) replay(moves []Move) error {
	if err := h.Deal(); err != nil {
		return fmt.Errorf("the hand in play: %w", err)
	}
	for i, mv := range moves {
		if !h.Running() {
			return fmt.Errorf("the hand in play is over before its move %d", i+1)
		}
		if mv.Bot {
			h.Bot.Decide(h.Match.View(mv.Seat))
		}
		if err := h.act(mv.Seat, poker.Action{Kind: mv.Kind}, mv.Bot); err != nil {
			return fmt.Errorf("the hand in play, move %d: %w", i+1, err)
		}
	}
	if !h.Running() {
		return errors.New("the hand in play is over after its moves")
	}
	return nil
}

// restoreHoldem rebuilds the match between hands of p.
func restoreHoldem(p holdemPayload) (*Holdem, error) {
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
