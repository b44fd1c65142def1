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
    /// Also linalg ops on tensors (`fill`, `generic` with indexing maps and `linalg.index`,
    /// `matmul`, `transpose`, `broadcast`, `reduce`, `map`, the named elementwise ops), and
    /// with `scf` richer loops: `scf.for` / `scf.while` carrying tensors written in place by
    /// nested statements, and `scf.if` branches with nested statements.
    pub linalg: bool,
}

/// A tensor value: its SSA name, its run-time shape and which dimensions its type leaves
/// dynamic.
#[derive(Clone, Debug)]
struct TVal {
    name: String,
    shape: Vec<i64>,
    dynamic: Vec<bool>,
    /// The buffers (allocation roots) it may alias, so that a loop body reads no alias of a
    /// tensor the loop carries (upstream rejects a yield not equivalent to its iter_arg).
    roots: Vec<usize>,
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
    /// Nesting depth of scf regions (bounded so programs stay small).
    depth: usize,
    /// Allocation roots made so far.
    roots: usize,
}

impl Gen {
    fn root(&mut self) -> Vec<usize> {
        self.roots += 1;
        vec![self.roots]
    }
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
            roots: self.root(),
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
            roots: v.roots.clone(),
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
            roots: src.roots.clone(),
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
            roots: dest.roots.clone(),
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
            roots: self.root(),
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
        if self.opts.linalg {
            // Extended programs: the base statements, scf (with nested statements) and linalg.
            let n = if self.opts.scf { 15 + 3 + 8 } else { 15 + 8 };
            let choice = self.below(n);
            if choice >= 15 {
                let k = choice - 15;
                if self.opts.scf && k < 3 {
                    if self.depth >= 2 {
                        return;
                    }
                    match k {
                        0 => self.scf_if_nested(),
                        1 => self.scf_for_carried(),
                        _ => self.scf_while_carried(),
                    }
                } else {
                    let k = if self.opts.scf { k - 3 } else { k };
                    self.linalg_stmt(k);
                }
                return;
            }
            self.base_stmt(choice as u64);
            return;
        }
        let choice = self.rng.below(if self.opts.scf { 17 } else { 15 });
        self.base_stmt(choice);
    }

    fn base_stmt(&mut self, choice: u64) {
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
                let roots = self.root();
                self.vals.push(TVal {
                    name: n,
                    shape,
                    dynamic,
                    roots,
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
                roots: v.roots.clone(),
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
                roots: v.roots.clone(),
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
        // A callee may return its arguments or views of them.
        let arg_roots: Vec<usize> = args.iter().flat_map(|a| a.roots.clone()).collect();
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
                roots: arg_roots.clone(),
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
        if self.opts.scf || self.opts.linalg {
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
                roots: self.root(),
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

/// Extended statements (option `linalg`): linalg ops on tensors and scf regions with nested
/// statements and tensors carried through loops.
impl Gen {
    /// Leaves in scope only the values aliasing none of `roots` (a loop body must not read
    /// an alias of what the loop carries and writes in place).
    fn vals_apart_from(&mut self, roots: &[usize]) {
        self.vals
            .retain(|v| !v.roots.iter().any(|r| roots.contains(r)));
    }

    /// Runs `n` random statements in a nested scope: what they define stays inside.
    fn nested_stmts(&mut self, n: usize) {
        self.depth += 1;
        for _ in 0..n {
            self.stmt();
        }
        self.depth -= 1;
    }

    /// A destination of `shape` that the op overwrites entirely: uninitialized (empty or
    /// alloc_tensor) or an existing value (a write to it, copied if it is read later).
    fn overwritten_dest(&mut self, shape: &[i64]) -> TVal {
        if self.rng.chance(65) {
            self.uninitialized(shape)
        } else {
            self.value_of_shape(shape)
        }
    }

    /// The same with a static type (the linalg ops whose verifiers compare static and
    /// dynamic sizes strictly: transpose, broadcast, reduce, map).
    fn overwritten_static(&mut self, shape: &[i64]) -> TVal {
        let d = self.overwritten_dest(shape);
        self.cast_to(&d, &vec![false; shape.len()])
    }

    fn initialized_static(&mut self, shape: &[i64]) -> TVal {
        let d = self.initialized_dest(shape);
        self.cast_to(&d, &vec![false; shape.len()])
    }

    /// A value of the scope cast to its static type.
    fn pick_static(&mut self, v: TVal) -> TVal {
        let n = v.shape.len();
        self.cast_to(&v, &vec![false; n])
    }

    /// An initialized destination of `shape` (an accumulator that the op reads): an
    /// existing value or a `linalg.fill` of an uninitialized one.
    fn initialized_dest(&mut self, shape: &[i64]) -> TVal {
        if self.rng.chance(50) {
            return self.value_of_shape(shape);
        }
        let d = self.uninitialized(shape);
        self.fill(&d)
    }

    fn fill(&mut self, dest: &TVal) -> TVal {
        let x = self.scalar();
        let n = self.fresh("t");
        self.line(&format!(
            "{n} = linalg.fill ins({x} : i64) outs({} : {}) -> {}",
            dest.name,
            dest.ty(),
            dest.ty()
        ));
        TVal {
            name: n,
            ..dest.clone()
        }
    }

    /// An arith op combining two i64 values (no division: no undefined behaviour).
    fn arith(&mut self) -> &'static str {
        [
            "arith.addi",
            "arith.subi",
            "arith.muli",
            "arith.maxsi",
            "arith.minsi",
            "arith.xori",
        ][self.below(6)]
    }

    fn linalg_stmt(&mut self, k: usize) {
        match k {
            0 => {
                let shape = self.pick().shape;
                let d = self.overwritten_dest(&shape);
                let r = self.fill(&d);
                self.vals.push(r);
            }
            1 | 2 => {
                // A named elementwise op; its init is sometimes one of its inputs.
                let a = self.pick();
                let b = self.value_of_shape(&a.shape);
                let op = ["add", "sub", "mul", "max", "min"][self.below(5)];
                let d = if self.rng.chance(25) {
                    b.clone()
                } else {
                    self.overwritten_dest(&a.shape)
                };
                let n = self.fresh("t");
                self.line(&format!(
                    "{n} = linalg.{op} ins({}, {} : {}, {}) outs({} : {}) -> {}",
                    a.name,
                    b.name,
                    a.ty(),
                    b.ty(),
                    d.name,
                    d.ty(),
                    d.ty()
                ));
                self.vals.push(TVal { name: n, ..d });
            }
            3 => {
                let Some(a) = self.pick_rank(2) else { return };
                let (m, kk) = (a.shape[0], a.shape[1]);
                let nn = 1 + self.rng.below(4) as i64;
                let b = self.value_of_shape(&[kk, nn]);
                let c = self.initialized_dest(&[m, nn]);
                let n = self.fresh("t");
                self.line(&format!(
                    "{n} = linalg.matmul ins({}, {} : {}, {}) outs({} : {}) -> {}",
                    a.name,
                    b.name,
                    a.ty(),
                    b.ty(),
                    c.name,
                    c.ty(),
                    c.ty()
                ));
                self.vals.push(TVal { name: n, ..c });
            }
            4 => {
                let Some(a) = self.pick_rank(2) else { return };
                let a = self.pick_static(a);
                let d = self.overwritten_static(&[a.shape[1], a.shape[0]]);
                let n = self.fresh("t");
                self.line(&format!(
                    "{n} = linalg.transpose ins({} : {}) outs({} : {}) permutation = [1, 0]",
                    a.name,
                    a.ty(),
                    d.name,
                    d.ty()
                ));
                self.vals.push(TVal { name: n, ..d });
            }
            5 => {
                // A rank-0 or rank-1 value broadcast along a new dimension.
                let a = self.pick();
                if a.shape.len() > 1 {
                    return;
                }
                let extra = 1 + self.rng.below(3) as i64;
                let at = self.below(a.shape.len() + 1);
                let a = self.pick_static(a);
                let mut shape = a.shape.clone();
                shape.insert(at, extra);
                let d = self.overwritten_static(&shape);
                let n = self.fresh("t");
                self.line(&format!(
                    "{n} = linalg.broadcast ins({} : {}) outs({} : {}) dimensions = [{at}]",
                    a.name,
                    a.ty(),
                    d.name,
                    d.ty()
                ));
                self.vals.push(TVal { name: n, ..d });
            }
            6 => {
                let a = self.pick();
                if a.shape.is_empty() {
                    return;
                }
                let a = self.pick_static(a);
                let dim = self.below(a.shape.len());
                let mut shape = a.shape.clone();
                shape.remove(dim);
                let init = self.initialized_static(&shape);
                let f = self.arith();
                let (x, acc, y) = (self.fresh("x"), self.fresh("acc"), self.fresh("y"));
                let n = self.fresh("t");
                self.line(&format!(
                    "{n} = linalg.reduce ins({} : {}) outs({} : {}) dimensions = [{dim}]",
                    a.name,
                    a.ty(),
                    init.name,
                    init.ty()
                ));
                self.line(&format!("  ({x}: i64, {acc}: i64) {{"));
                self.line(&format!("    {y} = {f} {x}, {acc} : i64"));
                self.line(&format!("    linalg.yield {y} : i64"));
                self.line("  }");
                self.vals.push(TVal { name: n, ..init });
            }
            _ => {
                if self.rng.chance(40) {
                    self.map();
                } else {
                    self.generic();
                }
            }
        }
    }

    /// `linalg.map` of one or two inputs, its payload also using a scalar from above.
    fn map(&mut self) {
        let a = self.pick();
        let a = self.pick_static(a);
        let two = self.rng.chance(60);
        let b = two.then(|| self.value_of_shape(&a.shape));
        let s = self.scalar();
        let d = self.overwritten_static(&a.shape);
        let (x, y, out) = (self.fresh("x"), self.fresh("y"), self.fresh("out"));
        let ins = match &b {
            Some(b) => format!("{}, {} : {}, {}", a.name, b.name, a.ty(), b.ty()),
            None => format!("{} : {}", a.name, a.ty()),
        };
        // The payload takes the init's element too (unused: the init is overwritten).
        let args = if two {
            format!("({x}: i64, {y}: i64, {out}: i64)")
        } else {
            format!("({x}: i64, {out}: i64)")
        };
        let f = self.arith();
        let g = self.arith();
        let (u, v) = (self.fresh("u"), self.fresh("v"));
        let n = self.fresh("t");
        self.line(&format!(
            "{n} = linalg.map ins({ins}) outs({} : {})",
            d.name,
            d.ty()
        ));
        self.line(&format!("  {args} {{"));
        self.line(&format!("    {u} = {f} {x}, {s} : i64"));
        let other = if two { y.clone() } else { x.clone() };
        self.line(&format!("    {v} = {g} {u}, {other} : i64"));
        self.line(&format!("    linalg.yield {v} : i64"));
        self.line("  }");
        self.vals.push(TVal { name: n, ..d });
    }

    /// `linalg.generic`: parallel over the output with an identity or transposed input map
    /// and `linalg.index` in the payload, or a reduction of a rank-2 input into rank 1.
    fn generic(&mut self) {
        let a = self.pick();
        let rank = a.shape.len();
        if rank == 0 {
            return;
        }
        let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
        let dl = dims.join(", ");
        let id = format!("affine_map<({dl}) -> ({dl})>");
        let (x, o, i, ic, u, v) = (
            self.fresh("x"),
            self.fresh("o"),
            self.fresh("i"),
            self.fresh("ic"),
            self.fresh("u"),
            self.fresh("v"),
        );
        let f = self.arith();
        let reduction = rank == 2 && self.rng.chance(35);
        let (in_map, out_map, iters, out_shape, init) = if reduction {
            let init = self.initialized_dest(&a.shape[..1]);
            (
                id.clone(),
                "affine_map<(d0, d1) -> (d0)>".to_string(),
                "\"parallel\", \"reduction\"".to_string(),
                a.shape[..1].to_vec(),
                init,
            )
        } else {
            let transposed = rank == 2 && self.rng.chance(50);
            let out_shape = if transposed {
                vec![a.shape[1], a.shape[0]]
            } else {
                a.shape.clone()
            };
            let in_map = if transposed {
                "affine_map<(d0, d1) -> (d1, d0)>".to_string()
            } else {
                id.clone()
            };
            let init = self.overwritten_dest(&out_shape);
            let iters = vec!["\"parallel\""; rank].join(", ");
            (in_map, id.clone(), iters, out_shape, init)
        };
        let _ = out_shape;
        let n = self.fresh("t");
        self.line(&format!(
            "{n} = linalg.generic {{indexing_maps = [{in_map}, {out_map}], iterator_types = [{iters}]}} ins({} : {}) outs({} : {}) {{",
            a.name,
            a.ty(),
            init.name,
            init.ty()
        ));
        self.line(&format!("^bb0({x}: i64, {o}: i64):"));
        let d = self.below(rank);
        self.line(&format!("  {i} = linalg.index {d} : index"));
        self.line(&format!("  {ic} = arith.index_cast {i} : index to i64"));
        self.line(&format!("  {u} = {f} {x}, {ic} : i64"));
        if reduction {
            self.line(&format!("  {v} = arith.addi {u}, {o} : i64"));
        } else {
            self.line(&format!("  {v} = arith.addi {u}, {x} : i64"));
        }
        self.line(&format!("  linalg.yield {v} : i64"));
        self.line(&format!("}} -> {}", init.ty()));
        self.vals.push(TVal { name: n, ..init });
    }

    /// `scf.if` with nested statements in each branch, yielding a tensor (and sometimes a
    /// scalar).
    fn scf_if_nested(&mut self) {
        let shape = self.pick().shape;
        let ty = tensor_type(&shape, &vec![false; shape.len()]);
        let cond = self.fresh("b");
        let x = self.scalar();
        self.line(&format!("{cond} = arith.cmpi slt, {x}, %zero : i64"));
        let with_scalar = self.rng.chance(30);
        let n = self.fresh("t");
        let s = self.fresh("s");
        let lhs = if with_scalar {
            format!("{n}, {s}")
        } else {
            n.clone()
        };
        let tys = if with_scalar {
            format!("{ty}, i64")
        } else {
            ty.clone()
        };
        self.line(&format!("{lhs} = scf.if {cond} -> ({tys}) {{"));
        let mut if_roots = Vec::new();
        for branch in 0..2 {
            if branch == 1 {
                self.line("} else {");
            }
            let (vals, scalars) = (self.vals.clone(), self.scalars.clone());
            self.indent += 1;
            let k = self.below(4);
            self.nested_stmts(k);
            let y = self.value_of_shape(&shape);
            if_roots.extend(y.roots.iter().copied());
            if with_scalar {
                let z = self.scalar();
                self.line(&format!("scf.yield {}, {z} : {ty}, i64", y.name));
            } else {
                self.line(&format!("scf.yield {} : {ty}", y.name));
            }
            self.indent -= 1;
            self.vals = vals;
            self.scalars = scalars;
        }
        self.line("}");
        self.vals.push(TVal {
            name: n,
            shape: shape.clone(),
            dynamic: vec![false; shape.len()],
            roots: if_roots,
        });
        if with_scalar {
            self.scalars.push(s);
        }
    }

    /// Writes to a loop-carried tensor `c` (a block argument or its last write, never
    /// aliased by other values of the scope): each one is a destination-style write, so the
    /// yielded value stays equivalent to the iteration argument. `iv` indexes dimension 0
    /// when given (it is in bounds).
    fn carried_writes(&mut self, c: &TVal, iv: Option<&str>) -> TVal {
        let mut cur = c.clone();
        let k = 1 + self.below(2);
        for _ in 0..k {
            let n = self.fresh("t");
            match self.below(if self.opts.linalg { 5 } else { 2 }) {
                0 | 1 => {
                    // Read an element, then write one (a read before the write is no
                    // conflict).
                    if !cur.shape.is_empty() && self.rng.chance(40) {
                        let idx = self.indices(&cur.shape);
                        let e = self.fresh("s");
                        self.line(&format!(
                            "{e} = tensor.extract {}[{}] : {}",
                            cur.name,
                            idx.join(", "),
                            cur.ty()
                        ));
                        self.scalars.push(e);
                    }
                    let y = self.scalar();
                    let mut idx = Vec::new();
                    if let (Some(iv), false) = (iv, cur.shape.is_empty()) {
                        idx.push(iv.to_string());
                        idx.extend(self.indices(&cur.shape[1..]));
                    } else {
                        idx = self.indices(&cur.shape);
                    }
                    self.line(&format!(
                        "{n} = tensor.insert {y} into {}[{}] : {}",
                        cur.name,
                        idx.join(", "),
                        cur.ty()
                    ));
                }
                2 => {
                    let y = self.scalar();
                    self.line(&format!(
                        "{n} = linalg.fill ins({y} : i64) outs({} : {}) -> {}",
                        cur.name,
                        cur.ty(),
                        cur.ty()
                    ));
                }
                3 => {
                    // Element-wise with the carried value as input and init: in place.
                    let b = self.value_of_shape(&cur.shape);
                    let op = ["add", "sub", "mul", "max", "min"][self.below(5)];
                    self.line(&format!(
                        "{n} = linalg.{op} ins({}, {} : {}, {}) outs({} : {}) -> {}",
                        cur.name,
                        b.name,
                        cur.ty(),
                        b.ty(),
                        cur.name,
                        cur.ty(),
                        cur.ty()
                    ));
                }
                _ => {
                    // A value of the scope (or a slice of it) inserted into the carried one.
                    if cur.shape.is_empty() {
                        let y = self.scalar();
                        self.line(&format!(
                            "{n} = tensor.insert {y} into {}[] : {}",
                            cur.name,
                            cur.ty()
                        ));
                    } else {
                        let fitting: Vec<TVal> = self
                            .vals
                            .iter()
                            .filter(|v| {
                                v.shape.len() == cur.shape.len()
                                    && v.shape.iter().zip(&cur.shape).all(|(a, b)| a <= b)
                            })
                            .cloned()
                            .collect();
                        let src = if fitting.is_empty() {
                            let v = self.constant(&cur.shape);
                            self.extract_slice(&v)
                        } else {
                            fitting[self.below(fitting.len())].clone()
                        };
                        let r = self.insert_slice(&src, &cur);
                        cur = r;
                        continue;
                    }
                }
            }
            cur = TVal { name: n, ..cur };
        }
        cur
    }

    /// `scf.for` carrying one or two tensors (and an i64 sum), with nested statements.
    fn scf_for_carried(&mut self) {
        let nc = 1 + self.below(2);
        let mut inits = Vec::new();
        for _ in 0..nc {
            let v = self.pick();
            inits.push(v);
        }
        // The trip count is at most the first carried value's leading size (0 to 3).
        let bound = inits[0].shape.first().copied().unwrap_or(3).min(3);
        let trips = self.rng.below(bound as u64 + 1) as i64;
        let c0 = self.idx(0);
        let c1 = self.idx(1);
        let ub = self.idx(trips);
        let sum0 = self.scalar();
        let iv = self.fresh("iv");
        let its: Vec<String> = (0..nc).map(|_| self.fresh("it")).collect();
        let acc = self.fresh("acc");
        let res: Vec<String> = (0..nc).map(|_| self.fresh("t")).collect();
        let rs = self.fresh("s");
        let mut iter = Vec::new();
        let mut tys = Vec::new();
        for (it, v) in its.iter().zip(&inits) {
            iter.push(format!("{it} = {}", v.name));
            tys.push(v.ty());
        }
        iter.push(format!("{acc} = {sum0}"));
        tys.push("i64".into());
        self.line(&format!(
            "{}, {rs} = scf.for {iv} = {c0} to {ub} step {c1} iter_args({}) -> ({}) {{",
            res.join(", "),
            iter.join(", "),
            tys.join(", ")
        ));
        let (vals, scalars) = (self.vals.clone(), self.scalars.clone());
        let carried: Vec<usize> = inits.iter().flat_map(|v| v.roots.clone()).collect();
        self.vals_apart_from(&carried);
        self.indent += 1;
        self.scalars.push(acc.clone());
        let k = self.below(3);
        self.nested_stmts(k);
        let mut ys = Vec::new();
        for (j, (it, v)) in its.iter().zip(&inits).enumerate() {
            let c = TVal {
                name: it.clone(),
                ..v.clone()
            };
            let use_iv = j == 0 && trips > 0;
            let w = self.carried_writes(&c, use_iv.then_some(iv.as_str()));
            ys.push(w.name);
        }
        let x = self.scalar();
        let nacc = self.fresh("s");
        self.line(&format!("{nacc} = arith.addi {acc}, {x} : i64"));
        ys.push(nacc);
        self.line(&format!("scf.yield {} : {}", ys.join(", "), tys.join(", ")));
        self.indent -= 1;
        self.vals = vals;
        self.scalars = scalars;
        self.line("}");
        for (r, v) in res.into_iter().zip(inits) {
            self.vals.push(TVal { name: r, ..v });
        }
        self.scalars.push(rs);
    }

    /// `scf.while` carrying an i64 counter and a tensor, with nested statements in the body.
    fn scf_while_carried(&mut self) {
        let v = self.pick();
        let trips = self.rng.below(4) as i64;
        let k0 = self.fresh("s");
        self.line(&format!("{k0} = arith.constant 0 : i64"));
        let lim = self.fresh("s");
        self.line(&format!("{lim} = arith.constant {trips} : i64"));
        let (bk, bt, ak, at) = (
            self.fresh("k"),
            self.fresh("w"),
            self.fresh("k"),
            self.fresh("w"),
        );
        let (rk, rt) = (self.fresh("s"), self.fresh("t"));
        let ty = v.ty();
        self.line(&format!(
            "{rk}, {rt} = scf.while ({bk} = {k0}, {bt} = {}) : (i64, {ty}) -> (i64, {ty}) {{",
            v.name
        ));
        self.indent += 1;
        let cond = self.fresh("b");
        self.line(&format!("{cond} = arith.cmpi slt, {bk}, {lim} : i64"));
        self.line(&format!("scf.condition({cond}) {bk}, {bt} : i64, {ty}"));
        self.indent -= 1;
        self.line("} do {");
        self.line(&format!("^bb0({ak}: i64, {at}: {ty}):"));
        let (vals, scalars) = (self.vals.clone(), self.scalars.clone());
        let carried = v.roots.clone();
        self.vals_apart_from(&carried);
        self.indent += 1;
        self.scalars.push(ak.clone());
        let k = self.below(3);
        self.nested_stmts(k);
        let c = TVal {
            name: at.clone(),
            ..v.clone()
        };
        let w = self.carried_writes(&c, None);
        let one = self.fresh("s");
        self.line(&format!("{one} = arith.constant 1 : i64"));
        let nk = self.fresh("k");
        self.line(&format!("{nk} = arith.addi {ak}, {one} : i64"));
        self.line(&format!("scf.yield {nk}, {} : i64, {ty}", w.name));
        self.indent -= 1;
        self.vals = vals;
        self.scalars = scalars;
        self.line("}");
        self.vals.push(TVal { name: rt, ..v });
        self.scalars.push(rk);
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
        depth: 0,
        roots: 0,
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

    #[test]
    fn extended_tensor_programs_verify() {
        for (scf, linalg) in [(false, true), (true, true)] {
            let opts = super::TensorGenOptions { scf, linalg };
            for seed in 1..60 {
                let text = super::random_tensor_program_with(seed, opts);
                let cfg = crate::opt::OptConfig::default();
                if let Err(ds) = crate::opt::process_buffer(&text, "gen.mlir", 0, &cfg) {
                    panic!("seed {seed} {opts:?}: {}\n{text}", ds[0].message);
                }
            }
        }
    }
}
