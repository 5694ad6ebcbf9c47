package thousands

import "strings"

// JoinAnd joins names as a sentence lists them: "Ann", "Ann and Bob",
// "Ann, Bob and Cy".
func JoinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
