//! Custom forms of tensor ops (those with a region or a functional type).

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_tensor(
        &mut self,
        k: TensorCustomOp,
        st: &mut OpState,
        _pos: usize,
    ) -> DResult<()> {
        let index = self.index_ty();
        match k {
            // $dynamicExtents $body attr-dict `:` type($result)
            TensorCustomOp::TensorGenerate => {
                let refs = self.parse_operand_list()?;
                st.operands = self.resolve_same(&refs, index)?.into();
                self.parse_region_into(st, &[], None)?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                st.result_types = smallvec::smallvec![self.parse_ranked_tensor()?];
            }
            TensorCustomOp::TensorPad => {
                let src = self.parse_operand()?;
                let mut attrs = Vec::new();
                if self.eat_keyword("nofold") {
                    let u = self.ctx.unit_attr();
                    attrs.push(("nofold".to_string(), u));
                }
                self.expect_op_keyword("low")?;
                let (low, low_dyn) = self.parse_dynamic_index_list("[", "]")?;
                self.expect_op_keyword("high")?;
                let (high, high_dyn) = self.parse_dynamic_index_list("[", "]")?;
                self.parse_region_into(st, &[], None)?;
                let more = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let src_ty = self.parse_ranked_tensor()?;
                self.expect_op_keyword("to")?;
                let res_ty = self.parse_ranked_tensor()?;
                let mut ops = vec![self.resolve(&src, src_ty)?];
                ops.extend(self.resolve_same(&low_dyn, index)?);
                ops.extend(self.resolve_same(&high_dyn, index)?);
                st.operands = ops.into();
                let (l, h) = (
                    self.ctx.dense_i64_array(&low),
                    self.ctx.dense_i64_array(&high),
                );
                attrs.push(("static_low".into(), l));
                attrs.push(("static_high".into(), h));
                attrs.push(self.seg(&[1, low_dyn.len(), high_dyn.len()]));
                Self::merge(&mut attrs, more);
                st.attrs = attrs;
                st.result_types = smallvec::smallvec![res_ty];
            }
            // $source `(` $shape `)` attr-dict `:` `(` type($source) `,` type($shape) `)`
            // `->` type($result)
            TensorCustomOp::TensorReshape => {
                let src = self.parse_operand()?;
                self.expect_punct("(")?;
                let shape = self.parse_operand()?;
                self.expect_punct(")")?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                self.expect_punct("(")?;
                let st_ty = self.parse_tensor_like()?;
                self.expect_punct(",")?;
                let sh_ty = self.parse_ranked_tensor()?;
                self.expect_punct(")")?;
                self.expect_punct("->")?;
                let r = self.parse_tensor_like()?;
                st.operands =
                    smallvec::smallvec![self.resolve(&src, st_ty)?, self.resolve(&shape, sh_ty)?];
                st.result_types = smallvec::smallvec![r];
            }
            // $elements attr-dict `:` type($result)
            TensorCustomOp::TensorFromElements => {
                let opos = self.pos();
                let refs = self.parse_operand_list()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let t = self.parse_ranked_tensor()?;
                let e = self.ctx.ty(t).elem().unwrap_or(t);
                // As many operands as elements (upstream resolves them against that many types).
                let n = self
                    .ctx
                    .ty(t)
                    .shape()
                    .map_or(1, |s| s.iter().fold(1i64, |a, b| a.wrapping_mul(*b)));
                if n != refs.len() as i64 {
                    return Err(self.error_at(
                        opos,
                        format!(
                            "custom op 'tensor.from_elements' number of operands and types do not match: got {} operands and {n} types",
                            refs.len()
                        ),
                    ));
                }
                st.operands = self.resolve_same(&refs, e)?.into();
                st.result_types = smallvec::smallvec![t];
            }
            // `dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)
            TensorCustomOp::TensorConcat => {
                self.expect_op_keyword("dim")?;
                self.expect_punct("(")?;
                let d = self.parse_i64()?;
                self.expect_punct(")")?;
                let refs = self.parse_operand_list()?;
                let more = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let (ins, outs) = self.parse_functional_type(refs.len())?;
                st.operands = self.resolve_all(&refs, &ins)?.into();
                st.result_types = outs.into();
                let i64t = self.ctx.int_type(64);
                let da = self.ctx.int_attr(d as i128, i64t);
                st.attrs = vec![("dim".into(), da)];
                Self::merge(&mut st.attrs, more);
            }
        }
        Ok(())
    }

    /// A ranked tensor type (upstream's parser of an `AnyRankedTensor` operand's type).
    pub(super) fn parse_ranked_tensor(&mut self) -> DResult<Type> {
        self.parse_type_of_kind(|t| matches!(t, TypeData::Tensor { .. }))
    }

    /// A ranked or unranked tensor type.
    fn parse_tensor_like(&mut self) -> DResult<Type> {
        self.parse_type_of_kind(|t| {
            matches!(t, TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. })
        })
    }

    /// `functional-type(operands, results)`: a function type with `n` inputs.
    pub(super) fn parse_functional_type(&mut self, n: usize) -> DResult<(Vec<Type>, Vec<Type>)> {
        let pos = self.pos();
        let t = self.parse_type()?;
        let TypeData::Function { inputs, results } = self.ctx.ty(t).clone() else {
            return Err(self.error_at(pos, "invalid kind of type specified"));
        };
        if inputs.len() != n {
            return Err(self.error_at(
                pos,
                format!("{} operands present, but expected {}", n, inputs.len()),
            ));
        }
        Ok((inputs, results))
    }
}
