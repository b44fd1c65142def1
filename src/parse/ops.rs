//! Custom assembly forms of every registered op.

use super::lexer::Tok;
use super::{ArgDef, OpState, OperandRef, Parser};
use crate::diag::DResult;
use crate::ir::attrs::{CMPF_PREDICATES, CMPI_PREDICATES, ROUNDING_MODES};
use crate::ir::{
    ArithCustomOp, Attr, AttrData, BufferizationCustomOp, BuiltinCustomOp, CfCustomOp, CustomOp,
    FuncCustomOp, IndexCustomOp, LinalgCustomOp, MemRefCustomOp, OpKind, ScfCustomOp,
    TensorCustomOp, Type, TypeData, DYNAMIC,
};

mod affine;
mod arith;
mod bufferization;
mod builtin;
mod cf;
mod func;
mod index;
mod linalg;
mod linalg_pack;
mod memref;
mod scf;
mod tensor;
mod vector;

type Attrs = Vec<(String, Attr)>;

impl<'a> Parser<'a> {
    /// A type of the kind `ok` accepts (ODS's typed `type($x)`), else upstream's error at it.
    pub(super) fn parse_type_of_kind(&mut self, ok: fn(&TypeData) -> bool) -> DResult<Type> {
        let pos = self.pos();
        let t = self.parse_type()?;
        if !ok(self.ctx.ty(t)) {
            return Err(self.error_at(pos, "invalid kind of type specified"));
        }
        Ok(t)
    }

    pub(super) fn merge(attrs: &mut Attrs, more: Attrs) {
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
    pub(super) fn parse_optional_overflow(&mut self, attrs: &mut Attrs) -> DResult<()> {
        if self.eat_keyword("overflow") {
            self.expect_punct("<")?;
            let name = self.cur_op_kind.map_or("", |k| k.name());
            let bits = self.parse_overflow_flags(&format!("custom op '{name}' "))?;
            let a = self.ctx.intern_attr(AttrData::Overflow(bits));
            attrs.push(("overflowFlags".into(), a));
        }
        Ok(())
    }

    /// `fastmath<flags>` if present.
    pub(super) fn parse_optional_fastmath(&mut self, attrs: &mut Attrs) -> DResult<()> {
        if self.eat_keyword("fastmath") {
            self.expect_punct("<")?;
            let name = self.cur_op_kind.map_or("", |k| k.name());
            let bits = self.parse_fastmath_flags(&format!("custom op '{name}' "))?;
            let a = self.ctx.intern_attr(AttrData::FastMath(bits));
            attrs.push(("fastmath".into(), a));
        }
        Ok(())
    }

    /// A rounding mode keyword (`to_nearest_even`, ...) if present.
    pub(super) fn parse_optional_rounding_mode(&mut self, attrs: &mut Attrs) -> DResult<()> {
        if let Tok::BareId(k) = self.peek().clone() {
            if let Some(i) = ROUNDING_MODES.iter().position(|m| *m == k) {
                self.bump();
                // An i32 enum property, as upstream's generic form shows it.
                let i32t = self.ctx.int_type(32);
                let ra = self.ctx.int_attr(i as i128, i32t);
                attrs.push(("roundingmode".into(), ra));
            }
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
    pub(super) fn parse_reassociation(&mut self) -> DResult<Attr> {
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

    pub(super) fn seg(&mut self, sizes: &[usize]) -> (String, Attr) {
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

    /// A flat symbol reference (`@f`).
    pub(super) fn symbol_ref(&mut self) -> DResult<Attr> {
        let pos = self.pos();
        let a = self.parse_attribute(None)?;
        match self.ctx.attr(a) {
            AttrData::SymbolRef(path) if path.len() == 1 => Ok(a),
            // The custom forms that take a symbol (`func.call`, `func.constant`,
            // `memref.get_global`) take a flat one, as upstream's `FlatSymbolRefAttr`.
            AttrData::SymbolRef(_) => {
                let op = self.cur_op_kind.map_or("", |k| k.name());
                Err(self.error_at(
                    pos,
                    format!("custom op '{op}' invalid kind of attribute specified"),
                ))
            }
            _ => Err(self.error_at(pos, "expected symbol reference")),
        }
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
    pub(crate) fn parse_custom(&mut self, kind: OpKind, pos: usize) -> DResult<OpState> {
        let mut st = OpState::default();
        let Some(custom) = kind.custom_op() else {
            let format = kind.info().format.as_ref();
            let format = format.expect("registered ops have a custom form or a declared format");
            self.parse_declared(kind, format, &mut st)?;
            return Ok(st);
        };
        match custom {
            CustomOp::Builtin(k) => self.parse_builtin(k, &mut st, pos)?,
            CustomOp::Func(k) => self.parse_func_ops(k, &mut st, pos)?,
            CustomOp::Arith(k) => self.parse_arith(k, &mut st, pos)?,
            // Every math op has a declared format.
            CustomOp::Math(k) => match k {},
            CustomOp::Complex(k) => match k {},
            CustomOp::MemRef(k) => self.parse_memref(k, &mut st, pos)?,
            CustomOp::Scf(k) => self.parse_scf(k, &mut st, pos)?,
            CustomOp::Cf(k) => self.parse_cf(k, &mut st, pos)?,
            CustomOp::Bufferization(k) => self.parse_bufferization(k, &mut st, pos)?,
            CustomOp::Index(k) => self.parse_index(k, &mut st, pos)?,
            CustomOp::Vector(k) => self.parse_vector(k, &mut st, pos)?,
            CustomOp::Tensor(k) => self.parse_tensor(k, &mut st, pos)?,
            CustomOp::Linalg(k) => self.parse_linalg(k, &mut st, pos)?,
            CustomOp::Affine(k) => self.parse_affine(k, &mut st, pos)?,
        }
        Ok(st)
    }

    /// Return-like terminators of several dialects: `attr-dict ($operands^ : type($operands))?`.
    fn parse_return_like_form(&mut self, st: &mut OpState) -> DResult<()> {
        st.attrs = self.parse_optional_attr_dict()?;
        let refs = self.parse_operand_list()?;
        if !refs.is_empty() {
            self.expect_punct(":")?;
            let tpos = self.pos();
            let tys = self.parse_type_list()?;
            st.operands = self.resolve_listed(&refs, &tys, tpos)?.into();
        }
        Ok(())
    }
}
