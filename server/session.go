package server

import (
	"context"
	"crypto/rsa"
	"errors"
	"fmt"
	"io"
	"net"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	gossh "golang.org/x/crypto/ssh"

	"parlor/internal/thousands"
	"parlor/server/hub"
	"parlor/tui/lobby"
)

// The SSH layer: what the server asks of a connection before its
// session, and the middlewares around each session, outermost first:
// recoverer, track, rateLimit (every session counts, a refused one too),
// refuseCommands, needTerminal, players and play (the program).

// minRSABits is the smallest RSA key that may log in, as OpenSSH since
// 8.8 (RequiredRSASize).
const minRSABits = 2048

// accept admits a new connection as a link, or refuses it at once when
// too many logins are under way (ssh.Server.ConnCallback).
func (s *Server) accept(ctx ssh.Context, c net.Conn) net.Conn {
	l, err := s.logins.admit(c)
	if err != nil {
		s.refusals.log("busy "+addrKey(c.RemoteAddr()), fmt.Sprintf("refused %s: %v", c.RemoteAddr(), err))
		return nil
	}
	ctx.SetValue(linkKey{}, l)
	return l
}

// failed logs a connection that ended before it logged in, with why
// (ssh.Server.ConnectionFailedCallback).
func (s *Server) failed(c net.Conn, err error) {
	l := s.logins.failed(c.RemoteAddr().String())
	if l == nil {
		return
	}
	if line := l.failure(err); line != "" {
		s.refusals.log("login "+l.addr, line)
	}
}

// serverConfig refuses the algorithms that rest on SHA-1 (the ssh-rsa
// signature, diffie-hellman-group14-sha1, hmac-sha1) and the others
// x/crypto calls insecure, and has each login attempt noted on the
// connection's link.
func (s *Server) serverConfig(ctx ssh.Context) *gossh.ServerConfig {
	algs := gossh.SupportedAlgorithms()
	cfg := &gossh.ServerConfig{
		Config: gossh.Config{
			KeyExchanges: algs.KeyExchanges,
			Ciphers:      algs.Ciphers,
			MACs:         slices.DeleteFunc(algs.MACs, func(m string) bool { return strings.Contains(m, "sha1") }),
		},
		PublicKeyAuthAlgorithms: algs.PublicKeyAuths,
	}
	if l := linkOf(ctx); l != nil {
		cfg.AuthLogCallback = l.authLog
	}
	return cfg
}

// allowKey is the public-key check: any key (or those of the authorized
// keys file), but no RSA key under minRSABits.
func (s *Server) allowKey(ctx ssh.Context, key ssh.PublicKey) bool {
	why := ""
	if ck, ok := key.(gossh.CryptoPublicKey); ok {
		if rk, ok := ck.CryptoPublicKey().(*rsa.PublicKey); ok && rk.N.BitLen() < minRSABits {
			why = fmt.Sprintf("refused: RSA of %d bits (%d at least)", rk.N.BitLen(), minRSABits)
		}
	}
	if why == "" && s.allowed != nil && !s.allowed[string(key.Marshal())] {
		why = "refused: not in the authorized keys"
	}
	l := linkOf(ctx)
	if why == "" {
		if l != nil {
			l.accept(key)
		}
		return true
	}
	if l != nil {
		l.refuse(key, why)
	}
	return false
}

// who names a session's player for the log: their name if their key has
// one, and the key.
func (s *Server) who(sess ssh.Session) string {
	key := sess.PublicKey()
	if key == nil {
		return fmt.Sprintf("%s (no key)", sess.RemoteAddr())
	}
	fp := gossh.FingerprintSHA256(key)
	name := s.hub.KnownName(fp)
	if name == "" {
		name = "a new player"
	}
	return fmt.Sprintf("%s: %s (key %s, ssh user %q)", sess.RemoteAddr(), name, fp, sess.User())
}

