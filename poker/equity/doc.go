// Package equity is Parlor's equity lab: Hold'em equity for 2 to 6 players,
// each holding a hand or a range, with a board of 0 to 5 cards and dead
// cards, counted exactly or sampled.
//
// # Ranges
//
// Parse reads the usual notation: "QQ+, A2s+, KTo+, T9s-65s, AhKh, random",
// weights ("AA:0.5") and percentages ("15%"). A Range holds a weight from 0
// to 1 for each of the 1,326 hands; Grid shows it as the 13×13 table of
// classes (pairs on the diagonal, suited hands above, offsuit below) with
// presets by percentage. Bad notation gets a *SyntaxError that names the
// token and its column.
//
// # The hand ranking
//
// Percentages and the opponent model rank the 169 classes by their exact
// pre-flop equity against one random hand, best first: AA (85.2 %), KK,
// QQ, JJ, TT, 99, 88, AKs, … down to 32o (Ranking, VersusRandom). "15%" is the shortest run from the
// top holding at least 15 % of the 1,326 hands; a class is never split.
//
// # Calculating
//
// Calculate takes a Spot (ranges, board, dead cards) and Options. Before a
// deal, the hands of each range that hold a board or dead card are
// removed, and so are those that hold a card of a player whose range is a
// single hand; deals in which two players' hands share a card are skipped,
// and each deal counts with the product of its hands' weights.
//
// Exact counts every board of every deal with poker.CountShowdowns; a
// heads-up deal before the flop without dead cards is a lookup in the
// pre-flop table, the exact counts of all 93,769 match-ups up to suit
// permutations (preflop.bin, made by go generate, read in place, a class's
// row of its index built when first needed). The workers of an exact count
// share one cache of the deals' counts, so no deal is counted twice.
//
// Monte Carlo deals batches of 8,192 samples, batch b from the stream
// PCG(seed, b), added up in order until every player's equity has the
// standard error asked for: the result depends on the seed only, not on
// the number of workers. A sample keeps the players with one hand, deals
// a range of every hand from the deck (a partial Fisher–Yates shuffle),
// draws other ranges by an alias table, redrawn only among themselves if
// two share a card, and values each hand with the board by its keys. Auto
// counts exactly when ExactCost is under a budget (1 s of every core by
// default) and samples otherwise.
//
// Both run on every core, report partial results through Options.Progress
// and stop when their context is done, returning the result so far: a
// screen runs Calculate in a goroutine and cancels it when the player edits
// a range.
//
// # The opponent model
//
// Tightening turns an opponent's public actions into a range: any hand at
// first, then the best 60 % of the range for each bet or raise and the
// best 90 % for each call, by the hand ranking (DefaultTightening), never
// under 3 %. The coach line and the replayer use it to say "equity against
// the best 36 % of hands (2 raises)" rather than against a random hand.
package equity
