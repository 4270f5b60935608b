//! How Pyle's pieces move: a man slides diagonally, a double orthogonally, a triple either way,
//! any distance over empty squares, onto an empty square or onto a friendly piece, which it joins;
//! a stack of 4 or more cannot move. Moves are found a piece at a time from precomputed rays
//! ([`super::rays`]): in each direction, the first piece met ends the line. The generator works on
//! 8x8 in `u64`, on 10x10 in `u128`.

use super::rays::{Bits, RAYS_8, RAYS_10, Rays, reach};
use super::{FROZEN, Pyle, PyleMove};
use crate::rules::{Game, IllegalMove, Side};

impl Pyle {
    /// Whether the move lands on a friendly piece.
    pub fn is_join(&self, mv: PyleMove) -> bool {
        matches!(mv, PyleMove::Slide { to, .. } if self.height(to) > 0)
    }

    /// Adds every move of `side`'s pieces to `out` (whoever is to move; no pass): what the
    /// evaluation measures mobility and joins with.
    pub fn slides(&self, side: Side, out: &mut Vec<PyleMove>) {
        self.each_slide(side, |from, to| out.push(PyleMove::Slide { from, to }));
    }

    /// Calls `f(from, to)` for every move of `side`'s pieces, whoever is to move.
    #[inline]
    pub fn each_slide(&self, side: Side, mut f: impl FnMut(u8, u8)) {
        if self.geometry.size == 8 {
            self.each_slide_in(&RAYS_8, side, &mut f)
        } else {
            self.each_slide_in(&RAYS_10, side, &mut f)
        }
    }

    /// Men, doubles and triples in turn: each piece's squares within reach, less those of enemy
    /// pieces.
    #[inline(always)]
    fn each_slide_in<B: Bits>(&self, rays: &Rays<B>, side: Side, f: &mut impl FnMut(u8, u8)) {
        let own = B::of(self.pieces[side.index()]);
        let enemy = B::of(self.pieces[side.other().index()]);
        let occupied = own | enemy;
        let (diagonal, orthogonal) = (own & B::of(self.diagonal), own & B::of(self.orthogonal));
        macro_rules! each {
            ($movers:expr, $first:literal, $last:literal) => {
                let mut movers = $movers;
                while movers != B::ZERO {
                    let from = movers.pop();
                    let to = reach::<B, $first, $last>(rays, from as usize, occupied) & !enemy;
                    to.each(|to| f(from, to));
                }
            };
        }
        each!(diagonal & !orthogonal, 0, 4);
        each!(orthogonal & !diagonal, 4, 8);
        each!(diagonal & orthogonal, 0, 8);
    }

    /// The squares the piece on `from` can move to (empty squares, and friendly pieces it would
    /// join), whoever is to move: none for an empty square or a piece of 4 or more.
    pub fn targets(&self, from: u8) -> u128 {
        let Some(side) = self.owner(from) else { return 0 };
        let enemy = self.pieces[side.other().index()];
        let occupied = self.occupied();
        let s = from as usize;
        let reached = match (self.geometry.size, self.height(from)) {
            (8, 1) => reach::<u64, 0, 4>(&RAYS_8, s, occupied as u64) as u128,
            (8, 2) => reach::<u64, 4, 8>(&RAYS_8, s, occupied as u64) as u128,
            (8, 3) => reach::<u64, 0, 8>(&RAYS_8, s, occupied as u64) as u128,
            (_, 1) => reach::<u128, 0, 4>(&RAYS_10, s, occupied),
            (_, 2) => reach::<u128, 4, 8>(&RAYS_10, s, occupied),
            (_, 3) => reach::<u128, 0, 8>(&RAYS_10, s, occupied),
            _ => 0,
        };
        reached & !enemy
    }

    /// Whether `side` has a move: a piece of 1 to 3 with an empty or friendly square next to it in
    /// one of its directions.
    pub fn can_move(&self, side: Side) -> bool {
        let own = self.pieces[side.index()];
        let open = !self.pieces[side.other().index()];
        let (diagonal, orthogonal) = (own & self.diagonal, own & self.orthogonal);
        self.geometry.steps.iter().enumerate().any(|(d, step)| {
            let movers = if d < 4 { diagonal } else { orthogonal };
            movers.shifted(step.delta) & step.arrive & open != 0
        })
    }

    /// Why a slide is not legal, if it is not.
    pub(super) fn check_slide(&self, from: u8, to: u8) -> Result<(), IllegalMove> {
        let no = |s: String| Err(IllegalMove(s));
        let shape = self.shape();
        if from >= shape.count() || to >= shape.count() {
            return no("that square is not on the board".into());
        }
        let (name_from, name_to) = (shape.name(from), shape.name(to));
        let Some(owner) = self.owner(from) else {
            return no(format!("there is no piece on {name_from}"));
        };
        if owner != self.side {
            return no(format!("the piece on {name_from} is {}'s", owner.name()));
        }
        if from == to {
            return no("a piece must move to another square".into());
        }
        let height = self.height(from);
        if height >= FROZEN {
            return no(format!("a stack of 4 or more cannot move, and this one is {height} high"));
        }
        let n = self.geometry.size as i32;
        let (from_file, from_rank) = (from as i32 % n, from as i32 / n);
        let (df, dr) = (to as i32 % n - from_file, to as i32 / n - from_rank);
        let diagonal = df.abs() == dr.abs();
        if !diagonal && df != 0 && dr != 0 {
            return no(format!("a piece moves in a straight line, and {name_from} to {name_to} is not one"));
        }
        match (height, diagonal) {
            (1, false) => return no("a single man moves diagonally".into()),
            (2, true) => return no("a stack of 2 moves orthogonally".into()),
            _ => {}
        }
        let (sf, sr) = (df.signum(), dr.signum());
        for k in 1..df.abs().max(dr.abs()) {
            let s = ((from_rank + k * sr) * n + from_file + k * sf) as u8;
            if self.cells[s as usize] != 0 {
                return no(format!("it cannot pass over the piece on {}", shape.name(s)));
            }
        }
        if self.owner(to).is_some_and(|o| o != self.side) {
            return no("it cannot land on an enemy piece".into());
        }
        Ok(())
    }
}
