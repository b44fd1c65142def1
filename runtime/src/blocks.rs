//! The heap blocks of a checked run and their memory. Every alloc and free asks "which block
//! starts here", every checked access "which block contains this address", and both must be
//! cheap next to the program's own work: JIT code does the common alloc and free itself,
//! reading and writing the [`Slabs`] tables laid out here (see [`abi`]), and calls the runtime
//! only for the rest.
//!
//! Blocks of at most [`MAX_SMALL`] bytes live in size-class slabs: regions of [`REGION`] bytes
//! inside one address range reserved per run (the arena), each region cut into slots of one
//! power-of-two size, with a [`SlotMeta`] per slot in a table beside the region (never inside
//! it, so a wild free cannot forge one). Whether an address is a slot, and its record, follow by
//! arithmetic from the address. A freed slot joins its class's quarantine ring and is reused
//! only once [`QUARANTINE`] later frees of its class have joined it, so that a reused address
//! cannot hide a double free. Larger blocks come from `malloc` and sit in an ordered map.

use std::collections::{BTreeMap, VecDeque};
use std::mem::offset_of;
use std::ptr::NonNull;

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
/// Address space reserved for the slab regions of a run (only the regions in use are
/// mapped), or if that fails the second size; when it is full, or cannot be reserved, small
/// blocks come from malloc too.
const ARENA_BYTES: [usize; 2] = [4 << 30, 256 << 20];
/// Freed slots of one class kept unused before the oldest is reused.
pub const QUARANTINE: u64 = 4096;
/// Freed large blocks kept allocated before the oldest is given back.
const LARGE_QUARANTINE: usize = 4096;

/// `SlotMeta::state`: a slot holding no block (never used).
const UNUSED: u16 = 0;
/// `SlotMeta::state`: allocated and not freed.
pub const LIVE: u16 = 1;
/// `SlotMeta::state`: freed (in quarantine until the slot is reused).
pub const FREED: u16 = 2;

/// The record of a slab slot (read and written by JIT code: `repr(C)`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct SlotMeta {
    /// Bytes requested.
    pub size: u32,
    /// Allocation site.
    pub site: u32,
    /// [`LIVE`], [`FREED`] or unused.
    pub state: u16,
    /// Bytes from the slot's start to the block's (see [`Heap::alloc`]).
    pub skew: u16,
    /// The site of the free, once freed.
    pub by: u32,
}

/// One region of the arena: its slot records (null while the region is unused), its class and
/// how many slots have been handed out (slots are cut in address order).
#[repr(C)]
pub struct RegionDesc {
    /// `REGION >> shift` records, zeroed (unused) until their slot is cut.
    pub metas: *mut SlotMeta,
    /// log2 of the slot size.
    pub shift: u32,
    /// Slots cut so far.
    pub cut: u32,
}

/// A class's quarantine: the slot addresses freed, oldest first, in a ring of `mask + 1`
/// entries; `head` and `tail` count pops and pushes (entry `i` is at `buf[i & mask]`).
#[repr(C)]
pub struct Ring {
    /// The entries.
    pub buf: *mut u64,
    /// Capacity minus one (a power of two minus one), or 0 before the first push.
    pub mask: u64,
    /// Entries popped so far.
    pub head: u64,
    /// Entries pushed so far.
    pub tail: u64,
}

/// Allocation counters of a run (`--memory-stats`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct Counters {
    /// Allocations made.
    pub allocs: u64,
    /// Frees performed (not counting rejected ones).
    pub frees: u64,
    /// Bytes live now.
    pub live_bytes: u64,
    /// Peak of `live_bytes`.
    pub peak_bytes: u64,
}

/// What JIT code shares with the runtime about the slabs of the run (`repr(C)`, offsets in
/// [`abi`]).
#[repr(C)]
pub struct Slabs {
    /// Start of the arena (a multiple of [`REGION`]).
    pub arena: u64,
    /// Bytes of the arena; 0 until it is reserved, so that no address is in it.
    pub arena_len: u64,
    /// One descriptor per region of the arena.
    pub descs: *mut RegionDesc,
    /// The counters.
    pub counters: Counters,
    /// One quarantine ring per class (class `k` holds slots of `16 << k` bytes).
    pub rings: [Ring; CLASSES],
}

