package equity

// Grid is a range seen as the 13×13 table of classes that equity screens
// draw: row and column 0 for the Ace, pairs on the diagonal, suited hands
// above it, offsuit below. A cell's weight is the average weight of its
// class's hands. The zero Grid is empty.
type Grid struct {
	Range Range
}

// Class returns the class in a cell.
func (g *Grid) Class(row, col int) Class { return ClassAt(row, col) }

// Weight returns a cell's weight, from 0 to 1.
func (g *Grid) Weight(row, col int) float64 {
	if !inGrid(row, col) {
		return 0
	}
	return g.Range.ClassWeight(ClassAt(row, col))
}

// Set gives every hand of a cell's class weight w.
func (g *Grid) Set(row, col int, w float64) {
	if inGrid(row, col) {
		g.Range.SetClass(ClassAt(row, col), w)
	}
}

// Toggle empties a cell that has any weight and fills one that has none,
// as a click on a calculator's grid does.
func (g *Grid) Toggle(row, col int) {
	if g.Weight(row, col) > 0 {
		g.Set(row, col, 0)
	} else {
		g.Set(row, col, 1)
	}
}

// Preset replaces the grid by the best pct per cent of hands (see Top).
func (g *Grid) Preset(pct float64) { g.Range = Top(pct) }

// Percent returns the share of the 1,326 hands the grid holds, weighted,
// from 0 to 100.
func (g *Grid) Percent() float64 { return 100 * g.Range.Size() / Combos }

func inGrid(row, col int) bool { return row >= 0 && row < 13 && col >= 0 && col < 13 }
