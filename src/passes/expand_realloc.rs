//! `expand-realloc`: rewrites `memref.realloc` into a guarded alloc + copy (grow) or a
//! `memref.reinterpret_cast` (shrink), as upstream's `ExpandReallocPass`.

use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::attrs::CmpIPredicate;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, TypeData, DYNAMIC};
use crate::verify::op_error;

/// The pass; `emit_deallocs` frees the old buffer after copying (the pipeline turns it off).
pub struct ExpandRealloc {
    /// Emit `memref.dealloc` of the source in the growing branch.
    pub emit_deallocs: bool,
}

impl Pass for ExpandRealloc {
    // Each realloc expands where it is.
    fn splits_by_function(&self) -> bool {
        true
    }
    fn flag(&self) -> &'static str {
        "expand-realloc"
    }
    fn class_name(&self) -> &'static str {
        "ExpandReallocPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        let reallocs: Vec<Op> = ctx
            .collect_ops(root)
            .into_iter()
            .filter(|o| ctx.kind(*o) == OpKind::MemRefRealloc)
            .collect();
        for op in reallocs {
            expand(ctx, op, self.emit_deallocs)?;
        }
        // Upstream runs the expansion as a partial dialect conversion to arith, memref and
        // scf, which folds the ops of every other dialect on its way (`vector.shape_cast` of a
        // constant becomes a constant here, not in the first canonicalize).
        super::canonicalize::conversion_folds(ctx, root, &["arith", "memref", "scf"]);
        Ok(())
    }
}

fn expand(ctx: &mut Context, op: Op, emit_deallocs: bool) -> Result<(), Diagnostic> {
    let src = ctx.operand(op, 0);
    let dyn_size = ctx.operands(op).get(1).copied();
    let res = ctx.result(op, 0);
    let (src_ty, res_ty) = (ctx.value_type(src), ctx.value_type(res));
    let (
        TypeData::MemRef { shape: ss, .. },
        TypeData::MemRef {
            shape: ds,
            elem,
            space,
            ..
        },
    ) = (ctx.ty(src_ty).clone(), ctx.ty(res_ty).clone())
    else {
        return Err(op_error(ctx, op, "expects ranked memrefs"));
    };
    let (s, d) = (ss[0], ds[0]);
    let b = Builder::before(ctx, op);
    let cur = if s == DYNAMIC {
        let c0 = b.const_index(ctx, 0);
        b.memref_dim(ctx, src, c0)
    } else {
        b.const_index(ctx, s)
    };
    let tgt = match dyn_size {
        Some(v) if d == DYNAMIC => v,
        _ => b.const_index(ctx, d),
    };
    let grow = b.cmpi(ctx, CmpIPredicate::Ult, cur, tgt);

    // Then: allocate the new size and copy the old contents in.
    let then_r = ctx.create_region();
    let then_b = ctx.create_block();
    ctx.append_block(then_r, then_b);
    let tb = Builder::at_end(then_b, b.loc);
    let mut alloc_attrs = Vec::new();
    if let Some(a) = ctx.get_attr(op, "alignment") {
        alloc_attrs.push(("alignment".to_string(), a));
    }
    let dyn_ops: Vec<_> = if d == DYNAMIC { vec![tgt] } else { vec![] };
    let alloc = tb.create_with_segments(
        ctx,
        OpKind::MemRefAlloc,
        &[&dyn_ops, &[]],
        &[res_ty],
        alloc_attrs,
    );
    let new = ctx.result(alloc, 0);
    let stride1 = ctx.intern_attr(AttrData::Strided {
        strides: vec![1],
        offset: 0,
    });
    let sv_ty = ctx.intern_type(TypeData::MemRef {
        shape: vec![s],
        elem,
        layout: Some(stride1),
        space,
    });
    let sizes_dyn: Vec<_> = if s == DYNAMIC { vec![cur] } else { vec![] };
    let (so, sz, st) = (
        ctx.dense_i64_array(&[0]),
        ctx.dense_i64_array(&[s]),
        ctx.dense_i64_array(&[1]),
    );
    let sv = tb.create_with_segments(
        ctx,
        OpKind::MemRefSubView,
        &[&[new], &[], &sizes_dyn, &[]],
        &[sv_ty],
        vec![
            ("static_offsets".into(), so),
            ("static_sizes".into(), sz),
            ("static_strides".into(), st),
        ],
    );
    let sv = ctx.result(sv, 0);
    tb.create(ctx, OpKind::MemRefCopy, &[src, sv], &[], vec![], &[]);
    if emit_deallocs {
        tb.memref_dealloc(ctx, src);
    }
    tb.yield_(ctx, &[new]);

    // Else: reinterpret the old buffer with the new size.
    let else_r = ctx.create_region();
    let else_b = ctx.create_block();
    ctx.append_block(else_r, else_b);
    let eb = Builder::at_end(else_b, b.loc);
    let tgt_dyn: Vec<_> = if d == DYNAMIC { vec![tgt] } else { vec![] };
    let (so, sz, st) = (
        ctx.dense_i64_array(&[0]),
        ctx.dense_i64_array(&[d]),
        ctx.dense_i64_array(&[1]),
    );
    let rc = eb.create_with_segments(
        ctx,
        OpKind::MemRefReinterpretCast,
        &[&[src], &[], &tgt_dyn, &[]],
        &[res_ty],
        vec![
            ("static_offsets".into(), so),
            ("static_sizes".into(), sz),
            ("static_strides".into(), st),
        ],
    );
    let rc = ctx.result(rc, 0);
    eb.yield_(ctx, &[rc]);

    let if_op = b.create(
        ctx,
        OpKind::ScfIf,
        &[grow],
        &[res_ty],
        vec![],
        &[then_r, else_r],
    );
    let r = ctx.result(if_op, 0);
    ctx.replace_all_uses(res, r);
    ctx.erase_op(op);
    Ok(())
}
