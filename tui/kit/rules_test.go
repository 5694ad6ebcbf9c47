package kit

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
)

func TestRulesPageKey(t *testing.T) {
	ctx := &Context{Styles: NewStyles(lipgloss.DefaultRenderer()), Keys: NewGlobalKeys(), Settings: config.Defaults()}
	r := NewRulesPage(ctx, "Rules", "one", "two")
	resumed := 0
	resume := func() tea.Cmd { resumed++; return nil }
	press := func(k string) bool {
		msg := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		if k == "esc" {
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		}
		_, handled := r.Key(msg, 80, 24, resume)
		return handled
	}
	tests := []struct {
		key              string
		handled, open    bool
		resumedAfterward int
	}{
		{"x", false, false, 0},  // the game's key
		{"r", true, true, 0},    // opens the page
		{"x", true, true, 0},    // every key is the page's while it shows
		{"esc", true, false, 1}, // closing brings back what waited
		{"esc", false, false, 1},
	}
	for i, tt := range tests {
		if got := press(tt.key); got != tt.handled || r.IsOpen() != tt.open || resumed != tt.resumedAfterward {
			t.Errorf("step %d, key %s: handled %v, open %v, resumed %d; want %v, %v, %d",
				i, tt.key, got, r.IsOpen(), resumed, tt.handled, tt.open, tt.resumedAfterward)
		}
	}
}
