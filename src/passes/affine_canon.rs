//! Canonical forms of affine maps and sets with their operands (upstream's
//! `canonicalizeMapAndOperands`, `composeAffineMapAndOperands`, `simplifyAffineMap`), which the
//! folds of the affine ops apply: dimensions that are valid symbols become symbols, constant
//! symbols become constants, duplicate and unused operands go, `affine.apply` producers are
//! composed in.

use crate::ir::affine_values::{is_valid_dim, is_valid_symbol};
use crate::ir::matchers::const_int;
use crate::ir::{AffineExpr, AffineMap, AffineOp, AffineSet, AttrData, Context, OpKind, Value};

/// A map's or set's expressions over `dims` dimensions and `syms` symbols.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exprs {
    /// Number of dimensions.
    pub dims: u32,
    /// Number of symbols.
    pub syms: u32,
    /// The results (a map) or constraint expressions (a set).
    pub exprs: Vec<AffineExpr>,
}

impl Exprs {
    /// A map's.
    pub fn of_map(m: &AffineMap) -> Exprs {
        Exprs {
            dims: m.dims,
            syms: m.symbols,
            exprs: m.results.clone(),
        }
    }
    /// Back to a map.
    pub fn to_map(&self) -> AffineMap {
        AffineMap {
            dims: self.dims,
            symbols: self.syms,
            results: self.exprs.clone(),
        }
    }
    /// A set's (its equality flags are kept by the caller).
    pub fn of_set(s: &AffineSet) -> Exprs {
        Exprs {
            dims: s.dims,
            syms: s.symbols,
            exprs: s.constraints.iter().map(|(e, _)| e.clone()).collect(),
        }
    }
    /// Back to a set with the equality flags of `like`.
    pub fn to_set(&self, like: &AffineSet) -> AffineSet {
        AffineSet {
            dims: self.dims,
            symbols: self.syms,
            constraints: self
                .exprs
                .iter()
                .zip(&like.constraints)
                .map(|(e, (_, eq))| (e.clone(), *eq))
                .collect(),
        }
    }
    fn replace(&mut self, dr: &[AffineExpr], sr: &[AffineExpr], dims: u32, syms: u32) {
        self.exprs = self.exprs.iter().map(|e| e.replace(dr, sr)).collect();
        self.dims = dims;
        self.syms = syms;
    }
}

/// `canonicalizePromotedSymbols`: dimension operands that are valid symbols become symbols
/// (after the existing ones).
fn promote_symbols(ctx: &Context, m: &mut Exprs, operands: &mut Vec<Value>) {
    if operands.is_empty() {
        return;
    }
    let nd = m.dims as usize;
    let old_syms = m.syms;
    let mut result = Vec::new();
    let mut remapped = Vec::new();
    let mut dr = Vec::new();
    let mut next_dim = 0;
    for (i, v) in operands.iter().enumerate() {
        if i < nd {
            if is_valid_symbol(ctx, *v) {
                dr.push(AffineExpr::Symbol(old_syms + remapped.len() as u32));
                remapped.push(*v);
            } else {
                dr.push(AffineExpr::Dim(next_dim));
                next_dim += 1;
                result.push(*v);
            }
        } else {
            result.push(*v);
        }
    }
    let n = remapped.len() as u32;
    result.extend(remapped);
    *operands = result;
    m.replace(&dr, &[], next_dim, old_syms + n);
}

/// `legalizeDemotedDims`: symbol operands that are valid dimensions but not valid symbols
/// become dimensions (after the existing ones).
fn demote_dims(ctx: &Context, m: &mut Exprs, operands: &mut Vec<Value>) {
    if operands.is_empty() {
        return;
    }
    let nd = m.dims as usize;
    let mut result: Vec<Value> = operands[..nd].to_vec();
    let mut remapped = Vec::new();
    let mut syms = Vec::new();
    let mut sr = Vec::new();
    for v in &operands[nd..] {
        if is_valid_dim(ctx, *v) && !is_valid_symbol(ctx, *v) {
            sr.push(AffineExpr::Dim((nd + remapped.len()) as u32));
            remapped.push(*v);
        } else {
            sr.push(AffineExpr::Symbol(syms.len() as u32));
            syms.push(*v);
        }
    }
    let (dn, sn) = ((nd + remapped.len()) as u32, syms.len() as u32);
    result.extend(remapped);
    result.extend(syms);
    *operands = result;
    let dr: Vec<AffineExpr> = (0..nd as u32).map(AffineExpr::Dim).collect();
    m.replace(&dr, &sr, dn, sn);
}

