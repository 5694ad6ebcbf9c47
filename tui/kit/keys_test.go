package kit

import (
	"slices"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// TestNavKeys: a list moves with ↑/k and ↓/j; a screen's choices with tab
// and shift+tab too.
func TestNavKeys(t *testing.T) {
	press := map[string]tea.KeyMsg{
		"up": {Type: tea.KeyUp}, "k": {Type: tea.KeyRunes, Runes: []rune("k")}, "shift+tab": {Type: tea.KeyShiftTab},
		"down": {Type: tea.KeyDown}, "j": {Type: tea.KeyRunes, Runes: []rune("j")}, "tab": {Type: tea.KeyTab},
	}
	tests := []struct {
		name string
		b    key.Binding
		want []string
	}{
		{"ListUp", ListUp(), []string{"up", "k"}},
		{"ListDown", ListDown(), []string{"down", "j"}},
		{"ChoiceUp", ChoiceUp(), []string{"up", "k", "shift+tab"}},
		{"ChoiceDown", ChoiceDown(), []string{"down", "j", "tab"}},
	}
	for _, tt := range tests {
		var got []string
		for _, k := range []string{"up", "k", "shift+tab", "down", "j", "tab"} {
			if key.Matches(press[k], tt.b) {
				got = append(got, k)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s answers %v, want %v", tt.name, got, tt.want)
		}
	}
}
