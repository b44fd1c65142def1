//! Op rules of memref: allocation, access, copies, views, globals and the alloca scope.

use super::*;
use crate::ir::{dyn_add, dyn_mul, Traits};

impl Verifier<'_> {
    pub(super) fn verify_memref(&mut self, op: Op, kind: MemRefOp) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        match kind {
            MemRefOp::MemRefCast | MemRefOp::MemRefMemorySpaceCast => {
                self.counts(op, 1, 1)?;
                self.verify_cast(op)?;
            }
            MemRefOp::MemRefAlloc | MemRefOp::MemRefAlloca => {
                let TypeData::MemRef { shape, layout, .. } = self.ty(results[0]) else {
                    return Err(op_error(
                        ctx,
                        op,
                        "result #0 must be memref of any type values",
                    ));
                };
                if kind == MemRefOp::MemRefAlloca && !has_allocation_scope_ancestor(ctx, op) {
                    return Err(op_error(
                        ctx,
                        op,
                        "requires an ancestor op with AutomaticAllocationScope trait",
                    ));
                }
                let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
                let segs = ctx.segments(op);
                let have = segs.first().copied().unwrap_or(0);
                if have != ndyn {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("incorrect number of dynamic sizes, has {have}, expected {ndyn}"),
                    ));
                }
                // A strided layout's map has a symbol for a dynamic offset and for each dynamic
                // stride (makeStridedLinearLayoutMap).
                let nsym = match layout.map(|l| ctx.attr(l)) {
                    Some(AttrData::AffineMap(m)) => m.symbols as usize,
                    Some(AttrData::Strided { strides, offset }) => {
                        usize::from(*offset == DYNAMIC)
                            + strides.iter().filter(|s| **s == DYNAMIC).count()
                    }
                    _ => 0,
                };
                let have = segs.get(1).copied().unwrap_or(0);
                if have != nsym {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "symbol operand count does not equal memref symbol count: expected \
                             {nsym}, got {have}"
                        ),
                    ));
                }
            }
            MemRefOp::MemRefAtomicRmw => self.verify_atomic_rmw(op)?,
            MemRefOp::MemRefReshape => self.verify_reshape(op)?,
            MemRefOp::MemRefGenericAtomicRmw => self.verify_generic_atomic_rmw(op)?,
            MemRefOp::MemRefAtomicYield => {
                self.expect_parent(op, &[MemRefGenericAtomicRmw])?;
                let parent = ctx.parent_op(op).map(|p| ctx.value_type(ctx.result(p, 0)));
                let yt = ctx.value_type(operands[0]);
                if let Some(pt) = parent.filter(|pt| *pt != yt) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "types mismatch between yield op: '{}' and its parent: '{}'",
                            self.ts(yt),
                            self.ts(pt)
                        ),
                    ));
                }
            }
            MemRefOp::MemRefPrefetch => {
                let TypeData::MemRef { shape, .. } = self.ty(operands[0]).clone() else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #0 must be memref of any type values, but got '{}'",
                            self.ts(ctx.value_type(operands[0]))
                        ),
                    ));
                };
                self.index_operands(op, 1)?;
                let hint = match ctx.get_attr(op, "localityHint").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, ty })
                        if matches!(
                            ctx.ty(*ty),
                            TypeData::Integer {
                                width: 32,
                                signedness: crate::ir::Signedness::Signless
                            }
                        ) =>
                    {
                        Some(*value)
                    }
                    _ => None,
                };
                if !hint.is_some_and(|h| (0..=3).contains(&h)) {
                    return Err(op_error(ctx, op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"));
                }
                // Upstream's message for any count other than the rank.
                if operands.len() != 1 + shape.len() {
                    return Err(op_error(ctx, op, "too few indices"));
                }
            }
            MemRefOp::MemRefView => self.verify_view(op)?,
            MemRefOp::MemRefTranspose => self.verify_transpose(op)?,
            MemRefOp::MemRefRealloc => self.verify_realloc(op)?,
            MemRefOp::MemRefDim if matches!(self.ty(operands[0]), TypeData::MemRef { shape, .. } if shape.is_empty()) =>
            {
                return Err(op_error(ctx, op, format!(
                    "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '{}'",
                    self.ts(ctx.value_type(operands[0])))));
            }
            MemRefOp::MemRefRank if !self.ty(operands[0]).is_memref() => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                    "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                    self.ts(ctx.value_type(operands[0]))),
                ));
            }
            MemRefOp::MemRefAssumeAlignment => {
                let a = match ctx.get_attr(op, "alignment").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value,
                    _ => 0,
                };
                if a <= 0 {
                    return Err(op_error(ctx, op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive"));
                }
                if a & (a - 1) != 0 {
                    return Err(op_error(ctx, op, "alignment must be power of 2"));
                }
            }
            MemRefOp::MemRefDealloc if !self.ty(operands[0]).is_memref() => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #0 must be memref of any type values, but got '{}'",
                        self.ts(ctx.value_type(operands[0]))
                    ),
                ));
            }
            MemRefOp::MemRefLoad | MemRefOp::MemRefStore => {
                let mi = usize::from(kind == MemRefStore);
                let Some(rank) = self.memref_rank(operands[mi]) else {
                    return Err(op_error(ctx, op, "operand must be a ranked memref"));
                };
                let nidx = operands.len() - mi - 1;
                if nidx != rank {
                    let what = if kind == MemRefLoad { "load" } else { "store" };
                    return Err(op_error(ctx, op, format!("incorrect number of indices for {what}, expected {rank} but got {nidx}")));
                }
                if let Some(i) = operands[mi + 1..]
                    .iter()
                    .find(|i| !matches!(self.ty(**i), TypeData::Index))
                {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand #{} must be variadic of index, but got '{}'",
                            mi + 1,
                            self.ts(ctx.value_type(*i))
                        ),
                    ));
                }
                let elem = self.ty(operands[mi]).elem().unwrap();
                let vt = if kind == MemRefLoad {
                    ctx.value_type(results[0])
                } else {
                    ctx.value_type(operands[0])
                };
                if vt != elem {
                    let what = if kind == MemRefLoad {
                        "result type"
                    } else {
                        "type of 'value'"
                    };
                    return Err(op_error(
                        ctx,
                        op,
                        format!("failed to verify that {what} matches element type of 'memref'"),
                    ));
                }
            }
            MemRefOp::MemRefCopy => {
                let (a, b) = (self.ty(operands[0]), self.ty(operands[1]));
                if a.elem() != b.elem() {
                    return Err(op_error(
                        ctx,
                        op,
                        "requires the same element type for all operands",
                    ));
                }
                if let (Some(sa), Some(sb)) = (a.shape(), b.shape()) {
                    if sa.len() != sb.len()
                        || sa
                            .iter()
                            .zip(sb)
                            .any(|(x, y)| *x != DYNAMIC && *y != DYNAMIC && x != y)
                    {
                        return Err(op_error(
                            ctx,
                            op,
                            "requires the same shape for all operands",
                        ));
                    }
                }
            }
            MemRefOp::MemRefSubView => self.verify_subview(op)?,
            MemRefOp::MemRefReinterpretCast => self.verify_reinterpret_cast(op)?,
            MemRefOp::MemRefDim if self.ty(operands[0]).is_memref() => {
                self.expect_index(op, operands[1], "operand #1")?;
                self.expect_index(op, results[0], "result #0")?;
            }
            MemRefOp::MemRefDim if !self.ty(operands[0]).is_memref() => {
                return Err(op_error(ctx, op, "operand #0 must be memref"));
            }
            MemRefOp::MemRefGetGlobal => {
                let name = match ctx.get_attr(op, "name").map(|a| ctx.attr(a)) {
                    Some(AttrData::SymbolRef(p)) => p.last().cloned().unwrap_or_default(),
                    _ => return Err(op_error(ctx, op, "requires attribute 'name'")),
                };
                let g = self
                    .symbols
                    .lookup(ctx, op, name.as_bytes())
                    .filter(|g| ctx.kind(*g) == MemRefGlobal);
                let Some(g) = g else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("'{name}' does not reference a valid global memref"),
                    ));
                };
                if let Some(AttrData::Type(gt)) = ctx.get_attr(g, "type").map(|a| ctx.attr(a)) {
                    let rt = ctx.value_type(results[0]);
                    if *gt != rt {
                        return Err(op_error(ctx, op, format!(
                            "result type '{}' does not match type '{}' of the global memref @{name}",
                            self.ts(rt), self.ts(*gt))));
                    }
                }
            }
            MemRefOp::MemRefGlobal => {
                let t = match ctx.get_attr(op, "type").map(|a| ctx.attr(a)) {
                    Some(AttrData::Type(t)) => *t,
                    _ => return Err(op_error(ctx, op, "requires attribute 'type'")),
                };
                if !matches!(ctx.ty(t), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC))
                {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "type should be static shaped memref, but got '{}'",
                            self.ts(t)
                        ),
                    ));
                }
                if let Some(iv) = ctx.get_attr(op, "initial_value") {
                    if let (
                        AttrData::DenseElements { ty, .. },
                        TypeData::MemRef { shape, elem, .. },
                    ) = (ctx.attr(iv), ctx.ty(t))
                    {
                        let ok =
                            ctx.ty(*ty).shape() == Some(shape) && ctx.ty(*ty).elem() == Some(*elem);
                        if !ok {
                            return Err(op_error(ctx, op, format!(
                                "initial value expected to be of type '{}', but was of type '{}'",
                                crate::print::type_to_string(ctx, tensor_of(ctx, t).unwrap_or(t)), self.ts(*ty))));
                        }
                    }
                }
            }
            MemRefOp::MemRefAllocaScopeReturn => {
                self.expect_parent(op, &[MemRefAllocaScope])?;
                let p = ctx.parent_op(op).unwrap();
                let want: Vec<Type> = ctx.results(p).iter().map(|v| ctx.value_type(*v)).collect();
                let got: Vec<Type> = operands.iter().map(|v| ctx.value_type(*v)).collect();
                if got.len() != want.len() {
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has {} operands, but region successor needs {} inputs",
                        got.len(), want.len()))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
                if let Some(i) = (0..got.len()).find(|i| got[*i] != want[*i]) {
                    return Err(op_error(ctx, p, format!(
                        "along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        self.ts(got[i]), self.ts(want[i])))
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
            }
            MemRefOp::MemRefExtractAlignedPointerAsIndex => {
                self.expect_index(op, results[0], "result #0")?
            }
            MemRefOp::MemRefExtractStridedMetadata => {
                // The results are inferred from the source: a 0-D base buffer of its element
                // type and memory space, then offset, sizes and strides as `index`.
                let st = ctx.value_type(operands[0]);
                if let TypeData::MemRef {
                    shape, elem, space, ..
                } = ctx.ty(st)
                {
                    // The usual case, the inferred types exactly, is accepted without
                    // printing them (this runs after every pass on every such op).
                    let base_ok = results.first().is_some_and(|r| {
                        matches!(ctx.ty(ctx.value_type(*r)), TypeData::MemRef {
                            shape: s, elem: e, layout: None, space: sp
                        } if s.is_empty() && e == elem && sp == space)
                    });
                    if base_ok
                        && results.len() == 2 + 2 * shape.len()
                        && results[1..]
                            .iter()
                            .all(|r| matches!(ctx.ty(ctx.value_type(*r)), TypeData::Index))
                    {
                        return Ok(());
                    }
                    let base = structure::memref_text(ctx, &[], *elem, None, *space);
                    let mut inferred = vec![base];
                    inferred.extend(std::iter::repeat_n(
                        "index".to_string(),
                        1 + 2 * shape.len(),
                    ));
                    let actual: Vec<String> = results
                        .iter()
                        .map(|r| self.ts(ctx.value_type(*r)))
                        .collect();
                    if inferred != actual {
                        let list = |v: &[String]| {
                            v.iter()
                                .map(|t| format!("'{t}'"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        return Err(infer_error(ctx, op, format!(
                            "inferred type(s) {} are incompatible with return type(s) of operation {}",
                            list(&inferred), list(&actual))));
                    }
                }
            }
            // No rules beyond the table row and the structural checks.
            MemRefOp::MemRefDealloc
            | MemRefOp::MemRefExpandShape
            | MemRefOp::MemRefCollapseShape
            | MemRefOp::MemRefDim
            | MemRefOp::MemRefRank
            | MemRefOp::MemRefAllocaScope => {}
        }
        Ok(())
    }

    /// `memref.reinterpret_cast`: the result type agrees with the static sizes, offset and
    /// strides (upstream's checks and messages); a `?` in the type accepts any value.
    fn verify_reinterpret_cast(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src_t, res_t) = ctx.source_result_types(op);
        let src = ctx.ty(src_t);
        let TypeData::MemRef {
            shape: res_shape,
            elem: res_elem,
            space: res_space,
            ..
        } = ctx.ty(res_t)
        else {
            return Ok(());
        };
        let (src_elem, src_space) = match src {
            TypeData::MemRef { elem, space, .. } | TypeData::UnrankedMemRef { elem, space } => {
                (elem, space)
            }
            _ => return Ok(()),
        };
        let pair = format!(
            "source type '{}' and result memref type '{}'",
            self.ts(src_t),
            self.ts(res_t)
        );
        if src_space != res_space {
            return Err(plain_error(
                ctx,
                op,
                format!("different memory spaces specified for {pair}"),
            ));
        }
        if src_elem != res_elem {
            return Err(plain_error(
                ctx,
                op,
                format!("different element types specified for {pair}"),
            ));
        }
        // Each static value of the op against the type's (a `?` in the type accepts any).
        let mismatch = |what: &str, have: &[i64], want: &[i64]| {
            let (k, (have, want)) = have
                .iter()
                .zip(want)
                .enumerate()
                .find(|(_, (h, w))| **h != DYNAMIC && h != w)?;
            let want = if *want == DYNAMIC {
                "dynamic".to_string()
            } else {
                want.to_string()
            };
            let dim = if what == "offset" {
                String::new()
            } else {
                format!(" in dim = {k}")
            };
            Some(plain_error(
                ctx,
                op,
                format!("expected result type with {what} = {want} instead of {have}{dim}"),
            ))
        };
        if let Some(e) = mismatch("size", res_shape, &ctx.i64_array(op, "static_sizes")) {
            return Err(e);
        }
        let Some((offset, strides)) = ctx.memref_strides(res_t) else {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type to have strided layout but found '{}'",
                    self.ts(res_t)
                ),
            ));
        };
        let checks = [
            ("offset", vec![offset], ctx.i64_array(op, "static_offsets")),
            ("stride", strides, ctx.i64_array(op, "static_strides")),
        ];
        for (what, have, want) in &checks {
            if let Some(e) = mismatch(what, have, want) {
                return Err(e);
            }
        }
        Ok(())
    }

    /// Upstream's `SubViewOp::verify` (plain `emitError`s, no op prefix): same memory space, a strided source, a result type that
    /// is the inferred one (sizes from the static sizes, strides and offset from the source's
    /// layout) or a rank-reduced version of it, and static offsets and sizes inside the source.
    fn verify_subview(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src_t, res_t) = ctx.source_result_types(op);
        let (
            TypeData::MemRef {
                shape: src_shape,
                elem: src_elem,
                space: src_space,
                ..
            },
            TypeData::MemRef {
                shape: res_shape,
                elem: res_elem,
                space: res_space,
                ..
            },
        ) = (ctx.ty(src_t), ctx.ty(res_t))
        else {
            return Ok(());
        };
        let (offs, sizes, strides) = (
            ctx.i64_array(op, "static_offsets"),
            ctx.i64_array(op, "static_sizes"),
            ctx.i64_array(op, "static_strides"),
        );
        let rank = src_shape.len();
        if offs.len() != rank || sizes.len() != rank || strides.len() != rank {
            return Ok(()); // reported by the structural checks
        }
        if src_space != res_space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for base memref type '{}' and subview memref type '{}'",
                    self.ts(src_t),
                    self.ts(res_t)
                ),
            ));
        }
        let Some(src_layout) = ctx.memref_strides(src_t) else {
            return Err(plain_error(
                ctx,
                op,
                format!("base type '{}' is not strided", self.ts(src_t)),
            ));
        };
        // The inferred result layout (upstream's `SubViewOp::inferResultType`).
        let mut exp_offset = src_layout.0;
        let mut exp_strides = Vec::with_capacity(rank);
        for k in 0..rank {
            exp_offset = dyn_add(exp_offset, dyn_mul(offs[k], src_layout.1[k]));
            exp_strides.push(dyn_mul(src_layout.1[k], strides[k]));
        }
        let expected = {
            let text_layout = if exp_offset == 0 {
                format!("strided<[{}]>", dims(&exp_strides))
            } else {
                format!(
                    "strided<[{}], offset: {}>",
                    dims(&exp_strides),
                    dim(exp_offset)
                )
            };
            format!(
                "'memref<{}{}, {}>'",
                sizes
                    .iter()
                    .map(|s| format!("{}x", dim(*s)))
                    .collect::<String>(),
                self.ts(*src_elem),
                text_layout
            )
        };
        let fail = |what: &str| {
            Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type to be {expected} or a rank-reduced version. (mismatch of result {what}), but got '{}'",
                    self.ts(res_t)
                ),
            ))
        };
        if res_shape.len() > rank {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result rank to be smaller or equal to the source rank, but got '{}'",
                    self.ts(res_t)
                ),
            ));
        }
        if res_elem != src_elem {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result element type to be '{}', but got '{}'",
                    self.ts(*src_elem),
                    self.ts(res_t)
                ),
            ));
        }
        // The dimensions dropped by rank reduction: unit sizes, chosen so that the rest match.
        let masks = reduction_masks(&sizes, res_shape);
        if masks.is_empty() {
            return fail("sizes");
        }
        let Some((res_offset, res_strides)) = ctx.memref_strides(res_t) else {
            return fail("layout");
        };
        if res_offset != exp_offset {
            return fail("layout");
        }
        let strides_match = |dropped: &Vec<bool>| {
            exp_strides
                .iter()
                .zip(dropped)
                .filter(|(_, d)| !**d)
                .map(|(s, _)| *s)
                .eq(res_strides.iter().copied())
        };
        if !masks.iter().any(strides_match) {
            return fail("layout");
        }
        // Static slices must lie inside the source.
        if let Err(msg) = in_bounds_slice(src_shape, &offs, &sizes, &strides) {
            return Err(plain_error(ctx, op, msg));
        }
        Ok(())
    }

    /// `memref.view`: a 1-D i8 buffer with the identity layout, viewed as a memref with the
    /// identity layout in the same memory space, one size operand per dynamic dimension
    /// (upstream's checks and messages).
    fn verify_view(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src, res) = (ctx.operand(op, 0), ctx.result(op, 0));
        let (st, rt) = (ctx.value_type(src), ctx.value_type(res));
        let TypeData::MemRef {
            shape: src_shape,
            elem,
            layout: src_layout,
            space: src_space,
        } = ctx.ty(st)
        else {
            return Err(self.view_source_error(op, st));
        };
        let byte = matches!(
            ctx.ty(*elem),
            TypeData::Integer {
                width: 8,
                signedness: crate::ir::Signedness::Signless
            }
        );
        if src_shape.len() != 1 || !byte {
            return Err(self.view_source_error(op, st));
        }
        let TypeData::MemRef {
            shape,
            layout,
            space,
            ..
        } = ctx.ty(rt)
        else {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result #0 must be memref of any type values, but got '{}'",
                    self.ts(rt)
                ),
            ));
        };
        self.identity_layouts_one_space(
            op,
            (st, *src_layout, 1, *src_space),
            (rt, *layout, shape.len(), *space),
            ["map", "base", "view"],
        )?;
        let ndyn = shape.iter().filter(|d| **d == DYNAMIC).count();
        let have = ctx.operands(op).len().saturating_sub(2);
        if have != ndyn {
            return Err(op_error(
                ctx,
                op,
                format!("incorrect number of dynamic sizes, has {have}, expected {ndyn}"),
            ));
        }
        Ok(())
    }

    /// `memref.realloc`: 1-D memrefs with the identity layout in one memory space, of one
    /// element type, with a size operand exactly when the result is dynamic (upstream's
    /// checks, order and words).
    fn verify_realloc(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let (src, res) = (ctx.operand(op, 0), ctx.result(op, 0));
        let (st, rt) = (ctx.value_type(src), ctx.value_type(res));
        for (what, t) in [("operand", st), ("result", rt)] {
            if !matches!(ctx.ty(t), TypeData::MemRef { shape, .. } if shape.len() == 1) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{what} #0 must be 1D memref of any type values, but got '{}'",
                        self.ts(t)
                    ),
                ));
            }
        }
        let (
            TypeData::MemRef {
                elem: se,
                layout: sl,
                space: ss,
                ..
            },
            TypeData::MemRef {
                shape,
                elem: re,
                layout: rl,
                space: rs,
            },
        ) = (ctx.ty(st), ctx.ty(rt))
        else {
            return Ok(());
        };
        self.identity_layouts_one_space(
            op,
            (st, *sl, 1, *ss),
            (rt, *rl, 1, *rs),
            ["layout", "source", "result"],
        )?;
        if se != re {
            return Err(plain_error(ctx, op, format!(
                "different element types specified for source memref type '{}' and result memref type '{}'",
                self.ts(st), self.ts(rt))));
        }
        let dynamic = shape[0] == DYNAMIC;
        let has_size = ctx.operands(op).len() == 2;
        if dynamic && !has_size {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "missing dimension operand for result type '{}'",
                    self.ts(rt)
                ),
            ));
        }
        if !dynamic && has_size {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "unnecessary dimension operand for result type '{}'",
                    self.ts(rt)
                ),
            ));
        }
        Ok(())
    }

    /// `memref.transpose`: a permutation of the input's dims, and a result type whose sizes,
    /// strides and offset are the input's permuted (upstream compares the canonical strided
    /// forms; the expected type is printed here in strided form).
    fn verify_transpose(&self, op: Op) -> VResult {
        let ctx = self.ctx;
        let map = match ctx.get_attr(op, "permutation").map(|a| ctx.attr(a)) {
            Some(AttrData::AffineMap(m)) => m.clone(),
            _ => return Ok(()), // reported by the attribute checks
        };
        let Some(perm) = map.as_permutation() else {
            return Err(op_error(ctx, op, "expected a permutation map"));
        };
        let (st, rt) = ctx.source_result_types(op);
        let (
            TypeData::MemRef {
                shape, elem, space, ..
            },
            TypeData::MemRef {
                shape: rshape,
                elem: relem,
                space: rspace,
                ..
            },
        ) = (ctx.ty(st), ctx.ty(rt))
        else {
            return Ok(());
        };
        if map.dims as usize != shape.len() {
            return Err(op_error(
                ctx,
                op,
                "expected a permutation map of same rank as the input",
            ));
        }
        // An identity layout's strides as upstream derives them: dynamic left of a dynamic or
        // zero size.
        let Some((offset, strides)) = (match ctx.memref_layout(st) {
            Ok(Some(l)) => Some(l),
            Ok(None) => Some((0, canonical_strides(shape))),
            Err(_) => None,
        }) else {
            return Ok(());
        };
        let sizes: Vec<i64> = perm.iter().map(|p| shape[*p as usize]).collect();
        let strides: Vec<i64> = perm.iter().map(|p| strides[*p as usize]).collect();
        let expected = canonical_layout(&sizes, offset, &strides);
        let got = match ctx.memref_layout(rt) {
            Ok(None) => CanonicalLayout::Identity,
            Ok(Some((o, st))) => canonical_layout(rshape, o, &st),
            Err(_) => CanonicalLayout::Other,
        };
        if rshape != &sizes || relem != elem || rspace != space || got != expected {
            let layout = match &expected {
                CanonicalLayout::Identity | CanonicalLayout::Other => None,
                CanonicalLayout::Strided(o, st) => Some(format!(
                    "strided<[{}]{}>",
                    st.iter()
                        .map(|d| dim_text(*d))
                        .collect::<Vec<_>>()
                        .join(", "),
                    if *o == 0 {
                        String::new()
                    } else {
                        format!(", offset: {}", dim_text(*o))
                    }
                )),
                CanonicalLayout::Map(m) => Some(format!("affine_map<{m}>")),
            };
            let mut text = structure::memref_text(ctx, &sizes, *elem, None, None);
            text.pop();
            if let Some(l) = layout {
                text += ", ";
                text += &l;
            }
            if let Some(sp) = space {
                text += ", ";
                text += &crate::print::memory_space_to_string(ctx, *sp);
            }
            text.push('>');
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result type '{}' is not equivalent to the canonical transposed input type '{}'",
                    self.ts(rt),
                    text
                ),
            ));
        }
        Ok(())
    }
}

