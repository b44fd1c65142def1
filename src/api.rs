//! The library API (DESIGN §8): parse text, run passes, JIT-compile, call a function with
//! Rust values and memref views over Rust slices, get back scalars and memrefs (copied out
//! into [`Buffer`]s; the caller owns what a function returns, so returned heap buffers are
//! freed), and read the memory report.
//!
//! ```
//! use memref_jit::{parse_module, Arg, Jit, MemRef, Pipeline, Runtime};
//!
//! let mut module = parse_module(
//!     "func.func @scale(%x: memref<?xf32>, %k: f32) {
//!        %c0 = arith.constant 0 : index
//!        %c1 = arith.constant 1 : index
//!        %n = memref.dim %x, %c0 : memref<?xf32>
//!        scf.for %i = %c0 to %n step %c1 {
//!          %v = memref.load %x[%i] : memref<?xf32>
//!          %w = arith.mulf %v, %k : f32
//!          memref.store %w, %x[%i] : memref<?xf32>
//!        }
//!        return
//!      }",
//! )
//! .unwrap();
//! Pipeline::dealloc().run(&mut module).unwrap();
//! let mut jit = Jit::new(module, &Runtime::default()).unwrap();
//! let mut data = vec![1.0f32, 2.0, 3.0];
//! let mut x = MemRef::new(&mut data, [3]).unwrap();
//! let call = jit.call("scale", &mut [x.arg(), Arg::F32(2.0)]).unwrap();
//! assert!(call.memory.is_clean());
//! assert_eq!(data, [2.0, 4.0, 6.0]);
//! ```

use crate::codegen::{compile, Compiled, JitOptions};
use crate::diag::Diagnostic;
use crate::ir::{Context, FloatKind, Op, OpKind, Type, TypeData, DYNAMIC};
use crate::passes::{parse_pipeline, PassManager};
use memref_jit_runtime::{Finding, Stats};

/// A rendered diagnostic (`file:line:col: error: ...` with the source line), or a usage error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// A parsed and verified module with its source (for diagnostics).
///
/// Printing and verifying a large module (thousands of ops) use a thread per core for its
/// functions, as upstream's `MLIRContext` does by default; the result is the same as on one
/// thread. `module.ctx.set_multithreading(false)` keeps that work on the calling thread
/// (`--mlir-disable-threading`).
pub struct Module {
    /// The IR.
    pub ctx: Context,
    /// Its `builtin.module`.
    pub top: Op,
    name: String,
    source: String,
}

impl Module {
    fn error(&self, d: Diagnostic) -> Error {
        let src = |n: &str| (n == self.name).then(|| self.source.clone());
        Error(d.render(&src))
    }

    /// The module printed as `mlir-opt` prints it.
    pub fn print(&self) -> String {
        crate::stack::on_big_stack(|| {
            crate::print::print_module(&self.ctx, self.top, &Default::default())
        })
    }
}

/// Parses and verifies `text` (diagnostics name it `<input>`).
pub fn parse_module(text: &str) -> Result<Module, Error> {
    parse_module_named(text, "<input>")
}

/// Parses and verifies `text`, naming it `filename` in diagnostics.
pub fn parse_module_named(text: &str, filename: &str) -> Result<Module, Error> {
    // Deep input recurses deeply: on a large stack, as the tools run.
    crate::stack::on_big_stack(|| {
        let mut ctx = Context::new();
        let opts = crate::parse::ParseOptions {
            filename: filename.to_string(),
            ..Default::default()
        };
        let mut m = Module {
            top: Op::from_u32(0),
            ctx: Context::new(),
            name: filename.to_string(),
            source: text.to_string(),
        };
        match crate::parse::parse_module(&mut ctx, text, &opts)
            .and_then(|t| crate::verify::verify(&ctx, t).map(|_| t))
        {
            Ok(top) => {
                m.ctx = ctx;
                m.top = top;
                Ok(m)
            }
            Err(d) => Err(m.error(d)),
        }
    })
}

/// A pass pipeline (`--pass-pipeline` syntax).
#[derive(Clone, Debug)]
pub struct Pipeline {
    text: String,
}

impl Pipeline {
    /// `buffer-deallocation-pipeline` with the `fast` dealloc lowering, as `memref-run` runs it.
    pub fn dealloc() -> Pipeline {
        Pipeline {
            text: "builtin.module(buffer-deallocation-pipeline{lowering=fast})".into(),
        }
    }

