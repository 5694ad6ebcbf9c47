//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package handhistory

import "os"

// lockFile does nothing on systems without flock (Windows, Plan 9, …): new
// files are still made with O_EXCL, so two runs never share a new file,
// but nothing stops two processes from continuing the same file at once,
// nor two from taking the same block of hand numbers (which then repeat
// with the chance of a random draw).
func lockFile(*os.File, bool) error { return nil }
