package holdembot

import "testing"

func TestLookup(t *testing.T) {
	tests := []struct {
		name, bot string
		ok        bool
	}{
		{"easy", "equity", true},
		{"Normal", Default, true},
		{" HARD ", "expert", true},
		{"expert", "expert", true},
		{"Caller", "caller", true},
		{"hard (expert)", "", false},
		{"", "", false},
		{"nobody", "", false},
	}
	for _, tc := range tests {
		bot, ok := Lookup(tc.name)
		if bot != tc.bot || ok != tc.ok {
			t.Errorf("Lookup(%q) = %q, %v, want %q, %v", tc.name, bot, ok, tc.bot, tc.ok)
		}
	}
	// Every level plays a bot New makes.
	for _, l := range Levels() {
		if About(l.Bot) == "" {
			t.Errorf("level %s plays %q, which New does not know", l.Name, l.Bot)
		}
	}
}
