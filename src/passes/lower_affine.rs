//! `lower-affine`: rewrites the affine dialect to scf, arith and memref (vector for
//! `affine.vector_load/store`), as upstream's `LowerAffinePass` (`AffineToStandard.cpp`): each
//! map result becomes arith ops in the order upstream's `AffineApplyExpander` visits it (left
//! operand, right operand, then the op; a new `arith.constant` per constant), bounds become
//! `arith.maxsi`/`arith.minsi` chains, `affine.for/if/parallel` become `scf.for/if/parallel`
//! with the same regions.
//!
//! Upstream runs the patterns as a partial dialect conversion, which first tries to fold every
//! op that is not of a legal dialect (arith, memref, scf, vector): the affine ops' own folds
//! (constant maps, bounds canonicalized with their operands, `memref.cast` sources) and those
//! of the other dialects. Replaced values take effect at the end, as the conversion applies
//! them, so a fold still sees the ops a previous fold replaced.

use super::affine_canon::{self, Exprs};
use super::rewrite::{Fold, FoldResult, Rewriter};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::affine_values::{op_map, op_set};
use crate::ir::attrs::CmpIPredicate;
use crate::ir::matchers::const_int;
use crate::ir::{
    AffineExpr, AffineMap, AffineOp, Attr, AttrData, Builder, Context, FloatKind, Op, OpKind, Type,
    TypeData, Value,
};
use crate::verify::op_error;

/// The pass.
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn flag(&self) -> &'static str {
        "lower-affine"
    }
    fn class_name(&self) -> &'static str {
        "LowerAffinePass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        lower_affine(ctx, root)
    }
}

/// Whether the IR under `root` holds an affine op.
pub fn has_affine_ops(ctx: &Context, root: Op) -> bool {
    ctx.collect_ops(root)
        .iter()
        .any(|o| ctx.kind(*o).dialect() == "affine")
}

const LEGAL: &[&str] = &["arith", "memref", "scf", "vector"];

/// Runs the lowering on the ops under `root`.
pub fn lower_affine(ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
    let order = ctx.collect_ops(root);
    let mut rw = Rewriter::standalone(ctx);
    let mut replaced: rustc_hash::FxHashMap<Value, Value> = Default::default();
    let mut erase: Vec<Op> = Vec::new();
    let mut first_error: Option<Diagnostic> = None;
    for op in order.into_iter().skip(1) {
        let kind = rw.ctx.kind(op);
        if rw.ctx.op(op).erased
            || kind.is_constant_like()
            || LEGAL.contains(&kind.dialect())
            || kind.dialect() == "index"
            || erase.contains(&op)
        {
            continue;
        }
        let mut done = false;
        for _ in 0..16 {
            let f = if kind.dialect() == "affine" {
                fold_affine(rw.ctx, op)
            } else {
                super::canonicalize::fold(&mut rw, op)
            };
            match f {
                Fold::None => break,
                Fold::InPlace => continue,
                Fold::Replace(results) => {
                    let with: Vec<Value> = results
                        .into_iter()
                        .map(|r| match r {
                            FoldResult::Value(v) => v,
                            FoldResult::Attr(a) => rw.materialize(op, a),
                        })
                        .collect();
                    for (r, w) in rw.ctx.results(op).to_vec().into_iter().zip(with) {
                        replaced.insert(r, w);
                    }
                    erase.push(op);
                    done = true;
                    break;
                }
            }
        }
        if done || kind.dialect() != "affine" {
            continue;
        }
        match lower_op(rw.ctx, op) {
            Ok(Some(with)) => {
                for (r, w) in rw.ctx.results(op).to_vec().into_iter().zip(with) {
                    replaced.insert(r, w);
                }
                erase.push(op);
            }
            Ok(None) => {}
            Err(d) => {
                if first_error.is_none() {
                    first_error = Some(d);
                }
            }
        }
    }
    let ctx = rw.ctx;
    let resolve = |mut v: Value| {
        while let Some(w) = replaced.get(&v) {
            v = *w;
        }
        v
    };
    for op in &erase {
        for r in ctx.results(*op).to_vec() {
            let w = resolve(r);
            ctx.replace_all_uses(r, w);
        }
    }
    for op in erase.into_iter().rev() {
        if !ctx.op(op).erased {
            ctx.erase_op(op);
        }
    }
    first_error.map_or(Ok(()), Err)
}