impl Verifier<'_> {
    /// `operand #first..` are `index` (upstream's `Variadic<Index>`).
    fn index_operands(&self, op: Op, first: usize) -> VResult {
        let ctx = self.ctx;
        if let Some(i) = ctx.operands(op)[first..]
            .iter()
            .find(|i| !matches!(self.ty(**i), TypeData::Index))
        {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #{first} must be variadic of index, but got '{}'",
                    self.ts(ctx.value_type(*i))
                ),
            ));
        }
        Ok(())
    }

    /// `memref.atomic_rmw`: ODS constraints in order, then upstream's `verify`.
    fn verify_atomic_rmw(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let scalar = |t: &TypeData| {
            matches!(t, TypeData::Integer { signedness, .. } if *signedness == crate::ir::Signedness::Signless)
                || matches!(t, TypeData::Float(_))
        };
        let vt = ctx.value_type(operands[0]);
        if !scalar(ctx.ty(vt)) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #0 must be signless integer or floating-point, but got '{}'",
                    self.ts(vt)
                ),
            ));
        }
        let mt = ctx.value_type(operands[1]);
        let rank = match ctx.ty(mt) {
            TypeData::MemRef { shape, elem, .. } if scalar(ctx.ty(*elem)) => shape.len(),
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #1 must be memref of signless integer or floating-point values, but got '{}'",
                        self.ts(mt)
                    ),
                ))
            }
        };
        self.index_operands(op, 2)?;
        let kind = match ctx.get_attr(op, "kind").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => usize::try_from(*value)
                .ok()
                .and_then(|k| crate::ir::ATOMIC_RMW_KINDS.get(k)),
            _ => None,
        };
        let Some(kind) = kind else {
            return Err(op_error(
                ctx,
                op,
                "attribute 'kind' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
            ));
        };
        if self.ty(operands[1]).elem() != Some(vt) {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that value type matches element type of memref",
            ));
        }
        if ctx.value_type(ctx.result(op, 0)) != vt {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that all of {value, result} have same type",
            ));
        }
        if operands.len() - 2 != rank {
            return Err(op_error(
                ctx,
                op,
                "expects the number of subscripts to be equal to memref rank",
            ));
        }
        let float = matches!(ctx.ty(vt), TypeData::Float(_));
        let wants = match *kind {
            "addf" | "maximumf" | "minimumf" | "mulf" => Some((true, "a floating-point")),
            "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "andi" => {
                Some((false, "an integer"))
            }
            _ => None,
        };
        if let Some((want_float, what)) = wants.filter(|(f, _)| *f != float) {
            let _ = want_float;
            return Err(op_error(
                ctx,
                op,
                format!("with kind '{kind}' expects {what} type"),
            ));
        }
        Ok(())
    }

    /// `memref.reshape`: ODS constraints, then upstream's `ReshapeOp::verify`.
    fn verify_reshape(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let (src, shape, res) = (
            ctx.value_type(operands[0]),
            ctx.value_type(operands[1]),
            ctx.value_type(ctx.result(op, 0)),
        );
        if !ctx.ty(src).is_memref() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #0 must be ranked or unranked memref of any type values, but got '{}'",
                    self.ts(src)
                ),
            ));
        }
        let shape_len = match ctx.ty(shape) {
            TypeData::MemRef { shape, elem, .. }
                if shape.len() == 1
                    && matches!(ctx.ty(*elem), TypeData::Index | TypeData::Integer { signedness: crate::ir::Signedness::Signless, .. }) =>
            {
                shape[0]
            }
            _ => {
                return Err(op_error(ctx, op, format!("operand #1 must be 1D memref of signless integer or index values, but got '{}'", self.ts(shape))))
            }
        };
        if !ctx.ty(res).is_memref() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result #0 must be ranked or unranked memref of any type values, but got '{}'",
                    self.ts(res)
                ),
            ));
        }
        if ctx.ty(src).elem() != ctx.ty(res).elem() {
            return Err(op_error(
                ctx,
                op,
                "element types of source and destination memref types should be the same",
            ));
        }
        let identity = |t: Type| match ctx.ty(t) {
            TypeData::MemRef { layout, .. } => layout.is_none_or(|l| match ctx.attr(l) {
                AttrData::AffineMap(m) => m.is_identity(),
                _ => false,
            }),
            _ => true,
        };
        if !identity(src) {
            return Err(op_error(
                ctx,
                op,
                "source memref type should have identity affine map",
            ));
        }
        if let TypeData::MemRef { shape, .. } = ctx.ty(res) {
            if !identity(res) {
                return Err(op_error(
                    ctx,
                    op,
                    "result memref type should have identity affine map",
                ));
            }
            if shape_len == DYNAMIC {
                return Err(op_error(ctx, op, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"));
            }
            if shape_len != shape.len() as i64 {
                return Err(op_error(
                    ctx,
                    op,
                    "length of shape operand differs from the result's memref rank",
                ));
            }
        }
        Ok(())
    }

    /// `memref.generic_atomic_rmw`: the body takes the current value and has no effects.
    fn verify_generic_atomic_rmw(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let mt = ctx.value_type(operands[0]);
        if !matches!(ctx.ty(mt), TypeData::MemRef { .. }) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "operand #0 must be memref of any type values, but got '{}'",
                    self.ts(mt)
                ),
            ));
        }
        self.index_operands(op, 1)?;
        let rt = ctx.value_type(ctx.result(op, 0));
        if self.ty(operands[0]).elem() != Some(rt) {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that result type matches element type of memref",
            ));
        }
        let r = ctx.regions(op)[0];
        let args = ctx
            .entry_block(r)
            .map(|b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        if args.len() != 1 {
            return Err(op_error(
                ctx,
                op,
                "expected single number of entry block arguments",
            ));
        }
        if ctx.value_type(args[0]) != rt {
            return Err(op_error(
                ctx,
                op,
                "expected block argument of the same type result type",
            ));
        }
        for o in ctx.collect_ops(op) {
            if o != op && !crate::ir::interfaces::is_memory_effect_free(ctx, o) {
                return Err(super::plain_error(
                    ctx,
                    o,
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
                ));
            }
        }
        Ok(())
    }
}

