//! Memory of an interpreted run: heap blocks through the tracking allocator, stack (alloca)
//! and global storage, and checked element access.

use std::collections::BTreeMap;

use super::{MemDesc, RtVal};
use crate::ir::{Attr, AttrData, Context, DenseValue, FloatKind, Type, TypeData};
use memref_jit_runtime::tracker::Verdict;
use memref_jit_runtime::{format_memref, MemRefView, Scalar, Tracker};

pub use crate::values::GLOBAL_SENTINEL;

/// A scalar element kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// Integer of the given width (i1 takes a byte).
    Int(u32),
    /// `index` (8 bytes).
    Index,
    /// f32.
    F32,
    /// f64.
    F64,
    /// f16/bf16 (stored, not computed on).
    Half(FloatKind),
    /// `complex<f32>`: re then im.
    C32,
    /// `complex<f64>`: re then im.
    C64,
    /// A vector (`memref<8xvector<4xf32>>`), laid out as LLVM lays out its lowering: an array
    /// of its innermost 1-D vectors, each taking its size rounded up to a power of two, lanes
    /// packed bit by bit (`vector<8xi1>` takes one byte, `vector<3xi4>` two).
    Vector(VecElem),
}

/// The layout of a vector element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VecElem {
    /// The lanes' scalar kind.
    pub lane: LaneElem,
    /// Lanes in all.
    pub count: u32,
    /// Lanes of the innermost dimension (one row).
    pub inner: u32,
}

/// The scalar kinds a vector's lanes can have (vectors hold no complex numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneElem {
    /// An integer of the width.
    Int(u32),
    /// `index`.
    Index,
    /// A float.
    Float(FloatKind),
}

impl VecElem {
    /// Bits of one lane in memory: its width (an `i1` lane is one bit, an `i24` three bytes).
    pub fn lane_bits(self) -> usize {
        match self.lane {
            LaneElem::Int(w) => w as usize,
            LaneElem::Index => 64,
            LaneElem::Float(k) => k.width() as usize,
        }
    }
    /// Bytes of one row (an innermost 1-D vector): its store size rounded up to a power of two
    /// (LLVM's allocation size of a vector type).
    pub fn row_bytes(self) -> usize {
        (self.inner as usize * self.lane_bits())
            .div_ceil(8)
            .next_power_of_two()
    }
    /// Bit offset of lane `k` from the element's start.
    pub fn lane_bit_offset(self, k: usize) -> usize {
        let inner = self.inner.max(1) as usize;
        (k / inner) * self.row_bytes() * 8 + (k % inner) * self.lane_bits()
    }
}

/// Reads `bits` bits (at most 64) starting `off` bits after `addr`, zero-extended.
///
/// # Safety
/// The bytes the bits touch must be readable.
unsafe fn read_bits(addr: usize, off: usize, bits: usize) -> u64 {
    let mut v: u128 = 0;
    let first = off / 8;
    for (i, j) in (first..(off + bits).div_ceil(8)).enumerate() {
        v |= u128::from(std::ptr::read((addr + j) as *const u8)) << (8 * i);
    }
    ((v >> (off % 8)) & ((1u128 << bits) - 1)) as u64
}

/// Writes the low `bits` bits of `x` (at most 64) starting `off` bits after `addr`, leaving
/// the other bits of the bytes touched alone.
///
/// # Safety
/// The bytes the bits touch must be writable.
unsafe fn write_bits(addr: usize, off: usize, bits: usize, x: u64) {
    let mask = ((1u128 << bits) - 1) << (off % 8);
    let val = (u128::from(x) << (off % 8)) & mask;
    for (i, j) in (off / 8..(off + bits).div_ceil(8)).enumerate() {
        let p = (addr + j) as *mut u8;
        let m = (mask >> (8 * i)) as u8;
        std::ptr::write(p, (std::ptr::read(p) & !m) | ((val >> (8 * i)) as u8 & m));
    }
}

