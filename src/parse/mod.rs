//! The MLIR text parser: modules, generic and custom op forms, types, attributes, locations.

mod attrs;
pub use crate::ir::float::float_bits;
mod format;
pub mod lexer;
mod ops;

use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

use crate::diag::{DResult, Diagnostic, SrcPos};
use crate::ir::{Attr, Block, Context, Loc, LocData, Op, OpKind, Region, Type, Value};
use lexer::Tok;

/// Options of the parser.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Accept ops of unknown dialects in generic form.
    pub allow_unregistered: bool,
    /// File name used in locations and diagnostics.
    pub filename: String,
    /// Lines before the text (for `--split-input-file` chunks), so that locations are those of
    /// the whole file.
    pub line_offset: u32,
    /// Columns before the text on its first line (a chunk starts after its marker).
    pub col_offset: u32,
    /// When set, only the top-level functions (those of the top-level module) whose index
    /// is in one of the ranges are parsed whole; the bodies of the others are skipped as text and
    /// they become private declarations. Several contexts then each hold some of a large
    /// module's functions, with every symbol's signature (`memref-opt`'s pipeline on
    /// several threads, see `opt.rs`).
    pub keep_bodies: Option<Vec<std::ops::Range<usize>>>,
}

/// Parses `src` into a new top-level `builtin.module` in `ctx`. If the text holds exactly one
/// top-level `builtin.module`, that op is returned; otherwise the top-level ops are wrapped in an
/// implicit module, as `mlir-opt` does.
pub fn parse_module(ctx: &mut Context, src: &str, opts: &ParseOptions) -> DResult<Op> {
    parse_module_bytes(ctx, src.as_bytes(), opts)
}

/// [`parse_module`] on raw bytes: as upstream, invalid UTF-8 is accepted in comments and
/// string literals (a string attribute keeps the bytes), and is a located "unexpected
/// character" error anywhere else.
pub fn parse_module_bytes(ctx: &mut Context, src: &[u8], opts: &ParseOptions) -> DResult<Op> {
    let mut p = Parser::new(ctx, src, opts);
    p.parse_top_level()
}

/// [`parse_module_bytes`] also returning the functions [`ParseOptions::keep_bodies`] made
/// declarations of (their bodies skipped).
pub fn parse_module_skipping(
    ctx: &mut Context,
    src: &[u8],
    opts: &ParseOptions,
) -> DResult<(Op, Vec<Op>)> {
    let mut p = Parser::new(ctx, src, opts);
    let top = p.parse_top_level()?;
    Ok((top, p.skipped))
}

/// A use of an SSA name not yet resolved to a value: `%name` or `%name#number`.
#[derive(Clone, Debug)]
pub(crate) struct OperandRef<'a> {
    pub name: &'a str,
    pub number: u32,
    pub pos: usize,
}

/// What a custom or generic op parser produces before the op is created.
#[derive(Debug, Default)]
pub(crate) struct OpState {
    pub operands: SmallVec<[Value; 4]>,
    pub result_types: SmallVec<[Type; 2]>,
    pub attrs: Vec<(String, Attr)>,
    pub regions: SmallVec<[Region; 2]>,
    pub successors: SmallVec<[Block; 2]>,
}

struct IsolatedScope<'a> {
    /// Visible names: each maps to the values of its result group.
    values: HashMap<&'a str, (smallvec::SmallVec<[Value; 1]>, usize)>,
    /// Names defined per nested (non-isolated) region, to drop on exit.
    region_defs: Vec<Vec<&'a str>>,
    /// Forward references: (name, number) -> (placeholder, position of first use).
    forward: HashMap<(&'a str, u32), (Value, usize)>,
}

struct BlockScope<'a> {
    blocks: HashMap<&'a str, (Block, bool, usize)>,
    /// Order of definition.
    defined: Vec<Block>,
}

/// Parsed `(%a: t {attrs}, ...)`: the arguments, their attribute dicts, and whether they
/// were named.
pub(crate) type ArgList<'a> = (Vec<ArgDef<'a>>, Vec<Vec<(String, Attr)>>, bool);

/// A name bound by a block header or an op's custom syntax (`%iv`, `%arg0: i32`).
#[derive(Clone, Debug)]
pub(crate) struct ArgDef<'a> {
    pub name: &'a str,
    pub ty: Type,
    pub loc: Loc,
    pub pos: usize,
}

pub(crate) struct Parser<'a> {
    pub ctx: &'a mut Context,
    src: &'a [u8],
    /// Start of the current token.
    tok_start: usize,
    /// End of the current token.
    tok_end: usize,
    tok: Tok<'a>,
    file: String,
    line_offset: u32,
    col_offset: u32,
    /// Start and 0-based number of the line of the last position asked for: the parser asks
    /// for positions mostly in order, so a short scan from here replaces a table of all line
    /// starts (8 bytes a line) and a binary search per op.
    line_cache: std::cell::Cell<(usize, u32)>,
    allow_unregistered: bool,
    type_aliases: HashMap<&'a str, Type>,
    /// Types by their source text (a scalar keyword, or a `memref<...>`, `tensor<...>` or
    /// `vector<...>` without aliases, strings or comments): most types of a module repeat, and
    /// parsing one again builds and interns its structure (a heap list for a shape).
    type_cache: HashMap<&'a [u8], Type>,
    attr_aliases: HashMap<&'a str, Attr>,
    loc_aliases: HashMap<&'a str, Loc>,
    /// Ops, block arguments and the module whose `loc(#alias)` refers to an alias not yet defined.
    pending_locs: Vec<(LocUser, &'a str, usize)>,
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<BlockScope<'a>>,
    default_dialect: Vec<&'static str>,
    /// File name used in locations.
    file_sym: std::sync::Arc<str>,
    /// The default dialect of the regions of the op being parsed (upstream's
    /// `OpAsmOpInterface::getDefaultDialect`): `None` for a generic op, whose regions keep
    /// the enclosing one.
    op_dd: Option<&'static str>,
    /// Location of the custom op being parsed (for implicit terminators).
    cur_op_loc: Option<Loc>,
    /// The op whose custom form is being parsed (named in upstream's `custom op '...'` errors).
    pub(crate) cur_op_kind: Option<OpKind>,
    /// Regions, types and attributes open around the current token.
    nesting: u32,
    /// While parsing an affine expression of SSA ids: the ids seen so far.
    pub(crate) affine_ssa: Option<attrs::AffineSsa<'a>>,
    /// [`ParseOptions::keep_bodies`].
    keep_bodies: Option<Vec<std::ops::Range<usize>>>,
    /// The `nesting` of the top-level module's ops: 0 at the top, 1 in the body of a module
    /// written at the top.
    top_nesting: u32,
    /// Top-level functions created so far.
    top_funcs: usize,
    /// Set while parsing a function whose body was skipped, until it is created.
    skipping: bool,
    /// The functions whose bodies were skipped.
    skipped: Vec<Op>,
}

