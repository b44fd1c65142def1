//! `convert-linalg-to-loops` (and `convert-linalg-to-parallel-loops`): each linalg op on
//! buffers becomes a loop nest over its iteration space, as upstream's `Loops.cpp`: loop
//! bounds from the operands' sizes (`memref.dim` for the dynamic ones), a `memref.load` of each
//! shaped operand at its indexing map, the payload region inlined, a `memref.store` of each
//! yielded value, `linalg.index` replaced by the induction variables. The pattern runs in the
//! greedy driver with the folds and `memref.dim`'s canonicalization patterns, as upstream's.
//!
//! Upstream indexes with one `affine.apply` per map result (`makeCanonicalAffineApplies`: the
//! result's map with its unused dimensions dropped) and folds the trivial ones away: a loop
//! dimension or a constant result is built folded, any other expression (a convolution's
//! `d0 * 2 + d1`) as its `affine.apply`, which `-lower-affine` lowers. Ops on tensors are left
//! as they are (upstream's pattern does not match them).

use rustc_hash::FxHashMap;

use super::canonicalize;
use super::rewrite::{apply_greedily, GreedyConfig, Pattern, Patterns, Rewriter};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::linalg;
use crate::ir::{
    AffineExpr, Block, Builder, Context, Op, OpKind, Region, TypeData, Value, DYNAMIC,
};

/// The pass; `parallel` builds `scf.parallel` nests for the parallel loops
/// (`convert-linalg-to-parallel-loops`).
pub struct ConvertLinalgToLoops {
    /// `convert-linalg-to-parallel-loops`.
    pub parallel: bool,
}

impl Pass for ConvertLinalgToLoops {
    fn flag(&self) -> &'static str {
        if self.parallel {
            "convert-linalg-to-parallel-loops"
        } else {
            "convert-linalg-to-loops"
        }
    }
    fn class_name(&self) -> &'static str {
        if self.parallel {
            "ConvertLinalgToParallelLoopsPass"
        } else {
            "ConvertLinalgToLoopsPass"
        }
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        // Ops we cannot lower identically are reported before anything changes.
        for op in ctx.collect_ops(root) {
            if linalg::is_structured(ctx.kind(op)) && on_buffers(ctx, op) {
                check_lowerable(ctx, op)?;
            }
        }
        let patterns = if self.parallel {
            patterns_parallel
        } else {
            patterns_for
        };
        apply_greedily(
            ctx,
            root,
            canonicalize::fold,
            Patterns::ByKind(patterns),
            GreedyConfig::default(),
            None,
        );
        Ok(())
    }
}

/// Lowers the linalg ops on buffers of a program before it runs. Ops on tensors stay: an
/// engine that reaches one reports it (they need bufferization first). Programs without
/// linalg ops on buffers are left untouched.
pub fn lower_for_execution(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    let any = ctx
        .collect_ops(root)
        .into_iter()
        .any(|o| linalg::is_structured(ctx.kind(o)) && on_buffers(ctx, o));
    if !any {
        return Ok(());
    }
    ConvertLinalgToLoops { parallel: false }.run(ctx, root)
}

fn patterns_for(kind: OpKind) -> &'static [Pattern] {
    if linalg::is_structured(kind) {
        &[lower_to_for]
    } else if kind == OpKind::MemRefDim {
        canonicalize::patterns_for(kind)
    } else {
        &[]
    }
}

fn patterns_parallel(kind: OpKind) -> &'static [Pattern] {
    if linalg::is_structured(kind) {
        &[lower_to_parallel]
    } else {
        patterns_for(kind)
    }
}

/// The message of an engine that meets a linalg op (memref-run lowers them first): tensors
/// need bufferization, buffers the lowering.
pub fn not_lowered(ctx: &Context, op: Op) -> String {
    format!("'{}' {}", ctx.op_name(op), not_lowered_reason(ctx, op))
}

/// [`not_lowered`] without the op's name.
pub fn not_lowered_reason(ctx: &Context, op: Op) -> &'static str {
    if on_buffers(ctx, op) {
        "cannot be executed: lower it with -convert-linalg-to-loops first"
    } else {
        "cannot be executed: linalg on tensors needs bufferization first"
    }
}

