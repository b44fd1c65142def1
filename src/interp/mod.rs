//! The reference interpreter: executes func/arith/math/memref/scf/cf/bufferization IR (before or
//! after the deallocation pipeline) on real memory from the tracking allocator, with MLIR's
//! descriptor semantics (`spec/dealloc-pipeline.md` §7). It is the oracle of the test suites.

mod arith;
mod bufferization;
mod cf;
pub(crate) mod common;
mod complex;
mod forall;
mod func;
mod linalg_pack;
mod memory;
mod memref;
mod scf;
mod tensor;
mod vector;

use rustc_hash::FxHashMap;

use crate::diag::loc_pos;
use crate::diag::Diagnostic;
use crate::ir::{
    AttrData, Block, BuiltinOp, Context, DialectOp, FloatKind, LinalgOp, Op, OpKind, Region,
    TypeData, UbOp, Value,
};
pub use crate::values::{MemDesc, RtVal, RunOutput};
use memory::Memory;

/// How the interpreter runs.
#[derive(Clone, Copy, Debug, Default)]
pub struct InterpOptions {
    /// End the run with a located error once this many ops have executed (fuzzing, where an
    /// input may loop forever).
    pub budget: Option<u64>,
    /// A failed `cf.assert` prints its message (and a newline) and the run goes on
    /// (`--assert=continue`), as upstream's `cf.assert` lowering without abort.
    pub assert_continue: bool,
}

/// Runs `entry` (no arguments) of the module `top`.
pub fn run(ctx: &Context, top: Op, entry: &str) -> RunOutput {
    run_with(ctx, top, entry, InterpOptions::default())
}

/// [`run`], ending the run with a located error once `max_ops` ops have executed: for
/// fuzzing, where an input may loop forever.
pub fn run_with_budget(ctx: &Context, top: Op, entry: &str, max_ops: u64) -> RunOutput {
    let opts = InterpOptions {
        budget: Some(max_ops),
        ..Default::default()
    };
    run_with(ctx, top, entry, opts)
}

/// [`run`] with options.
pub fn run_with(ctx: &Context, top: Op, entry: &str, opts: InterpOptions) -> RunOutput {
    let mut it = Interp::new(ctx, top);
    it.budget = opts.budget.map(|b| (b, b));
    it.assert_continue = opts.assert_continue;
    let mut out = RunOutput::default();
    let r = it
        .init_globals()
        .and_then(|_| it.call_by_name(entry, Vec::new(), top));
    match r {
        Ok(vals) => {
            out.returned = vals;
            let findings = it.mem.tracker.finish();
            out.report = it.mem.tracker.render(&findings);
            out.sites = it.mem.tracker.sites().to_vec();
            out.findings = findings;
        }
        Err(d) => out.error = Some(d),
    }
    out.stats = it.mem.tracker.stats();
    out.stdout = std::mem::take(&mut it.stdout);
    out
}

/// How a region's execution ended.
enum Exit {
    /// A region terminator (`func.return`, `scf.yield`, `scf.condition`, ...) with its operands.
    Term(Op, Vec<RtVal>),
}

pub(crate) struct Interp<'c> {
    pub ctx: &'c Context,
    pub top: Op,
    pub mem: Memory,
    pub stdout: String,
    /// The values of the current function (all nested regions share it).
    frames: Vec<FxHashMap<Value, RtVal>>,
    globals: FxHashMap<String, MemDesc>,
    /// Call depth guard.
    depth: usize,
    symbols: crate::ir::SymbolCache,
    /// Ops left to execute and the budget they came from ([`run_with_budget`]).
    budget: Option<(u64, u64)>,
    /// [`InterpOptions::assert_continue`].
    assert_continue: bool,
}

/// Calls deeper than this end the run with a located error when the stack's bounds are
/// unknown (the run is not on a thread from `stack::with_big_stack`).
const MAX_DEPTH: usize = 20_000;

/// Stack kept free below the deepest call: nested regions of one function and the runtime
/// helpers run there. Allocas are charged on top of it (`Memory::alloca`).
const CALL_STACK_RESERVE: usize = 16 << 20;

