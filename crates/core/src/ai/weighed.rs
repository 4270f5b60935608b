//! A finer evaluation written as a weighted sum of terms of the position, so that the fit command
//! (`cargo bench --bench fit`) can fit its weights to how self-play games ended.

use super::Evaluate;

/// A game whose finer evaluation ([`Evaluate::evaluate_finely`]) is a weighted sum of terms of
/// the position, so that its weights can be fitted.
pub trait Weighed: Evaluate {
    /// The terms' names, in the order [`Weighed::terms`] gives them.
    const TERMS: &'static [&'static str];

    /// The term that sets the unit, and its weight there: fitted weights are scaled to it (in
    /// Basic a pip is −100, so the weights are in hundredths of a move).
    const UNIT: (usize, i32);

    /// The position's terms, for its side to move: the finer evaluation is their sum weighed by
    /// [`Weighed::finer_weights`].
    fn terms(&self) -> Vec<i32>;

    /// The weights the finer evaluation uses, in the terms' order.
    fn finer_weights() -> Vec<i32>;

    /// Weights in the terms' order, written as the game's module declares them, to paste there.
    fn weights_source(weights: &[i32]) -> String;
}
