//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package fsx

import "os"

const locking = false

// flock does nothing where there is no flock (see Lock).
func flock(*os.File, bool, bool) error { return nil }