/// The deepest nesting of regions, types and attributes accepted: every later layer (verify,
/// passes, print, both engines) is tested at this depth (`tests/deep_nesting.rs`).
pub const MAX_NESTING: u32 = 16_384;

#[derive(Clone, Copy, Debug)]
enum LocUser {
    Op(Op),
    Value(Value),
}

impl<'a> Parser<'a> {
    fn new(ctx: &'a mut Context, bytes: &'a [u8], opts: &ParseOptions) -> Parser<'a> {
        let mut p = Parser {
            ctx,
            src: bytes,
            tok_start: 0,
            tok_end: 0,
            tok: Tok::Eof,
            file: opts.filename.clone(),
            line_offset: opts.line_offset,
            col_offset: opts.col_offset,
            line_cache: std::cell::Cell::new((0, 0)),
            allow_unregistered: opts.allow_unregistered,
            type_aliases: HashMap::default(),
            type_cache: HashMap::default(),
            attr_aliases: HashMap::default(),
            loc_aliases: HashMap::default(),
            pending_locs: Vec::new(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            default_dialect: Vec::new(),
            file_sym: opts.filename.as_str().into(),
            op_dd: None,
            cur_op_loc: None,
            cur_op_kind: None,
            nesting: 0,
            affine_ssa: None,
            keep_bodies: opts.keep_bodies.clone(),
            top_nesting: 0,
            top_funcs: 0,
            skipping: false,
            skipped: Vec::new(),
        };
        p.reset_to(0);
        p
    }

    // ---- token stream ----------------------------------------------------------------------

