package tui

import (
	"errors"
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/mattn/go-isatty"
)

// The smallest window the program lays out in. Below it the root shows a
// message saying so instead of a broken layout.
const (
	MinWidth  = 80
	MinHeight = 24
)

// Model is the root model: it owns the Context, keeps a stack of screens
// (the menu at the bottom), routes messages to the top one and draws the
// status and help lines under it.
type Model struct {
	ctx   *Context
	stack []screen
	help  help.Model
}

// New builds the root model from the command-line options: it reads the
// settings (a problem is kept in Context.SettingsErr and shown in the menu,
// never fatal) and opens the menu. Styles come from the default lipgloss
// renderer, which honours NO_COLOR.
func New(opts Options) Model {
	ctx := &Context{
		Styles:            NewStyles(lipgloss.DefaultRenderer()),
		Keys:              newGlobalKeys(),
		Seed:              opts.seed(),
		HistoryDirFlag:    opts.HistoryDir,
		HistoryFormatFlag: opts.HistoryFormat,
	}
	path, err := SettingsPath()
	if err != nil {
		ctx.Settings = DefaultSettings()
		ctx.SettingsErr = fmt.Errorf("settings apply to this run only: %w", err)
	} else {
		ctx.SettingsPath = path
		ctx.Settings, ctx.SettingsErr = LoadSettings(path)
		if ctx.SettingsErr != nil {
			ctx.SettingsErr = fmt.Errorf("%w; the defaults apply (saving a setting replaces the file)", ctx.SettingsErr)
		}
	}
	return newModel(ctx)
}

func newModel(ctx *Context) Model {
	h := help.New()
	h.Styles.ShortKey = ctx.Styles.Help.Bold(true)
	h.Styles.ShortDesc = ctx.Styles.Help
	h.Styles.ShortSeparator = ctx.Styles.Help
	h.Styles.FullKey = ctx.Styles.Help.Bold(true)
	h.Styles.FullDesc = ctx.Styles.Help
	h.Styles.FullSeparator = ctx.Styles.Help
	h.Styles.Ellipsis = ctx.Styles.Help
	menu, _ := newScreen(menuID, ctx)
	return Model{ctx: ctx, stack: []screen{menu}, help: h}
}

// Run runs the program in the terminal's alternate screen until the player
// quits.
func Run(opts Options) error {
	if err := opts.Validate(); err != nil {
		return err
	}
	if !isatty.IsTerminal(os.Stdout.Fd()) && !isatty.IsCygwinTerminal(os.Stdout.Fd()) {
		return errors.New("the menu needs a terminal; the subcommands work without one (parlor --help)")
	}
	if _, err := tea.NewProgram(New(opts), tea.WithAltScreen()).Run(); err != nil {
		return fmt.Errorf("menu: %w", err)
	}
	return nil
}

// Context returns the shared context (for tests and callers that inspect
// the settings after a run).
func (m Model) Context() *Context { return m.ctx }

func (m Model) top() screen { return m.stack[len(m.stack)-1] }

// setTop replaces the top screen. The stack's array is shared by copies of
// the Model, which is fine: only the latest copy is ever used again.
func (m Model) setTop(s screen) { m.stack[len(m.stack)-1] = s }

// Init starts the menu.
func (m Model) Init() tea.Cmd { return m.top().init() }

// Update routes msg: the root handles the size, ctrl+c, ? and the screen
// messages; everything else goes to the top screen.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.ctx.Width, m.ctx.Height = msg.Width, msg.Height
		m.help.Width = msg.Width
		return m, m.resize()

	case tea.KeyMsg:
		if key.Matches(msg, m.ctx.Keys.Quit) {
			return m, tea.Quit
		}
		m.ctx.status = status{}
		if m.tooSmall() {
			return m, nil // nothing to see: a key would act blind
		}
		if !m.top().typing() && msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste {
			// Keys that arrive together (a held key, tmux send-keys)
			// come as one message; outside a text input each is a key.
			return m.eachRune(msg)
		}
		if !m.top().typing() && key.Matches(msg, m.ctx.Keys.Help) {
			m.help.ShowAll = !m.help.ShowAll
			return m, m.resize() // the help's height changed
		}

	case switchMsg:
		s, ok := newScreen(msg.To, m.ctx)
		if !ok {
			m.ctx.SetStatus(msg.To.String() + ": coming soon")
			return m, nil
		}
		return m.push(s)

	case openMsg:
		if msg.Replace && len(m.stack) > 1 {
			m.stack = m.stack[:len(m.stack)-1]
		}
		return m.push(msg.Screen)

	case backMsg:
		if len(m.stack) == 1 {
			return m, nil
		}
		m.stack = m.stack[:len(m.stack)-1]
		m.help.ShowAll = false
		return m, m.resize() // the window may have changed meanwhile

	}

	before := m.bodyHeight()
	s, cmd := m.top().update(msg)
	m.setTop(s)
	if m.ctx.Width > 0 && m.bodyHeight() != before {
		// The screen's key map changed and with it the help's height.
		return m, tea.Batch(cmd, m.resize())
	}
	return m, cmd
}

