//! Affine maps (`affine_map<(d0)[s0] -> (d0 + s0)>`), with MLIR's construction-time
//! simplifications so that printing matches upstream's uniqued form.

use std::fmt;

/// An affine expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// `dN`
    Dim(u32),
    /// `sN`
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// A binary operation.
    Bin(AffineOp, Box<AffineExpr>, Box<AffineExpr>),
}

/// Binary affine operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AffineOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

/// `(d0, ..)[s0, ..] -> (exprs)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimensions.
    pub dims: u32,
    /// Number of symbols.
    pub symbols: u32,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// Whether this is the identity map `(d0, .., dn) -> (d0, .., dn)`.
    pub fn is_identity(&self) -> bool {
        self.symbols == 0
            && self.results.len() == self.dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
    /// `(d0, .., dn) -> (dn-k+1, .., dn)`: the identity on the `results` minor dimensions
    /// (a transfer op's default permutation map).
    pub fn minor_identity(dims: usize, results: usize) -> AffineMap {
        AffineMap {
            dims: dims as u32,
            symbols: 0,
            results: (dims.saturating_sub(results)..dims)
                .map(|d| AffineExpr::Dim(d as u32))
                .collect(),
        }
    }
    /// Whether this is [`AffineMap::minor_identity`] of its dimensions and result count.
    pub fn is_minor_identity(&self) -> bool {
        self.results.len() <= self.dims as usize
            && *self == AffineMap::minor_identity(self.dims as usize, self.results.len())
    }
    /// The permutation of a map whose results are distinct dimensions.
    pub fn as_permutation(&self) -> Option<Vec<u32>> {
        let mut out = Vec::new();
        for e in &self.results {
            match e {
                AffineExpr::Dim(d) if !out.contains(d) => out.push(*d),
                _ => return None,
            }
        }
        (out.len() == self.dims as usize && self.symbols == 0).then_some(out)
    }
}

impl AffineMap {
    /// The strides and offset of a layout map, as MLIR's `getStridesAndOffset`: the map must
    /// have one result that is a linear combination of the dimensions plus an offset, with
    /// constant or symbolic coefficients (a symbolic part is dynamic: [`super::types::DYNAMIC`]).
    /// `None` for maps that are not strided (`mod`, `floordiv`, products of dimensions, ...).
    pub fn strided_form(&self) -> Option<(i64, Vec<i64>)> {
        let [e] = &self.results[..] else {
            return None;
        };
        let lin = e.linear(self.dims as usize)?;
        Some((lin.offset, lin.coefs))
    }
}

/// A linear form `sum(coefs[i] * d_i) + offset` whose entries may be dynamic.
struct Linear {
    coefs: Vec<i64>,
    offset: i64,
}

use super::types::dyn_add;

impl AffineExpr {
    /// This expression as a linear form over `dims` dimensions, if it is one.
    fn linear(&self, dims: usize) -> Option<Linear> {
        use super::types::DYNAMIC;
        let zero = || Linear {
            coefs: vec![0; dims],
            offset: 0,
        };
        Some(match self {
            AffineExpr::Dim(d) => {
                let mut l = zero();
                *l.coefs.get_mut(*d as usize)? = 1;
                l
            }
            AffineExpr::Symbol(_) => Linear {
                offset: DYNAMIC,
                ..zero()
            },
            AffineExpr::Const(c) => Linear {
                offset: *c,
                ..zero()
            },
            AffineExpr::Bin(AffineOp::Add, a, b) => {
                let (a, b) = (a.linear(dims)?, b.linear(dims)?);
                Linear {
                    coefs: a
                        .coefs
                        .iter()
                        .zip(&b.coefs)
                        .map(|(x, y)| dyn_add(*x, *y))
                        .collect(),
                    offset: dyn_add(a.offset, b.offset),
                }
            }
            AffineExpr::Bin(AffineOp::Mul, a, b) => {
                // One factor has no dimension (construction puts it on the right).
                let (x, k) = if b.is_symbolic_or_constant() {
                    (a, b)
                } else if a.is_symbolic_or_constant() {
                    (b, a)
                } else {
                    return None;
                };
                let x = x.linear(dims)?;
                let scale = |v: i64| match k.as_const() {
                    _ if v == 0 => 0,
                    Some(c) if v != DYNAMIC => v.wrapping_mul(c),
                    _ => DYNAMIC,
                };
                Linear {
                    coefs: x.coefs.iter().map(|v| scale(*v)).collect(),
                    offset: scale(x.offset),
                }
            }
            // Division and remainder only of dimension-free terms.
            AffineExpr::Bin(_, a, b)
                if a.is_symbolic_or_constant() && b.is_symbolic_or_constant() =>
            {
                Linear {
                    offset: DYNAMIC,
                    ..zero()
                }
            }
            AffineExpr::Bin(..) => return None,
        })
    }

    fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(_, a, b) => a.is_symbolic_or_constant() && b.is_symbolic_or_constant(),
        }
    }
    fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// Upstream's `getLargestKnownDivisor`: a positive value the expression is always a
    /// multiple of.
    pub fn largest_known_divisor(&self) -> i64 {
        use AffineExpr::*;
        match self {
            Dim(_) | Symbol(_) => 1,
            Const(c) => c.wrapping_abs(),
            Bin(AffineOp::FloorDiv | AffineOp::CeilDiv, a, b) => match b.as_const() {
                Some(r) if r != 0 => {
                    let d = a.largest_known_divisor();
                    if d % r == 0 {
                        (d / r).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            Bin(AffineOp::Mul, a, b) => a
                .largest_known_divisor()
                .wrapping_mul(b.largest_known_divisor()),
            Bin(AffineOp::Add | AffineOp::Mod, a, b) => {
                gcd(a.largest_known_divisor(), b.largest_known_divisor())
            }
        }
    }

    /// Builds `lhs op rhs` with the simplifications MLIR applies when it constructs the
    /// expression (upstream's `simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`,
    /// `simplifyCeilDiv`, `simplifyMod`).
    pub fn bin(op: AffineOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            AffineOp::Add => simplify_add(lhs, rhs),
            AffineOp::Mul => simplify_mul(lhs, rhs),
            AffineOp::FloorDiv | AffineOp::CeilDiv | AffineOp::Mod => {
                simplify_div_mod(op, lhs, rhs)
            }
        }
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

fn add(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::bin(AffineOp::Add, a, b)
}

fn mul(a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::bin(AffineOp::Mul, a, b)
}

fn raw(op: AffineOp, a: AffineExpr, b: AffineExpr) -> AffineExpr {
    AffineExpr::Bin(op, Box::new(a), Box::new(b))
}

fn simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    use AffineExpr::*;
    // An overflowing sum stays unfolded (upstream's `simplifyAdd` checks `AddOverflow`).
    if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
        return match a.checked_add(b) {
            Some(c) => Const(c),
            None => raw(AffineOp::Add, lhs, rhs),
        };
    }
    // Only the right side is a constant; a lone symbolic side goes to the right.
    if lhs.as_const().is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
    {
        return add(rhs, lhs);
    }
    if rhs.as_const() == Some(0) {
        return lhs;
    }
    // (d0 + 2) + 3 is d0 + 5.
    if let (Bin(AffineOp::Add, x, c1), Some(c2)) = (&lhs, rhs.as_const()) {
        if let Some(c1) = c1.as_const() {
            return add((**x).clone(), Const(c1.wrapping_add(c2)));
        }
    }
    // c1 * e + c2 * e is (c1 + c2) * e.
    let scaled = |e: &AffineExpr| match e {
        Bin(AffineOp::Mul, x, c) if c.as_const().is_some() => {
            ((**x).clone(), c.as_const().unwrap())
        }
        _ => (e.clone(), 1),
    };
    let ((x, c1), (y, c2)) = (scaled(&lhs), scaled(&rhs));
    if x == y {
        return mul(x, Const(c1.wrapping_add(c2)));
    }
    // (d0 + 2) + d1 is (d0 + d1) + 2.
    if let Bin(AffineOp::Add, x, c) = &lhs {
        if let Some(c) = c.as_const() {
            return add(add((**x).clone(), rhs), Const(c));
        }
    }
    // e + ((e floordiv q) * q) * -1 and e + (e floordiv q) * -q are e mod q.
    let Bin(_, lrhs, rrhs) = &rhs else {
        return raw(AffineOp::Add, lhs, rhs);
    };
    if let (Some(-1), Bin(AffineOp::Mul, llrhs, rlrhs)) = (rrhs.as_const(), &**lrhs) {
        let Bin(AffineOp::FloorDiv, e, q) = &**llrhs else {
            return raw(AffineOp::Add, lhs, rhs);
        };
        if q == rlrhs && **e == lhs {
            return AffineExpr::bin(AffineOp::Mod, lhs, (**rlrhs).clone());
        }
    }
    if let Bin(AffineOp::FloorDiv, e, q) = &**lrhs {
        if **e == lhs && **q == mul((**rrhs).clone(), Const(-1)) {
            return AffineExpr::bin(AffineOp::Mod, lhs, (**q).clone());
        }
    }
    raw(AffineOp::Add, lhs, rhs)
}

fn simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    use AffineExpr::*;
    // An overflowing product stays unfolded (upstream's `simplifyMul` checks `MulOverflow`).
    if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
        return match a.checked_mul(b) {
            Some(c) => Const(c),
            None => raw(AffineOp::Mul, lhs, rhs),
        };
    }
    // The constant or symbolic factor goes to the right.
    if !rhs.is_symbolic_or_constant() || lhs.as_const().is_some() {
        if !lhs.is_symbolic_or_constant() {
            // Both sides have dimensions (rejected by the parser): kept as written.
            return raw(AffineOp::Mul, lhs, rhs);
        }
        return mul(rhs, lhs);
    }
    match rhs.as_const() {
        Some(1) => return lhs,
        Some(0) => return Const(0),
        _ => {}
    }
    if let Bin(AffineOp::Mul, x, c1) = &lhs {
        if let Some(c1) = c1.as_const() {
            // (d0 * 2) * 3 is d0 * 6; (d0 * 2) * s0 is (d0 * s0) * 2.
            return match rhs.as_const() {
                Some(c2) => mul((**x).clone(), Const(c1.wrapping_mul(c2))),
                None => mul(mul((**x).clone(), rhs), Const(c1)),
            };
        }
    }
    raw(AffineOp::Mul, lhs, rhs)
}

