//! `one-shot-bufferize`: rewrites tensor programs into memref programs as upstream's
//! One-Shot Bufferize: the in-place analysis (`analysis::one_shot`), then tensor copy insertion
//! (a `bufferization.alloc_tensor` for every out-of-place operand), then every op with tensor
//! semantics is bufferized top-down through `to_buffer`/`to_tensor` materializations, which are
//! folded at the end. With `bufferize-function-boundaries`, function signatures become memref
//! signatures too.

use super::Pass;
use crate::analysis::one_shot::{has_tensor_semantics, is_tensor, OneShotState, Operand};
use crate::diag::Diagnostic;
use crate::ir::linalg as linalg_ir;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, Type, TypeData, Value, ValueDef, DYNAMIC};
use crate::verify::op_error;

mod annotate;
mod concat;
mod forall;
mod linalg;
mod pad;
mod reify;
mod scf;
mod tensor;

/// How memref layouts are chosen where they cannot be inferred.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutMapOption {
    /// `identity-layout-map`.
    Identity,
    /// `fully-dynamic-layout-map`.
    FullyDynamic,
    /// `infer-layout-map` (function results take the layout of the returned buffers).
    Infer,
}

impl LayoutMapOption {
    /// Parses an option value, with LLVM's message for a bad one.
    pub fn parse(key: &str, v: &str) -> Result<LayoutMapOption, String> {
        match v {
            "identity-layout-map" => Ok(LayoutMapOption::Identity),
            "fully-dynamic-layout-map" => Ok(LayoutMapOption::FullyDynamic),
            "infer-layout-map" => Ok(LayoutMapOption::Infer),
            _ => Err(format!(
                "for the --{key} option: Cannot find option named '{v}'!"
            )),
        }
    }
}

/// The pass and its options.
pub struct OneShotBufferize {
    /// `bufferize-function-boundaries`.
    pub function_boundaries: bool,
    /// `function-boundary-type-conversion`.
    pub boundary_layout: LayoutMapOption,
    /// `unknown-type-conversion`.
    pub unknown_layout: LayoutMapOption,
    /// `allow-unknown-ops`.
    pub allow_unknown_ops: bool,
    /// `copy-before-write`.
    pub copy_before_write: bool,
    /// `buffer-alignment`.
    pub alignment: u64,
    /// `allow-return-allocs-from-loops`.
    pub allow_return_allocs_from_loops: bool,
    /// `test-analysis-only`: annotate the analysis' decisions instead of bufferizing.
    pub test_analysis_only: bool,
    /// `dump-alias-sets` (with `test-analysis-only`): annotate the alias sets too.
    pub dump_alias_sets: bool,
}

impl Default for OneShotBufferize {
    fn default() -> Self {
        OneShotBufferize {
            function_boundaries: false,
            boundary_layout: LayoutMapOption::Infer,
            unknown_layout: LayoutMapOption::FullyDynamic,
            allow_unknown_ops: false,
            copy_before_write: false,
            alignment: 64,
            allow_return_allocs_from_loops: false,
            test_analysis_only: false,
            dump_alias_sets: false,
        }
    }
}

impl Pass for OneShotBufferize {
    fn flag(&self) -> &'static str {
        "one-shot-bufferize"
    }
    fn class_name(&self) -> &'static str {
        "OneShotBufferizePass"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        if self.test_analysis_only && self.copy_before_write {
            // Copies before every write leave no analysis to report. (Upstream reports it
            // without a location.)
            return Err(Diagnostic::error(
                None,
                "Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'",
            ));
        }
        if self.dump_alias_sets && !self.test_analysis_only {
            return Err(Diagnostic::error(
                None,
                "Invalid option: 'dump-alias-sets' requires 'test-analysis-only'",
            ));
        }
        let mut st = OneShotState::new(self.function_boundaries, self.copy_before_write);
        // Unknown ops are only an error when bufferizing (the analysis treats them
        // conservatively).
        if !self.allow_unknown_ops && !self.test_analysis_only {
            for op in ctx.collect_ops(root) {
                if op != root && has_tensor_semantics(ctx, op) && !st.is_bufferizable(ctx, op) {
                    // Without function boundaries the func ops are not in the allow list
                    // (`isOpAllowed`): left as they are, not reported.
                    if !self.function_boundaries
                        && matches!(
                            ctx.kind(op),
                            OpKind::FuncFunc | OpKind::FuncReturn | OpKind::FuncCall
                        )
                    {
                        continue;
                    }
                    return Err(crate::verify::plain_error(ctx, op, "op was not bufferized"));
                }
            }
        }
        if !self.copy_before_write {
            for op in ctx.collect_ops(root) {
                if ctx.kind(op) == OpKind::BufferizationToTensor
                    && ctx.get_attr(op, "restrict").is_none()
                {
                    return Err(op_error(
                        ctx,
                        op,
                        "to_tensor ops without `restrict` are not supported by One-Shot Analysis",
                    ));
                }
            }
        }
        // With function boundaries, functions are analyzed and bufferized callees first.
        // Functions in a call cycle (or calling into one) come last, in module order: their
        // bodies are analyzed without function boundary summaries, so calls to them are
        // conservative (upstream's `remainingFuncOps`).
        let funcs = if self.function_boundaries {
            Some(funcs_in_call_order(ctx, root)?)
        } else {
            None
        };
        match &funcs {
            Some((fs, n_ordered)) => {
                for (i, &f) in fs.iter().enumerate() {
                    st.analyze(ctx, f);
                    if i < *n_ordered {
                        st.summarize_func(ctx, f);
                    }
                }
            }
            None => st.analyze(ctx, root),
        }
        if let Some(op) = st.unavoidable_conflict {
            return Err(op_error(
                ctx,
                op,
                "not bufferizable under the given constraints: cannot avoid RaW conflict",
            ));
        }
        if !self.copy_before_write && !self.allow_return_allocs_from_loops {
            match &funcs {
                // Functions are verified in analysis order and the first one with errors
                // ends the pass (upstream's `analyzeModuleOp` stops there).
                Some((fs, _)) => {
                    for &f in fs {
                        scf::verify_loops(ctx, &st, f)?;
                    }
                }
                None => scf::verify_loops(ctx, &st, root)?,
            }
        }
        for op in ctx
            .collect_ops(root)
            .into_iter()
            .filter(|_| !self.copy_before_write)
        {
            if ctx.kind(op) == OpKind::BufferizationMaterializeInDestination
                && is_tensor(ctx, ctx.value_type(ctx.operand(op, 1)))
                && st.would_write_non_writable(ctx, (op, 1))
            {
                return Err(op_error(
                    ctx,
                    op,
                    "not bufferizable under the given constraints: would write to read-only buffer",
                ));
            }
        }
        if self.test_analysis_only {
            // Names as the unannotated IR prints them.
            let names = self
                .dump_alias_sets
                .then(|| crate::print::ValueNames::new(ctx, root));
            if let Some(names) = &names {
                annotate::annotate_alias_sets(ctx, &st, root, names);
            }
            match &funcs {
                Some((fs, n_ordered)) => {
                    for &f in fs {
                        annotate::annotate_in_place(ctx, &st, f);
                    }
                    // Recursive functions get no boundary summary, hence no annotations.
                    for &f in &fs[..*n_ordered] {
                        annotate::annotate_func(ctx, &st, f);
                    }
                }
                None => annotate::annotate_in_place(ctx, &st, root),
            }
            return Ok(());
        }
        let mut b = Bufferizer {
            opts: self,
            st: &st,
            root,
            to_buffers: Vec::new(),
            worklist: Vec::new(),
            func_results: Vec::new(),
            uniquing_counter: 0,
        };
        b.insert_tensor_copies(ctx)?;
        match funcs {
            Some((fs, _)) => {
                for f in fs {
                    b.bufferize(ctx, f)?;
                }
            }
            None => b.bufferize(ctx, root)?,
        }
        Ok(())
    }
}

