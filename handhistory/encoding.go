package handhistory

// Text encodings. Parlor writes UTF-8; poker clients export in UTF-8 (with
// or without a byte-order mark), in Windows-1252 (a "€" is the byte 0x80)
// and in UTF-16 with a byte-order mark. The reader takes all of them: a
// UTF-16 file is decoded whole when it is opened; a hand that is not valid
// UTF-8 is read as Windows-1252, which gives every byte a character (the
// hand headers that the index looks for are plain ASCII in both).

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// The names of the encodings, as File.Encoding and Record.Encoding give
// them; "" is UTF-8.
const (
	utf16LE     = "UTF-16LE"
	utf16BE     = "UTF-16BE"
	windows1252 = "Windows-1252"
)

// maxUTF16 is the largest UTF-16 file the reader takes: it decodes one
// whole into memory (a client's export of one session is a few megabytes).
const maxUTF16 = 256 << 20

// ErrTooLarge is a UTF-16 file larger than MaxUTF16.
var ErrTooLarge = errors.New("handhistory: UTF-16 file too large")

// sniffUTF16 says whether a file that starts with head is UTF-16, and in
// which byte order: a byte-order mark, or (without one) the zero bytes of
// ASCII text in the first characters.
func sniffUTF16(head []byte) (binary.ByteOrder, bool) {
	switch {
	case len(head) >= 2 && head[0] == 0xFF && head[1] == 0xFE:
		return binary.LittleEndian, true
	case len(head) >= 2 && head[0] == 0xFE && head[1] == 0xFF:
		return binary.BigEndian, true
	}
	// "P\x00o\x00k\x00e\x00" or "\x00P\x00o\x00k\x00e": no UTF-8 text holds
	// a zero byte.
	if len(head) < 8 {
		return nil, false
	}
	le, be := true, true
	for i := 0; i < 8; i += 2 {
		le = le && head[i] != 0 && head[i] < 0x80 && head[i+1] == 0
		be = be && head[i] == 0 && head[i+1] != 0 && head[i+1] < 0x80
	}
	switch {
	case le:
		return binary.LittleEndian, true
	case be:
		return binary.BigEndian, true
	}
	return nil, false
}

// decodeUTF16 reads the UTF-16 text of r (size bytes) in the byte order o
// and returns it in UTF-8, without its byte-order mark. A lone surrogate
// becomes U+FFFD.
func decodeUTF16(r io.Reader, size int64, o binary.ByteOrder) ([]byte, error) {
	if size > maxUTF16 {
		return nil, fmt.Errorf("%w: %d MB (at most %d MB: convert it to UTF-8)", ErrTooLarge, size>>20, maxUTF16>>20)
	}
	out := make([]byte, 0, size/2+16)
	buf := make([]byte, 64<<10)
	var units []uint16
	var pending []byte // an odd byte, or a high surrogate, left at a chunk's end
	first := true
	for {
		n, err := io.ReadFull(r, buf[len(pending):])
		copy(buf, pending)
		data := buf[:len(pending)+n]
		eof := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !eof {
			return nil, err
		}
		units = units[:0]
		for len(data) >= 2 {
			units = append(units, o.Uint16(data))
			data = data[2:]
		}
		pending = append(pending[:0], data...)
		if !eof && len(units) > 0 && utf16.IsSurrogate(rune(units[len(units)-1])) {
			// Keep a surrogate for the next chunk, where its pair is.
			var b [2]byte
			o.PutUint16(b[:], units[len(units)-1])
			pending = append(b[:], pending...)
			units = units[:len(units)-1]
		}
		if first && len(units) > 0 && units[0] == 0xFEFF {
			units = units[1:]
		}
		first = false
		for _, c := range utf16.Decode(units) {
			out = utf8.AppendRune(out, c)
		}
		if eof {
			if len(pending) > 0 {
				out = utf8.AppendRune(out, utf8.RuneError) // an odd last byte
			}
			return out, nil
		}
	}
}

// cp1252 maps the bytes 0x80 to 0x9F of Windows-1252; the other bytes
// above 0x7F are the Latin-1 characters of the same number. The five bytes
// Windows-1252 leaves undefined map to the control characters of their
// number, which Clean removes.
var cp1252 = [32]rune{
	'€', 0x81, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0x8D, 'Ž', 0x8F,
	0x90, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0x9D, 'ž', 'Ÿ',
}

// toUTF8 returns text in UTF-8: itself when it is valid UTF-8, else read as
// Windows-1252, and the name of the encoding it was read in ("" for
// UTF-8).
func toUTF8(text []byte) ([]byte, string) {
	if utf8.Valid(text) {
		return text, ""
	}
	out := make([]byte, 0, len(text)+len(text)/8)
	for _, b := range text {
		switch {
		case b < 0x80:
			out = append(out, b)
		case b < 0xA0:
			out = utf8.AppendRune(out, cp1252[b-0x80])
		default:
			out = utf8.AppendRune(out, rune(b))
		}
	}
	return out, windows1252
}
