//! Cranelift lowering and the JIT engine.
//!
//! Every MLIR value becomes one or more Cranelift values ("parts"): a scalar is one part, a
//! ranked memref is its exploded descriptor `[allocated, aligned, offset, sizes.., strides..]`
//! (all `i64`), an unranked memref is `[rank, pointer to a descriptor]`. Functions of the module
//! take and return parts; structured control flow becomes Cranelift blocks with block params.
//! Every import comes from the runtime's symbol table (`memref_jit_runtime::jit::symbols`); an
//! op or type the lowering does not handle is a located error, never a guess.

mod arith;
mod bounds;
mod bufferization;
mod cf;
mod complex;
mod func;
mod math;
mod memref;
mod parallel;
mod reachable;
mod scf;
mod segv;
mod slab;
mod stack_promote;
mod static_layout;
mod tensor;
mod vector;
mod vectorize;
mod vectorize_lanes;

use crate::diag::loc_pos;
use crate::diag::{Diagnostic, SrcPos};
use crate::ir::{
    Block, BuiltinOp, Context, DialectOp, FloatKind, LinalgOp, Op, OpKind, Type, TypeData, UbOp,
    Value,
};
use crate::values::{RtVal, RunOutput};
use cranelift_codegen::ir::{self, types, AbiParam, BlockArg, InstBuilder};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{FuncId, Linkage, Module};
use memref_jit_runtime::jit::{AbiType, Symbol};
use memref_jit_runtime::Tracker;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// The Cranelift values of one MLIR value.
type Parts = SmallVec<[ir::Value; 4]>;

/// Options of the JIT engine.
#[derive(Clone, Debug, Default)]
pub struct JitOptions {
    /// Append the Cranelift IR of every function to the output's `clif` text.
    pub dump_clif: bool,
    /// Keep the disassembly of every function's machine code (`--dump-asm`).
    pub dump_asm: bool,
    /// Timing runs only: plain malloc/free without the memory checker
    /// (`Tracker::set_unchecked`).
    pub unchecked_memory: bool,
    /// Check every `memref.load`/`store`: indices against sizes, and no access to freed memory.
    /// The first failing access ends the run with a located error, as in the interpreter.
    pub check_bounds: bool,
    /// Run every `scf.for` as written, one iteration at a time (`--no-vectorize`): simple
    /// elementwise loops otherwise run in 128-bit vectors (bit-identical results).
    pub no_vectorize: bool,
    /// `-O0`: Cranelift's `opt_level` "none" instead of "speed".
    pub opt_none: bool,
    /// Shared libraries (`--shared-libs`) whose symbols define the module's external functions
    /// that the runtime does not provide; they are called with the MLIR signature's parts
    /// (memrefs exploded), as upstream's LLVM lowering calls them.
    pub shared_libs: Vec<String>,
    /// Generate host wrappers so that any function can be called with
    /// `Compiled::call_host` (the library API). `memref-run` only calls its parameterless
    /// entry point, so it does not pay for them.
    pub host_calls: bool,
    /// A failed `cf.assert` prints its message (and a newline) to the output and the run
    /// goes on, as upstream's `cf.assert` lowering without abort (`--assert=continue`).
    pub assert_continue: bool,
    /// The run's entry point: when set, only it and the functions it references, transitively,
    /// are compiled (`reachable.rs`); otherwise every function of the module.
    pub entry: Option<String>,
}

/// State shared by the lowering of all functions of a module.
struct Module_<'c> {
    ctx: &'c Context,
    module: JITModule,
    /// Functions with a body, by symbol name.
    funcs: FxHashMap<String, (FuncId, Op)>,
    /// Runtime imports already declared.
    imports: FxHashMap<&'static str, FuncId>,
    symbols: Vec<Symbol>,
    tracker: Tracker,
    /// Located messages of the runtime faults the code can raise, by fault id.
    faults: Vec<(Option<SrcPos>, String)>,
    clif: String,
    /// The lowest stack address module calls may start at (the run's thread's stack end plus
    /// [`JIT_CALL_RESERVE`]); compiled code compares its stack pointer with it at every call of
    /// a module function.
    /// Kept alive with the code, which refers to it by address.
    depth: Box<i64>,
    /// Nonzero once the run has faulted: every function then returns at once (see
    /// [`FnLower::unwind`]), so nothing runs after a fault.
    faulted: Box<i64>,
    /// The address of the run's slab tables, which checked code allocates from and frees to
    /// itself in the common cases (`slab.rs`).
    slabs: Box<u64>,
    /// The slab helper functions, once declared.
    slab_helpers: slab::SlabHelpers,
    /// Loop headers branch to the exit first (see [`FnLower::loop_branch`]): off in modules
    /// deeper than [`SINGLE_PASS_LOOP_DEPTH`] loops.
    exit_first: bool,
    /// Storage of `memref.global`s (over-allocated for alignment) and their aligned addresses.
    globals: FxHashMap<String, usize>,
    global_storage: Vec<GlobalBuf>,
    /// Timing runs (`JitOptions::unchecked_memory`): heap buffers come from malloc/free
    /// called directly, without the memory checker.
    unchecked: bool,
    /// `JitOptions::check_bounds`.
    check_bounds: bool,
    /// `!JitOptions::no_vectorize`: whether simple `scf.for` loops may run in vectors (with
    /// `--check-bounds`, only those of a nest whose accesses are checked before it runs,
    /// `bounds.rs`).
    vectorize: bool,
    /// External functions found in `--shared-libs`, by their name in the module.
    foreign: FxHashMap<String, FuncId>,
    /// Declarations with `llvm.emit_c_interface`: called as `_mlir_ciface_<name>`, each memref
    /// argument passed as the address of its descriptor (upstream's C interface).
    ciface: FxHashSet<String>,
    /// `JitOptions::assert_continue`.
    assert_continue: bool,
    /// Bytes the code refers to by address (`cf.assert` messages printed by
    /// `--assert=continue`); kept alive with the code.
    strings: Vec<Box<[u8]>>,
    /// Each function's code ranges and the op they were lowered from (offsets in the
    /// function's code), for [`segv`].
    code_locs: Vec<(FuncId, segv::OpRanges)>,
}

/// What a region terminator (`scf.yield`, `scf.condition`, `func.return`) does in the region
/// being lowered.
#[derive(Clone)]
enum YieldTo {
    /// `func.return`.
    Return,
    /// `scf.for` body: step the induction variable and jump back to the header.
    For {
        header: ir::Block,
        iv: ir::Value,
        step: ir::Value,
        /// Bit width of the induction variable (the increment wraps to it).
        width: u32,
    },
    /// `scf.if` branch or `scf.while` exit: jump to the merge block with the yielded values.
    Merge(ir::Block),
    /// `scf.while` "before" region: `scf.condition` picks the after region or the exit.
    Condition { after: ir::Block, exit: ir::Block },
    /// `scf.while` "after" region: jump back to the before region.
    WhileAfter(ir::Block),
    /// `scf.parallel`/`scf.forall` body: combine the contributions of `scf.reduce` with the
    /// accumulators through its regions, then jump to the latch with the ivs and new values.
    Reduce {
        latch: ir::Block,
        ivs: Vec<ir::Value>,
        accs: Vec<ir::Value>,
    },
}

/// Lowers one function.
struct FnLower<'m, 'c, 'f> {
    m: &'m mut Module_<'c>,
    b: FunctionBuilder<'f>,
    vals: FxHashMap<Value, Parts>,
    blocks: FxHashMap<Block, ir::Block>,
    yields: Vec<YieldTo>,
    refs: FxHashMap<FuncId, ir::FuncRef>,
    /// The alloca-stack mark taken at entry, in functions with allocas in runtime buffers.
    stack_mark: Option<ir::Value>,
    /// The function's allocas that live in a stack slot ([`memref::slot_allocas`]).
    slot_allocas: FxHashSet<Op>,
    /// Heap buffers that live in the frame ([`stack_promote::promotable`]).
    promoted: stack_promote::Promoted,
    /// `--check-bounds` loop nests checked before they run (`bounds.rs`).
    nests: bounds::NestChecks,
}

impl FnLower<'_, '_, '_> {
    /// A loop header's branch: on to `body` while `a cont b`, else to `exit` with
    /// `exit_args`. The exit is the first target: Cranelift's egraph walks a block's
    /// dominator-tree children in the order of the branch's targets reversed (its CFG reverse
    /// post-order) and knows the loop it is in only while it walks the body before any block
    /// outside the loop, so with the body first nothing invariant is hoisted out of the loop.
    /// Not in modules of very deep nests: with the loops known, its hoisting is quadratic in
    /// the nesting depth (10,000 nested loops: past 2 minutes, against 6 s).
    fn loop_branch(
        &mut self,
        cont: ir::condcodes::IntCC,
        a: ir::Value,
        b: ir::Value,
        body: ir::Block,
        exit: ir::Block,
        exit_args: &[ir::BlockArg],
    ) {
        use ir::condcodes::CondCode;
        if self.m.exit_first {
            let done = self.b.ins().icmp(cont.complement(), a, b);
            self.b.ins().brif(done, exit, exit_args, body, &[]);
        } else {
            let more = self.b.ins().icmp(cont, a, b);
            self.b.ins().brif(more, body, &[], exit, exit_args);
        }
    }
}