// ---- folds ------------------------------------------------------------------------------------

fn index_attr(ctx: &mut Context, v: i64) -> Attr {
    let t = ctx.index_type();
    ctx.int_attr(v as i128, t)
}

fn map_attr(ctx: &mut Context, m: AffineMap) -> Attr {
    ctx.intern_attr(AttrData::AffineMap(m))
}

/// The constant values of `operands` (upstream's `m_Constant` on each).
fn constants(ctx: &Context, operands: &[Value]) -> Vec<Option<i64>> {
    operands
        .iter()
        .map(|v| const_int(ctx, *v).map(|c| c as i64))
        .collect()
}

/// Each result of `map` folded with the constant operands (`AffineMap::constantFold`); `None`
/// unless all fold.
fn constant_fold(map: &AffineMap, consts: &[Option<i64>]) -> Option<Vec<i64>> {
    let (d, s) = consts.split_at((map.dims as usize).min(consts.len()));
    map.results
        .iter()
        .map(|e| e.eval(d, s).ok().flatten())
        .collect()
}

/// `memref::foldMemRefCast`: operands produced by a `memref.cast` of a ranked memref use the
/// cast's source.
fn fold_memref_cast(ctx: &mut Context, op: Op) -> bool {
    let mut folded = false;
    for (i, v) in ctx.operands(op).to_vec().into_iter().enumerate() {
        let Some(d) = ctx.defining_op(v) else {
            continue;
        };
        if ctx.kind(d) != OpKind::MemRefCast {
            continue;
        }
        let src = ctx.operand(d, 0);
        if matches!(ctx.ty(ctx.value_type(src)), TypeData::UnrankedMemRef { .. }) {
            continue;
        }
        ctx.set_operand(op, i, src);
        folded = true;
    }
    folded
}

