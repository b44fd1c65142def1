//! Op rules of vector: the types each op relates (what the engines rely on: every element an
//! op reads or writes exists), with upstream's wording where it has one.

use super::*;
use crate::ir::{AffineExpr, VectorEnum, VectorOp};

/// The shape and element type of a vector type.
fn vec_of(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.ty(t) {
        TypeData::Vector { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

impl Verifier<'_> {
    pub(super) fn verify_vector(&mut self, op: Op, kind: VectorOp) -> VResult {
        use VectorOp::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        let err = |m: String| Err(op_error(ctx, op, m));
        let ts = |t: Type| type_to_string(ctx, t);
        let vt = |v: Value| ctx.value_type(v);
        // Every vector operand and result: fixed size (the engines hold every element).
        for v in operands.iter().chain(&results) {
            if let TypeData::Vector { scalable, .. } = ctx.ty(vt(*v)) {
                if scalable.iter().any(|s| *s) {
                    return err("scalable vectors are not supported".into());
                }
            }
        }
        let expect_vec = |v: Value, what: &str| -> Result<(Vec<i64>, Type), Diagnostic> {
            match vec_of(ctx, vt(v)) {
                Some((s, e)) => Ok((s.to_vec(), e)),
                None => Err(op_error(
                    ctx,
                    op,
                    format!("{what} must be vector of any type values, but got '{}'", ts(vt(v))),
                )),
            }
        };
        let incompatible = |inferred: String| {
            err(format!(
                "inferred type(s) {inferred} are incompatible with return type(s) of operation '{}'",
                ts(vt(results[0]))
            ))
        };
        match kind {
            VectorPrint => {
                let has_str = ctx.get_attr(op, "stringLiteral").is_some();
                let punct = match ctx.get_attr(op, "punctuation").map(|a| ctx.attr(a)) {
                    Some(AttrData::Vector(VectorEnum::Punctuation, p)) => *p,
                    _ => 1,
                };
                if has_str && (!operands.is_empty() || punct != 1) {
                    return err(
                        "failed to verify that `source` or `punctuation` are not set when printing strings"
                            .into(),
                    );
                }
                if let Some(&v) = operands.first() {
                    let t = vt(v);
                    let e = vec_of(ctx, t).map_or(t, |(_, e)| e);
                    if !matches!(ctx.ty(e), TypeData::Integer { width, .. } if *width <= 64)
                        && !matches!(ctx.ty(e), TypeData::Index | TypeData::Float(_))
                    {
                        return err(format!("operand #0 must be , but got '{}'", ts(t)));
                    }
                }
                Ok(())
            }
            VectorExtract | VectorInsert => {
                let (src, rest) = if kind == VectorExtract {
                    (operands[0], &operands[1..])
                } else {
                    (operands[1], &operands[2..])
                };
                let (shape, elem) = expect_vec(src, if kind == VectorExtract { "operand #0" } else { "operand #1" })?;
                let pos = ctx.i64_array(op, "static_position");
                let dynamic = pos.iter().filter(|p| **p == DYNAMIC).count();
                if dynamic != rest.len() {
                    return err("mismatch between dynamic and static positions".into());
                }
                if pos.len() > shape.len() {
                    return err("expected position attribute of rank no greater than vector rank".into());
                }
                for (i, (p, d)) in pos.iter().zip(&shape).enumerate() {
                    if *p != DYNAMIC && *p != -1 && !(0..*d).contains(p) {
                        return err(format!(
                            "expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)",
                            i + 1
                        ));
                    }
                }
                for r in rest {
                    self.expect_index(op, *r, "operand")?;
                }
                let sub = &shape[pos.len()..];
                let piece = if kind == VectorExtract { vt(results[0]) } else { vt(operands[0]) };
                let ok = match vec_of(ctx, piece) {
                    Some((s, e)) => s == sub && e == elem,
                    None => sub.is_empty() && piece == elem,
                };
                if !ok {
                    if kind == VectorExtract {
                        if sub.is_empty() {
                            return incompatible(format!("'{}'", ts(elem)));
                        }
                        return err(format!(
                            "the result type '{}' is not the type of the extracted sub-vector",
                            ts(piece)
                        ));
                    }
                    return err(format!(
                        "expected the value to store ('{}') to have the type of the indexed sub-vector",
                        ts(piece)
                    ));
                }
                Ok(())
            }
            VectorBroadcast => {
                let (rs, re) = expect_vec(results[0], "result #0")?;
                let st = vt(operands[0]);
                let (ss, se) = match vec_of(ctx, st) {
                    Some((s, e)) => (s.to_vec(), e),
                    None => (Vec::new(), st),
                };
                if se != re {
                    return err("source and result element types differ".into());
                }
                // Trailing dimensions match or are 1 (stretched).
                if ss.len() > rs.len()
                    || ss
                        .iter()
                        .rev()
                        .zip(rs.iter().rev())
                        .any(|(s, r)| *s != *r && *s != 1)
                {
                    return err(format!(
                        "'{}' is not broadcastable to '{}'",
                        ts(st),
                        ts(vt(results[0]))
                    ));
                }
                Ok(())
            }
            VectorShapeCast => {
                let (ss, se) = expect_vec(operands[0], "operand #0")?;
                let (rs, re) = expect_vec(results[0], "result #0")?;
                if se != re {
                    return err("has different source and result element types".into());
                }
                if ss.iter().product::<i64>() != rs.iter().product::<i64>() {
                    return err(format!(
                        "has different number of elements at source ({}) and result ({})",
                        ss.iter().product::<i64>(),
                        rs.iter().product::<i64>()
                    ));
                }
                Ok(())
            }
            VectorBitCast => {
                let (ss, se) = expect_vec(operands[0], "operand #0")?;
                let (rs, re) = expect_vec(results[0], "result #0")?;
                if ss.len() != rs.len() || ss[..ss.len().saturating_sub(1)] != rs[..rs.len().saturating_sub(1)] {
                    return err("dimension size mismatch at: 0".into());
                }
                let bits = |e: Type, n: Option<&i64>| -> Option<i64> {
                    let w = match ctx.ty(e) {
                        TypeData::Integer { width, .. } => *width as i64,
                        TypeData::Float(k) => k.width() as i64,
                        TypeData::Index => 64,
                        _ => return None,
                    };
                    Some(w * n.copied().unwrap_or(1))
                };
                if bits(se, ss.last()) != bits(re, rs.last()) {
                    return err("source/result bitwidth of the minor 1-D vectors must be equal".into());
                }
                Ok(())
            }
            VectorTypeCast => {
                let st = vt(operands[0]);
                let rt = vt(results[0]);
                match (ctx.ty(st), ctx.ty(rt)) {
                    (
                        TypeData::MemRef { shape, elem, layout: None, .. },
                        TypeData::MemRef { shape: rshape, elem: relem, layout: None, .. },
                    ) if rshape.is_empty() => match vec_of(ctx, *relem) {
                        Some((vs, ve)) if vs == &shape[..] && ve == *elem && !shape.contains(&DYNAMIC) => Ok(()),
                        _ => err(format!("expects result type '{}' to be a 0-D memref of a vector of the source's shape", ts(rt))),
                    },
                    _ => err("expects operand to be a memref with identity layout and a result memref of rank 0".into()),
                }
            }
            VectorExtractStridedSlice | VectorInsertStridedSlice => {
                let (ss, se) = expect_vec(operands[0], "operand #0")?;
                let (rs, re) = expect_vec(results[0], "result #0")?;
                let ints = |name: &str| -> Option<Vec<i64>> {
                    match ctx.get_attr(op, name).map(|a| ctx.attr(a)) {
                        Some(AttrData::Array(items)) => items
                            .iter()
                            .map(|i| match ctx.attr(*i) {
                                AttrData::Integer { value, .. } => i64::try_from(*value).ok(),
                                _ => None,
                            })
                            .collect(),
                        _ => None,
                    }
                };
                let (Some(offsets), Some(strides)) = (ints("offsets"), ints("strides")) else {
                    return err("expected offsets and strides to be arrays of integers".into());
                };
                if se != re {
                    return err("expected source and result element types to match".into());
                }
                if strides.iter().any(|s| *s != 1) {
                    return err("expected strides to be confined to [1, 2)".into());
                }
                if kind == VectorExtractStridedSlice {
                    let Some(sizes) = ints("sizes") else {
                        return err("expected sizes to be an array of integers".into());
                    };
                    if offsets.len() != sizes.len() || offsets.len() != strides.len() || offsets.len() > ss.len() {
                        return err("expected offsets, sizes and strides attributes of equal length, no greater than the vector rank".into());
                    }
                    for (i, ((o, s), d)) in offsets.iter().zip(&sizes).zip(&ss).enumerate() {
                        if *o < 0 || *s <= 0 || o + s > *d {
                            return err(format!("expected offsets and sizes of dimension {i} to be within the source vector"));
                        }
                    }
                    let mut want = sizes.clone();
                    want.extend_from_slice(&ss[sizes.len()..]);
                    if want != rs {
                        return err(format!("expected result type to be vector with shape [{}]", want.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ")));
                    }
                } else {
                    let (ds, de) = expect_vec(operands[1], "operand #1")?;
                    if de != se || ds != rs {
                        return err("expected the destination and result types to match".into());
                    }
                    if offsets.len() != ds.len() || strides.len() != ss.len() || ss.len() > ds.len() {
                        return err("expected offsets of the destination's rank and strides of the source's rank".into());
                    }
                    let lead = ds.len() - ss.len();
                    for (i, o) in offsets.iter().enumerate() {
                        let size = if i < lead { 1 } else { ss[i - lead] };
                        if *o < 0 || o + size > ds[i] {
                            return err(format!("expected offsets of dimension {i} to place the source within the destination"));
                        }
                    }
                }
                Ok(())
            }
            VectorFma => {
                let (_, e) = expect_vec(results[0], "result #0")?;
                if !matches!(ctx.ty(e), TypeData::Float(_)) {
                    return err(format!("operand #0 must be vector of floating-point values, but got '{}'", ts(vt(operands[0]))));
                }
                Ok(())
            }
            VectorCreateMask | VectorConstantMask | VectorStep => {
                let (rs, re) = expect_vec(results[0], "result #0")?;
                if kind == VectorStep {
                    if !matches!(ctx.ty(re), TypeData::Index) || rs.len() != 1 {
                        return err(format!("result #0 must be vector of index values of rank 1, but got '{}'", ts(vt(results[0]))));
                    }
                    return Ok(());
                }
                if !ctx.ty(re).is_i1() {
                    return err(format!("result #0 must be vector of 1-bit signless integer values, but got '{}'", ts(vt(results[0]))));
                }
                if kind == VectorCreateMask {
                    if operands.len() != rs.len().max(1) {
                        return err("must specify an operand for each result vector dimension".into());
                    }
                    for v in &operands {
                        self.expect_index(op, *v, "operand")?;
                    }
                    return Ok(());
                }
                let sizes = ctx.i64_array(op, "mask_dim_sizes");
                if sizes.len() != rs.len().max(1) {
                    return err("must specify array attr of size equal vector result rank".into());
                }
                for (s, d) in sizes.iter().zip(rs.iter().chain(std::iter::once(&1))) {
                    if *s < 0 || s > d {
                        return err("array attr of size out of bounds of vector result dimension size".into());
                    }
                }
                // All or none of the dimensions are empty.
                if sizes.contains(&0) && sizes.iter().any(|s| *s != 0) {
                    return err("expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim".into());
                }
                Ok(())
            }
            VectorReduction => {
                let (_, e) = expect_vec(operands[0], "operand #0")?;
                if vt(results[0]) != e {
                    return err(format!("failed to verify that source operand and result have same element type"));
                }
                if let Some(&acc) = operands.get(1) {
                    if vt(acc) != e {
                        return err("failed to verify that all of {dest, acc} have same type".into());
                    }
                }
                self.check_kind_type(op, e)
            }
            VectorMultiReduction => {
                let (ss, se) = expect_vec(operands[0], "operand #0")?;
                let dims = ctx.i64_array(op, "reduction_dims");
                let mut kept = Vec::new();
                for (i, d) in ss.iter().enumerate() {
                    if !dims.contains(&(i as i64)) {
                        kept.push(*d);
                    }
                }
                if dims.iter().any(|d| *d < 0 || *d >= ss.len() as i64) {
                    return err("reduction dimension out of range".into());
                }
                let rt = vt(results[0]);
                let ok = match vec_of(ctx, rt) {
                    Some((s, e)) => s == &kept[..] && e == se,
                    None => kept.is_empty() && rt == se,
                };
                if !ok {
                    return err(format!(
                        "destination type {} is incompatible with source type {}",
                        ts(rt),
                        ts(vt(operands[0]))
                    ));
                }
                if vt(operands[1]) != vt(results[0]) {
                    return err("failed to verify that all of {dest, acc} have same type".into());
                }
                self.check_kind_type(op, se)
            }
            VectorTranspose => {
                let (ss, se) = expect_vec(operands[0], "operand #0")?;
                let (rs, re) = expect_vec(results[0], "result #0")?;
                let perm = ctx.i64_array(op, "permutation");
                if perm.len() != ss.len() {
                    return err("transposition length mismatch".into());
                }
                let mut seen = vec![false; ss.len()];
                for p in &perm {
                    if *p < 0 || *p >= ss.len() as i64 || seen[*p as usize] {
                        return err("transposition index out of range or repeated".into());
                    }
                    seen[*p as usize] = true;
                }
                if se != re || rs.len() != ss.len() || perm.iter().enumerate().any(|(i, p)| rs[i] != ss[*p as usize]) {
                    return err("dimension size mismatch at: 0".into());
                }
                Ok(())
            }
            VectorFromElements | VectorToElements => {
                let v = if kind == VectorFromElements { results[0] } else { operands[0] };
                let (s, e) = expect_vec(v, "vector")?;
                let scalars = if kind == VectorFromElements { &operands } else { &results };
                if scalars.len() as i64 != s.iter().product::<i64>() || scalars.iter().any(|x| vt(*x) != e) {
                    return err(format!("expected {} elements of type '{}'", s.iter().product::<i64>(), ts(e)));
                }
                Ok(())
            }
            VectorShuffle => {
                let (a, ae) = expect_vec(operands[0], "operand #0")?;
                let (b, be) = expect_vec(operands[1], "operand #1")?;
                let (r, re) = expect_vec(results[0], "result #0")?;
                if ae != be || ae != re || a.len() != b.len() || a.get(1..) != b.get(1..) {
                    return err("dimension mismatch".into());
                }
                let mask = ctx.i64_array(op, "mask");
                let (la, lb) = (a.first().copied().unwrap_or(1), b.first().copied().unwrap_or(1));
                if r.first() != Some(&(mask.len() as i64)) || r.get(1..) != a.get(1..).or(Some(&[])) {
                    return err("mask length mismatch".into());
                }
                for (i, m) in mask.iter().enumerate() {
                    if *m != -1 && !(0..la + lb).contains(m) {
                        return err(format!("mask index #{} out of range", i + 1));
                    }
                }
                Ok(())
            }
            VectorOuterProduct => {
                let (ls, le) = expect_vec(operands[0], "operand #0")?;
                if ls.len() != 1 {
                    return err("expected 1-d vector for operand #1".into());
                }
                let rt = vt(operands[1]);
                let want = match vec_of(ctx, rt) {
                    Some((rs, re)) => {
                        if rs.len() != 1 || re != le {
                            return err("expected 1-d vector for operand #2".into());
                        }
                        vec![ls[0], rs[0]]
                    }
                    None => {
                        if rt != le {
                            return err("expected operand #2 of the element type".into());
                        }
                        vec![ls[0]]
                    }
                };
                if vec_of(ctx, vt(results[0])).map(|(s, e)| (s.to_vec(), e)) != Some((want, le)) {
                    return err("expected the result of the outer product's shape".into());
                }
                if let Some(&acc) = operands.get(2) {
                    if vt(acc) != vt(results[0]) {
                        return err("expected operand #3 of same type as result type".into());
                    }
                }
                self.check_kind_type(op, le)
            }
            VectorContract => self.verify_contract(op),
            VectorLoad | VectorStore => {
                let (base, idx, v) = if kind == VectorLoad {
                    (operands[0], &operands[1..], results[0])
                } else {
                    (operands[1], &operands[2..], operands[0])
                };
                self.check_base(op, base, idx.len())?;
                for i in idx {
                    self.expect_index(op, *i, "operand")?;
                }
                let me = ctx.ty(vt(base)).elem().unwrap();
                let (vs, ve) = expect_vec(v, "vector")?;
                match vec_of(ctx, me) {
                    Some((ms, mve)) => {
                        if ms != &vs[..] || mve != ve {
                            return err("base memref and result vector types should match".into());
                        }
                    }
                    None => {
                        if me != ve {
                            return err("base and result element types should match".into());
                        }
                        let rank = ctx.ty(vt(base)).shape().map_or(0, |s| s.len());
                        if vs.len() > rank.max(1) {
                            return err("expected a vector of rank no greater than the memref's".into());
                        }
                    }
                }
                Ok(())
            }
            VectorMaskedLoad | VectorMaskedStore | VectorExpandLoad | VectorCompressStore => {
                let n = operands.len();
                let (mask, v) = (operands[n - 2], if kind == VectorMaskedLoad || kind == VectorExpandLoad { results[0] } else { operands[n - 1] });
                self.check_base(op, operands[0], n - 3)?;
                for i in &operands[1..n - 2] {
                    self.expect_index(op, *i, "operand")?;
                }
                let me = ctx.ty(vt(operands[0])).elem().unwrap();
                let (vs, ve) = expect_vec(v, "vector")?;
                let (ms, mi) = expect_vec(mask, "mask")?;
                if ve != me {
                    return err("base and result element type should match".into());
                }
                if vs.len() != 1 || ms != vs || !ctx.ty(mi).is_i1() {
                    return err("expected a 1-D vector and a mask of the same length".into());
                }
                if matches!(kind, VectorMaskedLoad | VectorExpandLoad) && vt(operands[n - 1]) != vt(results[0]) {
                    return err("expected pass_thru of same type as result type".into());
                }
                Ok(())
            }
            VectorGather | VectorScatter => {
                let n = operands.len();
                self.check_base(op, operands[0], n - 4)?;
                for i in &operands[1..n - 3] {
                    self.expect_index(op, *i, "operand")?;
                }
                let me = ctx.ty(vt(operands[0])).elem().unwrap();
                let v = if kind == VectorGather { results[0] } else { operands[n - 1] };
                let (vs, ve) = expect_vec(v, "vector")?;
                let (is, ie) = expect_vec(operands[n - 3], "index vector")?;
                let (ms, mi) = expect_vec(operands[n - 2], "mask")?;
                if ve != me {
                    return err("base and result element type should match".into());
                }
                if is != vs || ms != vs || !ctx.ty(mi).is_i1() || !ctx.ty(ie).is_int_or_index() {
                    return err("expected result dim to match indices dim".into());
                }
                if kind == VectorGather && vt(operands[n - 1]) != vt(results[0]) {
                    return err("expected pass_thru of same type as result type".into());
                }
                Ok(())
            }
            VectorTransferRead | VectorTransferWrite => self.verify_transfer(op, kind),
            VectorInterleave => {
                let (s, e) = expect_vec(operands[0], "operand #0")?;
                let mut want = s.clone();
                match want.last_mut() {
                    Some(l) => *l *= 2,
                    None => want.push(2),
                }
                if vec_of(ctx, vt(results[0])).map(|(s, e)| (s.to_vec(), e)) != Some((want, e)) {
                    return err("failed to verify that type of 'result' is double the width of the inputs".into());
                }
                Ok(())
            }
            VectorDeinterleave => {
                let (s, e) = expect_vec(operands[0], "operand #0")?;
                let mut want = s.clone();
                match want.last_mut() {
                    Some(l) if *l % 2 == 0 => *l /= 2,
                    _ => return err("the trailing dimension of the source vector must be even".into()),
                }
                if vec_of(ctx, vt(results[0])).map(|(s, e)| (s.to_vec(), e)) != Some((want, e))
                    || vt(results[1]) != vt(results[0])
                {
                    return err("failed to verify that the trailing dimension of the results is half the width of source trailing dimension".into());
                }
                Ok(())
            }
        }
    }

    /// A vector memory op's base: a memref with `n` indices.
    fn check_base(&self, op: Op, base: Value, n: usize) -> VResult {
        let ctx = self.ctx;
        match ctx.ty(ctx.value_type(base)) {
            TypeData::MemRef { shape, .. } if shape.len() == n => Ok(()),
            TypeData::MemRef { .. } => Err(op_error(ctx, op, format!("requires {} indices", ctx.ty(ctx.value_type(base)).shape().unwrap().len()))),
            _ => Err(op_error(ctx, op, format!("operand #0 must be memref of any type values, but got '{}'", type_to_string(ctx, ctx.value_type(base))))),
        }
    }

    /// The combining kind must apply to the element type (integer kinds on integers, float
    /// kinds on floats).
    fn check_kind_type(&self, op: Op, elem: Type) -> VResult {
        let ctx = self.ctx;
        let kind = match ctx.get_attr(op, "kind").map(|a| ctx.attr(a)) {
            Some(AttrData::Vector(VectorEnum::Kind, k)) => *k,
            _ => 0,
        };
        let name = VectorEnum::Kind.keywords()[kind as usize];
        let is_float = matches!(ctx.ty(elem), TypeData::Float(_));
        let ok = match name {
            "add" | "mul" => true,
            "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => ctx.ty(elem).is_int_or_index(),
            _ => is_float,
        };
        if !ok {
            return Err(op_error(ctx, op, format!("unsupported reduction type '{}' for kind '{name}'", type_to_string(ctx, elem))));
        }
        Ok(())
    }

    fn verify_contract(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let err = |m: &str| Err(op_error(ctx, op, m));
        let operands = ctx.operands(op).to_vec();
        let maps: Vec<crate::ir::AffineMap> = match ctx.get_attr(op, "indexing_maps").map(|a| ctx.attr(a)) {
            Some(AttrData::Array(items)) => items
                .iter()
                .filter_map(|i| match ctx.attr(*i) {
                    AttrData::AffineMap(m) => Some(m.clone()),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        let iters: Vec<u8> = match ctx.get_attr(op, "iterator_types").map(|a| ctx.attr(a)) {
            Some(AttrData::Array(items)) => items
                .iter()
                .filter_map(|i| match ctx.attr(*i) {
                    AttrData::Vector(VectorEnum::IteratorType, t) => Some(*t),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        };
        if maps.len() != 3 {
            return err("expected an indexing map for each vector operand");
        }
        let n = iters.len();
        if maps.iter().any(|m| m.dims as usize != n || m.symbols != 0) {
            return err("expected indexing map 0 to have no symbols");
        }
        // Every dimension's size, from the operands it indexes; they must agree.
        let mut sizes = vec![None::<i64>; n];
        for (m, v) in maps.iter().zip(&operands) {
            let t = ctx.value_type(*v);
            let shape: Vec<i64> = vec_of(ctx, t).map_or(Vec::new(), |(s, _)| s.to_vec());
            if m.results.len() != shape.len() {
                return err("expected indexing map 0 to be a projected permutation of its inputs");
            }
            for (e, s) in m.results.iter().zip(&shape) {
                let AffineExpr::Dim(d) = e else {
                    return err("expected indexing map 0 to be a projected permutation of its inputs");
                };
                match sizes[*d as usize] {
                    Some(x) if x != *s => return err("invalid contraction dimension sizes"),
                    _ => sizes[*d as usize] = Some(*s),
                }
            }
        }
        if sizes.iter().any(|s| s.is_none()) {
            return err("expected all dimensions to be either a LHS or a RHS dimension");
        }
        // The accumulator is indexed by exactly the parallel dimensions.
        for (d, it) in iters.iter().enumerate() {
            let in_acc = maps[2].results.contains(&AffineExpr::Dim(d as u32));
            if (*it == 0) != in_acc {
                return err("invalid accumulator/result vector shape");
            }
        }
        let elem = |v: Value| {
            let t = ctx.value_type(v);
            vec_of(ctx, t).map_or(t, |(_, e)| e)
        };
        if ctx.value_type(operands[2]) != ctx.value_type(ctx.result(op, 0)) {
            return err("failed to verify that result type matches accumulator type");
        }
        if elem(operands[0]) != elem(operands[1]) || elem(operands[0]) != elem(operands[2]) {
            return err("expected the operand and accumulator element types to be equal");
        }
        self.check_kind_type(op, elem(operands[2]))
    }

    fn verify_transfer(&mut self, op: Op, kind: VectorOp) -> VResult {
        let ctx = self.ctx;
        let err = |m: String| Err(op_error(ctx, op, m));
        let (src, idx, v) = if kind == VectorOp::VectorTransferRead {
            (ctx.segment(op, 0), ctx.segment(op, 1), ctx.result(op, 0))
        } else {
            (ctx.segment(op, 1), ctx.segment(op, 2), ctx.segment(op, 0)[0])
        };
        let Some(&src) = src.first() else {
            return err("expected a source".into());
        };
        let st = ctx.value_type(src);
        let TypeData::MemRef { shape, elem, .. } = ctx.ty(st) else {
            return err(format!("operand #0 must be shaped of any type values, but got '{}'", type_to_string(ctx, st)));
        };
        if idx.len() != shape.len() {
            return err(format!("requires {} indices", shape.len()));
        }
        for i in idx {
            self.expect_index(op, *i, "operand")?;
        }
        let Some((vs, ve)) = vec_of(ctx, ctx.value_type(v)) else {
            return err("requires a vector".into());
        };
        if ve != *elem {
            return err("requires source and vector element types to match (vectors of vectors are not supported)".into());
        }
        let map = match ctx.get_attr(op, "permutation_map").map(|a| ctx.attr(a)) {
            Some(AttrData::AffineMap(m)) => m.clone(),
            _ => return err("requires a permutation_map".into()),
        };
        if map.dims as usize != shape.len() || map.symbols != 0 {
            return err("requires a permutation_map with input dims of the same rank as the source type".into());
        }
        if map.results.len() != vs.len() {
            return err("requires a permutation_map with result dims of the same rank as the vector type".into());
        }
        let mut seen = vec![false; shape.len()];
        for e in &map.results {
            match e {
                AffineExpr::Dim(d) if !seen[*d as usize] => seen[*d as usize] = true,
                AffineExpr::Const(0) => {}
                _ => return err("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)".into()),
            }
        }
        let in_bounds = match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr(a)) {
            Some(AttrData::Array(items)) => items.len(),
            _ => usize::MAX,
        };
        if in_bounds != vs.len() {
            return err("expects the in_bounds attr of same rank as permutation_map results".into());
        }
        if kind == VectorOp::VectorTransferRead {
            let pad = ctx.segment(op, 2);
            if pad.len() != 1 || ctx.value_type(pad[0]) != *elem {
                return err("requires formal padding and source of the same elemental type".into());
            }
        }
        Ok(())
    }
}