/// Offsets and constants for JIT code that allocates and frees slab blocks itself. The slow
/// cases (a ring without spare slots, or full; anything but a live, unskewed block at a slot
/// start) call the runtime, which handles every case.
pub mod abi {
    use super::*;
    /// `Slabs::arena`.
    pub const ARENA: i32 = offset_of!(Slabs, arena) as i32;
    /// `Slabs::arena_len`.
    pub const ARENA_LEN: i32 = offset_of!(Slabs, arena_len) as i32;
    /// `Slabs::descs`.
    pub const DESCS: i32 = offset_of!(Slabs, descs) as i32;
    /// `Counters::allocs` in `Slabs`.
    pub const ALLOCS: i32 = (offset_of!(Slabs, counters) + offset_of!(Counters, allocs)) as i32;
    /// `Counters::frees` in `Slabs`.
    pub const FREES: i32 = (offset_of!(Slabs, counters) + offset_of!(Counters, frees)) as i32;
    /// `Counters::live_bytes` in `Slabs`.
    pub const LIVE_BYTES: i32 =
        (offset_of!(Slabs, counters) + offset_of!(Counters, live_bytes)) as i32;
    /// `Counters::peak_bytes` in `Slabs`.
    pub const PEAK_BYTES: i32 =
        (offset_of!(Slabs, counters) + offset_of!(Counters, peak_bytes)) as i32;
    /// `Slabs::rings`.
    pub const RINGS: i32 = offset_of!(Slabs, rings) as i32;
    /// Bytes of a `Ring`.
    pub const RING_SIZE: i32 = std::mem::size_of::<Ring>() as i32;
    /// `Ring::buf`, `mask`, `head`, `tail`.
    pub const RING_BUF: i32 = offset_of!(Ring, buf) as i32;
    /// See [`RING_BUF`].
    pub const RING_MASK: i32 = offset_of!(Ring, mask) as i32;
    /// See [`RING_BUF`].
    pub const RING_HEAD: i32 = offset_of!(Ring, head) as i32;
    /// See [`RING_BUF`].
    pub const RING_TAIL: i32 = offset_of!(Ring, tail) as i32;
    /// log2 of the bytes of a `RegionDesc`.
    pub const DESC_SHIFT: u32 = std::mem::size_of::<RegionDesc>().trailing_zeros();
    /// `RegionDesc::metas`, `shift`.
    pub const DESC_METAS: i32 = offset_of!(RegionDesc, metas) as i32;
    /// See [`DESC_METAS`].
    pub const DESC_SHIFT_FIELD: i32 = offset_of!(RegionDesc, shift) as i32;
    /// log2 of the bytes of a `SlotMeta`.
    pub const META_SHIFT: u32 = std::mem::size_of::<SlotMeta>().trailing_zeros();
    /// The 64-bit word at this offset of a `SlotMeta` holds `size | site << 32`.
    pub const META_SIZE_SITE: i32 = offset_of!(SlotMeta, size) as i32;
    /// The 64-bit word at this offset holds `state | skew << 16 | by << 32`.
    pub const META_STATE: i32 = offset_of!(SlotMeta, state) as i32;
    /// log2 of a region's bytes.
    pub const REGION_SHIFT: u32 = super::REGION_SHIFT;
    /// log2 of the smallest slot.
    pub const MIN_CLASS_SHIFT: u32 = super::MIN_CLASS_SHIFT;
    /// The largest block (with its alignment) JIT code may take from the slabs.
    pub const MAX_SMALL: usize = super::MAX_SMALL;
    /// The state word (`state | skew << 16 | by << 32`) of a live, unskewed block.
    pub const LIVE: u64 = super::LIVE as u64;
    /// The state of a freed block (its word is `FREED | by << 32`).
    pub const FREED: u64 = super::FREED as u64;
    /// Spare entries a ring must hold beyond the quarantine for a pop.
    pub const QUARANTINE: u64 = super::QUARANTINE;

