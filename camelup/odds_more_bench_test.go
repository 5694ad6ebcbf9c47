package camelup

import "testing"

// BenchmarkViewOddsMidRace is a seat's full round odds at the start of a
// round in mid-race, with traps on the board and the finish within reach,
// where fewer camels can be left out of the states than at the start.
func BenchmarkViewOddsMidRace(b *testing.B) {
	g := newTestGame(b, 4, "7:B 8:GO 10:Y 11:W")
	g.board.SetTrap(13, Plus)
	g.owner[13] = 1
	g.trapOf[1] = 13
	v := g.View(0)
	loop(b, func() { v.Odds() })
}

// BenchmarkRoundOddsMidRace is the round odds of the same position.
func BenchmarkRoundOddsMidRace(b *testing.B) {
	board := mustBoard(b, "7:B 8:GO 10:Y 11:W +13")
	loop(b, func() { Round(board, AllCamels) })
}

// BenchmarkViewOddsStack is the round odds of one tall stack in mid-race,
// with a trap behind it: every camel can be carried, and the leader could
// finish.
func BenchmarkViewOddsStack(b *testing.B) {
	g := newTestGame(b, 4, "6:OYBWG")
	g.board.SetTrap(2, Plus)
	g.owner[2] = 1
	g.trapOf[1] = 2
	v := g.View(0)
	loop(b, func() { v.Odds() })
}

// BenchmarkOutlook is the joint outlook at the start of a round, the worst
// case: the race odds' pass with every outcome's cell filled.
func BenchmarkOutlook(b *testing.B) {
	t := SharedRaceTable()
	board := mustBoard(b, "0:B 1:GO 2:YW")
	loop(b, func() { t.Outlook(board, AllCamels) })
}
