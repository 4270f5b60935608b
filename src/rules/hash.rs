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
