/// Whole numbers as decimal ASCII digits, written and read as bytes: for
/// text written as bytes (JSON, channel lines) without a `String` made for each number.
enum DecimalDigits {
    /// The most bytes a number takes: a sign and nineteen digits.
    static let mostBytes = 20

    /// Writes `value`'s digits, a `-` first when negative, at `start`, which
    /// has room for ``mostBytes``; returns how many bytes it wrote.
    @inline(__always)
    static func write(_ value: Int, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        if value >= 0, magnitude < 10 {
            start.pointee = UInt8(ascii: "0") + UInt8(magnitude)
            return 1
        }
        var length = value < 0 ? 1 : 0
        var rest = magnitude
        repeat {
            length += 1
            rest /= 10
        } while rest > 0
        if value < 0 { start.pointee = UInt8(ascii: "-") }
        var place = start + length
        repeat {
            place -= 1
            place.pointee = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        return length
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII digits, a `-` first when negative.
    public mutating func appendDecimal(_ value: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalDigits.mostBytes) { room in
            let written = DecimalDigits.write(value, at: room.baseAddress!)
            append(contentsOf: UnsafeBufferPointer(rebasing: room[..<written]))
        }
    }
}

extension Int {
    /// The number `digits` holds in decimal ASCII digits (one to eighteen of
    /// them, no sign): for numbers read back from text written as bytes; nil for anything else.
    public init?(decimal digits: ArraySlice<UInt8>) {
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        self = value
    }
}