    /// Any pipeline, e.g. `builtin.module(canonicalize, cse)`.
    pub fn parse(text: &str) -> Result<Pipeline, Error> {
        parse_pipeline(text).map_err(Error)?;
        Ok(Pipeline { text: text.into() })
    }

    /// Runs the passes on `m` and verifies the result.
    pub fn run(&self, m: &mut Module) -> Result<(), Error> {
        // Deep input recurses deeply: on a large stack, as the tools run.
        crate::stack::on_big_stack(|| {
            let mut pm = PassManager {
                pipeline: parse_pipeline(&self.text).map_err(Error)?,
                ..Default::default()
            };
            let r = pm
                .run(&mut m.ctx, m.top, &Default::default())
                .1
                .and_then(|_| crate::verify::verify(&m.ctx, m.top));
            r.map_err(|d| m.error(d))
        })
    }
}

/// Options of the runtime the JIT code runs with.
#[derive(Clone, Debug, Default)]
pub struct Runtime {
    /// Check every load and store (`--check-bounds`).
    pub check_bounds: bool,
    /// Libraries defining external functions (`--shared-libs`).
    pub shared_libs: Vec<String>,
}

/// What the memory checker found in one call.
#[derive(Clone, Debug, Default)]
pub struct MemoryReport {
    /// Leaks, double frees and invalid frees.
    pub findings: Vec<Finding>,
    /// The findings in memref-run's format, one a line.
    pub text: String,
    /// The findings with their sites as file/line/column/op (what `--memory-report=json`
    /// writes).
    pub records: Vec<crate::report::FindingRecord>,
    /// Allocations, frees, peak live bytes.
    pub stats: Stats,
}

impl MemoryReport {
    /// No leak, double free or invalid free.
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

/// A value a call returned.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Any integer or index (i1 as 0/1).
    Int(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
    /// A ranked memref: its elements, copied out. The caller owns what a function returns
    /// (MLIR's function-boundary convention, which the deallocation pipeline follows), so a
    /// returned heap buffer is freed after the copy; a view of an argument or a global is only
    /// copied.
    MemRef(Buffer),
}

/// The elements of a returned memref, row-major.
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer {
    elem: String,
    sizes: Vec<usize>,
    elem_bytes: usize,
    bytes: Vec<u8>,
}

impl Buffer {
    /// The MLIR element type (`f32`, `index`, ...).
    pub fn elem(&self) -> &str {
        &self.elem
    }

    /// The sizes of the memref.
    pub fn sizes(&self) -> &[usize] {
        &self.sizes
    }

    /// The elements' bytes, row-major, little-endian (an `i1` is one byte, 0 or 1).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The elements as `T` (`index` reads as `i64`, `i1` as `i8`).
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>, Error> {
        let same = self.elem == T::MLIR
            || (self.elem == "index" && T::MLIR == "i64")
            || (self.elem == "i1" && T::MLIR == "i8");
        if !same {
            return Err(Error(format!(
                "the buffer holds {}, not {}",
                self.elem,
                T::MLIR
            )));
        }
        Ok(self
            .bytes
            .chunks_exact(self.elem_bytes)
            .map(T::from_le_bytes)
            .collect())
    }
}

/// What a call returned.
#[derive(Clone, Debug)]
pub struct Call {
    /// The function's results.
    pub results: Vec<Value>,
    /// What it printed through the runner utilities.
    pub stdout: String,
    /// The memory checker's report for the call.
    pub memory: MemoryReport,
}

/// Element types a [`MemRef`] can view.
pub trait Element: Copy {
    /// The MLIR element type (`f32`, `i64`, ...).
    const MLIR: &'static str;
    /// The element stored little-endian in `bytes` (exactly its size).
    fn from_le_bytes(bytes: &[u8]) -> Self;
}

macro_rules! element {
    ($($t:ty => $n:literal),*) => {
        $(impl Element for $t {
            const MLIR: &'static str = $n;
            fn from_le_bytes(bytes: &[u8]) -> Self {
                let mut b = [0u8; std::mem::size_of::<$t>()];
                b.copy_from_slice(bytes);
                <$t>::from_le_bytes(b)
            }
        })*
    };
}
element!(f32 => "f32", f64 => "f64", i8 => "i8", i16 => "i16", i32 => "i32", i64 => "i64");

/// A strided rank-`N` view over a Rust slice, passed to JIT code as a memref descriptor. The
/// code reads and writes the slice in place; freeing it there is an invalid free, reported.
pub struct MemRef<'a, T: Element, const N: usize> {
    data: &'a mut [T],
    sizes: [usize; N],
    strides: [usize; N],
}

