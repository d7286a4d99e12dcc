import TourAssets

/// libFuzzer entry: parses the input as a `.page` file. It must either give
/// a page with a title, or an error that names the file and a line inside it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssets(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    do {
        let page = try AssetLoader.parse(bytes, id: "fuzz", file: "fuzz.page")
        precondition(!page.title.isEmpty, "a page without a title was accepted")
        for link in page.links { precondition((1...lineCount).contains(link.line), "a link on line \(link.line)") }
    } catch let error as AssetError {
        precondition(error.file == "fuzz.page", "the error names another file")
        if let line = error.line { precondition((1...lineCount).contains(line), "an error on line \(line) of \(lineCount)") }
        precondition(!error.message.isEmpty && !error.message.contains("\n"), "an empty or multi-line message")
    } catch {
        preconditionFailure("an error that is not an AssetError: \(error)")
    }
    return 0
}
