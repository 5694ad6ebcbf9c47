package config

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

func TestSettingsPath(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	tests := []struct {
		xdg  string
		want string
	}{
		{"/cfg", "/cfg/parlor/settings.json"},
		{"", filepath.Join(home, ".config", "parlor", "settings.json")},
		{"relative/dir", filepath.Join(home, ".config", "parlor", "settings.json")}, // XDG: ignore relative
	}
	for _, tt := range tests {
		t.Run(tt.xdg, func(t *testing.T) {
			t.Setenv("XDG_CONFIG_HOME", tt.xdg)
			got, err := Path()
			if err != nil || got != tt.want {
				t.Errorf("SettingsPath() = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestLoadMissingSettings(t *testing.T) {
	got, err := Load(filepath.Join(t.TempDir(), "none", "settings.json"))
	if err != nil || !reflect.DeepEqual(got, Defaults()) {
		t.Errorf("LoadSettings(missing) = %+v, %v; want the defaults, no error", got, err)
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "deep", "parlor", "settings.json")
	want := Settings{
		Name:          "Ada",
		CardStyle:     CardsASCII,
		FourColor:     true,
		Speed:         SpeedSlow,
		HistoryFormat: FormatPokerStars,
		HistoryDir:    "/hands",
		Coach:         true,
		DealPause:     Deal6s,
		Opponent:      "maniac",
	}
	if err := want.Save(path); err != nil {
		t.Fatalf("Save: %v", err)
	}
	got, err := Load(path)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadSettings after Save = %+v, %v; want %+v", got, err, want)
	}
	// Saving again replaces the file and leaves no temporary behind.
	want.Name = "Grace"
	if err := want.Save(path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("config dir holds %d files after two saves, want 1", len(entries))
	}
	if got, _ := Load(path); got.Name != "Grace" {
		t.Errorf("name after the second save = %q, want Grace", got.Name)
	}
}

func TestLoadSettingsFiles(t *testing.T) {
	d := Defaults()
	tests := []struct {
		name    string
		content string
		want    Settings
		bad     bool
	}{
		{"partial file keeps defaults for the rest", `{"name":"Ada"}`, withName(d, "Ada"), false},
		{"empty object", `{}`, d, false},
		{"unknown field is ignored", `{"name":"Ada","colour":"blue"}`, withName(d, "Ada"), false},
		{"not json", `this is not json`, d, true},
		{"empty file", ``, d, true},
		{"truncated", `{"name":"Ada",`, d, true},
		{"wrong type", `{"four_color":"yes"}`, d, true},
		{"unknown speed keeps the rest", `{"name":"Ada","speed":"warp"}`, withName(d, "Ada"), true},
		{"unknown card style", `{"card_style":"emoji"}`, d, true},
		{"unknown format", `{"history_format":"xml"}`, d, true},
		{"blank name", `{"name":"   "}`, d, false},
		{"unknown deal pause", `{"deal_pause":"1h"}`, d, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := Load(path)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("LoadSettings(%q) = %+v, want %+v", tt.content, got, tt.want)
			}
			if errors.Is(err, ErrBadSettings) != tt.bad {
				t.Errorf("LoadSettings(%q) error = %v, want bad settings %v", tt.content, err, tt.bad)
			}
		})
	}
}

func withName(s Settings, name string) Settings {
	s.Name = name
	return s
}

func TestSaveSettingsUnwritable(t *testing.T) {
	// A file where the directory should be: fails even for root.
	dir := t.TempDir()
	blocker := filepath.Join(dir, "parlor")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Defaults().Save(filepath.Join(blocker, "settings.json")); err == nil {
		t.Error("Save under a file succeeded, want an error")
	}
}

func TestSpeedDelay(t *testing.T) {
	tests := []struct {
		speed Speed
		want  time.Duration
	}{
		{SpeedInstant, 0},
		{SpeedFast, 300 * time.Millisecond},
		{SpeedNormal, 750 * time.Millisecond},
		{SpeedSlow, 1500 * time.Millisecond},
	}
	for _, tt := range tests {
		if got := tt.speed.Delay(); got != tt.want {
			t.Errorf("%s.Delay() = %v, want %v", tt.speed, got, tt.want)
		}
	}
	for i := 1; i < len(Speeds); i++ {
		if Speeds[i].Delay() <= Speeds[i-1].Delay() {
			t.Errorf("Speeds not slowest last: %s then %s", Speeds[i-1], Speeds[i])
		}
	}
}

func TestDefaultHistoryDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_DATA_HOME", "/data")
	if got := DefaultHistoryDir(); got != "/data/parlor/hands" {
		t.Errorf("DefaultHistoryDir() = %q, want /data/parlor/hands", got)
	}
	t.Setenv("XDG_DATA_HOME", "")
	if got, want := DefaultHistoryDir(), filepath.Join(home, ".local", "share", "parlor", "hands"); got != want {
		t.Errorf("DefaultHistoryDir() = %q, want %q", got, want)
	}
}

func TestDealPause(t *testing.T) {
	for p, want := range map[DealPause]time.Duration{DealOnKey: 0, Deal3s: 3 * time.Second, Deal6s: 6 * time.Second, "": 0} {
		if got := p.Pause(); got != want {
			t.Errorf("%q.Pause() = %v, want %v", p, got, want)
		}
	}
}
