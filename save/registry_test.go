package save

import (
	"errors"
	"testing"

	"parlor/game"
)

// TestEveryGameIsSaved: each game of the registry has its decoder, under
// its id as the kind; a kind no game registered is refused as damaged.
func TestEveryGameIsSaved(t *testing.T) {
	for _, g := range game.All() {
		if !Kind(g.ID).known() {
			t.Errorf("game %s has no decoder (save.Register in its codec's file)", g.ID)
		}
	}
	for k := range decoders {
		if _, ok := game.Lookup(string(k)); !ok {
			t.Errorf("a decoder of %q, which is no game of parlor/game", k)
		}
	}
	if _, err := Resume(Envelope{Kind: "yourgame", Payload: []byte("{}")}); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Resume of an unregistered kind: %v, want ErrCorrupt", err)
	}
}

// TestRegisterTwicePanics: a kind has one decoder.
func TestRegisterTwicePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Register(KindCamelUp) a second time did not panic")
		}
	}()
	register(KindCamelUp, decoderOf(resumeCamelUp))
}
