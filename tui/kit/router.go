package kit

import (
	"fmt"
	"os"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlor/config"
)

// The smallest window the program lays out in. Below it the root shows a
// message saying so instead of a broken layout.
const (
	MinWidth  = 80
	MinHeight = 24
)

// Router is the heart of the root model: it owns the Context, keeps a
// stack of screens (the menu at the bottom), routes messages to the top one
// and draws the status and help lines under it. It builds the screens a
// SwitchMsg names with its Builder. (tui/app's Model wraps it with the
// saved games.)
type Router struct {
	ctx   *Context
	build Builder
	stack []Screen
	help  help.Model
}

// Builder builds the screen id, or reports false when that screen does not
// exist yet. The tui package's builder knows every screen.
type Builder func(id ScreenID, ctx *Context) (Screen, bool)

// NewContext builds the shared context from the command-line options: it
// reads the settings (a problem is kept in Context.SettingsErr and shown in
// the menu, never fatal). Styles come from the default lipgloss renderer,
// which honours NO_COLOR.
func NewContext(opts Options) *Context {
	ctx := &Context{
		Styles:            terminalStyles(lipgloss.DefaultRenderer(), os.Getenv),
		Keys:              NewGlobalKeys(),
		Seed:              opts.seed(),
		HistoryDirFlag:    opts.HistoryDir,
		HistoryFormatFlag: opts.HistoryFormat,
		KeyHold:           defaultKeyHold,
	}
	path, err := config.Path()
	if err != nil {
		ctx.Settings = config.Defaults()
		ctx.SettingsErr = fmt.Errorf("settings apply to this run only: %w", err)
	} else {
		ctx.SettingsPath = path
		ctx.Settings, ctx.SettingsErr = config.Load(path)
		if ctx.SettingsErr != nil {
			ctx.SettingsErr = fmt.Errorf("%w; the defaults apply (saving a setting replaces the file)", ctx.SettingsErr)
		}
	}
	return ctx
}

// NewRouter is the router with bottom at the bottom of the stack (the
// menu, or the screen "parlor history open" starts on).
func NewRouter(ctx *Context, build Builder, bottom Screen) Router {
	h := help.New()
	h.Styles.ShortKey = ctx.Styles.Help.Bold(true)
	h.Styles.ShortDesc = ctx.Styles.Help
	h.Styles.ShortSeparator = ctx.Styles.Help
	h.Styles.FullKey = ctx.Styles.Help.Bold(true)
	h.Styles.FullDesc = ctx.Styles.Help
	h.Styles.FullSeparator = ctx.Styles.Help
	h.Styles.Ellipsis = ctx.Styles.Help
	return Router{ctx: ctx, build: build, stack: []Screen{bottom}, help: h}
}

// Context returns the shared context (for tests and callers that inspect
// the settings after a run).
func (m Router) Context() *Context { return m.ctx }

// Top is the screen shown.
func (m Router) Top() Screen { return m.stack[len(m.stack)-1] }

// setTop replaces the top screen. The stack's array is shared by copies of
// the Router, which is fine: only the latest copy is ever used again.
func (m Router) setTop(s Screen) { m.stack[len(m.stack)-1] = s }

// Init starts the menu.
func (m Router) Init() tea.Cmd { return m.Top().Init() }

// Update is Route, as a tea.Model.
func (m Router) Update(msg tea.Msg) (tea.Model, tea.Cmd) { return m.Route(msg) }

// Route routes msg: the router handles the size, ctrl+c, ? (and esc while
// the full help is open) and the screen messages; everything else goes to
// the top screen.
func (m Router) Route(msg tea.Msg) (Router, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.ctx.Width, m.ctx.Height = msg.Width, msg.Height
		m.help.Width = msg.Width
		return m, m.resize()

	case tea.KeyMsg:
		if key.Matches(msg, m.ctx.Keys.Quit) {
			return m, tea.Quit
		}
		m.ctx.status = Status{}
		if m.tooSmall() {
			return m, nil // nothing to see: a key would act blind
		}
		if !m.Top().Typing() && msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste {
			// Keys that arrive together (a held key, tmux send-keys)
			// come as one message; outside a text input each is a key.
			return m.eachRune(msg)
		}
		if !m.Top().Typing() && key.Matches(msg, m.ctx.Keys.Help) {
			m.help.ShowAll = !m.help.ShowAll
			return m, m.resize() // the help's height changed
		}
		if m.help.ShowAll && !m.Top().Typing() && key.Matches(msg, m.ctx.Keys.Back) {
			// esc closes the full help first, as it closes any
			// overlay, rather than leave the screen under it.
			m.help.ShowAll = false
			return m, m.resize()
		}

	case SwitchMsg:
		s, ok := m.build(msg.To, m.ctx)
		if !ok {
			m.ctx.SetStatus(msg.To.String() + ": coming soon")
			return m, nil
		}
		return m.push(s)

	case OpenMsg:
		if msg.Replace && len(m.stack) > 1 {
			m.stack = m.stack[:len(m.stack)-1]
		}
		return m.push(msg.Screen)

	case BackMsg:
		if len(m.stack) == 1 {
			return m, nil
		}
		m.stack = m.stack[:len(m.stack)-1]
		m.help.ShowAll = false
		return m, m.resize() // the window may have changed meanwhile

	}

	before := m.bodyHeight()
	s, cmd := m.Top().Update(msg)
	m.setTop(s)
	if m.ctx.Width > 0 && m.bodyHeight() != before {
		// The screen's key map changed and with it the help's height.
		return m, tea.Batch(cmd, m.resize())
	}
	return m, cmd
}