/// The structural rules of memref ops beyond their table rows.
pub(super) fn structure(ctx: &Context, op: Op, kind: MemRefOp) -> VResult {
    use MemRefOp::*;
    match kind {
        MemRefAllocaScope => {
            super::structure::needs_entry(ctx, op, 0)?;
        }
        // The result types are checked against the inferred ones by the op checks.
        MemRefExtractStridedMetadata => {
            if !matches!(
                ctx.ty(ctx.value_type(ctx.operand(op, 0))),
                TypeData::MemRef { .. }
            ) {
                return Err(op_error(ctx, op, "operand #0 must be strided memref"));
            }
        }
        // Only the table row.
        MemRefAlloc
        | MemRefGenericAtomicRmw
        | MemRefReshape
        | MemRefPrefetch
        | MemRefAtomicRmw
        | MemRefAtomicYield
        | MemRefAlloca
        | MemRefRealloc
        | MemRefDealloc
        | MemRefLoad
        | MemRefStore
        | MemRefCopy
        | MemRefCast
        | MemRefSubView
        | MemRefReinterpretCast
        | MemRefView
        | MemRefExpandShape
        | MemRefCollapseShape
        | MemRefTranspose
        | MemRefDim
        | MemRefRank
        | MemRefExtractAlignedPointerAsIndex
        | MemRefGlobal
        | MemRefGetGlobal
        | MemRefAllocaScopeReturn
        | MemRefAssumeAlignment
        | MemRefMemorySpaceCast => {}
    }
    Ok(())
}

