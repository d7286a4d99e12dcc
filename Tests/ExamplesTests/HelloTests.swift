import NavKitPlatform
import Testing
import NavKit
import NavKitTesting
@testable import hello

/// The README's example test: an app's screens driven headless, with a manual clock.
@MainActor @Suite struct HelloTests {
    @Test func enterAndATapPushAndTheSwipeGoesBack() {
        let driver = HeadlessDriver(root: Hello(), size: Size(width: 80, height: 24))
        driver.key(.enter)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Hello 1", "Hello 2"])

        driver.press(40, 10)
        driver.release(40, 10)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Hello 1", "Hello 2", "Hello 3"])

        driver.press(0, 10)                       // a drag from the left edge, past the middle
        for x in stride(from: 5, through: 60, by: 5) {
            driver.advance(by: 0.02)
            driver.drag(x, 10)
        }
        driver.advance(by: 0.3)                   // stand still: no flick
        driver.release(60, 10)
        driver.runUntilIdle()
        #expect(driver.stackTitles == ["Hello 1", "Hello 2"])
        #expect(driver.frameText().contains("Screen 2."))
    }
}

/// The README and the Getting Started article show `Examples/hello/main.swift` verbatim.
@MainActor @Suite struct ExampleSourcesInDocsTests {
    let root = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
        .joined(separator: "/"))

    func read(_ path: String) throws -> String {
        guard let file = fopen(root + "/" + path, "r") else { throw ReadError(path: path) }
        defer { fclose(file) }
        var text = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return text
    }

    struct ReadError: Error { let path: String }

    @Test(arguments: ["README.md", "Sources/NavKit/NavKit.docc/GettingStarted.md"])
    func showsHelloVerbatim(document: String) throws {
        let hello = try read("Examples/hello/main.swift")
        #expect(try read(document).contains("```swift\n" + hello + "```"))
    }
}
