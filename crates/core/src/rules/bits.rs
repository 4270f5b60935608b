//! Sets of squares as bits (square `s` is bit `s`), in whichever width a board needs: `u32` for
//! Sight Reduction's 32 squares, `u64` for Byte's and Basic's grids and 8x8 Pyle, `u128` for
//! 10x10 Pyle. One way to walk through a set serves them all.

/// An integer used as a set of squares.
pub trait SquareSet: Copy {
    /// Takes the lowest square out of the set; `None` when it is empty.
    fn pop_lowest(&mut self) -> Option<u8>;
}

macro_rules! square_set {
    ($($t:ty),*) => {$(
        impl SquareSet for $t {
            #[inline]
            fn pop_lowest(&mut self) -> Option<u8> {
                (*self != 0).then(|| {
                    let s = self.trailing_zeros() as u8;
                    *self &= *self - 1;
                    s
                })
            }
        }
    )*};
}

square_set!(u32, u64, u128);

/// The squares of a set, lowest first.
#[inline]
pub fn squares<S: SquareSet>(mut set: S) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || set.pop_lowest())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_width_gives_its_squares_lowest_first() {
        assert_eq!(squares(0b1010_0001u32).collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(squares(1u64 << 63 | 2).collect::<Vec<_>>(), [1, 63]);
        assert_eq!(squares(1u128 << 99 | 1 << 64).collect::<Vec<_>>(), [64, 99]);
        assert_eq!(squares(0u128).count(), 0);
    }
}