/// Whether the static parts of a slice lie inside a source of `shape` (upstream's
/// `verifyInBoundsSlice`): the subview verifier's rule, and the condition under which the
/// canonicalizer may make a slice's constant operands static.
pub(crate) fn in_bounds_slice(
    shape: &[i64],
    offs: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (k, &n) in shape.iter().enumerate() {
        let (o, sz, st) = (offs[k], sizes[k], strides[k]);
        if n == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= n {
            return Err(format!("offset {k} is out-of-bounds: {o} >= {n}"));
        }
        if sz != DYNAMIC && st != DYNAMIC {
            let last = o.saturating_add((sz - 1).saturating_mul(st));
            if last >= n {
                return Err(format!(
                    "slice along dimension {k} runs out-of-bounds: {last} >= {n}"
                ));
            }
        }
    }
    Ok(())
}

/// Whether some op around `op` owns its stack allocations (`AutomaticAllocationScope`).
fn has_allocation_scope_ancestor(ctx: &Context, op: Op) -> bool {
    let mut at = ctx.parent_op(op);
    while let Some(p) = at {
        if ctx.kind(p).info().has(Traits::AUTOMATIC_ALLOCATION_SCOPE) {
            return true;
        }
        at = ctx.parent_op(p);
    }
    false
}