/// `canonicalizeMapOrSetAndOperands`.
pub fn canonicalize(ctx: &Context, m: &mut Exprs, operands: &mut Vec<Value>) {
    if operands.is_empty() {
        return;
    }
    promote_symbols(ctx, m, operands);
    demote_dims(ctx, m, operands);
    let mut used_dims = vec![false; m.dims as usize];
    let mut used_syms = vec![false; m.syms as usize];
    for e in &m.exprs {
        e.walk(&mut |x| match x {
            AffineExpr::Dim(d) => {
                if let Some(u) = used_dims.get_mut(*d as usize) {
                    *u = true;
                }
            }
            AffineExpr::Symbol(s) => {
                if let Some(u) = used_syms.get_mut(*s as usize) {
                    *u = true;
                }
            }
            _ => {}
        });
    }
    let nd = m.dims as usize;
    let mut result = Vec::new();
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut dr = vec![AffineExpr::Const(0); nd];
    let mut next_dim = 0;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        if let Some((_, e)) = seen.iter().find(|(x, _)| *x == v) {
            dr[i] = e.clone();
        } else {
            dr[i] = AffineExpr::Dim(next_dim);
            next_dim += 1;
            result.push(v);
            seen.push((v, dr[i].clone()));
        }
    }
    let mut seen: Vec<(Value, AffineExpr)> = Vec::new();
    let mut sr = vec![AffineExpr::Const(0); m.syms as usize];
    let mut next_sym = 0;
    for i in 0..m.syms as usize {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = const_int(ctx, v) {
            sr[i] = AffineExpr::Const(c as i64);
            continue;
        }
        if let Some((_, e)) = seen.iter().find(|(x, _)| *x == v) {
            sr[i] = e.clone();
        } else {
            sr[i] = AffineExpr::Symbol(next_sym);
            next_sym += 1;
            result.push(v);
            seen.push((v, sr[i].clone()));
        }
    }
    m.replace(&dr, &sr, next_dim, next_sym);
    *operands = result;
}

/// The map of the `affine.apply` defining `v`, with its operands.
fn apply_producer(ctx: &Context, v: Value) -> Option<(AffineMap, Vec<Value>)> {
    let d = ctx.defining_op(v)?;
    if ctx.kind(d) != OpKind::AffineApply {
        return None;
    }
    match ctx.get_attr(d, "map").map(|a| ctx.attr(a)) {
        Some(AttrData::AffineMap(m)) if m.results.len() == 1 => {
            Some((m.clone(), ctx.operands(d).to_vec()))
        }
        _ => None,
    }
}

/// Shifts dimensions by `dims` and symbols by `syms`.
fn shift(e: &AffineExpr, dims: u32, syms: u32) -> AffineExpr {
    match e {
        AffineExpr::Dim(d) => AffineExpr::Dim(d + dims),
        AffineExpr::Symbol(s) => AffineExpr::Symbol(s + syms),
        AffineExpr::Const(_) => e.clone(),
        AffineExpr::Bin(op, a, b) => {
            AffineExpr::bin(*op, shift(a, dims, syms), shift(b, dims, syms))
        }
    }
}

/// Replaces every occurrence of `from` by `to`, rebuilding only what changed.
fn replace_expr(e: &AffineExpr, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
    if e == from {
        return to.clone();
    }
    match e {
        AffineExpr::Bin(op, a, b) => {
            let (na, nb) = (replace_expr(a, from, to), replace_expr(b, from, to));
            if na == **a && nb == **b {
                e.clone()
            } else {
                AffineExpr::bin(*op, na, nb)
            }
        }
        _ => e.clone(),
    }
}