fn error_at(ctx: &Context, op: Op, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(loc_pos(ctx, ctx.op_loc(op)), msg)
}

fn abi(t: AbiType) -> ir::Type {
    match t {
        AbiType::I64 => types::I64,
        AbiType::I32 => types::I32,
        AbiType::F32 => types::F32,
        AbiType::F64 => types::F64,
    }
}

/// The Cranelift type of a scalar MLIR type. An integer of another width than 8, 16, 32 or 64
/// bits lives zero-extended in the next of those (`i1` is a byte holding 0 or 1, `i24` is
/// an `i32`), which is also its size in memory, as LLVM's allocation size for it.
fn scalar_type(ctx: &Context, t: Type) -> Option<ir::Type> {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } => match width {
            1..=8 => Some(types::I8),
            9..=16 => Some(types::I16),
            17..=32 => Some(types::I32),
            33..=64 => Some(types::I64),
            _ => None,
        },
        TypeData::Index => Some(types::I64),
        TypeData::Float(FloatKind::F32) => Some(types::F32),
        TypeData::Float(FloatKind::F64) => Some(types::F64),
        // Held as their bits in an integer of their storage size; arithmetic goes through the
        // runtime's conversions (`FnLower::lower_narrow`).
        TypeData::Float(k) => Some(match k.store_bytes() {
            1 => types::I8,
            2 => types::I16,
            _ => types::I32,
        }),
        _ => None,
    }
}

/// A memref element's layout: the Cranelift type of its parts and how many there are, one
/// for a scalar, two (re, im) for a `complex<f32>`/`complex<f64>` (upstream's layout: an
/// element of `2 × float` bytes, re first).
/// A vector element (`memref<8xvector<4xf32>>`) is its lanes, laid out as LLVM lays out the
/// lowering: an array of innermost 1-D vectors, each taking its size rounded up to a power of
/// two (`inner` lanes a row, `row` bytes a row), lanes packed bit by bit: lanes narrower
/// than their Cranelift type (`i1`, `i4`, `i24`, `f4E2M1FN`) take `bits` bits each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ElemTy {
    ty: ir::Type,
    n: u32,
    inner: u32,
    row: u32,
    /// Bits of a lane in memory; 0 when parts take their Cranelift type's bytes.
    bits: u32,
}

impl ElemTy {
    fn scalar(ty: ir::Type, n: u32) -> ElemTy {
        ElemTy {
            ty,
            n,
            inner: n,
            row: ty.bytes() * n,
            bits: 0,
        }
    }
    /// Whether lanes are packed narrower than their Cranelift type (read and written by bits).
    fn bit_packed(self) -> bool {
        self.bits != 0 && self.bits != self.ty.bits()
    }
    /// Bit offset of lane `k` of a bit-packed element.
    fn bit_offset(self, k: u32) -> u32 {
        let inner = self.inner.max(1);
        (k / inner) * self.row * 8 + (k % inner) * self.bits
    }
    /// Bytes of one element.
    fn bytes(self) -> u32 {
        (self.n / self.inner.max(1)) * self.row
    }
    /// Byte offset of part `k`.
    fn offset(self, k: u32) -> u32 {
        let inner = self.inner.max(1);
        (k / inner) * self.row + (k % inner) * self.ty.bytes()
    }
}

/// The Cranelift type of a complex number's parts, for `complex<f32>`/`complex<f64>`.
fn complex_part(ctx: &Context, t: Type) -> Option<ir::Type> {
    match ctx.ty(t) {
        TypeData::Complex(e) => match ctx.ty(*e) {
            TypeData::Float(FloatKind::F32) => Some(types::F32),
            TypeData::Float(FloatKind::F64) => Some(types::F64),
            _ => None,
        },
        _ => None,
    }
}

/// A fixed-size vector whose innermost rows are whole 128-bit chunks of a lane type with
/// Cranelift SIMD (`i8`..`i64`, `index`, `f32`, `f64`) is held as those chunks, row-major
/// (`vector<8xf32>`: two `F32X4`); other vectors are one value per lane. Returns the chunk
/// type and the number of chunks.
fn packed(ctx: &Context, t: Type) -> Option<(ir::Type, u32)> {
    let TypeData::Vector {
        shape,
        scalable,
        elem,
    } = ctx.ty(t)
    else {
        return None;
    };
    if scalable.contains(&true) || shape.is_empty() {
        return None;
    }
    let lane = match ctx.ty(*elem) {
        TypeData::Integer { width, .. } if matches!(width, 8 | 16 | 32 | 64) => {
            ir::Type::int(*width as u16)?
        }
        TypeData::Index => types::I64,
        TypeData::Float(FloatKind::F32) => types::F32,
        TypeData::Float(FloatKind::F64) => types::F64,
        _ => return None,
    };
    let row = u64::try_from(*shape.last()?).ok()? * u64::from(lane.bytes());
    let n: i64 = shape.iter().product();
    if row == 0 || row % 16 != 0 || !(1..=4096).contains(&n) {
        return None;
    }
    let per = 16 / lane.bytes();
    Some((lane.by(per)?, n as u32 / per))
}

/// The layout of a memref element of type `t`.
fn elem_layout(ctx: &Context, t: Type) -> Option<ElemTy> {
    if let TypeData::Vector {
        shape,
        scalable,
        elem,
    } = ctx.ty(t)
    {
        if scalable.contains(&true) || shape.is_empty() {
            return None;
        }
        // Whole chunks a row (`packed`): the rows are 16-byte multiples, padded to a power of
        // two as below.
        if let Some((ty, n)) = packed(ctx, t) {
            let row_bytes = *shape.last()? as u32 * ty.lane_type().bytes();
            let row = row_bytes.checked_next_power_of_two()?;
            return Some(ElemTy {
                ty,
                n,
                inner: row_bytes / 16,
                row,
                bits: 0,
            });
        }
        let ty = scalar_type(ctx, *elem)?;
        // A lane takes its width in bits (LLVM packs `vector<8xi1>` into one byte).
        let bits = match ctx.ty(*elem) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(k) => k.width(),
            _ => ty.bits(),
        };
        let n = u32::try_from(shape.iter().product::<i64>()).ok()?;
        let inner = *shape.last()? as u32;
        let row = inner
            .checked_mul(bits)?
            .div_ceil(8)
            .checked_next_power_of_two()?;
        return Some(ElemTy {
            ty,
            n,
            inner,
            row,
            bits,
        });
    }
    match complex_part(ctx, t) {
        Some(ty) => Some(ElemTy::scalar(ty, 2)),
        None => scalar_type(ctx, t).map(|ty| ElemTy::scalar(ty, 1)),
    }
}

/// Whether `t` is a ranked or unranked memref type.
fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.ty(t),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The Cranelift types of the parts of an MLIR value of type `t`.
fn parts_of(ctx: &Context, t: Type) -> Option<Vec<ir::Type>> {
    match ctx.ty(t) {
        TypeData::MemRef { shape, elem, .. } => {
            elem_layout(ctx, *elem)?;
            Some(vec![types::I64; 3 + 2 * shape.len()])
        }
        TypeData::UnrankedMemRef { elem, .. } => {
            elem_layout(ctx, *elem)?;
            Some(vec![types::I64; 2])
        }
        // A tensor is the descriptor of its buffer (`tensor.rs`), as a memref of its shape.
        TypeData::Tensor { shape, elem, .. } => {
            elem_layout(ctx, *elem)?;
            Some(vec![types::I64; 3 + 2 * shape.len()])
        }
        TypeData::UnrankedTensor { elem } => {
            elem_layout(ctx, *elem)?;
            Some(vec![types::I64; 2])
        }
        // (re, im).
        TypeData::Complex(_) => complex_part(ctx, t).map(|p| vec![p, p]),
        // A function value is its code address.
        TypeData::Function { .. } => Some(vec![types::I64]),
        // A vector of whole 128-bit chunks is its chunks.
        TypeData::Vector { .. } if packed(ctx, t).is_some() => {
            let (ty, n) = packed(ctx, t)?;
            Some(vec![ty; n as usize])
        }
        // Another fixed-size vector is its elements, one part each.
        TypeData::Vector {
            shape,
            scalable,
            elem,
        } if !scalable.contains(&true) => {
            let e = scalar_type(ctx, *elem)?;
            let n: i64 = shape.iter().product();
            // Kept small: every element is a Cranelift value (and a register or stack slot).
            (n <= 4096).then(|| vec![e; n as usize])
        }
        _ => scalar_type(ctx, t).map(|t| vec![t]),
    }
}

fn block_args(vs: &[ir::Value]) -> Vec<BlockArg> {
    vs.iter().map(|v| BlockArg::Value(*v)).collect()
}

/// Libraries loaded for `--shared-libs`, kept open while code that calls them exists.
struct SharedLibs(Vec<*mut libc::c_void>);

// SAFETY: dlopen handles may be used and closed from any thread.
unsafe impl Send for SharedLibs {}

impl SharedLibs {
    fn lookup(&self, name: &str) -> Option<usize> {
        let c = std::ffi::CString::new(name).ok()?;
        self.0.iter().find_map(|h| {
            // SAFETY: `h` is a live dlopen handle and `c` a NUL-terminated name.
            let p = unsafe { libc::dlsym(*h, c.as_ptr()) };
            (!p.is_null()).then_some(p as usize)
        })
    }
}

