//go:build !unix

package server

import "testing"

// raiseFiles leaves the limit of open files as it is here, and assumes
// Windows's.
func raiseFiles(*testing.T, uint64) uint64 { return 8192 }
