import Foundation

/// How a figure grows with the number of scenes.
public enum Growth {
    /// The factor by which a figure grows for ten times as many scenes, from two measurements: 10 when it grows
    /// linearly, 1 when it stays the same, 100 when it grows with the square. The sizes need not be ten apart.
    /// nil when a value is not positive or the sizes do not increase.
    public static func perTenfold(fromSize: Int, fromValue: Double, toSize: Int, toValue: Double) -> Double? {
        guard fromSize > 0, toSize > fromSize, fromValue > 0, toValue > 0 else { return nil }
        let exponent = log(toValue / fromValue) / log(Double(toSize) / Double(fromSize))
        return pow(10, exponent)
    }
}