impl Elem {
    /// The element kind of a type, if storable.
    pub fn of(ctx: &Context, t: Type) -> Option<Elem> {
        Some(match ctx.ty(t) {
            TypeData::Integer { width, .. } if *width <= 64 => Elem::Int(*width),
            TypeData::Index => Elem::Index,
            TypeData::Float(FloatKind::F32) => Elem::F32,
            TypeData::Float(FloatKind::F64) => Elem::F64,
            TypeData::Float(k) => Elem::Half(*k),
            TypeData::Complex(e) => match ctx.ty(*e) {
                TypeData::Float(FloatKind::F32) => Elem::C32,
                TypeData::Float(FloatKind::F64) => Elem::C64,
                _ => return None,
            },
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } if !scalable.contains(&true) && !shape.is_empty() => {
                let lane = match ctx.ty(*elem) {
                    TypeData::Integer { width, .. } if (1..=64).contains(width) => {
                        LaneElem::Int(*width)
                    }
                    TypeData::Index => LaneElem::Index,
                    TypeData::Float(k) => LaneElem::Float(*k),
                    _ => return None,
                };
                let count: i64 = shape.iter().product();
                Elem::Vector(VecElem {
                    lane,
                    count: u32::try_from(count).ok()?,
                    inner: *shape.last()? as u32,
                })
            }
            _ => return None,
        })
    }
    /// Size in bytes.
    pub fn size(self) -> usize {
        match self {
            // Bytes of the next of i8/i16/i32/i64 (LLVM's allocation size: an i24 takes 4).
            Elem::Int(w) => (w as usize).div_ceil(8).max(1).next_power_of_two(),
            Elem::Index | Elem::F64 | Elem::C32 => 8,
            Elem::C64 => 16,
            Elem::F32 => 4,
            Elem::Half(k) => k.store_bytes() as usize,
            Elem::Vector(v) => (v.count / v.inner.max(1)) as usize * v.row_bytes(),
        }
    }
}

/// The most alloca bytes a run whose stack bounds are unknown may hold at once (the JIT's
/// bound without a known stack).
const UNBOUNDED_ALLOCA_BYTES: usize = 1 << 30;

/// All memory of a run.
pub struct Memory {
    /// Heap blocks (`memref.alloc` & co).
    pub tracker: Tracker,
    /// Stack and global storage: start → size; never freed through `memref.dealloc`.
    statics: BTreeMap<usize, usize>,
    /// Allocas per open scope (function or `memref.alloca_scope`).
    alloca_scopes: Vec<Vec<usize>>,
    /// Bytes of the live allocas, charged to the stack left (see [`Memory::alloca`]).
    alloca_bytes: usize,
    globals: Vec<usize>,
    /// Allocas of scopes that have ended (until the address is handed out again): an access
    /// through one is an error, as in the JIT.
    dead_allocas: std::collections::HashSet<usize>,
    /// Allocated pointer of every live alloca → its own bytes `(aligned start, size)`: an
    /// access through it must stay in them.
    alloca_data: std::collections::HashMap<usize, (usize, usize)>,
    /// The bytes `(start, len)` of constant globals: writes there are faults.
    read_only: Vec<(usize, usize)>,
}

impl Drop for Memory {
    fn drop(&mut self) {
        for s in self
            .alloca_scopes
            .drain(..)
            .flatten()
            .chain(self.globals.drain(..))
        {
            // SAFETY: allocas and globals are malloc'd here and freed once.
            unsafe { libc::free(s as *mut libc::c_void) };
        }
    }
}

impl Memory {
    /// Empty memory.
    pub fn new() -> Memory {
        Memory {
            tracker: Tracker::new(),
            statics: BTreeMap::new(),
            alloca_scopes: Vec::new(),
            alloca_bytes: 0,
            globals: Vec::new(),
            dead_allocas: Default::default(),
            alloca_data: Default::default(),
            read_only: Vec::new(),
        }
    }

    /// Opens an alloca scope.
    pub fn push_alloca_scope(&mut self) {
        self.alloca_scopes.push(Vec::new());
    }
    /// Closes an alloca scope, releasing its allocas.
    pub fn pop_alloca_scope(&mut self) {
        for p in self.alloca_scopes.pop().unwrap_or_default() {
            if let Some(n) = self.statics.remove(&p) {
                self.alloca_bytes -= n;
            }
            self.dead_allocas.insert(p);
            self.alloca_data.remove(&p);
            // SAFETY: allocated by `alloca` below, released once.
            unsafe { libc::free(p as *mut libc::c_void) };
        }
    }

