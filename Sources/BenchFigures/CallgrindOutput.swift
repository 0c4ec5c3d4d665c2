/// What `valgrind --tool=callgrind` prints on standard error when the program it ran ends.
public enum CallgrindOutput {
    /// The number of instructions the program executed, from valgrind's `==PID== Collected : N` line; nil when
    /// `text` has no such line (valgrind failed, or its format changed). Lines the program printed are skipped.
    public static func instructions(in text: String) -> Int? {
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("==") {
            guard let label = line.range(of: "Collected :") else { continue }
            // With several events counted, the first is the instructions (`--collect` adds the others after it).
            if let first = line[label.upperBound...].split(separator: " ").first, let count = Int(first) {
                return count
            }
        }
        return nil
    }
}
