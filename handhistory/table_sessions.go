package handhistory

import "parlor/poker"

// AddTable appends a finished hand of session n of a table run (see
// holdembot.PlayTable): a block of ring hands, or one sit-and-go. hero is
// the chair of the run's first player, whose cards the file shows and
// whose result the tally counts. As Add, it runs on the runner's workers,
// one goroutine per session at a time.
func (s *Sessions) AddTable(n int, t *poker.Table, hero int) error {
	f, err := s.file(n)
	if err != nil {
		return err
	}
	if err := f.w.WriteTableHand(t, hero); err != nil {
		return s.fail(err)
	}
	f.Hands++
	over := false
	if s.opts.Ring {
		net := t.Stacks()[hero] - t.StartStacks()[hero]
		f.Net += net
		f.nets = append(f.nets, net)
		over = t.Number() == s.opts.SessionHands
	} else {
		for _, e := range t.Events() {
			if e.Kind == poker.EventFinish && e.Amount == 1 {
				over = true
				if e.Chair == hero {
					f.Wins[0]++
				} else {
					f.Wins[1]++
				}
			}
		}
	}
	if s.failed.Load() {
		return s.fail(nil)
	}
	if over {
		s.end(n, f)
	}
	return nil
}
