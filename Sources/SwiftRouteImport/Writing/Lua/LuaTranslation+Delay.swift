import RouteSpec

extension LuaTranslation {
    /// `DispatchQueue.delay(action, for: .milliseconds(300))` (Swift's) or `seconds: 0.3` (a Lua model's): `route.delay(action, 0.3)`.
    /// An interval no literal gives keeps the action, with route.delay's default and the interval left out.
    mutating func delay(_ action: ActionSpec, wrapped: String) -> String {
        ignore(action, except: ["for", "seconds"])
        guard let interval = action.argument("for") ?? action.argument("seconds") else { return "route.delay(\(wrapped))" }
        let literal = interval.trimmingSpaces
        let number = literal.allSatisfy { "0123456789.".contains($0) } && Double(literal) != nil ? literal : nil
        let seconds = action.argument("for") != nil ? Self.seconds(interval) : number
        guard let seconds else {
            let comment = leave("DispatchQueue.delay's interval \(interval) is not a literal (.seconds(n), .milliseconds(n)…): "
                + "route.delay waits its default, 0.3 s", at: action.location)
            note(String(comment.dropFirst(3)))
            return "route.delay(\(wrapped))"
        }
        return "route.delay(\(wrapped), \(seconds))"
    }
}
