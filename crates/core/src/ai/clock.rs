//! Thinking on a clock: a [`Limit`] that ends the search at a moment, read from whatever clock
//! the caller has (the worker's `Date.now()` in the browser, `Instant` natively), and that can
//! report the thinking as it goes.

use super::search::{Limit, Progress};

/// About how many positions the search visits in a millisecond, to size its table: the rate
/// `cargo bench --bench playouts` measures natively (`node tools/wasm-speed.mjs` in wasm).
const NODES_PER_MS: f64 = 1_000.0;
/// The clock is read once in this many positions: reading it costs more than a position.
const READ_EVERY: u64 = 16;

/// What a clock is told of each completed iteration.
type Report = Box<dyn FnMut(&Progress)>;

/// A deadline on a clock in milliseconds.
pub struct Clock {
    now: fn() -> f64,
    deadline: f64,
    /// When the whole thinking ends, of which this clock may time only a slice: what sizes the
    /// table.
    horizon: f64,
    report: Option<Report>,
}

impl Clock {
    /// Thinking for `ms` milliseconds from now on the clock `now`.
    pub fn new(now: fn() -> f64, ms: f64) -> Clock {
        let deadline = now() + ms;
        Clock { now, deadline, horizon: deadline, report: None }
    }

    /// A slice of `ms` milliseconds of a thinking that goes on `total` milliseconds from now
    /// (the worker thinks a slice at a time, to read its messages between slices).
    pub fn slice(now: fn() -> f64, ms: f64, total: f64) -> Clock {
        let start = now();
        Clock { now, deadline: start + ms.min(total), horizon: start + total, report: None }
    }

    /// Thinking for `ms` milliseconds by the machine's clock (not in the browser).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn native(ms: f64) -> Clock {
        Clock::new(native_now, ms)
    }

    /// Told each completed iteration of the search.
    pub fn reporting(mut self, report: impl FnMut(&Progress) + 'static) -> Clock {
        self.report = Some(Box::new(report));
        self
    }
}

/// Milliseconds since the first call, by `Instant`.
#[cfg(not(target_arch = "wasm32"))]
pub fn native_now() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1_000.0
}

impl Limit for Clock {
    fn reached(&mut self, nodes: u64) -> bool {
        nodes.is_multiple_of(READ_EVERY) && (self.now)() >= self.deadline
    }

    fn expected_nodes(&self) -> u64 {
        ((self.horizon - (self.now)()).max(0.0) * NODES_PER_MS) as u64
    }

    fn remaining_nodes(&self) -> u64 {
        ((self.deadline - (self.now)()).max(0.0) * NODES_PER_MS) as u64
    }

    fn progress(&mut self, progress: &Progress) {
        if let Some(report) = &mut self.report {
            report(progress);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_stops_the_search_at_its_deadline() {
        let mut clock = Clock::native(30.0);
        assert!(!clock.reached(16));
        assert!(clock.expected_nodes() > 0);
        std::thread::sleep(std::time::Duration::from_millis(40));
        assert!(clock.reached(32));
        assert_eq!(clock.expected_nodes(), 0);
    }

    #[test]
    fn a_slice_stops_at_its_end_but_sizes_for_the_whole() {
        let mut slice = Clock::slice(native_now, 20.0, 10_000.0);
        assert!(slice.expected_nodes() > 9_000 * NODES_PER_MS as u64);
        assert!(slice.remaining_nodes() <= 20 * NODES_PER_MS as u64);
        std::thread::sleep(std::time::Duration::from_millis(30));
        assert!(slice.reached(16));
    }

    #[test]
    fn a_clock_reports_each_iteration() {
        let seen = std::rc::Rc::new(std::cell::Cell::new(0));
        let counter = seen.clone();
        let mut clock = Clock::native(1_000.0).reporting(move |p| counter.set(p.depth));
        clock.progress(&Progress { depth: 5, score: 0, nodes: 9 });
        assert_eq!(seen.get(), 5);
    }
}