impl<'a, T: Element, const N: usize> MemRef<'a, T, N> {
    /// A row-major view of `data` with `sizes`; `data` must hold exactly their product.
    pub fn new(data: &'a mut [T], sizes: [usize; N]) -> Result<Self, Error> {
        let n: usize = sizes.iter().product();
        if n != data.len() {
            return Err(Error(format!(
                "a memref of sizes {sizes:?} needs {n} elements, the slice has {}",
                data.len()
            )));
        }
        let mut strides = [1usize; N];
        for k in (0..N.saturating_sub(1)).rev() {
            strides[k] = strides[k + 1] * sizes[k + 1];
        }
        Ok(MemRef {
            data,
            sizes,
            strides,
        })
    }

    /// The view as a call argument.
    pub fn arg(&mut self) -> Arg<'_> {
        Arg::MemRef(RawMemRef {
            ptr: self.data.as_mut_ptr() as u64,
            elem: T::MLIR,
            len: std::mem::size_of_val(self.data),
            sizes: self.sizes.iter().map(|s| *s as i64).collect(),
            strides: self.strides.iter().map(|s| *s as i64).collect(),
            _slice: std::marker::PhantomData,
        })
    }
}

/// A memref argument borrowed from a [`MemRef`].
pub struct RawMemRef<'a> {
    ptr: u64,
    elem: &'static str,
    /// Bytes of the borrowed slice.
    len: usize,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    _slice: std::marker::PhantomData<&'a mut [u8]>,
}

impl RawMemRef<'_> {
    fn extent_bytes(&self) -> usize {
        self.len
    }

    /// A row-major view of rank `sizes.len()` over `elem` elements (`f16`, `f32`, `f64`, `i1`,
    /// `i8`, `i16`, `i32`, `i64`, `index`) starting at `ptr`: for callers whose rank and
    /// element type are only known at run time (the Python package's NumPy arrays).
    ///
    /// # Safety
    /// `ptr` must point to the product of `sizes` elements of `elem`'s size, valid for reads
    /// and writes and not otherwise accessed until the call this argument is passed to returns.
    pub unsafe fn from_raw(
        ptr: *mut u8,
        elem: &str,
        sizes: &[usize],
    ) -> Result<RawMemRef<'static>, Error> {
        const ELEMS: [&str; 9] = [
            "f16", "f32", "f64", "i1", "i8", "i16", "i32", "i64", "index",
        ];
        let elem = ELEMS
            .iter()
            .find(|e| **e == elem)
            .ok_or_else(|| Error(format!("memrefs of {elem} cannot be passed")))?;
        let n = sizes
            .iter()
            .try_fold(1usize, |n, s| n.checked_mul(*s))
            .and_then(|n| n.checked_mul(elem_size(elem)))
            .filter(|n| *n <= isize::MAX as usize)
            .ok_or_else(|| Error(format!("a memref of sizes {sizes:?} is too large")))?;
        let mut strides = vec![1i64; sizes.len()];
        for k in (0..sizes.len().saturating_sub(1)).rev() {
            strides[k] = strides[k + 1] * sizes[k + 1] as i64;
        }
        Ok(RawMemRef {
            ptr: ptr as u64,
            elem,
            len: n,
            sizes: sizes.iter().map(|s| *s as i64).collect(),
            strides,
            _slice: std::marker::PhantomData,
        })
    }
}

