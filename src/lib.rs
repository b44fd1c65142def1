//! memref-jit: run MLIR memref-level IR through the buffer-deallocation pipeline and execute
//! it with a Cranelift JIT, with a runtime that catches every leak and double free.
//!
//! The crate is laid out like the pipeline: [`ir`] (entities, types, attributes, ops),
//! [`parse`] and [`print`] (MLIR text), [`verify`], and the [`opt`] driver behind `memref-opt`.

pub mod analysis;
pub mod codegen;
pub mod diag;
pub mod interp;
pub mod ir;
pub mod opt;
pub mod parse;
pub mod passes;
pub mod print;
pub mod run;
pub mod testing;
pub mod verify;

pub use diag::{Diagnostic, Severity};
pub use parse::{parse_module, ParseOptions};
