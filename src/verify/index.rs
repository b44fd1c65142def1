//! Op rules of index: `index` operands and results, `i1` comparisons, and casts between
//! `index` and a fixed-width integer.

use super::*;

impl Verifier<'_> {
    pub(super) fn verify_index(&mut self, op: Op, kind: IndexOp) -> VResult {
        use IndexOp::*;
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let results = ctx.results(op).to_vec();
        // ODS order: operand constraints, then result constraints, then the op's own rules.
        let int_or_index = |this: &Self, v: Value, what: &str| -> VResult {
            if this.ty(v).is_int_or_index() {
                return Ok(());
            }
            Err(op_error(
                ctx,
                op,
                format!(
                    "{what} must be integer or index, but got '{}'",
                    this.ts(ctx.value_type(v))
                ),
            ))
        };
        let i1 = |this: &Self, v: Value| -> VResult {
            if this.ty(v).is_i1() {
                return Ok(());
            }
            Err(op_error(
                ctx,
                op,
                format!(
                    "result #0 must be 1-bit signless integer, but got '{}'",
                    this.ts(ctx.value_type(v))
                ),
            ))
        };
        match kind {
            IndexAdd | IndexSub | IndexMul | IndexDivS | IndexDivU | IndexCeilDivS
            | IndexCeilDivU | IndexFloorDivS | IndexRemS | IndexRemU | IndexMaxS | IndexMaxU
            | IndexMinS | IndexMinU | IndexShl | IndexShrS | IndexShrU | IndexAnd | IndexOr
            | IndexXOr => {
                self.expect_index(op, operands[0], "operand #0")?;
                self.expect_index(op, operands[1], "operand #1")?;
                self.expect_index(op, results[0], "result #0")?;
            }
            IndexCmp => {
                self.expect_index(op, operands[0], "operand #0")?;
                self.expect_index(op, operands[1], "operand #1")?;
                i1(self, results[0])?;
            }
            IndexSizeOf | IndexConstant => self.expect_index(op, results[0], "result #0")?,
            IndexBoolConstant => i1(self, results[0])?,
            IndexCastS | IndexCastU => {
                int_or_index(self, operands[0], "operand #0")?;
                int_or_index(self, results[0], "result #0")?;
                let (from, to) = (ctx.value_type(operands[0]), ctx.value_type(results[0]));
                let is_index = |t| matches!(ctx.ty(t), TypeData::Index);
                if is_index(from) == is_index(to) {
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "operand type '{}' and result type '{}' are cast incompatible",
                            self.ts(from),
                            self.ts(to)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}
