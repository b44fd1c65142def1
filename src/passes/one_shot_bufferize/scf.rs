//! One-Shot Bufferize of the scf ops, as upstream's SCF `BufferizableOpInterface`
//! implementations: loops and `scf.if`/`scf.execute_region` are rewritten in place on buffers
//! once their bodies are (their tensor block arguments and results go through `to_tensor`),
//! `scf.yield`/`scf.condition` pass buffers cast to the buffer type of what they feed.

use super::{Bufferizer, LayoutMapOption};
use crate::analysis::one_shot::scf as ascf;
use crate::analysis::one_shot::{is_tensor, OneShotState};
use crate::diag::Diagnostic;
use crate::ir::{Builder, Context, Op, OpKind, Type, Value, ValueDef};
use crate::verify::plain_error;

/// Upstream's `verifyAnalysis` of the loops: without `allow-return-allocs-from-loops`, every
/// yielded tensor must be equivalent to its iter_arg. Every violation is reported, inner loops
/// first (upstream walks in post-order).
pub(super) fn verify_loops(ctx: &Context, st: &OneShotState, root: Op) -> Result<(), Diagnostic> {
    let mut errors: Vec<Diagnostic> = Vec::new();
    crate::analysis::one_shot::post_order(ctx, root, &mut |op| {
        if !st.is_bufferizable(ctx, op) {
            return;
        }
        match ctx.kind(op) {
            OpKind::ScfFor => {
                let Some(y) = ascf::terminator(ctx, op, 0) else {
                    return;
                };
                for (k, r) in ctx.results(op).iter().enumerate() {
                    if is_tensor(ctx, ctx.value_type(*r)) && !ascf::for_equivalent(st, ctx, op, k) {
                        errors.push(plain_error(
                            ctx,
                            y,
                            format!("Yield operand #{k} is not equivalent to the corresponding iter bbArg"),
                        ));
                        return;
                    }
                }
            }
            OpKind::ScfWhile => {
                let (Some(c), Some(y)) =
                    (ascf::terminator(ctx, op, 0), ascf::terminator(ctx, op, 1))
                else {
                    return;
                };
                let cb = ctx.op_block(c).expect("condition block");
                for (k, v) in ctx.operands(c)[1..].iter().enumerate() {
                    let arg = ctx.block_args(cb).get(k).copied();
                    if is_tensor(ctx, ctx.value_type(*v))
                        && !arg.is_some_and(|a| st.equivalent(*v, a))
                    {
                        errors.push(plain_error(
                            ctx,
                            c,
                            format!("Condition arg #{k} is not equivalent to the corresponding iter bbArg"),
                        ));
                        return;
                    }
                }
                let yb = ctx.op_block(y).expect("yield block");
                for (k, v) in ctx.operands(y).iter().enumerate() {
                    let arg = ctx.block_args(yb).get(k).copied();
                    if is_tensor(ctx, ctx.value_type(*v))
                        && !arg.is_some_and(|a| st.equivalent(*v, a))
                    {
                        errors.push(plain_error(
                            ctx,
                            y,
                            format!("Yield operand #{k} is not equivalent to the corresponding iter bbArg"),
                        ));
                        return;
                    }
                }
            }
            _ => {}
        }
    });
    let mut it = errors.into_iter();
    match it.next() {
        None => Ok(()),
        Some(first) => Err(it.fold(first, |d, e| d.with_follow_up(e))),
    }
}

