//! The heap blocks of a checked run and their memory. Every alloc and free asks "which block
//! starts here", every checked access "which block contains this address", and both must be
//! cheap next to the program's own work.
//!
//! Blocks of at most [`MAX_SMALL`] bytes live in size-class slabs: regions of [`REGION`] bytes
//! aligned to their size, cut into slots of one power-of-two size, with a metadata entry per
//! slot beside the region (never inside it, so a wild free cannot forge one). A slot's address
//! is naturally aligned to its size and its metadata is found by arithmetic once the region is
//! known, so there is no per-block index to update. Larger blocks come from `malloc` and sit in
//! an ordered map.

use std::alloc::Layout;
use std::collections::BTreeMap;

/// Bytes of one slab region (also its alignment).
const REGION_SHIFT: u32 = 18;
const REGION: usize = 1 << REGION_SHIFT;
/// The smallest slot: 16 bytes, malloc's own minimum alignment.
const MIN_CLASS_SHIFT: u32 = 4;
/// The largest slot.
const MAX_CLASS_SHIFT: u32 = 11;
/// Blocks up to this many bytes (and alignments up to it) come from the slabs.
pub(crate) const MAX_SMALL: usize = 1 << MAX_CLASS_SHIFT;
const CLASSES: usize = (MAX_CLASS_SHIFT - MIN_CLASS_SHIFT + 1) as usize;

/// What became of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// A slab slot holding no block (never used, or recycled after quarantine).
    Unused,
    /// Allocated and not freed.
    Live,
    /// Freed at the site `by` (kept in quarantine until its memory is reused).
    Freed { by: u32 },
}

/// What the tracker records of a block.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Meta {
    /// Bytes requested.
    pub size: usize,
    /// Allocation site.
    pub site: u32,
    /// Live or freed.
    pub state: State,
    /// Bytes from the slot's start to the block's (see [`Heap::alloc`]); 0 for large blocks.
    skew: u16,
}

const UNUSED: Meta = Meta {
    size: 0,
    site: 0,
    state: State::Unused,
    skew: 0,
};

/// Where a block asking for more than this alignment starts in its slot, so that its
/// allocated pointer is not aligned, as with malloc.
const SKEW: usize = 16;

/// A handle to a block: a slab slot, or a large block by its start address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BlockRef {
    /// Slot `slot` of slab region `region`.
    Small { region: u32, slot: u32 },
    /// The large block starting at this address.
    Large(usize),
}

struct Region {
    base: usize,
    /// log2 of the slot size.
    shift: u32,
    /// One entry per slot handed out so far (slots are cut in address order).
    slots: Vec<Meta>,
}

impl Region {
    fn full(&self) -> bool {
        self.slots.len() >= REGION >> self.shift
    }
}

struct Large {
    meta: Meta,
    /// Bytes reserved (with alignment slack).
    total: usize,
}

/// Every heap block of a run.
#[derive(Default)]
pub(crate) struct Heap {
    regions: Vec<Region>,
    /// `(base, index into regions)`, sorted by base.
    by_base: Vec<(usize, u32)>,
    /// The region each class is cutting new slots from.
    current: [Option<u32>; CLASSES],
    /// Recycled slots per class, reused last in, first out.
    free: [Vec<(u32, u32)>; CLASSES],
    large: BTreeMap<usize, Large>,
}

impl Heap {
    /// A live block of `size` bytes allocated at `site`, whose start is the allocated pointer
    /// of MLIR's lowering; `None` when memory is exhausted. The aligned pointer is the start
    /// rounded up to `align` (a power of two, or 0 for malloc's default) and must have room
    /// for `size` bytes, as when the lowering mallocs `size + align` bytes: a slot holds that
    /// much, and a block asking for more than 16-byte alignment starts [`SKEW`] bytes into
    /// its slot, so that code mixing up the allocated and the aligned pointer fails here as
    /// it would under malloc. With `exact` the start itself is aligned (C callers of an
    /// aligned alloc free what they got).
    #[inline]
    pub fn alloc(&mut self, size: usize, align: usize, exact: bool, site: u32) -> Option<usize> {
        let mut meta = Meta {
            size,
            site,
            state: State::Live,
            skew: 0,
        };
        let pow2 = align == 0 || align.is_power_of_two();
        let skewed = !exact && align > SKEW;
        let need = if skewed {
            size.saturating_add(align)
        } else {
            size.max(align).max(1)
        };
        if need <= MAX_SMALL && pow2 {
            let shift = need
                .next_power_of_two()
                .trailing_zeros()
                .max(MIN_CLASS_SHIFT);
            if skewed {
                meta.skew = SKEW as u16;
            }
            return self.alloc_small(shift, meta);
        }
        let (start, total) = malloc_block(size, align, exact)?;
        self.large.insert(start, Large { meta, total });
        Some(start)
    }

