/// Bytes appended to memory this value owns alone: for text written a few
/// bytes at a time, hundreds of thousands of times (a report's JSON), where
/// an array's uniqueness and capacity checks on each append cost more than
/// copying the bytes.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been appended.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(32, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes appended so far.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Calls `body` with the bytes appended so far, where they are.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `value` in decimal digits (``DecimalDigits``).
    mutating func appendDecimal(_ value: Int) {
        if count + DecimalDigits.mostBytes > capacity { grow(toHold: count + DecimalDigits.mostBytes) }
        count += DecimalDigits.write(value, at: base + count)
    }

    /// Forgets the bytes, keeping their room.
    mutating func removeAll() { count = 0 }

    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, larger)
    }
}