impl Drop for SharedLibs {
    fn drop(&mut self) {
        for h in &self.0 {
            // SAFETY: opened by `open_shared_libs`, closed once; no code calls into them any
            // more (the module's code is freed first).
            unsafe { libc::dlclose(*h) };
        }
    }
}

fn open_shared_libs(paths: &[String]) -> Result<SharedLibs, Diagnostic> {
    let mut libs = SharedLibs(Vec::new());
    for p in paths {
        let c = std::ffi::CString::new(p.as_str())
            .map_err(|_| Diagnostic::error(None, format!("bad library path '{p}'")))?;
        // SAFETY: a NUL-terminated path; the handle is checked.
        let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        if h.is_null() {
            // SAFETY: dlerror returns a message owned by libc, or null.
            let why = unsafe {
                let e = libc::dlerror();
                if e.is_null() {
                    String::new()
                } else {
                    std::ffi::CStr::from_ptr(e).to_string_lossy().into_owned()
                }
            };
            return Err(Diagnostic::error(
                None,
                format!("cannot load shared library '{p}': {why}"),
            ));
        }
        libs.0.push(h);
    }
    Ok(libs)
}

/// A compiled module ready to run.
pub struct Compiled {
    /// The code; `None` only while dropping.
    module: Option<JITModule>,
    /// Host wrappers by function name: (id, parameter parts, result parts).
    host: FxHashMap<String, (FuncId, usize, usize)>,
    funcs: FxHashMap<String, (FuncId, Op)>,
    tracker: Tracker,
    faults: Vec<(Option<SrcPos>, String)>,
    /// Cranelift IR text, when asked for.
    pub clif: String,
    /// Kept alive with the code, which refers to it by address.
    _depth: Box<i64>,
    /// As above; reset before every run.
    faulted: Box<i64>,
    /// As above: the address of the run's slab tables (see `slab.rs`), set at the start of
    /// every run.
    slabs: Box<u64>,
    /// As above: the storage of globals.
    _global_storage: Vec<GlobalBuf>,
    /// As above: bytes the code prints.
    _strings: Vec<Box<[u8]>>,
    /// `--shared-libs`, closed after the code is freed.
    _libs: SharedLibs,
    /// The code's addresses mapped back to ops (a fault in unchecked code, [`segv`]).
    code_map: std::sync::Arc<segv::CodeMap>,
}

/// Loop nests deeper than this make the module use Cranelift's single-pass register
/// allocator: the backtracking one computes liveness in time superlinear in loop depth
/// (4,000 nested loops took 59 s to compile, 0.8 s with the single-pass allocator), while
/// the code of ordinary kernels (nests of a few loops) is better with the backtracking one.
const SINGLE_PASS_LOOP_DEPTH: usize = 64;

/// Functions of more Cranelift instructions than this get the single-pass register allocator:
/// the backtracking one takes time and memory superlinear in a function's size (the @main of
/// `scripts/compare-compile.sh 1000`, 90,000 instructions, compiled in 1.6 s with 350 MB more
/// than in 0.6 s with the single-pass one). Such a function is mostly straight-line code that
/// runs once; a kernel's loops are far smaller than this.
pub(crate) const BIG_FUNCTION_INSTS: usize = 20_000;

/// The host ISA with Cranelift settings `flags` (as `JITBuilder::with_flags`, without its panic
/// on an unsupported host).
fn host_isa(flags: &[(&str, &str)]) -> Result<cranelift_codegen::isa::OwnedTargetIsa, Diagnostic> {
    let err = |e: String| Diagnostic::error(None, format!("cannot create the JIT: {e}"));
    use cranelift_codegen::settings::Configurable;
    let mut fb = cranelift_codegen::settings::builder();
    for (name, value) in flags
        .iter()
        .chain(&[("use_colocated_libcalls", "false"), ("is_pic", "false")])
    {
        fb.set(name, value).map_err(|e| err(e.to_string()))?;
    }
    cranelift_native::builder()
        .map_err(|e| err(e.to_string()))?
        .finish(cranelift_codegen::settings::Flags::new(fb))
        .map_err(|e| err(e.to_string()))
}

/// The register allocator for the module `top` (see [`SINGLE_PASS_LOOP_DEPTH`]).
fn regalloc_for(ctx: &Context, top: Op) -> &'static str {
    let mut depth: FxHashMap<Op, usize> = FxHashMap::default();
    let mut deepest = 0;
    // Pre-order: a parent's depth is known before its children's.
    for op in ctx.collect_ops(top) {
        let up = ctx
            .parent_op(op)
            .and_then(|p| depth.get(&p).copied())
            .unwrap_or(0);
        let loop_op = matches!(
            ctx.kind(op),
            OpKind::ScfFor | OpKind::ScfWhile | OpKind::ScfParallel | OpKind::ScfForall
        );
        let d = up + usize::from(loop_op);
        deepest = deepest.max(d);
        if !ctx.regions(op).is_empty() {
            depth.insert(op, d);
        }
    }
    if deepest > SINGLE_PASS_LOOP_DEPTH {
        "single_pass"
    } else {
        "backtracking"
    }
}

/// The host the JIT compiles for: its target triple and the ISA extensions Cranelift detected
/// and uses (`x86_64-unknown-linux-gnu (sse3, ssse3, ..., avx2, fma)`).
pub fn host_isa_description() -> String {
    let Ok(builder) = cranelift_native::builder() else {
        return format!(
            "{} (not supported by Cranelift)",
            target_lexicon::Triple::host()
        );
    };
    let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
    match builder.finish(flags) {
        Ok(isa) => {
            let on: Vec<String> = isa
                .isa_flags()
                .iter()
                .filter(|v| v.as_bool() == Some(true))
                .map(|v| v.name.trim_start_matches("has_").to_string())
                .collect();
            format!("{} ({})", isa.triple(), on.join(", "))
        }
        Err(e) => format!("{} ({e})", target_lexicon::Triple::host()),
    }
}

/// What `--version` prints for `tool`: the version, the source commit it was built from, the
/// Cranelift version and the host ISA the JIT targets.
pub fn version_text(tool: &str) -> String {
    format!(
        "{tool} (memref-jit) version {}\n  commit: {}\n  Cranelift {}\n  Host ISA: {}\n",
        env!("CARGO_PKG_VERSION"),
        env!("MEMREF_JIT_COMMIT"),
        env!("MEMREF_JIT_CRANELIFT"),
        host_isa_description()
    )
}

