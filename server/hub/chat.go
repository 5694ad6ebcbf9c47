package hub

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"parlor/handhistory"
	"parlor/internal/thousands"
)

// Table chat: a line said at a table is shown to everyone at it but those
// who muted its speaker. What a player types reaches other people's
// terminals, so it is cleaned of every control and escape sequence, kept
// short, and its pace bounded.

const (
	// MaxChatLen is the longest line, in characters.
	MaxChatLen = 200
	// chatBurst lines may be said within chatWindow.
	chatBurst  = 5
	chatWindow = 10 * time.Second
	// chatKept is the lines a table keeps.
	chatKept = 50
)

type chatLine struct {
	key  string // the speaker's key, which a mute names
	name string
	text string
}

// Say says line at c's table; "/mute NAME" and "/unmute NAME" hide and
// show again the lines of a player at it, for c alone.
func (h *Hub) Say(c *Conn, line string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := c.t
	if t == nil {
		return errors.New("you sit at no table")
	}
	text := cleanChat(line)
	if cmd, name, _ := strings.Cut(text, " "); strings.HasPrefix(cmd, "/") {
		return h.mute(c, t, cmd, strings.TrimSpace(name))
	}
	switch n := utf8.RuneCountInString(text); {
	case n == 0:
		return errors.New("nothing to say: type a line, then enter")
	case n > MaxChatLen:
		return fmt.Errorf("a line holds at most %d characters; this one has %s", MaxChatLen, thousands.Format(n))
	}
	now := time.Now()
	for len(c.said) > 0 && now.Sub(c.said[0]) >= chatWindow {
		c.said = c.said[1:]
	}
	if len(c.said) >= chatBurst {
		wait := chatWindow - now.Sub(c.said[0])
		return fmt.Errorf("at most %d lines in %s: wait %s", chatBurst, thousands.Duration(chatWindow), thousands.Duration(wait.Round(time.Second)+time.Second))
	}
	c.said = append(c.said, now)
	t.chat = append(t.chat, chatLine{key: c.key, name: c.name, text: text})
	if len(t.chat) > chatKept {
		t.chat = t.chat[len(t.chat)-chatKept:]
	}
	h.wakeAll()
	return nil
}

// mute runs a chat command of c's at t.
func (h *Hub) mute(c *Conn, t *table, cmd, name string) error {
	if cmd != "/mute" && cmd != "/unmute" {
		return errors.New("the chat's commands are /mute NAME and /unmute NAME")
	}
	key := ""
	for _, s := range t.seats {
		if s.person && s.key != "" && strings.EqualFold(s.name, name) {
			key, name = s.key, s.name
		}
	}
	switch {
	case name == "":
		return fmt.Errorf("%s whom? %s NAME", cmd, cmd)
	case key == "":
		return fmt.Errorf("no one called %s plays at this table", name)
	case key == c.key:
		return errors.New("you cannot mute yourself")
	}
	if cmd == "/unmute" {
		delete(c.muted, key)
		c.news = "You see " + name + "'s lines again"
		return nil
	}
	if c.muted == nil {
		c.muted = map[string]bool{}
	}
	c.muted[key] = true
	c.news = fmt.Sprintf("You no longer see %s's lines (/unmute %s shows them again)", name, name)
	return nil
}

// chatFor is the table's chat as c sees it: "name: text", oldest first,
// without the lines of those c muted.
func (t *table) chatFor(c *Conn) []string {
	var lines []string
	for _, l := range t.chat {
		if !c.muted[l.key] {
			lines = append(lines, l.name+": "+l.text)
		}
	}
	return lines
}

// cleanChat takes out of a typed line every escape sequence (CSI, OSC and
// the like, whole, not just their ESC), control and formatting character,
// and trims it: what is left draws as text on anyone's terminal.
func cleanChat(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == 0x1b && i+1 < len(s): // ESC and what it introduces
			i += escapeLen(s[i+1:], s[i+1]) + 1
			continue
		case r >= 0x80 && r <= 0x9f: // C1: ESC and a letter in one character
			kind := byte(r - 0x40)
			i += n + escapeLen(string(kind)+s[i+n:], kind) - 1
			continue
		case r == '\t' || r == '\n' || r == '\r':
			r = ' '
		case unicode.Is(unicode.Cf, r):
			i += n
			continue
		}
		b.WriteRune(r)
		i += n
	}
	return strings.TrimSpace(strings.Join(strings.Fields(handhistory.Clean(b.String())), " "))
}

// escapeLen is the bytes of s an escape sequence of kind takes (s starts
// with kind, the byte after ESC): a CSI runs to its final byte, a string
// (OSC, DCS, PM, APC, SOS) to BEL or ST, anything else is two bytes.
func escapeLen(s string, kind byte) int {
	switch kind {
	case '[':
		for i := 1; i < len(s); i++ {
			if s[i] >= 0x40 && s[i] <= 0x7e {
				return i + 1
			}
		}
		return len(s)
	case ']', 'P', '^', '_', 'X':
		for i := 1; i < len(s); i++ {
			if s[i] == 0x07 {
				return i + 1
			}
			if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '\\' {
				return i + 2
			}
		}
		return len(s)
	}
	return 1
}