struct Bufferizer<'a> {
    opts: &'a OneShotBufferize,
    st: &'a OneShotState,
    root: Op,
    to_buffers: Vec<Op>,
    worklist: Vec<Op>,
    /// Functions whose returned casts are folded into the signature at the end.
    func_results: Vec<Op>,
    /// The module symbol table's uniquing counter: a global whose name is taken gets
    /// `name_N` with the next free N of this counter, shared by all globals of the run.
    uniquing_counter: u32,
}

fn tensor_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.ty(t) {
        TypeData::Tensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn memref_type(
    ctx: &mut Context,
    shape: Vec<i64>,
    elem: Type,
    layout: Option<crate::ir::Attr>,
) -> Type {
    ctx.intern_type(TypeData::MemRef {
        shape,
        elem,
        layout,
        space: None,
    })
}

impl Bufferizer<'_> {
    /// The buffer type of a tensor type under a layout option.
    fn buffer_type(&self, ctx: &mut Context, t: Type, layout: LayoutMapOption) -> Type {
        match ctx.ty(t).clone() {
            TypeData::Tensor { shape, elem, .. } => {
                let l = if layout == LayoutMapOption::Identity {
                    None
                } else {
                    Some(ctx.intern_attr(AttrData::Strided {
                        strides: vec![DYNAMIC; shape.len()],
                        offset: DYNAMIC,
                    }))
                };
                memref_type(ctx, shape, elem, l)
            }
            TypeData::UnrankedTensor { elem } => {
                ctx.intern_type(TypeData::UnrankedMemRef { elem, space: None })
            }
            _ => t,
        }
    }

    /// The buffer type of a function argument or result of tensor type `t` (other types
    /// unchanged), under `function-boundary-type-conversion`.
    pub(super) fn func_boundary_type(&self, ctx: &mut Context, t: Type) -> Type {
        let layout = match self.opts.boundary_layout {
            LayoutMapOption::Identity => LayoutMapOption::Identity,
            _ => LayoutMapOption::FullyDynamic,
        };
        self.buffer_type(ctx, t, layout)
    }

    fn identity_buffer_type(&self, ctx: &mut Context, t: Type) -> Type {
        self.buffer_type(ctx, t, LayoutMapOption::Identity)
    }

    // ---- tensor copy insertion ----

    fn insert_tensor_copies(&mut self, ctx: &mut Context) -> Result<(), Diagnostic> {
        let mut ops = Vec::new();
        crate::analysis::one_shot::post_order(ctx, self.root, &mut |o| ops.push(o));
        for op in ops {
            if op == self.root
                || !self.st.is_bufferizable(ctx, op)
                || !has_tensor_semantics(ctx, op)
            {
                continue;
            }
            self.resolve_conflicts(ctx, op)?;
        }
        Ok(())
    }

    fn resolve_conflicts(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let st = self.st;
        let mut copy_operands: Vec<(Operand, bool)> = Vec::new();
        let mut copy_values: Vec<(Value, bool)> = Vec::new();
        for i in 0..ctx.operands(op).len() {
            let o = (op, i as u32);
            let v = ctx.operand(op, i);
            if !is_tensor(ctx, ctx.value_type(v)) || st.is_in_place(ctx, o) {
                continue;
            }
            // Out-of-place operands of to_buffer and returns need no copy of their own;
            // tensor.parallel_insert_slice resolves no conflict (it writes in place).
            if matches!(
                ctx.kind(op),
                OpKind::BufferizationToBuffer | OpKind::TensorParallelInsertSlice
            ) {
                continue;
            }
            let al = st.aliasing_results(ctx, o);
            let omit = st.has_undefined_contents(o)
                || (st.writes(ctx, o) && !st.reads(ctx, o))
                || (!st.reads(ctx, o) && al.iter().all(|(r, _)| !st.is_value_read(ctx, *r)));
            if al.len() == 1
                && !st.writes(ctx, o)
                && st.aliasing_operands(ctx, al[0].0).len() == 1
                && matches!(ctx.ty(ctx.value_type(al[0].0)), TypeData::Tensor { .. })
            {
                copy_values.push((al[0].0, !omit));
            } else {
                copy_operands.push((o, !omit));
            }
        }
        let before = Builder::before(ctx, op);
        for ((_, i), copy) in copy_operands {
            let v = ctx.operand(op, i as usize);
            let a = self.allocate_tensor_for(ctx, before, v, copy);
            ctx.set_operand(op, i as usize, a);
        }
        let after = Builder::after(ctx, op);
        for (v, copy) in copy_values {
            let a = self.allocate_tensor_for(ctx, after, v, copy);
            let a_op = ctx.defining_op(a);
            let uses: Vec<_> = ctx.uses(v).to_vec();
            for u in uses {
                if Some(u.op) == a_op || ctx.kind(u.op) == OpKind::TensorDim {
                    continue;
                }
                ctx.set_operand(u.op, u.index as usize, a);
            }
        }
        if !self.opts.copy_before_write {
            self.resolve_loop_yields(ctx, op);
        }
        Ok(())
    }

    /// `bufferization.alloc_tensor` of the shape of `v` (a copy of it when `copy`).
    fn allocate_tensor_for(
        &mut self,
        ctx: &mut Context,
        b: Builder,
        v: Value,
        copy: bool,
    ) -> Value {
        let t = ctx.value_type(v);
        let mut dyn_sizes = Vec::new();
        if !copy {
            let shape = tensor_shape(ctx, t).map(|s| s.0).unwrap_or_default();
            let reified = match ctx.value(v).def {
                ValueDef::Result(d, _) if ctx.kind(d) == OpKind::TensorEmpty => {
                    Some(ctx.operands(d).to_vec())
                }
                ValueDef::Result(d, _) if ctx.kind(d) == OpKind::BufferizationAllocTensor => {
                    // A copy's sizes are the dims of the copied tensor (`getDynamicSize`).
                    match ctx.segment(d, 1).first().copied() {
                        Some(src) => Some(
                            shape
                                .iter()
                                .enumerate()
                                .filter(|(_, s)| **s == DYNAMIC)
                                .map(|(i, _)| {
                                    let c = b.const_index(ctx, i as i64);
                                    let it = ctx.index_type();
                                    b.create_value(ctx, OpKind::TensorDim, &[src, c], it, vec![])
                                })
                                .collect(),
                        ),
                        None => Some(ctx.segment(d, 0).to_vec()),
                    }
                }
                ValueDef::Result(d, _) if ctx.kind(d) == OpKind::TensorGenerate => {
                    Some(ctx.operands(d).to_vec())
                }
                ValueDef::Result(d, _) if ctx.kind(d) == OpKind::TensorSplat => {
                    Some(ctx.operands(d)[1..].to_vec())
                }
                // The slice's sizes (those of the dims it keeps are the result's).
                ValueDef::Result(d, _) if ctx.kind(d) == OpKind::TensorExtractSlice => {
                    Some(ctx.segment(d, 2).to_vec())
                }
                ValueDef::Result(d, k) if linalg_ir::is_structured(ctx.kind(d)) => {
                    self.reify_linalg(ctx, b, d, k as usize)
                }
                _ => None,
            };
            match reified {
                Some(s) => dyn_sizes = s,
                None => {
                    for (i, d) in shape.iter().enumerate() {
                        if *d == DYNAMIC {
                            let c = b.const_index(ctx, i as i64);
                            let it = ctx.index_type();
                            let dim = b.create_value(ctx, OpKind::TensorDim, &[v, c], it, vec![]);
                            dyn_sizes.push(dim);
                        }
                    }
                }
            }
        }
        let copy_ops: Vec<Value> = if copy { vec![v] } else { vec![] };
        let op = b.create_with_segments(
            ctx,
            OpKind::BufferizationAllocTensor,
            &[&dyn_sizes, &copy_ops, &[]],
            &[t],
            vec![],
        );
        ctx.result(op, 0)
    }

    // ---- bufferization ----

    /// Bufferizes every op nested in `root` (a function, or the module without function
    /// boundaries).
    fn bufferize(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        // Functions first, then nested ops before their parents (upstream's post-order walk):
        // a region op is rewritten once its body is.
        let mut list = Vec::new();
        crate::analysis::one_shot::post_order(ctx, root, &mut |o| list.push(o));
        let (funcs, rest): (Vec<Op>, Vec<Op>) = list
            .into_iter()
            .filter(|o| *o != self.root && has_tensor_semantics(ctx, *o))
            .partition(|o| ctx.kind(*o) == OpKind::FuncFunc);
        self.worklist = funcs.into_iter().chain(rest).collect();
        for o in ctx.collect_ops(root) {
            if ctx.kind(o) == OpKind::BufferizationToBuffer {
                self.to_buffers.push(o);
            }
        }
        let mut i = 0;
        while i < self.worklist.len() {
            let op = self.worklist[i];
            i += 1;
            if ctx.op(op).erased
                || !self.st.is_bufferizable(ctx, op)
                || !has_tensor_semantics(ctx, op)
            {
                continue;
            }
            self.bufferize_op(ctx, op)?;
        }
        // Fold to_buffer(to_tensor(x)) pairs.
        let tbs = std::mem::take(&mut self.to_buffers);
        for tb in tbs {
            if !ctx.op(tb).erased {
                self.fold_to_buffer(ctx, tb);
            }
        }
        // Function results take the types of the returned buffers.
        if self.opts.boundary_layout == LayoutMapOption::Infer && self.opts.function_boundaries {
            for f in std::mem::take(&mut self.func_results) {
                self.fold_returned_casts(ctx, f);
            }
        }
        // Materializations left without uses.
        for o in ctx.collect_ops(root) {
            if !ctx.op(o).erased
                && ctx.kind(o) == OpKind::BufferizationToTensor
                && ctx.use_empty(ctx.result(o, 0))
            {
                ctx.erase_op(o);
            }
        }
        if !self.opts.allow_unknown_ops {
            for o in ctx.collect_ops(root) {
                if o != self.root
                    && !ctx.op(o).erased
                    && has_tensor_semantics(ctx, o)
                    && !matches!(
                        ctx.kind(o),
                        OpKind::BufferizationToTensor | OpKind::BufferizationToBuffer
                    )
                    && (self.opts.function_boundaries
                        || !matches!(
                            ctx.kind(o),
                            OpKind::FuncFunc | OpKind::FuncReturn | OpKind::FuncCall
                        ))
                {
                    return Err(crate::verify::plain_error(ctx, o, "op was not bufferized"));
                }
            }
        }
        Ok(())
    }

    /// The buffer of tensor `v`: the memref of its `to_tensor`, or a new `to_buffer` right
    /// after its definition.
    fn get_buffer(&mut self, ctx: &mut Context, v: Value) -> Value {
        if let ValueDef::Result(d, _) = ctx.value(v).def {
            if ctx.kind(d) == OpKind::BufferizationToTensor {
                return ctx.operand(d, 0);
            }
        }
        let bt = self.buffer_type_of(ctx, v, &mut Vec::new());
        let b = match ctx.value(v).def {
            ValueDef::Result(d, _) => Builder::after(ctx, d),
            ValueDef::BlockArg(blk, _) => Builder {
                block: blk,
                before: ctx.first_op(blk),
                loc: ctx.value_loc(v),
            },
            ValueDef::Placeholder => unreachable!("placeholder after parsing"),
        };
        let op = b.create(ctx, OpKind::BufferizationToBuffer, &[v], &[bt], vec![], &[]);
        self.to_buffers.push(op);
        ctx.result(op, 0)
    }

    /// Replaces `op`'s results: tensors by `to_tensor` of the given buffers.
    fn replace_op(&mut self, ctx: &mut Context, op: Op, values: &[Value]) {
        let b = Builder::before(ctx, op);
        let results = ctx.results(op).to_vec();
        for (r, v) in results.into_iter().zip(values) {
            let rt = ctx.value_type(r);
            let nv = if is_tensor(ctx, rt) {
                let tt = b.create(
                    ctx,
                    OpKind::BufferizationToTensor,
                    &[*v],
                    &[rt],
                    vec![],
                    &[],
                );
                ctx.result(tt, 0)
            } else {
                *v
            };
            ctx.replace_all_uses(r, nv);
        }
        ctx.erase_op(op);
    }

    fn bufferize_op(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        use OpKind::*;
        let b = Builder::before(ctx, op);
        match ctx.kind(op) {
            ArithConstant => {
                let t = ctx.value_type(ctx.result(op, 0));
                if !matches!(ctx.ty(t), TypeData::Tensor { .. }) {
                    return Ok(());
                }
                let name = self.global_for(ctx, op);
                let mt = self.identity_buffer_type(ctx, t);
                let sym = ctx.intern_attr(AttrData::SymbolRef(vec![name]));
                let g = b.create_value(ctx, MemRefGetGlobal, &[], mt, vec![("name".into(), sym)]);
                self.replace_op(ctx, op, &[g]);
            }
            TensorEmpty => {
                if ctx.use_empty(ctx.result(op, 0)) {
                    ctx.erase_op(op);
                    return Ok(());
                }
                let r = ctx.result(op, 0);
                let a = self.allocate_tensor_for(ctx, b, r, false);
                let a_op = ctx.defining_op(a).expect("alloc_tensor");
                self.worklist.push(a_op);
                ctx.replace_all_uses(r, a);
                ctx.erase_op(op);
            }
            BufferizationAllocTensor => {
                // A dead alloc_tensor is erased, as upstream (no allocation, no copy).
                if ctx.use_empty(ctx.result(op, 0)) {
                    ctx.erase_op(op);
                    return Ok(());
                }
                let t = ctx.value_type(ctx.result(op, 0));
                let copy = ctx.segment(op, 1).first().copied();
                let copy_buf = copy.map(|c| self.get_buffer(ctx, c));
                let mut dyn_sizes = ctx.segment(op, 0).to_vec();
                if let Some(cb) = copy_buf {
                    let shape = tensor_shape(ctx, t).map(|s| s.0).unwrap_or_default();
                    for (i, d) in shape.iter().enumerate() {
                        if *d == DYNAMIC {
                            let c = b.const_index(ctx, i as i64);
                            let it = ctx.index_type();
                            dyn_sizes.push(b.create_value(ctx, MemRefDim, &[cb, c], it, vec![]));
                        }
                    }
                }
                let mut mt = self.identity_buffer_type(ctx, t);
                // A copy without its own memory space takes the copied buffer's.
                let copied_space = copy_buf.and_then(|cb| match ctx.ty(ctx.value_type(cb)) {
                    TypeData::MemRef { space, .. } => *space,
                    _ => None,
                });
                if let Some(space) = ctx.get_attr(op, "memory_space").or(copied_space) {
                    if let TypeData::MemRef { shape, elem, .. } = ctx.ty(mt).clone() {
                        mt = ctx.intern_type(TypeData::MemRef {
                            shape,
                            elem,
                            layout: None,
                            space: Some(space),
                        });
                    }
                }
                let align = ctx.i64_attr(self.opts.alignment as i64);
                let attrs = if self.opts.alignment > 0 {
                    vec![("alignment".to_string(), align)]
                } else {
                    vec![]
                };
                let alloc =
                    b.create_with_segments(ctx, MemRefAlloc, &[&dyn_sizes, &[]], &[mt], attrs);
                let alloc = ctx.result(alloc, 0);
                if let Some(cb) = copy_buf {
                    b.create(ctx, MemRefCopy, &[cb, alloc], &[], vec![], &[]);
                }
                self.replace_op(ctx, op, &[alloc]);
            }
            // The tensor's buffer is freed (upstream: nothing checks it is an allocation).
            BufferizationDeallocTensor => {
                let buf = self.get_buffer(ctx, ctx.operand(op, 0));
                b.create(ctx, MemRefDealloc, &[buf], &[], vec![], &[]);
                ctx.erase_op(op);
            }
            TensorExtract => {
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                let mut ops = vec![src];
                ops.extend_from_slice(&ctx.operands(op)[1..]);
                let et = ctx.value_type(ctx.result(op, 0));
                let l = b.create_value(ctx, MemRefLoad, &ops, et, vec![]);
                self.replace_op(ctx, op, &[l]);
            }
            TensorInsert => {
                let dest = self.get_buffer(ctx, ctx.operand(op, 1));
                let mut ops = vec![ctx.operand(op, 0), dest];
                ops.extend_from_slice(&ctx.operands(op)[2..]);
                b.create(ctx, MemRefStore, &ops, &[], vec![], &[]);
                self.replace_op(ctx, op, &[dest]);
            }
            TensorExtractSlice => {
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                let rt = ctx.value_type(ctx.result(op, 0));
                let result_shape = tensor_shape(ctx, rt).map(|s| s.0).unwrap_or_default();
                let sv = self.subview(ctx, b, op, src, 1, &result_shape)?;
                self.replace_op(ctx, op, &[sv]);
            }
            TensorInsertSlice => {
                let dest = self.get_buffer(ctx, ctx.operand(op, 1));
                let st = ctx.value_type(ctx.operand(op, 0));
                let src_shape = tensor_shape(ctx, st).map(|s| s.0).unwrap_or_default();
                let sv = self.subview(ctx, b, op, dest, 2, &src_shape)?;
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                b.create(ctx, MemRefCopy, &[src, sv], &[], vec![], &[]);
                self.replace_op(ctx, op, &[dest]);
            }
            TensorCast => {
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                let rt = ctx.value_type(ctx.result(op, 0));
                let src_t = ctx.value_type(src);
                let mt = match (ctx.ty(src_t).clone(), ctx.ty(rt).clone()) {
                    (TypeData::MemRef { layout, .. }, TypeData::Tensor { shape, elem, .. }) => {
                        memref_type(ctx, shape, elem, layout)
                    }
                    _ => self.buffer_type(ctx, rt, LayoutMapOption::FullyDynamic),
                };
                // A cast to the buffer's own type is no cast (upstream's memref.cast folds
                // it: a call result whose returned cast was folded into the callee).
                let c = if mt == src_t {
                    src
                } else {
                    b.create_value(ctx, MemRefCast, &[src], mt, vec![])
                };
                self.replace_op(ctx, op, &[c]);
            }
            TensorDim => {
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                let it = ctx.index_type();
                let d = b.create_value(ctx, MemRefDim, &[src, ctx.operand(op, 1)], it, vec![]);
                self.replace_op(ctx, op, &[d]);
            }
            TensorRank => {
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                let it = ctx.index_type();
                let d = b.create_value(ctx, MemRefRank, &[src], it, vec![]);
                self.replace_op(ctx, op, &[d]);
            }
            TensorFromElements => {
                let r = ctx.result(op, 0);
                let rt = ctx.value_type(r);
                let shape = tensor_shape(ctx, rt).map(|s| s.0).unwrap_or_default();
                let a = self.allocate_tensor_for(ctx, b, r, false);
                self.worklist
                    .push(ctx.defining_op(a).expect("alloc_tensor"));
                let mt = self.identity_buffer_type(ctx, rt);
                let tb = b.create(ctx, BufferizationToBuffer, &[a], &[mt], vec![], &[]);
                self.to_buffers.push(tb);
                let buf = ctx.result(tb, 0);
                let elems = ctx.operands(op).to_vec();
                if elems.is_empty() {
                    self.replace_op(ctx, op, &[buf]);
                    return Ok(());
                }
                if shape.is_empty() {
                    b.create(ctx, MemRefStore, &[elems[0], buf], &[], vec![], &[]);
                    self.replace_op(ctx, op, &[buf]);
                    return Ok(());
                }
                let max = *shape.iter().max().unwrap_or(&0);
                let consts: Vec<Value> = (0..max).map(|i| b.const_index(ctx, i)).collect();
                let mut idx = vec![consts[0]; shape.len()];
                let mut it = elems.into_iter();
                create_stores(ctx, b, 0, buf, &shape, &consts, &mut it, &mut idx);
                self.replace_op(ctx, op, &[buf]);
            }
            TensorCollapseShape | TensorExpandShape => {
                let mut src = self.get_buffer(ctx, ctx.operand(op, 0));
                let src_t = ctx.value_type(src);
                if ctx.kind(op) == TensorCollapseShape
                    && !has_identity_layout(ctx, src_t)
                    && !guaranteed_collapsible(ctx, src_t, &ctx.reassociation(op))
                {
                    // Not collapsible in place: collapse a copy (identity layout) instead.
                    let sv = ctx.operand(op, 0);
                    let a = self.allocate_tensor_for(ctx, b, sv, true);
                    self.worklist
                        .push(ctx.defining_op(a).expect("alloc_tensor"));
                    let st = ctx.value_type(sv);
                    let mt = self.identity_buffer_type(ctx, st);
                    let tb = b.create(ctx, BufferizationToBuffer, &[a], &[mt], vec![], &[]);
                    self.to_buffers.push(tb);
                    src = ctx.result(tb, 0);
                }
                let src_t = ctx.value_type(src);
                let mt = self
                    .reshape_type(ctx, op, src_t)
                    .map_err(|m| op_error(ctx, op, m))?;
                let kind = if ctx.kind(op) == TensorCollapseShape {
                    MemRefCollapseShape
                } else {
                    MemRefExpandShape
                };
                let mut ops = vec![src];
                ops.extend_from_slice(&ctx.operands(op)[1..]);
                let attrs = ctx.named_attrs(op);
                let n = b.create(ctx, kind, &ops, &[mt], attrs, &[]);
                let n = ctx.result(n, 0);
                self.replace_op(ctx, op, &[n]);
            }
            BufferizationToTensor => {}
            BufferizationToBuffer => {
                self.fold_to_buffer(ctx, op);
            }
            BufferizationMaterializeInDestination => {
                let src = self.get_buffer(ctx, ctx.operand(op, 0));
                let dest_v = ctx.operand(op, 1);
                let tensor_dest = is_tensor(ctx, ctx.value_type(dest_v));
                let dest = if tensor_dest {
                    self.get_buffer(ctx, dest_v)
                } else {
                    dest_v
                };
                b.create(ctx, MemRefCopy, &[src, dest], &[], vec![], &[]);
                if tensor_dest {
                    self.replace_op(ctx, op, &[dest]);
                } else {
                    ctx.erase_op(op);
                }
            }
            FuncFunc => self.bufferize_func(ctx, op)?,
            FuncReturn => {}
            FuncCall => self.bufferize_call(ctx, op)?,
            ScfFor => self.bufferize_for(ctx, op)?,
            ScfForall => self.bufferize_forall(ctx, op)?,
            TensorParallelInsertSlice => self.bufferize_parallel_insert_slice(ctx, op)?,
            ScfIf | ScfExecuteRegion | ScfIndexSwitch => self.bufferize_if(ctx, op)?,
            ScfWhile => self.bufferize_while(ctx, op)?,
            ScfYield | ScfCondition => self.bufferize_yield(ctx, op)?,
            k if crate::ir::linalg::is_structured(k) => self.bufferize_linalg(ctx, op)?,
            TensorGenerate | TensorSplat => self.bufferize_generate(ctx, op)?,
            TensorReshape => self.bufferize_reshape(ctx, op)?,
            TensorConcat => self.bufferize_concat(ctx, op)?,
            TensorPad => self.bufferize_pad(ctx, op)?,
            ArithSelect => self.bufferize_select(ctx, op)?,
            VectorTransferRead => {
                let buf = self.get_buffer(ctx, ctx.operand(op, 0));
                ctx.set_operand(op, 0, buf);
            }
            VectorTransferWrite => {
                let buf = self.get_buffer(ctx, ctx.operand(op, 1));
                let mut ops = ctx.operands(op).to_vec();
                ops[1] = buf;
                let attrs = ctx.named_attrs(op);
                b.create(ctx, VectorTransferWrite, &ops, &[], attrs, &[]);
                self.replace_op(ctx, op, &[buf]);
            }
            _ => return Err(crate::verify::plain_error(ctx, op, "op was not bufferized")),
        }
        Ok(())
    }

    /// The result type of the memref.collapse_shape / expand_shape that `op` becomes on a
    /// source buffer of type `src_t`.
    pub(super) fn reshape_type(
        &self,
        ctx: &mut Context,
        op: Op,
        src_t: Type,
    ) -> Result<Type, &'static str> {
        use OpKind::*;
        let rt = ctx.value_type(ctx.result(op, 0));
        // The result type the memref op's builder infers (`computeExpandedType`,
        // `computeCollapsedType`): identity for an identity source, else the strided
        // layout the source's strides imply.
        Ok(match (ctx.ty(src_t).clone(), ctx.memref_strides(src_t)) {
            (TypeData::MemRef { .. }, _) if has_identity_layout(ctx, src_t) => {
                self.identity_buffer_type(ctx, rt)
            }
            (
                TypeData::MemRef {
                    shape: src_shape,
                    elem,
                    space,
                    ..
                },
                Some((offset, src_strides)),
            ) => {
                let res_shape = tensor_shape(ctx, rt).map(|s| s.0).unwrap_or_default();
                let groups = ctx.reassociation(op);
                let strides = if ctx.kind(op) == TensorCollapseShape {
                    crate::verify::collapsed_strides(&src_shape, &src_strides, &groups)
                } else {
                    Some(crate::verify::expanded_strides(
                        &src_strides,
                        &res_shape,
                        &groups,
                    ))
                };
                let Some(strides) = strides else {
                    return Err("invalid source layout map or collapsing non-contiguous dims");
                };
                let layout = ctx.intern_attr(AttrData::Strided { strides, offset });
                ctx.intern_type(TypeData::MemRef {
                    shape: res_shape,
                    elem,
                    layout: Some(layout),
                    space,
                })
            }
            _ => return Err("reshaping a buffer with this layout is not supported"),
        })
    }

    /// `memref.subview` of `buf` with the slice of `op` (its offsets/sizes/strides operands
    /// start at `first`), rank-reduced to `shape`.
    fn subview(
        &mut self,
        ctx: &mut Context,
        b: Builder,
        op: Op,
        buf: Value,
        first: usize,
        shape: &[i64],
    ) -> Result<Value, Diagnostic> {
        let bt = ctx.value_type(buf);
        let mt = subview_type(ctx, op, bt, shape).map_err(|m| op_error(ctx, op, m))?;
        let offs = ctx.i64_array(op, "static_offsets");
        let sizes = ctx.i64_array(op, "static_sizes");
        let steps = ctx.i64_array(op, "static_strides");
        let segs = ctx.segments(op);
        let n = segs.len();
        let dyn_off = ctx.segment(op, n - 3).to_vec();
        let dyn_sizes = ctx.segment(op, n - 2).to_vec();
        let dyn_strides = ctx.segment(op, n - 1).to_vec();
        let _ = first;
        let (so, sz, sst) = (
            ctx.dense_i64_array(&offs),
            ctx.dense_i64_array(&sizes),
            ctx.dense_i64_array(&steps),
        );
        let sv = b.create_with_segments(
            ctx,
            OpKind::MemRefSubView,
            &[&[buf], &dyn_off, &dyn_sizes, &dyn_strides],
            &[mt],
            vec![
                ("static_offsets".into(), so),
                ("static_sizes".into(), sz),
                ("static_strides".into(), sst),
            ],
        );
        Ok(ctx.result(sv, 0))
    }

    /// The private constant global holding the value of `op` (reused when one with the same
    /// value exists), created at the start of the module.
    fn global_for(&mut self, ctx: &mut Context, op: Op) -> String {
        let value = ctx.get_attr(op, "value").expect("constant value");
        let module = self.root;
        let body = ctx
            .entry_block(ctx.regions(module)[0])
            .expect("module body");
        let align = self.opts.alignment as i128;
        for g in ctx.block_ops(body).collect::<Vec<_>>() {
            if ctx.kind(g) != OpKind::MemRefGlobal {
                continue;
            }
            let a = ctx
                .get_attr(g, "alignment")
                .and_then(|a| match ctx.attr(a) {
                    AttrData::Integer { value, .. } => Some(*value),
                    _ => None,
                })
                .unwrap_or(0);
            if ctx.get_attr(g, "initial_value") == Some(value) && a == align {
                return String::from_utf8_lossy(ctx.symbol_name(g).unwrap_or_default()).into();
            }
        }
        let t = ctx.value_type(ctx.result(op, 0));
        let (shape, elem) = tensor_shape(ctx, t).expect("ranked constant");
        // The sizes joined by `x`, then `x` and the element type (`__constant_xi64` for 0-D).
        let sizes: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let mut name = format!("__constant_{}x", sizes.join("x"));
        name.push_str(&crate::ir::asm::type_to_string(ctx, elem));
        let taken = ctx.symbol_map(module);
        if taken.contains_key(name.as_bytes()) {
            loop {
                let n = format!("{name}_{}", self.uniquing_counter);
                self.uniquing_counter += 1;
                if !taken.contains_key(n.as_bytes()) {
                    name = n;
                    break;
                }
            }
        }
        let mt = self.identity_buffer_type(ctx, t);
        let attrs = vec![
            ("sym_name".to_string(), ctx.str_attr(&name)),
            ("sym_visibility".to_string(), ctx.str_attr("private")),
            ("type".to_string(), ctx.intern_attr(AttrData::Type(mt))),
            ("initial_value".to_string(), value),
            ("constant".to_string(), ctx.unit_attr()),
            (
                "alignment".to_string(),
                ctx.i64_attr(self.opts.alignment as i64),
            ),
        ];
        let loc = ctx.op_loc(op);
        let g = ctx.create_op(OpKind::MemRefGlobal, None, &[], &[], attrs, &[], &[], loc);
        let first = ctx.first_op(body);
        ctx.insert_op(body, first, g);
        name
    }

    fn fold_to_buffer(&mut self, ctx: &mut Context, tb: Op) {
        let v = ctx.operand(tb, 0);
        let Some(tt) = ctx.defining_op(v) else {
            return;
        };
        if ctx.kind(tt) != OpKind::BufferizationToTensor {
            return;
        }
        let m = ctx.operand(tt, 0);
        let (src_t, dst_t) = (ctx.value_type(m), ctx.value_type(ctx.result(tb, 0)));
        let r = ctx.result(tb, 0);
        if src_t == dst_t {
            ctx.replace_all_uses(r, m);
            ctx.erase_op(tb);
            return;
        }
        let b = Builder::before(ctx, tb);
        let nv = self.cast_or_realloc(ctx, b, m, dst_t);
        ctx.replace_all_uses(r, nv);
        ctx.erase_op(tb);
    }

    /// func.func with function boundaries: memref arguments (a `to_tensor` of each at the
    /// start of the body) and a `to_buffer` of each returned tensor.
    fn bufferize_func(&mut self, ctx: &mut Context, f: Op) -> Result<(), Diagnostic> {
        let Some((ins, outs)) = ctx.function_type(f).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
            return Ok(());
        };
        let region = ctx.regions(f)[0];
        let arg_layout = match self.opts.boundary_layout {
            LayoutMapOption::Identity => LayoutMapOption::Identity,
            _ => LayoutMapOption::FullyDynamic,
        };
        let new_ins: Vec<Type> = ins
            .iter()
            .map(|t| self.buffer_type(ctx, *t, arg_layout))
            .collect();
        let new_outs: Vec<Type> = outs
            .iter()
            .map(|t| self.buffer_type(ctx, *t, arg_layout))
            .collect();
        let blocks: Vec<_> = ctx.region_blocks(region).collect();
        if blocks.len() > 1 {
            return Err(op_error(
                ctx,
                f,
                "cannot bufferize a FuncOp with tensors and without a unique ReturnOp",
            ));
        }
        if let Some(&entry) = blocks.first() {
            let args = ctx.block_args(entry).to_vec();
            let mut b = Builder {
                block: entry,
                before: ctx.first_op(entry),
                loc: ctx.op_loc(f),
            };
            for (a, nt) in args.iter().zip(&new_ins) {
                let old = ctx.value_type(*a);
                if !is_tensor(ctx, old) {
                    continue;
                }
                ctx.set_value_type(*a, *nt);
                b.loc = ctx.value_loc(*a);
                let tt = b.create(
                    ctx,
                    OpKind::BufferizationToTensor,
                    &[*a],
                    &[old],
                    vec![],
                    &[],
                );
                let r = ctx.result(tt, 0);
                ctx.replace_uses_where(*a, r, |_, u| u.op != tt);
            }
            if let Some(ret) = ctx
                .last_op(entry)
                .filter(|o| ctx.kind(*o) == OpKind::FuncReturn)
            {
                let rb = Builder::before(ctx, ret);
                let vals = ctx.operands(ret).to_vec();
                let mut new_vals = Vec::new();
                for (v, nt) in vals.iter().zip(&new_outs) {
                    if !is_tensor(ctx, ctx.value_type(*v)) {
                        new_vals.push(*v);
                        continue;
                    }
                    let tb = rb.create(
                        ctx,
                        OpKind::BufferizationToBuffer,
                        &[*v],
                        &[*nt],
                        vec![],
                        &[],
                    );
                    self.to_buffers.push(tb);
                    new_vals.push(ctx.result(tb, 0));
                }
                ctx.set_operands(ret, &new_vals);
            }
        }
        let ft = ctx.intern_type(TypeData::Function {
            inputs: new_ins,
            results: new_outs,
        });
        let fa = ctx.intern_attr(AttrData::Type(ft));
        ctx.set_attr(f, "function_type", fa);
        drop_writable_attrs(ctx, f);
        self.func_results.push(f);
        Ok(())
    }

    /// func.call of a bufferized function: operands are buffers (cast, or copied when a cast
    /// could fail, to the callee's argument types), results the callee's buffers.
    fn bufferize_call(&mut self, ctx: &mut Context, call: Op) -> Result<(), Diagnostic> {
        let f = crate::analysis::one_shot::callee(ctx, call).expect("bufferizable call");
        let Some((ins, outs)) = ctx.function_type(f).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
            return Err(op_error(ctx, call, "failed to bufferize op"));
        };
        // A callee in a call cycle may not be bufferized yet: its boundary types are the ones
        // its bufferization will give it.
        let ins: Vec<Type> = ins
            .into_iter()
            .map(|t| self.func_boundary_type(ctx, t))
            .collect();
        let outs: Vec<Type> = outs
            .into_iter()
            .map(|t| self.func_boundary_type(ctx, t))
            .collect();
        let b = Builder::before(ctx, call);
        let mut operands = Vec::new();
        for (i, v) in ctx.operands(call).to_vec().into_iter().enumerate() {
            if !is_tensor(ctx, ctx.value_type(v)) {
                operands.push(v);
                continue;
            }
            let buf = self.get_buffer(ctx, v);
            let want = ins[i];
            operands.push(if ctx.value_type(buf) == want {
                buf
            } else {
                self.cast_or_realloc(ctx, b, buf, want)
            });
        }
        let attrs = ctx.named_attrs(call);
        let n = b.create(ctx, OpKind::FuncCall, &operands, &outs, attrs, &[]);
        let results = ctx.results(n).to_vec();
        self.replace_op(ctx, call, &results);
        Ok(())
    }

    /// A `memref.cast` of `m` to `dst_t`, or a copy into a new buffer of that type when the
    /// cast is not guaranteed to hold (dynamic offsets or strides to static ones).
    fn cast_or_realloc(&mut self, ctx: &mut Context, b: Builder, m: Value, dst_t: Type) -> Value {
        let src_t = ctx.value_type(m);
        let guaranteed = match (ctx.memref_strides(src_t), ctx.memref_strides(dst_t)) {
            (Some((so, ss)), Some((d_o, ds))) => {
                (d_o == DYNAMIC || d_o == so)
                    && ss.iter().zip(&ds).all(|(s, d)| *d == DYNAMIC || s == d)
            }
            _ => true,
        };
        if guaranteed {
            return b.create_value(ctx, OpKind::MemRefCast, &[m], dst_t, vec![]);
        }
        let shape = match ctx.ty(dst_t) {
            TypeData::MemRef { shape, .. } => shape.clone(),
            _ => vec![],
        };
        let mut dyn_sizes = Vec::new();
        for (i, d) in shape.iter().enumerate() {
            if *d == DYNAMIC {
                let c = b.const_index(ctx, i as i64);
                let it = ctx.index_type();
                dyn_sizes.push(b.create_value(ctx, OpKind::MemRefDim, &[m, c], it, vec![]));
            }
        }
        let al = ctx.i64_attr(self.opts.alignment as i64);
        let a = b.create_with_segments(
            ctx,
            OpKind::MemRefAlloc,
            &[&dyn_sizes, &[]],
            &[dst_t],
            vec![("alignment".into(), al)],
        );
        let a = ctx.result(a, 0);
        b.create(ctx, OpKind::MemRefCopy, &[m, a], &[], vec![], &[]);
        a
    }

    /// Returned `memref.cast`s are bypassed and the function's result types follow.
    fn fold_returned_casts(&mut self, ctx: &mut Context, f: Op) {
        let region = ctx.regions(f)[0];
        let Some(entry) = ctx.entry_block(region) else {
            return;
        };
        let Some(ret) = ctx
            .last_op(entry)
            .filter(|o| ctx.kind(*o) == OpKind::FuncReturn)
        else {
            return;
        };
        let vals = ctx.operands(ret).to_vec();
        let mut new_vals = Vec::new();
        for v in vals {
            match ctx.defining_op(v) {
                Some(c) if ctx.kind(c) == OpKind::MemRefCast => new_vals.push(ctx.operand(c, 0)),
                _ => new_vals.push(v),
            }
        }
        ctx.set_operands(ret, &new_vals);
        let Some((ins, _)) = ctx.function_type(f).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
            return;
        };
        let results: Vec<Type> = new_vals.iter().map(|v| ctx.value_type(*v)).collect();
        let ft = ctx.intern_type(TypeData::Function {
            inputs: ins,
            results,
        });
        let fa = ctx.intern_attr(AttrData::Type(ft));
        ctx.set_attr(f, "function_type", fa);
    }
}

