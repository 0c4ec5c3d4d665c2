/// A file `make contract` reads or writes that the disk refused, by its path relative to the package root.
public enum ContractFileError: Error, Equatable, CustomStringConvertible {
    case cannotRead(path: String)
    case cannotWrite(path: String)

    public var description: String {
        switch self {
        case .cannotRead(let path): return "cannot read \(path): it is missing, unreadable or not UTF-8"
        case .cannotWrite(let path): return "cannot write \(path): its folder is missing or read-only"
        }
    }
}