// push shows s on top, tells it its size at once and starts it.
func (m Model) push(s screen) (tea.Model, tea.Cmd) {
	m.stack = append(m.stack, s)
	m.help.ShowAll = false
	return m, tea.Batch(m.resize(), s.init())
}

// eachRune handles the runes of msg one by one, as separate keys.
func (m Model) eachRune(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	var cmds []tea.Cmd
	var next tea.Model = m
	for _, r := range msg.Runes {
		var cmd tea.Cmd
		next, cmd = next.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
		cmds = append(cmds, cmd)
	}
	return next, tea.Sequence(cmds...)
}

// resize tells the top screen the size of its body: the window less the
// status and help lines. Nothing is sent before the first size message.
func (m Model) resize() tea.Cmd {
	if m.ctx.Width == 0 {
		return nil
	}
	s, cmd := m.top().update(tea.WindowSizeMsg{Width: m.ctx.Width, Height: m.bodyHeight()})
	m.setTop(s)
	return cmd
}

func (m Model) bodyHeight() int {
	return max(0, m.ctx.Height-1-lipgloss.Height(m.help.View(m.top().keys())))
}

func (m Model) tooSmall() bool {
	return m.ctx.Width > 0 && (m.ctx.Width < MinWidth || m.ctx.Height < MinHeight)
}

// View draws the top screen, then the status line and the help. Before the
// first size message (width 0) it draws at the screen's natural size.
func (m Model) View() string {
	if m.tooSmall() {
		return m.sizeMessage()
	}
	st := m.ctx.Styles
	body := m.top().view()
	status := ""
	if s := m.ctx.status; s.Text != "" {
		status = st.Status.Render(s.Text)
		if s.Warn {
			status = st.Warning.Render("! " + s.Text)
		}
	}
	helpView := m.help.View(m.top().keys())
	if m.ctx.Width > 0 {
		w := m.ctx.Width
		bh := m.bodyHeight()
		body = lipgloss.NewStyle().Width(w).MaxWidth(w).Height(bh).MaxHeight(bh).Render(body)
		status = lipgloss.NewStyle().MaxWidth(w).Render(" " + status)
		helpView = lipgloss.NewStyle().MaxWidth(w).Render(indent(helpView, " "))
	}
	return lipgloss.JoinVertical(lipgloss.Left, body, status, helpView)
}

// sizeMessage says how large the window must be, centred in what there is.
func (m Model) sizeMessage() string {
	st := m.ctx.Styles
	w, h := m.ctx.Width, m.ctx.Height
	var msg string
	if w >= 44 && h >= 5 {
		msg = st.Warning.Render(fmt.Sprintf("Parlor needs a window of at least %d×%d.", MinWidth, MinHeight)) + "\n" +
			st.Text.Render(fmt.Sprintf("This one is %d×%d: please make it larger.", w, h)) + "\n" +
			st.Faint.Render("ctrl+c quits")
	} else { // the sizes first, so that they show in a tiny window
		msg = st.Warning.Render(fmt.Sprintf("%d×%d needed, this is %d×%d", MinWidth, MinHeight, w, h))
	}
	msg = lipgloss.NewStyle().Width(min(w, 44)).Align(lipgloss.Center).Render(msg)
	out := lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, msg)
	return lipgloss.NewStyle().MaxWidth(w).MaxHeight(h).Render(out)
}