    fn raw_static(&mut self, bytes: usize) -> Result<usize, String> {
        // SAFETY: calloc of a nonzero size; checked for null.
        let p = unsafe { libc::calloc(bytes.max(1), 1) } as usize;
        if p == 0 {
            return Err(format!("out of memory allocating {bytes} bytes"));
        }
        self.statics.insert(p, bytes.max(1));
        Ok(p)
    }

    /// Records the bytes `(aligned, size)` of the alloca whose storage starts at `p`.
    pub fn set_alloca_data(&mut self, p: usize, aligned: usize, size: usize) {
        self.alloca_data.insert(p, (aligned, size));
    }

    /// Bytes of the live allocas.
    pub fn alloca_bytes(&self) -> usize {
        self.alloca_bytes
    }

    /// Stack storage for `memref.alloca`. Allocas are charged to the stack left, as the JIT's
    /// are (their storage is not on the interpreter's own stack, but calls and further allocas
    /// see it as used): when the stack's bounds are known, `bytes` must fit above the calls'
    /// reserve; otherwise the live allocas may hold [`UNBOUNDED_ALLOCA_BYTES`]. Beyond that,
    /// out of memory.
    pub fn alloca(&mut self, bytes: usize) -> Result<usize, String> {
        let charged = self.alloca_bytes.saturating_add(bytes.max(1));
        let full = match crate::stack::stack_low(charged.saturating_add(super::CALL_STACK_RESERVE))
        {
            Some(low) => low,
            None => charged > UNBOUNDED_ALLOCA_BYTES,
        };
        if full {
            return Err(format!("out of memory allocating {bytes} bytes"));
        }
        let p = self.raw_static(bytes)?;
        self.alloca_bytes += bytes.max(1);
        self.dead_allocas.remove(&p);
        match self.alloca_scopes.last_mut() {
            Some(s) => s.push(p),
            None => return Err("memref.alloca outside of a function".into()),
        }
        Ok(p)
    }

    /// Storage for a `memref.global`, initialised from its `initial_value`.
    pub fn new_global(
        &mut self,
        ctx: &Context,
        t: Type,
        init: Option<Attr>,
        align: usize,
        constant: bool,
        err: impl Fn(String) -> crate::diag::Diagnostic,
    ) -> Result<MemDesc, crate::diag::Diagnostic> {
        let TypeData::MemRef { shape, elem, .. } = ctx.ty(t).clone() else {
            return Err(err("global of non-memref type".into()));
        };
        let Some(e) = Elem::of(ctx, elem) else {
            return Err(err("unsupported global element type".into()));
        };
        let bytes = memref_jit_runtime::sizes::alloc_bytes(&shape, 0, e.size() as u64)
            .map_err(&err)? as usize;
        let n = (bytes / e.size().max(1)) as i64;
        // Room for the `alignment`, as the JIT lays globals out.
        let total = bytes
            .checked_add(align)
            .ok_or_else(|| err(format!("out of memory allocating {bytes} bytes")))?;
        let raw = self.raw_static(total).map_err(&err)?;
        self.globals.push(raw);
        let p = if align > 1 {
            raw.div_ceil(align) * align
        } else {
            raw
        };
        // Accesses are judged against the global's own bytes, not the room for alignment.
        self.statics.remove(&raw);
        self.statics.insert(p, bytes.max(1));
        if constant {
            self.read_only.push((p, bytes.max(1)));
        }
        if let Some(AttrData::DenseElements { values, .. }) = init.map(|a| ctx.attr(a)) {
            for i in 0..n.max(0) as usize {
                let v = if values.len() == 1 {
                    values[0]
                } else {
                    values.get(i).copied().unwrap_or(DenseValue::Int(0))
                };
                let rv = match (v, e) {
                    (DenseValue::Int(x), _) => RtVal::Int(x as i64),
                    (DenseValue::Float(b), Elem::F32) => RtVal::F32(f32::from_bits(b as u32)),
                    (DenseValue::Float(b), Elem::F64) => RtVal::F64(f64::from_bits(b)),
                    (DenseValue::Float(b), _) => RtVal::Int(b as i64),
                    (DenseValue::Complex(a, b), Elem::C32) => {
                        RtVal::C32(f32::from_bits(a as u32), f32::from_bits(b as u32))
                    }
                    (DenseValue::Complex(a, b), Elem::C64) => {
                        RtVal::C64(f64::from_bits(a), f64::from_bits(b))
                    }
                    (DenseValue::Complex(..), _) => {
                        return Err(err("complex initializer of a non-complex global".into()))
                    }
                };
                // SAFETY: in bounds of the fresh global storage.
                unsafe { write_raw(p + i * e.size(), e, &rv) };
            }
        }
        Ok(MemDesc {
            allocated: GLOBAL_SENTINEL,
            aligned: p,
            offset: 0,
            sizes: shape.clone(),
            strides: contiguous_strides(&shape),
        })
    }