    const _: () = assert!(std::mem::size_of::<RegionDesc>().is_power_of_two());
    const _: () = assert!(std::mem::size_of::<SlotMeta>() == 16);
    const _: () = assert!(offset_of!(SlotMeta, site) == 4 && offset_of!(SlotMeta, by) == 12);
    const _: () = assert!(offset_of!(SlotMeta, state) == 8 && offset_of!(SlotMeta, skew) == 10);
}

/// What became of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum State {
    /// Allocated and not freed.
    Live,
    /// Freed at the site `by` (kept in quarantine until its memory is reused).
    Freed { by: u32 },
}

/// What the tracker knows of a block.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Info {
    /// Bytes requested.
    pub size: usize,
    /// Allocation site.
    pub site: u32,
    /// Live or freed.
    pub state: State,
}

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

struct Large {
    info: Info,
    /// Bytes reserved (with alignment slack).
    total: usize,
}

/// Every heap block of a run.
pub(crate) struct Heap {
    /// Shared with JIT code, which may write it whenever no method of `Heap` runs; so it is
    /// only reached through the raw pointer, never kept as a Rust reference across calls.
    slabs: NonNull<Slabs>,
    /// Regions of the arena handed out so far.
    regions: u32,
    /// The region each class is cutting new slots from.
    current: [Option<u32>; CLASSES],
    large: BTreeMap<usize, Large>,
    /// Freed large blocks, oldest first.
    large_quarantine: VecDeque<usize>,
    /// The arena's mapping as made (start and bytes), to unmap.
    reservation: Option<(usize, usize)>,
    /// The arena sizes to try ([`ARENA_BYTES`]; smaller in tests).
    arena_sizes: [usize; 2],
}

// SAFETY: the heap owns everything its pointers reach; JIT code touches it only on the thread
// running the program, while the heap is not borrowed.
unsafe impl Send for Heap {}

impl Default for Heap {
    fn default() -> Heap {
        let slabs = Box::new(Slabs {
            arena: 0,
            arena_len: 0,
            descs: std::ptr::null_mut(),
            counters: Counters::default(),
            rings: std::array::from_fn(|_| Ring {
                buf: std::ptr::null_mut(),
                mask: 0,
                head: 0,
                tail: 0,
            }),
        });
        Heap {
            slabs: NonNull::from(Box::leak(slabs)),
            regions: 0,
            current: [None; CLASSES],
            large: BTreeMap::new(),
            large_quarantine: VecDeque::new(),
            reservation: None,
            arena_sizes: ARENA_BYTES,
        }
    }
}

impl Heap {
    /// The address of the tables JIT code reads and writes ([`Slabs`]), stable for the
    /// heap's life.
    pub fn slabs_addr(&self) -> usize {
        self.slabs.as_ptr() as usize
    }

    #[inline]
    fn s(&self) -> &Slabs {
        // SAFETY: owned by the heap; JIT code does not run while this borrow lives.
        unsafe { self.slabs.as_ref() }
    }

    #[inline]
    fn s_mut(&mut self) -> &mut Slabs {
        // SAFETY: as in `s`.
        unsafe { self.slabs.as_mut() }
    }

    /// The run's counters now.
    pub fn counts(&self) -> Counters {
        self.s().counters
    }