fn simplify_div_mod(op: AffineOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
    use AffineExpr::*;
    // Constant quotients fold for any nonzero divisor (a remainder only for a positive one).
    if let (Some(a), Some(b), true) = (lhs.as_const(), rhs.as_const(), op != AffineOp::Mod) {
        if b != 0 {
            return Const(if op == AffineOp::FloorDiv {
                floor_div(a, b)
            } else {
                ceil_div(a, b)
            });
        }
    }
    // Division by zero or a negative value is undefined and kept as it is.
    let Some(c) = rhs.as_const().filter(|c| *c >= 1) else {
        return raw(op, lhs, rhs);
    };
    if let Some(a) = lhs.as_const() {
        return Const(match op {
            AffineOp::FloorDiv => floor_div(a, c),
            AffineOp::CeilDiv => ceil_div(a, c),
            _ => a.rem_euclid(c),
        });
    }
    if op == AffineOp::Mod {
        if lhs.largest_known_divisor() % c == 0 {
            return Const(0);
        }
        if let Bin(AffineOp::Add, a, b) = &lhs {
            if a.largest_known_divisor() % c == 0 {
                return AffineExpr::bin(op, (**b).clone(), rhs);
            }
            if b.largest_known_divisor() % c == 0 {
                return AffineExpr::bin(op, (**a).clone(), rhs);
            }
        }
        if let Bin(AffineOp::Mod, e, k) = &lhs {
            if let Some(k) = k.as_const().filter(|k| *k >= 1 && k.rem_euclid(c) == 0) {
                let _ = k;
                return AffineExpr::bin(op, (**e).clone(), rhs);
            }
        }
        return raw(op, lhs, rhs);
    }
    if c == 1 {
        return lhs;
    }
    if let Bin(AffineOp::Mul, x, k) = &lhs {
        if let Some(k) = k.as_const().filter(|k| k % c == 0) {
            return mul((**x).clone(), Const(k / c));
        }
    }
    if op == AffineOp::FloorDiv {
        if let Bin(AffineOp::Add, a, b) = &lhs {
            if a.largest_known_divisor() % c == 0 || b.largest_known_divisor() % c == 0 {
                let l = AffineExpr::bin(op, (**a).clone(), rhs.clone());
                let r = AffineExpr::bin(op, (**b).clone(), rhs);
                return add(l, r);
            }
        }
    }
    raw(op, lhs, rhs)
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_with(f, &mut |f, sym, pos| {
            if sym {
                write!(f, "s{pos}")
            } else {
                write!(f, "d{pos}")
            }
        })
    }
}

