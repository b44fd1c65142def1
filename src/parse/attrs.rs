//! Parsing of types, attributes, dense literals, affine maps and float literals.

use super::lexer::{self, Tok};
use super::{parse_int_text, Parser};
use crate::diag::{DResult, Diagnostic};
use crate::ir::attrs::{CMPI_PREDICATES, FASTMATH_FLAGS};
use crate::ir::float::float_bits;
use crate::ir::{
    AffineExpr, AffineMap, AffineOp, Attr, AttrData, DenseValue, FloatKind, Signedness, Type,
    TypeData, VectorEnum, DYNAMIC,
};

/// A dense literal before its type is known.
#[derive(Debug)]
enum DenseLit {
    /// Sign, magnitude, position (of the sign, if any), and the position of the digits when
    /// they are hexadecimal (for a float element: its bits).
    Int(bool, u128, usize, (usize, bool)),
    Float(bool, String, usize),
    Bool(bool, usize),
    Complex(Box<DenseLit>, Box<DenseLit>),
    List(Vec<DenseLit>),
}

impl<'a> Parser<'a> {
    // ---- types -----------------------------------------------------------------------------

    /// Whether the current token can start a type.
    pub(crate) fn at_type(&self) -> bool {
        match self.peek() {
            Tok::Punct("(") | Tok::Bang(_) => true,
            Tok::BareId(s) => builtin_type_keyword(s),
            _ => false,
        }
    }

    /// Parses a type.
    pub(crate) fn parse_type(&mut self) -> DResult<Type> {
        self.nested(|p| p.parse_type_here())
    }