    /// The run's counters, to update.
    #[inline]
    pub fn counters(&mut self) -> &mut Counters {
        &mut self.s_mut().counters
    }

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
            let skew = if skewed { SKEW } else { 0 };
            if let Some((r, i)) = self.take_slot(shift) {
                *self.slot_meta_mut(r, i) = SlotMeta {
                    size: size as u32,
                    site,
                    state: LIVE,
                    skew: skew as u16,
                    by: 0,
                };
                return Some(self.slot_start(r, i) + skew);
            }
        }
        let (start, total) = malloc_block(size, align, exact)?;
        let info = Info {
            size,
            site,
            state: State::Live,
        };
        self.large.insert(start, Large { info, total });
        Some(start)
    }

    /// A slot (region, index) of `1 << shift` bytes: the oldest of its class's quarantine once
    /// the ring holds more than [`QUARANTINE`], else a fresh one; `None` when the arena is full.
    #[inline]
    fn take_slot(&mut self, shift: u32) -> Option<(u32, u32)> {
        let class = (shift - MIN_CLASS_SHIFT) as usize;
        let ring = &mut self.s_mut().rings[class];
        if ring.tail - ring.head > QUARANTINE {
            // SAFETY: `head < tail`, so the entry was pushed and the buffer holds it.
            let slot = unsafe { *ring.buf.add((ring.head & ring.mask) as usize) };
            ring.head += 1;
            return Some(
                self.slot_of(slot as usize)
                    .expect("ring entries are cut slots"),
            );
        }
        self.cut_slot(shift)
    }

    fn cut_slot(&mut self, shift: u32) -> Option<(u32, u32)> {
        let class = (shift - MIN_CLASS_SHIFT) as usize;
        let slots = (REGION >> shift) as u32;
        let region = match self.current[class] {
            Some(r) if self.desc(r).cut < slots => r,
            _ => {
                let r = self.new_region(shift)?;
                self.current[class] = Some(r);
                r
            }
        };
        let d = self.desc_mut(region);
        d.cut += 1;
        Some((region, d.cut - 1))
    }

    /// Maps the next region of the arena (reserving the arena first) for slots of
    /// `1 << shift` bytes.
    fn new_region(&mut self, shift: u32) -> Option<u32> {
        if self.s().arena_len == 0 {
            self.reserve_arena()?;
        }
        let r = self.regions;
        if (r as u64) >= self.s().arena_len >> REGION_SHIFT {
            return None;
        }
        let at = self.s().arena as usize + ((r as usize) << REGION_SHIFT);
        // SAFETY: the region lies inside the arena this heap reserved.
        let rc = unsafe {
            libc::mprotect(
                at as *mut libc::c_void,
                REGION,
                libc::PROT_READ | libc::PROT_WRITE,
            )
        };
        if rc != 0 {
            return None;
        }
        let n = REGION >> shift;
        // SAFETY: calloc of `n` records, checked for null; zero is "unused".
        let metas = unsafe { libc::calloc(n, std::mem::size_of::<SlotMeta>()) } as *mut SlotMeta;
        if metas.is_null() {
            return None;
        }
        *self.desc_mut(r) = RegionDesc {
            metas,
            shift,
            cut: 0,
        };
        self.regions += 1;
        Some(r)
    }

    /// Reserves the arena's address range (inaccessible until regions are mapped) and the
    /// table of its region descriptors.
    fn reserve_arena(&mut self) -> Option<()> {
        for bytes in self.arena_sizes {
            // SAFETY: an anonymous private reservation, checked for failure.
            let p = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    bytes + REGION,
                    libc::PROT_NONE,
                    libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                    -1,
                    0,
                )
            };
            if p == libc::MAP_FAILED {
                continue;
            }
            let n = bytes >> REGION_SHIFT;
            // SAFETY: calloc of `n` descriptors, checked; zero is "region unused".
            let descs =
                unsafe { libc::calloc(n, std::mem::size_of::<RegionDesc>()) } as *mut RegionDesc;
            if descs.is_null() {
                // SAFETY: unmapping the reservation just made.
                unsafe { libc::munmap(p, bytes + REGION) };
                return None;
            }
            let s = self.s_mut();
            s.arena = (p as usize).next_multiple_of(REGION) as u64;
            s.arena_len = bytes as u64;
            s.descs = descs;
            self.reservation = Some((p as usize, bytes + REGION));
            return Some(());
        }
        None
    }

    fn desc(&self, r: u32) -> &RegionDesc {
        // SAFETY: `r` is below the arena's region count, the length of `descs`.
        unsafe { &*self.s().descs.add(r as usize) }
    }

    fn desc_mut(&mut self, r: u32) -> &mut RegionDesc {
        // SAFETY: as in `desc`.
        unsafe { &mut *self.s_mut().descs.add(r as usize) }
    }

    /// The region and slot of a cut slab slot containing `addr`.
    #[inline]
    fn slot_of(&self, addr: usize) -> Option<(u32, u32)> {
        let s = self.s();
        let off = addr.wrapping_sub(s.arena as usize);
        if off as u64 >= s.arena_len {
            return None;
        }
        let r = (off >> REGION_SHIFT) as u32;
        let d = self.desc(r);
        if d.metas.is_null() {
            return None;
        }
        let slot = ((off & (REGION - 1)) >> d.shift) as u32;
        (slot < d.cut).then_some((r, slot))
    }

    /// The record of a cut slot.
    #[inline]
    fn slot_meta(&self, r: u32, i: u32) -> SlotMeta {
        // SAFETY: `i` is a cut slot of region `r`, whose table has a record per slot.
        unsafe { *self.desc(r).metas.add(i as usize) }
    }

    /// Writes the record of a cut slot.
    #[inline]
    fn slot_meta_mut(&mut self, r: u32, i: u32) -> &mut SlotMeta {
        // SAFETY: as in `slot_meta`; the records are only reached through the heap, borrowed
        // mutably here.
        unsafe { &mut *self.desc(r).metas.add(i as usize) }
    }

    fn slot_start(&self, r: u32, i: u32) -> usize {
        self.s().arena as usize
            + ((r as usize) << REGION_SHIFT)
            + ((i as usize) << self.desc(r).shift)
    }

    /// The block (live or freed, not reused) starting exactly at `start`.
    #[inline]
    pub fn at(&self, start: usize) -> Option<BlockRef> {
        if let Some((region, slot)) = self.slot_of(start) {
            let m = self.slot_meta(region, slot);
            let here = self.slot_start(region, slot) + m.skew as usize;
            return (m.state != UNUSED && start == here)
                .then_some(BlockRef::Small { region, slot });
        }
        self.large
            .contains_key(&start)
            .then_some(BlockRef::Large(start))
    }

    /// The start, usable extent and handle of the block (live or freed, not reused)
    /// containing `addr`.
    pub fn containing(&self, addr: usize) -> Option<(usize, usize, BlockRef)> {
        if let Some((region, slot)) = self.slot_of(addr) {
            let m = self.slot_meta(region, slot);
            if m.state == UNUSED {
                return None;
            }
            let start = self.slot_start(region, slot) + m.skew as usize;
            // A skewed block spans the rest of its slot (at least the `size + align - SKEW`
            // bytes malloc would have given).
            let extent = if m.skew == 0 {
                (m.size as usize).max(1)
            } else {
                (1 << self.desc(region).shift) - m.skew as usize
            };
            return (start <= addr && addr < start + extent).then_some((
                start,
                extent,
                BlockRef::Small { region, slot },
            ));
        }
        let (&s, b) = self.large.range(..=addr).next_back()?;
        (addr < s + b.total).then_some((s, b.total, BlockRef::Large(s)))
    }

    /// What is known of a block.
    #[inline]
    pub fn info(&self, b: BlockRef) -> Info {
        match b {
            BlockRef::Small { region, slot } => {
                let m = self.slot_meta(region, slot);
                Info {
                    size: m.size as usize,
                    site: m.site,
                    state: if m.state == LIVE {
                        State::Live
                    } else {
                        State::Freed { by: m.by }
                    },
                }
            }
            BlockRef::Large(s) => self.large[&s].info,
        }
    }

    /// Records the free of a live block at site `by` and puts it in quarantine; the oldest
    /// large block beyond the quarantine's length is given back.
    #[inline]
    pub fn retire(&mut self, b: BlockRef, by: u32) {
        match b {
            BlockRef::Small { region, slot } => {
                let m = self.slot_meta_mut(region, slot);
                m.state = FREED;
                m.by = by;
                let start = self.slot_start(region, slot);
                let class = (self.desc(region).shift - MIN_CLASS_SHIFT) as usize;
                self.push_ring(class, start as u64);
            }
            BlockRef::Large(s) => {
                if let Some(l) = self.large.get_mut(&s) {
                    l.info.state = State::Freed { by };
                }
                self.large_quarantine.push_back(s);
                if self.large_quarantine.len() > LARGE_QUARANTINE {
                    let old = self.large_quarantine.pop_front().expect("nonempty");
                    if self.large.remove(&old).is_some() {
                        // SAFETY: the block came from malloc/posix_memalign and is freed once.
                        unsafe { libc::free(old as *mut libc::c_void) };
                    }
                }
            }
        }
    }

    #[inline]
    fn push_ring(&mut self, class: usize, slot: u64) {
        let ring = &mut self.s_mut().rings[class];
        if ring.buf.is_null() || ring.tail - ring.head > ring.mask {
            grow(ring);
        }
        // SAFETY: the ring has room for one more entry at `tail`.
        unsafe { *ring.buf.add((ring.tail & ring.mask) as usize) = slot };
        ring.tail += 1;
    }

    /// What is known of every block (live or freed, not reused).
    pub fn infos(&self) -> Vec<Info> {
        let mut v = Vec::new();
        for r in 0..self.regions {
            for i in 0..self.desc(r).cut {
                let m = self.slot_meta(r, i);
                if m.state != UNUSED {
                    v.push(self.info(BlockRef::Small { region: r, slot: i }));
                }
            }
        }
        v.extend(self.large.values().map(|b| b.info));
        v
    }

    /// Releases all memory (the counters stay).
    pub fn clear(&mut self) {
        for r in 0..self.regions {
            // SAFETY: each table came from calloc in `new_region` and is freed once.
            unsafe { libc::free(self.desc(r).metas as *mut libc::c_void) };
        }
        self.regions = 0;
        self.current = [None; CLASSES];
        let s = self.s_mut();
        // SAFETY: the descriptor table and the ring buffers came from calloc/malloc (or are
        // null); each is freed once and the pointers reset.
        unsafe {
            libc::free(s.descs as *mut libc::c_void);
            for ring in &mut s.rings {
                libc::free(ring.buf as *mut libc::c_void);
                *ring = Ring {
                    buf: std::ptr::null_mut(),
                    mask: 0,
                    head: 0,
                    tail: 0,
                };
            }
        }
        s.descs = std::ptr::null_mut();
        s.arena = 0;
        s.arena_len = 0;
        if let Some((p, len)) = self.reservation.take() {
            // SAFETY: the reservation made in `reserve_arena`, unmapped once.
            unsafe { libc::munmap(p as *mut libc::c_void, len) };
        }
        for (s, _) in std::mem::take(&mut self.large) {
            // SAFETY: every large block owns its malloc'd memory.
            unsafe { libc::free(s as *mut libc::c_void) };
        }
        self.large_quarantine.clear();
    }
}

