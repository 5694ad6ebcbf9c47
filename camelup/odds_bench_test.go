package camelup

import "testing"

func BenchmarkRoundOdds(b *testing.B) {
	board := mustBoard(b, "0:B 1:GO 2:YW")
	b.ReportAllocs()
	for b.Loop() {
		Round(board, AllCamels)
	}
}

func BenchmarkRoundOddsWithTraps(b *testing.B) {
	g := newTestGame(b, 4, "0:B 1:GO 2:YW")
	v := g.View(0)
	b.ReportAllocs()
	for b.Loop() {
		v.Odds()
	}
}

func BenchmarkRaceTable(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		BuildRaceTable()
	}
}

func BenchmarkRaceOdds(b *testing.B) {
	t := SharedRaceTable()
	board := mustBoard(b, "0:B 1:GO 2:YW")
	b.ReportAllocs()
	for b.Loop() {
		t.Odds(board, AllCamels)
	}
}
