//! Structural invariants of each registered op kind (what MLIR's ODS-generated verifiers check
//! first): operand, result, region and successor counts, operand segments, and the presence
//! and kind of required attributes.

use super::op_error;
use crate::diag::Diagnostic;
use crate::ir::opdef::{AttrKind, Count, Regions};
use crate::ir::{AttrData, Context, DialectOp, Op, OpKind, Traits, TypeData, DYNAMIC};

/// Checks the static shape of `op`.
pub fn verify_structure(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    use OpKind::*;
    let kind = ctx.kind(op);
    if kind == Unregistered {
        return Ok(());
    }
    // Every op is asked for a few names: look them up in its list fetched once, here (a
    // `Context::get_attr` call per name cost more than the rest of this check).
    let attrs = ctx.attrs(op);
    let get_attr = |name: &str| {
        attrs
            .iter()
            .find(|(k, _)| ctx.ident_str(*k) == name)
            .map(|(_, v)| *v)
    };
    // Symbol names are kept as text (the lexer refuses `@"\BD"` so): one given as a string
    // attribute in generic form is refused the same way, or it would print unreadably.
    let known = ctx.known();
    let get_known =
        |name: crate::ir::Ident| attrs.iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
    if let Some(AttrData::String { bytes, .. }) = get_known(known.sym_name).map(|a| ctx.attr(a)) {
        if std::str::from_utf8(bytes).is_err() {
            return Err(op_error(
                ctx,
                op,
                "symbol names with invalid UTF-8 are not supported",
            ));
        }
    }
    // Counts, segments and attributes come from the op's table row.
    let info = kind.info();
    let (operands, results, succs, segs) = (
        info.operands,
        info.results,
        info.successors,
        info.segments.map(usize::from),
    );
    // ODS's count traits, in the order it lists them: regions, results, successors, operands.
    let n_regions = ctx.regions(op).len();
    let region_msg = match info.regions {
        Regions::Exact(0) if n_regions != 0 => Some("requires zero regions".to_string()),
        Regions::Exact(1) if n_regions != 1 => Some("requires one region".to_string()),
        Regions::Exact(n) if n_regions != n as usize => Some(format!("expected {n} regions")),
        // `scf.index_switch`: the default region and variadic case regions.
        Regions::PerCase if n_regions < 1 => Some("expected 1 or more regions".to_string()),
        _ => None,
    };
    if let Some(msg) = region_msg {
        return Err(op_error(ctx, op, msg));
    }
    let n_res = ctx.results(op).len();
    // An optional result (`Count::Range`) is checked with the result groups, below.
    let too_few_results = match results {
        Count::Range(a, _) => n_res < a as usize,
        _ => !results.ok(n_res),
    };
    if too_few_results {
        let msg = match results {
            Count::Exact(0) => "requires zero results".to_string(),
            Count::Exact(1) => "requires one result".to_string(),
            Count::Exact(n) => format!("expected {n} results"),
            Count::AtLeast(n) | Count::Range(n, _) => format!("expected {n} or more results"),
            Count::Any => unreachable!("any number of results is fine"),
        };
        return Err(op_error(ctx, op, msg));
    }
    let n_succ = ctx.successors(op).len();
    if !succs.ok(n_succ) {
        let msg = match succs {
            Count::Exact(1) => format!("requires 1 successor but found {n_succ}"),
            Count::Exact(n) => format!("requires {n} successors but found {n_succ}"),
            Count::AtLeast(n) | Count::Range(n, _) => {
                format!("requires at least {n} successors but found {n_succ}")
            }
            Count::Any => unreachable!("any number of successors is fine"),
        };
        return Err(op_error(ctx, op, msg));
    }
    // An optional trailing operand (`Count::Range(n, n + 1)`) is checked with the other
    // operand groups, after the attributes.
    let n_ops = ctx.operands(op).len();
    let operand_msg = match operands {
        Count::Exact(0) if n_ops != 0 => Some("requires zero operands".to_string()),
        Count::Exact(1) if n_ops != 1 => Some("requires a single operand".to_string()),
        Count::Exact(n) if n_ops != n as usize => {
            Some(format!("expected {n} operands, but found {n_ops}"))
        }
        Count::AtLeast(n) | Count::Range(n, _) if n > 0 && n_ops < n as usize => {
            Some(format!("expected {n} or more operands, but found {n_ops}"))
        }
        _ => None,
    };
    if let Some(msg) = operand_msg {
        return Err(op_error(ctx, op, msg));
    }
    let terminator = info.has(Traits::TERMINATOR);
    if n_succ > 0 && !terminator {
        return Err(op_error(ctx, op, "has successors but is not a terminator"));
    }
    // `HasParent` / `ParentOneOf`, structural traits: checked before the attributes.
    let parents: &[OpKind] = match kind {
        FuncReturn => &[FuncFunc],
        ScfYield => &[ScfExecuteRegion, ScfFor, ScfIf, ScfIndexSwitch, ScfWhile],
        ScfCondition => &[ScfWhile],
        ScfReduce => &[ScfParallel],
        ScfReduceReturn => &[ScfReduce],
        ScfForallInParallel => &[ScfForall],
        MemRefAllocaScopeReturn => &[MemRefAllocaScope],
        MemRefAtomicYield => &[MemRefGenericAtomicRmw],
        _ => &[],
    };
    if !parents.is_empty()
        && !ctx
            .parent_op(op)
            .is_some_and(|p| parents.contains(&ctx.kind(p)))
    {
        let names: Vec<&str> = parents.iter().map(|k| k.name()).collect();
        let msg = match names.as_slice() {
            [one] => format!("expects parent op '{one}'"),
            _ => format!("expects parent op to be one of '{}'", names.join(", ")),
        };
        return Err(op_error(ctx, op, msg));
    }
    // `AttrSizedOperandSegments` is a structural trait: checked before the attributes.
    let seg_sizes = if let Some(n) = segs {
        let sizes = match get_known(known.operand_segment_sizes).map(|a| ctx.attr(a)) {
            Some(AttrData::DenseArray { values, .. }) => values
                .iter()
                .map(|v| *v as i64)
                .collect::<smallvec::SmallVec<[i64; 6]>>(),
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    "requires attribute 'operandSegmentSizes'",
                ))
            }
        };
        if sizes.len() != n || sizes.iter().any(|s| *s < 0) {
            return Err(op_error(ctx, op, format!("'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}", sizes.len())));
        }
        let total: i64 = sizes.iter().sum();
        if total as usize != n_ops {
            return Err(op_error(ctx, op, format!("operand count ({n_ops}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'")));
        }
        Some(sizes)
    } else {
        None
    };
    // Required attributes in declaration order, then the kinds of the optional ones present.
    for a in info.attrs.iter().filter(|a| a.required) {
        match get_attr(a.name) {
            None => {
                return Err(op_error(
                    ctx,
                    op,
                    format!("requires attribute '{}'", a.name),
                ))
            }
            Some(v) => {
                if let Some(msg) = crate::ir::opdef::attr_violation(ctx, kind, a, v) {
                    return Err(op_error(ctx, op, msg));
                }
            }
        }
    }
    // Most ops have no attributes: then there is no optional one to look up.
    let has_attrs = !attrs.is_empty();
    for a in info
        .attrs
        .iter()
        .take(if has_attrs { usize::MAX } else { 0 })
        .filter(|a| !a.required && a.kind != AttrKind::Any)
    {
        if let Some(v) = get_attr(a.name) {
            if let Some(msg) = crate::ir::opdef::attr_violation(ctx, kind, a, v) {
                return Err(op_error(ctx, op, msg));
            }
        }
    }
    // An optional trailing operand holds 0 or 1 operand (checked with the operand groups).
    if let Count::Range(a, b) = operands {
        if n_ops > b as usize {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand group starting at #{a} requires 0 or 1 element, but found {}",
                    n_ops - a as usize
                ),
            ));
        }
    }
    if let Count::Range(a, b) = results {
        if n_res > b as usize {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result group starting at #{a} requires 0 or 1 element, but found {}",
                    n_res - a as usize
                ),
            ));
        }
    }
    if info.regions == Regions::PerCase {
        let cases = ctx.i64_array(op, "cases").len();
        if n_regions != cases + 1 {
            return Err(op_error(
                ctx,
                op,
                format!("has {} case regions but {cases} case values", n_regions - 1),
            ));
        }
    }
    if let Some(sizes) = seg_sizes {
        let fixed_one = matches!(
            kind,
            MemRefSubView | MemRefReinterpretCast | CfCondBr | CfSwitch
        );
        if fixed_one && sizes[0] != 1 {
            return Err(op_error(
                ctx,
                op,
                "operand segment #0 must have exactly one operand",
            ));
        }
        if matches!(
            kind,
            MemRefSubView
                | MemRefReinterpretCast
                | TensorExtractSlice
                | TensorInsertSlice
                | TensorParallelInsertSlice
        ) {
            verify_offsets_sizes_strides(ctx, op, &sizes)?;
        }
        // Mixed static/dynamic lists: one operand per dynamic entry.
        let mixed: &[(&str, usize)] = if kind == ScfForall {
            &[
                ("staticLowerBound", 0),
                ("staticUpperBound", 1),
                ("staticStep", 2),
            ]
        } else {
            &[]
        };
        for (attr, seg) in mixed {
            let dyn_count = ctx
                .i64_array(op, attr)
                .iter()
                .filter(|v| **v == DYNAMIC)
                .count() as i64;
            if dyn_count != sizes[*seg] {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected {} dynamic values in '{attr}', but got {}",
                        sizes[*seg], dyn_count
                    ),
                ));
            }
        }
        if kind == ScfParallel {
            let nivs = sizes[0];
            if sizes[1] != nivs || sizes[2] != nivs {
                return Err(op_error(
                    ctx,
                    op,
                    "expects the same number of lower bounds, upper bounds and steps",
                ));
            }
            if sizes[3] as usize != n_res {
                return Err(op_error(
                    ctx,
                    op,
                    "expects number of results to be the same as number of reductions",
                ));
            }
        }
        if kind == ScfForall {
            let (l, u, s) = (
                ctx.i64_array(op, "staticLowerBound"),
                ctx.i64_array(op, "staticUpperBound"),
                ctx.i64_array(op, "staticStep"),
            );
            if l.len() != u.len() || u.len() != s.len() {
                return Err(op_error(
                    ctx,
                    op,
                    "requires the same number of lower bounds, upper bounds and steps",
                ));
            }
        }
        if kind == CfSwitch {
            let case_segs = ctx.i64_array(op, "case_operand_segments");
            if case_segs.len() + 1 != n_succ
                || case_segs.iter().sum::<i64>() != sizes[2]
                || case_segs.iter().any(|v| *v < 0)
            {
                return Err(op_error(
                    ctx,
                    op,
                    "number of case operand segments must match the number of case destinations",
                ));
            }
            let n_vals = match ctx.get_attr(op, "case_values").map(|a| ctx.attr(a)) {
                Some(AttrData::DenseElements { ty, .. }) => ctx
                    .ty(*ty)
                    .shape()
                    .map(|s| s.iter().product::<i64>())
                    .unwrap_or(-1),
                None => 0,
                _ => -1,
            };
            if n_vals != case_segs.len() as i64 {
                return Err(op_error(
                    ctx,
                    op,
                    "number of case values must match the number of case destinations",
                ));
            }
        }
    }
    if matches!(kind, MemRefExpandShape | MemRefCollapseShape) {
        verify_reassociation(ctx, op)?;
        verify_reshape_layout(ctx, op)?;
    }
    if kind == MemRefExpandShape {
        let dyn_count = ctx
            .i64_array(op, "static_output_shape")
            .iter()
            .filter(|v| **v == DYNAMIC)
            .count();
        if dyn_count != n_ops - 1 {
            return Err(op_error(
                ctx,
                op,
                "mismatch in dynamic dims in output_shape and static_output_shape",
            ));
        }
        // The output shape must agree with the static sizes of the result type (otherwise
        // engines would index past the buffer).
        let stat = ctx.i64_array(op, "static_output_shape");
        if let TypeData::MemRef { shape, .. } = ctx.ty(ctx.value_type(ctx.result(op, 0))) {
            if shape.len() != stat.len() {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                        shape.len(),
                        stat.len()
                    ),
                ));
            }
            if let Some(pos) = shape
                .iter()
                .zip(&stat)
                .position(|(s, o)| *s != DYNAMIC && s != o)
            {
                return Err(op_error(
                    ctx,
                    op,
                    format!("invalid output shape provided at pos {pos}"),
                ));
            }
        }
    }
    // Regions of structured ops hold one block; loops bind their induction variables.
    let single_block = info.has(Traits::SINGLE_BLOCK);
    if single_block {
        for (i, r) in ctx.regions(op).iter().enumerate() {
            let n = ctx.region_blocks(*r).count();
            if n > 1 {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expects region #{i} to have 0 or 1 blocks"),
                ));
            }
        }
    }
    match kind.dialect_op() {
        DialectOp::Scf(k) => super::scf::structure(ctx, op, k)?,
        DialectOp::MemRef(k) => super::memref::structure(ctx, op, k)?,
        // No region or operand-kind rules beyond the table row.
        DialectOp::Builtin(_)
        | DialectOp::Func(_)
        | DialectOp::Arith(_)
        | DialectOp::Math(_)
        | DialectOp::Cf(_)
        | DialectOp::Bufferization(_)
        | DialectOp::Index(_)
        | DialectOp::Vector(_)
        | DialectOp::Complex(_)
        | DialectOp::Ub(_)
        | DialectOp::Tensor(_)
        | DialectOp::Linalg(_)
        | DialectOp::Affine(_)
        | DialectOp::Unregistered => {}
    }
    // The IsTerminator trait, after the structural ones and the op's invariants.
    if terminator && ctx.op_block(op).is_some_and(|b| ctx.last_op(b) != Some(op)) {
        return Err(op_error(
            ctx,
            op,
            "must be the last operation in the parent block",
        ));
    }
    Ok(())
}

