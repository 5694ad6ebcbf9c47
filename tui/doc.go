// Package tui is Parlor's terminal interface: Bubble Tea screens under one
// root model. The engines (poker, camelup, elephant) never import it.
//
// # Structure
//
// Model (app.go) is the only tea.Model. It owns a *Context and a stack of
// screens with the menu at the bottom, and it
//   - handles ctrl+c (quit, from anywhere) and ? (full help, unless a text
//     input has focus) itself, and passes every other key to the top screen;
//   - draws the top screen's body, a status line and the help line
//     (bubbles/help with the screen's key map) under it;
//   - shows a message instead of the screens when the window is smaller than
//     MinWidth×MinHeight, and keeps their state meanwhile.
//
// A screen (screen.go) is a concrete type implementing the small screen
// interface: init, update (returns the screen and a command), view, keys (its
// help.KeyMap) and typing (a text input has focus: q, ? and esc are the
// input's). Screens change screen with messages, through commands:
//   - switchTo(id) opens a screen on top; the root builds it with newScreen
//     and at once sends it a tea.WindowSizeMsg. An id newScreen does not
//     build yet gives the status "<name>: coming soon".
//   - open(s) and replaceWith(s) show a screen the sender built itself, for
//     one that needs arguments (a game after its setup screen); replaceWith
//     closes the sender, so that esc skips it.
//   - goBack() closes the top screen; the one below gets the size again and
//     has kept its state. Each screen answers esc (Context.Keys.Back) with
//     goBack() at its top level; a screen with levels of its own (a detail
//     view, a confirmation) steps back within itself first.
//
// A screen puts a line of news under itself with ctx.SetStatus or
// ctx.SetWarning during update; the next key clears it.
//
// Every other message goes to the top screen only, so a screen's pending
// timer (ComputerActs) should not outlive it: open another screen from a
// game only while no computer move is pending.
//
// The tea.WindowSizeMsg a screen receives is the size of its body: the
// window less the status and help lines. Before the first one (and in tests
// without a size) view must cope with width 0: draw at natural size.
//
// # The shared context
//
// Context (context.go) is one pointer handed to every screen: the window
// size, Styles, the global keys, the settings (and the flags that override
// them for this run: HistoryDir, HistoryFormat), the master seed, and
// helpers: GameRand (the random source of the next game, derived from the
// seed so that --seed replays a run), Cards (card rendering as the settings
// say) and ComputerActs (a command that delivers a message after the speed
// delay, at once when the speed is instant).
//
// # Adding a screen
//
//  1. Add a case in newScreen (screen.go) that builds it from the *Context.
//     The ids and menu entries of Hold'em, Camel Up, White Elephant and
//     Hand histories exist already; a new kind of screen also adds its id
//     to the screenID constants and screenNames.
//  2. Put its key map in keys.go (a struct implementing help.KeyMap that
//     includes the global keys it honours) and any new style in styles.go.
//  3. Write the type in its own file (holdem.go, ...): keep game logic in the
//     engine and only presentation here; take randomness from ctx.GameRand().
//  4. Test it with plain update calls and one or two teatest golden files
//     (go test ./tui -update rewrites testdata/*.golden).
//
// # Files
//
// app.go root model · screen.go interface, ids, messages · context.go shared
// context and options · styles.go all styles · keys.go all key maps ·
// settings.go settings and their file · settings_screen.go · menu.go ·
// cards.go card rendering · pacing.go computer delays · layout.go helpers ·
// seats.go the seat editor of the game setups · lineedit.go an in-place text
// input · gameplay.go plumbing the game screens share ·
// holdem*.go the Hold'em table (holdem_table.go draws a table from a plain
// struct, which the replayer reuses) · camel*.go Camel Up setup and board ·
// elephant*.go White Elephant setup and table ·
// history*.go the hand-history browser (files, hands, replay, text,
// statistics; RunHistory for "parlor history open FILE").
package tui