    pub(crate) fn reset_to(&mut self, pos: usize) {
        let start = lexer::skip_trivia(self.src, pos);
        // The old token is dropped first, so that the new one is built in place (built on the
        // stack and copied, its halves stalled the copy: a tenth of the parse time).
        self.tok = Tok::Eof;
        let end = lexer::lex_into(self.src, start, &mut self.tok);
        self.tok_start = start;
        self.tok_end = end;
    }
    pub(crate) fn bump(&mut self) -> Tok<'a> {
        let t = std::mem::replace(&mut self.tok, Tok::Eof);
        self.reset_to(self.tok_end);
        t
    }
    #[inline]
    pub(crate) fn peek(&self) -> &Tok<'a> {
        &self.tok
    }
    /// Position (byte offset) of the current token.
    #[inline]
    pub(crate) fn pos(&self) -> usize {
        self.tok_start
    }
    #[inline]
    pub(crate) fn is_punct(&self, p: &str) -> bool {
        matches!(&self.tok, Tok::Punct(q) if *q == p)
    }
    #[inline]
    pub(crate) fn is_keyword(&self, k: &str) -> bool {
        matches!(&self.tok, Tok::BareId(s) if *s == k)
    }
    #[inline]
    pub(crate) fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }
    #[inline]
    pub(crate) fn eat_keyword(&mut self, k: &str) -> bool {
        if self.is_keyword(k) {
            self.bump();
            true
        } else {
            false
        }
    }
    #[inline]
    pub(crate) fn expect_punct(&mut self, p: &str) -> DResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.err_expected(&format!("'{p}'"))
        }
    }
    pub(crate) fn expect_keyword(&mut self, k: &str) -> DResult<()> {
        if self.eat_keyword(k) {
            Ok(())
        } else {
            self.err_expected(&format!("'{k}'"))
        }
    }
    /// A keyword of an op's custom form: upstream's `OpAsmParser::parseKeyword`, whose error
    /// names the op and points at the token found.
    pub(crate) fn expect_op_keyword(&mut self, k: &str) -> DResult<()> {
        if self.eat_keyword(k) {
            return Ok(());
        }
        if let Tok::Error(_) = &self.tok {
            return self.err_expected(&format!("'{k}'"));
        }
        let name = self.cur_op_kind.map_or("", |k| k.name());
        Err(self.error_at(self.tok_start, format!("custom op '{name}' expected '{k}'")))
    }
    pub(crate) fn err_expected<T>(&self, what: &str) -> DResult<T> {
        if let Tok::Error(m) = &self.tok {
            let at = if m.starts_with("expected '\"'") {
                self.tok_end
            } else {
                self.tok_start
            };
            return Err(self.error_at(at, m.clone()));
        }
        Err(self.error_at(self.wrong_token_pos(), format!("expected {what}")))
    }

    /// Where upstream reports "expected X": right after the last token before the current one
    /// (skipping blank lines and comments), so that the caret points at what is missing.
    pub(crate) fn wrong_token_pos(&self) -> usize {
        self.wrong_token_pos_at(self.tok_start)
    }
    /// [`Parser::wrong_token_pos`] for a token starting at `loc`.
    pub(crate) fn wrong_token_pos_at(&self, mut loc: usize) -> usize {
        let src = self.src;
        if loc >= src.len() && loc > 0 {
            loc = src.len() - 1;
        }
        let mut end = loc;
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return loc;
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return end;
            }
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|c| *c == b'\n' || *c == b'\r')
                .map(|i| i + 1)
                .unwrap_or(0);
            if let Some(c) = src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }
    /// Bare identifier (keyword) at the current position.
    pub(crate) fn parse_keyword(&mut self) -> DResult<&'a str> {
        match *self.peek() {
            Tok::BareId(s) => {
                self.bump();
                Ok(s)
            }
            _ => self.err_expected("keyword"),
        }
    }

    // ---- positions and diagnostics ---------------------------------------------------------

    /// 1-based line (with the chunk's line offset) and column of byte offset `pos`.
    fn line_col(&self, pos: usize) -> (u32, u32) {
        let src = self.src;
        let (mut start, mut line) = self.line_cache.get();
        if pos >= start {
            let seen = &src[start..pos.min(src.len())];
            // Counting vectorizes; the last newline is near the end.
            let n = seen.iter().filter(|&&b| b == b'\n').count();
            if n > 0 {
                line += n as u32;
                start += seen.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            }
        } else {
            while start > pos {
                // `start - 1` is the newline ending the previous line.
                line -= 1;
                start = src[..start - 1]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |nl| nl + 1);
            }
        }
        self.line_cache.set((start, line));
        let col = (pos - start) as u32 + 1 + if line == 0 { self.col_offset } else { 0 };
        (line + 1 + self.line_offset, col)
    }
    pub(crate) fn src_pos(&self, pos: usize) -> SrcPos {
        let (line, col) = self.line_col(pos);
        SrcPos {
            file: self.file.clone(),
            line,
            col,
        }
    }
    pub(crate) fn error_at(&self, pos: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(Some(self.src_pos(pos)), msg)
    }
    pub(crate) fn loc_at(&mut self, pos: usize) -> Loc {
        let (line, col) = self.line_col(pos);
        self.ctx.file_loc(&self.file_sym, line, col)
    }

    // ---- top level -------------------------------------------------------------------------

    fn parse_top_level(&mut self) -> DResult<Op> {
        let module_loc = {
            // Upstream's: 0:0 for a whole file or its first chunk, where a later
            // `--split-input-file` chunk starts (right after its marker) for the others.
            let (line, col) = if self.col_offset > 0 {
                (self.line_offset + 1, self.col_offset + 1)
            } else {
                (0, 0)
            };
            let l = LocData::FileLineCol {
                file: self.file_sym.clone(),
                line,
                col,
            };
            self.ctx.intern_loc(l)
        };
        let region = self.ctx.create_region();
        let block = self.ctx.create_block();
        self.ctx.append_block(region, block);
        self.scopes.push(IsolatedScope {
            values: HashMap::default(),
            region_defs: vec![Vec::new()],
            forward: HashMap::default(),
        });
        self.block_scopes.push(BlockScope {
            blocks: HashMap::default(),
            defined: vec![],
        });
        self.default_dialect.push("builtin");
        loop {
            match self.peek().clone() {
                Tok::Eof => break,
                Tok::Hash(name) if self.next_is_eq() => {
                    let pos = self.pos();
                    self.bump();
                    self.expect_punct("=")?;
                    // Location aliases are attribute aliases: one namespace.
                    if self.attr_aliases.contains_key(name) || self.loc_aliases.contains_key(name) {
                        return Err(self.error_at(
                            pos,
                            format!("redefinition of attribute alias id '{name}'"),
                        ));
                    }
                    if self.is_keyword("loc") {
                        let l = self.parse_loc_body()?;
                        self.loc_aliases.insert(name, l);
                    } else {
                        let a = self.parse_attribute(None)?;
                        self.attr_aliases.insert(name, a);
                    }
                }
                Tok::Bang(name) if self.next_is_eq() => {
                    let pos = self.pos();
                    self.bump();
                    self.expect_punct("=")?;
                    if self.type_aliases.contains_key(name) {
                        return Err(
                            self.error_at(pos, format!("redefinition of type alias id '{name}'"))
                        );
                    }
                    let t = self.parse_type()?;
                    self.type_aliases.insert(name, t);
                }
                Tok::Punct("{") if self.src[self.tok_start..].starts_with(b"{-#") => {
                    // File metadata `{-# ... #-}`: skipped.
                    match find(self.src, self.tok_start, b"#-}") {
                        Some(e) => self.reset_to(e + 3),
                        None => {
                            return Err(self
                                .error_at(self.tok_start, "expected '#-}' to end file metadata"))
                        }
                    }
                }
                _ => {
                    self.parse_operation(block)?;
                }
            }
        }
        self.finish_isolated_scope()?;
        self.block_scopes.pop();
        self.resolve_pending_locs()?;
        // A single top-level module is the module itself.
        let ops: Vec<Op> = self.ctx.block_ops(block).collect();
        if ops.len() == 1 && self.ctx.kind(ops[0]) == OpKind::Module {
            let m = ops[0];
            self.ctx.detach_op(m);
            return Ok(m);
        }
        let m = self.ctx.create_op(
            OpKind::Module,
            None,
            &[],
            &[],
            vec![],
            &[region],
            &[],
            module_loc,
        );
        Ok(m)
    }

    fn next_is_eq(&self) -> bool {
        let p = lexer::skip_trivia(self.src, self.tok_end);
        self.src.get(p) == Some(&b'=')
    }

    fn resolve_pending_locs(&mut self) -> DResult<()> {
        for (user, name, pos) in std::mem::take(&mut self.pending_locs) {
            let Some(l) = self.loc_aliases.get(name).copied() else {
                return Err(self.error_at(
                    pos,
                    "operation location alias was never defined".to_string(),
                ));
            };
            match user {
                LocUser::Op(op) => self.ctx.set_op_loc(op, l),
                LocUser::Value(v) => self.ctx.set_value_loc(v, l),
            }
        }
        Ok(())
    }

    // ---- SSA scopes ------------------------------------------------------------------------

    fn push_isolated_scope(&mut self) {
        self.scopes.push(IsolatedScope {
            values: HashMap::default(),
            region_defs: vec![Vec::new()],
            forward: HashMap::default(),
        });
    }
    fn finish_isolated_scope(&mut self) -> DResult<()> {
        let s = self.scopes.pop().expect("scope");
        if let Some(((name, _), (_, pos))) = s.forward.iter().min_by_key(|(_, (_, p))| *p) {
            let _ = name;
            return Err(self.error_at(*pos, "use of undeclared SSA value name"));
        }
        Ok(())
    }
    fn push_region_scope(&mut self) {
        self.scopes.last_mut().unwrap().region_defs.push(Vec::new());
    }
    fn pop_region_scope(&mut self) {
        let s = self.scopes.last_mut().unwrap();
        for n in s.region_defs.pop().unwrap() {
            s.values.remove(&n);
        }
    }

    /// Binds `name` to a group of values, resolving earlier forward references.
    pub(crate) fn define_values(
        &mut self,
        name: &'a str,
        values: &[Value],
        pos: usize,
    ) -> DResult<()> {
        let s = self.scopes.last_mut().unwrap();
        if let Some((_, first)) = s.values.get(name) {
            let first = *first;
            return Err(self
                .error_at(pos, format!("redefinition of SSA value '%{name}'"))
                .with_note(Some(self.src_pos(first)), "previously defined here"));
        }
        s.values.insert(name, (values.into(), pos));
        s.region_defs.last_mut().unwrap().push(name);
        // Resolve forward references.
        if s.forward.is_empty() {
            return Ok(());
        }
        let pending: Vec<(u32, Value, usize)> = s
            .forward
            .iter()
            .filter(|((n, _), _)| *n == name)
            .map(|((_, k), (v, p))| (*k, *v, *p))
            .collect();
        for (k, ph, upos) in pending {
            self.scopes.last_mut().unwrap().forward.remove(&(name, k));
            let Some(&real) = values.get(k as usize) else {
                return Err(self.error_at(upos, "reference to invalid result number".to_string()));
            };
            let (pt, rt) = (self.ctx.value_type(ph), self.ctx.value_type(real));
            if pt != rt {
                let (a, b) = (self.type_str(pt), self.type_str(rt));
                return Err(self
                    .error_at(
                        upos,
                        format!("definition of SSA value '%{name}#{k}' has type '{b}'"),
                    )
                    .with_note(
                        Some(self.src_pos(upos)),
                        format!("previously used here with type '{a}'"),
                    ));
            }
            self.ctx.replace_all_uses(ph, real);
        }
        Ok(())
    }

    /// A use of `r` as `ty` where its definition (or first use, at `prior`) has type `had`.
    fn type_mismatch(&self, r: &OperandRef<'a>, ty: Type, had: Type, prior: usize) -> Diagnostic {
        let (a, b) = (self.type_str(ty), self.type_str(had));
        self.error_at(
            r.pos,
            format!(
                "use of value '%{}' expects different type than prior uses: '{a}' vs '{b}'",
                r.name
            ),
        )
        .with_note(Some(self.src_pos(prior)), "prior use here")
    }

    /// Resolves an operand reference to a value of type `ty` (a placeholder for forward refs).
    pub(crate) fn resolve(&mut self, r: &OperandRef<'a>, ty: Type) -> DResult<Value> {
        let s = self.scopes.last().unwrap();
        if let Some((vals, def)) = s.values.get(r.name) {
            let Some(&v) = vals.get(r.number as usize) else {
                return Err(self.error_at(r.pos, "reference to invalid result number"));
            };
            let def = *def;
            let vt = self.ctx.value_type(v);
            if vt != ty {
                return Err(self.type_mismatch(r, ty, vt, def));
            }
            return Ok(v);
        }
        let key = (r.name, r.number);
        if let Some((ph, first)) = s.forward.get(&key) {
            let (ph, first) = (*ph, *first);
            let pt = self.ctx.value_type(ph);
            if pt != ty {
                return Err(self.type_mismatch(r, ty, pt, first));
            }
            return Ok(ph);
        }
        let loc = self.loc_at(r.pos);
        let ph = self.ctx.create_placeholder(ty, loc);
        self.scopes
            .last_mut()
            .unwrap()
            .forward
            .insert(key, (ph, r.pos));
        Ok(ph)
    }

    /// Resolves operands against their listed types; the caller has checked the counts (with
    /// its op's own message) or uses [`Parser::resolve_listed`].
    pub(crate) fn resolve_all(
        &mut self,
        refs: &[OperandRef<'a>],
        tys: &[Type],
    ) -> DResult<Vec<Value>> {
        debug_assert_eq!(
            refs.len(),
            tys.len(),
            "operand and type counts checked by the caller"
        );
        refs.iter()
            .zip(tys)
            .map(|(r, t)| self.resolve(r, *t))
            .collect()
    }

    /// Resolves operands against a type list, which must be as long (MLIR's
    /// `resolveOperands`), else upstream's error at the first operand (`pos` without operands).
    pub(crate) fn resolve_listed(
        &mut self,
        refs: &[OperandRef<'a>],
        tys: &[Type],
        pos: usize,
    ) -> DResult<Vec<Value>> {
        if tys.len() != refs.len() {
            let name = self.cur_op_kind.map_or("", |k| k.name());
            return Err(self.error_at(
                refs.first().map_or(pos, |r| r.pos),
                format!(
                    "custom op '{name}' number of operands and types do not match: got {} \
                     operands and {} types",
                    refs.len(),
                    tys.len()
                ),
            ));
        }
        self.resolve_all(refs, tys)
    }

    /// Resolves operands that must all have the same type.
    pub(crate) fn resolve_same(
        &mut self,
        refs: &[OperandRef<'a>],
        ty: Type,
    ) -> DResult<Vec<Value>> {
        refs.iter().map(|r| self.resolve(r, ty)).collect()
    }

    pub(crate) fn type_str(&self, t: Type) -> String {
        crate::ir::asm::type_to_string(self.ctx, t)
    }

    // ---- operands --------------------------------------------------------------------------

    pub(crate) fn is_operand(&self) -> bool {
        matches!(self.peek(), Tok::Percent(_))
    }

    /// `%name` or `%name#N`.
    pub(crate) fn parse_operand(&mut self) -> DResult<OperandRef<'a>> {
        let pos = self.pos();
        let Tok::Percent(name) = *self.peek() else {
            return self.err_expected("SSA operand");
        };
        self.bump();
        let mut number = 0;
        if let Tok::Hash(h) = self.peek() {
            if self.tok_start == pos + 1 + name.len() {
                match h.parse::<u32>() {
                    Ok(n) => {
                        number = n;
                        self.bump();
                    }
                    Err(_) => {
                        return Err(self.error_at(self.pos(), "invalid SSA value result number"))
                    }
                }
            }
        }
        Ok(OperandRef { name, number, pos })
    }

    /// Comma-separated operands (possibly none).
    pub(crate) fn parse_operand_list(&mut self) -> DResult<Vec<OperandRef<'a>>> {
        let mut out = Vec::new();
        if !self.is_operand() {
            return Ok(out);
        }
        loop {
            out.push(self.parse_operand()?);
            if !self.eat_punct(",") {
                return Ok(out);
            }
        }
    }

    /// `(%a, %b)` — parenthesised operand list.
    pub(crate) fn parse_paren_operands(&mut self) -> DResult<Vec<OperandRef<'a>>> {
        self.expect_punct("(")?;
        let l = self.parse_operand_list()?;
        self.expect_punct(")")?;
        Ok(l)
    }

    /// A comma-separated list of types.
    pub(crate) fn parse_type_list(&mut self) -> DResult<Vec<Type>> {
        let mut out = vec![self.parse_type()?];
        while self.eat_punct(",") {
            out.push(self.parse_type()?);
        }
        Ok(out)
    }

    /// `: T`.
    pub(crate) fn parse_colon_type(&mut self) -> DResult<Type> {
        self.expect_punct(":")?;
        self.parse_type()
    }

    /// `{k = v, ...}` if present.
    pub(crate) fn parse_optional_attr_dict(&mut self) -> DResult<Vec<(String, Attr)>> {
        if !self.is_punct("{") {
            return Ok(Vec::new());
        }
        let pos = self.pos();
        let dict = self.parse_attr_dict_entries()?;
        // The attribute dictionary of an op whose custom form upstream declares (ODS
        // `assemblyFormat`): its generated parser checks the inherent attributes given there
        // right away (`verifyInherentAttrs`).
        if let Some(kind) = self.cur_op_kind.filter(|k| k.declarative_upstream()) {
            for (k, v) in &dict {
                let Some(def) = kind.info().attr(k) else {
                    continue;
                };
                if let Some(msg) = crate::ir::opdef::attr_violation(self.ctx, kind, def, *v) {
                    let name = kind.name();
                    return Err(self.error_at(pos, format!("custom op '{name}' '{name}' op {msg}")));
                }
            }
        }
        Ok(dict)
    }

    /// `attributes {..}` if present.
    pub(crate) fn parse_optional_attr_dict_with_keyword(&mut self) -> DResult<Vec<(String, Attr)>> {
        if self.eat_keyword("attributes") {
            self.parse_attr_dict_entries()
        } else {
            Ok(Vec::new())
        }
    }

    // ---- ops -------------------------------------------------------------------------------

    /// Parses one op and appends it to `block`.
    pub(crate) fn parse_operation(&mut self, block: Block) -> DResult<Op> {
        // Result list.
        let mut result_groups: SmallVec<[(&'a str, u32, usize); 2]> = SmallVec::new();
        let results_pos = self.pos();
        if self.is_operand() {
            loop {
                let pos = self.pos();
                let Tok::Percent(name) = self.bump() else {
                    unreachable!()
                };
                let mut count = 1;
                if self.eat_punct(":") {
                    match self.bump() {
                        Tok::Int(n) => match n.parse::<u32>() {
                            Ok(n) if n > 0 => count = n,
                            _ => {
                                return Err(self.error_at(pos, "expected integer number of results"))
                            }
                        },
                        _ => return Err(self.error_at(pos, "expected integer number of results")),
                    }
                }
                result_groups.push((name, count, pos));
                if !self.eat_punct(",") {
                    break;
                }
                if !self.is_operand() {
                    return self.err_expected("SSA value name");
                }
            }
            if !self.eat_punct("=") {
                return self.err_expected("'=' after SSA name");
            }
        }
        let num_results: u32 = result_groups.iter().map(|g| g.1).sum();
        let op_pos = self.pos();
        let op = match self.peek().clone() {
            Tok::Str(name) => {
                self.parse_generic_op(String::from_utf8_lossy(&name).into_owned(), op_pos)?
            }
            Tok::BareId(name) => self.parse_custom_op(name, op_pos)?,
            _ => return self.err_expected("operation name in quotes"),
        };
        self.ctx.insert_op(block, None, op);
        // Bind results.
        let n = self.ctx.results(op).len();
        if !result_groups.is_empty() && n as u32 != num_results {
            let msg = if n == 0 {
                "cannot name an operation with no results".to_string()
            } else {
                format!("operation defines {n} results but was provided {num_results} to bind")
            };
            return Err(self.error_at(results_pos, msg));
        }
        let mut idx = 0usize;
        for (name, count, pos) in result_groups {
            let vals: SmallVec<[Value; 4]> =
                SmallVec::from_slice(&self.ctx.results(op)[idx..idx + count as usize]);
            idx += count as usize;
            self.define_values(name, &vals, pos)?;
        }
        // Trailing location.
        self.parse_trailing_loc(LocUser::Op(op))?;
        Ok(op)
    }

    fn parse_trailing_loc(&mut self, user: LocUser) -> DResult<()> {
        if !self.is_keyword("loc") {
            return Ok(());
        }
        let pos = self.pos();
        match self.parse_loc_or_alias()? {
            Ok(l) => match user {
                LocUser::Op(op) => self.ctx.set_op_loc(op, l),
                LocUser::Value(v) => self.set_value_loc(v, l),
            },
            Err(alias) => self.pending_locs.push((user, alias, pos)),
        }
        Ok(())
    }

    fn set_value_loc(&mut self, v: Value, l: Loc) {
        self.ctx.set_value_loc(v, l);
    }

    /// Parses `loc(...)`: `Ok(loc)` or `Err(alias)` for a not-yet-defined alias.
    fn parse_loc_or_alias(&mut self) -> DResult<Result<Loc, &'a str>> {
        self.expect_keyword("loc")?;
        self.expect_punct("(")?;
        if let Tok::Hash(name) = self.peek().clone() {
            self.bump();
            self.expect_punct(")")?;
            return Ok(match self.loc_aliases.get(name) {
                Some(l) => Ok(*l),
                None => Err(name),
            });
        }
        let l = self.parse_loc_inner()?;
        self.expect_punct(")")?;
        Ok(Ok(l))
    }

    fn parse_loc_body(&mut self) -> DResult<Loc> {
        let pos = self.pos();
        match self.parse_loc_or_alias()? {
            Ok(l) => Ok(l),
            Err(_) => Err(self.error_at(pos, "undefined location alias")),
        }
    }

    fn parse_loc_inner(&mut self) -> DResult<Loc> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Hash(name) => {
                self.bump();
                self.loc_aliases
                    .get(&name)
                    .copied()
                    .ok_or_else(|| self.error_at(pos, "undefined location alias"))
            }
            Tok::BareId("unknown") => {
                self.bump();
                Ok(self.ctx.unknown_loc())
            }
            Tok::BareId("callsite") => {
                self.bump();
                self.expect_punct("(")?;
                let callee = self.parse_loc_inner()?;
                self.expect_keyword("at")?;
                let caller = self.parse_loc_inner()?;
                self.expect_punct(")")?;
                Ok(self.ctx.intern_loc(LocData::CallSite { callee, caller }))
            }
            Tok::BareId("fused") => {
                self.bump();
                let mut meta = None;
                if self.eat_punct("<") {
                    meta = Some(self.parse_attribute(None)?);
                    self.expect_punct(">")?;
                }
                self.expect_punct("[")?;
                let mut locs = Vec::new();
                if !self.is_punct("]") {
                    loop {
                        locs.push(self.parse_loc_inner()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                }
                self.expect_punct("]")?;
                Ok(self.ctx.intern_loc(LocData::Fused { meta, locs }))
            }
            Tok::Str(s) => {
                self.bump();
                let s = String::from_utf8_lossy(&s).into_owned();
                if self.eat_punct(":") {
                    let line = self.parse_u32()?;
                    self.expect_punct(":")?;
                    let col = self.parse_u32()?;
                    if self.eat_keyword("to") {
                        let (end_line, end_col) = if self.eat_punct(":") {
                            (line, self.parse_u32()?)
                        } else {
                            let l = self.parse_u32()?;
                            self.expect_punct(":")?;
                            (l, self.parse_u32()?)
                        };
                        return Ok(self.ctx.intern_loc(LocData::FileRange {
                            file: s.into(),
                            line,
                            col,
                            end_line,
                            end_col,
                        }));
                    }
                    Ok(self.ctx.intern_loc(LocData::FileLineCol {
                        file: s.into(),
                        line,
                        col,
                    }))
                } else {
                    let child = if self.eat_punct("(") {
                        let c = self.parse_loc_inner()?;
                        self.expect_punct(")")?;
                        c
                    } else {
                        self.ctx.unknown_loc()
                    };
                    Ok(self.ctx.intern_loc(LocData::Name { name: s, child }))
                }
            }
            _ => self.err_expected("location instance"),
        }
    }

    pub(crate) fn parse_u32(&mut self) -> DResult<u32> {
        match self.peek().clone() {
            Tok::Int(s) => {
                let pos = self.pos();
                self.bump();
                parse_int_text(s)
                    .and_then(|v| u32::try_from(v).ok())
                    .ok_or_else(|| self.error_at(pos, "integer out of range"))
            }
            _ => self.err_expected("integer"),
        }
    }

    /// A possibly negative 64-bit integer.
    pub(crate) fn parse_i64(&mut self) -> DResult<i64> {
        let pos = self.pos();
        let neg = self.eat_punct("-");
        match self.peek().clone() {
            Tok::Int(s) => {
                self.bump();
                let v =
                    parse_int_text(s).ok_or_else(|| self.error_at(pos, "integer out of range"))?;
                let v = attrs::signed_value(v, neg);
                i64::try_from(v).map_err(|_| self.error_at(pos, "integer out of range"))
            }
            _ => self.err_expected("integer value"),
        }
    }

    fn parse_generic_op(&mut self, name: String, pos: usize) -> DResult<Op> {
        self.bump();
        let kind = match OpKind::from_name(&name) {
            Some(k) => k,
            None => {
                let dialect = name.split('.').next().unwrap_or("");
                // An unknown op of a dialect we know parses; the verifier refuses it, as
                // upstream's (whatever `--allow-unregistered-dialect` says).
                let known =
                    name.contains('.') && crate::ir::opkind::KNOWN_DIALECTS.contains(&dialect);
                if !known && !self.allow_unregistered {
                    // Upstream points after the name.
                    return Err(self.error_at(
                        self.pos(),
                        "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used".to_string(),
                    ));
                }
                OpKind::Unregistered
            }
        };
        let loc = self.loc_at(pos);
        self.expect_punct("(")?;
        let refs = self.parse_operand_list()?;
        self.expect_punct(")")?;
        let mut successors = Vec::new();
        let mut succ_refs: Vec<(OperandRef<'a>, Type)> = Vec::new();
        if self.is_punct("[") && kind != OpKind::Unregistered && !kind.is_terminator() {
            return Err(self.error_at(self.pos(), "successors in non-terminator"));
        }
        if self.eat_punct("[") {
            loop {
                let (b, args) = self.parse_successor_refs()?;
                successors.push(b);
                succ_refs.extend(args);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct("]")?;
        }
        let mut attrs = Vec::new();
        let mut props = None;
        let mut registered_props = None;
        if self.is_punct("<") {
            self.bump();
            let entries = self.parse_attr_dict_entries()?;
            self.expect_punct(">")?;
            if kind == OpKind::Unregistered {
                props = Some(self.ctx.intern_attr(crate::ir::AttrData::Dict(entries)));
            } else {
                registered_props = Some(entries);
            }
        }
        let mut regions = Vec::new();
        if self.is_punct("(") {
            self.bump();
            loop {
                let r = self.ctx.create_region();
                self.parse_region(r, &[], kind.is_isolated_from_above(), None)?;
                regions.push(r);
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(")")?;
        }
        if self.is_punct("{") {
            attrs = self.parse_attr_dict_entries()?;
        }
        self.expect_punct(":")?;
        let tpos = self.pos();
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ctx.ty(fty) {
            crate::ir::TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return Err(self.error_at(tpos, "expected function type")),
        };
        if inputs.len() != refs.len() {
            return Err(self.error_at(
                tpos,
                format!(
                    "expected {} operand types but had {}",
                    refs.len(),
                    inputs.len()
                ),
            ));
        }
        if kind != OpKind::Unregistered {
            self.generic_inherent_attrs(kind, &name, pos, registered_props, &mut attrs)?;
        }
        let mut operands = self.resolve_all(&refs, &inputs)?;
        for (r, t) in succ_refs {
            operands.push(self.resolve(&r, t)?);
        }
        self.count_top_func(kind);
        let op = self.ctx.create_op(
            kind,
            (kind == OpKind::Unregistered).then_some(name.as_str()),
            &operands,
            &results,
            attrs,
            &regions,
            &successors,
            loc,
        );
        if let Some(p) = props {
            self.ctx.set_unregistered_props(op, p);
        }
        Ok(op)
    }

    /// The inherent attributes of a registered op in generic form, as upstream sets its
    /// properties: from `<{...}>` when given (an entry of the wrong kind is an error, unknown
    /// names are dropped, and they win over the same names in the attribute dictionary), else
    /// from the dictionary, where an inherent attribute of the wrong kind is an error. A missing
    /// `operandSegmentSizes` is all zeros (upstream's default property).
    fn generic_inherent_attrs(
        &mut self,
        kind: OpKind,
        name: &str,
        pos: usize,
        props: Option<Vec<(String, crate::ir::Attr)>>,
        attrs: &mut Vec<(String, crate::ir::Attr)>,
    ) -> DResult<()> {
        let info = kind.info();
        match props {
            Some(entries) => {
                let invalid = |p: &mut Self, why: String| {
                    let d = p
                        .ctx
                        .intern_attr(crate::ir::AttrData::Dict(entries.clone()));
                    let d = crate::ir::asm::attr_to_string(p.ctx, d);
                    p.error_at(pos, format!("invalid properties {d} for op {name}: {why}"))
                };
                if info.attrs.is_empty() && !entries.is_empty() {
                    let e = invalid(self, "this operation does not support properties".into());
                    return Err(e);
                }
                // Upstream converts each entry to its property's storage: an attribute of
                // another class (or an enum value out of range) fails; the other constraints
                // are the verifier's.
                let storable = |ctx: &crate::ir::Context, def: &crate::ir::opdef::AttrDef, v| {
                    use crate::ir::opdef::AttrKind;
                    match def.kind {
                        AttrKind::Alignment | AttrKind::IndexInt => {
                            matches!(ctx.attr(v), crate::ir::AttrData::Integer { .. })
                        }
                        AttrKind::IteratorTypes | AttrKind::BoolArray => {
                            matches!(ctx.attr(v), crate::ir::AttrData::Array(_))
                        }
                        _ => crate::ir::opdef::attr_violation(ctx, kind, def, v).is_none(),
                    }
                };
                for (k, v) in &entries {
                    if info.attr(k).is_some_and(|def| !storable(self.ctx, def, *v)) {
                        let text = crate::ir::asm::attr_to_string(self.ctx, *v);
                        let e = invalid(
                            self,
                            format!("Invalid attribute `{k}` in property conversion: {text}"),
                        );
                        return Err(e);
                    }
                }
                // An inherent attribute of the dictionary of the wrong kind is dropped (its
                // property cannot hold it); the properties then override the dictionary.
                let ctx = &*self.ctx;
                attrs.retain(|(k, v)| match info.attr(k) {
                    Some(def) => storable(ctx, def, *v) && !entries.iter().any(|(p, _)| p == k),
                    None => true,
                });
                attrs.extend(entries.into_iter().filter(|(k, _)| info.attr(k).is_some()));
            }
            None => {
                for (k, v) in attrs.iter() {
                    let Some(def) = info.attr(k) else { continue };
                    if let Some(msg) = crate::ir::opdef::attr_violation(self.ctx, kind, def, *v) {
                        return Err(self.error_at(pos, format!("'{name}' op {msg}")));
                    }
                }
            }
        }
        if let Some(n) = info.segments {
            if !attrs.iter().any(|(k, _)| k == "operandSegmentSizes") {
                let seg = self.seg(&vec![0; usize::from(n)]);
                attrs.push(seg);
            }
        }
        Ok(())
    }

    /// `^bb` with optional `(%a, %b : t1, t2)`; returns the block and the argument refs.
    pub(crate) fn parse_successor_refs(&mut self) -> DResult<(Block, Vec<(OperandRef<'a>, Type)>)> {
        let b = self.parse_block_ref()?;
        let mut args = Vec::new();
        if self.eat_punct("(") {
            let refs = self.parse_operand_list()?;
            self.expect_punct(":")?;
            let tpos = self.pos();
            let tys = self.parse_type_list()?;
            if tys.len() != refs.len() {
                return Err(self.error_at(
                    tpos,
                    format!("expected {} types but had {}", refs.len(), tys.len()),
                ));
            }
            self.expect_punct(")")?;
            args = refs.into_iter().zip(tys).collect();
        }
        Ok((b, args))
    }

    /// A successor with its resolved arguments.
    pub(crate) fn parse_successor(&mut self) -> DResult<(Block, Vec<Value>)> {
        let (b, args) = self.parse_successor_refs()?;
        let mut vals = Vec::new();
        for (r, t) in args {
            vals.push(self.resolve(&r, t)?);
        }
        Ok((b, vals))
    }

    fn parse_block_ref(&mut self) -> DResult<Block> {
        let pos = self.pos();
        let Tok::Caret(name) = *self.peek() else {
            return self.err_expected("block name");
        };
        self.bump();
        let scope = self
            .block_scopes
            .last_mut()
            .ok_or_else(|| Diagnostic::error(None, "block reference outside a region"))?;
        if let Some((b, _, _)) = scope.blocks.get(name) {
            return Ok(*b);
        }
        let b = self.ctx.create_block();
        self.block_scopes
            .last_mut()
            .unwrap()
            .blocks
            .insert(name, (b, false, pos));
        Ok(b)
    }

    /// Runs `f` one nesting level deeper; past [`MAX_NESTING`] levels, a located error.
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> DResult<T>) -> DResult<T> {
        if self.nesting >= MAX_NESTING {
            return Err(self.error_at(
                self.pos(),
                format!("nesting too deep (more than {MAX_NESTING} levels)"),
            ));
        }
        self.nesting += 1;
        let r = f(self);
        self.nesting -= 1;
        r
    }

    /// Parses `{ blocks }` into `region`. `entry_args` are the names an op's custom syntax binds
    /// as the entry block's arguments; `implicit_term` creates a terminator where missing.
    pub(crate) fn parse_region(
        &mut self,
        region: Region,
        entry_args: &[ArgDef<'a>],
        isolated: bool,
        implicit_term: Option<OpKind>,
    ) -> DResult<()> {
        self.nested(|p| p.parse_region_here(region, entry_args, isolated, implicit_term))
    }

    fn parse_region_here(
        &mut self,
        region: Region,
        entry_args: &[ArgDef<'a>],
        isolated: bool,
        implicit_term: Option<OpKind>,
    ) -> DResult<()> {
        self.expect_punct("{")?;
        if isolated {
            self.push_isolated_scope();
        } else {
            self.push_region_scope();
        }
        self.block_scopes.push(BlockScope {
            blocks: HashMap::default(),
            defined: Vec::new(),
        });
        let dd = self.default_dialect_for_region(region);
        self.default_dialect.push(dd);
        let r = self.parse_region_body(region, entry_args, implicit_term);
        self.default_dialect.pop();
        let scope = self.block_scopes.pop().unwrap();
        if isolated {
            // A syntax error inside the region wins over undeclared names it left behind.
            let f = self.finish_isolated_scope();
            r?;
            f?;
        } else {
            self.pop_region_scope();
            r?;
        }
        if let Some((name, (_, _, pos))) = scope
            .blocks
            .iter()
            .filter(|(_, (_, defined, _))| !defined)
            .min_by_key(|(_, (_, _, p))| *p)
        {
            let _ = name;
            return Err(self.error_at(*pos, "reference to an undefined block"));
        }
        Ok(())
    }

    fn default_dialect_for_region(&mut self, _region: Region) -> &'static str {
        self.op_dd
            .unwrap_or_else(|| self.default_dialect.last().copied().unwrap_or("builtin"))
    }

    fn parse_region_body(
        &mut self,
        region: Region,
        entry_args: &[ArgDef<'a>],
        implicit_term: Option<OpKind>,
    ) -> DResult<()> {
        if self.eat_punct("}") {
            if !entry_args.is_empty() || implicit_term.is_some() {
                let b = self.ctx.create_block();
                self.ctx.append_block(region, b);
                self.bind_entry_args(b, entry_args)?;
                self.add_implicit_terminator(b, implicit_term);
            }
            return Ok(());
        }
        // Entry block.
        let entry = if matches!(self.peek(), Tok::Caret(_)) {
            if !entry_args.is_empty() {
                return Err(self.error_at(
                    self.pos(),
                    "invalid block name in region with named arguments",
                ));
            }
            self.parse_block_header(region)?
        } else {
            let b = self.ctx.create_block();
            self.ctx.append_block(region, b);
            self.bind_entry_args(b, entry_args)?;
            b
        };
        let mut cur = entry;
        loop {
            match self.peek() {
                Tok::Punct("}") => {
                    self.bump();
                    break;
                }
                Tok::Caret(_) => {
                    self.add_implicit_terminator(cur, implicit_term);
                    cur = self.parse_block_header(region)?;
                }
                Tok::Eof => return self.err_expected("'}' to close region"),
                _ => {
                    self.parse_operation(cur)?;
                }
            }
        }
        self.add_implicit_terminator(cur, implicit_term);
        Ok(())
    }

    fn add_implicit_terminator(&mut self, b: Block, kind: Option<OpKind>) {
        let Some(kind) = kind else { return };
        // As upstream's `ensureTerminator`: an unregistered op is not known to be a
        // terminator, so the implicit one follows it (without it, canonicalize took the
        // region for empty and dropped the op).
        if let Some(last) = self.ctx.last_op(b) {
            if self.ctx.kind(last).is_terminator() {
                return;
            }
        }
        // Implicit terminators take the location of the op being parsed, as upstream.
        let loc = self.cur_op_loc.unwrap_or_else(|| self.ctx.unknown_loc());
        let mut regions = Vec::new();
        if kind == OpKind::ScfForallInParallel {
            let r = self.ctx.create_region();
            let blk = self.ctx.create_block();
            self.ctx.append_block(r, blk);
            regions.push(r);
        }
        let op = self
            .ctx
            .create_op(kind, None, &[], &[], vec![], &regions, &[], loc);
        self.ctx.append_op(b, op);
    }

    fn bind_entry_args(&mut self, b: Block, args: &[ArgDef<'a>]) -> DResult<()> {
        for a in args {
            let v = self.ctx.add_block_arg(b, a.ty, a.loc);
            if !a.name.is_empty() {
                // A name already taken: upstream's region-argument wording.
                let taken = self
                    .scopes
                    .last()
                    .unwrap()
                    .values
                    .get(a.name)
                    .map(|(_, p)| *p);
                if let Some(first) = taken {
                    return Err(self
                        .error_at(
                            a.pos,
                            format!("region entry argument '%{}' is already in use", a.name),
                        )
                        .with_note(Some(self.src_pos(first)), "previously referenced here"));
                }
                self.define_values(a.name, &[v], a.pos)?;
            }
        }
        Ok(())
    }

    /// `^name(%a: t loc(..), ...):` — creates or completes the block and appends it.
    fn parse_block_header(&mut self, region: Region) -> DResult<Block> {
        let pos = self.pos();
        let Tok::Caret(name) = self.bump() else {
            unreachable!()
        };
        let scope = self.block_scopes.last_mut().unwrap();
        let b = match scope.blocks.get_mut(name) {
            Some((b, defined, _)) => {
                if *defined {
                    return Err(self.error_at(pos, format!("redefinition of block '^{name}'")));
                }
                *defined = true;
                *b
            }
            None => {
                let b = self.ctx.create_block();
                scope.blocks.insert(name, (b, true, pos));
                b
            }
        };
        self.block_scopes.last_mut().unwrap().defined.push(b);
        self.ctx.append_block(region, b);
        if self.eat_punct("(") {
            if !self.is_punct(")") {
                loop {
                    let apos = self.pos();
                    let Tok::Percent(an) = *self.peek() else {
                        return self.err_expected("SSA value name");
                    };
                    self.bump();
                    self.expect_punct(":")?;
                    let ty = self.parse_type()?;
                    let loc = self.loc_at(apos);
                    let v = self.ctx.add_block_arg(b, ty, loc);
                    self.define_values(an, &[v], apos)?;
                    self.parse_trailing_loc(LocUser::Value(v))?;
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
            self.expect_punct(")")?;
        }
        self.expect_punct(":")?;
        Ok(b)
    }

    /// `(%a: t {attrs} loc(..), ...)` — named arguments of a function signature or an op header.
    /// Returns the args and their attribute dicts.
    pub(crate) fn parse_arg_list_with_attrs(
        &mut self,
        allow_bare_types: bool,
    ) -> DResult<ArgList<'a>> {
        self.expect_punct("(")?;
        let mut args = Vec::new();
        let mut attrs = Vec::new();
        let mut named = None;
        if !self.is_punct(")") {
            loop {
                let pos = self.pos();
                let is_named = self.is_operand();
                match named {
                    None => named = Some(is_named),
                    Some(n) if n != is_named => {
                        return Err(self.error_at(pos, "expected SSA identifier"));
                    }
                    _ => {}
                }
                let name = if is_named {
                    let Tok::Percent(n) = self.bump() else {
                        unreachable!()
                    };
                    self.expect_punct(":")?;
                    n
                } else {
                    if !allow_bare_types {
                        return self.err_expected("SSA identifier");
                    }
                    ""
                };
                let ty = self.parse_type()?;
                let a = self.parse_optional_attr_dict()?;
                let mut loc = self.loc_at(pos);
                if self.is_keyword("loc") {
                    let lpos = self.pos();
                    match self.parse_loc_or_alias()? {
                        Ok(l) => loc = l,
                        Err(_) => {
                            return Err(self.error_at(
                                lpos,
                                "location alias in a function signature must be defined before use",
                            ))
                        }
                    }
                }
                args.push(ArgDef { name, ty, loc, pos });
                attrs.push(a);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(")")?;
        Ok((args, attrs, named.unwrap_or(true)))
    }

    /// Counts the top-level functions as they are created, in whatever form they are
    /// written: the index of each is its place among the module's functions, as
    /// [`ParseOptions::keep_bodies`] means it.
    fn count_top_func(&mut self, kind: OpKind) {
        if kind == OpKind::FuncFunc && self.nesting == self.top_nesting {
            self.top_funcs += 1;
        }
    }

    /// Creates an op from a parsed state.
    pub(crate) fn build(&mut self, kind: OpKind, loc: Loc, st: OpState) -> Op {
        self.count_top_func(kind);
        let op = self.ctx.create_op(
            kind,
            None,
            &st.operands,
            &st.result_types,
            st.attrs,
            &st.regions,
            &st.successors,
            loc,
        );
        if std::mem::take(&mut self.skipping) {
            self.skipped.push(op);
        }
        op
    }

    fn parse_custom_op(&mut self, name: &'a str, pos: usize) -> DResult<Op> {
        // A bare name is looked up in the default dialect of the enclosing region only:
        // `builtin` at the top and in modules, `func` in functions, none elsewhere.
        let dd = *self.default_dialect.last().unwrap_or(&"");
        let kind = if name.contains('.') {
            OpKind::from_name(name)
        } else {
            (!dd.is_empty())
                .then(|| OpKind::from_name(&format!("{dd}.{name}")))
                .flatten()
        };
        let Some(kind) = kind else {
            let msg = if let Some((dialect, _)) = name.split_once('.') {
                if crate::ir::opkind::KNOWN_DIALECTS.contains(&dialect) {
                    format!("custom op '{name}' is unknown")
                } else {
                    format!("Dialect `{dialect}' not found for custom op '{name}' ")
                }
            } else if dd.is_empty() {
                format!("Dialect `' not found for custom op '{name}'  (tried '.{name}' as well)")
            } else {
                format!("custom op '{name}' is unknown (tried '{dd}.{name}' as well)")
            };
            return Err(self.error_at(pos, msg));
        };
        self.bump();
        let saved = (self.cur_op_loc, self.cur_op_kind, self.op_dd);
        // Taken before the op's regions: positions are found by scanning from the last one.
        let loc = self.loc_at(pos);
        self.cur_op_loc = Some(loc);
        self.cur_op_kind = Some(kind);
        self.op_dd = Some(match kind {
            OpKind::Module => "builtin",
            OpKind::FuncFunc => "func",
            _ => "",
        });
        let st = self.parse_custom(kind, pos);
        (self.cur_op_loc, self.cur_op_kind, self.op_dd) = saved;
        let st = st?;
        Ok(self.build(kind, loc, st))
    }
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// Parses decimal or `0x` hex integer text.
pub(crate) fn parse_int_text(s: &str) -> Option<u128> {
    if let Some(h) = s.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else {
        s.parse::<u128>().ok()
    }
}
