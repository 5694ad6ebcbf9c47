package track

import (
	"strings"
	"testing"

	"parlor/camelup"
	"parlor/tui/internal/tuitest"
)

func TestMain(m *testing.M) { tuitest.Main(m) }

// TestDraw: the stacks stand over their squares, top camel on top; camels
// past the line stand in the finish column, the leader on top; a trap's
// sign and its owner's seat number stand under its square, and a square
// being chosen is marked.
func TestDraw(t *testing.T) {
	b, err := camelup.ParseBoard("2:BG 5:O 16:Y 17:W -9")
	if err != nil {
		t.Fatal(err)
	}
	lines := Draw(tuitest.Context(), b, func(int) int { return 2 }, 12)
	if len(lines) != 3+3 { // three rows of camels (the least drawn), then squares, traps, owners
		t.Fatalf("%d lines, want 6:\n%s", len(lines), strings.Join(lines, "\n"))
	}
	col := func(q int) int { return 6 + 4*q + 1 } // a camel's letter in column q
	letter := func(row, q int) byte {
		if l := lines[row]; col(q) < len(l) {
			return l[col(q)]
		}
		return ' '
	}
	tests := []struct {
		row, square int
		want        byte
	}{
		{2, 2, 'B'}, {1, 2, 'G'}, // green rides blue
		{2, 5, 'O'},
		{2, 16, 'Y'}, {1, 16, 'W'}, // the finish column: white leads, on top
		{0, 2, ' '},
	}
	for _, tt := range tests {
		if got := letter(tt.row, tt.square); got != tt.want {
			t.Errorf("row %d, square %d: %q, want %q\n%s", tt.row, tt.square, got, tt.want, strings.Join(lines, "\n"))
		}
	}
	squares, traps, owners := lines[3], lines[4], lines[5]
	if !strings.Contains(squares, "12◂") || !strings.HasSuffix(squares, "FIN") {
		t.Errorf("squares line %q: want 12 marked and FIN at its end", squares)
	}
	if i := strings.Index(traps, "-1"); i != col(9) {
		t.Errorf("the trap's sign at cell %d, want %d under square 9:\n%s", i, col(9), traps)
	}
	if i := strings.Index(owners, "#3"); i != col(9) {
		t.Errorf("the owner's seat at cell %d, want %d under square 9:\n%s", i, col(9), owners)
	}
	if !strings.Contains(traps, "^") {
		t.Errorf("the square being chosen is not marked in the traps line: %q", traps)
	}
}