/// Lowers every function of `top` and JIT-compiles them for the host.
pub fn compile(ctx: &Context, top: Op, opts: &JitOptions) -> Result<Compiled, Diagnostic> {
    let module_regalloc = regalloc_for(ctx, top);
    let isa = |regalloc: &str| {
        host_isa(&[
            ("opt_level", if opts.opt_none { "none" } else { "speed" }),
            ("enable_multi_ret_implicit_sret", "true"),
            ("regalloc_algorithm", regalloc),
            // Cranelift's IR verifier checks our lowering, at about 4% of the compile time
            // of a module: on in debug builds (and the tests built so) only.
            (
                "enable_verifier",
                if cfg!(debug_assertions) {
                    "true"
                } else {
                    "false"
                },
            ),
        ])
    };
    let mut jb = JITBuilder::with_isa(
        isa(module_regalloc)?,
        cranelift_module::default_libcall_names(),
    );
    // The ISA of the functions larger than `BIG_FUNCTION_INSTS`.
    let big_isa = isa("single_pass")?;
    let symbols = memref_jit_runtime::jit::symbols();
    for s in &symbols {
        jb.symbol(s.name, s.addr);
    }
    let libs = open_shared_libs(&opts.shared_libs)?;
    // External functions the runtime does not provide, found in the shared libraries.
    let mut foreign: Vec<(String, Op)> = Vec::new();
    let externals = if opts.shared_libs.is_empty() {
        Vec::new()
    } else {
        ctx.collect_ops(top)
    };
    // Declarations with `llvm.emit_c_interface` are called through `_mlir_ciface_<name>`.
    let mut ciface = FxHashSet::default();
    for op in ctx.collect_ops(top) {
        if ctx.kind(op) == OpKind::FuncFunc
            && ctx.get_attr(op, "llvm.emit_c_interface").is_some()
            && ctx
                .regions(op)
                .first()
                .is_some_and(|r| ctx.region_is_empty(*r))
        {
            if let Some(name) = ctx.symbol_name(op) {
                ciface.insert(String::from_utf8_lossy(name).into_owned());
            }
        }
    }
    for op in externals {
        if ctx.kind(op) != OpKind::FuncFunc
            || !ctx
                .regions(op)
                .first()
                .is_some_and(|r| ctx.region_is_empty(*r))
        {
            continue;
        }
        let Some(name) = ctx
            .symbol_name(op)
            .map(|b| String::from_utf8_lossy(b).into_owned())
        else {
            continue;
        };
        let sym = if ciface.contains(&name) {
            format!("_mlir_ciface_{name}")
        } else {
            name.clone()
        };
        if symbols.iter().any(|s| s.name == sym) {
            continue;
        }
        if let Some(addr) = libs.lookup(&sym) {
            jb.symbol(sym, addr as *const u8);
            foreign.push((name, op));
        }
    }
    let mut m = Module_ {
        ctx,
        module: JITModule::new(jb),
        funcs: FxHashMap::default(),
        imports: FxHashMap::default(),
        symbols,
        tracker: {
            let mut t = Tracker::new();
            t.set_unchecked(opts.unchecked_memory);
            t
        },
        faults: Vec::new(),
        clif: String::new(),
        depth: Box::new(0),
        faulted: Box::new(0),
        slabs: Box::new(0),
        slab_helpers: [None, None],
        exit_first: module_regalloc != "single_pass",
        globals: FxHashMap::default(),
        global_storage: Vec::new(),
        unchecked: opts.unchecked_memory,
        check_bounds: opts.check_bounds,
        vectorize: !opts.no_vectorize,
        foreign: FxHashMap::default(),
        ciface,
        assert_continue: opts.assert_continue,
        strings: Vec::new(),
        code_locs: Vec::new(),
    };
    for (name, f) in &foreign {
        let Some(AttrType(inputs, results)) = func_type(ctx, *f) else {
            continue;
        };
        let mut sig = m.module.make_signature();
        let c_interface = m.ciface.contains(name);
        for t in &inputs {
            // The C interface passes a memref as the address of its descriptor.
            if c_interface && is_memref(ctx, *t) {
                sig.params.push(AbiParam::new(types::I64));
                continue;
            }
            let ps = parts_of(ctx, *t).ok_or_else(|| {
                error_at(
                    ctx,
                    *f,
                    "type not supported by the JIT engine in an external function",
                )
            })?;
            sig.params.extend(ps.into_iter().map(AbiParam::new));
        }
        for t in &results {
            let ps = parts_of(ctx, *t).ok_or_else(|| {
                error_at(
                    ctx,
                    *f,
                    "type not supported by the JIT engine in an external function",
                )
            })?;
            sig.returns.extend(ps.into_iter().map(AbiParam::new));
        }
        let sym = if c_interface {
            format!("_mlir_ciface_{name}")
        } else {
            name.clone()
        };
        let id = m
            .module
            .declare_function(&sym, Linkage::Import, &sig)
            .map_err(|e| error_at(ctx, *f, format!("cannot import '@{sym}': {e}")))?;
        m.foreign.insert(name.clone(), id);
    }
    let reachable = opts
        .entry
        .as_deref()
        .and_then(|e| reachable::reachable_functions(ctx, top, e));
    // Declare every function with a body first so that calls can refer to any of them.
    let mut bodies = Vec::new();
    for op in ctx.collect_ops(top) {
        match ctx.kind(op) {
            OpKind::FuncFunc if reachable.as_ref().is_some_and(|r| !r.contains(&op)) => continue,
            OpKind::FuncFunc => {}
            OpKind::Module if op == top => continue,
            OpKind::MemRefGlobal => {
                m.add_global(op)?;
                continue;
            }
            _ => continue,
        }
        let name = String::from_utf8_lossy(ctx.symbol_name(op).unwrap_or(b"")).into_owned();
        if ctx.region_is_empty(ctx.regions(op)[0]) {
            continue;
        }
        let sig = m.signature_of(op)?;
        let id = m
            .module
            .declare_function(&format!("mlir_{name}"), Linkage::Local, &sig)
            .map_err(|e| error_at(ctx, op, format!("cannot declare function: {e}")))?;
        m.funcs.insert(name, (id, op));
        bodies.push((id, op, sig));
    }
    let mut fctx = FunctionBuilderContext::new();
    let mut lowered = Vec::with_capacity(bodies.len());
    let mut cctxs = Vec::with_capacity(bodies.len());
    for (id, op, sig) in bodies {
        let mut func =
            ir::Function::with_name_signature(ir::UserFuncName::user(0, id.as_u32()), sig);
        {
            let b = FunctionBuilder::new(&mut func, &mut fctx);
            let mut fl = FnLower {
                m: &mut m,
                b,
                vals: FxHashMap::default(),
                blocks: FxHashMap::default(),
                yields: vec![YieldTo::Return],
                refs: FxHashMap::default(),
                stack_mark: None,
                slot_allocas: FxHashSet::default(),
                promoted: Default::default(),
                nests: Default::default(),
            };
            fl.lower_body(op)?;
            fl.b.seal_all_blocks();
            let tc = fl.m.module.target_config();
            fl.b.finalize(tc);
        }
        let fname = String::from_utf8_lossy(ctx.symbol_name(op).unwrap_or(b"")).into_owned();
        let clif = if opts.dump_clif {
            format!("; Cranelift IR of @{fname}\n{}", func.display())
        } else {
            String::new()
        };
        let mut cctx = cranelift_codegen::Context::for_function(func);
        cctx.set_disasm(opts.dump_asm);
        lowered.push((id, op, fname, clif));
        cctxs.push(cctx);
    }
    // Machine code on all cores (`parallel.rs`), defined in the functions' order.
    let results = parallel::compile_all(m.module.isa(), &*big_isa, &mut cctxs);
    for (((id, op, fname, clif), cctx), res) in lowered.into_iter().zip(&cctxs).zip(results) {
        m.clif.push_str(&clif);
        res.and_then(|()| parallel::define(&mut m.module, id, cctx))
            .map_err(|e| error_at(ctx, op, format!("Cranelift rejected the function: {e}")))?;
        if let Some(code) = cctx.compiled_code() {
            let locs = code
                .buffer
                .get_srclocs_sorted()
                .iter()
                .filter_map(|l| {
                    let loc = l.loc;
                    (!loc.is_default()).then_some((l.start, l.end, loc.bits()))
                })
                .collect();
            m.code_locs.push((id, locs));
        }
        if let Some(v) = cctx.compiled_code().and_then(|c| c.vcode.as_ref()) {
            m.clif.push_str(&format!(
                "; machine code of @{fname} (after optimization)\n{v}\n"
            ));
        }
    }
    slab::define_slab_helpers(&mut m, &mut fctx, top, opts.dump_clif)?;
    // Host wrappers (DESIGN §5): `(args: *const u64, results: *mut u64)`, one 8-byte slot per
    // part, so that the Rust API can call any function of the module.
    let mut host = FxHashMap::default();
    let wrapped: Vec<(String, FuncId)> = if opts.host_calls {
        // Not the functions that take or return SIMD chunks: they do not fit a slot (the API
        // has no vector values).
        m.funcs
            .iter()
            .filter(|(_, (id, _))| {
                let sig = &m.module.declarations().get_function_decl(*id).signature;
                !sig.params
                    .iter()
                    .chain(&sig.returns)
                    .any(|p| p.value_type.is_vector())
            })
            .map(|(n, (id, _))| (n.clone(), *id))
            .collect()
    } else {
        Vec::new()
    };
    for (name, id) in wrapped {
        let callee_sig = m
            .module
            .declarations()
            .get_function_decl(id)
            .signature
            .clone();
        let mut sig = m.module.make_signature();
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(types::I64));
        let wid = m
            .module
            .declare_function(&format!("host_{name}"), Linkage::Local, &sig)
            .map_err(|e| Diagnostic::error(None, format!("cannot declare a host wrapper: {e}")))?;
        let mut func =
            ir::Function::with_name_signature(ir::UserFuncName::user(1, wid.as_u32()), sig);
        {
            let mut b = FunctionBuilder::new(&mut func, &mut fctx);
            let entry = b.create_block();
            b.append_block_params_for_function_params(entry);
            b.switch_to_block(entry);
            let (argp, retp) = (b.block_params(entry)[0], b.block_params(entry)[1]);
            let flags = ir::MemFlagsData::trusted();
            let args: Vec<ir::Value> = callee_sig
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| b.ins().load(p.value_type, flags, argp, (8 * i) as i32))
                .collect();
            let fref = m.module.declare_func_in_func(id, b.func);
            let call = b.ins().call(fref, &args);
            let res = b.inst_results(call).to_vec();
            for (j, r) in res.iter().enumerate() {
                b.ins().store(flags, *r, retp, (8 * j) as i32);
            }
            b.ins().return_(&[]);
            b.seal_all_blocks();
            b.finalize(m.module.target_config());
        }
        let mut cctx = cranelift_codegen::Context::for_function(func);
        m.module.define_function(wid, &mut cctx).map_err(|e| {
            Diagnostic::error(None, format!("Cranelift rejected a host wrapper: {e:?}"))
        })?;
        host.insert(
            name,
            (wid, callee_sig.params.len(), callee_sig.returns.len()),
        );
    }
    m.module
        .finalize_definitions()
        .map_err(|e| Diagnostic::error(None, format!("cannot finalize the JIT module: {e}")))?;
    let mut code_map: segv::CodeMap = Vec::new();
    for (id, locs) in &m.code_locs {
        let at = m.module.get_finalized_function(*id) as usize;
        code_map.extend(
            locs.iter()
                .map(|(s, e, op)| (at + *s as usize, at + *e as usize, *op)),
        );
    }
    code_map.sort_unstable();
    Ok(Compiled {
        code_map: std::sync::Arc::new(code_map),
        host,
        module: Some(m.module),
        funcs: m.funcs,
        tracker: m.tracker,
        faults: m.faults,
        clif: m.clif,
        _depth: m.depth,
        faulted: m.faulted,
        slabs: m.slabs,
        _global_storage: m.global_storage,
        _strings: m.strings,
        _libs: libs,
    })
}

