//! Messages between the page and the workers, and the workers' whole job, kept here so that it is
//! native code with native tests; the worker binaries only pass JSON through and give the worker
//! its turns.
//!
//! - `messages`: what the page asks ([`Request`]) and what a worker answers ([`Reply`]).
//! - `error`: why a worker gives no answer ([`WorkerError`]), in the page's words.
//! - `wire`: a reply as it crosses, one flat object the page reads cheaply.
//! - `worker`: the computer's worker, its state between questions and its moves.
//! - `jobs`: the worker's other jobs: the playouts benchmark and a game's solitaire solver.
//! - `upgrade`: the upgrade worker's job, a game kept by an earlier version brought up to date.

mod error;
mod jobs;
mod messages;
#[cfg(test)]
mod testing;
mod upgrade;
mod wire;
mod worker;

pub use error::WorkerError;
pub use messages::{Answer, PageReply, READY, Ranked, Reply, Request, STOP, Solution, TOP_MOVES, Task};
pub use upgrade::upgrade;
pub use worker::{Host, SLICE_MS, Worker};
