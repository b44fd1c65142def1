//! Text formats of MLIR's runner utilities (`spec/runner-utils.md`).

use std::fmt::Write;

/// C's `%g` (what `std::ostream` and `printf("%g")` print for doubles), through libc so that
/// every corner (exponent width, `-nan`, `inf`) matches glibc byte for byte.
pub fn format_f64(x: f64) -> String {
    let mut buf = [0u8; 64];
    // SAFETY: the buffer is large enough for any `%g` output and snprintf NUL-terminates it.
    let n = unsafe { libc::snprintf(buf.as_mut_ptr().cast(), buf.len(), c"%g".as_ptr(), x) };
    String::from_utf8_lossy(&buf[..n.max(0) as usize]).into_owned()
}

/// `%g` of an f32 widened to double, as the runner utilities print it.
pub fn format_f32(x: f32) -> String {
    format_f64(x as f64)
}

/// An element of a printable memref.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// `f32` element.
    F32(f32),
    /// `f64` element.
    F64(f64),
    /// `i32` element.
    I32(i32),
    /// `i64` element.
    I64(i64),
    /// `index` element (printed as unsigned).
    Index(u64),
    /// `complex<f32>` element, printed `(re,im)` as `std::complex`'s `operator<<`.
    C32(f32, f32),
    /// `complex<f64>` element.
    C64(f64, f64),
    /// `i8` element: `std::ostream` prints an `int8_t` as a character.
    I8(u8),
    /// `i16` element.
    I16(i16),
    /// `f16` element (its bits), printed as the float it widens to.
    F16(u16),
    /// `bf16` element (its bits), printed as the float it widens to.
    BF16(u16),
}

/// The f32 an IEEE half widens to (exact).
pub fn f16_to_f32(bits: u16) -> f32 {
    crate::minifloat::to_f64(bits as u64, crate::minifloat::Format::F16) as f32
}

/// The f32 a bfloat16 widens to (exact: its top half).
pub fn bf16_to_f32(bits: u16) -> f32 {
    crate::minifloat::to_f64(bits as u64, crate::minifloat::Format::BF16) as f32
}

impl Scalar {
    fn write(&self, out: &mut String) {
        match self {
            Scalar::F32(x) => out.push_str(&format_f32(*x)),
            Scalar::F64(x) => out.push_str(&format_f64(*x)),
            Scalar::I32(x) => {
                let _ = write!(out, "{x}");
            }
            Scalar::I64(x) => {
                let _ = write!(out, "{x}");
            }
            Scalar::Index(x) => {
                let _ = write!(out, "{x}");
            }
            Scalar::C32(re, im) => {
                let _ = write!(out, "({},{})", format_f32(*re), format_f32(*im));
            }
            Scalar::C64(re, im) => {
                let _ = write!(out, "({},{})", format_f64(*re), format_f64(*im));
            }
            // The byte itself; the output is text, so a byte past ASCII becomes U+FFFD.
            Scalar::I8(b) if b.is_ascii() => out.push(*b as char),
            Scalar::I8(_) => out.push(char::REPLACEMENT_CHARACTER),
            Scalar::I16(x) => {
                let _ = write!(out, "{x}");
            }
            Scalar::F16(b) => out.push_str(&format_f32(f16_to_f32(*b))),
            Scalar::BF16(b) => out.push_str(&format_f32(bf16_to_f32(*b))),
        }
    }
}

/// The metadata of a strided memref and a way to read element `offset + Σ i_k * stride_k`.
pub struct MemRefView<'a> {
    /// The aligned pointer, printed in the header (`base@`).
    pub aligned: usize,
    /// Offset in elements.
    pub offset: i64,
    /// Sizes.
    pub sizes: &'a [i64],
    /// Strides in elements.
    pub strides: &'a [i64],
    /// Reads the element at a linear element index (relative to `aligned`).
    pub read: &'a dyn Fn(i64) -> Scalar,
}

/// `Unranked Memref base@ = 0x... rank = R offset = O sizes = [...] strides = [...] data = \n`
/// followed by the nested element lists, exactly as `printMemref*` prints them.
pub fn format_memref(v: &MemRefView<'_>, unranked: bool) -> String {
    let mut out = format_memref_shape(v, unranked);
    out.push_str(" data = \n");
    let rank = v.sizes.len();
    if rank == 0 {
        out.push('[');
        (v.read)(v.offset).write(&mut out);
        out.push(']');
    } else {
        print_dim(v, &mut out, rank, 0, v.offset);
    }
    out.push('\n');
    out
}

