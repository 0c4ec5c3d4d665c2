/// Something on the calendar.
struct Event: Equatable {
    var title: String
}

/// A song released on its own.
struct Single: Equatable {
    var name: String
}

/// The person driving a ride.
struct Driver: Equatable {
    var name: String
}

/// What the app's reducer is asked to do.
enum Action: Equatable {
    case refresh
    case clear
}
