//! Op rules of affine: operand counts against maps and sets, dimensions and symbols valid in
//! their affine scope, memory access types, terminators (upstream's `AffineOps.cpp` verifiers).

use super::*;
use crate::ir::affine_values::{affine_scope, is_valid_dim_in, is_valid_symbol_in, op_map, op_set};
use crate::ir::AffineDialectOp;

impl Verifier<'_> {
    /// `verifyDimAndSymbolIdentifiers`: the first `dims` operands are valid dimensions, the rest
    /// valid symbols, in `op`'s affine scope.
    fn dims_and_symbols(&self, op: Op, operands: &[Value], dims: usize) -> VResult {
        let ctx = self.ctx;
        let scope = affine_scope(ctx, op);
        for (i, v) in operands.iter().enumerate() {
            if i < dims {
                if !is_valid_dim_in(ctx, *v, scope) {
                    return Err(op_error(
                        ctx,
                        op,
                        "operand cannot be used as a dimension id",
                    ));
                }
            } else if !is_valid_symbol_in(ctx, *v, scope) {
                return Err(op_error(ctx, op, "operand cannot be used as a symbol"));
            }
        }
        Ok(())
    }

    /// `verifyMemoryOpIndexing` of the load and store ops.
    fn memory_op_indexing(&self, op: Op, memref: Value, indices: &[Value]) -> VResult {
        let ctx = self.ctx;
        let Some(map) = op_map(ctx, op, "map") else {
            return Ok(());
        };
        let rank = match self.ty(memref) {
            TypeData::MemRef { shape, .. } => shape.len(),
            _ => 0,
        };
        if map.results.len() != rank {
            return Err(op_error(
                ctx,
                op,
                "affine map num results must equal memref rank",
            ));
        }
        if map.inputs() != indices.len() {
            return Err(op_error(
                ctx,
                op,
                "expects as many subscripts as affine map inputs",
            ));
        }
        if indices
            .iter()
            .any(|v| !matches!(self.ty(*v), TypeData::Index))
        {
            return Err(op_error(ctx, op, "index to load must have 'index' type"));
        }
        self.dims_and_symbols(op, indices, map.dims as usize)
    }

    fn memref_elem(&self, v: Value) -> Option<Type> {
        match self.ty(v) {
            TypeData::MemRef { elem, .. } => Some(*elem),
            _ => None,
        }
    }

    /// `verifyVectorMemoryOp`: the vector's element type is the memref's.
    fn vector_memory_op(&self, op: Op, memref: Value, vector: Value) -> VResult {
        let ctx = self.ctx;
        let ve = match self.ty(vector) {
            TypeData::Vector { elem, .. } => Some(*elem),
            _ => None,
        };
        if ve != self.memref_elem(memref) {
            return Err(op_error(
                ctx,
                op,
                "requires memref and vector types of the same elemental type",
            ));
        }
        Ok(())
    }

    pub(super) fn verify_affine(&mut self, op: Op, kind: AffineDialectOp) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let memref_operand = |i: usize| {
            operands
                .get(i)
                .filter(|v| matches!(self.ty(**v), TypeData::MemRef { .. }))
        };
        match kind {
            AffineDialectOp::AffineYield => {
                let Some(p) = ctx
                    .parent_op(op)
                    .filter(|p| matches!(ctx.kind(*p), AffineFor | AffineIf | AffineParallel))
                else {
                    return Err(op_error(
                        ctx,
                        op,
                        "only terminates affine.if/for/parallel regions",
                    ));
                };
                let results = ctx.results(p);
                if results.len() != operands.len() {
                    return Err(op_error(
                        ctx,
                        op,
                        "parent of yield must have same number of results as the yield operands",
                    ));
                }
                if results
                    .iter()
                    .zip(&operands)
                    .any(|(r, o)| ctx.value_type(*r) != ctx.value_type(*o))
                {
                    return Err(op_error(
                        ctx,
                        op,
                        "types mismatch between yield op and its parent",
                    ));
                }
                Ok(())
            }
            AffineDialectOp::AffineLoad | AffineDialectOp::AffineVectorLoad => {
                let Some(&m) = memref_operand(0) else {
                    return Err(self.memref_operand_error(op, 0));
                };
                if kind == AffineDialectOp::AffineLoad {
                    if Some(ctx.value_type(ctx.result(op, 0))) != self.memref_elem(m) {
                        return Err(op_error(
                            ctx,
                            op,
                            "result type must match element type of memref",
                        ));
                    }
                    self.memory_op_indexing(op, m, &operands[1..])
                } else {
                    self.memory_op_indexing(op, m, &operands[1..])?;
                    self.vector_memory_op(op, m, ctx.result(op, 0))
                }
            }
            AffineDialectOp::AffineStore | AffineDialectOp::AffineVectorStore => {
                let Some(&m) = memref_operand(1) else {
                    return Err(self.memref_operand_error(op, 1));
                };
                if kind == AffineDialectOp::AffineStore {
                    if Some(ctx.value_type(operands[0])) != self.memref_elem(m) {
                        return Err(op_error(
                            ctx,
                            op,
                            "value to store must have the same type as memref element type",
                        ));
                    }
                    self.memory_op_indexing(op, m, &operands[2..])
                } else {
                    self.memory_op_indexing(op, m, &operands[2..])?;
                    self.vector_memory_op(op, m, operands[0])
                }
            }
            AffineDialectOp::AffineApply => {
                let map = op_map(ctx, op, "map").unwrap();
                if operands.len() != map.inputs() {
                    return Err(op_error(
                        ctx,
                        op,
                        "operand count and affine map dimension and symbol count must match",
                    ));
                }
                if map.results.len() != 1 {
                    return Err(op_error(ctx, op, "mapping must produce one value"));
                }
                let scope = affine_scope(ctx, op);
                for v in &operands[map.dims as usize..] {
                    if is_valid_dim_in(ctx, *v, scope) && !is_valid_symbol_in(ctx, *v, scope) {
                        return Err(plain_error(
                            ctx,
                            op,
                            "dimensional operand cannot be used as a symbol",
                        ));
                    }
                }
                Ok(())
            }
            AffineDialectOp::AffineMin | AffineDialectOp::AffineMax => {
                let map = op_map(ctx, op, "map").unwrap();
                if operands.len() != map.inputs() {
                    return Err(op_error(
                        ctx,
                        op,
                        "operand count and affine map dimension and symbol count must match",
                    ));
                }
                if map.results.is_empty() {
                    return Err(op_error(ctx, op, "affine map expect at least one result"));
                }
                Ok(())
            }
            AffineDialectOp::AffineIf => {
                let Some(set) = op_set(ctx, op, "condition") else {
                    return Err(op_error(
                        ctx,
                        op,
                        "requires an integer set attribute named 'condition'",
                    ));
                };
                if operands.len() != (set.dims + set.symbols) as usize {
                    return Err(op_error(
                        ctx,
                        op,
                        "operand count and condition integer set dimension and symbol count \
                         must match",
                    ));
                }
                self.dims_and_symbols(op, &operands, set.dims as usize)?;
                // The region-branch edge from the op to its results when there is no else.
                let nres = ctx.results(op).len();
                if nres > 0 && ctx.region_is_empty(ctx.regions(op)[1]) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "along control flow edge from parent to parent: region branch point \
                             has 0 operands, but region successor needs {nres} inputs"
                        ),
                    )
                    .with_note(loc_pos(ctx, ctx.op_loc(op)), "region branch point"));
                }
                Ok(())
            }
            AffineDialectOp::AffineFor => Ok(()),
            AffineDialectOp::AffineParallel => self.verify_affine_parallel(op),
        }
    }

    fn memref_operand_error(&self, op: Op, i: usize) -> Diagnostic {
        let ctx = self.ctx;
        let t = ctx
            .operands(op)
            .get(i)
            .map(|v| self.ts(ctx.value_type(*v)))
            .unwrap_or_default();
        op_error(
            ctx,
            op,
            format!("operand #{i} must be memref of any type values, but got '{t}'"),
        )
    }

    /// `AffineForOp::verifyRegions`, after the body has been verified.
    pub(super) fn verify_affine_for_regions(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let body = ctx.entry_block(ctx.regions(op)[0]);
        let iv_ok = body
            .and_then(|b| ctx.block_args(b).first().copied())
            .is_some_and(|v| matches!(self.ty(v), TypeData::Index));
        if !iv_ok {
            return Err(op_error(
                ctx,
                op,
                "expected body to have a single index argument for the induction variable",
            ));
        }
        let (Some(lb), Some(ub)) = (
            op_map(ctx, op, "lowerBoundMap"),
            op_map(ctx, op, "upperBoundMap"),
        ) else {
            return Ok(());
        };
        let lbs = ctx.segment(op, 0).to_vec();
        let ubs = ctx.segment(op, 1).to_vec();
        if lb.inputs() > 0 {
            self.dims_and_symbols(op, &lbs, lb.dims as usize)?;
        }
        if ub.inputs() > 0 {
            self.dims_and_symbols(op, &ubs, ub.dims as usize)?;
        }
        if lb.results.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "expected lower bound map to have at least one result",
            ));
        }
        if ub.results.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "expected upper bound map to have at least one result",
            ));
        }
        let nres = ctx.results(op).len();
        if nres == 0 {
            return Ok(());
        }
        if ctx.segment(op, 2).len() != nres {
            return Err(op_error(
                ctx,
                op,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let nargs = body.map_or(0, |b| ctx.block_args(b).len().saturating_sub(1));
        if nargs != nres {
            return Err(op_error(
                ctx,
                op,
                "mismatch between the number of basic block args and results",
            ));
        }
        Ok(())
    }

    fn verify_affine_parallel(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let body = ctx.entry_block(ctx.regions(op)[0]);
        let nargs = body.map_or(0, |b| ctx.block_args(b).len());
        let list_len = |name: &str| match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
            Some(AttrData::Array(items)) => items.len(),
            _ => 0,
        };
        let groups =
            |name: &str| crate::ir::affine_values::bound_groups(ctx, op, name).unwrap_or_default();
        let (lg, ug) = (groups("lowerBoundsGroups"), groups("upperBoundsGroups"));
        let steps = list_len("steps");
        if nargs != steps || nargs != lg.len() || nargs != ug.len() {
            return Err(op_error(
                ctx,
                op,
                "the number of region arguments (".to_string()
                    + &nargs.to_string()
                    + ") and the number of map groups for lower ("
                    + &lg.len().to_string()
                    + ") and upper bound ("
                    + &ug.len().to_string()
                    + "), and the number of steps ("
                    + &steps.to_string()
                    + ") must all match",
            ));
        }
        let (Some(lm), Some(um)) = (
            op_map(ctx, op, "lowerBoundsMap"),
            op_map(ctx, op, "upperBoundsMap"),
        ) else {
            return Ok(());
        };
        // Each group has a result, and the groups cover the map's results.
        for (which, groups, map) in [("lower", &lg, &lm), ("upper", &ug, &um)] {
            let sum = groups.iter().sum::<i64>() as usize;
            if groups.contains(&0) {
                let msg = format!("expected {which} bound map to have at least one result");
                return Err(op_error(ctx, op, msg));
            }
            if sum != map.results.len() {
                let msg = format!("expected {which} bounds map to have {sum} results");
                return Err(op_error(ctx, op, msg));
            }
        }
        if list_len("reductions") != ctx.results(op).len() {
            return Err(op_error(
                ctx,
                op,
                "a reduction must be specified for each output",
            ));
        }
        // Each reduction kind suits its result type (`isResultTypeMatchAtomicRMWKind`).
        let kinds: Vec<Option<i128>> = match ctx.get_attr(op, "reductions").map(|a| ctx.attr(a)) {
            Some(AttrData::Array(items)) => items
                .iter()
                .map(|i| match ctx.attr(*i) {
                    AttrData::Integer { value, .. } => Some(*value),
                    _ => None,
                })
                .collect(),
            _ => vec![],
        };
        for (k, r) in kinds.iter().zip(ctx.results(op)) {
            let name = k
                .and_then(|k| usize::try_from(k).ok())
                .and_then(|k| crate::ir::ATOMIC_RMW_KINDS.get(k).copied());
            let Some(name) = name else {
                return Err(op_error(ctx, op, "invalid reduction attribute"));
            };
            let t = self.ty(*r);
            let int = |s: Option<crate::ir::Signedness>| matches!(t, TypeData::Integer { signedness, .. } if s.is_none_or(|s| *signedness == s));
            let ok = match name {
                "addf" | "mulf" | "maximumf" | "minimumf" => matches!(t, TypeData::Float(_)),
                "addi" | "muli" | "ori" | "andi" => int(None),
                "assign" => true,
                "maxs" | "mins" => int(Some(crate::ir::Signedness::Signed)),
                "maxu" | "minu" => int(Some(crate::ir::Signedness::Unsigned)),
                _ => false,
            };
            if !ok {
                return Err(op_error(
                    ctx,
                    op,
                    "result type cannot match reduction attribute",
                ));
            }
        }
        let operands = ctx.operands(op).to_vec();
        let nl = lm.inputs().min(operands.len());
        self.dims_and_symbols(op, &operands[..nl], lm.dims as usize)?;
        self.dims_and_symbols(op, &operands[nl..], um.dims as usize)
    }
}