/// Doubles a ring's buffer (at least 64 entries), keeping its entries in order.
#[cold]
fn grow(ring: &mut Ring) {
    let len = ring.tail - ring.head;
    let cap = if ring.buf.is_null() {
        64
    } else {
        (ring.mask + 1) * 2
    };
    // SAFETY: a fresh buffer of `cap` entries (checked: running out of memory here aborts as
    // any Rust allocation would); the old one holds `len` entries from `head`.
    unsafe {
        let buf = libc::malloc(cap as usize * 8) as *mut u64;
        if buf.is_null() {
            std::alloc::handle_alloc_error(std::alloc::Layout::array::<u64>(cap as usize).unwrap());
        }
        for k in 0..len {
            *buf.add(k as usize) = *ring.buf.add(((ring.head + k) & ring.mask) as usize);
        }
        libc::free(ring.buf as *mut libc::c_void);
        ring.buf = buf;
    }
    ring.mask = cap - 1;
    ring.head = 0;
    ring.tail = len;
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
        // SAFETY: leaked from a `Box` in `default`, reclaimed once.
        drop(unsafe { Box::from_raw(self.slabs.as_ptr()) });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn free(h: &mut Heap, p: usize) {
        let b = h.at(p).unwrap();
        h.retire(b, 0);
    }

    #[test]
    fn slots_are_aligned_found_and_reused_after_quarantine() {
        let mut h = Heap::default();
        let pa = h.alloc(24, 0, false, 0).unwrap();
        let pb = h.alloc(24, 0, false, 0).unwrap();
        assert_eq!((pa % 32, pb - pa), (0, 32));
        assert_eq!(h.at(pa + 8), None, "interior pointer");
        assert_eq!(h.containing(pa + 23).map(|c| c.0), Some(pa));
        assert_eq!(h.containing(pa + 24), None, "past the requested size");
        free(&mut h, pa);
        assert!(matches!(
            h.info(h.at(pa).unwrap()).state,
            State::Freed { .. }
        ));
        // The freed slot stays in quarantine while fewer than QUARANTINE others follow it.
        let mut later = Vec::new();
        for _ in 0..QUARANTINE {
            let p = h.alloc(20, 0, false, 0).unwrap();
            assert_ne!(p, pa);
            later.push(p);
        }
        for p in &later {
            free(&mut h, *p);
        }
        assert_eq!(
            h.alloc(20, 0, false, 0),
            Some(pa),
            "the oldest is reused first"
        );
        assert!(matches!(h.info(h.at(pa).unwrap()).state, State::Live));
        assert_eq!(h.infos().len(), QUARANTINE as usize + 2);
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
        assert_eq!(h.infos().len(), n + 2);
        h.retire(l, 0);
        assert!(matches!(h.info(l).state, State::Freed { .. }));
        h.clear();
        assert_eq!(h.infos().len(), 0);
        assert_eq!(h.at(starts[0]), None, "nothing is left after clear");
    }

    #[test]
    fn a_full_arena_leaves_small_blocks_to_malloc() {
        let mut h = Heap::default();
        h.arena_sizes = [2 * REGION, 2 * REGION];
        let a = h.alloc(16, 0, false, 1).unwrap();
        let b = h.alloc(64, 0, false, 2).unwrap();
        // Both regions are taken (one per class): a third class has no room in the arena.
        let c = h.alloc(256, 0, false, 3).unwrap();
        assert!(matches!(h.at(a), Some(BlockRef::Small { .. })));
        assert!(matches!(h.at(b), Some(BlockRef::Small { .. })));
        let cb = h.at(c).unwrap();
        assert_eq!(cb, BlockRef::Large(c));
        assert_eq!(h.containing(c + 255).map(|x| x.0), Some(c));
        h.retire(cb, 4);
        assert!(matches!(h.info(cb).state, State::Freed { by: 4 }));
        // A full region of a class with a region still takes its slots.
        for _ in 1..REGION / 16 {
            h.alloc(16, 0, false, 1).unwrap();
        }
        let d = h.alloc(16, 0, false, 1).unwrap();
        assert_eq!(
            h.at(d),
            Some(BlockRef::Large(d)),
            "the class's region is full"
        );
        assert_eq!(h.infos().len(), 2 + REGION / 16 + 1);
    }

    #[test]
    fn rings_grow_in_order() {
        let mut r = Ring {
            buf: std::ptr::null_mut(),
            mask: 0,
            head: 0,
            tail: 0,
        };
        let mut model = std::collections::VecDeque::new();
        for k in 0..300u64 {
            if r.buf.is_null() || r.tail - r.head > r.mask {
                grow(&mut r);
            }
            unsafe { *r.buf.add((r.tail & r.mask) as usize) = k };
            r.tail += 1;
            model.push_back(k);
            if k % 3 == 0 {
                let v = unsafe { *r.buf.add((r.head & r.mask) as usize) };
                r.head += 1;
                assert_eq!(Some(v), model.pop_front());
            }
        }
        while r.head < r.tail {
            let v = unsafe { *r.buf.add((r.head & r.mask) as usize) };
            r.head += 1;
            assert_eq!(Some(v), model.pop_front());
        }
        unsafe { libc::free(r.buf as *mut libc::c_void) };
    }
}