/// How tightly the context of a printed expression binds (upstream's `BindingStrength`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Prints a dimension (`false`) or symbol (`true`) at a position.
pub type LeafPrinter<'p> = dyn FnMut(&mut fmt::Formatter<'_>, bool, u32) -> fmt::Result + 'p;

impl AffineExpr {
    /// Prints the expression as upstream's `printAffineExprInternal`, with `leaf` printing the
    /// dimensions and symbols (`d0`/`s0` in a map, the SSA operands in an op's custom form).
    pub fn fmt_with(&self, f: &mut fmt::Formatter<'_>, leaf: &mut LeafPrinter<'_>) -> fmt::Result {
        print_expr(self, f, Binding::Weak, leaf)
    }

    /// The text of the expression with `leaf` printing dimensions and symbols.
    pub fn to_string_with(&self, leaf: &mut LeafPrinter<'_>) -> String {
        struct D<'e, 'l, 'p>(&'e AffineExpr, std::cell::RefCell<&'l mut LeafPrinter<'p>>);
        impl fmt::Display for D<'_, '_, '_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let mut l = self.1.borrow_mut();
                self.0.fmt_with(f, &mut **l)
            }
        }
        D(self, std::cell::RefCell::new(leaf)).to_string()
    }
}

fn print_expr(
    e: &AffineExpr,
    f: &mut fmt::Formatter<'_>,
    tight: Binding,
    leaf: &mut LeafPrinter<'_>,
) -> fmt::Result {
    use AffineExpr::*;
    use Binding::{Strong, Weak};
    let (op, lhs, rhs) = match e {
        Dim(d) => return leaf(f, false, *d),
        Symbol(s) => return leaf(f, true, *s),
        Const(c) => return write!(f, "{c}"),
        Bin(op, lhs, rhs) => (*op, &**lhs, &**rhs),
    };
    let open = |f: &mut fmt::Formatter<'_>| {
        if tight == Strong {
            f.write_str("(")
        } else {
            Ok(())
        }
    };
    let close = |f: &mut fmt::Formatter<'_>| {
        if tight == Strong {
            f.write_str(")")
        } else {
            Ok(())
        }
    };
    if op != AffineOp::Add {
        open(f)?;
        if op == AffineOp::Mul && rhs.as_const() == Some(-1) {
            f.write_str("-")?;
            print_expr(lhs, f, Strong, leaf)?;
            return close(f);
        }
        print_expr(lhs, f, Strong, leaf)?;
        f.write_str(match op {
            AffineOp::Mul => " * ",
            AffineOp::Mod => " mod ",
            AffineOp::FloorDiv => " floordiv ",
            _ => " ceildiv ",
        })?;
        print_expr(rhs, f, Strong, leaf)?;
        return close(f);
    }
    open(f)?;
    // An added product with a negative constant factor prints as a subtraction.
    if let Bin(AffineOp::Mul, x, c) = rhs {
        if let Some(c) = c.as_const() {
            if c == -1 {
                print_expr(lhs, f, Weak, leaf)?;
                f.write_str(" - ")?;
                let t = if matches!(**x, Bin(AffineOp::Add, ..)) {
                    Strong
                } else {
                    Weak
                };
                print_expr(x, f, t, leaf)?;
                return close(f);
            }
            if c < -1 {
                print_expr(lhs, f, Weak, leaf)?;
                f.write_str(" - ")?;
                print_expr(x, f, Strong, leaf)?;
                write!(f, " * {}", c.wrapping_neg())?;
                return close(f);
            }
        }
    }
    // So does an added negative constant.
    if let Some(c) = rhs.as_const().filter(|c| *c < 0) {
        print_expr(lhs, f, Weak, leaf)?;
        write!(f, " - {}", c.wrapping_neg())?;
        return close(f);
    }
    print_expr(lhs, f, Weak, leaf)?;
    f.write_str(" + ")?;
    print_expr(rhs, f, Weak, leaf)?;
    close(f)
}

/// Division and remainder by zero (or a remainder by a negative value) while folding: upstream
/// folds the op to poison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Poison;

/// `lhs floordiv rhs` (rounding towards negative infinity), for `rhs != 0`.
pub fn floor_div(lhs: i64, rhs: i64) -> i64 {
    let q = lhs.wrapping_div(rhs);
    if (lhs.wrapping_rem(rhs) != 0) && ((lhs < 0) != (rhs < 0)) {
        q - 1
    } else {
        q
    }
}