/// The entry block of region `i`, or upstream's error for a region without blocks.
pub(super) fn needs_entry(ctx: &Context, op: Op, i: usize) -> Result<crate::ir::Block, Diagnostic> {
    ctx.entry_block(ctx.regions(op)[i]).ok_or_else(|| {
        op_error(
            ctx,
            op,
            format!(
                "region #{i} ('{}') failed to verify constraint: region with 1 blocks",
                // ODS region names: scf.forall.in_parallel's is `region`.
                if ctx.kind(op) == OpKind::ScfForallInParallel {
                    "region"
                } else {
                    "body"
                }
            ),
        )
    })
}

/// The result layout of `memref.expand_shape`/`collapse_shape` must be the one the source's
/// implies (MLIR's `computeExpandedType`/`computeCollapsedLayoutMap`, compared as types): none
/// when the source has the identity layout, else the strided layout derived from the source's
/// strides; collapsing dims that are statically not contiguous is an error.
fn verify_reshape_layout(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let (src_t, res_t) = ctx.source_result_types(op);
    let (
        TypeData::MemRef {
            shape: src_shape,
            elem,
            layout: src_layout,
            space,
        },
        TypeData::MemRef {
            shape: res_shape,
            elem: res_elem,
            layout: res_layout,
            space: res_space,
        },
    ) = (ctx.ty(src_t), ctx.ty(res_t))
    else {
        return Ok(());
    };
    let expand = ctx.kind(op) == OpKind::MemRefExpandShape;
    let groups = ctx.reassociation(op);
    let expected: Option<(i64, Vec<i64>)> =
        if super::identity_layout(ctx, *src_layout, src_shape.len()) {
            None
        } else {
            let Some((offset, src_strides)) = ctx.memref_strides(src_t) else {
                let msg = if expand {
                    "invalid source layout map"
                } else {
                    "invalid source layout map or collapsing non-contiguous dims"
                };
                return Err(op_error(ctx, op, msg));
            };
            let strides = if expand {
                expanded_strides(&src_strides, res_shape, &groups)
            } else {
                match collapsed_strides(src_shape, &src_strides, &groups) {
                    Some(s) => s,
                    None => {
                        return Err(op_error(
                            ctx,
                            op,
                            "invalid source layout map or collapsing non-contiguous dims",
                        ))
                    }
                }
            };
            Some((offset, strides))
        };
    let matches = match (&expected, res_layout.map(|l| ctx.attr(l))) {
        (None, None) => true,
        (Some((o, s)), Some(AttrData::Strided { strides, offset })) => o == offset && s == strides,
        _ => false,
    };
    if !matches || res_elem != elem || res_space != space {
        let what = if expand { "expanded" } else { "collapsed" };
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected {what} type to be '{}' but found '{}'",
                memref_text(ctx, res_shape, *elem, expected.as_ref(), *space),
                crate::print::type_to_string(ctx, res_t)
            ),
        ));
    }
    Ok(())
}