// recoverer keeps a panic in one session from ending the server: it is
// logged with its stack, the player is told, and their session ends (the
// middlewares inside it let their connection go as they unwind).
func (s *Server) recoverer(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		defer func() {
			if r := recover(); r != nil {
				s.logf("panic in the session of %s: %v\n%s", s.who(sess), r, debug.Stack())
				wish.Fatalln(sess, "parlor: something went wrong on the server, and this connection is closed. Sorry! Connect again to play on.")
			}
		}()
		next(sess)
	}
}

// track lifts the connection's login deadline while its session runs.
func (s *Server) track(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if l := linkOf(sess.Context()); l != nil {
			l.sessionStarted()
			defer l.sessionEnded()
		}
		next(sess)
	}
}

// refuseCommands turns down `ssh HOST command`: only the game is served.
func (s *Server) refuseCommands(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if cmd := sess.RawCommand(); cmd != "" {
			s.logf("refused %s: a command (%q)", s.who(sess), cmd)
			wish.Fatalln(sess, "parlor: this server only serves the game; commands are refused. Connect without one: ssh -p PORT HOST")
			return
		}
		next(sess)
	}
}

// rateLimit turns away an address that opens sessions faster than the
// limit.
func (s *Server) rateLimit(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if err := s.limiter.Allow(sess); err != nil {
			s.refusals.log("rate "+addrKey(sess.RemoteAddr()), fmt.Sprintf("refused %s: sessions opened too fast", s.who(sess)))
			wish.Fatalln(sess, "parlor: "+err.Error())
			return
		}
		next(sess)
	}
}

// needTerminal turns away a session without a terminal: the game needs
// one.
func (s *Server) needTerminal(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		if _, ok := sess.Context().Value(terminalKey{}).(terminal); !ok {
			s.logf("refused %s: no terminal (PTY) asked for", s.who(sess))
			wish.Fatalln(sess, "parlor: the game needs a terminal (PTY): connect with ssh -t, or without -T")
			return
		}
		next(sess)
	}
}

// emulated is the ssh package's own pty handler (a terminal emulated over
// the channel), which ptyHandler wraps.
var emulated = func() ssh.PtyHandler {
	var srv ssh.Server
	_ = ssh.EmulatePty()(&srv)
	return srv.PtyHandler
}()

// ptyHandler keeps the terminal a client asks for in the session's context.
// It runs in the goroutine that handles the session's requests, the one
// that also writes the pty's size on every window-change without a lock:
// sess.Pty() anywhere else races with the client's resizes (the race
// detector saw it), so the session reads its terminal from here.
func ptyHandler(ctx ssh.Context, sess ssh.Session, pty ssh.Pty) (func() error, error) {
	_, winch, _ := sess.Pty()
	ctx.SetValue(terminalKey{}, terminal{pty, winch})
	return emulated(ctx, sess, pty)
}

// terminal is the session's terminal as it was asked for; the sizes after
// the first come through winch.
type terminal struct {
	pty   ssh.Pty
	winch <-chan ssh.Window
}

type terminalKey struct{}

// terminalOf is the terminal needTerminal read for sess.
func terminalOf(sess ssh.Session) terminal {
	t, _ := sess.Context().Value(terminalKey{}).(terminal)
	return t
}

// player is what a session's middlewares share with its program.
type player struct {
	conn *hub.Conn
	in   *input
	out  io.Writer // the session's output, closed when the client stops reading
}

type playerKey struct{}

