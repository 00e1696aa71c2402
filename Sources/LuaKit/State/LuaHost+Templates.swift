import CLua

extension LuaHost {
    /// Whether ``makeTemplate(functions:references:)`` may capture this
    /// host: it was opened with `recordsTemplate` in a free place, and has
    /// not been captured (or refused) yet.
    public var isRecordingTemplate: Bool { !isClosed && clua_host_recording(host) != 0 }

    /// Captures this host's state as a template, once its set-up is done.
    ///
    /// `functions` are every Swift function the set-up handed Lua beyond
    /// the host's own, in an order the embedder can repeat: a host started
    /// from the template receives its own functions in that order.
    /// `references` are every reference to this host the embedder keeps;
    /// a host started from the template gets its own, in the same order.
    ///
    /// `nil` when the host cannot be captured: it was not opened with
    /// `recordsTemplate` (or no slot was free then), it was captured
    /// already, a call is under way or the collector paused, its state
    /// holds a Swift function not listed, references the embedder keeps
    /// are not listed, or a block of its state lives outside its slot.
    /// The host itself goes on unchanged either way.
    public func makeTemplate(functions: [LuaFunction], references: [LuaReference]) -> LuaHostTemplate? {
        // The Lua state holds the resumer wherever the set-up passed it on; a template keeps no Swift reference.
        coroutineResumer = nil
        guard isBetweenCalls, startedFrom == nil,
            references.allSatisfy(owns),
            referenceCount == references.count + embedding.count + setUpReferences.count
        else {
            clua_host_stop_recording(host)
            return nil
        }
        guard let captured = clua_template_capture(host) else { return nil }
        let listed = ownFunctions + functions
        let index = Dictionary(
            listed.enumerated().map { (Unmanaged.passUnretained($1).toOpaque(), $0) }, uniquingKeysWith: { first, _ in first })
        var boxFunctions: [Int] = []
        for box in 0..<clua_template_box_count(captured) {
            guard let pointer = clua_template_box(captured, box), let position = index[pointer] else {
                clua_template_free(captured)
                return nil
            }
            boxFunctions.append(position)
        }
        return LuaHostTemplate(
            pointer: captured, sandbox: sandbox, functionNames: functions.map(\.name), boxFunctions: boxFunctions,
            references: references.map { ($0.ref, $0.type) }, embedding: embedding.map { ($0.ref, $0.type) },
            setUpReferences: setUpReferences.map { ($0.ref, $0.type) }, idleThreads: idleThreads)
    }

    /// Gives a host started from a template its Swift functions: the
    /// embedder's, made afresh for this host in the order the template's
    /// were listed (their names must match). Returns this host's
    /// references, in the order the template's were listed.
    public func adoptTemplate(functions: [LuaFunction]) throws(LuaError) -> [LuaReference] {
        guard let template = startedFrom else {
            throw LuaError(kind: .runtime, message: "this host was not started from a template, or has adopted its functions already")
        }
        guard functions.map(\.name) == template.functionNames else {
            throw LuaError(kind: .runtime, message: "the functions given do not match the template's: \(functions.map(\.name)) for \(template.functionNames)")
        }
        let listed = ownFunctions + functions
        for (box, position) in template.boxFunctions.enumerated() {
            clua_template_bind(host, template.pointer, box, Unmanaged.passRetained(listed[position]).toOpaque())
        }
        startedFrom = nil
        return template.references.map { LuaReference(host: self, ref: $0.ref, type: $0.type) }
    }
}
