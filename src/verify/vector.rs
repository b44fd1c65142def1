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
        let expect_vec = |v: Value, what: &str| -> Result<(Vec<i64>, Type), Diagnostic> {
            match vec_of(ctx, vt(v)) {
                Some((s, e)) => Ok((s.to_vec(), e)),
                None => Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{what} must be vector of any type values, but got '{}'",
                        ts(vt(v))
                    ),
                )),
            }
        };
        // `inferReturnTypes`' error (at the op's location, without the op printed), then
        // InferTypeOpInterface's own.
        let incompatible = |inferred: String| {
            Err(infer_error(
                ctx,
                op,
                format!(
                    "inferred type(s) {inferred} are incompatible with return type(s) of operation '{}'",
                    ts(vt(results[0]))
                ),
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
                let extract = kind == VectorExtract;
                let (src, rest) = if extract {
                    (operands[0], &operands[1..])
                } else {
                    (operands[1], &operands[2..])
                };
                let (shape, elem) =
                    expect_vec(src, if extract { "operand #0" } else { "operand #1" })?;
                let pos = ctx.i64_array(op, "static_position");
                let piece = if extract {
                    vt(results[0])
                } else {
                    vt(operands[0])
                };
                let piece_vec = vec_of(ctx, piece).map(|(s, e)| (s.to_vec(), e));
                if piece_vec.as_ref().is_some_and(|(s, _)| s.is_empty()) {
                    return err(if extract {
                        "expected a scalar instead of a 0-d vector as the result type".into()
                    } else {
                        "expected a scalar instead of a 0-d vector as the source operand".into()
                    });
                }
                let dynamic = pos.iter().filter(|p| **p == DYNAMIC).count();
                if dynamic != rest.len() {
                    return err("mismatch between dynamic and static positions".into());
                }
                let (what, dest) = if extract {
                    ("vector", "")
                } else {
                    ("dest vector", "dest ")
                };
                if pos.len() > shape.len() {
                    return err(format!(
                        "expected position attribute of rank no greater than {what} rank"
                    ));
                }
                if !extract {
                    let srank = piece_vec.as_ref().map_or(0, |(s, _)| s.len());
                    if piece_vec.is_some() && srank + pos.len() != shape.len() {
                        return err("expected position attribute rank + source rank to match dest vector rank".into());
                    }
                    if piece_vec.is_none() && pos.len() != shape.len() {
                        return err(
                            "expected position attribute rank to match the dest vector rank".into(),
                        );
                    }
                }
                for (i, (p, d)) in pos.iter().zip(&shape).enumerate() {
                    if *p != DYNAMIC && *p != -1 && !(0..*d).contains(p) {
                        // (Only extract's message mentions poison.)
                        let poison = if dest.is_empty() {
                            " or poison (-1)"
                        } else {
                            ""
                        };
                        return err(format!(
                            "expected position attribute #{} to be a non-negative integer smaller than the corresponding {dest}vector dimension{poison}",
                            i + 1
                        ));
                    }
                }
                for r in rest {
                    self.expect_index(op, *r, "operand")?;
                }
                let sub = &shape[pos.len().min(shape.len())..];
                let ok = match &piece_vec {
                    Some((s, e)) => s == sub && *e == elem,
                    None => sub.is_empty() && piece == elem,
                };
                if !ok {
                    if extract {
                        let inferred = if sub.is_empty() {
                            ts(elem)
                        } else {
                            let dims: Vec<String> = sub.iter().map(|d| d.to_string()).collect();
                            format!("vector<{}x{}>", dims.join("x"), ts(elem))
                        };
                        return incompatible(format!("'{inferred}'"));
                    }
                    return err(
                        "failed to verify that source operand and result have same element type"
                            .into(),
                    );
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
                if vec_of(ctx, st).is_none() && se != re {
                    return err("source type is not a vector".into());
                }
                if ss.len() > rs.len() {
                    return err("source rank higher than destination rank".into());
                }
                // Trailing dimensions match or are 1 (stretched).
                let lead = rs.len() - ss.len();
                for (k, s) in ss.iter().enumerate() {
                    let r = rs[lead + k];
                    if *s != r && *s != 1 {
                        return err(format!("dimension mismatch ({s} vs. {r})"));
                    }
                }
                if se != re {
                    return err(
                        "failed to verify that source operand and result have same element type"
                            .into(),
                    );
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
                if ss.len() != rs.len()
                    || ss[..ss.len().saturating_sub(1)] != rs[..rs.len().saturating_sub(1)]
                {
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
                    return err(
                        "source/result bitwidth of the minor 1-D vectors must be equal".into(),
                    );
                }
                Ok(())
            }
            // Upstream's `TypeCastOp::verify`, after the operand's ODS constraint.
            VectorTypeCast => {
                let st = vt(operands[0]);
                let rt = vt(results[0]);
                let static_memref = matches!(ctx.ty(st), TypeData::MemRef { shape, .. } if !shape.contains(&DYNAMIC));
                if !static_memref {
                    return err(format!(
                        "operand #0 must be statically shaped memref of any type values, but got '{}'",
                        ts(st)
                    ));
                }
                let TypeData::MemRef { .. } = ctx.ty(rt) else {
                    return err(format!(
                        "result #0 must be memref of any type values, but got '{}'",
                        ts(rt)
                    ));
                };
                // A strided layout that is the identity's counts as none.
                let identity = |t: Type| {
                    let TypeData::MemRef { shape, layout, .. } = ctx.ty(t) else {
                        return false;
                    };
                    layout.is_none()
                        || ctx.memref_strides(t).is_some_and(|(off, st)| {
                            off == 0
                                && st
                                    == crate::ir::vector::strides(shape)
                                        .iter()
                                        .map(|x| *x as i64)
                                        .collect::<Vec<_>>()
                        })
                };
                if !identity(st) {
                    return err("expects operand to be a memref with identity layout".into());
                }
                if !matches!(ctx.ty(rt), TypeData::MemRef { layout: None, .. }) {
                    return err("expects result to be a memref with identity layout".into());
                }
                let space = |t: Type| match ctx.ty(t) {
                    TypeData::MemRef { space, .. } => *space,
                    _ => None,
                };
                if space(st) != space(rt) {
                    return err("expects result in same memory space".into());
                }
                // The shapes and scalars of memref-of-vector types, vectors flattened in.
                let flat = |t: Type| -> (Vec<i64>, Type) {
                    let TypeData::MemRef { shape, elem, .. } = ctx.ty(t) else {
                        return (Vec::new(), t);
                    };
                    let mut s = shape.clone();
                    let mut e = *elem;
                    if let Some((vs, ve)) = vec_of(ctx, e) {
                        s.extend_from_slice(vs);
                        e = ve;
                    }
                    (s, e)
                };
                let ((ss, se), (rs, re)) = (flat(st), flat(rt));
                if se != re {
                    return err(format!(
                        "expects result and operand with same underlying scalar type: '{}'",
                        ts(rt)
                    ));
                }
                if ss != rs {
                    return err(format!(
                        "expects concatenated result and operand shapes to be equal: '{}'",
                        ts(rt)
                    ));
                }
                Ok(())
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
                    return err(if kind == VectorExtractStridedSlice {
                        "failed to verify that operand and result have same element type".into()
                    } else {
                        "failed to verify that operand #0 and result have same element type".into()
                    });
                }
                // Strides are 1 (upstream's isIntegerArrayAttrConfinedToRange).
                let unit_strides = |vals: &[i64]| -> VResult {
                    if vals.iter().any(|v| *v != 1) {
                        return Err(op_error(
                            ctx,
                            op,
                            "expected strides to be confined to [1, 2)",
                        ));
                    }
                    Ok(())
                };
                // Each entry of `name` within [lo, bound(dim) ) (upstream's
                // isIntegerArrayAttrConfinedToShape and friends).
                let confined =
                    |name: &str, vals: &[i64], lo: i64, bound: &dyn Fn(usize) -> i64| -> VResult {
                        for (i, v) in vals.iter().enumerate() {
                            let hi = bound(i);
                            if *v < lo || *v >= hi {
                                return Err(op_error(
                                    ctx,
                                    op,
                                    format!(
                                    "expected {name} dimension {i} to be confined to [{lo}, {hi})"
                                ),
                                ));
                            }
                        }
                        Ok(())
                    };
                if kind == VectorExtractStridedSlice {
                    let Some(sizes) = ints("sizes") else {
                        return err("expected sizes to be an array of integers".into());
                    };
                    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
                        return err(
                            "expected offsets, sizes and strides attributes of same size".into(),
                        );
                    }
                    for (name, v) in [
                        ("offsets", &offsets),
                        ("sizes", &sizes),
                        ("strides", &strides),
                    ] {
                        if v.len() > ss.len() {
                            return err(format!(
                                "expected {name} attribute of rank no greater than vector rank"
                            ));
                        }
                    }
                    confined("offsets", &offsets, 0, &|i| ss[i])?;
                    confined("sizes", &sizes, 1, &|i| ss[i] + 1)?;
                    unit_strides(&strides)?;
                    let sums: Vec<i64> = offsets.iter().zip(&sizes).map(|(o, s)| o + s).collect();
                    confined("sum(offsets, sizes)", &sums, 1, &|i| ss[i] + 1)?;
                    let mut want = sizes.clone();
                    want.extend_from_slice(&ss[sizes.len()..]);
                    if want != rs {
                        let dims: Vec<String> = want.iter().map(|d| d.to_string()).collect();
                        return err(format!(
                            "expected result type to be 'vector<{}x{}>'",
                            dims.join("x"),
                            ts(se)
                        ));
                    }
                } else {
                    let (ds, de) = expect_vec(operands[1], "operand #1")?;
                    if de != se || ds != rs {
                        return err(
                            "failed to verify that all of {dest, result} have same type".into()
                        );
                    }
                    if offsets.len() != ds.len() {
                        return err(
                            "expected offsets of same size as destination vector rank".into()
                        );
                    }
                    if strides.len() != ss.len() {
                        return err("expected strides of same size as source vector rank".into());
                    }
                    if ss.len() > ds.len() {
                        return err(
                            "expected source rank to be no greater than destination rank".into(),
                        );
                    }
                    confined("offsets", &offsets, 0, &|i| ds[i])?;
                    unit_strides(&strides)?;
                    let lead = ds.len() - ss.len();
                    let as_dest: Vec<i64> = (0..ds.len())
                        .map(|i| if i < lead { 1 } else { ss[i - lead] })
                        .collect();
                    let sums: Vec<i64> = offsets.iter().zip(&as_dest).map(|(o, s)| o + s).collect();
                    confined("sum(offsets, source vector shape)", &sums, 1, &|i| {
                        ds[i] + 1
                    })?;
                }
                Ok(())
            }
            VectorFma => {
                let (_, e) = expect_vec(results[0], "result #0")?;
                if !matches!(ctx.ty(e), TypeData::Float(_)) {
                    return err(format!(
                        "operand #0 must be vector of floating-point values, but got '{}'",
                        ts(vt(operands[0]))
                    ));
                }
                Ok(())
            }
            VectorCreateMask | VectorConstantMask | VectorStep => {
                let (rs, re) = expect_vec(results[0], "result #0")?;
                if kind == VectorStep {
                    if !matches!(ctx.ty(re), TypeData::Index) || rs.len() != 1 {
                        return err(format!(
                            "result #0 must be vector of index values of ranks 1, but got '{}'",
                            ts(vt(results[0]))
                        ));
                    }
                    return Ok(());
                }
                if !ctx.ty(re).is_i1() {
                    return err(format!(
                        "result #0 must be vector of 1-bit signless integer values, but got '{}'",
                        ts(vt(results[0]))
                    ));
                }
                if kind == VectorCreateMask {
                    if operands.len() != rs.len().max(1) {
                        return err(
                            "must specify an operand for each result vector dimension".into()
                        );
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
                        return err(
                            "array attr of size out of bounds of vector result dimension size"
                                .into(),
                        );
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
                    return err(
                        "failed to verify that source operand and result have same element type"
                            .to_string(),
                    );
                }
                if let Some(&acc) = operands.get(1) {
                    if vt(acc) != e {
                        return err(
                            "failed to verify that all of {dest, acc} have same type".into()
                        );
                    }
                }
                let (vs, _) = expect_vec(operands[0], "operand #0")?;
                if vs.len() > 1 {
                    return err(format!("unsupported reduction rank: {}", vs.len()));
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
                        "destination type '{}' is incompatible with source type '{}'",
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
                if se != re {
                    return err(
                        "failed to verify that all of {vector, result} have same element type"
                            .into(),
                    );
                }
                let rank = ss.len();
                if rs.len() != rank {
                    return err(format!("vector result rank mismatch: {rank}"));
                }
                let perm = ctx.i64_array(op, "permutation");
                if perm.len() != rank {
                    return err(format!("transposition length mismatch: {}", perm.len()));
                }
                let mut seen = vec![false; rank];
                for (i, p) in perm.iter().enumerate() {
                    if *p < 0 || *p >= rank as i64 {
                        return err(format!("transposition index out of range: {p}"));
                    }
                    if seen[*p as usize] {
                        return err(format!("duplicate position index: {p}"));
                    }
                    seen[*p as usize] = true;
                    if rs[i] != ss[*p as usize] {
                        return err(format!("dimension size mismatch at: {p}"));
                    }
                }
                Ok(())
            }
            VectorFromElements | VectorToElements => {
                let v = if kind == VectorFromElements {
                    results[0]
                } else {
                    operands[0]
                };
                let (s, e) = expect_vec(v, "vector")?;
                let scalars = if kind == VectorFromElements {
                    &operands
                } else {
                    &results
                };
                if scalars.len() as i64 != s.iter().product::<i64>()
                    || scalars.iter().any(|x| vt(*x) != e)
                {
                    return err(format!(
                        "expected {} elements of type '{}'",
                        s.iter().product::<i64>(),
                        ts(e)
                    ));
                }
                Ok(())
            }
            // The element type traits, then upstream's `ShuffleOp::verify`.
            VectorShuffle => {
                let (a, ae) = expect_vec(operands[0], "operand #0")?;
                let (b, be) = expect_vec(operands[1], "operand #1")?;
                let (r, re) = expect_vec(results[0], "result #0")?;
                if ae != re {
                    return err(
                        "failed to verify that first operand v1 and result have same element type"
                            .into(),
                    );
                }
                if be != re {
                    return err(
                        "failed to verify that second operand v2 and result have same element type"
                            .into(),
                    );
                }
                let zero_d = a.is_empty() && b.is_empty() && r.len() == 1;
                if !zero_d && (a.len() != r.len() || b.len() != r.len()) {
                    return err("rank mismatch".into());
                }
                for k in 1..a.len() {
                    if r[k] != a[k] || a[k] != b[k] {
                        return err("dimension mismatch".into());
                    }
                }
                let mask = ctx.i64_array(op, "mask");
                if mask.is_empty() {
                    return err("invalid mask length".into());
                }
                if r.first() != Some(&(mask.len() as i64)) {
                    return err("mask length mismatch".into());
                }
                let (la, lb) = (
                    a.first().copied().unwrap_or(1),
                    b.first().copied().unwrap_or(1),
                );
                for (i, m) in mask.iter().enumerate() {
                    if *m != -1 && !(0..la + lb).contains(m) {
                        return err(format!("mask index #{} out of range", i + 1));
                    }
                }
                Ok(())
            }
            VectorOuterProduct => {
                let (ls, le) = expect_vec(operands[0], "operand #0")?;
                let (rs_, _) = expect_vec(results[0], "result #0")?;
                match vec_of(ctx, vt(operands[1])) {
                    // A proper outer product.
                    Some((rv, _)) => {
                        if ls.len() != 1 {
                            return err("expected 1-d vector for operand #1".into());
                        }
                        if rv.len() != 1 {
                            return err("expected 1-d vector for operand #2".into());
                        }
                        if rs_.len() != 2 {
                            return err("expected 2-d vector result".into());
                        }
                        if ls[0] != rs_[0] {
                            return err("expected #1 operand dim to match result dim #1".into());
                        }
                        if rv[0] != rs_[1] {
                            return err("expected #2 operand dim to match result dim #2".into());
                        }
                    }
                    // An AXPY.
                    None => {
                        if ls.len() != 1 {
                            return err("expected 1-d vector for operand #1".into());
                        }
                        if rs_.len() != 1 {
                            return err("expected 1-d vector result".into());
                        }
                        if ls[0] != rs_[0] {
                            return err("expected #1 operand dim to match result dim #1".into());
                        }
                    }
                }
                // Element types (the engines rely on them; upstream's type constraints).
                let re = vec_of(ctx, vt(results[0])).map(|(_, e)| e);
                let rhs_e = vec_of(ctx, vt(operands[1])).map_or(vt(operands[1]), |(_, e)| e);
                if re != Some(le) || rhs_e != le {
                    return err("failed to verify that all operands and the result have the same element type".into());
                }
                if let Some(&acc) = operands.get(2) {
                    if vt(acc) != vt(results[0]) {
                        return err("expected operand #3 of same type as result type".into());
                    }
                }
                if self.check_kind_type(op, le).is_err() {
                    return err("unsupported outerproduct type".into());
                }
                Ok(())
            }
            VectorContract => self.verify_contract(op),
            VectorLoad | VectorStore => {
                let load = kind == VectorLoad;
                let (base, idx, v) = if load {
                    (operands[0], &operands[1..], results[0])
                } else {
                    (operands[1], &operands[2..], operands[0])
                };
                let vname = if load { "result #0" } else { "operand #0" };
                // ODS checks operands in order, then results.
                if !load {
                    expect_vec(v, vname)?;
                }
                let bt = vt(base);
                let TypeData::MemRef { shape, .. } = ctx.ty(bt) else {
                    return err(format!(
                        "operand #{} must be memref of any type values, but got '{}'",
                        usize::from(!load),
                        ts(bt)
                    ));
                };
                let rank = shape.len();
                for i in idx {
                    self.expect_index(op, *i, "operand")?;
                }
                let (vs, ve) = expect_vec(v, vname)?;
                // As upstream's verifier orders its checks. A vector of one element is a
                // scalar access: any layout.
                let one = vs.iter().product::<i64>() == 1;
                let unit = ctx
                    .memref_strides(bt)
                    .is_some_and(|(_, st)| st.last().is_none_or(|x| *x == 1));
                if !one && !unit {
                    return err("most minor memref dim must have unit stride".into());
                }
                if rank < vs.len() {
                    return err(if load {
                        "destination memref has lower rank than the result vector".into()
                    } else {
                        "source memref has lower rank than the vector to store".into()
                    });
                }
                let what = if load { "result" } else { "valueToStore" };
                let mut me = ctx.ty(bt).elem().unwrap();
                if let Some((ms, mve)) = vec_of(ctx, me) {
                    if ms != &vs[..] || mve != ve {
                        return err(format!("base memref and {what} vector types should match"));
                    }
                    me = mve;
                }
                if me != ve {
                    return err(if load {
                        "base and result element types should match".into()
                    } else {
                        "base and valueToStore element type should match".into()
                    });
                }
                if idx.len() != rank {
                    return err(format!("requires {rank} indices"));
                }
                Ok(())
            }
            VectorMaskedLoad | VectorMaskedStore | VectorExpandLoad | VectorCompressStore
            | VectorGather | VectorScatter => {
                let n = operands.len();
                let gather = matches!(kind, VectorGather | VectorScatter);
                let load = matches!(kind, VectorMaskedLoad | VectorExpandLoad | VectorGather);
                let v = if load { results[0] } else { operands[n - 1] };
                let what = if load { "result" } else { "valueToStore" };
                let (vs, ve) = expect_vec(v, what)?;
                let (ms, mi) = expect_vec(operands[n - 2], "mask")?;
                let base_t = vt(operands[0]);
                let Some(me) = ctx.ty(base_t).elem().filter(|_| ctx.ty(base_t).is_memref()) else {
                    return err(format!(
                        "operand #0 must be memref of any type values, but got '{}'",
                        ts(base_t)
                    ));
                };
                if ve != me {
                    return err(format!("base and {what} element type should match"));
                }
                let nidx = n - if gather { 4 } else { 3 };
                let rank = ctx.ty(base_t).shape().map_or(0, |s| s.len());
                if nidx != rank {
                    return err(format!("requires {rank} indices"));
                }
                for i in &operands[1..1 + nidx] {
                    self.expect_index(op, *i, "operand")?;
                }
                if !ctx.ty(mi).is_i1() {
                    return err(format!(
                        "operand #{} must be vector of 1-bit signless integer values, but got '{}'",
                        n - 2,
                        ts(vt(operands[n - 2]))
                    ));
                }
                if gather {
                    let (is, ie) = expect_vec(operands[n - 3], "index vector")?;
                    if !ctx.ty(ie).is_int_or_index() {
                        return err(format!(
                            "operand #{} must be vector of integer or index values, but got '{}'",
                            n - 3,
                            ts(vt(operands[n - 3]))
                        ));
                    }
                    if is != vs {
                        return err(format!("expected {what} dim to match indices dim"));
                    }
                    if ms != vs {
                        return err(format!("expected {what} dim to match mask dim"));
                    }
                } else if matches!(kind, VectorMaskedLoad | VectorMaskedStore) {
                    if ms != vs {
                        return err(format!("expected {what} shape to match mask shape"));
                    }
                } else if ms != vs {
                    return err(format!("expected {what} dim to match mask dim"));
                }
                if load && vt(operands[n - 1]) != vt(results[0]) {
                    return err("expected pass_thru of same type as result type".into());
                }
                Ok(())
            }
            VectorTransferRead | VectorTransferWrite => self.verify_transfer(op, kind),
            VectorMask => self.verify_mask(op),
            // No rule of its own (upstream's `vector.yield` is any region's return-like end).
            VectorYield => Ok(()),
            VectorScan => {
                let (ss, _) = expect_vec(operands[0], "operand #0")?;
                let (is, _) = expect_vec(operands[1], "operand #1")?;
                if ss.is_empty() {
                    return err(format!(
                        "operand #0 must be vector of any type values of non-zero rank, but got '{}'",
                        ts(vt(operands[0]))
                    ));
                }
                if vt(results[0]) != vt(operands[0]) {
                    return err("failed to verify that all of {source, dest} have same type".into());
                }
                if vt(results[1]) != vt(operands[1]) {
                    return err(
                        "failed to verify that all of {initial_value, accumulated_value} have same type"
                            .into(),
                    );
                }
                let dim = match ctx.get_attr(op, "reduction_dim").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value as i64,
                    _ => 0,
                };
                let rank = ss.len() as i64;
                if dim >= rank {
                    return err(format!(
                        "reduction dimension {dim} has to be less than {rank}"
                    ));
                }
                if is.len() as i64 != rank - 1 {
                    return err(format!(
                        "initial value rank {} has to be equal to {}",
                        is.len(),
                        rank - 1
                    ));
                }
                let want: Vec<i64> = ss
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i as i64 != dim)
                    .map(|(_, d)| *d)
                    .collect();
                if want != is {
                    return err("incompatible input/initial value shapes".into());
                }
                let (_, de) = expect_vec(results[0], "result #0")?;
                if self.check_kind_type(op, de).is_err() {
                    let k = match ctx.get_attr(op, "kind").map(|a| ctx.attr(a)) {
                        Some(AttrData::Vector(VectorEnum::Kind, k)) => *k,
                        _ => 0,
                    };
                    return err(format!(
                        "unsupported reduction type '{}' for kind '{}'",
                        ts(de),
                        VectorEnum::Kind.keywords()[k as usize]
                    ));
                }
                Ok(())
            }
            VectorInterleave => {
                let (s, e) = expect_vec(operands[0], "operand #0")?;
                let mut want = s.clone();
                match want.last_mut() {
                    Some(l) => *l *= 2,
                    None => want.push(2),
                }
                if vec_of(ctx, vt(results[0])).map(|(s, e)| (s.to_vec(), e)) != Some((want, e)) {
                    return err(
                        "failed to verify that type of 'result' is double the width of the inputs"
                            .into(),
                    );
                }
                Ok(())
            }
            VectorDeinterleave => {
                let (s, e) = expect_vec(operands[0], "operand #0")?;
                let mut want = s.clone();
                match want.last_mut() {
                    Some(l) if *l % 2 == 0 => *l /= 2,
                    _ => return err("failed to verify that the trailing dimension of the source vector has an even number of elements".into()),
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

    /// `vector.mask`: upstream's region and operand constraints in trait order (`SingleBlock`,
    /// `NoRegionArguments`, the ODS invariants), then `MaskOp::verify`.
    fn verify_mask(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let err = |m: String| Err(op_error(ctx, op, m));
        let region = ctx.regions(op)[0];
        let block = ctx.entry_block(region);
        if let Some(b) = block {
            if ctx.first_op(b).is_none() {
                return err("expects a non-empty block".into());
            }
            if !ctx.block_args(b).is_empty() {
                return err("region should have no arguments".into());
            }
        }
        let mask = ctx.operand(op, 0);
        let mt = ctx.value_type(mask);
        match vec_of(ctx, mt) {
            Some((s, e)) if !s.is_empty() && ctx.ty(e).is_i1() => {}
            _ => {
                return err(format!(
                    "operand #0 must be vector of 1-bit signless integer values, but got '{}'",
                    type_to_string(ctx, mt)
                ))
            }
        }
        let Some(b) = block else {
            return err(
                "region #0 ('maskRegion') failed to verify constraint: region with 1 blocks".into(),
            );
        };
        let ops: Vec<Op> = ctx.block_ops(b).collect();
        if ops.len() > 2 {
            return err("expects only one operation to mask".into());
        }
        let term = *ops.last().expect("a non-empty block");
        if ctx.kind(term) != OpKind::VectorYield {
            return err("expects a terminator within the mask region".into());
        }
        let results = ctx.results(op);
        if ctx.operands(term).len() != results.len() {
            return err("expects number of results to match mask region yielded values".into());
        }
        if ops.len() == 1 {
            return Ok(());
        }
        let inner = ops[0];
        let Some(expected) = expected_mask_shape(ctx, inner) else {
            return err("expects a MaskableOpInterface within the mask region".into());
        };
        let inner_results = ctx.results(inner);
        if inner_results.len() != results.len() {
            return err(
                "expects number of results to match maskable operation number of results".into(),
            );
        }
        if inner_results != ctx.operands(term) {
            return err("expects all the results from the MaskableOpInterface to match all the values returned by the terminator".into());
        }
        if inner_results
            .iter()
            .zip(results)
            .any(|(a, b)| ctx.value_type(*a) != ctx.value_type(*b))
        {
            return err("expects result type to match maskable operation result type".into());
        }
        let actual = vec_of(ctx, mt).map(|(s, _)| s.to_vec());
        let scalable = match ctx.ty(mt) {
            TypeData::Vector { scalable, .. } => scalable.clone(),
            _ => Vec::new(),
        };
        if actual.as_deref() != Some(&expected.0[..])
            || scalable_of(&scalable, expected.0.len()) != expected.1
        {
            let dims: Vec<String> = expected
                .0
                .iter()
                .zip(&expected.1)
                .map(|(d, s)| if *s { format!("[{d}]") } else { d.to_string() })
                .collect();
            let t = if dims.is_empty() {
                "vector<i1>".to_string()
            } else {
                format!("vector<{}xi1>", dims.join("x"))
            };
            return err(format!("expects a '{t}' mask for the maskable operation"));
        }
        if let Some(&pt) = ctx.operands(op).get(1) {
            if ctx.kind(inner) != OpKind::VectorTransferRead {
                return err(
                    "doesn't expect a passthru argument for this maskable operation".into(),
                );
            }
            if inner_results.len() != 1 {
                return err("expects result when passthru argument is provided".into());
            }
            if ctx.value_type(pt) != ctx.value_type(inner_results[0]) {
                return err("expects passthru type to match result type".into());
            }
        }
        Ok(())
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
            "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => {
                ctx.ty(elem).is_int_or_index()
            }
            _ => is_float,
        };
        if !ok {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "unsupported reduction type ''{}'' for kind '{name}'",
                    type_to_string(ctx, elem)
                ),
            ));
        }
        Ok(())
    }

    /// `vector.contract`: the element type traits, then upstream's `ContractionOp::verify`
    /// (maps, contracting and batch dimension pairs, `verifyOutputShape`, the kind).
    fn verify_contract(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let err = |m: String| Err(op_error(ctx, op, m));
        let operands = ctx.operands(op).to_vec();
        let res_t = ctx.value_type(ctx.result(op, 0));
        let acc_t = ctx.value_type(operands[2]);
        let elem = |t: Type| vec_of(ctx, t).map_or(t, |(_, e)| e);
        let shape = |t: Type| vec_of(ctx, t).map_or(Vec::new(), |(s, _)| s.to_vec());
        for (i, v) in operands.iter().take(2).enumerate() {
            let t = ctx.value_type(*v);
            if vec_of(ctx, t).is_none_or(|(s, _)| s.is_empty()) {
                return err(format!(
                    "operand #{i} must be vector of any type values of non-zero rank, but got '{}'",
                    type_to_string(ctx, t)
                ));
            }
        }
        let (lt, rt) = (ctx.value_type(operands[0]), ctx.value_type(operands[1]));
        if elem(lt) != elem(rt) {
            return err("failed to verify that lhs and rhs have same element type".into());
        }
        if elem(acc_t) != elem(res_t) {
            return err(
                "failed to verify that third operand acc and result have same element type".into(),
            );
        }
        if matches!(ctx.ty(elem(lt)), TypeData::Integer { signedness, .. } if *signedness != crate::ir::Signedness::Signless)
        {
            return err("only supports signless integer types".into());
        }
        let maps: Vec<crate::ir::AffineMap> =
            match ctx.get_attr(op, "indexing_maps").map(|a| ctx.attr(a)) {
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
            return err("expected an indexing map for each vector operand".into());
        }
        let n = iters.len();
        for (index, map) in maps.iter().enumerate() {
            if map.symbols != 0 {
                return err(format!("expected indexing map {index} to have no symbols"));
            }
            let rank = shape(ctx.value_type(operands[index])).len();
            if map.dims as usize != n {
                return err(format!(
                    "expected indexing map {index} to have {n} number of inputs"
                ));
            }
            if map.results.len() != rank {
                return err(format!(
                    "expected indexing map {index} to have {rank} number of outputs"
                ));
            }
            let mut seen = vec![false; n];
            let projected = map.results.iter().all(|e| match e {
                AffineExpr::Dim(d) if (*d as usize) < n && !seen[*d as usize] => {
                    seen[*d as usize] = true;
                    true
                }
                _ => false,
            });
            if !projected {
                return err(format!(
                    "expected indexing map {index} to be a projected permutation of its inputs"
                ));
            }
        }
        let pos = |m: &crate::ir::AffineMap, d: usize| {
            m.results
                .iter()
                .position(|e| *e == AffineExpr::Dim(d as u32))
        };
        // (lhs dim, rhs dim) pairs of the reduction (contracting) and parallel (batch)
        // iterators both sides index (upstream's getContractingDimMap/getBatchDimMap).
        let dim_map = |ty: u8| -> Vec<(usize, usize)> {
            iters
                .iter()
                .enumerate()
                .filter(|(_, t)| **t == ty)
                .filter_map(|(d, _)| Some((pos(&maps[0], d)?, pos(&maps[1], d)?)))
                .collect()
        };
        let (contracting, batch) = (dim_map(1), dim_map(0));
        if contracting.is_empty() {
            return err("expected at least one contracting dimension pair".into());
        }
        let (ls, rs) = (shape(lt), shape(rt));
        let dims_agree = |pairs: &[(usize, usize)]| pairs.iter().all(|(l, r)| ls[*l] == rs[*r]);
        if !dims_agree(&contracting) {
            return err("invalid contracting dimension map".into());
        }
        if !dims_agree(&batch) {
            return err("invalid batch dimension map".into());
        }
        // verifyOutputShape: the lhs's free and batch dimensions, then the rhs's free ones.
        let lhs_c: Vec<usize> = contracting.iter().map(|p| p.0).collect();
        let rhs_c: Vec<usize> = contracting.iter().map(|p| p.1).collect();
        let rhs_b: Vec<usize> = batch.iter().map(|p| p.1).collect();
        let free = (0..ls.len()).filter(|i| !lhs_c.contains(i)).count()
            + (0..rs.len())
                .filter(|i| !rhs_c.contains(i) && !rhs_b.contains(i))
                .count();
        let res_vec = vec_of(ctx, res_t).is_some();
        let acc_vec = vec_of(ctx, acc_t).is_some();
        if free == 0 {
            if res_vec || acc_vec {
                return err("invalid accumulator/result vector shape".into());
            }
        } else {
            if !res_vec || !acc_vec {
                return err("invalid accumulator/result vector shape".into());
            }
            let used = |d: usize| pos(&maps[0], d).is_some() || pos(&maps[1], d).is_some();
            if !(0..n).all(used) {
                return err("expected all dimensions to be either a LHS or a RHS dimension".into());
            }
            let mut extents = vec![None::<i64>; n];
            for (m, s) in [(&maps[0], &ls), (&maps[1], &rs)] {
                for (e, d) in m.results.iter().zip(s.iter()) {
                    if let AffineExpr::Dim(k) = e {
                        extents[*k as usize].get_or_insert(*d);
                    }
                }
            }
            let want: Vec<i64> = maps[2]
                .results
                .iter()
                .map(|e| match e {
                    AffineExpr::Dim(k) => extents[*k as usize].unwrap_or(0),
                    _ => 0,
                })
                .collect();
            let re = elem(res_t);
            if shape(res_t) != want || shape(acc_t) != want || elem(acc_t) != re {
                let dims: Vec<String> = want.iter().map(|d| d.to_string()).collect();
                return err(format!(
                    "invalid accumulator/result vector shape, expected: 'vector<{}x{}>'",
                    dims.join("x"),
                    type_to_string(ctx, re)
                ));
            }
        }
        if self.check_kind_type(op, elem(res_t)).is_err() {
            return err("unsupported contraction type".into());
        }
        Ok(())
    }

    /// Upstream's `TransferReadOp::verify` / `TransferWriteOp::verify` with
    /// `verifyTransferOp` and `verifyPermutationMap`, in their order.
    fn verify_transfer(&mut self, op: Op, kind: VectorOp) -> VResult {
        let ctx = self.ctx;
        let err = |m: String| Err(op_error(ctx, op, m));
        let read = kind == VectorOp::VectorTransferRead;
        let (src, idx, v, mask) = if read {
            (
                ctx.segment(op, 0),
                ctx.segment(op, 1),
                ctx.result(op, 0),
                ctx.segment(op, 3),
            )
        } else {
            (
                ctx.segment(op, 1),
                ctx.segment(op, 2),
                ctx.segment(op, 0)[0],
                ctx.segment(op, 3),
            )
        };
        let Some(&src) = src.first() else {
            return err("expected a source".into());
        };
        // ODS's operand and result kinds first (operands numbered by value).
        if let Some(&m) = mask.first() {
            let ok = matches!(ctx.ty(ctx.value_type(m)), TypeData::Vector { shape, elem, .. }
                if !shape.is_empty() && ctx.ty(*elem).is_i1());
            if !ok {
                let i = ctx.operands(op).len() - 1;
                return err(format!(
                    "operand #{i} must be vector of 1-bit signless integer values, but got '{}'",
                    type_to_string(ctx, ctx.value_type(m))
                ));
            }
        }
        if let Some(&r) = ctx.results(op).first() {
            let rt = ctx.value_type(r);
            let (ok, what) = if read {
                (vec_of(ctx, rt).is_some(), "vector of any type values")
            } else {
                (
                    matches!(ctx.ty(rt), TypeData::Tensor { .. }),
                    "ranked tensor of any type values",
                )
            };
            if !ok {
                return err(format!(
                    "result #0 must be {what}, but got '{}'",
                    type_to_string(ctx, rt)
                ));
            }
        }
        let st = ctx.value_type(src);
        let (shape, elem) = match ctx.ty(st) {
            TypeData::MemRef { shape, elem, .. } | TypeData::Tensor { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => {
                return err(format!(
                    "operand #0 must be shaped of any type values, but got '{}'",
                    type_to_string(ctx, st)
                ))
            }
        };
        let Some((vs, ve)) = vec_of(ctx, ctx.value_type(v)) else {
            return err("requires a vector".into());
        };
        let map = match ctx.get_attr(op, "permutation_map").map(|a| ctx.attr(a)) {
            Some(AttrData::AffineMap(m)) => m.clone(),
            _ => return err("requires a permutation_map".into()),
        };
        if idx.len() != shape.len() {
            return err(format!("requires {} indices", shape.len()));
        }
        if !read
            && map
                .results
                .iter()
                .any(|e| matches!(e, AffineExpr::Const(0)))
        {
            return err("should not have broadcast dimensions".into());
        }
        // verifyTransferOp. Bit widths as the data layout gives them.
        fn bits(ctx: &Context, t: Type) -> u64 {
            match ctx.ty(t) {
                TypeData::Integer { width, .. } => u64::from(*width),
                TypeData::Index => 64,
                TypeData::Float(k) => u64::from(k.width()),
                TypeData::Complex(e) => 2 * bits(ctx, *e),
                _ => 0,
            }
        }
        let vbits = |minor: i64| bits(ctx, ve) * minor.max(0) as u64;
        if let Some((es, ee)) = vec_of(ctx, elem) {
            let source_bits = bits(ctx, ee) * es.last().copied().unwrap_or(1).max(0) as u64;
            let result_bits = vbits(vs.last().copied().unwrap_or(1));
            if source_bits == 0 || result_bits % source_bits != 0 {
                return err(
                    "requires the bitwidth of the minor 1-D vector to be an integral \
                            multiple of the bitwidth of the minor 1-D vector of the source"
                        .into(),
                );
            }
            if es.len() > vs.len() {
                return err(
                    "requires source vector element and vector result ranks to match.".into(),
                );
            }
            if map.results.len() != vs.len() - es.len() {
                return err(
                    "requires a permutation_map with result dims of the same rank as \
                            the vector type"
                        .into(),
                );
            }
            if !mask.is_empty() {
                return err("does not support masks with vector element type".into());
            }
        } else {
            let minor = if vs.is_empty() { 1 } else { vs[vs.len() - 1] };
            let eb = bits(ctx, elem);
            if eb == 0 || vbits(minor) % eb != 0 {
                return err(
                    "requires the bitwidth of the minor 1-D vector to be an integral \
                            multiple of the bitwidth of the source element type"
                        .into(),
                );
            }
            if map.results.len() != vs.len() {
                return err(
                    "requires a permutation_map with result dims of the same rank as \
                            the vector type"
                        .into(),
                );
            }
        }
        if map.symbols != 0 {
            return err("requires permutation_map without symbols".into());
        }
        if map.dims as usize != shape.len() {
            return err(
                "requires a permutation_map with input dims of the same rank as the source type"
                    .into(),
            );
        }
        if let Some(&m) = mask.first() {
            // inferTransferOpMaskType: the vector's shape before the permutation, broadcast
            // dimensions dropped; a 0-D mask is vector<1xi1>.
            let mut dims: Vec<i64> = crate::ir::vector::transfer_mask_dims(&map)
                .into_iter()
                .filter_map(|k| vs.get(k).copied())
                .collect();
            if dims.is_empty() {
                dims.push(1);
            }
            let mt = ctx.value_type(m);
            let ok = matches!(ctx.ty(mt), TypeData::Vector { shape, elem, .. }
                if *shape == dims && ctx.ty(*elem).is_i1());
            if !ok {
                let dims: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
                return err(format!(
                    "inferred mask type ('vector<{}xi1>') and mask operand type ('{}') don't match",
                    dims.join("x"),
                    type_to_string(ctx, mt)
                ));
            }
        }
        let in_bounds = match ctx.get_attr(op, "in_bounds").map(|a| ctx.attr(a)) {
            Some(AttrData::Array(items)) => items.len(),
            _ => usize::MAX,
        };
        if in_bounds != map.results.len() {
            return err(format!(
                "expects the in_bounds attr of same rank as permutation_map results: affine_map<{map}> vs inBounds of size: {in_bounds}"
            ));
        }
        if read {
            let pad = ctx.segment(op, 2);
            let pt = ctx.value_type(pad[0]);
            if vec_of(ctx, elem).is_some() {
                if pt != elem {
                    return err("requires source element type and padding type to match.".into());
                }
            } else {
                let valid = matches!(
                    ctx.ty(pt),
                    TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_)
                );
                if !valid {
                    return err("requires valid padding vector elemental type".into());
                }
                if pt != elem {
                    return err(
                        "requires formal padding and source of the same elemental type".into(),
                    );
                }
            }
        }
        let mut seen = vec![false; shape.len()];
        for e in &map.results {
            match e {
                AffineExpr::Const(0) => {}
                AffineExpr::Dim(d) if seen[*d as usize] => {
                    return err("requires a permutation_map that is a permutation (found one dim used more than once)".into())
                }
                AffineExpr::Dim(d) => seen[*d as usize] = true,
                _ => return err("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)".into()),
            }
        }
        Ok(())
    }
}

