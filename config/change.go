package config

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"

	"parlor/internal/fsx"
)

// SaveChange writes into the settings at path the change from old (the
// settings this run last read or wrote) to next, and returns the settings
// now in the file. Under the lock of the settings file the file is read
// again and only the settings in which next differs from old are set, one
// last table at a time; so two Parlors open at once each keep the other's
// changes instead of writing back their whole old copy. A missing or
// unreadable file is replaced by next whole.
func SaveChange(path string, old, next Settings) (Settings, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return next, fmt.Errorf("save settings: %w", err)
	}
	unlock, err := lockSettings(path)
	if err != nil {
		return next, fmt.Errorf("save settings: %w", err)
	}
	defer unlock()
	disk, err := Load(path)
	if _, serr := os.Stat(path); err != nil || serr != nil {
		disk = next
	} else {
		disk = merge(disk, old, next)
	}
	if err := disk.Save(path); err != nil {
		return next, err
	}
	return disk, nil
}

// merge is base with every field in which next differs from old set to
// next's; the last tables of Tables are merged by game.
func merge(base, old, next Settings) Settings {
	b, o, n := reflect.ValueOf(&base).Elem(), reflect.ValueOf(old), reflect.ValueOf(next)
	for i := range b.NumField() {
		if reflect.DeepEqual(o.Field(i).Interface(), n.Field(i).Interface()) {
			continue
		}
		if b.Type().Field(i).Name == "Tables" {
			continue
		}
		b.Field(i).Set(n.Field(i))
	}
	if reflect.DeepEqual(old.Tables, next.Tables) {
		return base
	}
	tables := maps.Clone(base.Tables)
	if tables == nil {
		tables = map[string]*Table{}
	}
	for id := range old.Tables {
		if _, kept := next.Tables[id]; !kept {
			delete(tables, id)
		}
	}
	for id, t := range next.Tables {
		if !reflect.DeepEqual(old.Tables[id], t) {
			tables[id] = t
		}
	}
	if len(tables) == 0 {
		tables = nil
	}
	base.Tables = tables
	return base
}

// lockSettings takes the lock of the settings at path, a lock file beside
// them (".settings.json.lock": not the file itself, which every save
// replaces), and returns what lets it go.
func lockSettings(path string) (unlock func(), err error) {
	lock := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".lock")
	f, err := os.OpenFile(lock, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := fsx.Lock(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
