/// One platform's answer for one URL, in the same shape for iOS and
/// Android, so that a table can put them side by side.
public struct LinkVerdict: Hashable, Sendable, CustomStringConvertible {
    public enum Platform: String, Hashable, Sendable {
        case iOS, android

        /// The platform as people write it: iOS, Android.
        public var name: String { self == .iOS ? "iOS" : "Android" }
    }

    public let platform: Platform
    /// The URL as given.
    public let url: String
    /// iOS hands it to the app (a universal link); Android starts an app component from a browser.
    public let opensApp: Bool
    /// Who opens it: the app IDs of the deciding entry (iOS), the activity
    /// and, through a navigation graph, the destination (Android).
    public let handler: String?
    /// The rule that decided: `components[2] "/p/*"`, `paths[1] "NOT /help/*"`, an intent filter.
    public let rule: String?
    /// Where that rule is: `AndroidManifest.xml:34`, `apple-app-site-association: applinks.details[0]`.
    public let location: String?
    /// Why, in a sentence.
    public let reason: String

    public init(platform: Platform, url: String, opensApp: Bool, handler: String?, rule: String?, location: String?, reason: String) {
        self.platform = platform
        self.url = url
        self.opensApp = opensApp
        self.handler = handler
        self.rule = rule
        self.location = location
        self.reason = reason
    }

    /// `iOS: opens the app: reason`.
    public var description: String {
        "\(platform.rawValue): \(opensApp ? "opens the app" : "does not open the app"): \(reason)"
    }
}
