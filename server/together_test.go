package server

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// TestAbuseTogether is the measure by hand of issue 40: every attacker of
// the abuse suite at once against a `parlor serve` running on loopback,
// while real OpenSSH clients try to get in. It runs only when told where:
//
//	PARLOR_ABUSE_ADDR=127.0.0.1:2222 PARLOR_ABUSE_PID=<the server's pid> \
//	PARLOR_ABUSE_LOG=<its log> go test -run TestAbuseTogether -v ./server/
//
// and gives its figures in the test's log: the tries of each OpenSSH
// client, the server's resident memory before, at its most and after, and
// how long its players took to be gone once the attackers left.
func TestAbuseTogether(t *testing.T) {
	addr := os.Getenv("PARLOR_ABUSE_ADDR")
	if addr == "" {
		t.Skip("PARLOR_ABUSE_ADDR is not set")
	}
	host, _, err := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); err != nil || ip == nil || !ip.IsLoopback() {
		t.Fatalf("PARLOR_ABUSE_ADDR %q: only a loopback address may be attacked", addr)
	}
	pid, _ := strconv.Atoi(os.Getenv("PARLOR_ABUSE_PID"))
	logFile := os.Getenv("PARLOR_ABUSE_LOG")
	hold := 60 * time.Second
	if v, err := time.ParseDuration(os.Getenv("PARLOR_ABUSE_HOLD")); err == nil {
		hold = v
	}
	raiseFiles(t, 8192)
	ts := &testServer{t: t, addr: addr}
	base := rssOf(pid)
	t.Logf("the server's RSS before: %d MB", base>>20)

	ctx, stop := context.WithTimeout(context.Background(), hold)
	defer stop()
	var peak uint64
	var peakMu sync.Mutex
	go func() {
		for ctx.Err() == nil {
			peakMu.Lock()
			peak = max(peak, rssOf(pid))
			peakMu.Unlock()
			time.Sleep(200 * time.Millisecond)
		}
	}()

	// 64 addresses × 8 silent sockets, renewed.
	opened := silentFlood(ctx, addr, loopbacks(t, 64), 8)
	// Two clients that stop reading, and leave half way.
	readers := []*nonReader{startNonReader(t, ts), startNonReader(t, ts)}
	// A terminal of a hundred million columns.
	huge, err := ts.dial(newSigner(t))
	if err != nil {
		t.Fatalf("the huge terminal: %v", err)
	}
	hs, err := huge.NewSession()
	if err == nil {
		_ = hs.RequestPty("xterm", 100_000_000, 100_000_000, gossh.TerminalModes{})
		_, _ = hs.StdoutPipe()
		_ = hs.Shell()
	}
	// 50 clients coming and going, from 127.0.0.66 on.
	var churners []*net.TCPAddr
	for i := range 10 {
		churners = append(churners, &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(66+i))})
	}
	in, out, wait := churn(ctx, t, ts, churners, 50)

	// Real OpenSSH clients, one every 10 seconds, up to 3 tries each.
	key := filepath.Join(t.TempDir(), "id_ed25519")
	if b, err := exec.Command("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key).CombinedOutput(); err != nil {
		t.Fatalf("ssh-keygen: %v %s", err, b)
	}
	time.Sleep(3 * time.Second) // the attackers at full strength
	var results []string
	for ctx.Err() == nil {
		start := time.Now()
		tries, ok := 0, false
		for tries < 3 && !ok && time.Since(start) < 10*time.Second {
			tries++
			ok = openssh(addr, key, 10*time.Second-time.Since(start))
		}
		results = append(results, fmt.Sprintf("%v in %d tries, %v", map[bool]string{true: "in", false: "OUT"}[ok], tries, time.Since(start).Round(10*time.Millisecond)))
		select {
		case <-ctx.Done():
		case <-time.After(10*time.Second - time.Since(start)):
		}
		if len(results) == 3 {
			for _, r := range readers {
				r.conn.Close() // the non-readers leave
			}
		}
	}
	wait()
	huge.Close()
	left := time.Now()
	t.Logf("OpenSSH, one client every 10 s under attack: %s", strings.Join(results, "; "))
	t.Logf("attackers for %v: %d silent sockets opened; churn %d sessions in, %d turned away", hold, opened.Load(), in.Load(), out.Load())
	peakMu.Lock()
	t.Logf("the server's RSS at its most: %d MB", peak>>20)
	peakMu.Unlock()
	if logFile != "" {
		for time.Since(left) < time.Minute {
			entered, gone := countLines(logFile)
			if entered == gone {
				t.Logf("every player gone %v after the attackers left (%d entered)", time.Since(left).Round(100*time.Millisecond), entered)
				break
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	time.Sleep(10 * time.Second)
	t.Logf("the server's RSS 10 s after: %d MB (before: %d MB)", rssOf(pid)>>20, base>>20)
	if !openssh(addr, key, 10*time.Second) {
		t.Errorf("OpenSSH does not get in after the attack")
	}
}

// openssh has a real OpenSSH client log in and reports whether it reached
// the name field within d.
func openssh(addr, key string, d time.Duration) bool {
	host, port, _ := net.SplitHostPort(addr)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, "ssh", "-tt", "-p", port, "-i", key, "-o", "StrictHostKeyChecking=no",
		"-o", "UserKnownHostsFile=/dev/null", "-o", "BatchMode=yes", "-o", "LogLevel=ERROR", "player@"+host)
	cmd.Stdin = strings.NewReader("") // kept open by -tt's pipe until the end
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return false
	}
	if cmd.Start() != nil {
		return false
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	sc := bufio.NewScanner(stdout)
	sc.Split(bufio.ScanRunes)
	var got strings.Builder
	for sc.Scan() {
		got.WriteString(sc.Text())
		if strings.Contains(got.String(), "Your name") {
			return true
		}
	}
	return false
}

// rssOf is the resident memory of the process pid, 0 if unknown.
func rssOf(pid int) uint64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		var kb uint64
		if _, err := fmt.Sscanf(line, "VmRSS: %d kB", &kb); err == nil {
			return kb << 10
		}
	}
	return 0
}

// countLines counts the players who entered and left in a server's log.
func countLines(path string) (entered, left int) {
	b, _ := os.ReadFile(path)
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case strings.Contains(line, ") entered ("):
			entered++
		case strings.Contains(line, " left after "):
			left++
		}
	}
	return entered, left
}
