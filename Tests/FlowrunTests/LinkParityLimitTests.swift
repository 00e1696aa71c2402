import Foundation
import Testing

/// `flowrun links --parity` on hostile platform files, through the
/// executable: each ends within its limit, with an answer, a refusal at the
/// file's line, or a stop past `--timeout` (exit 3), never a hang. The
/// files are made here, not kept as fixtures. The hang guard ends a run
/// that hangs.
@Suite("Link parity within its limits")
struct LinkParityLimitTests {
    /// An app whose table routes demo:// and https://demo.example.com links,
    /// and whose demo://spin never finishes making its context.
    static let app = FlowFolder.productApp + """

        local links = route.links()
        links:add("demo://product/:id", product)
        links:add("https://demo.example.com/p/:id", product)
        links:add("demo://spin", product, function() while true do end end)
        app.links(links)
        """

    /// A manifest whose activity takes every demo:// link, and https links
    /// of demo.example.com through `paths`, with the navigation graph `nav_hostile`.
    static func manifest(paths: String = "") -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.demo">
          <application>
            <activity android:name=".MainActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="demo" />
              </intent-filter>
              <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" android:host="demo.example.com" />
                \(paths)
              </intent-filter>
              <nav-graph android:value="@navigation/nav_hostile" />
            </activity>
          </application>
        </manifest>
        """
    }

    /// `flowrun links --parity --urls urls.txt arguments…` in a folder of the app, `files` and `urls`.
    static func parity(_ arguments: [String], files: [String: String], urls: [String]) throws -> FlowrunProcess {
        try LinkParityProcess.run(arguments, app: app, files: files, urls: urls)
    }

    /// The cells of `url`'s line of the report.
    static func row(_ url: String, in run: FlowrunProcess) -> [String] {
        LinkParityProcess.row(url, in: run)
    }

    /// An association of `details` (JSON) with `variables` (JSON members), one component a line from line 4.
    static func association(variables: String, components: [String], tail: [String] = []) -> String {
        "{\"applinks\": {\"substitutionVariables\": {\(variables)},\n\"details\": [{\"appIDs\": [\"ABCDE12345.demo\"], \"components\": [\n"
            + (components + tail).joined(separator: ",\n") + "\n]}]}}\n"
    }

    /// `"name": ["value", …]`.
    static func variable(_ name: String, _ values: [String]) -> String {
        "\"\(name)\": [" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }

    @Test("a navigation graph's deep link of many .* against a long URL that does not match is answered, as are Android's path patterns")
    func wildcardDeepLinks() throws {
        let wildcards = String(repeating: ".*", count: 24)
        let graph = """
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/nav_hostile" app:startDestination="@id/home">
              <fragment android:id="@+id/home" />
              <fragment android:id="@+id/deep"><deepLink app:uri="demo://x/\(wildcards)a" /></fragment>
            </navigation>
            """
        let paths = """
            <data android:pathPattern="/p/\(wildcards)a" />
            <data android:pathAdvancedPattern="/p/\(String(repeating: "[a-z]*", count: 24))a" />
            """
        let long = String(repeating: "b", count: 60)
        let run = try Self.parity(["--android", "AndroidManifest.xml", "--nav-graph", "nav_hostile.xml"],
                                  files: ["AndroidManifest.xml": Self.manifest(paths: paths), "nav_hostile.xml": graph],
                                  urls: ["demo://x/\(long)", "demo://x/\(long)a", "https://demo.example.com/p/\(String(repeating: "b", count: 4000))"])
        #expect(!run.timedOut && run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Android: demo://x/\(wildcards)a at nav_hostile.xml:4"), "the deep link takes the URL ending in a: \(run.stdout)")
        #expect(run.stdout.contains("but Android does not hand it to the app: the path '/p/bbbb"), "no path rule takes the long path: \(run.stdout)")
    }

    @Test("substitution variables of thousands of values, used by thousands of components, are matched without copying them into each")
    func sharedVariables() throws {
        let values = (0..<20_000).map { String(format: "w%05d", $0) }
        let components = Array(repeating: #"{"/": "/$(v)/$(v)/*"}"#, count: 8_000)
        let json = Self.association(variables: Self.variable("v", values), components: components, tail: [#"{"/": "/p/*"}"#])
        #expect(json.utf8.count > 350_000)
        let run = try Self.parity(["--aasa", "aasa.json", "--domain", "demo.example.com"], files: ["aasa.json": json],
                                  urls: ["https://demo.example.com/w00042/w19999/x", "https://demo.example.com/p/42", "https://demo.example.com/w00042/x42/x"])
        #expect(!run.timedOut && run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(Self.row("https://demo.example.com/w00042/w19999/x", in: run) == ["https://demo.example.com/w00042/w19999/x", "app", "unmatched", "≠"])
        #expect(Self.row("https://demo.example.com/p/42", in: run) == ["https://demo.example.com/p/42", "app", "https://demo.example.com/p/:id"])
        #expect(Self.row("https://demo.example.com/w00042/x42/x", in: run) == ["https://demo.example.com/w00042/x42/x", "web", "unmatched"])
        #expect(run.stdout.contains("iOS: components[0] \"/$(v)/$(v)/*\" at aasa.json:3\n"), "\(run.stdout)")
    }

    @Test("a file that would compile to more matcher states than the bound is refused at the pattern that goes past it, with its line and key path")
    func boundedAssociation() throws {
        let values = (0..<22_000).map { String(format: "*k%05d*", $0) }
        let components = Array(repeating: #"{"/": "/$(v)"}"#, count: 8_000)
        let json = Self.association(variables: Self.variable("v", values), components: components)
        #expect(json.utf8.count > 350_000)
        let run = try Self.parity(["--aasa", "hostile.json", "--domain", "demo.example.com"], files: ["hostile.json": json],
                                  urls: ["https://demo.example.com/k00001"])
        #expect(!run.timedOut && run.status == 2, "\(run.stdout)\(run.stderr)")
        // Line 3 holds the component whose use of $(v) goes past the bound: components[n] is on line n + 3.
        let refusal = try #require(run.stderr.split(separator: "\n").first { $0.contains("hostile.json:") }.map(String.init), "\(run.stderr)")
        #expect(refusal.hasPrefix("flowrun: "), "\(refusal)")
        let place = try #require(refusal.firstMatch(of: #/hostile\.json:(\d+): applinks\.details\[0\]\.components\[(\d+)\]\["\/"\]: /#), "\(refusal)")
        #expect(Int(place.1) == Int(place.2)! + 3, "\(refusal)")
        #expect(refusal.contains("with this pattern the file compiles to "), "\(refusal)")
        #expect(refusal.contains("matcher states, more than the 1000000 read (a use of $(v) counts "), "\(refusal)")
    }

    @Test("--timeout stops a decision that runs past it: the report so far, then where it stopped, and exit 3")
    func platformTimeout() throws {
        // Within the bound, but each of these patterns takes every position of a long path at every step.
        let pattern = String(repeating: "*a", count: 500) + "b"
        let json = Self.association(variables: Self.variable("v", ["x"]), components: Array(repeating: "{\"/\": \"/\(pattern)\"}", count: 900))
        let long = "https://demo.example.com/" + String(repeating: "a", count: 4000)
        let run = try Self.parity(["--aasa", "heavy.json", "--domain", "demo.example.com", "--timeout", "1"], files: ["heavy.json": json],
                                  urls: ["https://demo.example.com/p/1", long, "demo://product/2"])
        #expect(!run.timedOut && run.status == 3, "\(run.stdout)\(run.stderr)")
        #expect(Self.row("https://demo.example.com/p/1", in: run) == ["https://demo.example.com/p/1", "web", "https://demo.example.com/p/:id", "≠"],
                "the URL before it is compared: \(run.stdout)")
        #expect(run.stdout.contains("\nstopped: comparing \(long.prefix(60))"), "\(run.stdout)")
        #expect(run.stdout.contains("ran past its time limit, in iOS's decision with heavy.json (took longer than 1 s); the 1 URL after it was not compared\n"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("demo://product/2"), "\(run.stdout)")
    }

    @Test("--timeout stops the table's opening too, as --fuzz does, rather than taking it for an answer")
    func tableTimeout() throws {
        let run = try Self.parity(["--android", "AndroidManifest.xml", "--timeout", "1"],
                                  files: ["AndroidManifest.xml": Self.manifest()], urls: ["demo://product/1", "demo://spin", "demo://product/2"])
        #expect(!run.timedOut && run.status == 3, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("\nstopped: comparing demo://spin ran past its time limit, in the table's opening (the make_context of demo://spin failed: app.lua:"), "\(run.stdout)")
        #expect(run.stdout.contains("took longer than 1 s); the 1 URL after it was not compared\n"), "\(run.stdout)")
    }
}
