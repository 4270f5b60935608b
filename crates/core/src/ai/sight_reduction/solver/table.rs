//! The solver's table of proven positions: buckets of four entries, one cache line each, that
//! double when half full up to a limit and give up their least valuable entry when full. A lookup
//! touches one cache line, a long search in the browser's worker cannot run out of memory, and a
//! lost entry costs only the time to prove it again, as every entry is a proof.

use crate::rules::hash::mix;

/// Four positions: their keys plus one (zero marks an empty slot), then their values. 64
/// bytes, one cache line; all zero when empty, so that a new table is memory the system gives
/// zeroed, not memory written.
type Bucket = [u64; 8];

/// Most buckets in a table: 2^19 of them, 32 MB, two million positions.
const MAX_BUCKETS: usize = 1 << 19;
/// Fewest buckets: 64 KB.
const MIN_BUCKETS: usize = 1 << 10;

/// A lossy map from a position's key to a byte.
#[derive(Default)]
pub struct ProofTable {
    /// A power of two of them: it starts small and doubles as it fills, up to `limit`.
    buckets: Vec<Bucket>,
    len: usize,
    /// The most buckets this search may use, set by [`ProofTable::prepare`].
    limit: usize,
}

impl ProofTable {
    /// Positions held.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Forgets every position, and gives back the memory.
    pub fn clear(&mut self) {
        self.buckets = Vec::new();
        self.len = 0;
    }

    /// Sets the most memory a search of `budget` positions expanded may use, up to the largest
    /// table: a small proof asked for during a game never takes much.
    pub fn prepare(&mut self, budget: u64) {
        self.limit =
            usize::try_from(budget / 4).unwrap_or(usize::MAX).clamp(MIN_BUCKETS, MAX_BUCKETS).next_power_of_two();
    }

    /// Doubles the buckets (when allowed), moving every entry. Memory the system gives zeroed is
    /// touched only where entries land: a quick search costs a small table, not 32 MB.
    fn grow(&mut self) {
        let size = (2 * self.buckets.len()).max(MIN_BUCKETS);
        let old = std::mem::replace(&mut self.buckets, vec![[0; 8]; size]);
        self.len = 0;
        for bucket in old {
            for s in (0..4).filter(|&s| bucket[s] != 0) {
                self.insert(bucket[s] - 1, bucket[4 + s] as u8);
            }
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        mix(key) as usize & (self.buckets.len() - 1)
    }

    /// The value stored for `key`, if it is still held.
    #[inline]
    pub fn get(&self, key: u64) -> Option<u8> {
        if self.buckets.is_empty() {
            return None;
        }
        let bucket = &self.buckets[self.bucket(key)];
        (0..4).find(|&s| bucket[s] == key.wrapping_add(1)).map(|s| bucket[4 + s] as u8)
    }

    /// Stores `value` for `key`. A full bucket gives up the entry with the fewest checkers: the
    /// smallest subtree, the cheapest to prove again.
    #[inline]
    pub fn insert(&mut self, key: u64, value: u8) {
        if self.buckets.is_empty() || (2 * self.len > 4 * self.buckets.len() && self.buckets.len() < self.limit) {
            self.grow();
        }
        let i = self.bucket(key);
        let tag = key.wrapping_add(1);
        let bucket = &mut self.buckets[i];
        let slot = match (0..4).find(|&s| bucket[s] == tag || bucket[s] == 0) {
            Some(slot) => slot,
            None => (0..4).min_by_key(|&s| bucket[s].wrapping_sub(1).count_ones()).unwrap_or(0),
        };
        if bucket[slot] == 0 {
            self.len += 1;
        }
        (bucket[slot], bucket[4 + slot]) = (tag, value as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key of `n` checkers, picked pseudo-randomly by `seed`.
    fn key_of(seed: u64, n: u32) -> u64 {
        let mut key = 0u64;
        let mut x = seed;
        while key.count_ones() < n {
            x = mix(x);
            key |= 1 << (x % 64);
        }
        key
    }

    #[test]
    fn holds_what_fits_and_gives_up_the_smallest() {
        let mut table = ProofTable::default();
        assert_eq!(table.get(5), None);
        table.prepare(0);
        table.insert(5, 1);
        table.insert(5, 2);
        assert_eq!((table.get(5), table.len()), (Some(2), 1));
        // The key with every bit clear is a position too.
        table.insert(0, 7);
        assert_eq!(table.get(0), Some(7));
        // Six keys of one bucket, of 3..=8 checkers: the four with the most checkers stay.
        let bucket = table.bucket(0b111);
        let mut keys = Vec::new();
        for checkers in 3..=8u32 {
            let key = (0..1_000_000).map(|seed| key_of(seed, checkers)).find(|&k| table.bucket(k) == bucket);
            keys.push(key.expect("a key in the bucket"));
        }
        let mut table = ProofTable::default();
        table.prepare(0);
        for &k in &keys {
            table.insert(k, 3);
        }
        assert_eq!(table.len(), 4);
        let held: Vec<bool> = keys.iter().map(|&k| table.get(k).is_some()).collect();
        assert_eq!(held, [false, false, true, true, true, true]);
        let same_bucket = keys;
        table.clear();
        assert_eq!((table.get(same_bucket[0]), table.len()), (None, 0));
    }
}