    /// Storage for a tensor's buffer (`bufferization.to_buffer`): lives to the end of the run,
    /// judged as a global's (never a leak; freeing it is an invalid free).
    pub fn tensor_storage(&mut self, bytes: usize) -> Result<usize, String> {
        let p = self.raw_static(bytes)?;
        self.globals.push(p);
        Ok(p)
    }

    /// Checks that `[addr, addr+len)` is valid memory to access.
    pub fn check(&self, addr: usize, len: usize) -> Result<(), String> {
        match self.tracker.is_live_range(addr, len) {
            Some(true) => return Ok(()),
            Some(false) => return Err(Verdict::Freed.message().into()),
            None => {}
        }
        if let Some((s, n)) = self.statics.range(..=addr).next_back() {
            if addr + len <= s + n {
                return Ok(());
            }
        }
        Err(Verdict::NoAllocation.message().into())
    }

    /// Address of element `idx` of `d`, after bounds and liveness checks.
    pub fn element_addr(&self, d: &MemDesc, idx: &[i64], e: Elem) -> Result<usize, String> {
        if idx.len() != d.sizes.len() {
            return Err("wrong number of indices".into());
        }
        let mut lin = d.offset;
        for (k, (&i, (&s, &st))) in idx.iter().zip(d.sizes.iter().zip(&d.strides)).enumerate() {
            if i < 0 || i >= s {
                return Err(format!(
                    "index {i} out of bounds for dimension {k} of size {s}"
                ));
            }
            lin += i * st;
        }
        let addr = (d.aligned as i64).wrapping_add(lin.wrapping_mul(e.size() as i64)) as usize;
        // By provenance when the memref's allocated pointer is a heap block (first: the
        // address of an ended alloca may since have become a heap block's), else by address.
        match self.tracker.judge_from(d.allocated, addr, e.size()) {
            Some(v) => v.ok()?,
            None if self.dead_allocas.contains(&d.allocated) => {
                return Err(Verdict::DeadFrame.message().into())
            }
            // Through a global or an alloca: its own bytes (for a global, whose descriptor
            // does not say which one, some global's), as the JIT judges; leaving them is as
            // bad as leaving a heap block, wherever the access lands.
            None if d.allocated == GLOBAL_SENTINEL
                || self.alloca_data.contains_key(&d.allocated) =>
            {
                let own = if d.allocated == GLOBAL_SENTINEL {
                    self.statics
                        .range(..=addr)
                        .next_back()
                        .filter(|(s, _)| !self.alloca_data.contains_key(s))
                        .map(|(s, n)| (*s, *n))
                } else {
                    self.alloca_data.get(&d.allocated).copied()
                };
                let holds = |(a, n): (usize, usize)| {
                    addr >= a && addr.checked_add(e.size()).is_some_and(|end| end <= a + n)
                };
                if !own.is_some_and(holds) {
                    return Err(Verdict::OutsideAllocation.message().into());
                }
            }
            None => self.check(addr, e.size())?,
        }
        Ok(addr)
    }

    /// Loads an element.
    pub fn load(&self, d: &MemDesc, idx: &[i64], e: Elem) -> Result<RtVal, String> {
        let a = self.element_addr(d, idx, e)?;
        // SAFETY: `element_addr` checked the range lies in live memory.
        Ok(unsafe { read_raw(a, e) })
    }

    /// Stores an element.
    pub fn store(&self, d: &MemDesc, idx: &[i64], e: Elem, v: &RtVal) -> Result<(), String> {
        let a = self.element_addr(d, idx, e)?;
        let end = a.saturating_add(e.size());
        if self.read_only.iter().any(|&(s, n)| a < s + n && s < end) {
            return Err(Verdict::ReadOnly.message().into());
        }
        // SAFETY: as in `load`.
        unsafe { write_raw(a, e, v) };
        Ok(())
    }