impl<'c> Interp<'c> {
    /// Runs a function body or an op's region: on the thread's own (large) stack when its
    /// bounds are known, else on a stack grown on demand (`stacker`).
    fn run_callee(&mut self, r: Region, args: Vec<RtVal>) -> Result<Exit, Diagnostic> {
        if crate::stack::stack_limit().is_some() {
            self.run_region(r, args)
        } else {
            stacker::maybe_grow(256 * 1024, 8 * 1024 * 1024, || self.run_region(r, args))
        }
    }

    fn new(ctx: &'c Context, top: Op) -> Interp<'c> {
        Interp {
            ctx,
            top,
            mem: Memory::new(),
            stdout: String::new(),
            frames: Vec::new(),
            globals: FxHashMap::default(),
            depth: 0,
            symbols: crate::ir::SymbolCache::new(),
            budget: None,
            assert_continue: false,
        }
    }

    pub fn error(&self, op: Op, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(loc_pos(self.ctx, self.ctx.op_loc(op)), msg)
    }

    pub fn site(&mut self, op: Op) -> memref_jit_runtime::SiteId {
        let loc = loc_pos(self.ctx, self.ctx.op_loc(op))
            .map(|p| format!("{}:{}:{}", p.file, p.line, p.col))
            .unwrap_or_default();
        let name = self.ctx.op_name(op).to_string();
        self.mem.tracker.site(&loc, &name)
    }

    fn init_globals(&mut self) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        for op in ctx.collect_ops(self.top) {
            if ctx.kind(op) != OpKind::MemRefGlobal {
                continue;
            }
            let name = String::from_utf8_lossy(ctx.symbol_name(op).unwrap_or(b"")).into_owned();
            let Some(AttrData::Type(t)) = ctx.get_attr(op, "type").map(|a| ctx.attr(a)) else {
                continue;
            };
            let pos = loc_pos(ctx, ctx.op_loc(op));
            let align = ctx.alignment(op);
            let constant = ctx.get_attr(op, "constant").is_some();
            let desc = self.mem.new_global(
                ctx,
                *t,
                ctx.get_attr(op, "initial_value"),
                align,
                constant,
                |m| Diagnostic::error(pos.clone(), m),
            )?;
            self.globals.insert(name, desc);
        }
        Ok(())
    }

    pub fn global(&self, name: &str) -> Option<&MemDesc> {
        self.globals.get(name)
    }

    pub fn get(&self, v: Value) -> RtVal {
        self.frames
            .last()
            .and_then(|f| f.get(&v))
            .cloned()
            .expect("value not yet computed")
    }
    pub fn set(&mut self, v: Value, x: RtVal) {
        self.frames.last_mut().unwrap().insert(v, x);
    }

    /// Calls the function named `name` (looked up from `from`'s symbol table).
    pub fn call_by_name(
        &mut self,
        name: &str,
        args: Vec<RtVal>,
        from: Op,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let f = self.symbols.lookup(ctx, from, name.as_bytes());
        let Some(f) = f.filter(|f| ctx.kind(*f) == OpKind::FuncFunc) else {
            return Err(self.error(from, format!("no function named '@{name}'")));
        };
        let body = ctx.regions(f)[0];
        if ctx.region_is_empty(body) {
            if ctx.get_attr(f, "llvm.emit_c_interface").is_some() {
                return self.call_ciface(name, args, from);
            }
            return self.call_external(name, args, from);
        }
        // Bounded by the stack left (the run is on a large one), like the JIT's calls; where
        // the bounds are unknown, by a count.
        let too_deep = match crate::stack::stack_low(
            CALL_STACK_RESERVE.saturating_add(self.mem.alloca_bytes()),
        ) {
            Some(low) => low,
            None => self.depth >= MAX_DEPTH,
        };
        if too_deep {
            return Err(self.error(from, "call stack too deep"));
        }
        self.depth += 1;
        self.frames.push(FxHashMap::default());
        self.mem.push_alloca_scope();
        let r = self.run_callee(body, args);
        self.mem.pop_alloca_scope();
        self.frames.pop();
        self.depth -= 1;
        match r? {
            Exit::Term(_, vals) => Ok(vals),
        }
    }