/// `composeAffineMapAndOperands` (also used for sets, as upstream's `composeSetAndOperands`
/// composes each constraint the same way).
pub fn compose(ctx: &Context, m: &mut Exprs, operands: &mut Vec<Value>) {
    if m.exprs.is_empty() {
        canonicalize(ctx, m, operands);
        simplify(m);
        return;
    }
    let nd = m.dims as usize;
    let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|v| Some(*v)).collect();
    let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|v| Some(*v)).collect();
    loop {
        let mut changed = false;
        for pos in 0..dims.len() + syms.len() {
            let is_dim = pos < dims.len();
            let slot = if is_dim {
                dims[pos]
            } else {
                syms[pos - dims.len()]
            };
            let Some(v) = slot else { continue };
            let Some((cmap, cops)) = apply_producer(ctx, v) else {
                continue;
            };
            if is_dim {
                dims[pos] = None;
            } else {
                syms[pos - dims.len()] = None;
            }
            let mut c = Exprs::of_map(&cmap);
            let mut cops = cops;
            canonicalize(ctx, &mut c, &mut cops);
            let repl = shift(&c.exprs[0], dims.len() as u32, syms.len() as u32);
            let from = if is_dim {
                AffineExpr::Dim(pos as u32)
            } else {
                AffineExpr::Symbol((pos - dims.len()) as u32)
            };
            let cd = c.dims as usize;
            dims.extend(cops[..cd].iter().map(|v| Some(*v)));
            syms.extend(cops[cd..].iter().map(|v| Some(*v)));
            m.exprs = m
                .exprs
                .iter()
                .map(|e| replace_expr(e, &from, &repl))
                .collect();
            m.dims = dims.len() as u32;
            m.syms = syms.len() as u32;
            changed = true;
            break;
        }
        if !changed {
            break;
        }
    }
    operands.clear();
    let (mut nd, mut ns) = (0u32, 0u32);
    let mut dr = Vec::new();
    let mut sr = Vec::new();
    for d in &dims {
        match d {
            None => dr.push(AffineExpr::Const(0)),
            Some(v) => {
                dr.push(AffineExpr::Dim(nd));
                nd += 1;
                operands.push(*v);
            }
        }
    }
    for s in &syms {
        match s {
            None => sr.push(AffineExpr::Const(0)),
            Some(v) => {
                sr.push(AffineExpr::Symbol(ns));
                ns += 1;
                operands.push(*v);
            }
        }
    }
    m.replace(&dr, &sr, nd, ns);
    canonicalize(ctx, m, operands);
    simplify(m);
}

/// A linear form over dimensions then symbols, and a constant.
pub fn flatten(e: &AffineExpr, n: usize, dims: usize) -> Option<(Vec<i64>, i64)> {
    Some(match e {
        AffineExpr::Dim(d) => {
            let mut v = vec![0; n];
            *v.get_mut(*d as usize)? = 1;
            (v, 0)
        }
        AffineExpr::Symbol(s) => {
            let mut v = vec![0; n];
            *v.get_mut(dims + *s as usize)? = 1;
            (v, 0)
        }
        AffineExpr::Const(c) => (vec![0; n], *c),
        AffineExpr::Bin(AffineOp::Add, a, b) => {
            let (x, c) = flatten(a, n, dims)?;
            let (y, d) = flatten(b, n, dims)?;
            (
                x.iter().zip(&y).map(|(p, q)| p.wrapping_add(*q)).collect(),
                c.wrapping_add(d),
            )
        }
        AffineExpr::Bin(AffineOp::Mul, a, b) => {
            let k = b.constant()?;
            let (x, c) = flatten(a, n, dims)?;
            (
                x.iter().map(|p| p.wrapping_mul(k)).collect(),
                c.wrapping_mul(k),
            )
        }
        AffineExpr::Bin(..) => return None,
    })
}

/// Whether the expression is pure affine (upstream's `isPureAffine`): products have a
/// constant factor, divisions and remainders a constant divisor.
fn is_pure_affine(e: &AffineExpr) -> bool {
    match e {
        AffineExpr::Dim(_) | AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
        AffineExpr::Bin(AffineOp::Add, a, b) => is_pure_affine(a) && is_pure_affine(b),
        AffineExpr::Bin(AffineOp::Mul, a, b) => {
            is_pure_affine(a)
                && is_pure_affine(b)
                && (a.constant().is_some() || b.constant().is_some())
        }
        AffineExpr::Bin(_, a, b) => is_pure_affine(a) && b.constant().is_some(),
    }
}

