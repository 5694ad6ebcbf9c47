// Package handhistory writes and reads poker hand-history files.
//
// Writing: a Writer appends every finished hand of a match to one file, in
// the spec's "parlor" format or in PokerStars' tournament format (see
// Format), one write and one fsync per hand, so that a crash loses at most
// the hand in play. AppendHand formats one hand from the engine's event
// stream without touching a file.
//
// Reading: Open indexes a file in one pass (the offset and first line of
// every hand) and parses hands on demand (File.Hand), so that a file of
// 100,000 hands opens at once. Parse reads a single hand. The reader takes
// both formats and PokerStars Limit Hold'em files from elsewhere (byte-order
// mark, CRLF line ends, trailing spaces, blank lines between hands). A hand
// it cannot read gives a *ParseError naming the file and line; the other
// hands still read.
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