    /// Formats a memref as `printMemref*` does.
    pub fn format_memref(&self, d: &MemDesc, e: Elem) -> Result<String, String> {
        self.format_memref_as(d, e, true)
    }

    /// The header `printMemrefShape*` prints (no data is read).
    pub fn format_memref_shape(&self, d: &MemDesc) -> String {
        let read = |_: i64| Scalar::I64(0);
        let v = MemRefView {
            aligned: d.aligned,
            offset: d.offset,
            sizes: &d.sizes,
            strides: &d.strides,
            read: &read,
        };
        memref_jit_runtime::format_memref_shape(&v, true)
    }

    /// Formats a memref as the `printMemref*` utilities do: `Unranked Memref` for an
    /// unranked argument, `Memref` for a ranked one (`printMemref1dF32`).
    pub fn format_memref_as(&self, d: &MemDesc, e: Elem, unranked: bool) -> Result<String, String> {
        // Check every element first so that reading cannot fault.
        let mut idx = vec![0i64; d.sizes.len()];
        // More elements than an i64 counts: the checks below stop at the first bad one.
        let total = crate::ir::element_count(&d.sizes).unwrap_or(i64::MAX);
        for _ in 0..total.max(0) {
            self.element_addr(d, &idx, e)?;
            for k in (0..idx.len()).rev() {
                idx[k] += 1;
                if idx[k] < d.sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
        let read = |lin: i64| {
            let addr = (d.aligned as i64 + lin * e.size() as i64) as usize;
            // SAFETY: every element address was checked above.
            match unsafe { read_raw(addr, e) } {
                RtVal::F32(x) => Scalar::F32(x),
                RtVal::F64(x) => Scalar::F64(x),
                RtVal::C32(a, b) => Scalar::C32(a, b),
                RtVal::C64(a, b) => Scalar::C64(a, b),
                RtVal::Int(x) => match e {
                    Elem::Int(8) => Scalar::I8(x as u8),
                    Elem::Int(16) => Scalar::I16(x as i16),
                    Elem::Int(32) => Scalar::I32(x as i32),
                    Elem::Index => Scalar::Index(x as u64),
                    Elem::Half(FloatKind::BF16) => Scalar::BF16(x as u16),
                    Elem::Half(_) => Scalar::F16(x as u16),
                    _ => Scalar::I64(x),
                },
                _ => Scalar::I64(0),
            }
        };
        let v = MemRefView {
            aligned: d.aligned,
            offset: d.offset,
            sizes: &d.sizes,
            strides: &d.strides,
            read: &read,
        };
        Ok(format_memref(&v, unranked))
    }
}

/// Row-major contiguous strides for `shape`: the running product, 0 outside a zero size as
/// upstream's descriptors (`getMemRefDescriptorSizes`) and the JIT compute them.
pub fn contiguous_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        strides[k] = strides[k + 1].wrapping_mul(shape[k + 1]);
    }
    strides
}

/// Reads an element.
///
/// # Safety
/// `addr` must point to `e.size()` readable bytes.
pub unsafe fn read_raw(addr: usize, e: Elem) -> RtVal {
    let p = addr as *const u8;
    match e {
        Elem::Int(1) => RtVal::Int((std::ptr::read_unaligned(p) & 1) as i64),
        Elem::Int(w) if w <= 8 => {
            RtVal::Int(super::common::norm(std::ptr::read_unaligned(p) as i128, w))
        }
        Elem::Int(w) if w <= 16 => RtVal::Int(super::common::norm(
            std::ptr::read_unaligned(p as *const u16) as i128,
            w,
        )),
        Elem::Int(w) if w <= 32 => RtVal::Int(super::common::norm(
            std::ptr::read_unaligned(p as *const u32) as i128,
            w,
        )),
        Elem::Int(w) => RtVal::Int(super::common::norm(
            std::ptr::read_unaligned(p as *const u64) as i128,
            w,
        )),
        Elem::Index => RtVal::Int(std::ptr::read_unaligned(p as *const i64)),
        Elem::F32 => RtVal::F32(std::ptr::read_unaligned(p as *const f32)),
        Elem::F64 => RtVal::F64(std::ptr::read_unaligned(p as *const f64)),
        Elem::Half(k) => RtVal::Int(match k.store_bytes() {
            1 => std::ptr::read_unaligned(p) as i64,
            2 => std::ptr::read_unaligned(p as *const u16) as i64,
            _ => std::ptr::read_unaligned(p as *const u32) as i64,
        }),
        Elem::C32 => RtVal::C32(
            std::ptr::read_unaligned(p as *const f32),
            std::ptr::read_unaligned(p.add(4) as *const f32),
        ),
        Elem::C64 => RtVal::C64(
            std::ptr::read_unaligned(p as *const f64),
            std::ptr::read_unaligned(p.add(8) as *const f64),
        ),
        // Lanes are bits: held as the scalar reads of the same bits would hold them.
        Elem::Vector(v) => RtVal::Vector(
            (0..v.count as usize)
                .map(|k| {
                    let bits = read_bits(addr, v.lane_bit_offset(k), v.lane_bits());
                    match v.lane {
                        LaneElem::Int(w) => RtVal::Int(super::common::norm(bits as i128, w)),
                        LaneElem::Index => RtVal::Int(bits as i64),
                        LaneElem::Float(FloatKind::F32) => RtVal::F32(f32::from_bits(bits as u32)),
                        LaneElem::Float(FloatKind::F64) => RtVal::F64(f64::from_bits(bits)),
                        LaneElem::Float(_) => RtVal::Int(bits as i64),
                    }
                })
                .collect(),
        ),
    }
}