/// Upstream's `SimpleAffineExprFlattener` for pure affine expressions: each expression as
/// coefficients of the dimensions, symbols and local variables (one per distinct division,
/// with its expression) and a constant.
struct Flattener {
    dims: u32,
    syms: u32,
    stack: Vec<Vec<i64>>,
    locals: Vec<AffineExpr>,
}

impl Flattener {
    fn local_start(&self) -> usize {
        (self.dims + self.syms) as usize
    }

    fn add_local(&mut self, e: AffineExpr) {
        let at = self.local_start() + self.locals.len();
        for v in &mut self.stack {
            v.insert(at, 0);
        }
        self.locals.push(e);
    }

    /// `getAffineExprFromFlatForm`.
    fn expr_of(&self, flat: &[i64]) -> AffineExpr {
        let mut out = AffineExpr::Const(0);
        let n = self.local_start();
        for (j, k) in flat[..n].iter().enumerate() {
            if *k == 0 {
                continue;
            }
            let id = if j < self.dims as usize {
                AffineExpr::Dim(j as u32)
            } else {
                AffineExpr::Symbol(j as u32 - self.dims)
            };
            let term = AffineExpr::bin(AffineOp::Mul, id, AffineExpr::Const(*k));
            out = AffineExpr::bin(AffineOp::Add, out, term);
        }
        for (j, k) in flat[n..flat.len() - 1].iter().enumerate() {
            if *k == 0 {
                continue;
            }
            let term =
                AffineExpr::bin(AffineOp::Mul, self.locals[j].clone(), AffineExpr::Const(*k));
            out = AffineExpr::bin(AffineOp::Add, out, term);
        }
        let c = flat[flat.len() - 1];
        if c != 0 {
            out = AffineExpr::bin(AffineOp::Add, out, AffineExpr::Const(c));
        }
        out
    }

