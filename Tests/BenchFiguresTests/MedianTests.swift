import BenchFigures
import Testing

@Suite struct MedianTests {
    @Test func anOddCountGivesTheMiddleValue() {
        #expect([5.0, 1, 9].median == 5)
    }

    @Test func anEvenCountGivesTheMeanOfTheMiddleTwo() {
        #expect([4.0, 1, 9, 6].median == 5)
    }

    @Test func noValuesGiveZero() {
        #expect([Double]().median == 0)
    }
}
