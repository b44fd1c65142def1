//! The heap blocks of a run, by address: lookups by allocated pointer (every alloc and free)
//! and "which block contains this address" (every checked access), both fast. A block of at
//! most a line (256 bytes) is listed, in address order, under the line it starts in, so the
//! block containing an address is the last one starting at or before it in that line, or
//! else the last one of the line before; the larger blocks sit in an ordered map.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Blocks of at most this many bytes are listed by the 256-byte line they start in (a few
/// blocks per line, even for the smallest allocations); larger ones are few.
const LINE_SHIFT: u32 = 8;
const LINE: usize = 1 << LINE_SHIFT;

/// What the index needs to know of a block.
pub(crate) trait Extent {
    /// Bytes the block spans from its start.
    fn total(&self) -> usize;
}

/// Blocks keyed by their start address.
pub(crate) struct Blocks<V> {
    /// The blocks of at most [`LINE`] bytes, sorted by start, by the line they start in.
    small: FxHashMap<usize, SmallVec<[(usize, V); 2]>>,
    /// The larger blocks, by start.
    large: BTreeMap<usize, V>,
}

impl<V> Default for Blocks<V> {
    fn default() -> Self {
        Blocks {
            small: FxHashMap::default(),
            large: BTreeMap::new(),
        }
    }
}

impl<V: Extent> Blocks<V> {
    /// Adds a block starting at `start` (blocks never overlap).
    pub fn insert(&mut self, start: usize, v: V) {
        if v.total() <= LINE {
            let list = self.small.entry(start >> LINE_SHIFT).or_default();
            let at = list.partition_point(|(s, _)| *s < start);
            list.insert(at, (start, v));
        } else {
            self.large.insert(start, v);
        }
    }

    /// The block starting at `start`, mutably.
    pub fn get_mut(&mut self, start: usize) -> Option<&mut V> {
        if let Some(list) = self.small.get_mut(&(start >> LINE_SHIFT)) {
            if let Ok(i) = list.binary_search_by_key(&start, |(s, _)| *s) {
                return Some(&mut list[i].1);
            }
        }
        self.large.get_mut(&start)
    }

    /// Removes the block starting at `start`.
    pub fn remove(&mut self, start: usize) -> Option<V> {
        let line = start >> LINE_SHIFT;
        if let Some(list) = self.small.get_mut(&line) {
            if let Ok(i) = list.binary_search_by_key(&start, |(s, _)| *s) {
                let (_, v) = list.remove(i);
                if list.is_empty() {
                    self.small.remove(&line);
                }
                return Some(v);
            }
        }
        self.large.remove(&start)
    }

    /// The start and data of the block containing `addr`.
    pub fn containing(&self, addr: usize) -> Option<(usize, &V)> {
        let line = addr >> LINE_SHIFT;
        // The last block starting at or before `addr` in its line, else the line's
        // predecessor's last block (blocks do not overlap).
        let here = self.small.get(&line).and_then(|list| {
            let n = list.partition_point(|(s, _)| *s <= addr);
            n.checked_sub(1).map(|i| &list[i])
        });
        let before = || {
            self.small
                .get(&line.wrapping_sub(1))
                .and_then(|list| list.last())
        };
        if let Some((s, v)) = here.or_else(before) {
            if *s <= addr && addr < s + v.total() {
                return Some((*s, v));
            }
        }
        let (&s, v) = self.large.range(..=addr).next_back()?;
        (addr < s + v.total()).then_some((s, v))
    }

    /// Every block, in no particular order.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.small
            .values()
            .flat_map(|l| l.iter().map(|(_, v)| v))
            .chain(self.large.values())
    }

    /// Removes every block.
    pub fn drain(&mut self) -> impl Iterator<Item = V> + '_ {
        let small = std::mem::take(&mut self.small);
        let large = std::mem::take(&mut self.large);
        small
            .into_values()
            .flat_map(|l| l.into_iter().map(|(_, v)| v))
            .chain(large.into_values())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct B(usize);
    impl Extent for B {
        fn total(&self) -> usize {
            self.0
        }
    }

    #[test]
    fn finds_the_block_containing_an_address() {
        let mut b = Blocks::default();
        // A small block crossing a line boundary, one inside a line, a large one.
        b.insert(0x1ff0, B(0x40));
        b.insert(0x5000, B(0x10));
        b.insert(0x10000, B(3 * LINE));
        assert_eq!(b.containing(0x1ff0).map(|x| x.0), Some(0x1ff0));
        assert_eq!(b.containing(0x202f).map(|x| x.0), Some(0x1ff0));
        assert_eq!(b.containing(0x2030).map(|x| x.0), None);
        assert_eq!(b.containing(0x500f).map(|x| x.0), Some(0x5000));
        assert_eq!(b.containing(0x5010).map(|x| x.0), None);
        assert_eq!(
            b.containing(0x10000 + 2 * LINE + 5).map(|x| x.0),
            Some(0x10000)
        );
        assert_eq!(b.containing(0x10000 + 3 * LINE).map(|x| x.0), None);
        assert_eq!(b.containing(0xfff).map(|x| x.0), None);
        assert!(b.remove(0x1ff0).is_some());
        assert_eq!(b.containing(0x2000).map(|x| x.0), None);
        assert!(b.remove(0x10000).is_some());
        assert_eq!(b.containing(0x10005).map(|x| x.0), None);
        assert!(b.get_mut(0x5000).is_some() && b.remove(0x1ff0).is_none());
        assert_eq!(b.drain().count(), 1);
        assert_eq!(b.containing(0x5000).map(|x| x.0), None);
    }
}