    fn visit(&mut self, e: &AffineExpr) -> Option<()> {
        let width = self.local_start() + self.locals.len() + 1;
        match e {
            AffineExpr::Dim(d) => {
                let mut v = vec![0; width];
                v[*d as usize] = 1;
                self.stack.push(v);
            }
            AffineExpr::Symbol(s) => {
                let mut v = vec![0; width];
                v[(self.dims + s) as usize] = 1;
                self.stack.push(v);
            }
            AffineExpr::Const(c) => {
                let mut v = vec![0; width];
                v[width - 1] = *c;
                self.stack.push(v);
            }
            AffineExpr::Bin(op, a, b) => {
                self.visit(a)?;
                self.visit(b)?;
                let rhs = self.stack.pop()?;
                match op {
                    AffineOp::Add => {
                        let lhs = self.stack.last_mut()?;
                        for (x, y) in lhs.iter_mut().zip(&rhs) {
                            *x = x.wrapping_add(*y);
                        }
                    }
                    AffineOp::Mul => {
                        let k = b.constant()?;
                        for x in self.stack.last_mut()? {
                            *x = x.wrapping_mul(k);
                        }
                    }
                    AffineOp::Mod => {
                        let c = b.constant().filter(|c| *c > 0)?;
                        let lhs = self.stack.last().cloned()?;
                        if lhs.iter().all(|x| x % c == 0) {
                            self.stack.last_mut()?.fill(0);
                            return Some(());
                        }
                        let g = lhs.iter().fold(c, |g, x| gcd(g, *x));
                        let dividend: Vec<i64> = lhs.iter().map(|x| x / g).collect();
                        let divisor = c / g;
                        let fd = AffineExpr::bin(
                            AffineOp::FloorDiv,
                            self.expr_of(&dividend),
                            AffineExpr::Const(divisor),
                        );
                        match self.locals.iter().position(|l| *l == fd) {
                            None => {
                                self.add_local(fd);
                                let at = self.local_start() + self.locals.len() - 1;
                                self.stack.last_mut()?[at] = -c;
                            }
                            // Upstream sets (not adds to) the reused local's coefficient.
                            Some(p) => {
                                let at = self.local_start() + p;
                                self.stack.last_mut()?[at] = -c;
                            }
                        }
                    }
                    AffineOp::FloorDiv | AffineOp::CeilDiv => {
                        let c = b.constant().filter(|c| *c > 0)?;
                        let mut lhs = self.stack.pop()?;
                        let g = lhs.iter().fold(c, |g, x| gcd(g, *x));
                        if g != 1 {
                            for x in &mut lhs {
                                *x /= g;
                            }
                        }
                        let divisor = c / g;
                        if divisor == 1 {
                            self.stack.push(lhs);
                            return Some(());
                        }
                        let a = self.expr_of(&lhs);
                        let de = AffineExpr::bin(*op, a, AffineExpr::Const(divisor));
                        let pos = match self.locals.iter().position(|l| *l == de) {
                            Some(p) => p,
                            None => {
                                self.add_local(de);
                                self.locals.len() - 1
                            }
                        };
                        let width = self.local_start() + self.locals.len() + 1;
                        let mut v = vec![0; width];
                        v[self.local_start() + pos] = 1;
                        self.stack.push(v);
                    }
                }
            }
        }
        Some(())
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// `simplifyAffineExpr` for pure affine expressions: the flattened form rebuilt in upstream's
/// order (dimensions, symbols, divisions, the constant). Semi-affine expressions (a symbolic
/// divisor or factor) are kept as they are.
pub fn simplify_expr(e: &AffineExpr, dims: u32, syms: u32) -> AffineExpr {
    if !is_pure_affine(e) {
        return e.clone();
    }
    let mut f = Flattener {
        dims,
        syms,
        stack: Vec::new(),
        locals: Vec::new(),
    };
    if f.visit(e).is_none() {
        return e.clone();
    }
    match f.stack.last() {
        Some(flat) => f.expr_of(&flat.clone()),
        None => e.clone(),
    }
}

/// `simplifyAffineMap` (see [`simplify_expr`]).
pub fn simplify(m: &mut Exprs) {
    m.exprs = m
        .exprs
        .iter()
        .map(|e| simplify_expr(e, m.dims, m.syms))
        .collect();
}

/// `removeDuplicateExprs`: the first of equal results stays.
pub fn remove_duplicates(m: &mut Exprs) {
    let mut out: Vec<AffineExpr> = Vec::new();
    for e in &m.exprs {
        if !out.contains(e) {
            out.push(e.clone());
        }
    }
    m.exprs = out;
}

/// `canonicalizeMapExprAndTermOrder`: the results sorted by their flattened coefficients
/// (dimensions, symbols, constant) when all are linear; whether the order changed.
pub fn order_results(m: &mut Exprs) -> bool {
    let n = (m.dims + m.syms) as usize;
    let mut flat = Vec::new();
    for e in &m.exprs {
        let Some((mut coefs, c)) = flatten(e, n, m.dims as usize) else {
            return false;
        };
        coefs.push(c);
        flat.push(coefs);
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return false;
    }
    let mut perm: Vec<usize> = (0..m.exprs.len()).collect();
    perm.sort_by(|a, b| flat[*a].cmp(&flat[*b]));
    m.exprs = perm.iter().map(|i| m.exprs[*i].clone()).collect();
    true
}

/// The constant lower bound of an `affine.for` induction variable (upstream's
/// `getLowerBound(Value)`).
fn iv_lower(ctx: &Context, v: Value) -> Option<i64> {
    let f = for_of_iv(ctx, v)?;
    crate::ir::affine_values::op_map(ctx, f, "lowerBoundMap")?.single_constant()
}

/// The largest value an `affine.for` induction variable takes (upstream's
/// `getUpperBound(Value)`).
fn iv_upper(ctx: &Context, v: Value) -> Option<i64> {
    let f = for_of_iv(ctx, v)?;
    let ub = crate::ir::affine_values::op_map(ctx, f, "upperBoundMap")?.single_constant()?;
    let lb = crate::ir::affine_values::op_map(ctx, f, "lowerBoundMap")?.single_constant();
    let step = match ctx.get_attr(f, "step").map(|a| ctx.attr(a)) {
        Some(AttrData::Integer { value, .. }) => *value as i64,
        _ => 1,
    };
    Some(match lb {
        Some(lb) if step != 0 => ub - 1 - (ub - lb - 1) % step,
        _ => ub - 1,
    })
}

/// The `affine.for` whose induction variable `v` is.
fn for_of_iv(ctx: &Context, v: Value) -> Option<crate::ir::Op> {
    if ctx.defining_op(v).is_some() {
        return None;
    }
    let b = ctx.value_block(v)?;
    let f = ctx.block_parent_op(b)?;
    (ctx.kind(f) == OpKind::AffineFor && ctx.block_args(b).first() == Some(&v)).then_some(f)
}

/// Upstream's `getBoundForAffineExpr`: a constant bound of `e` from the operands' bounds.
fn expr_bound(
    e: &AffineExpr,
    dims: u32,
    syms: u32,
    lbs: &[Option<i64>],
    ubs: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    use crate::ir::affine::{ceil_div, floor_div};
    if let AffineExpr::Bin(op, a, b) = e {
        match op {
            AffineOp::FloorDiv | AffineOp::CeilDiv => {
                let c = b.constant().filter(|c| *c >= 1)?;
                let x = expr_bound(a, dims, syms, lbs, ubs, upper)?;
                return Some(if *op == AffineOp::FloorDiv {
                    floor_div(x, c)
                } else {
                    ceil_div(x, c)
                });
            }
            AffineOp::Mod => {
                if let Some(c) = b.constant().filter(|c| *c >= 1) {
                    let lb = expr_bound(a, dims, syms, lbs, ubs, false);
                    let ub = expr_bound(a, dims, syms, lbs, ubs, true);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if floor_div(lb, c) == floor_div(ub, c) {
                            return Some(if upper {
                                ub.rem_euclid(c)
                            } else {
                                lb.rem_euclid(c)
                            });
                        }
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let n = (dims + syms) as usize;
    let (coefs, c) = flatten(e, n, dims as usize)?;
    let mut bound = 0i64;
    for (i, k) in coefs.iter().enumerate() {
        if *k == 0 {
            continue;
        }
        let b = if (*k > 0) == upper { ubs[i] } else { lbs[i] };
        bound = bound.wrapping_add(b?.wrapping_mul(*k));
    }
    Some(bound.wrapping_add(c))
}

/// Upstream's `simplifyMinOrMaxExprWithOperands`: results that can never be the max (or min)
/// given the constant bounds of the loop induction variables among the operands go, results
/// with a single possible value become that constant.
pub fn simplify_min_max_with_operands(
    ctx: &Context,
    m: &mut Exprs,
    operands: &[Value],
    is_max: bool,
) {
    if operands.is_empty() {
        return;
    }
    let lbs: Vec<Option<i64>> = operands.iter().map(|v| iv_lower(ctx, *v)).collect();
    let ubs: Vec<Option<i64>> = operands.iter().map(|v| iv_upper(ctx, *v)).collect();
    let (d, sy) = (m.dims, m.syms);
    let bounds: Vec<(Option<i64>, Option<i64>)> = m
        .exprs
        .iter()
        .map(|e| match e.constant() {
            Some(c) => (Some(c), Some(c)),
            None => (
                expr_bound(e, d, sy, &lbs, &ubs, false),
                expr_bound(e, d, sy, &lbs, &ubs, true),
            ),
        })
        .collect();
    let mut out = Vec::new();
    for (i, e) in m.exprs.iter().enumerate() {
        let (lo, hi) = bounds[i];
        let mut e = e.clone();
        if let (Some(l), Some(h)) = (lo, hi) {
            if l == h {
                e = AffineExpr::Const(l);
            }
        }
        let redundant = if is_max {
            let Some(hi) = hi else {
                out.push(e);
                continue;
            };
            bounds.iter().enumerate().any(|(pos, (olo, ohi))| {
                let Some(olo) = olo.filter(|_| pos != i) else {
                    return false;
                };
                if olo > hi {
                    return true;
                }
                if olo < hi {
                    return false;
                }
                !(ohi.is_some() && lo.is_some() && lo == Some(hi) && Some(olo) == *ohi && i < pos)
            })
        } else {
            let Some(lo) = lo else {
                out.push(e);
                continue;
            };
            bounds.iter().enumerate().any(|(pos, (olo, ohi))| {
                let Some(ohi) = ohi.filter(|_| pos != i) else {
                    return false;
                };
                if ohi < lo {
                    return true;
                }
                if ohi > lo {
                    return false;
                }
                !(olo.is_some() && hi.is_some() && Some(lo) == hi && Some(ohi) == *olo && i < pos)
            })
        };
        if !redundant {
            out.push(e);
        }
    }
    m.exprs = out;
}