/// Whether every operand of `op` is a memref or a scalar (upstream's `hasPureBufferSemantics`).
pub fn on_buffers(ctx: &Context, op: Op) -> bool {
    ctx.operands(op).iter().all(|v| {
        !matches!(
            ctx.ty(ctx.value_type(*v)),
            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        )
    })
}

/// A located error for an op on buffers this lowering cannot build as upstream does.
pub fn check_lowerable(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let err = |m: String| crate::verify::op_error(ctx, op, m);
    let maps = linalg::indexing_maps(ctx, op).map_err(err)?;
    for m in &maps {
        if m.symbols != 0 {
            return Err(err(
                "cannot be lowered to loops: indexing map with symbols".into()
            ));
        }
    }
    for v in ctx.operands(op) {
        if matches!(ctx.ty(ctx.value_type(*v)), TypeData::UnrankedMemRef { .. }) {
            return Err(err("cannot be lowered to loops: unranked operand".into()));
        }
    }
    let r = ctx.regions(op).first().copied();
    if r.is_none_or(|r| ctx.region_blocks(r).count() != 1) {
        return Err(err(
            "cannot be lowered to loops: the payload must be one block".into(),
        ));
    }
    Ok(())
}

fn lower_to_for(rw: &mut Rewriter, op: Op) -> bool {
    lower(rw, op, false)
}

fn lower_to_parallel(rw: &mut Rewriter, op: Op) -> bool {
    lower(rw, op, true)
}

