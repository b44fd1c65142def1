//! `test-analysis-only`: instead of bufferizing, the IR is annotated with the analysis'
//! decisions as upstream's `annotateOpsWithBufferizationMarkers` (every op with a tensor
//! operand gets `__inplace_operands_attr__`, one "true"/"false"/"none" per operand) and, with
//! function boundaries, as `funcOpBbArgReadWriteAnalysis` (`bufferization.access` on tensor
//! arguments) and `aliasingFuncOpBBArgsAnalysis` (`__equivalent_func_args__` on returns).

use crate::analysis::one_shot::{is_tensor, OneShotState};
use crate::ir::{AttrData, Context, Op, TypeData, Value};

/// Annotates every op nested in `root` (the root itself included, as upstream's walk).
pub fn annotate_in_place(ctx: &mut Context, st: &OneShotState, root: Op) {
    let mut ops = Vec::new();
    ctx.walk(root, &mut |o| ops.push(o));
    for op in ops {
        let operands = ctx.operands(op).to_vec();
        if !operands.iter().any(|v| is_tensor(ctx, ctx.value_type(*v))) {
            continue;
        }
        let marks: Vec<&str> = operands
            .iter()
            .enumerate()
            .map(|(i, v)| {
                if !is_tensor(ctx, ctx.value_type(*v)) {
                    "none"
                } else if st.is_in_place(ctx, (op, i as u32)) {
                    "true"
                } else {
                    "false"
                }
            })
            .collect();
        let items = marks.iter().map(|m| ctx.str_attr(m)).collect();
        let a = ctx.intern_attr(AttrData::Array(items));
        ctx.set_attr(op, "__inplace_operands_attr__", a);
    }
}

/// The function-boundary annotations of an analyzed (non-recursive) function.
pub fn annotate_func(ctx: &mut Context, st: &OneShotState, f: Op) {
    let Some(summary) = st.summary(f).cloned() else {
        return;
    };
    let inputs = ctx.function_type(f).map_or(vec![], |(i, _)| i.to_vec());
    for (i, t) in inputs.iter().enumerate() {
        if !is_tensor(ctx, *t) {
            continue;
        }
        let (r, w) = (summary.read[i], summary.written[i]);
        let access = match (r, w) {
            (true, true) => "read-write",
            (true, false) => "read",
            (false, true) => "write",
            (false, false) => "none",
        };
        let a = ctx.str_attr(access);
        set_arg_attr(ctx, f, i, "bufferization.access", a);
    }
    annotate_equivalent_returns(ctx, st, f);
}

/// `__equivalent_func_args__`: for each returned value of the first return, the equivalent
/// ranked tensor argument; the other returns are checked (and annotated) only while they
/// agree, as upstream does.
fn annotate_equivalent_returns(ctx: &mut Context, st: &OneShotState, f: Op) {
    let returns = crate::analysis::one_shot::func_returns(ctx, f);
    let Some(&first) = returns.first() else {
        return;
    };
    let Some(entry) = ctx.entry_block(ctx.regions(f)[0]) else {
        return;
    };
    let args: Vec<Value> = ctx.block_args(entry).to_vec();
    let mut annotations: Vec<(Op, usize, usize)> = Vec::new();
    let find = |ctx: &Context, ret: Op, i: usize, out: &mut Vec<(Op, usize, usize)>| {
        let v = *ctx.operands(ret).get(i)?;
        if !is_tensor(ctx, ctx.value_type(v)) {
            return None;
        }
        let k = args.iter().position(|a| {
            matches!(ctx.ty(ctx.value_type(*a)), TypeData::Tensor { .. }) && st.equivalent(v, *a)
        })?;
        out.push((ret, i, k));
        Some(k)
    };
    for i in 0..ctx.operands(first).len() {
        let Some(k) = find(ctx, first, i, &mut annotations) else {
            continue;
        };
        for &ret in &returns[1..] {
            if find(ctx, ret, i, &mut annotations) != Some(k) {
                break;
            }
        }
    }
    for (ret, i, k) in annotations {
        let n = ctx.operands(ret).len();
        let mut list: Vec<i64> = match ctx.get_attr(ret, "__equivalent_func_args__") {
            Some(a) => match ctx.attr(a) {
                AttrData::Array(items) => items
                    .iter()
                    .map(|x| match ctx.attr(*x) {
                        AttrData::Integer { value, .. } => *value as i64,
                        _ => -1,
                    })
                    .collect(),
                _ => vec![-1; n],
            },
            None => vec![-1; n],
        };
        list[i] = k as i64;
        let items = list.iter().map(|x| ctx.i64_attr(*x)).collect();
        let a = ctx.intern_attr(AttrData::Array(items));
        ctx.set_attr(ret, "__equivalent_func_args__", a);
    }
}

