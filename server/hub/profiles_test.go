package hub

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestProfiles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "players.json")
	p, err := openProfiles(path)
	if err != nil {
		t.Fatalf("a missing file: %v", err)
	}
	p.set("SHA256:abc", profile{Name: "alice", Format: "pokerstars", ASCII: true})
	if err := p.flush(); err != nil {
		t.Fatal(err)
	}
	again, err := openProfiles(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := again.get("SHA256:abc"); got != (profile{Name: "alice", Format: "pokerstars", ASCII: true}) {
		t.Errorf("read back %+v", got)
	}
	// No temp file is left beside it.
	if files, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*")); len(files) != 0 {
		t.Errorf("left over: %v", files)
	}

	// A name edited by hand into something a terminal would obey is not
	// taken as it stands.
	if err := os.WriteFile(path, []byte(`{"k": {"name": "\u001b[2Jeve"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if p, err := openProfiles(path); err != nil || p.get("k").Name != "" {
		t.Errorf("a bad name in the file: %+v, %v; want it dropped", p.get("k"), err)
	}

	if err := os.WriteFile(path, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := openProfiles(path); err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("a corrupt file: error %v, want one naming the file", err)
	}
}
