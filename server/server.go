package server

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
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	"github.com/charmbracelet/wish/ratelimiter"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"
	"golang.org/x/time/rate"

	"parlor/camelup"
	"parlor/handhistory"
	"parlor/internal/fsx"
	"parlor/internal/thousands"
	"parlor/server/hub"
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
	// IdleTimeout closes, with a word to the player, a connection whose
	// player has pressed no key for this long; 0 never does.
	IdleTimeout time.Duration
	// MaxConnectionTime closes a connection this long after it opened,
	// with a word to the player (their seat is kept as after a drop); 0
	// never does.
	MaxConnectionTime time.Duration
	// LoginTimeout is how long a connection has, from its accept, to log
	// in and start its session, and again to start another once its
	// sessions have ended; 0 means DefaultConfig's.
	LoginTimeout time.Duration
	// HandshakeTimeout is how long a connection has, from its accept, to
	// finish its version and key exchange (within the login timeout); 0
	// means DefaultConfig's.
	HandshakeTimeout time.Duration
	// MaxLogins and MaxLoginsPerAddress cap the connections logging in
	// at once, in all and from one address (an IPv6 /64; a /48 holds four
	// addresses' worth); further ones from the address are closed at once,
	// and at the cap in all the oldest still in its key exchange is closed
	// to make room. Above EarlyDrop of them, a newcomer is closed at
	// random, the more likely the fuller. 0 means DefaultConfig's.
	MaxLogins, MaxLoginsPerAddress, EarlyDrop int
	// Penalty is added to an address's penalty for each of its
	// connections that times out, is closed to make room or fails its
	// login; the address is refused while more than three penalties are
	// left (they run down as time passes). 0 means DefaultConfig's; a
	// negative one, none.
	Penalty time.Duration
	// MaxPlayersPerAddress caps the players connected from one address
	// (an IPv6 /64); 0 means DefaultConfig's.
	MaxPlayersPerAddress int
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
	// HandPause is how long a Hold'em hand's end, or a round's summary
	// (Camel Up's), shows before the next is dealt or played, unless
	// every player presses a key first; 0 means Pause.
	HandPause time.Duration
	// TurnTime is a person's time for a Hold'em decision and TimeBank the
	// time more they have for a level's decisions; then the seat checks
	// or folds. A zero TurnTime gives no limit (tests).
	TurnTime, TimeBank time.Duration
	// WriteTimeout closes a connection whose client has not taken what
	// its screen is sent within this long: it stopped reading. 0 means
	// DefaultConfig's.
	WriteTimeout time.Duration
	// RateLimit and RateBurst limit new sessions from one address:
	// RateBurst at once, then RateLimit a second.
	RateLimit float64
	RateBurst int
	// Log receives the connection log; nil discards it.
	Log io.Writer
}

// DefaultConfig returns the settings of `parlor serve` without flags.
func DefaultConfig() Config {
	return Config{
		Addr:                 "127.0.0.1:2222",
		MaxPlayers:           16,
		SeatHold:             2 * time.Minute,
		IdleTimeout:          15 * time.Minute,
		MaxConnectionTime:    12 * time.Hour,
		LoginTimeout:         30 * time.Second,
		WriteTimeout:         15 * time.Second,
		HandshakeTimeout:     10 * time.Second,
		MaxLogins:            64,
		MaxLoginsPerAddress:  8,
		EarlyDrop:            32,
		Penalty:              5 * time.Second,
		MaxPlayersPerAddress: 4,
		BotDelay:             700 * time.Millisecond,
		Pause:                2 * time.Second,
		HandPause:            15 * time.Second,
		TurnTime:             30 * time.Second,
		TimeBank:             60 * time.Second,
		RateLimit:            1,
		RateBurst:            10,
	}
}

// raceTableWarm is closed once warmRaceTable is done: the table built and
// its scratch given back.
var (
	raceTableWarm = make(chan struct{})
	raceTableOnce sync.Once
)

// warmRaceTable builds Camel Up's race table in the background, so that
// the expert's odds are ready before its first move, and then gives its
// scratch (some 42 MB) back to the system. The first collection ran while
// the scratch was live and set the heap's goal past 80 MB: left to the
// runtime, a server at rest kept it resident for minutes (57 MB, against
// 15 MB once given back).
func warmRaceTable() {
	raceTableOnce.Do(func() {
		go func() {
			camelup.SharedRaceTable()
			debug.FreeOSMemory()
			close(raceTableWarm)
		}()
	})
}

// shutdownGrace is how long Shutdown waits for the players' programs to
// say goodbye and end.
const shutdownGrace = 5 * time.Second

// hostKeyName is the server's key in DataDir, made on the first start.
const hostKeyName = "ssh_host_ed25519_key"

// backstop is how long after a session's own idle or time limit the
// connection's deadline closes it, should the session not end by itself.
const backstop = time.Minute

// Server is Parlor served over SSH: a lobby and the tables of its games.
type Server struct {
	cfg      Config
	hub      *hub.Hub
	ssh      *ssh.Server
	logf     func(format string, a ...any)
	refusals *throttle // refusals that may come by the thousand
	logins   *logins
	playing  *perAddress     // players connected, by address
	allowed  map[string]bool // nil: any key
	limiter  ratelimiter.RateLimiter
	// onSession, for tests, is called at the start of each session's
	// program.
	onSession func(ssh.Session)
}