/// Scalable flags for `n` dimensions (a type without them has none scalable).
fn scalable_of(flags: &[bool], n: usize) -> Vec<bool> {
    (0..n)
        .map(|i| flags.get(i).copied().unwrap_or(false))
        .collect()
}

/// The shape (and scalable flags) of the mask a maskable op expects under `vector.mask`
/// (upstream's `MaskableOpInterface::getExpectedMaskType`); `None` for an op that is not
/// maskable.
pub(crate) fn expected_mask_shape(ctx: &Context, op: Op) -> Option<(Vec<i64>, Vec<bool>)> {
    use VectorOp::*;
    let crate::ir::DialectOp::Vector(k) = ctx.kind(op).dialect_op() else {
        return None;
    };
    let shape_flags = |t: Type| -> (Vec<i64>, Vec<bool>) {
        match ctx.ty(t) {
            TypeData::Vector {
                shape, scalable, ..
            } => (shape.clone(), scalable_of(scalable, shape.len())),
            _ => (Vec::new(), Vec::new()),
        }
    };
    match k {
        VectorReduction | VectorMultiReduction => {
            Some(shape_flags(ctx.value_type(ctx.operand(op, 0))))
        }
        VectorOuterProduct | VectorGather => Some(shape_flags(ctx.value_type(ctx.result(op, 0)))),
        VectorContract => {
            let sizes = crate::ir::vector::iteration_bounds(ctx, op);
            let n = sizes.len();
            Some((sizes, vec![false; n]))
        }
        VectorTransferRead | VectorTransferWrite => {
            let vt = if k == VectorTransferRead {
                ctx.value_type(ctx.result(op, 0))
            } else {
                ctx.value_type(*ctx.segment(op, 0).first()?)
            };
            let (vs, vf) = shape_flags(vt);
            let map = match ctx.get_attr(op, "permutation_map").map(|a| ctx.attr(a)) {
                Some(AttrData::AffineMap(m)) => m.clone(),
                _ => return Some((vs, vf)),
            };
            let dims = crate::ir::vector::transfer_mask_dims(&map);
            let mut shape: Vec<i64> = dims.iter().filter_map(|k| vs.get(*k).copied()).collect();
            let mut flags: Vec<bool> = dims.iter().filter_map(|k| vf.get(*k).copied()).collect();
            // upstream: a 0-D mask is a one-element 1-D mask.
            if shape.is_empty() {
                shape.push(1);
                flags.push(false);
            }
            Some((shape, flags))
        }
        _ => None,
    }
}
