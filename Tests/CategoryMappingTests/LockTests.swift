import CategoryMapping
import Dispatch
import Foundation
import XCTest

final class LockTests: XCTestCase {
    /// Threads that wait for their turn, each woken when the one before it takes its turn, run in turn order
    /// whatever order they start in.
    func testWaitersWokenByWakeAllSeeWhatWasChangedUnderTheLock() {
        let lock = Lock(), done = DispatchGroup()
        nonisolated(unsafe) var turn = 0
        nonisolated(unsafe) var order: [Int] = []
        for mine in [3, 1, 2, 0] {
            done.enter()
            // A thread of its own each: a waiting thread holds it, so a pool of two could not run all four.
            Thread {
                lock.locked {
                    while turn != mine { lock.wait() }
                    order.append(mine)
                    turn += 1
                    lock.wakeAll()
                }
                done.leave()
            }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(lock.locked { order }, [0, 1, 2, 3])
    }

    /// `unlocked` lets another thread take the lock while its body runs, and holds the lock again after it.
    func testUnlockedLetsOthersIn() {
        let lock = Lock(), entered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var inside = false
        lock.locked {
            lock.unlocked {
                Thread {
                    lock.locked { inside = true }
                    entered.signal()
                }.start()
                XCTAssertEqual(entered.wait(timeout: .now() + 30), .success)
            }
            XCTAssertTrue(inside)
        }
    }
}