    #[inline]
    fn alloc_small(&mut self, shift: u32, meta: Meta) -> Option<usize> {
        let class = (shift - MIN_CLASS_SHIFT) as usize;
        let (region, slot) = match self.free[class].pop() {
            Some(s) => s,
            None => {
                let region = match self.current[class] {
                    Some(i) if !self.regions[i as usize].full() => i,
                    _ => {
                        let i = self.new_region(shift)?;
                        self.current[class] = Some(i);
                        i
                    }
                };
                let r = &mut self.regions[region as usize];
                r.slots.push(UNUSED);
                (region, r.slots.len() as u32 - 1)
            }
        };
        let r = &mut self.regions[region as usize];
        r.slots[slot as usize] = meta;
        Some(r.base + ((slot as usize) << shift) + meta.skew as usize)
    }

    fn new_region(&mut self, shift: u32) -> Option<u32> {
        // SAFETY: a nonzero size with a valid power-of-two alignment.
        let base = unsafe { std::alloc::alloc(Self::layout()) } as usize;
        if base == 0 {
            return None;
        }
        let i = self.regions.len() as u32;
        self.regions.push(Region {
            base,
            shift,
            slots: Vec::new(),
        });
        let at = self.by_base.partition_point(|(b, _)| *b < base);
        self.by_base.insert(at, (base, i));
        Some(i)
    }

    fn layout() -> Layout {
        Layout::from_size_align(REGION, REGION).expect("region layout")
    }

    /// The slab region containing `addr`.
    #[inline]
    fn region_of(&self, addr: usize) -> Option<u32> {
        let n = self.by_base.partition_point(|(b, _)| *b <= addr);
        let &(base, i) = self.by_base.get(n.checked_sub(1)?)?;
        (addr - base < REGION).then_some(i)
    }

    /// The block (live or freed, not recycled) starting exactly at `start`.
    #[inline]
    pub fn at(&self, start: usize) -> Option<BlockRef> {
        if let Some(region) = self.region_of(start) {
            let r = &self.regions[region as usize];
            let slot = (start - r.base) >> r.shift;
            let m = r.slots.get(slot).filter(|m| m.state != State::Unused)?;
            let here = r.base + (slot << r.shift) + m.skew as usize;
            return (start == here).then_some(BlockRef::Small {
                region,
                slot: slot as u32,
            });
        }
        self.large
            .contains_key(&start)
            .then_some(BlockRef::Large(start))
    }

    /// The start, usable extent and handle of the block (live or freed, not recycled)
    /// containing `addr`.
    pub fn containing(&self, addr: usize) -> Option<(usize, usize, BlockRef)> {
        if let Some(region) = self.region_of(addr) {
            let r = &self.regions[region as usize];
            let slot = (addr - r.base) >> r.shift;
            let m = r.slots.get(slot).filter(|m| m.state != State::Unused)?;
            let start = r.base + (slot << r.shift) + m.skew as usize;
            // A skewed block spans the rest of its slot (at least the `size + align - SKEW`
            // bytes malloc would have given).
            let extent = if m.skew == 0 {
                m.size.max(1)
            } else {
                (1 << r.shift) - m.skew as usize
            };
            return (start <= addr && addr < start + extent).then_some((
                start,
                extent,
                BlockRef::Small {
                    region,
                    slot: slot as u32,
                },
            ));
        }
        let (&s, b) = self.large.range(..=addr).next_back()?;
        (addr < s + b.total).then_some((s, b.total, BlockRef::Large(s)))
    }

    /// The record of a block.
    #[inline]
    pub fn meta(&self, b: BlockRef) -> &Meta {
        match b {
            BlockRef::Small { region, slot } => &self.regions[region as usize].slots[slot as usize],
            BlockRef::Large(s) => &self.large[&s].meta,
        }
    }

    /// The record of a block, mutably.
    #[inline]
    pub fn meta_mut(&mut self, b: BlockRef) -> &mut Meta {
        match b {
            BlockRef::Small { region, slot } => {
                &mut self.regions[region as usize].slots[slot as usize]
            }
            BlockRef::Large(s) => &mut self.large.get_mut(&s).expect("large block").meta,
        }
    }

    /// Gives a block's memory back: a slot becomes reusable, a large block is freed.
    #[inline]
    pub fn release(&mut self, b: BlockRef) {
        match b {
            BlockRef::Small { region, slot } => {
                let r = &mut self.regions[region as usize];
                r.slots[slot as usize] = UNUSED;
                let class = (r.shift - MIN_CLASS_SHIFT) as usize;
                self.free[class].push((region, slot));
            }
            BlockRef::Large(s) => {
                if self.large.remove(&s).is_some() {
                    // SAFETY: the block came from malloc/posix_memalign and is freed once.
                    unsafe { libc::free(s as *mut libc::c_void) };
                }
            }
        }
    }

