import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which build of `scaffold` is running: output cached by one build is never trusted by another.
///
/// The linker's GNU build-id note is a hash the linker computed over the linked binary, so any
/// change to the code changes it, and reading it costs three small reads. A binary without one
/// (another platform, another linker) is identified by a hash of all of its bytes instead: it reads
/// the whole executable, so it is slower, but still honest. Size and modification time are not an identity: a
/// rebuild can keep both.
enum BuildIdentity {
    /// The identity of the running executable, computed once per process; nil when it cannot be read,
    /// in which case no cache is trusted or written.
    static let current: String? = {
        // /proc/self/exe is the file this process runs even if the path was replaced since.
        let procPath = "/proc/self/exe"
        let path = FileManager.default.fileExists(atPath: procPath) ? procPath : Bundle.main.executablePath
        return path.flatMap(identity(ofExecutableAt:))
    }()

    /// `gnu-build-id:<hex>` from the ELF note, else `content:<hex>` (`ContentHash`) over the file's bytes.
    static func identity(ofExecutableAt path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if let buildID = gnuBuildID(descriptor) {
            return "gnu-build-id:" + buildID.map { String(format: "%02x", $0) }.joined()
        }
        guard let bytes = FileSystem.contentsIfReadable(path, limit: .executable) else { return nil }
        return "content:\(ContentHash.of(bytes: bytes))"
    }

    /// The descriptor of the `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, found through
    /// its program headers (the note is in a loaded segment, so stripping keeps it).
    static func gnuBuildID(_ descriptor: Int32) -> [UInt8]? {
        guard let header = read(descriptor, at: 0, count: 64), header.count == 64,
            header[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]),  // "\u{7F}ELF"
            header[4] == 2, header[5] == 1  // 64-bit, little-endian
        else { return nil }
        let programHeaders = Int(header.littleEndian(UInt64.self, at: 0x20))
        let entrySize = Int(header.littleEndian(UInt16.self, at: 0x36))
        let entryCount = Int(header.littleEndian(UInt16.self, at: 0x38))
        guard (56...1024).contains(entrySize), entryCount <= 256,
            let table = read(descriptor, at: programHeaders, count: entrySize * entryCount),
            table.count == entrySize * entryCount
        else { return nil }
        for index in 0..<entryCount {
            let entry = Array(table[(index * entrySize)..<((index + 1) * entrySize)])
            let noteSegment: UInt32 = 4
            guard entry.littleEndian(UInt32.self, at: 0) == noteSegment else { continue }
            let offset = Int(entry.littleEndian(UInt64.self, at: 0x08))
            let size = Int(entry.littleEndian(UInt64.self, at: 0x20))
            guard size <= 1 << 16, let notes = read(descriptor, at: offset, count: size) else { continue }
            if let buildID = buildIDNote(in: notes) { return buildID }
        }
        return nil
    }

    /// Walks the notes of one segment: 4-byte name size, descriptor size and type, then the name and
    /// the descriptor, each padded to 4 bytes.
    private static func buildIDNote(in notes: [UInt8]) -> [UInt8]? {
        let buildIDType: UInt32 = 3
        var offset = 0
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.littleEndian(UInt32.self, at: offset))
            let descriptorSize = Int(notes.littleEndian(UInt32.self, at: offset + 4))
            let type = notes.littleEndian(UInt32.self, at: offset + 8)
            let nameStart = offset + 12
            let descriptorStart = nameStart + (nameSize + 3) / 4 * 4
            let end = descriptorStart + (descriptorSize + 3) / 4 * 4
            guard descriptorStart + descriptorSize <= notes.count, end > offset else { return nil }
            if type == buildIDType, notes[nameStart..<(nameStart + nameSize)].elementsEqual(Array("GNU\0".utf8)),
                descriptorSize > 0
            {
                return Array(notes[descriptorStart..<(descriptorStart + descriptorSize)])
            }
            offset = end
        }
        return nil
    }

    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return read < 0 ? nil : Array(bytes[..<read])
    }
}

extension Array where Element == UInt8 {
    /// The little-endian integer of type `T` at `offset`; callers check the bounds.
    fileprivate func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        var value = T.zero
        for index in (0..<MemoryLayout<T>.size).reversed() {
            value = value << 8 | T(self[offset + index])
        }
        return value
    }
}
