//! Hash terms for positions: every game hashes a position as the exclusive or of terms for its
//! features, each term a feature's number mixed into 64 well-spread bits.

/// Mixes a number into 64 well-spread bits (splitmix64's finaliser): the hash term of one feature.
/// Pinned: Pyle's quick-start deals are drawn with it, and must replay on any version.
pub const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// splitmix64 (Steele, Lea and Flood, 2014), the generator of numbered deals: pure integer
/// arithmetic, so a deal number gives the same deal on every machine, in the browser, and in every
/// version of the app. Output `k` (from 0) of the generator seeded with `seed` is
/// `mix(seed + k * 0x9e37_79b9_7f4a_7c15)`. Pinned: deals replay through it.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next number: the state mixed, as [`mix`] does, then the state stepped by the same
    /// constant `mix` adds.
    pub fn next_u64(&mut self) -> u64 {
        let z = mix(self.0);
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z
    }

    /// Uniform in `0..n` (`n > 0`), by rejection.
    pub fn below(&mut self, n: u64) -> u64 {
        let limit = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next_u64();
            if x < limit {
                return x % n;
            }
        }
    }

    /// A uniformly random permutation of `0..n` (Fisher–Yates, from the top: position `i` swaps
    /// with `below(i + 1)`).
    pub fn permutation(&mut self, n: u8) -> Vec<u8> {
        let mut p: Vec<u8> = (0..n).collect();
        for i in (1..n as usize).rev() {
            let j = self.below(i as u64 + 1) as usize;
            p.swap(i, j);
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_gives_the_published_numbers() {
        // The reference outputs of splitmix64 seeded with 1234567 (Vigna's splitmix64.c).
        let mut g = SplitMix64(1_234_567);
        let first: Vec<u64> = (0..3).map(|_| g.next_u64()).collect();
        assert_eq!(first, [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423]);
        assert_eq!(SplitMix64(7).permutation(6), SplitMix64(7).permutation(6));
        let mut p = SplitMix64(7).permutation(32);
        p.sort_unstable();
        assert_eq!(p, (0..32).collect::<Vec<u8>>());
    }
}
