//! Op rules of `linalg.pack` and `linalg.unpack`, in upstream's order and words
//! (`LinalgOps.cpp`: ODS constraints, `commonVerifierPackAndUnPackOp`, `PackOp::verify`).

use super::*;
use crate::ir::matchers::const_int;

/// `tensor<4x?xf32>` for a shape and element type (the type upstream builds for its message,
/// without an encoding).
fn tensor_text(v: &Verifier<'_>, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        if *d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&v.ts(elem));
    s.push('>');
    s
}

/// Upstream's `isInvalidPackingPosSpecification`: an entry out of `[0, rank)` or repeated.
fn invalid_positions(pos: &[i64], rank: usize) -> bool {
    let mut seen = std::collections::HashSet::new();
    pos.iter()
        .any(|p| *p < 0 || *p >= rank as i64 || !seen.insert(*p))
}

impl Verifier<'_> {
    pub(super) fn verify_linalg_relayout(&mut self, op: Op) -> VResult {
        let ctx = self.ctx;
        let pack = ctx.kind(op) == OpKind::LinalgPack;
        let operands = ctx.operands(op).to_vec();
        // ODS: the operands' kinds (source, dest, padding_value, inner_tiles), the result's,
        // then TypesMatchWith.
        for (i, v) in operands.iter().take(2).enumerate() {
            if !matches!(self.ty(*v), TypeData::Tensor { .. }) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #{i} must be ranked tensor of any type values, but got '{}'",
                        self.ts(ctx.value_type(*v))
                    ),
                ));
            }
        }
        let (pad, tiles) = if pack {
            (ctx.segment(op, 2).to_vec(), ctx.segment(op, 3).to_vec())
        } else {
            (Vec::new(), operands[2..].to_vec())
        };
        // ODS numbers operands by position: the tiles follow source, dest and any padding.
        let first_tile = operands.len() - tiles.len();
        for (i, v) in tiles.iter().enumerate() {
            if !matches!(self.ty(*v), TypeData::Index) {
                let tiles_operand = first_tile + i;
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "operand #{tiles_operand} must be variadic of index, but got '{}'",
                        self.ts(ctx.value_type(*v))
                    ),
                ));
            }
        }
        let rt = ctx.value_type(ctx.result(op, 0));
        if !matches!(ctx.ty(rt), TypeData::Tensor { .. }) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "result #0 must be ranked tensor of any type values, but got '{}'",
                    self.ts(rt)
                ),
            ));
        }
        if rt != ctx.value_type(operands[1]) {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that result type matches type of dest",
            ));
        }

        // commonVerifierPackAndUnPackOp: its errors are emitted without the op prefix.
        let err = |m: String| Err(plain_error(ctx, op, m));
        let src_ty = ctx.value_type(operands[0]);
        let dest_ty = ctx.value_type(operands[1]);
        let (unpacked_ty, packed_ty) = if pack {
            (src_ty, dest_ty)
        } else {
            (dest_ty, src_ty)
        };
        let unpacked = ctx.ty(unpacked_ty).shape().unwrap_or(&[]).to_vec();
        let packed = ctx.ty(packed_ty).shape().unwrap_or(&[]).to_vec();
        let elem = ctx.ty(unpacked_ty).elem().unwrap_or(unpacked_ty);
        let static_tiles = ctx.i64_array(op, "static_inner_tiles");
        let inner = ctx.i64_array(op, "inner_dims_pos");
        let perm = ctx.i64_array(op, "outer_dims_perm");
        // The tiles as upstream's OpFoldResults: static entries, or constants behind operands.
        let mut dyn_iter = tiles.iter();
        let folded: Vec<Option<i64>> = static_tiles
            .iter()
            .map(|t| {
                if *t == DYNAMIC {
                    dyn_iter
                        .next()
                        .and_then(|v| const_int(ctx, *v))
                        .and_then(|c| i64::try_from(c).ok())
                } else {
                    Some(*t)
                }
            })
            .collect();
        if folded.contains(&Some(0)) {
            return err("invalid zero tile factor".into());
        }
        if let Some(t) = static_tiles.iter().find(|t| **t < 0 && **t != DYNAMIC) {
            // Upstream builds a tensor type of that size and fails without a location.
            return err(format!("invalid tensor dimension size {t}"));
        }
        let rank = unpacked.len();
        if invalid_positions(&inner, rank) {
            return err("invalid inner_dims_pos vector".into());
        }
        if invalid_positions(&perm, rank) {
            return err("invalid outer_dims_perm vector".into());
        }
        if !perm.is_empty() && perm.len() != rank {
            return err("outer_dims_perm must be a permutation or empty".into());
        }
        let k = static_tiles.len();
        if k > rank {
            return err(
                "tiling factors must be less than or equal to the input rank for pack \
                        or output rank for unpack"
                    .into(),
            );
        }
        if k != inner.len() {
            return err("tiling factors must equal the number of dimensions to tile".into());
        }
        if rank + k != packed.len() {
            return err(format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {}",
                packed.len(),
                rank + k
            ));
        }
        // A static tile must be the packed type's size (even a dynamic one), a dynamic tile a
        // dynamic size.
        let inner_sizes = &packed[rank..];
        if inner_sizes.iter().zip(&static_tiles).any(|(s, t)| {
            if *t == DYNAMIC {
                *s != DYNAMIC
            } else {
                s != t
            }
        }) {
            return err(
                "mismatch in inner tile sizes specified and shaped of tiled dimension \
                        in the packed type"
                    .into(),
            );
        }
        // PackOp::inferPackedType: tiled sizes ceil-divided, outer dims permuted, tiles
        // appended.
        let mut expected = unpacked.clone();
        for (i, d) in inner.iter().enumerate() {
            let d = *d as usize;
            if expected[d] == DYNAMIC {
                continue;
            }
            expected[d] = if static_tiles[i] == DYNAMIC {
                DYNAMIC
            } else {
                (expected[d] + static_tiles[i] - 1) / static_tiles[i]
            };
        }
        if !perm.is_empty() {
            expected = perm.iter().map(|p| expected[*p as usize]).collect();
        }
        expected.extend_from_slice(&static_tiles);
        let compatible = expected
            .iter()
            .zip(&packed)
            .all(|(e, p)| *e == DYNAMIC || *p == DYNAMIC || e == p);
        if !compatible {
            return err(format!(
                "expected '{}' for the packed domain value, got '{}'",
                tensor_text(self, &expected, elem),
                tensor_text(self, &packed, elem)
            ));
        }
        if !pack {
            return Ok(());
        }
        if let Some(p) = pad.first() {
            let pt = ctx.value_type(*p);
            if pt != elem {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected padding_value has '{}' but got: '{}'",
                        self.ts(elem),
                        self.ts(pt)
                    ),
                ));
            }
        } else if requires_padding(&unpacked, &inner, &packed, &perm, &folded) {
            return Err(op_error(
                ctx,
                op,
                "invalid tile factor or output size provided. Only full tiles are supported \
                 when padding_value is not set",
            ));
        }
        Ok(())
    }
}

/// Upstream's `PackOp::requirePaddingValue`: a static source size that a (folded) tile, or
/// for an unknown tile the outer size, does not divide.
fn requires_padding(
    src: &[i64],
    inner: &[i64],
    packed: &[i64],
    perm: &[i64],
    tiles: &[Option<i64>],
) -> bool {
    let mut outer: Vec<i64> = packed[..src.len()].to_vec();
    if !perm.is_empty() {
        // Back to the source's order: outer[perm[i]] = packed[i].
        let mut o = vec![0; perm.len()];
        for (i, p) in perm.iter().enumerate() {
            o[*p as usize] = packed[i];
        }
        outer = o;
    }
    inner.iter().zip(tiles).any(|(pos, tile)| {
        let s = src[*pos as usize];
        if s == DYNAMIC {
            return false;
        }
        match tile {
            Some(t) => s % t != 0,
            None => {
                let o = outer[*pos as usize];
                o != DYNAMIC && o != 0 && s % o != 0
            }
        }
    })
}