/// The affine ops' `fold` hooks.
pub fn fold_affine(ctx: &mut Context, op: Op) -> Fold {
    let operands = ctx.operands(op).to_vec();
    match ctx.kind(op) {
        OpKind::AffineApply => {
            let Some(map) = op_map(ctx, op, "map") else {
                return Fold::None;
            };
            match map.results.first() {
                Some(AffineExpr::Dim(d)) => {
                    return Fold::Replace(vec![FoldResult::Value(operands[*d as usize])])
                }
                Some(AffineExpr::Symbol(s)) => {
                    return Fold::Replace(vec![FoldResult::Value(
                        operands[(map.dims + s) as usize],
                    )])
                }
                _ => {}
            }
            match constant_fold(&map, &constants(ctx, &operands)) {
                Some(r) if r.len() == 1 => {
                    let a = index_attr(ctx, r[0]);
                    Fold::Replace(vec![FoldResult::Attr(a)])
                }
                _ => Fold::None,
            }
        }
        OpKind::AffineMin | OpKind::AffineMax => {
            let Some(map) = op_map(ctx, op, "map") else {
                return Fold::None;
            };
            let consts = constants(ctx, &operands);
            let (d, s) = consts.split_at((map.dims as usize).min(consts.len()));
            let mut all = Some(Vec::new());
            let mut exprs = Vec::new();
            for e in &map.results {
                match e.eval(d, s).ok().flatten() {
                    Some(c) => {
                        exprs.push(AffineExpr::Const(c));
                        if let Some(a) = all.as_mut() {
                            a.push(c);
                        }
                    }
                    None => {
                        exprs.push(e.clone());
                        all = None;
                    }
                }
            }
            let folded = AffineMap {
                dims: map.dims,
                symbols: map.symbols,
                results: exprs,
            };
            if folded.dims == 0 && folded.symbols == 1 && folded.results == [AffineExpr::Symbol(0)]
            {
                return Fold::Replace(vec![FoldResult::Value(operands[0])]);
            }
            match all {
                Some(vals) if !vals.is_empty() => {
                    let v = if ctx.kind(op) == OpKind::AffineMin {
                        *vals.iter().min().unwrap()
                    } else {
                        *vals.iter().max().unwrap()
                    };
                    let a = index_attr(ctx, v);
                    Fold::Replace(vec![FoldResult::Attr(a)])
                }
                _ if folded == map => Fold::None,
                _ => {
                    let a = map_attr(ctx, folded);
                    ctx.set_attr(op, "map", a);
                    Fold::InPlace
                }
            }
        }
        // affine.vector_load/store have no fold upstream (a cast of their memref stays).
        OpKind::AffineVectorLoad | OpKind::AffineVectorStore => Fold::None,
        OpKind::AffineLoad | OpKind::AffineStore => {
            if fold_memref_cast(ctx, op) {
                Fold::InPlace
            } else {
                Fold::None
            }
        }
        OpKind::AffineFor => fold_for(ctx, op),
        OpKind::AffineParallel => {
            // `canonicalizeLoopBounds`: each bounds map composed with its operands.
            let (Some(lm), Some(um)) = (
                op_map(ctx, op, "lowerBoundsMap"),
                op_map(ctx, op, "upperBoundsMap"),
            ) else {
                return Fold::None;
            };
            let nl = lm.inputs().min(operands.len());
            let mut lops = operands[..nl].to_vec();
            let mut uops = operands[nl..].to_vec();
            let mut l = Exprs::of_map(&lm);
            affine_canon::compose(ctx, &mut l, &mut lops);
            let mut u = Exprs::of_map(&um);
            affine_canon::compose(ctx, &mut u, &mut uops);
            let (nlm, num) = (l.to_map(), u.to_map());
            let lchanged = nlm != lm || lops[..] != operands[..nl];
            let uchanged = num != um || uops[..] != operands[nl..];
            if !lchanged && !uchanged {
                return Fold::None;
            }
            let (lm, um) = (
                if lchanged { nlm } else { lm },
                if uchanged { num } else { um },
            );
            let mut all = if lchanged {
                lops
            } else {
                operands[..nl].to_vec()
            };
            all.extend(if uchanged {
                uops
            } else {
                operands[nl..].to_vec()
            });
            ctx.set_operands(op, &all);
            let (la, ua) = (map_attr(ctx, lm), map_attr(ctx, um));
            ctx.set_attr(op, "lowerBoundsMap", la);
            ctx.set_attr(op, "upperBoundsMap", ua);
            Fold::InPlace
        }
        OpKind::AffineIf => {
            let Some(set) = op_set(ctx, op, "condition") else {
                return Fold::None;
            };
            let mut e = Exprs::of_set(&set);
            let mut ops = operands.clone();
            // `composeSetAndOperands` composes only when an operand is an `affine.apply`.
            if ops.iter().any(|v| {
                ctx.defining_op(*v)
                    .is_some_and(|d| ctx.kind(d) == OpKind::AffineApply)
            }) {
                affine_canon::compose(ctx, &mut e, &mut ops);
            }
            affine_canon::canonicalize(ctx, &mut e, &mut ops);
            let new = e.to_set(&set);
            if new == set && ops == operands {
                return Fold::None;
            }
            let a = ctx.intern_attr(AttrData::AffineSet(new));
            ctx.set_attr(op, "condition", a);
            ctx.set_operands(op, &ops);
            Fold::InPlace
        }
        _ => Fold::None,
    }
}

/// Sets an `affine.for` bound (map and operands, segment sizes updated).
fn set_bound(ctx: &mut Context, op: Op, lower: bool, map: AffineMap, operands: &[Value]) {
    let mut lbs = ctx.segment(op, 0).to_vec();
    let mut ubs = ctx.segment(op, 1).to_vec();
    let inits = ctx.segment(op, 2).to_vec();
    if lower {
        lbs = operands.to_vec();
    } else {
        ubs = operands.to_vec();
    }
    let mut all = lbs.clone();
    all.extend(&ubs);
    all.extend(&inits);
    ctx.set_operands(op, &all);
    let seg = ctx.dense_i32_array(&[lbs.len() as i64, ubs.len() as i64, inits.len() as i64]);
    ctx.set_attr(op, "operandSegmentSizes", seg);
    let a = map_attr(ctx, map);
    ctx.set_attr(
        op,
        if lower {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        },
        a,
    );
}

