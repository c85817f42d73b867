/**
 * Applies `next` to a value at once, or once a promise of it settles. For hot paths whose answer is
 * usually kept in memory: an `await` on a value that is already there still costs a turn of the
 * microtask queue.
 */
export function andThen<T, R>(value: T | Promise<T>, next: (value: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}
