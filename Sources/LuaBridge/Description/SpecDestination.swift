import RouteSpec

/// The model's ``RouteSpec/Destination`` (RouterCore has a `Destination` of its own).
typealias SpecDestination = Destination