fn for_step(ctx: &Context, op: Op) -> i64 {
    match ctx.get_attr(op, "step").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => *value as i64,
        _ => 1,
    }
}

/// The trip count of an `affine.for` with constant bounds.
pub fn constant_trip_count(ctx: &Context, op: Op) -> Option<u64> {
    crate::ir::affine_values::for_trip_count(ctx, op)
}

/// `AffineForOp::fold`: constant bounds folded (`foldLoopBounds`), bounds canonicalized with
/// their operands (`canonicalizeLoopBounds`), a loop without iterations replaced by its inits.
fn fold_for(ctx: &mut Context, op: Op) -> Fold {
    let mut folded = false;
    for lower in [true, false] {
        let name = if lower {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        };
        let Some(map) = op_map(ctx, op, name) else {
            return Fold::None;
        };
        if map.single_constant().is_some() {
            continue;
        }
        let ops = ctx.segment(op, if lower { 0 } else { 1 }).to_vec();
        if let Some(vals) = constant_fold(&map, &constants(ctx, &ops)) {
            if let Some(v) = if lower {
                vals.iter().max()
            } else {
                vals.iter().min()
            } {
                set_bound(ctx, op, lower, AffineMap::constant_map(*v), &[]);
                folded = true;
            }
        }
    }
    // canonicalizeLoopBounds.
    let (Some(lb), Some(ub)) = (
        op_map(ctx, op, "lowerBoundMap"),
        op_map(ctx, op, "upperBoundMap"),
    ) else {
        return Fold::None;
    };
    let mut lops = ctx.segment(op, 0).to_vec();
    let mut uops = ctx.segment(op, 1).to_vec();
    let mut l = Exprs::of_map(&lb);
    let mut u = Exprs::of_map(&ub);
    affine_canon::compose(ctx, &mut l, &mut lops);
    affine_canon::canonicalize(ctx, &mut l, &mut lops);
    affine_canon::simplify_min_max_with_operands(ctx, &mut l, &lops, true);
    affine_canon::simplify_min_max_with_operands(ctx, &mut u, &uops, false);
    affine_canon::remove_duplicates(&mut l);
    affine_canon::compose(ctx, &mut u, &mut uops);
    affine_canon::canonicalize(ctx, &mut u, &mut uops);
    affine_canon::remove_duplicates(&mut u);
    let (nl, nu) = (l.to_map(), u.to_map());
    if nl != lb {
        set_bound(ctx, op, true, nl, &lops);
        folded = true;
    }
    if nu != ub {
        set_bound(ctx, op, false, nu, &uops);
        folded = true;
    }
    if constant_trip_count(ctx, op) == Some(0) && !ctx.results(op).is_empty() {
        let inits = ctx.segment(op, 2).to_vec();
        return Fold::Replace(inits.into_iter().map(FoldResult::Value).collect());
    }
    if folded {
        Fold::InPlace
    } else {
        Fold::None
    }
}

// ---- lowering ---------------------------------------------------------------------------------

/// Builds the arith ops of affine expressions (upstream's `AffineApplyExpander`).
struct Expander<'a> {
    b: Builder,
    dims: &'a [Value],
    syms: &'a [Value],
    op: Op,
}

