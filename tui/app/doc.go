// Package app is the program around the screens: the root model (Model:
// kit's Router of screens, with the saved games and the resuming of one),
// the saved games as the screens use them (Saves: the store, the writes
// still pending; Session: one game screen's part in saving, esc's
// question with it), and Run, which runs the model in the terminal, quits
// cleanly on SIGHUP and writes what is pending at the end.
//
// It sits between kit, which every screen shares and which knows nothing
// of saving, and the root package tui, which builds the screens: the game
// screens and the menu import app; app imports no screen. The menu asks
// for a saved game with a ResumeMsg, and the Model builds its screen with
// the Resumer the root gives it. A game's screens are its Screens, which
// the root lists by the game's id (tui/games.go).
package app
