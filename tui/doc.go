// Package tui is Parlor's terminal interface: Bubble Tea screens under one
// root model. main imports it for Options, Run (the menu) and RunHistory
// ("parlor history open FILE"), and server for the SSH server. The
// engines (poker, camelup, elephant) and the computer players (ai) never
// import anything of it. Beside it, not in it: config (the settings file),
// save (the saved games) and server (the SSH server and its hub).
//
// # Layout
//
// Each screen is a package of its own; they share kit (and the game
// screens app, the hotseat games hotseat), and never import each other. A
// part of one screen that is a concern of its own, with tests of its own
// (a menu, what a hand's events say), is a package under that screen's; a
// drawing two screens share is a package under kit. The layers, each
// importing only those above it (TestLayers in the root package checks
// them):
//
//	tui/kit          what every screen shares, a leaf that imports no save
//	                 code and no computer player: the Screen interface and
//	                 the messages that change screen, the Router at the
//	                 heart of the root model, the Context (size, styles,
//	                 settings, seed, status line), styles, global keys,
//	                 layout helpers, card rendering, the line editor, the
//	                 computer-turn scheduler, the rules page and the leave
//	                 question
//	tui/kit/felt     the Hold'em table drawing (table, log panel, the words
//	                 of actions and hands, pot odds and equity), shared by
//	                 holdem, history/replay and lobby/holdemview
//	tui/kit/track    the Camel Up track, shared by camel and lobby/camelupview
//	tui/kit/camelup    Camel Up's contest edition, shared by camel and lobby:
//	                 tui/kit/camelup/menu a person's menu of actions,
//	                 tui/kit/camelup/odds the odds of a position, what a bet
//	                 or a trap is worth, and their panel; the rules page
//	tui/app          the program around the screens: the root model
//	                 (app.Model: the Router, the saved games, resuming one),
//	                 the saved games as the game screens use them (Saves,
//	                 Session) and Run (SIGHUP, the last writes)
//	tui/hotseat      the skeleton of the games at one keyboard: saves after
//	                 a person's turn, the leave and abandon questions, the
//	                 rules page, the computer seats' turns, the keys and
//	                 hints of the moments between turns
//	tui              the root: builds the screens (newScreen) and the
//	                 screen of a saved game (resume), and runs them; the
//	                 games' screens by game id in games.go
//	tui/setup        the one setup screen of the hotseat games, with its seat
//	                 editor: a game describes itself in a setup.Game
//	tui/menu         the main menu
//	tui/settings     the settings screen
//	tui/holdem       Hold'em against the computer; tui/holdem/opponent the
//	                 choice of the bot before a match, tui/holdem/choice the
//	                 human's menu of actions and the aids over it (odds,
//	                 stacks in big blinds, the coach), tui/holdem/hand a
//	                 hand's events read into its summary, run-out and
//	                 last actions, tui/holdem/record the match's hand
//	                 history file, tui/holdem/table a table of 2 to 9
//	                 seats (sit-and-go or ring game) and the question
//	                 between it and the heads-up match
//	tui/camelup        Camel Up, hotseat (its setup is a setup.Game, its board
//	                 a hotseat.Frame); its menu and odds are in tui/kit/camelup
//	tui/elephant     White Elephant, hotseat (its setup is a setup.Game, its
//	                 table a hotseat.Frame)
//	tui/history      the hand-history browser: files, hands, text,
//	                 statistics; tui/history/replay one hand replayed on
//	                 the table (it moves along the list through its Hands)
//	tui/equity       the equity lab (poker/equity) on a screen: a range
//	                 grid for each player, the board and dead cards, the
//	                 equity worked out in a goroutine as the input changes
//	tui/lobby        the screens of a connection to the SSH server: the
//	                 lobby, its forms, the served tables
//	tui/internal/tuitest  the screens' test harness: drive the root model as
//	                 Bubble Tea would, golden files with teatest, test
//	                 matches written as hand histories
//
// # How the screens work
//
// app.Model is the only tea.Model: a kit.Router, the run's saved games, and
// the Resumer that builds a saved game's screen. The Router owns a
// *kit.Context and a stack of screens with the menu at the bottom, and it
//   - handles ctrl+c (quit, from anywhere) and ? (full help, unless a text
//     input has focus; esc closes it too) itself, and passes every other key
//     to the top screen;
//   - draws the top screen's body, a status line and the help line
//     (bubbles/help with the screen's key map) under it; a screen that
//     draws the status line by its prompt says so (kit.StatusDrawer);
//   - shows a message instead of the screens when the window is smaller than
//     kit.MinWidth×kit.MinHeight, and keeps their state meanwhile.
//
// A screen is a concrete type implementing kit.Screen: Init, Update (returns
// the screen and a command), View, Keys (its help.KeyMap) and Typing (a
// text input has focus: q, ? and esc are the input's). Screens change screen
// with messages, through commands:
//   - kit.SwitchTo(id) opens a screen on top; the root builds it with
//     newScreen (an app.Builder: it is given the context and the saves)
//     and at once sends it a tea.WindowSizeMsg. An id newScreen
//     does not build yet gives the status "<name>: coming soon".
//   - kit.Open(s) and kit.ReplaceWith(s) show a screen the sender built
//     itself, for one that needs arguments (a game after its setup screen);
//     ReplaceWith closes the sender, so that esc skips it.
//   - kit.GoBack() closes the top screen; the one below gets the size again
//     and has kept its state. Each screen answers esc (Context.Keys.Back)
//     with GoBack() at its top level; a screen with levels of its own (a
//     detail view, a confirmation) steps back within itself first.
//
// A screen puts a line of news under itself with ctx.SetStatus or
// ctx.SetWarning during Update; the next key clears it. Every other message
// goes to the top screen only, so a screen's pending timer (kit.Turns)
// should not outlive it: open another screen from a game only while no
// computer move is pending. The tea.WindowSizeMsg a screen receives is the
// size of its body: the window less the status and help lines. Before the
// first one (and in tests without a size) View must cope with width 0: draw
// at natural size.
//
// # Where a newcomer adds things
//
// A screen: a package under tui/ (tui/yourgame) with its exported type, its
// key map in keys.go beside it, and a constructor taking the *kit.Context
// (and the *app.Saves for a game) and returning a pointer to that type. A
// game's screen is opened by the game's id in the registry of games
// (parlor/game), which gives the menu its entry: its setup and its Resume
// go in one line of games.go (app.GameScreens). A screen that is no game
// takes an id in kit/screen.go (the ScreenID constants and screenNames), a
// case in newScreen (tui.go) and an entry in menu/menu.go. Keep game
// logic in the engine and only presentation in the screen; take randomness
// from ctx.GameRand() (or ctx.GameSource() for a game save keeps);
// schedule computer moves with a kit.Turns (the move is thought out in a
// command from a snapshot, and played when its message comes); put the
// rules behind r with a kit.RulesPage (? lists keys; its Key routes the
// game's keys while it shows). A hotseat game embeds a hotseat.Frame,
// which does all three, and its setup is a setup.Game, not a new screen.
// A new game touches more than tui: CONTRIBUTING.md ("Adding a game")
// lists every place.
//
// A key: in the key map of its screen (keys.go in the screen's package), a
// struct implementing help.KeyMap that includes the global keys it
// honours; a key every screen knows goes in kit.GlobalKeys (kit/keys.go).
//
// A style: a field of kit.Styles (kit/styles.go), built in NewStyles from
// the renderer so that tests render with a fixed colour profile. Colour only
// decorates: pair it with a glyph, a word or an attribute.
//
// # Saved games
//
// The game screens keep their game in a save Holdem, CamelUp or Elephant
// and save it through the run's *app.Saves, which their constructors take:
// saves.NewSlot when the game starts and saves.Session(slot) for the
// screen's part in saving, whose Save takes the save during Update after
// every hand or turn and returns the command that writes it, Drop removes
// it when the game ends for good, and Handle answers esc with the leave
// question (keep for later, abandon, play on: kit.LeaveQuestion); keeping
// lets the slot's lock go, so that another Parlor may resume it. A hotseat
// game gets all this from its hotseat.Frame. The menu lists saves.Store and
// asks for a game with an app.ResumeMsg; the root model builds its screen
// with resume (tui/resume.go), which finds the game's screens by the
// save's kind (the game's id), since screens never import each other.
// app.Run writes what is still pending when the program ends, and quits
// cleanly on SIGHUP.
//
// Tests: plain Update calls and one or two teatest golden files per screen,
// through tuitest (go test ./tui/... -update rewrites testdata/*.golden).
// A screen's package tests it alone: tuitest's stand-in menu opens it by
// the menu's digits.
package tui
