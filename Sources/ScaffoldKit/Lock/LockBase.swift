/// The base of one skeleton as the lock holds it: text, or the blocks of the lock that was read with the scene's
/// words, expanded each time it is read. Most runs read few bases (a skeleton that matches its render needs none),
/// so reading a lock expands none.
struct LockBase: Sendable, Equatable {
    private enum Storage: Sendable {
        case text(String)
        case blocks(keys: [UInt64], size: Int, words: LockWords, table: LockBlockTable)
    }

    private let storage: Storage

    init(_ text: String) {
        storage = .text(text)
    }

    /// The base that `keys`' blocks in `table` spell with `words`: `size` bytes, as verifying its scene counted them.
    init(blocks keys: [UInt64], size: Int, words: LockWords, table: LockBlockTable) {
        storage = .blocks(keys: keys, size: size, words: words, table: table)
    }

    /// The base's text.
    var text: String {
        switch storage {
        case .text(let text): text
        case .blocks(let keys, let size, let words, let table): table.expand(keys, size: size, words: words)
        }
    }

    /// Equal texts. A base of a lock's blocks equals one of the same blocks and words without expanding either.
    static func == (lhs: LockBase, rhs: LockBase) -> Bool {
        if case .blocks(let leftKeys, _, let leftWords, let leftTable) = lhs.storage,
            case .blocks(let rightKeys, _, let rightWords, let rightTable) = rhs.storage, leftTable === rightTable,
            leftKeys == rightKeys, leftWords.words == rightWords.words
        {
            return true
        }
        return lhs.text == rhs.text
    }
}
