package main

import (
	"bytes"
	"context"
	"errors"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

func TestServeUsage(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--max-players", "0"},
		{"serve", "--seat-hold", "0s"},
		{"serve", "--idle-timeout", "-1s"},
		{"serve", "--handshake-timeout", "0s"},
		{"serve", "--max-logins", "0"},
		{"serve", "--penalty", "-1s"},
		{"serve", "--history-format", "nope"},
		{"serve", "extra"},
	} {
		_, _, err := runRoot(t, args...)
		var ue usageError
		if !errors.As(err, &ue) {
			t.Errorf("%v: error %v, want a usage error", args, err)
		}
	}
}

// syncBuffer is a bytes.Buffer safe to write from the server while the
// test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// serveOnce runs `parlor serve` on a free port until the context ends, as
// Ctrl+C ends it, and returns the address it served on.
func serveOnce(t *testing.T, check func(addr string)) {
	t.Helper()
	root := newRootCmd()
	var out, errOut syncBuffer
	root.SetOut(&out)
	root.SetErr(&errOut)
	root.SetArgs([]string{"serve", "--addr", "127.0.0.1:0"})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx) }()
	served := regexp.MustCompile(`served on (\S+)\.`)
	deadline := time.Now().Add(10 * time.Second)
	var addr string
	for addr == "" {
		if m := served.FindStringSubmatch(out.String()); m != nil {
			addr = m[1]
		} else if time.Now().After(deadline) {
			cancel()
			t.Fatalf("serve did not start: %s%s", out.String(), errOut.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	check(addr)
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve: %v\n%s", err, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// TestServeHostKey: the server answers SSH, and its host key is made on
// the first start and kept for the next.
func TestServeHostKey(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	var keys [2][]byte
	for i := range keys {
		serveOnce(t, func(addr string) {
			cfg := &gossh.ClientConfig{
				User: "tester",
				HostKeyCallback: func(_ string, _ net.Addr, k gossh.PublicKey) error {
					keys[i] = k.Marshal()
					return nil
				},
				Timeout: 5 * time.Second,
			}
			// Without a key the client cannot enter, but the handshake
			// shows the host key first.
			if c, err := gossh.Dial("tcp", addr, cfg); err == nil {
				c.Close()
				t.Errorf("a client with no key entered")
			}
		})
	}
	if keys[0] == nil || !bytes.Equal(keys[0], keys[1]) {
		t.Errorf("the host key changed between two starts")
	}
	if _, err := os.Stat(filepath.Join(data, "parlor", "ssh_host_ed25519_key")); err != nil {
		t.Errorf("host key: %v", err)
	}
}

// TestHowToPlay: the banner names the server's real address, never HOST.
func TestHowToPlay(t *testing.T) {
	for _, c := range []struct {
		addr *net.TCPAddr
		want string
	}{
		{&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 2222}, "ssh -p 2222 127.0.0.1"},
		{&net.TCPAddr{IP: net.IPv6loopback, Port: 22}, "ssh ::1"},
	} {
		if got := howToPlay(c.addr); got != c.want {
			t.Errorf("howToPlay(%v) = %q, want %q", c.addr, got, c.want)
		}
	}
	all := howToPlay(&net.TCPAddr{IP: net.IPv4zero, Port: 2222})
	if !regexp.MustCompile(`^ssh -p 2222 \S+( or ssh -p 2222 \S+)*$`).MatchString(all) || regexp.MustCompile(`HOST|0\.0\.0\.0|127\.`).MatchString(all) {
		t.Errorf("howToPlay(0.0.0.0:2222) = %q, want this machine's addresses", all)
	}
}
