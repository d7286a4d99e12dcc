import NavKit

/// The commits `git log` printed, held compactly so that a million of them take tens of
/// megabytes: a commit is a fixed record (its hash as 20 bytes, its time, its author as an
/// index into the authors seen) and its subject a few bytes in `CompactStrings`. Nothing is
/// made for a commit until its row shows. Records are kept in pages that are filled and never
/// moved: an array that doubled as it grew would leave every smaller copy behind in the heap.
struct CommitLog {
    /// One commit, fixed size (28 bytes).
    struct Record {
        var hash: (UInt32, UInt32, UInt32, UInt32, UInt32)
        var time: UInt32
        var author: UInt32
    }

    /// The format of a line of `git log` that `append` reads: hash, time, author, subject.
    static let format = "--format=%H%x1f%at%x1f%an%x1f%s"
    static let page = 65536

    private var records: [[Record]] = []
    private(set) var subjects = CompactStrings()
    private(set) var authors: [String] = []
    private var authorNumbers: [ArraySlice<UInt8>: UInt32] = [:]

    var count: Int { subjects.count }

    /// The record of commit `index`.
    func record(_ index: Int) -> Record { records[index / Self.page][index % Self.page] }

    /// Reads lines of `git log` in `format` and keeps their commits (a line that is not one is
    /// skipped).
    mutating func append(_ lines: [UInt8]) {
        for line in lines.split(separator: 10) {   // bytes, not characters: a million lines seconds sooner
            let fields = line.split(separator: 0x1f, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0].count == 40, let hash = Self.hash(fields[0]) else { continue }
            if authorNumbers[fields[2]] == nil {
                authorNumbers[Array(fields[2])[...]] = UInt32(authors.count)   // not a slice of `lines`: kept
                authors.append(String(decoding: fields[2], as: UTF8.self))
            }
            if count % Self.page == 0 {
                records.append([])
                records[records.count - 1].reserveCapacity(Self.page)
            }
            let time = fields[1].reduce(UInt32(0)) { $0 &* 10 &+ UInt32($1 &- 48) }
            let author = authorNumbers[fields[2]]!
            records[records.count - 1].append(Record(hash: hash, time: time, author: author))
            subjects.append(utf8: fields[3])
        }
    }

    /// The full hash of commit `index`, 40 hexadecimal digits.
    func hash(of index: Int) -> String {
        let (a, b, c, d, e) = record(index).hash
        return [a, b, c, d, e].map {
            let digits = String($0, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// True when commit `index`'s subject or author contains `text`, case aside: the search's rule.
    func commit(_ index: Int, contains text: String) -> Bool {
        !subjects.indices(containing: text, in: index..<index + 1).isEmpty
            || authors[Int(record(index).author)].lowercased().contains(text.lowercased())
    }

    /// 40 hexadecimal digits as five 32-bit numbers.
    private static func hash(_ digits: ArraySlice<UInt8>) -> (UInt32, UInt32, UInt32, UInt32, UInt32)? {
        let words = (0..<5).compactMap {
            UInt32(String(decoding: digits.dropFirst($0 * 8).prefix(8), as: UTF8.self), radix: 16)
        }
        return words.count == 5 ? (words[0], words[1], words[2], words[3], words[4]) : nil
    }
}