impl Expander<'_> {
    fn constant(&self, ctx: &mut Context, v: i64) -> Value {
        self.b.const_index(ctx, v)
    }

    fn binary(&self, ctx: &mut Context, kind: OpKind, a: Value, b: Value) -> Value {
        self.b.binary(ctx, kind, a, b)
    }

    fn expand(&self, ctx: &mut Context, e: &AffineExpr) -> Result<Value, Diagnostic> {
        use CmpIPredicate::{Sle, Slt};
        Ok(match e {
            AffineExpr::Dim(d) => self.dims[*d as usize],
            AffineExpr::Symbol(s) => self.syms[*s as usize],
            AffineExpr::Const(c) => self.constant(ctx, *c),
            AffineExpr::Bin(op, l, r) => {
                let non_positive = r.constant().is_some_and(|c| c <= 0);
                match op {
                    AffineOp::Add => {
                        let (a, b) = (self.expand(ctx, l)?, self.expand(ctx, r)?);
                        self.binary(ctx, OpKind::ArithAddI, a, b)
                    }
                    AffineOp::Mul => {
                        let (a, b) = (self.expand(ctx, l)?, self.expand(ctx, r)?);
                        let t = ctx.value_type(a);
                        let nsw = ctx.intern_attr(AttrData::Overflow(1));
                        self.b.create_value(
                            ctx,
                            OpKind::ArithMulI,
                            &[a, b],
                            t,
                            vec![("overflowFlags".into(), nsw)],
                        )
                    }
                    AffineOp::Mod => {
                        if non_positive {
                            return Err(crate::verify::plain_error(
                                ctx,
                                self.op,
                                "modulo by non-positive value is not supported",
                            ));
                        }
                        let (a, b) = (self.expand(ctx, l)?, self.expand(ctx, r)?);
                        let rem = self.binary(ctx, OpKind::ArithRemSI, a, b);
                        let zero = self.constant(ctx, 0);
                        let neg = self.b.cmpi(ctx, Slt, rem, zero);
                        let corrected = self.binary(ctx, OpKind::ArithAddI, rem, b);
                        self.b.select(ctx, neg, corrected, rem)
                    }
                    AffineOp::FloorDiv => {
                        if non_positive {
                            return Err(crate::verify::plain_error(
                                ctx,
                                self.op,
                                "division by non-positive value is not supported",
                            ));
                        }
                        let (a, b) = (self.expand(ctx, l)?, self.expand(ctx, r)?);
                        let zero = self.constant(ctx, 0);
                        let none = self.constant(ctx, -1);
                        let neg = self.b.cmpi(ctx, Slt, a, zero);
                        let nd = self.binary(ctx, OpKind::ArithSubI, none, a);
                        let dividend = self.b.select(ctx, neg, nd, a);
                        let q = self.binary(ctx, OpKind::ArithDivSI, dividend, b);
                        let cq = self.binary(ctx, OpKind::ArithSubI, none, q);
                        self.b.select(ctx, neg, cq, q)
                    }
                    AffineOp::CeilDiv => {
                        if non_positive {
                            return Err(crate::verify::plain_error(
                                ctx,
                                self.op,
                                "division by non-positive value is not supported",
                            ));
                        }
                        let (a, b) = (self.expand(ctx, l)?, self.expand(ctx, r)?);
                        let zero = self.constant(ctx, 0);
                        let one = self.constant(ctx, 1);
                        let np = self.b.cmpi(ctx, Sle, a, zero);
                        let negated = self.binary(ctx, OpKind::ArithSubI, zero, a);
                        let dec = self.binary(ctx, OpKind::ArithSubI, a, one);
                        let dividend = self.b.select(ctx, np, negated, dec);
                        let q = self.binary(ctx, OpKind::ArithDivSI, dividend, b);
                        let nq = self.binary(ctx, OpKind::ArithSubI, zero, q);
                        let iq = self.binary(ctx, OpKind::ArithAddI, q, one);
                        self.b.select(ctx, np, nq, iq)
                    }
                }
            }
        })
    }
}