/// `Unranked Memref base@ = 0x... rank = R offset = O sizes = [...] strides = [...]` (no
/// newline): the header of [`format_memref`], what `printMemrefShape*` prints.
pub fn format_memref_shape(v: &MemRefView<'_>, unranked: bool) -> String {
    let mut out = String::new();
    let join = |xs: &[i64]| {
        xs.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let base = if v.aligned == 0 {
        "0".to_string()
    } else {
        format!("{:#x}", v.aligned)
    };
    let _ = write!(
        out,
        "{}Memref base@ = {} rank = {} offset = {} sizes = [{}] strides = [{}]",
        if unranked { "Unranked " } else { "" },
        base,
        v.sizes.len(),
        v.offset,
        join(v.sizes),
        join(v.strides)
    );
    out
}

fn spaces(out: &mut String, n: usize) {
    for _ in 0..n {
        out.push(' ');
    }
}

/// Upstream's `MemRefDataPrinter::print`: `dim` counts the dimensions still to print, `k` is the
/// index of the current one.
fn print_dim(v: &MemRefView<'_>, out: &mut String, dim: usize, k: usize, off: i64) {
    let rank = v.sizes.len();
    if dim == 0 {
        (v.read)(off).write(out);
        return;
    }
    let size = v.sizes[k];
    let stride = v.strides[k];
    out.push('[');
    // An empty dimension reads nothing (upstream prints garbage there).
    if size <= 0 {
        out.push(']');
        return;
    }
    print_dim(v, out, dim - 1, k + 1, off);
    if size <= 1 {
        out.push(']');
        return;
    }
    let sep = |out: &mut String| {
        out.push_str(", ");
        if dim > 1 {
            out.push('\n');
        }
    };
    sep(out);
    for i in 1..size - 1 {
        spaces(out, rank - dim + 1);
        print_dim(v, out, dim - 1, k + 1, off + i * stride);
        sep(out);
    }
    spaces(out, rank - dim + 1);
    print_dim(v, out, dim - 1, k + 1, off + (size - 1) * stride);
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view<'a>(
        sizes: &'a [i64],
        strides: &'a [i64],
        read: &'a dyn Fn(i64) -> Scalar,
    ) -> MemRefView<'a> {
        MemRefView {
            aligned: 0x385ff80,
            offset: 0,
            sizes,
            strides,
            read,
        }
    }

    #[test]
    fn floats_like_printf_g() {
        let got: Vec<String> = [
            1.5f32,
            0.1,
            100.0,
            1e10,
            1e-5,
            123456789.0,
            -0.0,
            f32::INFINITY,
            -f32::INFINITY,
            std::f32::consts::PI,
            9.99995e-41,
        ]
        .iter()
        .map(|x| format_f32(*x))
        .collect();
        assert_eq!(
            got,
            [
                "1.5",
                "0.1",
                "100",
                "1e+10",
                "1e-05",
                "1.23457e+08",
                "-0",
                "inf",
                "-inf",
                "3.14159",
                "9.99995e-41"
            ]
        );
        assert_eq!(format_f64(1e100), "1e+100");
        assert_eq!(format_f64(1e-7), "1e-07");
        assert_eq!(format_f64(f64::NAN), "nan");
        assert_eq!(format_f64(-f64::NAN), "-nan");
    }

    #[test]
    fn rank1_and_header() {
        let r = |_| Scalar::F32(1.5);
        let s = format_memref(&view(&[4], &[1], &r), true);
        assert_eq!(s, "Unranked Memref base@ = 0x385ff80 rank = 1 offset = 0 sizes = [4] strides = [1] data = \n[1.5,  1.5,  1.5,  1.5]\n");
    }

    #[test]
    fn rank2_rows_end_with_comma_space() {
        let vals = [0.5f32, 1.5, 2.5, 10.5];
        let r = |i: i64| Scalar::F32(vals[(i % 4) as usize]);
        let s = format_memref(&view(&[3, 4], &[4, 1], &r), false);
        let body: Vec<&str> = s.lines().skip(1).collect();
        assert_eq!(
            body,
            [
                "[[0.5,   1.5,   2.5,   10.5], ",
                " [0.5,   1.5,   2.5,   10.5], ",
                " [0.5,   1.5,   2.5,   10.5]]"
            ]
        );
        assert!(s.starts_with("Memref base@"));
    }

    #[test]
    fn rank3_rank0_and_unit_dims() {
        let r = |i: i64| Scalar::I64(i);
        let s = format_memref(&view(&[2, 2, 3], &[6, 3, 1], &r), false);
        let body: Vec<&str> = s.lines().skip(1).collect();
        assert_eq!(
            body,
            [
                "[[[0,    1,    2], ",
                "  [3,    4,    5]], ",
                " [[6,    7,    8], ",
                "  [9,    10,    11]]]"
            ]
        );
        let seven = |_| Scalar::I32(7);
        assert_eq!(
            format_memref(&view(&[], &[], &seven), false).lines().nth(1),
            Some("[7]")
        );
        assert_eq!(
            format_memref(&view(&[1, 1], &[1, 1], &seven), false)
                .lines()
                .nth(1),
            Some("[[7]]")
        );
        let s = format_memref(&view(&[2, 1], &[1, 1], &r), false);
        assert_eq!(s.lines().skip(1).collect::<Vec<_>>(), ["[[0], ", " [1]]"]);
        let idx = |_| Scalar::Index(u64::MAX);
        assert_eq!(
            format_memref(&view(&[1], &[1], &idx), false).lines().nth(1),
            Some("[18446744073709551615]")
        );
    }
}
