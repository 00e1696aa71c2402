import RouteSpec
import SwiftRouteImport
import Testing

/// Link schemes from `Info.plist` and hosts from the entitlements, each with its line.
@Suite struct LinkReaderTests {
    @Test func schemesAndHostsWithTheirLines() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>CFBundleURLTypes</key>
                <array>
                    <dict>
                        <key>CFBundleURLSchemes</key>
                        <array>
                            <string>shop</string>
                            <string>shop-beta</string>
                        </array>
                    </dict>
                </array>
                <key>CFBundleVersion</key>
                <string>1</string>
            </dict>
            </plist>
            """
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>com.apple.developer.associated-domains</key>
                <array>
                    <string>applinks:shop.example.com</string>
                    <string>webcredentials:shop.example.com</string>
                    <string>applinks:beta.example.com?mode=developer</string>
                </array>
            </dict>
            </plist>
            """
        let spec = SwiftRouteReader().read([("App/Info.plist", plist), ("App/App.entitlements", entitlements)])
        #expect(spec.links.schemes == [
            LinkSeeds.Seed(value: "shop", location: SourceLocation(file: "App/Info.plist", line: 9)),
            LinkSeeds.Seed(value: "shop-beta", location: SourceLocation(file: "App/Info.plist", line: 10)),
        ])
        #expect(spec.links.hosts == [
            LinkSeeds.Seed(value: "shop.example.com", location: SourceLocation(file: "App/App.entitlements", line: 6)),
            LinkSeeds.Seed(value: "beta.example.com", location: SourceLocation(file: "App/App.entitlements", line: 8)),
        ])
        #expect(spec.leftOut.isEmpty)
    }

    @Test func aPlistThatIsNotXMLIsLeftOut() {
        let spec = SwiftRouteReader().read([("Info.plist", "bplist00\u{1}")])
        #expect(spec.leftOut == [LeftOut(location: SourceLocation(file: "Info.plist", line: 1),
                                         reason: "not an XML property list: convert it with `plutil -convert xml1` to read its links")])
    }
}
