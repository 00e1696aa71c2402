/// The Lua warnings one test raises while it runs: each distinct one once,
/// in the order raised (see ``TestResult/warnings``).
final class HeardWarnings {
    private var seen: Set<String> = []
    private(set) var messages: [String] = []

    func add(_ message: String) {
        if seen.insert(message).inserted { messages.append(message) }
    }
}