/// One argument of [`Jit::call`], checked against the MLIR parameter type.
pub enum Arg<'a> {
    /// `i1`.
    I1(bool),
    /// `i8`.
    I8(i8),
    /// `i16`.
    I16(i16),
    /// `i32`.
    I32(i32),
    /// `i64`.
    I64(i64),
    /// `index`.
    Index(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
    /// A ranked memref (see [`MemRef::arg`]).
    MemRef(RawMemRef<'a>),
}

/// A JIT-compiled module whose functions can be called from Rust.
pub struct Jit {
    module: Module,
    compiled: Compiled,
}

impl Jit {
    /// Compiles every function of `module` (run a [`Pipeline`] first to insert deallocations).
    pub fn new(mut module: Module, runtime: &Runtime) -> Result<Jit, Error> {
        // Deep input recurses deeply: on a large stack, as the tools run.
        crate::stack::on_big_stack(|| {
            // Linalg ops on buffers run as the loops upstream lowers them to, as in memref-run.
            {
                let top = module.top;
                crate::passes::convert_linalg_to_loops::lower_for_execution(&mut module.ctx, top)
                    .map_err(|d| module.error(d))?;
            }
            // Affine ops are compiled after -lower-affine, as upstream runs them.
            if crate::passes::lower_affine::has_affine_ops(&module.ctx, module.top) {
                let top = module.top;
                crate::passes::lower_affine::lower_affine(&mut module.ctx, top)
                    .and_then(|_| crate::verify::verify(&module.ctx, top))
                    .map_err(|d| module.error(d))?;
            }
            let opts = JitOptions {
                check_bounds: runtime.check_bounds,
                shared_libs: runtime.shared_libs.clone(),
                host_calls: true,
                ..Default::default()
            };
            let compiled = compile(&module.ctx, module.top, &opts).map_err(|d| module.error(d))?;
            Ok(Jit { module, compiled })
        })
    }

    /// The module the code was compiled from.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// The parameter and result types of function `name`, as MLIR prints them.
    pub fn signature(&self, name: &str) -> Result<(Vec<String>, Vec<String>), Error> {
        let ctx = &self.module.ctx;
        let (inputs, results) = self.function_type(name)?;
        let show = |ts: &[Type]| {
            ts.iter()
                .map(|t| crate::print::type_to_string(ctx, *t))
                .collect()
        };
        Ok((show(&inputs), show(&results)))
    }

    /// The parameter and result types of function `name` (a `func.func` of the module).
    fn function_type(&self, name: &str) -> Result<(Vec<Type>, Vec<Type>), Error> {
        let ctx = &self.module.ctx;
        let f = ctx
            .lookup_symbol(self.module.top, name.as_bytes())
            .filter(|f| ctx.kind(*f) == OpKind::FuncFunc)
            .ok_or_else(|| Error(format!("no function named '@{name}'")))?;
        ctx.function_type(f)
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
            .ok_or_else(|| Error(format!("'@{name}' has no function type")))
    }

    /// Calls function `name` with `args` (checked against its signature) in a fresh run: the
    /// memory report covers what this call allocated and freed. A runtime fault (division by
    /// zero, failed assert, with `check_bounds` a bad access) is an `Err` at its location.
    pub fn call(&mut self, name: &str, args: &mut [Arg<'_>]) -> Result<Call, Error> {
        // Deep input recurses deeply: on a large stack, as the tools run.
        crate::stack::on_big_stack(|| {
            let (inputs, results) = self.function_type(name)?;
            let ctx = &self.module.ctx;
            if inputs.len() != args.len() {
                return Err(Error(format!(
                    "'@{name}' takes {} arguments, {} given",
                    inputs.len(),
                    args.len()
                )));
            }
            let mut slots = Vec::new();
            for (k, (t, a)) in inputs.iter().zip(args.iter()).enumerate() {
                marshal(ctx, *t, a, &mut slots)
                    .map_err(|m| Error(format!("argument {k} of '@{name}': {m}")))?;
            }
            // Where each result's slots start, and how to read it.
            let mut layout = Vec::new();
            let mut at = 0;
            for t in &results {
                let kind = result_kind(ctx, *t).ok_or_else(|| {
                    Error(format!(
                        "'@{name}' returns a {}, which the API cannot return",
                        crate::print::type_to_string(ctx, *t)
                    ))
                })?;
                let n = match &kind {
                    Kind::MemRef { rank, .. } => 3 + 2 * rank,
                    _ => 1,
                };
                layout.push((at, kind));
                at += n;
            }
            let owned: Vec<(usize, usize)> = args
                .iter()
                .filter_map(|a| match a {
                    Arg::MemRef(m) => Some((m.ptr as usize, m.extent_bytes())),
                    _ => None,
                })
                .chain(self.compiled.global_ranges())
                .collect();
            let memrefs: Vec<(usize, usize, usize)> = layout
                .iter()
                .filter_map(|(at, k)| match k {
                    Kind::MemRef {
                        rank, elem_bytes, ..
                    } => Some((*at, *rank, *elem_bytes)),
                    _ => None,
                })
                .collect();
            let caller = format!("the caller of @{name} (API)");
            // SAFETY: every memref slot points into a slice borrowed mutably by `args` for the
            // duration of the call, with sizes and strides inside it (checked by `MemRef::new`).
            let (out, rets, taken) = unsafe {
                self.compiled.call_host_with(name, &slots, move |rets| {
                    take_returned(rets, &memrefs, &owned, &caller)
                })
            }
            .map_err(|d| self.module.error(d))?;
            if let Some(d) = out.error {
                return Err(self.module.error(d));
            }
            let mut buffers = match taken {
                Some(Ok(b)) => b.into_iter(),
                Some(Err(m)) => return Err(Error(format!("'@{name}' {m}"))),
                None => Vec::new().into_iter(),
            };
            let results = layout
                .into_iter()
                .map(|(at, kind)| {
                    let r = rets[at];
                    match kind {
                        Kind::F32 => Value::F32(f32::from_bits(r as u32)),
                        Kind::F64 => Value::F64(f64::from_bits(r)),
                        Kind::Int(w) if w < 64 => {
                            let v = r & ((1u64 << w) - 1);
                            // i1 reads as 0/1, other widths sign-extend.
                            Value::Int(if w == 1 {
                                v as i64
                            } else {
                                ((v << (64 - w)) as i64) >> (64 - w)
                            })
                        }
                        Kind::Int(_) => Value::Int(r as i64),
                        Kind::MemRef { elem, .. } => {
                            let (sizes, bytes) = buffers.next().unwrap_or_default();
                            let elem_bytes = elem_size(&elem);
                            Value::MemRef(Buffer {
                                elem,
                                sizes,
                                elem_bytes,
                                bytes,
                            })
                        }
                    }
                })
                .collect();
            Ok(Call {
                results,
                stdout: out.stdout,
                memory: MemoryReport {
                    records: out
                        .findings
                        .iter()
                        .map(|f| crate::report::FindingRecord::new(f, &out.sites))
                        .collect(),
                    findings: out.findings,
                    text: out.report,
                    stats: out.stats,
                },
            })
        })
    }
}

enum Kind {
    Int(u32),
    F32,
    F64,
    MemRef {
        rank: usize,
        elem: String,
        elem_bytes: usize,
    },
}

fn result_kind(ctx: &Context, t: Type) -> Option<Kind> {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } if matches!(width, 1 | 8 | 16 | 32 | 64) => {
            Some(Kind::Int(*width))
        }
        TypeData::Index => Some(Kind::Int(64)),
        TypeData::Float(FloatKind::F32) => Some(Kind::F32),
        TypeData::Float(FloatKind::F64) => Some(Kind::F64),
        TypeData::MemRef { shape, elem, .. } => {
            let elem = crate::print::type_to_string(ctx, *elem);
            let elem_bytes = elem_size(&elem);
            (elem_bytes > 0).then_some(Kind::MemRef {
                rank: shape.len(),
                elem,
                elem_bytes,
            })
        }
        _ => None,
    }
}

