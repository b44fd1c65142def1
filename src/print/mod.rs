//! The printer: MLIR text exactly as upstream `mlir-opt` prints it (`spec/printing.md`).

mod names;
mod ops;

use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

pub use crate::ir::float::format_float;

use crate::ir::{
    Attr, AttrData, Block, Context, DenseValue, FloatKind, Loc, LocData, Op, OpKind, Region,
    Signedness, Type, TypeData, Value, DYNAMIC,
};
use names::Names;

/// Printer options (the `--mlir-print-*` flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-debuginfo`: print locations.
    pub debug_info: bool,
    /// `--mlir-print-op-generic`: print every op in generic form.
    pub generic: bool,
    /// `--mlir-print-local-scope`: no aliases.
    pub local_scope: bool,
}

/// Prints a top-level op (normally a `builtin.module`) with alias definitions, as `mlir-opt`.
pub fn print_module(ctx: &Context, top: Op, opts: &PrintOptions) -> String {
    print_module_parts(ctx, top, opts).concat()
}

/// A printed module in three pieces (alias definitions first, the body, trailing location
/// aliases), so that a large output can be written out without joining it into one buffer.
pub struct Printed {
    /// Location and affine-map alias definitions that precede the module.
    pub head: String,
    /// The module.
    pub body: String,
    /// Location aliases that follow it.
    pub tail: String,
}

impl Printed {
    /// The whole text.
    pub fn concat(self) -> String {
        let mut s = self.head;
        s.reserve(self.body.len() + self.tail.len());
        s.push_str(&self.body);
        s.push_str(&self.tail);
        s
    }

    /// Writes the whole text to `w`.
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        w.write_all(self.head.as_bytes())?;
        w.write_all(self.body.as_bytes())?;
        w.write_all(self.tail.as_bytes())
    }
}

/// [`print_module`] in pieces (see [`Printed`]).
pub fn print_module_parts(ctx: &Context, top: Op, opts: &PrintOptions) -> Printed {
    let mut p = Printer::new(ctx, opts.clone());
    // Printed IR takes roughly 40 bytes per op; reserving avoids regrowing a huge buffer.
    p.out.reserve(ctx.num_ops() * 40);
    p.names.name_top(ctx, top, opts.generic);
    p.dd_stack.push("builtin");
    p.print_op(top);
    p.out.push('\n');
    // Location aliases reached from block arguments come first, the rest after the module.
    let (top_locs, mut bottom_locs) = p.loc_alias_defs();
    let body = std::mem::take(&mut p.out);
    let mut head = top_locs;
    for (i, m) in p.map_aliases.iter().enumerate() {
        let name = if i == 0 {
            "#map".to_string()
        } else {
            format!("#map{i}")
        };
        let _ = writeln!(head, "{name} = affine_map<{m}>");
    }
    bottom_locs.push('\n');
    Printed {
        head,
        body,
        tail: bottom_locs,
    }
}

/// Prints one op in generic form (for "see current operation" notes). Values are named as
/// upstream names them there: from the nearest isolated-from-above ancestor (a function's
/// arguments are `%argN`, results are numbered in order through the function); an op without
/// such an ancestor gets names local to it.
pub fn print_op_generic(ctx: &Context, op: Op) -> String {
    let mut p = Printer::new(
        ctx,
        PrintOptions {
            generic: true,
            local_scope: true,
            ..Default::default()
        },
    );
    let mut scope = ctx.parent_op(op);
    while let Some(s) = scope {
        if ctx.kind(s).is_isolated_from_above() {
            break;
        }
        scope = ctx.parent_op(s);
    }
    match scope {
        Some(s) => p.names.name_top(ctx, s, true),
        None => p.names.name_op_locally(ctx, op),
    }
    p.print_op(op);
    p.out.trim_end().to_string()
}

