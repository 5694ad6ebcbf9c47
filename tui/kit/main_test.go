package kit

import (
	"os"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

func TestMain(m *testing.M) {
	// Views are compared as plain text: no colour codes.
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}
