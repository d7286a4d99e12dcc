import NavKitPlatform
import Testing
import TourAssets

/// Every kind of broken asset stops start-up with one exact line naming the file and line.
@Suite(.tags(.unsafeMemory)) struct AssetLoaderTests {
    /// A temporary assets folder holding `pages` (file name → text); removed afterwards.
    func withAssets(_ pages: [String: String], _ body: (String) throws -> Void) rethrows {
        var template = Array("/tmp/navkit-assets-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        mkdir(folder + "/pages", 0o755)
        for (name, text) in pages {
            let file = fopen(folder + "/pages/" + name, "w")!
            fputs(text, file)
            fclose(file)
        }
        defer {
            for name in pages.keys { unlink(folder + "/pages/" + name) }
            rmdir(folder + "/pages")
            rmdir(folder)
        }
        try body(folder)
    }

    func message(_ pages: [String: String]) -> String? {
        var result: String?
        withAssets(pages) { folder in
            do {
                _ = try AssetLoader.load(directory: folder)
            } catch let error as AssetError {
                result = error.description.replacingFolder(folder)
            } catch {
                result = "unexpected \(error)"
            }
        }
        return result
    }

    static let home = "title: Home\nlink: a\n---\nBody\n"

    @Test func theShippedTourLoads() throws {
        let pages = try AssetLoader.load(directory: "Assets")
        #expect(pages.count >= 20)
        #expect(pages["home"]?.links.count ?? 0 >= 9)
        #expect(pages["animator-flip"]?.animator == "flip")
        #expect(pages["pitfalls"]?.links.first?.count == 3)
        #expect(pages["presentation"]?.presentations.map(\.style)
                == ["sheet", "fullscreen", "alert", "medium", "sheet", "sheet", "tabs"])
        #expect(pages["presentation"]?.presentations.last?.tabs == ["tabs-inbox", "tabs-files", "tabs-settings"])
        #expect(pages["tabs-inbox"]?.badge == "3")
        #expect(pages["tabs-message"]?.showsTabBar == false)
        #expect(pages["presentation-modal"]?.isModal == true)
        #expect(pages["presentation-sheet"]?.isModal == false)
    }

    @Test(arguments: [
        ("title Home\n---\n", "DIR/pages/home.page:1: expected 'key: value' or '---', found 'title Home'"),
        ("title: Home\ntitel: x\n---\n",
         "DIR/pages/home.page:2: unknown key 'titel' (expected title, link, next, swipe, topbar, carousel, list, field, editor, animator, curve, pop, present, modal, tabbar, badge, split, snapshot, screen)"),
        ("link: a\n---\n", "DIR/pages/home.page:1: missing 'title:'"),
        ("title: A\ntitle: B\n---\n", "DIR/pages/home.page:2: second 'title'"),
        ("title:\n---\n", "DIR/pages/home.page:1: empty title"),
        ("title: Home\n", "DIR/pages/home.page:2: no '---' line ends the header"),
        ("title: Home\nlink: nowhere\n---\n", "DIR/pages/home.page:2: link to unknown page 'nowhere'"),
        ("title: Home\nlink: a x0\n---\n",
         "DIR/pages/home.page:2: 'link' takes a page id and an optional count, e.g. 'link: edge-swipe' or 'link: deep-stack x3'"),
        ("title: Home\nswipe: maybe\n---\n", "DIR/pages/home.page:2: 'swipe' is 'on' or 'off', not 'maybe'"),
        ("title: Home\nmodal: yes\n---\n", "DIR/pages/home.page:2: 'modal' is 'on' or 'off', not 'yes'"),
        ("title: Home\nanimator: spin\n---\n",
         "DIR/pages/home.page:2: unknown animator 'spin' (expected slide, fade, cover, flip, zoom, none)"),
        ("title: Home\ncurve: wobble\n---\n",
         "DIR/pages/home.page:2: unknown curve 'wobble' (expected linear, ease-in, ease-out, ease-in-out, spring)"),
        ("title: Home\npop: 12\n---\n", "DIR/pages/home.page:2: 'pop' takes a number of pages from 1 to 9, not '12'"),
        ("title: Home\npop: 2\npop: 3\n---\n", "DIR/pages/home.page:3: second 'pop'"),
        ("title: Home\ncarousel: ,\n---\n", "DIR/pages/home.page:2: 'carousel' takes card names separated by commas"),
        ("title: Home\nlink: a\nnext: nowhere\n---\n", "DIR/pages/home.page:3: 'next' names unknown page 'nowhere'"),
        ("title: Home\nlink: a\nnext: a\nnext: a\n---\n", "DIR/pages/home.page:4: second 'next'"),
        ("title: Home\nlink: a\nnext: a b\n---\n", "DIR/pages/home.page:3: 'next' takes one page id, not 'a b'"),
        ("title: Home\nlink: a\nsplit: nowhere\n---\n", "DIR/pages/home.page:3: 'split' names unknown page 'nowhere'"),
        ("title: Home\nlink: a\nsplit: a\nsplit: a\n---\n", "DIR/pages/home.page:4: second 'split'"),
        ("title: Home\nlink: a\nsplit: a b\n---\n", "DIR/pages/home.page:3: 'split' takes one page id, not 'a b'"),
        ("title: Home\nlink: a\npresent: popover a\n---\n",
         "DIR/pages/home.page:3: 'present' takes 'sheet PAGE', 'medium PAGE', 'fullscreen PAGE', 'tabs PAGE PAGE…' (2 to 9 pages) or 'alert', not 'popover a'"),
        ("title: Home\nlink: a\npresent: sheet\n---\n",
         "DIR/pages/home.page:3: 'present' takes 'sheet PAGE', 'medium PAGE', 'fullscreen PAGE', 'tabs PAGE PAGE…' (2 to 9 pages) or 'alert', not 'sheet'"),
        ("title: Home\nlink: a\npresent: sheet nowhere\n---\n", "DIR/pages/home.page:3: 'present' names unknown page 'nowhere'"),
        ("title: Home\nlink: a\npresent: tabs a\n---\n",
         "DIR/pages/home.page:3: 'present' takes 'sheet PAGE', 'medium PAGE', 'fullscreen PAGE', 'tabs PAGE PAGE…' (2 to 9 pages) or 'alert', not 'tabs a'"),
        ("title: Home\nlink: a\npresent: tabs a nowhere\n---\n", "DIR/pages/home.page:3: 'present' names unknown page 'nowhere'"),
        ("title: Home\nbadge: many\n---\n", "DIR/pages/home.page:2: 'badge' takes a number from 1 to 999 or 'dot', not 'many'"),
        ("title: Home\ntabbar: hidden\n---\n", "DIR/pages/home.page:2: 'tabbar' is 'on' or 'off', not 'hidden'"),
    ])
    func aBrokenHomePage(text: String, expected: String) {
        #expect(message(["home.page": text, "a.page": "title: A\n---\n"]) == expected)
    }

    @Test func aPageReachedOnlyByAPresentationIsReachable() {
        let pages = ["home.page": "title: Home\npresent: sheet a\npresent: alert\n---\n", "a.page": "title: A\n---\n"]
        #expect(message(pages) == nil)
    }

    @Test func aPageReachedOnlyByASwipeIsReachable() {
        #expect(message(["home.page": "title: Home\nnext: a\n---\n", "a.page": "title: A\n---\n"]) == nil)
    }

    @Test func aPageReachedOnlyAsASplitsDetailIsReachable() {
        #expect(message(["home.page": "title: Home\nsplit: a\n---\n", "a.page": "title: A\n---\n"]) == nil)
    }

    @Test func invalidUTF8NamesItsLine() {
        #expect(message(["home.page": "title: Home\n---\nfine\n\u{FF}"]) == nil)  // U+FF is valid UTF-8 text
        var failed: String?
        withAssets(["home.page": "title: Home\n---\nline three\n"]) { folder in
            let file = fopen(folder + "/pages/home.page", "ab")!
            fputc(0xFF, file)
            fclose(file)
            do { _ = try AssetLoader.load(directory: folder) } catch let error as AssetError {
                failed = error.description.replacingFolder(folder)
            } catch {}
        }
        #expect(failed == "DIR/pages/home.page:4: not valid UTF-8 text")
    }

    @Test func aCycleNotReachableFromHomeIsRefused() {
        let pages = ["home.page": "title: Home\n---\n", "a.page": "title: A\nlink: b\n---\n",
                     "b.page": "title: B\nlink: a\n---\n"]
        #expect(message(pages) == "DIR/pages/a.page:1: page 'a' cannot be reached from home.page: no chain of links leads to it")
    }

    @Test func missingRootAndFolders() {
        #expect(message(["a.page": "title: A\n---\n"]) == "DIR/pages: no home.page (the root page)")
        do {
            _ = try AssetLoader.load(directory: "/nonexistent/navkit")
            Issue.record("loaded a folder that does not exist")
        } catch let error as AssetError {
            #expect(error.description == "/nonexistent/navkit: no such assets folder")
        } catch {
            Issue.record("\(error)")
        }
    }
}

extension String {
    /// This message with the temporary folder written as DIR.
    func replacingFolder(_ folder: String) -> String {
        hasPrefix(folder) ? "DIR" + dropFirst(folder.count) : self
    }
}
