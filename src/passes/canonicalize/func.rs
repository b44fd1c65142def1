//! `canonicalize` patterns of func: an indirect call of a known function.

use super::*;

/// Upstream's `SimplifyIndirectCallWithKnownCallee`: `func.call_indirect` of a `func.constant`
/// is a `func.call` of that function.
pub(super) fn call_indirect_known_callee(rw: &mut Rewriter, op: Op) -> bool {
    let ctx = &*rw.ctx;
    if ctx.kind(op) != OpKind::FuncCallIndirect {
        return false;
    }
    let ops = ctx.operands(op).to_vec();
    let Some(callee) =
        def_of(ctx, ops[0], OpKind::FuncConstant).and_then(|d| ctx.get_attr(d, "value"))
    else {
        return false;
    };
    let types: Vec<crate::ir::Type> = ctx.results(op).iter().map(|r| ctx.value_type(*r)).collect();
    let b = Builder::before(rw.ctx, op);
    let call = rw.create(
        &b,
        OpKind::FuncCall,
        &ops[1..],
        &types,
        vec![("callee".into(), callee)],
    );
    let results = rw.ctx.results(call).to_vec();
    rw.replace_op(op, &results);
    true
}
