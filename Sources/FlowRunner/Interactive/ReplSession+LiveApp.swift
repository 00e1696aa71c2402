extension ReplSession {
    /// A REPL over `app`; one that cannot start exits 2.
    public convenience init(app: LiveApp) throws(ExitFailure) {
        do {
            try self.init(session: app.session)
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: the REPL could not start: \(error)")
        }
    }
}
