package handhistory

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestIndexChunks indexes the same text read in small chunks and held in
// memory: the entries must agree wherever the chunks are cut, and every
// hand must start where a header is.
func TestIndexChunks(t *testing.T) {
	var text []byte
	files, _ := filepath.Glob(filepath.Join("testdata", "*.golden"))
	for _, name := range append(files, filepath.Join("testdata", "pokerstars_real.txt")) {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		text = append(text, bytes.TrimPrefix(b, bom)...) // a BOM counts only at the start of a file
	}
	text = append([]byte("\ufeffstray line\n\n"), text...)
	var mem File
	mem.indexBytes(text)
	if len(mem.Entries) != 2*6+5 || len(mem.Stray) != 1 || mem.Stray[0].Text != "stray line" {
		t.Fatalf("%d hands, stray %v", len(mem.Entries), mem.Stray)
	}
	lines := bytes.Split(text, []byte("\n"))
	for _, e := range mem.Entries {
		if !bytes.HasPrefix(text[e.Offset:], []byte("Poker")) || !bytes.HasPrefix(lines[e.Line-1], []byte("Poker")) {
			t.Errorf("entry %+v does not start at a header", e)
		}
	}
	defer func(n int) { indexBuffer = n }(indexBuffer)
	for _, size := range []int{7, 64, 100, 1000} {
		indexBuffer = size
		got, err := index(bytes.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(mem.Entries) {
			t.Fatalf("buffer %d: %d hands, want %d", size, len(got), len(mem.Entries))
		}
		for i := range got {
			if got[i] != mem.Entries[i] {
				t.Errorf("buffer %d: entry %d = %+v, want %+v", size, i, got[i], mem.Entries[i])
			}
		}
	}
}

func TestIsHeader(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"Poker Game, Hand #12 – 10/20 – Fixed Limit Hold'em", true},
		{"PokerStars Hand #27853230235: Tournament #156958012, Freeroll  Hold'em Limit - Level I (20/40)", true},
		{"PokerStars Game #27853230235: Hold'em Limit ($0.10/$0.20)", true},
		{"PokerStars Zoom Hand #1: Hold'em No Limit ($0.05/$0.10)", true},
		{"PokerStars Home Game Hand #1: Hold'em Limit (10/20)", true},
		{"PokerStars fan #1: calls 10", false},
		{"PokerStars Hand #: x", false},
		{"PokerStars Hand #12", false},
		{"Poker Gamer calls 10", false},
	}
	for _, tt := range tests {
		if got := isHeader([]byte(tt.line)); got != tt.want {
			t.Errorf("isHeader(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
