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
