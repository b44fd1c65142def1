//! memref-jit: run MLIR memref-level IR through the buffer-deallocation pipeline and execute
//! it with a Cranelift JIT, with a runtime that catches every leak and double free.
//!
//! The crate is laid out like the pipeline: [`ir`] (entities, types, attributes, ops),
//! [`parse`] and [`print`](mod@print) (MLIR text), [`verify`], [`analysis`], [`passes`], the reference
//! interpreter [`interp`], the Cranelift JIT [`codegen`], and the drivers behind `memref-opt`
//! ([`opt`]) and `memref-run` ([`run`]). The library API — parse, run passes, JIT, call with
//! Rust slices, read the memory report — is re-exported here from [`api`].

#![warn(missing_docs)]

pub mod analysis;
pub mod api;
pub mod codegen;
pub mod diag;
pub mod interp;
pub mod ir;
pub mod opt;
pub mod par;
pub mod parse;
pub mod passes;
pub mod print;
pub mod report;
pub mod run;
pub mod stack;
pub mod testing;
pub mod values;
pub mod verify;

pub use api::{
    parse_module, parse_module_named, Arg, Buffer, Call, Element, Error, Jit, MemRef, MemoryReport,
    Module, Pipeline, Runtime, Value,
};
pub use diag::{Diagnostic, Severity};
pub use parse::ParseOptions;
pub use passes::PassManager;
