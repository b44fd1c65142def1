//! Offsets and strides that a memref's type fixes are constants in the code that addresses its
//! elements: `memref<500x500xi32>` is addressed as `aligned + (i * 500 + j) * 4`, not through
//! the descriptor's stride fields. The descriptor of a value of that type holds those very
//! numbers (the type promises them), and constants let Cranelift fold the multiplications into
//! address modes and hoist or strength-reduce what is left, as LLVM does for upstream's code.

use super::memref::Desc;
use super::FnLower;
use crate::ir::{Type, DYNAMIC};
use cranelift_codegen::ir::types;

impl FnLower<'_, '_, '_> {
    /// `d` (the descriptor of a ranked memref of type `t`) with every offset and stride that
    /// `t` states replaced by a constant.
    pub(super) fn with_static_layout(&mut self, t: Type, mut d: Desc) -> Desc {
        let Some((offset, strides)) = self.m.ctx.memref_strides(t) else {
            return d;
        };
        if strides.len() != d.strides.len() {
            return d;
        }
        if offset != DYNAMIC {
            d.offset = self.iconst(types::I64, offset);
        }
        for (k, s) in strides.iter().enumerate() {
            if *s != DYNAMIC {
                d.strides[k] = self.iconst(types::I64, *s);
            }
        }
        d
    }
}