    /// Runs a region from its entry block with `args` until a region terminator.
    fn run_region(&mut self, r: Region, args: Vec<RtVal>) -> Result<Exit, Diagnostic> {
        let ctx = self.ctx;
        let Some(mut block) = ctx.entry_block(r) else {
            let p = ctx.region(r).parent.unwrap();
            return Err(self.error(p, "cannot execute an empty region"));
        };
        let mut args = args;
        loop {
            self.bind_args(block, args)?;
            let mut next: Option<(Block, Vec<RtVal>)> = None;
            let mut cur = ctx.first_op(block);
            while let Some(op) = cur {
                cur = ctx.next_op(op);
                let kind = ctx.kind(op);
                if kind.is_terminator() {
                    match kind.dialect_op() {
                        DialectOp::Cf(k) => next = Some(self.exec_branch(op, k)?),
                        // Region terminators hand their operands to the parent op.
                        DialectOp::Builtin(_)
                        | DialectOp::Func(_)
                        | DialectOp::Arith(_)
                        | DialectOp::Math(_)
                        | DialectOp::MemRef(_)
                        | DialectOp::Scf(_)
                        | DialectOp::Bufferization(_)
                        | DialectOp::Index(_)
                        | DialectOp::Vector(_)
                        | DialectOp::Complex(_)
                        | DialectOp::Ub(_)
                        | DialectOp::Tensor(_)
                        | DialectOp::Linalg(_)
                        | DialectOp::Affine(_)
                        | DialectOp::Unregistered => {
                            let vals = self.operand_vals(op);
                            return Ok(Exit::Term(op, vals));
                        }
                    }
                    break;
                }
                self.exec(op)?;
            }
            match next {
                Some((b, a)) => {
                    block = b;
                    args = a;
                }
                None => {
                    return Err(self.error(
                        ctx.block_parent_op(block).unwrap_or(self.top),
                        "block ended without a terminator",
                    ))
                }
            }
        }
    }

    fn bind_args(&mut self, b: Block, args: Vec<RtVal>) -> Result<(), Diagnostic> {
        let params = self.ctx.block_args(b).to_vec();
        if params.len() != args.len() {
            let p = self.ctx.block_parent_op(b).unwrap_or(self.top);
            return Err(self.error(
                p,
                format!(
                    "block expects {} arguments, got {}",
                    params.len(),
                    args.len()
                ),
            ));
        }
        for (p, a) in params.into_iter().zip(args) {
            self.set(p, a);
        }
        Ok(())
    }

    pub fn operand_vals(&self, op: Op) -> Vec<RtVal> {
        self.ctx.operands(op).iter().map(|v| self.get(*v)).collect()
    }

    pub fn int(&self, v: Value) -> i64 {
        match self.get(v) {
            RtVal::Int(i) => i,
            other => panic!("expected an integer, got {other:?}"),
        }
    }

    pub fn desc(&self, v: Value) -> MemDesc {
        match self.get(v) {
            RtVal::Mem(d) | RtVal::Unranked(d) => d,
            other => panic!("expected a memref, got {other:?}"),
        }
    }

    /// Runs a single-block region of a structured op and returns its terminator's operands.
    fn run_nested(&mut self, r: Region, args: Vec<RtVal>) -> Result<Vec<RtVal>, Diagnostic> {
        match self.run_callee(r, args)? {
            Exit::Term(_, v) => Ok(v),
        }
    }

