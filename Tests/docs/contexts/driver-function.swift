// A test's body, with a driver (doc_code.py).
import Testing
import NavKit
import NavKitTesting

@MainActor func example(driver: HeadlessDriver) async {
/* block */
}
