//! func: function references (`func.constant`); calls run in `mod.rs`.

use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{AttrData, Op};

impl Interp<'_> {
    /// `func.constant`.
    pub(super) fn exec_func_constant(&mut self, op: Op) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let one = |v: RtVal| Ok(vec![v]);
        match ctx.attr(ctx.get_attr(op, "value").unwrap()) {
            AttrData::SymbolRef(p) => one(RtVal::Func(p.last().cloned().unwrap_or_default())),
            _ => Err(self.error(op, "bad func.constant")),
        }
    }
}
