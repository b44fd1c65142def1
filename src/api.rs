//! The library API (DESIGN §8): parse text, run passes, JIT-compile, call a function with
//! Rust values and memref views over Rust slices, and read the memory report.
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
        crate::print::print_module(&self.ctx, self.top, &Default::default())
    }
}

/// Parses and verifies `text` (diagnostics name it `<input>`).
pub fn parse_module(text: &str) -> Result<Module, Error> {
    parse_module_named(text, "<input>")
}

/// Parses and verifies `text`, naming it `filename` in diagnostics.
pub fn parse_module_named(text: &str, filename: &str) -> Result<Module, Error> {
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
        let mut pm = PassManager {
            passes: parse_pipeline(&self.text).map_err(Error)?,
            ..Default::default()
        };
        let r = pm
            .run(&mut m.ctx, m.top, &Default::default())
            .1
            .and_then(|_| crate::verify::verify(&m.ctx, m.top));
        r.map_err(|d| m.error(d))
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
    /// Allocations, frees, peak live bytes.
    pub stats: Stats,
}

impl MemoryReport {
    /// No leak, double free or invalid free.
    pub fn is_clean(&self) -> bool {
        self.findings.is_empty()
    }
}

/// A scalar result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// Any integer or index (i1 as 0/1).
    Int(i64),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
}

/// What a call returned.
#[derive(Clone, Debug)]
pub struct Call {
    /// The function's results.
    pub results: Vec<Scalar>,
    /// What it printed through the runner utilities.
    pub stdout: String,
    /// The memory checker's report for the call.
    pub memory: MemoryReport,
}

/// Element types a [`MemRef`] can view.
pub trait Element: Copy {
    /// The MLIR element type (`f32`, `i64`, ...).
    const MLIR: &'static str;
}

macro_rules! element {
    ($($t:ty => $n:literal),*) => {
        $(impl Element for $t {
            const MLIR: &'static str = $n;
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
    sizes: Vec<i64>,
    strides: Vec<i64>,
    _slice: std::marker::PhantomData<&'a mut [u8]>,
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
    pub fn new(module: Module, runtime: &Runtime) -> Result<Jit, Error> {
        let opts = JitOptions {
            check_bounds: runtime.check_bounds,
            shared_libs: runtime.shared_libs.clone(),
            host_calls: true,
            ..Default::default()
        };
        let compiled = compile(&module.ctx, module.top, &opts).map_err(|d| module.error(d))?;
        Ok(Jit { module, compiled })
    }

    /// The module the code was compiled from.
    pub fn module(&self) -> &Module {
        &self.module
    }

    /// Calls function `name` with `args` (checked against its signature) in a fresh run: the
    /// memory report covers what this call allocated and freed. A runtime fault (division by
    /// zero, failed assert, with `check_bounds` a bad access) is an `Err` at its location.
    pub fn call(&mut self, name: &str, args: &mut [Arg<'_>]) -> Result<Call, Error> {
        let ctx = &self.module.ctx;
        let f = ctx
            .lookup_symbol(self.module.top, name.as_bytes())
            .filter(|f| ctx.kind(*f) == OpKind::FuncFunc)
            .ok_or_else(|| Error(format!("no function named '@{name}'")))?;
        let (inputs, results) = match ctx
            .get_attr(f, "function_type")
            .map(|a| ctx.attr(a).clone())
        {
            Some(crate::ir::AttrData::Type(t)) => match ctx.ty(t) {
                TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => return Err(Error(format!("'@{name}' has no function type"))),
            },
            _ => return Err(Error(format!("'@{name}' has no function type"))),
        };
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
        for t in &results {
            if scalar_kind(ctx, *t).is_none() {
                return Err(Error(format!(
                    "'@{name}' returns a {}; through the API, pass buffers in as arguments",
                    crate::print::type_to_string(ctx, *t)
                )));
            }
        }
        // SAFETY: every memref slot points into a slice borrowed mutably by `args` for the
        // duration of the call, with sizes and strides inside it (checked by `MemRef::new`).
        let (out, rets) =
            unsafe { self.compiled.call_host(name, &slots) }.map_err(|d| self.module.error(d))?;
        if let Some(d) = out.error {
            return Err(self.module.error(d));
        }
        let results = results
            .iter()
            .zip(&rets)
            .map(|(t, r)| match scalar_kind(ctx, *t) {
                Some(Kind::F32) => Scalar::F32(f32::from_bits(*r as u32)),
                Some(Kind::F64) => Scalar::F64(f64::from_bits(*r)),
                Some(Kind::Int(w)) if w < 64 => {
                    let v = *r & ((1u64 << w) - 1);
                    // i1 reads as 0/1, other widths sign-extend.
                    Scalar::Int(if w == 1 {
                        v as i64
                    } else {
                        ((v << (64 - w)) as i64) >> (64 - w)
                    })
                }
                _ => Scalar::Int(*r as i64),
            })
            .collect();
        Ok(Call {
            results,
            stdout: out.stdout,
            memory: MemoryReport {
                findings: out.findings,
                text: out.report,
                stats: out.stats,
            },
        })
    }
}

enum Kind {
    Int(u32),
    F32,
    F64,
}

fn scalar_kind(ctx: &Context, t: Type) -> Option<Kind> {
    match ctx.ty(t) {
        TypeData::Integer { width, .. } if matches!(width, 1 | 8 | 16 | 32 | 64) => {
            Some(Kind::Int(*width))
        }
        TypeData::Index => Some(Kind::Int(64)),
        TypeData::Float(FloatKind::F32) => Some(Kind::F32),
        TypeData::Float(FloatKind::F64) => Some(Kind::F64),
        _ => None,
    }
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