    fn exec(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if let Some((left, total)) = &mut self.budget {
            if *left == 0 {
                let total = *total;
                return Err(self.error(op, format!("execution budget of {total} ops exhausted")));
            }
            *left -= 1;
        }
        let results = ctx.results(op).to_vec();
        let vals: Vec<RtVal> = match ctx.kind(op).dialect_op() {
            DialectOp::Builtin(k) => self.exec_builtin(op, k)?,
            DialectOp::Func(k) => self.exec_func(op, k)?,
            DialectOp::Arith(k) => self.exec_arith(op, k)?,
            DialectOp::Math(k) => self.exec_math(op, k)?,
            DialectOp::MemRef(k) => self.exec_memref(op, k)?,
            DialectOp::Scf(k) => self.exec_scf(op, k)?,
            DialectOp::Cf(k) => self.exec_cf(op, k)?,
            DialectOp::Bufferization(k) => self.exec_bufferization(op, k)?,
            DialectOp::Index(k) => self.exec_index(op, k)?,
            DialectOp::Vector(k) => self.exec_vector(op, k)?,
            DialectOp::Complex(k) => self.exec_complex(op, k)?,
            DialectOp::Ub(UbOp::UbPoison) => vec![self.poison(op)?],
            // Affine ops run after `-lower-affine`, which the engines apply first (`api`).
            DialectOp::Affine(_) => {
                return Err(self.error(
                    op,
                    format!(
                        "'{}' is executed after -lower-affine; run the module through it first",
                        ctx.op_name(op)
                    ),
                ))
            }
            DialectOp::Tensor(k) => self.exec_tensor(op, k)?,
            DialectOp::Linalg(LinalgOp::LinalgPack) => self.exec_linalg_relayout(op, true)?,
            DialectOp::Linalg(LinalgOp::LinalgUnpack) => self.exec_linalg_relayout(op, false)?,
            // memref-run lowers linalg to loops before running (`run.rs`).
            DialectOp::Linalg(_) => {
                return Err(self.error(
                    op,
                    crate::passes::convert_linalg_to_loops::not_lowered(ctx, op),
                ))
            }
            DialectOp::Unregistered => return Err(self.unsupported_op(op)),
        };
        if vals.len() != results.len() {
            return Err(self.error(
                op,
                format!(
                    "produced {} values for {} results",
                    vals.len(),
                    results.len()
                ),
            ));
        }
        for (r, v) in results.into_iter().zip(vals) {
            self.set(r, v);
        }
        Ok(())
    }

    /// `ub.poison`: any value will do; zero, as the JIT's (halves are held as their bits); a
    /// vector of zeros.
    fn poison(&self, op: Op) -> Result<RtVal, Diagnostic> {
        let ctx = self.ctx;
        let t = ctx.value_type(ctx.result(op, 0));
        if let TypeData::Vector {
            shape,
            elem,
            scalable,
        } = ctx.ty(t)
        {
            if !scalable.contains(&true) {
                let z = match ctx.ty(*elem) {
                    TypeData::Integer { .. } | TypeData::Index => RtVal::Int(0),
                    TypeData::Float(FloatKind::F32) => RtVal::F32(0.0),
                    TypeData::Float(FloatKind::F64) => RtVal::F64(0.0),
                    TypeData::Float(_) => RtVal::Int(0),
                    _ => {
                        return Err(self.error(
                            op,
                            format!(
                                "ub.poison of type '{}' is not supported",
                                crate::ir::asm::type_to_string(ctx, t)
                            ),
                        ))
                    }
                };
                let n: i64 = shape.iter().product();
                return Ok(RtVal::Vector(vec![z; n as usize]));
            }
        }
        Ok(match ctx.ty(t) {
            TypeData::Integer { .. } | TypeData::Index => RtVal::Int(0),
            TypeData::Float(FloatKind::F32) => RtVal::F32(0.0),
            TypeData::Float(FloatKind::F64) => RtVal::F64(0.0),
            TypeData::Float(_) => RtVal::Int(0),
            _ => {
                return Err(self.error(
                    op,
                    format!(
                        "ub.poison of type '{}' is not supported (scalar types only)",
                        crate::ir::asm::type_to_string(ctx, t)
                    ),
                ))
            }
        })
    }

    /// The error for ops the interpreter never executes as a body op (terminators, which
    /// transfer control in `run_region`, and symbols).
    pub(super) fn unsupported_op(&self, op: Op) -> Diagnostic {
        self.error(
            op,
            format!(
                "the interpreter does not support '{}'",
                self.ctx.op_name(op)
            ),
        )
    }

    /// builtin: `builtin.unrealized_conversion_cast` forwards its operands.
    fn exec_builtin(&mut self, op: Op, kind: BuiltinOp) -> Result<Vec<RtVal>, Diagnostic> {
        match kind {
            BuiltinOp::UnrealizedConversionCast => {
                self.check_simple(op, false)?;
                // A value keeps its kind: a tensor is no memref, and the other way.
                let ctx = self.ctx;
                for (v, r) in ctx.operands(op).iter().zip(ctx.results(op)) {
                    let is_tensor = |t| {
                        matches!(
                            ctx.ty(t),
                            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
                        )
                    };
                    let (a, b) = (ctx.value_type(*v), ctx.value_type(*r));
                    if is_tensor(a) != is_tensor(b) && (is_tensor(a) || is_tensor(b)) {
                        return Err(self.error(
                            op,
                            "an unrealized_conversion_cast between a tensor and another type cannot be executed",
                        ));
                    }
                }
                Ok(self.operand_vals(op))
            }
            BuiltinOp::Module => Err(self.unsupported_op(op)),
        }
    }