// players seats a connection in the hub for the length of its session,
// or turns it away when the server is full or closing; while it plays, it
// watches the idle and connection times.
func (s *Server) players(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		key := sess.PublicKey()
		if key == nil {
			wish.Fatalln(sess, "parlor: a public key is needed")
			return
		}
		addr := addrKey(sess.RemoteAddr())
		if !s.playing.take(addr, s.cfg.MaxPlayersPerAddress) {
			s.logf("refused %s: %d players are connected from %s, the most from one address", s.who(sess), s.cfg.MaxPlayersPerAddress, addr)
			wish.Fatalln(sess, fmt.Sprintf("parlor: %d players are already connected from your address, the most from one; try again when one leaves", s.cfg.MaxPlayersPerAddress))
			return
		}
		defer s.playing.free(addr)
		c, err := s.hub.Connect(gossh.FingerprintSHA256(key), sess.User())
		if err != nil {
			s.logf("refused %s: %v", s.who(sess), err)
			wish.Fatalln(sess, "parlor: "+err.Error())
			return
		}
		start := time.Now()
		pty := terminalOf(sess).pty
		s.logf("%s entered (%s, terminal %q %d×%d)", s.who(sess), sess.Context().ClientVersion(), pty.Term, pty.Window.Width, pty.Window.Height)
		p := &player{conn: c, in: newInput(sess, time.Now), out: s.output(sess)}
		sess.Context().SetValue(playerKey{}, p)
		ctx, stop := context.WithCancel(sess.Context())
		why := make(chan string, 1)
		go s.watch(ctx, sess, p, start, why)
		defer func() {
			stop()
			bye := s.hub.Disconnect(c)
			reason := ""
			select {
			case reason = <-why:
				reason = ": " + reason
			default:
			}
			if n := p.in.Dropped(); n > 0 {
				reason += fmt.Sprintf(" (%d bytes of input over the limit dropped)", n)
			}
			s.logf("%s left after %v%s", s.who(sess), time.Since(start).Round(time.Second), reason)
			if bye != "" {
				fmt.Fprintln(p.out, bye)
			}
		}()
		next(sess)
	}
}

// perAddress counts what each address holds.
type perAddress struct {
	mu sync.Mutex
	n  map[string]int
}

// take counts one more for addr, unless it holds limit already.
func (p *perAddress) take(addr string, limit int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n[addr] >= limit {
		return false
	}
	p.n[addr]++
	return true
}

func (p *perAddress) free(addr string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n[addr]--; p.n[addr] <= 0 {
		delete(p.n, addr)
	}
}

