// Package settings is the settings screen: every change is saved at once,
// through the settings file of config.
package settings

import (
	"fmt"
	"os"
	"reflect"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
	"parlor/poker"
	"parlor/tui/kit"
)

// settingField is one line of the settings screen.
type settingField int

const (
	fieldName settingField = iota
	fieldCards
	fieldFourColor
	fieldSpeed
	fieldCoach
	fieldPause
	fieldFormat
	fieldDir
	numFields
)

var fieldLabels = [numFields]string{
	fieldName:      "Your name",
	fieldCards:     "Cards",
	fieldFourColor: "Four-colour deck",
	fieldSpeed:     "Computer speed",
	fieldCoach:     "Hold'em coach",
	fieldPause:     "After a hand",
	fieldFormat:    "History format",
	fieldDir:       "History folder",
}

// isText reports whether the field is typed in; the others cycle values.
func (f settingField) isText() bool { return f == fieldName || f == fieldDir }

// The settings panel has a fixed width, so that it keeps its size while a
// value is typed: 74 cells inside its border, 76 with it, in an 80-column
// window.
const (
	screenWidth = 74
	valueWidth  = screenWidth - 2 - 24 // less the padding, marker, label and ‹
)

// Screen edits the settings. Every change is saved at once.
type Screen struct {
	ctx    *kit.Context
	km     keyMap
	cursor settingField
	edit   kit.LineEdit
	width  int
	height int
}

func New(ctx *kit.Context) *Screen {
	return &Screen{ctx: ctx, km: newKeyMap(ctx.Keys), edit: kit.NewLineEdit(ctx)}
}

func (s *Screen) Init() tea.Cmd { return nil }
func (s *Screen) Typing() bool  { return s.edit.Editing }

func (s *Screen) Keys() help.KeyMap { return s.edit.Keys(s.km) }

func (s *Screen) Update(msg tea.Msg) (kit.Screen, tea.Cmd) {
	if msg, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = msg.Width, msg.Height
		return s, nil
	}
	if s.edit.Editing {
		return s, s.updateEditing(msg)
	}
	if msg, ok := msg.(tea.KeyMsg); ok {
		switch {
		case key.Matches(msg, s.km.global.Back):
			return s, kit.GoBack()
		case key.Matches(msg, s.km.Up):
			s.cursor = (s.cursor + numFields - 1) % numFields
		case key.Matches(msg, s.km.Down):
			s.cursor = (s.cursor + 1) % numFields
		case key.Matches(msg, s.km.Edit):
			if s.cursor.isText() {
				return s, s.startEditing()
			}
			s.change(+1)
		case key.Matches(msg, s.km.Right):
			if !s.cursor.isText() {
				s.change(+1)
			}
		case key.Matches(msg, s.km.Left):
			if !s.cursor.isText() {
				s.change(-1)
			}
		case key.Matches(msg, s.km.Reset):
			s.reset()
		}
	}
	return s, nil
}

func (s *Screen) startEditing() tea.Cmd {
	cur, in := s.ctx.Settings, &s.edit.Input
	if s.cursor == fieldName {
		in.SetValue(cur.Name)
		in.CharLimit = config.MaxNameLen
		in.Placeholder = config.Defaults().Name
	} else {
		in.SetValue(cur.HistoryDir)
		in.CharLimit = 0
		in.Placeholder = config.DefaultHistoryDir()
	}
	in.Width = valueWidth - 3
	return s.edit.Start()
}

