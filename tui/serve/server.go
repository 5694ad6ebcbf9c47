package serve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/activeterm"
	bm "github.com/charmbracelet/wish/bubbletea"
	"github.com/charmbracelet/wish/logging"
	"github.com/charmbracelet/wish/ratelimiter"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"
	"golang.org/x/time/rate"

	"parlor/camelup"
	"parlor/handhistory"
	"parlor/internal/fsx"
	"parlor/tui/serve/hub"
	"parlor/tui/serve/lobby"
)

// Config sets up a server. DefaultConfig gives the values `parlor serve`
// starts from; a zero BotDelay or Pause means no pause (tests).
type Config struct {
	Addr string
	// AuthorizedKeys is a file in OpenSSH's authorized_keys form: only
	// those keys may enter. "" lets any public key in, as at a game night.
	AuthorizedKeys string
	MaxPlayers     int           // players connected at once
	SeatHold       time.Duration // how long a dropped player's seat waits for them
	IdleTimeout    time.Duration // a connection with no traffic for this long is closed
	// DataDir holds the host key and the players' names; "" means
	// $XDG_DATA_HOME/parlor (or ~/.local/share/parlor).
	DataDir string
	// SaveDir holds the games in play, saved after every hand or turn so
	// that they resume when the server starts again; "" means the server's
	// own folder of the saved games' directory, $XDG_STATE_HOME/parlor/serve.
	SaveDir string
	// HistoryDir holds the players' hand histories, one folder a player;
	// "" means DataDir/hands.
	HistoryDir string
	// HistoryFormat is the format of a new player's hand histories, until
	// they choose one in the lobby.
	HistoryFormat handhistory.Format
	Seed          uint64
	BotDelay      time.Duration // before a computer player's move, so people can follow
	Pause         time.Duration // between hands and rounds
	// RateLimit and RateBurst limit new connections from one address:
	// RateBurst at once, then RateLimit a second.
	RateLimit float64
	RateBurst int
	// Log receives the connection log; nil discards it.
	Log io.Writer
}

// DefaultConfig returns the settings of `parlor serve` without flags.
func DefaultConfig() Config {
	return Config{
		Addr:        "127.0.0.1:2222",
		MaxPlayers:  16,
		SeatHold:    2 * time.Minute,
		IdleTimeout: 15 * time.Minute,
		BotDelay:    700 * time.Millisecond,
		Pause:       2 * time.Second,
		RateLimit:   1,
		RateBurst:   10,
	}
}

// hostKeyName is the server's key in DataDir, made on the first start.
const hostKeyName = "ssh_host_ed25519_key"

// Server is Parlor served over SSH: a lobby and the tables of its games.
type Server struct {
	cfg Config
	hub *hub.Hub
	ssh *ssh.Server
}

// cleanLog is the connection log with the control characters of what
// clients send (a user name, a client version) taken out, so that no one
// writes escape sequences to the host's terminal.
type cleanLog struct{ l *log.Logger }

func (c cleanLog) Printf(format string, a ...any) {
	c.l.Print(handhistory.Clean(fmt.Sprintf(format, a...)))
}

// New checks cfg, makes the host key if there is none yet, reads the
// authorized keys and the players' names, and returns a server ready to
// Serve.
func New(cfg Config) (*Server, error) {
	if cfg.MaxPlayers < 1 {
		return nil, fmt.Errorf("max players must be at least 1, got %d", cfg.MaxPlayers)
	}
	if cfg.SeatHold <= 0 {
		return nil, fmt.Errorf("the seat-keeping time must be positive, got %v", cfg.SeatHold)
	}
	if cfg.DataDir == "" {
		d, err := fsx.DataDir()
		if err != nil {
			return nil, err
		}
		cfg.DataDir = d
	}
	if cfg.HistoryDir == "" {
		cfg.HistoryDir = filepath.Join(cfg.DataDir, "hands")
	}
	if cfg.SaveDir == "" {
		d, err := fsx.StateDir()
		if err != nil {
			return nil, err
		}
		cfg.SaveDir = filepath.Join(d, "serve") // apart from the local games' saves
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("create the data directory: %w", err)
	}
	var allowed map[string]bool
	if cfg.AuthorizedKeys != "" {
		var err error
		if allowed, err = readAuthorizedKeys(cfg.AuthorizedKeys); err != nil {
			return nil, err
		}
	}
	camelup.WarmRaceTable() // the expert's odds, ready before its first move
	logw := cfg.Log
	if logw == nil {
		logw = io.Discard
	}
	logger := cleanLog{log.New(logw, "parlor serve: ", log.LstdFlags)}
	h, err := hub.New(hub.Config{
		DataDir: cfg.DataDir, HistoryDir: cfg.HistoryDir, SaveDir: cfg.SaveDir, HistoryFormat: cfg.HistoryFormat,
		MaxPlayers: cfg.MaxPlayers, SeatHold: cfg.SeatHold, Seed: cfg.Seed, BotDelay: cfg.BotDelay, Pause: cfg.Pause,
		Logf: logger.Printf,
	})
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, hub: h}

	rateLimit, burst := cfg.RateLimit, cfg.RateBurst
	if rateLimit <= 0 {
		rateLimit = 1
	}
	if burst <= 0 {
		burst = 1
	}
	s.ssh, err = wish.NewServer(
		wish.WithAddress(cfg.Addr),
		wish.WithHostKeyPath(filepath.Join(cfg.DataDir, hostKeyName)),
		wish.WithPublicKeyAuth(func(_ ssh.Context, key ssh.PublicKey) bool {
			return allowed == nil || allowed[string(key.Marshal())]
		}),
		wish.WithIdleTimeout(cfg.IdleTimeout),
		// The first middleware listed runs last, next to the game.
		wish.WithMiddleware(
			bm.MiddlewareWithProgramHandler(s.program, termenv.Ascii),
			s.players,
			activeterm.Middleware(),
			refuseCommands,
			ratelimiter.Middleware(ratelimiter.NewRateLimiter(rate.Limit(rateLimit), burst, 4096)),
			logging.MiddlewareWithLogger(logger),
		),
	)
	if err != nil {
		return nil, fmt.Errorf("set up the ssh server: %w", err)
	}
	// No shell, no exec, no port forwarding, no SFTP: the server has only
	// the session channel, no subsystem handlers and no forwarding
	// callbacks, and refuseCommands turns down a command. Agent forwarding
	// is asked for by some clients: it is never used.
	return s, nil
}