/// The type of the subview that `op` (tensor.extract_slice, insert_slice) takes of a buffer of
/// type `bt`, with result shape `shape` (upstream's `SubViewOp::inferRankReducedResultType`:
/// static offsets, sizes and strides only; unit dimensions missing from `shape` dropped).
pub(super) fn subview_type(
    ctx: &mut Context,
    op: Op,
    bt: Type,
    shape: &[i64],
) -> Result<Type, &'static str> {
    let Some((src_off, src_strides)) = ctx.memref_strides(bt) else {
        return Err("expected a strided buffer");
    };
    let TypeData::MemRef { elem, space, .. } = ctx.ty(bt).clone() else {
        return Err("expected a ranked buffer");
    };
    let offs = ctx.i64_array(op, "static_offsets");
    let sizes = ctx.i64_array(op, "static_sizes");
    let steps = ctx.i64_array(op, "static_strides");
    if offs.len() != src_strides.len() || sizes.len() != offs.len() || steps.len() != offs.len() {
        return Err("expected one offset, size and stride per buffer dimension");
    }
    let mut offset = src_off;
    let mut strides = Vec::new();
    for i in 0..offs.len() {
        let s = src_strides[i];
        offset = crate::ir::types::dyn_add(offset, crate::ir::types::dyn_mul(offs[i], s));
        strides.push(crate::ir::types::dyn_mul(steps[i], s));
    }
    // Rank reduction: drop unit dimensions not in the result shape.
    let mut kept_sizes = Vec::new();
    let mut kept_strides = Vec::new();
    let mut j = 0;
    for i in 0..sizes.len() {
        if j < shape.len() && (sizes[i] == shape[j] || (sizes[i] == DYNAMIC && shape[j] == DYNAMIC))
        {
            kept_sizes.push(shape[j]);
            kept_strides.push(strides[i]);
            j += 1;
        } else if sizes[i] != 1 {
            return Err("unsupported rank reduction");
        }
    }
    if j != shape.len() {
        return Err("unsupported rank reduction");
    }
    let layout = ctx.intern_attr(AttrData::Strided {
        strides: kept_strides,
        offset,
    });
    Ok(ctx.intern_type(TypeData::MemRef {
        shape: kept_sizes,
        elem,
        layout: Some(layout),
        space,
    }))
}