fn dim_text(d: i64) -> String {
    if d == crate::ir::DYNAMIC {
        "?".into()
    } else {
        d.to_string()
    }
}

/// The strides upstream derives for an identity layout (`makeCanonicalStridedLayoutExpr`): a
/// running product from the right, dynamic once a dynamic or zero size has been passed.
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut st = vec![1i64; shape.len()];
    let mut running = Some(1i64);
    for k in (0..shape.len()).rev() {
        st[k] = running.unwrap_or(crate::ir::DYNAMIC);
        running = match (running, shape[k]) {
            (Some(r), d) if d > 0 => r.checked_mul(d),
            _ => None,
        };
    }
    st
}

/// A strided layout in the form upstream's `MemRefType::canonicalizeStridedLayout` gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum CanonicalLayout {
    /// No layout: the strided map equals the canonical one of the shape.
    Identity,
    /// Kept as the strided attribute (an identity map: 1-D unit stride; 0-D offsets).
    Strided(i64, Vec<i64>),
    /// Simplified to an affine map (printed form).
    Map(String),
    /// A layout we cannot put in strided form.
    Other,
}

/// One term `dN * coefficient` of a linear layout expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Coef {
    Const(i64),
    Sym(u32),
}

fn canonical_layout(shape: &[i64], offset: i64, strides: &[i64]) -> CanonicalLayout {
    use crate::ir::affine::{AffineExpr, AffineOp};
    use crate::ir::DYNAMIC;
    let rank = strides.len();
    if rank == 0 {
        return if offset == 0 {
            CanonicalLayout::Identity
        } else {
            CanonicalLayout::Strided(offset, vec![])
        };
    }
    if rank == 1 && offset == 0 && strides[0] == 1 {
        return CanonicalLayout::Strided(0, vec![1]);
    }
    // The strided map (makeStridedLinearLayoutMap): the offset, then each dim times its
    // stride; dynamic ones are symbols in that order.
    let mut nsym = 0u32;
    let mut expr = if offset == DYNAMIC {
        nsym += 1;
        AffineExpr::Symbol(0)
    } else {
        AffineExpr::Const(offset)
    };
    let mut terms = Vec::new();
    for (d, &st) in strides.iter().enumerate() {
        let c = if st == DYNAMIC {
            nsym += 1;
            Coef::Sym(nsym - 1)
        } else {
            Coef::Const(st)
        };
        if c != Coef::Const(0) {
            terms.push((d, c));
        }
        let m = match c {
            Coef::Const(v) => AffineExpr::Const(v),
            Coef::Sym(k) => AffineExpr::Symbol(k),
        };
        expr = AffineExpr::bin(
            AffineOp::Add,
            expr,
            AffineExpr::bin(AffineOp::Mul, AffineExpr::Dim(d as u32), m),
        );
    }
    // The canonical map of the shape: from the right, symbols once a dynamic or zero size has
    // been passed.
    let mut canon = Vec::new();
    let (mut running, mut k) = (Some(1i64), 0u32);
    for d in (0..rank).rev() {
        canon.push((
            d,
            match running {
                Some(r) => Coef::Const(r),
                None => {
                    k += 1;
                    Coef::Sym(k - 1)
                }
            },
        ));
        running = match (running, shape.get(d).copied().unwrap_or(DYNAMIC)) {
            (Some(r), s) if s > 0 => r.checked_mul(s),
            _ => None,
        };
    }
    canon.retain(|t| t.1 != Coef::Const(0));
    terms.sort();
    canon.sort();
    // Equal after upstream's simplification: the same terms and no offset, when the
    // expression is affine or (semi-affine) has at least two affine terms (measured on
    // mlir-opt 22.1.8: `d0 * s0 + d1` is not recognised, `d0 * s0 + d1 * 4 + d2` is).
    let affine_terms = terms
        .iter()
        .filter(|t| matches!(t.1, Coef::Const(_)))
        .count();
    let semi = terms.len() != affine_terms;
    if offset == 0 && terms == canon && (!semi || affine_terms >= 2) {
        return CanonicalLayout::Identity;
    }
    if !semi {
        // An affine map is printed flattened (simplifyAffineExpr): dims, symbol, constant.
        let mut flat = AffineExpr::Const(0);
        for (d, c) in &terms {
            if let Coef::Const(v) = c {
                let t = AffineExpr::bin(
                    AffineOp::Mul,
                    AffineExpr::Dim(*d as u32),
                    AffineExpr::Const(*v),
                );
                flat = AffineExpr::bin(AffineOp::Add, flat, t);
            }
        }
        if offset == DYNAMIC {
            flat = AffineExpr::bin(AffineOp::Add, flat, AffineExpr::Symbol(0));
        } else {
            flat = AffineExpr::bin(AffineOp::Add, flat, AffineExpr::Const(offset));
        }
        expr = flat;
    }
    let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    let syms: Vec<String> = (0..nsym).map(|s| format!("s{s}")).collect();
    let head = if nsym == 0 {
        format!("({})", dims.join(", "))
    } else {
        format!("({})[{}]", dims.join(", "), syms.join(", "))
    };
    CanonicalLayout::Map(format!("{head} -> ({expr})"))
}
