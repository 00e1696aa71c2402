import Spelling

extension ClassNaming {
    /// Endings most of an app's classes share: two names are compared
    /// without one both end with, as they say nothing of which class is meant.
    static let sharedEndings = ["ViewController", "Controller"]

    /// The first of `names` that `name` reads as a slip for (see ``isNearName(_:_:)``).
    public static func nearName(to name: String, among names: some Sequence<String>) -> String? {
        names.first { isNearName(name, $0) }
    }

    /// Whether two class names likely mean one class: the same class of
    /// two modules, or their distinctive parts (module and a shared
    /// `ViewController` or `Controller` ending aside) a likely slip
    /// (``Spelling/Suggestion/isLikelySlip(_:for:)``): `LoginViewControler`
    /// and `LogInViewController` for `LoginViewController`, but not
    /// `SplitViewController`, whose `Split` is no slip for `Login`.
    public static func isNearName(_ a: String, _ b: String) -> Bool {
        guard a != b else { return false }
        var (left, right) = (simpleName(of: a), simpleName(of: b))
        if left == right { return true }
        if let ending = sharedEndings.first(where: { left.hasSuffix($0) && right.hasSuffix($0) }) {
            (left, right) = (String(left.dropLast(ending.count)), String(right.dropLast(ending.count)))
        }
        return Suggestion.isLikelySlip(left, for: right)
    }
}
