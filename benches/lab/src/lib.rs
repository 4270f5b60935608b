//! The lab: tools that measure and tune the computer, run by the benches and never shipped.
//!
//! - [`arena`]: games between two players, their tally, its interval and the Elo it means.
//! - [`fit`]: fitting a weighted evaluation's weights to how self-play games ended.

pub mod arena;
pub mod fit;
