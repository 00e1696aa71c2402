import RouterCore
import Testing

@testable import DeepLinks

/// A URL's short cuts (bytes for ASCII, eight bytes at a time) behave as
/// the general, character by character, reading.
@Suite("URL scans: short cuts behave as the general reading")
struct URLScanTests {
    @Test("an ASCII URL parses byte by byte as it does character by character")
    func asciiParsing() throws {
        var random = SeededRandom(seed: 12)
        let pieces = ["a", "B", "7", ":", "/", "//", "?", "#", "&", "=", "+", "%41", "%4", "%zz", "%C3%A9", "%FF", "-", "."]
        var parsed = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for url in [text, "myapp://" + text, "x:" + text] {
                let bytes = Result { () throws(DeepLinkError) in try DeepLinkURL(parsing: url, scan: .init(ascii: true)) }
                let characters = Result { () throws(DeepLinkError) in try DeepLinkURL(parsing: url, scan: .init(ascii: false)) }
                #expect(bytes == characters, "\(url)")
                if case .success = bytes { parsed += 1 }
            }
        }
        #expect(parsed > 2_500)
    }

    @Test("the eight-bytes-at-a-time scans agree with byte-by-byte ones")
    func wordScans() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                [UInt8(ascii: "a"), UInt8(ascii: "/"), 0x7F, 0x80, 0xFF, 0x00, 0x01].randomElement(using: &random)!
            }
            bytes.withUnsafeBufferPointer { buffer in
                #expect(DeepLinkURL.Scan.isASCII(buffer) == bytes.allSatisfy { $0 < 0x80 })
                for byte: UInt8 in [UInt8(ascii: "/"), 0x00, 0x80, 0xFF, 0x01] {
                    #expect(DeepLinkURL.Scan.firstOffset(of: byte, in: buffer) == bytes.firstIndex(of: byte))
                }
            }
        }
    }
}