impl Module_<'_> {
    /// Lays out a `memref.global` with its initial value.
    fn add_global(&mut self, op: Op) -> Result<(), Diagnostic> {
        use crate::ir::{AttrData, DenseValue};
        let ctx = self.ctx;
        let name = String::from_utf8_lossy(ctx.symbol_name(op).unwrap_or(b"")).into_owned();
        let t = match ctx.get_attr(op, "type").map(|a| ctx.attr(a)) {
            Some(AttrData::Type(t)) => *t,
            _ => return Err(error_at(ctx, op, "global without a type")),
        };
        let TypeData::MemRef { shape, elem, .. } = ctx.ty(t).clone() else {
            return Err(error_at(ctx, op, "global of a non-memref type"));
        };
        // Vector elements only without an initial value (a dense attribute has no vector
        // elements): storage zeroed, as the interpreter's.
        let initialized = matches!(
            ctx.get_attr(op, "initial_value").map(|a| ctx.attr(a)),
            Some(AttrData::DenseElements { .. })
        );
        let Some(layout) = elem_layout(ctx, elem)
            .filter(|l| !initialized || (l.n <= 2 && !l.ty.is_vector() && l.inner == l.n))
        else {
            return Err(error_at(
                ctx,
                op,
                "global element type not supported by the JIT engine",
            ));
        };
        let (et, esize) = (layout.ty, layout.bytes() as usize);
        let bytes = memref_jit_runtime::sizes::alloc_bytes(&shape, 0, esize as u64)
            .map_err(|m| error_at(ctx, op, m))?;
        let n = bytes as usize / esize.max(1);
        let align = ctx.alignment(op).max(16);
        let total = (bytes as usize).checked_add(align);
        let Some(mut storage) = total.and_then(GlobalBuf::zeroed) else {
            return Err(error_at(
                ctx,
                op,
                format!("out of memory allocating {bytes} bytes"),
            ));
        };
        let start = storage.ptr as usize;
        let base = start.div_ceil(align) * align - start;
        if let Some(AttrData::DenseElements { values, .. }) =
            ctx.get_attr(op, "initial_value").map(|a| ctx.attr(a))
        {
            // Integers are stored zero-extended from their width, as values are held.
            let mask = match ctx.ty(elem) {
                TypeData::Integer { width, .. } if *width < 64 => (1u64 << width) - 1,
                _ => u64::MAX,
            };
            for i in 0..n {
                let v = if values.len() == 1 {
                    values[0]
                } else {
                    values.get(i).copied().unwrap_or(DenseValue::Int(0))
                };
                // A complex element is its two parts, re first.
                let (bits, im): (u64, Option<u64>) = match v {
                    DenseValue::Int(x) => (x as u64 & mask, None),
                    DenseValue::Float(b) if et == types::F32 => (b & 0xffff_ffff, None),
                    DenseValue::Float(b) => (b, None),
                    DenseValue::Complex(re, im) if layout.n == 2 => {
                        let m = if et == types::F32 {
                            0xffff_ffff
                        } else {
                            u64::MAX
                        };
                        (re & m, Some(im & m))
                    }
                    DenseValue::Complex(..) => {
                        return Err(error_at(
                            ctx,
                            op,
                            "complex initializer of a non-complex global",
                        ))
                    }
                };
                let at = base + i * esize;
                let part = et.bytes() as usize;
                for (k, b) in std::iter::once(bits).chain(im).enumerate() {
                    let at = at + k * part;
                    storage.bytes_mut()[at..at + part].copy_from_slice(&b.to_le_bytes()[..part]);
                }
            }
        }
        self.globals.insert(name, start + base);
        storage.data = (start + base, (bytes as usize).max(1));
        storage.constant = ctx.get_attr(op, "constant").is_some();
        self.global_storage.push(storage);
        Ok(())
    }

    /// The signature of a `func.func`: its arguments' and results' parts.
    fn signature_of(&self, f: Op) -> Result<ir::Signature, Diagnostic> {
        let ctx = self.ctx;
        let Some(AttrType(inputs, results)) = func_type(ctx, f) else {
            return Err(error_at(ctx, f, "function without a function type"));
        };
        let mut sig = self.module.make_signature();
        for (list, out) in [(inputs, &mut sig.params), (results, &mut sig.returns)] {
            for t in list {
                let Some(ps) = parts_of(ctx, t) else {
                    return Err(error_at(
                        ctx,
                        f,
                        format!(
                            "type '{}' is not supported by the JIT engine",
                            crate::print::type_to_string(ctx, t)
                        ),
                    ));
                };
                out.extend(ps.into_iter().map(AbiParam::new));
            }
        }
        Ok(sig)
    }

    /// Registers a tracker site for `op`.
    fn site(&mut self, op: Op) -> u32 {
        let loc = loc_pos(self.ctx, self.ctx.op_loc(op))
            .map(|p| format!("{}:{}:{}", p.file, p.line, p.col))
            .unwrap_or_default();
        self.tracker.site(&loc, self.ctx.op_name(op))
    }

    /// Registers a fault `op` may raise and returns its id.
    fn fault(&mut self, op: Op, msg: impl Into<String>) -> u32 {
        self.faults
            .push((loc_pos(self.ctx, self.ctx.op_loc(op)), msg.into()));
        (self.faults.len() - 1) as u32
    }
}

/// The zeroed storage of one `memref.global`, from calloc: the pages of a large
/// uninitialized global cost nothing until touched, and a failure is an error, not an abort.
struct GlobalBuf {
    ptr: *mut u8,
    len: usize,
    /// The global's own bytes in it (after the room for alignment): what accesses are judged
    /// against.
    data: (usize, usize),
    /// A `constant` global: checked writes into it are faults.
    constant: bool,
}

// SAFETY: the buffer is owned; JIT code reaches it only through the run that owns the module.
unsafe impl Send for GlobalBuf {}
unsafe impl Sync for GlobalBuf {}

impl GlobalBuf {
    fn zeroed(len: usize) -> Option<GlobalBuf> {
        // SAFETY: calloc of a nonzero size; checked for null.
        let ptr = unsafe { libc::calloc(len.max(1), 1) } as *mut u8;
        (!ptr.is_null()).then_some(GlobalBuf {
            ptr,
            len,
            data: (ptr as usize, len),
            constant: false,
        })
    }
    fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: `len` bytes owned by this buffer.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl Drop for GlobalBuf {
    fn drop(&mut self) {
        // SAFETY: from calloc, freed once.
        unsafe { libc::free(self.ptr as *mut libc::c_void) };
    }
}

struct AttrType(Vec<Type>, Vec<Type>);

fn func_type(ctx: &Context, f: Op) -> Option<AttrType> {
    let (inputs, results) = ctx.function_type(f)?;
    Some(AttrType(inputs.to_vec(), results.to_vec()))
}

impl FnLower<'_, '_, '_> {
    fn ctx(&self) -> &Context {
        self.m.ctx
    }

    fn err(&self, op: Op, msg: impl Into<String>) -> Diagnostic {
        error_at(self.m.ctx, op, msg)
    }

    pub(super) fn unsupported(&self, op: Op) -> Diagnostic {
        self.err(
            op,
            format!(
                "'{}' is not supported by the JIT engine yet; use --engine=interp",
                self.ctx().op_name(op)
            ),
        )
    }

    fn get(&self, v: Value) -> &Parts {
        &self.vals[&v]
    }

    fn one(&self, v: Value) -> ir::Value {
        self.vals[&v][0]
    }

    fn set(&mut self, v: Value, p: Parts) {
        self.vals.insert(v, p);
    }

    fn parts(&self, op: Op, t: Type) -> Result<Vec<ir::Type>, Diagnostic> {
        // As the interpreter words it.
        if matches!(self.m.ctx.ty(t), TypeData::Vector { scalable, .. } if scalable.contains(&true))
        {
            return Err(self.err(op, "scalable vectors are not supported"));
        }
        parts_of(self.m.ctx, t).ok_or_else(|| {
            self.err(
                op,
                format!(
                    "type '{}' is not supported by the JIT engine",
                    crate::print::type_to_string(self.m.ctx, t)
                ),
            )
        })
    }

    /// A Cranelift block whose params hold the parts of `tys`.
    fn block_for(&mut self, op: Op, tys: &[Type]) -> Result<ir::Block, Diagnostic> {
        let blk = self.b.create_block();
        for t in tys {
            for p in self.parts(op, *t)? {
                self.b.append_block_param(blk, p);
            }
        }
        Ok(blk)
    }

    /// Binds the params of `blk` to the MLIR values `vs`, in order.
    fn bind_params(&mut self, blk: ir::Block, vs: &[Value]) {
        let params = self.b.block_params(blk).to_vec();
        self.assign(vs, &params);
    }

    /// Gives each of `vs` its run of parts from `flat`, in order.
    fn assign(&mut self, vs: &[Value], flat: &[ir::Value]) {
        let ctx = self.m.ctx;
        let mut i = 0;
        for v in vs {
            // Types were checked when the parts were made (block params, signatures).
            let n = parts_of(ctx, ctx.value_type(*v)).map_or(0, |p| p.len());
            self.vals
                .insert(*v, flat[i..i + n].iter().copied().collect());
            i += n;
        }
    }

