import Foundation
import YTFuzzing

#if FUZZING
    /// Runs libFuzzer from this program's own `main`.
    ///
    /// SwiftPM links an executable's entry point as `main`, so libFuzzer's `main` is never used;
    /// `LLVMFuzzerRunDriver` is the libFuzzer entry for programs that keep their own.
    enum LibFuzzer {
        /// The target the callback feeds: set once, before the driver starts its single fuzzing thread.
        nonisolated(unsafe) fileprivate static var target = FuzzTarget.wire

        /// Runs the fuzzer on `target` with libFuzzer's command line (`arguments[0]` is the program).
        ///
        /// - Returns: libFuzzer's exit status; a crash or a broken invariant ends the process instead.
        static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
            Self.target = target
            // libFuzzer leaves alone a signal that already has a handler, and the Swift runtime's
            // backtracer has one for the traps of fatalError and failed checks: without this the
            // process would die before libFuzzer saved the input that crashed it.
            for signal in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
                Foundation.signal(signal, SIG_DFL)
            }
            var argc = CInt(arguments.count)
            let strings = arguments.map { strdup($0) } + [nil]
            let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count)
            argv.initialize(from: strings, count: strings.count)
            var argvPointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
            return llvmFuzzerRunDriver(&argc, &argvPointer, fuzzOneInput)
        }
    }

    /// Feeds one input to the target; a broken invariant traps, which libFuzzer reports as a crash.
    ///
    /// Exported under libFuzzer's name too, because linking its runtime pulls in the `main` that calls
    /// it; SwiftPM's alias of `main` to this program's entry point wins all the same.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        let report = LibFuzzer.target.run(data)
        if !report.violations.isEmpty {
            fatalError("\(LibFuzzer.target.rawValue): " + report.violations.joined(separator: "; "))
        }
        return 0
    }

    /// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*cb)(const uint8_t *, size_t))`, from
    /// libclang_rt.fuzzer; pointer and integer arguments are passed the same way by both conventions.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func llvmFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif
