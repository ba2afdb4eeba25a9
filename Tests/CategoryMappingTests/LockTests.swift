import CategoryMapping
import Dispatch
import XCTest

final class LockTests: XCTestCase {
    /// Threads that each add to a count under the lock lose no addition.
    func testAdditionsUnderTheLockAreNeverLost() {
        let lock = Lock()
        nonisolated(unsafe) var count = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { lock.locked { count += 1 } }
        }
        XCTAssertEqual(lock.locked { count }, 80_000)
    }

    /// `locked` hands back what its body returns, and rethrows what it throws with the lock let go.
    func testLockedReturnsAndRethrows() {
        struct Failure: Error {}
        let lock = Lock()
        XCTAssertEqual(lock.locked { 42 }, 42)
        XCTAssertThrowsError(try lock.locked { throw Failure() })
        XCTAssertEqual(lock.locked { "taken again" }, "taken again")
    }
}
