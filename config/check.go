package config

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"parlor/handhistory"
	"parlor/internal/fsx"
)

// checkTyped holds the values a person types (the name, the history folder,
// the names of a remembered table) to the rules the screens apply when
// they are typed: a value read from the file that fails them is replaced by
// its default, and the reasons are returned, so that nothing from the file
// reaches the terminal as control characters or passes a limit.
func (s *Settings) checkTyped() []string {
	var bad []string
	s.Name = strings.TrimSpace(s.Name)
	if s.Name == "" {
		s.Name = Defaults().Name
	} else if err := CheckName(s.Name); err != nil {
		bad = append(bad, fmt.Sprintf("name %s refused (%v)", quoted(s.Name), err))
		s.Name = Defaults().Name
	}
	if s.HistoryDir != "" {
		dir, err := CheckHistoryDir(s.HistoryDir)
		if err != nil {
			bad = append(bad, fmt.Sprintf("history_dir refused (%v)", err))
		}
		s.HistoryDir = dir
	}
	for _, f := range firstTables {
		t := f.field(s)
		if *t == nil {
			continue
		}
		if err := (*t).check(); err != nil {
			bad = append(bad, fmt.Sprintf("%s refused (%v)", f.key, err))
			*t = nil
		}
	}
	for _, id := range slices.Sorted(maps.Keys(s.Tables)) {
		if t := s.Tables[id]; t != nil {
			if err := t.check(); err != nil {
				bad = append(bad, fmt.Sprintf("tables.%s refused (%v)", quoted(id), err))
				delete(s.Tables, id)
			}
		}
	}
	return bad
}

// CheckHistoryDir cleans a folder for the hand histories, typed or read
// from the file: "" means the default, ~ is the home directory, and a
// control character or an existing file that is not a folder is refused.
func CheckHistoryDir(dir string) (string, error) {
	if dir == "" {
		return "", nil
	}
	if handhistory.Clean(dir) != dir {
		return "", errors.New("a folder's name cannot hold control characters")
	}
	if dir == "~" || strings.HasPrefix(dir, "~/") {
		home, err := fsx.Home()
		if err != nil {
			return "", fmt.Errorf("cannot expand ~: %w", err)
		}
		dir = filepath.Join(home, dir[1:])
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return "", fmt.Errorf("%s is a file, not a folder", dir)
	}
	return dir, nil
}

// CheckWritable reports whether hand histories can be written in dir (""
// for the default folder), with fsx.CheckWritable: it makes the folder,
// private, if need be. The settings screen asks it before it saves a
// folder, so that a folder that cannot be written ("/dev/null/hands", a
// read-only disk) is refused when typed rather than at the first hand.
func CheckWritable(dir string) error {
	if dir == "" {
		dir = DefaultHistoryDir()
	}
	if dir == "" {
		return errors.New("there is no default folder here (no home folder): type one")
	}
	if err := fsx.CheckWritable(dir, 0o700); err != nil { // private, as the Writer makes it
		return fmt.Errorf("hand histories cannot be written in %s: %w", TildePath(dir), pathErr(err))
	}
	return nil
}

// pathErr is the reason of a failed file operation without the path,
// which the message gives already: "not a directory".
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
