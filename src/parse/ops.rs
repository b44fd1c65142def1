//! Custom assembly forms of every registered op.

use super::attrs::fastmath_bits;
use super::lexer::Tok;
use super::{ArgDef, OpState, OperandRef, Parser};
use crate::diag::DResult;
use crate::ir::attrs::{CMPF_PREDICATES, CMPI_PREDICATES, ROUNDING_MODES};
use crate::ir::{Attr, AttrData, OpKind, Type, TypeData, DYNAMIC};

type Attrs = Vec<(String, Attr)>;

impl<'a> Parser<'a> {
    fn merge(attrs: &mut Attrs, more: Attrs) {
        for (k, v) in more {
            if let Some(e) = attrs.iter_mut().find(|(kk, _)| *kk == k) {
                e.1 = v;
            } else {
                attrs.push((k, v));
            }
        }
    }

    fn index_ty(&mut self) -> Type {
        self.ctx.index_type()
    }

    /// `overflow<nsw, nuw>` if present.
    fn parse_optional_overflow(&mut self, attrs: &mut Attrs) -> DResult<()> {
        if self.eat_keyword("overflow") {
            let pos = self.pos();
            self.expect_punct("<")?;
            let mut bits = 0u8;
            loop {
                let f = self.parse_keyword()?;
                bits |= match f {
                    "nsw" => 1,
                    "nuw" => 2,
                    "none" => 0,
                    _ => {
                        return Err(self.error_at(
                            pos,
                            format!(
                            "expected one of [none, nsw, nuw] for integer overflow flags, got: {f}"
                        ),
                        ))
                    }
                };
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(">")?;
            let a = self.ctx.intern_attr(AttrData::Overflow(bits));
            attrs.push(("overflowFlags".into(), a));
        }
        Ok(())
    }

    /// `fastmath<flags>` if present.
    fn parse_optional_fastmath(&mut self, attrs: &mut Attrs) -> DResult<()> {
        if self.eat_keyword("fastmath") {
            let pos = self.pos();
            self.expect_punct("<")?;
            let mut flags = vec![self.parse_keyword()?];
            while self.eat_punct(",") {
                flags.push(self.parse_keyword()?);
            }
            self.expect_punct(">")?;
            let bits =
                fastmath_bits(&flags).ok_or_else(|| self.error_at(pos, "invalid fastmath flag"))?;
            let a = self.ctx.intern_attr(AttrData::FastMath(bits));
            attrs.push(("fastmath".into(), a));
        }
        Ok(())
    }

    /// `[%a, 4, %b]` mixed static/dynamic list (index operands).
    pub(crate) fn parse_dynamic_index_list(
        &mut self,
        open: &str,
        close: &str,
    ) -> DResult<(Vec<i64>, Vec<OperandRef<'a>>)> {
        self.expect_punct(open)?;
        let mut stat = Vec::new();
        let mut dynv = Vec::new();
        if !self.is_punct(close) {
            loop {
                if self.is_operand() {
                    dynv.push(self.parse_operand()?);
                    stat.push(DYNAMIC);
                } else {
                    stat.push(self.parse_i64()?);
                }
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(close)?;
        Ok((stat, dynv))
    }

    /// `[[0, 1], [2]]` reassociation indices.
    fn parse_reassociation(&mut self) -> DResult<Attr> {
        self.expect_punct("[")?;
        let mut groups = Vec::new();
        if !self.is_punct("]") {
            loop {
                self.expect_punct("[")?;
                let mut g = Vec::new();
                if !self.is_punct("]") {
                    loop {
                        let v = self.parse_i64()?;
                        g.push(self.ctx.i64_attr(v));
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct("]")?;
                groups.push(self.ctx.intern_attr(AttrData::Array(g)));
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct("]")?;
        Ok(self.ctx.intern_attr(AttrData::Array(groups)))
    }

    fn seg(&mut self, sizes: &[usize]) -> (String, Attr) {
        let v: Vec<i64> = sizes.iter().map(|s| *s as i64).collect();
        ("operandSegmentSizes".into(), self.ctx.dense_i32_array(&v))
    }

    fn i1_like(&mut self, t: Type) -> Type {
        let i1 = self.ctx.int_type(1);
        match self.ctx.ty(t).clone() {
            TypeData::Vector {
                shape, scalable, ..
            } => self.ctx.intern_type(TypeData::Vector {
                shape,
                scalable,
                elem: i1,
            }),
            TypeData::Tensor {
                shape, encoding, ..
            } => self.ctx.intern_type(TypeData::Tensor {
                shape,
                elem: i1,
                encoding,
            }),
            _ => i1,
        }
    }

    /// `(types)` or a single type after `->`, for op result lists.
    fn parse_arrow_types(&mut self) -> DResult<Vec<Type>> {
        if self.eat_punct("->") {
            if self.eat_punct("(") {
                let mut ts = Vec::new();
                if !self.is_punct(")") {
                    ts = self.parse_type_list()?;
                }
                self.expect_punct(")")?;
                Ok(ts)
            } else {
                self.parse_type_list()
            }
        } else {
            Ok(vec![])
        }
    }

    fn parse_region_into(
        &mut self,
        st: &mut OpState,
        args: &[ArgDef<'a>],
        term: Option<OpKind>,
    ) -> DResult<()> {
        let r = self.ctx.create_region();
        self.parse_region(r, args, false, term)?;
        st.regions.push(r);
        Ok(())
    }

    fn empty_region(&mut self, st: &mut OpState) {
        let r = self.ctx.create_region();
        st.regions.push(r);
    }

    fn parse_symbol_name(&mut self) -> DResult<String> {
        match self.peek().clone() {
            Tok::At(s) => {
                self.bump();
                Ok(String::from_utf8_lossy(&s).into_owned())
            }
            _ => self.err_expected("valid '@'-identifier for symbol name"),
        }
    }

    fn symbol_ref(&mut self) -> DResult<Attr> {
        let pos = self.pos();
        let a = self.parse_attribute(None)?;
        if !matches!(self.ctx.attr(a), AttrData::SymbolRef(_)) {
            return Err(self.error_at(pos, "expected symbol reference"));
        }
        Ok(a)
    }

    /// `(%a = %x, %b = %y)` assignment list; returns the bound names and the init operands.
    #[allow(clippy::type_complexity)]
    fn parse_assignment_list(&mut self) -> DResult<(Vec<(&'a str, usize)>, Vec<OperandRef<'a>>)> {
        self.expect_punct("(")?;
        let mut names = Vec::new();
        let mut inits = Vec::new();
        if !self.is_punct(")") {
            loop {
                let pos = self.pos();
                let Tok::Percent(n) = self.bump() else {
                    return Err(self.error_at(pos, "expected SSA value name"));
                };
                self.expect_punct("=")?;
                inits.push(self.parse_operand()?);
                names.push((n, pos));
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(")")?;
        Ok((names, inits))
    }

    /// `(%i, %j)` names of induction variables.
    fn parse_ivs(&mut self) -> DResult<Vec<(&'a str, usize)>> {
        self.expect_punct("(")?;
        let mut out = Vec::new();
        loop {
            let pos = self.pos();
            let Tok::Percent(n) = self.bump() else {
                return Err(self.error_at(pos, "expected SSA value name"));
            };
            out.push((n, pos));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")")?;
        Ok(out)
    }

    fn args(&mut self, names: &[(&'a str, usize)], tys: &[Type]) -> Vec<ArgDef<'a>> {
        names
            .iter()
            .zip(tys)
            .map(|((n, p), t)| {
                let loc = self.loc_at(*p);
                ArgDef {
                    name: n,
                    ty: *t,
                    loc,
                    pos: *p,
                }
            })
            .collect()
    }

    /// Parses the custom form of `kind`, starting after the op name.
    pub(crate) fn parse_custom(
        &mut self,
        kind: OpKind,
        pos: usize,
        num_results: usize,
    ) -> DResult<OpState> {
        use OpKind::*;
        let mut st = OpState::default();
        let name = kind.name();
        match kind {
            Module => {
                if let Tok::At(_) = self.peek() {
                    let n = self.parse_symbol_name()?;
                    let a = self.ctx.str_attr(&n);
                    st.attrs.push(("sym_name".into(), a));
                }
                let more = self.parse_optional_attr_dict_with_keyword()?;
                Self::merge(&mut st.attrs, more);
                let r = self.ctx.create_region();
                self.parse_region(r, &[], true, None)?;
                if self.ctx.region_is_empty(r) {
                    let b = self.ctx.create_block();
                    self.ctx.append_block(r, b);
                }
                st.regions.push(r);
            }
            UnrealizedConversionCast => {
                let refs = self.parse_operand_list()?;
                let mut in_tys = Vec::new();
                if !refs.is_empty() {
                    self.expect_punct(":")?;
                    in_tys = self.parse_type_list()?;
                }
                self.expect_keyword("to")?;
                st.result_types = self.parse_type_list()?;
                st.attrs = self.parse_optional_attr_dict()?;
                if in_tys.len() != refs.len() {
                    return Err(self.error_at(
                        pos,
                        format!(
                            "{} operands present, but expected {}",
                            refs.len(),
                            in_tys.len()
                        ),
                    ));
                }
                st.operands = self.resolve_all(&refs, &in_tys)?;
            }
            FuncFunc => self.parse_func(&mut st)?,
            FuncReturn | ScfYield | MemRefAllocaScopeReturn | ScfReduceReturn => {
                st.attrs = self.parse_optional_attr_dict()?;
                let refs = self.parse_operand_list()?;
                if !refs.is_empty() {
                    self.expect_punct(":")?;
                    let tpos = self.pos();
                    let tys = self.parse_type_list()?;
                    if tys.len() != refs.len() {
                        return Err(self.error_at(
                            tpos,
                            format!(
                                "{} operands present, but expected {}",
                                refs.len(),
                                tys.len()
                            ),
                        ));
                    }
                    st.operands = self.resolve_all(&refs, &tys)?;
                }
            }
            FuncCall => {
                let callee = self.symbol_ref()?;
                st.attrs.push(("callee".into(), callee));
                let refs = self.parse_paren_operands()?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                self.func_type_operands(&mut st, &refs)?;
            }
            FuncCallIndirect => {
                let f = self.parse_operand()?;
                let refs = self.parse_paren_operands()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let fty = self.parse_type()?;
                let fv = self.resolve(&f, fty)?;
                let TypeData::Function { inputs, results } = self.ctx.ty(fty).clone() else {
                    return Err(self.error_at(pos, "expected function type"));
                };
                if inputs.len() != refs.len() {
                    return Err(self.error_at(
                        pos,
                        format!(
                            "{} operands present, but expected {}",
                            refs.len(),
                            inputs.len()
                        ),
                    ));
                }
                st.operands = vec![fv];
                st.operands.extend(self.resolve_all(&refs, &inputs)?);
                st.result_types = results;
            }
            FuncConstant => {
                let s = self.symbol_ref()?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("value".into(), s));
                st.result_types = vec![self.parse_colon_type()?];
            }
            ArithConstant => {
                st.attrs = self.parse_optional_attr_dict()?;
                let vpos = self.pos();
                let v = self.parse_attribute(None)?;
                let ty = match self.ctx.attr(v) {
                    AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => *ty,
                    AttrData::DenseElements { ty, .. } => *ty,
                    _ => return Err(self.error_at(vpos, "'arith.constant' op failed to verify that result and attribute have the same type")),
                };
                st.attrs.push(("value".into(), v));
                st.result_types = vec![ty];
            }
            ArithAddI | ArithSubI | ArithMulI | ArithShLI | ArithDivSI | ArithDivUI
            | ArithRemSI | ArithRemUI | ArithCeilDivSI | ArithCeilDivUI | ArithFloorDivSI
            | ArithAndI | ArithOrI | ArithXOrI | ArithShRSI | ArithShRUI | ArithMaxSI
            | ArithMaxUI | ArithMinSI | ArithMinUI | ArithAddF | ArithSubF | ArithMulF
            | ArithDivF | ArithRemF | ArithMaximumF | ArithMinimumF | ArithMaxNumF
            | ArithMinNumF | MathPowF | MathCopySign => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                self.parse_optional_overflow(&mut st.attrs)?;
                self.parse_optional_fastmath(&mut st.attrs)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t = self.parse_colon_type()?;
                st.operands = self.resolve_same(&[a, b], t)?;
                st.result_types = vec![t];
            }
            ArithNegF | MathSqrt | MathRsqrt | MathExp | MathLog | MathSin | MathCos | MathTanh
            | MathAbsF | MathAbsI | MathFloor | MathCeil => {
                let a = self.parse_operand()?;
                self.parse_optional_fastmath(&mut st.attrs)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t = self.parse_colon_type()?;
                st.operands = self.resolve_same(&[a], t)?;
                st.result_types = vec![t];
            }
            MathFma => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                self.expect_punct(",")?;
                let c = self.parse_operand()?;
                self.parse_optional_fastmath(&mut st.attrs)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t = self.parse_colon_type()?;
                st.operands = self.resolve_same(&[a, b, c], t)?;
                st.result_types = vec![t];
            }
            ArithCmpI | ArithCmpF => {
                let ppos = self.pos();
                let pred = match self.bump() {
                    Tok::BareId(s) => s.to_string(),
                    Tok::Str(s) => String::from_utf8_lossy(&s).into_owned(),
                    _ => return Err(self.error_at(ppos, "expected string or keyword containing one of the following enum values for attribute 'predicate'")),
                };
                let table: &[&str] = if kind == ArithCmpI {
                    &CMPI_PREDICATES
                } else {
                    &CMPF_PREDICATES
                };
                let Some(pi) = table.iter().position(|p| *p == pred) else {
                    return Err(self.error_at(ppos, format!("invalid predicate '{pred}'")));
                };
                let pa = self.ctx.i64_attr(pi as i64);
                st.attrs.push(("predicate".into(), pa));
                self.expect_punct(",")?;
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                if kind == ArithCmpF {
                    self.parse_optional_fastmath(&mut st.attrs)?;
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t = self.parse_colon_type()?;
                st.operands = self.resolve_same(&[a, b], t)?;
                st.result_types = vec![self.i1_like(t)];
            }
            ArithSelect => {
                let c = self.parse_operand()?;
                self.expect_punct(",")?;
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let t1 = self.parse_type()?;
                let (ct, t) = if self.eat_punct(",") {
                    (t1, self.parse_type()?)
                } else {
                    (self.ctx.int_type(1), t1)
                };
                st.operands = vec![
                    self.resolve(&c, ct)?,
                    self.resolve(&a, t)?,
                    self.resolve(&b, t)?,
                ];
                st.result_types = vec![t];
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
                let a = self.parse_operand()?;
                if kind == ArithTruncI {
                    self.parse_optional_overflow(&mut st.attrs)?;
                }
                if kind == ArithTruncF {
                    if let Tok::BareId(k) = self.peek().clone() {
                        if let Some(i) = ROUNDING_MODES.iter().position(|m| *m == k) {
                            self.bump();
                            let ra = self.ctx.intern_attr(AttrData::RoundingMode(i as u8));
                            st.attrs.push(("roundingmode".into(), ra));
                        }
                    }
                }
                if matches!(kind, ArithExtF | ArithTruncF) {
                    self.parse_optional_fastmath(&mut st.attrs)?;
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&a, t1)?];
                st.result_types = vec![t2];
            }
            ArithMulUIExtended | ArithMulSIExtended | ArithAddUIExtended => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t = self.parse_colon_type()?;
                st.operands = self.resolve_same(&[a, b], t)?;
                if kind == ArithAddUIExtended {
                    self.expect_punct(",")?;
                    let ot = self.parse_type()?;
                    st.result_types = vec![t, ot];
                } else {
                    st.result_types = vec![t, t];
                }
            }
            MemRefAlloc | MemRefAlloca => {
                let dyn_refs = self.parse_paren_operands()?;
                let mut sym_refs = Vec::new();
                if self.eat_punct("[") {
                    sym_refs = self.parse_operand_list()?;
                    self.expect_punct("]")?;
                }
                st.attrs = self.parse_optional_attr_dict()?;
                let t = self.parse_colon_type()?;
                let it = self.index_ty();
                st.operands = self.resolve_same(&dyn_refs, it)?;
                st.operands.extend(self.resolve_same(&sym_refs, it)?);
                let seg = self.seg(&[dyn_refs.len(), sym_refs.len()]);
                st.attrs.push(seg);
                st.result_types = vec![t];
            }
            MemRefRealloc => {
                let src = self.parse_operand()?;
                let mut size = Vec::new();
                if self.eat_punct("(") {
                    size.push(self.parse_operand()?);
                    self.expect_punct(")")?;
                }
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                st.operands.extend(self.resolve_same(&size, it)?);
                st.result_types = vec![t2];
            }
            MemRefDealloc | MemRefRank => {
                let a = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t = self.parse_colon_type()?;
                st.operands = vec![self.resolve(&a, t)?];
                if kind == MemRefRank {
                    st.result_types = vec![self.index_ty()];
                }
            }
            MemRefLoad | MemRefStore => {
                let mut val = None;
                if kind == MemRefStore {
                    val = Some(self.parse_operand()?);
                    self.expect_punct(",")?;
                }
                let m = self.parse_operand()?;
                self.expect_punct("[")?;
                let idx = self.parse_operand_list()?;
                self.expect_punct("]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let tpos = self.pos();
                let t = self.parse_colon_type()?;
                let Some(elem) = self.ctx.ty(t).elem().filter(|_| self.ctx.ty(t).is_memref())
                else {
                    return Err(self.error_at(tpos, "expected memref type"));
                };
                let it = self.index_ty();
                if let Some(v) = val {
                    st.operands.push(self.resolve(&v, elem)?);
                }
                st.operands.push(self.resolve(&m, t)?);
                st.operands.extend(self.resolve_same(&idx, it)?);
                if kind == MemRefLoad {
                    st.result_types = vec![elem];
                }
            }
            MemRefCopy => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&a, t1)?, self.resolve(&b, t2)?];
            }
            MemRefSubView => {
                let src = self.parse_operand()?;
                let (so, o) = self.parse_dynamic_index_list("[", "]")?;
                let (ss, s) = self.parse_dynamic_index_list("[", "]")?;
                let (sst, stv) = self.parse_dynamic_index_list("[", "]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                for l in [&o, &s, &stv] {
                    let v = self.resolve_same(l, it)?;
                    st.operands.extend(v);
                }
                let seg = self.seg(&[1, o.len(), s.len(), stv.len()]);
                st.attrs.push(seg);
                let (a, b, c) = (
                    self.ctx.dense_i64_array(&so),
                    self.ctx.dense_i64_array(&ss),
                    self.ctx.dense_i64_array(&sst),
                );
                st.attrs.push(("static_offsets".into(), a));
                st.attrs.push(("static_sizes".into(), b));
                st.attrs.push(("static_strides".into(), c));
                st.result_types = vec![t2];
            }
            MemRefReinterpretCast => {
                let src = self.parse_operand()?;
                self.expect_keyword("to")?;
                self.expect_keyword("offset")?;
                self.expect_punct(":")?;
                let (so, o) = self.parse_dynamic_index_list("[", "]")?;
                self.expect_punct(",")?;
                self.expect_keyword("sizes")?;
                self.expect_punct(":")?;
                let (ss, s) = self.parse_dynamic_index_list("[", "]")?;
                self.expect_punct(",")?;
                self.expect_keyword("strides")?;
                self.expect_punct(":")?;
                let (sst, stv) = self.parse_dynamic_index_list("[", "]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                for l in [&o, &s, &stv] {
                    let v = self.resolve_same(l, it)?;
                    st.operands.extend(v);
                }
                let seg = self.seg(&[1, o.len(), s.len(), stv.len()]);
                st.attrs.push(seg);
                let (a, b, c) = (
                    self.ctx.dense_i64_array(&so),
                    self.ctx.dense_i64_array(&ss),
                    self.ctx.dense_i64_array(&sst),
                );
                st.attrs.push(("static_offsets".into(), a));
                st.attrs.push(("static_sizes".into(), b));
                st.attrs.push(("static_strides".into(), c));
                st.result_types = vec![t2];
            }
            MemRefView => {
                let src = self.parse_operand()?;
                self.expect_punct("[")?;
                let shift = self.parse_operand()?;
                self.expect_punct("]")?;
                self.expect_punct("[")?;
                let sizes = self.parse_operand_list()?;
                self.expect_punct("]")?;
                st.attrs = self.parse_optional_attr_dict()?;
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                let it = self.index_ty();
                st.operands = vec![self.resolve(&src, t1)?, self.resolve(&shift, it)?];
                st.operands.extend(self.resolve_same(&sizes, it)?);
                st.result_types = vec![t2];
            }
            MemRefExpandShape | MemRefCollapseShape => {
                let src = self.parse_operand()?;
                let re = self.parse_reassociation()?;
                st.attrs.push(("reassociation".into(), re));
                let mut dynv = Vec::new();
                if kind == MemRefExpandShape {
                    self.expect_keyword("output_shape")?;
                    let (s, d) = self.parse_dynamic_index_list("[", "]")?;
                    let a = self.ctx.dense_i64_array(&s);
                    st.attrs.push(("static_output_shape".into(), a));
                    dynv = d;
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("into")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                let it = self.index_ty();
                st.operands.extend(self.resolve_same(&dynv, it)?);
                st.result_types = vec![t2];
            }
            MemRefTranspose => {
                let src = self.parse_operand()?;
                let m = self.parse_affine_map()?;
                let ma = self.ctx.intern_attr(AttrData::AffineMap(m));
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("permutation".into(), ma));
                let t1 = self.parse_colon_type()?;
                self.expect_keyword("to")?;
                let t2 = self.parse_type()?;
                st.operands = vec![self.resolve(&src, t1)?];
                st.result_types = vec![t2];
            }
            MemRefDim => {
                st.attrs = self.parse_optional_attr_dict()?;
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let i = self.parse_operand()?;
                let t = self.parse_colon_type()?;
                let it = self.index_ty();
                st.operands = vec![self.resolve(&a, t)?, self.resolve(&i, it)?];
                st.result_types = vec![it];
            }
            MemRefExtractStridedMetadata | MemRefExtractAlignedPointerAsIndex => {
                let a = self.parse_operand()?;
                let t = self.parse_colon_type()?;
                self.expect_punct("->")?;
                st.result_types = self.parse_type_list()?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.operands = vec![self.resolve(&a, t)?];
            }
            MemRefGlobal => self.parse_global(&mut st)?,
            MemRefGetGlobal => {
                let s = self.symbol_ref()?;
                st.result_types = vec![self.parse_colon_type()?];
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("name".into(), s));
            }
            MemRefAllocaScope => {
                st.result_types = self.parse_arrow_types()?;
                self.parse_region_into(&mut st, &[], Some(MemRefAllocaScopeReturn))?;
                st.attrs = self.parse_optional_attr_dict()?;
            }
            MemRefAssumeAlignment => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let al = self.parse_i64()?;
                let i32t = self.ctx.int_type(32);
                let aa = self.ctx.int_attr(al as i128, i32t);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("alignment".into(), aa));
                let t = self.parse_colon_type()?;
                st.operands = vec![self.resolve(&a, t)?];
                st.result_types = vec![t];
            }
            ScfFor => self.parse_scf_for(&mut st)?,
            ScfIf => {
                let c = self.parse_operand()?;
                let i1 = self.ctx.int_type(1);
                st.operands = vec![self.resolve(&c, i1)?];
                st.result_types = self.parse_arrow_types()?;
                self.parse_region_into(&mut st, &[], Some(ScfYield))?;
                if self.eat_keyword("else") {
                    self.parse_region_into(&mut st, &[], Some(ScfYield))?;
                } else {
                    self.empty_region(&mut st);
                }
                st.attrs = self.parse_optional_attr_dict()?;
            }
            ScfWhile => {
                let (names, inits) = if self.is_punct("(") {
                    self.parse_assignment_list()?
                } else {
                    (vec![], vec![])
                };
                self.expect_punct(":")?;
                let fpos = self.pos();
                let fty = self.parse_type()?;
                let TypeData::Function { inputs, results } = self.ctx.ty(fty).clone() else {
                    return Err(self.error_at(fpos, "expected function type"));
                };
                if inputs.len() != inits.len() {
                    return Err(self.error_at(fpos, "expected as many input types as operands"));
                }
                st.operands = self.resolve_all(&inits, &inputs)?;
                st.result_types = results;
                let args = self.args(&names, &inputs);
                self.parse_region_into(&mut st, &args, None)?;
                self.expect_keyword("do")?;
                self.parse_region_into(&mut st, &[], None)?;
                st.attrs = self.parse_optional_attr_dict_with_keyword()?;
            }
            ScfCondition => {
                self.expect_punct("(")?;
                let c = self.parse_operand()?;
                self.expect_punct(")")?;
                let i1 = self.ctx.int_type(1);
                st.operands = vec![self.resolve(&c, i1)?];
                st.attrs = self.parse_optional_attr_dict()?;
                let refs = self.parse_operand_list()?;
                if !refs.is_empty() {
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    if tys.len() != refs.len() {
                        return Err(self.error_at(
                            pos,
                            format!(
                                "{} operands present, but expected {}",
                                refs.len(),
                                tys.len()
                            ),
                        ));
                    }
                    st.operands.extend(self.resolve_all(&refs, &tys)?);
                }
            }
            ScfExecuteRegion => {
                st.result_types = self.parse_arrow_types()?;
                if self.eat_keyword("no_inline") {
                    let u = self.ctx.unit_attr();
                    st.attrs.push(("no_inline".into(), u));
                }
                self.parse_region_into(&mut st, &[], None)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
            }
            ScfIndexSwitch => {
                let a = self.parse_operand()?;
                let it = self.index_ty();
                st.operands = vec![self.resolve(&a, it)?];
                st.result_types = self.parse_arrow_types()?;
                let mut cases = Vec::new();
                let mut case_regions = Vec::new();
                while self.eat_keyword("case") {
                    let cpos = self.pos();
                    let v = self.parse_i64()?;
                    if cases.contains(&v) {
                        return Err(self.error_at(cpos, format!("duplicate case value: {v}")));
                    }
                    cases.push(v);
                    let r = self.ctx.create_region();
                    self.parse_region(r, &[], false, Some(ScfYield))?;
                    case_regions.push(r);
                }
                self.expect_keyword("default")?;
                let d = self.ctx.create_region();
                self.parse_region(d, &[], false, Some(ScfYield))?;
                st.regions.push(d);
                st.regions.extend(case_regions);
                let ca = self.ctx.dense_i64_array(&cases);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("cases".into(), ca));
            }
            ScfParallel => {
                let ivs = self.parse_ivs()?;
                self.expect_punct("=")?;
                let lbs = self.parse_paren_operands()?;
                self.expect_keyword("to")?;
                let ubs = self.parse_paren_operands()?;
                self.expect_keyword("step")?;
                let steps = self.parse_paren_operands()?;
                let mut inits = Vec::new();
                if self.eat_keyword("init") {
                    inits = self.parse_paren_operands()?;
                }
                st.result_types = self.parse_arrow_types()?;
                if lbs.len() != ivs.len() || ubs.len() != ivs.len() || steps.len() != ivs.len() {
                    return Err(self.error_at(
                        pos,
                        "expected as many bounds and steps as induction variables",
                    ));
                }
                if inits.len() != st.result_types.len() {
                    return Err(self.error_at(
                        pos,
                        "expects number of results to be the same as number of reductions",
                    ));
                }
                let it = self.index_ty();
                for l in [&lbs, &ubs, &steps] {
                    let v = self.resolve_same(l, it)?;
                    st.operands.extend(v);
                }
                let rt = st.result_types.clone();
                st.operands.extend(self.resolve_all(&inits, &rt)?);
                let seg = self.seg(&[lbs.len(), ubs.len(), steps.len(), inits.len()]);
                let tys = vec![it; ivs.len()];
                let args = self.args(&ivs, &tys);
                self.parse_region_into(&mut st, &args, Some(ScfReduce))?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(seg);
            }
            ScfReduce => {
                if self.eat_punct("(") {
                    let refs = self.parse_operand_list()?;
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    self.expect_punct(")")?;
                    if tys.len() != refs.len() {
                        return Err(self.error_at(pos, "expected as many types as operands"));
                    }
                    st.operands = self.resolve_all(&refs, &tys)?;
                    for _ in 0..refs.len() {
                        self.parse_region_into(&mut st, &[], None)?;
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                st.attrs = self.parse_optional_attr_dict()?;
            }
            ScfForall => self.parse_forall(&mut st)?,
            ScfForallInParallel => {
                self.parse_region_into(&mut st, &[], None)?;
                st.attrs = self.parse_optional_attr_dict()?;
            }
            CfBr => {
                let (b, args) = self.parse_successor()?;
                st.successors = vec![b];
                st.operands = args;
                st.attrs = self.parse_optional_attr_dict()?;
            }
            CfCondBr => {
                let c = self.parse_operand()?;
                let i1 = self.ctx.int_type(1);
                st.operands = vec![self.resolve(&c, i1)?];
                if self.eat_keyword("weights") {
                    self.expect_punct("(")?;
                    self.expect_punct("[")?;
                    let a = self.parse_i64()?;
                    self.expect_punct(",")?;
                    let b = self.parse_i64()?;
                    self.expect_punct("]")?;
                    self.expect_punct(")")?;
                    let w = self.ctx.dense_i32_array(&[a, b]);
                    st.attrs.push(("branch_weights".into(), w));
                }
                self.expect_punct(",")?;
                let (t, targs) = self.parse_successor()?;
                self.expect_punct(",")?;
                let (f, fargs) = self.parse_successor()?;
                let seg = self.seg(&[1, targs.len(), fargs.len()]);
                st.attrs.push(seg);
                st.operands.extend(targs);
                st.operands.extend(fargs);
                st.successors = vec![t, f];
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
            }
            CfSwitch => {
                let flag = self.parse_operand()?;
                let t = self.parse_colon_type()?;
                st.operands = vec![self.resolve(&flag, t)?];
                self.expect_punct(",")?;
                self.expect_punct("[")?;
                self.expect_keyword("default")?;
                self.expect_punct(":")?;
                let (d, dargs) = self.parse_successor()?;
                let ndef = dargs.len();
                st.operands.extend(dargs);
                st.successors.push(d);
                let mut case_vals = Vec::new();
                let mut case_segs = Vec::new();
                while self.eat_punct(",") {
                    let v = self.parse_i64()?;
                    self.expect_punct(":")?;
                    let (b, args) = self.parse_successor()?;
                    case_vals.push(v);
                    case_segs.push(args.len() as i64);
                    st.operands.extend(args);
                    st.successors.push(b);
                }
                self.expect_punct("]")?;
                let total: i64 = case_segs.iter().sum();
                let seg = self.seg(&[1, ndef, total as usize]);
                st.attrs.push(seg);
                let cs = self.ctx.dense_i32_array(&case_segs);
                st.attrs.push(("case_operand_segments".into(), cs));
                if !case_vals.is_empty() {
                    let vty = self.ctx.intern_type(TypeData::Vector {
                        shape: vec![case_vals.len() as i64],
                        scalable: vec![false],
                        elem: t,
                    });
                    let values = case_vals
                        .iter()
                        .map(|v| crate::ir::DenseValue::Int(self.ctx.normalize_int(*v as i128, t)))
                        .collect::<Vec<_>>();
                    let values = if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
                        vec![values[0]]
                    } else {
                        values
                    };
                    let cv = self
                        .ctx
                        .intern_attr(AttrData::DenseElements { ty: vty, values });
                    st.attrs.push(("case_values".into(), cv));
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
            }
            CfAssert => {
                let c = self.parse_operand()?;
                let i1 = self.ctx.int_type(1);
                st.operands = vec![self.resolve(&c, i1)?];
                self.expect_punct(",")?;
                let Tok::Str(s) = self.peek().clone() else {
                    return self.err_expected("string");
                };
                self.bump();
                let m = self.ctx.intern_attr(AttrData::String {
                    bytes: s.into_owned(),
                    ty: None,
                });
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("msg".into(), m));
            }
            BufferizationDealloc => {
                let mut memrefs = Vec::new();
                let mut conds = Vec::new();
                let mut retained = Vec::new();
                if self.eat_punct("(") {
                    let refs = self.parse_operand_list()?;
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    self.expect_punct(")")?;
                    if tys.len() != refs.len() {
                        return Err(self.error_at(
                            pos,
                            format!(
                                "{} operands present, but expected {}",
                                refs.len(),
                                tys.len()
                            ),
                        ));
                    }
                    memrefs = self.resolve_all(&refs, &tys)?;
                    self.expect_keyword("if")?;
                    let crefs = self.parse_paren_operands()?;
                    let i1 = self.ctx.int_type(1);
                    conds = self.resolve_same(&crefs, i1)?;
                }
                if self.eat_keyword("retain") {
                    self.expect_punct("(")?;
                    let refs = self.parse_operand_list()?;
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    self.expect_punct(")")?;
                    if tys.len() != refs.len() {
                        return Err(self.error_at(
                            pos,
                            format!(
                                "{} operands present, but expected {}",
                                refs.len(),
                                tys.len()
                            ),
                        ));
                    }
                    retained = self.resolve_all(&refs, &tys)?;
                }
                let seg = self.seg(&[memrefs.len(), conds.len(), retained.len()]);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(seg);
                let i1 = self.ctx.int_type(1);
                st.result_types = vec![i1; retained.len()];
                st.operands = memrefs;
                st.operands.extend(conds);
                st.operands.extend(retained);
            }
            Unregistered => unreachable!("unregistered ops have no custom form"),
        }
        let _ = (name, num_results);
        Ok(st)
    }

    fn func_type_operands(&mut self, st: &mut OpState, refs: &[OperandRef<'a>]) -> DResult<()> {
        let fpos = self.pos();
        let fty = self.parse_type()?;
        let TypeData::Function { inputs, results } = self.ctx.ty(fty).clone() else {
            return Err(self.error_at(fpos, "expected function type"));
        };
        if inputs.len() != refs.len() {
            return Err(self.error_at(
                fpos,
                format!(
                    "{} operands present, but expected {}",
                    refs.len(),
                    inputs.len()
                ),
            ));
        }
        st.operands = self.resolve_all(refs, &inputs)?;
        st.result_types = results;
        Ok(())
    }

    fn parse_func(&mut self, st: &mut OpState) -> DResult<()> {
        if let Tok::BareId(v) = self.peek().clone() {
            if matches!(v, "private" | "public" | "nested") {
                self.bump();
                let a = self.ctx.str_attr(v);
                st.attrs.push(("sym_visibility".into(), a));
            }
        }
        let name = self.parse_symbol_name()?;
        let na = self.ctx.str_attr(&name);
        st.attrs.push(("sym_name".into(), na));
        let (args, arg_attrs, named) = self.parse_arg_list_with_attrs(true)?;
        let mut results = Vec::new();
        let mut res_attrs = Vec::new();
        if self.eat_punct("->") {
            if self.is_punct("(") {
                let save = self.pos();
                self.bump();
                if !self.is_punct(")") {
                    loop {
                        results.push(self.parse_type()?);
                        res_attrs.push(self.parse_optional_attr_dict()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct(")")?;
                if self.is_punct("->") {
                    self.reset_to(save);
                    results = vec![self.parse_type()?];
                    res_attrs = vec![vec![]];
                }
            } else {
                results.push(self.parse_type()?);
                res_attrs.push(vec![]);
            }
        }
        let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
        let fty = self.ctx.intern_type(TypeData::Function { inputs, results });
        let fta = self.ctx.intern_attr(AttrData::Type(fty));
        st.attrs.push(("function_type".into(), fta));
        let more_pos = self.pos();
        let more = self.parse_optional_attr_dict_with_keyword()?;
        for (k, _) in &more {
            if matches!(k.as_str(), "sym_visibility" | "sym_name" | "function_type") {
                return Err(self.error_at(more_pos, format!("'{k}' is an inherent attribute and may not be set in the attribute dictionary")));
            }
        }
        Self::merge(&mut st.attrs, more);
        for (key, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
            if list.iter().any(|d| !d.is_empty()) {
                let dicts: Vec<Attr> = list
                    .into_iter()
                    .map(|d| self.ctx.intern_attr(AttrData::Dict(d)))
                    .collect();
                let a = self.ctx.intern_attr(AttrData::Array(dicts));
                st.attrs.push((key.into(), a));
            }
        }
        let r = self.ctx.create_region();
        if self.is_punct("{") {
            if !named && !args.is_empty() {
                return Err(self.error_at(
                    self.pos(),
                    "expected named arguments for a function definition",
                ));
            }
            self.set_next_region_default_dialect("func");
            self.parse_region(r, &args, true, None)?;
        }
        st.regions.push(r);
        Ok(())
    }

    fn parse_global(&mut self, st: &mut OpState) -> DResult<()> {
        if let Tok::Str(v) = self.peek().clone() {
            self.bump();
            let a = self.ctx.intern_attr(AttrData::String {
                bytes: v.into_owned(),
                ty: None,
            });
            st.attrs.push(("sym_visibility".into(), a));
        }
        if self.eat_keyword("constant") {
            let u = self.ctx.unit_attr();
            st.attrs.push(("constant".into(), u));
        }
        let name = self.parse_symbol_name()?;
        let na = self.ctx.str_attr(&name);
        st.attrs.push(("sym_name".into(), na));
        let tpos = self.pos();
        let t = self.parse_colon_type()?;
        let ta = self.ctx.intern_attr(AttrData::Type(t));
        st.attrs.push(("type".into(), ta));
        if self.eat_punct("=") {
            if self.eat_keyword("uninitialized") {
                let u = self.ctx.unit_attr();
                st.attrs.push(("initial_value".into(), u));
            } else {
                let TypeData::MemRef { shape, elem, .. } = self.ctx.ty(t).clone() else {
                    return Err(self.error_at(
                        tpos,
                        "type should be static shaped memref, but got ".to_string()
                            + &self.type_str(t),
                    ));
                };
                let tt = self.ctx.intern_type(TypeData::Tensor {
                    shape,
                    elem,
                    encoding: None,
                });
                let v = self.parse_attribute(Some(tt))?;
                st.attrs.push(("initial_value".into(), v));
            }
        }
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }

    fn parse_scf_for(&mut self, st: &mut OpState) -> DResult<()> {
        if self.eat_keyword("unsigned") {
            let u = self.ctx.unit_attr();
            st.attrs.push(("unsignedCmp".into(), u));
        }
        let ivpos = self.pos();
        let Tok::Percent(iv) = self.bump() else {
            return Err(self.error_at(ivpos, "expected SSA value name"));
        };
        self.expect_punct("=")?;
        let lb = self.parse_operand()?;
        self.expect_keyword("to")?;
        let ub = self.parse_operand()?;
        self.expect_keyword("step")?;
        let step = self.parse_operand()?;
        let mut names = Vec::new();
        let mut inits = Vec::new();
        let mut tys = Vec::new();
        if self.eat_keyword("iter_args") {
            let (n, i) = self.parse_assignment_list()?;
            names = n;
            inits = i;
            tys = self.parse_arrow_types()?;
            if tys.len() != inits.len() {
                return Err(self.error_at(
                    ivpos,
                    "mismatch in number of loop-carried values and defined values",
                ));
            }
        }
        let ivt = if self.eat_punct(":") {
            self.parse_type()?
        } else {
            self.index_ty()
        };
        st.operands = self.resolve_same(&[lb, ub, step], ivt)?;
        st.operands.extend(self.resolve_all(&inits, &tys)?);
        st.result_types = tys.clone();
        let mut all_names = vec![(iv, ivpos)];
        all_names.extend(names);
        let mut all_tys = vec![ivt];
        all_tys.extend(tys);
        let args = self.args(&all_names, &all_tys);
        self.parse_region_into(st, &args, Some(OpKind::ScfYield))?;
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }

    fn parse_forall(&mut self, st: &mut OpState) -> DResult<()> {
        let ivs = self.parse_ivs()?;
        let n = ivs.len();
        let it = self.index_ty();
        let (lbs, lbd, ubs, ubd, steps, stepd);
        if self.eat_keyword("in") {
            let (u, ud) = self.parse_dynamic_index_list("(", ")")?;
            lbs = vec![0; u.len()];
            lbd = vec![];
            ubs = u;
            ubd = ud;
            steps = vec![1; ubs.len()];
            stepd = vec![];
        } else {
            self.expect_punct("=")?;
            let (l, ld) = self.parse_dynamic_index_list("(", ")")?;
            self.expect_keyword("to")?;
            let (u, ud) = self.parse_dynamic_index_list("(", ")")?;
            self.expect_keyword("step")?;
            let (s, sd) = self.parse_dynamic_index_list("(", ")")?;
            lbs = l;
            lbd = ld;
            ubs = u;
            ubd = ud;
            steps = s;
            stepd = sd;
        }
        if ubs.len() != n || lbs.len() != n || steps.len() != n {
            return Err(self.error_at(
                self.pos(),
                "mismatch between the number of loops and the number of bounds",
            ));
        }
        let mut out_names = Vec::new();
        let mut outs = Vec::new();
        if self.eat_keyword("shared_outs") {
            let (nm, o) = self.parse_assignment_list()?;
            out_names = nm;
            outs = o;
        }
        st.result_types = self.parse_arrow_types()?;
        if st.result_types.len() != outs.len() {
            return Err(self.error_at(
                self.pos(),
                "mismatch between the number of shared outputs and result types",
            ));
        }
        for l in [&lbd, &ubd, &stepd] {
            let v = self.resolve_same(l, it)?;
            st.operands.extend(v);
        }
        let rt = st.result_types.clone();
        st.operands.extend(self.resolve_all(&outs, &rt)?);
        let seg = self.seg(&[lbd.len(), ubd.len(), stepd.len(), outs.len()]);
        let mut names = ivs;
        names.extend(out_names);
        let mut tys = vec![it; n];
        tys.extend(rt);
        let args = self.args(&names, &tys);
        self.parse_region_into(st, &args, Some(OpKind::ScfForallInParallel))?;
        st.attrs = self.parse_optional_attr_dict()?;
        st.attrs.push(seg);
        let (a, b, c) = (
            self.ctx.dense_i64_array(&lbs),
            self.ctx.dense_i64_array(&ubs),
            self.ctx.dense_i64_array(&steps),
        );
        st.attrs.push(("staticLowerBound".into(), a));
        st.attrs.push(("staticUpperBound".into(), b));
        st.attrs.push(("staticStep".into(), c));
        Ok(())
    }
}
