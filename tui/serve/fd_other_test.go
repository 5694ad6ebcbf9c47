//go:build !unix

package serve

import "testing"

// raiseFiles leaves the limit of open files as it is here, and assumes
// Windows's.
func raiseFiles(*testing.T, uint64) uint64 { return 8192 }
