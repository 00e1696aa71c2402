/// Why a flow that ended without an error failed all the same
/// (``FlowSession/endingFailure(of:else:)``), and where.
package struct EndingFailure: Sendable, Equatable {
    /// "flow.lua:12: the test ended while navigation 3 is still pending: …".
    public let message: String
    /// The line the failure is placed at.
    public let location: String
}
