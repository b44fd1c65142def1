//! An insertion point plus helpers to create ops there.

use super::attrs::CmpIPredicate;
use super::context::Context;
use super::entities::{Attr, Block, Ident, Loc, Op, Region, Type, Value};
use super::opkind::OpKind;
use smallvec::SmallVec;

/// A region-body callback: fills the block a builder points into, returns the yielded values.
pub type BodyFn<'a> = dyn FnMut(&mut Context, Builder) -> Vec<Value> + 'a;

/// Creates ops at an insertion point: before `before` in `block`, or at the block's end.
#[derive(Clone, Copy, Debug)]
pub struct Builder {
    /// Block to insert into.
    pub block: Block,
    /// Insert before this op; `None` appends.
    pub before: Option<Op>,
    /// Location given to created ops.
    pub loc: Loc,
}

impl Builder {
    /// Inserts at the end of `block`.
    pub fn at_end(block: Block, loc: Loc) -> Builder {
        Builder {
            block,
            before: None,
            loc,
        }
    }
    /// Inserts right before `op`.
    pub fn before(ctx: &Context, op: Op) -> Builder {
        Builder {
            block: ctx.op_block(op).expect("op not in a block"),
            before: Some(op),
            loc: ctx.op_loc(op),
        }
    }
    /// Inserts right after `op`.
    pub fn after(ctx: &Context, op: Op) -> Builder {
        Builder {
            block: ctx.op_block(op).expect("op not in a block"),
            before: ctx.next_op(op),
            loc: ctx.op_loc(op),
        }
    }
    /// Creates and inserts an op; returns it.
    pub fn create(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        attrs: Vec<(String, Attr)>,
        regions: &[Region],
    ) -> Op {
        let attrs = attrs.into_iter().map(|(k, v)| (ctx.ident(&k), v)).collect();
        self.create_interned(ctx, kind, operands, result_types, attrs, regions)
    }
    /// [`Builder::create`] with attribute names as `&str` (no `String` per attribute: the
    /// passes create constants by the hundred thousand).
    pub fn create_named(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(&str, Attr)],
        regions: &[Region],
    ) -> Op {
        let attrs = attrs.iter().map(|(k, v)| (ctx.ident(k), *v)).collect();
        self.create_interned(ctx, kind, operands, result_types, attrs, regions)
    }
    /// [`Builder::create`] with interned attribute names.
    pub fn create_with_idents(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        attrs: &[(Ident, Attr)],
    ) -> Op {
        self.create_interned(ctx, kind, operands, result_types, attrs.into(), &[])
    }
    fn create_interned(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        attrs: SmallVec<[(Ident, Attr); 4]>,
        regions: &[Region],
    ) -> Op {
        let op = ctx.create_op_with(
            kind,
            None,
            operands,
            result_types,
            attrs,
            regions,
            &[],
            self.loc,
        );
        ctx.insert_op(self.block, self.before, op);
        op
    }
    /// [`Builder::create_value`] with attribute names as `&str`.
    pub fn create_value_named(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        operands: &[Value],
        result_type: Type,
        attrs: &[(&str, Attr)],
    ) -> Value {
        let op = self.create_named(ctx, kind, operands, &[result_type], attrs, &[]);
        ctx.result(op, 0)
    }
    /// Creates and inserts a single-result op; returns its result.
    pub fn create_value(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        operands: &[Value],
        result_type: Type,
        attrs: Vec<(String, Attr)>,
    ) -> Value {
        let op = self.create(ctx, kind, operands, &[result_type], attrs, &[]);
        ctx.result(op, 0)
    }
    /// `arith.constant <a> : t` (the `value` name by handle: no text interned).
    fn constant(&self, ctx: &mut Context, t: Type, a: Attr) -> Value {
        let attrs = smallvec::smallvec![(ctx.known().value, a)];
        let op = self.create_interned(ctx, OpKind::ArithConstant, &[], &[t], attrs, &[]);
        ctx.result(op, 0)
    }
    /// `arith.constant N : index`.
    pub fn const_index(&self, ctx: &mut Context, v: i64) -> Value {
        let t = ctx.index_type();
        let a = ctx.index_attr(v);
        self.constant(ctx, t, a)
    }
    /// `arith.constant N : iW`.
    pub fn const_int(&self, ctx: &mut Context, v: i64, width: u32) -> Value {
        let t = ctx.int_type(width);
        let a = ctx.int_attr(v as i128, t);
        self.constant(ctx, t, a)
    }
    /// Creates an op with regions built by the caller, and inserts it.
    pub fn create_with_segments(
        &self,
        ctx: &mut Context,
        kind: OpKind,
        segments: &[&[Value]],
        result_types: &[Type],
        mut attrs: Vec<(String, Attr)>,
    ) -> Op {
        let operands: smallvec::SmallVec<[Value; 8]> =
            segments.iter().flat_map(|s| s.iter().copied()).collect();
        let sizes: smallvec::SmallVec<[i64; 4]> = segments.iter().map(|s| s.len() as i64).collect();
        let seg = ctx.dense_i32_array(&sizes);
        let mut named: smallvec::SmallVec<[(super::entities::Ident, Attr); 4]> =
            attrs.drain(..).map(|(k, v)| (ctx.ident(&k), v)).collect();
        named.push((ctx.known().operand_segment_sizes, seg));
        let op = ctx.create_op_with(
            kind,
            None,
            &operands,
            result_types,
            named,
            &[],
            &[],
            self.loc,
        );
        ctx.insert_op(self.block, self.before, op);
        op
    }
    /// `arith.constant true/false`.
    pub fn const_bool(&self, ctx: &mut Context, v: bool) -> Value {
        let t = ctx.int_type(1);
        let a = ctx.bool_attr(v);
        self.constant(ctx, t, a)
    }

    /// Builds `scf.for %iv = lb to ub step step iter_args(inits)`; `body` fills the loop body
    /// (given the induction variable and the iteration arguments) and returns the yielded values.
    pub fn scf_for(
        &self,
        ctx: &mut Context,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[Value],
        body: impl FnOnce(&mut Context, Builder, Value, &[Value]) -> Vec<Value>,
    ) -> Op {
        let r = ctx.create_region();
        let blk = ctx.create_block();
        ctx.append_block(r, blk);
        let iv_t = ctx.value_type(lb);
        let iv = ctx.add_block_arg(blk, iv_t, self.loc);
        let iters: Vec<Value> = inits
            .iter()
            .map(|v| {
                let t = ctx.value_type(*v);
                ctx.add_block_arg(blk, t, self.loc)
            })
            .collect();
        let inner = Builder::at_end(blk, self.loc);
        let yielded = body(ctx, inner, iv, &iters);
        inner.yield_(ctx, &yielded);
        let mut operands = vec![lb, ub, step];
        operands.extend_from_slice(inits);
        let types: Vec<Type> = inits.iter().map(|v| ctx.value_type(*v)).collect();
        self.create(ctx, OpKind::ScfFor, &operands, &types, vec![], &[r])
    }

    /// Builds `scf.if cond -> (types) { then } [else { else }]`; each body returns the values it
    /// yields. Without `else_body` the else region is empty (only valid without results).
    pub fn scf_if(
        &self,
        ctx: &mut Context,
        cond: Value,
        types: &[Type],
        then_body: impl FnOnce(&mut Context, Builder) -> Vec<Value>,
        else_body: Option<&mut BodyFn<'_>>,
    ) -> Op {
        let then_r = ctx.create_region();
        let tb = ctx.create_block();
        ctx.append_block(then_r, tb);
        let b = Builder::at_end(tb, self.loc);
        let y = then_body(ctx, b);
        b.yield_(ctx, &y);
        let else_r = ctx.create_region();
        if let Some(f) = else_body {
            let eb = ctx.create_block();
            ctx.append_block(else_r, eb);
            let b = Builder::at_end(eb, self.loc);
            let y = f(ctx, b);
            b.yield_(ctx, &y);
        }
        self.create(
            ctx,
            OpKind::ScfIf,
            &[cond],
            types,
            vec![],
            &[then_r, else_r],
        )
    }

    // ---- typed constructors (one per op the passes build; attribute names live here) -------

    /// `arith.constant` of `value` typed `ty` (an integer or index).
    pub fn const_of_type(&self, ctx: &mut Context, value: i128, ty: Type) -> Value {
        let a = ctx.int_attr(value, ty);
        self.constant(ctx, ty, a)
    }

    /// A same-type binary op (`arith.andi %a, %b : T`, `arith.ori`, `arith.xori`, ...).
    pub fn binary(&self, ctx: &mut Context, kind: OpKind, a: Value, b: Value) -> Value {
        let t = ctx.value_type(a);
        self.create_value(ctx, kind, &[a, b], t, vec![])
    }

    /// `arith.cmpi pred, %a, %b`.
    pub fn cmpi(&self, ctx: &mut Context, pred: CmpIPredicate, a: Value, b: Value) -> Value {
        let i1 = ctx.int_type(1);
        let p = ctx.i64_attr(pred as i64);
        self.create_value_named(ctx, OpKind::ArithCmpI, &[a, b], i1, &[("predicate", p)])
    }

    /// `arith.select %cond, %t, %f`.
    pub fn select(&self, ctx: &mut Context, cond: Value, t: Value, f: Value) -> Value {
        let ty = ctx.value_type(t);
        self.create_value(ctx, OpKind::ArithSelect, &[cond, t, f], ty, vec![])
    }

    /// `memref.dim %m, %i`.
    pub fn memref_dim(&self, ctx: &mut Context, m: Value, i: Value) -> Value {
        let it = ctx.index_type();
        self.create_value(ctx, OpKind::MemRefDim, &[m, i], it, vec![])
    }

    /// `memref.cast %m : T to ty`.
    pub fn memref_cast(&self, ctx: &mut Context, m: Value, ty: Type) -> Value {
        self.create_value(ctx, OpKind::MemRefCast, &[m], ty, vec![])
    }

    /// `memref.dealloc %m`.
    pub fn memref_dealloc(&self, ctx: &mut Context, m: Value) -> Op {
        self.create(ctx, OpKind::MemRefDealloc, &[m], &[], vec![], &[])
    }

    /// `memref.extract_aligned_pointer_as_index %m`.
    pub fn extract_aligned_pointer(&self, ctx: &mut Context, m: Value) -> Value {
        let it = ctx.index_type();
        self.create_value(
            ctx,
            OpKind::MemRefExtractAlignedPointerAsIndex,
            &[m],
            it,
            vec![],
        )
    }

    /// Clones `o` with its regions here: operands (and values used inside) are mapped through
    /// `map`, values not in it stay; the clone's results and block arguments are recorded in
    /// `map`, and branches inside the cloned regions go to the cloned blocks. Returns the clone.
    pub fn clone_op(
        &self,
        ctx: &mut Context,
        o: Op,
        map: &mut rustc_hash::FxHashMap<Value, Value>,
    ) -> Op {
        let operands: Vec<Value> = ctx
            .operands(o)
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let types: Vec<Type> = ctx.results(o).iter().map(|r| ctx.value_type(*r)).collect();
        let attrs: Vec<(String, Attr)> = ctx
            .attrs(o)
            .iter()
            .map(|(k, v)| (ctx.ident_str(*k).to_string(), *v))
            .collect();
        let mut new_regions = Vec::new();
        let mut block_map: rustc_hash::FxHashMap<Block, Block> = Default::default();
        let mut blocks = Vec::new();
        for r in ctx.regions(o).to_vec() {
            let nr = ctx.create_region();
            for blk in ctx.region_blocks(r).collect::<Vec<_>>() {
                let nb = ctx.create_block();
                ctx.append_block(nr, nb);
                block_map.insert(blk, nb);
                for a in ctx.block_args(blk).to_vec() {
                    let t = ctx.value_type(a);
                    let l = ctx.value(a).loc;
                    let na = ctx.add_block_arg(nb, t, l);
                    map.insert(a, na);
                }
                blocks.push((blk, nb));
            }
            new_regions.push(nr);
        }
        let kind = ctx.kind(o);
        let name = (kind == OpKind::Unregistered).then(|| ctx.op_name(o).to_string());
        let succs: Vec<Block> = ctx.successors(o).to_vec();
        let loc = ctx.op_loc(o);
        let new = ctx.create_op(
            kind,
            name.as_deref(),
            &operands,
            &types,
            attrs,
            &new_regions,
            &succs,
            loc,
        );
        ctx.insert_op(self.block, self.before, new);
        for (r, n) in ctx
            .results(o)
            .to_vec()
            .into_iter()
            .zip(ctx.results(new).to_vec())
        {
            map.insert(r, n);
        }
        for (blk, nb) in blocks {
            for inner in ctx.block_ops(blk).collect::<Vec<_>>() {
                let ib = Builder::at_end(nb, ctx.op_loc(inner));
                let c = ib.clone_op(ctx, inner, map);
                let s: Vec<Block> = ctx
                    .successors(c)
                    .iter()
                    .map(|s| *block_map.get(s).unwrap_or(s))
                    .collect();
                ctx.set_successors(c, &s);
            }
        }
        new
    }

    /// `bufferization.clone %m : T to T`.
    pub fn clone_buffer(&self, ctx: &mut Context, m: Value) -> Value {
        let t = ctx.value_type(m);
        self.create_value(ctx, OpKind::BufferizationClone, &[m], t, vec![])
    }

    /// `bufferization.dealloc (memrefs) if (conditions) retain (retained)`: one i1 result per
    /// retained value.
    pub fn dealloc(
        &self,
        ctx: &mut Context,
        memrefs: &[Value],
        conditions: &[Value],
        retained: &[Value],
    ) -> Op {
        let i1 = ctx.int_type(1);
        self.create_with_segments(
            ctx,
            OpKind::BufferizationDealloc,
            &[memrefs, conditions, retained],
            &vec![i1; retained.len()],
            vec![],
        )
    }

    /// `cf.br ^dest(args)`.
    pub fn br(&self, ctx: &mut Context, dest: Block, args: &[Value]) -> Op {
        let op = ctx.create_op(
            OpKind::CfBr,
            None,
            args,
            &[],
            vec![],
            &[],
            &[dest],
            self.loc,
        );
        ctx.insert_op(self.block, self.before, op);
        op
    }

    /// `scf.yield values`.
    pub fn yield_(&self, ctx: &mut Context, values: &[Value]) -> Op {
        self.create(ctx, OpKind::ScfYield, values, &[], vec![], &[])
    }
}
