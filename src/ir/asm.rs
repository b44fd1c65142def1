//! Types and attributes as MLIR text (upstream's `AsmPrinter` for them), below both the parser
//! (whose messages print types) and the op printer (the `print` module, which wraps this printer and
//! adds values, ops, regions and locations).

use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

use super::float::format_float;
use super::{
    AffineMap, AffineSet, Attr, AttrData, Context, DenseValue, FloatKind, Signedness, Type,
    TypeData, DYNAMIC,
};

/// Prints types and attributes into `out`.
pub struct AsmPrinter<'c> {
    /// The IR the printed entities live in.
    pub ctx: &'c Context,
    /// The text printed so far.
    pub out: String,
    /// `--mlir-print-local-scope`: affine maps inline instead of `#map` aliases.
    pub local_scope: bool,
    /// Affine maps in first-use order; their index is the alias number.
    pub map_aliases: Vec<AffineMap>,
    /// Each map attribute's alias number.
    pub map_index: HashMap<Attr, usize>,
    /// Integer sets in first-use order (`#set`, `#set1`, ...), printed after the maps.
    pub set_aliases: Vec<AffineSet>,
    /// Each set attribute's alias number.
    pub set_index: HashMap<Attr, usize>,
    /// For a printer of part of a module (on its own thread): how many map and set aliases
    /// were numbered before that part. Later ones print as markers (`\u{2}i\u{2}`,
    /// `\u{3}i\u{3}` with the part's own number), renumbered once the parts before are known.
    pub marked_aliases: Option<(usize, usize)>,
}

/// Prints one entity on its own (no aliases) and returns the text.
fn standalone(ctx: &Context, print: impl FnOnce(&mut AsmPrinter)) -> String {
    let mut p = AsmPrinter::new(ctx, true);
    print(&mut p);
    p.out
}

/// The text of a type.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    standalone(ctx, |p| p.print_type(t))
}

/// A memory space as a memref type prints it (`1` for `1 : i64`).
pub fn memory_space_to_string(ctx: &Context, a: Attr) -> String {
    standalone(ctx, |p| p.print_memory_space(a))
}

/// The text of an attribute.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    standalone(ctx, |p| p.print_attr(a))
}

impl<'c> AsmPrinter<'c> {
    /// A printer with empty output.
    pub fn new(ctx: &'c Context, local_scope: bool) -> AsmPrinter<'c> {
        AsmPrinter {
            ctx,
            out: String::new(),
            local_scope,
            map_aliases: Vec::new(),
            map_index: HashMap::default(),
            set_aliases: Vec::new(),
            set_index: HashMap::default(),
            marked_aliases: None,
        }
    }

    /// The alias number of map (`map`) or set attribute `a`, numbering it next if new.
    pub fn alias_number(&mut self, a: Attr, map: bool) -> usize {
        let (index, n) = if map {
            (&mut self.map_index, self.map_aliases.len())
        } else {
            (&mut self.set_index, self.set_aliases.len())
        };
        if let Some(&i) = index.get(&a) {
            return i;
        }
        index.insert(a, n);
        match self.ctx.attr(a) {
            AttrData::AffineMap(m) => self.map_aliases.push(m.clone()),
            AttrData::AffineSet(m) => self.set_aliases.push(m.clone()),
            _ => {}
        }
        n
    }

    /// Appends text.
    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Types separated by `, `.
    pub fn types(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_type(*t);
        }
    }

    // ---- types -----------------------------------------------------------------------------