/// `lhs ceildiv rhs` (rounding towards positive infinity), for `rhs != 0`.
pub fn ceil_div(lhs: i64, rhs: i64) -> i64 {
    let q = lhs.wrapping_div(rhs);
    if (lhs.wrapping_rem(rhs) != 0) && ((lhs < 0) == (rhs < 0)) {
        q + 1
    } else {
        q
    }
}

impl AffineExpr {
    /// Calls `f` on every sub-expression, this one first.
    pub fn walk(&self, f: &mut impl FnMut(&AffineExpr)) {
        f(self);
        if let AffineExpr::Bin(_, a, b) = self {
            a.walk(f);
            b.walk(f);
        }
    }

    /// The expression with dimension `i` replaced by `dims[i]` and symbol `j` by `syms[j]`,
    /// rebuilt with the construction-time simplifications (upstream's `replaceDimsAndSymbols`).
    pub fn replace(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            AffineExpr::Dim(d) => dims
                .get(*d as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExpr::Symbol(s) => syms
                .get(*s as usize)
                .cloned()
                .unwrap_or_else(|| self.clone()),
            AffineExpr::Const(_) => self.clone(),
            AffineExpr::Bin(op, a, b) => {
                AffineExpr::bin(*op, a.replace(dims, syms), b.replace(dims, syms))
            }
        }
    }

    /// The value of the expression for the known dimension and symbol values (upstream's
    /// `AffineExprConstantFolder`): `Ok(None)` when it depends on an unknown one, `Err(Poison)`
    /// for a division by zero or a remainder by a non-positive value.
    pub fn eval(&self, dims: &[Option<i64>], syms: &[Option<i64>]) -> Result<Option<i64>, Poison> {
        Ok(match self {
            AffineExpr::Dim(d) => dims.get(*d as usize).copied().flatten(),
            AffineExpr::Symbol(s) => syms.get(*s as usize).copied().flatten(),
            AffineExpr::Const(c) => Some(*c),
            AffineExpr::Bin(op, a, b) => {
                let (Some(x), Some(y)) = (a.eval(dims, syms)?, b.eval(dims, syms)?) else {
                    return Ok(None);
                };
                match op {
                    AffineOp::Add => Some(x.wrapping_add(y)),
                    AffineOp::Mul => Some(x.wrapping_mul(y)),
                    AffineOp::Mod if y < 1 => return Err(Poison),
                    AffineOp::Mod => Some(x.rem_euclid(y)),
                    _ if y == 0 => return Err(Poison),
                    AffineOp::FloorDiv => Some(floor_div(x, y)),
                    AffineOp::CeilDiv => Some(ceil_div(x, y)),
                }
            }
        })
    }

    /// Whether the expression has no dimension (upstream's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant_expr(&self) -> bool {
        self.is_symbolic_or_constant()
    }

    /// The constant, if the expression is one.
    pub fn constant(&self) -> Option<i64> {
        self.as_const()
    }
}

impl AffineMap {
    /// `() -> (c)`.
    pub fn constant_map(c: i64) -> AffineMap {
        AffineMap {
            dims: 0,
            symbols: 0,
            results: vec![AffineExpr::Const(c)],
        }
    }

    /// `()[s0] -> (s0)`.
    pub fn symbol_identity() -> AffineMap {
        AffineMap {
            dims: 0,
            symbols: 1,
            results: vec![AffineExpr::Symbol(0)],
        }
    }

    /// The number of operands the map takes (dimensions and symbols).
    pub fn inputs(&self) -> usize {
        (self.dims + self.symbols) as usize
    }

    /// The constant of a map with one constant result.
    pub fn single_constant(&self) -> Option<i64> {
        match &self.results[..] {
            [AffineExpr::Const(c)] => Some(*c),
            _ => None,
        }
    }

    /// The map with dimensions and symbols replaced (see [`AffineExpr::replace`]), now over
    /// `dims` dimensions and `symbols` symbols.
    pub fn replace_dims_symbols(
        &self,
        dim_repl: &[AffineExpr],
        sym_repl: &[AffineExpr],
        dims: u32,
        symbols: u32,
    ) -> AffineMap {
        AffineMap {
            dims,
            symbols,
            results: self
                .results
                .iter()
                .map(|e| e.replace(dim_repl, sym_repl))
                .collect(),
        }
    }
}

