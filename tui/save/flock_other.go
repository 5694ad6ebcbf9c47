//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package save

import "os"

// flock does nothing on systems without flock (Windows, Plan 9, …): there
// nothing stops two runs from resuming the same save.
func flock(*os.File, bool) error { return nil }
