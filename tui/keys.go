package tui

import "github.com/charmbracelet/bubbles/key"

// All key bindings live here: the global ones, then one key map per screen.
// A screen's key map implements help.KeyMap and includes the global keys it
// honours, so the help line at the bottom is always complete.

// globalKeys work on every screen. The root handles Quit and Help itself;
// every screen answers Back with goBack() at its top level.
type globalKeys struct {
	Quit key.Binding // ctrl+c: quits from anywhere, even while typing
	Help key.Binding // ?: toggles the full help (not while typing)
	Back key.Binding // esc: back to the previous screen
}

func newGlobalKeys() globalKeys {
	return globalKeys{
		Quit: key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
		Help: key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help")),
		Back: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back")),
	}
}

// menuKeys are the main menu's keys.
type menuKeys struct {
	Up     key.Binding
	Down   key.Binding
	First  key.Binding
	Last   key.Binding
	Choose key.Binding
	Pick   key.Binding // the digits 1–9: choose an entry at once
	Quit   key.Binding // q
	global globalKeys
}

func newMenuKeys(g globalKeys) menuKeys {
	return menuKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		First:  key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("g/home", "first")),
		Last:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("G/end", "last")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-6", "go to")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		global: g,
	}
}

func (k menuKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Choose, k.Pick, k.Quit, k.global.Help}
}

func (k menuKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.First, k.Last},
		{k.Choose, k.Pick},
		{k.Quit, k.global.Quit, k.global.Help},
	}
}

// settingsKeys are the keys of the settings screen while it browses fields.
type settingsKeys struct {
	Up     key.Binding
	Down   key.Binding
	Left   key.Binding // the previous value of a choice
	Right  key.Binding // the next value of a choice
	Edit   key.Binding // enter: edit a text field, or next value of a choice
	Reset  key.Binding // the field's default
	global globalKeys
}

func newSettingsKeys(g globalKeys) settingsKeys {
	return settingsKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous value")),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next value")),
		Edit:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "change")),
		Reset:  key.NewBinding(key.WithKeys("d", "backspace", "delete"), key.WithHelp("d", "default")),
		global: g,
	}
}

func (k settingsKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Edit, k.global.Back, k.global.Help}
}

func (k settingsKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down},
		{k.Edit, k.Left, k.Right, k.Reset},
		{k.global.Back, k.global.Quit, k.global.Help},
	}
}

// textEditKeys are the keys while a text input has focus: only ctrl+c leaves
// the program; q, ? and esc belong to the input.
type textEditKeys struct {
	Save   key.Binding
	Cancel key.Binding
	global globalKeys
}

func newTextEditKeys(g globalKeys) textEditKeys {
	return textEditKeys{
		Save:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "save")),
		Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
		global: g,
	}
}

func (k textEditKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Save, k.Cancel, k.global.Quit}
}

func (k textEditKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Save, k.Cancel, k.global.Quit}}
}

// holdemKeys are the Hold'em table's keys. Mode says which the help shows:
// the action menu, a confirmation, the summary after a hand, the result.
type holdemKeys struct {
	Up        key.Binding
	Down      key.Binding
	Choose    key.Binding // enter: the typed number, or the highlighted option
	Pick      key.Binding // a digit: picks an option, enter confirms
	Clear     key.Binding // backspace: forget the typed digit
	Fold      key.Binding
	CheckCall key.Binding
	BetRaise  key.Binding
	Quit      key.Binding // q, esc: quit the match (asks first)
	Yes       key.Binding
	No        key.Binding
	Next      key.Binding // after a hand: the next one
	Leave     key.Binding // on the result: back to the menu
	Mode      holdemKeyMode
	global    globalKeys
}

// holdemKeyMode is what the table is waiting for.
type holdemKeyMode uint8

const (
	holdemKeysAct     holdemKeyMode = iota // the human chooses an action
	holdemKeysWait                         // the computer is thinking
	holdemKeysConfirm                      // y or n
	holdemKeysNext                         // the summary of a hand
	holdemKeysResult                       // the match is over
)

