@preconcurrency import Glibc
import Foundation
import WidgetKitLite

/// One PNG loaded alone in this process (`wkl-bench --load-image PATH`): the outcome, the
/// wall time and the peak resident memory (`ru_maxrss`) before and after, as JSON.
enum ImageLoadBenchmark {
    static func run(path: String) -> [String: Any] {
        let before = peakResidentKiB()
        let start = DispatchTime.now().uptimeNanoseconds
        var result: [String: Any] = ["path": path]
        do {
            let image = try Image(contentsOfPNG: URL(fileURLWithPath: path))
            result["size"] = "\(image.width)x\(image.height)"
        } catch {
            result["error"] = "\(error)"
        }
        result["milliseconds"] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        result["peakResidentKiBBefore"] = before
        result["peakResidentKiB"] = peakResidentKiB()
        return result
    }

    /// The process's peak resident set size so far, in KiB.
    private static func peakResidentKiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss
    }
}
