// Package kit is what every screen of tui shares, one of each: the Screen
// interface and the messages that change screen (SwitchTo, Open,
// ReplaceWith, GoBack), the root model App that routes them, the Context
// handed to every screen (size, styles, settings, seed, status line),
// Styles (styles.go: add a style there), the global keys (keys.go), layout
// helpers, card rendering (Cards), the Hold'em table drawing used by the
// game and the history's replayer (HoldemTable, laid out from the widths
// of what it shows, with its scrolling log panel TableLog), the one pot
// odds and equity of both (CallOdds, EquityVsRandom), the history file's
// name that says which bot played (MatchFileName), the line editor
// (LineEdit), the computer-turn scheduler (Turns: a move is thought out in
// a command, never in update) and a game's rules page (RulesPage).
//
// kit imports no screen; every screen imports kit.
package kit