/// `expandAffineMap`: every result of `map` applied to `operands`, before `op`.
fn expand_map(
    ctx: &mut Context,
    op: Op,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Vec<Value>, Diagnostic> {
    let nd = (map.dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let x = Expander {
        b: Builder::before(ctx, op),
        dims,
        syms,
        op,
    };
    map.results.iter().map(|e| x.expand(ctx, e)).collect()
}

/// The values reduced left to right with `arith.maxsi` (`max`) or `arith.minsi`.
fn min_max_chain(ctx: &mut Context, op: Op, values: &[Value], max: bool) -> Value {
    let b = Builder::before(ctx, op);
    let mut v = values[0];
    for w in &values[1..] {
        let k = if max {
            OpKind::ArithMaxSI
        } else {
            OpKind::ArithMinSI
        };
        v = b.binary(ctx, k, v, *w);
    }
    v
}

fn lower_bound_value(
    ctx: &mut Context,
    op: Op,
    map: &AffineMap,
    operands: &[Value],
    max: bool,
) -> Result<Value, Diagnostic> {
    let vals = expand_map(ctx, op, map, operands)?;
    if vals.is_empty() {
        return Err(op_error(ctx, op, "bound map has no results"));
    }
    Ok(min_max_chain(ctx, op, &vals, max))
}

/// The region of `op` moved out (for the scf op that replaces it).
fn take(ctx: &mut Context, op: Op, i: usize) -> crate::ir::Region {
    let r = ctx.regions(op)[i];
    ctx.take_region(r)
}

/// Lowers one affine op: its replacement values, or `None` when it is erased without results
/// (a terminator rewritten in place).
fn lower_op(ctx: &mut Context, op: Op) -> Result<Option<Vec<Value>>, Diagnostic> {
    let operands = ctx.operands(op).to_vec();
    let b = Builder::before(ctx, op);
    match ctx.kind(op) {
        OpKind::AffineApply => {
            let map = op_map(ctx, op, "map").unwrap();
            Ok(Some(expand_map(ctx, op, &map, &operands)?))
        }
        OpKind::AffineMin | OpKind::AffineMax => {
            let map = op_map(ctx, op, "map").unwrap();
            let max = ctx.kind(op) == OpKind::AffineMax;
            Ok(Some(vec![lower_bound_value(
                ctx, op, &map, &operands, max,
            )?]))
        }
        OpKind::AffineLoad | OpKind::AffineVectorLoad => {
            let map = op_map(ctx, op, "map").unwrap();
            let idx = expand_map(ctx, op, &map, &operands[1..])?;
            let mut ops = vec![operands[0]];
            ops.extend(idx);
            let t = ctx.value_type(ctx.result(op, 0));
            let kind = if ctx.kind(op) == OpKind::AffineLoad {
                OpKind::MemRefLoad
            } else {
                OpKind::VectorLoad
            };
            Ok(Some(vec![b.create_value(ctx, kind, &ops, t, vec![])]))
        }
        OpKind::AffineStore | OpKind::AffineVectorStore => {
            let map = op_map(ctx, op, "map").unwrap();
            let idx = expand_map(ctx, op, &map, &operands[2..])?;
            let mut ops = vec![operands[0], operands[1]];
            ops.extend(idx);
            let kind = if ctx.kind(op) == OpKind::AffineStore {
                OpKind::MemRefStore
            } else {
                OpKind::VectorStore
            };
            b.create(ctx, kind, &ops, &[], vec![], &[]);
            Ok(Some(vec![]))
        }
        OpKind::AffineYield => {
            let parent = ctx.parent_op(op).map(|p| ctx.kind(p));
            if matches!(parent, Some(OpKind::ScfParallel | OpKind::AffineParallel)) {
                return Ok(None);
            }
            b.create(ctx, OpKind::ScfYield, &operands, &[], vec![], &[]);
            Ok(Some(vec![]))
        }
        OpKind::AffineFor => {
            let lb_map = op_map(ctx, op, "lowerBoundMap").unwrap();
            let ub_map = op_map(ctx, op, "upperBoundMap").unwrap();
            let lbs = ctx.segment(op, 0).to_vec();
            let ubs = ctx.segment(op, 1).to_vec();
            let inits = ctx.segment(op, 2).to_vec();
            let lb = lower_bound_value(ctx, op, &lb_map, &lbs, true)?;
            let ub = lower_bound_value(ctx, op, &ub_map, &ubs, false)?;
            let step = b.const_index(ctx, for_step(ctx, op));
            let body = take(ctx, op, 0);
            let mut ops = vec![lb, ub, step];
            ops.extend(&inits);
            let types: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
            let f = b.create(ctx, OpKind::ScfFor, &ops, &types, vec![], &[body]);
            Ok(Some(ctx.results(f).to_vec()))
        }
        OpKind::AffineIf => {
            let set = op_set(ctx, op, "condition").unwrap();
            let zero = b.const_index(ctx, 0);
            let nd = (set.dims as usize).min(operands.len());
            let (dims, syms) = operands.split_at(nd);
            let x = Expander { b, dims, syms, op };
            let mut cond: Option<Value> = None;
            for (e, eq) in &set.constraints {
                let v = x.expand(ctx, e)?;
                let pred = if *eq {
                    CmpIPredicate::Eq
                } else {
                    CmpIPredicate::Sge
                };
                let c = b.cmpi(ctx, pred, v, zero);
                cond = Some(match cond {
                    Some(p) => b.binary(ctx, OpKind::ArithAndI, p, c),
                    None => c,
                });
            }
            let cond = match cond {
                Some(c) => c,
                None => b.const_bool(ctx, true),
            };
            let then_r = take(ctx, op, 0);
            let else_r = take(ctx, op, 1);
            let types: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
            let i = b.create(
                ctx,
                OpKind::ScfIf,
                &[cond],
                &types,
                vec![],
                &[then_r, else_r],
            );
            Ok(Some(ctx.results(i).to_vec()))
        }
        OpKind::AffineParallel => lower_parallel(ctx, op).map(Some),
        k => Err(op_error(
            ctx,
            op,
            format!("'{}' is not lowered by -lower-affine", k.name()),
        )),
    }
}

fn int_list(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::Array(items)) => items
            .iter()
            .map(|i| match ctx.attr(*i) {
                AttrData::Integer { value, .. } => *value as i64,
                _ => 0,
            })
            .collect(),
        _ => vec![],
    }
}