fn shape_of(ctx: &Context, v: Value) -> Vec<i64> {
    match ctx.ty(ctx.value_type(v)) {
        TypeData::MemRef { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// A size: a constant (upstream's `IndexAttr`) or an SSA value (`memref.dim`).
#[derive(Clone, Copy)]
enum Size {
    Static(i64),
    Value(Value),
}

fn lower(rw: &mut Rewriter, op: Op, parallel: bool) -> bool {
    if !on_buffers(rw.ctx, op) || check_lowerable(rw.ctx, op).is_err() {
        return false;
    }
    let Ok(maps) = linalg::indexing_maps(rw.ctx, op) else {
        return false;
    };
    let Ok(iters) = linalg::reduction_iterators(rw.ctx, op) else {
        return false;
    };
    let operands = rw.ctx.operands(op).to_vec();
    let n_in = linalg::num_inputs(rw.ctx, op);
    let b = Builder::before(rw.ctx, op);
    // createFlatListOfOperandDims: every dimension of every shaped operand, in order; the
    // dynamic ones as `memref.dim` (its index constant first).
    let mut flat: Vec<Size> = Vec::new();
    for &v in &operands {
        for (d, &s) in shape_of(rw.ctx, v).iter().enumerate() {
            if s == DYNAMIC {
                let c = const_index(rw, &b, d as i64);
                let it = rw.ctx.index_type();
                let dim = rw.create(&b, OpKind::MemRefDim, &[v, c], &[it], vec![]);
                flat.push(Size::Value(rw.ctx.result(dim, 0)));
            } else {
                flat.push(Size::Static(s));
            }
        }
    }
    // createLoopRanges: each loop's size is the first operand dimension indexed by it.
    let loops = iters.len();
    let mut ranges: Vec<Option<Size>> = vec![None; loops];
    let mut k = 0;
    for m in &maps {
        for e in &m.results {
            if let AffineExpr::Dim(l) = e {
                let slot = &mut ranges[*l as usize];
                if slot.is_none() {
                    *slot = Some(flat[k]);
                }
            }
            k += 1;
        }
    }
    let Some(ranges): Option<Vec<Size>> = ranges.into_iter().collect() else {
        return false;
    };
    // unpackRanges: lower bound, upper bound and step of each loop, in that order.
    let mut bounds = Vec::new();
    for r in &ranges {
        let lb = const_index(rw, &b, 0);
        let ub = match *r {
            Size::Static(s) => const_index(rw, &b, s),
            Size::Value(v) => v,
        };
        let step = const_index(rw, &b, 1);
        bounds.push((lb, ub, step));
    }
    let (ivs, body) = if parallel {
        build_parallel_nest(rw, &b, &bounds, &iters)
    } else {
        build_for_nest(rw, &b, &bounds)
    };
    let Some(body) = body else {
        // A zero-loop op (all operands 0-D): the payload goes right here.
        emit_scalar(rw, op, &b, &ivs, &maps, &operands, n_in);
        rw.erase_op(op);
        return true;
    };
    emit_scalar(rw, op, &body, &ivs, &maps, &operands, n_in);
    rw.erase_op(op);
    true
}

/// `scf.for` nests: returns the induction variables and a builder before the innermost
/// yield (`None` without loops).
fn build_for_nest(
    rw: &mut Rewriter,
    b: &Builder,
    bounds: &[(Value, Value, Value)],
) -> (Vec<Value>, Option<Builder>) {
    let mut ivs = Vec::new();
    let mut at = *b;
    let mut inner = None;
    for &(lb, ub, step) in bounds {
        let (r, blk) = new_body(rw.ctx);
        let it = rw.ctx.index_type();
        let iv = rw.ctx.add_block_arg(blk, it, b.loc);
        let for_op = at.create(rw.ctx, OpKind::ScfFor, &[lb, ub, step], &[], vec![], &[r]);
        rw.add(for_op);
        let y = Builder::at_end(blk, b.loc).create(rw.ctx, OpKind::ScfYield, &[], &[], vec![], &[]);
        ivs.push(iv);
        at = Builder::before(rw.ctx, y);
        inner = Some(at);
    }
    rw.changed = true;
    (ivs, inner)
}

/// `scf.parallel` over the leading parallel loops, `scf.for` for the rest (upstream's
/// `GenerateLoopNest<scf::ParallelOp>`: consecutive parallel loops form one `scf.parallel`).
fn build_parallel_nest(
    rw: &mut Rewriter,
    b: &Builder,
    bounds: &[(Value, Value, Value)],
    iters: &[bool],
) -> (Vec<Value>, Option<Builder>) {
    let mut ivs = Vec::new();
    let mut at = *b;
    let mut inner = None;
    let mut i = 0;
    while i < bounds.len() {
        if iters[i] {
            let (mut more, inn) = build_for_nest(rw, &at, &bounds[i..i + 1]);
            ivs.append(&mut more);
            at = inn.expect("one loop");
            inner = Some(at);
            i += 1;
            continue;
        }
        let mut j = i;
        while j < bounds.len() && !iters[j] {
            j += 1;
        }
        let (r, blk) = new_body(rw.ctx);
        let it = rw.ctx.index_type();
        for _ in i..j {
            ivs.push(rw.ctx.add_block_arg(blk, it, b.loc));
        }
        let mut operands: Vec<Value> = bounds[i..j].iter().map(|x| x.0).collect();
        operands.extend(bounds[i..j].iter().map(|x| x.1));
        operands.extend(bounds[i..j].iter().map(|x| x.2));
        let n = (j - i) as i32;
        let i32t = rw.ctx.int_type(32);
        let seg = rw.ctx.intern_attr(crate::ir::AttrData::DenseArray {
            elem: i32t,
            values: vec![n as i128, n as i128, n as i128, 0],
        });
        let p = at.create(
            rw.ctx,
            OpKind::ScfParallel,
            &operands,
            &[],
            vec![("operandSegmentSizes".into(), seg)],
            &[r],
        );
        rw.add(p);
        let y =
            Builder::at_end(blk, b.loc).create(rw.ctx, OpKind::ScfReduce, &[], &[], vec![], &[]);
        at = Builder::before(rw.ctx, y);
        inner = Some(at);
        i = j;
    }
    rw.changed = true;
    (ivs, inner)
}

/// `arith.constant v : index` at `b`.
fn const_index(rw: &mut Rewriter, b: &Builder, v: i64) -> Value {
    let it = rw.ctx.index_type();
    let a = rw.ctx.int_attr(v as i128, it);
    let c = rw.create(
        b,
        OpKind::ArithConstant,
        &[],
        &[it],
        vec![("value".into(), a)],
    );
    rw.ctx.result(c, 0)
}

fn new_body(ctx: &mut Context) -> (Region, Block) {
    let r = ctx.create_region();
    let blk = ctx.create_block();
    ctx.append_block(r, blk);
    (r, blk)
}

/// The indices of one operand: each map result an induction variable, a constant or the
/// `affine.apply` of the result over the induction variables it uses (upstream's
/// `canonicalizeMapAndOperands` drops the others, keeping their order).
fn indices(rw: &mut Rewriter, b: &Builder, ivs: &[Value], m: &crate::ir::AffineMap) -> Vec<Value> {
    m.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => ivs[*d as usize],
            AffineExpr::Const(c) => const_index(rw, b, *c),
            _ => {
                let mut used = vec![false; m.dims as usize];
                e.walk(&mut |x| {
                    if let AffineExpr::Dim(d) = x {
                        used[*d as usize] = true;
                    }
                });
                let mut renum = Vec::with_capacity(used.len());
                let mut operands = Vec::new();
                for (d, u) in used.iter().enumerate() {
                    renum.push(AffineExpr::Dim(operands.len() as u32));
                    if *u {
                        operands.push(ivs[d]);
                    }
                }
                let map = crate::ir::AffineMap {
                    dims: operands.len() as u32,
                    symbols: 0,
                    results: vec![e.replace(&renum, &[])],
                };
                let a = rw.ctx.intern_attr(crate::ir::AttrData::AffineMap(map));
                let it = rw.ctx.index_type();
                let apply = rw.create(
                    b,
                    OpKind::AffineApply,
                    &operands,
                    &[it],
                    vec![("map".into(), a)],
                );
                rw.ctx.result(apply, 0)
            }
        })
        .collect()
}

/// Upstream's `emitScalarImplementation`: loads, the inlined payload, stores.
fn emit_scalar(
    rw: &mut Rewriter,
    op: Op,
    b: &Builder,
    ivs: &[Value],
    maps: &[crate::ir::AffineMap],
    operands: &[Value],
    n_in: usize,
) {
    let mut vals = Vec::new();
    for (i, &v) in operands.iter().enumerate() {
        let ty = rw.ctx.value_type(v);
        if i < n_in && !matches!(rw.ctx.ty(ty), TypeData::MemRef { .. }) {
            vals.push(v);
            continue;
        }
        let idx = indices(rw, b, ivs, &maps[i]);
        let et = linalg::elem_type(rw.ctx, ty);
        let mut ops = vec![v];
        ops.extend(idx);
        let l = rw.create(b, OpKind::MemRefLoad, &ops, &[et], vec![]);
        vals.push(rw.ctx.result(l, 0));
    }
    let mut out_idx = Vec::new();
    for (i, _) in operands.iter().enumerate().skip(n_in) {
        out_idx.push(indices(rw, b, ivs, &maps[i]));
    }
    let region = rw.ctx.regions(op)[0];
    let Some(block) = rw.ctx.entry_block(region) else {
        return;
    };
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    for (a, v) in rw.ctx.block_args(block).to_vec().into_iter().zip(vals) {
        map.insert(a, v);
    }
    let body: Vec<Op> = rw.ctx.block_ops(block).collect();
    let Some((&term, rest)) = body.split_last() else {
        return;
    };
    let mut index_ops = Vec::new();
    for &o in rest {
        let c = rw.clone_op(b, o, &mut map);
        if rw.ctx.kind(c) == OpKind::LinalgIndex {
            index_ops.push(c);
        }
    }
    let yielded: Vec<Value> = rw
        .ctx
        .operands(term)
        .iter()
        .map(|v| *map.get(v).unwrap_or(v))
        .collect();
    for (k, v) in yielded.into_iter().enumerate() {
        let out = operands[n_in + k];
        let mut ops = vec![v, out];
        ops.extend(out_idx[k].iter().copied());
        rw.create(b, OpKind::MemRefStore, &ops, &[], vec![]);
    }
    // replaceIndexOpsByInductionVariables.
    for ix in index_ops {
        let d = match rw.ctx.get_attr(ix, "dim").map(|a| rw.ctx.attr(a)) {
            Some(crate::ir::AttrData::Integer { value, .. }) => *value as usize,
            _ => 0,
        };
        if let Some(&iv) = ivs.get(d) {
            rw.replace_op(ix, &[iv]);
        }
    }
}
