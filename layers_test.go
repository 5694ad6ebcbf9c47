package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game"
)

// The import graph is a stack of layers (CONTRIBUTING.md, "Layout"; tui/doc.go).
// TestLayers reads the imports of every package's non-test files and fails
// when a layer reaches above itself: an engine imports anything but the
// standard library, a computer player or the server's hub links the
// terminal interface, the shared screen kit (with everything it links)
// reaches a saved game or a computer player, or one screen imports
// another.

// module is this module's path: its packages are "parlor/...".
const module = "parlor"

// imports maps each package of the module ("parlor/poker") to the imports
// of its non-test files.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	pkgs := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (name == "testdata" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := module
		if dir := filepath.ToSlash(filepath.Dir(path)); dir != "." {
			pkg += "/" + dir
		}
		if _, ok := pkgs[pkg]; !ok {
			pkgs[pkg] = nil
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if !slices.Contains(pkgs[pkg], p) {
				pkgs[pkg] = append(pkgs[pkg], p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// deps is every package pkg links, itself excluded: its imports, theirs,
// and so on (the standard library and other modules are leaves here).
func deps(pkgs map[string][]string, pkg string) []string {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(p string) {
		for _, q := range pkgs[p] {
			if !seen[q] {
				seen[q] = true
				walk(q)
			}
		}
	}
	walk(pkg)
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	slices.Sort(out)
	return out
}

func isStd(p string) bool {
	return !strings.Contains(strings.Split(p, "/")[0], ".") && !within(p, module)
}

// within reports whether package p is root or under it.
func within(p, root string) bool { return p == root || strings.HasPrefix(p, root+"/") }

// shared are the packages directly under tui that are no screen: what the
// screens share. Every other package directly under tui is a screen, which
// with the packages under it imports no other; a new screen is one without
// a line here.
var shared = []string{"app", "hotseat", "internal", "kit", "setup"}

// screenOf is the screen package p belongs to ("tui/menu"), "" for none.
func screenOf(p string) string {
	rest, ok := strings.CutPrefix(p, module+"/tui/")
	if !ok {
		return ""
	}
	first, _, _ := strings.Cut(rest, "/")
	if slices.Contains(shared, first) {
		return ""
	}
	return "tui/" + first
}

// isEngine reports whether p is a game's engine: poker (Hold'em's), or
// the package named by a game's id at the top (camelup, elephant).
func isEngine(p string) bool {
	if p == module+"/poker" {
		return true
	}
	// A game's engine is the package named by its id, and any package under it
	// (camelup/second, the second edition).
	return slices.ContainsFunc(game.All(), func(g game.Game) bool { return within(p, module+"/"+g.ID) })
}

// layerRule is one rule of the stack: the packages it is about, and what
// it refuses of what they import (directly or not, as deep says).
type layerRule struct {
	name   string
	about  func(pkg string) bool
	deep   bool // the rule holds of everything pkg links, not only its imports
	refuse func(pkg, imp string) bool
}

var layerRules = []layerRule{
	{
		name:   "an engine imports only the standard library",
		about:  isEngine,
		refuse: func(_, imp string) bool { return !isStd(imp) },
	},
	{
		name:   "internal/ imports only the standard library",
		about:  func(p string) bool { return within(p, module+"/internal") },
		refuse: func(_, imp string) bool { return !isStd(imp) },
	},
	{
		name:  "a computer player never links the terminal interface",
		about: func(p string) bool { return within(p, module+"/ai") },
		deep:  true,
		refuse: func(_, imp string) bool {
			return within(imp, module+"/tui") || strings.HasPrefix(imp, "github.com/charmbracelet/")
		},
	},
	{
		name:   "handhistory links no computer player and no terminal interface",
		about:  func(p string) bool { return within(p, module+"/handhistory") },
		deep:   true,
		refuse: func(_, imp string) bool { return within(imp, module+"/tui") || within(imp, module+"/ai") },
	},
	{
		name:  "tui/kit links no saved game and no computer player",
		about: func(p string) bool { return within(p, module+"/tui/kit") },
		deep:  true,
		refuse: func(_, imp string) bool {
			return within(imp, module+"/save") || within(imp, module+"/ai") || within(imp, module+"/tui/app")
		},
	},
	{
		name:  "the saves and the settings link no terminal interface and no server",
		about: func(p string) bool { return within(p, module+"/save") || within(p, module+"/config") },
		deep:  true,
		refuse: func(_, imp string) bool {
			return within(imp, module+"/tui") || within(imp, module+"/server") || strings.HasPrefix(imp, "github.com/charmbracelet/")
		},
	},
	{
		// The hub gives a seat's view as data; the lobby draws it.
		name:  "the hub links no charm package and no terminal interface",
		about: func(p string) bool { return within(p, module+"/server/hub") },
		deep:  true,
		refuse: func(_, imp string) bool {
			return within(imp, module+"/tui") || strings.HasPrefix(imp, "github.com/charmbracelet/") || strings.HasPrefix(imp, "github.com/muesli/")
		},
	},
	{
		name:  "the registry of games links no terminal interface, no server and no save",
		about: func(p string) bool { return within(p, module+"/game") },
		deep:  true,
		refuse: func(_, imp string) bool {
			return within(imp, module+"/tui") || within(imp, module+"/server") || within(imp, module+"/save") ||
				strings.HasPrefix(imp, "github.com/charmbracelet/")
		},
	},
	{
		name:   "nothing but the root links the server",
		about:  func(p string) bool { return p != module && !within(p, module+"/server") },
		deep:   true,
		refuse: func(_, imp string) bool { return within(imp, module+"/server") && imp != module+"/server/hub" },
	},
	{
		name:  "a screen imports no other screen",
		about: func(p string) bool { return screenOf(p) != "" },
		refuse: func(p, imp string) bool {
			s := screenOf(imp)
			return s != "" && s != screenOf(p)
		},
	},
	{
		name: "nothing below the root imports a screen but the root",
		// The server runs each connection's screens (the lobby's).
		about: func(p string) bool {
			return p != module && p != module+"/tui" && p != module+"/server" && screenOf(p) == ""
		},
		refuse: func(_, imp string) bool { return screenOf(imp) != "" },
	},
}

func TestLayers(t *testing.T) {
	pkgs := imports(t)
	if len(pkgs) < 20 {
		t.Fatalf("read %d packages: the walk missed the tree", len(pkgs))
	}
	for _, r := range layerRules {
		t.Run(r.name, func(t *testing.T) {
			about := 0
			for pkg := range pkgs {
				if !r.about(pkg) {
					continue
				}
				about++
				linked := pkgs[pkg]
				if r.deep {
					linked = deps(pkgs, pkg)
				}
				for _, imp := range linked {
					if r.refuse(pkg, imp) {
						t.Errorf("%s links %s", pkg, imp)
					}
				}
			}
			if about == 0 {
				t.Error("the rule is about no package")
			}
		})
	}
}
