package lobby

import "github.com/charmbracelet/bubbles/key"

// The keys of the online screens. Each screen shows its own in the help
// line; ctrl+c leaves from anywhere (a seat in a running game is kept for
// the player for a while).
var (
	keyQuit    = key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "disconnect"))
	keyEnter   = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ok"))
	keyBack    = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	keyNew     = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new table"))
	keyJoin    = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "join"))
	keyFormat  = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "format"))
	keyCards   = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "cards"))
	keyHistory = key.NewBinding(key.WithKeys("h"), key.WithHelp("h", "your hands"))
	keyBell    = key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "bell at your turn"))
	keyRename  = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rename"))
	keyLobbyQ  = key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit"))
	keyUpDown  = key.NewBinding(key.WithKeys("up", "down", "k", "j"), key.WithHelp("↑/↓", "choose"))
	keyChange  = key.NewBinding(key.WithKeys("left", "right", "h", "l"), key.WithHelp("←/→", "change"))
	keyCreate  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open the table"))
	keyStart   = key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "start the game"))
	keyLeave   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave the table"))
	// keyAbandon is the local boards' q, which abandons a game: a shared
	// table's plays on, so q asks esc's question.
	keyAbandon = key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "leave, as esc"))
	keyLobby   = key.NewBinding(key.WithKeys("enter", "esc"), key.WithHelp("enter", "back to the lobby"))
	keyYes     = key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "yes"))
	keyNo      = key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", "no"))
	keyCancel  = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"))
	keyHelp    = key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help"))
	keyChat    = key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "chat"))
	keyWatch   = key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "watch"))
	keyUnwatch = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the lobby"))
	keySay     = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "say it"))
	keyGoOn    = key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "go on"))
	// keyNext goes on from a round's summary: enter, as on the local
	// boards, or space, as at a Hold'em table.
	keyNext    = key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "go on"))
	keyRematch = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "rematch"))
	keyScroll  = key.NewBinding(key.WithKeys("up", "down", "k", "j", "pgup", "pgdown"), key.WithHelp("↑/↓", "scroll"))
	keyLast    = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "the last hand"))
)