/// Writes an element.
///
/// # Safety
/// `addr` must point to `e.size()` writable bytes.
pub unsafe fn write_raw(addr: usize, e: Elem, v: &RtVal) {
    let p = addr as *mut u8;
    match (e, v) {
        (Elem::Int(8), RtVal::Int(x)) => std::ptr::write_unaligned(p, *x as u8),
        (Elem::Int(16), RtVal::Int(x)) => std::ptr::write_unaligned(p as *mut u16, *x as u16),
        (Elem::Int(32), RtVal::Int(x)) => std::ptr::write_unaligned(p as *mut u32, *x as u32),
        (Elem::Int(64) | Elem::Index, RtVal::Int(x)) => {
            std::ptr::write_unaligned(p as *mut i64, *x)
        }
        // Other widths: zero-extended, as the JIT holds them, and only the bytes the width
        // needs (LLVM's store size: an i24 writes 3 of its 4 bytes).
        (Elem::Int(w), RtVal::Int(x)) => {
            let bytes = super::common::as_unsigned(*x, w).to_le_bytes();
            let n = (w as usize).div_ceil(8).clamp(1, 8);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, n)
        }
        (Elem::F32, RtVal::F32(x)) => std::ptr::write_unaligned(p as *mut f32, *x),
        (Elem::F64, RtVal::F64(x)) => std::ptr::write_unaligned(p as *mut f64, *x),
        (Elem::Half(k), RtVal::Int(x)) => match k.store_bytes() {
            1 => std::ptr::write_unaligned(p, *x as u8),
            2 => std::ptr::write_unaligned(p as *mut u16, *x as u16),
            _ => std::ptr::write_unaligned(p as *mut u32, *x as u32),
        },
        (Elem::C32, RtVal::C32(a, b)) => {
            std::ptr::write_unaligned(p as *mut f32, *a);
            std::ptr::write_unaligned(p.add(4) as *mut f32, *b);
        }
        (Elem::C64, RtVal::C64(a, b)) => {
            std::ptr::write_unaligned(p as *mut f64, *a);
            std::ptr::write_unaligned(p.add(8) as *mut f64, *b);
        }
        (Elem::Vector(e), RtVal::Vector(lanes)) => {
            // A row's store size is written whole: bits past its last lane become zeros (as
            // the JIT writes them).
            let rows = (e.count / e.inner.max(1)) as usize;
            let store = (e.inner as usize * e.lane_bits()).div_ceil(8);
            for r in 0..rows {
                std::ptr::write_bytes(p.add(r * e.row_bytes()), 0, store);
            }
            for (k, x) in lanes.iter().enumerate() {
                let bits = match x {
                    RtVal::Int(i) => *i as u64,
                    RtVal::F32(f) => u64::from(f.to_bits()),
                    RtVal::F64(f) => f.to_bits(),
                    _ => continue,
                };
                write_bits(addr, e.lane_bit_offset(k), e.lane_bits(), bits);
            }
        }
        _ => {}
    }
}
