package kit

import (
	"strings"
	"time"
)

// The Hold'em table names its history file after the match's start and
// the bot that played the seat "Computer" (match_2026-12-01_08-57-37_maniac.txt),
// since the hands themselves keep the rules' name for the seat; the history
// browser reads the bot back from the name.
const matchDate = "2006-01-02_15-04-05"

// MatchFileName is the history file's name, without ".txt", of a match
// started at start against bot.
func MatchFileName(start time.Time, bot string) string {
	return "match_" + start.Format(matchDate) + "_" + bot
}

// MatchFileBot is the bot named in a history file's base name by
// MatchFileName, "" when the name names none that known knows (an older
// file, a headless run's). The caller passes the bots it knows, so that
// kit needs none of them.
func MatchFileBot(name string, known func(bot string) bool) string {
	name = strings.TrimSuffix(name, ".txt")
	rest, ok := strings.CutPrefix(name, "match_")
	if !ok || len(rest) <= len(matchDate)+1 || rest[len(matchDate)] != '_' {
		return ""
	}
	bot := rest[len(matchDate)+1:]
	if i := strings.LastIndexByte(bot, '-'); i > 0 { // "-2": a second file of the same second
		bot = bot[:i]
	}
	if !known(bot) {
		return ""
	}
	return bot
}