/// Strides of an expansion: within each group, the innermost dim keeps the source stride and
/// each outer one is the next inner stride times the next inner size.
pub(crate) fn expanded_strides(
    src_strides: &[i64],
    res_shape: &[i64],
    groups: &[Vec<i64>],
) -> Vec<i64> {
    let mut strides = vec![1; res_shape.len()];
    for (group, stride) in groups.iter().zip(src_strides) {
        let mut cur = *stride;
        for d in group.iter().rev() {
            let d = *d as usize;
            if d < strides.len() {
                strides[d] = cur;
                cur = crate::ir::dyn_mul(cur, res_shape[d]);
            }
        }
    }
    strides
}

/// Strides of a collapse: each group takes the stride of its innermost dim that is not of
/// size 1 (dynamic when that dim is dynamic and the group has more); `None` when a group's dims
/// are statically not contiguous.
pub(crate) fn collapsed_strides(
    src_shape: &[i64],
    src_strides: &[i64],
    groups: &[Vec<i64>],
) -> Option<Vec<i64>> {
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut n = group.len();
        while n > 1 && src_shape[group[n - 1] as usize] == 1 {
            n -= 1;
        }
        let last = group[n - 1] as usize;
        result.push(if src_shape[last] != DYNAMIC || n == 1 {
            src_strides[last]
        } else {
            DYNAMIC
        });
    }
    for (group, stride) in groups.iter().zip(&result) {
        let mut stride = *stride;
        for d in group.iter().skip(1).rev() {
            let d = *d as usize;
            stride = crate::ir::dyn_mul(stride, src_shape[d]);
            let src_stride = src_strides[d - 1];
            if src_shape[d - 1] == 1 {
                continue;
            }
            if stride != DYNAMIC && src_stride != DYNAMIC && stride != src_stride {
                return None;
            }
        }
    }
    Some(result)
}

