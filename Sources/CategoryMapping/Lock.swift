#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex through the C library (allocated once, so it never moves), with a condition to wait on.
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    package func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Inside `locked`: runs `body` with the lock let go, and takes it again.
    package func unlocked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_unlock(mutex)
        defer { pthread_mutex_lock(mutex) }
        return try body()
    }

    /// Inside `locked`: lets the lock go until `wakeAll` is called (or spuriously), then takes it again.
    /// Call it in a loop that checks what it waits for.
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait`.
    package func wakeAll() {
        pthread_cond_broadcast(condition)
    }
}
