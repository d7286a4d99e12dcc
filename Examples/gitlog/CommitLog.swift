/// The commits `git log` printed, held compactly so that a million of them take tens of
/// megabytes: a commit is a fixed record (its hash as 20 bytes, its time, its author as an
/// index into the authors seen), and its subject is kept as the numbers of its words in a
/// dictionary of the words seen, a byte or two each. Nothing is made for a commit until its row
/// shows (`subject(of:)` decodes one). Both are kept in pages that are filled and never moved:
/// an array that doubled as it grew would leave every smaller copy behind in the heap.
struct CommitLog {
    /// One commit, fixed size (32 bytes).
    struct Record {
        var hash: (UInt32, UInt32, UInt32, UInt32, UInt32)
        var time: UInt32
        var author: UInt32
        /// Where its subject starts in `words`: the page (the high bits) and the offset in it (the
        /// low `wordPageBits`).
        var subject: UInt32
    }

    /// The format of a line of `git log` that `append` reads: hash, time, author, subject.
    static let format = "--format=%H%x1f%at%x1f%an%x1f%s"

    /// The records, `recordPage` a page.
    private var recordPages: [[Record]] = []
    private(set) var authors: [String] = []
    private var authorIndex: [String: UInt32] = [:]
    private var dictionary: [String] = []
    /// The words of `dictionary`, lowercased, for the filter.
    private var lowercasedDictionary: [[UInt8]] = []
    private var wordIndex: [Substring: UInt32] = [:]
    /// The subjects' word numbers, one after another, each a variable-length number (7 bits a
    /// byte), in pages of `1 << wordPageBits` bytes; a subject never straddles two.
    private var wordPages: [[UInt8]] = []
    private(set) var count = 0

    static let recordPage = 65536, wordPageBits: UInt32 = 20

    /// The record of commit `index`.
    func record(_ index: Int) -> Record { recordPages[index / Self.recordPage][index % Self.recordPage] }

    /// Reads lines of `git log --format=…` (`format`) and keeps their commits; a line that is
    /// not one (no four fields) is skipped.
    mutating func append(_ lines: [UInt8]) {
        for line in lines.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: 0x1f, maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0].count == 40, let hash = Self.hash(fields[0]) else { continue }
            let author = String(decoding: fields[2], as: UTF8.self)
            let authorNumber = authorIndex[author] ?? {
                authors.append(author)
                authorIndex[author] = UInt32(authors.count - 1)
                return UInt32(authors.count - 1)
            }()
            let subject = String(decoding: fields[3], as: UTF8.self).split(separator: " ", maxSplits: 9999,
                                                                               omittingEmptySubsequences: false)
            if wordPages.isEmpty || wordPages[wordPages.count - 1].count + subject.count * 3 > 1 << Self.wordPageBits {
                wordPages.append([])
                wordPages[wordPages.count - 1].reserveCapacity(1 << Self.wordPageBits)
            }
            let page = wordPages.count - 1
            if count % Self.recordPage == 0 {
                recordPages.append([])
                recordPages[recordPages.count - 1].reserveCapacity(Self.recordPage)
            }
            recordPages[recordPages.count - 1].append(Record(
                hash: hash, time: UInt32(String(decoding: fields[1], as: UTF8.self)) ?? 0, author: authorNumber,
                subject: UInt32(page) << Self.wordPageBits | UInt32(wordPages[page].count)))
            count += 1
            for word in subject {
                var number = wordIndex[word] ?? {
                    dictionary.append(String(word))
                    lowercasedDictionary.append(Array(word.lowercased().utf8))
                    wordIndex[Substring(dictionary[dictionary.count - 1])] = UInt32(dictionary.count - 1)
                    return UInt32(dictionary.count - 1)
                }()
                while number >= 0x80 {
                    wordPages[page].append(UInt8(number & 0x7f) | 0x80)
                    number >>= 7
                }
                wordPages[page].append(UInt8(number))
            }
        }
    }

    /// The subject of commit `index`.
    func subject(of index: Int) -> String {
        var subject = ""
        forEachWord(of: index) { number, last in subject += dictionary[number] + (last ? "" : " ") }
        return subject
    }

    /// Calls `body` with the dictionary number of each word of commit `index`'s subject, in
    /// order, and whether it is the last.
    private func forEachWord(of index: Int, _ body: (Int, Bool) -> Void) {
        let start = record(index).subject, next = index + 1 < count ? record(index + 1).subject : .max
        let page = Int(start >> Self.wordPageBits), words = wordPages[page]
        let sharesPage = next >> Self.wordPageBits == start >> Self.wordPageBits
        let mask: UInt32 = 1 << Self.wordPageBits - 1
        var at = Int(start & mask)
        let end = sharesPage ? Int(next & mask) : words.count
        while at < end {
            var number = 0, shift = 0
            repeat {
                number |= Int(words[at] & 0x7f) << shift
                shift += 7
                at += 1
            } while words[at - 1] & 0x80 != 0
            body(number, at == end)
        }
    }

    /// The full hash of commit `index`, 40 hexadecimal digits.
    func hash(of index: Int) -> String {
        let (a, b, c, d, e) = record(index).hash
        return [a, b, c, d, e].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// The commits, from `start`, whose subject or author contains `text` (lowercased), at most
    /// `limit` of them looked at: the filter's work, a slice at a time. Case aside, as the
    /// words were lowercased when they were first seen.
    func matches(_ text: String, from start: Int, limit: Int) -> [Int] {
        let text = Array(text.utf8)
        let authorsMatching = authors.map { Self.find(text, in: Array($0.lowercased().utf8)) }
        var subject: [UInt8] = []
        return (start..<min(count, start + limit)).filter { index in
            if authorsMatching[Int(record(index).author)] { return true }
            subject.removeAll(keepingCapacity: true)
            forEachWord(of: index) { number, last in
                subject += lowercasedDictionary[number]
                if !last { subject.append(UInt8(ascii: " ")) }
            }
            return Self.find(text, in: subject)
        }
    }

    /// True when `text` occurs in `bytes`.
    private static func find(_ text: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = text.first, bytes.count >= text.count else { return text.isEmpty }
        for start in 0...(bytes.count - text.count) where bytes[start] == first {
            if bytes[start..<(start + text.count)].elementsEqual(text) { return true }
        }
        return false
    }

    /// 40 hexadecimal digits as five 32-bit numbers.
    private static func hash(_ digits: ArraySlice<UInt8>) -> (UInt32, UInt32, UInt32, UInt32, UInt32)? {
        var words = [UInt32](repeating: 0, count: 5)
        for (offset, digit) in digits.enumerated() {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            words[offset / 8] = words[offset / 8] << 4 | UInt32(value)
        }
        return (words[0], words[1], words[2], words[3], words[4])
    }
}