impl AffineSet {
    /// The set with dimensions and symbols replaced, now over `dims` and `symbols`.
    pub fn replace_dims_symbols(
        &self,
        dim_repl: &[AffineExpr],
        sym_repl: &[AffineExpr],
        dims: u32,
        symbols: u32,
    ) -> AffineSet {
        AffineSet {
            dims,
            symbols,
            constraints: self
                .constraints
                .iter()
                .map(|(e, eq)| (e.replace(dim_repl, sym_repl), *eq))
                .collect(),
        }
    }
}

/// `(d0, ..)[s0, ..]`: the dimension and symbol lists of a map or set.
fn fmt_dims_symbols(f: &mut fmt::Formatter<'_>, dims: u32, symbols: u32) -> fmt::Result {
    f.write_str("(")?;
    for d in 0..dims {
        if d > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{d}")?;
    }
    f.write_str(")")?;
    if symbols > 0 {
        f.write_str("[")?;
        for s in 0..symbols {
            if s > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{s}")?;
        }
        f.write_str("]")?;
    }
    Ok(())
}

/// An integer set `(d0, ..)[s0, ..] : (e >= 0, e == 0, ..)` (`affine_set<...>`): each
/// constraint is an expression and whether it is an equality (`== 0`) or not (`>= 0`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineSet {
    /// Number of dimensions.
    pub dims: u32,
    /// Number of symbols.
    pub symbols: u32,
    /// The constraints, in order.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl fmt::Display for AffineSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dims_symbols(f, self.dims, self.symbols)?;
        f.write_str(" : (")?;
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e} {} 0", if *eq { "==" } else { ">=" })?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dims_symbols(f, self.dims, self.symbols)?;
        f.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e}")?;
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::types::DYNAMIC;

    fn map(dims: u32, symbols: u32, e: AffineExpr) -> AffineMap {
        AffineMap {
            dims,
            symbols,
            results: vec![e],
        }
    }
    fn d(i: u32) -> AffineExpr {
        AffineExpr::Dim(i)
    }
    fn c(v: i64) -> AffineExpr {
        AffineExpr::Const(v)
    }
    fn add(a: AffineExpr, b: AffineExpr) -> AffineExpr {
        AffineExpr::bin(AffineOp::Add, a, b)
    }
    fn mul(a: AffineExpr, b: AffineExpr) -> AffineExpr {
        AffineExpr::bin(AffineOp::Mul, a, b)
    }

    #[test]
    fn strided_forms() {
        // (d0, d1) -> (d1 * 3 + d0 + 2)
        let m = map(2, 0, add(add(mul(d(1), c(3)), d(0)), c(2)));
        assert_eq!(m.strided_form(), Some((2, vec![1, 3])));
        // (d0, d1) -> (d0 * 8 + d0 + d1): coefficients of one dimension add up.
        let m = map(2, 0, add(add(mul(d(0), c(8)), d(0)), d(1)));
        assert_eq!(m.strided_form(), Some((0, vec![9, 1])));
        // (d0, d1)[s0] -> (d0 * s0 + d1 + s0): symbolic stride and offset are dynamic.
        let s0 = AffineExpr::Symbol(0);
        let m = map(2, 1, add(add(mul(d(0), s0.clone()), d(1)), s0));
        assert_eq!(m.strided_form(), Some((DYNAMIC, vec![DYNAMIC, 1])));
        // (d0, d1) -> (d1): d0 has stride 0.
        assert_eq!(map(2, 0, d(1)).strided_form(), Some((0, vec![0, 1])));
        // (d0, d1) -> ((d0 + 1) * 4 + d1): the constant is scaled into the offset.
        let m = map(2, 0, add(mul(add(d(0), c(1)), c(4)), d(1)));
        assert_eq!(m.strided_form(), Some((4, vec![4, 1])));
    }

    #[test]
    fn maps_that_are_not_strided() {
        let m = map(2, 0, add(AffineExpr::bin(AffineOp::Mod, d(0), c(2)), d(1)));
        assert_eq!(m.strided_form(), None);
        let m = map(2, 0, AffineExpr::bin(AffineOp::FloorDiv, d(0), c(2)));
        assert_eq!(m.strided_form(), None);
        assert_eq!(map(2, 0, mul(d(0), d(1))).strided_form(), None);
        let two = AffineMap {
            dims: 2,
            symbols: 0,
            results: vec![d(0), d(1), d(0)],
        };
        assert_eq!(two.strided_form(), None);
    }
}
