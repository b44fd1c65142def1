//! Custom assembly forms of every registered op.

use std::fmt::Write;

use super::Printer;
use crate::ir::attrs::{CMPF_PREDICATES, CMPI_PREDICATES, ROUNDING_MODES};
use crate::ir::opdef::InCustomForm;
use crate::ir::{Attr, AttrData, Context, Op, OpKind, Type, TypeData, Value, DYNAMIC};

/// The property an op kind has with a default value, and that default as printed: upstream's
/// generic form shows it even when the op does not set it.
pub(crate) fn default_property(kind: OpKind) -> Option<(&'static str, &'static str)> {
    kind.info().generic_default()
}

/// Splits an op's attributes into properties and discardable attributes.
#[allow(clippy::type_complexity)]
pub(crate) fn split_inherent(ctx: &Context, op: Op) -> (Vec<(&str, Attr)>, Vec<(&str, Attr)>) {
    let kind = ctx.kind(op);
    let mut props = Vec::new();
    let mut rest = Vec::new();
    for (k, v) in ctx.attrs(op) {
        let k = ctx.ident_str(*k);
        if kind.is_inherent(k) {
            props.push((k, *v));
        } else {
            rest.push((k, *v));
        }
    }
    (props, rest)
}

fn int_attr(ctx: &Context, op: Op, name: &str) -> Option<i128> {
    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => Some(*value),
        _ => None,
    }
}

