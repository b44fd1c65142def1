//! Custom forms of arith ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_arith(&mut self, k: ArithOp, st: &mut OpState, _pos: usize) -> DResult<()> {
        use OpKind::*;
        let kind = OpKind::from(k);
        match k {
            ArithOp::ArithConstant => {
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
            ArithOp::ArithAddI
            | ArithOp::ArithSubI
            | ArithOp::ArithMulI
            | ArithOp::ArithShLI
            | ArithOp::ArithDivSI
            | ArithOp::ArithDivUI
            | ArithOp::ArithRemSI
            | ArithOp::ArithRemUI
            | ArithOp::ArithCeilDivSI
            | ArithOp::ArithCeilDivUI
            | ArithOp::ArithFloorDivSI
            | ArithOp::ArithAndI
            | ArithOp::ArithOrI
            | ArithOp::ArithXOrI
            | ArithOp::ArithShRSI
            | ArithOp::ArithShRUI
            | ArithOp::ArithMaxSI
            | ArithOp::ArithMaxUI
            | ArithOp::ArithMinSI
            | ArithOp::ArithMinUI
            | ArithOp::ArithAddF
            | ArithOp::ArithSubF
            | ArithOp::ArithMulF
            | ArithOp::ArithDivF
            | ArithOp::ArithRemF
            | ArithOp::ArithMaximumF
            | ArithOp::ArithMinimumF
            | ArithOp::ArithMaxNumF
            | ArithOp::ArithMinNumF => self.parse_binary_form(st)?,
            ArithOp::ArithNegF => self.parse_unary_form(st)?,
            ArithOp::ArithCmpI | ArithOp::ArithCmpF => {
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
            ArithOp::ArithSelect => {
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
            ArithOp::ArithIndexCast
            | ArithOp::ArithIndexCastUI
            | ArithOp::ArithExtSI
            | ArithOp::ArithExtUI
            | ArithOp::ArithTruncI
            | ArithOp::ArithSIToFP
            | ArithOp::ArithUIToFP
            | ArithOp::ArithFPToSI
            | ArithOp::ArithFPToUI
            | ArithOp::ArithExtF
            | ArithOp::ArithTruncF
            | ArithOp::ArithBitcast => self.parse_cast_form(kind, st)?,
            ArithOp::ArithMulUIExtended
            | ArithOp::ArithMulSIExtended
            | ArithOp::ArithAddUIExtended => {
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
        }
        Ok(())
    }
}
