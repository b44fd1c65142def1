//! Custom forms of vector ops (as upstream's `VectorOps.td` formats and `VectorOps.cpp`
//! parsers).

use super::*;
use crate::ir::{AffineMap, VectorCustomOp, VectorEnum};

impl<'a> Parser<'a> {
    pub(super) fn parse_vector(
        &mut self,
        k: VectorCustomOp,
        st: &mut OpState,
        op_pos: usize,
    ) -> DResult<()> {
        use VectorCustomOp::*;
        match k {
            // ($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict
            VectorPrint => {
                // A bare `vector.print` may be followed by an op defining results
                // (`%x = ...`), which mlir-opt prints after `--convert-vector-to-scf` but cannot
                // parse back: only an operand followed by `:` is the source.
                let start = self.pos();
                let source = if self.is_operand() {
                    let r = self.parse_operand()?;
                    if self.is_punct(":") {
                        Some(r)
                    } else {
                        self.reset_to(start);
                        None
                    }
                } else {
                    None
                };
                if let Some(r) = source {
                    self.expect_punct(":")?;
                    let t = self.parse_type()?;
                    st.operands = smallvec::smallvec![self.resolve(&r, t)?];
                }
                let (mut seen_str, mut seen_punct) = (false, false);
                loop {
                    if !seen_str && self.eat_keyword("str") {
                        seen_str = true;
                        let s = self.parse_attribute(None)?;
                        st.attrs.push(("stringLiteral".into(), s));
                    } else if !seen_punct && self.eat_keyword("punctuation") {
                        seen_punct = true;
                        self.expect_punct("<")?;
                        let p = self.parse_vector_enum(
                            VectorEnum::Punctuation,
                            "custom op 'vector.print' ",
                        )?;
                        self.expect_punct(">")?;
                        let a = self
                            .ctx
                            .intern_attr(AttrData::Vector(VectorEnum::Punctuation, p));
                        st.attrs.push(("punctuation".into(), a));
                    } else {
                        break;
                    }
                }
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                if !st.attrs.iter().any(|(n, _)| n == "punctuation") {
                    let a = self
                        .ctx
                        .intern_attr(AttrData::Vector(VectorEnum::Punctuation, 1));
                    st.attrs.push(("punctuation".into(), a));
                }
            }
            // $kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)
            VectorReduction => {
                let kind = self.parse_kind_angle()?;
                self.expect_punct(",")?;
                let v = self.parse_operand()?;
                let acc = if self.eat_punct(",") {
                    Some(self.parse_operand()?)
                } else {
                    None
                };
                let mut attrs = vec![("kind".to_string(), kind)];
                self.parse_optional_fastmath(&mut attrs)?;
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut attrs, more);
                self.expect_punct(":")?;
                let vt = self.parse_type()?;
                self.expect_op_keyword("into")?;
                let rt = self.parse_type()?;
                st.operands.push(self.resolve(&v, vt)?);
                if let Some(a) = acc {
                    st.operands.push(self.resolve(&a, rt)?);
                }
                st.attrs = attrs;
                st.result_types = smallvec::smallvec![rt];
            }
            // $kind `,` $source `,` $acc $reduction_dims attr-dict `:` type($source) `to` type($dest)
            VectorMultiReduction => {
                let kind = self.parse_kind_angle()?;
                self.expect_punct(",")?;
                let src = self.parse_operand()?;
                self.expect_punct(",")?;
                let acc = self.parse_operand()?;
                let dims = self.parse_i64_list()?;
                let dims = self.ctx.dense_i64_array(&dims);
                st.attrs = vec![("kind".into(), kind), ("reduction_dims".into(), dims)];
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                let st_ = self.parse_type()?;
                self.expect_op_keyword("to")?;
                let rt = self.parse_type()?;
                st.operands =
                    smallvec::smallvec![self.resolve(&src, st_)?, self.resolve(&acc, rt)?];
                st.result_types = smallvec::smallvec![rt];
            }
            // $vector `,` $permutation attr-dict `:` type($vector) `to` type($result)
            VectorTranspose => {
                let v = self.parse_operand()?;
                self.expect_punct(",")?;
                let perm = self.parse_i64_list()?;
                let perm = self.ctx.dense_i64_array(&perm);
                st.attrs = vec![("permutation".into(), perm)];
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                let vt = self.parse_type()?;
                self.expect_op_keyword("to")?;
                let rt = self.parse_type()?;
                st.operands = smallvec::smallvec![self.resolve(&v, vt)?];
                st.result_types = smallvec::smallvec![rt];
            }
            // $elements attr-dict `:` type($dest)
            VectorFromElements => {
                let pos = self.pos();
                let refs = self.parse_operand_list()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let rt = self.parse_type()?;
                let (e, n) = self.vector_elems(rt);
                st.operands = self.resolve_listed(&refs, &vec![e; n], pos)?.into();
                st.result_types = smallvec::smallvec![rt];
            }
            // $source attr-dict `:` type($source)
            VectorToElements => {
                let r = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let t = self.parse_type()?;
                st.operands = smallvec::smallvec![self.resolve(&r, t)?];
                let (e, n) = self.vector_elems(t);
                st.result_types = smallvec::smallvec![e; n];
            }
            // operands $mask attr-dict `:` type(operands)
            VectorShuffle => {
                let a = self.parse_operand()?;
                self.expect_punct(",")?;
                let b = self.parse_operand()?;
                let mask = self.parse_i64_list()?;
                let n = mask.len() as i64;
                let mask = self.ctx.dense_i64_array(&mask);
                st.attrs = vec![("mask".into(), mask)];
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                let at = self.parse_type()?;
                self.expect_punct(",")?;
                let bt = self.parse_type()?;
                st.operands = smallvec::smallvec![self.resolve(&a, at)?, self.resolve(&b, bt)?];
                // The result: `mask` entries of the operands' leading dimension.
                let (shape, elem) = match self.ctx.ty(at) {
                    TypeData::Vector { shape, elem, .. } => (shape.clone(), *elem),
                    _ => (Vec::new(), at),
                };
                // (upstream's `inferReturnTypes`: at least one row, so an empty mask is the
                // verifier's "invalid mask length").
                let mut rs = vec![n.max(1)];
                rs.extend(shape.iter().skip(1));
                st.result_types = smallvec::smallvec![self.ctx.vector_type(rs, elem)];
            }
            // $mask_dim_sizes attr-dict `:` type(results)
            VectorConstantMask => {
                let sizes = self.parse_i64_list()?;
                let sizes = self.ctx.dense_i64_array(&sizes);
                st.attrs = vec![("mask_dim_sizes".into(), sizes)];
                let more = self.parse_optional_attr_dict()?;
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                st.result_types = smallvec::smallvec![self.parse_type()?];
            }
            // $lhs `,` $rhs (`,` $acc)? attr-dict `:` type($lhs) `,` type($rhs)
            VectorOuterProduct => {
                let mut refs = vec![self.parse_operand()?];
                self.expect_punct(",")?;
                refs.push(self.parse_operand()?);
                if self.eat_punct(",") {
                    refs.push(self.parse_operand()?);
                }
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let lt = self.parse_type()?;
                self.expect_punct(",")?;
                let rtp = self.parse_type()?;
                let (lshape, elem) =
                    match self.ctx.ty(lt) {
                        TypeData::Vector { shape, elem, .. } => (shape.clone(), *elem),
                        _ => return Err(self.error_at(
                            op_pos,
                            "custom op 'vector.outerproduct' expected vector type for operand #1",
                        )),
                    };
                // vector x vector is a matrix (an outer product), vector x scalar an AXPY: the
                // operands' leading dimensions, whatever their ranks (the verifier checks them).
                let lead = |s: &[i64]| s.first().copied().unwrap_or(1);
                let res = match self.ctx.ty(rtp) {
                    TypeData::Vector { shape, .. } => {
                        let s = vec![lead(&lshape), lead(shape)];
                        self.ctx.vector_type(s, elem)
                    }
                    _ => self.ctx.vector_type(vec![lead(&lshape)], elem),
                };
                let mut tys = vec![lt, rtp];
                if refs.len() == 3 {
                    tys.push(res);
                }
                st.operands = self.resolve_all(&refs, &tys)?.into();
                if !st.attrs.iter().any(|(n, _)| n == "kind") {
                    let a = self.ctx.intern_attr(AttrData::Vector(VectorEnum::Kind, 0));
                    st.attrs.push(("kind".into(), a));
                }
                st.result_types = smallvec::smallvec![res];
            }
            // $trait-dict $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `into` type($acc)
            VectorContract => {
                // Any attribute that is a dictionary: written out or through an alias.
                let pos = self.pos();
                let traits = self.parse_attribute(None)?;
                let AttrData::Dict(traits) = self.ctx.attr(traits).clone() else {
                    return Err(self.error_at(
                        pos,
                        "custom op 'vector.contract' invalid kind of attribute specified",
                    ));
                };
                let lhs = self.parse_operand()?;
                self.expect_punct(",")?;
                let rhs = self.parse_operand()?;
                self.expect_punct(",")?;
                let acc = self.parse_operand()?;
                let more = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let lt = self.parse_type()?;
                self.expect_punct(",")?;
                let rtp = self.parse_type()?;
                self.expect_op_keyword("into")?;
                let at = self.parse_type()?;
                st.operands = smallvec::smallvec![
                    self.resolve(&lhs, lt)?,
                    self.resolve(&rhs, rtp)?,
                    self.resolve(&acc, at)?,
                ];
                // As upstream: the dictionary's entries after the attribute dictionary's, and
                // `iterator_types` (the first one) must be an array of strings naming iterator
                // types, held as enum attributes.
                let name = "custom op 'vector.contract'";
                st.attrs = more;
                st.attrs.extend(traits);
                let Some(i) = st.attrs.iter().position(|(n, _)| n == "iterator_types") else {
                    return Err(self.error_at(
                        pos,
                        format!("{name} expected \"iterator_types\" array attribute"),
                    ));
                };
                let AttrData::Array(items) = self.ctx.attr(st.attrs[i].1).clone() else {
                    return Err(self.error_at(
                        pos,
                        format!("{name} expected \"iterator_types\" array attribute"),
                    ));
                };
                for item in items {
                    if let AttrData::String { bytes, .. } = self.ctx.attr(item) {
                        let known = VectorEnum::IteratorType
                            .keywords()
                            .iter()
                            .any(|k| k.as_bytes() == bytes.as_slice());
                        if !known {
                            let s = String::from_utf8_lossy(bytes).into_owned();
                            return Err(self
                                .error_at(pos, format!("{name} unexpected iterator_type ({s})")));
                        }
                    }
                }
                st.attrs[i].1 = self.iterator_types_from_strings(st.attrs[i].1);
                for (j, (n, _)) in st.attrs.iter().enumerate() {
                    if st.attrs[..j].iter().any(|(m, _)| m == n) {
                        return Err(self.error_at(
                            op_pos,
                            format!(
                                "{name} attribute '{n}' occurs more than once in the attribute \
                                 list"
                            ),
                        ));
                    }
                }
                if !st.attrs.iter().any(|(n, _)| n == "kind") {
                    let a = self.ctx.intern_attr(AttrData::Vector(VectorEnum::Kind, 0));
                    st.attrs.push(("kind".into(), a));
                }
                st.result_types = smallvec::smallvec![at];
            }
            // $source `[` $indices `]` `,` $padding (`,` $mask)? attr-dict `:` type($source) `,` type($vector)
            VectorTransferRead => {
                let src = self.parse_operand()?;
                let idx = self.parse_bracket_operands()?;
                self.expect_punct(",")?;
                let pad = self.parse_operand()?;
                let mask = if self.eat_punct(",") {
                    Some((self.pos(), self.parse_operand()?))
                } else {
                    None
                };
                st.attrs = self.parse_optional_attr_dict()?;
                let (vt, stype, map, types_at) = self.transfer_types(&mut st.attrs, true)?;
                let index = self.ctx.index_type();
                let elem = self.ctx.ty(stype).elem().unwrap_or(stype);
                st.operands.push(self.resolve(&src, stype)?);
                for r in &idx {
                    st.operands.push(self.resolve(r, index)?);
                }
                st.operands.push(self.resolve(&pad, elem)?);
                if let Some((at, m)) = &mask {
                    let mt = self.transfer_mask_type(*at, types_at, &map, vt, stype)?;
                    st.operands.push(self.resolve(m, mt)?);
                }
                let seg = self.seg(&[1, idx.len(), 1, usize::from(mask.is_some())]);
                st.attrs.push(seg);
                st.result_types = smallvec::smallvec![vt];
            }
            // $vector `,` $base `[` $indices `]` (`,` $mask)? attr-dict `:` type($vector) `,` type($base)
            VectorTransferWrite => {
                let v = self.parse_operand()?;
                self.expect_punct(",")?;
                let dst = self.parse_operand()?;
                let idx = self.parse_bracket_operands()?;
                let mask = if self.eat_punct(",") {
                    Some((self.pos(), self.parse_operand()?))
                } else {
                    None
                };
                st.attrs = self.parse_optional_attr_dict()?;
                let (vt, dtype, map, types_at) = self.transfer_types(&mut st.attrs, false)?;
                let index = self.ctx.index_type();
                st.operands.push(self.resolve(&v, vt)?);
                st.operands.push(self.resolve(&dst, dtype)?);
                for r in &idx {
                    st.operands.push(self.resolve(r, index)?);
                }
                if let Some((at, m)) = &mask {
                    let mt = self.transfer_mask_type(*at, types_at, &map, vt, dtype)?;
                    st.operands.push(self.resolve(m, mt)?);
                }
                let seg = self.seg(&[1, 1, idx.len(), usize::from(mask.is_some())]);
                st.attrs.push(seg);
                if matches!(self.ctx.ty(dtype), TypeData::Tensor { .. }) {
                    st.result_types = smallvec::smallvec![dtype];
                }
            }
            // $base `[` $indices `]` `,` $mask `,` $value attr-dict `:` type($base) `,` type($mask)
            // `,` type($value) (`into` type($result) for the loads, whose $value is the pass_thru)
            VectorMaskedLoad | VectorExpandLoad | VectorMaskedStore | VectorCompressStore => {
                let base = self.parse_operand()?;
                let idx = self.parse_bracket_operands()?;
                self.expect_punct(",")?;
                let mask = self.parse_operand()?;
                self.expect_punct(",")?;
                let v = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let bt = self.parse_type()?;
                self.expect_punct(",")?;
                let mt = self.parse_type()?;
                self.expect_punct(",")?;
                let vt = self.parse_type()?;
                if matches!(k, VectorMaskedLoad | VectorExpandLoad) {
                    self.expect_op_keyword("into")?;
                    st.result_types = smallvec::smallvec![self.parse_type()?];
                }
                let index = self.ctx.index_type();
                st.operands.push(self.resolve(&base, bt)?);
                for r in &idx {
                    st.operands.push(self.resolve(r, index)?);
                }
                st.operands.push(self.resolve(&mask, mt)?);
                st.operands.push(self.resolve(&v, vt)?);
            }
            // $base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)
            VectorGather | VectorScatter => {
                let base = self.parse_operand()?;
                let offs = self.parse_bracket_operands()?;
                self.expect_punct("[")?;
                let iv = self.parse_operand()?;
                self.expect_punct("]")?;
                self.expect_punct(",")?;
                let mask = self.parse_operand()?;
                self.expect_punct(",")?;
                let v = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let bt = self.parse_type()?;
                self.expect_punct(",")?;
                let it = self.parse_type()?;
                self.expect_punct(",")?;
                let mt = self.parse_type()?;
                self.expect_punct(",")?;
                let vt = self.parse_type()?;
                if k == VectorGather {
                    self.expect_op_keyword("into")?;
                    st.result_types = smallvec::smallvec![self.parse_type()?];
                }
                let index = self.ctx.index_type();
                st.operands.push(self.resolve(&base, bt)?);
                for r in &offs {
                    st.operands.push(self.resolve(r, index)?);
                }
                st.operands.push(self.resolve(&iv, it)?);
                st.operands.push(self.resolve(&mask, mt)?);
                st.operands.push(self.resolve(&v, vt)?);
            }
            // $base `[` $indices `]` attr-dict `:` type($base) `,` type($result)
            VectorLoad => {
                let base = self.parse_operand()?;
                let idx = self.parse_bracket_operands()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let bt = self.parse_type()?;
                self.expect_punct(",")?;
                let rt = self.parse_type()?;
                let index = self.ctx.index_type();
                st.operands.push(self.resolve(&base, bt)?);
                for r in &idx {
                    st.operands.push(self.resolve(r, index)?);
                }
                st.result_types = smallvec::smallvec![rt];
            }
            // $valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)
            VectorStore => {
                let v = self.parse_operand()?;
                self.expect_punct(",")?;
                let base = self.parse_operand()?;
                let idx = self.parse_bracket_operands()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let bt = self.parse_type()?;
                self.expect_punct(",")?;
                let vt = self.parse_type()?;
                let index = self.ctx.index_type();
                st.operands.push(self.resolve(&v, vt)?);
                st.operands.push(self.resolve(&base, bt)?);
                for r in &idx {
                    st.operands.push(self.resolve(r, index)?);
                }
            }
            // $source attr-dict `:` type($source) `->` type($res1)
            // $mask (`,` $passthru)? $region attr-dict `:` type($mask) (`->` type($results))?
            // (upstream's `MaskOp::parse`: the region's lone op gets a terminator yielding
            // its results, `MaskOp::ensureTerminator`).
            VectorMask => {
                let mask = self.parse_operand()?;
                let passthru = if self.eat_punct(",") {
                    Some(self.parse_operand()?)
                } else {
                    None
                };
                let r = self.ctx.create_region();
                self.parse_region(r, &[], false, None)?;
                self.ensure_mask_terminator(r);
                st.regions.push(r);
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let mt = self.parse_type()?;
                let mut results = Vec::new();
                if self.eat_punct("->") {
                    // upstream's `parseFunctionResultTypes`: a parenthesized list or one type.
                    if self.eat_punct("(") {
                        if !self.is_punct(")") {
                            results = self.parse_type_list()?;
                        }
                        self.expect_punct(")")?;
                    } else {
                        results.push(self.parse_type()?);
                    }
                }
                st.operands.push(self.resolve(&mask, mt)?);
                if let Some(p) = passthru {
                    let Some(&t) = results.first() else {
                        return Err(self.error_at(
                            op_pos,
                            "custom op 'vector.mask' expects a result if passthru operand is \
                             provided",
                        ));
                    };
                    st.operands.push(self.resolve(&p, t)?);
                }
                st.result_types = results.into();
            }
            // attr-dict ($operands^ `:` type($operands))?
            VectorYield => self.parse_return_like_form(st)?,
            // $kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)
            VectorScan => {
                let kind = self.parse_kind_angle()?;
                self.expect_punct(",")?;
                let src = self.parse_operand()?;
                self.expect_punct(",")?;
                let init = self.parse_operand()?;
                st.attrs = vec![("kind".into(), kind)];
                let dict_at = self.pos();
                let more = self.parse_optional_attr_dict()?;
                // The properties take their attributes as upstream's `setPropertiesFromAttr`
                // does, in declaration order.
                for (name, constraint) in [
                    ("reduction_dim", "64-bit signless integer attribute"),
                    ("inclusive", "bool attribute"),
                ] {
                    let Some((_, a)) = more.iter().find(|(n, _)| n == name) else {
                        continue;
                    };
                    let ok = match self.ctx.attr(*a) {
                        AttrData::Integer { ty, .. } => match self.ctx.ty(*ty) {
                            TypeData::Integer {
                                width,
                                signedness: crate::ir::Signedness::Signless,
                            } => *width == if name == "inclusive" { 1 } else { 64 },
                            _ => false,
                        },
                        _ => false,
                    };
                    if !ok {
                        return Err(self.error_at(
                            dict_at,
                            format!(
                                "custom op 'vector.scan' 'vector.scan' op attribute '{name}' \
                                 failed to satisfy constraint: {constraint}"
                            ),
                        ));
                    }
                }
                Self::merge(&mut st.attrs, more);
                self.expect_punct(":")?;
                let t = self.parse_type()?;
                self.expect_punct(",")?;
                let it = self.parse_type()?;
                st.operands = smallvec::smallvec![self.resolve(&src, t)?, self.resolve(&init, it)?];
                st.result_types = smallvec::smallvec![t, it];
            }
            VectorDeinterleave => {
                let r = self.parse_operand()?;
                st.attrs = self.parse_optional_attr_dict()?;
                self.expect_punct(":")?;
                let t = self.parse_type()?;
                self.expect_punct("->")?;
                let rt = self.parse_type()?;
                st.operands = smallvec::smallvec![self.resolve(&r, t)?];
                st.result_types = smallvec::smallvec![rt, rt];
            }
        }
        Ok(())
    }

    /// upstream's `MaskOp::ensureTerminator`: an empty region gets a block with an empty
    /// `vector.yield`; a block whose lone op is not a `vector.yield` gets one yielding that
    /// op's results; any other block without a `vector.yield` at its end an empty one (which
    /// the verifier then rejects).
    fn ensure_mask_terminator(&mut self, r: crate::ir::Region) {
        let loc = self.cur_op_loc.unwrap_or_else(|| self.ctx.unknown_loc());
        let b = match self.ctx.entry_block(r) {
            Some(b) => b,
            None => {
                let b = self.ctx.create_block();
                self.ctx.append_block(r, b);
                b
            }
        };
        let ops: Vec<crate::ir::Op> = self.ctx.block_ops(b).collect();
        if ops
            .last()
            .is_some_and(|o| self.ctx.kind(*o) == OpKind::VectorYield)
        {
            return;
        }
        let operands = match ops.as_slice() {
            [one] => self.ctx.results(*one).to_vec(),
            // The default `ensureTerminator`: nothing after a terminator of another kind.
            [.., last] if self.ctx.kind(*last).is_terminator() => return,
            _ => Vec::new(),
        };
        let y = self.ctx.create_op(
            OpKind::VectorYield,
            None,
            &operands,
            &[],
            vec![],
            &[],
            &[],
            loc,
        );
        self.ctx.append_op(b, y);
    }

    /// `<add>`: a combining kind in angle brackets.
    fn parse_kind_angle(&mut self) -> DResult<Attr> {
        self.expect_punct("<")?;
        let name = self.cur_op_kind.map_or("", |k| k.name());
        let k = self.parse_vector_enum(VectorEnum::Kind, &format!("custom op '{name}' "))?;
        self.expect_punct(">")?;
        Ok(self.ctx.intern_attr(AttrData::Vector(VectorEnum::Kind, k)))
    }

    /// `[1, 0]`: a list of integers.
    pub(super) fn parse_i64_list(&mut self) -> DResult<Vec<i64>> {
        self.expect_punct("[")?;
        let mut out = Vec::new();
        if !self.is_punct("]") {
            loop {
                out.push(self.parse_i64()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct("]")?;
        Ok(out)
    }

    /// `[%i, %j]`.
    fn parse_bracket_operands(&mut self) -> DResult<Vec<OperandRef<'a>>> {
        self.expect_punct("[")?;
        let refs = if self.is_punct("]") {
            Vec::new()
        } else {
            self.parse_operand_list()?
        };
        self.expect_punct("]")?;
        Ok(refs)
    }

    /// The element type and element count of a vector type (a scalar is one element).
    fn vector_elems(&self, t: Type) -> (Type, usize) {
        match self.ctx.ty(t) {
            TypeData::Vector { shape, elem, .. } => {
                (*elem, shape.iter().map(|d| *d as usize).product())
            }
            _ => (t, 1),
        }
    }

    /// `["parallel", "reduction"]` as `#vector.iterator_type` attributes (other entries kept
    /// for the verifier).
    fn iterator_types_from_strings(&mut self, a: Attr) -> Attr {
        let AttrData::Array(items) = self.ctx.attr(a).clone() else {
            return a;
        };
        let items = items
            .into_iter()
            .map(|i| match self.ctx.attr(i) {
                AttrData::String { bytes, ty: None } => {
                    match VectorEnum::IteratorType
                        .keywords()
                        .iter()
                        .position(|k| k.as_bytes() == bytes.as_slice())
                    {
                        Some(p) => self
                            .ctx
                            .intern_attr(AttrData::Vector(VectorEnum::IteratorType, p as u8)),
                        None => i,
                    }
                }
                _ => i,
            })
            .collect();
        self.ctx.intern_attr(AttrData::Array(items))
    }

    /// A transfer op's defaults, as upstream's parser adds them: `permutation_map` the minor
    /// identity of the source and vector ranks, `in_bounds` all false. Returns the map.
    /// A transfer's `: type, type` (source then vector for a read, vector then source for a
    /// write) and its permutation map, as upstream's parsers check them (errors at the colon),
    /// with the defaults they add: the minor identity map over the vector's dimensions (those
    /// of an element vector excluded) and `in_bounds` all false. Returns (vector, source, map).
    fn transfer_types(
        &mut self,
        attrs: &mut Vec<(String, Attr)>,
        read: bool,
    ) -> DResult<(Type, Type, AffineMap, usize)> {
        let at = self.pos();
        let name = self.cur_op_kind.map_or("", |k| k.name());
        let err = |p: &Self, m: &str| Err(p.error_at(at, format!("custom op '{name}' {m}")));
        self.expect_punct(":")?;
        let types = self.parse_type_list()?;
        if types.len() != 2 {
            return err(self, "requires two types");
        }
        let (vector, source) = if read {
            (types[1], types[0])
        } else {
            (types[0], types[1])
        };
        let source_ok = matches!(
            self.ctx.ty(source),
            TypeData::MemRef { .. } | TypeData::Tensor { .. }
        );
        let vector_ok = matches!(self.ctx.ty(vector), TypeData::Vector { .. });
        for check in [read, !read] {
            match check {
                true if !source_ok => return err(self, "requires memref or ranked tensor type"),
                false if !vector_ok => return err(self, "requires vector type"),
                _ => {}
            }
        }
        let src_rank = self.ctx.ty(source).shape().map_or(0, |s| s.len());
        let vrank = self.ctx.ty(vector).shape().map_or(0, |s| s.len());
        let elem_rank = self
            .ctx
            .ty(source)
            .elem()
            .and_then(|e| self.ctx.ty(e).shape().map(|s| s.len()))
            .unwrap_or(0);
        let given = attrs
            .iter()
            .find(|(n, _)| n == "permutation_map")
            .map(|(_, a)| self.ctx.attr(*a).clone());
        let map = match given {
            Some(AttrData::AffineMap(m)) => m,
            // Not a map: the verifier's error.
            Some(_) => AffineMap::minor_identity(src_rank, vrank.saturating_sub(elem_rank)),
            None => {
                if src_rank < vrank.saturating_sub(elem_rank) {
                    return err(
                        self,
                        "expected a custom permutation_map when rank(source) != \
                         rank(destination)",
                    );
                }
                let m = AffineMap::minor_identity(src_rank, vrank - elem_rank);
                let a = self.ctx.intern_attr(AttrData::AffineMap(m.clone()));
                attrs.push(("permutation_map".into(), a));
                m
            }
        };
        if !attrs.iter().any(|(n, _)| n == "in_bounds") {
            let f = self.ctx.bool_attr(false);
            let a = self
                .ctx
                .intern_attr(AttrData::Array(vec![f; map.results.len()]));
            attrs.push(("in_bounds".into(), a));
        }
        Ok((vector, source, map, at))
    }

    /// The mask type of a transfer: `i1` in the shape of the vector before the permutation
    /// (upstream's `inferTransferOpMaskType`; broadcast dimensions dropped, a 0-D mask made
    /// `vector<1xi1>`), after upstream's checks of the mask (errors at the mask, `at`, or at the
    /// types, `types_at`).
    fn transfer_mask_type(
        &mut self,
        at: usize,
        types_at: usize,
        map: &AffineMap,
        vector: Type,
        source: Type,
    ) -> DResult<Type> {
        let name = self.cur_op_kind.map_or("", |k| k.name());
        let elem = self.ctx.ty(source).elem();
        if elem.is_some_and(|e| matches!(self.ctx.ty(e), TypeData::Vector { .. })) {
            return Err(self.error_at(
                at,
                format!("custom op '{name}' does not support masks with vector element type"),
            ));
        }
        let shape = self.ctx.ty(vector).shape().unwrap_or(&[]).to_vec();
        if shape.len() != map.results.len() {
            return Err(self.error_at(
                types_at,
                format!(
                    "custom op '{name}' expected the same rank for the vector and the results \
                     of the permutation map"
                ),
            ));
        }
        let mut dims: Vec<i64> = crate::ir::vector::transfer_mask_dims(map)
            .into_iter()
            .filter_map(|k| shape.get(k).copied())
            .collect();
        if dims.is_empty() {
            dims.push(1);
        }
        let i1 = self.ctx.int_type(1);
        Ok(self.ctx.vector_type(dims, i1))
    }
}
