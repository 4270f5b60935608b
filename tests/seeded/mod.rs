//! Runs a property over a range of seeds, so that a failure names the seed that repeats it.

use std::ops::Range;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Runs `f` for every seed; a failure (panic) is reported with its seed.
pub fn seeded(label: &str, seeds: Range<u64>, mut f: impl FnMut(u64)) {
    for seed in seeds {
        if let Err(e) = catch_unwind(AssertUnwindSafe(|| f(seed))) {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(no message)".into());
            panic!("{label}: failed with seed {seed}: {msg}");
        }
    }
}
