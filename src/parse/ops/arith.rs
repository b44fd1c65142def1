//! Custom forms of arith ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_arith(
        &mut self,
        k: ArithCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        use OpKind::*;
        let kind = OpKind::from(k);
        match k {
            // attr-dict $value, a typed attribute whose type is the result's.
            ArithCustomOp::ArithConstant => {
                st.attrs = self.parse_optional_attr_dict()?;
                let vpos = self.pos();
                let v = self.parse_attribute(None)?;
                let ty = match self.ctx.attr(v) {
                    AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => *ty,
                    AttrData::DenseElements { ty, .. } => *ty,
                    // A string is typed too (`none` by default): the verifier refuses it.
                    AttrData::String { ty, .. } => match ty {
                        Some(t) => *t,
                        None => self.ctx.intern_type(TypeData::None),
                    },
                    _ => {
                        return Err(self.error_at(
                            vpos,
                            "custom op 'arith.constant' invalid kind of attribute specified",
                        ))
                    }
                };
                st.attrs.push(("value".into(), v));
                st.result_types = smallvec::smallvec![ty];
            }
            ArithCustomOp::ArithCmpI | ArithCustomOp::ArithCmpF => {
                let ppos = self.pos();
                let table: &[&str] = if kind == ArithCmpI {
                    &CMPI_PREDICATES
                } else {
                    &CMPF_PREDICATES
                };
                let pred = match self.bump() {
                    Tok::BareId(s) => Some(s.to_string()),
                    Tok::Str(s) => Some(String::from_utf8_lossy(&s).into_owned()),
                    _ => None,
                };
                // Upstream's one message for a missing and for an unknown predicate.
                let Some(pi) = pred.and_then(|p| table.iter().position(|t| *t == p)) else {
                    let name = if kind == ArithCmpI {
                        "arith.cmpi"
                    } else {
                        "arith.cmpf"
                    };
                    return Err(self.error_at(
                        ppos,
                        format!(
                            "custom op '{name}' expected string or keyword containing one of the \
                             following enum values for attribute 'predicate' [{}]",
                            table.join(", ")
                        ),
                    ));
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
                // The declared type constraint of `lhs`, checked before the operands resolve.
                let e = self.ctx.ty(t).elem().filter(|_| {
                    matches!(
                        self.ctx.ty(t),
                        TypeData::Vector { .. } | TypeData::Tensor { .. }
                    )
                });
                let e = self.ctx.ty(e.unwrap_or(t));
                let (ok, like) = if kind == ArithCmpI {
                    let signless = matches!(
                        e,
                        TypeData::Index
                            | TypeData::Integer {
                                signedness: crate::ir::Signedness::Signless,
                                ..
                            }
                    );
                    (signless, "signless-integer-like")
                } else {
                    (e.is_float(), "floating-point-like")
                };
                if !ok {
                    let ts = self.type_str(t);
                    return Err(self.error_at(
                        pos,
                        format!(
                            "custom op '{}' 'lhs' must be {like}, but got '{ts}'",
                            kind.name()
                        ),
                    ));
                }
                st.operands = self.resolve_same(&[a, b], t)?.into();
                st.result_types = smallvec::smallvec![self.i1_like(t)];
            }
            ArithCustomOp::ArithSelect => {
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
                st.operands = smallvec::smallvec![
                    self.resolve(&c, ct)?,
                    self.resolve(&a, t)?,
                    self.resolve(&b, t)?,
                ];
                st.result_types = smallvec::smallvec![t];
            }
        }
        Ok(())
    }
}
