import DynamicValue
import Formats
import Foundation
import LuaKit
import SwiftCSV

/// Data files a flow reads its cases from (`read_csv`, `read_json`): the
/// rows of a CSV file, or the value of a JSON file, as plain values.
enum DataTable {
    /// Bytes a data file may have: enough for any table of cases.
    static let largestFile = 4 << 20
    /// Rows a CSV file may have: as many as one test may have cases.
    static let mostRows = 10_000
    /// Values (each item, key's value and row counted) a JSON file may hold.
    static let mostValues = 200_000

    /// A CSV file's rows, each a table from column name to cell, and the
    /// columns in order. The first line names the columns; a cell holding a
    /// whole or decimal number (without leading zeros) or a boolean
    /// (``booleanSpellings``) is that value, any other cell (empty ones too) its text. `separator` is ","
    /// (or "\t" for tab-separated files).
    static func rows(ofCSV text: String, file: String, separator: Character) throws(LuaArgumentError) -> (rows: [Value], columns: [String]) {
        let records = recordLines(of: text)
        if records.starts.count - 1 > mostRows + 1 {
            throw LuaArgumentError(message: "read_csv: \(file): the file has about \(records.starts.count - 2) rows, more than the \(mostRows) a flow reads (as many as one test may have cases)")
        }
        if let open = records.unclosedQuote {
            throw LuaArgumentError(message: "read_csv: \(file):\(open): a quote opened here is never closed, so the rest of the file would be one cell; close it, or double a quote meant inside a cell (\"\")")
        }
        let csv: EnumeratedCSV
        var cells: [[String]] = []
        do {
            // The header only (the view would pad short rows with empty cells, hiding a missing one), then the rows as written.
            csv = try EnumeratedCSV(string: text, delimiter: .character(separator), loadColumns: false, rowLimit: 0)
            try csv.enumerateAsArray(startAt: 1, rowLimit: nil) { cells.append($0) }
        } catch let CSVParseError.quotation(message) {
            throw LuaArgumentError(message: "read_csv: \(file): a quote stands inside a cell (\(message.lowercased())); quote the whole cell and double the quotes in it: \"say \"\"hi\"\"\"")
        } catch {
            throw LuaArgumentError(message: "read_csv: \(file): not valid CSV: \(error)")
        }
        let columns = csv.header
        guard !columns.isEmpty, columns != [""] else {
            throw LuaArgumentError(message: "read_csv: \(file): the file is empty; its first line names the columns (name,url,…)")
        }
        var seen: [String: Int] = [:]
        for (index, column) in columns.enumerated() {
            if column.trimmingCharacters(in: .whitespaces).isEmpty {
                throw LuaArgumentError(message: "read_csv: \(file):1: column \(index + 1) has no name; the first line names every column")
            }
            if let first = seen.updateValue(index, forKey: column) {
                throw LuaArgumentError(message: "read_csv: \(file):1: columns \(first + 1) and \(index + 1) are both named '\(column)'; a row could keep only one")
            }
        }
        var rows: [Value] = []
        var read: [(line: String, cells: [Value])] = []
        for (index, row) in cells.enumerated() where row != [""] {
            let line = index + 1 < records.starts.count ? "\(records.starts[index + 1])" : "?"
            guard row.count == columns.count else {
                let shown = separator == "\t" ? "tab" : "'\(separator)'"
                throw LuaArgumentError(message: "read_csv: \(file):\(line): row \(index + 1) has \(row.count) cell\(row.count == 1 ? "" : "s"), but the first line names \(columns.count) column\(columns.count == 1 ? "" : "s") (a \(shown) missing or one too many?)")
            }
            read.append((line, row.map(cell)))
        }
        try checkBooleanColumns(read, columns: columns, file: file)
        for row in read {
            rows.append(.table(Dictionary(uniqueKeysWithValues: zip(columns, row.cells).map { (Value.string($0), $1) })))
        }
        if rows.isEmpty {
            throw LuaArgumentError(message: "read_csv: \(file): the file has a header but no row, so it gives no case")
        }
        return (rows, columns)
    }

