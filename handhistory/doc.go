// Package handhistory writes and reads poker hand-history files.
//
// Writing: a Writer is the one writer of every history (the table, the
// headless runs, anything later). It appends every finished hand of a match
// to one file, in the "parlor" format of docs/rules/holdem.md ("Hand
// history") or in PokerStars' format (see
// Format): tournament hands with the stacks carried from hand to hand, or
// with Options.Ring ring-game hands that stand alone. Create makes a new
// file (never over an existing one), Continue goes on with an existing
// file after its last whole hand; both lock the file (flock) against other
// processes. Hands go out whole, in writes that each stay within a page
// of the file (so that SIGKILL cannot stop one part-done), synced per hand
// or per batch and at Close; a failed write is cut back, so the file holds
// whole hands only, and the error is final.
// PokerStars hand numbers come from NewNumber: never the same twice on one
// machine. AppendHand formats one hand from the engine's event stream
// without touching a file. Sessions writes a headless run's hands through
// batch Writers, a file per session of the runner, and keeps the result
// over the hands it wrote.
//
// Reading: Open indexes a file in one pass (the offset and first line of
// every hand) and parses hands on demand (File.Hand), so that a file of
// 100,000 hands opens at once. Parse reads a single hand. The reader takes
// both formats and PokerStars Hold'em files from elsewhere (mixed games'
// Hold'em hands, money with its currency, old files without uncalled-bet
// lines, tournament seats out of hand; UTF-8 with or without a byte-order
// mark, Windows-1252 and UTF-16 (encoding.go), CRLF line ends, trailing
// spaces, blank lines between hands). A hand
// it cannot read gives a *ParseError naming the file and line; the other
// hands still read. A hand cut off part-way matches ErrCutOff; a file with
// no hand header in its first lines is not a history (File.NotHistory,
// ErrNotHistory); a line over MaxLine stops the reading (ErrLongLine), and
// only regular files open, so no input takes unbounded memory or hangs.
// Describe sums a file up for a listing (Carries tells a ring game's
// hands, whose stacks reset, from a tournament's); DefaultDir is the one
// default folder.
//
// Tournament summaries (tsummary.go): a PokerStars tournament's Writer
// writes one beside its hands when the match ends, in PokerStars' summary
// form; ReadTournamentSummaries reads them.
//
// Sessions writes a headless run's hands, a file a session; on a failed
// write its Tally counts the hands the files keep whole (Writer.Kept).
//
// A Record holds everything a replayer needs: players and stacks, blinds
// and level, the button, hole cards known, every action in order with its
// street and amounts, the board, shown hands, collected amounts and the
// tournament result. Record.Replay walks it action by action with the
// chips checked; Stats sums a player's hands (VPIP, PFR, aggression).
//
// Every string a Record holds has its control characters removed (see
// Clean): a foreign file cannot send escape sequences to a terminal.
package handhistory
