//! Byte sizes of buffers, in checked arithmetic, so that both engines agree on which
//! allocations are too large and say so at the op instead of wrapping around.

/// The largest buffer either engine allocates: what a Rust allocation or a pointer offset
/// can address.
pub const MAX_BYTES: u64 = isize::MAX as u64;

/// Bytes of a buffer of `sizes` elements of `esize` bytes, with `offset` elements in front
/// (a static layout's offset). Errors are the messages both engines report:
/// `negative size in allocation: [-5, 4]` and `allocation size overflows`.
pub fn alloc_bytes(sizes: &[i64], offset: i64, esize: u64) -> Result<u64, String> {
    if sizes.iter().any(|s| *s < 0) {
        return Err(format!("negative size in allocation: {sizes:?}"));
    }
    let overflow = || "allocation size overflows".to_string();
    let elems = sizes
        .iter()
        .try_fold(1u64, |a, s| a.checked_mul(*s as u64))
        .ok_or_else(overflow)?;
    let elems = elems.checked_add_signed(offset).ok_or_else(overflow)?;
    let bytes = elems.checked_mul(esize).ok_or_else(overflow)?;
    if bytes > MAX_BYTES {
        return Err(overflow());
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert_eq!(alloc_bytes(&[4, 8], 0, 4), Ok(128));
        assert_eq!(alloc_bytes(&[], 0, 8), Ok(8));
        assert_eq!(alloc_bytes(&[0, 8], 0, 4), Ok(0));
        assert_eq!(alloc_bytes(&[4], 2, 4), Ok(24));
        assert_eq!(
            alloc_bytes(&[-5, 4], 0, 1),
            Err("negative size in allocation: [-5, 4]".into())
        );
        let ovf = Err("allocation size overflows".to_string());
        // 2^32 * 2^32 wraps to 0 in 64 bits.
        assert_eq!(alloc_bytes(&[1 << 32, 1 << 32], 0, 4), ovf);
        // (2^62 + 1) * 4 wraps to 4.
        assert_eq!(alloc_bytes(&[(1 << 62) + 1, 4], 0, 1), ovf);
        assert_eq!(alloc_bytes(&[1 << 61], 0, 8), ovf);
        assert_eq!(alloc_bytes(&[i64::MAX], 0, 1), Ok(i64::MAX as u64));
        assert_eq!(alloc_bytes(&[i64::MAX], 1, 1), ovf);
    }
}