// readAuthorizedKeys reads an authorized_keys file into a set of keys.
func readAuthorizedKeys(path string) (map[string]bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read authorized keys: %w", err)
	}
	defer f.Close()
	keys := map[string]bool{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, _, _, _, err := gossh.ParseAuthorizedKey([]byte(line))
		if err != nil {
			return nil, fmt.Errorf("read authorized keys: %s line %d: %w", path, n, err)
		}
		keys[string(k.Marshal())] = true
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read authorized keys: %w", err)
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("read authorized keys: %s holds no key", path)
	}
	return keys, nil
}

// ListenAndServe listens on the configured address and serves until
// Shutdown.
func (s *Server) ListenAndServe() error {
	l, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	return s.Serve(l)
}

// Serve serves the connections of l until Shutdown; it then returns nil.
func (s *Server) Serve(l net.Listener) error {
	err := s.ssh.Serve(l)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Shutdown stops the server: no one new may enter, every game in play is
// saved to resume when the server starts again (the hand histories keep
// every finished hand; a Hold'em hand in play is not written, and is dealt
// again on resuming), every player is told, and their connections close. It waits for them
// until ctx is done, then closes what is left.
func (s *Server) Shutdown(ctx context.Context) error {
	s.hub.Shutdown()
	// Every program quits on the news; a client may keep its connection
	// open after its session ends, so wait for the sessions, not for the
	// connections, and then close what is left.
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	var err error
	for s.hub.Online() > 0 && err == nil {
		select {
		case <-ctx.Done():
			err = ctx.Err()
		case <-tick.C:
		}
	}
	if cerr := s.ssh.Close(); err == nil && cerr != nil && !errors.Is(cerr, net.ErrClosed) {
		err = cerr
	}
	return err
}

// refuseCommands turns down `ssh HOST command`: only the game is served.
func refuseCommands(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if cmd := sess.RawCommand(); cmd != "" {
			wish.Fatalln(sess, "parlor: this server only serves the game; commands are refused. Connect without one: ssh -p PORT HOST")
			return
		}
		next(sess)
	}
}

type connKey struct{}

// players seats a connection in the hub for the length of its session, or
// turns it away when the server is full or closing.
func (s *Server) players(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		key := sess.PublicKey()
		if key == nil {
			wish.Fatalln(sess, "parlor: a public key is needed")
			return
		}
		c, err := s.hub.Connect(gossh.FingerprintSHA256(key), sess.User())
		if err != nil {
			wish.Fatalln(sess, "parlor: "+err.Error())
			return
		}
		sess.Context().SetValue(connKey{}, c)
		next(sess)
		bye := s.hub.Disconnect(c)
		if bye != "" {
			wish.Println(sess, bye)
		}
	}
}

// program makes the Bubble Tea program of one connection.
func (s *Server) program(sess ssh.Session) *tea.Program {
	c, ok := sess.Context().Value(connKey{}).(*hub.Conn)
	if !ok {
		return nil
	}
	pty, _, _ := sess.Pty()
	m := lobby.New(s.hub, c, renderer(sess, pty.Term))
	// The server's own Ctrl+C is not the players': it goes to Shutdown.
	opts := append(bm.MakeOptions(sess), tea.WithAltScreen(), tea.WithoutSignalHandler())
	p := tea.NewProgram(m, opts...)
	go c.Pump(p)
	return p
}

// renderer picks the colours from the client's terminal: none for a dumb
// one or when the client sets NO_COLOR.
func renderer(sess ssh.Session, term string) *lipgloss.Renderer {
	profile := termenv.ANSI
	switch {
	case term == "" || term == "dumb":
		profile = termenv.Ascii
	case strings.Contains(term, "256color"):
		profile = termenv.ANSI256
	}
	for _, e := range sess.Environ() {
		if strings.HasPrefix(e, "NO_COLOR=") {
			profile = termenv.Ascii
		}
	}
	return lipgloss.NewRenderer(sess, termenv.WithProfile(profile))
}