    /// The flattened parts of `vs`.
    fn flat(&self, vs: &[Value]) -> Vec<ir::Value> {
        vs.iter()
            .flat_map(|v| self.get(*v).iter().copied())
            .collect()
    }

    /// Regroups flat parts into the results of `op`.
    fn set_results_flat(&mut self, op: Op, flat: &[ir::Value]) {
        let results = self.m.ctx.results(op).to_vec();
        self.assign(&results, flat);
    }

    /// A function reference for a runtime import, declared on first use.
    fn import(&mut self, op: Op, name: &str) -> Result<ir::FuncRef, Diagnostic> {
        let id = if let Some(id) = self.m.imports.get(name) {
            *id
        } else {
            let Some(s) = self.m.symbols.iter().find(|s| s.name == name) else {
                return Err(self.err(
                    op,
                    format!(
                        "'@{name}' has no body, is not a function of the memref-jit runtime, and no --shared-libs library defines it"
                    ),
                ));
            };
            let mut sig = self.m.module.make_signature();
            sig.params
                .extend(s.params.iter().map(|t| AbiParam::new(abi(*t))));
            sig.returns
                .extend(s.results.iter().map(|t| AbiParam::new(abi(*t))));
            let sname = s.name;
            let id = self
                .m
                .module
                .declare_function(sname, Linkage::Import, &sig)
                .map_err(|e| self.err(op, format!("cannot import '@{name}': {e}")))?;
            self.m.imports.insert(sname, id);
            id
        };
        Ok(self.func_ref(id))
    }

    fn func_ref(&mut self, id: FuncId) -> ir::FuncRef {
        if let Some(r) = self.refs.get(&id) {
            return *r;
        }
        let r = self.m.module.declare_func_in_func(id, self.b.func);
        self.refs.insert(id, r);
        r
    }

    /// Calls a runtime import and returns its results.
    fn call_rt(
        &mut self,
        op: Op,
        name: &str,
        args: &[ir::Value],
    ) -> Result<Vec<ir::Value>, Diagnostic> {
        let f = self.import(op, name)?;
        let call = self.b.ins().call(f, args);
        Ok(self.b.inst_results(call).to_vec())
    }

    fn iconst(&mut self, t: ir::Type, v: i64) -> ir::Value {
        let v = match t.bits() {
            64 => v,
            bits => v & ((1i64 << bits) - 1),
        };
        self.b.ins().iconst(t, v)
    }

    /// Emits a check that raises fault `id` and ends the run when `bad` is nonzero.
    fn fault_if(&mut self, op: Op, bad: ir::Value, id: u32) -> Result<(), Diagnostic> {
        let raise = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(bad, raise, &[], cont, &[]);
        self.b.switch_to_block(raise);
        let idv = self.iconst(types::I32, id as i64);
        self.call_rt(op, "mj_fault", &[idv])?;
        self.unwind();
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// Terminates the current block after a fault has been raised: marks the run faulted and
    /// returns zeros from this function. Every caller returns as soon as a call comes back
    /// faulted ([`FnLower::unwind_if_faulted`]), so the fault ends the run here, with nothing
    /// after it executed (no out-of-bounds access performed, no endless loop run on).
    fn unwind(&mut self) {
        let flag = self.iconst(types::I64, &*self.m.faulted as *const i64 as i64);
        let one = self.iconst(types::I64, 1);
        self.b
            .ins()
            .store(ir::MemFlagsData::trusted(), one, flag, 0);
        let tys: Vec<ir::Type> = self
            .b
            .func
            .signature
            .returns
            .iter()
            .map(|p| p.value_type)
            .collect();
        let zeros: Vec<ir::Value> = tys.into_iter().map(|t| self.zero(t)).collect();
        self.b.ins().return_(&zeros);
    }

    /// After a call that may have faulted (a module function, an indirect call), returns at
    /// once if it did.
    fn unwind_if_faulted(&mut self) {
        let flag = self.iconst(types::I64, &*self.m.faulted as *const i64 as i64);
        let f = self
            .b
            .ins()
            .load(types::I64, ir::MemFlagsData::trusted(), flag, 0);
        self.unwind_if(f);
    }

    /// After a runtime allocation that returns null on failure (having raised its fault),
    /// ends the run if `ptr` is null.
    fn unwind_if_null(&mut self, ptr: ir::Value) {
        let null = self.b.ins().icmp_imm_u(ir::condcodes::IntCC::Equal, ptr, 0);
        self.unwind_if(null);
    }

    /// Returns at once (see [`FnLower::unwind`]) when `bad` is nonzero.
    fn unwind_if(&mut self, bad: ir::Value) {
        let out = self.b.create_block();
        let cont = self.b.create_block();
        self.b.ins().brif(bad, out, &[], cont, &[]);
        self.b.switch_to_block(out);
        self.unwind();
        self.b.switch_to_block(cont);
    }

    /// Lowers the body of a `func.func`.
    fn lower_body(&mut self, f: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let region = ctx.regions(f)[0];
        let mlir_blocks: Vec<Block> = ctx.region_blocks(region).collect();
        for (i, mb) in mlir_blocks.iter().enumerate() {
            let blk = if i == 0 {
                let blk = self.b.create_block();
                self.b.append_block_params_for_function_params(blk);
                blk
            } else {
                let tys: Vec<Type> = ctx
                    .block_args(*mb)
                    .iter()
                    .map(|v| ctx.value_type(*v))
                    .collect();
                self.block_for(f, &tys)?
            };
            self.blocks.insert(*mb, blk);
        }
        let dynamic_alloca;
        (self.slot_allocas, dynamic_alloca) = memref::slot_allocas(ctx, f, self.m.check_bounds);
        self.promoted = stack_promote::promotable(ctx, f, self.m.check_bounds);
        let reachable = reachable_blocks(ctx, region);
        for (i, mb) in mlir_blocks.into_iter().enumerate() {
            let blk = self.blocks[&mb];
            self.b.switch_to_block(blk);
            if !reachable.contains(&mb) {
                self.b
                    .ins()
                    .trap(cranelift_codegen::ir::TrapCode::unwrap_user(1));
                continue;
            }
            if i == 0 && dynamic_alloca {
                self.stack_mark = Some(self.call_rt(f, "mj_stack_mark", &[])?[0]);
            }
            let args = ctx.block_args(mb).to_vec();
            self.bind_params(blk, &args);
            self.lower_block_ops(mb)?;
        }
        Ok(())
    }

    /// `ub.poison`: any value will do; zero, as the interpreter's.
    fn lower_poison(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let r = ctx.result(op, 0);
        // A vector: zeros in every lane.
        if let TypeData::Vector { elem, .. } = ctx.ty(ctx.value_type(r)) {
            self.parts(op, ctx.value_type(r))?;
            if let Some(t) = scalar_type(ctx, *elem) {
                let n = crate::ir::vector::numel(ctx, ctx.value_type(r));
                let z = self.zero(t);
                self.set_lanes(r, (0..n).map(|_| z).collect());
                return Ok(());
            }
        }
        let Some(t) = scalar_type(ctx, ctx.value_type(r)) else {
            return Err(self.err(
                op,
                format!(
                    "ub.poison of type '{}' is not supported (scalar types only)",
                    crate::ir::asm::type_to_string(ctx, ctx.value_type(r))
                ),
            ));
        };
        let z = self.zero(t);
        self.set(r, smallvec::smallvec![z]);
        Ok(())
    }

    /// Lowers the ops of `mb` into the current block (ends with its terminator).
    fn lower_block_ops(&mut self, mb: Block) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let mut cur = ctx.first_op(mb);
        while let Some(op) = cur {
            cur = ctx.next_op(op);
            self.lower_op(op)?;
        }
        Ok(())
    }

    /// Lowers a single-block region inline: binds its arguments to `args` and lowers its ops,
    /// whose terminator does what `to` says.
    fn lower_nested(
        &mut self,
        r: crate::ir::Region,
        args: &[ir::Value],
        to: YieldTo,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let Some(mb) = ctx.entry_block(r) else {
            return Ok(());
        };
        let block_args = ctx.block_args(mb).to_vec();
        self.assign(&block_args, args);
        self.yields.push(to);
        let r = self.lower_block_ops(mb);
        self.yields.pop();
        r
    }

    /// `builtin.unrealized_conversion_cast`: the value passes through unchanged, as in the
    /// interpreter, where both types have the same representation (integers of different
    /// widths are sign-extended or truncated).
    fn lower_unrealized_cast(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let (ins, outs) = (ctx.operands(op).to_vec(), ctx.results(op).to_vec());
        if ins.len() != outs.len() {
            return Err(self.err(
                op,
                "'builtin.unrealized_conversion_cast' with different numbers of operands and \
                 results is not supported by the JIT engine",
            ));
        }
        for (i, o) in ins.into_iter().zip(outs) {
            // A value keeps its kind: a tensor is no memref, and the other way.
            let (a, b) = (ctx.value_type(i), ctx.value_type(o));
            if self.is_tensor_type(a) != self.is_tensor_type(b) {
                return Err(self.err(
                    op,
                    "an unrealized_conversion_cast between a tensor and another type cannot be executed",
                ));
            }
            let from = self.get(i).clone();
            let to = self.parts(op, ctx.value_type(o))?;
            let from_tys: Vec<ir::Type> = from
                .iter()
                .map(|v| self.b.func.dfg.value_type(*v))
                .collect();
            let parts: Parts = if from_tys == to {
                from
            } else if let ([f], [t]) = (&from_tys[..], &to[..]) {
                if !f.is_int() || !t.is_int() {
                    return Err(self.unsupported_cast(op));
                }
                let v = from[0];
                smallvec::smallvec![if t.bits() > f.bits() {
                    self.b.ins().sextend(*t, v)
                } else {
                    self.b.ins().ireduce(*t, v)
                }]
            } else {
                return Err(self.unsupported_cast(op));
            };
            self.set(o, parts);
        }
        Ok(())
    }

