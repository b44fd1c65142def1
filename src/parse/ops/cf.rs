//! Custom forms of cf ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_cf(&mut self, k: CfCustomOp, st: &mut OpState, _pos: usize) -> DResult<()> {
        match k {
            CfCustomOp::CfBr => {
                let (b, args) = self.parse_successor()?;
                st.successors = smallvec::smallvec![b];
                st.operands = args.into();
                st.attrs = self.parse_optional_attr_dict()?;
            }
            CfCustomOp::CfCondBr => {
                let c = self.parse_operand()?;
                let i1 = self.ctx.int_type(1);
                st.operands = smallvec::smallvec![self.resolve(&c, i1)?];
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
                st.successors = smallvec::smallvec![t, f];
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
            }
            CfCustomOp::CfSwitch => {
                let flag = self.parse_operand()?;
                let t = self.parse_colon_type()?;
                st.operands = smallvec::smallvec![self.resolve(&flag, t)?];
                self.expect_punct(",")?;
                self.expect_punct("[")?;
                self.expect_op_keyword("default")?;
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
            CfCustomOp::CfAssert => {
                let c = self.parse_operand()?;
                let i1 = self.ctx.int_type(1);
                st.operands = smallvec::smallvec![self.resolve(&c, i1)?];
                self.expect_punct(",")?;
                // A string attribute (`$msg`): any other attribute is of the wrong kind.
                let apos = self.pos();
                let m = self.parse_attribute(None)?;
                if !matches!(self.ctx.attr(m), AttrData::String { .. }) {
                    return Err(self.error_at(
                        apos,
                        "custom op 'cf.assert' invalid kind of attribute specified",
                    ));
                }
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("msg".into(), m));
            }
        }
        Ok(())
    }
}
