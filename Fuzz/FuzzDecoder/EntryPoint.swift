/// libFuzzer's driver, started from our own entry point: SwiftPM links an
/// executable's `main` to `<target>_main`, so the fuzzer's `main` is not used.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The program's entry point: runs libFuzzer with the command line.
@_cdecl("fuzz_decoder_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        fuzzDecoder(data ?? UnsafePointer(bitPattern: 1)!, size)
    }
}
