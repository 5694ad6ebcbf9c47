package serve

import "errors"

func newElephant(t *table) (game, error) { return nil, errors.New("White Elephant: coming soon") }
func newHoldem(t *table) (game, error)   { return nil, errors.New("Hold'em: coming soon") }

type elephantMove struct{ from int }
type holdemMove struct{ key rune }

var errFoldCheck = errors.New("you could check")
