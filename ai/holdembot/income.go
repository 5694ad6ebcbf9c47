package holdembot

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"math/rand/v2"

	"parlor/poker"
)

// Pre-flop income rates, after Billings, Papp, Schaeffer and Szafron's Loki:
// the roll-out deals a starting hand against 1 to 8 random hands and plays
// every deal to the showdown with nobody folding, each player one unit in;
// the income rate is what the hand nets a unit on average, (opponents+1)·
// share − 1. incomeRates (income_table.go, in thousandths of a unit) was
// made offline by go test -run TestWriteIncomeTable -income.write; tests
// check its checksum and spot-check cells against fresh roll-outs.

// incomeDeals is the roll-outs a cell of the shipped table.
const incomeDeals = 16000

// incomeSum is the SHA-256 of incomeRates (little-endian int16s in order).
const incomeSum = "3cb673246b844d39b3305042b47f284f22be783cf14217de599a30b79657f21c"

// incomeRate returns class c's income rate against opps opponents (1 to 8;
// more counts as 8).
func incomeRate(c class, opps int) float64 {
	opps = min(max(opps, 1), 8)
	return float64(incomeRates[opps-1][c]) / 1000
}

// rollOutIncome computes class c's income rate against opps random hands
// over deals roll-outs.
func rollOutIncome(c class, opps, deals int, r *rand.Rand) float64 {
	share := multiwayShare(classHand(c), nil, opps, deals, r)
	return float64(opps+1)*share - 1
}

// classHand returns a hand of class c: hearts, and spades for an offsuit
// hand or a pair.
func classHand(c class) [2]poker.Card {
	row, col := int(c)/13, int(c)%13
	hi, lo := poker.Rank(12-row), poker.Rank(12-col)
	if row > col { // offsuit below the diagonal
		hi, lo = lo, hi
		return [2]poker.Card{poker.NewCard(hi, poker.Hearts), poker.NewCard(lo, poker.Spades)}
	}
	if row == col {
		return [2]poker.Card{poker.NewCard(hi, poker.Hearts), poker.NewCard(hi, poker.Spades)}
	}
	return [2]poker.Card{poker.NewCard(hi, poker.Hearts), poker.NewCard(lo, poker.Hearts)}
}

// incomeChecksum hashes t as incomeSum does.
func incomeChecksum(t *[8][169]int16) string {
	h := sha256.New()
	var b [2]byte
	for i := range t {
		for _, x := range t[i] {
			binary.LittleEndian.PutUint16(b[:], uint16(x))
			h.Write(b[:])
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// makeIncomeTable rolls out every cell (the offline step).
func makeIncomeTable(deals int, seed uint64) *[8][169]int16 {
	var t [8][169]int16
	r := rand.New(rand.NewPCG(seed, 37))
	for o := range 8 {
		for c := range 169 {
			t[o][c] = int16(math.Round(rollOutIncome(class(c), o+1, deals, r) * 1000))
		}
	}
	return &t
}