// push shows s on top, tells it its size at once and starts it.
func (m Router) push(s Screen) (Router, tea.Cmd) {
	m.stack = append(m.stack, s)
	m.help.ShowAll = false
	return m, tea.Batch(m.resize(), s.Init())
}

// eachRune handles the runes of msg one by one, as separate keys.
func (m Router) eachRune(msg tea.KeyMsg) (Router, tea.Cmd) {
	var cmds []tea.Cmd
	next := m
	for _, r := range msg.Runes {
		var cmd tea.Cmd
		next, cmd = next.Route(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
		cmds = append(cmds, cmd)
	}
	return next, tea.Sequence(cmds...)
}

// resize tells the top screen the size of its body: the window less the
// status and help lines. Nothing is sent before the first size message.
func (m Router) resize() tea.Cmd {
	if m.ctx.Width == 0 {
		return nil
	}
	s, cmd := m.Top().Update(tea.WindowSizeMsg{Width: m.ctx.Width, Height: m.bodyHeight()})
	m.setTop(s)
	return cmd
}

func (m Router) bodyHeight() int {
	return max(0, m.ctx.Height-1-lipgloss.Height(m.help.View(m.Top().Keys())))
}

func (m Router) tooSmall() bool { return TooSmall(m.ctx.Width, m.ctx.Height) }

// View draws the top screen, then the status line and the help. Before the
// first size message (width 0) it draws at the screen's natural size.
func (m Router) View() string {
	if m.tooSmall() {
		return m.sizeMessage()
	}
	body := m.Top().View()
	Status := ""
	if s, ok := m.Top().(StatusDrawer); !ok || !s.DrawsStatus() {
		Status = m.ctx.StatusView()
	}
	helpView := m.help.View(m.Top().Keys())
	if m.ctx.Width > 0 {
		w := m.ctx.Width
		bh := m.bodyHeight()
		body = lipgloss.NewStyle().Width(w).MaxWidth(w).Height(bh).MaxHeight(bh).Render(body)
		Status = lipgloss.NewStyle().MaxWidth(w).Render(" " + Status)
		helpView = lipgloss.NewStyle().MaxWidth(w).Render(Indent(helpView, " "))
	}
	return lipgloss.JoinVertical(lipgloss.Left, body, Status, helpView)
}

// StatusDrawer is a screen that draws the status line itself, under its
// prompt (on a tall window the bottom line is far from it); the root then
// leaves its own status line blank.
type StatusDrawer interface{ DrawsStatus() bool }

// StatusView is the status line as drawn: a warning with its "! " mark.
func (c *Context) StatusView() string {
	switch s := c.status; {
	case s.Text == "":
		return ""
	case s.Warn:
		return c.Styles.Warning.Render("! " + s.Text)
	default:
		return c.Styles.Status.Render(s.Text)
	}
}

// sizeMessage says how large the window must be, centred in what there is.
func (m Router) sizeMessage() string { return SizeMessage(m.ctx.Styles, m.ctx.Width, m.ctx.Height) }

// TooSmall reports whether a window of w×h is below what the screens need
// (a width of 0 is a size not known yet).
func TooSmall(w, h int) bool { return w > 0 && (w < MinWidth || h < MinHeight) }

// SizeMessage says how large the window must be, centred in a window of
// w×h: the root's screens and the served boards draw it alike.
func SizeMessage(st Styles, w, h int) string {
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

// Depth is the number of screens open, the menu included.
func (m Router) Depth() int { return len(m.stack) }

// ShowsFullHelp reports whether the full help is open.
func (m Router) ShowsFullHelp() bool { return m.help.ShowAll }

// BodyHeight is the height the top screen draws in.
func (m Router) BodyHeight() int { return m.bodyHeight() }
