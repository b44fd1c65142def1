//! `linalg-lower-pack-unpack` (ours, not upstream's): each `linalg.pack` / `linalg.unpack` on
//! tensors becomes a `tensor.generate` of the destination's shape whose body reads the one
//! source element of each point, so One-Shot Bufferize and both engines run it. Upstream's
//! One-Shot Bufferize has no model for these ops (it runs them only after transform-dialect
//! tiling and `decompose_pack_unpack`); the relayout writes every element of its destination,
//! so a fresh tensor of the destination's shape (its dynamic sizes from `tensor.dim`) is exact.
//!
//! A point of the packed tensor `(outer..., inner...)` is the unpacked element whose index in
//! dimension `d` is `outer[pos(d)] * tile + inner[j]` when `d = inner_dims_pos[j]` and
//! `outer[pos(d)]` otherwise, `pos` the inverse of `outer_dims_perm`. Pack reads that element,
//! or yields `padding_value` past the source's end; unpack reads it back with `arith.divui` /
//! `arith.remui`. What upstream leaves undefined (a partial tile without `padding_value`, a
//! run-time tile that differs from the packed tensor's size or is not positive, a packed tensor
//! too small for the data) becomes a `cf.assert` at the op, so a run stops with a located error
//! instead of reading out of bounds; a condition known to hold from the types builds nothing.

use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::attrs::CmpIPredicate;
use crate::ir::{Builder, Context, Op, OpKind, Type, TypeData, Value, DYNAMIC};
use crate::verify::op_error;

/// The pass.
pub struct LinalgLowerPackUnpack;

impl Pass for LinalgLowerPackUnpack {
    fn flag(&self) -> &'static str {
        "linalg-lower-pack-unpack"
    }
    fn class_name(&self) -> &'static str {
        "LinalgLowerPackUnpackPass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        lower_pack_unpack(ctx, root)
    }
}

/// Whether `root` holds a `linalg.pack` or `linalg.unpack` (memref-run lowers them before
/// bufferizing).
pub fn has_pack_unpack(ctx: &Context, root: Op) -> bool {
    ctx.collect_ops(root)
        .into_iter()
        .any(|o| matches!(ctx.kind(o), OpKind::LinalgPack | OpKind::LinalgUnpack))
}

/// Rewrites every `linalg.pack` / `linalg.unpack` under `root`.
pub fn lower_pack_unpack(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    let ops: Vec<Op> = ctx
        .collect_ops(root)
        .into_iter()
        .filter(|o| matches!(ctx.kind(*o), OpKind::LinalgPack | OpKind::LinalgUnpack))
        .collect();
    for op in ops {
        lower(ctx, op)?;
    }
    Ok(())
}

/// A size or index: known from the types, or an SSA value of type `index`.
#[derive(Clone, Copy)]
enum Sz {
    Static(i64),
    Val(Value),
}

/// `arith.constant`s of index type, built once each before the op (the generate's body uses
/// them too).
struct Consts {
    at: Builder,
    made: Vec<(i64, Value)>,
}

impl Consts {
    fn get(&mut self, ctx: &mut Context, s: Sz) -> Value {
        match s {
            Sz::Val(v) => v,
            Sz::Static(c) => {
                if let Some((_, v)) = self.made.iter().find(|(k, _)| *k == c) {
                    return *v;
                }
                let v = self.at.const_index(ctx, c);
                self.made.push((c, v));
                v
            }
        }
    }
}

/// The sizes of a ranked tensor value, the dynamic ones as `tensor.dim` at `b`.
fn sizes(ctx: &mut Context, k: &mut Consts, v: Value, shape: &[i64]) -> Vec<Sz> {
    let it = ctx.index_type();
    let b = k.at;
    (0..shape.len())
        .map(|d| {
            if shape[d] == DYNAMIC {
                let c = k.get(ctx, Sz::Static(d as i64));
                Sz::Val(b.create_value(ctx, OpKind::TensorDim, &[v, c], it, vec![]))
            } else {
                Sz::Static(shape[d])
            }
        })
        .collect()
}

/// `a * b` at `b`, folded when both are known.
fn mul(ctx: &mut Context, k: &mut Consts, a: Sz, b: Sz) -> Sz {
    match (a, b) {
        (Sz::Static(x), Sz::Static(y)) => Sz::Static(x.saturating_mul(y)),
        (x, Sz::Static(1)) | (Sz::Static(1), x) => x,
        _ => {
            let (x, y) = (k.get(ctx, a), k.get(ctx, b));
            Sz::Val(k.at.binary(ctx, OpKind::ArithMulI, x, y))
        }
    }
}

