package thousands

// Count writes a count of a noun with a regular plural, the number as
// Format writes it: "1 hand", "0 hands", "1,500 hands".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return Format(n) + " " + noun + "s"
}
