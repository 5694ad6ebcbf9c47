//go:build !linux

package handhistory

import (
	"errors"
	"os"
)

// openUnnamed is Linux's O_TMPFILE; elsewhere a file is named when made.
func openUnnamed(string) (*os.File, error) { return nil, errors.ErrUnsupported }

func linkUnnamed(*os.File, string) error { return errors.ErrUnsupported }