/// `cf.assert (a pred b), msg` at `at`, unless the comparison holds for known operands.
fn assert_cmp(ctx: &mut Context, k: &mut Consts, pred: CmpIPredicate, a: Sz, b: Sz, msg: &str) {
    if let (Sz::Static(x), Sz::Static(y)) = (a, b) {
        let holds = match pred {
            CmpIPredicate::Eq => x == y,
            CmpIPredicate::Sge => x >= y,
            CmpIPredicate::Sgt => x > y,
            _ => false,
        };
        if holds {
            return;
        }
    }
    let (x, y) = (k.get(ctx, a), k.get(ctx, b));
    let at = k.at;
    let c = at.cmpi(ctx, pred, x, y);
    assert_true(ctx, &at, c, msg);
}

fn assert_true(ctx: &mut Context, at: &Builder, cond: Value, msg: &str) {
    let m = ctx.str_attr(msg);
    at.create(
        ctx,
        OpKind::CfAssert,
        &[cond],
        &[],
        vec![("msg".into(), m)],
        &[],
    );
}

fn ranked(ctx: &Context, v: Value) -> Option<(Vec<i64>, Type)> {
    match ctx.ty(ctx.value_type(v)) {
        TypeData::Tensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn lower(ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
    let pack = ctx.kind(op) == OpKind::LinalgPack;
    let name = if pack { "linalg.pack" } else { "linalg.unpack" };
    let operands = ctx.operands(op).to_vec();
    let (src, dest) = (operands[0], operands[1]);
    let (Some((src_shape, _)), Some((dest_shape, elem))) = (ranked(ctx, src), ranked(ctx, dest))
    else {
        return Err(op_error(ctx, op, "expects ranked tensor operands"));
    };
    let r = crate::ir::ops::RelayoutOp::new(ctx, op);
    let (pad, inner, perm) = (r.padding, r.inner_dims_pos, r.outer_dims_perm);
    let mut next_dyn = r.dyn_tiles.iter();
    let mut tiles = Vec::new();
    for &t in &r.static_tiles {
        tiles.push(if t == DYNAMIC {
            match next_dyn.next() {
                Some(v) => Sz::Val(*v),
                None => return Err(op_error(ctx, op, "missing a dynamic inner tile")),
            }
        } else {
            Sz::Static(t)
        });
    }
    let (unpacked_shape, packed_shape) = if pack {
        (&src_shape, &dest_shape)
    } else {
        (&dest_shape, &src_shape)
    };
    let n = unpacked_shape.len();
    if inner.len() != tiles.len()
        || packed_shape.len() != n + tiles.len()
        || inner.iter().chain(&perm).any(|d| *d >= n)
    {
        // The verifier rules these out; a pass run on unverified IR must not index past them.
        return Err(op_error(ctx, op, "malformed relayout"));
    }
    // Where unpacked dimension `d` sits among the packed outer dimensions, and its tile.
    let outer_pos = |d: usize| perm.iter().position(|p| *p == d).unwrap_or(d);
    let tile_of = |d: usize| inner.iter().position(|p| *p == d);

    let b = Builder::before(ctx, op);
    let k = &mut Consts {
        at: b,
        made: Vec::new(),
    };
    let (unpacked_val, packed_val) = if pack { (src, dest) } else { (dest, src) };
    let unpacked = sizes(ctx, k, unpacked_val, unpacked_shape);
    let packed = sizes(ctx, k, packed_val, packed_shape);
    // The run-time conditions upstream assumes.
    for (j, t) in tiles.iter().enumerate() {
        assert_cmp(
            ctx,
            k,
            CmpIPredicate::Sgt,
            *t,
            Sz::Static(0),
            &format!("{name}: inner tile size is not positive"),
        );
        assert_cmp(
            ctx,
            k,
            CmpIPredicate::Eq,
            *t,
            packed[n + j],
            &format!("{name}: inner tile size differs from the packed tensor's size"),
        );
    }
    for d in 0..n {
        let outer = packed[outer_pos(d)];
        let msg =
            format!("{name}: packed outer size of dimension {d} cannot hold the unpacked size");
        match tile_of(d) {
            Some(j) => {
                let cover = mul(ctx, k, outer, tiles[j]);
                assert_cmp(ctx, k, CmpIPredicate::Sge, cover, unpacked[d], &msg);
            }
            // Pack may have spare outer rows (all padding); unpack reads exactly its
            // destination's.
            None if pack => {
                assert_cmp(ctx, k, CmpIPredicate::Sge, outer, unpacked[d], &msg);
            }
            None => assert_cmp(ctx, k, CmpIPredicate::Eq, outer, unpacked[d], &msg),
        }
    }

    // The generate of the destination's shape.
    let dyn_sizes: Vec<Value> = (if pack { &packed } else { &unpacked })
        .iter()
        .filter_map(|s| match s {
            Sz::Val(v) => Some(*v),
            Sz::Static(_) => None,
        })
        .collect();
    let it = ctx.index_type();
    let loc = ctx.op_loc(op);
    let region = ctx.create_region();
    let block = ctx.create_block();
    ctx.append_block(region, block);
    let idx: Vec<Value> = (0..dest_shape.len())
        .map(|_| ctx.add_block_arg(block, it, loc))
        .collect();
    let body = Builder::at_end(block, loc);
    let value = if pack {
        // The source index of each unpacked dimension, and whether it can be past the end.
        let mut at = Vec::with_capacity(n);
        let mut conds = Vec::new();
        for (d, &size) in unpacked.iter().enumerate() {
            let p = outer_pos(d);
            let o = idx[p];
            let (v, in_bounds) = match tile_of(d) {
                Some(j) => {
                    // A tile of 1 has the one inner index 0.
                    let v = if let Sz::Static(1) = tiles[j] {
                        o
                    } else {
                        let t = k.get(ctx, tiles[j]);
                        let m = body.binary(ctx, OpKind::ArithMulI, o, t);
                        body.binary(ctx, OpKind::ArithAddI, m, idx[n + j])
                    };
                    let known = match (packed[p], tiles[j], size) {
                        (Sz::Static(o), Sz::Static(t), Sz::Static(s)) => o.saturating_mul(t) <= s,
                        _ => false,
                    };
                    (v, known)
                }
                None => {
                    let known = match (packed[p], size) {
                        (Sz::Static(o), Sz::Static(s)) => o <= s,
                        _ => false,
                    };
                    (o, known)
                }
            };
            if !in_bounds {
                let s = k.get(ctx, size);
                conds.push(body.cmpi(ctx, CmpIPredicate::Ult, v, s));
            }
            at.push(v);
        }
        let cond = conds
            .into_iter()
            .reduce(|a, c| body.binary(ctx, OpKind::ArithAndI, a, c));
        let extract = |ctx: &mut Context, b: Builder| {
            let mut ops = vec![src];
            ops.extend(&at);
            b.create_value(ctx, OpKind::TensorExtract, &ops, elem, vec![])
        };
        match (cond, pad) {
            (None, _) => extract(ctx, body),
            (Some(c), Some(pad)) => {
                let mut pad_body = |_: &mut Context, _: Builder| vec![pad];
                let i = body.scf_if(
                    ctx,
                    c,
                    &[elem],
                    |ctx, b| vec![extract(ctx, b)],
                    Some(&mut pad_body),
                );
                ctx.result(i, 0)
            }
            (Some(c), None) => {
                assert_true(
                    ctx,
                    &body,
                    c,
                    "linalg.pack: partial tile without padding_value (undefined behavior \
                     upstream)",
                );
                extract(ctx, body)
            }
        }
    } else {
        // A tile of 1: the outer index is the index, the inner one 0.
        let mut at = vec![Sz::Static(0); n + tiles.len()];
        for (i, slot) in at.iter_mut().enumerate().take(n) {
            let d = perm.get(i).copied().unwrap_or(i);
            *slot = Sz::Val(match tile_of(d) {
                Some(j) if !matches!(tiles[j], Sz::Static(1)) => {
                    let t = k.get(ctx, tiles[j]);
                    body.binary(ctx, OpKind::ArithDivUI, idx[d], t)
                }
                _ => idx[d],
            });
        }
        for (j, d) in inner.iter().enumerate() {
            if !matches!(tiles[j], Sz::Static(1)) {
                let t = k.get(ctx, tiles[j]);
                at[n + j] = Sz::Val(body.binary(ctx, OpKind::ArithRemUI, idx[*d], t));
            }
        }
        let mut ops = vec![src];
        for s in at {
            ops.push(k.get(ctx, s));
        }
        body.create_value(ctx, OpKind::TensorExtract, &ops, elem, vec![])
    };
    body.create(ctx, OpKind::TensorYield, &[value], &[], vec![], &[]);
    let rt = ctx.value_type(ctx.result(op, 0));
    let g = b.create(
        ctx,
        OpKind::TensorGenerate,
        &dyn_sizes,
        &[rt],
        vec![],
        &[region],
    );
    let r = ctx.result(g, 0);
    let old = ctx.result(op, 0);
    ctx.replace_all_uses(old, r);
    ctx.erase_op(op);
    Ok(())
}
