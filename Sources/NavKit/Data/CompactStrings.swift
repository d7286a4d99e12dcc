/// Many short texts held in a few bytes each: a log's subjects, a million file names, the rows
/// of a long `ListView` that are made only when they show. Each text is kept as the numbers of
/// its words (split at spaces) in a dictionary of the words seen, a byte for each of the first
/// 128 words, two up to 16,384, three beyond, so texts that repeat their words (as subjects,
/// names and log lines do) take a few bytes where a `String` takes tens. A text comes back
/// whole, spaces and all, when asked for (`compact[index]`).
///
/// ```swift
/// var subjects = CompactStrings()
/// subjects.append("Fix the parser")
/// subjects[0]                                   // "Fix the parser"
/// subjects.indices(containing: "PARSER", in: 0..<subjects.count)   // [0]
/// ```
///
/// The numbers are kept in pages that are filled and never moved: an array that doubled as it
/// grew would leave each smaller copy behind in the heap. A text is at most 65,535 words (the
/// rest stays in the last word).
public struct CompactStrings: RandomAccessCollection, Sendable {
    /// Where each text starts: its page (the high bits) and the offset in it (`pageBits`).
    private var starts: [[UInt32]] = []
    /// The texts' word numbers, one after another; a text never straddles two pages.
    private var pages: [[UInt8]] = []
    /// The words seen, as UTF-8, by number.
    private var dictionary: [[UInt8]] = []
    /// The words of `dictionary`, lowercased, for `indices(containing:in:)`.
    private var lowercasedWords: [[UInt8]] = []
    /// The number of each word, by its UTF-8 bytes (the dictionary's own arrays: a key never
    /// holds on to the buffer a word was read from).
    private var numbers: [ArraySlice<UInt8>: UInt32] = [:]
    /// How many texts there are.
    public private(set) var count = 0

    private static let pageBits: UInt32 = 20, startsPage = 65536, mostWords = 65535, space = UInt8(ascii: " ")

    /// No texts.
    public init() {}

    /// 0.
    public var startIndex: Int { 0 }
    /// `count`.
    public var endIndex: Int { count }

    /// The text at `index` (0 ..< count), as it was appended.
    public subscript(index: Int) -> String {
        var bytes: [UInt8] = []
        forEachWord(of: index) { number, last in
            bytes += dictionary[number]
            if !last { bytes.append(Self.space) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Keeps `text` after the others.
    public mutating func append(_ text: some StringProtocol) {
        append(utf8: Array(text.utf8)[...])
    }

    /// Keeps the text whose UTF-8 bytes are `utf8` after the others (a field of what a program
    /// printed, without making a `String` of it first).
    public mutating func append(utf8 text: ArraySlice<UInt8>) {
        let mostBytes = Swift.min(text.count + 1, Self.mostWords) * 5
        if pages.isEmpty || pages[pages.count - 1].count + mostBytes > 1 << Self.pageBits {
            pages.append([])
            pages[pages.count - 1].reserveCapacity(1 << Self.pageBits)
        }
        if count % Self.startsPage == 0 {
            starts.append([])
            starts[starts.count - 1].reserveCapacity(Self.startsPage)
        }
        let page = pages.count - 1
        starts[starts.count - 1].append(UInt32(page) << Self.pageBits | UInt32(pages[page].count))
        count += 1
        var wordStart = text.startIndex, words = 0
        for index in text.indices where text[index] == Self.space && words < Self.mostWords - 1 {
            addNumber(of: text[wordStart..<index], to: page)
            wordStart = index + 1
            words += 1
        }
        addNumber(of: text[wordStart...], to: page)
    }

    /// Adds the number of `word` (a new one, if it is new) to page `page`.
    private mutating func addNumber(of word: ArraySlice<UInt8>, to page: Int) {
        var number = numbers[word] ?? addWord(Array(word))
        while number >= 0x80 {
            pages[page].append(UInt8(number & 0x7f) | 0x80)
            number >>= 7
        }
        pages[page].append(UInt8(number))
    }

    /// The indices in `range` of the texts that contain `text`, case aside (both lowercased),
    /// in order: a filter's work, a slice of the texts at a time.
    public func indices(containing text: String, in range: Range<Int>) -> [Int] {
        let wanted = Array(text.lowercased().utf8)
        var bytes: [UInt8] = []
        return range.clamped(to: 0..<count).filter { index in
            bytes.removeAll(keepingCapacity: true)
            forEachWord(of: index) { number, last in
                bytes += lowercasedWords[number]
                if !last { bytes.append(Self.space) }
            }
            return wanted.isEmpty || bytes.firstRange(of: wanted) != nil
        }
    }

    /// Puts `word` (UTF-8) in the dictionary; its number.
    private mutating func addWord(_ word: [UInt8]) -> UInt32 {
        dictionary.append(word)
        lowercasedWords.append(Array(String(decoding: word, as: UTF8.self).lowercased().utf8))
        numbers[word[...]] = UInt32(dictionary.count - 1)
        return UInt32(dictionary.count - 1)
    }

    /// Where text `index` starts.
    private func start(of index: Int) -> UInt32 { starts[index / Self.startsPage][index % Self.startsPage] }

    /// Calls `body` with the dictionary number of each word of text `index`, in order, and
    /// whether it is the last.
    private func forEachWord(of index: Int, _ body: (Int, Bool) -> Void) {
        let first = start(of: index), page = Int(first >> Self.pageBits), words = pages[page]
        let next = index + 1 < count ? start(of: index + 1) : .max
        let mask: UInt32 = 1 << Self.pageBits - 1
        var at = Int(first & mask)
        let end = next >> Self.pageBits == first >> Self.pageBits ? Int(next & mask) : words.count
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
}
