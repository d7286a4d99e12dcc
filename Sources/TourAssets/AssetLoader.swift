/// Loads the tour from an assets folder: `pages/*.page`, one page per file,
/// with `home.page` as the root. The format is documented in Assets/README.md.
///
///     title: The edge swipe
///     link: percent-driven
///     swipe: on
///     ---
///     Body text. A blank line starts a new paragraph.
package struct AssetLoader {
    /// Keys a page header may use.
    package static let keys = ["title", "link", "next", "swipe", "topbar", "carousel", "list", "field", "editor", "animator",
                              "curve", "pop", "present", "modal", "tabbar", "badge", "split", "snapshot", "screen"]
    /// Screens built in Swift that a page may be (`screen:`): its title and text over them.
    package static let screens = ["settings"]
    /// How a page may present another (`present:`): "medium" is a sheet resting at half the
    /// height that grows to the whole.
    package static let presentationStyles = ["sheet", "medium", "fullscreen", "tabs", "alert"]
    /// Animators a page may ask for.
    package static let animators = ["slide", "fade", "cover", "flip", "zoom", "none"]
    /// Timing curves a page may ask for.
    package static let curves = ["linear", "ease-in", "ease-out", "ease-in-out", "spring"]
    /// The id of the root page.
    package static let rootID = "home"

    /// Loads and checks every page under `directory`; throws the first problem found.
    package static func load(directory: String) throws -> [String: Page] {
        let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        guard TextFile.isDirectory(folder) else {
            throw AssetError(file: folder, line: nil, message: "no such assets folder")
        }
        let pagesFolder = folder + "/pages"
        guard let names = TextFile.names(in: pagesFolder) else {
            throw AssetError(file: pagesFolder, line: nil, message: "missing folder of .page files")
        }
        var pages: [String: Page] = [:]
        for name in names where name.hasSuffix(".page") {
            let path = pagesFolder + "/" + name
            guard let bytes = TextFile.bytes(at: path) else {
                throw AssetError(file: path, line: nil, message: "cannot be read")
            }
            let page = try parse(bytes, id: String(name.dropLast(5)), file: path)
            pages[page.id] = page
        }
        guard pages[rootID] != nil else {
            throw AssetError(file: pagesFolder, line: nil, message: "no \(rootID).page (the root page)")
        }
        for id in pages.keys.sorted() {
            let page = pages[id]!
            for link in page.links where pages[link.target] == nil {
                throw AssetError(file: page.file, line: link.line, message: "link to unknown page '\(link.target)'")
            }
            for presented in page.presentations {
                if let target = presented.pages.first(where: { pages[$0] == nil }) {
                    throw AssetError(file: page.file, line: presented.line, message: "'present' names unknown page '\(target)'")
                }
            }
            if let next = page.swipeNext, pages[next.target] == nil {
                throw AssetError(file: page.file, line: next.line, message: "'next' names unknown page '\(next.target)'")
            }
            if let detail = page.splitDetail, pages[detail.target] == nil {
                throw AssetError(file: page.file, line: detail.line, message: "'split' names unknown page '\(detail.target)'")
            }
        }
        // Every page must be reachable from the root by links (a page only linked from a
        // cycle that never meets home could never be shown).
        var reached: Set<String> = [rootID]
        var frontier = [rootID]
        while let id = frontier.popLast() {
            let targets = (pages[id]!.links + [pages[id]!.swipeNext, pages[id]!.splitDetail].compactMap { $0 }).map(\.target)
                + pages[id]!.presentations.flatMap(\.pages)
            for target in targets where reached.insert(target).inserted { frontier.append(target) }
        }
        if let lost = pages.keys.sorted().first(where: { !reached.contains($0) }) {
            throw AssetError(file: pages[lost]!.file, line: 1,
                             message: "page '\(lost)' cannot be reached from \(rootID).page: no chain of links leads to it")
        }
        return pages
    }

    /// Parses one `.page` file.
    package static func parse(_ bytes: [UInt8], id: String, file: String) throws -> Page {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let line = 1 + validPrefixLines(bytes)
            throw AssetError(file: file, line: line, message: "not valid UTF-8 text")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        var page = Page(id: id, title: "", body: "", links: [], file: file)
        var sawTitle = false
        var headerEnd: Int? = nil
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = raw.trimmingSpaces()
            if line == "---" { headerEnd = index; break }
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw AssetError(file: file, line: number, message: "expected 'key: value' or '---', found '\(line.prefix(40))'")
            }
            let key = line[..<colon].trimmingSpaces()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            switch key {
            case "title":
                if sawTitle { throw AssetError(file: file, line: number, message: "second 'title'") }
                if value.isEmpty { throw AssetError(file: file, line: number, message: "empty title") }
                page.title = String(value)
                sawTitle = true
            case "link":
                let parts = value.split(separator: " ", omittingEmptySubsequences: true)
                let count = parts.count == 2 && parts[1].hasPrefix("x") ? Int(parts[1].dropFirst()) : (parts.count == 1 ? 1 : nil)
                guard let count, (1...9).contains(count), let target = parts.first else {
                    throw AssetError(file: file, line: number,
                                     message: "'link' takes a page id and an optional count, e.g. 'link: edge-swipe' or 'link: deep-stack x3'")
                }
                page.links.append(Page.Link(target: String(target), line: number, count: count))
            case "animator":
                guard animators.contains(String(value)) else {
                    throw AssetError(file: file, line: number,
                                     message: "unknown animator '\(value)' (expected \(animators.joined(separator: ", ")))")
                }
                page.animator = String(value)
            case "curve":
                guard curves.contains(String(value)) else {
                    throw AssetError(file: file, line: number,
                                     message: "unknown curve '\(value)' (expected \(curves.joined(separator: ", ")))")
                }
                page.curve = String(value)
            case "pop":
                if page.popCount != nil { throw AssetError(file: file, line: number, message: "second 'pop'") }
                guard let count = Int(value), (1...9).contains(count) else {
                    throw AssetError(file: file, line: number, message: "'pop' takes a number of pages from 1 to 9, not '\(value)'")
                }
                page.popCount = count
            case "split":
                if page.splitDetail != nil { throw AssetError(file: file, line: number, message: "second 'split'") }
                guard !value.isEmpty, !value.contains(" ") else {
                    throw AssetError(file: file, line: number, message: "'split' takes one page id, not '\(value)'")
                }
                page.splitDetail = Page.Link(target: String(value), line: number)
            case "next":
                if page.swipeNext != nil { throw AssetError(file: file, line: number, message: "second 'next'") }
                guard !value.isEmpty, !value.contains(" ") else {
                    throw AssetError(file: file, line: number, message: "'next' takes one page id, not '\(value)'")
                }
                page.swipeNext = Page.Link(target: String(value), line: number)
            case "swipe":
                page.allowsBackSwipe = try onOff(value, key: "swipe", file: file, line: number)
            case "carousel":
                let cards = value.split(separator: ",").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
                if cards.isEmpty {
                    throw AssetError(file: file, line: number, message: "'carousel' takes card names separated by commas")
                }
                page.carousel = cards
            case "list":
                let rows = value.split(separator: ",").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
                if rows.isEmpty {
                    throw AssetError(file: file, line: number, message: "'list' takes row names separated by commas")
                }
                page.list = rows
            case "field":
                guard !value.isEmpty else {
                    throw AssetError(file: file, line: number, message: "'field' takes the field's placeholder text")
                }
                page.field = String(value)
            case "editor":
                if page.editorRows != nil { throw AssetError(file: file, line: number, message: "second 'editor'") }
                guard let rows = Int(value), (2...12).contains(rows) else {
                    throw AssetError(file: file, line: number, message: "'editor' takes the editor's rows, from 2 to 12, not '\(value)'")
                }
                page.editorRows = rows
            case "present":
                let parts = value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                guard let style = parts.first, presentationStyles.contains(style),
                      style == "tabs" ? (3...10).contains(parts.count) : parts.count == (style == "alert" ? 1 : 2) else {
                    throw AssetError(file: file, line: number,
                                     message: "'present' takes 'sheet PAGE', 'medium PAGE', 'fullscreen PAGE', "
                                         + "'tabs PAGE PAGE…' (2 to 9 pages) or 'alert', not '\(value)'")
                }
                page.presentations.append(Page.Presentation(style: style, target: parts.count >= 2 ? parts[1] : nil,
                                                            tabs: style == "tabs" ? Array(parts.dropFirst()) : [],
                                                            line: number))
            case "tabbar":
                page.showsTabBar = try onOff(value, key: "tabbar", file: file, line: number)
            case "badge":
                guard value == "dot" || Int(value).map({ (1...999).contains($0) }) == true else {
                    throw AssetError(file: file, line: number, message: "'badge' takes a number from 1 to 999 or 'dot', not '\(value)'")
                }
                page.badge = String(value)
            case "modal":
                page.isModal = try onOff(value, key: "modal", file: file, line: number)
            case "topbar":
                page.showsTopBar = try onOff(value, key: "topbar", file: file, line: number)
            case "snapshot":
                page.showsSnapshot = try onOff(value, key: "snapshot", file: file, line: number)
            case "screen":
                guard screens.contains(String(value)) else {
                    throw AssetError(file: file, line: number,
                                     message: "'screen' takes one of \(screens.joined(separator: ", ")), not '\(value)'")
                }
                page.screen = String(value)
            default:
                throw AssetError(file: file, line: number,
                                 message: "unknown key '\(key)' (expected \(keys.joined(separator: ", ")))")
            }
        }
        guard let headerEnd else {
            throw AssetError(file: file, line: lines.count, message: "no '---' line ends the header")
        }
        guard sawTitle else { throw AssetError(file: file, line: 1, message: "missing 'title:'") }
        page.body = lines[(headerEnd + 1)...].joined(separator: "\n").trimmingNewlines()
        return page
    }

    private static func onOff(_ value: Substring, key: String, file: String, line: Int) throws -> Bool {
        switch value {
        case "on": return true
        case "off": return false
        default: throw AssetError(file: file, line: line, message: "'\(key)' is 'on' or 'off', not '\(value)'")
        }
    }

    /// Lines before the first invalid UTF-8 byte sequence.
    private static func validPrefixLines(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0, String(validating: bytes[0..<end], as: UTF8.self) == nil { end -= 1 }
        return bytes[0..<end].filter { $0 == UInt8(ascii: "\n") }.count
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    func trimmingSpaces() -> Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return text[start..<Swift.max(start, end)]
    }

    /// Without blank lines at either end.
    func trimmingNewlines() -> String {
        var lines = String(self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let first = lines.first, first.trimmingSpaces().isEmpty { lines.removeFirst() }
        while let last = lines.last, last.trimmingSpaces().isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
