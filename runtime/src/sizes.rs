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
    // A zero dimension empties the buffer whatever the others multiply to.
    let elems = if sizes.contains(&0) {
        0
    } else {
        sizes
            .iter()
            .try_fold(1u64, |a, s| a.checked_mul(*s as u64))
            .ok_or_else(overflow)?
    };
    let elems = elems.checked_add_signed(offset).ok_or_else(overflow)?;
    let bytes = elems.checked_mul(esize).ok_or_else(overflow)?;
    if bytes > MAX_BYTES {
        return Err(overflow());
    }
    Ok(bytes)
}

/// A `memref.subview`'s offsets, sizes and strides against its source's sizes: every element
/// it covers lies inside the source. The error is the message both engines report.
pub fn check_subview(
    src_sizes: &[i64],
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
) -> Result<(), String> {
    for (k, ((&o, &n), &st)) in offsets.iter().zip(sizes).zip(strides).enumerate() {
        let dim = src_sizes.get(k).copied().unwrap_or(0);
        let last = (n.max(1) - 1)
            .checked_mul(st)
            .and_then(|d| o.checked_add(d));
        // Both ends inside: with a negative stride the offset is the last element.
        let in_dim = |i: i64| (0..dim).contains(&i);
        let inside = o >= 0 && (n <= 0 || (in_dim(o) && last.is_some_and(in_dim)));
        if !inside {
            return Err(format!(
                "subview out of bounds in dimension {k}: offset {o}, size {n}, stride {st} of size {dim}"
            ));
        }
    }
    Ok(())
}

/// A `memref.view` at byte `shift` of a `src_bytes`-byte buffer, of `sizes` elements of
/// `esize` bytes: the view lies inside the buffer.
pub fn check_view(shift: i64, src_bytes: i64, sizes: &[i64], esize: u64) -> Result<(), String> {
    let need = alloc_bytes(sizes, 0, esize).ok().map(|b| b as i64);
    let fits = shift >= 0
        && need.is_some_and(|n| shift.checked_add(n).is_some_and(|end| end <= src_bytes));
    if fits {
        return Ok(());
    }
    let need = need.map_or_else(|| "too many".to_string(), |n| n.to_string());
    Err(format!(
        "memref.view out of bounds: byte shift {shift} and {need} bytes in a buffer of {src_bytes} bytes"
    ))
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
        // Empty, however large the other dimensions.
        assert_eq!(alloc_bytes(&[1 << 40, 1 << 40, 0], 0, 8), Ok(0));
        assert_eq!(alloc_bytes(&[1 << 40, 0, 1 << 40], 2, 8), Ok(16));
    }

    #[test]
    fn views_are_checked() {
        assert!(check_subview(&[8], &[4], &[4], &[1]).is_ok());
        assert!(check_subview(&[8], &[0], &[4], &[2]).is_ok());
        assert!(check_subview(&[8], &[9], &[0], &[1]).is_ok());
        assert_eq!(
            check_subview(&[8], &[5], &[4], &[1]),
            Err(
                "subview out of bounds in dimension 0: offset 5, size 4, stride 1 of size 8".into()
            )
        );
        assert!(check_subview(&[8], &[-1], &[1], &[1]).is_err());
        // A negative stride walks down from the offset, which must be inside too.
        assert!(check_subview(&[8], &[7], &[4], &[-2]).is_ok());
        assert!(check_subview(&[8], &[10], &[3], &[-2]).is_err());
        assert!(check_subview(&[8], &[2], &[3], &[-2]).is_err());
        assert!(check_subview(&[8], &[1], &[i64::MAX], &[i64::MAX]).is_err());
        assert!(check_view(0, 64, &[4], 4).is_ok());
        assert!(check_view(48, 64, &[4], 4).is_ok());
        assert_eq!(
            check_view(49, 64, &[4], 4),
            Err(
                "memref.view out of bounds: byte shift 49 and 16 bytes in a buffer of 64 bytes"
                    .into()
            )
        );
        assert!(check_view(-1, 64, &[1], 1).is_err());
        assert!(check_view(i64::MAX, 64, &[1], 1).is_err());
    }
}
