package elephantbot

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		list    string
		want    string // names joined by commas
		wantErr string
	}{
		{"all", strings.Join(Names(), ","), ""},
		{" ALL ", strings.Join(Names(), ","), ""},
		{"samplebot, GREEDYBOT,Expert", "SampleBot,GreedyBot,expert", ""},
		{"nicebot,nicebot,nicebot", "NiceBot,NiceBot#2,NiceBot#3", ""},
		{"greedybot,robin", "", `unknown bot "robin"`},
		{"greedybot,", "", `unknown bot ""`},
	}
	for _, tc := range tests {
		t.Run(tc.list, func(t *testing.T) {
			bs, err := Parse(tc.list)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), "Top3Bot") {
					t.Fatalf("Parse(%q) err = %v, want %q and the valid names", tc.list, err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, b := range bs {
				names = append(names, b.Name)
			}
			if got := strings.Join(names, ","); got != tc.want {
				t.Errorf("Parse(%q) = %s, want %s", tc.list, got, tc.want)
			}
		})
	}
	if n := len(all()); n != 13 {
		t.Errorf("All() has %d bots, want the rules' 12 and expert", n)
	}
	for _, b := range classic() {
		if b.Name == "Top3Bot" || b.Name == "expert" {
			t.Errorf("Classic() holds %s", b.Name)
		}
	}
	if n := len(classic()); n != 11 {
		t.Errorf("Classic() has %d bots, want 11", n)
	}
}