    /// The records of every block (live or freed, not recycled).
    pub fn metas(&self) -> impl Iterator<Item = &Meta> {
        self.regions
            .iter()
            .flat_map(|r| r.slots.iter().filter(|m| m.state != State::Unused))
            .chain(self.large.values().map(|b| &b.meta))
    }

    /// Releases all memory.
    pub fn clear(&mut self) {
        for r in self.regions.drain(..) {
            // SAFETY: allocated in `new_region` with this layout, freed once.
            unsafe { std::alloc::dealloc(r.base as *mut u8, Self::layout()) };
        }
        for (s, _) in std::mem::take(&mut self.large) {
            // SAFETY: every large block owns its malloc'd memory.
            unsafe { libc::free(s as *mut libc::c_void) };
        }
        self.by_base.clear();
        self.current = Default::default();
        self.free = Default::default();
    }
}

/// A block from the C heap as MLIR's lowering gets one: `malloc(size + align)` (the aligned
/// pointer is rounded up inside it), or with `exact` `posix_memalign` so that the start itself
/// is aligned (`align` a power of two multiple of the pointer size). Returns the start and the
/// bytes reserved, `None` when memory is exhausted.
pub(crate) fn malloc_block(size: usize, align: usize, exact: bool) -> Option<(usize, usize)> {
    let (start, total) = if exact {
        let mut p: *mut libc::c_void = std::ptr::null_mut();
        // SAFETY: `align` is a power of two multiple of the pointer size (the caller's
        // contract for `exact`); `p` is checked.
        let rc = unsafe { libc::posix_memalign(&mut p, align, size.max(1)) };
        (if rc == 0 { p as usize } else { 0 }, size.max(1))
    } else {
        let total = size.checked_add(align)?.max(1);
        // SAFETY: malloc with a nonzero size; the result is checked for null.
        (unsafe { libc::malloc(total) } as usize, total)
    };
    (start != 0).then_some((start, total))
}

/// The aligned pointer MLIR's lowering derives from an allocated one.
#[inline]
pub(crate) fn aligned(raw: usize, align: usize) -> usize {
    if align > 1 {
        raw.div_ceil(align) * align
    } else {
        raw
    }
}

impl Drop for Heap {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_aligned_found_and_recycled() {
        let mut h = Heap::default();
        let pa = h.alloc(24, 0, false, 0).unwrap();
        let pb = h.alloc(24, 0, false, 0).unwrap();
        let a = h.at(pa).unwrap();
        assert_eq!((pa % 32, pb - pa), (0, 32));
        assert_eq!(h.at(pa + 8), None, "interior pointer");
        assert_eq!(h.containing(pa + 23).map(|c| c.0), Some(pa));
        assert_eq!(h.containing(pa + 24), None, "past the requested size");
        h.release(a);
        assert_eq!(h.at(pa), None);
        assert_eq!(h.containing(pa), None);
        let again = h.alloc(20, 0, false, 0).unwrap();
        assert_eq!(again, pa, "a recycled slot is reused first");
        assert_eq!(h.metas().count(), 2);
    }

    #[test]
    fn over_aligned_blocks_start_off_their_alignment() {
        let mut h = Heap::default();
        let p = h.alloc(8, 64, false, 0).unwrap();
        assert_eq!(p % 64, SKEW, "the allocated pointer is not the aligned one");
        let aligned = p.div_ceil(64) * 64;
        assert_eq!(h.containing(aligned + 7).map(|c| c.0), Some(p));
        assert_eq!(h.at(aligned), None, "the aligned pointer is interior");
        assert_eq!(h.at(p - SKEW), None, "the slot start is not the block");
        let e = h.alloc(8, 64, true, 0).unwrap();
        assert_eq!(e % 64, 0, "exact: the start is aligned");
        let q = h.alloc(8, 16, false, 0).unwrap();
        assert_eq!(q % 16, 0, "16-byte alignment is malloc's own");
    }

    #[test]
    fn large_blocks_and_regions_filling_up() {
        let mut h = Heap::default();
        let pl = h.alloc(10_000, 0, false, 0).unwrap();
        let l = h.at(pl).unwrap();
        assert_eq!(l, BlockRef::Large(pl));
        assert_eq!(h.containing(pl + 9_999).map(|c| c.0), Some(pl));
        let pe = h.alloc(100, 4096, true, 0).unwrap();
        assert!(matches!(h.at(pe), Some(BlockRef::Large(_))) && pe % 4096 == 0);
        // More 2 KiB blocks than one region holds.
        let n = REGION / MAX_SMALL + 3;
        let starts: Vec<usize> = (0..n)
            .map(|_| h.alloc(MAX_SMALL, 0, false, 0).unwrap())
            .collect();
        for s in &starts {
            assert_eq!(h.containing(s + MAX_SMALL - 1).map(|c| c.0), Some(*s));
        }
        assert_eq!(h.metas().count(), n + 2);
        h.release(l);
        assert_eq!(h.at(pl), None);
        h.clear();
        assert_eq!(h.metas().count(), 0);
    }
}
