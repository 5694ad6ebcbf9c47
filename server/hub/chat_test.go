package hub

import (
	"slices"
	"strings"
	"testing"
)

func TestCleanChat(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"hello", "hello"},
		{"  two   spaces\tand a tab ", "two spaces and a tab"},
		{"red \x1b[31mtext\x1b[0m", "red text"},
		{"\x1b[2J\x1b[Hcleared", "cleared"},
		{"title \x1b]0;pwned\x07set", "title set"},
		{"link \x1b]8;;http://x\x1b\\here\x1b]8;;\x1b\\", "link here"},
		{"c1 \u009b31mcsi", "c1 csi"},
		{"bell\x07 and nul\x00", "bell and nul"},
		{"bidi \u202egnp.exe", "bidi gnp.exe"},
		{"cards A♠ K♥ ok", "cards A♠ K♥ ok"},
		{"\x1bc", ""},
		{"trailing \x1b", "trailing"},
	} {
		if got := cleanChat(tt.in); got != tt.want {
			t.Errorf("cleanChat(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestSay: a line reaches everyone at the table, cleaned; an empty line,
// one too long, the sixth in ten seconds and a line from the lobby are
// refused with why; /mute hides a player's lines from the one who muted
// them only, /unmute shows them again.
func TestSay(t *testing.T) {
	h, ana, bob := elephantHub(t, t.TempDir())
	defer h.Shutdown()
	chat := func(c *Conn) []string { return h.Snapshot(c).Table.Chat }
	if err := h.Say(ana, "hi \x1b[31mbob"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*Conn{ana, bob} {
		if got := chat(c); !slices.Equal(got, []string{"ana: hi bob"}) {
			t.Errorf("%s's chat: %q", c.name, got)
		}
	}
	for _, tt := range []struct{ line, want string }{
		{" \x1b[0m ", "nothing to say"},
		{strings.Repeat("é", MaxChatLen+1), "at most 200 characters; this one has 201"},
		{"/mute", "/mute whom?"},
		{"/mute carol", "no one called carol plays at this table"},
		{"/mute ana", "you cannot mute yourself"},
		{"/kick bob", "the chat's commands are /mute NAME and /unmute NAME"},
	} {
		if err := h.Say(ana, tt.line); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Say(%q) = %v, want %q", tt.line, err, tt.want)
		}
	}
	if err := h.Say(ana, strings.Repeat("é", MaxChatLen)); err != nil {
		t.Errorf("a line of 200 characters: %v", err)
	}
	for i := range 3 {
		if err := h.Say(ana, "more"); err != nil {
			t.Fatalf("line %d of 5: %v", i+3, err)
		}
	}
	if err := h.Say(ana, "sixth"); err == nil || !strings.Contains(err.Error(), "at most 5 lines in 10 seconds: wait") {
		t.Errorf("the sixth line in 10 seconds: %v", err)
	}
	if err := h.Say(bob, "/mute ANA"); err != nil {
		t.Fatal(err)
	}
	if news := h.Snapshot(bob).News; !strings.Contains(news, "no longer see ana's lines") {
		t.Errorf("bob is told %q after /mute", news)
	}
	if got := chat(bob); len(got) != 0 {
		t.Errorf("bob muted ana and sees %q", got)
	}
	if got := chat(ana); len(got) != 5 {
		t.Errorf("ana sees %d lines of her own, want 5", len(got))
	}
	if err := h.Say(bob, "/unmute ana"); err != nil || len(chat(bob)) != 5 {
		t.Errorf("/unmute: %v, bob sees %q", err, chat(bob))
	}
	h.Leave(bob) // to the lobby
	if err := h.Say(bob, "hello?"); err == nil || err.Error() != "you sit at no table" {
		t.Errorf("a line from the lobby: %v", err)
	}
}
