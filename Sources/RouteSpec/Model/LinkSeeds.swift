/// The link schemes and hosts an app declares in its own files
/// (`CFBundleURLTypes` in `Info.plist`, `com.apple.developer.associated-domains`
/// in the entitlements): the seed of a link table whose patterns and
/// destinations the team writes.
public struct LinkSeeds: Hashable, Sendable {
    public var schemes: [Seed]
    public var hosts: [Seed]

    public init(schemes: [Seed] = [], hosts: [Seed] = []) {
        self.schemes = schemes
        self.hosts = hosts
    }

    /// A scheme or host and the file line that declares it.
    public struct Seed: Hashable, Sendable {
        /// `shop`, or `shop.example.com` (from `applinks:shop.example.com`).
        public var value: String
        public var location: SourceLocation

        public init(value: String, location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    public var isEmpty: Bool { schemes.isEmpty && hosts.isEmpty }
}
