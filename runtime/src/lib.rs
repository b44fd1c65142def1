//! The memref-jit runtime: MLIR runner-utility output formats (byte for byte as upstream's
//! `printMemref*`, `printI64`, ...), shared by the interpreter and JIT code. The tracking
//! allocator joins it with the execution engines.

#![warn(missing_docs)]

mod blocks;
pub mod format;
pub mod libm;
pub mod minifloat;
pub mod sizes;
pub mod tracker;

pub use blocks::abi as slab_abi;
pub use format::{
    bf16_to_f32, f16_to_f32, format_f32, format_f64, format_memref, format_memref_shape,
    MemRefView, Scalar,
};
pub use tracker::{Finding, Site, SiteId, Stats, Tracker};
pub mod jit;