/// Bytes of an element type the API can copy out (0: none).
fn elem_size(elem: &str) -> usize {
    match elem {
        "i1" | "i8" => 1,
        "i16" | "f16" | "bf16" => 2,
        "i32" | "f32" => 4,
        "i64" | "f64" | "index" => 8,
        _ => 0,
    }
}

/// A returned memref's sizes and bytes (row-major).
type Copied = (Vec<usize>, Vec<u8>);

/// Copies out the memrefs a call returned (`(first slot, rank, element bytes)` each) and
/// frees the heap buffers among them, once each, as their owner. Runs on the JIT thread
/// before the run ends. A result must lie in a live heap block of the run, an argument's
/// slice or a global (`owned` ranges); anything else (a freed buffer, the stack of a function
/// that has returned) is an error instead of a read.
fn take_returned(
    rets: &[u64],
    memrefs: &[(usize, usize, usize)],
    owned: &[(usize, usize)],
    caller: &str,
) -> Result<Vec<Copied>, String> {
    use memref_jit_runtime::jit::with_tracker;
    let mut out = Vec::new();
    let mut to_free = Vec::new();
    for (k, &(at, rank, es)) in memrefs.iter().enumerate() {
        let d = &rets[at..at + 3 + 2 * rank];
        let (allocated, aligned, offset) = (d[0] as usize, d[1] as i128, d[2] as i64 as i128);
        let sizes: Vec<i128> = d[3..3 + rank].iter().map(|s| *s as i64 as i128).collect();
        let strides: Vec<i128> = d[3 + rank..].iter().map(|s| *s as i64 as i128).collect();
        if sizes.iter().any(|s| *s < 0) {
            return Err(format!("returned memref {k} with a negative size"));
        }
        let sizes_u: Vec<usize> = sizes.iter().map(|s| *s as usize).collect();
        if sizes.contains(&0) {
            // No element to copy, but the caller still owns (and frees) a heap buffer the
            // function returned.
            if with_tracker(|t| t.is_live_block(allocated)).unwrap_or(false)
                && !to_free.contains(&allocated)
            {
                to_free.push(allocated);
            }
            out.push((sizes_u, Vec::new()));
            continue;
        }
        // The bytes the view spans.
        let (mut lo, mut hi) = (offset, offset);
        for (s, st) in sizes.iter().zip(&strides) {
            let reach = (s - 1) * st;
            if reach < 0 {
                lo += reach;
            } else {
                hi += reach;
            }
        }
        let es_i = es as i128;
        let (start, end) = (aligned + lo * es_i, aligned + (hi + 1) * es_i);
        let fits = |(s, n): &(usize, usize)| start >= *s as i128 && end <= (*s + *n) as i128;
        let heap = if start < 0 || end > usize::MAX as i128 {
            None
        } else {
            with_tracker(|t| t.is_live_range(start as usize, (end - start) as usize)).flatten()
        };
        match heap {
            Some(true) => {
                if !to_free.contains(&allocated) {
                    to_free.push(allocated);
                }
            }
            Some(false) => return Err(format!("returned memref {k}, which was freed")),
            None if owned.iter().any(fits) => {}
            None => {
                return Err(format!(
                    "returned memref {k}, which points to memory it does not own (the stack \
                     of a function that has returned?)"
                ))
            }
        }
        let count: i128 = sizes.iter().product();
        let mut bytes = Vec::with_capacity((count * es_i) as usize);
        let mut idx = vec![0i128; rank];
        for _ in 0..count {
            let lin = offset + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i128>();
            let p = (aligned + lin * es_i) as usize as *const u8;
            // SAFETY: `p..p + es` lies in the range checked above (live heap, an argument's
            // slice or a global).
            bytes.extend_from_slice(unsafe { std::slice::from_raw_parts(p, es) });
            for j in (0..rank).rev() {
                idx[j] += 1;
                if idx[j] < sizes[j] {
                    break;
                }
                idx[j] = 0;
            }
        }
        out.push((sizes_u, bytes));
    }
    with_tracker(|t| {
        let site = t.site(caller, "return");
        for p in to_free {
            t.free(p, site);
        }
    });
    Ok(out)
}

