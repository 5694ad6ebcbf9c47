package fsx

// SyncDir does nothing on Windows: a folder opened for reading cannot be
// flushed there (FlushFileBuffers needs write access, which a folder's
// handle cannot have), and NTFS journals a rename with the folder.
func SyncDir(string) error { return nil }