    fn parse_type_here(&mut self) -> DResult<Type> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Punct("(") => self.parse_function_type(),
            Tok::Bang(name) => {
                self.bump();
                if let Some(t) = self.type_aliases.get(name) {
                    return Ok(*t);
                }
                let bracket = self.src.get(pos + 1 + name.len()) == Some(&b'<');
                if !name.contains('.') && !bracket {
                    return Err(self.error_at(pos, format!("undefined symbol alias id '{name}'")));
                }
                let text = self.capture_opaque(pos)?;
                Ok(self.ctx.intern_type(TypeData::Opaque(text)))
            }
            Tok::BareId(s) => {
                let key_end = match s {
                    "memref" | "tensor" | "vector" => shaped_type_text_end(self.src, self.tok_end),
                    _ => Some(self.tok_end),
                };
                if let Some(end) = key_end {
                    if let Some(&t) = self.type_cache.get(&self.src[pos..end]) {
                        self.reset_to(end);
                        return Ok(t);
                    }
                }
                let t = self.parse_bare_type(s, pos)?;
                // Cached only when the type is exactly that text.
                if let Some(end) = key_end {
                    if lexer::skip_trivia(self.src, end) == self.pos() {
                        self.type_cache.insert(&self.src[pos..end], t);
                    }
                }
                Ok(t)
            }
            _ => self.err_expected("non-function type"),
        }
    }

    /// A type starting with the keyword `s` at `pos` (the current token).
    fn parse_bare_type(&mut self, s: &'a str, pos: usize) -> DResult<Type> {
        self.bump();
        // Float keywords start with `f`, `bf` or `tf`: others skip the search.
        let float = match s.as_bytes().first() {
            Some(b'f' | b'b' | b't') => FloatKind::from_keyword(s),
            _ => None,
        };
        if let Some(k) = float {
            return Ok(self.ctx.float_type(k));
        }
        match s {
            "index" => Ok(self.ctx.intern_type(TypeData::Index)),
            "none" => Ok(self.ctx.intern_type(TypeData::None)),
            "memref" => self.parse_memref_type(pos),
            "tensor" => self.parse_tensor_type(),
            "vector" => self.parse_vector_type(pos),
            "complex" => {
                self.expect_punct("<")?;
                let e = self.parse_type()?;
                self.expect_punct(">")?;
                Ok(self.ctx.intern_type(TypeData::Complex(e)))
            }
            "tuple" => {
                self.expect_punct("<")?;
                let mut ts = Vec::new();
                if !self.is_punct(">") {
                    ts = self.parse_type_list()?;
                }
                self.expect_punct(">")?;
                Ok(self.ctx.intern_type(TypeData::Tuple(ts)))
            }
            _ => match int_type_keyword(s) {
                Some((width, signedness)) => {
                    if width == 0 || width > 16_777_215 {
                        return Err(self.error_at(pos, "invalid integer width"));
                    }
                    Ok(self
                        .ctx
                        .intern_type(TypeData::Integer { width, signedness }))
                }
                None => {
                    self.reset_to(pos);
                    Err(self.error_at(self.wrong_token_pos(), "expected non-function type"))
                }
            },
        }
    }

    fn parse_function_type(&mut self) -> DResult<Type> {
        self.expect_punct("(")?;
        let mut inputs = Vec::new();
        if !self.is_punct(")") {
            inputs = self.parse_type_list()?;
        }
        self.expect_punct(")")?;
        self.expect_punct("->")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.intern_type(TypeData::Function { inputs, results }))
    }

    /// `T` or `(T, U)` after `->`.
    pub(crate) fn parse_function_result_types(&mut self) -> DResult<Vec<Type>> {
        if self.is_punct("(") {
            // Either a parenthesised list or a function type as the single result.
            let save = self.pos();
            self.bump();
            let mut ts = Vec::new();
            if !self.is_punct(")") {
                ts = self.parse_type_list()?;
            }
            self.expect_punct(")")?;
            if self.is_punct("->") {
                // `(a) -> b` was a function type result.
                self.reset_to(save);
                return Ok(vec![self.parse_function_type()?]);
            }
            Ok(ts)
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    /// Scans `4x?x` dimension prefixes directly from the source; returns the sizes and, for
    /// vectors, which are scalable. `allow_unranked` accepts a leading `*x`.
    fn parse_dims(
        &mut self,
        allow_unranked: bool,
        allow_scalable: bool,
    ) -> DResult<(Option<Vec<i64>>, Vec<bool>)> {
        let src = self.src;
        let mut p = self.pos();
        if allow_unranked && src.get(p) == Some(&b'*') {
            let q = lexer::skip_trivia(src, p + 1);
            if src.get(q) == Some(&b'x') {
                self.reset_to(q + 1);
                return Ok((None, vec![]));
            }
            return Err(self.error_at(self.wrong_token_pos_at(q), "expected 'x' in dimension list"));
        }
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        // Tokens of the list may be apart (`4 x ? x f32`), as upstream lexes them one by one.
        loop {
            let start = p;
            p = lexer::skip_trivia(src, p);
            let mut scalable = false;
            if allow_scalable && src.get(p) == Some(&b'[') {
                scalable = true;
                p = lexer::skip_trivia(src, p + 1);
            }
            let dim = if src.get(p) == Some(&b'?') {
                p += 1;
                DYNAMIC
            } else if src.get(p).is_some_and(|c| c.is_ascii_digit()) {
                let s = p;
                while src.get(p).is_some_and(|c| c.is_ascii_digit()) {
                    p += 1;
                }
                // `0x` would be hex; in a dimension list `0xf32` means 0 then `xf32`.
                std::str::from_utf8(&src[s..p])
                    .unwrap()
                    .parse::<i64>()
                    .map_err(|_| self.error_at(s, "invalid dimension"))?
            } else {
                p = start;
                break;
            };
            if scalable {
                p = lexer::skip_trivia(src, p);
                if src.get(p) != Some(&b']') {
                    return Err(self.error_at(
                        self.wrong_token_pos_at(p),
                        "missing ']' closing scalable dimension",
                    ));
                }
                p += 1;
            }
            p = lexer::skip_trivia(src, p);
            if src.get(p) == Some(&b'x') {
                dims.push(dim);
                scal.push(scalable);
                p += 1;
            } else {
                return Err(
                    self.error_at(self.wrong_token_pos_at(p), "expected 'x' in dimension list")
                );
            }
        }
        self.reset_to(p);
        Ok((Some(dims), scal))
    }

    fn parse_memref_type(&mut self, pos: usize) -> DResult<Type> {
        self.expect_punct("<")?;
        let (dims, _) = self.parse_dims(true, false)?;
        let epos = self.pos();
        let elem = self.parse_type()?;
        if !matches!(
            self.ctx.ty(elem),
            TypeData::Integer { .. }
                | TypeData::Index
                | TypeData::Float(_)
                | TypeData::Complex(_)
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        ) {
            // Upstream's `MemRefElementTypeInterface`: no dialect type we keep opaquely has it.
            return Err(self.error_at(epos, "invalid memref element type"));
        }
        let mut layout = None;
        let mut had_layout = false;
        let mut space = None;
        if let Some(shape) = &dims {
            if self.eat_punct(",") {
                let apos = self.pos();
                let a = self.parse_attribute(None)?;
                match self.ctx.attr(a) {
                    AttrData::Strided { strides, .. } => {
                        if strides.len() != shape.len() {
                            return Err(self.error_at(
                                apos,
                                "expected the number of strides to match the rank",
                            ));
                        }
                        layout = Some(a);
                        had_layout = true;
                    }
                    AttrData::AffineMap(m) => {
                        had_layout = true;
                        if m.dims as usize != shape.len() {
                            return Err(self.error_at(
                                apos,
                                "memref layout mismatch between rank and affine map: ".to_string()
                                    + &format!("{} != {}", shape.len(), m.dims),
                            ));
                        }
                        if !m.is_identity() {
                            layout = Some(a);
                        }
                    }
                    _ => space = Some(a),
                }
                if had_layout && self.eat_punct(",") {
                    space = Some(self.parse_attribute(None)?);
                }
            }
            for d in shape {
                if *d < 0 && *d != DYNAMIC {
                    return Err(self.error_at(pos, "invalid memref size"));
                }
            }
        } else if self.eat_punct(",") {
            space = Some(self.parse_attribute(None)?);
        }
        self.expect_punct(">")?;
        // Upstream's `isSupportedMemorySpace`: integers, strings, dictionaries and attributes
        // of (registered) dialects other than builtin.
        if let Some(s) = space {
            let supported = match self.ctx.attr(s) {
                AttrData::Integer { .. } | AttrData::String { .. } | AttrData::Dict(_) => true,
                AttrData::Opaque(text) => {
                    let name = text.trim_start_matches('#');
                    let dialect = name.split(['.', '<']).next().unwrap_or("");
                    dialect != "builtin" && REGISTERED_DIALECTS.contains(&dialect)
                }
                AttrData::Overflow(_)
                | AttrData::FastMath(_)
                | AttrData::IndexCmpPredicate(_)
                | AttrData::Vector(..) => true,
                _ => false,
            };
            if !supported {
                return Err(self.error_at(pos, "unsupported memory space Attribute"));
            }
        }
        // Memory space 0 is the default.
        if let Some(s) = space {
            if matches!(self.ctx.attr(s), AttrData::Integer { value: 0, .. }) {
                space = None;
            }
        }
        Ok(match dims {
            Some(shape) => self.ctx.intern_type(TypeData::MemRef {
                shape,
                elem,
                layout,
                space,
            }),
            None => self
                .ctx
                .intern_type(TypeData::UnrankedMemRef { elem, space }),
        })
    }

    fn parse_tensor_type(&mut self) -> DResult<Type> {
        self.expect_punct("<")?;
        let (dims, _) = self.parse_dims(true, false)?;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if dims.is_some() && self.eat_punct(",") {
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect_punct(">")?;
        Ok(match dims {
            Some(shape) => self.ctx.intern_type(TypeData::Tensor {
                shape,
                elem,
                encoding,
            }),
            None => self.ctx.intern_type(TypeData::UnrankedTensor { elem }),
        })
    }

    /// `vector<...>` (`pos`: the keyword, where upstream reports a bad size).
    fn parse_vector_type(&mut self, pos: usize) -> DResult<Type> {
        self.expect_punct("<")?;
        let (dims, scalable) = self.parse_dims(false, true)?;
        let shape = dims.unwrap_or_default();
        if shape.iter().any(|d| *d <= 0) {
            let sizes: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                pos,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    sizes.join(", ")
                ),
            ));
        }
        let elem = self.parse_type()?;
        self.expect_punct(">")?;
        Ok(self.ctx.intern_type(TypeData::Vector {
            shape,
            scalable,
            elem,
        }))
    }

    /// After a `#name`/`!name` token at `pos`: captures an optional balanced `<...>` body and
    /// returns the whole text verbatim.
    /// The text of a dialect attribute or type (`#dialect.name<...>`, `!dialect<...>`), which
    /// must belong to a dialect upstream's `mlir-opt` registers unless
    /// `--allow-unregistered-dialect` is given.
    fn capture_opaque(&mut self, pos: usize) -> DResult<String> {
        let text = self.capture_opaque_text(pos)?;
        if !self.allow_unregistered && matches!(text.as_bytes().first(), Some(b'#' | b'!')) {
            let body = &text[1..];
            let cut = body.find(['.', '<']).unwrap_or(body.len());
            let dialect = &body[..cut];
            if !REGISTERED_DIALECTS.contains(&dialect) {
                // Upstream points at the name after `dialect.`, or at the sigil.
                let (at, rest) = match body[cut..].strip_prefix('.') {
                    Some(rest) => (pos + 1 + cut + 1, rest.to_string()),
                    None => (
                        pos,
                        body[cut..]
                            .strip_prefix('<')
                            .and_then(|r| r.strip_suffix('>'))
                            .unwrap_or("")
                            .to_string(),
                    ),
                };
                let tail = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";
                let msg = if text.starts_with('!') {
                    format!("`!\"{dialect}\"<\"{rest}\">` type {tail}")
                } else {
                    format!("#\"{dialect}\"<\"{rest}\"> : 'none' attribute {tail}")
                };
                return Err(self.error_at(at, msg));
            }
        }
        Ok(pretty_dialect_symbol(text))
    }

    fn capture_opaque_text(&mut self, pos: usize) -> DResult<String> {
        let src = self.src;
        let mut p = self.pos();
        // The body must follow the name directly.
        let name_end = {
            let mut q = pos + 1;
            while q < src.len()
                && (src[q].is_ascii_alphanumeric() || matches!(src[q], b'_' | b'$' | b'.' | b'-'))
            {
                q += 1;
            }
            q
        };
        if src.get(name_end) != Some(&b'<') {
            return Ok(String::from_utf8_lossy(&src[pos..name_end]).into_owned());
        }
        p = p.max(name_end);
        let mut depth = 0i32;
        let mut q = name_end;
        let mut in_str = false;
        while q < src.len() {
            let c = src[q];
            if in_str {
                if c == b'\\' {
                    q += 1;
                } else if c == b'"' {
                    in_str = false;
                }
            } else {
                match c {
                    b'"' => in_str = true,
                    b'<' | b'[' | b'(' | b'{' => depth += 1,
                    b'>' | b']' | b')' | b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            let text = String::from_utf8_lossy(&src[pos..=q]).into_owned();
                            self.reset_to(q + 1);
                            return Ok(text);
                        }
                    }
                    _ => {}
                }
            }
            q += 1;
        }
        let _ = p;
        Err(self.error_at(pos, "unbalanced '<' in dialect attribute or type"))
    }

    // ---- attributes ------------------------------------------------------------------------

    /// `{k = v, ...}`.
    pub(crate) fn parse_attr_dict_entries(&mut self) -> DResult<Vec<(String, Attr)>> {
        self.expect_punct("{")?;
        let mut out: Vec<(String, Attr)> = Vec::new();
        if !self.is_punct("}") {
            loop {
                let pos = self.pos();
                let key = match self.bump() {
                    Tok::BareId(s) => s.to_string(),
                    Tok::Str(s) => String::from_utf8_lossy(&s).into_owned(),
                    Tok::Error(m) => return Err(self.error_at(pos, m)),
                    _ => return Err(self.error_at(pos, "expected attribute name")),
                };
                if key.is_empty() {
                    return Err(self.error_at(pos, "expected valid attribute name"));
                }
                let v = if self.eat_punct("=") {
                    self.parse_attribute(None)?
                } else {
                    self.ctx.unit_attr()
                };
                if out.iter().any(|(k, _)| *k == key) {
                    return Err(self.error_at(
                        pos,
                        format!("duplicate key '{key}' in dictionary attribute"),
                    ));
                }
                out.push((key, v));
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        if !self.eat_punct("}") {
            return self.err_expected("'}' in attribute dictionary");
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(out)
    }

    /// Parses an attribute. `hint` is the type to use for literals without `: type`
    /// (e.g. the initial value of a `memref.global`).
    pub(crate) fn parse_attribute(&mut self, hint: Option<Type>) -> DResult<Attr> {
        self.nested(|p| p.parse_attribute_here(hint))
    }

    fn parse_attribute_here(&mut self, hint: Option<Type>) -> DResult<Attr> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Punct("[") => {
                self.bump();
                let mut items = Vec::new();
                if !self.is_punct("]") {
                    loop {
                        items.push(self.parse_attribute(None)?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct("]")?;
                Ok(self.ctx.intern_attr(AttrData::Array(items)))
            }
            Tok::Punct("{") => {
                let d = self.parse_attr_dict_entries()?;
                Ok(self.ctx.intern_attr(AttrData::Dict(d)))
            }
            Tok::Punct("-") | Tok::Int(_) | Tok::Float(_) => {
                let neg = self.eat_punct("-");
                // Upstream reports a bad literal at the number, after any minus sign.
                let pos = self.pos();
                let tok = self.bump();
                // A literal given a type takes no `: type` of its own (upstream's
                // parseFloatAttr / parseDecOrHexAttr).
                let ty = if let Some(h) = hint {
                    h
                } else if self.eat_punct(":") {
                    self.parse_type()?
                } else if matches!(tok, Tok::Float(_)) {
                    self.ctx.float_type(FloatKind::F64)
                } else {
                    self.ctx.int_type(64)
                };
                self.number_attr(tok, neg, ty, pos)
            }
            Tok::Str(s) => {
                self.bump();
                let ty = if self.eat_punct(":") {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(self.ctx.intern_attr(AttrData::String {
                    bytes: s.into_owned(),
                    ty,
                }))
            }
            Tok::At(_) => {
                let mut path = Vec::new();
                loop {
                    match self.bump() {
                        Tok::At(s) => path.push(String::from_utf8_lossy(&s).into_owned()),
                        _ => return Err(self.error_at(pos, "expected symbol reference")),
                    }
                    if !self.eat_punct("::") {
                        break;
                    }
                    if !matches!(self.peek(), Tok::At(_)) {
                        return self.err_expected("nested symbol reference identifier");
                    }
                }
                Ok(self.ctx.intern_attr(AttrData::SymbolRef(path)))
            }
            Tok::Hash(name) => {
                self.bump();
                if let Some(a) = self.attr_aliases.get(name) {
                    return Ok(*a);
                }
                // `#name<...>` is a dialect attribute even without a dot; a bare `#name` is an
                // alias reference.
                let bracket = self.src.get(pos + 1 + name.len()) == Some(&b'<');
                if !name.contains('.') && !bracket {
                    return Err(self.error_at(pos, format!("undefined symbol alias id '{name}'")));
                }
                self.parse_dialect_attr(name, pos)
            }
            Tok::BareId(k) => match k {
                // A bool attribute takes no type (`true : i1` is an error upstream).
                "true" | "false" => {
                    self.bump();
                    Ok(self.ctx.bool_attr(k == "true"))
                }
                "unit" => {
                    self.bump();
                    Ok(self.ctx.unit_attr())
                }
                "dense" => {
                    self.bump();
                    self.parse_dense(hint, pos)
                }
                "array" => {
                    self.bump();
                    self.parse_dense_array()
                }
                "affine_map" => {
                    self.bump();
                    self.expect_punct("<")?;
                    let m = self.parse_affine_map()?;
                    self.expect_punct(">")?;
                    Ok(self.ctx.intern_attr(AttrData::AffineMap(m)))
                }
                "affine_set" => {
                    self.bump();
                    self.expect_punct("<")?;
                    let m = self.parse_affine_set()?;
                    self.expect_punct(">")?;
                    Ok(self.ctx.intern_attr(AttrData::AffineSet(m)))
                }
                "strided" => {
                    self.bump();
                    self.parse_strided()
                }
                _ if self.at_type() => {
                    let t = self.parse_type()?;
                    Ok(self.ctx.intern_attr(AttrData::Type(t)))
                }
                _ => Err(self.error_at(self.wrong_token_pos(), "expected attribute value")),
            },
            Tok::Punct("(") | Tok::Bang(_) => {
                let t = self.parse_type()?;
                Ok(self.ctx.intern_attr(AttrData::Type(t)))
            }
            Tok::Error(_) => self.err_expected("attribute value"),
            _ => Err(self.error_at(self.wrong_token_pos(), "expected attribute value")),
        }
    }

    fn number_attr(&mut self, tok: Tok, neg: bool, ty: Type, pos: usize) -> DResult<Attr> {
        let td = self.ctx.ty(ty).clone();
        match (tok, td) {
            (
                Tok::Int(_),
                TypeData::Integer {
                    signedness: Signedness::Unsigned,
                    ..
                },
            ) if neg => Err(self.error_at(
                pos,
                "negative integer literal not valid for unsigned integer type",
            )),
            (Tok::Int(s), TypeData::Integer { width, signedness }) => {
                let v = parse_int_text(s).ok_or_else(|| {
                    self.error_at(pos, "integer constant out of range for attribute")
                })?;
                check_int_fits(v, neg, width, signedness)
                    .then_some(())
                    .ok_or_else(|| {
                        self.error_at(pos, "integer constant out of range for attribute")
                    })?;
                // Values are kept as i128: beyond that (in an integer type wider than 128
                // bits) is refused rather than wrapped.
                if !neg && v > i128::MAX as u128 && width > 128 {
                    return Err(
                        self.error_at(pos, "integer constants beyond 128 bits are not supported")
                    );
                }
                let v = signed_value(v, neg);
                Ok(self.ctx.int_attr(v, ty))
            }
            (Tok::Int(s), TypeData::Index) => {
                let v = parse_int_text(s).ok_or_else(|| {
                    self.error_at(pos, "integer constant out of range for attribute")
                })?;
                if !check_int_fits(v, neg, 64, Signedness::Signless) {
                    return Err(self.error_at(pos, "integer constant out of range for attribute"));
                }
                let v = signed_value(v, neg);
                Ok(self.ctx.int_attr(v, ty))
            }
            (Tok::Int(s), TypeData::Float(k)) => {
                if !s.starts_with("0x") || neg {
                    return Err(self
                        .error_at(
                            pos,
                            "unexpected decimal integer literal for a floating point value",
                        )
                        .with_note(None, "add a trailing dot to make the literal a float"));
                }
                let bits = parse_int_text(s).unwrap_or(u128::MAX);
                if bits >> k.width() != 0 {
                    return Err(
                        self.error_at(pos, "hexadecimal float constant out of range for type")
                    );
                }
                Ok(self.ctx.intern_attr(AttrData::Float {
                    bits: bits as u64,
                    ty,
                }))
            }
            (Tok::Float(s), TypeData::Float(k)) => {
                let bits = float_bits(s, neg, k);
                Ok(self.ctx.intern_attr(AttrData::Float { bits, ty }))
            }
            // Reported where parsing stopped (upstream's emitError at the current token).
            (Tok::Float(_), _) => Err(self.error_at(
                self.pos(),
                "floating point value not valid for specified type",
            )),
            _ => Err(self.error_at(pos, "integer literal not valid for specified type")),
        }
    }

    fn parse_dialect_attr(&mut self, name: &str, pos: usize) -> DResult<Attr> {
        match name {
            "arith.overflow" => {
                self.expect_punct("<")?;
                let bits = self.parse_overflow_flags("")?;
                Ok(self.ctx.intern_attr(AttrData::Overflow(bits)))
            }
            "arith.fastmath" => {
                self.expect_punct("<")?;
                let bits = self.parse_fastmath_flags("")?;
                Ok(self.ctx.intern_attr(AttrData::FastMath(bits)))
            }
            // The index dialect's one attribute: `#index<cmp_predicate slt>`.
            "index"
                if self
                    .src
                    .get(pos + "#index<".len()..)
                    .is_some_and(|r| r.starts_with(b"cmp_predicate")) =>
            {
                self.expect_punct("<")?;
                self.expect_keyword("cmp_predicate")?;
                let p = self.parse_index_cmp_predicate("")?;
                self.expect_punct(">")?;
                Ok(self.ctx.intern_attr(AttrData::IndexCmpPredicate(p)))
            }
            "vector.kind" | "vector.punctuation" | "vector.iterator_type" => {
                let e = match name {
                    "vector.kind" => VectorEnum::Kind,
                    "vector.punctuation" => VectorEnum::Punctuation,
                    _ => VectorEnum::IteratorType,
                };
                self.expect_punct("<")?;
                let k = self.parse_vector_enum(e, "")?;
                self.expect_punct(">")?;
                Ok(self.ctx.intern_attr(AttrData::Vector(e, k)))
            }
            // The ub dialect's one attribute; upstream's parser ignores whatever `<...>` follows.
            "ub" | "ub.poison" => {
                let text = self.capture_opaque(pos)?;
                let attr = text.split('<').next().unwrap_or("");
                if attr != "#ub.poison" {
                    let unknown = attr.strip_prefix("#ub.").unwrap_or("");
                    return Err(self.error_at(
                        pos + "#ub.".len(),
                        format!("unknown attribute `{unknown}` in dialect `ub`"),
                    ));
                }
                Ok(self.ctx.intern_attr(AttrData::Opaque("#ub.poison".into())))
            }
            _ if name.starts_with("ub.") => Err(self.error_at(
                pos + "#ub.".len(),
                format!(
                    "unknown attribute `{}` in dialect `ub`",
                    &name["ub.".len()..]
                ),
            )),
            // Upstream's arith dialect has only the two attributes above.
            _ if name.starts_with("arith.") => Err(self.error_at(
                pos + "#arith.".len(),
                format!(
                    "unknown attribute `{}` in dialect `arith`",
                    &name["arith.".len()..]
                ),
            )),
            _ => {
                let text = self.capture_opaque(pos)?;
                Ok(self.ctx.intern_attr(AttrData::Opaque(text)))
            }
        }
    }

    /// A keyword of one of the vector dialect's enums (`add`, `comma`, `parallel`).
    pub(crate) fn parse_vector_enum(&mut self, e: VectorEnum, prefix: &str) -> DResult<u8> {
        self.parse_enum_keyword(e.keywords(), e.cpp_name(), e.attr_def_name(), prefix)
    }

    /// An `index.cmp` predicate keyword (`slt`); `prefix` starts upstream's messages
    /// (`custom op 'index.cmp' ` in the op's custom form).
    pub(crate) fn parse_index_cmp_predicate(&mut self, prefix: &str) -> DResult<u8> {
        self.parse_enum_keyword(
            &CMPI_PREDICATES,
            "::mlir::index::IndexCmpPredicate",
            "IndexCmpPredicateAttr",
            prefix,
        )
    }

    /// One keyword (or string) of an enum attribute's parameter, as upstream's generated
    /// parser reads it; an unknown one gets the enum's error at the keyword and the
    /// parameter's right after it.
    fn parse_enum_keyword(
        &mut self,
        keywords: &[&str],
        cpp: &str,
        attr: &str,
        prefix: &str,
    ) -> DResult<u8> {
        let pos = self.pos();
        let word = match self.peek().clone() {
            Tok::BareId(s) => Some(s.to_string()),
            Tok::Str(s) => Some(String::from_utf8_lossy(&s).into_owned()),
            _ => None,
        };
        let first = match word {
            None => self.error_at(pos, format!("{prefix}expected valid keyword or string")),
            Some(w) => {
                self.bump();
                if let Some(i) = keywords.iter().position(|p| *p == w) {
                    return Ok(i as u8);
                }
                self.error_at(
                    pos,
                    format!(
                        "{prefix}expected {cpp} to be one of: {}",
                        keywords.join(", ")
                    ),
                )
            }
        };
        Err(first.with_follow_up(self.error_at(
            self.pos(),
            format!("{prefix}failed to parse {attr} parameter 'value' which is to be a `{cpp}`"),
        )))
    }

    fn parse_strided(&mut self) -> DResult<Attr> {
        self.expect_punct("<")?;
        self.expect_punct("[")?;
        let mut strides = Vec::new();
        if !self.is_punct("]") {
            loop {
                strides.push(self.parse_int_or_question()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct("]")?;
        let mut offset = 0;
        if self.eat_punct(",") {
            self.expect_keyword("offset")?;
            self.expect_punct(":")?;
            offset = self.parse_int_or_question()?;
        }
        self.expect_punct(">")?;
        Ok(self.ctx.intern_attr(AttrData::Strided { strides, offset }))
    }

    /// An integer or `?` (dynamic).
    pub(crate) fn parse_int_or_question(&mut self) -> DResult<i64> {
        if self.eat_punct("?") {
            Ok(DYNAMIC)
        } else {
            self.parse_i64()
        }
    }

    fn parse_dense_array(&mut self) -> DResult<Attr> {
        self.expect_punct("<")?;
        let elem = self.parse_type()?;
        let kind = self.ctx.ty(elem).clone();
        let mut values = Vec::new();
        if self.eat_punct(":") {
            loop {
                let pos = self.pos();
                let v = match (&kind, self.peek().clone()) {
                    (TypeData::Integer { width: 1, .. }, Tok::BareId(b))
                        if b == "true" || b == "false" =>
                    {
                        self.bump();
                        (b == "true") as i128
                    }
                    (TypeData::Integer { width, signedness }, _) => {
                        let neg = self.eat_punct("-");
                        let Tok::Int(s) = self.bump() else {
                            return Err(self.error_at(pos, "expected integer literal"));
                        };
                        let v = parse_int_text(s)
                            .ok_or_else(|| self.error_at(pos, "integer out of range"))?;
                        if !check_int_fits(v, neg, *width, *signedness) {
                            return Err(self.error_at(pos, "integer constant out of range"));
                        }
                        let v = signed_value(v, neg);
                        self.ctx.normalize_int(v, elem)
                    }
                    (TypeData::Float(k), _) => {
                        let neg = self.eat_punct("-");
                        match self.bump() {
                            Tok::Float(s) => float_bits(s, neg, *k) as i128,
                            Tok::Int(s) => float_bits(s, neg, *k) as i128,
                            _ => return Err(self.error_at(pos, "expected float literal")),
                        }
                    }
                    _ => {
                        return Err(
                            self.error_at(pos, "expected integer or float type for dense array")
                        )
                    }
                };
                values.push(v);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(">")?;
        Ok(self.ctx.intern_attr(AttrData::DenseArray { elem, values }))
    }

    fn parse_dense_lit(&mut self) -> DResult<DenseLit> {
        self.nested(|p| p.parse_dense_lit_here())
    }

    fn parse_dense_lit_here(&mut self) -> DResult<DenseLit> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Punct("[") => {
                self.bump();
                let mut items = Vec::new();
                if !self.is_punct("]") {
                    loop {
                        items.push(self.parse_dense_lit()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct("]")?;
                Ok(DenseLit::List(items))
            }
            Tok::Punct("(") => {
                self.bump();
                let a = self.parse_dense_lit()?;
                // Upstream's words for a missing separator or end of a complex pair.
                if !self.eat_punct(",") {
                    return self.err_expected("',' between complex elements");
                }
                let b = self.parse_dense_lit()?;
                if !self.eat_punct(")") {
                    return self.err_expected("')' after complex elements");
                }
                Ok(DenseLit::Complex(Box::new(a), Box::new(b)))
            }
            Tok::BareId(b) if b == "true" || b == "false" => {
                self.bump();
                Ok(DenseLit::Bool(b == "true", pos))
            }
            _ => {
                let neg = self.eat_punct("-");
                let digits = self.pos();
                match self.bump() {
                    Tok::Int(s) => Ok(DenseLit::Int(
                        neg,
                        parse_int_text(s)
                            .ok_or_else(|| self.error_at(pos, "integer out of range"))?,
                        pos,
                        (digits, s.starts_with("0x")),
                    )),
                    Tok::Float(s) => Ok(DenseLit::Float(neg, s.to_string(), pos)),
                    _ => Err(self.error_at(pos, "expected element literal of primitive type")),
                }
            }
        }
    }

    fn parse_dense(&mut self, hint: Option<Type>, pos: usize) -> DResult<Attr> {
        self.expect_punct("<")?;
        let mut lit = None;
        let mut hex = None;
        if let Tok::Str(s) = self.peek().clone() {
            let spos = self.pos();
            self.bump();
            hex = Some((s, spos));
        } else if !self.is_punct(">") {
            lit = Some(self.parse_dense_lit()?);
        }
        self.expect_punct(">")?;
        let ty = if self.eat_punct(":") {
            self.parse_type()?
        } else if let Some(h) = hint {
            h
        } else {
            return self.err_expected("':'");
        };
        let (shape, elem) = match self.ctx.ty(ty) {
            TypeData::Tensor { shape, elem, .. } | TypeData::Vector { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => {
                return Err(self.error_at(
                    pos,
                    "elements literal must be a ranked tensor or vector type",
                ))
            }
        };
        if shape.iter().any(|d| *d < 0) {
            return Err(self.error_at(pos, "elements literal type must have static shape"));
        }
        // `None`: more elements than an i64 counts, which no literal but a splat can match.
        let count = crate::ir::element_count(&shape);
        let mut values = Vec::new();
        if let Some((h, hpos)) = hex {
            // As upstream: `0x` and an even number of hex digits, or one message for all.
            let bytes: Option<Vec<u8>> = h.strip_prefix(b"0x").and_then(|hb| {
                if hb.len() % 2 != 0 || !hb.iter().all(u8::is_ascii_hexdigit) {
                    return None;
                }
                let digit = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                Some(
                    hb.chunks(2)
                        .map(|c| digit(c[0]) << 4 | digit(c[1]))
                        .collect(),
                )
            });
            let bytes = bytes.ok_or_else(|| {
                self.error_at(
                    hpos,
                    "expected string containing hex digits starting with `0x`",
                )
            })?;
            let ew = elem_byte_width(self.ctx.ty(elem));
            let Some(ew) = ew else {
                return Err(self.error_at(hpos, "unsupported element type for hex dense literal"));
            };
            // Upstream's sizes: i1 packs 8 elements a byte (one byte 0x00 or 0xFF is a
            // splat); other types hold one element (a splat) or all of them.
            let t = self.type_str(ty);
            let bad_size = || {
                self.error_at(
                    pos,
                    format!("elements hex data size is invalid for provided type: '{t}'"),
                )
            };
            if self.ctx.ty(elem).is_i1() {
                let bit = |b: u8| DenseValue::Int(self.ctx.normalize_int((b & 1) as i128, elem));
                if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xff) {
                    values.push(bit(bytes[0]));
                } else if count.is_none_or(|c| bytes.len() as u64 != (c as u64).div_ceil(8)) {
                    return Err(bad_size());
                } else {
                    for i in 0..count.unwrap_or(0) as usize {
                        let b = bytes[i / 8];
                        values.push(bit(b >> (i % 8)));
                    }
                }
            } else {
                let n = bytes.len() / ew;
                if bytes.len() % ew != 0 || (Some(n as i64) != count && n != 1) {
                    return Err(bad_size());
                }
                for i in 0..n {
                    let mut raw = 0u64;
                    for j in 0..ew {
                        raw |= (bytes[i * ew + j] as u64) << (8 * j);
                    }
                    values.push(match self.ctx.ty(elem) {
                        TypeData::Float(_) => DenseValue::Float(raw),
                        _ => DenseValue::Int(self.ctx.normalize_int(raw as i128, elem)),
                    });
                }
            }
        } else if let Some(lit) = lit {
            if matches!(lit, DenseLit::List(_)) {
                let inferred = lit_shape(&lit).ok_or_else(|| {
                    self.error_at(
                        pos,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    )
                })?;
                if inferred != shape {
                    let f = |v: &[i64]| {
                        v.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    return Err(self.error_at(
                        pos,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            f(&inferred),
                            f(&shape)
                        ),
                    ));
                }
            }
            let mut flat = Vec::new();
            let is_scalar = !matches!(lit, DenseLit::List(_));
            self.flatten_dense(&lit, &shape, 0, &mut flat, is_scalar)?;
            for l in flat {
                values.push(self.dense_value(l, elem)?);
            }
        } else if count != Some(0) {
            return Err(self.error_at(
                pos,
                "expected elements literal to have zero elements for the empty literal",
            ));
        }
        // Canonical form: a splat holds one element.
        if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
            values.truncate(1);
        }
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, values }))
    }

    fn flatten_dense<'l>(
        &self,
        lit: &'l DenseLit,
        shape: &[i64],
        dim: usize,
        out: &mut Vec<&'l DenseLit>,
        scalar_ok: bool,
    ) -> DResult<()> {
        match lit {
            DenseLit::List(items) => {
                if dim >= shape.len() {
                    return Err(crate::diag::Diagnostic::error(
                        None,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                if items.len() as i64 != shape[dim] {
                    return Err(crate::diag::Diagnostic::error(
                        None,
                        "inferred shape of elements literal does not match type".to_string(),
                    ));
                }
                for i in items {
                    self.flatten_dense(i, shape, dim + 1, out, false)?;
                }
                Ok(())
            }
            _ if scalar_ok || dim == shape.len() => {
                out.push(lit);
                Ok(())
            }
            _ => Err(crate::diag::Diagnostic::error(
                None,
                "tensor literal is invalid; ranks are not consistent between elements",
            )),
        }
    }

    fn dense_value(&self, lit: &DenseLit, elem: Type) -> DResult<DenseValue> {
        let td = self.ctx.ty(elem).clone();
        Ok(match (lit, &td) {
            (DenseLit::Bool(b, _), TypeData::Integer { width: 1, .. }) => {
                DenseValue::Int(self.ctx.normalize_int(*b as i128, elem))
            }
            (DenseLit::Bool(_, pos), TypeData::Float(_)) => {
                return Err(self.error_at(*pos, "expected floating point literal"))
            }
            (DenseLit::Bool(_, pos), TypeData::Integer { .. } | TypeData::Index) => {
                return Err(self.error_at(*pos, "expected i1 type for 'true' or 'false' values"))
            }
            (DenseLit::Int(neg, v, pos, _), TypeData::Integer { width, signedness }) => {
                if !check_int_fits(*v, *neg, *width, *signedness) {
                    return Err(self.error_at(*pos, "integer constant out of range for type"));
                }
                let v = if *neg { -(*v as i128) } else { *v as i128 };
                DenseValue::Int(self.ctx.normalize_int(v, elem))
            }
            (DenseLit::Int(neg, v, _, _), TypeData::Index) => {
                let v = if *neg { -(*v as i128) } else { *v as i128 };
                DenseValue::Int(self.ctx.normalize_int(v, elem))
            }
            (DenseLit::Float(neg, s, _), TypeData::Float(k)) => {
                DenseValue::Float(float_bits(s, *neg, *k))
            }
            // As upstream: hexadecimal digits are the float's bits; a decimal integer is an
            // error.
            (DenseLit::Int(neg, v, _, (at, hex)), TypeData::Float(k)) => {
                if !hex {
                    return Err(self
                        .error_at(
                            *at,
                            "unexpected decimal integer literal for a floating point value",
                        )
                        .with_note(None, "add a trailing dot to make the literal a float"));
                }
                if *neg {
                    return Err(self.error_at(
                        *at,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                if *v >> k.width() != 0 {
                    return Err(
                        self.error_at(*at, "hexadecimal float constant out of range for type")
                    );
                }
                DenseValue::Float(*v as u64)
            }
            (DenseLit::Complex(a, b), TypeData::Complex(e)) => {
                let bits = |v| match v {
                    DenseValue::Float(x) => x,
                    DenseValue::Int(x) => x as u64,
                    DenseValue::Complex(..) => 0,
                };
                DenseValue::Complex(
                    bits(self.dense_value(a, *e)?),
                    bits(self.dense_value(b, *e)?),
                )
            }
            (DenseLit::Float(_, _, pos), _) => {
                return Err(
                    self.error_at(*pos, "expected integer elements, but parsed floating-point")
                )
            }
            (DenseLit::Int(_, _, pos, _), _) => {
                return Err(
                    self.error_at(*pos, "expected floating-point elements, but parsed integer")
                )
            }
            _ => {
                return Err(crate::diag::Diagnostic::error(
                    None,
                    "invalid element literal for element type",
                ))
            }
        })
    }

    // ---- affine maps -----------------------------------------------------------------------

    /// An SSA value in an affine expression of SSA ids: the dimension (or symbol) it became at
    /// its first appearance (upstream's `parseSSAIdExpr`).
    fn parse_affine_ssa_id(&mut self, symbol: bool) -> DResult<AffineExpr> {
        let r = self.parse_operand()?;
        let ssa = self.affine_ssa.as_mut().expect("parsing SSA ids");
        if let Some((_, e)) = ssa
            .ids
            .iter()
            .find(|(o, _)| o.name == r.name && o.number == r.number)
        {
            return Ok(e.clone());
        }
        let e = if symbol {
            ssa.syms.push(r.clone());
            AffineExpr::Symbol(ssa.syms.len() as u32 - 1)
        } else {
            ssa.dims.push(r.clone());
            AffineExpr::Dim(ssa.dims.len() as u32 - 1)
        };
        ssa.ids.push((r, e.clone()));
        Ok(e)
    }

    /// `open e, e, ... close` where the expressions name SSA values (`%i + 1`, `symbol(%n)`):
    /// the map over them and its operands, dimensions first (upstream's
    /// `parseAffineMapOfSSAIds`). An empty list is `() -> ()`.
    pub(crate) fn parse_affine_map_of_ssa_ids(
        &mut self,
        open: &str,
        close: &str,
    ) -> DResult<(AffineMap, Vec<super::OperandRef<'a>>)> {
        self.expect_punct(open)?;
        let saved = self.affine_ssa.replace(AffineSsa::default());
        let mut results = Vec::new();
        let r = (|| {
            if !self.is_punct(close) {
                loop {
                    results.push(self.parse_affine_expr(&[])?);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
            self.expect_punct(close)
        })();
        let ssa = std::mem::replace(&mut self.affine_ssa, saved).unwrap_or_default();
        r?;
        let map = AffineMap {
            dims: ssa.dims.len() as u32,
            symbols: ssa.syms.len() as u32,
            results,
        };
        let mut operands = ssa.dims;
        operands.extend(ssa.syms);
        Ok((map, operands))
    }

    /// One affine expression of SSA ids, within an enclosing list whose ids it shares (the
    /// bounds of `affine.parallel`): `ssa` holds the ids seen so far.
    pub(crate) fn parse_affine_expr_of_ssa_ids(
        &mut self,
        ssa: &mut AffineSsa<'a>,
    ) -> DResult<AffineExpr> {
        let saved = self.affine_ssa.replace(std::mem::take(ssa));
        let r = self.parse_affine_expr(&[]);
        *ssa = std::mem::replace(&mut self.affine_ssa, saved).unwrap_or_default();
        r
    }

    /// `(d0)[s0] : (e >= f, e <= f, e == f, ...)`, without the `affine_set<` wrapper; each
    /// constraint is kept as upstream's parser builds it: `e - f >= 0`, `f - e >= 0`,
    /// `e - f == 0`.
    fn parse_affine_set(&mut self) -> DResult<crate::ir::AffineSet> {
        let (names, dims, symbols) = self.parse_dims_symbols()?;
        self.expect_punct(":")?;
        self.expect_punct("(")?;
        let minus = |a: AffineExpr, b: AffineExpr| {
            let neg = AffineExpr::bin(AffineOp::Mul, b, AffineExpr::Const(-1));
            AffineExpr::bin(AffineOp::Add, a, neg)
        };
        let mut constraints = Vec::new();
        // No constraint is the universe, held as `0 == 0`.
        if self.eat_punct(")") {
            return Ok(crate::ir::AffineSet {
                dims,
                symbols,
                constraints: vec![(AffineExpr::Const(0), true)],
            });
        }
        loop {
            let lhs = self.parse_affine_expr(&names)?;
            let op = [">", "<", "="].into_iter().find(|p| self.eat_punct(p));
            let pos = self.pos();
            if op.is_none() || !self.eat_punct("=") {
                return Err(self.error_at(
                    pos,
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                ));
            }
            let rhs = self.parse_affine_expr(&names)?;
            constraints.push(match op {
                Some(">") => (minus(lhs, rhs), false),
                Some("<") => (minus(rhs, lhs), false),
                _ => (minus(lhs, rhs), true),
            });
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(")")?;
        Ok(crate::ir::AffineSet {
            dims,
            symbols,
            constraints,
        })
    }

    /// `(d0, d1)[s0]`: the names of a map's or set's dimensions and symbols, and their counts.
    #[allow(clippy::type_complexity)]
    fn parse_dims_symbols(&mut self) -> DResult<(Vec<(String, AffineExpr)>, u32, u32)> {
        let mut names: Vec<(String, AffineExpr)> = Vec::new();
        self.expect_punct("(")?;
        let mut dims = 0;
        if !self.is_punct(")") {
            loop {
                let n = self.parse_keyword()?;
                names.push((n.to_string(), AffineExpr::Dim(dims)));
                dims += 1;
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(")")?;
        let mut symbols = 0;
        if self.eat_punct("[") {
            if !self.is_punct("]") {
                loop {
                    let n = self.parse_keyword()?;
                    names.push((n.to_string(), AffineExpr::Symbol(symbols)));
                    symbols += 1;
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
            self.expect_punct("]")?;
        }
        Ok((names, dims, symbols))
    }

    /// `(d0, d1)[s0] -> (exprs)`, without the `affine_map<` wrapper.
    pub(crate) fn parse_affine_map(&mut self) -> DResult<AffineMap> {
        let (names, dims, symbols) = self.parse_dims_symbols()?;
        self.expect_punct("->")?;
        self.expect_punct("(")?;
        let mut results = Vec::new();
        if !self.is_punct(")") {
            loop {
                results.push(self.parse_affine_expr(&names)?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(")")?;
        Ok(AffineMap {
            dims,
            symbols,
            results,
        })
    }

    fn parse_affine_expr(&mut self, names: &[(String, AffineExpr)]) -> DResult<AffineExpr> {
        self.nested(|p| p.parse_affine_expr_here(names))
    }

    fn parse_affine_expr_here(&mut self, names: &[(String, AffineExpr)]) -> DResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(names)?;
        loop {
            if self.eat_punct("+") {
                let r = self.parse_affine_term(names)?;
                lhs = AffineExpr::bin(AffineOp::Add, lhs, r);
            } else if self.eat_punct("-") {
                let r = self.parse_affine_term(names)?;
                let neg = AffineExpr::bin(AffineOp::Mul, r, AffineExpr::Const(-1));
                lhs = AffineExpr::bin(AffineOp::Add, lhs, neg);
            } else {
                return Ok(lhs);
            }
        }
    }

    fn parse_affine_term(&mut self, names: &[(String, AffineExpr)]) -> DResult<AffineExpr> {
        let mut lhs = self.parse_affine_factor(names)?;
        loop {
            let op_pos = self.pos();
            let op = if self.eat_punct("*") {
                AffineOp::Mul
            } else if self.eat_keyword("floordiv") {
                AffineOp::FloorDiv
            } else if self.eat_keyword("ceildiv") {
                AffineOp::CeilDiv
            } else if self.eat_keyword("mod") {
                AffineOp::Mod
            } else {
                return Ok(lhs);
            };
            let r = self.parse_affine_factor(names)?;
            // Upstream's parser rejects semi-affine products and divisors.
            let word = match op {
                AffineOp::Mul => "",
                AffineOp::FloorDiv => "floordiv",
                AffineOp::CeilDiv => "ceildiv",
                _ => "mod",
            };
            if op == AffineOp::Mul
                && !lhs.is_symbolic_or_constant_expr()
                && !r.is_symbolic_or_constant_expr()
            {
                return Err(self.error_at(
                    op_pos,
                    "non-affine expression: at least one of the multiply operands has to be \
                     either a constant or symbolic",
                ));
            }
            if op != AffineOp::Mul && !r.is_symbolic_or_constant_expr() {
                return Err(self.error_at(
                    op_pos,
                    format!(
                        "non-affine expression: right operand of {word} has to be either a \
                         constant or symbolic"
                    ),
                ));
            }
            lhs = AffineExpr::bin(op, lhs, r);
        }
    }

    fn parse_affine_factor(&mut self, names: &[(String, AffineExpr)]) -> DResult<AffineExpr> {
        let pos = self.pos();
        if self.eat_punct("-") {
            let e = self.parse_affine_factor(names)?;
            return Ok(AffineExpr::bin(AffineOp::Mul, e, AffineExpr::Const(-1)));
        }
        if self.eat_punct("(") {
            let e = self.parse_affine_expr(names)?;
            self.expect_punct(")")?;
            return Ok(e);
        }
        if self.affine_ssa.is_some() {
            if self.is_operand() {
                return self.parse_affine_ssa_id(false);
            }
            if self.eat_keyword("symbol") {
                self.expect_punct("(")?;
                let e = self.parse_affine_ssa_id(true)?;
                self.expect_punct(")")?;
                return Ok(e);
            }
        }
        match self.bump() {
            Tok::Int(s) => Ok(AffineExpr::Const(
                parse_int_text(s)
                    .and_then(|v| i64::try_from(v).ok())
                    .ok_or_else(|| self.error_at(pos, "constant too large for index"))?,
            )),
            Tok::BareId(n) => names
                .iter()
                .find(|(k, _)| *k == n)
                .map(|(_, e)| e.clone())
                .ok_or_else(|| self.error_at(pos, format!("use of undeclared identifier '{n}'"))),
            _ => Err(self.error_at(pos, "expected affine expression")),
        }
    }
}

/// The shape a nested list literal spells, if its ranks are consistent.
fn lit_shape(l: &DenseLit) -> Option<Vec<i64>> {
    match l {
        DenseLit::List(items) => {
            let mut shape = vec![items.len() as i64];
            if let Some(first) = items.first() {
                let inner = lit_shape(first)?;
                for i in &items[1..] {
                    if lit_shape(i)? != inner {
                        return None;
                    }
                }
                shape.extend(inner);
            }
            Some(shape)
        }
        _ => Some(vec![]),
    }
}

fn elem_byte_width(t: &TypeData) -> Option<usize> {
    match t {
        TypeData::Integer { width, .. } => Some((*width as usize).div_ceil(8)),
        TypeData::Index => Some(8),
        TypeData::Float(k) => Some(k.width() as usize / 8),
        _ => None,
    }
}

/// Whether `v` (negated when `neg`) fits an integer type of the given width and signedness.
/// Signless integers accept both the signed and the unsigned range, as MLIR does.
pub(crate) fn check_int_fits(v: u128, neg: bool, width: u32, s: Signedness) -> bool {
    if width >= 127 {
        return true;
    }
    let umax = (1u128 << width) - 1;
    let smax_neg = 1u128 << (width - 1);
    match (s, neg) {
        (Signedness::Unsigned, true) => v == 0,
        (Signedness::Unsigned, false) => v <= umax,
        (Signedness::Signed, false) => v < smax_neg,
        (_, true) => v <= smax_neg,
        (Signedness::Signless, false) => v <= umax,
    }
}

/// Builtin type keywords (for deciding whether an attribute is a type).
pub(crate) fn builtin_type_keyword(s: &str) -> bool {
    matches!(
        s,
        "index"
            | "none"
            | "f16"
            | "bf16"
            | "f32"
            | "f64"
            | "memref"
            | "tensor"
            | "vector"
            | "complex"
            | "tuple"
    ) || int_type_keyword(s).is_some()
        || FloatKind::from_keyword(s).is_some()
}

fn int_type_keyword(s: &str) -> Option<(u32, Signedness)> {
    let (rest, sg) = if let Some(r) = s.strip_prefix("si") {
        (r, Signedness::Signed)
    } else if let Some(r) = s.strip_prefix("ui") {
        (r, Signedness::Unsigned)
    } else if let Some(r) = s.strip_prefix('i') {
        (r, Signedness::Signless)
    } else {
        return None;
    };
    if rest.is_empty()
        || !rest.bytes().all(|b| b.is_ascii_digit())
        || rest.starts_with('0') && rest.len() > 1
    {
        return None;
    }
    rest.parse().ok().map(|w| (w, sg))
}

/// Fast-math flag names (or `none`/`fast`) to bits.
fn fastmath_bit(f: &str) -> Option<u8> {
    match f {
        "none" => Some(0),
        "fast" => Some(0x7f),
        _ => Some(1 << FASTMATH_FLAGS.iter().position(|n| *n == f)?),
    }
}

fn overflow_bit(f: &str) -> Option<u8> {
    match f {
        "none" => Some(0),
        "nsw" => Some(1),
        "nuw" => Some(2),
        _ => None,
    }
}

/// One of arith's bit-enum attributes, as upstream's generated parser names it.
struct BitEnum {
    /// The C++ enum (`::mlir::arith::FastMathFlags`).
    cpp: &'static str,
    /// The attribute definition (`Arith_FastMathAttr`).
    attr: &'static str,
    /// The keywords, in upstream's order.
    cases: &'static str,
    /// A keyword's bits.
    bit: fn(&str) -> Option<u8>,
}

const FASTMATH_ENUM: BitEnum = BitEnum {
    cpp: "::mlir::arith::FastMathFlags",
    attr: "Arith_FastMathAttr",
    cases: "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
    bit: fastmath_bit,
};

const OVERFLOW_ENUM: BitEnum = BitEnum {
    cpp: "::mlir::arith::IntegerOverflowFlags",
    attr: "Arith_IntegerOverflowAttr",
    cases: "none, nsw, nuw",
    bit: overflow_bit,
};

impl Parser<'_> {
    /// The flags of `fastmath<...>` / `#arith.fastmath<...>` after the `<`, up to and with the
    /// `>`.
    pub(crate) fn parse_fastmath_flags(&mut self, prefix: &str) -> DResult<u8> {
        self.parse_bit_enum(&FASTMATH_ENUM, prefix)
    }

    /// The flags of `overflow<...>` / `#arith.overflow<...>` after the `<`, up to and with the
    /// `>`.
    pub(crate) fn parse_overflow_flags(&mut self, prefix: &str) -> DResult<u8> {
        self.parse_bit_enum(&OVERFLOW_ENUM, prefix)
    }

    /// A bit enum's flags as upstream's generated parser reads them: comma-separated keywords
    /// or strings. A bad flag gets its two errors (the enum's, at the first flag, and the
    /// attribute parameter's, where parsing stopped), prefixed with `prefix` ("custom op 'x' "
    /// inside an op's custom form).
    fn parse_bit_enum(&mut self, e: &BitEnum, prefix: &str) -> DResult<u8> {
        let first = self.pos();
        let param_error = |p: &Self, d: Diagnostic| {
            d.with_follow_up(p.error_at(
                p.pos(),
                format!(
                    "{prefix}failed to parse {} parameter 'value' which is to be a `{}`",
                    e.attr, e.cpp
                ),
            ))
        };
        let mut bits = 0u8;
        loop {
            let word = match self.peek().clone() {
                Tok::BareId(k) => k.to_string(),
                Tok::Str(s) => String::from_utf8_lossy(&s).into_owned(),
                _ => {
                    let d = self.error_at(
                        self.pos(),
                        format!("{prefix}expected valid keyword or string"),
                    );
                    return Err(param_error(self, d));
                }
            };
            self.bump();
            let Some(b) = (e.bit)(&word) else {
                let d = self.error_at(
                    first,
                    format!("{prefix}expected {} to be one of: {}", e.cpp, e.cases),
                );
                return Err(param_error(self, d));
            };
            bits |= b;
            if !self.eat_punct(",") {
                break;
            }
        }
        self.expect_punct(">")?;
        Ok(bits)
    }
}

/// The dialects upstream's `mlir-opt` registers (its "Available dialects" list): attributes
/// and types of any other dialect are rejected, as there.
const REGISTERED_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// MLIR's spelling of a dialect symbol: `#dialect<body>` prints as `#dialect.body` when the
/// body is an identifier, optionally followed by one `<...>` group (as `overflow<none>`).
fn pretty_dialect_symbol(text: String) -> String {
    let b = text.as_bytes();
    if !matches!(b.first(), Some(b'#' | b'!')) {
        return text;
    }
    let Some(open) = text.find('<') else {
        return text;
    };
    let name = &text[1..open];
    if name.contains('.') || !text.ends_with('>') {
        return text;
    }
    let body = &text[open + 1..text.len() - 1];
    let ident_end = body
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(body.len());
    let simple = body.starts_with(|c: char| c.is_ascii_alphabetic())
        && (ident_end == body.len() || (body[ident_end..].starts_with('<') && body.ends_with('>')));
    if simple {
        format!("{}{name}.{body}", &text[..1])
    } else {
        text
    }
}

/// A parsed magnitude with its sign as the i128 the IR keeps (2^127 negated is i128::MIN, not
/// an overflow).
pub(super) fn signed_value(v: u128, neg: bool) -> i128 {
    if neg {
        (v as i128).wrapping_neg()
    } else {
        v as i128
    }
}

/// The SSA values named so far in an affine expression of SSA ids.
#[derive(Default)]
pub(crate) struct AffineSsa<'a> {
    /// Each value and the dimension or symbol it is.
    pub ids: Vec<(super::OperandRef<'a>, AffineExpr)>,
    /// The values used as dimensions, in order.
    pub dims: Vec<super::OperandRef<'a>>,
    /// The values used as symbols, in order.
    pub syms: Vec<super::OperandRef<'a>>,
}

/// The end of the `<...>` of a shaped type whose `<` is at `start`, if the text between holds
/// nothing whose meaning depends on more than the text (aliases, strings, comments) and is
/// short.
fn shaped_type_text_end(src: &[u8], start: usize) -> Option<usize> {
    if src.get(start) != Some(&b'<') {
        return None;
    }
    let mut depth = 0u32;
    let mut i = start;
    while i < src.len().min(start + 256) {
        match src[i] {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            // `->` of an affine map.
            b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
            b'"' | b'#' | b'!' | b'/' | b'{' | b'\n' | b'\r' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}
