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

impl AffineExpr {
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

    /// Builds `lhs op rhs` with the simplifications MLIR applies when it constructs the expression.
    pub fn bin(op: AffineOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        use AffineExpr::*;
        match op {
            AffineOp::Add => {
                if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
                    return Const(a.wrapping_add(b));
                }
                // Constants and symbolic terms go to the right.
                if lhs.as_const().is_some()
                    || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant())
                {
                    return AffineExpr::bin(op, rhs, lhs);
                }
                if rhs.as_const() == Some(0) {
                    return lhs;
                }
                // (x + c1) + c2 -> x + (c1 + c2)
                if let (Some(c2), Bin(AffineOp::Add, x, c1)) = (rhs.as_const(), &lhs) {
                    if let Some(c1) = c1.as_const() {
                        return AffineExpr::bin(op, (**x).clone(), Const(c1.wrapping_add(c2)));
                    }
                }
                Bin(op, Box::new(lhs), Box::new(rhs))
            }
            AffineOp::Mul => {
                if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
                    return Const(a.wrapping_mul(b));
                }
                if lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()
                    || lhs.as_const().is_some()
                {
                    return AffineExpr::bin(op, rhs, lhs);
                }
                if rhs.as_const() == Some(1) {
                    return lhs;
                }
                if rhs.as_const() == Some(0) {
                    return Const(0);
                }
                if let (Some(c2), Bin(AffineOp::Mul, x, c1)) = (rhs.as_const(), &lhs) {
                    if let Some(c1) = c1.as_const() {
                        return AffineExpr::bin(op, (**x).clone(), Const(c1.wrapping_mul(c2)));
                    }
                }
                Bin(op, Box::new(lhs), Box::new(rhs))
            }
            AffineOp::FloorDiv | AffineOp::CeilDiv | AffineOp::Mod => {
                if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
                    if b != 0 {
                        return Const(match op {
                            AffineOp::FloorDiv => {
                                a.div_euclid(b) - i64::from(b < 0 && a.rem_euclid(b) != 0)
                            }
                            AffineOp::CeilDiv => -((-a).div_euclid(b)),
                            _ => a.rem_euclid(b),
                        });
                    }
                }
                if rhs.as_const() == Some(1) {
                    return if op == AffineOp::Mod { Const(0) } else { lhs };
                }
                Bin(op, Box::new(lhs), Box::new(rhs))
            }
        }
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(self, f, false)
    }
}

fn print_expr(e: &AffineExpr, f: &mut fmt::Formatter<'_>, enclose: bool) -> fmt::Result {
    use AffineExpr::*;
    match e {
        Dim(d) => write!(f, "d{d}"),
        Symbol(s) => write!(f, "s{s}"),
        Const(c) => write!(f, "{c}"),
        Bin(op, lhs, rhs) => {
            if enclose {
                f.write_str("(")?;
            }
            match op {
                AffineOp::Mul => {
                    // x * -1 prints as -x.
                    if rhs.as_const() == Some(-1) {
                        f.write_str("-")?;
                        print_expr(lhs, f, true)?;
                    } else {
                        print_expr(lhs, f, true)?;
                        f.write_str(" * ")?;
                        print_expr(rhs, f, true)?;
                    }
                }
                AffineOp::Mod | AffineOp::FloorDiv | AffineOp::CeilDiv => {
                    print_expr(lhs, f, true)?;
                    f.write_str(match op {
                        AffineOp::Mod => " mod ",
                        AffineOp::FloorDiv => " floordiv ",
                        _ => " ceildiv ",
                    })?;
                    print_expr(rhs, f, true)?;
                }
                AffineOp::Add => {
                    print_expr(lhs, f, false)?;
                    match &**rhs {
                        Const(c) if *c < 0 => write!(f, " - {}", c.unsigned_abs())?,
                        Bin(AffineOp::Mul, x, c) if c.as_const().is_some_and(|c| c < 0) => {
                            let c = c.as_const().unwrap();
                            f.write_str(" - ")?;
                            if c == -1 {
                                print_expr(x, f, true)?;
                            } else {
                                print_expr(x, f, true)?;
                                write!(f, " * {}", c.unsigned_abs())?;
                            }
                        }
                        _ => {
                            f.write_str(" + ")?;
                            print_expr(rhs, f, false)?;
                        }
                    }
                }
            }
            if enclose {
                f.write_str(")")?;
            }
            Ok(())
        }
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for d in 0..self.dims {
            if d > 0 {
                f.write_str(", ")?;
            }
            write!(f, "d{d}")?;
        }
        f.write_str(")")?;
        if self.symbols > 0 {
            f.write_str("[")?;
            for s in 0..self.symbols {
                if s > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "s{s}")?;
            }
            f.write_str("]")?;
        }
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
