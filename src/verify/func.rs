//! Op rules of func: functions, returns, calls and function references.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_func(&mut self, op: Op, kind: FuncOp) -> VResult {
        use OpKind::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let results = ctx.results(op);
        match kind {
            FuncOp::FuncFunc => {
                self.require_attr(op, "sym_name")?;
                let ft = match ctx.get_attr(op, "function_type").map(|a| ctx.attr(a)) {
                    Some(AttrData::Type(t)) => *t,
                    _ => return Err(op_error(ctx, op, "requires attribute 'function_type'")),
                };
                let TypeData::Function { inputs, .. } = ctx.ty(ft) else {
                    return Err(op_error(ctx, op, "attribute 'function_type' failed to satisfy constraint: type attribute of function type"));
                };
                let r = ctx.regions(op)[0];
                if let Some(entry) = ctx.entry_block(r) {
                    let args = ctx.block_args(entry);
                    if args.len() != inputs.len() {
                        return Err(op_error(
                            ctx,
                            op,
                            format!(
                                "entry block must have {} arguments to match function signature",
                                inputs.len()
                            ),
                        ));
                    }
                    for (i, (a, t)) in args.iter().zip(inputs).enumerate() {
                        if ctx.value_type(*a) != *t {
                            return Err(op_error(ctx, op, format!(
                                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                                self.ts(ctx.value_type(*a)), self.ts(*t))));
                        }
                    }
                } else {
                    let vis = ctx.get_attr(op, "sym_visibility").map(|a| ctx.attr(a));
                    let public =
                        !matches!(vis, Some(AttrData::String { bytes, .. }) if bytes != b"public");
                    if public {
                        return Err(op_error(
                            ctx,
                            op,
                            "symbol declaration cannot have public visibility",
                        ));
                    }
                }
            }
            FuncOp::FuncReturn => {
                self.expect_parent(op, &[FuncFunc])?;
                let f = ctx.parent_op(op).unwrap();
                let results = ctx.function_type(f).map_or(&[][..], |(_, r)| r);
                // Only an error names the function.
                let name =
                    || String::from_utf8_lossy(ctx.symbol_name(f).unwrap_or(b"")).into_owned();
                if results.len() != operands.len() {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "has {} operands, but enclosing function (@{}) returns {}",
                            operands.len(),
                            name(),
                            results.len()
                        ),
                    ));
                }
                for (i, (v, t)) in operands.iter().zip(results).enumerate() {
                    if ctx.value_type(*v) != *t {
                        return Err(plain_error(ctx, op, format!(
                            "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{}",
                            self.ts(ctx.value_type(*v)), self.ts(*t), name())));
                    }
                }
            }
            FuncOp::FuncCall => {
                let callee = crate::ir::interfaces::call_target(ctx, op).unwrap_or("");
                let f = self
                    .symbols
                    .lookup(ctx, op, callee.as_bytes())
                    .filter(|f| ctx.kind(*f) == FuncFunc);
                let Some(f) = f else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("'{callee}' does not reference a valid function"),
                    ));
                };
                let (ins, outs) = ctx.function_type(f).unwrap_or((&[], &[]));
                if ins.len() != operands.len() {
                    return Err(op_error(ctx, op, "incorrect number of operands for callee"));
                }
                for (i, (v, t)) in operands.iter().zip(ins).enumerate() {
                    if ctx.value_type(*v) != *t {
                        return Err(op_error(ctx, op, format!(
                            "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                            self.ts(*t), self.ts(ctx.value_type(*v)))));
                    }
                }
                if outs.len() != results.len() {
                    return Err(op_error(ctx, op, "incorrect number of results for callee"));
                }
                for (i, (v, t)) in results.iter().zip(outs).enumerate() {
                    if ctx.value_type(*v) != *t {
                        let list = |ts: &mut dyn Iterator<Item = crate::ir::Type>| {
                            ts.map(|t| format!("'{}'", self.ts(t)))
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        let ours = list(&mut results.iter().map(|r| ctx.value_type(*r)));
                        let theirs = list(&mut outs.iter().copied());
                        return Err(op_error(
                            ctx,
                            op,
                            format!("result type mismatch at index {i}"),
                        )
                        .with_note(None, format!("      op result types: {ours}"))
                        .with_note(None, format!("function result types: {theirs}")));
                    }
                }
            }
            FuncOp::FuncConstant => {
                let name = match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
                    Some(AttrData::SymbolRef(p)) => p.last().cloned().unwrap_or_default(),
                    _ => return Err(op_error(ctx, op, "requires attribute 'value'")),
                };
                let f = self.symbols.lookup(ctx, op, name.as_bytes());
                let Some(f) = f else {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("reference to undefined function '{name}'"),
                    ));
                };
                let ft = match ctx.get_attr(f, "function_type").map(|a| ctx.attr(a)) {
                    Some(AttrData::Type(t)) => Some(*t),
                    _ => None,
                };
                if ft != Some(ctx.value_type(results[0])) {
                    return Err(op_error(
                        ctx,
                        op,
                        "reference to function with mismatched type",
                    ));
                }
            }
            // No rules beyond the table row and the structural checks.
            FuncOp::FuncCallIndirect => {}
        }
        Ok(())
    }
}