#[allow(clippy::too_many_arguments)]
fn create_stores(
    ctx: &mut Context,
    b: Builder,
    dim: usize,
    buf: Value,
    shape: &[i64],
    consts: &[Value],
    elems: &mut impl Iterator<Item = Value>,
    idx: &mut Vec<Value>,
) {
    for i in 0..shape[dim] {
        idx[dim] = consts[i as usize];
        if dim == shape.len() - 1 {
            let e = elems.next().expect("element count matches the shape");
            let mut ops = vec![e, buf];
            ops.extend_from_slice(idx);
            b.create(ctx, OpKind::MemRefStore, &ops, &[], vec![], &[]);
        } else {
            create_stores(ctx, b, dim + 1, buf, shape, consts, elems, idx);
        }
    }
}

/// `bufferization.writable` is only meaningful on tensor arguments: dropped once they are
/// buffers (and `arg_attrs` with it when nothing else is left).
fn drop_writable_attrs(ctx: &mut Context, f: Op) {
    let Some(a) = ctx.get_attr(f, "arg_attrs") else {
        return;
    };
    let AttrData::Array(list) = ctx.attr(a).clone() else {
        return;
    };
    let mut any = false;
    let mut new_list = Vec::new();
    for d in list {
        let AttrData::Dict(entries) = ctx.attr(d).clone() else {
            new_list.push(d);
            continue;
        };
        let kept: Vec<_> = entries
            .into_iter()
            .filter(|(k, _)| k != "bufferization.writable")
            .collect();
        any |= !kept.is_empty();
        new_list.push(ctx.intern_attr(AttrData::Dict(kept)));
    }
    if any {
        let na = ctx.intern_attr(AttrData::Array(new_list));
        ctx.set_attr(f, "arg_attrs", na);
    } else {
        ctx.remove_attr(f, "arg_attrs");
    }
}

