//! Custom forms of affine ops (upstream's `AffineOps.cpp` printers).

use super::*;
use crate::ir::{AffineCustomOp, AffineMap};

impl Printer<'_> {
    pub(super) fn print_affine(&mut self, op: Op, k: AffineCustomOp) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        match k {
            AffineCustomOp::AffineYield => self.print_return_like_form(op),
            AffineCustomOp::AffineFor => self.print_affine_for(op),
            AffineCustomOp::AffineIf => {
                let set = ctx.get_attr(op, "condition");
                let dims = match set.map(|a| ctx.attr(a)) {
                    Some(AttrData::AffineSet(s)) => s.dims as usize,
                    _ => operands.len(),
                };
                if let Some(a) = set {
                    self.w(" ");
                    self.print_attr(a);
                }
                self.dim_and_symbol_list(operands, dims);
                let rt = self.result_type_list(op);
                self.optional_arrow_types(&rt);
                let regions = ctx.regions(op);
                let elide = rt.is_empty();
                self.w(" ");
                self.region(regions[0], false, elide);
                if let Some(r) = regions.get(1).filter(|r| !ctx.region_is_empty(**r)) {
                    self.w(" else ");
                    self.region(*r, false, elide);
                }
                self.attrs_except(op, &[]);
            }
            AffineCustomOp::AffineParallel => self.print_affine_parallel(op),
            AffineCustomOp::AffineLoad | AffineCustomOp::AffineVectorLoad => {
                self.w(" ");
                self.value(operands[0]);
                self.w("[");
                if let Some(m) = self.op_map(op, "map") {
                    self.affine_map_of_ssa_ids(&m, &operands[1..]);
                }
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                if k == AffineCustomOp::AffineVectorLoad {
                    self.w(", ");
                    let t = self.ty(ctx.result(op, 0));
                    self.print_type(t);
                }
            }
            AffineCustomOp::AffineStore | AffineCustomOp::AffineVectorStore => {
                self.w(" ");
                self.value(operands[0]);
                self.w(", ");
                self.value(operands[1]);
                self.w("[");
                if let Some(m) = self.op_map(op, "map") {
                    self.affine_map_of_ssa_ids(&m, &operands[2..]);
                }
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[1]);
                self.print_type(t);
                if k == AffineCustomOp::AffineVectorStore {
                    self.w(", ");
                    let t = self.ty(operands[0]);
                    self.print_type(t);
                }
            }
            AffineCustomOp::AffineApply | AffineCustomOp::AffineMin | AffineCustomOp::AffineMax => {
                let a = ctx.get_attr(op, "map");
                let dims = self
                    .op_map(op, "map")
                    .map_or(operands.len(), |m| m.dims as usize);
                if let Some(a) = a {
                    self.w(" ");
                    self.print_attr(a);
                }
                self.dim_and_symbol_list(operands, dims.min(operands.len()));
                self.attrs_except(op, &[]);
            }
        }
    }

    /// The affine map held by attribute `name` of `op`.
    fn op_map(&self, op: Op, name: &str) -> Option<AffineMap> {
        match self.ctx.get_attr(op, name).map(|a| self.ctx.attr(a)) {
            Some(AttrData::AffineMap(m)) => Some(m.clone()),
            _ => None,
        }
    }

    /// `(%d, ...)` and `[%s, ...]` when there are symbols (upstream's `printDimAndSymbolList`).
    fn dim_and_symbol_list(&mut self, operands: &[Value], dims: usize) {
        let dims = dims.min(operands.len());
        self.w("(");
        self.values(&operands[..dims]);
        self.w(")");
        if operands.len() > dims {
            self.w("[");
            self.values(&operands[dims..]);
            self.w("]");
        }
    }

    /// `-> T` for one type that is not a function type, `-> (T, ...)` otherwise, nothing for
    /// none (upstream's `printOptionalArrowTypeList`).
    fn optional_arrow_types(&mut self, rt: &[Type]) {
        if rt.is_empty() {
            return;
        }
        self.w(" -> ");
        let single = rt.len() == 1 && !matches!(self.ctx.ty(rt[0]), TypeData::Function { .. });
        if single {
            self.print_type(rt[0]);
        } else {
            self.w("(");
            self.types(rt);
            self.w(")");
        }
    }

    /// The names of `operands` as printed.
    fn value_names(&mut self, operands: &[Value]) -> Vec<String> {
        operands
            .iter()
            .map(|v| {
                let start = self.out.len();
                self.value(*v);
                self.out.split_off(start)
            })
            .collect()
    }

    /// One expression with its dimensions and symbols printed as the SSA operands
    /// (`%i + 1`, `symbol(%n)`), upstream's `printAffineExprOfSSAIds`.
    fn affine_expr_of_ssa_ids(
        &mut self,
        e: &crate::ir::AffineExpr,
        dims: &[String],
        syms: &[String],
    ) {
        let text = e.to_string_with(&mut |f, sym, pos| {
            let names = if sym { syms } else { dims };
            let n = names
                .get(pos as usize)
                .map_or("<<invalid>>", |s| s.as_str());
            if sym {
                write!(f, "symbol({n})")
            } else {
                f.write_str(n)
            }
        });
        self.w(&text);
    }

    /// The results of `map` over `operands`, comma-separated (upstream's
    /// `printAffineMapOfSSAIds`).
    fn affine_map_of_ssa_ids(&mut self, map: &AffineMap, operands: &[Value]) {
        let names = self.value_names(operands);
        let nd = (map.dims as usize).min(names.len());
        let (dims, syms) = names.split_at(nd);
        for (i, e) in map.results.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.affine_expr_of_ssa_ids(e, dims, syms);
        }
    }

    /// One bound of `affine.for` (upstream's `printBound`): a constant, a lone symbol operand,
    /// or the map (with `max`/`min` for several results) and its operands.
    fn affine_bound(&mut self, map_attr: Option<Attr>, operands: &[Value], prefix: &str) {
        let Some(a) = map_attr else {
            return;
        };
        let AttrData::AffineMap(map) = self.ctx.attr(a).clone() else {
            self.print_attr(a);
            return;
        };
        if map.results.len() == 1 {
            let e = &map.results[0];
            if map.dims == 0 && map.symbols == 0 {
                if let Some(c) = e.constant() {
                    let _ = write!(self.out, "{c}");
                    return;
                }
            }
            if map.dims == 0 && map.symbols == 1 && matches!(e, crate::ir::AffineExpr::Symbol(_)) {
                if let Some(v) = operands.first() {
                    self.value(*v);
                    return;
                }
            }
        } else {
            self.w(prefix);
            self.w(" ");
        }
        self.print_attr(a);
        self.dim_and_symbol_list(operands, map.dims as usize);
    }

    fn print_affine_for(&mut self, op: Op) {
        let ctx = self.ctx;
        let r = ctx.regions(op)[0];
        let args: Vec<Value> = ctx
            .entry_block(r)
            .map(|b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        let (lbs, ubs, inits) = (
            ctx.segment(op, 0).to_vec(),
            ctx.segment(op, 1).to_vec(),
            ctx.segment(op, 2).to_vec(),
        );
        self.w(" ");
        if let Some(iv) = args.first() {
            // `printRegionArgument`: the induction variable with its location.
            self.value(*iv);
            self.arg_loc(ctx.value(*iv).loc);
        }
        self.w(" = ");
        self.affine_bound(ctx.get_attr(op, "lowerBoundMap"), &lbs, "max");
        self.w(" to ");
        self.affine_bound(ctx.get_attr(op, "upperBoundMap"), &ubs, "min");
        let step = match ctx.get_attr(op, "step").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => *value,
            _ => 1,
        };
        if step != 1 {
            let _ = write!(self.out, " step {step}");
        }
        if !inits.is_empty() {
            self.w(" iter_args(");
            for (i, (a, v)) in args.iter().skip(1).zip(&inits).enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.value(*a);
                self.w(" = ");
                self.value(*v);
            }
            self.w(") -> (");
            let rt = self.result_type_list(op);
            self.types(&rt);
            self.w(")");
        }
        self.w(" ");
        self.region(r, false, inits.is_empty());
        self.attrs_except(op, &[]);
    }

    /// The bounds of `affine.parallel` (upstream's `printMinMaxBound`).
    fn parallel_bounds(&mut self, op: Op, map: &str, groups: &str, operands: &[Value], kw: &str) {
        let ctx = self.ctx;
        let Some(map) = self.op_map(op, map) else {
            return;
        };
        let sizes = crate::ir::affine_values::bound_groups(ctx, op, groups)
            .unwrap_or_else(|| vec![1; map.results.len()]);
        let names = self.value_names(operands);
        let nd = (map.dims as usize).min(names.len());
        let (dims, syms) = names.split_at(nd);
        let mut start = 0usize;
        for (gi, size) in sizes.iter().enumerate() {
            if gi > 0 {
                self.w(", ");
            }
            let size = *size as usize;
            if size == 1 {
                if let Some(e) = map.results.get(start) {
                    self.affine_expr_of_ssa_ids(e, dims, syms);
                }
                start += 1;
            } else {
                self.w(kw);
                self.w("(");
                let end = (start + size).min(map.results.len());
                for (i, e) in map.results[start.min(end)..end].iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.affine_expr_of_ssa_ids(e, dims, syms);
                }
                self.w(")");
                start += size;
            }
        }
    }

    fn print_affine_parallel(&mut self, op: Op) {
        let ctx = self.ctx;
        let r = ctx.regions(op)[0];
        let args: Vec<Value> = ctx
            .entry_block(r)
            .map(|b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        let operands = ctx.operands(op);
        let nlb = self
            .op_map(op, "lowerBoundsMap")
            .map_or(0, |m| m.inputs())
            .min(operands.len());
        self.w(" (");
        self.values(&args);
        self.w(") = (");
        self.parallel_bounds(
            op,
            "lowerBoundsMap",
            "lowerBoundsGroups",
            &operands[..nlb],
            "max",
        );
        self.w(") to (");
        self.parallel_bounds(
            op,
            "upperBoundsMap",
            "upperBoundsGroups",
            &operands[nlb..],
            "min",
        );
        self.w(")");
        let int_list = |name: &str| -> Vec<i64> {
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
        };
        let steps = int_list("steps");
        if !steps.iter().all(|s| *s == 1) {
            self.w(" step (");
            for (i, s) in steps.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                let _ = write!(self.out, "{s}");
            }
            self.w(")");
        }
        let rt = self.result_type_list(op);
        if !rt.is_empty() {
            self.w(" reduce (");
            for (i, k) in int_list("reductions").iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                let name = crate::ir::ATOMIC_RMW_KINDS
                    .get(*k as usize)
                    .copied()
                    .unwrap_or("?");
                let _ = write!(self.out, "\"{name}\"");
            }
            self.w(") -> (");
            self.types(&rt);
            self.w(")");
        }
        self.w(" ");
        self.region(r, false, rt.is_empty());
        self.attrs_except(op, &[]);
    }
}
