import RouteSpec

extension LuaRoutesWriter {
    /// `spec` written with the fingerprint (``RouteFingerprint``) of each route
    /// that has something left out, read off `sources`, the files the spec was read from.
    public func write(_ spec: RouteSpec, sources: [(path: String, text: String)]) -> Output {
        let first = write(spec)
        var reader = RouteFingerprint(sources: sources)
        var writer = self
        for name in first.withLeftOut {
            guard let route = spec.route(named: name), let location = route.location else { continue }
            let leftOut = route.leftOut + (first.leftOutByRoute[name] ?? [])
            if let fingerprint = reader.fingerprint(at: location, leftOut: leftOut) { writer.fingerprints[name] = fingerprint }
        }
        return writer.fingerprints.isEmpty ? first : writer.write(spec)
    }
}