/// How MLIR prints a memref type with an optional strided layout.
pub(super) fn memref_text(
    ctx: &Context,
    shape: &[i64],
    elem: crate::ir::Type,
    strided: Option<&(i64, Vec<i64>)>,
    space: Option<crate::ir::Attr>,
) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    let mut s = String::from("memref<");
    for d in shape {
        s += &dim(*d);
        s.push('x');
    }
    s += &crate::print::type_to_string(ctx, elem);
    if let Some((offset, strides)) = strided {
        let list: Vec<String> = strides.iter().map(|d| dim(*d)).collect();
        s += &format!(", strided<[{}]", list.join(", "));
        if *offset != 0 {
            s += &format!(", offset: {}", dim(*offset));
        }
        s.push('>');
    }
    if let Some(sp) = space {
        s += ", ";
        s += &crate::print::memory_space_to_string(ctx, sp);
    }
    s.push('>');
    s
}

/// The mixed offset/size/stride lists of `memref.subview` and `memref.reinterpret_cast`
/// (MLIR's `OffsetSizeAndStrideOpInterface` checks, in its order and words): list ranks that
/// agree, one entry per dimension (a single offset for reinterpret_cast), one operand per
/// dynamic entry, no negative static offset or size. `segments` are the operand segment sizes.
fn verify_offsets_sizes_strides(ctx: &Context, op: Op, segments: &[i64]) -> Result<(), Diagnostic> {
    let lists = [
        ctx.i64_array(op, "static_offsets"),
        ctx.i64_array(op, "static_sizes"),
        ctx.i64_array(op, "static_strides"),
    ];
    let rank_of = |v: crate::ir::Value| ctx.ty(ctx.value_type(v)).shape().map_or(0, |s| s.len());
    // The sliced value: the source of a subview or extract_slice, the destination of an
    // insert_slice (whose lists start after its two tensor operands).
    let (sliced, first_list) = match ctx.kind(op) {
        OpKind::TensorInsertSlice | OpKind::TensorParallelInsertSlice => (Some(1), 2),
        OpKind::MemRefSubView | OpKind::TensorExtractSlice => (Some(0), 1),
        _ => (None, 1),
    };
    let max_ranks = if let Some(i) = sliced {
        [rank_of(ctx.operand(op, i)); 3]
    } else {
        let r = rank_of(ctx.result(op, 0));
        [1, r, r]
    };
    let (offsets, sizes, strides) = (lists[0].len(), lists[1].len(), lists[2].len());
    if !(offsets == 1 && max_ranks[0] == 1) && offsets != sizes {
        return Err(super::plain_error(ctx, op, format!(
            "expected mixed offsets rank to match mixed sizes rank ({offsets} vs {sizes}) so the rank of the result type is well-formed.")));
    }
    if sizes != strides {
        return Err(super::plain_error(ctx, op, format!(
            "expected mixed sizes rank to match mixed strides rank ({sizes} vs {strides}) so the rank of the result type is well-formed.")));
    }
    let names = [
        ("offset", "offsets"),
        ("size", "sizes"),
        ("stride", "strides"),
    ];
    for (k, (one, many)) in names.iter().enumerate() {
        if lists[k].len() != max_ranks[k] {
            return Err(super::plain_error(
                ctx,
                op,
                format!(
                    "expected {} {one} values, got {}",
                    max_ranks[k],
                    lists[k].len()
                ),
            ));
        }
        let dynamic = lists[k].iter().filter(|v| **v == DYNAMIC).count() as i64;
        let operands = segments.get(k + first_list).copied().unwrap_or(0);
        if dynamic != operands {
            return Err(super::plain_error(ctx, op, format!(
                "expected the number of '{many}' to match the number of dynamic entries in 'static_{many}' ({operands} vs {dynamic})")));
        }
    }
    for (k, what) in [(0, "offsets"), (1, "sizes")] {
        if let Some(v) = lists[k].iter().find(|v| **v < 0 && **v != DYNAMIC) {
            return Err(super::plain_error(
                ctx,
                op,
                format!("expected {what} to be non-negative, but got {v}"),
            ));
        }
    }
    Ok(())
}

