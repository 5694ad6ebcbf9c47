package hub

import (
	"time"

	"parlor/handhistory"
)

// Config is what the hub needs of the server's settings.
type Config struct {
	DataDir    string // the players' names (players.json)
	HistoryDir string // the players' hand histories, a folder each
	// SaveDir holds the saved games of the tables, so that they resume when
	// the server starts again; "" saves nothing.
	SaveDir       string
	HistoryFormat handhistory.Format // a new player's, until they choose
	MaxPlayers    int
	SeatHold      time.Duration // how long a dropped player's seat waits for them
	Seed          uint64
	BotDelay      time.Duration // before a computer player's move
	Pause         time.Duration // between hands and rounds
	// HandPause is how long a Hold'em hand's end, or a round's summary
	// (Camel Up's), shows before the next is dealt or played, unless every
	// person presses a key first; 0 means Pause.
	HandPause time.Duration
	// TurnTime is a person's time for a Hold'em decision, and TimeBank
	// the time more each has for the decisions of a level (ten hands);
	// when both are spent the seat checks or folds. 0 gives no limit.
	TurnTime, TimeBank time.Duration
	// Logf writes a line to the server's log; nil discards it.
	Logf func(format string, a ...any)
}