    /// The line each record of a CSV text starts on (a quoted cell may span
    /// lines), and the line of a quote left open at the end, if any.
    static func recordLines(of text: String) -> (starts: [Int], unclosedQuote: Int?) {
        var starts = [1], line = 1, quoted = false, openedAt = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""):
                quoted.toggle()
                if quoted { openedAt = line }
            case UInt8(ascii: "\n"):
                line += 1
                if !quoted { starts.append(line) }
            default: break
            }
        }
        return (starts, quoted ? openedAt : nil)
    }

    /// A cell as a value: a number or boolean when it reads as one, else its text.
    /// Booleans are spelt as spreadsheets export them (`TRUE`, `True`, `true`);
    /// `yes`/`no` stay text and `1`/`0` numbers, since a column of codes or
    /// counts holds them too.
    /// Spaces around a boolean or a number are left out (`FALSE ` is false).
    static func cell(_ text: String) -> Value {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if booleanSpellings.true.contains(trimmed) { return .bool(true) }
        if booleanSpellings.false.contains(trimmed) { return .bool(false) }
        if trimmed.wholeMatch(of: /-?(0|[1-9][0-9]*)/) != nil, let number = Int64(trimmed) { return .int(number) }
        if trimmed.wholeMatch(of: /-?(0|[1-9][0-9]*)\.[0-9]+/) != nil, let number = Double(trimmed) { return .double(number) }
        return .string(text)
    }

    /// A column holding booleans holds nothing else: an empty cell, `no` or
    /// `fasle` there would be text, which Lua takes as true, so a test
    /// branching on the column would take the wrong path for that row.
    static func checkBooleanColumns(_ rows: [(line: String, cells: [Value])], columns: [String], file: String) throws(LuaArgumentError) {
        for (index, column) in columns.enumerated() {
            guard let first = rows.first(where: { if case .bool = $0.cells[index] { return true } else { return false } }),
                  let odd = rows.first(where: { if case .bool = $0.cells[index] { return false } else { return true } })
            else { continue }
            let cell = odd.cells[index]
            let shown: String
            if case .string(let text) = cell { shown = text.isEmpty ? "empty" : "'\(text.excerpt())', text" } else { shown = "\(cell), a number" }
            throw LuaArgumentError(message: "read_csv: \(file):\(odd.line): column '\(column.excerpt())' holds booleans (line \(first.line) reads \(first.cells[index])), "
                + "but this row's cell is \(shown), which a test would take as true; write TRUE or FALSE in every row of the column")
        }
    }

    /// The cells read as booleans: lower case, as Lua writes them, and the
    /// upper and title case Excel, Google Sheets and LibreOffice export.
    static let booleanSpellings = (true: ["true", "TRUE", "True"], false: ["false", "FALSE", "False"])

    /// A JSON file's value: objects become tables by key, arrays lists.
    /// `null` in an object leaves the key out; in an array, where it would
    /// leave a hole, it is an error naming its place. A key given twice is an
    /// error at its second place. A number written without a fraction or an
    /// exponent that fits in 64 bits is an integer, any other a float.
    /// `objects` gives each object's place in the file (`data/x.json:3:5`)
    /// by its path from the top (`users[2].address`), for messages about it.
    static func value(ofJSON text: String, file: String) throws(LuaArgumentError) -> (value: Value, objects: [String: String]) {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(text)
        } catch {
            throw LuaArgumentError(message: "read_json: \(file):\(error.line): not valid JSON (\(error.cause))")
        }
        if let repeated = document.repeatedKeys.first {
            throw LuaArgumentError(message: "read_json: \(file):\(repeated.position.line): '\(repeated.key.excerpt())' is given twice; a JSON reader would keep one silently, so give it once")
        }
        var count = 0
        var objects: [String: String] = [:]
        let value = try value(of: document, at: "", file: file, count: &count, objects: &objects)
        return (value, objects)
    }

    private static func value(
        of node: JSONDocument, at path: String, file: String, count: inout Int, objects: inout [String: String]
    ) throws(LuaArgumentError) -> Value {
        count += 1
        guard count <= mostValues else {
            throw LuaArgumentError(message: "read_json: \(file): the file holds more than \(mostValues) values, more than a flow reads")
        }
        switch node.value {
        case .string(let text):
            return .string(text)
        case .bool(let value):
            return .bool(value)
        case .number(let number):
            if let whole = number.int64 { return .int(whole) }
            guard let value = number.double else {
                throw LuaArgumentError(message: "read_json: \(file):\(node.line): the number \(number.text.excerpt()) is beyond what a Lua number holds")
            }
            return .double(value)
        case .array(let items):
            var table: [Value: Value] = [:]
            for (index, item) in items.enumerated() {
                // Items are counted from 1, as Lua counts them.
                if item.isNull {
                    throw LuaArgumentError(message: "read_json: \(file):\(item.position.line):\(item.position.column): item \(index + 1) of \(path.isEmpty ? "the list" : path) is null, which would leave a hole in a Lua list; leave the item out, or give a value")
                }
                table[.int(Int64(index + 1))] = try value(of: item, at: "\(path)[\(index + 1)]", file: file, count: &count, objects: &objects)
            }
            return .table(table)
        case .object(let members):
            var table: [Value: Value] = [:]
            objects[path] = "\(file):\(node.position.line):\(node.position.column)"
            for member in members where !member.value.isNull {
                table[.string(member.key)] = try value(
                    of: member.value, at: path.isEmpty ? member.key : "\(path).\(member.key)", file: file, count: &count, objects: &objects)
            }
            return .table(table)
        case .null:
            throw LuaArgumentError(message: "read_json: \(file): the file holds null, not a value")
        }
    }
}