/// The reassociation of `memref.expand_shape`/`collapse_shape` against the collapsed and
/// expanded shapes, with upstream's checks and messages (found by fuzzing the run target:
/// `[[0, 0]]` was accepted and the engines then disagreed on the strides).
fn verify_reassociation(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let shape_of = |v| ctx.ty(ctx.value_type(v)).shape().map(|s| s.to_vec());
    let (Some(src), Some(res)) = (shape_of(ctx.operand(op, 0)), shape_of(ctx.result(op, 0))) else {
        return Ok(());
    };
    let (collapsed, expanded) = if ctx.kind(op) == OpKind::MemRefExpandShape {
        (src, res)
    } else {
        (res, src)
    };
    if ctx.get_attr(op, "reassociation").is_none() {
        return Ok(()); // reported by the attribute checks
    }
    let groups = ctx.reassociation(op);
    if collapsed.len() != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "invalid number of reassociation groups: found {}, expected {}",
                groups.len(),
                collapsed.len()
            ),
        ));
    }
    let mut next = 0i64;
    for (k, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for d in group {
            if *d != next {
                return Err(op_error(
                    ctx,
                    op,
                    "reassociation indices must be contiguous",
                ));
            }
            next += 1;
            if *d >= expanded.len() as i64 {
                return Err(op_error(
                    ctx,
                    op,
                    format!("reassociation index {d} is out of bounds"),
                ));
            }
            dynamic |= expanded[*d as usize] == DYNAMIC;
        }
        if (collapsed[k] == DYNAMIC) != dynamic {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "collapsed dim ({k}) must be dynamic if and only if reassociation group is dynamic"
                ),
            ));
        }
        if !dynamic {
            let size = group
                .iter()
                .fold(1i64, |p, d| p.wrapping_mul(expanded[*d as usize]));
            if size != collapsed[k] {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "collapsed dim size ({}) must equal reassociation group size ({size})",
                        collapsed[k]
                    ),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return Err(op_error(
                ctx,
                op,
                "rank 0 memrefs can only be extended/collapsed with/from ones",
            ));
        }
    } else if next != expanded.len() as i64 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
                expanded.len()
            ),
        ));
    }
    Ok(())
}
