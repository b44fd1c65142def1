//! An insertion point plus helpers to create ops there.

use super::context::Context;
use super::entities::{Attr, Block, Loc, Op, Region, Type, Value};
use super::opkind::OpKind;

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
        let op = ctx.create_op(
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
    /// `arith.constant N : index`.
    pub fn const_index(&self, ctx: &mut Context, v: i64) -> Value {
        let t = ctx.index_type();
        let a = ctx.int_attr(v as i128, t);
        self.create_value(
            ctx,
            OpKind::ArithConstant,
            &[],
            t,
            vec![("value".into(), a)],
        )
    }
    /// `arith.constant true/false`.
    pub fn const_bool(&self, ctx: &mut Context, v: bool) -> Value {
        let t = ctx.int_type(1);
        let a = ctx.bool_attr(v);
        self.create_value(
            ctx,
            OpKind::ArithConstant,
            &[],
            t,
            vec![("value".into(), a)],
        )
    }
}
