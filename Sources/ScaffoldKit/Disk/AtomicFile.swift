import Foundation
import ScaffoldCore

#if canImport(Glibc)
    import Glibc
    private let writeBytes = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let writeBytes = Darwin.write
#endif

/// Writes a file through a temporary file in the same folder and a rename, so readers and
/// concurrent runs see the old bytes or the new ones, never a torn file.
///
/// No fsync: the guarantee needed is atomicity against other processes, not durability across a
/// power cut, and an fsync per file cost more than everything else a run does.
public enum AtomicFile {
    /// Writes `contents` to the absolute `path`, whose folder must exist; `display` names it in errors.
    public static func write(_ contents: String, toPath path: String, display: String) throws(FileSystemProblem) {
        let (folderPath, name) = ConfinedFolder.split(path)
        let folder = try FolderDescriptor.open(
            folderPath.isEmpty ? "/" : folderPath, operation: .write, display: ConfinedFolder.folderDisplay(of: display)
        )
        try write(contents, named: name, in: folder, display: display)
    }

    /// Writes `contents` to the file `name` in `folder`: a temporary file created next to it, then a
    /// rename, both relative to the open folder. Only a regular file (or nothing) is replaced.
    static func write(_ contents: String, named name: String, in folder: FolderDescriptor, display: String)
        throws(FileSystemProblem)
    {
        // Written from the string's own storage: copying it first doubled the memory a large lock took.
        var contents = contents
        try write(named: name, in: folder, display: display) { descriptor in
            contents.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        }
    }

    /// `write(_:named:in:display:)` for contents held in pieces, written one after another: a large lock
    /// is never joined into one string.
    static func write(chunks: [[UInt8]], named name: String, in folder: FolderDescriptor, display: String)
        throws(FileSystemProblem)
    {
        try write(named: name, in: folder, display: display) { descriptor in
            for chunk in chunks {
                // A large lock takes a while: an interrupted run gives it up rather than wait for it.
                if WriteInterruption.shared.isStopping { return ECANCELED }
                let failure = chunk.withUnsafeBytes { writeAll($0, to: descriptor) }
                if failure != 0 { return failure }
            }
            return 0
        }
    }

    /// The temporary file, its contents (`fill` returns an errno or 0), the rename: as one write that a
    /// signal cannot cut short (`WriteInterruption`).
    private static func write(
        named name: String, in folder: FolderDescriptor, display: String, fill: (Int32) -> Int32
    ) throws(FileSystemProblem) {
        try WriteInterruption.shared.write { () throws(FileSystemProblem) in
            try writeThroughTemporaryFile(named: name, in: folder, display: display, fill: fill)
        }
    }

    private static func writeThroughTemporaryFile(
        named name: String, in folder: FolderDescriptor, display: String, fill: (Int32) -> Int32
    ) throws(FileSystemProblem) {
        try folder.requireRegularFileOrNothing(name, .write, display: display)
        let temporary = TemporaryFileName.make(for: name)
        let descriptor = openat(
            folder.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            // The temporary file is created in the target's folder, so a refusal is about the folder.
            throw FileSystemProblem(.write, display, code == EACCES ? .folderNotWritable : FileSystem.reason(code))
        }
        var failure = fill(descriptor)
        if WriteInterruption.pauseBeforeRename > 0 { usleep(WriteInterruption.pauseBeforeRename * 1000) }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && renameat(folder.descriptor, temporary, folder.descriptor, name) != 0 { failure = errno }
        guard failure == 0 else {
            unlinkat(folder.descriptor, temporary, 0)
            throw FileSystemProblem(.write, display, FileSystem.reason(failure))
        }
    }

    /// Writes all of `buffer`, retrying interrupted writes; returns the errno of a failure, or 0.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let count = writeBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return 0
    }

    /// Creates the folders `path` needs, then writes it.
    public static func write(_ contents: String, creatingFoldersFor path: String, display: String)
        throws(FileSystemProblem)
    {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let displayFolder = display.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(display[..<$0]) } ?? "."
        try FileSystem.createFolders(folder.isEmpty ? "/" : folder, display: displayFolder)
        try write(contents, toPath: path, display: display)
    }
}
