extension Array where Element == UInt8 {
    /// Appends `value` in decimal ASCII digits, a `-` first when negative:
    /// for text written as bytes (JSON, channel lines) without a `String` made for each number.
    public mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        guard value.magnitude >= 10 else { return append(UInt8(ascii: "0") + UInt8(value.magnitude)) }
        var magnitude = value.magnitude
        var low = count
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var high = count - 1
        while low < high {
            swapAt(low, high)
            low += 1
            high -= 1
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
