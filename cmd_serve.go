package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/signal"
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
heads-up Hold'em together, each at their own terminal, with ssh as the client:

  ssh -p 2222 HOST

A player picks a name (remembered for their key) and, in the lobby, opens a
table (the game, seats for people and for computer players, the game's
option) or takes an open seat at one. Each screen shows only what its
player's seat may see: no one else's secret Camel Up bets, no one else's hole
cards before a showdown. A player whose connection drops keeps their seat for
--seat-hold and gets it back by connecting again with the same key; after that
a computer player takes it.

Any public key may enter, unless --authorized-keys names the only keys that
may (RSA keys need 2048 bits; algorithms resting on SHA-1 are refused). A
name belongs to the key that first took it. A connection must log in and
open its session within --login-timeout; logins under way are capped, in all
and from one address, and every refusal is logged. The host key is made on
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
  parlor serve --addr :2222           # for the whole LAN
  parlor serve --authorized-keys ~/.ssh/friends.pub`,
		Args: checkArgs(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cfg.MaxPlayers < 1 {
				return usagef(cmd, "--max-players must be at least 1, got %d", cfg.MaxPlayers)
			}
			if cfg.SeatHold <= 0 {
				return usagef(cmd, "--seat-hold must be positive, got %v", cfg.SeatHold)
			}
			if cfg.IdleTimeout < 0 {
				return usagef(cmd, "--idle-timeout must not be negative, got %v", cfg.IdleTimeout)
			}
			if cfg.MaxConnectionTime < 0 {
				return usagef(cmd, "--max-connection-time must not be negative, got %v", cfg.MaxConnectionTime)
			}
			if cfg.LoginTimeout <= 0 {
				return usagef(cmd, "--login-timeout must be positive, got %v", cfg.LoginTimeout)
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
	fl.StringVar(&cfg.Addr, "addr", cfg.Addr, "address to listen on (\":2222\" for every interface)")
	fl.StringVar(&cfg.AuthorizedKeys, "authorized-keys", "", "file of the only public keys that may enter (authorized_keys form; default: any key)")
	fl.IntVar(&cfg.MaxPlayers, "max-players", cfg.MaxPlayers, "players connected at once")
	fl.DurationVar(&cfg.SeatHold, "seat-hold", cfg.SeatHold, "how long a dropped player's seat waits for them before a computer takes it")
	fl.DurationVar(&cfg.IdleTimeout, "idle-timeout", cfg.IdleTimeout, "close, with a word, a connection whose player pressed no key for this long (0: never)")
	fl.DurationVar(&cfg.MaxConnectionTime, "max-connection-time", cfg.MaxConnectionTime, "close, with a word, a connection this long after it opened (0: never)")
	fl.DurationVar(&cfg.LoginTimeout, "login-timeout", cfg.LoginTimeout, "close a connection that has not logged in and opened its session this long after it opened")
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
	_, port, _ := net.SplitHostPort(l.Addr().String())
	fmt.Fprintf(cmd.OutOrStdout(), "Parlor is served on %s. To play: ssh -p %s HOST\nCtrl+C stops the server.\n", l.Addr(), port)
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
