//! Custom forms of `linalg.pack` and `linalg.unpack` (upstream's ODS assembly format in
//! `LinalgRelayoutOps.td`).

use super::*;

impl<'a> Parser<'a> {
    /// `$source (padding_value(%p : T))? (outer_dims_perm = [..])? inner_dims_pos = [..]
    /// inner_tiles = [..] into $dest attr-dict : type($source) -> type($dest)`.
    pub(super) fn parse_linalg_relayout(&mut self, pack: bool, st: &mut OpState) -> DResult<()> {
        let src = self.parse_operand()?;
        let mut padding = None;
        if pack && self.eat_keyword("padding_value") {
            self.expect_punct("(")?;
            let p = self.parse_operand()?;
            self.expect_punct(":")?;
            let t = self.parse_type()?;
            self.expect_punct(")")?;
            padding = Some((p, t));
        }
        let mut attrs = Vec::new();
        if self.eat_keyword("outer_dims_perm") {
            self.expect_punct("=")?;
            let v = self.parse_i64_list()?;
            let a = self.ctx.dense_i64_array(&v);
            attrs.push(("outer_dims_perm".to_string(), a));
        }
        self.expect_op_keyword("inner_dims_pos")?;
        self.expect_punct("=")?;
        let v = self.parse_i64_list()?;
        let a = self.ctx.dense_i64_array(&v);
        attrs.push(("inner_dims_pos".to_string(), a));
        self.expect_op_keyword("inner_tiles")?;
        self.expect_punct("=")?;
        let (tiles, tile_dyn) = self.parse_dynamic_index_list("[", "]")?;
        let a = self.ctx.dense_i64_array(&tiles);
        attrs.push(("static_inner_tiles".to_string(), a));
        self.expect_op_keyword("into")?;
        let dest = self.parse_operand()?;
        let more = self.parse_optional_attr_dict()?;
        self.expect_punct(":")?;
        let src_ty = self.parse_relayout_tensor(pack)?;
        self.expect_punct("->")?;
        let dest_ty = self.parse_relayout_tensor(pack)?;
        let index = self.index_ty();
        let mut ops = vec![self.resolve(&src, src_ty)?, self.resolve(&dest, dest_ty)?];
        let npad = match padding {
            Some((p, t)) => {
                ops.push(self.resolve(&p, t)?);
                1
            }
            None => 0,
        };
        ops.extend(self.resolve_same(&tile_dyn, index)?);
        if pack {
            attrs.push(self.seg(&[1, 1, npad, tile_dyn.len()]));
        }
        Self::merge(&mut attrs, more);
        st.operands = ops.into();
        st.attrs = attrs;
        st.result_types = smallvec::smallvec![dest_ty];
        Ok(())
    }

    /// A ranked tensor type, with upstream's message for another kind.
    fn parse_relayout_tensor(&mut self, pack: bool) -> DResult<Type> {
        let pos = self.pos();
        let t = self.parse_type()?;
        if matches!(self.ctx.ty(t), TypeData::Tensor { .. }) {
            return Ok(t);
        }
        let name = if pack { "linalg.pack" } else { "linalg.unpack" };
        Err(self.error_at(
            pos,
            format!(
                "custom op '{name}' invalid kind of type specified: expected builtin.tensor, \
                 but found '{}'",
                // The type as written (the parser holds no type printer).
                String::from_utf8_lossy(&self.src[pos..self.pos()]).trim_end()
            ),
        ))
    }
}