// updateEditing takes every message while a field is typed: the name or
// the folder is checked on enter, and saved.
func (s *Screen) updateEditing(msg tea.Msg) tea.Cmd {
	before := s.edit.Input.Value()
	value, entered, cmd := s.edit.Update(msg)
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyRunes && s.cursor == fieldName {
		// The input takes MaxNameLen characters and drops the rest: say
		// so, rather than cut the name without a word.
		if len([]rune(before))+len(k.Runes) > config.MaxNameLen {
			s.ctx.SetWarning(fmt.Sprintf("A name has at most %d characters: the rest is left out", config.MaxNameLen))
		}
	}
	if !entered {
		return cmd
	}
	next := s.ctx.Settings
	if s.cursor == fieldName {
		if err := config.CheckName(value); err != nil {
			s.ctx.SetWarning(err.Error())
			return nil
		}
		next.Name = value
	} else {
		dir, err := config.CheckHistoryDir(value)
		if err == nil {
			err = config.CheckWritable(dir)
		}
		if err != nil {
			s.ctx.SetWarning(err.Error())
			return nil
		}
		next.HistoryDir = dir
	}
	s.edit.Stop()
	s.save(next)
	return nil
}

// change moves a choice field to its next (+1) or previous (-1) value.
func (s *Screen) change(step int) {
	next := s.ctx.Settings
	switch s.cursor {
	case fieldCards:
		next.CardStyle = kit.Cycle([]config.CardStyle{config.CardsUnicode, config.CardsASCII}, next.CardStyle, step)
	case fieldFourColor:
		next.FourColor = !next.FourColor
	case fieldSpeed:
		next.Speed = kit.Cycle(config.Speeds, next.Speed, step)
	case fieldCoach:
		next.Coach = !next.Coach
	case fieldPause:
		next.DealPause = kit.Cycle(config.DealPauses, next.DealPause, step)
	case fieldFormat:
		next.HistoryFormat = kit.Cycle(config.HistoryFormats, next.HistoryFormat, step)
	}
	s.save(next)
}

// reset puts the field back to its default.
func (s *Screen) reset() {
	next, d := s.ctx.Settings, config.Defaults()
	switch s.cursor {
	case fieldName:
		next.Name = d.Name
	case fieldCards:
		next.CardStyle = d.CardStyle
	case fieldFourColor:
		next.FourColor = d.FourColor
	case fieldSpeed:
		next.Speed = d.Speed
	case fieldCoach:
		next.Coach = d.Coach
	case fieldPause:
		next.DealPause = d.DealPause
	case fieldFormat:
		next.HistoryFormat = d.HistoryFormat
	case fieldDir:
		next.HistoryDir = d.HistoryDir
	}
	if reflect.DeepEqual(next, s.ctx.Settings) {
		s.ctx.SetStatus(fieldLabels[s.cursor] + " is already the default")
		return
	}
	s.save(next)
}

// save stores next and says on the status line whether it was written.
func (s *Screen) save(next config.Settings) {
	if err := s.ctx.SaveSettings(next); err != nil {
		s.ctx.SetWarning(err.Error())
		return
	}
	s.ctx.SetStatus("Saved to " + config.TildePath(s.ctx.SettingsPath))
}

// sample is the hand shown beside the card settings.
var sample = []poker.Card{
	poker.NewCard(poker.Ace, poker.Spades),
	poker.NewCard(poker.King, poker.Hearts),
	poker.NewCard(poker.Queen, poker.Diamonds),
	poker.NewCard(poker.Jack, poker.Clubs),
}

