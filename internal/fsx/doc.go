// Package fsx is the one home of Parlor's durable files: an atomic write
// that leaves the old file or the new one whole, never half of either, and
// survives a power cut (WriteFile, Write); the sync of a folder (SyncDir);
// advisory locks on an open file (Lock, TryLock, RLock, TryRLock); the
// probe of a folder that files will be written in (CheckWritable); and the
// XDG base folders Parlor keeps its files in (ConfigDir, DataDir,
// StateDir).
//
// All three are our own code on the standard library, not a library's:
//   - google/renameio/v2 does not sync the folder after the rename (its
//     pull request for that is still open), so a power cut can undo the
//     rename, and its WriteFile and PendingFile do not build on Windows.
//   - gofrs/flock locks a path through a handle of its own, while the hand
//     history locks the very file it writes, which has no name at all while
//     Linux makes it (O_TMPFILE), and on Windows a range lock taken through
//     another handle would stop this one reading or writing that range.
//   - adrg/xdg reads the environment once, at init (tests need Reload), it
//     puts every folder under ~/Library on macOS where the README promises
//     the XDG ones, and with no home it falls back to "/".
package fsx