func newHoldemKeys(g globalKeys) holdemKeys {
	return holdemKeys{
		Up:        key.NewBinding(key.WithKeys("up", "shift+tab"), key.WithHelp("↑", "up")),
		Down:      key.NewBinding(key.WithKeys("down", "tab"), key.WithHelp("↓", "down")),
		Choose:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("1-4 enter", "choose")),
		Pick:      key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-4", "pick option")),
		Clear:     key.NewBinding(key.WithKeys("backspace"), key.WithHelp("backspace", "clear number")),
		Fold:      key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fold")),
		CheckCall: key.NewBinding(key.WithKeys("c", "k"), key.WithHelp("c/k", "check/call")),
		BetRaise:  key.NewBinding(key.WithKeys("b", "r"), key.WithHelp("b/r", "bet/raise")),
		Quit:      key.NewBinding(key.WithKeys("q", "esc"), key.WithHelp("q", "quit")),
		Yes:       key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:        key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:      key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		Leave:     key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter", "back to the menu")),
		global:    g,
	}
}

func (k holdemKeys) ShortHelp() []key.Binding {
	quit := k.Quit
	quit.SetHelp("q", "quit game")
	switch k.Mode {
	case holdemKeysWait:
		return []key.Binding{quit, k.global.Quit, k.global.Help}
	case holdemKeysConfirm:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case holdemKeysNext:
		return []key.Binding{k.Next, quit, k.global.Quit, k.global.Help}
	case holdemKeysResult:
		return []key.Binding{k.Leave, k.global.Quit}
	}
	return []key.Binding{k.Choose, k.Fold, k.CheckCall, k.BetRaise, k.Quit, k.global.Help}
}

func (k holdemKeys) FullHelp() [][]key.Binding {
	quit := k.Quit
	quit.SetHelp("q/esc", "quit game")
	switch k.Mode {
	case holdemKeysAct:
		choose := k.Choose
		choose.SetHelp("enter", "play it")
		return [][]key.Binding{
			{k.Pick, choose, k.Clear},
			{k.Up, k.Down},
			{k.Fold, k.CheckCall, k.BetRaise},
			{quit, k.global.Quit, k.global.Help},
		}
	}
	return [][]key.Binding{k.ShortHelp()}
}

// setupKeys are the keys of a game's setup (Camel Up, White Elephant)
// while it browses its lines (renaming a person uses textEditKeys). The
// games differ only in the help of ←/→ and t.
type setupKeys struct {
	Up          key.Binding
	Down        key.Binding
	Left        key.Binding // the previous bot (White Elephant: fewer rounds, a lower target)
	Right       key.Binding // the next bot (White Elephant: more rounds, a higher target)
	Choose      key.Binding // enter: rename a person, next value, or start
	Kind        key.Binding // person or computer (White Elephant: rounds or target)
	AddPerson   key.Binding
	AddComputer key.Binding
	Remove      key.Binding
	Start       key.Binding
	global      globalKeys
}

// newSetupKeys are the setup keys with the help of ←/→ and t given.
func newSetupKeys(g globalKeys, left, right, kind string) setupKeys {
	return setupKeys{
		Up:          key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:        key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		Left:        key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", left)),
		Right:       key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", right)),
		Choose:      key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "rename/change/start")),
		Kind:        key.NewBinding(key.WithKeys("t"), key.WithHelp("t", kind)),
		AddPerson:   key.NewBinding(key.WithKeys("p", "+"), key.WithHelp("p", "add a person")),
		AddComputer: key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "add a computer")),
		Remove:      key.NewBinding(key.WithKeys("x", "delete", "-"), key.WithHelp("x", "remove seat")),
		Start:       key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "start")),
		global:      g,
	}
}

// newCamelSetupKeys are the Camel Up setup's keys.
func newCamelSetupKeys(g globalKeys) setupKeys {
	return newSetupKeys(g, "previous bot", "next bot", "person/computer")
}

// newElephantSetupKeys are the White Elephant setup's keys.
func newElephantSetupKeys(g globalKeys) setupKeys {
	return newSetupKeys(g, "previous value", "next value", "person/computer, rounds/target")
}

func (k setupKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Choose, k.Start, k.global.Back, k.global.Help}
}