fn groups(ctx: &Context, op: Op, name: &str) -> Vec<usize> {
    crate::ir::affine_values::bound_groups(ctx, op, name)
        .unwrap_or_default()
        .into_iter()
        .map(|g| g.max(0) as usize)
        .collect()
}

/// The identity value of a reduction kind (upstream's `arith::getIdentityValue`), as an
/// attribute of type `t`.
fn identity(ctx: &mut Context, kind: &str, t: Type) -> Option<Attr> {
    let float = match ctx.ty(t) {
        TypeData::Float(k) => Some(*k),
        _ => None,
    };
    let width = ctx.ty(t).int_width().unwrap_or(64);
    let fl = |ctx: &mut Context, k: FloatKind, x: f64| {
        let bits = crate::ir::float::f64_to_small(x, k);
        ctx.float_attr(bits, t)
    };
    Some(match (kind, float) {
        ("addf", Some(k)) => fl(ctx, k, 0.0),
        ("mulf", Some(k)) => fl(ctx, k, 1.0),
        ("maximumf", Some(k)) => fl(ctx, k, f64::NEG_INFINITY),
        ("minimumf", Some(k)) => fl(ctx, k, f64::INFINITY),
        ("maxnumf" | "minnumf", Some(k)) => {
            let bits = crate::ir::vector::Neutral::QNaN(false).float_bits(k)?;
            ctx.float_attr(bits, t)
        }
        ("addi" | "ori" | "xori" | "maxu", None) => ctx.int_attr(0, t),
        ("muli", None) => ctx.int_attr(1, t),
        ("andi" | "minu", None) => ctx.int_attr(-1, t),
        ("maxs", None) => ctx.int_attr(-(1i128 << (width - 1)), t),
        ("mins", None) => ctx.int_attr((1i128 << (width - 1)) - 1, t),
        _ => return None,
    })
}

/// `arith::getReductionOp`'s op for a reduction kind.
fn reduction_op(kind: &str) -> Option<OpKind> {
    Some(match kind {
        "addf" => OpKind::ArithAddF,
        "addi" => OpKind::ArithAddI,
        "mulf" => OpKind::ArithMulF,
        "muli" => OpKind::ArithMulI,
        "maximumf" => OpKind::ArithMaximumF,
        "minimumf" => OpKind::ArithMinimumF,
        "maxnumf" => OpKind::ArithMaxNumF,
        "minnumf" => OpKind::ArithMinNumF,
        "maxs" => OpKind::ArithMaxSI,
        "mins" => OpKind::ArithMinSI,
        "maxu" => OpKind::ArithMaxUI,
        "minu" => OpKind::ArithMinUI,
        "ori" => OpKind::ArithOrI,
        "andi" => OpKind::ArithAndI,
        "xori" => OpKind::ArithXOrI,
        _ => return None,
    })
}

