//! Op rules of builtin: the module (unique symbols) and `unrealized_conversion_cast`.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_builtin(&mut self, op: Op, kind: BuiltinOp) -> VResult {
        let ctx = self.ctx;
        match kind {
            BuiltinOp::Module => {
                let mut seen: rustc_hash::FxHashMap<&[u8], Op> = Default::default();
                let r = ctx.regions(op)[0];
                for b in ctx.region_blocks(r) {
                    for o in ctx.block_ops(b) {
                        if let Some(name) = ctx.symbol_name(o) {
                            if let Some(first) = seen.insert(name, o) {
                                return Err(plain_error(
                                    ctx,
                                    o,
                                    format!(
                                        "redefinition of symbol named '{}'",
                                        String::from_utf8_lossy(name)
                                    ),
                                )
                                .with_note(
                                    loc_pos(ctx, ctx.op_loc(first)),
                                    "see existing symbol definition here",
                                ));
                            }
                        }
                    }
                }
            }
            // No rules beyond the table row and the structural checks.
            BuiltinOp::UnrealizedConversionCast => {}
        }
        Ok(())
    }
}