    /// A type as MLIR prints it.
    pub fn print_type(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.ty(t) {
            TypeData::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeData::Index => self.w("index"),
            TypeData::Float(k) => self.w(k.keyword()),
            TypeData::None => self.w("none"),
            TypeData::Function { inputs, results } => {
                self.w("(");
                self.types(inputs);
                self.w(") -> ");
                self.result_types(results);
            }
            TypeData::MemRef {
                shape,
                elem,
                layout,
                space,
            } => {
                self.w("memref<");
                self.dims(shape, &[]);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.w(", ");
                    self.print_attr(*l);
                }
                if let Some(s) = space {
                    self.w(", ");
                    self.print_memory_space(*s);
                }
                self.w(">");
            }
            TypeData::UnrankedMemRef { elem, space } => {
                self.w("memref<*x");
                self.print_type(*elem);
                if let Some(s) = space {
                    self.w(", ");
                    self.print_memory_space(*s);
                }
                self.w(">");
            }
            TypeData::Tensor {
                shape,
                elem,
                encoding,
            } => {
                self.w("tensor<");
                self.dims(shape, &[]);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.w(", ");
                    self.print_attr(*e);
                }
                self.w(">");
            }
            TypeData::UnrankedTensor { elem } => {
                self.w("tensor<*x");
                self.print_type(*elem);
                self.w(">");
            }
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.w("vector<");
                self.dims(shape, scalable);
                self.print_type(*elem);
                self.w(">");
            }
            TypeData::Complex(e) => {
                self.w("complex<");
                self.print_type(*e);
                self.w(">");
            }
            TypeData::Tuple(ts) => {
                self.w("tuple<");
                self.types(ts);
                self.w(">");
            }
            TypeData::Opaque(s) => self.w(s),
        }
    }

    /// `T`, or `(T, U)` / `()` / `((a) -> b)` for function results.
    pub fn result_types(&mut self, results: &[Type]) {
        let single_plain =
            results.len() == 1 && !matches!(self.ctx.ty(results[0]), TypeData::Function { .. });
        if single_plain {
            self.print_type(results[0]);
        } else {
            self.w("(");
            self.types(results);
            self.w(")");
        }
    }

    /// A shape's dimensions with their `x` separators (`?` dynamic, `[n]` scalable).
    pub fn dims(&mut self, shape: &[i64], scalable: &[bool]) {
        for (i, d) in shape.iter().enumerate() {
            let sc = scalable.get(i).copied().unwrap_or(false);
            if sc {
                self.w("[");
            }
            if *d == DYNAMIC {
                self.w("?");
            } else {
                let _ = write!(self.out, "{d}");
            }
            if sc {
                self.w("]");
            }
            self.w("x");
        }
    }

    /// A memref's memory space (an integer without its `: i64`).
    pub fn print_memory_space(&mut self, a: Attr) {
        let ctx = self.ctx;
        match ctx.attr(a) {
            AttrData::Integer { value, ty }
                if ctx.ty(*ty)
                    == &TypeData::Integer {
                        width: 64,
                        signedness: Signedness::Signless,
                    } =>
            {
                let _ = write!(self.out, "{value}");
            }
            _ => self.print_attr(a),
        }
    }

    // ---- attributes ------------------------------------------------------------------------

    /// An attribute as MLIR prints it.
    pub fn print_attr(&mut self, a: Attr) {
        self.print_attr_impl(a, false);
    }

    /// An integer attribute's value and type (`: i64` left out when `elide_i64`).
    pub fn print_int(&mut self, value: i128, ty: Type, elide_i64: bool) {
        let ctx = self.ctx;
        if ctx.ty(ty).is_i1() {
            self.w(if value != 0 { "true" } else { "false" });
            return;
        }
        let _ = write!(self.out, "{value}");
        let is_i64 = ctx.ty(ty)
            == &TypeData::Integer {
                width: 64,
                signedness: Signedness::Signless,
            };
        if !(elide_i64 && is_i64) {
            self.w(" : ");
            self.print_type(ty);
        }
    }

    /// The float format of a float type.
    pub fn float_kind(&self, ty: Type) -> FloatKind {
        match self.ctx.ty(ty) {
            TypeData::Float(k) => *k,
            _ => FloatKind::F64,
        }
    }

    /// [`Self::print_attr`]; `in_array` for elements of an array attribute.
    pub fn print_attr_impl(&mut self, a: Attr, in_array: bool) {
        let ctx = self.ctx;
        match ctx.attr(a) {
            AttrData::Unit => self.w("unit"),
            AttrData::Integer { value, ty } => self.print_int(*value, *ty, in_array),
            AttrData::Float { bits, ty } => {
                let k = self.float_kind(*ty);
                let text = format_float(k, *bits);
                // Hex text would read back as an integer without its type.
                let hex = text.starts_with("0x");
                self.w(&text);
                if !(in_array && k == FloatKind::F64 && !hex) {
                    self.w(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::String { bytes, ty } => {
                self.w("\"");
                self.w(&escape_string(bytes));
                self.w("\"");
                if let Some(t) = ty {
                    self.w(" : ");
                    self.print_type(*t);
                }
            }
            AttrData::Type(t) => self.print_type(*t),
            AttrData::Array(items) => {
                self.w("[");
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.print_attr_impl(*x, true);
                }
                self.w("]");
            }
            AttrData::Dict(entries) => {
                self.w("{");
                self.dict_entries(entries.iter().map(|(k, v)| (k.as_str(), *v)).collect());
                self.w("}");
            }
            AttrData::SymbolRef(path) => {
                for (i, s) in path.iter().enumerate() {
                    if i > 0 {
                        self.w("::");
                    }
                    self.symbol(s.as_bytes());
                }
            }
            AttrData::DenseArray { elem, values } => {
                self.w("array<");
                self.print_type(*elem);
                if !values.is_empty() {
                    self.w(": ");
                    let is_float = ctx.ty(*elem).is_float();
                    let i1 = ctx.ty(*elem).is_i1();
                    for (i, v) in values.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        if is_float {
                            let k = self.float_kind(*elem);
                            self.w(&format_float(k, *v as u64));
                        } else if i1 {
                            self.w(if *v != 0 { "true" } else { "false" });
                        } else {
                            let _ = write!(self.out, "{v}");
                        }
                    }
                }
                self.w(">");
            }
            AttrData::DenseElements { ty, values } => {
                self.print_dense(*ty, values);
                self.w(" : ");
                self.print_type(*ty);
            }
            AttrData::AffineMap(m) => {
                if self.local_scope {
                    let _ = write!(self.out, "affine_map<{m}>");
                } else {
                    let idx = match self.map_index.get(&a) {
                        Some(i) => *i,
                        None => {
                            let i = self.map_aliases.len();
                            self.map_aliases.push(m.clone());
                            self.map_index.insert(a, i);
                            i
                        }
                    };
                    if self.marked_aliases.is_some_and(|(maps, _)| idx >= maps) {
                        let _ = write!(self.out, "\u{2}{idx}\u{2}");
                    } else if idx == 0 {
                        self.w("#map");
                    } else {
                        let _ = write!(self.out, "#map{idx}");
                    }
                }
            }
            AttrData::AffineSet(m) => {
                if self.local_scope {
                    let _ = write!(self.out, "affine_set<{m}>");
                } else {
                    let idx = match self.set_index.get(&a) {
                        Some(i) => *i,
                        None => {
                            let i = self.set_aliases.len();
                            self.set_aliases.push(m.clone());
                            self.set_index.insert(a, i);
                            i
                        }
                    };
                    if self.marked_aliases.is_some_and(|(_, sets)| idx >= sets) {
                        let _ = write!(self.out, "\u{3}{idx}\u{3}");
                    } else if idx == 0 {
                        self.w("#set");
                    } else {
                        let _ = write!(self.out, "#set{idx}");
                    }
                }
            }
            AttrData::Strided { strides, offset } => {
                self.w("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.int_or_q(*s);
                }
                self.w("]");
                if *offset != 0 {
                    self.w(", offset: ");
                    self.int_or_q(*offset);
                }
                self.w(">");
            }
            AttrData::Overflow(b) => {
                self.w("#arith.overflow<");
                self.w(&overflow_text(*b));
                self.w(">");
            }
            AttrData::FastMath(b) => {
                self.w("#arith.fastmath<");
                self.w(&fastmath_text(*b));
                self.w(">");
            }
            AttrData::IndexCmpPredicate(p) => {
                self.w("#index<cmp_predicate ");
                self.w(super::attrs::CMPI_PREDICATES[*p as usize % 10]);
                self.w(">");
            }
            AttrData::Vector(e, k) => {
                self.w("#vector.");
                self.w(e.name());
                self.w("<");
                self.w(e
                    .keywords()
                    .get(*k as usize)
                    .copied()
                    .unwrap_or("<invalid>"));
                self.w(">");
            }
            AttrData::Opaque(s) => self.w(s),
        }
    }

    /// A static size, or `?` for a dynamic one.
    pub fn int_or_q(&mut self, v: i64) {
        if v == DYNAMIC {
            self.w("?");
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

    /// A symbol reference (`@name`, quoted when it is not a bare identifier).
    pub fn symbol(&mut self, s: &[u8]) {
        self.w("@");
        if is_bare_identifier(s) {
            self.w(std::str::from_utf8(s).unwrap());
        } else {
            self.w("\"");
            self.w(&escape_string(s));
            self.w("\"");
        }
    }

    /// One element of a dense attribute.
    pub fn dense_elem(&mut self, elem: Type, v: &DenseValue) {
        let ctx = self.ctx;
        match v {
            DenseValue::Int(i) => {
                if ctx.ty(elem).is_i1() {
                    self.w(if *i != 0 { "true" } else { "false" });
                } else {
                    let _ = write!(self.out, "{i}");
                }
            }
            DenseValue::Float(b) => {
                let k = self.float_kind(elem);
                self.w(&format_float(k, *b));
            }
            DenseValue::Complex(a, b) => {
                let e = ctx.ty(elem).elem().unwrap_or(elem);
                let k = self.float_kind(e);
                if ctx.ty(e).is_float() {
                    let _ = write!(
                        self.out,
                        "({},{})",
                        format_float(k, *a),
                        format_float(k, *b)
                    );
                } else {
                    let _ = write!(self.out, "({},{})", *a as i64, *b as i64);
                }
            }
        }
    }

    /// A `dense<...>` attribute of type `ty`.
    pub fn print_dense(&mut self, ty: Type, values: &[DenseValue]) {
        let ctx = self.ctx;
        let shape = ctx.ty(ty).shape().unwrap_or(&[]).to_vec();
        let elem = ctx.ty(ty).elem().unwrap();
        let count = super::element_count(&shape);
        self.w("dense<");
        if values.is_empty() || count == Some(0) {
            self.w(">");
            return;
        }
        if values.len() == 1 {
            self.dense_elem(elem, &values[0]);
            self.w(">");
            return;
        }
        if values.len() > 100 {
            self.w("\"0x");
            let et = ctx.ty(elem).clone();
            if et.is_i1() {
                let mut bytes = vec![0u8; values.len().div_ceil(8)];
                for (i, v) in values.iter().enumerate() {
                    if let DenseValue::Int(x) = v {
                        if *x != 0 {
                            bytes[i / 8] |= 1 << (i % 8);
                        }
                    }
                }
                for b in bytes {
                    let _ = write!(self.out, "{b:02X}");
                }
            } else {
                let width = match &et {
                    TypeData::Integer { width, .. } => (*width as usize).div_ceil(8),
                    TypeData::Index => 8,
                    TypeData::Float(k) => k.width() as usize / 8,
                    _ => 8,
                };
                for v in values {
                    let raw: u64 = match v {
                        DenseValue::Int(x) => *x as u64,
                        DenseValue::Float(b) => *b,
                        DenseValue::Complex(a, _) => *a,
                    };
                    for j in 0..width {
                        let _ = write!(self.out, "{:02X}", (raw >> (8 * j)) as u8);
                    }
                }
            }
            self.w("\">");
            return;
        }
        let mut idx = 0;
        self.dense_nested(elem, &shape, 0, values, &mut idx);
        self.w(">");
    }

    /// The elements of dimension `dim` onward, nested in brackets.
    pub fn dense_nested(
        &mut self,
        elem: Type,
        shape: &[i64],
        dim: usize,
        values: &[DenseValue],
        idx: &mut usize,
    ) {
        if dim == shape.len() {
            self.dense_elem(elem, &values[*idx]);
            *idx += 1;
            return;
        }
        self.w("[");
        for i in 0..shape[dim] {
            if i > 0 {
                self.w(", ");
            }
            self.dense_nested(elem, shape, dim + 1, values, idx);
        }
        self.w("]");
    }

    /// `k = v, k2, ...` for a sorted list of entries.
    pub fn dict_entries(&mut self, entries: Vec<(&str, Attr)>) {
        let ctx = self.ctx;
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            if is_bare_identifier(k.as_bytes()) {
                self.w(k);
            } else {
                self.w("\"");
                self.w(&escape_string(k.as_bytes()));
                self.w("\"");
            }
            if !matches!(ctx.attr(*v), AttrData::Unit) {
                self.w(" = ");
                self.print_attr(*v);
            }
        }
    }
}

/// Whether `s` can print as a bare identifier (dictionary keys, symbol names).
pub fn is_bare_identifier(s: &[u8]) -> bool {
    !s.is_empty()
        && (s[0].is_ascii_alphabetic() || s[0] == b'_')
        && s[1..]
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Escapes a string the way MLIR prints string attributes (without the quotes).
pub fn escape_string(s: &[u8]) -> String {
    let mut out = String::new();
    for &b in s {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out
}

/// `nsw, nuw` text of overflow flags.
pub fn overflow_text(b: u8) -> String {
    let mut v = Vec::new();
    if b & 1 != 0 {
        v.push("nsw");
    }
    if b & 2 != 0 {
        v.push("nuw");
    }
    if v.is_empty() {
        "none".into()
    } else {
        v.join(", ")
    }
}

/// `nnan,ninf` text of fast-math flags.
pub fn fastmath_text(b: u8) -> String {
    if b == 0x7f {
        return "fast".into();
    }
    if b == 0 {
        return "none".into();
    }
    crate::ir::attrs::FASTMATH_FLAGS
        .iter()
        .enumerate()
        .filter(|(i, _)| b & (1 << i) != 0)
        .map(|(_, n)| *n)
        .collect::<Vec<_>>()
        .join(",")
}
