import LuaKit

/// A flow session's host right after its set-up (the flow API, and any
/// extra set-up its embedder ran), which later sessions start from as a
/// copy instead of loading the API again (see ``LuaKit/LuaHostTemplate``).
///
/// Each session started from it has its own host, app, router and
/// services; nothing is shared. Make one with
/// ``FlowSession/makeTemplate(extraFunctions:extraReferences:)`` from a
/// session opened with ``FlowSessionOptions/recordsTemplate``, before it
/// runs any flow; start sessions with
/// ``FlowSession/init(template:tree:router:options:extraFunctions:)``.
public final class FlowSessionTemplate: Sendable {
    let host: LuaHostTemplate
    let installsExpectations: Bool

    init(host: LuaHostTemplate, installsExpectations: Bool) {
        self.host = host
        self.installsExpectations = installsExpectations
    }

    /// Bytes of Lua state each session started from it copies.
    public var stateBytes: Int { host.stateBytes }
}

extension FlowSession {
    /// Captures this session's host as a template, right after its set-up:
    /// the flow API and what the embedder added with `extraFunctions` (the
    /// Swift functions it handed Lua, in an order it can repeat) keeping
    /// `extraReferences` (every reference to the host it keeps). `nil` when
    /// a flow has run in the session (``FlowSession/run(file:chunkName:)``,
    /// `run(source:chunkName:)`, `reload(module:)`), or the host cannot be captured (see
    /// ``LuaKit/LuaHost/makeTemplate(functions:references:)``); the session
    /// goes on unchanged either way.
    public func makeTemplate(extraFunctions: [LuaFunction] = [], extraReferences: [LuaReference] = []) -> FlowSessionTemplate? {
        guard !hasRunFlows, journalService.steps.isEmpty, objects.count == 0, let provided = try? exports.provided,
            let template = host.makeTemplate(functions: apiFunctions + extraFunctions, references: provided + extraReferences)
        else { return nil }
        return FlowSessionTemplate(host: template, installsExpectations: installsExpectations)
    }
}
