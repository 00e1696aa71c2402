/// Sessions that each start from one point (a state entered, the app as
/// launched): the first is set up and kept at a checkpoint, each later one
/// is that session rewound to it. A session that cannot keep a checkpoint
/// (something left under way) is set up afresh every time.
struct StartingPoint {
    private let setUp: () throws(SuiteError) -> AppLauncher.Launched
    private var kept: AppLauncher.Launched?
    private var unused: AppLauncher.Launched?

    /// `ready`, when given, is a session already set up, used first.
    init(ready: AppLauncher.Launched? = nil, setUp: @escaping () throws(SuiteError) -> AppLauncher.Launched) {
        self.setUp = setUp
        unused = ready
    }

    /// A session at the starting point.
    mutating func session() throws(SuiteError) -> AppLauncher.Launched {
        if let kept, kept.session.rewind() { return kept }
        let launched: AppLauncher.Launched
        if let ready = unused {
            launched = ready
            unused = nil
        } else {
            launched = try setUp()
        }
        kept = launched.session.checkpoint() ? launched : nil
        return launched
    }
}