impl Bufferizer<'_> {
    /// Loop `resolveConflicts`: a yielded tensor that may alias a value defined outside of
    /// the loop (other than its iter_arg) is yielded as a copy.
    pub(super) fn resolve_loop_yields(&mut self, ctx: &mut Context, op: Op) {
        let st = self.st;
        match ctx.kind(op) {
            OpKind::ScfFor => {
                let Some(y) = ascf::terminator(ctx, op, 0) else {
                    return;
                };
                let body = ctx.regions(op)[0];
                let b = Builder::before(ctx, y);
                for k in 0..ctx.results(op).len() {
                    let v = ctx.operand(y, k);
                    if !is_tensor(ctx, ctx.value_type(ctx.operand(op, 3 + k))) {
                        continue;
                    }
                    let arg = ascf::for_iter_arg(ctx, op, k);
                    if ascf::does_not_alias_external(st, ctx, v, body, arg) {
                        continue;
                    }
                    let a = self.allocate_tensor_for(ctx, b, v, true);
                    ctx.set_operand(y, k, a);
                }
            }
            OpKind::ScfWhile => {
                let (Some(c), Some(y)) =
                    (ascf::terminator(ctx, op, 0), ascf::terminator(ctx, op, 1))
                else {
                    return;
                };
                let before = ctx.op_block(c).expect("before block");
                let after = ctx.op_block(y).expect("after block");
                let b = Builder::before(ctx, c);
                let n = ctx.operands(c).len() - 1;
                for k in 0..n {
                    let v = ctx.operand(c, k + 1);
                    let init_tensor = ctx
                        .operands(op)
                        .get(k)
                        .is_some_and(|i| is_tensor(ctx, ctx.value_type(*i)));
                    if !init_tensor {
                        continue;
                    }
                    let eq_before = ctx
                        .block_args(before)
                        .get(k)
                        .is_some_and(|a| st.equivalent(*a, v));
                    let eq_after = match (ctx.block_args(after).get(k), ctx.operands(y).get(k)) {
                        (Some(a), Some(w)) => st.equivalent(*a, *w),
                        _ => false,
                    };
                    if eq_before && eq_after {
                        continue;
                    }
                    let a = self.allocate_tensor_for(ctx, b, v, true);
                    ctx.set_operand(c, k + 1, a);
                }
            }
            _ => {}
        }
    }

    /// Upstream's `getBufferType`: the buffer type a tensor value will bufferize to, before
    /// its definition is bufferized. `stack` holds the values being computed (loops).
    pub(super) fn buffer_type_of(
        &self,
        ctx: &mut Context,
        v: Value,
        stack: &mut Vec<Value>,
    ) -> Type {
        let t = ctx.value_type(v);
        if !is_tensor(ctx, t) {
            return t;
        }
        stack.push(v);
        let r = self.buffer_type_impl(ctx, v, stack);
        stack.pop();
        r
    }

    fn buffer_type_impl(&self, ctx: &mut Context, v: Value, stack: &mut Vec<Value>) -> Type {
        use OpKind::*;
        let t = ctx.value_type(v);
        match ctx.value(v).def {
            ValueDef::Result(d, k) => match ctx.kind(d) {
                BufferizationToTensor => return ctx.value_type(ctx.operand(d, 0)),
                // A new buffer of identity layout (upstream: in the source's memory space).
                TensorPad => {
                    let src = ctx.operand(d, 0);
                    let st = self.buffer_type_of(ctx, src, stack);
                    let id = self.buffer_type(ctx, t, LayoutMapOption::Identity);
                    return with_space_of(ctx, id, st);
                }
                // A tensor.empty not yet rewritten to alloc_tensor has upstream's default
                // buffer type (`defaultGetBufferType`: the unknown-type layout).
                TensorEmpty => return self.unknown_type(ctx, t),
                BufferizationAllocTensor => {
                    let id = self.buffer_type(ctx, t, LayoutMapOption::Identity);
                    // The memory space: its own, else the copied buffer's.
                    if let Some(space) = ctx.get_attr(d, "memory_space") {
                        if let crate::ir::TypeData::MemRef { shape, elem, .. } = ctx.ty(id).clone()
                        {
                            return ctx.intern_type(crate::ir::TypeData::MemRef {
                                shape,
                                elem,
                                layout: None,
                                space: Some(space),
                            });
                        }
                    }
                    if let Some(&c) = ctx.segment(d, 1).first() {
                        let ct = self.buffer_type_of(ctx, c, stack);
                        return with_space_of(ctx, id, ct);
                    }
                    return id;
                }
                ScfFor if self.st.is_bufferizable(ctx, d) => {
                    let arg = ascf::for_iter_arg(ctx, d, k as usize);
                    return self.buffer_type_of(ctx, arg, stack);
                }
                ScfWhile if self.st.is_bufferizable(ctx, d) => {
                    if let Some(c) = ascf::terminator(ctx, d, 0) {
                        let cv = ctx.operand(c, k as usize + 1);
                        return self.buffer_type_of(ctx, cv, stack);
                    }
                }
                ScfIf if self.st.is_bufferizable(ctx, d) => {
                    let (Some(ty), Some(ey)) =
                        (ascf::terminator(ctx, d, 0), ascf::terminator(ctx, d, 1))
                    else {
                        return self.unknown_type(ctx, t);
                    };
                    let (tv, ev) = (ctx.operand(ty, k as usize), ctx.operand(ey, k as usize));
                    let tt = self.buffer_type_of(ctx, tv, stack);
                    let et = self.buffer_type_of(ctx, ev, stack);
                    if tt == et {
                        return tt;
                    }
                    // A fully dynamic layout in the branches' memory space.
                    let dynamic = self.buffer_type(ctx, t, LayoutMapOption::FullyDynamic);
                    return with_space_of(ctx, dynamic, tt);
                }
                // The default case's type, unless a case differs: then a fully dynamic layout.
                ScfIndexSwitch if self.st.is_bufferizable(ctx, d) => {
                    let n = ctx.regions(d).len();
                    let mut ty = None;
                    for r in 0..n {
                        let Some(y) = ascf::terminator(ctx, d, r) else {
                            return self.unknown_type(ctx, t);
                        };
                        let yv = ctx.operand(y, k as usize);
                        let yt = self.buffer_type_of(ctx, yv, stack);
                        ty = match ty {
                            None => Some(yt),
                            Some(prev) if prev == yt => Some(prev),
                            Some(prev) => {
                                let dynamic =
                                    self.buffer_type(ctx, t, LayoutMapOption::FullyDynamic);
                                Some(with_space_of(ctx, dynamic, prev))
                            }
                        };
                    }
                    if let Some(ty) = ty {
                        return ty;
                    }
                }
                // The slice of the source's buffer (`inferRankReducedResultType`).
                TensorExtractSlice => {
                    let st = self.buffer_type_of(ctx, ctx.operand(d, 0), stack);
                    let shape = super::tensor_shape(ctx, t).map(|s| s.0).unwrap_or_default();
                    if let Ok(mt) = super::subview_type(ctx, d, st, &shape) {
                        return mt;
                    }
                }
                // The reshaped source buffer; a collapse that is not guaranteed in place
                // collapses a copy of identity layout.
                TensorExpandShape | TensorCollapseShape => {
                    let st = self.buffer_type_of(ctx, ctx.operand(d, 0), stack);
                    if ctx.kind(d) == TensorCollapseShape
                        && !super::has_identity_layout(ctx, st)
                        && !super::guaranteed_collapsible(ctx, st, &ctx.reassociation(d))
                    {
                        let id = self.buffer_type(ctx, t, LayoutMapOption::Identity);
                        return with_space_of(ctx, id, st);
                    }
                    if let Ok(mt) = self.reshape_type(ctx, d, st) {
                        return mt;
                    }
                }
                // A new buffer of identity layout in the source's memory space.
                TensorReshape => {
                    let st = self.buffer_type_of(ctx, ctx.operand(d, 0), stack);
                    let id = self.buffer_type(ctx, t, LayoutMapOption::Identity);
                    return with_space_of(ctx, id, st);
                }
                // Both operands' type, or a fully dynamic layout when they differ.
                ArithSelect if k == 0 => {
                    let tt = self.buffer_type_of(ctx, ctx.operand(d, 1), stack);
                    let ft = self.buffer_type_of(ctx, ctx.operand(d, 2), stack);
                    if tt == ft {
                        return tt;
                    }
                    let dynamic = self.buffer_type(ctx, t, LayoutMapOption::FullyDynamic);
                    return with_space_of(ctx, dynamic, tt);
                }
                // The source's layout with the cast's shape (as the cast bufferizes).
                TensorCast => {
                    let st = self.buffer_type_of(ctx, ctx.operand(d, 0), stack);
                    if let (
                        crate::ir::TypeData::MemRef { layout, .. },
                        crate::ir::TypeData::Tensor { shape, elem, .. },
                    ) = (ctx.ty(st).clone(), ctx.ty(t).clone())
                    {
                        return super::memref_type(ctx, shape, elem, layout);
                    }
                }
                ScfExecuteRegion if self.st.is_bufferizable(ctx, d) => {
                    if let Some(y) = ascf::terminator(ctx, d, 0) {
                        let yv = ctx.operand(y, k as usize);
                        return self.buffer_type_of(ctx, yv, stack);
                    }
                }
                // The callee's (bufferized or to-be-bufferized) result type.
                FuncCall if self.st.is_bufferizable(ctx, d) => {
                    let callee = crate::analysis::one_shot::callee(ctx, d);
                    if let Some((_, outs)) = callee.and_then(|f| ctx.function_type(f)) {
                        let rt = outs[k as usize];
                        return self.func_boundary_type(ctx, rt);
                    }
                }
                _ if self.st.is_bufferizable(ctx, d) => {
                    // Default: the buffer type of an equivalent aliasing operand.
                    if let Some(o) = self.st.aliasing_operands(ctx, v).first().copied() {
                        let eq = self
                            .st
                            .aliasing_results(ctx, o)
                            .iter()
                            .any(|(x, e)| *x == v && *e);
                        if eq {
                            let ov = ctx.operand(o.0, o.1 as usize);
                            return self.buffer_type_of(ctx, ov, stack);
                        }
                    }
                }
                _ => {}
            },
            ValueDef::BlockArg(b, i) => {
                let parent = ctx.block_parent_op(b);
                match parent.map(|p| (p, ctx.kind(p))) {
                    Some((f, ScfFor)) if i > 0 && self.st.is_bufferizable(ctx, f) => {
                        let k = i as usize - 1;
                        let init = ctx.operand(f, 3 + k);
                        let y = ascf::for_yielded(ctx, f, k);
                        return self.loop_arg_type(ctx, v, init, y, stack);
                    }
                    Some((w, ScfWhile)) if self.st.is_bufferizable(ctx, w) => {
                        let k = i as usize;
                        let in_before = ctx.block_region(b) == Some(ctx.regions(w)[0]);
                        if in_before {
                            let init = ctx.operand(w, k);
                            let y = ascf::terminator(ctx, w, 1)
                                .and_then(|y| ctx.operands(y).get(k).copied());
                            return self.loop_arg_type(ctx, v, init, y, stack);
                        }
                        if let Some(c) = ascf::terminator(ctx, w, 0) {
                            let cv = ctx.operand(c, k + 1);
                            return self.buffer_type_of(ctx, cv, stack);
                        }
                    }
                    // A shared output's block argument: the output's buffer type.
                    Some((f, ScfForall)) if self.st.is_bufferizable(ctx, f) => {
                        let n = ctx.block_args(b).len();
                        let outs = crate::ir::ops::ForallOp(f).outputs(ctx);
                        if let Some(&o) = outs.get((i as usize + outs.len()).wrapping_sub(n)) {
                            return self.buffer_type_of(ctx, o, stack);
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        self.unknown_type(ctx, t)
    }

    fn unknown_type(&self, ctx: &mut Context, t: Type) -> Type {
        self.buffer_type(ctx, t, self.opts.unknown_layout)
    }

    /// Upstream's `computeLoopRegionIterArgBufferType`: the init's buffer type when the
    /// yielded value has the same one, else a fully dynamic layout.
    fn loop_arg_type(
        &self,
        ctx: &mut Context,
        arg: Value,
        init: Value,
        yielded: Option<Value>,
        stack: &mut Vec<Value>,
    ) -> Type {
        let init_t = self.buffer_type_of(ctx, init, stack);
        if stack.iter().filter(|x| **x == arg).count() >= 2 {
            return init_t;
        }
        let Some(y) = yielded else {
            return init_t;
        };
        let y_t = self.buffer_type_of(ctx, y, stack);
        if y_t == init_t {
            return init_t;
        }
        let t = ctx.value_type(arg);
        self.buffer_type(ctx, t, LayoutMapOption::FullyDynamic)
    }

    /// `memref.cast` of `buf` to `ty` unless it has that type.
    fn cast_buffer(&self, ctx: &mut Context, b: Builder, buf: Value, ty: Type) -> Value {
        if ctx.value_type(buf) == ty {
            return buf;
        }
        let b = Builder {
            loc: ctx.value_loc(buf),
            ..b
        };
        b.create_value(ctx, OpKind::MemRefCast, &[buf], ty, vec![])
    }

    /// The tensor block arguments of `block` become buffers of the given types, used by the
    /// (still tensor) body through `to_tensor`s at the start of the block.
    fn retype_block_args(
        &mut self,
        ctx: &mut Context,
        block: crate::ir::Block,
        types: &[(usize, Type)],
    ) {
        let first = ctx.first_op(block);
        for &(i, nt) in types {
            let a = ctx.block_args(block)[i];
            let old = ctx.value_type(a);
            ctx.set_value_type(a, nt);
            let b = Builder {
                block,
                before: first,
                loc: ctx.value_loc(a),
            };
            let tt = b.create(
                ctx,
                OpKind::BufferizationToTensor,
                &[a],
                &[old],
                vec![],
                &[],
            );
            let r = ctx.result(tt, 0);
            ctx.replace_uses_where(a, r, |_, u| u.op != tt);
        }
    }

    /// The tensor results of `op` become buffers of the given types; their uses go through
    /// `to_tensor`s right after the op.
    fn retype_results(&mut self, ctx: &mut Context, op: Op, types: &[(usize, Type)]) {
        // Each `to_tensor` goes right after the op (upstream's order: the last result first).
        for &(k, nt) in types {
            let b = Builder::after(ctx, op);
            let r = ctx.result(op, k);
            let old = ctx.value_type(r);
            ctx.set_value_type(r, nt);
            let tt = b.create(
                ctx,
                OpKind::BufferizationToTensor,
                &[r],
                &[old],
                vec![],
                &[],
            );
            let x = ctx.result(tt, 0);
            ctx.replace_uses_where(r, x, |_, u| u.op != tt);
        }
    }

    /// scf.for on buffers: init buffers (cast to the iter_args' buffer types), iter_args and
    /// results retyped.
    pub(super) fn bufferize_for(&mut self, ctx: &mut Context, f: Op) -> Result<(), Diagnostic> {
        let n = ctx.results(f).len();
        let mut bufs = Vec::new();
        for k in 0..n {
            let v = ctx.operand(f, 3 + k);
            bufs.push(if is_tensor(ctx, ctx.value_type(v)) {
                Some(self.get_buffer(ctx, v))
            } else {
                None
            });
        }
        let b = Builder::before(ctx, f);
        let mut types = Vec::new();
        for (k, buf) in bufs.into_iter().enumerate() {
            let Some(buf) = buf else {
                continue;
            };
            let r = ctx.result(f, k);
            let ty = self.buffer_type_of(ctx, r, &mut Vec::new());
            let c = self.cast_buffer(ctx, b, buf, ty);
            ctx.set_operand(f, 3 + k, c);
            types.push((k, ty));
        }
        let body = ctx.entry_block(ctx.regions(f)[0]).expect("scf.for body");
        let arg_types: Vec<(usize, Type)> = types.iter().map(|(k, t)| (k + 1, *t)).collect();
        self.retype_block_args(ctx, body, &arg_types);
        self.retype_results(ctx, f, &types);
        Ok(())
    }

    /// scf.while on buffers.
    pub(super) fn bufferize_while(&mut self, ctx: &mut Context, w: Op) -> Result<(), Diagnostic> {
        let n = ctx.operands(w).len();
        let mut bufs = Vec::new();
        for k in 0..n {
            let v = ctx.operand(w, k);
            bufs.push(if is_tensor(ctx, ctx.value_type(v)) {
                Some(self.get_buffer(ctx, v))
            } else {
                None
            });
        }
        let before = ctx.entry_block(ctx.regions(w)[0]).expect("before block");
        let after = ctx.entry_block(ctx.regions(w)[1]).expect("after block");
        let b = Builder::before(ctx, w);
        let mut before_types = Vec::new();
        for (k, buf) in bufs.into_iter().enumerate() {
            let Some(buf) = buf else {
                continue;
            };
            let arg = ctx.block_args(before)[k];
            let ty = self.buffer_type_of(ctx, arg, &mut Vec::new());
            let c = self.cast_buffer(ctx, b, buf, ty);
            ctx.set_operand(w, k, c);
            before_types.push((k, ty));
        }
        let mut after_types = Vec::new();
        for (k, a) in ctx.block_args(after).to_vec().into_iter().enumerate() {
            if is_tensor(ctx, ctx.value_type(a)) {
                let ty = self.buffer_type_of(ctx, a, &mut Vec::new());
                after_types.push((k, ty));
            }
        }
        self.retype_block_args(ctx, before, &before_types);
        self.retype_block_args(ctx, after, &after_types);
        self.retype_results(ctx, w, &after_types);
        Ok(())
    }

    /// scf.if / scf.execute_region on buffers: results take the buffer types of the yielded
    /// values (a fully dynamic layout when the branches differ).
    pub(super) fn bufferize_if(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let mut types = Vec::new();
        for (k, r) in ctx.results(op).to_vec().into_iter().enumerate() {
            if is_tensor(ctx, ctx.value_type(r)) {
                let ty = self.buffer_type_of(ctx, r, &mut Vec::new());
                types.push((k, ty));
            }
        }
        self.retype_results(ctx, op, &types);
        Ok(())
    }

    /// scf.yield / scf.condition: buffers of the yielded tensors, cast to what they feed.
    pub(super) fn bufferize_yield(&mut self, ctx: &mut Context, y: Op) -> Result<(), Diagnostic> {
        let parent = ctx.parent_op(y).expect("terminator parent");
        let first = usize::from(ctx.kind(y) == OpKind::ScfCondition);
        let vals = ctx.operands(y).to_vec();
        let b = Builder::before(ctx, y);
        for (i, v) in vals.into_iter().enumerate().skip(first) {
            if !is_tensor(ctx, ctx.value_type(v)) {
                continue;
            }
            let k = i - first;
            let buf = self.get_buffer(ctx, v);
            let target = match ctx.kind(parent) {
                OpKind::ScfFor | OpKind::ScfIf | OpKind::ScfIndexSwitch => {
                    let r = ctx.result(parent, k);
                    Some(self.buffer_type_of(ctx, r, &mut Vec::new()))
                }
                OpKind::ScfWhile => {
                    let region = if first == 1 { 1 } else { 0 };
                    let blk = ctx
                        .entry_block(ctx.regions(parent)[region])
                        .expect("while block");
                    let a = ctx.block_args(blk)[k];
                    Some(self.buffer_type_of(ctx, a, &mut Vec::new()))
                }
                _ => None,
            };
            let nb = match target {
                Some(t) => self.cast_buffer(ctx, b, buf, t),
                None => buf,
            };
            ctx.set_operand(y, i, nb);
        }
        Ok(())
    }
}

/// `t` with the memory space of the memref type `of`.
fn with_space_of(ctx: &mut Context, t: Type, of: Type) -> Type {
    let space = match ctx.ty(of) {
        crate::ir::TypeData::MemRef { space, .. } => *space,
        _ => None,
    };
    match ctx.ty(t).clone() {
        crate::ir::TypeData::MemRef {
            shape,
            elem,
            layout,
            ..
        } if space.is_some() => ctx.intern_type(crate::ir::TypeData::MemRef {
            shape,
            elem,
            layout,
            space,
        }),
        _ => t,
    }
}