// value is the field's current value as shown, and a note on it.
func (s *Screen) value(f settingField) (value, note string) {
	cur := s.ctx.Settings
	switch f {
	case fieldName:
		return cur.Name, ""
	case fieldCards:
		if cur.CardStyle == config.CardsASCII {
			return "letters", "As Kh"
		}
		return "symbols", "A♠ K♥"
	case fieldFourColor:
		sp, h, d, c := "♠", "♥", "♦", "♣"
		if cur.CardStyle == config.CardsASCII {
			sp, h, d, c = "s", "h", "d", "c"
		}
		on := "off"
		if cur.FourColor {
			on = "on"
		}
		if os.Getenv("NO_COLOR") != "" { // no colour is drawn: name none
			return on, "no colours here (NO_COLOR is set)"
		}
		if cur.FourColor {
			return on, sp + " black " + h + " red " + d + " blue " + c + " green"
		}
		return on, h + " " + d + " red, " + sp + " " + c + " black"
	case fieldSpeed:
		d := cur.Speed.Delay()
		if d == 0 {
			return string(cur.Speed), "no pause"
		}
		return string(cur.Speed), fmt.Sprintf("%.2g s a move", d.Seconds())
	case fieldCoach:
		if cur.Coach {
			return "on", "your equity, and whether a call pays"
		}
		return "off", "a line: your equity, whether a call pays"
	case fieldPause:
		if p := cur.DealPause.Pause(); p > 0 {
			return fmt.Sprintf("deal after %.0f s", p.Seconds()), "or at enter"
		}
		return "press enter", "to deal the next hand"
	case fieldFormat:
		if cur.HistoryFormat == config.FormatPokerStars {
			return "PokerStars", ""
		}
		return "Parlor", ""
	case fieldDir:
		if cur.HistoryDir == "" {
			return config.TildePath(config.DefaultHistoryDir()), "(default)"
		}
		return config.TildePath(cur.HistoryDir), ""
	}
	return "", ""
}

// override is the flag that overrides field f in this run, if any.
func (s *Screen) override(f settingField) (flag, value string) {
	switch {
	case f == fieldDir && s.ctx.HistoryDirFlag != "":
		return "--history-dir", s.ctx.HistoryDirFlag
	case f == fieldFormat && s.ctx.HistoryFormatFlag != "":
		return "--history-format", s.ctx.HistoryFormatFlag
	}
	return "", ""
}

func (s *Screen) View() string {
	st := s.ctx.Styles
	labelW := 0
	for _, l := range fieldLabels {
		labelW = max(labelW, lipgloss.Width(l))
	}
	var rows []string
	for f := range numFields {
		sel := f == s.cursor
		marker, label := "  ", st.Text.Render(kit.Pad(fieldLabels[f], labelW))
		if sel {
			marker, label = st.Marker.Render("▸ "), st.Selected.Render(kit.Pad(fieldLabels[f], labelW))
		}
		value, note := s.value(f)
		value = st.Value.Render(kit.TruncateLeft(value, valueWidth-lipgloss.Width(note)-5))
		if note != "" {
			// The note gives way, so that a row never wraps, selected
			// (‹ › around the value) or not.
			room := screenWidth - 2 - 2 - labelW - 2 - 2 - lipgloss.Width(value) - 2 - 2
			note = "  " + st.Faint.Render(kit.Truncate(note, room))
		}
		var val string
		switch {
		case sel && s.edit.Editing:
			val = "  " + s.edit.Input.View()
		case sel && !f.isText():
			val = st.Marker.Render("‹ ") + value + st.Marker.Render(" ›") + note
		default:
			val = "  " + value + note
		}
		rows = append(rows, marker+label+"  "+val)
		if flag, v := s.override(f); flag != "" {
			text := "this run: " + flag + " "
			text += kit.TruncateLeft(config.TildePath(v), valueWidth-lipgloss.Width(text))
			rows = append(rows, strings.Repeat(" ", labelW+6)+st.Faint.Render(text))
		}
	}
	cards := s.ctx.Cards()
	preview := lipgloss.JoinHorizontal(lipgloss.Center,
		cards.Hand(sample, 1, 6), "   ", st.Faint.Render("in text: ")+cards.TextRow(sample))

	saved := "changes are saved at once"
	if s.ctx.SettingsPath == "" {
		saved = "changes apply to this run only"
	}
	parts := []string{
		st.Heading.Render("Settings") + st.Faint.Render("  ·  "+saved),
		"",
		strings.Join(rows, "\n"),
		"",
		preview,
	}
	out := lipgloss.JoinVertical(lipgloss.Left, parts...)
	out = st.Frame.Width(screenWidth).Render(out)
	if s.width == 0 {
		return out
	}
	return lipgloss.Place(s.width, s.height, lipgloss.Center, lipgloss.Center, out)
}
