/// A navigation a flow never read that it most likely did not mean to leave
/// so (``FlowSession/unreadNavigation``): one still waiting for an
/// interceptor, or one that failed by an error its Lua code raised.
package struct UnreadNavigation: Sendable, Equatable {
    /// Where the flow started it (`flow.lua:12`), when it did.
    public let location: String?
    /// "navigation 3 (open shop://orders) is still pending: Lua interceptor
    /// require_user (guards.lua:9) is waiting (route.wait_until at guards.lua:13)",
    /// or "navigation 2 failed by an error in its Lua code: …".
    public let text: String
    /// "while" or "after", before ``text`` in ``failure(of:else:)``.
    let when: String
    /// What the flow would have written, had it meant it.
    let meant: String

    /// Pending on an interceptor.
    static func pending(_ text: String, at location: String?) -> UnreadNavigation {
        UnreadNavigation(location: location, text: text, when: "while", meant: "expect(nav.pending) if it means to leave it waiting")
    }

    /// Failed by an error Lua code raised, of `kind` as `expect_failure`
    /// takes it, the flow holding it as `held` ("nav", "link").
    static func failed(_ text: String, inCode kind: String, held: String, at location: String?) -> UnreadNavigation {
        UnreadNavigation(location: location, text: text, when: "after",
                         meant: "expect_failure(\(held), \"\(kind)\") if it means to check that error; its ok alone does not tell a broken one from a refusal")
    }

    /// Failed otherwise: refused, unmatched, not found…
    static func failed(_ text: String, held: String, at location: String?) -> UnreadNavigation {
        UnreadNavigation(location: location, text: text, when: "after", meant: "expect_failure(\(held)) if it means it to fail")
    }

    /// The failure of a `subject` ("test", "flow") that ended so, at
    /// ``location`` (else `fallback`): what happened and how to mean it.
    public func failure(of subject: String, else fallback: String) -> String {
        "\(location ?? fallback): the \(subject) ended \(when) \(text); it never read that navigation or link (\(meant))"
    }
}