    pub(super) fn exec_parallel(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let segs = ctx.segments(op);
        let n = segs[0];
        let vals = self.operand_vals(op);
        let ints = |v: &RtVal| if let RtVal::Int(i) = v { *i } else { 0 };
        let lbs: Vec<i64> = vals[..n].iter().map(ints).collect();
        let ubs: Vec<i64> = vals[n..2 * n].iter().map(ints).collect();
        let steps: Vec<i64> = vals[2 * n..3 * n].iter().map(ints).collect();
        if steps.iter().any(|s| *s <= 0) {
            return Err(self.error(op, "scf.parallel steps must be positive"));
        }
        let mut acc: Vec<RtVal> = vals[3 * n..].to_vec();
        if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
            return Ok(acc);
        }
        let mut ivs = lbs.clone();
        loop {
            let args = ivs.iter().map(|i| RtVal::Int(*i)).collect();
            let body = ctx.regions(op)[0];
            let Exit::Term(term, contrib) = self.run_region(body, args)?;
            // Combine each contribution with the accumulator through its reduce region.
            for (k, c) in contrib.into_iter().enumerate() {
                let r = ctx.regions(term)[k];
                let out = self.run_nested(r, vec![acc[k].clone(), c])?;
                acc[k] = out[0].clone();
            }
            if !next_index(&mut ivs, &lbs, &ubs, &steps) {
                return Ok(acc);
            }
        }
    }

    // Kept out of `exec`'s frame: its size bounds the interpreter's call depth.
    #[inline(never)]
    pub(super) fn exec_forall(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let get = |name: &str| ctx.i64_array(op, name);
        let segs = ctx.segments(op);
        let vals = self.operand_vals(op);
        let outs = vals[vals.len() - segs[3]..].to_vec();
        let mut dyns = vals
            .iter()
            .map(|v| if let RtVal::Int(i) = v { *i } else { 0 });
        let mut fill = |stat: Vec<i64>| -> Vec<i64> {
            stat.into_iter()
                .map(|s| {
                    if s == crate::ir::DYNAMIC {
                        dyns.next().unwrap_or(0)
                    } else {
                        s
                    }
                })
                .collect()
        };
        let lbs = fill(get("staticLowerBound"));
        let ubs = fill(get("staticUpperBound"));
        let steps = fill(get("staticStep"));
        if steps.iter().any(|s| *s <= 0) {
            return Err(self.error(op, "scf.forall steps must be positive"));
        }
        if segs[3] != 0 {
            return self.exec_forall_shared(op, &lbs, &ubs, &steps, outs);
        }
        if lbs.iter().zip(&ubs).any(|(l, u)| l >= u) {
            return Ok(Vec::new());
        }
        let mut ivs = lbs.clone();
        loop {
            let args = ivs.iter().map(|i| RtVal::Int(*i)).collect();
            self.run_nested(ctx.regions(op)[0], args)?;
            if !next_index(&mut ivs, &lbs, &ubs, &steps) {
                return Ok(Vec::new());
            }
        }
    }

    /// A declaration with `llvm.emit_c_interface`: the runner utility `_mlir_ciface_<name>`.
    fn call_ciface(
        &mut self,
        name: &str,
        args: Vec<RtVal>,
        at: Op,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        use memory::Elem;
        let sym = format!("_mlir_ciface_{name}");
        if sym == "_mlir_ciface_nanoTime" && args.is_empty() {
            let ns = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as i64)
                .unwrap_or(0);
            return Ok(vec![RtVal::Int(ns)]);
        }
        let printer = memref_jit_runtime::jit::ciface_printers()
            .into_iter()
            .find(|p| p.0 == sym);
        let Some((_, _, esize, rank)) = printer else {
            return Err(self.error(
                at,
                format!(
                    "call to external function '@{sym}' (llvm.emit_c_interface), which the runtime does not provide"
                ),
            ));
        };
        let suffix = name.trim_start_matches("printMemref");
        let suffix = suffix.trim_start_matches("Shape");
        let suffix = suffix.get(2..).filter(|_| rank.is_some()).unwrap_or(suffix);
        let elem = match suffix {
            "I8" => Elem::Int(8),
            "I16" => Elem::Int(16),
            "I32" => Elem::Int(32),
            "I64" => Elem::Int(64),
            "F16" => Elem::Half(crate::ir::FloatKind::F16),
            "BF16" => Elem::Half(crate::ir::FloatKind::BF16),
            "F32" => Elem::F32,
            "F64" => Elem::F64,
            "C32" => Elem::C32,
            "C64" => Elem::C64,
            _ => Elem::Index,
        };
        let d = match (rank, args.as_slice()) {
            (None, [RtVal::Unranked(d)]) => d,
            (Some(r), [RtVal::Mem(d)]) if d.sizes.len() as i64 == r => d,
            _ => {
                return Err(self.error(
                    at,
                    format!("call to '@{sym}' does not match the runtime's signature"),
                ))
            }
        };
        let text = if esize == 0 {
            self.mem.format_memref_shape(d) + "\n"
        } else {
            if elem.size() as i64 != esize {
                return Err(self.error(
                    at,
                    format!("call to '@{sym}' does not match the runtime's signature"),
                ));
            }
            self.mem
                .format_memref_as(d, elem, rank.is_none())
                .map_err(|m| self.error(at, m))?
        };
        self.stdout.push_str(&text);
        Ok(vec![])
    }

    /// The runner utilities and other functions declared but not defined in the module.
    fn call_external(
        &mut self,
        name: &str,
        args: Vec<RtVal>,
        at: Op,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        use memref_jit_runtime::{format_f32, format_f64};
        let ctx = self.ctx;
        match (name, args.as_slice()) {
            (
                "printMemrefF32" | "printMemrefF64" | "printMemrefI32" | "printMemrefI64"
                | "printMemrefInd" | "printMemrefC32" | "printMemrefC64",
                [RtVal::Unranked(d)],
            ) => {
                let elem = match name {
                    "printMemrefF32" => memory::Elem::F32,
                    "printMemrefF64" => memory::Elem::F64,
                    "printMemrefC32" => memory::Elem::C32,
                    "printMemrefC64" => memory::Elem::C64,
                    "printMemrefI32" => memory::Elem::Int(32),
                    "printMemrefI64" => memory::Elem::Int(64),
                    _ => memory::Elem::Index,
                };
                let text = self
                    .mem
                    .format_memref(d, elem)
                    .map_err(|m| self.error(at, m))?;
                self.stdout.push_str(&text);
                Ok(vec![])
            }
            ("printI64", [RtVal::Int(i)]) => {
                self.stdout.push_str(&i.to_string());
                Ok(vec![])
            }
            ("printU64", [RtVal::Int(i)]) => {
                self.stdout.push_str(&(*i as u64).to_string());
                Ok(vec![])
            }
            ("printF32", [RtVal::F32(x)]) => {
                self.stdout.push_str(&format_f32(*x));
                Ok(vec![])
            }
            ("printF64", [RtVal::F64(x)]) => {
                self.stdout.push_str(&format_f64(*x));
                Ok(vec![])
            }
            ("printOpen", []) => {
                self.stdout.push_str("( ");
                Ok(vec![])
            }
            ("printClose", []) => {
                self.stdout.push_str(" )");
                Ok(vec![])
            }
            ("printComma", []) => {
                self.stdout.push_str(", ");
                Ok(vec![])
            }
            ("printNewline", []) => {
                self.stdout.push('\n');
                Ok(vec![])
            }
            ("rtclock", []) => Ok(vec![RtVal::F64(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs_f64())
                    .unwrap_or(0.0),
            )]),
            _ => {
                let _ = ctx;
                Err(self.error(
                    at,
                    format!(
                        "call to external function '@{name}', which the runtime does not provide"
                    ),
                ))
            }
        }
    }
}

/// The next index of a parallel loop nest, last dimension fastest; false after the last.
/// Induction variables wrap, as upstream's lowering (a loop nest) and the JIT do.
pub(super) fn next_index(ivs: &mut [i64], lbs: &[i64], ubs: &[i64], steps: &[i64]) -> bool {
    for d in (0..ivs.len()).rev() {
        ivs[d] = ivs[d].wrapping_add(steps[d]);
        if ivs[d] < ubs[d] {
            return true;
        }
        ivs[d] = lbs[d];
    }
    false
}