func (k setupKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right},
		{k.Choose, k.Kind, k.Start},
		{k.AddPerson, k.AddComputer, k.Remove},
		{k.global.Back, k.global.Quit, k.global.Help},
	}
}

// elephantKeys are the White Elephant table's keys. Mode says which the
// help shows: a person's turn, a computer's, a question, the end of a
// round, the final standings.
type elephantKeys struct {
	Open   key.Binding
	Pick   key.Binding // a seat's number: the present to steal, enter confirms
	Up     key.Binding
	Down   key.Binding
	Choose key.Binding // enter: open or steal, as highlighted
	Quit   key.Binding // q, esc: abandon the game (asks first)
	Yes    key.Binding
	No     key.Binding
	Next   key.Binding // after a round: the next one, or the standings
	Leave  key.Binding // on the standings: back to the setup
	Mode   elephantKeyMode
	global globalKeys
}

// elephantKeyMode is what the table is waiting for.
type elephantKeyMode uint8

const (
	elephantKeysAct     elephantKeyMode = iota // a person opens or steals
	elephantKeysWait                           // a computer seat is thinking
	elephantKeysConfirm                        // y or n
	elephantKeysNext                           // the summary of a round
	elephantKeysResult                         // the final standings
)

func newElephantKeys(g globalKeys) elephantKeys {
	return elephantKeys{
		Open:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "open a present")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-8 enter", "steal from seat")),
		Up:     key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "do it")),
		Quit:   key.NewBinding(key.WithKeys("q", "esc"), key.WithHelp("q/esc", "abandon game")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		Leave:  key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter/esc", "back to the setup")),
		global: g,
	}
}

func (k elephantKeys) ShortHelp() []key.Binding {
	switch k.Mode {
	case elephantKeysWait:
		return []key.Binding{k.Quit, k.global.Quit, k.global.Help}
	case elephantKeysConfirm:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case elephantKeysNext:
		return []key.Binding{k.Next, k.Quit, k.global.Quit, k.global.Help}
	case elephantKeysResult:
		return []key.Binding{k.Leave, k.global.Quit}
	}
	return []key.Binding{k.Open, k.Pick, k.Quit, k.global.Help}
}

func (k elephantKeys) FullHelp() [][]key.Binding {
	if k.Mode == elephantKeysAct {
		return [][]key.Binding{
			{k.Open, k.Pick},
			{k.Up, k.Down, k.Choose},
			{k.Quit, k.global.Quit, k.global.Help},
		}
	}
	return [][]key.Binding{k.ShortHelp()}
}

// camelKeys are the Camel Up board's keys. Mode says which the help shows.
type camelKeys struct {
	Up     key.Binding
	Down   key.Binding
	Left   key.Binding // a trap's square: the previous legal one
	Right  key.Binding // a trap's square: the next legal one
	Pick   key.Binding // a digit: an option, or a trap's square
	Choose key.Binding // enter: the highlighted option
	Plus   key.Binding // a +1 trap on the chosen square
	Minus  key.Binding // a −1 trap on the chosen square
	Odds   key.Binding // o: show or hide the odds panel
	Back   key.Binding // esc: a step back in a sub-menu; at the top, abandon (asks)
	Quit   key.Binding // q: abandon the game (asks)
	Yes    key.Binding
	No     key.Binding
	Next   key.Binding // enter: past a hand-over or a round's summary
	Leave  key.Binding // on the final summary: back to the setup
	Mode   camelKeyMode
	global globalKeys
}

// camelKeyMode is what the board is waiting for.
type camelKeyMode uint8

const (
	camelKeysAct     camelKeyMode = iota // a person chooses from the menu
	camelKeysTrap                        // a person chooses a trap's square
	camelKeysWait                        // a computer seat is thinking
	camelKeysConfirm                     // y or n
	camelKeysNext                        // a hand-over or a round's summary
	camelKeysResult                      // the final summary
)

