package server

import (
	"crypto/rand"
	"crypto/rsa"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

var (
	rsaKeys   = map[int]gossh.Signer{}
	rsaKeysMu sync.Mutex
)

// rsaSigner is an RSA key of bits, made once for the tests.
func rsaSigner(t *testing.T, bits int) gossh.Signer {
	t.Helper()
	rsaKeysMu.Lock()
	defer rsaKeysMu.Unlock()
	if s, ok := rsaKeys[bits]; ok {
		return s
	}
	k, err := rsa.GenerateKey(rand.Reader, bits)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(k)
	if err != nil {
		t.Fatal(err)
	}
	rsaKeys[bits] = s
	return s
}

// TestKeysAndAlgorithms: RSA keys under 2048 bits and the algorithms that
// rest on SHA-1 (ssh-rsa signatures, diffie-hellman-group14-sha1,
// hmac-sha1) are refused, and the log says why; the keys and algorithms
// of a current OpenSSH get in.
func TestKeysAndAlgorithms(t *testing.T) {
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) { c.Log = log })
	sha1Signer := func(t *testing.T) gossh.Signer {
		s, err := gossh.NewSignerWithAlgorithms(rsaSigner(t, 2048).(gossh.AlgorithmSigner), []string{gossh.KeyAlgoRSA})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	tests := []struct {
		name   string
		key    func(t *testing.T) gossh.Signer
		config gossh.Config
		log    string // "" for a login that goes through
	}{
		{name: "ed25519", key: newSigner},
		{name: "RSA of 2048 bits", key: func(t *testing.T) gossh.Signer { return rsaSigner(t, 2048) }},
		{name: "RSA of 1024 bits", key: func(t *testing.T) gossh.Signer { return rsaSigner(t, 1024) }, log: "refused: RSA of 1024 bits (2048 at least)"},
		{name: "an ssh-rsa signature (SHA-1)", key: sha1Signer, log: `algorithm "ssh-rsa" not accepted`},
		{name: "diffie-hellman-group14-sha1", key: newSigner, config: gossh.Config{KeyExchanges: []string{gossh.InsecureKeyExchangeDH14SHA1}},
			log: "no common algorithm for key exchange"},
		{name: "hmac-sha1", key: newSigner, config: gossh.Config{Ciphers: []string{gossh.CipherAES128CTR}, MACs: []string{gossh.HMACSHA1}},
			log: "no common algorithm"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key := tt.key(t)
			conn, err := gossh.Dial("tcp", ts.addr, &gossh.ClientConfig{
				Config: tt.config, User: "tester", Auth: []gossh.AuthMethod{gossh.PublicKeys(key)},
				HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second,
			})
			if err == nil {
				conn.Close()
			}
			if tt.log == "" {
				if err != nil {
					t.Errorf("login: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("the login went through, want it refused")
			}
			waitLog(t, log, tt.log)
		})
	}
}

// TestRefusalsLogged: every refusal gets a line in the log, with the
// player's key and their name when it has one.
func TestRefusalsLogged(t *testing.T) {
	known := newSigner(t)
	fp := gossh.FingerprintSHA256(known.PublicKey())
	tests := []struct {
		name string
		edit func(*Config)
		try  func(t *testing.T, ts *testServer)
		log  string
	}{
		{"a key not authorized", func(c *Config) {
			file := filepath.Join(c.DataDir, "authorized_keys")
			if err := os.WriteFile(file, gossh.MarshalAuthorizedKey(newSigner(t).PublicKey()), 0o600); err != nil {
				t.Fatal(err)
			}
			c.AuthorizedKeys = file
		}, func(t *testing.T, ts *testServer) {
			if _, err := ts.dial(known); err == nil {
				t.Error("a key not authorized got in")
			}
		}, `(ssh user "tester"): ssh-ed25519 key ` + fp + " refused: not in the authorized keys"},
		{"the server full", func(c *Config) { c.MaxPlayers = 1 }, func(t *testing.T, ts *testServer) {
			ts.enter("alice")
			ts.connect("ana", known).waitEnd()
		}, "a new player (key " + fp + `, ssh user "tester"): the server is full`},
		{"sessions too fast", func(c *Config) { c.RateLimit, c.RateBurst = 0.01, 1 }, func(t *testing.T, ts *testServer) {
			ts.enter("alice")
			ts.connect("ana", known).waitEnd()
		}, "refused 127.0.0.1"},
		{"no terminal", nil, func(t *testing.T, ts *testServer) {
			sess := ts.bareSession()
			_ = sess.Shell()
			_ = sess.Wait()
		}, "no terminal (PTY) asked for"},
		{"a command", nil, func(t *testing.T, ts *testServer) {
			_, _ = ts.bareSession().CombinedOutput("cat /etc/passwd")
		}, `a command ("cat /etc/passwd")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log := &syncBuffer{}
			ts := startServer(t, func(c *Config) {
				c.Log = log
				if tt.edit != nil {
					tt.edit(c)
				}
			})
			tt.try(t, ts)
			waitLog(t, log, tt.log)
		})
	}
}

// TestConnectionLines: the log's line of a player who enters and leaves
// carries their key and, once they have one, their name.
func TestConnectionLines(t *testing.T) {
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) { c.Log = log })
	key := newSigner(t)
	fp := gossh.FingerprintSHA256(key.PublicKey())
	ana := ts.enterWith("ana", key)
	waitLog(t, log, "a new player (key "+fp)
	waitLog(t, log, "key "+fp+" goes by ana")
	ana.send("\x03")
	ana.waitEnd()
	waitLog(t, log, "ana (key "+fp+`, ssh user "tester") left after`)
	ts.connect("ana again", key).waitFor("> ana")
	waitLog(t, log, "ana (key "+fp+`, ssh user "tester") entered (SSH-2.0-Go, terminal "dumb" 120×60)`)
}

// TestPanicInSession: a panic in one player's session ends that session
// alone, with a word to them and the stack in the log; the other players
// play on, and the server lets the player's connection go.
func TestPanicInSession(t *testing.T) {
	log := &syncBuffer{}
	ts := startServer(t, func(c *Config) { c.Log = log }, func(s *Server) {
		s.onSession = func(sess ssh.Session) {
			if sess.User() == "boom" {
				panic("a bug in the session")
			}
		}
	})
	alice := ts.enter("alice")
	boom := ts.connectAs("boom", "boom", newSigner(t))
	boom.waitFor("something went wrong on the server")
	boom.waitEnd()
	waitLog(t, log, "panic in the session of")
	waitLog(t, log, "a bug in the session")
	if !strings.Contains(log.String(), "goroutine") {
		t.Errorf("the log has no stack:\n%s", log.String())
	}
	alice.send("n")
	alice.waitFor("A new table")
	deadline := time.Now().Add(waitTimeout)
	for ts.srv.hub.Online() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := ts.srv.hub.Online(); n != 1 {
		t.Errorf("%d players online after the panic, want alice alone", n)
	}
}

// TestMaxConnectionTime: a connection is closed at the longest time one may
// last, and the player is told.
func TestMaxConnectionTime(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.MaxConnectionTime = 2 * time.Second })
	alice := ts.enter("alice")
	alice.waitFor("you have been connected for 2 seconds, the longest a connection may last")
	alice.waitEnd()
}

// TestStateFolderNotWritable: a server whose saved games' folder cannot be
// written does not start, and says which folder it is; one whose saves
// start failing during a game tells the table, and at the stop tells its
// players that the game resumes from before the failure.
func TestStateFolderNotWritable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := Config{DataDir: t.TempDir(), SaveDir: filepath.Join(file, "serve"), MaxPlayers: 2, SeatHold: time.Minute}
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), cfg.SaveDir) {
		t.Errorf("New with a save folder that cannot be written: %v, want an error naming it", err)
	}

	ts := startServer(t, func(c *Config) { c.BotDelay = time.Millisecond })
	alice := ts.enter("alice")
	alice.newTable("down", "left", "down", "down", "right", "right") // Camel Up, alice and two player0s
	alice.send("s")
	alice.waitFor("Your turn (move ")
	saves := ts.cfg.SaveDir
	for deadline := time.Now().Add(waitTimeout); ; time.Sleep(10 * time.Millisecond) { // the game's first save is written
		if files, _ := filepath.Glob(filepath.Join(saves, "*.json")); len(files) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the game was never saved")
		}
	}
	if err := os.Rename(saves, saves+".away"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(saves, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	alice.send("1", "enter")
	alice.waitFor("could not be saved just now")
	ts.stop()
	alice.waitFor("The game's last save failed")
	alice.waitEnd()
	if strings.Contains(alice.text(), saves) {
		t.Errorf("alice was shown the host's path %s", saves)
	}
}