// New checks cfg, makes the host key if there is none yet, reads the
// authorized keys and the players' names, and returns a server ready to
// Serve. A folder the server must write to (the data, the saved games,
// the hand histories) that cannot be written is an error: the games would
// not resume, and the players would be told they do.
func New(cfg Config) (*Server, error) {
	if cfg.MaxPlayers < 1 {
		return nil, fmt.Errorf("max players must be at least 1, got %d", cfg.MaxPlayers)
	}
	if cfg.SeatHold <= 0 {
		return nil, fmt.Errorf("the seat-keeping time must be positive, got %v", cfg.SeatHold)
	}
	def := DefaultConfig()
	if cfg.LoginTimeout <= 0 {
		cfg.LoginTimeout = def.LoginTimeout
	}
	if cfg.WriteTimeout <= 0 {
		cfg.WriteTimeout = def.WriteTimeout
	}
	if cfg.MaxLogins <= 0 {
		cfg.MaxLogins = def.MaxLogins
	}
	if cfg.MaxLoginsPerAddress <= 0 {
		cfg.MaxLoginsPerAddress = def.MaxLoginsPerAddress
	}
	if cfg.HandshakeTimeout <= 0 {
		cfg.HandshakeTimeout = def.HandshakeTimeout
	}
	if cfg.EarlyDrop <= 0 {
		cfg.EarlyDrop = min(def.EarlyDrop, cfg.MaxLogins/2)
	}
	if cfg.Penalty == 0 {
		cfg.Penalty = def.Penalty
	}
	if cfg.MaxPlayersPerAddress <= 0 {
		cfg.MaxPlayersPerAddress = def.MaxPlayersPerAddress
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
	s := &Server{cfg: cfg, playing: &perAddress{n: map[string]int{}}}
	if cfg.AuthorizedKeys != "" {
		var err error
		if s.allowed, err = readAuthorizedKeys(cfg.AuthorizedKeys); err != nil {
			return nil, err
		}
	}
	warmRaceTable()
	logw := cfg.Log
	if logw == nil {
		logw = io.Discard
	}
	s.logf = cleanLog{log.New(logw, "parlor serve: ", log.LstdFlags)}.Printf
	s.refusals = newThrottle(s.logf, 10*time.Second)
	s.logins = newLogins(loginCaps{
		loginTimeout: cfg.LoginTimeout, kexTimeout: cfg.HandshakeTimeout,
		maxTotal: cfg.MaxLogins, maxAddr: cfg.MaxLoginsPerAddress, dropStart: cfg.EarlyDrop, penalty: cfg.Penalty,
	}, func(addr, line string) {
		s.refusals.log("session "+addr, line)
	})
	h, err := hub.New(hub.Config{
		DataDir: cfg.DataDir, HistoryDir: cfg.HistoryDir, SaveDir: cfg.SaveDir, HistoryFormat: cfg.HistoryFormat,
		MaxPlayers: cfg.MaxPlayers, SeatHold: cfg.SeatHold, Seed: cfg.Seed, BotDelay: cfg.BotDelay, Pause: cfg.Pause,
		HandPause: cfg.HandPause, TurnTime: cfg.TurnTime, TimeBank: cfg.TimeBank, Logf: s.logf,
	})
	if err != nil {
		return nil, err
	}
	s.hub = h

	rateLimit, burst := cfg.RateLimit, cfg.RateBurst
	if rateLimit <= 0 {
		rateLimit = 1
	}
	if burst <= 0 {
		burst = 1
	}
	s.limiter = ratelimiter.NewRateLimiter(rate.Limit(rateLimit), burst, 4096)
	s.ssh, err = wish.NewServer(
		wish.WithAddress(cfg.Addr),
		wish.WithHostKeyPath(filepath.Join(cfg.DataDir, hostKeyName)),
		wish.WithPublicKeyAuth(s.allowKey),
		func(srv *ssh.Server) error {
			srv.ConnCallback = s.accept
			srv.ConnectionFailedCallback = s.failed
			srv.PtyHandler = ptyHandler
			srv.ServerConfigCallback = s.serverConfig
			// The sessions close themselves, with a word, at their idle
			// and connection times; the connection's deadlines are the
			// backstop.
			if cfg.IdleTimeout > 0 {
				srv.IdleTimeout = cfg.IdleTimeout + backstop
			}
			if cfg.MaxConnectionTime > 0 {
				srv.MaxTimeout = cfg.MaxConnectionTime + backstop
			}
			return nil
		},
		// The first middleware listed runs last, next to the game.
		wish.WithMiddleware(s.play, s.players, s.needTerminal, s.refuseCommands, s.rateLimit, s.track, s.recoverer),
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
	// connections, and then close what is left. A client that has not
	// taken its goodbye within shutdownGrace has stopped reading: its
	// connection is closed with the rest.
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	grace := time.NewTimer(shutdownGrace)
	defer grace.Stop()
	var err error
wait:
	for s.hub.Online() > 0 && err == nil {
		select {
		case <-ctx.Done():
			err = ctx.Err()
		case <-grace.C:
			s.logf("closing %d connections whose clients did not take their goodbye within %s", s.hub.Online(), thousands.Duration(shutdownGrace))
			break wait
		case <-tick.C:
		}
	}
	if cerr := s.ssh.Close(); err == nil && cerr != nil && !errors.Is(cerr, net.ErrClosed) {
		err = cerr
	}
	return err
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
