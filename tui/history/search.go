package history

import (
	"strings"

	"github.com/charmbracelet/bubbles/list"
)

// searchFilter is the hand list's search (/): the hands whose search text
// (searchText) holds every word of the query, in the hands' order. A word
// that is one or more cards ("Kh", "K♥", "AhKd", "10h") matches those
// cards only, wherever they are known (the hero's, shown, on the board);
// any other word matches any part of the text ("showdown", "all-in", a
// player's name, "#41"); words in quotes match together, in that order
// ("\"maniac folds\"").
func searchFilter(term string, targets []string) []list.Rank {
	words := searchWords(term)
	var out []list.Rank
	for i, t := range targets {
		if matches(t, words) {
			out = append(out, list.Rank{Index: i})
		}
	}
	return out
}

// matches reports whether text holds every word.
func matches(text string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

// suits writes suit symbols as the letters of the search text.
var suits = strings.NewReplacer("♠", "s", "♥", "h", "♦", "d", "♣", "c", "♤", "s", "♡", "h", "♢", "d", "♧", "c")

// searchWords are the words of a query as searchText spells them: lower
// case, cards as " kh " (so that "kh" does not match a name), "allin" as
// "all-in".
func searchWords(term string) []string {
	var words []string
	term = suits.Replace(strings.ToLower(term))
	// "…" is one phrase.
	for {
		i := strings.IndexByte(term, '"')
		j := strings.IndexByte(term[i+1:], '"')
		if i < 0 || j < 0 {
			break
		}
		if phrase := strings.Join(strings.Fields(term[i+1:i+1+j]), " "); phrase != "" {
			words = append(words, phrase)
		}
		term = term[:i] + " " + term[i+2+j:]
	}
	for _, w := range strings.Fields(strings.ReplaceAll(term, `"`, " ")) {
		if cards, ok := cardWords(w); ok {
			words = append(words, cards...)
			continue
		}
		if w == "allin" || w == "all_in" {
			w = "all-in"
		}
		words = append(words, w)
	}
	return words
}

// cardWords splits w into cards ("ahkd": " ah ", " kd "), if it is only
// cards; "10h" is the ten.
func cardWords(w string) ([]string, bool) {
	w = strings.ReplaceAll(w, "10", "t")
	if len(w) == 0 || len(w)%2 != 0 {
		return nil, false
	}
	var out []string
	for i := 0; i < len(w); i += 2 {
		if !strings.ContainsRune("23456789tjqka", rune(w[i])) || !strings.ContainsRune("shdc", rune(w[i+1])) {
			return nil, false
		}
		out = append(out, " "+w[i:i+2]+" ")
	}
	return out, true
}
