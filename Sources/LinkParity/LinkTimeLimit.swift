/// How long a platform may take to decide on one link: the matchers count
/// their steps against it and look at the clock every few thousand, so a
/// hostile file or URL ends in ``Exceeded`` rather than a hang.
///
/// ```swift
/// var limit = LinkTimeLimit(seconds: 10)
/// let decision = try association.decision(for: "https://shop.example.com/p/42", within: &limit)
/// ```
public struct LinkTimeLimit: Sendable {
    /// Thrown when a decision runs past its limit.
    public struct Exceeded: Error, Sendable, CustomStringConvertible {
        /// The limit, in seconds.
        public let seconds: Double

        /// `took longer than 10 s`.
        public var description: String {
            "took longer than \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s"
        }
    }

    /// The limit, in seconds; nil for none.
    public let seconds: Double?
    private let deadline: ContinuousClock.Instant?
    private var stepsUntilLook = Self.stepsBetweenLooks

    /// Steps counted between two looks at the clock: a look costs far more than a step.
    static let stepsBetweenLooks = 4096

    /// A limit of `seconds` from now (nil: none).
    public init(seconds: Double?) {
        self.seconds = seconds
        deadline = seconds.map { ContinuousClock.now.advanced(by: .seconds(min(max($0, 0), 1e9))) }
    }

    /// No limit.
    public static var none: LinkTimeLimit { LinkTimeLimit(seconds: nil) }

    /// Counts `steps` of work; past the deadline, throws.
    mutating func spend(_ steps: Int) throws(Exceeded) {
        guard let deadline else { return }
        stepsUntilLook -= steps
        guard stepsUntilLook <= 0 else { return }
        stepsUntilLook = Self.stepsBetweenLooks
        if ContinuousClock.now >= deadline { throw Exceeded(seconds: seconds ?? 0) }
    }
}