/// The module's functions, callees before callers (ties in module order), then the functions
/// left in or calling into a call cycle, in module order; and how many come before those.
fn funcs_in_call_order(ctx: &Context, module: Op) -> Result<(Vec<Op>, usize), Diagnostic> {
    let funcs = ctx.module_funcs(module);
    let mut callees: Vec<Vec<Op>> = Vec::new();
    for &f in &funcs {
        let mut cs = Vec::new();
        ctx.walk(f, &mut |o| {
            if ctx.kind(o) == OpKind::FuncCall {
                if let Some(c) = crate::analysis::one_shot::callee(ctx, o) {
                    cs.push(c);
                }
            }
        });
        callees.push(cs);
    }
    let mut done: Vec<Op> = Vec::new();
    while let Some((_, f)) = funcs
        .iter()
        .enumerate()
        .find(|(i, f)| !done.contains(f) && callees[*i].iter().all(|c| done.contains(c)))
    {
        done.push(*f);
    }
    let n_ordered = done.len();
    let rest: Vec<Op> = funcs
        .iter()
        .filter(|f| !done.contains(f))
        .copied()
        .collect();
    done.extend(rest);
    Ok((done, n_ordered))
}

/// Whether every reassociation group of a strided buffer is contiguous (static strides).
/// Whether a memref type's layout is the identity (none, or a strided layout whose map is the
/// identity: `strided<[1]>`), as `getLayout().isIdentity()`.
fn has_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.ty(t) {
        TypeData::MemRef { layout, shape, .. } => {
            crate::verify::identity_layout(ctx, *layout, shape.len())
        }
        _ => false,
    }
}

fn guaranteed_collapsible(ctx: &Context, t: Type, groups: &[Vec<i64>]) -> bool {
    // `isGuaranteedCollapsible`: `computeCollapsedLayoutMap` with `strict`, where dims of
    // size 1 are skipped (their strides mean nothing) and any other dynamic stride fails.
    let (Some((_, strides)), TypeData::MemRef { shape, .. }) = (ctx.memref_strides(t), ctx.ty(t))
    else {
        return false;
    };
    groups.iter().all(|g| {
        let mut n = g.len();
        while n > 1 && shape[g[n - 1] as usize] == 1 {
            n -= 1;
        }
        let last = g[n - 1] as usize;
        let mut stride = if shape[last] != DYNAMIC || n == 1 {
            strides[last]
        } else {
            DYNAMIC
        };
        g.iter().skip(1).rev().all(|&d| {
            let d = d as usize;
            stride = crate::ir::dyn_mul(stride, shape[d]);
            if shape[d - 1] == 1 {
                return true;
            }
            stride != DYNAMIC && strides[d - 1] != DYNAMIC && stride == strides[d - 1]
        })
    })
}
