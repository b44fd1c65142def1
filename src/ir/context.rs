//! The [`Context`]: arenas for ops, blocks, regions and values, and the interners for types,
//! attributes and locations. All IR mutation goes through it so that def-use lists and layouts
//! stay consistent.

use std::hash::Hash;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Mutex;

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, EntityList, EntityRef, ListPool, PrimaryMap};
use smallvec::SmallVec;

use super::attrs::{AttrData, DenseValue};
use super::entities::{Attr, Block, Ident, Loc, Op, Region, Type, Value};
use super::location::{LocData, LocTable};
use super::opkind::OpKind;
use super::types::{FloatKind, Signedness, TypeData};

/// An interning table: equal data gets the same handle. Each item is stored once; the hash
/// table holds handles with 32 bits of their hash, so that growing the table and most failed
/// probes do not read the items (a random access each: interning a million locations was
/// mostly cache misses).
#[derive(Clone)]
pub struct Interner<K: EntityRef, T: Clone + Eq + Hash> {
    items: PrimaryMap<K, T>,
    table: hashbrown::HashTable<(K, u32)>,
}

impl<K: EntityRef + std::fmt::Debug, T: Clone + Eq + Hash + std::fmt::Debug> std::fmt::Debug
    for Interner<K, T>
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.items.values()).finish()
    }
}

impl<K: EntityRef, T: Clone + Eq + Hash> Default for Interner<K, T> {
    fn default() -> Self {
        Interner {
            items: PrimaryMap::new(),
            table: hashbrown::HashTable::new(),
        }
    }
}

/// 32 bits of the hash of `t`: what the table keeps.
pub(super) fn fx_hash32<T: Hash + ?Sized>(t: &T) -> u32 {
    use std::hash::BuildHasher;
    let h = rustc_hash::FxBuildHasher.hash_one(t);
    (h ^ (h >> 32)) as u32
}

/// The table's hash of a kept 32-bit hash, spread over the 64 bits (bucket index from the
/// low bits, tag from the high ones).
pub(super) fn spread(h: u32) -> u64 {
    u64::from(h).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl<K: EntityRef, T: Clone + Eq + Hash> Interner<K, T> {
    /// Returns the handle for `data`, creating it if new.
    pub fn intern(&mut self, data: T) -> K {
        let h = fx_hash32(&data);
        let items = &self.items;
        if let Some((k, _)) = self
            .table
            .find(spread(h), |(k, kh)| *kh == h && items[*k] == data)
        {
            return *k;
        }
        let k = self.items.push(data);
        self.table
            .insert_unique(spread(h), (k, h), |(_, kh)| spread(*kh));
        k
    }
    /// The data behind a handle.
    pub fn get(&self, k: K) -> &T {
        &self.items[k]
    }
    /// Like [`Interner::intern`], but looks up by a borrowed form and builds the owned data
    /// only when it is new.
    pub fn intern_by<Q: ?Sized + Hash + Eq>(&mut self, q: &Q, make: impl FnOnce() -> T) -> K
    where
        T: std::borrow::Borrow<Q>,
    {
        let h = fx_hash32(q);
        let items = &self.items;
        if let Some((k, _)) = self
            .table
            .find(spread(h), |(k, kh)| *kh == h && items[*k].borrow() == q)
        {
            return *k;
        }
        let k = self.items.push(make());
        self.table
            .insert_unique(spread(h), (k, h), |(_, kh)| spread(*kh));
        k
    }
}

/// Attribute names interned by [`Context::new`] ([`Context::known`]).
#[derive(Clone, Copy, Debug)]
pub struct KnownIdents {
    /// `value` (constants).
    pub value: Ident,
    /// `operandSegmentSizes`.
    pub operand_segment_sizes: Ident,
    /// `bufferization.manual_deallocation`.
    pub manual_deallocation: Ident,
    /// `sym_name`.
    pub sym_name: Ident,
    /// `sym_visibility`.
    pub sym_visibility: Ident,
    /// `nontemporal` (memref loads and stores).
    pub nontemporal: Ident,
}

impl KnownIdents {
    fn intern(idents: &mut Interner<Ident, Box<str>>) -> KnownIdents {
        let mut id = |s: &str| idents.intern_by(s, || s.into());
        KnownIdents {
            value: id("value"),
            operand_segment_sizes: id("operandSegmentSizes"),
            manual_deallocation: id("bufferization.manual_deallocation"),
            sym_name: id("sym_name"),
            sym_visibility: id("sym_visibility"),
            nontemporal: id("nontemporal"),
        }
    }
}

/// Where an SSA value is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result(Op, u32),
    /// Argument `index` of `block`.
    BlockArg(Block, u32),
    /// A forward reference the parser has not resolved yet.
    Placeholder,
}

/// One use of a value: operand `index` of `op`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Use {
    /// The using op.
    pub op: Op,
    /// The operand index.
    pub index: u32,
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    /// Its uses, in no particular order (two inline: as large as one, and a fifth of the
    /// values of a typical module have two).
    pub uses: SmallVec<[Use; 2]>,
    /// Location (meaningful for block arguments).
    pub loc: Loc,
}

/// An interned, sorted attribute list (an op's attribute dictionary, shared by all ops with
/// equal attributes, as MLIR's `DictionaryAttr`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct AttrList(u32);
entity_impl!(AttrList, "attrlist");

/// Name and properties (`<{...}>`, kept apart from the attributes) of an unregistered op.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Unreg(u32);
entity_impl!(Unreg, "unreg");

/// An operation. Every byte counts in a module of a million ops: the lists most ops have
/// empty or short live in pools of the [`Context`] behind 32-bit handles (72 bytes in all,
/// was 144).
#[derive(Clone, Debug)]
pub struct OpData {
    /// The kind.
    pub kind: OpKind,
    /// Set once the op is erased; erased ops stay in the arena but are unreachable.
    pub erased: bool,
    /// Operands (including successor operands, laid out as MLIR does).
    pub operands: SmallVec<[Value; 4]>,
    /// Results: `n_results` entries of [`Context`]'s result pool from `results` (results
    /// never change after creation, so the pool is append-only).
    results: u32,
    n_results: u32,
    /// Inherent and discardable attributes.
    attrs: AttrList,
    /// Owned regions.
    regions: EntityList<Region>,
    /// Successor blocks.
    successors: EntityList<Block>,
    unregistered: PackedOption<Unreg>,
    /// Source location.
    pub loc: Loc,
    /// Containing block, when inserted.
    parent: PackedOption<Block>,
    prev: PackedOption<Op>,
    next: PackedOption<Op>,
    seq: SeqNo,
}

/// An op's position in its block, numbered lazily by [`Context::is_before_in_block`] through
/// `&Context` (so from several threads at once: an atomic; relaxed loads and stores compile to
/// plain moves on x86 and aarch64, so the single-threaded cost is unchanged).
#[derive(Debug, Default)]
struct SeqNo(AtomicU32);

