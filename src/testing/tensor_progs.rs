//! Random well-formed tensor programs for differential testing of One-Shot Bufferize: functions
//! taking and returning tensors, the tensor ops (`empty`, `extract`, `insert`, `extract_slice`,
//! `insert_slice`, `cast`, `dim`, `from_elements`, `collapse_shape`, `expand_shape`), tensor
//! constants, `bufferization.alloc_tensor` / `materialize_in_destination`, calls between
//! functions, and values read after an in-place write (so the analysis must copy). `@main`
//! prints every live tensor and scalar at its end, so the interpreter on the tensor form, both
//! engines after bufferization and upstream's chain (`scripts/upstream-run-tensor.sh`) can be
//! compared. No element is read before it is written: `tensor.empty` and uninitialized
//! `alloc_tensor` results are only destinations of writes covering them entirely.

use super::progs::Rng;
use std::fmt::Write;

/// What the generator may emit.
#[derive(Clone, Copy, Debug, Default)]
pub struct TensorGenOptions {
    /// Also `scf.if` and `scf.for` with tensor results / iter_args. Off until One-Shot
    /// Bufferize handles scf (branch `bscf`); on, the generator draws more numbers, so a seed's
    /// program differs from the one it gives with the option off.
    pub scf: bool,
}

/// A tensor value: its SSA name, its run-time shape and which dimensions its type leaves
/// dynamic.
#[derive(Clone, Debug)]
struct TVal {
    name: String,
    shape: Vec<i64>,
    dynamic: Vec<bool>,
}

impl TVal {
    fn ty(&self) -> String {
        tensor_type(&self.shape, &self.dynamic)
    }
}

fn tensor_type(shape: &[i64], dynamic: &[bool]) -> String {
    let mut s = String::from("tensor<");
    for (d, dy) in shape.iter().zip(dynamic) {
        if *dy {
            s.push_str("?x");
        } else {
            let _ = write!(s, "{d}x");
        }
    }
    s.push_str("i64>");
    s
}

/// A helper function: its name and the shapes of its parameters and results (all static).
#[derive(Clone, Debug)]
struct Callee {
    name: String,
    params: Vec<Vec<i64>>,
    results: Vec<Vec<i64>>,
    scalar_result: bool,
}

struct Gen {
    rng: Rng,
    opts: TensorGenOptions,
    out: String,
    next: usize,
    indent: usize,
    /// Tensors of the current scope, fully initialized.
    vals: Vec<TVal>,
    /// i64 scalars of the current scope.
    scalars: Vec<String>,
    /// Index constants already made in this function (`%cN`).
    index_consts: Vec<i64>,
    callees: Vec<Callee>,
}

