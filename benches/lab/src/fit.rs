//! Fitting an evaluation's weights to how games ended: the master plays itself, every position
//! of each decided game is labelled with whether its side to move went on to win, and a
//! logistic regression of that label on the position's terms gives each term its weight. The
//! fit command (`cargo bench --bench fit`) plays the games on every core through these, and
//! prints the weights as the game's module declares them. Basic's master evaluation has its
//! weights from it (`FITTED` in `crates/core/src/ai/basic.rs`).

use crate::arena::{Entrant, Score, opening, play_watched};
use checkerbox_core::ai::Weighed;
use checkerbox_core::level::Strength;
use checkerbox_core::rules::Player;

/// A position from self-play: its terms, and whether its side to move went on to win.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub terms: Vec<f64>,
    pub won: bool,
}

/// One game of the master against itself from `opening_moves` random moves (seeded by `game`),
/// thinking `positions` positions a move: a sample of each position from the opening on, or none
/// if the game is still undecided after `max_plies` (or drawn), since then no side won.
pub fn self_play<G: Weighed>(
    options: G::Options,
    game: u64,
    positions: u64,
    opening_moves: usize,
    max_plies: usize,
) -> Vec<Sample> {
    let start: G = opening(options, game, opening_moves);
    // Two players, so that each keeps its own table as in a game between two.
    let master = |seed| Entrant::new(Strength::Master.player(seed), Box::new(move || Box::new(positions)));
    let (mut one, mut two) = (master(game * 2), master(game * 2 + 1));
    let mut seen = Vec::new();
    let played = play_watched(&start, &mut one, &mut two, Player::One, max_plies, |pos, _| {
        seen.push((pos.player_of(pos.to_move()), pos.terms()))
    });
    let winner = match played.score {
        Score::Win => Player::One,
        Score::Loss => Player::Two,
        Score::Draw => return Vec::new(),
    };
    seen.into_iter()
        .map(|(mover, terms)| Sample { terms: terms.into_iter().map(f64::from).collect(), won: mover == winner })
        .collect()
}

/// The chance σ(w·x) the weights `w` give the side to move of winning.
fn chance(w: &[f64], terms: &[f64]) -> f64 {
    let z: f64 = w.iter().zip(terms).map(|(w, x)| w * x).sum();
    1.0 / (1.0 + (-z).exp())
}

/// The weights `w` under which the samples' outcomes are likeliest, σ(w·x) being the chance of
/// winning, less a ridge penalty of `ridge`·|w|²/2: it shrinks every weight a little, and keeps
/// a term that is always nought at nought, where the likelihood alone leaves it free. By
/// Newton's method from nought, for at most 50 steps: the penalised log-likelihood is concave
/// and smooth, and from nought a handful of steps reach its top (with no penalty, outcomes that
/// a weight separates exactly would send it off without end).
pub fn logistic(samples: &[Sample], ridge: f64) -> Vec<f64> {
    let n = samples.first().map_or(0, |s| s.terms.len());
    let mut w = vec![0.0; n];
    for _ in 0..50 {
        // The penalised log-likelihood's gradient, and its Hessian's negative.
        let mut gradient: Vec<f64> = w.iter().map(|w| -ridge * w).collect();
        let mut hessian = vec![vec![0.0; n]; n];
        for (i, row) in hessian.iter_mut().enumerate() {
            row[i] = ridge;
        }
        for s in samples {
            let p = chance(&w, &s.terms);
            let miss = f64::from(u8::from(s.won)) - p;
            let spread = p * (1.0 - p);
            for (i, xi) in s.terms.iter().enumerate() {
                gradient[i] += miss * xi;
                for (h, xj) in hessian[i].iter_mut().zip(&s.terms) {
                    *h += spread * xi * xj;
                }
            }
        }
        let Some(step) = solve(hessian, gradient) else { break };
        let moved = step.iter().fold(0.0f64, |m, d| m.max(d.abs()));
        for (w, d) in w.iter_mut().zip(step) {
            *w += d;
        }
        if moved < 1e-9 {
            break;
        }
    }
    w
}

