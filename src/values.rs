//! Values both engines share: run-time values, memref descriptors and what a run produced. The
//! interpreter computes with them, the JIT returns its results as them.

pub mod complex;

use crate::diag::Diagnostic;
use memref_jit_runtime::{Finding, Stats};

/// The `allocated` pointer of `memref.get_global` descriptors (deliberately invalid, as
/// upstream's): globals are never freed, and freeing it is reported as an invalid free.
pub const GLOBAL_SENTINEL: usize = memref_jit_runtime::jit::GLOBAL_SENTINEL;

/// A runtime value.
#[derive(Clone, Debug, PartialEq)]
pub enum RtVal {
    /// An integer or index: sign-extended from its width (i1 is 0 or 1).
    Int(i64),
    /// An f32.
    F32(f32),
    /// An f64.
    F64(f64),
    /// A `complex<f32>`: (real, imaginary).
    C32(f32, f32),
    /// A `complex<f64>`: (real, imaginary).
    C64(f64, f64),
    /// A ranked memref descriptor.
    Mem(MemDesc),
    /// An unranked memref: its rank and descriptor.
    Unranked(MemDesc),
    /// A function reference (`func.constant`).
    Func(String),
    /// A vector: its elements in row-major order (scalars of the element type).
    Vector(Vec<RtVal>),
    /// A tensor: an immutable value, shared when copied (ops that change it make a new one).
    Tensor(std::sync::Arc<TensorVal>),
}

/// The value of a ranked tensor (an unranked tensor value is one of some rank).
#[derive(Clone, Debug, PartialEq)]
pub struct TensorVal {
    /// Sizes.
    pub shape: Vec<i64>,
    /// Elements in row-major order (scalars of the element type).
    pub elems: Vec<RtVal>,
}

/// A ranked memref descriptor: `{allocated, aligned, offset, sizes, strides}` (in elements).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemDesc {
    /// The pointer `memref.dealloc` frees.
    pub allocated: usize,
    /// The pointer element addresses are computed from.
    pub aligned: usize,
    /// Offset in elements.
    pub offset: i64,
    /// Sizes.
    pub sizes: Vec<i64>,
    /// Strides in elements.
    pub strides: Vec<i64>,
}

/// What a run produced.
#[derive(Debug, Default)]
pub struct RunOutput {
    /// Text printed by the program (runner utilities).
    pub stdout: String,
    /// The runtime error that stopped the run, if any.
    pub error: Option<Diagnostic>,
    /// Leaks, double frees and invalid frees (empty when the run faulted).
    pub findings: Vec<Finding>,
    /// The findings rendered one per line.
    pub report: String,
    /// The checker's allocation and free sites, indexed by the findings' site ids.
    pub sites: Vec<memref_jit_runtime::Site>,
    /// Allocation counters.
    pub stats: Stats,
    /// Values returned by the entry function.
    pub returned: Vec<RtVal>,
}
