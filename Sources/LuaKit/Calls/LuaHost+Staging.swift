import CLua

extension LuaHost {
    // MARK: Staging

    /// Appends a value to the staging list; false when memory ran out.
    func stage(_ value: LuaValue) -> Bool {
        var item = clua_stage_item()
        switch value {
        case .nil: item.kind = CLUA_STAGE_NIL
        case .boolean(let b): item.kind = CLUA_STAGE_BOOLEAN; item.u.boolean = b ? 1 : 0
        case .integer(let i): item.kind = CLUA_STAGE_INTEGER; item.u.integer = i
        case .number(let n): item.kind = CLUA_STAGE_NUMBER; item.u.number = n
        case .string(var s):
            return s.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { clua_stage_string(host, $0.baseAddress, $0.count) != 0 }
            }
        case .reference(let reference):
            guard owns(reference) else { return stage(.nil) }
            item.kind = CLUA_STAGE_REF; item.u.ref = reference.ref
        case .function(let function):
            item.kind = CLUA_STAGE_FUNCTION
            item.u.box = Unmanaged.passRetained(function).toOpaque()
            if clua_stage_append(host, item) == 0 {
                Unmanaged<LuaFunction>.fromOpaque(item.u.box).release()
                return false
            }
            return true
        case .table(let entries):
            item.kind = CLUA_STAGE_NEWTABLE
            guard clua_stage_append(host, item) != 0 else { return false }
            var set = clua_stage_item()
            set.kind = CLUA_STAGE_SETTABLE
            for (key, value) in entries {
                guard stage(key), stage(value), clua_stage_append(host, set) != 0 else { return false }
            }
            return true
        }
        return clua_stage_append(host, item) != 0
    }

    /// Stages an error message in place of any results and returns the raise status.
    func stageError(_ message: String, here: Bool) -> Int32 {
        clua_stage_begin(host)
        _ = stage(.string(message))
        return Int32(here ? CLUA_RAISE_HERE : CLUA_RAISE)
    }
}
