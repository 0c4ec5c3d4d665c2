import BenchFigures
import Testing

@Suite struct GrowthTests {
    @Test func linearGrowthIsTenPerTenfold() {
        #expect(Growth.perTenfold(fromSize: 100, fromValue: 240, toSize: 1000, toValue: 2400) == 10)
    }

    @Test func growthOverAHundredfoldIsSpreadOverBothTenfolds() {
        let growth = Growth.perTenfold(fromSize: 100, fromValue: 2, toSize: 10000, toValue: 800)
        #expect(growth.map { ($0 * 1000).rounded() / 1000 } == 20)
    }

    @Test func aConstantFigureIsOnePerTenfold() {
        #expect(Growth.perTenfold(fromSize: 10, fromValue: 25, toSize: 100, toValue: 25) == 1)
    }

    @Test func isNilWithoutGrowingSizesOrPositiveValues() {
        #expect(Growth.perTenfold(fromSize: 100, fromValue: 5, toSize: 100, toValue: 6) == nil)
        #expect(Growth.perTenfold(fromSize: 1000, fromValue: 5, toSize: 100, toValue: 6) == nil)
        #expect(Growth.perTenfold(fromSize: 10, fromValue: 0, toSize: 100, toValue: 6) == nil)
    }
}