/// Sets one entry of a function's `arg_attrs` (dictionaries stay sorted by key).
fn set_arg_attr(ctx: &mut Context, f: Op, i: usize, key: &str, value: crate::ir::Attr) {
    let n = ctx.function_type(f).map_or(0, |(inp, _)| inp.len());
    let mut dicts: Vec<Vec<(String, crate::ir::Attr)>> =
        match ctx.get_attr(f, "arg_attrs").map(|a| ctx.attr(a)) {
            Some(AttrData::Array(list)) => list
                .iter()
                .map(|d| match ctx.attr(*d) {
                    AttrData::Dict(entries) => entries.clone(),
                    _ => Vec::new(),
                })
                .collect(),
            _ => Vec::new(),
        };
    dicts.resize(n.max(i + 1), Vec::new());
    let d = &mut dicts[i];
    match d.binary_search_by(|(k, _)| k.as_str().cmp(key)) {
        Ok(j) => d[j].1 = value,
        Err(j) => d.insert(j, (key.to_string(), value)),
    }
    let items = dicts
        .into_iter()
        .map(|d| ctx.intern_attr(AttrData::Dict(d)))
        .collect();
    let a = ctx.intern_attr(AttrData::Array(items));
    ctx.set_attr(f, "arg_attrs", a);
}

/// `dump-alias-sets` (upstream's `annotateOpsWithAliasSets`): every op with tensor results gets
/// `__opresult_alias_set_attr__` (per tensor result, the names of its alias set in order), and
/// every op with a tensor block argument `__bbarg_alias_set_attr__` (per region, per block, per
/// tensor argument).
pub fn annotate_alias_sets(
    ctx: &mut Context,
    st: &OneShotState,
    root: Op,
    names: &crate::print::ValueNames,
) {
    let mut ops = Vec::new();
    ctx.walk(root, &mut |o| ops.push(o));
    let set = |ctx: &mut Context, v: Value| {
        let items = st
            .alias_members(v)
            .into_iter()
            .map(|m| {
                let n = names.get(ctx, m);
                ctx.str_attr(&n)
            })
            .collect();
        ctx.intern_attr(AttrData::Array(items))
    };
    for op in ops {
        let results: Vec<Value> = ctx
            .results(op)
            .iter()
            .copied()
            .filter(|r| is_tensor(ctx, ctx.value_type(*r)))
            .collect();
        if !results.is_empty() {
            let items = results.into_iter().map(|r| set(ctx, r)).collect();
            let a = ctx.intern_attr(AttrData::Array(items));
            ctx.set_attr(op, "__opresult_alias_set_attr__", a);
        }
        let mut any = false;
        let mut regions = Vec::new();
        for r in ctx.regions(op).to_vec() {
            let mut blocks = Vec::new();
            for b in ctx.region_blocks(r).collect::<Vec<_>>() {
                let mut args = Vec::new();
                for a in ctx.block_args(b).to_vec() {
                    if is_tensor(ctx, ctx.value_type(a)) {
                        args.push(set(ctx, a));
                        any = true;
                    }
                }
                blocks.push(ctx.intern_attr(AttrData::Array(args)));
            }
            regions.push(ctx.intern_attr(AttrData::Array(blocks)));
        }
        if any {
            let a = ctx.intern_attr(AttrData::Array(regions));
            ctx.set_attr(op, "__bbarg_alias_set_attr__", a);
        }
    }
}