func newCamelKeys(g globalKeys) camelKeys {
	return camelKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k", "shift+tab"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j", "tab"), key.WithHelp("↓/j", "down")),
		Left:   key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "previous square")),
		Right:  key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next square")),
		Pick:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-5", "pick")),
		Choose: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "choose")),
		Plus:   key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "+1 trap")),
		Minus:  key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "−1 trap")),
		Odds:   key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "odds")),
		Back:   key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "back")),
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "abandon game")),
		Yes:    key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes")),
		No:     key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n/esc", "no")),
		Next:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		Leave:  key.NewBinding(key.WithKeys("enter", " ", "esc", "q"), key.WithHelp("enter/esc", "back to the setup")),
		global: g,
	}
}

func (k camelKeys) ShortHelp() []key.Binding {
	quit := k.Back
	quit.SetHelp("esc", "abandon game")
	switch k.Mode {
	case camelKeysTrap:
		back := k.Back
		back.SetHelp("esc", "back")
		squares := k.Left
		squares.SetHelp("←/→", "square")
		return []key.Binding{squares, k.Plus, k.Minus, k.Choose, back, k.Odds, k.global.Help}
	case camelKeysWait:
		return []key.Binding{k.Odds, quit, k.global.Quit, k.global.Help}
	case camelKeysConfirm:
		return []key.Binding{k.Yes, k.No, k.global.Quit}
	case camelKeysNext:
		return []key.Binding{k.Next, k.Odds, quit, k.global.Quit, k.global.Help}
	case camelKeysResult:
		return []key.Binding{k.Leave, k.global.Quit}
	}
	return []key.Binding{k.Pick, k.Choose, k.Odds, k.Back, k.global.Help}
}

func (k camelKeys) FullHelp() [][]key.Binding {
	back := k.Back
	back.SetHelp("esc", "back / abandon game")
	switch k.Mode {
	case camelKeysAct, camelKeysTrap:
		return [][]key.Binding{
			{k.Pick, k.Up, k.Down, k.Choose},
			{k.Left, k.Right, k.Plus, k.Minus},
			{k.Odds, back, k.Quit, k.global.Quit, k.global.Help},
		}
	}
	return [][]key.Binding{k.ShortHelp()}
}

// historyFilesKeys are the keys of the list of hand-history files.
// Filtering is set while the list's filter input has focus, Filtered when
// a filter applies.
type historyFilesKeys struct {
	Up        key.Binding
	Down      key.Binding
	Open      key.Binding
	Filter    key.Binding
	Reload    key.Binding
	Back      key.Binding
	Filtering bool
	Filtered  bool
	global    globalKeys
}

func newHistoryFilesKeys(g globalKeys) historyFilesKeys {
	return historyFilesKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Open:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open")),
		Filter: key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "filter")),
		Reload: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "read again")),
		Back:   g.Back,
		global: g,
	}
}

// historyFilterKeys are the keys while a list's filter input has focus.
var historyFilterKeys = []key.Binding{
	key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "apply filter")),
	key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
}

func (k historyFilesKeys) ShortHelp() []key.Binding {
	if k.Filtering {
		return historyFilterKeys
	}
	back := k.Back
	if k.Filtered {
		back.SetHelp("esc", "clear filter")
	}
	return []key.Binding{k.Up, k.Down, k.Open, k.Filter, back, k.global.Help}
}

func (k historyFilesKeys) FullHelp() [][]key.Binding {
	if k.Filtering {
		return [][]key.Binding{historyFilterKeys}
	}
	return [][]key.Binding{{k.Up, k.Down, k.Open}, {k.Filter, k.Reload}, {k.Back, k.global.Quit, k.global.Help}}
}

// historyHandsKeys are the keys of the hand list of one file. Standalone
// is set when the browser was opened on the file ("parlor history open"):
// esc and q then leave the program.
type historyHandsKeys struct {
	Up         key.Binding
	Down       key.Binding
	Page       key.Binding // the list's page keys, for the help only
	Replay     key.Binding
	Text       key.Binding
	Stats      key.Binding
	Quick      key.Binding // 1–5: all, showdowns, big pots, won, lost
	Filter     key.Binding
	Back       key.Binding
	Quit       key.Binding
	Filtering  bool
	Standalone bool
	global     globalKeys
}