/// The mean log loss of predicting each sample's outcome by σ(w·x): the lower, the better the
/// weights foretell how games end (ln 2 ≈ 0.693 for a coin).
pub fn log_loss(samples: &[Sample], w: &[f64]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = chance(w, &s.terms).clamp(1e-12, 1.0 - 1e-12);
            -(if s.won { p.ln() } else { (1.0 - p).ln() })
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Weights given in some other unit (an evaluation's points), scaled by the factor that best
/// foretells the samples' outcomes: so that weights already in use can be compared, by
/// [`log_loss`], with weights just fitted.
pub fn rescaled(samples: &[Sample], w: &[f64]) -> Vec<f64> {
    let z: Vec<Sample> = samples
        .iter()
        .map(|s| Sample { terms: vec![w.iter().zip(&s.terms).map(|(w, x)| w * x).sum()], won: s.won })
        .collect();
    let k = logistic(&z, 1e-6).first().copied().unwrap_or(0.0);
    w.iter().map(|w| w * k).collect()
}

/// Fitted weights in the game's unit ([`Weighed::UNIT`]), rounded; `None` where the unit's term
/// came out with no weight, or with the sign opposite to its weight in the unit (a pip that
/// helps the side that has to move it): the games did not show what it is worth.
pub fn in_units<G: Weighed>(w: &[f64]) -> Option<Vec<i32>> {
    let (term, weight) = G::UNIT;
    let unit = w.get(term).copied().filter(|u| u.abs() > 1e-12 && u.signum() == f64::from(weight).signum())?;
    Some(w.iter().map(|w| (w * f64::from(weight) / unit).round() as i32).collect())
}

/// Solves `a`·x = `b` by Gaussian elimination with partial pivoting; `None` for a singular `a`.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (above, below) = a.split_at_mut(col + 1);
        let pivot_row = &above[col];
        for (row, b_row) in below.iter_mut().zip(col + 1..) {
            let f = row[col] / pivot_row[col];
            for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= f * p;
            }
            b[b_row] -= f * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{RngExt, SeedableRng};

    /// Samples drawn from the logistic model with weights `w`, over terms: a constant and
    /// small random counts.
    fn drawn(w: &[f64], n: usize, seed: u64) -> Vec<Sample> {
        let mut rng = SmallRng::seed_from_u64(seed);
        (0..n)
            .map(|_| {
                let mut terms = vec![1.0];
                terms.extend((1..w.len()).map(|_| f64::from(rng.random_range(-3i32..=3))));
                let won = rng.random::<f64>() < chance(w, &terms);
                Sample { terms, won }
            })
            .collect()
    }

    #[test]
    fn solves_a_linear_system_and_knows_a_singular_one() {
        let x = solve(vec![vec![0.0, 2.0, 1.0], vec![1.0, 1.0, 0.0], vec![3.0, 0.0, 1.0]], vec![7.0, 3.0, 6.0]);
        let x = x.expect("not singular");
        for (got, want) in x.iter().zip([1.0, 2.0, 3.0]) {
            assert!((got - want).abs() < 1e-9, "{x:?}");
        }
        assert_eq!(solve(vec![vec![1.0, 2.0], vec![2.0, 4.0]], vec![1.0, 2.0]), None);
    }

    #[test]
    fn the_regression_finds_the_weights_the_outcomes_were_drawn_from() {
        let truth = [0.3, -1.0, 0.5, 0.0];
        let samples = drawn(&truth, 40_000, 2009);
        let w = logistic(&samples, 1e-3);
        for (got, want) in w.iter().zip(truth) {
            assert!((got - want).abs() < 0.06, "fitted {w:?}, drawn from {truth:?}");
        }
        // Fitted weights foretell the outcomes better than a coin, and better than weights
        // pointing the other way.
        assert!((log_loss(&samples, &[0.0; 4]) - 2f64.ln()).abs() < 1e-12);
        assert!(log_loss(&samples, &w) < log_loss(&samples, &[0.0; 4]) - 0.1);
        let wrong: Vec<f64> = truth.iter().map(|w| -w).collect();
        assert!(log_loss(&samples, &wrong) > log_loss(&samples, &w));
        // Weights in another unit are scaled back to the fitted ones.
        let points: Vec<f64> = truth.iter().map(|w| w * -100.0).collect();
        let back = rescaled(&samples, &points);
        assert!((back[1] - w[1]).abs() < 0.06, "{back:?}");
    }

    #[test]
    fn self_play_labels_each_position_by_whether_its_mover_won() {
        use checkerbox_core::rules::basic::Basic;
        let samples = self_play::<Basic>(Default::default(), 3, 500, 4, 600);
        // Basic ends when the winner bears off its last checker, and a side that cannot move
        // still plays (a pass): the movers alternate, and the last of them won.
        assert!(samples.len() > 60, "{} positions", samples.len());
        assert!(samples.iter().all(|s| s.terms.len() == Basic::TERMS.len()));
        assert!(samples.last().is_some_and(|s| s.won));
        assert!(samples.windows(2).all(|w| w[0].won != w[1].won));
        assert_eq!(samples, self_play::<Basic>(Default::default(), 3, 500, 4, 600), "the same game again");
        // A game cut off undecided says nothing of who wins.
        assert!(self_play::<Basic>(Default::default(), 3, 500, 4, 20).is_empty());
    }

    #[test]
    fn fitted_weights_are_put_in_the_games_unit() {
        use checkerbox_core::rules::basic::Basic;
        // Basic's unit: its second term, pips, weighs −100.
        assert_eq!(in_units::<Basic>(&[0.5, -2.0, 1.0, 0.013]), Some(vec![25, -100, 50, 1]));
        assert_eq!(in_units::<Basic>(&[0.5, 0.0, 1.0]), None);
        assert_eq!(in_units::<Basic>(&[0.5, 2.0, 1.0]), None, "a pip to move is no help");
    }

    #[test]
    fn a_term_that_is_always_nought_keeps_no_weight() {
        let mut samples = drawn(&[0.2, 1.0], 2_000, 7);
        for s in &mut samples {
            s.terms.push(0.0);
        }
        let w = logistic(&samples, 1e-3);
        assert_eq!(w[2], 0.0, "{w:?}");
        assert!(w[1] > 0.5, "{w:?}");
    }
}