impl Printer<'_> {
    fn ty(&self, v: Value) -> Type {
        self.ctx.value_type(v)
    }

    fn fn_type(&mut self, ins: &[Type], outs: &[Type]) {
        self.w("(");
        self.types(ins);
        self.w(") -> ");
        self.result_types(outs);
    }

    fn result_type_list(&self, op: Op) -> Vec<Type> {
        self.ctx
            .results(op)
            .iter()
            .map(|v| self.ctx.value_type(*v))
            .collect()
    }

    /// `[a, %b, 4]` mixed static/dynamic list.
    fn mixed_list(&mut self, stat: &[i64], dynv: &[Value], open: &str, close: &str) {
        self.w(open);
        let mut d = dynv.iter();
        for (i, s) in stat.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            if *s == DYNAMIC {
                match d.next() {
                    Some(v) => self.value(*v),
                    None => self.w("<<missing operand>>"),
                }
            } else {
                let _ = write!(self.out, "{s}");
            }
        }
        self.w(close);
    }

    fn opt_overflow(&mut self, op: Op) {
        if let Some(a) = self.ctx.get_attr(op, "overflowFlags") {
            if let AttrData::Overflow(b) = self.ctx.attr(a) {
                if *b != 0 {
                    let t = super::overflow_text(*b);
                    let _ = write!(self.out, " overflow<{t}>");
                }
            }
        }
    }

    fn opt_fastmath(&mut self, op: Op) {
        if let Some(a) = self.ctx.get_attr(op, "fastmath") {
            if let AttrData::FastMath(b) = self.ctx.attr(a) {
                if *b != 0 {
                    let t = super::fastmath_text(*b);
                    let _ = write!(self.out, " fastmath<{t}>");
                }
            }
        }
    }

    /// The attribute dictionary of the custom form: discardable attributes and the properties
    /// the op's syntax does not print (its table row says which), less `extra`.
    fn attrs_except(&mut self, op: Op, extra: &[&str]) {
        let ctx = self.ctx;
        let info = ctx.kind(op).info();
        let entries: Vec<(&str, Attr)> = ctx
            .attrs(op)
            .iter()
            .filter(|(k, v)| {
                let k = ctx.ident_str(*k);
                match info.attr(k).map(|a| a.custom) {
                    Some(InCustomForm::Syntax) => false,
                    Some(InCustomForm::Dict) => true,
                    // Default-valued properties vanish in custom form.
                    Some(InCustomForm::DictUnlessZero) => {
                        !matches!(ctx.attr(*v), AttrData::Integer { value: 0, .. })
                    }
                    None => !extra.contains(&k),
                }
            })
            .map(|(k, v)| (ctx.ident_str(*k), *v))
            .collect();
        if !entries.is_empty() {
            self.w(" {");
            self.dict_entries(entries);
            self.w("}");
        }
    }

    fn operands_colon_types(&mut self, vs: &[Value]) {
        if !vs.is_empty() {
            self.w(" ");
            self.values(vs);
            self.w(" : ");
            self.value_types(vs);
        }
    }

    /// Prints `op` in its custom form (without results and location).
    pub(crate) fn print_custom(&mut self, op: Op) {
        use OpKind::*;
        let ctx = self.ctx;
        let kind = ctx.kind(op);
        let operands: Vec<Value> = ctx.operands(op).to_vec();
        let regions = ctx.regions(op).to_vec();
        self.op_name(kind);
        match kind {
            Module => {
                if let Some(n) = ctx.symbol_name(op) {
                    self.w(" ");
                    self.symbol(n);
                }
                self.attr_dict_with_keyword(op, &["sym_name", "sym_visibility"]);
                self.w(" ");
                self.region_dd(regions[0], false, false, "builtin");
            }
            UnrealizedConversionCast => {
                if !operands.is_empty() {
                    self.w(" ");
                    self.values(&operands);
                    self.w(" : ");
                    self.value_types(&operands);
                }
                self.w(" to ");
                let rt = self.result_type_list(op);
                self.types(&rt);
                self.attrs_except(op, &[]);
            }
            FuncFunc => self.print_func(op),
            FuncReturn | ScfYield | MemRefAllocaScopeReturn | ScfReduceReturn => {
                self.attrs_except(op, &[]);
                self.operands_colon_types(&operands);
            }
            FuncCall => {
                self.w(" ");
                let c = ctx.get_attr(op, "callee").unwrap();
                self.print_attr(c);
                self.w("(");
                self.values(&operands);
                self.w(")");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let ins: Vec<Type> = operands.iter().map(|v| self.ty(*v)).collect();
                let outs = self.result_type_list(op);
                self.fn_type(&ins, &outs);
            }
            FuncCallIndirect => {
                self.w(" ");
                self.value(operands[0]);
                self.w("(");
                self.values(&operands[1..]);
                self.w(")");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            FuncConstant | MemRefGetGlobal => {
                self.w(" ");
                let a = ctx
                    .get_attr(
                        op,
                        if kind == FuncConstant {
                            "value"
                        } else {
                            "name"
                        },
                    )
                    .unwrap();
                self.print_attr(a);
                if kind == FuncConstant {
                    self.attrs_except(op, &[]);
                }
                self.w(" : ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
                if kind == MemRefGetGlobal {
                    self.attrs_except(op, &[]);
                }
            }
            ArithConstant => {
                self.attrs_except(op, &[]);
                self.w(" ");
                let v = ctx.get_attr(op, "value").unwrap();
                self.print_attr(v);
            }
            ArithAddI | ArithSubI | ArithMulI | ArithShLI | ArithDivSI | ArithDivUI
            | ArithRemSI | ArithRemUI | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI
            | ArithAndI | ArithOrI | ArithXOrI | ArithShRSI | ArithShRUI | ArithMaxSI
            | ArithMaxUI | ArithMinSI | ArithMinUI | ArithAddF | ArithSubF | ArithMulF
            | ArithDivF | ArithRemF | ArithMaximumF | ArithMinimumF | ArithMaxNumF
            | ArithMinNumF | MathPowF | MathCopySign | ArithNegF | MathSqrt | MathRsqrt
            | MathExp | MathLog | MathSin | MathCos | MathTanh | MathAbsF | MathAbsI
            | MathFloor | MathCeil | MathFma => {
                self.w(" ");
                self.values(&operands);
                self.opt_overflow(op);
                self.opt_fastmath(op);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            ArithCmpI | ArithCmpF => {
                let p = int_attr(ctx, op, "predicate").unwrap_or(0) as usize;
                let table: &[&str] = if kind == ArithCmpI {
                    &CMPI_PREDICATES
                } else {
                    &CMPF_PREDICATES
                };
                let _ = write!(
                    self.out,
                    " {}, ",
                    table.get(p).copied().unwrap_or("<invalid>")
                );
                self.values(&operands);
                self.opt_fastmath(op);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            ArithSelect => {
                self.w(" ");
                self.values(&operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let ct = self.ty(operands[0]);
                if !ctx.ty(ct).is_i1() {
                    self.print_type(ct);
                    self.w(", ");
                }
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            ArithIndexCast
            | ArithIndexCastUI
            | ArithExtSI
            | ArithExtUI
            | ArithTruncI
            | ArithSIToFP
            | ArithUIToFP
            | ArithFPToSI
            | ArithFPToUI
            | ArithExtF
            | ArithTruncF
            | ArithBitcast
            | MemRefCast
            | MemRefMemorySpaceCast
            | BufferizationClone => {
                self.w(" ");
                self.value(operands[0]);
                self.opt_overflow(op);
                if let Some(AttrData::RoundingMode(m)) =
                    ctx.get_attr(op, "roundingmode").map(|a| ctx.attr(a))
                {
                    let _ = write!(self.out, " {}", ROUNDING_MODES[*m as usize]);
                }
                self.opt_fastmath(op);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            ArithMulUIExtended | ArithMulSIExtended | ArithAddUIExtended => {
                self.w(" ");
                self.values(&operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                if kind == ArithAddUIExtended {
                    self.w(", ");
                    let t = self.ty(ctx.result(op, 1));
                    self.print_type(t);
                }
            }
            MemRefAlloc | MemRefAlloca => {
                self.w("(");
                self.values(ctx.segment(op, 0));
                self.w(")");
                let syms = ctx.segment(op, 1).to_vec();
                if !syms.is_empty() {
                    self.w("[");
                    self.values(&syms);
                    self.w("]");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefRealloc => {
                self.w(" ");
                self.value(operands[0]);
                if operands.len() > 1 {
                    self.w("(");
                    self.value(operands[1]);
                    self.w(")");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefDealloc | MemRefRank => {
                self.w(" ");
                self.value(operands[0]);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            MemRefLoad | MemRefStore => {
                self.w(" ");
                let mi = if kind == MemRefStore {
                    self.value(operands[0]);
                    self.w(", ");
                    1
                } else {
                    0
                };
                self.value(operands[mi]);
                self.w("[");
                self.values(&operands[mi + 1..]);
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[mi]);
                self.print_type(t);
            }
            MemRefCopy => {
                self.w(" ");
                self.values(&operands);
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(operands[1]);
                self.print_type(t);
            }
            MemRefSubView | MemRefReinterpretCast => {
                self.w(" ");
                self.value(operands[0]);
                let (o, s, st) = (
                    ctx.segment(op, 1).to_vec(),
                    ctx.segment(op, 2).to_vec(),
                    ctx.segment(op, 3).to_vec(),
                );
                let (so, ss, sst) = (
                    ctx.i64_array(op, "static_offsets"),
                    ctx.i64_array(op, "static_sizes"),
                    ctx.i64_array(op, "static_strides"),
                );
                if kind == MemRefSubView {
                    self.mixed_list(&so, &o, "[", "]");
                    self.w(" ");
                    self.mixed_list(&ss, &s, "[", "]");
                    self.w(" ");
                    self.mixed_list(&sst, &st, "[", "]");
                } else {
                    self.w(" to offset: ");
                    self.mixed_list(&so, &o, "[", "]");
                    self.w(", sizes: ");
                    self.mixed_list(&ss, &s, "[", "]");
                    self.w(", strides: ");
                    self.mixed_list(&sst, &st, "[", "]");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefView => {
                self.w(" ");
                self.value(operands[0]);
                self.w("[");
                self.value(operands[1]);
                self.w("][");
                self.values(&operands[2..]);
                self.w("]");
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefExpandShape | MemRefCollapseShape => {
                self.w(" ");
                self.value(operands[0]);
                self.w(" ");
                match ctx.get_attr(op, "reassociation") {
                    Some(a) => self.print_attr(a),
                    None => self.w("[]"),
                }
                if kind == MemRefExpandShape {
                    self.w(" output_shape ");
                    let s = ctx.i64_array(op, "static_output_shape");
                    self.mixed_list(&s, &operands[1..], "[", "]");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" into ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefTranspose => {
                self.w(" ");
                self.value(operands[0]);
                if let Some(AttrData::AffineMap(m)) =
                    ctx.get_attr(op, "permutation").map(|a| ctx.attr(a))
                {
                    let _ = write!(self.out, " {m}");
                }
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" to ");
                let t = self.ty(ctx.result(op, 0));
                self.print_type(t);
            }
            MemRefDim => {
                self.attrs_except(op, &[]);
                self.w(" ");
                self.values(&operands);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            MemRefExtractStridedMetadata | MemRefExtractAlignedPointerAsIndex => {
                self.w(" ");
                self.value(operands[0]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
                self.w(" -> ");
                let rt = self.result_type_list(op);
                self.types(&rt);
                self.attrs_except(op, &[]);
            }
            MemRefGlobal => self.print_global(op),
            MemRefAllocaScope => {
                self.w("  ");
                let rt = self.result_type_list(op);
                if !rt.is_empty() {
                    self.w("-> (");
                    self.types(&rt);
                    self.w(") ");
                }
                self.region(regions[0], false, true);
                self.attrs_except(op, &[]);
            }
            MemRefAssumeAlignment => {
                self.w(" ");
                self.value(operands[0]);
                let _ = write!(
                    self.out,
                    ", {}",
                    int_attr(ctx, op, "alignment").unwrap_or(0)
                );
                self.attrs_except(op, &[]);
                self.w(" : ");
                let t = self.ty(operands[0]);
                self.print_type(t);
            }
            ScfFor => self.print_for(op),
            ScfIf => {
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
            ScfWhile => {
                let before_args: Vec<Value> = ctx
                    .entry_block(regions[0])
                    .map(|b| ctx.block_args(b).to_vec())
                    .unwrap_or_default();
                if !operands.is_empty() {
                    self.w(" (");
                    for (i, (a, v)) in before_args.iter().zip(&operands).enumerate() {
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
            ScfCondition => {
                self.w("(");
                self.value(operands[0]);
                self.w(")");
                self.attrs_except(op, &[]);
                self.operands_colon_types(&operands[1..]);
            }
            ScfExecuteRegion => {
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
            ScfIndexSwitch => {
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
            ScfParallel => {
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
                let inits = ctx.segment(op, 3).to_vec();
                if !inits.is_empty() {
                    self.w(" init (");
                    self.values(&inits);
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
            ScfReduce => {
                if operands.is_empty() {
                    self.w(" ");
                } else {
                    self.w("(");
                    self.values(&operands);
                    self.w(" : ");
                    self.value_types(&operands);
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
            ScfForall => self.print_forall(op),
            ScfForallInParallel => {
                self.w(" ");
                self.region(regions[0], false, false);
                self.attrs_except(op, &[]);
            }
            CfBr => {
                self.w(" ");
                self.successor(ctx.successors(op)[0], &operands);
                self.attrs_except(op, &[]);
            }
            CfCondBr => {
                self.w(" ");
                self.value(operands[0]);
                let w = ctx.i64_array(op, "branch_weights");
                if w.len() == 2 {
                    let _ = write!(self.out, " weights([{}, {}])", w[0], w[1]);
                }
                self.w(", ");
                let s = ctx.successors(op).to_vec();
                self.successor(s[0], ctx.segment(op, 1));
                self.w(", ");
                self.successor(s[1], ctx.segment(op, 2));
                self.attrs_except(op, &[]);
            }
            CfSwitch => self.print_switch(op),
            CfAssert => {
                self.w(" ");
                self.value(operands[0]);
                self.w(", ");
                let m = ctx.get_attr(op, "msg").unwrap();
                self.print_attr(m);
                self.attrs_except(op, &[]);
            }
            BufferizationDealloc => {
                let (m, c, r) = (
                    ctx.segment(op, 0).to_vec(),
                    ctx.segment(op, 1).to_vec(),
                    ctx.segment(op, 2).to_vec(),
                );
                if !m.is_empty() {
                    self.w(" (");
                    self.values(&m);
                    self.w(" : ");
                    self.value_types(&m);
                    self.w(") if (");
                    self.values(&c);
                    self.w(")");
                }
                if !r.is_empty() {
                    self.w(" retain (");
                    self.values(&r);
                    self.w(" : ");
                    self.value_types(&r);
                    self.w(")");
                }
                self.attrs_except(op, &[]);
            }
            Unregistered => unreachable!(),
        }
    }

    fn print_func(&mut self, op: Op) {
        let ctx = self.ctx;
        let vis = ctx
            .get_attr(op, "sym_visibility")
            .and_then(|a| match ctx.attr(a) {
                AttrData::String { bytes, .. } => Some(String::from_utf8_lossy(bytes).into_owned()),
                _ => None,
            });
        if let Some(v) = vis {
            let _ = write!(self.out, " {v}");
        }
        self.w(" ");
        let name = ctx.symbol_name(op).unwrap_or(b"").to_vec();
        self.symbol(&name);
        let (inputs, results) = ctx.function_type(op).unwrap_or_default();
        let dict_list = |name: &str| -> Vec<Option<Attr>> {
            match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
                Some(AttrData::Array(items)) => items.iter().map(|a| Some(*a)).collect(),
                _ => vec![],
            }
        };
        let arg_attrs = dict_list("arg_attrs");
        let res_attrs = dict_list("res_attrs");
        let region = ctx.regions(op)[0];
        let entry = ctx.entry_block(region);
        self.w("(");
        for (i, t) in inputs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            if let Some(b) = entry {
                if let Some(a) = ctx.block_args(b).get(i) {
                    self.value(*a);
                    self.w(": ");
                }
            }
            self.print_type(*t);
            self.opt_dict(arg_attrs.get(i).copied().flatten());
            if let Some(b) = entry {
                if let Some(a) = ctx.block_args(b).get(i) {
                    self.arg_loc(ctx.value(*a).loc);
                }
            }
        }
        self.w(")");
        if !results.is_empty() {
            self.w(" -> ");
            let any_attrs = res_attrs
                .iter()
                .flatten()
                .any(|a| !matches!(ctx.attr(*a), AttrData::Dict(d) if d.is_empty()));
            if results.len() == 1
                && !any_attrs
                && !matches!(ctx.ty(results[0]), TypeData::Function { .. })
            {
                self.print_type(results[0]);
            } else {
                self.w("(");
                for (i, t) in results.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_type(*t);
                    self.opt_dict(res_attrs.get(i).copied().flatten());
                }
                self.w(")");
            }
        }
        let inherent: Vec<&str> = OpKind::FuncFunc.inherent_attrs().collect();
        self.attr_dict_with_keyword(op, &inherent);
        if entry.is_some() {
            self.w(" ");
            self.region_dd(region, false, false, "func");
        }
    }

    fn opt_dict(&mut self, a: Option<Attr>) {
        if let Some(a) = a {
            if let AttrData::Dict(d) = self.ctx.attr(a) {
                if !d.is_empty() {
                    self.w(" ");
                    self.print_attr(a);
                }
            }
        }
    }

    fn print_global(&mut self, op: Op) {
        let ctx = self.ctx;
        if let Some(v) = ctx.get_attr(op, "sym_visibility") {
            self.w(" ");
            self.print_attr(v);
        }
        if ctx.get_attr(op, "constant").is_some() {
            self.w(" constant");
        }
        self.w(" ");
        let name = ctx.symbol_name(op).unwrap_or(b"").to_vec();
        self.symbol(&name);
        self.w(" : ");
        if let Some(AttrData::Type(t)) = ctx.get_attr(op, "type").map(|a| ctx.attr(a)) {
            self.print_type(*t);
        }
        if let Some(iv) = ctx.get_attr(op, "initial_value") {
            self.w(" = ");
            match ctx.attr(iv) {
                AttrData::Unit => self.w("uninitialized"),
                AttrData::DenseElements { ty, values } => {
                    let (ty, values) = (*ty, values.clone());
                    self.print_dense(ty, &values);
                }
                _ => self.print_attr(iv),
            }
        }
        let entries: Vec<(&str, Attr)> = ctx
            .attrs(op)
            .iter()
            .filter(|(k, _)| {
                !matches!(
                    ctx.ident_str(*k),
                    "sym_visibility" | "constant" | "sym_name" | "type" | "initial_value"
                )
            })
            .map(|(k, v)| (ctx.ident_str(*k), *v))
            .collect();
        if !entries.is_empty() {
            self.w(" {");
            self.dict_entries(entries);
            self.w("}");
        }
    }

    fn print_for(&mut self, op: Op) {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
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
        if lbs.iter().all(|v| *v == 0) && steps.iter().all(|v| *v == 1) {
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
        // An empty in_parallel terminator is elided.
        let elide = ctx
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

    fn print_switch(&mut self, op: Op) {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let flag = operands[0];
        self.w(" ");
        self.value(flag);
        self.w(" : ");
        let ft = self.ty(flag);
        self.print_type(ft);
        self.w(", [");
        let succs = ctx.successors(op).to_vec();
        let case_segs = ctx.i64_array(op, "case_operand_segments");
        let width = ctx.ty(ft).int_width().unwrap_or(64);
        let case_vals: Vec<i128> = match ctx.get_attr(op, "case_values").map(|a| ctx.attr(a)) {
            Some(AttrData::DenseElements { values, .. }) => {
                let n = case_segs.len().max(1);
                let vals: Vec<i128> = values
                    .iter()
                    .map(|v| {
                        if let crate::ir::DenseValue::Int(i) = v {
                            *i
                        } else {
                            0
                        }
                    })
                    .collect();
                if vals.len() == 1 && n > 1 {
                    vec![vals[0]; n]
                } else {
                    vals
                }
            }
            _ => vec![],
        };
        self.indent += 1;
        self.newline();
        self.w("default: ");
        self.successor(succs[0], ctx.segment(op, 1));
        let case_ops = ctx.segment(op, 2).to_vec();
        let mut off = 0usize;
        for (i, s) in succs[1..].iter().enumerate() {
            self.w(",");
            self.newline();
            let v = case_vals.get(i).copied().unwrap_or(0);
            // Case values print unsigned.
            let u = if width >= 128 {
                v as u128
            } else {
                (v as u128) & ((1u128 << width) - 1)
            };
            let _ = write!(self.out, "{u}: ");
            let n = case_segs.get(i).copied().unwrap_or(0) as usize;
            let args = case_ops[off.min(case_ops.len())..(off + n).min(case_ops.len())].to_vec();
            off += n;
            self.successor(*s, &args);
        }
        self.indent -= 1;
        if succs.len() > 1 {
            self.newline();
        }
        self.w("]");
        self.attrs_except(op, &[]);
    }
}
