//! Custom forms of scf ops.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_scf(
        &mut self,
        k: ScfCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        use OpKind::*;
        match k {
            ScfCustomOp::ScfYield | ScfCustomOp::ScfReduceReturn => {
                self.parse_return_like_form(st)?
            }
            ScfCustomOp::ScfFor => self.parse_scf_for(st, pos)?,
            ScfCustomOp::ScfIf => {
                let c = self.parse_operand()?;
                let i1 = self.ctx.int_type(1);
                st.operands = smallvec::smallvec![self.resolve(&c, i1)?];
                st.result_types = self.parse_arrow_types()?.into();
                self.parse_region_into(st, &[], Some(ScfYield))?;
                if self.eat_keyword("else") {
                    self.parse_region_into(st, &[], Some(ScfYield))?;
                } else {
                    self.empty_region(st);
                }
                st.attrs = self.parse_optional_attr_dict()?;
            }
            ScfCustomOp::ScfWhile => {
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
                st.operands = self.resolve_all(&inits, &inputs)?.into();
                st.result_types = results.into();
                let args = self.args(&names, &inputs);
                self.parse_region_into(st, &args, None)?;
                self.expect_op_keyword("do")?;
                self.parse_region_into(st, &[], None)?;
                st.attrs = self.parse_optional_attr_dict_with_keyword()?;
            }
            ScfCustomOp::ScfCondition => {
                self.expect_punct("(")?;
                let c = self.parse_operand()?;
                self.expect_punct(")")?;
                let i1 = self.ctx.int_type(1);
                st.operands = smallvec::smallvec![self.resolve(&c, i1)?];
                st.attrs = self.parse_optional_attr_dict()?;
                let refs = self.parse_operand_list()?;
                if !refs.is_empty() {
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    st.operands.extend(self.resolve_listed(&refs, &tys, pos)?);
                }
            }
            ScfCustomOp::ScfExecuteRegion => {
                st.result_types = self.parse_arrow_types()?.into();
                if self.eat_keyword("no_inline") {
                    let u = self.ctx.unit_attr();
                    st.attrs.push(("no_inline".into(), u));
                }
                self.parse_region_into(st, &[], None)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
            }
            ScfCustomOp::ScfIndexSwitch => {
                let a = self.parse_operand()?;
                let it = self.index_ty();
                st.operands = smallvec::smallvec![self.resolve(&a, it)?];
                st.result_types = self.parse_arrow_types()?.into();
                let mut cases = Vec::new();
                let mut case_regions = Vec::new();
                while self.eat_keyword("case") {
                    // (A duplicate value is the verifier's error.)
                    let v = self.parse_i64()?;
                    cases.push(v);
                    let r = self.ctx.create_region();
                    self.parse_region(r, &[], false, Some(ScfYield))?;
                    case_regions.push(r);
                }
                self.expect_op_keyword("default")?;
                let d = self.ctx.create_region();
                self.parse_region(d, &[], false, Some(ScfYield))?;
                st.regions.push(d);
                st.regions.extend(case_regions);
                let ca = self.ctx.dense_i64_array(&cases);
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("cases".into(), ca));
            }
            ScfCustomOp::ScfParallel => {
                let ivs = self.parse_ivs()?;
                self.expect_punct("=")?;
                let lbs = self.parse_paren_operands()?;
                self.expect_op_keyword("to")?;
                let ubs = self.parse_paren_operands()?;
                self.expect_op_keyword("step")?;
                let steps = self.parse_paren_operands()?;
                let mut inits = Vec::new();
                if self.eat_keyword("init") {
                    inits = self.parse_paren_operands()?;
                }
                st.result_types = self.parse_arrow_types()?.into();
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
                self.parse_region_into(st, &args, Some(ScfReduce))?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(seg);
            }
            ScfCustomOp::ScfReduce => {
                if self.eat_punct("(") {
                    let refs = self.parse_operand_list()?;
                    self.expect_punct(":")?;
                    let tys = self.parse_type_list()?;
                    self.expect_punct(")")?;
                    if tys.len() != refs.len() {
                        return Err(self.error_at(pos, "expected as many types as operands"));
                    }
                    st.operands = self.resolve_all(&refs, &tys)?.into();
                    for _ in 0..refs.len() {
                        self.parse_region_into(st, &[], None)?;
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                st.attrs = self.parse_optional_attr_dict()?;
            }
            ScfCustomOp::ScfForall => self.parse_forall(st)?,
            ScfCustomOp::ScfForallInParallel => {
                self.parse_region_into(st, &[], None)?;
                // `{}` is its one empty block, as upstream's parser makes it.
                let r = *st.regions.last().unwrap();
                if self.ctx.region_is_empty(r) {
                    let b = self.ctx.create_block();
                    self.ctx.append_block(r, b);
                }
                st.attrs = self.parse_optional_attr_dict()?;
            }
        }
        Ok(())
    }

    fn parse_scf_for(&mut self, st: &mut OpState, op_pos: usize) -> DResult<()> {
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
        self.expect_op_keyword("to")?;
        let ub = self.parse_operand()?;
        self.expect_op_keyword("step")?;
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
                    op_pos,
                    "custom op 'scf.for' mismatch in number of loop-carried values and defined \
                     values",
                ));
            }
        }
        let ivt = if self.eat_punct(":") {
            self.parse_type()?
        } else {
            self.index_ty()
        };
        st.result_types = tys.clone().into();
        let mut all_names = vec![(iv, ivpos)];
        all_names.extend(names);
        let mut all_tys = vec![ivt];
        all_tys.extend(tys.iter().copied());
        let args = self.args(&all_names, &all_tys);
        self.parse_region_into(st, &args, Some(OpKind::ScfYield))?;
        // As upstream: the operands resolve after the body (whose own type errors come first).
        st.operands = self.resolve_same(&[lb, ub, step], ivt)?.into();
        st.operands.extend(self.resolve_all(&inits, &tys)?);
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
            self.expect_op_keyword("to")?;
            let (u, ud) = self.parse_dynamic_index_list("(", ")")?;
            self.expect_op_keyword("step")?;
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
        st.result_types = self.parse_arrow_types()?.into();
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