    fn unsupported_cast(&self, op: Op) -> Diagnostic {
        self.err(
            op,
            "'builtin.unrealized_conversion_cast' between types of different representations \
             is not supported by the JIT engine",
        )
    }

    fn lower_op(&mut self, op: Op) -> Result<(), Diagnostic> {
        // Its code maps back to it (a fault in unchecked code, `segv.rs`).
        self.b.set_srcloc(ir::SourceLoc::new(
            cranelift_entity::EntityRef::index(op) as u32
        ));
        // Tensors hold descriptors here: an op computing on tensor values element by element
        // (arith, math, complex, index, vector, ub) is the interpreter's; only constants and a
        // scalar-condition select (which picks a whole value) take them.
        let ctx = self.m.ctx;
        let kind = ctx.kind(op);
        let elementwise = matches!(
            kind.dialect_op(),
            DialectOp::Arith(_)
                | DialectOp::Math(_)
                | DialectOp::Complex(_)
                | DialectOp::Index(_)
                | DialectOp::Vector(_)
                | DialectOp::Ub(_)
        );
        let whole_value = kind == OpKind::ArithConstant
            || (kind == OpKind::ArithSelect
                && !self.is_tensor_type(ctx.value_type(ctx.operand(op, 0))));
        if elementwise
            && !whole_value
            && ctx
                .operands(op)
                .iter()
                .chain(ctx.results(op))
                .any(|v| self.is_tensor_type(ctx.value_type(*v)))
        {
            return Err(self.err(
                op,
                format!(
                    "'{}' on tensors is not supported by the JIT engine yet; use --engine=interp",
                    ctx.op_name(op)
                ),
            ));
        }
        match self.m.ctx.kind(op).dialect_op() {
            DialectOp::Builtin(BuiltinOp::UnrealizedConversionCast) => {
                self.lower_unrealized_cast(op)
            }
            DialectOp::Func(k) => self.lower_func(op, k),
            DialectOp::Arith(k) => self.lower_arith(op, k),
            DialectOp::Math(k) => self.lower_math(op, k),
            DialectOp::MemRef(k) => self.lower_memref(op, k),
            DialectOp::Scf(k) => self.lower_scf(op, k),
            DialectOp::Cf(k) => self.lower_cf(op, k),
            DialectOp::Bufferization(k) => self.lower_bufferization(op, k),
            DialectOp::Index(k) => self.lower_index(op, k),
            DialectOp::Vector(k) => self.lower_vector(op, k),
            DialectOp::Complex(k) => self.lower_complex(op, k),
            DialectOp::Ub(UbOp::UbPoison) => self.lower_poison(op),
            // Affine ops run after `-lower-affine`, which the engines apply first (`api`).
            DialectOp::Affine(_) => Err(self.err(
                op,
                format!(
                    "'{}' is executed after -lower-affine; run the module through it first",
                    self.ctx().op_name(op)
                ),
            )),
            DialectOp::Tensor(k) => self.lower_tensor(op, k),
            // The relayout ops on tensor values run in the interpreter only, for now.
            DialectOp::Linalg(LinalgOp::LinalgPack | LinalgOp::LinalgUnpack) => {
                Err(self.unsupported(op))
            }
            // memref-run lowers linalg to loops before running (`run.rs`).
            DialectOp::Linalg(_) => Err(self.err(
                op,
                crate::passes::convert_linalg_to_loops::not_lowered(self.ctx(), op),
            )),
            // Symbols are compiled by the module, never as ops of a body.
            DialectOp::Builtin(BuiltinOp::Module) | DialectOp::Unregistered => {
                Err(self.unsupported(op))
            }
        }
    }
}

/// Stack size of the thread JIT code runs on (reserved, committed as it is used).
const JIT_STACK_BYTES: usize = 1 << 30;

/// Stack kept free below the deepest module call, for runtime helpers and the fault path.
const JIT_CALL_RESERVE: usize = 1 << 20;

/// Sets the stack limit module calls check (`depth` cell) for the current thread, which was
/// spawned with a [`JIT_STACK_BYTES`] stack; `cell` is the address of that cell.
fn set_call_limit(cell: usize) {
    crate::stack::mark_stack(JIT_STACK_BYTES);
    let limit = crate::stack::stack_limit().unwrap_or(0) + JIT_CALL_RESERVE;
    // SAFETY: `cell` points at the module's limit cell, which outlives the run; only this
    // thread uses it during the run.
    unsafe { *(cell as *mut i64) = limit as i64 };
}

/// Calls the entry function at `ptr`, whose single result (if any) has Cranelift type `ty`.
///
/// # Safety
/// `ptr` must be JIT code of a parameterless function returning `ty`.
unsafe fn call_entry(ptr: usize, ty: Option<ir::Type>) -> Vec<RtVal> {
    let p = ptr as *const u8;
    // SAFETY: guaranteed by the caller.
    unsafe {
        match ty {
            None => {
                std::mem::transmute::<*const u8, extern "C" fn()>(p)();
                vec![]
            }
            Some(types::I8) => {
                let v = std::mem::transmute::<*const u8, extern "C" fn() -> i8>(p)();
                vec![RtVal::Int(v as i64)]
            }
            Some(types::I16) => {
                let v = std::mem::transmute::<*const u8, extern "C" fn() -> i16>(p)();
                vec![RtVal::Int(v as i64)]
            }
            Some(types::I32) => {
                let v = std::mem::transmute::<*const u8, extern "C" fn() -> i32>(p)();
                vec![RtVal::Int(v as i64)]
            }
            Some(types::I64) => {
                vec![RtVal::Int(std::mem::transmute::<
                    *const u8,
                    extern "C" fn() -> i64,
                >(p)())]
            }
            Some(types::F32) => {
                vec![RtVal::F32(std::mem::transmute::<
                    *const u8,
                    extern "C" fn() -> f32,
                >(p)())]
            }
            Some(_) => {
                vec![RtVal::F64(std::mem::transmute::<
                    *const u8,
                    extern "C" fn() -> f64,
                >(p)())]
            }
        }
    }
}

/// Runs `entry` of a compiled module.
pub fn run_compiled(mut c: Compiled, ctx: &Context, entry: &str) -> RunOutput {
    c.run_entry(ctx, entry)
}

impl Drop for Compiled {
    fn drop(&mut self) {
        if let Some(m) = self.module.take() {
            // SAFETY: runs are synchronous, so no code of the module runs any more.
            unsafe { m.free_memory() };
        }
    }
}

impl Compiled {
    /// Runs `entry` (no arguments) with a fresh run state; the module can be run again.
    /// Mutable globals keep what earlier runs stored in them.
    pub fn run_entry(&mut self, ctx: &Context, entry: &str) -> RunOutput {
        run_entry(self, ctx, entry)
    }

    /// The number of 8-byte parameter and result slots of `name`'s host wrapper.
    pub fn host_arity(&self, name: &str) -> Option<(usize, usize)> {
        self.host.get(name).map(|(_, p, r)| (*p, *r))
    }

    /// Calls `name` through its host wrapper with a fresh run state: `args` holds one 8-byte
    /// slot per part of the MLIR signature (a ranked memref: allocated, aligned, offset, sizes,
    /// strides; narrower integers and `f32` in the low bytes). Returns the run's output (text
    /// printed, fault, memory findings) and the result slots.
    ///
    /// # Safety
    /// Pointers in `args` must be valid for every access the function makes.
    pub unsafe fn call_host(
        &mut self,
        name: &str,
        args: &[u64],
    ) -> Result<(RunOutput, Vec<u64>), Diagnostic> {
        // SAFETY: as for this function.
        unsafe { self.call_host_with(name, args, |_| ()) }.map(|(out, rets, _)| (out, rets))
    }

    /// The module's globals `(start, len, constant)` for a checked run.
    fn globals_for_run(&self) -> Vec<(usize, usize, bool)> {
        self._global_storage
            .iter()
            .map(|g| (g.data.0, g.data.1, g.constant))
            .collect()
    }

    /// The bytes `(start, len)` of the module's globals.
    pub fn global_ranges(&self) -> Vec<(usize, usize)> {
        self._global_storage.iter().map(|g| g.data).collect()
    }

