//! Custom forms of scf ops.

use super::*;

impl Printer<'_> {
    pub(super) fn print_scf(&mut self, op: Op, k: ScfCustomOp) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let regions = ctx.regions(op);
        match k {
            ScfCustomOp::ScfYield | ScfCustomOp::ScfReduceReturn => self.print_return_like_form(op),
            ScfCustomOp::ScfFor => self.print_for(op),
            ScfCustomOp::ScfIf => {
                self.w(" ");
                self.value(operands[0]);
                let rt = self.result_type_list(op);
                if !rt.is_empty() {
                    self.w(" -> (");
                    self.types(&rt);
                    self.w(")");
                }
                self.w(" ");
                self.region(regions[0], false, true);
                if !ctx.region_is_empty(regions[1]) {
                    self.w(" else ");
                    self.region(regions[1], false, true);
                }
                self.attrs_except(op, &[]);
            }
            ScfCustomOp::ScfWhile => {
                let before_args: Vec<Value> = ctx
                    .entry_block(regions[0])
                    .map(|b| ctx.block_args(b).to_vec())
                    .unwrap_or_default();
                if !operands.is_empty() {
                    self.w(" (");
                    for (i, (a, v)) in before_args.iter().zip(operands).enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.value(*a);
                        self.w(" = ");
                        self.value(*v);
                    }
                    self.w(")");
                }
                self.w(" : ");
                let ins: Vec<Type> = operands.iter().map(|v| self.ty(*v)).collect();
                let outs = self.result_type_list(op);
                self.fn_type(&ins, &outs);
                self.w(" ");
                self.region(regions[0], false, false);
                self.w(" do ");
                self.region(regions[1], true, false);
                self.attr_dict_with_keyword(op, &[]);
            }
            ScfCustomOp::ScfCondition => {
                self.w("(");
                self.value(operands[0]);
                self.w(")");
                self.attrs_except(op, &[]);
                self.operands_colon_types(&operands[1..]);
            }
            ScfCustomOp::ScfExecuteRegion => {
                let rt = self.result_type_list(op);
                if !rt.is_empty() {
                    self.w(" -> ");
                    if rt.len() == 1 {
                        self.print_type(rt[0]);
                    } else {
                        self.w("(");
                        self.types(&rt);
                        self.w(")");
                    }
                }
                if ctx.get_attr(op, "no_inline").is_some() {
                    self.w(" no_inline");
                }
                self.w(" ");
                self.region(regions[0], false, false);
                self.attrs_except(op, &[]);
            }
            ScfCustomOp::ScfIndexSwitch => {
                self.w(" ");
                self.value(operands[0]);
                self.attrs_except(op, &[]);
                let rt = self.result_type_list(op);
                if !rt.is_empty() {
                    self.w(" -> ");
                    self.types(&rt);
                }
                self.w(" ");
                let cases = ctx.i64_array(op, "cases");
                for (i, c) in cases.iter().enumerate() {
                    self.newline();
                    let _ = write!(self.out, "case {c} ");
                    if let Some(r) = regions.get(i + 1) {
                        self.region(*r, false, false);
                    }
                }
                self.newline();
                self.w("default ");
                self.region(regions[0], false, true);
            }
            ScfCustomOp::ScfParallel => {
                let n = ctx.segment(op, 0).len();
                let ivs: Vec<Value> = ctx
                    .entry_block(regions[0])
                    .map(|b| ctx.block_args(b)[..n].to_vec())
                    .unwrap_or_default();
                self.w(" (");
                self.values(&ivs);
                self.w(") = (");
                self.values(ctx.segment(op, 0));
                self.w(") to (");
                self.values(ctx.segment(op, 1));
                self.w(") step (");
                self.values(ctx.segment(op, 2));
                self.w(")");
                let inits = ctx.segment(op, 3);
                if !inits.is_empty() {
                    self.w(" init (");
                    self.values(inits);
                    self.w(")");
                }
                let rt = self.result_type_list(op);
                if !rt.is_empty() {
                    self.w(" -> ");
                    if rt.len() == 1 {
                        self.print_type(rt[0]);
                    } else {
                        self.w("(");
                        self.types(&rt);
                        self.w(")");
                    }
                }
                self.w(" ");
                self.region(regions[0], false, false);
                self.attrs_except(op, &[]);
            }
            ScfCustomOp::ScfReduce => {
                if operands.is_empty() {
                    self.w(" ");
                } else {
                    self.w("(");
                    self.values(operands);
                    self.w(" : ");
                    self.value_types(operands);
                    self.w(") ");
                    for (i, r) in regions.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.region(*r, true, false);
                    }
                }
                self.attrs_except(op, &[]);
            }
            ScfCustomOp::ScfForall => self.print_forall(op),
            ScfCustomOp::ScfForallInParallel => {
                self.w(" ");
                self.region(regions[0], false, false);
                self.attrs_except(op, &[]);
            }
        }
    }

    fn print_for(&mut self, op: Op) {
        let ctx = self.ctx;
        let operands = ctx.operands(op);
        let r = ctx.regions(op)[0];
        let args: Vec<Value> = ctx
            .entry_block(r)
            .map(|b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        if ctx.get_attr(op, "unsignedCmp").is_some() {
            self.w(" unsigned");
        }
        self.w(" ");
        if let Some(iv) = args.first() {
            self.value(*iv);
        }
        self.w(" = ");
        self.value(operands[0]);
        self.w(" to ");
        self.value(operands[1]);
        self.w(" step ");
        self.value(operands[2]);
        let inits = &operands[3..];
        if !inits.is_empty() {
            self.w(" iter_args(");
            for (i, (a, v)) in args[1..].iter().zip(inits).enumerate() {
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
        let ivt = self.ty(operands[0]);
        if !matches!(ctx.ty(ivt), TypeData::Index) {
            self.w("  : ");
            self.print_type(ivt);
        }
        self.w(" ");
        self.region(r, false, inits.is_empty());
        self.attrs_except(op, &[]);
    }

    fn print_forall(&mut self, op: Op) {
        let ctx = self.ctx;
        let r = ctx.regions(op)[0];
        let lbs = ctx.i64_array(op, "staticLowerBound");
        let ubs = ctx.i64_array(op, "staticUpperBound");
        let steps = ctx.i64_array(op, "staticStep");
        let n = ubs.len();
        let args: Vec<Value> = ctx
            .entry_block(r)
            .map(|b| ctx.block_args(b).to_vec())
            .unwrap_or_default();
        self.w(" (");
        self.values(&args[..n.min(args.len())]);
        self.w(")");
        let (lbd, ubd, stepd, outs) = (
            ctx.segment(op, 0).to_vec(),
            ctx.segment(op, 1).to_vec(),
            ctx.segment(op, 2).to_vec(),
            ctx.segment(op, 3).to_vec(),
        );
        // Upstream's isNormalized: every lower bound is 0 and every step 1, static or given by
        // a constant operand (the `in` form then drops those operands).
        let all_const = |statics: &[i64], dynamic: &[Value], want: i128| {
            let mut d = dynamic.iter();
            statics.iter().all(|s| {
                if *s == crate::ir::DYNAMIC {
                    d.next()
                        .and_then(|v| crate::ir::matchers::const_int(ctx, *v))
                        == Some(want)
                } else {
                    i128::from(*s) == want
                }
            })
        };
        if all_const(&lbs, &lbd, 0) && all_const(&steps, &stepd, 1) {
            self.w(" in ");
            self.mixed_list(&ubs, &ubd, "(", ")");
        } else {
            self.w(" = ");
            self.mixed_list(&lbs, &lbd, "(", ")");
            self.w(" to ");
            self.mixed_list(&ubs, &ubd, "(", ")");
            self.w(" step ");
            self.mixed_list(&steps, &stepd, "(", ")");
        }
        if !outs.is_empty() {
            self.w(" shared_outs(");
            for (i, (a, v)) in args[n..].iter().zip(&outs).enumerate() {
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
        // An empty in_parallel terminator is elided, unless the loop has results (upstream
        // prints terminators then).
        let elide = ctx.results(op).is_empty()
            && ctx
                .entry_block(r)
                .and_then(|b| ctx.last_op(b))
                .is_some_and(|t| {
                    ctx.kind(t) == OpKind::ScfForallInParallel
                        && ctx
                            .regions(t)
                            .iter()
                            .all(|rr| ctx.region_blocks(*rr).all(|b| ctx.first_op(b).is_none()))
                });
        self.region_forall(r, elide);
        self.attrs_except(op, &[]);
    }

    fn region_forall(&mut self, r: crate::ir::Region, elide: bool) {
        // The in_parallel terminator has a region, so the generic elision rule does not apply.
        let ctx = self.ctx;
        if !elide {
            self.region(r, false, false);
            return;
        }
        self.w("{");
        self.dd_stack.push("");
        self.indent += 1;
        if let Some(b) = ctx.entry_block(r) {
            let ops: Vec<Op> = ctx.block_ops(b).collect();
            for (i, o) in ops.iter().enumerate() {
                if i + 1 == ops.len() {
                    break;
                }
                self.newline();
                self.print_op(*o);
            }
        }
        self.indent -= 1;
        self.dd_stack.pop();
        self.newline();
        self.w("}");
    }
}
