package config

import (
	"fmt"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
)

// Two Parlors read the same settings, then each changes a different one:
// the file keeps both changes, where each used to write back its whole copy.
func TestSaveChangeKeepsAnotherParlorsChange(t *testing.T) {
	path := filepath.Join(t.TempDir(), "parlor", "settings.json")
	start := Defaults()
	if err := start.Save(path); err != nil {
		t.Fatal(err)
	}
	a, _ := Load(path)
	b, _ := Load(path)

	nextA := a
	nextA.Name = "Ada"
	nextA.SetLastTable("camelup", &Table{Seats: []TableSeat{{Name: "Ada"}, {Bot: "greedy"}}})
	nextA.SetLastTable("other", &Table{Seats: []TableSeat{{Name: "Ada"}}})
	if _, err := SaveChange(path, a, nextA); err != nil {
		t.Fatal(err)
	}
	nextB := b
	nextB.Speed = SpeedSlow
	nextB.SetLastTable("third", &Table{Seats: []TableSeat{{Name: "Bob"}}})
	got, err := SaveChange(path, b, nextB)
	if err != nil {
		t.Fatal(err)
	}
	want := nextA
	want.Speed = SpeedSlow
	want.SetLastTable("third", &Table{Seats: []TableSeat{{Name: "Bob"}}})
	if !reflect.DeepEqual(got, want) {
		t.Errorf("SaveChange returned %+v, want %+v", got, want)
	}
	if onDisk, err := Load(path); err != nil || !reflect.DeepEqual(onDisk, want) {
		t.Errorf("file after both changes = %+v, %v; want %+v", onDisk, err, want)
	}
}

func TestMerge(t *testing.T) {
	tbl := func(name string) *Table { return &Table{Seats: []TableSeat{{Name: name}}} }
	d := Defaults()
	with := func(f func(s *Settings)) Settings { s := d; f(&s); return s }
	tests := []struct {
		name            string
		base, old, next Settings
		want            Settings
	}{
		{"no change keeps the file", with(func(s *Settings) { s.Coach = true }), d, d, with(func(s *Settings) { s.Coach = true })},
		{"a change back to the default is a change", with(func(s *Settings) { s.Name = "Ada"; s.Coach = true }),
			with(func(s *Settings) { s.Coach = true }), d, with(func(s *Settings) { s.Name = "Ada" })},
		{"a table removed goes, another's stays",
			with(func(s *Settings) { s.Tables = map[string]*Table{"a": tbl("x"), "b": tbl("y")} }),
			with(func(s *Settings) { s.Tables = map[string]*Table{"a": tbl("x")} }), d,
			with(func(s *Settings) { s.Tables = map[string]*Table{"b": tbl("y")} })},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := merge(tt.base, tt.old, tt.next); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("merge = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// Changes saved at once each read the file under the lock: none is lost.
func TestSaveChangeUnderTheLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	const n = 8
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			old := Defaults()
			next := old
			next.SetLastTable(fmt.Sprint("game", i), &Table{Seats: []TableSeat{{Name: fmt.Sprint("P", i)}}})
			_, errs[i] = SaveChange(path, old, next)
		}()
	}
	wg.Wait()
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if errs[i] != nil {
			t.Errorf("change %d: %v", i, errs[i])
		}
		if got.LastTable(fmt.Sprint("game", i)) == nil {
			t.Errorf("the table of game%d is lost", i)
		}
	}
}