    /// [`Compiled::call_host`], then `after` with the result slots, on the JIT thread while the
    /// run is still open (so that it can read and free what the call returned through
    /// [`memref_jit_runtime::jit::with_tracker`]). `after` does not run if the call faulted.
    ///
    /// # Safety
    /// As for [`Compiled::call_host`].
    pub unsafe fn call_host_with<R: Send>(
        &mut self,
        name: &str,
        args: &[u64],
        after: impl FnOnce(&[u64]) -> R + Send,
    ) -> Result<(RunOutput, Vec<u64>, Option<R>), Diagnostic> {
        let Some((id, np, nr)) = self.host.get(name).copied() else {
            return Err(Diagnostic::error(
                None,
                format!("no function named '@{name}'"),
            ));
        };
        if args.len() != np {
            return Err(Diagnostic::error(
                None,
                format!("'@{name}' takes {np} argument slots, {} given", args.len()),
            ));
        }
        let Some(module) = &self.module else {
            return Err(Diagnostic::error(None, "the module's code was released"));
        };
        let ptr = module.get_finalized_function(id) as usize;
        let tracker = self.tracker.fresh();
        *self.faulted = 0;
        *self.slabs = tracker.slabs_addr() as u64;
        let limit_cell = &mut *self._depth as *mut i64 as usize;
        let args_addr = args.as_ptr() as usize;
        let joined = std::thread::scope(|s| {
            std::thread::Builder::new()
                .stack_size(JIT_STACK_BYTES)
                .spawn_scoped(s, move || {
                    set_call_limit(limit_cell);
                    let mut rets = vec![0u64; nr.max(1)];
                    memref_jit_runtime::jit::begin_run(tracker);
                    memref_jit_runtime::jit::set_stack_limit_cell(limit_cell);
                    // SAFETY: `ptr` is a host wrapper taking two pointers; the caller vouches
                    // for the pointers inside `args`, which outlives this scope.
                    unsafe {
                        let f = std::mem::transmute::<usize, extern "C" fn(usize, usize)>(ptr);
                        f(args_addr, rets.as_mut_ptr() as usize);
                    }
                    rets.truncate(nr);
                    let r = (!memref_jit_runtime::jit::faulted()).then(|| after(&rets));
                    (rets, r, memref_jit_runtime::jit::end_run())
                })
                .map_err(|e| e.to_string())?
                .join()
                .map_err(|_| "the JIT thread panicked".to_string())
        });
        let (rets, r, st) = joined.map_err(|e| Diagnostic::error(None, e))?;
        Ok((self.finish_run(st, Vec::new()), rets, r))
    }

    /// The output of a finished run: its text, the located fault if one was raised, otherwise
    /// the returned values and the memory checker's findings.
    fn finish_run(
        &self,
        mut st: memref_jit_runtime::jit::RunState,
        returned: Vec<RtVal>,
    ) -> RunOutput {
        let mut out = RunOutput {
            stdout: std::mem::take(&mut st.stdout),
            ..RunOutput::default()
        };
        if let Some(fault) = st.fault {
            let (pos, msg) = self.faults[fault.id as usize].clone();
            // `{u}` shows the value unsigned (a shift amount), `{}` signed.
            let msg = msg
                .replacen("{s}", fault.detail.as_deref().unwrap_or(""), 1)
                .replacen("{u}", &fault.value.to_string(), 1)
                .replacen("{}", &(fault.value as i64).to_string(), 1)
                .replacen("{}", &(fault.value2 as i64).to_string(), 1);
            out.error = Some(Diagnostic::error(pos, msg));
            st.tracker.finish();
        } else {
            out.returned = returned;
            let findings = st.tracker.finish();
            out.report = st.tracker.render(&findings);
            out.sites = st.tracker.sites().to_vec();
            out.findings = findings;
        }
        out.stats = st.tracker.stats();
        out
    }
}

fn run_entry(c: &mut Compiled, ctx: &Context, entry: &str) -> RunOutput {
    let mut out = RunOutput::default();
    let Some((id, f)) = c.funcs.get(entry).copied() else {
        out.error = Some(Diagnostic::error(
            None,
            format!("no function named '@{entry}'"),
        ));
        return out;
    };
    let Some(AttrType(inputs, results)) = func_type(ctx, f) else {
        out.error = Some(error_at(ctx, f, "function without a function type"));
        return out;
    };
    if !inputs.is_empty() || results.len() > 1 {
        out.error = Some(error_at(
            ctx,
            f,
            "the entry point must take no arguments and return at most one scalar",
        ));
        return out;
    }
    let kind = results.first().map(|t| scalar_type(ctx, *t));
    if matches!(kind, Some(None)) {
        out.error = Some(error_at(ctx, f, "the entry point must return a scalar"));
        return out;
    }
    let Some(module) = &c.module else {
        out.error = Some(error_at(ctx, f, "the module's code was released"));
        return out;
    };
    let ptr = module.get_finalized_function(id) as usize;
    let tracker = c.tracker.fresh();
    *c.faulted = 0;
    *c.slabs = tracker.slabs_addr() as u64;
    let limit_cell = &mut *c._depth as *mut i64 as usize;
    // Checked accesses may touch globals and the run thread's stack besides heap blocks;
    // memory of --shared-libs is unknown, so then nothing else is judged.
    let globals = c.globals_for_run();
    let judge_outside = c._libs.0.is_empty();
    // JIT code runs on its own thread with a large stack: deep (bounded) recursion must not
    // overflow the caller's stack. The runtime state is thread-local to that thread. It sends
    // its result; after a bad access in unchecked code (`segv.rs`) it sends the fault instead
    // and never ends.
    let code_map = c.code_map.clone();
    let (tx, rx) = std::sync::mpsc::channel();
    let spawned = std::thread::Builder::new()
        .stack_size(JIT_STACK_BYTES)
        .spawn(move || {
            set_call_limit(limit_cell);
            memref_jit_runtime::jit::begin_run(tracker);
            memref_jit_runtime::jit::set_stack_limit_cell(limit_cell);
            if judge_outside {
                // The stack's own end: a guess beyond it could take in a neighbouring
                // mapping (a malloc arena holding globals was seen there).
                let top = crate::stack::stack_bounds()
                    .map(|(_, end)| end)
                    .unwrap_or_else(|| crate::stack::stack_pointer() + (16 << 10));
                let low = crate::stack::stack_limit()
                    .unwrap_or(top)
                    .saturating_sub(64 << 10);
                memref_jit_runtime::jit::set_globals(globals);
                memref_jit_runtime::jit::set_stack_range(low, top);
            }
            let on_fault = {
                let tx = tx.clone();
                move |op: u32, addr: usize| {
                    let st = memref_jit_runtime::jit::end_run();
                    let _ = tx.send(Err((op, addr, st)));
                }
            };
            let active = segv::Active {
                map: &code_map,
                pending: std::cell::Cell::new(None),
                on_fault: &on_fault,
                stack_top: crate::stack::stack_bounds().map_or(0, |(_, end)| end),
            };
            // SAFETY: `ptr` is the code of a function with no parameters and the checked
            // result type, compiled with the host's default calling convention.
            let returned =
                segv::with_active(&active, || unsafe { call_entry(ptr, kind.flatten()) });
            let _ = tx.send(Ok((returned, memref_jit_runtime::jit::end_run())));
        })
        .map_err(|e| e.to_string());
    let handle = match spawned {
        Ok(h) => h,
        Err(e) => {
            out.error = Some(error_at(ctx, f, format!("cannot run the JIT code: {e}")));
            return out;
        }
    };
    match rx.recv() {
        Ok(Ok((returned, st))) => {
            let _ = handle.join();
            c.finish_run(st, returned)
        }
        // The thread stays parked (its frames cannot be unwound).
        Ok(Err((op, addr, mut st))) => {
            let mut out = RunOutput {
                stdout: std::mem::take(&mut st.stdout),
                ..RunOutput::default()
            };
            st.tracker.finish();
            out.stats = st.tracker.stats();
            let at = <crate::ir::Op as cranelift_entity::EntityRef>::new(op as usize);
            // A non-canonical address faults with no address reported.
            let at_addr = if addr == 0 {
                String::new()
            } else {
                format!(" at address {addr:#x}")
            };
            let msg = format!(
                "invalid memory access{at_addr}: unchecked code (--check-bounds checks every access)"
            );
            out.error = Some(if (op as usize) < ctx.num_ops() {
                error_at(ctx, at, msg)
            } else {
                error_at(ctx, f, msg)
            });
            out
        }
        Err(_) => {
            let _ = handle.join();
            out.error = Some(error_at(
                ctx,
                f,
                "cannot run the JIT code: the JIT thread panicked",
            ));
            out
        }
    }
}

/// Compiles `top` and runs `entry` (no arguments) with the tracking runtime.
pub fn run(ctx: &Context, top: Op, entry: &str, opts: &JitOptions) -> (RunOutput, String) {
    match compile(ctx, top, opts) {
        Ok(c) => {
            let clif = c.clif.clone();
            (run_compiled(c, ctx, entry), clif)
        }
        Err(d) => (
            RunOutput {
                error: Some(d),
                ..RunOutput::default()
            },
            String::new(),
        ),
    }
}

/// The blocks of `r` some path from its entry reaches. The others are never run and need not
/// be valid SSA (mlir-opt checks dominance only in reachable blocks: an op there may use its
/// own result), so they are lowered as traps.
pub(crate) fn reachable_blocks(ctx: &crate::ir::Context, r: crate::ir::Region) -> FxHashSet<Block> {
    let mut reachable = FxHashSet::default();
    let mut stack: Vec<Block> = ctx.entry_block(r).into_iter().collect();
    while let Some(b) = stack.pop() {
        if reachable.insert(b) {
            if let Some(t) = ctx.last_op(b) {
                stack.extend(ctx.successors(t).iter().copied());
            }
        }
    }
    reachable
}