/// Prints one entity on its own (no aliases) and returns the text.
fn standalone(ctx: &Context, print: impl FnOnce(&mut Printer)) -> String {
    let mut p = Printer::new(
        ctx,
        PrintOptions {
            local_scope: true,
            ..Default::default()
        },
    );
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

/// Formats a location as it appears inside `loc(...)`, without aliases.
pub fn loc_to_string(ctx: &Context, l: Loc) -> String {
    let mut p = Printer::new(
        ctx,
        PrintOptions {
            local_scope: true,
            ..Default::default()
        },
    );
    p.print_loc_inner(l, true);
    p.out
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

pub(crate) struct Printer<'c> {
    pub ctx: &'c Context,
    pub opts: PrintOptions,
    pub out: String,
    pub indent: usize,
    pub names: Names,
    /// Affine maps in first-use order; their index is the alias number.
    map_aliases: Vec<crate::ir::AffineMap>,
    map_index: HashMap<Attr, usize>,
    /// Locations in first-use order, and whether each was reached from a block argument.
    locs: Vec<Loc>,
    loc_index: HashMap<Loc, usize>,
    loc_from_arg: Vec<bool>,
    /// Default dialect of the regions being printed (`func` inside `func.func`).
    pub dd_stack: Vec<&'static str>,
}

impl<'c> Printer<'c> {
    fn new(ctx: &'c Context, opts: PrintOptions) -> Printer<'c> {
        Printer {
            ctx,
            opts,
            out: String::new(),
            indent: 0,
            names: Names::default(),
            map_aliases: Vec::new(),
            map_index: HashMap::default(),
            locs: Vec::new(),
            loc_index: HashMap::default(),
            loc_from_arg: Vec::new(),
            dd_stack: Vec::new(),
        }
    }

    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }

    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    // ---- values ----------------------------------------------------------------------------

    pub fn value(&mut self, v: Value) {
        self.names.write_value(self.ctx, v, &mut self.out);
    }

    pub fn values(&mut self, vs: &[Value]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.value(*v);
        }
    }

    pub fn types(&mut self, ts: &[Type]) {
        for (i, t) in ts.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.print_type(*t);
        }
    }

    pub fn value_types(&mut self, vs: &[Value]) {
        let ts: Vec<Type> = vs.iter().map(|v| self.ctx.value_type(*v)).collect();
        self.types(&ts);
    }

    // ---- types -----------------------------------------------------------------------------

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

    fn dims(&mut self, shape: &[i64], scalable: &[bool]) {
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

    fn print_memory_space(&mut self, a: Attr) {
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

    pub fn print_attr(&mut self, a: Attr) {
        self.print_attr_impl(a, false);
    }

    fn print_int(&mut self, value: i128, ty: Type, elide_i64: bool) {
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

    fn float_kind(&self, ty: Type) -> FloatKind {
        match self.ctx.ty(ty) {
            TypeData::Float(k) => *k,
            _ => FloatKind::F64,
        }
    }

    fn print_attr_impl(&mut self, a: Attr, in_array: bool) {
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
                if self.opts.local_scope {
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
                    if idx == 0 {
                        self.w("#map");
                    } else {
                        let _ = write!(self.out, "#map{idx}");
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
            AttrData::RoundingMode(m) => {
                let _ = write!(
                    self.out,
                    "#arith.roundingmode<{}>",
                    crate::ir::attrs::ROUNDING_MODES[*m as usize]
                );
            }
            AttrData::Opaque(s) => self.w(s),
        }
    }

    pub fn int_or_q(&mut self, v: i64) {
        if v == DYNAMIC {
            self.w("?");
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

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

    fn dense_elem(&mut self, elem: Type, v: &DenseValue) {
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

    fn print_dense(&mut self, ty: Type, values: &[DenseValue]) {
        let ctx = self.ctx;
        let shape = ctx.ty(ty).shape().unwrap_or(&[]).to_vec();
        let elem = ctx.ty(ty).elem().unwrap();
        let count: i64 = shape.iter().product();
        self.w("dense<");
        if values.is_empty() || count == 0 {
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

    fn dense_nested(
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

    /// ` attributes {attrs}` variant.
    pub fn attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        let entries: Vec<(&str, Attr)> = self
            .ctx
            .attrs(op)
            .iter()
            .filter(|(k, _)| !elided.contains(&self.ctx.ident_str(*k)))
            .map(|(k, v)| (self.ctx.ident_str(*k), *v))
            .collect();
        if !entries.is_empty() {
            self.w(" attributes {");
            self.dict_entries(entries);
            self.w("}");
        }
    }

    // ---- locations -------------------------------------------------------------------------

    fn loc_alias(&mut self, l: Loc, from_arg: bool) -> usize {
        // Register inner locations first so that nesting is known.
        let ctx = self.ctx;
        match ctx.loc(l).clone() {
            LocData::Name { child, .. } if !matches!(ctx.loc(child), LocData::Unknown) => {
                self.loc_alias(child, from_arg);
            }
            LocData::CallSite { callee, caller } => {
                self.loc_alias(callee, from_arg);
                self.loc_alias(caller, from_arg);
            }
            LocData::Fused { locs, .. } => {
                for x in locs {
                    self.loc_alias(x, from_arg);
                }
            }
            _ => {}
        }
        match self.loc_index.get(&l) {
            Some(i) => {
                if from_arg {
                    self.loc_from_arg[*i] = true;
                }
                *i
            }
            None => {
                let i = self.locs.len();
                self.locs.push(l);
                self.loc_from_arg.push(from_arg);
                self.loc_index.insert(l, i);
                i
            }
        }
    }

    /// ` loc(#locN)` (or inline with `--mlir-print-local-scope`) when printing debug info.
    pub fn trailing_loc(&mut self, l: Loc) {
        if !self.opts.debug_info {
            return;
        }
        self.w(" loc(");
        if self.opts.local_scope {
            self.print_loc_inner(l, true);
        } else {
            // The number is assigned at the end; leave a marker.
            let _ = write!(self.out, "\u{1}{}\u{1}", l.as_u32());
        }
        self.w(")");
    }

    /// Registers an op's location before its contents are printed (alias numbering order).
    fn register_op_loc(&mut self, l: Loc) {
        if self.opts.debug_info && !self.opts.local_scope {
            self.loc_alias(l, false);
        }
    }

    /// Inline location of a block argument (aliases of its parts go to the top).
    pub fn arg_loc(&mut self, l: Loc) {
        if !self.opts.debug_info {
            return;
        }
        self.w(" loc(");
        if !self.opts.local_scope {
            self.loc_alias(l, true);
        }
        self.print_loc_inner(l, self.opts.local_scope);
        self.w(")");
    }

    fn sub_loc(&mut self, l: Loc, inline: bool) {
        if inline {
            self.print_loc_inner(l, true);
        } else {
            let _ = write!(self.out, "\u{1}{}\u{1}", l.as_u32());
        }
    }

    pub fn print_loc_inner(&mut self, l: Loc, inline: bool) {
        let ctx = self.ctx;
        match ctx.loc(l).clone() {
            LocData::Unknown => self.w("unknown"),
            LocData::FileLineCol { file, line, col } => {
                let _ = write!(
                    self.out,
                    "\"{}\":{line}:{col}",
                    escape_string(file.as_bytes())
                );
            }
            LocData::FileRange {
                file,
                line,
                col,
                end_line,
                end_col,
            } => {
                let _ = write!(
                    self.out,
                    "\"{}\":{line}:{col} to ",
                    escape_string(file.as_bytes())
                );
                if end_line == line {
                    let _ = write!(self.out, ":{end_col}");
                } else {
                    let _ = write!(self.out, "{end_line}:{end_col}");
                }
            }
            LocData::Name { name, child } => {
                let _ = write!(self.out, "\"{}\"", escape_string(name.as_bytes()));
                if !matches!(ctx.loc(child), LocData::Unknown) {
                    self.w("(");
                    self.sub_loc(child, inline);
                    self.w(")");
                }
            }
            LocData::CallSite { callee, caller } => {
                self.w("callsite(");
                self.sub_loc(callee, inline);
                self.w(" at ");
                self.sub_loc(caller, inline);
                self.w(")");
            }
            LocData::Fused { meta, locs } => {
                self.w("fused");
                if let Some(m) = meta {
                    self.w("<");
                    self.print_attr(m);
                    self.w(">");
                }
                self.w("[");
                for (i, x) in locs.iter().enumerate() {
                    if i > 0 {
                        self.w(", ");
                    }
                    self.sub_loc(*x, inline);
                }
                self.w("]");
            }
        }
    }

    /// Numbers the location aliases (leaves first), substitutes markers and returns the alias
    /// definitions for the top and the bottom of the file.
    fn loc_alias_defs(&mut self) -> (String, String) {
        if self.locs.is_empty() {
            return (String::new(), String::new());
        }
        let ctx = self.ctx;
        let is_leaf = |l: Loc| match ctx.loc(l) {
            LocData::Name { child, .. } => matches!(ctx.loc(*child), LocData::Unknown),
            LocData::CallSite { .. } | LocData::Fused { .. } => false,
            _ => true,
        };
        let mut order: Vec<usize> = (0..self.locs.len())
            .filter(|i| is_leaf(self.locs[*i]))
            .collect();
        order.extend((0..self.locs.len()).filter(|i| !is_leaf(self.locs[*i])));
        let mut number: HashMap<u32, usize> = HashMap::default();
        for (n, i) in order.iter().enumerate() {
            number.insert(self.locs[*i].as_u32(), n);
        }
        let alias = |n: usize| {
            if n == 0 {
                "#loc".to_string()
            } else {
                format!("#loc{n}")
            }
        };
        let subst = |s: &str| -> String {
            let mut out = String::with_capacity(s.len());
            let mut parts = s.split('\u{1}');
            out.push_str(parts.next().unwrap_or(""));
            while let (Some(id), Some(rest)) = (parts.next(), parts.next()) {
                let n = number[&id.parse::<u32>().unwrap()];
                out.push_str(&alias(n));
                out.push_str(rest);
            }
            out
        };
        self.out = subst(&self.out);
        let mut top = String::new();
        let mut bottom = String::new();
        for (n, i) in order.iter().enumerate() {
            let l = self.locs[*i];
            let saved = std::mem::take(&mut self.out);
            self.print_loc_inner(l, false);
            let text = subst(&std::mem::replace(&mut self.out, saved));
            let line = format!("{} = loc({text})\n", alias(n));
            if self.loc_from_arg[*i] {
                top.push_str(&line);
            } else {
                bottom.push_str(&line);
            }
        }
        (top, bottom)
    }

    // ---- regions and blocks ----------------------------------------------------------------

    /// Prints ` {` ... `}` for a region. `entry_args`: print the entry block's label and
    /// arguments; `elide_term`: drop an operand-less terminator without attributes.
    pub fn region(&mut self, r: Region, entry_args: bool, elide_term: bool) {
        self.region_dd(r, entry_args, elide_term, "");
    }

    pub fn region_dd(&mut self, r: Region, entry_args: bool, elide_term: bool, dd: &'static str) {
        let ctx = self.ctx;
        self.w("{");
        self.dd_stack.push(dd);
        self.indent += 1;
        let blocks: Vec<Block> = ctx.region_blocks(r).collect();
        let preds = if blocks.len() > 1 {
            predecessors(ctx, r)
        } else {
            HashMap::default()
        };
        for (bi, &b) in blocks.iter().enumerate() {
            let ops: Vec<Op> = ctx.block_ops(b).collect();
            let print_label = if bi == 0 {
                entry_args && (!ctx.block_args(b).is_empty() || ops.is_empty())
            } else {
                true
            };
            if print_label {
                self.out.push('\n');
                for _ in 0..self.indent - 1 {
                    self.out.push_str("  ");
                }
                let _ = write!(self.out, "^bb{bi}");
                let args = ctx.block_args(b).to_vec();
                if !args.is_empty() {
                    self.w("(");
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            self.w(", ");
                        }
                        self.value(*a);
                        self.w(": ");
                        self.print_type(ctx.value_type(*a));
                        self.arg_loc(ctx.value(*a).loc);
                    }
                    self.w(")");
                }
                self.w(":");
                if bi > 0 {
                    let ps = preds.get(&b).cloned().unwrap_or_default();
                    match ps.len() {
                        0 => self.w("  // no predecessors"),
                        1 => {
                            let _ = write!(self.out, "  // pred: ^bb{}", ps[0]);
                        }
                        n => {
                            let list: Vec<String> = ps.iter().map(|p| format!("^bb{p}")).collect();
                            let _ = write!(self.out, "  // {n} preds: {}", list.join(", "));
                        }
                    }
                }
            }
            for (oi, &op) in ops.iter().enumerate() {
                if elide_term
                    && oi + 1 == ops.len()
                    && blocks.len() == 1
                    && self.is_elidable_terminator(op)
                {
                    continue;
                }
                self.newline();
                self.print_op(op);
            }
        }
        self.indent -= 1;
        self.dd_stack.pop();
        self.newline();
        self.w("}");
    }

    fn is_elidable_terminator(&self, op: Op) -> bool {
        let ctx = self.ctx;
        ctx.kind(op).is_terminator()
            && ctx.operands(op).is_empty()
            && ctx.attrs(op).is_empty()
            && ctx.results(op).is_empty()
            && !self.opts.generic
    }

    /// Prints the op name, dropping the default dialect's prefix.
    pub fn op_name(&mut self, kind: OpKind) {
        let dd = self.dd_stack.last().copied().unwrap_or("");
        let name = kind.name();
        if !dd.is_empty() && kind.dialect() == dd {
            self.w(&name[dd.len() + 1..]);
        } else {
            self.w(name);
        }
    }

    /// `^bbN` or `^bbN(%a, %b : t1, t2)`.
    pub fn successor(&mut self, b: Block, args: &[Value]) {
        let idx = block_index(self.ctx, b);
        let _ = write!(self.out, "^bb{idx}");
        if !args.is_empty() {
            self.w("(");
            self.values(args);
            self.w(" : ");
            self.value_types(args);
            self.w(")");
        }
    }

    // ---- generic form ----------------------------------------------------------------------

    pub fn print_generic(&mut self, op: Op) {
        let ctx = self.ctx;
        self.w("\"");
        self.w(&escape_string(ctx.op_name(op).as_bytes()));
        self.w("\"(");
        let operands = ctx.operands(op).to_vec();
        self.values(&operands);
        self.w(")");
        let succs = ctx.successors(op).to_vec();
        if !succs.is_empty() {
            self.w("[");
            for (i, s) in succs.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.successor(*s, &[]);
            }
            self.w("]");
        }
        let (props, discard) = ops::split_inherent(ctx, op);
        if let Some(p) = ctx.op(op).unregistered.as_ref().and_then(|u| u.1) {
            self.w(" <");
            self.print_attr(p);
            self.w(">");
        } else {
            // A property with a default value prints even when the op does not set it, as
            // upstream's generic form does (`<{fastmath = #arith.fastmath<none>}>`).
            let default = ops::default_property(ctx.kind(op))
                .filter(|(name, _)| !props.iter().any(|(k, _)| k == name));
            if !props.is_empty() || default.is_some() {
                self.w(" <{");
                let (before, after): (Vec<_>, Vec<_>) = props
                    .into_iter()
                    .partition(|(k, _)| default.is_some_and(|(name, _)| *k < name));
                let some_before = !before.is_empty();
                self.dict_entries(before);
                if let Some((name, text)) = default {
                    if some_before {
                        self.w(", ");
                    }
                    self.w(name);
                    self.w(" = ");
                    self.w(text);
                    if !after.is_empty() {
                        self.w(", ");
                    }
                }
                self.dict_entries(after);
                self.w("}>");
            }
        }
        let regions = ctx.regions(op).to_vec();
        if !regions.is_empty() {
            self.w(" (");
            for (i, r) in regions.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.region(*r, true, false);
            }
            self.w(")");
        }
        if !discard.is_empty() {
            self.w(" {");
            self.dict_entries(discard);
            self.w("}");
        }
        self.w(" : (");
        self.value_types(&operands);
        self.w(") -> ");
        let rt: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        self.result_types(&rt);
    }

    /// Prints one op (custom form for registered ops, generic otherwise), with its results
    /// and trailing location.
    pub fn print_op(&mut self, op: Op) {
        let ctx = self.ctx;
        self.register_op_loc(ctx.op_loc(op));
        self.names.write_result_groups(ctx, op, &mut self.out);
        if self.opts.generic || ctx.kind(op) == OpKind::Unregistered {
            self.print_generic(op);
        } else {
            self.print_custom(op);
        }
        self.trailing_loc(ctx.op_loc(op));
    }
}

/// Index of a block in its region.
pub fn block_index(ctx: &Context, b: Block) -> usize {
    match ctx.block_region(b) {
        Some(r) => ctx.region_blocks(r).position(|x| x == b).unwrap_or(0),
        None => 0,
    }
}

/// Predecessor block numbers per block of a region, one per successor slot, sorted.
fn predecessors(ctx: &Context, r: Region) -> HashMap<Block, Vec<usize>> {
    let mut out: HashMap<Block, Vec<usize>> = HashMap::default();
    for (i, b) in ctx.region_blocks(r).enumerate() {
        if let Some(t) = ctx.last_op(b) {
            for s in ctx.successors(t) {
                out.entry(*s).or_default().push(i);
            }
        }
    }
    for v in out.values_mut() {
        v.sort();
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