/// Appends the slots of argument `a` for parameter type `t`.
fn marshal(ctx: &Context, t: Type, a: &Arg<'_>, slots: &mut Vec<u64>) -> Result<(), String> {
    let want = crate::print::type_to_string(ctx, t);
    let mismatch = || Err(format!("expected a value of type {want}"));
    match (ctx.ty(t), a) {
        (TypeData::Integer { width: 1, .. }, Arg::I1(b)) => slots.push(*b as u64),
        (TypeData::Integer { width: 8, .. }, Arg::I8(v)) => slots.push(*v as u8 as u64),
        (TypeData::Integer { width: 16, .. }, Arg::I16(v)) => slots.push(*v as u16 as u64),
        (TypeData::Integer { width: 32, .. }, Arg::I32(v)) => slots.push(*v as u32 as u64),
        (TypeData::Integer { width: 64, .. }, Arg::I64(v)) => slots.push(*v as u64),
        (TypeData::Index, Arg::Index(v)) => slots.push(*v as u64),
        (TypeData::Float(FloatKind::F32), Arg::F32(x)) => slots.push(x.to_bits() as u64),
        (TypeData::Float(FloatKind::F64), Arg::F64(x)) => slots.push(x.to_bits()),
        (
            TypeData::MemRef {
                shape,
                elem,
                layout,
                ..
            },
            Arg::MemRef(m),
        ) => {
            let et = crate::print::type_to_string(ctx, *elem);
            if et != m.elem {
                return Err(format!("expected {want}, got a view of {}", m.elem));
            }
            if shape.len() != m.sizes.len() {
                return Err(format!(
                    "expected {want}, got a view of rank {}",
                    m.sizes.len()
                ));
            }
            if layout.is_some() {
                return Err(format!(
                    "expected {want}: pass views to functions taking identity-layout memrefs"
                ));
            }
            for (k, (s, got)) in shape.iter().zip(&m.sizes).enumerate() {
                if *s != DYNAMIC && s != got {
                    return Err(format!("expected {want}, got size {got} in dimension {k}"));
                }
            }
            slots.extend([m.ptr, m.ptr, 0]);
            slots.extend(m.sizes.iter().map(|s| *s as u64));
            slots.extend(m.strides.iter().map(|s| *s as u64));
        }
        _ => return mismatch(),
    }
    Ok(())
}