impl Gen {
    fn fresh(&mut self, p: &str) -> String {
        self.next += 1;
        format!("%{p}{}", self.next)
    }
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }
    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n as u64) as usize
    }
    /// An index constant, defined at the function's entry when first used there (so it
    /// dominates every later use); inside a region a new one is made.
    fn idx(&mut self, v: i64) -> String {
        if self.indent > 1 {
            let n = self.fresh("i");
            self.line(&format!("{n} = arith.constant {v} : index"));
            return n;
        }
        if !self.index_consts.contains(&v) {
            self.index_consts.push(v);
            self.line(&format!("%c{v} = arith.constant {v} : index"));
        }
        format!("%c{v}")
    }
    fn scalar(&mut self) -> String {
        if self.scalars.is_empty() || self.rng.chance(20) {
            let n = self.fresh("s");
            let v = self.rng.below(200) as i64 - 100;
            self.line(&format!("{n} = arith.constant {v} : i64"));
            self.scalars.push(n.clone());
            return n;
        }
        let i = self.below(self.scalars.len());
        self.scalars[i].clone()
    }
    fn random_shape(&mut self) -> Vec<i64> {
        let rank = match self.rng.below(10) {
            0 => 0,
            1..=4 => 1,
            _ => 2,
        };
        (0..rank).map(|_| 1 + self.rng.below(4) as i64).collect()
    }
    fn random_dynamic(&mut self, rank: usize) -> Vec<bool> {
        (0..rank).map(|_| self.rng.chance(30)).collect()
    }
    fn pick(&mut self) -> TVal {
        let i = self.below(self.vals.len());
        self.vals[i].clone()
    }
    fn pick_rank(&mut self, rank: usize) -> Option<TVal> {
        let c: Vec<TVal> = self
            .vals
            .iter()
            .filter(|v| v.shape.len() == rank)
            .cloned()
            .collect();
        if c.is_empty() {
            None
        } else {
            Some(c[self.below(c.len())].clone())
        }
    }
    /// Dynamic sizes of `shape` where `dynamic` says, as index operands.
    fn dyn_sizes(&mut self, shape: &[i64], dynamic: &[bool]) -> Vec<String> {
        let mut v = Vec::new();
        for (d, dy) in shape.iter().zip(dynamic) {
            if *dy {
                v.push(self.idx(*d));
            }
        }
        v
    }
    fn constant(&mut self, shape: &[i64]) -> TVal {
        let n = self.fresh("t");
        let count: i64 = shape.iter().product();
        let elems: Vec<i64> = (0..count)
            .map(|_| self.rng.below(1000) as i64 - 500)
            .collect();
        let dynamic = vec![false; shape.len()];
        let ty = tensor_type(shape, &dynamic);
        let body = nest(&elems, shape);
        self.line(&format!("{n} = arith.constant dense<{body}> : {ty}"));
        TVal {
            name: n,
            shape: shape.to_vec(),
            dynamic,
        }
    }
    /// A value of run-time shape `shape` and static type: an existing one (cast if its type
    /// has dynamic sizes), or a new constant.
    fn value_of_shape(&mut self, shape: &[i64]) -> TVal {
        let c: Vec<TVal> = self
            .vals
            .iter()
            .filter(|v| v.shape == shape)
            .cloned()
            .collect();
        if c.is_empty() || self.rng.chance(15) {
            let v = self.constant(shape);
            self.vals.push(v.clone());
            return v;
        }
        let v = c[self.below(c.len())].clone();
        self.cast_to(&v, &vec![false; shape.len()])
    }
    fn cast_to(&mut self, v: &TVal, dynamic: &[bool]) -> TVal {
        if v.dynamic == dynamic {
            return v.clone();
        }
        let n = self.fresh("t");
        let r = TVal {
            name: n.clone(),
            shape: v.shape.clone(),
            dynamic: dynamic.to_vec(),
        };
        self.line(&format!(
            "{n} = tensor.cast {} : {} to {}",
            v.name,
            v.ty(),
            r.ty()
        ));
        r
    }
    fn indices(&mut self, shape: &[i64]) -> Vec<String> {
        let mut v = Vec::new();
        for d in shape.iter().copied() {
            let i = self.rng.below(d as u64) as i64;
            v.push(self.idx(i));
        }
        v
    }
    /// A slice of `shape`: offsets, sizes, strides, all in bounds.
    fn slice(&mut self, shape: &[i64]) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
        let (mut offs, mut sizes, mut strides) = (Vec::new(), Vec::new(), Vec::new());
        for &d in shape {
            let stride = if d > 2 && self.rng.chance(25) { 2 } else { 1 };
            let size = 1 + self.rng.below(((d - 1) / stride + 1) as u64) as i64;
            let span = (size - 1) * stride + 1;
            let off = self.rng.below((d - span + 1) as u64) as i64;
            offs.push(off);
            sizes.push(size);
            strides.push(stride);
        }
        (offs, sizes, strides)
    }
    /// `[a, b]` of a slice list: each entry static or (with `dynamic`) an index operand.
    fn slice_list(&mut self, xs: &[i64], dynamic: bool) -> String {
        let mut parts = Vec::new();
        for &x in xs {
            if dynamic && self.rng.chance(40) {
                parts.push(self.idx(x));
            } else {
                parts.push(x.to_string());
            }
        }
        format!("[{}]", parts.join(", "))
    }
    fn extract_slice(&mut self, src: &TVal) -> TVal {
        let (offs, sizes, strides) = self.slice(&src.shape);
        let o = self.slice_list(&offs, true);
        // A dynamic size makes that result dimension dynamic.
        let mut dynamic = Vec::new();
        let mut sz = Vec::new();
        for &s in &sizes {
            if self.rng.chance(30) {
                sz.push(self.idx(s));
                dynamic.push(true);
            } else {
                sz.push(s.to_string());
                dynamic.push(false);
            }
        }
        let st = self.slice_list(&strides, false);
        let n = self.fresh("t");
        let r = TVal {
            name: n.clone(),
            shape: sizes,
            dynamic,
        };
        self.line(&format!(
            "{n} = tensor.extract_slice {}{o} [{}] {st} : {} to {}",
            src.name,
            sz.join(", "),
            src.ty(),
            r.ty()
        ));
        r
    }
    /// `src` inserted into `dest` (its shape must fit); the result has `dest`'s type.
    fn insert_slice(&mut self, src: &TVal, dest: &TVal) -> TVal {
        let (offs, strides) = {
            let mut offs = Vec::new();
            let mut strides = Vec::new();
            for (&s, &d) in src.shape.iter().zip(&dest.shape) {
                let stride = if s > 1 && (s - 1) * 2 < d && self.rng.chance(25) {
                    2
                } else {
                    1
                };
                let span = (s - 1) * stride + 1;
                offs.push(self.rng.below((d - span + 1) as u64) as i64);
                strides.push(stride);
            }
            (offs, strides)
        };
        let o = self.slice_list(&offs, true);
        // Sizes: static where the source type is static, its run-time size where dynamic.
        let mut sz = Vec::new();
        for (s, dy) in src.shape.clone().iter().zip(src.dynamic.clone()) {
            if dy {
                sz.push(self.idx(*s));
            } else {
                sz.push(s.to_string());
            }
        }
        let st = self.slice_list(&strides, false);
        let n = self.fresh("t");
        self.line(&format!(
            "{n} = tensor.insert_slice {} into {}{o} [{}] {st} : {} into {}",
            src.name,
            dest.name,
            sz.join(", "),
            src.ty(),
            dest.ty()
        ));
        TVal {
            name: n,
            shape: dest.shape.clone(),
            dynamic: dest.dynamic.clone(),
        }
    }
    /// A destination of `shape` whose contents are not read: `tensor.empty` or an
    /// uninitialized `alloc_tensor`.
    fn uninitialized(&mut self, shape: &[i64]) -> TVal {
        let dynamic = self.random_dynamic(shape.len());
        let sizes = self.dyn_sizes(shape, &dynamic);
        let n = self.fresh("t");
        let r = TVal {
            name: n.clone(),
            shape: shape.to_vec(),
            dynamic,
        };
        let op = if self.rng.chance(50) {
            "tensor.empty"
        } else {
            "bufferization.alloc_tensor"
        };
        self.line(&format!("{n} = {op}({}) : {}", sizes.join(", "), r.ty()));
        r
    }

    /// One random statement.
    fn stmt(&mut self) {
        if self.vals.is_empty() {
            let s = self.random_shape();
            let v = self.constant(&s);
            self.vals.push(v);
            return;
        }
        let choice = self.rng.below(if self.opts.scf { 17 } else { 15 });
        match choice {
            0 => {
                let s = self.random_shape();
                let v = self.constant(&s);
                self.vals.push(v);
            }
            1 | 2 => {
                // tensor.insert: an in-place write when the destination is not read later.
                let v = self.pick();
                let x = self.scalar();
                let idx = self.indices(&v.shape);
                let n = self.fresh("t");
                self.line(&format!(
                    "{n} = tensor.insert {x} into {}[{}] : {}",
                    v.name,
                    idx.join(", "),
                    v.ty()
                ));
                self.vals.push(TVal { name: n, ..v });
            }
            3 | 4 => {
                let v = self.pick();
                let idx = self.indices(&v.shape);
                let n = self.fresh("s");
                self.line(&format!(
                    "{n} = tensor.extract {}[{}] : {}",
                    v.name,
                    idx.join(", "),
                    v.ty()
                ));
                self.scalars.push(n);
            }
            5 => {
                let v = self.pick();
                if v.shape.is_empty() {
                    return;
                }
                let r = self.extract_slice(&v);
                self.vals.push(r);
            }
            6 | 7 => {
                // Insert a slice of one value (or a whole small value) into another.
                let dest = self.pick();
                if dest.shape.is_empty() {
                    return;
                }
                let fitting: Vec<TVal> = self
                    .vals
                    .iter()
                    .filter(|v| {
                        v.shape.len() == dest.shape.len()
                            && v.shape.iter().zip(&dest.shape).all(|(a, b)| a <= b)
                    })
                    .cloned()
                    .collect();
                let src = if fitting.is_empty() || self.rng.chance(30) {
                    self.extract_slice(&dest)
                } else {
                    fitting[self.below(fitting.len())].clone()
                };
                let r = self.insert_slice(&src, &dest);
                self.vals.push(r);
            }
            8 => {
                let v = self.pick();
                let dynamic = self.random_dynamic(v.shape.len());
                let r = self.cast_to(&v, &dynamic);
                self.vals.push(r);
            }
            9 => {
                let v = self.pick();
                if v.shape.is_empty() {
                    return;
                }
                let d = self.below(v.shape.len());
                let c = self.idx(d as i64);
                let n = self.fresh("d");
                self.line(&format!("{n} = tensor.dim {}, {c} : {}", v.name, v.ty()));
                let s = self.fresh("s");
                self.line(&format!("{s} = arith.index_cast {n} : index to i64"));
                self.scalars.push(s);
            }
            10 => {
                let shape = self.random_shape();
                let count: i64 = shape.iter().product();
                let xs: Vec<String> = (0..count).map(|_| self.scalar()).collect();
                let n = self.fresh("t");
                let dynamic = vec![false; shape.len()];
                self.line(&format!(
                    "{n} = tensor.from_elements {} : {}",
                    xs.join(", "),
                    tensor_type(&shape, &dynamic)
                ));
                self.vals.push(TVal {
                    name: n,
                    shape,
                    dynamic,
                });
            }
            11 => self.reshape(),
            12 => {
                // A fresh destination filled entirely: materialize_in_destination, or an
                // alloc_tensor copying a value.
                let v = self.pick();
                if self.rng.chance(50) {
                    let n = self.fresh("t");
                    self.line(&format!(
                        "{n} = bufferization.alloc_tensor() copy({}) : {}",
                        v.name,
                        v.ty()
                    ));
                    self.vals.push(TVal { name: n, ..v });
                } else {
                    let dest = self.uninitialized(&v.shape);
                    let n = self.fresh("t");
                    self.line(&format!(
                        "{n} = bufferization.materialize_in_destination {} in {} : ({}, {}) -> {}",
                        v.name,
                        dest.name,
                        v.ty(),
                        dest.ty(),
                        dest.ty()
                    ));
                    self.vals.push(TVal { name: n, ..dest });
                }
            }
            13 => {
                // An empty destination covered by one insert_slice.
                let v = self.pick();
                if v.shape.is_empty() {
                    return;
                }
                let dest = self.uninitialized(&v.shape);
                let r = self.insert_slice(&v, &dest);
                self.vals.push(r);
            }
            14 => self.call(),
            15 => self.scf_if(),
            _ => self.scf_for(),
        }
    }

    fn reshape(&mut self) {
        if self.rng.chance(50) {
            let Some(v) = self.pick_rank(2) else { return };
            let n = self.fresh("t");
            let len = v.shape[0] * v.shape[1];
            let dy = v.dynamic.iter().any(|d| *d);
            let r = TVal {
                name: n.clone(),
                shape: vec![len],
                dynamic: vec![dy],
            };
            self.line(&format!(
                "{n} = tensor.collapse_shape {} [[0, 1]] : {} into {}",
                v.name,
                v.ty(),
                r.ty()
            ));
            self.vals.push(r);
        } else {
            let Some(v) = self.pick_rank(1) else { return };
            let len = v.shape[0];
            let divs: Vec<i64> = (1..=len).filter(|d| len % d == 0).collect();
            let a = divs[self.below(divs.len())];
            let shape = vec![a, len / a];
            // A dynamic source needs one dynamic result size (given by output_shape).
            let dynamic = if v.dynamic[0] {
                if self.rng.chance(50) {
                    vec![true, false]
                } else {
                    vec![false, true]
                }
            } else {
                vec![false, false]
            };
            let mut os = Vec::new();
            for (s, d) in shape.iter().zip(&dynamic) {
                if *d {
                    os.push(self.idx(*s));
                } else {
                    os.push(s.to_string());
                }
            }
            let n = self.fresh("t");
            let r = TVal {
                name: n.clone(),
                shape,
                dynamic,
            };
            self.line(&format!(
                "{n} = tensor.expand_shape {} [[0, 1]] output_shape [{}] : {} into {}",
                v.name,
                os.join(", "),
                v.ty(),
                r.ty()
            ));
            self.vals.push(r);
        }
    }

    fn call(&mut self) {
        if self.callees.is_empty() {
            return;
        }
        let k = self.below(self.callees.len());
        let c = self.callees[k].clone();
        let args: Vec<TVal> = c.params.iter().map(|p| self.value_of_shape(p)).collect();
        let mut results = Vec::new();
        let mut tys = Vec::new();
        for r in &c.results {
            results.push(self.fresh("t"));
            tys.push(tensor_type(r, &vec![false; r.len()]));
        }
        let scalar = c.scalar_result.then(|| self.fresh("s"));
        if let Some(s) = &scalar {
            results.push(s.clone());
            tys.push("i64".into());
        }
        let arg_tys: Vec<String> = args.iter().map(TVal::ty).collect();
        let arg_names: Vec<String> = args.iter().map(|a| a.name.clone()).collect();
        let lhs = if results.is_empty() {
            String::new()
        } else {
            format!("{} = ", results.join(", "))
        };
        self.line(&format!(
            "{lhs}func.call @{}({}) : ({}) -> ({})",
            c.name,
            arg_names.join(", "),
            arg_tys.join(", "),
            tys.join(", ")
        ));
        for (n, r) in results.iter().zip(&c.results) {
            self.vals.push(TVal {
                name: n.clone(),
                shape: r.clone(),
                dynamic: vec![false; r.len()],
            });
        }
        if let Some(s) = scalar {
            self.scalars.push(s);
        }
    }

    /// `scf.if` yielding a tensor of one shape from both branches (option `scf`).
    fn scf_if(&mut self) {
        let v = self.pick();
        let cond = self.fresh("b");
        let x = self.scalar();
        self.line(&format!("{cond} = arith.cmpi slt, {x}, %zero : i64"));
        let n = self.fresh("t");
        self.line(&format!("{n} = scf.if {cond} -> ({}) {{", v.ty()));
        for branch in 0..2 {
            if branch == 1 {
                self.line("} else {");
            }
            let (vals, scalars) = (self.vals.clone(), self.scalars.clone());
            self.indent += 1;
            let y = self.scalar();
            let idx = self.indices(&v.shape);
            let w = self.fresh("t");
            self.line(&format!(
                "{w} = tensor.insert {y} into {}[{}] : {}",
                v.name,
                idx.join(", "),
                v.ty()
            ));
            self.line(&format!("scf.yield {w} : {}", v.ty()));
            self.indent -= 1;
            self.vals = vals;
            self.scalars = scalars;
        }
        self.line("}");
        self.vals.push(TVal { name: n, ..v });
    }

    /// `scf.for` carrying a tensor written at each iteration (option `scf`).
    fn scf_for(&mut self) {
        let v = self.pick();
        if v.shape.is_empty() {
            return;
        }
        let c0 = self.idx(0);
        let c1 = self.idx(1);
        let ub = self.idx(v.shape[0]);
        let n = self.fresh("t");
        let iv = self.fresh("iv");
        let it = self.fresh("it");
        self.line(&format!(
            "{n} = scf.for {iv} = {c0} to {ub} step {c1} iter_args({it} = {}) -> ({}) {{",
            v.name,
            v.ty()
        ));
        let (vals, scalars) = (self.vals.clone(), self.scalars.clone());
        self.indent += 1;
        let y = self.scalar();
        let mut idx = vec![iv.clone()];
        idx.extend(self.indices(&v.shape[1..]));
        let w = self.fresh("t");
        self.line(&format!(
            "{w} = tensor.insert {y} into {it}[{}] : {}",
            idx.join(", "),
            v.ty()
        ));
        self.line(&format!("scf.yield {w} : {}", v.ty()));
        self.indent -= 1;
        self.vals = vals;
        self.scalars = scalars;
        self.line("}");
        self.vals.push(TVal { name: n, ..v });
    }

    fn start_function(&mut self) {
        self.vals.clear();
        self.scalars.clear();
        self.index_consts.clear();
        self.indent = 1;
        if self.opts.scf {
            self.line("%zero = arith.constant 0 : i64");
        }
    }

    /// A helper taking tensors of static shapes and returning some of its values.
    fn helper(&mut self, k: usize) {
        let nparams = 1 + self.below(2);
        let params: Vec<Vec<i64>> = (0..nparams).map(|_| self.random_shape()).collect();
        let name = format!("h{k}");
        let private = if self.rng.chance(50) { "private " } else { "" };
        let mut header = String::new();
        let mut fn_out = std::mem::take(&mut self.out);
        self.start_function();
        for (i, p) in params.iter().enumerate() {
            let v = TVal {
                name: format!("%a{i}"),
                shape: p.clone(),
                dynamic: vec![false; p.len()],
            };
            let _ = write!(
                header,
                "{}{}: {}",
                if i > 0 { ", " } else { "" },
                v.name,
                v.ty()
            );
            self.vals.push(v);
        }
        let n = 2 + self.below(8);
        for _ in 0..n {
            self.stmt();
        }
        let nres = self.below(3);
        let mut results = Vec::new();
        let mut ret = Vec::new();
        for _ in 0..nres {
            let v = self.pick();
            let r = self.cast_to(&v, &vec![false; v.shape.len()]);
            results.push(r.shape.clone());
            ret.push(r);
        }
        let scalar_result = self.rng.chance(40);
        let mut names: Vec<String> = ret.iter().map(|r| r.name.clone()).collect();
        let mut tys: Vec<String> = ret.iter().map(TVal::ty).collect();
        if scalar_result {
            names.push(self.scalar());
            tys.push("i64".into());
        }
        if names.is_empty() {
            self.line("return");
        } else {
            self.line(&format!("return {} : {}", names.join(", "), tys.join(", ")));
        }
        let body = std::mem::take(&mut self.out);
        let _ = writeln!(
            fn_out,
            "func.func {private}@{name}({header}) -> ({}) {{",
            tys.join(", ")
        );
        fn_out.push_str(&body);
        fn_out.push_str("}\n\n");
        self.out = fn_out;
        self.callees.push(Callee {
            name,
            params,
            results,
            scalar_result,
        });
    }

    fn main(&mut self) {
        self.indent = 0;
        self.line("func.func @main() {");
        self.start_function();
        let n = 6 + self.below(14);
        for _ in 0..n {
            self.stmt();
        }
        // Print what is live at the end, through the printers of each rank.
        let vals = self.vals.clone();
        let mut shown: Vec<String> = Vec::new();
        for v in vals.iter().rev() {
            if shown.len() == 6 {
                break;
            }
            if shown.contains(&v.name) {
                continue;
            }
            shown.push(v.name.clone());
            let rank = v.shape.len();
            let dynamic = vec![true; rank];
            let c = self.cast_to(v, &dynamic);
            self.line(&format!(
                "func.call @show{rank}({}) : ({}) -> ()",
                c.name,
                c.ty()
            ));
        }
        let scalars = self.scalars.clone();
        for s in scalars.iter().rev().take(6) {
            self.line(&format!("vector.print {s} : i64"));
        }
        self.line("return");
        self.indent = 0;
        self.line("}");
    }
}

