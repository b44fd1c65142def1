//! Custom forms of affine ops (upstream's `AffineOps.cpp` parsers).

use super::*;
use crate::ir::{AffineCustomOp, Value};
use crate::ir::{AffineExpr, AffineMap};

impl<'a> Parser<'a> {
    pub(super) fn parse_affine(
        &mut self,
        k: AffineCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        let it = self.index_ty();
        match k {
            AffineCustomOp::AffineYield => self.parse_return_like_form(st)?,
            AffineCustomOp::AffineFor => self.parse_affine_for(st, pos)?,
            AffineCustomOp::AffineIf => {
                let apos = self.pos();
                let set = self.parse_attribute(None)?;
                let crate::ir::AttrData::AffineSet(s) = self.ctx.attr(set).clone() else {
                    return Err(self.error_at(apos, "invalid kind of attribute specified"));
                };
                st.attrs.push(("condition".into(), set));
                let (operands, dims) = self.parse_dim_and_symbol_list()?;
                if s.dims as usize != dims {
                    return Err(self.custom_error(
                        pos,
                        "dim operand count and integer set dim count must match",
                    ));
                }
                if dims + s.symbols as usize != operands.len() {
                    return Err(self.custom_error(
                        pos,
                        "symbol operand count and integer set symbol count must match",
                    ));
                }
                st.operands = operands.into();
                st.result_types = self.parse_arrow_types()?.into();
                self.parse_region_into(st, &[], Some(OpKind::AffineYield))?;
                if self.eat_keyword("else") {
                    self.parse_region_into(st, &[], Some(OpKind::AffineYield))?;
                } else {
                    self.empty_region(st);
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
            }
            AffineCustomOp::AffineParallel => self.parse_affine_parallel(st, pos)?,
            AffineCustomOp::AffineLoad | AffineCustomOp::AffineVectorLoad => {
                let m = self.parse_operand()?;
                let (map, idx) = self.parse_affine_map_of_ssa_ids("[", "]")?;
                let map = self.ctx.intern_attr(crate::ir::AttrData::AffineMap(map));
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("map".into(), map));
                self.expect_punct(":")?;
                let mt = self.parse_affine_memref_type()?;
                let rt = if k == AffineCustomOp::AffineVectorLoad {
                    self.expect_punct(",")?;
                    self.parse_vector_type_here()?
                } else {
                    self.memref_elem(mt)
                };
                st.operands = smallvec::smallvec![self.resolve(&m, mt)?];
                st.operands.extend(self.resolve_same(&idx, it)?);
                st.result_types = smallvec::smallvec![rt];
            }
            AffineCustomOp::AffineStore | AffineCustomOp::AffineVectorStore => {
                let v = self.parse_operand()?;
                self.expect_punct(",")?;
                let m = self.parse_operand()?;
                let (map, idx) = self.parse_affine_map_of_ssa_ids("[", "]")?;
                let map = self.ctx.intern_attr(crate::ir::AttrData::AffineMap(map));
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("map".into(), map));
                self.expect_punct(":")?;
                let mt = self.parse_affine_memref_type()?;
                let vt = if k == AffineCustomOp::AffineVectorStore {
                    self.expect_punct(",")?;
                    self.parse_vector_type_here()?
                } else {
                    self.memref_elem(mt)
                };
                st.operands = smallvec::smallvec![self.resolve(&v, vt)?, self.resolve(&m, mt)?];
                st.operands.extend(self.resolve_same(&idx, it)?);
            }
            AffineCustomOp::AffineApply => {
                let map = self.parse_map_attr()?;
                let (operands, dims) = self.parse_dim_and_symbol_list()?;
                let crate::ir::AttrData::AffineMap(m) = self.ctx.attr(map) else {
                    unreachable!("a map attribute")
                };
                if m.dims as usize != dims || dims + m.symbols as usize != operands.len() {
                    return Err(self.custom_error(pos, "dimension or symbol index mismatch"));
                }
                let n = m.results.len();
                st.operands = operands.into();
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("map".into(), map));
                st.result_types = smallvec::smallvec![it; n];
            }
            AffineCustomOp::AffineMin | AffineCustomOp::AffineMax => {
                let map = self.parse_map_attr()?;
                let dims = self.parse_paren_operands()?;
                let syms = if self.eat_punct("[") {
                    let l = self.parse_operand_list()?;
                    self.expect_punct("]")?;
                    l
                } else {
                    vec![]
                };
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("map".into(), map));
                st.operands = self.resolve_same(&dims, it)?.into();
                st.operands.extend(self.resolve_same(&syms, it)?);
                st.result_types = smallvec::smallvec![it];
            }
        }
        Ok(())
    }

    /// An error of the op's own parser (upstream's `parser.emitError`), prefixed with the op.
    fn custom_error(&self, pos: usize, msg: &str) -> crate::diag::Diagnostic {
        let name = self.cur_op_kind.map_or("", |k| k.name());
        self.error_at(pos, format!("custom op '{name}' {msg}"))
    }

    /// An affine map attribute (`#map` or `affine_map<...>`).
    fn parse_map_attr(&mut self) -> DResult<Attr> {
        let apos = self.pos();
        let a = self.parse_attribute(None)?;
        if !matches!(self.ctx.attr(a), crate::ir::AttrData::AffineMap(_)) {
            return Err(self.error_at(apos, "invalid kind of attribute specified"));
        }
        Ok(a)
    }

    /// A memref type (`: type` of the memory ops).
    fn parse_affine_memref_type(&mut self) -> DResult<Type> {
        self.parse_type_of_kind(|t| matches!(t, TypeData::MemRef { .. }))
    }

    fn parse_vector_type_here(&mut self) -> DResult<Type> {
        self.parse_type_of_kind(|t| matches!(t, TypeData::Vector { .. }))
    }

    fn memref_elem(&self, t: Type) -> Type {
        match self.ctx.ty(t) {
            TypeData::MemRef { elem, .. } => *elem,
            _ => t,
        }
    }

    /// `(%d, ...)` and an optional `[%s, ...]`, resolved as `index` (upstream's
    /// `parseDimAndSymbolList`): the operands and the number of dimensions.
    fn parse_dim_and_symbol_list(&mut self) -> DResult<(Vec<Value>, usize)> {
        let mut refs = self.parse_paren_operands()?;
        let dims = refs.len();
        if self.eat_punct("[") {
            refs.extend(self.parse_operand_list()?);
            self.expect_punct("]")?;
        }
        let it = self.index_ty();
        Ok((self.resolve_same(&refs, it)?, dims))
    }

    /// One bound of `affine.for` (upstream's `parseBound`): an SSA value (the symbol identity
    /// map), an integer (a constant map), or a map with its dimension and symbol operands.
    fn parse_affine_bound(&mut self, lower: bool, st: &mut OpState, pos: usize) -> DResult<usize> {
        let min_max = self.eat_keyword(if lower { "max" } else { "min" });
        let name = if lower {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        };
        let it = self.index_ty();
        let refs = self.parse_operand_list()?;
        if !refs.is_empty() {
            if refs.len() > 1 {
                return Err(self.custom_error(pos, "expected only one loop bound operand"));
            }
            let v = self.resolve(&refs[0], it)?;
            st.operands.push(v);
            let m = self
                .ctx
                .intern_attr(crate::ir::AttrData::AffineMap(AffineMap::symbol_identity()));
            st.attrs.push((name.into(), m));
            return Ok(1);
        }
        let apos = self.pos();
        let a = self.parse_attribute(Some(it))?;
        match self.ctx.attr(a).clone() {
            crate::ir::AttrData::AffineMap(map) => {
                let (operands, dims) = self.parse_dim_and_symbol_list()?;
                if map.dims as usize != dims {
                    return Err(self.custom_error(
                        pos,
                        "dim operand count and affine map dim count must match",
                    ));
                }
                if dims + map.symbols as usize != operands.len() {
                    return Err(self.custom_error(
                        pos,
                        "symbol operand count and affine map symbol count must match",
                    ));
                }
                if map.results.len() > 1 && !min_max {
                    return Err(self.custom_error(
                        apos,
                        if lower {
                            "lower loop bound affine map with multiple results requires 'max' \
                             prefix"
                        } else {
                            "upper loop bound affine map with multiple results requires 'min' \
                             prefix"
                        },
                    ));
                }
                let n = operands.len();
                st.operands.extend(operands);
                st.attrs.push((name.into(), a));
                Ok(n)
            }
            crate::ir::AttrData::Integer { value, .. } => {
                let m =
                    self.ctx
                        .intern_attr(crate::ir::AttrData::AffineMap(AffineMap::constant_map(
                            value as i64,
                        )));
                st.attrs.push((name.into(), m));
                Ok(0)
            }
            _ => Err(self.custom_error(
                pos,
                "expected valid affine map representation for loop bounds",
            )),
        }
    }

    fn parse_affine_for(&mut self, st: &mut OpState, pos: usize) -> DResult<()> {
        let it = self.index_ty();
        let ivpos = self.pos();
        let Tok::Percent(iv) = self.bump() else {
            return Err(self.error_at(ivpos, "expected SSA operand"));
        };
        // The induction variable's own location, as upstream prints it with debug info
        // (`affine.for %i loc(#loc1) = ...`); an alias may be defined further down.
        let iv_loc = if self.is_keyword("loc") {
            let lpos = self.pos();
            Some((self.parse_loc_or_alias()?, lpos))
        } else {
            None
        };
        self.expect_punct("=")?;
        let nlb = self.parse_affine_bound(true, st, pos)?;
        if !self.eat_keyword("to") {
            return Err(self.error_at(self.pos(), "expected 'to' between bounds"));
        }
        let nub = self.parse_affine_bound(false, st, pos)?;
        let step = if self.eat_keyword("step") {
            let spos = self.pos();
            let a = self.parse_attribute(Some(it))?;
            match self.ctx.attr(a) {
                crate::ir::AttrData::Integer { value, .. } if *value < 0 => {
                    return Err(self.custom_error(
                        spos,
                        "expected step to be representable as a positive signed integer",
                    ))
                }
                crate::ir::AttrData::Integer { .. } => a,
                _ => return Err(self.error_at(spos, "invalid kind of attribute specified")),
            }
        } else {
            self.ctx.int_attr(1, it)
        };
        st.attrs.push(("step".into(), step));
        let mut names = vec![(iv, ivpos)];
        let mut inits = Vec::new();
        if self.eat_keyword("iter_args") {
            let (n, i) = self.parse_assignment_list()?;
            names.extend(n);
            inits = i;
            st.result_types = self.parse_arrow_types()?.into();
            let rt = st.result_types.clone();
            for (r, t) in inits.iter().zip(&rt) {
                let v = self.resolve(r, *t)?;
                st.operands.push(v);
            }
        }
        let seg = self.seg(&[nlb, nub, inits.len()]);
        st.attrs.push(seg);
        if names.len() != st.result_types.len() + 1 {
            return Err(self.custom_error(
                pos,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let mut tys = vec![it];
        tys.extend(st.result_types.iter().copied());
        let args = self.args(&names, &tys);
        self.parse_region_into(st, &args, Some(OpKind::AffineYield))?;
        if let Some((l, lpos)) = iv_loc {
            let region = *st.regions.last().expect("the body was just parsed");
            let entry = self.ctx.entry_block(region).expect("a body block");
            let v = self.ctx.block_args(entry)[0];
            match l {
                Ok(l) => self.set_value_loc(v, l),
                Err(alias) => {
                    self.pending_locs
                        .push((crate::parse::LocUser::Value(v), alias, lpos))
                }
            }
        }
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }

    /// `( bound, ... )` of `affine.parallel`: each bound an expression of SSA ids or a
    /// `max(...)`/`min(...)` group; the map over all of them and each group's size (upstream's
    /// `parseAffineMapWithMinMax`).
    fn parse_parallel_bounds(&mut self, lower: bool, st: &mut OpState) -> DResult<()> {
        let (map_name, groups_name) = if lower {
            ("lowerBoundsMap", "lowerBoundsGroups")
        } else {
            ("upperBoundsMap", "upperBoundsGroups")
        };
        self.expect_punct("(")?;
        let mut exprs: Vec<AffineExpr> = Vec::new();
        // Per expression: its own dimension and symbol operands.
        let mut flat: Vec<(Vec<OperandRef<'a>>, Vec<OperandRef<'a>>)> = Vec::new();
        let mut groups: Vec<i64> = Vec::new();
        if !self.eat_punct(")") {
            loop {
                if self.eat_keyword(if lower { "max" } else { "min" }) {
                    let (m, ops) = self.parse_affine_map_of_ssa_ids("(", ")")?;
                    let (d, s) = ops.split_at(m.dims as usize);
                    for e in &m.results {
                        exprs.push(e.clone());
                        flat.push((d.to_vec(), s.to_vec()));
                    }
                    groups.push(m.results.len() as i64);
                } else {
                    let mut ssa = super::super::attrs::AffineSsa::default();
                    let e = self.parse_affine_expr_of_ssa_ids(&mut ssa)?;
                    exprs.push(e);
                    flat.push((ssa.dims, ssa.syms));
                    groups.push(1);
                }
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(")")?;
        }
        // Each expression's own operands become shared ones, deduplicated by value.
        let it = self.index_ty();
        let mut dim_vals: Vec<Value> = Vec::new();
        let mut sym_vals: Vec<Value> = Vec::new();
        let mut out = Vec::with_capacity(exprs.len());
        for (e, (d, s)) in exprs.iter().zip(&flat) {
            let mut dr = Vec::new();
            for r in d {
                let v = self.resolve(r, it)?;
                let i = dim_vals.iter().position(|x| *x == v).unwrap_or_else(|| {
                    dim_vals.push(v);
                    dim_vals.len() - 1
                });
                dr.push(AffineExpr::Dim(i as u32));
            }
            let mut sr = Vec::new();
            for r in s {
                let v = self.resolve(r, it)?;
                let i = sym_vals.iter().position(|x| *x == v).unwrap_or_else(|| {
                    sym_vals.push(v);
                    sym_vals.len() - 1
                });
                sr.push(AffineExpr::Symbol(i as u32));
            }
            out.push(e.replace(&dr, &sr));
        }
        let map = AffineMap {
            dims: dim_vals.len() as u32,
            symbols: sym_vals.len() as u32,
            results: out,
        };
        st.operands.extend(dim_vals);
        st.operands.extend(sym_vals);
        let m = self.ctx.intern_attr(crate::ir::AttrData::AffineMap(map));
        st.attrs.push((map_name.into(), m));
        let i32t = self.ctx.int_type(32);
        let tt = self.ctx.intern_type(TypeData::Tensor {
            shape: vec![groups.len() as i64],
            elem: i32t,
            encoding: None,
        });
        let g = self.ctx.dense_attr(
            tt,
            groups
                .iter()
                .map(|g| crate::ir::DenseValue::Int(*g as i128))
                .collect(),
        );
        st.attrs.push((groups_name.into(), g));
        Ok(())
    }

    fn parse_affine_parallel(&mut self, st: &mut OpState, pos: usize) -> DResult<()> {
        let it = self.index_ty();
        self.expect_punct("(")?;
        let mut ivs = Vec::new();
        if !self.eat_punct(")") {
            loop {
                let p = self.pos();
                let Tok::Percent(n) = self.bump() else {
                    return Err(self.error_at(p, "expected SSA operand"));
                };
                ivs.push((n, p));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(")")?;
        }
        self.expect_punct("=")?;
        self.parse_parallel_bounds(true, st)?;
        self.expect_op_keyword("to")?;
        self.parse_parallel_bounds(false, st)?;
        let steps: Vec<i64> = if self.eat_keyword("step") {
            let (m, _) = self.parse_affine_map_of_ssa_ids("(", ")")?;
            let mut steps = Vec::new();
            for e in &m.results {
                let Some(c) = e.constant() else {
                    return Err(self.custom_error(pos, "steps must be constant integers"));
                };
                steps.push(c);
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let i64t = self.ctx.int_type(64);
        let items: Vec<Attr> = steps
            .iter()
            .map(|s| self.ctx.int_attr(*s as i128, i64t))
            .collect();
        let sa = self.ctx.intern_attr(crate::ir::AttrData::Array(items));
        st.attrs.push(("steps".into(), sa));
        let mut reductions = Vec::new();
        if self.eat_keyword("reduce") {
            self.expect_punct("(")?;
            loop {
                let rpos = self.pos();
                let a = self.parse_attribute(None)?;
                let kind = match self.ctx.attr(a) {
                    crate::ir::AttrData::String { bytes, .. } => {
                        let s = String::from_utf8_lossy(bytes).into_owned();
                        crate::ir::ATOMIC_RMW_KINDS.iter().position(|k| *k == s)
                    }
                    _ => return Err(self.error_at(rpos, "invalid kind of attribute specified")),
                };
                let Some(kind) = kind else {
                    let text = crate::ir::asm::attr_to_string(self.ctx, a);
                    return Err(
                        self.custom_error(rpos, &format!("invalid reduction value: {text}"))
                    );
                };
                reductions.push(self.ctx.int_attr(kind as i128, i64t));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(")")?;
        }
        let ra = self.ctx.intern_attr(crate::ir::AttrData::Array(reductions));
        st.attrs.push(("reductions".into(), ra));
        st.result_types = self.parse_arrow_types()?.into();
        let tys = vec![it; ivs.len()];
        let args = self.args(&ivs, &tys);
        self.parse_region_into(st, &args, Some(OpKind::AffineYield))?;
        let more = self.parse_optional_attr_dict()?;
        Self::merge(&mut st.attrs, more);
        Ok(())
    }
}
