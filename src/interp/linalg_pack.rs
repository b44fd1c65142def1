//! `linalg.pack` and `linalg.unpack` on tensor values: the relayout upstream's
//! `generateScalarImplementation` describes, element by element.
//!
//! Upstream leaves partial tiles without `padding_value`, tiles that differ from the packed
//! type's sizes and destinations too small for the data undefined; here each is a located
//! error.

use super::tensor::{for_each_index, row_major};
use super::{Interp, RtVal};
use crate::diag::Diagnostic;
use crate::ir::Op;

impl Interp<'_> {
    pub(super) fn exec_linalg_relayout(
        &mut self,
        op: Op,
        pack: bool,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let name = ctx.op_name(op);
        let operands = ctx.operands(op).to_vec();
        let src = self.tensor_val(op, operands[0])?;
        let dest = self.tensor_val(op, operands[1])?;
        let r = crate::ir::ops::RelayoutOp::new(ctx, op);
        let (pad, dyn_tiles) = (r.padding, r.dyn_tiles);
        let tiles = self.mixed(&r.static_tiles, &dyn_tiles);
        let (inner, perm) = (r.inner_dims_pos, r.outer_dims_perm);
        let (unpacked, packed) = if pack {
            (&src.shape, &dest.shape)
        } else {
            (&dest.shape, &src.shape)
        };
        let n = unpacked.len();
        for (j, t) in tiles.iter().enumerate() {
            if *t <= 0 {
                return Err(self.error(op, format!("{name}: inner tile size {t} is not positive")));
            }
            if packed[n + j] != *t {
                return Err(self.error(
                    op,
                    format!(
                        "{name}: inner tile size {t} differs from the packed tensor's size {}",
                        packed[n + j]
                    ),
                ));
            }
        }
        // The outer sizes in the unpacked tensor's dimension order.
        let outer_at = |d: usize| match perm.iter().position(|p| *p == d) {
            Some(i) => packed[i],
            None => packed[d],
        };
        let tile_of = |d: usize| inner.iter().position(|p| *p == d).map(|j| tiles[j]);
        for (d, size) in unpacked.iter().enumerate() {
            let need = match tile_of(d) {
                Some(t) => (size + t - 1) / t,
                None => *size,
            };
            let have = outer_at(d);
            // Pack may have spare outer tiles (all padding); unpack reads only what its
            // destination holds. Fewer tiles than the data would drop or invent elements.
            if have < need || (!pack && tile_of(d).is_none() && have != need) {
                return Err(self.error(
                    op,
                    format!(
                        "{name}: packed outer size {have} of dimension {d} cannot hold the \
                         unpacked size {size}"
                    ),
                ));
            }
        }
        let pad_val = pad.map(|p| self.get(p));
        let src_strides = row_major(&src.shape);
        let mut elems = Vec::new();
        let mut unpacked_idx = vec![0i64; n];
        if pack {
            for_each_index(&dest.shape, |idx| {
                for d in 0..n {
                    unpacked_idx[d] = idx[perm.iter().position(|p| *p == d).unwrap_or(d)];
                }
                for (j, d) in inner.iter().enumerate() {
                    unpacked_idx[*d] = unpacked_idx[*d] * tiles[j] + idx[n + j];
                }
                if unpacked_idx.iter().zip(&src.shape).all(|(i, s)| i < s) {
                    let at: i64 = unpacked_idx
                        .iter()
                        .zip(&src_strides)
                        .map(|(i, s)| i * s)
                        .sum();
                    elems.push(src.elems[at as usize].clone());
                    return Ok(());
                }
                match &pad_val {
                    Some(v) => {
                        elems.push(v.clone());
                        Ok(())
                    }
                    None => Err(self.error(
                        op,
                        format!(
                            "{name}: partial tile at {idx:?} without padding_value (undefined \
                             behavior upstream)"
                        ),
                    )),
                }
            })?;
        } else {
            let mut packed_idx = vec![0i64; packed.len()];
            for_each_index(&dest.shape, |idx| {
                for (i, slot) in packed_idx.iter_mut().enumerate().take(n) {
                    let d = perm.get(i).copied().unwrap_or(i);
                    *slot = match tile_of(d) {
                        Some(t) => idx[d] / t,
                        None => idx[d],
                    };
                }
                for (j, d) in inner.iter().enumerate() {
                    packed_idx[n + j] = idx[*d] % tiles[j];
                }
                let at: i64 = packed_idx
                    .iter()
                    .zip(&src_strides)
                    .map(|(i, s)| i * s)
                    .sum();
                elems.push(src.elems[at as usize].clone());
                Ok(())
            })?;
        }
        Ok(vec![self.new_tensor(op, dest.shape.clone(), elems)?])
    }
}