/// `dense<...>` text of `elems` in `shape`.
fn nest(elems: &[i64], shape: &[i64]) -> String {
    if shape.is_empty() {
        return elems[0].to_string();
    }
    let inner: i64 = shape[1..].iter().product();
    let parts: Vec<String> = (0..shape[0])
        .map(|i| {
            let s = (i * inner) as usize;
            nest(&elems[s..s + inner as usize], &shape[1..])
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

/// The printers `@main` calls: a tensor of rank r (dynamic sizes) through
/// `bufferization.to_buffer read_only` and `printMemrefI64`.
const PRINTERS: &str = "func.func private @printMemrefI64(memref<*xi64>)

func.func private @show0(%t: tensor<i64>) {
  %m = bufferization.to_buffer %t read_only : tensor<i64> to memref<i64, strided<[], offset: ?>>
  %u = memref.cast %m : memref<i64, strided<[], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func private @show1(%t: tensor<?xi64>) {
  %m = bufferization.to_buffer %t read_only : tensor<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xi64, strided<[?], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func private @show2(%t: tensor<?x?xi64>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

";

/// The random tensor program of `seed` (with `opts`): helper functions, then `@main`, which
/// prints its live values at its end.
pub fn random_tensor_program_with(seed: u64, opts: TensorGenOptions) -> String {
    let mut g = Gen {
        rng: Rng::new(seed ^ 0x7e45_0a11),
        opts,
        out: String::new(),
        next: 0,
        indent: 0,
        vals: Vec::new(),
        scalars: Vec::new(),
        index_consts: Vec::new(),
        callees: Vec::new(),
    };
    g.out.push_str(PRINTERS);
    let helpers = g.below(4);
    for k in 0..helpers {
        g.helper(k);
    }
    g.main();
    g.out
}

/// The random tensor program of `seed` with the default options (no scf).
pub fn random_tensor_program(seed: u64) -> String {
    random_tensor_program_with(seed, TensorGenOptions::default())
}

#[cfg(test)]
mod tests {
    #[test]
    fn generated_tensor_programs_verify() {
        for seed in 1..40 {
            let text = super::random_tensor_program(seed);
            let cfg = crate::opt::OptConfig::default();
            if let Err(ds) = crate::opt::process_buffer(&text, "gen.mlir", 0, &cfg) {
                panic!("seed {seed}: {}\n{text}", ds[0].message);
            }
        }
    }
}