func newHistoryHandsKeys(g globalKeys) historyHandsKeys {
	return historyHandsKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Page:   key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn/←/→ g/G", "page, first, last")),
		Replay: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "replay")),
		Text:   key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "text")),
		Stats:  key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "stats")),
		Quick:  key.NewBinding(key.WithKeys("1", "2", "3", "4", "5"), key.WithHelp("1-5", "all/showdowns/big pots/won/lost")),
		Filter: key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "filter")),
		Back:   g.Back,
		Quit:   key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		global: g,
	}
}

func (k historyHandsKeys) ShortHelp() []key.Binding {
	if k.Filtering {
		return historyFilterKeys
	}
	back := k.Back
	if k.Standalone {
		back.SetHelp("esc", "quit")
	}
	quick := k.Quick
	quick.SetHelp("1-5", "filters")
	return []key.Binding{k.Replay, k.Text, k.Stats, quick, k.Filter, back, k.global.Help}
}

func (k historyHandsKeys) FullHelp() [][]key.Binding {
	if k.Filtering {
		return [][]key.Binding{historyFilterKeys}
	}
	back := k.Back
	if k.Standalone {
		back.SetHelp("esc/q", "quit")
	}
	return [][]key.Binding{
		{k.Up, k.Down, k.Page},
		{k.Replay, k.Text, k.Stats},
		{k.Quick, k.Filter},
		{back, k.global.Quit, k.global.Help},
	}
}

// historyReplayKeys are the keys of a hand's replay. Playing is set while
// the hand plays itself.
type historyReplayKeys struct {
	Prev     key.Binding
	Next     key.Binding
	First    key.Binding
	Last     key.Binding
	Play     key.Binding
	Faster   key.Binding
	Slower   key.Binding
	NextHand key.Binding
	PrevHand key.Binding
	Back     key.Binding
	Playing  bool
	global   globalKeys
}

func newHistoryReplayKeys(g globalKeys) historyReplayKeys {
	return historyReplayKeys{
		Prev:     key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "back a step")),
		Next:     key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "next step")),
		First:    key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "start")),
		Last:     key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "end")),
		Play:     key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "play")),
		Faster:   key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "faster")),
		Slower:   key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "slower")),
		NextHand: key.NewBinding(key.WithKeys("n", "pgdown"), key.WithHelp("n", "next hand")),
		PrevHand: key.NewBinding(key.WithKeys("p", "pgup"), key.WithHelp("p", "previous hand")),
		Back:     g.Back,
		global:   g,
	}
}

func (k historyReplayKeys) ShortHelp() []key.Binding {
	play := k.Play
	if k.Playing {
		play.SetHelp("space", "pause")
	}
	step, speed, hands := k.Prev, k.Faster, k.NextHand
	step.SetHelp("←/→/home/end", "step")
	speed.SetHelp("+/-", "speed")
	hands.SetHelp("n/p", "hand")
	return []key.Binding{step, play, speed, hands, k.Back, k.global.Help}
}

func (k historyReplayKeys) FullHelp() [][]key.Binding {
	play := k.Play
	play.SetHelp("space", "play or pause")
	return [][]key.Binding{
		{k.Prev, k.Next, k.First, k.Last},
		{play, k.Faster, k.Slower},
		{k.NextHand, k.PrevHand},
		{k.Back, k.global.Quit, k.global.Help},
	}
}

// historyTextKeys are the keys of a hand's text and of the statistics.
type historyTextKeys struct {
	Up     key.Binding
	Down   key.Binding
	Page   key.Binding
	Replay key.Binding
	Back   key.Binding
	global globalKeys
}

func newHistoryTextKeys(g globalKeys) historyTextKeys {
	return historyTextKeys{
		Up:     key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
		Down:   key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
		Page:   key.NewBinding(key.WithKeys("pgup", "pgdown"), key.WithHelp("pgup/pgdn", "page")),
		Replay: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "replay")),
		Back:   g.Back,
		global: g,
	}
}

func (k historyTextKeys) ShortHelp() []key.Binding {
	if !k.Replay.Enabled() { // the statistics: nothing scrolls
		return []key.Binding{k.Back, k.global.Quit, k.global.Help}
	}
	return []key.Binding{k.Up, k.Down, k.Page, k.Replay, k.Back, k.global.Help}
}

func (k historyTextKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{k.ShortHelp()}
}
