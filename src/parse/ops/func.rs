//! Custom forms of func ops: functions, returns, calls and function references.

use super::*;

impl<'a> Parser<'a> {
    pub(super) fn parse_func_ops(
        &mut self,
        k: FuncCustomOp,
        st: &mut OpState,
        pos: usize,
    ) -> DResult<()> {
        match k {
            FuncCustomOp::FuncFunc => self.parse_func(st)?,
            FuncCustomOp::FuncReturn => self.parse_return_like_form(st)?,
            FuncCustomOp::FuncCall => {
                let callee = self.symbol_ref()?;
                st.attrs.push(("callee".into(), callee));
                let refs = self.parse_paren_operands()?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                self.func_type_operands(st, &refs)?;
            }
            FuncCustomOp::FuncCallIndirect => {
                let f = self.parse_operand()?;
                let refs = self.parse_paren_operands()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let fty = self.parse_type()?;
                let fv = self.resolve(&f, fty)?;
                let TypeData::Function { inputs, results } = self.ctx.ty(fty).clone() else {
                    return Err(self.error_at(pos, "expected function type"));
                };
                st.operands = smallvec::smallvec![fv];
                st.operands
                    .extend(self.resolve_listed(&refs, &inputs, pos)?);
                st.result_types = results.into();
            }
            FuncCustomOp::FuncConstant => {
                let s = self.symbol_ref()?;
                st.attrs = self.parse_optional_attr_dict()?;
                st.attrs.push(("value".into(), s));
                st.result_types = smallvec::smallvec![self.parse_colon_type()?];
            }
        }
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
        if self.is_punct("{") && self.skip_this_body() {
            let Some(end) = super::super::lexer::skip_braced(self.src, self.tok_start) else {
                return Err(self.error_at(self.tok_start, "expected '}' to end the function body"));
            };
            self.reset_to(end);
            self.skipping = true;
            // A declaration, which must be private.
            let private = self.ctx.str_attr("private");
            st.attrs.retain(|(k, _)| k != "sym_visibility");
            st.attrs.insert(0, ("sym_visibility".into(), private));
        } else if self.is_punct("{") {
            // With types only (`@f(f32) { ^bb0(%a: f32): ... }`) the body's entry block names
            // its own arguments, as upstream accepts; the verifier checks them against the
            // signature.
            let entry: &[ArgDef] = if named { &args } else { &[] };
            self.parse_region(r, entry, true, None)?;
        }
        st.regions.push(r);
        Ok(())
    }

    /// Whether the function being parsed is a top-level one whose body
    /// [`ParseOptions::keep_bodies`] leaves out (its index: the top-level functions created
    /// before it).
    fn skip_this_body(&self) -> bool {
        if self.nesting != self.top_nesting {
            return false;
        }
        let i = self.top_funcs;
        self.keep_bodies
            .as_ref()
            .is_some_and(|rs| !rs.iter().any(|r| r.contains(&i)))
    }

    fn func_type_operands(&mut self, st: &mut OpState, refs: &[OperandRef<'a>]) -> DResult<()> {
        let fpos = self.pos();
        let fty = self.parse_type()?;
        let TypeData::Function { inputs, results } = self.ctx.ty(fty).clone() else {
            return Err(self.error_at(fpos, "expected function type"));
        };
        st.operands = self.resolve_listed(refs, &inputs, fpos)?.into();
        st.result_types = results.into();
        Ok(())
    }
}