/// `AffineParallelLowering`: `scf.parallel` over the bounds (per dimension: the lower bound's
/// max, the upper bound's min), the body moved in, `affine.yield` turned into `scf.reduce`.
fn lower_parallel(ctx: &mut Context, op: Op) -> Result<Vec<Value>, Diagnostic> {
    let b = Builder::before(ctx, op);
    let lm = op_map(ctx, op, "lowerBoundsMap").unwrap();
    let um = op_map(ctx, op, "upperBoundsMap").unwrap();
    let operands = ctx.operands(op).to_vec();
    let nl = lm.inputs().min(operands.len());
    let (lops, uops) = operands.split_at(nl);
    let (lg, ug) = (
        groups(ctx, op, "lowerBoundsGroups"),
        groups(ctx, op, "upperBoundsGroups"),
    );
    let sub = |m: &AffineMap, g: &[usize], i: usize| {
        let start: usize = g[..i].iter().sum();
        AffineMap {
            dims: m.dims,
            symbols: m.symbols,
            results: m.results[start..start + g[i]].to_vec(),
        }
    };
    let mut lbs = Vec::new();
    let mut ubs = Vec::new();
    for i in 0..lg.len() {
        let l = sub(&lm, &lg, i);
        lbs.push(lower_bound_value(ctx, op, &l, lops, true)?);
        let u = sub(&um, &ug, i);
        ubs.push(lower_bound_value(ctx, op, &u, uops, false)?);
    }
    let steps: Vec<Value> = int_list(ctx, op, "steps")
        .into_iter()
        .map(|s| b.const_index(ctx, s))
        .collect();
    let kinds: Vec<&str> = int_list(ctx, op, "reductions")
        .into_iter()
        .map(|k| {
            crate::ir::ATOMIC_RMW_KINDS
                .get(k as usize)
                .copied()
                .unwrap_or("")
        })
        .collect();
    let types: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
    let mut inits = Vec::new();
    for (k, t) in kinds.iter().zip(&types) {
        let Some(a) = identity(ctx, k, *t) else {
            return Err(op_error(
                ctx,
                op,
                "unsupported reduction kind for identity value",
            ));
        };
        inits.push(b.create_value(
            ctx,
            OpKind::ArithConstant,
            &[],
            *t,
            vec![("value".into(), a)],
        ));
    }
    let body = take(ctx, op, 0);
    let mut ops = lbs.clone();
    ops.extend(&ubs);
    ops.extend(&steps);
    ops.extend(&inits);
    let seg = ctx.dense_i32_array(&[
        lbs.len() as i64,
        ubs.len() as i64,
        steps.len() as i64,
        inits.len() as i64,
    ]);
    let p = b.create(
        ctx,
        OpKind::ScfParallel,
        &ops,
        &types,
        vec![("operandSegmentSizes".into(), seg)],
        &[body],
    );
    let r = body;
    let Some(term) = ctx.entry_block(r).and_then(|blk| ctx.last_op(blk)) else {
        return Ok(ctx.results(p).to_vec());
    };
    let yielded = ctx.operands(term).to_vec();
    let tb = Builder::before(ctx, term);
    let mut regions = Vec::new();
    for (k, v) in kinds.iter().zip(&yielded) {
        let t = ctx.value_type(*v);
        let rr = ctx.create_region();
        let blk = ctx.create_block();
        ctx.append_block(rr, blk);
        let loc = tb.loc;
        let a0 = ctx.add_block_arg(blk, t, loc);
        let a1 = ctx.add_block_arg(blk, t, loc);
        // The combining ops get the affine.parallel's location (upstream's `loc`).
        let ib = Builder::at_end(blk, ctx.op_loc(op));
        let Some(kind) = reduction_op(k) else {
            return Err(op_error(ctx, op, "unsupported reduction kind"));
        };
        let res = ib.binary(ctx, kind, a0, a1);
        ib.create(ctx, OpKind::ScfReduceReturn, &[res], &[], vec![], &[]);
        regions.push(rr);
    }
    tb.create(ctx, OpKind::ScfReduce, &yielded, &[], vec![], &regions);
    ctx.erase_op(term);
    Ok(ctx.results(p).to_vec())
}