impl Clone for SeqNo {
    fn clone(&self) -> Self {
        SeqNo(AtomicU32::new(self.0.load(Ordering::Relaxed)))
    }
}

/// Whether the [`SeqNo`]s of a block's ops are current (cleared through `&mut Context`).
#[derive(Debug, Default)]
struct OrderValid(AtomicBool);

impl Clone for OrderValid {
    fn clone(&self) -> Self {
        OrderValid(AtomicBool::new(self.0.load(Ordering::Acquire)))
    }
}

/// The op last verified and the mutation count then. A lock, not two atomics: a reader must
/// never pair one note's op with another's count. It is taken once per verification.
#[derive(Debug, Default)]
struct LastVerified(Mutex<Option<(Op, u64)>>);

impl LastVerified {
    fn lock(&self) -> std::sync::MutexGuard<'_, Option<(Op, u64)>> {
        // The guarded value is a plain pair: a panic elsewhere cannot leave it half-written.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Clone for LastVerified {
    fn clone(&self) -> Self {
        LastVerified(Mutex::new(*self.lock()))
    }
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Arguments.
    pub args: Vec<Value>,
    /// Containing region, when inserted.
    pub parent: Option<Region>,
    first: Option<Op>,
    last: Option<Op>,
    prev: Option<Block>,
    next: Option<Block>,
    order_valid: OrderValid,
}

/// A region.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// Owning op.
    pub parent: Option<Op>,
    first: Option<Block>,
    last: Option<Block>,
}

/// Owner of all IR entities of one module.
#[derive(Clone, Debug)]
pub struct Context {
    ops: PrimaryMap<Op, OpData>,
    blocks: PrimaryMap<Block, BlockData>,
    regions: PrimaryMap<Region, RegionData>,
    values: PrimaryMap<Value, ValueData>,
    types: Interner<Type, TypeData>,
    attrs: Interner<Attr, AttrData>,
    locs: LocTable,
    idents: Interner<Ident, Box<str>>,
    /// Attribute names most ops carry or are asked for, interned up front: looked up by
    /// handle, not by text (the verifier asks every op for them; the passes create constants
    /// and segmented ops by the hundred thousand).
    known: KnownIdents,
    /// `index`, interned up front (the passes create index constants by the hundred thousand).
    index_ty: Type,
    /// `false` and `true` once asked for (interned on first use: the ids of attributes are
    /// those a run without the cache gives).
    bool_attrs: [Option<Attr>; 2],
    /// Small `index` integer attributes once asked for (the dealloc lowering numbers its
    /// buffers' entries with them).
    small_index_attrs: [Option<Attr>; 32],
    unknown_loc: Loc,
    /// Bumped by every method that changes the IR (not by interning): equal counts mean the
    /// IR is unchanged, so a verified op need not be verified again.
    mutations: u64,
    /// The op last verified without error, at which mutation count.
    verified: LastVerified,
    /// Ops erased since the last [`Context::recycle_erased`]: a pass may still hold them
    /// (and look at `erased`), so their slots are not reused yet.
    erased_ops: Vec<Op>,
    /// Slots of erased ops that [`Context::create_op`] reuses (a pipeline erases and
    /// creates ops by the hundred thousand; the arena is the largest part of its memory).
    free_ops: Vec<Op>,
    result_pool: Vec<Value>,
    attr_lists: Interner<AttrList, Box<[(Ident, Attr)]>>,
    region_lists: ListPool<Region>,
    block_lists: ListPool<Block>,
    unregistered: PrimaryMap<Unreg, (Box<str>, Option<Attr>)>,
    /// Whether read-only work on the IR (printing, verifying) may use several threads.
    multithreading: bool,
}

// Threads share the IR read-only (parallel printing and verification): keep it `Sync`.
const _: () = {
    const fn assert_sync<T: Sync + Send>() {}
    assert_sync::<Context>();
};

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// A memref layout that is not strided ([`Context::memref_layout`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotStrided;

impl Context {
    /// An empty context.
    pub fn new() -> Context {
        let mut locs = LocTable::default();
        let unknown_loc = locs.intern(LocData::Unknown);
        let mut attr_lists = Interner::default();
        attr_lists.intern(Box::default());
        let mut idents = Interner::default();
        let known = KnownIdents::intern(&mut idents);
        let mut types = Interner::default();
        let index_ty = types.intern(TypeData::Index);
        Context {
            ops: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            values: PrimaryMap::new(),
            types,
            attrs: Interner::default(),
            locs,
            idents,
            known,
            index_ty,
            bool_attrs: [None; 2],
            small_index_attrs: [None; 32],
            unknown_loc,
            mutations: 0,
            verified: LastVerified::default(),
            erased_ops: Vec::new(),
            free_ops: Vec::new(),
            result_pool: Vec::new(),
            attr_lists,
            region_lists: ListPool::new(),
            block_lists: ListPool::new(),
            unregistered: PrimaryMap::new(),
            multithreading: true,
        }
    }

    /// Allows or forbids threads for printing and verifying (upstream's
    /// `MLIRContext::disableMultithreading`, `--mlir-disable-threading`). On by default, as
    /// upstream; the output is the same either way.
    pub fn set_multithreading(&mut self, on: bool) {
        self.multithreading = on;
    }
    /// Whether threads are allowed ([`Context::set_multithreading`]).
    pub fn multithreading(&self) -> bool {
        self.multithreading
    }
    /// How many threads work on the IR may use: 1 when multithreading is off or the IR is
    /// small (under [`crate::par::min_parallel_ops`] ops: a thread would cost more than it
    /// saves), else the machine's parallelism.
    pub fn threads(&self) -> usize {
        if !self.multithreading || self.ops.len() < crate::par::min_parallel_ops() {
            1
        } else {
            crate::par::available_threads()
        }
    }

    /// Lets [`Context::create_op`] reuse the slots of the ops erased so far. Only for when
    /// nothing holds an erased op any more (the pass manager calls it between passes): a
    /// handle to one would then name another op.
    pub fn recycle_erased(&mut self) {
        self.free_ops.append(&mut self.erased_ops);
    }

    /// How many IR changes were made so far (see [`Context::is_verified`]).
    pub fn mutation_count(&self) -> u64 {
        self.mutations
    }
    /// Records that `op` (and so everything nested in it) verified with the IR as it is now.
    pub fn note_verified(&self, op: Op) {
        *self.verified.lock() = Some((op, self.mutations));
    }
    /// Whether `op` is, or is nested in, the op last verified, and the IR has not changed
    /// since.
    pub fn is_verified(&self, op: Op) -> bool {
        let last = *self.verified.lock();
        match last {
            Some((v, n)) if n == self.mutations => self.is_ancestor(v, op),
            _ => false,
        }
    }

    // ---- interning -------------------------------------------------------------------------

