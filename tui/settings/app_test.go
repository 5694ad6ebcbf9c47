package settings

import (
	"strings"
	"testing"

	"parlor/tui/internal/tuitest"
	"parlor/tui/kit"
)

// The root model with the settings screen: sizes, help and the stack.

func TestResizeKeepsState(t *testing.T) {
	m, _ := tuitest.Drive(t, newTestModel(t), tuitest.Size(100, 30))
	m, _ = tuitest.Press(t, m, "6", "j", "j") // settings, on the four-colour line
	m, _ = tuitest.Drive(t, m, tuitest.Size(60, 20))
	if v := m.View(); !strings.Contains(v, "60×20") {
		t.Fatalf("no size message at 60×20:\n%s", v)
	}
	// Keys are ignored while the window is too small: nothing would show.
	m, _ = tuitest.Press(t, m, "enter", "j")
	m, _ = tuitest.Drive(t, m, tuitest.Size(80, 24))
	s, ok := tuitest.App(t, m).Top().(*Screen)
	if !ok {
		t.Fatalf("top screen after resizing is %T, want the settings", tuitest.App(t, m).Top())
	}
	if s.cursor != fieldFourColor {
		t.Errorf("settings cursor = %v, want %v", s.cursor, fieldFourColor)
	}
	if s.width != 80 || s.height < 20 {
		t.Errorf("settings body is %d×%d after resizing to 80×24", s.width, s.height)
	}
	if tuitest.App(t, m).Context().Settings.FourColor {
		t.Error("enter while too small changed a setting")
	}
	m, _ = tuitest.Press(t, m, "esc")
	if got := tuitest.Top[*tuitest.Menu](t, m); got.Width != 80 {
		t.Errorf("menu width after going back = %d, want 80", got.Width)
	}
}

func TestNewScreenGetsSizeAtOnce(t *testing.T) {
	m, _ := tuitest.Drive(t, newTestModel(t), tuitest.Size(90, 30))
	// Only the switch message: no size message follows it.
	r := tuitest.App(t, m)
	next, _ := r.Update(kit.SwitchMsg{To: kit.SettingsID})
	s := tuitest.App(t, next).Top().(*Screen)
	if s.width != 90 || s.height != 30-1-1 {
		t.Errorf("new screen's size = %d×%d, want 90×28 (the window less status and help)", s.width, s.height)
	}
}

func TestHelpHeightFollowsKeyMap(t *testing.T) {
	m, _ := tuitest.Drive(t, newTestModel(t), tuitest.Size(80, 24))
	m, _ = tuitest.Press(t, m, "6", "?") // the settings' full help: four lines
	full := tuitest.App(t, m).Top().(*Screen).height
	m, _ = tuitest.Press(t, m, "enter") // typing: the help has one line
	typing := tuitest.App(t, m).Top().(*Screen).height
	if typing <= full {
		t.Errorf("body height while typing = %d, want more than %d with the full help", typing, full)
	}
}

func TestOpenAndReplace(t *testing.T) {
	m, _ := tuitest.Drive(t, newTestModel(t), tuitest.Size(80, 24))
	ctx := tuitest.App(t, m).Context()
	// open: a screen built by the sender goes on top and gets the size.
	m, _ = tuitest.Drive(t, m, kit.OpenMsg{Screen: New(ctx)})
	first := tuitest.App(t, m).Top().(*Screen)
	if first.width != 80 {
		t.Errorf("opened screen width = %d, want 80", first.width)
	}
	// replaceWith: the new screen takes the sender's place.
	m, _ = tuitest.Drive(t, m, kit.OpenMsg{Screen: New(ctx), Replace: true})
	r := tuitest.App(t, m)
	if r.Depth() != 2 || r.Top() == kit.Screen(first) {
		t.Fatalf("after replace: %d screens, top replaced %v; want 2 with a new top", r.Depth(), r.Top() != kit.Screen(first))
	}
	m, _ = tuitest.Press(t, m, "esc")
	tuitest.Top[*tuitest.Menu](t, m)
}
