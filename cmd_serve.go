package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"parlor/handhistory"
	"parlor/server"
)

func newServeCmd(g *globalFlags) *cobra.Command {
	cfg := server.DefaultConfig()
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Host games over SSH: every player at their own terminal",
		Long: `Serve Parlor over SSH, so that friends play Camel Up, White Elephant and
Hold'em (heads-up, or a table of up to nine) together, each at their own
terminal, with ssh as the client:

  ssh -p 2222 HOST

A player picks a name (remembered for their key) and, in the lobby, opens a
table (the game, seats for people and for computer players, the game's
option) or takes an open seat at one. Each screen shows only what its
player's seat may see: no one else's secret Camel Up bets, no one else's hole
cards before a showdown. A player whose connection drops keeps their seat for
--seat-hold and gets it back by connecting again with the same key; after that
a computer player takes it (at a Hold'em table of many, a computer plays it
meanwhile). A Hold'em player has --turn-time for a decision, then their
--time-bank, then the seat checks or folds.

Any public key may enter, unless --authorized-keys names the only keys that
may (RSA keys need 2048 bits; algorithms resting on SHA-1 are refused). For a
server others can reach (--addr beyond this machine), give --authorized-keys
with your friends' keys: without it, anyone who finds the port may play. A
name belongs to the key that first took it.

Strangers cannot jam the door: a connection must finish its key exchange
within --handshake-timeout and log in and open its session within
--login-timeout; the logins under way are capped in all (--max-logins) and
from one address (--max-logins-per-address; an IPv6 /64, and a /48 holds four
times as many); above --early-drop of them a newcomer from an address that
has one under way, or a penalty running, is turned away at random, the more
likely the fuller, and at the cap the oldest connection
still in its key exchange is closed to make room. An address whose
connections time out or fail is refused for a time that grows with each
(--penalty each; more than three still to run, and it is refused). A
player's terminal counts as 500×200 at most; a connection whose client
stops reading is closed after --write-timeout; players from one address are
capped (--max-players-per-address). Every refusal is logged with why. The host key is made on
the first start and kept in $XDG_DATA_HOME/parlor, with the players' names;
each player's Hold'em hand histories go under --history-dir (default
$XDG_DATA_HOME/parlor/hands), in a folder of their own, in the format they
choose in the lobby (--history-format until they do).

Every game in play is saved after each turn or move in
$XDG_STATE_HOME/parlor/serve. The server does not start when that folder, the
data folder or the histories' folder cannot be written, and a save that fails
during play is told to its table. Ctrl+C stops the server: every player is
told whether their game is saved, and the games saved are kept; when the
server starts again they are back in the lobby, where they stood (a Hold'em
hand at the decision it was left at), and each player gets their seat back by
connecting with the same key within --seat-hold.

Only the game is served: no shell, no commands, no port forwarding, no SFTP.`,
		Example: `  parlor serve                        # on this machine: ssh -p 2222 127.0.0.1
  parlor serve --addr :2222 --authorized-keys ~/.ssh/friends.pub   # for the LAN, friends only`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cfg.MaxPlayers < 1 {
				return usagef(cmd, "--max-players must be at least 1, got %d", cfg.MaxPlayers)
			}
			if cfg.SeatHold <= 0 {
				return usagef(cmd, "--seat-hold must be positive, got %v", cfg.SeatHold)
			}
			if cfg.TurnTime < 0 || cfg.TimeBank < 0 || cfg.HandPause < 0 {
				return usagef(cmd, "--turn-time, --time-bank and --hand-pause must not be negative, got %v, %v and %v", cfg.TurnTime, cfg.TimeBank, cfg.HandPause)
			}
			if cfg.IdleTimeout < 0 {
				return usagef(cmd, "--idle-timeout must not be negative, got %v", cfg.IdleTimeout)
			}
			if cfg.MaxConnectionTime < 0 {
				return usagef(cmd, "--max-connection-time must not be negative, got %v", cfg.MaxConnectionTime)
			}
			for _, d := range []struct {
				flag string
				v    time.Duration
			}{{"--login-timeout", cfg.LoginTimeout}, {"--handshake-timeout", cfg.HandshakeTimeout}, {"--write-timeout", cfg.WriteTimeout}} {
				if d.v <= 0 {
					return usagef(cmd, "%s must be positive, got %v", d.flag, d.v)
				}
			}
			for _, n := range []struct {
				flag string
				v    int
			}{{"--max-logins", cfg.MaxLogins}, {"--max-logins-per-address", cfg.MaxLoginsPerAddress}, {"--early-drop", cfg.EarlyDrop}, {"--max-players-per-address", cfg.MaxPlayersPerAddress}} {
				if n.v < 1 {
					return usagef(cmd, "%s must be at least 1, got %d", n.flag, n.v)
				}
			}
			switch {
			case cfg.Penalty < 0:
				return usagef(cmd, "--penalty must not be negative, got %v", cfg.Penalty)
			case cfg.Penalty == 0:
				cfg.Penalty = -1 // none
			}
			f, err := handhistory.ParseFormat(g.historyFormat)
			if err != nil {
				return usagef(cmd, "--history-format: %v", err)
			}
			cfg.HistoryFormat = f
			cfg.HistoryDir = g.historyDir
			cfg.Seed = g.seed
			cfg.Log = cmd.ErrOrStderr()
			return runServe(cmd, cfg)
		},
	}
	fl := cmd.Flags()
	addHistoryFlags(fl, g)
	fl.StringVar(&cfg.Addr, "addr", cfg.Addr, "address to listen on (\":2222\" for every interface)")
	fl.StringVar(&cfg.AuthorizedKeys, "authorized-keys", "", "file of the only public keys that may enter (authorized_keys form; default: any key)")
	fl.IntVar(&cfg.MaxPlayers, "max-players", cfg.MaxPlayers, "players connected at once")
	fl.DurationVar(&cfg.SeatHold, "seat-hold", cfg.SeatHold, "how long a dropped player's seat waits for them before a computer takes it")
	fl.DurationVar(&cfg.HandPause, "hand-pause", cfg.HandPause, "how long a Hold'em hand's end, or a round's summary in Camel Up or White Elephant, shows before the game goes on, unless every player presses space (enter for a summary) first")
	fl.DurationVar(&cfg.TurnTime, "turn-time", cfg.TurnTime, "a player's time for a Hold'em decision, then their time bank, then the seat checks or folds (0: no limit)")
	fl.DurationVar(&cfg.TimeBank, "time-bank", cfg.TimeBank, "each Hold'em player's time more for the decisions of ten hands, on top of --turn-time")
	fl.DurationVar(&cfg.IdleTimeout, "idle-timeout", cfg.IdleTimeout, "close, with a word, a connection whose player pressed no key for this long (0: never)")
	fl.DurationVar(&cfg.MaxConnectionTime, "max-connection-time", cfg.MaxConnectionTime, "close, with a word, a connection this long after it opened (0: never)")
	fl.DurationVar(&cfg.LoginTimeout, "login-timeout", cfg.LoginTimeout, "close a connection that has not logged in and opened its session this long after it opened")
	fl.DurationVar(&cfg.HandshakeTimeout, "handshake-timeout", cfg.HandshakeTimeout, "close a connection that has not finished its version and key exchange this long after it opened")
	fl.DurationVar(&cfg.WriteTimeout, "write-timeout", cfg.WriteTimeout, "close a connection whose client has not taken what it was sent within this long (it stopped reading)")
	fl.IntVar(&cfg.MaxLogins, "max-logins", cfg.MaxLogins, "connections logging in at once, in all; at the cap the oldest still in its key exchange makes room")
	fl.IntVar(&cfg.MaxLoginsPerAddress, "max-logins-per-address", cfg.MaxLoginsPerAddress, "connections logging in at once from one address (an IPv6 /64; a /48: four times as many)")
	fl.IntVar(&cfg.EarlyDrop, "early-drop", cfg.EarlyDrop, "above this many logins under way, turn away at random a newcomer from an address with one under way (30% here, 90% at --max-logins)")
	fl.DurationVar(&cfg.Penalty, "penalty", cfg.Penalty, "added to an address's penalty for each connection of it that times out or fails; refused while more than three are left (0: none)")
	fl.IntVar(&cfg.MaxPlayersPerAddress, "max-players-per-address", cfg.MaxPlayersPerAddress, "players connected at once from one address (an IPv6 /64)")
	return cmd
}