    /// Interns a type.
    pub fn intern_type(&mut self, t: TypeData) -> Type {
        self.types.intern(t)
    }
    /// The structure of a type.
    pub fn ty(&self, t: Type) -> &TypeData {
        self.types.get(t)
    }
    /// Interns an attribute.
    pub fn intern_attr(&mut self, a: AttrData) -> Attr {
        self.attrs.intern(a)
    }
    /// The structure of an attribute.
    pub fn attr(&self, a: Attr) -> &AttrData {
        self.attrs.get(a)
    }
    /// The layout of a ranked memref type as strides and offset ([`super::types::DYNAMIC`]
    /// for `?`): `Ok(None)` for the identity layout, `Ok(Some(..))` for a `strided<>` layout or
    /// a strided affine map, `Err(NotStrided)` for a layout map that is not strided (and for a
    /// type that is not a ranked memref).
    pub fn memref_layout(&self, t: Type) -> Result<Option<(i64, Vec<i64>)>, NotStrided> {
        match self.ty(t) {
            TypeData::MemRef { layout: None, .. } => Ok(None),
            TypeData::MemRef {
                layout: Some(l),
                shape,
                ..
            } => match self.attr(*l) {
                AttrData::Strided { strides, offset } => Ok(Some((*offset, strides.clone()))),
                AttrData::AffineMap(m) if m.is_identity() => Ok(None),
                AttrData::AffineMap(m) if m.dims as usize == shape.len() => {
                    m.strided_form().map(Some).ok_or(NotStrided)
                }
                _ => Err(NotStrided),
            },
            _ => Err(NotStrided),
        }
    }
    /// [`Context::memref_layout`] with the identity layout spelled out: `(offset, strides)`
    /// of a ranked memref type (row-major strides for the identity, [`super::types::DYNAMIC`]
    /// past a dynamic size), `None` when the layout is not strided.
    pub fn memref_strides(&self, t: Type) -> Option<(i64, Vec<i64>)> {
        match self.memref_layout(t).ok()? {
            Some(l) => Some(l),
            None => Some((0, row_major_strides(self.ty(t).shape()?))),
        }
    }
    /// Interns an identifier.
    pub fn ident(&mut self, s: &str) -> Ident {
        self.idents.intern_by(s, || s.into())
    }
    /// The text of an identifier.
    pub fn ident_str(&self, i: Ident) -> &str {
        self.idents.get(i)
    }
    /// Interns a location.
    pub fn intern_loc(&mut self, l: LocData) -> Loc {
        self.locs.intern(l)
    }
    /// Interns `loc(file:line:col)` (the parser's location of every op: no [`LocData`] built).
    pub fn file_loc(&mut self, file: &std::sync::Arc<str>, line: u32, col: u32) -> Loc {
        self.locs.intern_file_loc(file, line, col)
    }
    /// Whether any attribute interned so far satisfies `f` (attributes are never removed, so
    /// a `false` holds for everything the IR can refer to).
    pub fn any_attr(&self, f: impl Fn(&AttrData) -> bool) -> bool {
        self.attrs.items.values().any(f)
    }
    /// The structure of a location.
    pub fn loc(&self, l: Loc) -> std::borrow::Cow<'_, LocData> {
        self.locs.get(l)
    }
    /// MLIR's `FusedLoc::get` without metadata: nested fused locations flattened, unknown
    /// ones and repeats dropped; one left is itself, none is `loc(unknown)`.
    pub fn fused_loc(&mut self, locs: &[Loc]) -> Loc {
        let mut flat: Vec<Loc> = Vec::new();
        for &l in locs {
            let parts = match &*self.loc(l) {
                LocData::Fused { meta: None, locs } => locs.clone(),
                LocData::Unknown => vec![],
                _ => vec![l],
            };
            for p in parts {
                if !flat.contains(&p) {
                    flat.push(p);
                }
            }
        }
        match flat.len() {
            0 => self.unknown_loc(),
            1 => flat[0],
            _ => self.intern_loc(LocData::Fused {
                meta: None,
                locs: flat,
            }),
        }
    }
    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Loc {
        self.unknown_loc
    }
    /// `iN` (signless).
    pub fn int_type(&mut self, width: u32) -> Type {
        self.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.index_ty
    }
    /// The attribute names interned up front ([`KnownIdents`]).
    pub fn known(&self) -> KnownIdents {
        self.known
    }
    /// The element type of a vector type; any other type itself.
    pub fn elem_or_self(&self, t: Type) -> Type {
        match self.ty(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        }
    }
    /// `vector<shape x elem>` (fixed size); an empty shape is the 0-D vector.
    pub fn vector_type(&mut self, shape: Vec<i64>, elem: Type) -> Type {
        let scalable = vec![false; shape.len()];
        self.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem,
        })
    }
    /// A float type.
    pub fn float_type(&mut self, k: FloatKind) -> Type {
        self.intern_type(TypeData::Float(k))
    }
    /// An integer attribute of type `ty`, normalised to the type's width; for a vector or
    /// tensor type the splat of that value (as upstream's `getIntegerAttr`/`getZeroAttr` on
    /// shaped types).
    pub fn int_attr(&mut self, value: i128, ty: Type) -> Attr {
        if let Some(elem) = self.vector_or_tensor_elem(ty) {
            let value = self.normalize_int(value, elem);
            return self.dense_attr(ty, vec![DenseValue::Int(value)]);
        }
        let value = self.normalize_int(value, ty);
        self.intern_attr(AttrData::Integer { value, ty })
    }
    /// A float attribute of type `ty` holding the raw `bits`; for a vector or tensor type the
    /// splat of that value.
    pub fn float_attr(&mut self, bits: u64, ty: Type) -> Attr {
        if self.vector_or_tensor_elem(ty).is_some() {
            return self.dense_attr(ty, vec![DenseValue::Float(bits)]);
        }
        self.intern_attr(AttrData::Float { bits, ty })
    }
    /// A `dense<...>` attribute of the vector or tensor type `ty` in canonical form: integers
    /// normalised to the element type, and equal elements held as one (a splat), as upstream's
    /// `DenseElementsAttr::get` stores them.
    pub fn dense_attr(&mut self, ty: Type, mut values: Vec<DenseValue>) -> Attr {
        if let Some(elem) = self.vector_or_tensor_elem(ty) {
            for v in &mut values {
                if let DenseValue::Int(x) = v {
                    *x = self.normalize_int(*x, elem);
                }
            }
        }
        if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
            values.truncate(1);
        }
        self.intern_attr(AttrData::DenseElements { ty, values })
    }
    /// The element type of a vector or ranked tensor type.
    pub fn vector_or_tensor_elem(&self, ty: Type) -> Option<Type> {
        match self.ty(ty) {
            TypeData::Vector { elem, .. } | TypeData::Tensor { elem, .. } => Some(*elem),
            _ => None,
        }
    }
    /// `ty` with its element type replaced by `elem` (a vector or tensor of the same shape),
    /// or `elem` itself for a scalar `ty` (upstream's `getI1SameShape` and friends).
    pub fn same_shape(&mut self, ty: Type, elem: Type) -> Type {
        let data = match self.ty(ty).clone() {
            TypeData::Vector {
                shape, scalable, ..
            } => TypeData::Vector {
                shape,
                scalable,
                elem,
            },
            TypeData::Tensor {
                shape, encoding, ..
            } => TypeData::Tensor {
                shape,
                elem,
                encoding,
            },
            TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { elem },
            _ => return elem,
        };
        self.intern_type(data)
    }
    /// An `i64` integer attribute.
    pub fn i64_attr(&mut self, value: i64) -> Attr {
        let t = self.int_type(64);
        self.int_attr(value as i128, t)
    }
    /// `value : index` ([`Context::int_attr`] on the index type).
    pub fn index_attr(&mut self, value: i64) -> Attr {
        let slot = usize::try_from(value).ok().filter(|i| *i < 32);
        if let Some(a) = slot.and_then(|i| self.small_index_attrs[i]) {
            return a;
        }
        let t = self.index_ty;
        let a = self.int_attr(value as i128, t);
        if let Some(i) = slot {
            self.small_index_attrs[i] = Some(a);
        }
        a
    }
    /// `true`/`false`.
    pub fn bool_attr(&mut self, value: bool) -> Attr {
        if let Some(a) = self.bool_attrs[value as usize] {
            return a;
        }
        let t = self.int_type(1);
        let a = self.int_attr(value as i128, t);
        self.bool_attrs[value as usize] = Some(a);
        a
    }
    /// `unit`.
    pub fn unit_attr(&mut self) -> Attr {
        self.intern_attr(AttrData::Unit)
    }
    /// A string attribute.
    pub fn str_attr(&mut self, s: &str) -> Attr {
        self.intern_attr(AttrData::String {
            bytes: s.as_bytes().to_vec(),
            ty: None,
        })
    }
    /// A `array<i32: ...>` attribute.
    pub fn dense_i32_array(&mut self, values: &[i64]) -> Attr {
        let elem = self.int_type(32);
        self.intern_attr(AttrData::DenseArray {
            elem,
            values: values.iter().map(|v| *v as i128).collect(),
        })
    }
    /// A `array<i64: ...>` attribute.
    pub fn dense_i64_array(&mut self, values: &[i64]) -> Attr {
        let elem = self.int_type(64);
        self.intern_attr(AttrData::DenseArray {
            elem,
            values: values.iter().map(|v| *v as i128).collect(),
        })
    }

    /// Wraps `value` to the width of the integer type `ty` (sign- or zero-extending as its
    /// signedness says); `index` is 64 bits wide.
    pub fn normalize_int(&self, value: i128, ty: Type) -> i128 {
        let (width, unsigned) = match self.ty(ty) {
            TypeData::Integer { width, signedness } => {
                (*width, *signedness == Signedness::Unsigned)
            }
            TypeData::Index => (64, false),
            _ => return value,
        };
        if width >= 128 || width == 0 {
            return value;
        }
        let mask = (1u128 << width) - 1;
        let v = (value as u128) & mask;
        if unsigned {
            v as i128
        } else if v >> (width - 1) & 1 == 1 {
            (v | !mask) as i128
        } else {
            v as i128
        }
    }

    // ---- values ----------------------------------------------------------------------------

    /// The data of a value.
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v]
    }
    /// The type of a value.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    /// The types of operand 0 and result 0: the source and result of a view, cast or reshape.
    pub fn source_result_types(&self, op: Op) -> (Type, Type) {
        (
            self.value_type(self.operand(op, 0)),
            self.value_type(self.result(op, 0)),
        )
    }
    /// Changes the type of a value (passes that rewrite types use this).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.mutations += 1;
        self.values[v].ty = ty;
    }
    /// The location of a value (a block argument's own; an op result's is its op's).
    pub fn value_loc(&self, v: Value) -> Loc {
        match self.values[v].def {
            ValueDef::Result(op, _) => self.ops[op].loc,
            _ => self.values[v].loc,
        }
    }
    /// The block argument index of `v`, if it is a block argument.
    pub fn block_arg_index(&self, v: Value) -> Option<usize> {
        match self.values[v].def {
            ValueDef::BlockArg(_, i) => Some(i as usize),
            _ => None,
        }
    }
    /// Sets the location of a value (block arguments carry their own).
    pub fn set_value_loc(&mut self, v: Value, loc: Loc) {
        self.mutations += 1;
        self.values[v].loc = loc;
    }
    /// Creates an unattached placeholder value (parser forward references).
    pub fn create_placeholder(&mut self, ty: Type, loc: Loc) -> Value {
        self.mutations += 1;
        self.values.push(ValueData {
            ty,
            def: ValueDef::Placeholder,
            uses: SmallVec::new(),
            loc,
        })
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }
    /// The block that defines `v` (the op's block, or the block whose argument it is).
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.values[v].def {
            ValueDef::Result(op, _) => self.ops[op].parent.expand(),
            ValueDef::BlockArg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }
    /// The uses of `v`.
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v].uses
    }
    /// Whether `v` has no uses.
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v].uses.is_empty()
    }
    /// Replaces every use of `from` by `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        self.mutations += 1;
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from].uses);
        for u in &uses {
            self.ops[u.op].operands[u.index as usize] = to;
        }
        self.values[to].uses.extend(uses);
    }
    /// Replaces uses of `from` by `to` where `pred` holds for the use.
    pub fn replace_uses_where(
        &mut self,
        from: Value,
        to: Value,
        pred: impl Fn(&Context, Use) -> bool,
    ) {
        let uses = self.values[from].uses.clone();
        for u in uses {
            if pred(self, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    // ---- ops -------------------------------------------------------------------------------

    /// The data of an op.
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op]
    }
    /// The kind of an op.
    pub fn kind(&self, op: Op) -> OpKind {
        self.ops[op].kind
    }
    /// The full name of an op (`dialect.name`).
    pub fn op_name(&self, op: Op) -> &str {
        let d = &self.ops[op];
        match d.unregistered.expand() {
            Some(u) => &self.unregistered[u].0,
            None => d.kind.name(),
        }
    }
    /// The name and properties (`<{...}>`) of an unregistered op; `None` for registered ops.
    pub fn unregistered(&self, op: Op) -> Option<(&str, Option<Attr>)> {
        let u = &self.unregistered[self.ops[op].unregistered.expand()?];
        Some((&u.0, u.1))
    }
    /// The operands of an op.
    pub fn operands(&self, op: Op) -> &[Value] {
        &self.ops[op].operands
    }
    /// Operand `i` of an op.
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.ops[op].operands[i]
    }
    /// The results of an op.
    pub fn results(&self, op: Op) -> &[Value] {
        let d = &self.ops[op];
        &self.result_pool[d.results as usize..][..d.n_results as usize]
    }
    /// Result `i` of an op.
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.results(op)[i]
    }
    /// The regions of an op.
    pub fn regions(&self, op: Op) -> &[Region] {
        self.ops[op].regions.as_slice(&self.region_lists)
    }
    /// The successors of an op.
    pub fn successors(&self, op: Op) -> &[Block] {
        self.ops[op].successors.as_slice(&self.block_lists)
    }
    /// The location of an op.
    pub fn op_loc(&self, op: Op) -> Loc {
        self.ops[op].loc
    }
    /// Sets the location of an op.
    pub fn set_op_loc(&mut self, op: Op, loc: Loc) {
        self.mutations += 1;
        self.ops[op].loc = loc;
    }

    /// Creates a region not yet owned by an op.
    pub fn create_region(&mut self) -> Region {
        self.mutations += 1;
        self.regions.push(RegionData::default())
    }

    /// Creates a detached op with fresh results, owning `regions` (created by
    /// [`Context::create_region`]).
    #[allow(clippy::too_many_arguments)]
    pub fn create_op(
        &mut self,
        kind: OpKind,
        unregistered_name: Option<&str>,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(String, Attr)>,
        regions: &[Region],
        successors: &[Block],
        loc: Loc,
    ) -> Op {
        let attrs: SmallVec<[(Ident, Attr); 4]> = attrs
            .into_iter()
            .map(|(k, v)| (self.ident(&k), v))
            .collect();
        self.create_op_with(
            kind,
            unregistered_name,
            operands,
            result_types,
            attrs,
            regions,
            successors,
            loc,
        )
    }

    /// [`Context::create_op`] with interned attribute names (the parser's form: no string
    /// per attribute).
    #[allow(clippy::too_many_arguments)]
    pub fn create_op_with(
        &mut self,
        kind: OpKind,
        unregistered_name: Option<&str>,
        operands: &[Value],
        result_types: &[Type],
        mut attrs: SmallVec<[(Ident, Attr); 4]>,
        regions: &[Region],
        successors: &[Block],
        loc: Loc,
    ) -> Op {
        // Stable sort, then keep the first of equal keys (most ops have at most one).
        if attrs.len() > 1 {
            attrs.sort_by(|a, b| self.idents.get(a.0).cmp(self.idents.get(b.0)));
            attrs.dedup_by(|a, b| a.0 == b.0);
        }
        self.mutations += 1;
        let attrs = self.intern_attr_list(&attrs);
        let unregistered = unregistered_name
            .map(|n| self.unregistered.push((n.into(), None)))
            .into();
        let n_results = u32::try_from(result_types.len()).expect("fewer than 2^32 results");
        let regions_list = EntityList::from_slice(regions, &mut self.region_lists);
        let successors = EntityList::from_slice(successors, &mut self.block_lists);
        let (op, old) = self.alloc_op(OpData {
            kind,
            unregistered,
            operands: SmallVec::new(),
            results: 0,
            n_results,
            attrs,
            regions: regions_list,
            successors,
            loc,
            parent: None.into(),
            prev: None.into(),
            next: None.into(),
            seq: SeqNo::default(),
            erased: false,
        });
        for (i, v) in operands.iter().enumerate() {
            self.values[*v].uses.push(Use {
                op,
                index: i as u32,
            });
        }
        self.ops[op].operands = operands.into();
        // A recycled op's results were erased with it: the unused ones (no live op names
        // them) keep their value slots, and its range of the result pool is reused when the
        // new results fit.
        let mut reuse: SmallVec<[Value; 2]> = SmallVec::new();
        let mut start = None;
        if let Some((old_start, old_n)) = old {
            let old_values = &self.result_pool[old_start as usize..][..old_n as usize];
            reuse.extend(
                old_values
                    .iter()
                    .rev()
                    .copied()
                    .filter(|v| self.values[*v].uses.is_empty()),
            );
            if n_results <= old_n {
                start = Some(old_start);
            }
        }
        let mut results: SmallVec<[Value; 2]> = SmallVec::new();
        for (i, t) in result_types.iter().enumerate() {
            let data = ValueData {
                ty: *t,
                def: ValueDef::Result(op, i as u32),
                uses: Default::default(),
                loc,
            };
            results.push(match reuse.pop() {
                Some(v) => {
                    self.values[v] = data;
                    v
                }
                None => self.values.push(data),
            });
        }
        let start = match start {
            Some(s) => {
                self.result_pool[s as usize..][..results.len()].copy_from_slice(&results);
                s
            }
            None => {
                let s = u32::try_from(self.result_pool.len()).expect("fewer than 2^32 results");
                self.result_pool.extend_from_slice(&results);
                s
            }
        };
        self.ops[op].results = start;
        for &r in regions {
            debug_assert!(self.regions[r].parent.is_none(), "region already owned");
            self.regions[r].parent = Some(op);
        }
        op
    }

    /// A slot for `data`: a recycled one, or a new one; with the recycled op's range of the
    /// result pool (start, length), whose values the new op's results may reuse.
    fn alloc_op(&mut self, data: OpData) -> (Op, Option<(u32, u32)>) {
        match self.free_ops.pop() {
            Some(op) => {
                let mut old = std::mem::replace(&mut self.ops[op], data);
                old.regions.clear(&mut self.region_lists);
                old.successors.clear(&mut self.block_lists);
                (op, Some((old.results, old.n_results)))
            }
            None => (self.ops.push(data), None),
        }
    }

    fn intern_attr_list(&mut self, attrs: &[(Ident, Attr)]) -> AttrList {
        if attrs.is_empty() {
            // Interned first, in `Context::new`.
            return AttrList::new(0);
        }
        self.attr_lists.intern_by(attrs, || attrs.into())
    }

    /// Sets operand `i` of `op` to `v`, keeping use lists right.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        self.mutations += 1;
        let old = self.ops[op].operands[i];
        let u = Use {
            op,
            index: i as u32,
        };
        // `remove`, not `swap_remove`: the order of the other uses is kept, as MLIR's use
        // lists keep it (the greedy driver queues users in that order).
        if let Some(p) = self.values[old].uses.iter().position(|x| *x == u) {
            self.values[old].uses.remove(p);
        }
        self.ops[op].operands[i] = v;
        self.values[v].uses.push(u);
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: Op, operands: &[Value]) {
        self.mutations += 1;
        self.drop_operand_uses(op);
        for (i, v) in operands.iter().enumerate() {
            self.values[*v].uses.push(Use {
                op,
                index: i as u32,
            });
        }
        self.ops[op].operands = operands.into();
    }

    fn drop_operand_uses(&mut self, op: Op) {
        let operands = std::mem::take(&mut self.ops[op].operands);
        for (i, v) in operands.iter().enumerate() {
            let u = Use {
                op,
                index: i as u32,
            };
            let uses = &mut self.values[*v].uses;
            // Order-keeping, as in `set_operand`.
            if let Some(p) = uses.iter().position(|x| *x == u) {
                uses.remove(p);
            }
        }
    }

    /// Sets the properties dictionary of an unregistered op.
    pub fn set_unregistered_props(&mut self, op: Op, props: Attr) {
        self.mutations += 1;
        if let Some(u) = self.ops[op].unregistered.expand() {
            self.unregistered[u].1 = Some(props);
        }
    }

    /// Sets the successors of `op`.
    pub fn set_successors(&mut self, op: Op, succs: &[Block]) {
        self.mutations += 1;
        let mut l = std::mem::take(&mut self.ops[op].successors);
        l.clear(&mut self.block_lists);
        l.extend(succs.iter().copied(), &mut self.block_lists);
        self.ops[op].successors = l;
    }

    /// Looks up an attribute by name.
    #[inline]
    pub fn get_attr(&self, op: Op, name: &str) -> Option<Attr> {
        // Most ops have none (the verifier asks every op for a few names): the empty list is
        // interned first, as list 0, so the inlined check is all they cost.
        let list = self.ops[op].attrs;
        if list == AttrList::new(0) {
            return None;
        }
        self.find_attr(list, name)
    }
    /// [`Context::get_attr`] by interned name (no text compared).
    pub fn get_attr_id(&self, op: Op, name: Ident) -> Option<Attr> {
        let list = self.ops[op].attrs;
        if list == AttrList::new(0) {
            return None;
        }
        self.attr_lists
            .get(list)
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| *v)
    }
    #[inline(never)]
    fn find_attr(&self, list: AttrList, name: &str) -> Option<Attr> {
        self.attr_lists
            .get(list)
            .iter()
            .find(|(k, _)| &**self.idents.get(*k) == name)
            .map(|(_, v)| *v)
    }
    /// A `func.func`'s signature, (inputs, results), from its `function_type` (`None` when it
    /// has none or it is not a function type).
    pub fn function_type(&self, f: Op) -> Option<(&[Type], &[Type])> {
        let AttrData::Type(t) = self.attr(self.get_attr(f, "function_type")?) else {
            return None;
        };
        match self.ty(*t) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
    /// Operand segment sizes of an op (its `operandSegmentSizes`; one segment holding every
    /// operand when it has none).
    pub fn segments(&self, op: Op) -> Vec<usize> {
        match self
            .get_attr_id(op, self.known.operand_segment_sizes)
            .map(|a| self.attr(a))
        {
            Some(AttrData::DenseArray { values, .. }) => {
                values.iter().map(|v| *v as usize).collect()
            }
            _ => vec![self.operands(op).len()],
        }
    }
    /// The operands of segment `i` (empty past the last segment or when the sizes overrun the
    /// operands of invalid IR).
    pub fn segment(&self, op: Op, i: usize) -> &[Value] {
        self.segments_of(op)(i)
    }
    /// [`Self::segment`] for any `i`, with one look-up of the sizes (for callers that take
    /// several segments of the same op).
    pub fn segments_of<'a>(&'a self, op: Op) -> impl Fn(usize) -> &'a [Value] + 'a {
        let ops = self.operands(op);
        let sizes = match self
            .get_attr_id(op, self.known.operand_segment_sizes)
            .map(|a| self.attr(a))
        {
            Some(AttrData::DenseArray { values, .. }) => Some(values),
            _ => None,
        };
        move |i| {
            let (start, len) = match sizes {
                Some(values) => (
                    values.iter().take(i).map(|v| *v as usize).sum::<usize>(),
                    values.get(i).map(|v| *v as usize).unwrap_or(0),
                ),
                None if i == 0 => (0, ops.len()),
                None => (0, 0),
            };
            &ops[start.min(ops.len())..(start + len).min(ops.len())]
        }
    }
    /// An op's dense i64 array attribute (`static_sizes`, `static_offsets`, ...); empty when
    /// absent.
    pub fn i64_array(&self, op: Op, name: &str) -> Vec<i64> {
        match self.get_attr(op, name).map(|a| self.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => values.iter().map(|v| *v as i64).collect(),
            _ => Vec::new(),
        }
    }
    /// The `alignment` attribute of an allocation or global in bytes; 0 when absent (the
    /// verifier has checked it is a positive power of two).
    pub fn alignment(&self, op: Op) -> usize {
        match self.get_attr(op, "alignment").map(|a| self.attr(a)) {
            Some(AttrData::Integer { value, .. }) => usize::try_from(*value).unwrap_or(0),
            _ => 0,
        }
    }
    /// The `reassociation` of `memref.expand_shape`/`collapse_shape`: groups of dimension
    /// indices (an entry that is not an integer reads as -1, which the verifier rejects).
    pub fn reassociation(&self, op: Op) -> Vec<Vec<i64>> {
        let Some(AttrData::Array(groups)) =
            self.get_attr(op, "reassociation").map(|a| self.attr(a))
        else {
            return Vec::new();
        };
        groups
            .iter()
            .map(|g| match self.attr(*g) {
                AttrData::Array(items) => items
                    .iter()
                    .map(|i| match self.attr(*i) {
                        AttrData::Integer { value, .. } => *value as i64,
                        _ => -1,
                    })
                    .collect(),
                _ => Vec::new(),
            })
            .collect()
    }
    /// Sets (or replaces) an attribute.
    pub fn set_attr(&mut self, op: Op, name: &str, value: Attr) {
        self.mutations += 1;
        let id = self.ident(name);
        let idents = &self.idents;
        let mut attrs: SmallVec<[(Ident, Attr); 4]> = self.attrs(op).into();
        match attrs.binary_search_by(|(k, _)| (**idents.get(*k)).cmp(name)) {
            Ok(i) => attrs[i].1 = value,
            Err(i) => attrs.insert(i, (id, value)),
        }
        self.ops[op].attrs = self.intern_attr_list(&attrs);
    }
    /// Removes an attribute; returns it if it was present.
    pub fn remove_attr(&mut self, op: Op, name: &str) -> Option<Attr> {
        self.mutations += 1;
        let idents = &self.idents;
        let mut attrs: SmallVec<[(Ident, Attr); 4]> = self.attrs(op).into();
        let i = attrs.iter().position(|(k, _)| &**idents.get(*k) == name)?;
        let removed = attrs.remove(i).1;
        self.ops[op].attrs = self.intern_attr_list(&attrs);
        Some(removed)
    }
    /// All attributes of an op, sorted by key.
    pub fn attrs(&self, op: Op) -> &[(Ident, Attr)] {
        self.attr_lists.get(self.ops[op].attrs)
    }
    /// An op's attributes by name, to build a copy of the op.
    pub fn named_attrs(&self, op: Op) -> Vec<(String, Attr)> {
        self.attrs(op)
            .iter()
            .map(|(k, v)| (self.ident_str(*k).to_string(), *v))
            .collect()
    }

    // ---- layout: ops in blocks -------------------------------------------------------------

    /// The block containing `op`.
    pub fn op_block(&self, op: Op) -> Option<Block> {
        self.ops[op].parent.expand()
    }
    /// The op owning the region that contains `op`'s block.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let b = self.ops[op].parent.expand()?;
        self.block_parent_op(b)
    }
    /// The op owning the region that contains `b`.
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        let r = self.blocks[b].parent?;
        self.regions[r].parent
    }
    /// The op of `block` that is `op` or holds it in a nested region (MLIR's
    /// `Block::findAncestorOpInBlock`).
    pub fn ancestor_op_in_block(&self, block: Block, mut op: Op) -> Option<Op> {
        loop {
            if self.op_block(op) == Some(block) {
                return Some(op);
            }
            op = self.parent_op(op)?;
        }
    }
    /// The block of region `r` that is `b` or holds it in a nested region (MLIR's
    /// `Region::findAncestorBlockInRegion`).
    pub fn ancestor_block_in_region(&self, r: Region, mut b: Block) -> Option<Block> {
        loop {
            if self.block_region(b) == Some(r) {
                return Some(b);
            }
            b = self.op_block(self.block_parent_op(b)?)?;
        }
    }
    /// The ancestors of `a` and `b` in the innermost region holding both (MLIR's
    /// `tryGetBlocksInSameRegion`).
    pub fn blocks_in_same_region(&self, a: Block, b: Block) -> Option<(Block, Block)> {
        let mut x = a;
        loop {
            if let Some(y) = self
                .block_region(x)
                .and_then(|r| self.ancestor_block_in_region(r, b))
            {
                return Some((x, y));
            }
            x = self.op_block(self.block_parent_op(x)?)?;
        }
    }
    /// The next op in the block.
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op].next.expand()
    }
    /// The previous op in the block.
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op].prev.expand()
    }

    /// Inserts a detached `op` before `before` (or at the end of `block` when `None`).
    pub fn insert_op(&mut self, block: Block, before: Option<Op>, op: Op) {
        self.mutations += 1;
        debug_assert!(self.ops[op].parent.is_none(), "op already inserted");
        let prev = match before {
            Some(b) => self.ops[b].prev.expand(),
            None => self.blocks[block].last,
        };
        self.ops[op].parent = block.into();
        self.ops[op].prev = prev.into();
        self.ops[op].next = before.into();
        match prev {
            Some(p) => self.ops[p].next = op.into(),
            None => self.blocks[block].first = Some(op),
        }
        match before {
            Some(b) => self.ops[b].prev = op.into(),
            None => self.blocks[block].last = Some(op),
        }
        *self.blocks[block].order_valid.0.get_mut() = false;
    }
    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        self.insert_op(block, None, op);
    }
    /// Inserts a detached `op` right after `after`.
    pub fn insert_op_after(&mut self, after: Op, op: Op) {
        let b = self.ops[after]
            .parent
            .expand()
            .expect("anchor op not in a block");
        let next = self.ops[after].next.expand();
        self.insert_op(b, next, op);
    }
    /// Removes `op` from its block without destroying it.
    pub fn detach_op(&mut self, op: Op) {
        self.mutations += 1;
        let Some(block) = self.ops[op].parent.expand() else {
            return;
        };
        let (prev, next) = (self.ops[op].prev.expand(), self.ops[op].next.expand());
        match prev {
            Some(p) => self.ops[p].next = next.into(),
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev.into(),
            None => self.blocks[block].last = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None.into();
        d.prev = None.into();
        d.next = None.into();
    }
    /// Erases `op` and everything nested in it. Its results must be unused (or used only inside
    /// the erased op).
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        self.erase_detached(op);
    }
    fn erase_detached(&mut self, op: Op) {
        // Erased twice, it would be recycled twice.
        if self.ops[op].erased {
            return;
        }
        self.mutations += 1;
        let regions = self.regions(op).to_vec();
        for r in regions {
            while let Some(b) = self.regions[r].first {
                self.erase_block(b);
            }
        }
        self.drop_operand_uses(op);
        self.ops[op].erased = true;
        self.erased_ops.push(op);
    }

    /// Ops of a block, in order.
    pub fn block_ops(&self, b: Block) -> BlockOps<'_> {
        BlockOps {
            ctx: self,
            cur: self.blocks[b].first,
        }
    }
    /// First op of a block.
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].first
    }
    /// Last op of a block (its terminator, in well-formed IR).
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].last
    }

    /// Whether `a` comes before `b`; both must be in the same block. O(1) amortised.
    pub fn is_before_in_block(&self, a: Op, b: Op) -> bool {
        let block = self.ops[a].parent.expand().expect("op not in a block");
        debug_assert_eq!(Some(block), self.ops[b].parent.expand());
        // Threads that number the same block at once store the same numbers; the flag's
        // release/acquire makes a finished numbering visible to the threads that see it set.
        if !self.blocks[block].order_valid.0.load(Ordering::Acquire) {
            let mut i = 0;
            let mut cur = self.blocks[block].first;
            while let Some(o) = cur {
                self.ops[o].seq.0.store(i, Ordering::Relaxed);
                i += 1;
                cur = self.ops[o].next.expand();
            }
            self.blocks[block]
                .order_valid
                .0
                .store(true, Ordering::Release);
        }
        self.ops[a].seq.0.load(Ordering::Relaxed) < self.ops[b].seq.0.load(Ordering::Relaxed)
    }

    // ---- blocks and regions ----------------------------------------------------------------

    /// The data of a block.
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b]
    }
    /// Arguments of a block.
    pub fn block_args(&self, b: Block) -> &[Value] {
        &self.blocks[b].args
    }
    /// Creates a detached empty block.
    pub fn create_block(&mut self) -> Block {
        self.mutations += 1;
        self.blocks.push(BlockData::default())
    }
    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, b: Block, ty: Type, loc: Loc) -> Value {
        self.mutations += 1;
        let idx = self.blocks[b].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg(b, idx),
            uses: SmallVec::new(),
            loc,
        });
        self.blocks[b].args.push(v);
        v
    }
    /// Removes argument `i` of a block; it must be unused.
    pub fn erase_block_arg(&mut self, b: Block, i: usize) {
        self.mutations += 1;
        self.blocks[b].args.remove(i);
        for (j, v) in self.blocks[b].args.clone().into_iter().enumerate() {
            self.values[v].def = ValueDef::BlockArg(b, j as u32);
        }
    }
    /// Appends a detached block to a region.
    pub fn append_block(&mut self, r: Region, b: Block) {
        self.insert_block(r, None, b);
    }
    /// Inserts a detached block before `before` (or at the end).
    pub fn insert_block(&mut self, r: Region, before: Option<Block>, b: Block) {
        self.mutations += 1;
        let prev = match before {
            Some(x) => self.blocks[x].prev,
            None => self.regions[r].last,
        };
        self.blocks[b].parent = Some(r);
        self.blocks[b].prev = prev;
        self.blocks[b].next = before;
        match prev {
            Some(p) => self.blocks[p].next = Some(b),
            None => self.regions[r].first = Some(b),
        }
        match before {
            Some(x) => self.blocks[x].prev = Some(b),
            None => self.regions[r].last = Some(b),
        }
    }
    /// Unlinks a block from its region without destroying it.
    pub fn detach_block(&mut self, b: Block) {
        self.mutations += 1;
        let Some(r) = self.blocks[b].parent else {
            return;
        };
        let (prev, next) = (self.blocks[b].prev, self.blocks[b].next);
        match prev {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[r].first = next,
        }
        match next {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[r].last = prev,
        }
        let d = &mut self.blocks[b];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }
    /// Erases a block and all its ops.
    pub fn erase_block(&mut self, b: Block) {
        self.detach_block(b);
        while let Some(op) = self.blocks[b].last {
            self.detach_op(op);
            self.erase_detached(op);
        }
    }
    /// The region containing a block.
    pub fn block_region(&self, b: Block) -> Option<Region> {
        self.blocks[b].parent
    }
    /// The data of a region.
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r]
    }
    /// A new region holding the blocks of `r`, which is left empty (for rebuilding the op that
    /// owns `r` with other operands or results).
    pub fn take_region(&mut self, r: Region) -> Region {
        let nr = self.create_region();
        while let Some(b) = self.regions[r].first {
            self.detach_block(b);
            self.append_block(nr, b);
        }
        nr
    }
    /// Whether `anc` is `r` or contains it through nested ops (MLIR's `Region::isAncestor`).
    pub fn region_is_ancestor(&self, anc: Region, mut r: Region) -> bool {
        loop {
            if r == anc {
                return true;
            }
            match self.region(r).parent.and_then(|p| self.op_block(p)) {
                Some(b) => match self.block_region(b) {
                    Some(pr) => r = pr,
                    None => return false,
                },
                None => return false,
            }
        }
    }
    /// The blocks of a region, in order.
    pub fn region_blocks(&self, r: Region) -> RegionBlocks<'_> {
        RegionBlocks {
            ctx: self,
            cur: self.regions[r].first,
        }
    }
    /// The entry block of a region.
    pub fn entry_block(&self, r: Region) -> Option<Block> {
        self.regions[r].first
    }
    /// The `func.func` ops directly in a module's body, in order (none for a module without
    /// a body).
    pub fn module_funcs(&self, module: Op) -> Vec<Op> {
        let Some(body) = self
            .regions(module)
            .first()
            .and_then(|r| self.entry_block(*r))
        else {
            return Vec::new();
        };
        self.block_ops(body)
            .filter(|o| self.kind(*o) == OpKind::FuncFunc)
            .collect()
    }
    /// The block after `b` in its region.
    pub fn next_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].next
    }
    /// Whether a region has no blocks.
    pub fn region_is_empty(&self, r: Region) -> bool {
        self.regions[r].first.is_none()
    }

    // ---- walks -----------------------------------------------------------------------------

    /// Visits `op` and all ops nested in it, pre-order.
    pub fn walk(&self, op: Op, f: &mut dyn FnMut(Op)) {
        f(op);
        for &r in self.regions(op) {
            let mut b = self.regions[r].first;
            while let Some(bb) = b {
                let mut o = self.blocks[bb].first;
                while let Some(oo) = o {
                    self.walk(oo, f);
                    o = self.ops[oo].next.expand();
                }
                b = self.blocks[bb].next;
            }
        }
    }
    /// All ops nested in `op` (including it), pre-order.
    pub fn collect_ops(&self, op: Op) -> Vec<Op> {
        let mut out = Vec::new();
        self.collect_into(op, &mut out);
        out
    }
    /// [`Context::collect_ops`] appended to `out` (no callback per op: this runs over whole
    /// modules several times per pass; a caller may reuse `out`'s buffer).
    pub fn collect_into(&self, op: Op, out: &mut Vec<Op>) {
        out.push(op);
        for &r in self.regions(op) {
            let mut b = self.regions[r].first;
            while let Some(bb) = b {
                let mut o = self.blocks[bb].first;
                while let Some(oo) = o {
                    let d = &self.ops[oo];
                    if d.regions.is_empty() {
                        out.push(oo);
                    } else {
                        self.collect_into(oo, out);
                    }
                    o = d.next.expand();
                }
                b = self.blocks[bb].next;
            }
        }
    }
    /// Whether `v` is defined in a region of `op` (at any depth).
    pub fn defined_inside(&self, v: Value, op: Op) -> bool {
        self.value_block(v)
            .and_then(|b| self.block_parent_op(b))
            .is_some_and(|p| self.is_ancestor(op, p))
    }
    /// Whether `ancestor` is `op` or contains it.
    pub fn is_ancestor(&self, ancestor: Op, mut op: Op) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // ---- symbols ---------------------------------------------------------------------------

    /// The `sym_name` of an op, if it has one.
    pub fn symbol_name(&self, op: Op) -> Option<&[u8]> {
        let a = self.get_attr(op, "sym_name")?;
        match self.attr(a) {
            AttrData::String { bytes, .. } => Some(bytes),
            _ => None,
        }
    }
    /// Finds the op named `name` directly in the symbol table `table`.
    pub fn lookup_symbol(&self, table: Op, name: &[u8]) -> Option<Op> {
        let r = *self.regions(table).first()?;
        let b = self.regions[r].first?;
        self.block_ops(b)
            .find(|o| self.symbol_name(*o) == Some(name))
    }
    /// All symbols defined directly in the symbol table `table`, by name.
    pub fn symbol_map(&self, table: Op) -> rustc_hash::FxHashMap<Vec<u8>, Op> {
        let mut m = rustc_hash::FxHashMap::default();
        if let Some(b) = self
            .regions(table)
            .first()
            .and_then(|r| self.regions[*r].first)
        {
            for o in self.block_ops(b) {
                if let Some(n) = self.symbol_name(o) {
                    m.entry(n.to_vec()).or_insert(o);
                }
            }
        }
        m
    }
    /// The nearest enclosing symbol table of `op` (not `op` itself).
    pub fn enclosing_symbol_table(&self, op: Op) -> Option<Op> {
        let mut cur = self.parent_op(op);
        while let Some(p) = cur {
            if self.kind(p).is_symbol_table() {
                return Some(p);
            }
            cur = self.parent_op(p);
        }
        None
    }

    /// Number of ops ever created (an upper bound for dense side tables).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    /// Number of values ever created.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }
    /// Number of blocks ever created.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    ctx: &'a Context,
    cur: Option<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let o = self.cur?;
        self.cur = self.ctx.ops[o].next.expand();
        Some(o)
    }
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    ctx: &'a Context,
    cur: Option<Block>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = Block;
    fn next(&mut self) -> Option<Block> {
        let b = self.cur?;
        self.cur = self.ctx.blocks[b].next;
        Some(b)
    }
}

/// The strides of the identity layout for `shape`: row-major, [`super::types::DYNAMIC`] past a
/// dynamic size.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    use super::types::DYNAMIC;
    let mut st = vec![1i64; shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        st[k] = if st[k + 1] == DYNAMIC || shape[k + 1] == DYNAMIC {
            DYNAMIC
        } else {
            st[k + 1].saturating_mul(shape[k + 1])
        };
    }
    st
}
