// Package kit is what every screen of tui shares, one of each: the Screen
// interface and the messages that change screen (SwitchTo, Open,
// ReplaceWith, GoBack), the Router at the heart of the root model, the
// Context handed to every screen (size, styles, settings, seed, status
// line), Styles (styles.go: add a style there), the global keys (keys.go),
// layout helpers (layout.go: Pad, Truncate, Chips…), card rendering
// (Cards), the line editor (LineEdit), the computer-turn scheduler
// (Turns: a move is thought out in a command, never in update), a game's
// rules page (RulesPage) and the question that leaves a game (LeaveKeys,
// LeaveQuestion).
//
// Two drawings more than one screen uses live in small packages under it:
// kit/felt, the Hold'em table (the game, the replayer, the served table),
// and kit/track, the Camel Up track (the local and the served board).
//
// kit is a leaf: it imports no screen (nor felt, nor track), no saved-game
// code and no computer player, so that a drawing links only what it draws.
// The saved games are tui/app's; every screen imports kit.
package kit
