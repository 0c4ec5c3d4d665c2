import Foundation

/// The first line scaffold writes into every skeleton, which says where it came from: what lets a file that the
/// lock lists be pruned or renamed, since the lock is committed and edited in pull requests and decides nothing on
/// its own.
enum SkeletonHeader {
    /// How every skeleton's first line starts.
    static let prefix = "// Created by scaffold"

    /// Whether the first line of a skeleton's `data` is the header scaffold writes into the skeletons of `spec`
    /// (`// Created by scaffold from Specs/Login.yml. Yours to edit: ...`), or, for the lock's project entries, into
    /// the app's container and the tests' fixtures (`// Created by scaffold. Yours to edit: ...`).
    static func saysScaffoldCreated(_ data: Data, from spec: String) -> Bool {
        let firstLine = String(decoding: data.prefix(4096).prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        if SkeletonLock.isProjectEntry(spec) { return firstLine.hasPrefix(prefix + ". ") }
        let marker = prefix + " from "
        // Skeletons written by earlier versions say "This file is yours"; they are scaffold's as much as new ones.
        guard firstLine.hasPrefix(marker),
            let end = firstLine.range(of: ". Yours to edit") ?? firstLine.range(of: ". This file is yours")
        else { return false }
        let named = String(firstLine[firstLine.index(firstLine.startIndex, offsetBy: marker.count)..<end.lowerBound])
        return SwiftSourceText.lineCommentValue(named) == spec
    }
}
