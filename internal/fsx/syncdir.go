//go:build !windows

package fsx

import "os"

// SyncDir flushes the folder dir to disk, so that a file made, renamed or
// removed in it stays so after a power cut.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
