package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestProgressPlainWhenPiped(t *testing.T) {
	var buf bytes.Buffer
	p := newProgressTo(&buf, false, 20, "games")
	for range 20 {
		p.Add(1)
	}
	p.Finish()
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 10 {
		t.Fatalf("plain progress printed %d lines, want 10:\n%s", len(lines), buf.String())
	}
	if lines[len(lines)-1] != "games: 20/20" {
		t.Errorf("last line = %q, want %q", lines[len(lines)-1], "games: 20/20")
	}
	if strings.Contains(buf.String(), "\x1b") || strings.Contains(buf.String(), "\r") {
		t.Errorf("plain progress has terminal control characters: %q", buf.String())
	}
}