// watch sends the player away, with a word, when they have pressed no key
// for the idle timeout or have been connected for the longest a connection
// may last; if their program does not end within a few seconds of it, the
// session is closed.
func (s *Server) watch(ctx context.Context, sess ssh.Session, p *player, start time.Time, why chan<- string) {
	idle, most := s.cfg.IdleTimeout, s.cfg.MaxConnectionTime
	if idle <= 0 && most <= 0 {
		return
	}
	t := time.NewTimer(time.Hour)
	defer t.Stop()
	for {
		now := time.Now()
		next := now.Add(time.Hour)
		reason, bye := "", ""
		if idle > 0 {
			at := p.in.Last().Add(idle)
			if !now.Before(at) {
				reason = fmt.Sprintf("no key pressed for %s", thousands.Duration(idle))
				bye = fmt.Sprintf("you pressed no key for %s, so this connection is closed", thousands.Duration(idle))
			}
			next = at
		}
		if most > 0 {
			at := start.Add(most)
			if !now.Before(at) {
				reason = fmt.Sprintf("connected for %s, the longest a connection may last", thousands.Duration(most))
				bye = fmt.Sprintf("you have been connected for %s, the longest a connection may last, so this connection is closed", thousands.Duration(most))
			}
			if at.Before(next) {
				next = at
			}
		}
		if reason != "" {
			why <- reason
			s.hub.SendAway(p.conn, bye)
			select {
			case <-ctx.Done():
			case <-time.After(5 * time.Second):
				s.hangUp(sess) // the program did not end: its client may not read
			}
			return
		}
		t.Reset(next.Sub(now))
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// play runs the session's program: the lobby, drawn for the player's
// terminal, reading their keys through their input. A terminal's resizes
// reach it at most every resizeEvery, however fast a client sends them.
func (s *Server) play(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		p, ok := sess.Context().Value(playerKey{}).(*player)
		term := terminalOf(sess)
		pty, winch := term.pty, term.winch
		if !ok {
			next(sess)
			return
		}
		if s.onSession != nil {
			s.onSession(sess)
		}
		m := lobby.New(s.hub, p.conn, renderer(sess, pty.Term))
		// The server's own Ctrl+C is not the players': it goes to Shutdown.
		prog := tea.NewProgram(m, tea.WithInput(p.in), tea.WithOutput(p.out), tea.WithAltScreen(), tea.WithoutSignalHandler())
		ctx, cancel := context.WithCancel(sess.Context())
		go lobby.Pump(p.conn, prog)
		go resizes(ctx, prog, winch)
		if _, err := prog.Run(); errors.Is(err, tea.ErrProgramPanic) || (err != nil && !errors.Is(err, tea.ErrProgramKilled)) {
			s.logf("%s: the program ended: %v", s.who(sess), err)
		}
		prog.Kill()
		cancel()
		next(sess)
	}
}

// output is where a session's program draws: its writes that wait
// longer than the write timeout for the client close the connection.
func (s *Server) output(sess ssh.Session) io.Writer {
	var once sync.Once
	return stallWriter{w: sess, timeout: s.cfg.WriteTimeout, stall: func() {
		once.Do(func() {
			s.logf("closed %s: a write waited %s for the client, which no longer reads", s.who(sess), thousands.Duration(s.cfg.WriteTimeout))
			s.hangUp(sess)
		})
	}}
}

// hangUp closes a session's connection, TCP and all: closing the session
// alone does not end a write that waits for its client.
func (s *Server) hangUp(sess ssh.Session) {
	if l := linkOf(sess.Context()); l != nil {
		_ = l.Close()
		return
	}
	_ = sess.Close()
}

// resizeEvery is the shortest time between two sizes sent to a program.
const resizeEvery = 50 * time.Millisecond

// maxWidth and maxHeight bound a terminal's size as it enters, from the
// pty request and every window-change: the screens pad their lines to the
// width, and a client may claim a hundred million columns.
const maxWidth, maxHeight = 500, 200

// clampSize is a terminal's size as the program sees it: at most
// maxWidth×maxHeight, never negative.
func clampSize(w ssh.Window) tea.WindowSizeMsg {
	return tea.WindowSizeMsg{Width: min(max(w.Width, 0), maxWidth), Height: min(max(w.Height, 0), maxHeight)}
}

// resizes reads the terminal's sizes until the client's requests for the
// session end, and hands the program the latest, clamped, at most every
// resizeEvery. It never waits for the program: the SSH server hands a
// window-change over before it reads the connection's next message, so a
// program that does not take its sizes (its client stopped reading what
// it draws) must not stop the connection. When ctx is done it quits the
// program (the connection is gone) and keeps reading the sizes.
func resizes(ctx context.Context, p *tea.Program, winch <-chan ssh.Window) {
	latest := make(chan tea.WindowSizeMsg, 1) // only the newest size waits
	go func() {
		for {
			select {
			case <-ctx.Done():
				p.Quit()
				return
			case m := <-latest:
				p.Send(m) // returns once the program is killed, if it waits
			}
			select {
			case <-ctx.Done():
			case <-time.After(resizeEvery):
			}
		}
	}()
	for w := range winch {
		select {
		case <-latest: // an older size, not taken yet
		default:
		}
		latest <- clampSize(w) // this goroutine alone puts: there is room
	}
}

// stallWriter writes to a session, and calls stall when a write has not
// gone through within timeout: the client has stopped reading (its SSH
// window or its TCP buffers are full), and the write would wait for it
// for ever, holding the program's renderer.
type stallWriter struct {
	w       io.Writer
	timeout time.Duration
	stall   func()
}

func (s stallWriter) Write(p []byte) (int, error) {
	if s.timeout <= 0 {
		return s.w.Write(p)
	}
	t := time.AfterFunc(s.timeout, s.stall)
	defer t.Stop()
	return s.w.Write(p)
}