// runServe serves until SIGINT or SIGTERM, then shuts down cleanly.
func runServe(cmd *cobra.Command, cfg server.Config) error {
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	fmt.Fprintf(cmd.OutOrStdout(), "Parlor is served on %s. To play: %s\nCtrl+C stops the server.\n", l.Addr(), howToPlay(l.Addr()))
	if cfg.AuthorizedKeys == "" && !isLoopback(l.Addr()) {
		fmt.Fprintln(cmd.OutOrStdout(), "Any key may enter: for a server others can reach, give --authorized-keys with your players' keys.")
	}
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(cmd.OutOrStdout(), "Stopping: telling the players and saving the games in play…")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-done; err == nil {
		err = serr
	}
	return err
}

// howToPlay is the command a player types to reach the server listening
// at a: its own address, or for every interface this machine's addresses
// other than loopback (its name when it has none).
func howToPlay(a net.Addr) string {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return "ssh " + a.String()
	}
	cmd := func(host string) string {
		if ta.Port == 22 {
			return "ssh " + host
		}
		return fmt.Sprintf("ssh -p %d %s", ta.Port, host)
	}
	if !ta.IP.IsUnspecified() {
		return cmd(ta.IP.String())
	}
	var hosts []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, ia := range addrs {
			ipn, ok := ia.(*net.IPNet)
			if !ok || ipn.IP.IsLoopback() || ipn.IP.IsLinkLocalUnicast() || (ta.IP.To4() != nil && ipn.IP.To4() == nil) {
				continue
			}
			if hosts = append(hosts, ipn.IP.String()); len(hosts) == 3 {
				break
			}
		}
	}
	if len(hosts) == 0 {
		name, err := os.Hostname()
		if err != nil || name == "" {
			name = "127.0.0.1"
		}
		hosts = []string{name}
	}
	cmds := make([]string, len(hosts))
	for i, h := range hosts {
		cmds[i] = cmd(h)
	}
	return strings.Join(cmds, " or ")
}

// isLoopback reports a listener on this machine only.
func isLoopback(a net.Addr) bool {
	ta, ok := a.(*net.TCPAddr)
	return ok && ta.IP.IsLoopback()
}
