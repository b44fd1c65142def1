//! The printer: MLIR text exactly as upstream `mlir-opt` prints it (`spec/printing.md`).

mod format;
mod names;
mod ops;

use rustc_hash::FxHashMap as HashMap;
use std::fmt::Write;

pub use crate::ir::asm::{
    attr_to_string, escape_string, fastmath_text, is_bare_identifier, memory_space_to_string,
    overflow_text, type_to_string, AsmPrinter,
};
pub use crate::ir::float::format_float;

use crate::ir::{Attr, AttrData, Block, Context, Loc, LocData, Op, OpKind, Region, Type, Value};
use names::{NameView, Names, NestedStart};

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
    /// The module, in pieces (printed by different threads).
    pub body: Vec<String>,
    /// Location aliases that follow it.
    pub tail: String,
}

impl Printed {
    /// The whole text.
    pub fn concat(self) -> String {
        let mut s = self.head;
        s.reserve(self.body.iter().map(String::len).sum::<usize>() + self.tail.len());
        for b in &self.body {
            s.push_str(b);
        }
        s.push_str(&self.tail);
        s
    }

    /// Writes the whole text to `w`.
    pub fn write_to(&self, w: &mut dyn std::io::Write) -> std::io::Result<()> {
        w.write_all(self.head.as_bytes())?;
        for b in &self.body {
            w.write_all(b.as_bytes())?;
        }
        w.write_all(self.tail.as_bytes())
    }
}

/// [`print_module`] in pieces (see [`Printed`]).
pub fn print_module_parts(ctx: &Context, top: Op, opts: &PrintOptions) -> Printed {
    let mut p = Printer::new(ctx, opts.clone());
    // Printed IR takes roughly 40 bytes per op; reserving avoids regrowing a huge buffer.
    p.out.reserve(ctx.num_ops() * 40);
    finish_module(p, top)
}

/// [`print_module_parts`] handing the text to `flush` in pieces of about a megabyte as it is
/// printed, when nothing can precede the module (no alias definitions: no affine map or set
/// attribute exists, and locations are not printed as aliases), so that the whole text is
/// never held. The returned [`Printed`] holds the rest, written after the pieces.
pub fn print_module_streamed(
    ctx: &Context,
    top: Op,
    opts: &PrintOptions,
    flush: &mut dyn FnMut(String),
) -> Printed {
    let loc_aliases = opts.debug_info && !opts.local_scope;
    if loc_aliases || may_define_map_aliases(ctx, opts) {
        return print_module_parts(ctx, top, opts);
    }
    let mut p = Printer::new(ctx, opts.clone());
    p.out.reserve(STREAM_CHUNK * 2);
    p.flush = Some(flush);
    finish_module(p, top)
}

fn finish_module(mut p: Printer<'_>, top: Op) -> Printed {
    let ctx = p.ctx;
    let opts = p.opts.clone();
    let opts = &opts;
    // The functions of a large module print on several threads.
    let threads = ctx.threads();
    if threads > 1 && ctx.kind(top) == OpKind::Module {
        p.par_region = ctx.regions(top).first().map(|&r| (r, threads));
    }
    // The generic form numbers values through the whole module: named here. The custom form
    // restarts in every function: the threads name theirs.
    if p.par_region.is_some() && !opts.generic {
        p.nested_start = p.names.name_top_shallow(ctx, top);
    }
    if p.nested_start.is_none() {
        p.names.name_top(ctx, top, opts.generic);
    }
    if opts.generic && !opts.local_scope {
        p.alias_generic_order(top);
    }
    p.dd_stack.push("builtin");
    p.print_op(top);
    p.out.push('\n');
    let rest = std::mem::take(&mut p.out);
    p.pieces.push(rest);
    // Location aliases reached from block arguments come first, the rest after the module.
    let (top_locs, mut bottom_locs) = p.loc_alias_defs(threads);
    let body = std::mem::take(&mut p.pieces);
    let mut head = top_locs;
    head.push_str(&alias_defs(&p.map_aliases, &p.set_aliases));
    bottom_locs.push_str(module_end(opts));
    Printed {
        head,
        body,
        tail: bottom_locs,
    }
}

/// Some of the top-level ops of a module, printed from a context that holds that module
/// (with all its top-level ops, some of them maybe only declared) to be spliced with the
/// other parts ([`splice_module_parts`]) into the text [`print_module_parts`] prints for the
/// whole module.
pub struct ModulePart {
    /// The module without the ops of its body (`module {\n}`), with the position where
    /// they go.
    pub shell: String,
    /// Where the body's ops go in `shell`.
    pub at: usize,
    /// The printed ops, by their index in the body, each starting with its newline.
    pub ops: Vec<(usize, String)>,
    /// The bodies of the affine map and set aliases the texts name by marker
    /// (`\u{2}i\u{2}`: map `i` of this part).
    pub maps: Vec<String>,
    /// Likewise for integer sets (`\u{3}i\u{3}`).
    pub sets: Vec<String>,
}

/// Prints the top-level ops of `top` (a `builtin.module`) for which `wanted(index, op)` holds
/// (see [`ModulePart`]); with `flush`, their text goes there in pieces, in order, instead of
/// into [`ModulePart::ops`], each run of consecutive wanted ops followed by an empty piece.
/// Not for the generic form (values numbered through the module) or printed locations
/// (aliased through the module).
pub fn print_module_part<'c>(
    ctx: &'c Context,
    top: Op,
    opts: &PrintOptions,
    wanted: &'c dyn Fn(usize, Op) -> bool,
    flush: Option<&'c mut dyn FnMut(String)>,
) -> ModulePart {
    debug_assert!(!opts.generic && !opts.debug_info);
    let mut p = Printer::new(ctx, opts.clone());
    p.asm.marked_aliases = Some((0, 0));
    // Only the values of the wanted ops are named (the rest of the module is not printed).
    let body: Vec<Op> = ctx
        .regions(top)
        .first()
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| {
            ctx.block_ops(b)
                .enumerate()
                .filter(|&(i, op)| wanted(i, op))
                .map(|(_, op)| op)
                .collect()
        })
        .unwrap_or_default();
    match p.names.name_top_shallow(ctx, top) {
        Some(start) => p.names.name_nested(ctx, &start, &body),
        None => p.names.name_top(ctx, top, false),
    }
    if let Some(&r) = ctx.regions(top).first() {
        p.part = Some(PartState {
            region: r,
            wanted,
            at: 0,
            ops: Vec::new(),
            flush,
        });
    }
    p.dd_stack.push("builtin");
    p.print_op(top);
    p.out.push('\n');
    let part = p.part.take();
    let (at, ops) = part.map_or((0, Vec::new()), |pt| (pt.at, pt.ops));
    ModulePart {
        shell: std::mem::take(&mut p.asm.out),
        at,
        ops,
        maps: p.map_aliases.iter().map(|m| m.to_string()).collect(),
        sets: p.set_aliases.iter().map(|m| m.to_string()).collect(),
    }
}

/// The module text of [`print_module_parts`] from the shell of one part and body ops taken
/// from any parts, in order: `(part, text)` with `text` one of `parts[part].ops`'. Alias
/// markers are numbered in first-use order through the whole text, as one printer numbers
/// them.
pub fn splice_module_parts(
    parts: &[ModulePart],
    shell: usize,
    body: Vec<(usize, String)>,
    opts: &PrintOptions,
) -> Printed {
    // Numbers every alias in first-use order through the texts, by its definition's text.
    let mut index: [HashMap<&str, usize>; 2] = Default::default();
    let mut lists: [Vec<&str>; 2] = Default::default();
    let mut number = |k: usize, text: String| -> String {
        if !text.contains(['\u{2}', '\u{3}']) {
            return text;
        }
        let part = &parts[k];
        replace_alias_markers(&text, |map, local| {
            let (bodies, w) = if map {
                (&part.maps, 0)
            } else {
                (&part.sets, 1)
            };
            let b = bodies.get(local)?.as_str();
            Some(*index[w].entry(b).or_insert_with(|| {
                lists[w].push(b);
                lists[w].len() - 1
            }))
        })
    };
    let sh = &parts[shell];
    let mut pieces = Vec::with_capacity(body.len() + 2);
    pieces.push(number(shell, sh.shell[..sh.at].to_string()));
    for (k, text) in body {
        pieces.push(number(k, text));
    }
    pieces.push(number(shell, sh.shell[sh.at..].to_string()));
    let [maps, sets] = lists;
    Printed {
        head: alias_defs(maps, sets),
        body: pieces,
        tail: module_end(opts).to_string(),
    }
}

thread_local! {
    static NOTE_DEBUG_INFO: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// While alive, "see current operation" notes print locations (`--mlir-print-debuginfo`
/// applies to the ops printed in diagnostics too, as upstream's printing flags do).
pub struct NoteDebugInfo(bool);

impl NoteDebugInfo {
    /// Sets the flag for this thread until the guard is dropped.
    pub fn set(on: bool) -> NoteDebugInfo {
        NoteDebugInfo(NOTE_DEBUG_INFO.with(|d| d.replace(on)))
    }
}

/// Whether notes print locations on this thread ([`NoteDebugInfo`]): threads that verify for
/// this one take its setting.
pub fn note_debug_info() -> bool {
    NOTE_DEBUG_INFO.with(|d| d.get())
}

impl Drop for NoteDebugInfo {
    fn drop(&mut self) {
        NOTE_DEBUG_INFO.with(|d| d.set(self.0));
    }
}

/// The names `top`'s nested values print with (upstream's `AsmState` for
/// `Value::printAsOperand`).
pub struct ValueNames(names::Names);

impl ValueNames {
    /// Names every value nested in `top`, as printing `top` would.
    pub fn new(ctx: &Context, top: Op) -> ValueNames {
        let mut n = names::Names::default();
        n.name_top(ctx, top, false);
        ValueNames(n)
    }
    /// `%name`, or `%name#i` for a result of a group.
    pub fn get(&self, ctx: &Context, v: crate::ir::Value) -> String {
        let mut s = String::new();
        self.0.view.write_value(ctx, v, &mut s);
        s
    }
}

/// Prints one op in generic form (for "see current operation" notes). Values are named as
/// upstream names them there: from the nearest isolated-from-above op holding it, itself
/// included (a function's arguments are `%argN`, results are numbered in order through the
/// function); an op without such an ancestor gets names local to it.
pub fn print_op_generic(ctx: &Context, op: Op) -> String {
    let mut p = Printer::new(
        ctx,
        PrintOptions {
            generic: true,
            local_scope: true,
            debug_info: NOTE_DEBUG_INFO.with(|d| d.get()),
        },
    );
    let mut scope = Some(op);
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
    p.asm.out
}

pub(crate) struct Printer<'c> {
    /// Types, attributes and the output text (dereferenced to, so `self.w`, `self.out`,
    /// `self.print_type` work here too).
    pub asm: AsmPrinter<'c>,
    pub opts: PrintOptions,
    pub indent: usize,
    pub names: Names,
    /// Locations in first-use order, and whether each was reached from a block argument.
    locs: Vec<Loc>,
    loc_index: HashMap<Loc, usize>,
    loc_from_arg: Vec<bool>,
    /// Default dialect of the regions being printed (`func` inside `func.func`).
    pub dd_stack: Vec<&'static str>,
    /// Where finished text goes while printing, when it can be streamed (see
    /// [`print_module_streamed`]).
    flush: Option<&'c mut dyn FnMut(String)>,
    /// The names of a printer whose op is part of a module another printer named (a thread
    /// printing some of its functions); `names` otherwise.
    shared_names: Option<&'c NameView>,
    /// The region whose ops are printed on several threads, and how many.
    par_region: Option<(Region, usize)>,
    /// In the custom form, the values in the regions of `par_region`'s ops are named by the
    /// threads that print them, from here ([`Names::name_top_shallow`]).
    nested_start: Option<NestedStart>,
    /// Text finished before `out` (the pieces the threads printed, in order).
    pieces: Vec<String>,
    /// Printing only some of the ops of a region ([`print_module_part`]).
    part: Option<PartState<'c>>,
}

/// Which ops of a region [`print_module_part`] prints, and what it printed.
struct PartState<'c> {
    region: Region,
    wanted: &'c dyn Fn(usize, Op) -> bool,
    /// Where the region's ops would be in the text.
    at: usize,
    ops: Vec<(usize, String)>,
    /// Where the ops' text goes instead of `ops`, in pieces.
    flush: Option<&'c mut dyn FnMut(String)>,
}

impl<'c> std::ops::Deref for Printer<'c> {
    type Target = AsmPrinter<'c>;
    fn deref(&self) -> &AsmPrinter<'c> {
        &self.asm
    }
}

impl std::ops::DerefMut for Printer<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.asm
    }
}

impl<'c> Printer<'c> {
    fn new(ctx: &'c Context, opts: PrintOptions) -> Printer<'c> {
        Printer {
            asm: AsmPrinter::new(ctx, opts.local_scope),
            opts,
            indent: 0,
            names: Names::default(),
            locs: Vec::new(),
            loc_index: HashMap::default(),
            loc_from_arg: Vec::new(),
            dd_stack: Vec::new(),
            flush: None,
            shared_names: None,
            par_region: None,
            nested_start: None,
            pieces: Vec::new(),
            part: None,
        }
    }

    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    // ---- values ----------------------------------------------------------------------------

    pub fn value(&mut self, v: Value) {
        let ctx = self.asm.ctx;
        let names = match self.shared_names {
            Some(shared) if !self.names.view.names_value(ctx, v) => shared,
            _ => &self.names.view,
        };
        names.write_value(ctx, v, &mut self.asm.out);
    }

    pub fn values(&mut self, vs: &[Value]) {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.value(*v);
        }
    }

    pub fn value_types(&mut self, vs: &[Value]) {
        let ts: smallvec::SmallVec<[Type; 8]> =
            vs.iter().map(|v| self.ctx.value_type(*v)).collect();
        self.types(&ts);
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
        match ctx.loc(l).into_owned() {
            LocData::Name { child, .. } if !matches!(*ctx.loc(child), LocData::Unknown) => {
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
        match ctx.loc(l).into_owned() {
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
                if !matches!(*ctx.loc(child), LocData::Unknown) {
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
    fn loc_alias_defs(&mut self, threads: usize) -> (String, String) {
        if self.locs.is_empty() {
            return (String::new(), String::new());
        }
        let ctx = self.ctx;
        let is_leaf = |l: Loc| match &*ctx.loc(l) {
            LocData::Name { child, .. } => matches!(*ctx.loc(*child), LocData::Unknown),
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
        let pieces = std::mem::take(&mut self.pieces);
        self.pieces = crate::par::map_jobs(threads, pieces.len(), || (), |_, i| subst(&pieces[i]));
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
            let print_label = if bi == 0 {
                entry_args && (!ctx.block_args(b).is_empty() || ctx.first_op(b).is_none())
            } else {
                true
            };
            if print_label {
                self.out.push('\n');
                for _ in 0..self.indent - 1 {
                    self.out.push_str("  ");
                }
                let _ = write!(self.out, "^bb{bi}");
                let args = ctx.block_args(b);
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
            let last = ctx.last_op(b);
            let elided = |p: &Self, op: Op| {
                elide_term && Some(op) == last && blocks.len() == 1 && p.is_elidable_terminator(op)
            };
            if let Some(mut part) = self.part.take_if(|pt| pt.region == r) {
                // The wanted ops are taken out of the text, each with its position, or
                // handed on in pieces.
                part.at = self.out.len();
                let before = std::mem::take(&mut self.asm.out);
                self.flush = part.flush.take();
                let mut prev: Option<usize> = None;
                for (i, op) in ctx.block_ops(b).enumerate() {
                    if elided(self, op) || !(part.wanted)(i, op) {
                        continue;
                    }
                    // A run of consecutive wanted ops ends with an empty piece.
                    if prev.is_some_and(|l| l + 1 != i) {
                        self.end_run();
                    }
                    prev = Some(i);
                    self.newline();
                    self.print_op(op);
                    if self.flush.is_none() {
                        part.ops.push((i, std::mem::take(&mut self.asm.out)));
                    }
                }
                if prev.is_some() {
                    self.end_run();
                }
                self.asm.out = before;
                part.flush = self.flush.take();
                self.part = Some(part);
                continue;
            }
            if let Some((_, threads)) = self.par_region.filter(|(pr, _)| *pr == r) {
                self.par_region = None;
                let ops: Vec<Op> = ctx.block_ops(b).filter(|&op| !elided(self, op)).collect();
                if self.print_ops_parallel(&ops, threads) {
                    continue;
                }
                // Printed here after all: named here too.
                if let Some(start) = self.nested_start.take() {
                    let all: Vec<Op> = ctx.block_ops(b).collect();
                    self.names.name_nested(ctx, &start, &all);
                }
            }
            for op in ctx.block_ops(b) {
                if elided(self, op) {
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

    /// Prints `ops` (each on a new line, as [`Printer::region_dd`] does) on up to `threads`
    /// threads, each a contiguous run of them into its own text, and splices the texts in.
    /// The output is the sequential printer's: names are the module's (computed before),
    /// location aliases are numbered at the end from each run's first uses in order, and
    /// affine map and set aliases a run meets first print as markers, numbered when the runs
    /// are spliced. Returns `false` (nothing printed) for fewer than two ops.
    fn print_ops_parallel(&mut self, ops: &[Op], threads: usize) -> bool {
        if ops.len() < 2 {
            return false;
        }
        // When the text is streamed out, batches bound what is held at once (the whole
        // module's text otherwise: 10 MB for the 1,000-function pipeline module).
        // Eight batches: more cost a run's setup each (the printer's state is cloned).
        let batch = if self.flush.is_some() {
            (ops.len() / 8).max(threads * 32)
        } else {
            ops.len()
        };
        let mut i = 0;
        while i < ops.len() {
            let mut end = (i + batch).min(ops.len());
            // No batch of one op (a run needs two).
            if ops.len() - end == 1 {
                end = ops.len();
            }
            self.print_ops_batch(&ops[i..end], threads);
            i = end;
        }
        true
    }

    /// [`Printer::print_ops_parallel`] for one batch of at least two ops.
    fn print_ops_batch(&mut self, ops: &[Op], threads: usize) {
        struct Run {
            text: String,
            locs: Vec<Loc>,
            loc_from_arg: Vec<bool>,
            /// The map and set attributes this run numbered first, by its numbers.
            new_maps: Vec<Attr>,
            new_sets: Vec<Attr>,
        }
        let ctx = self.ctx;
        let names = self.shared_names.unwrap_or(&self.names.view);
        let nested_start = self.nested_start.as_ref();
        let (opts, indent, dd_stack) = (&self.opts, self.indent, &self.dd_stack);
        let (maps, map_index) = (&self.asm.map_aliases, &self.asm.map_index);
        let (sets, set_index) = (&self.asm.set_aliases, &self.asm.set_index);
        // Several runs per thread so that uneven functions balance.
        let parts = crate::par::ranges(ops.len(), threads * 8);
        let runs = crate::par::map_jobs(
            threads,
            parts.len(),
            || (),
            |_, i| {
                let mut p = Printer::new(ctx, opts.clone());
                p.shared_names = Some(names);
                p.indent = indent;
                p.dd_stack = dd_stack.clone();
                p.asm.map_aliases = maps.clone();
                p.asm.map_index = map_index.clone();
                p.asm.set_aliases = sets.clone();
                p.asm.set_index = set_index.clone();
                p.asm.marked_aliases = Some((maps.len(), sets.len()));
                let run = &ops[parts[i].clone()];
                if let Some(start) = nested_start {
                    p.names.name_nested(ctx, start, run);
                }
                for &op in run {
                    p.newline();
                    p.print_op(op);
                }
                let added = |index: &HashMap<Attr, usize>, known: usize| {
                    let mut new: Vec<(usize, Attr)> = index
                        .iter()
                        .filter(|(_, &i)| i >= known)
                        .map(|(&a, &i)| (i, a))
                        .collect();
                    new.sort_unstable();
                    new.into_iter().map(|(_, a)| a).collect::<Vec<_>>()
                };
                Run {
                    new_maps: added(&p.asm.map_index, maps.len()),
                    new_sets: added(&p.asm.set_index, sets.len()),
                    text: std::mem::take(&mut p.asm.out),
                    locs: std::mem::take(&mut p.locs),
                    loc_from_arg: std::mem::take(&mut p.loc_from_arg),
                }
            },
        );
        let known = (self.asm.map_aliases.len(), self.asm.set_aliases.len());
        let before = std::mem::take(&mut self.asm.out);
        let mut texts = Vec::with_capacity(runs.len() + 1);
        texts.push(before);
        // Each run's new aliases take the next numbers, in the run's first-use order; the
        // runs whose text holds markers get them replaced (on the threads again).
        let mut renumber: Vec<Option<(Vec<usize>, Vec<usize>)>> = Vec::new();
        for run in &runs {
            let maps: Vec<usize> = run
                .new_maps
                .iter()
                .map(|&a| self.asm.alias_number(a, true))
                .collect();
            let sets: Vec<usize> = run
                .new_sets
                .iter()
                .map(|&a| self.asm.alias_number(a, false))
                .collect();
            renumber.push((!maps.is_empty() || !sets.is_empty()).then_some((maps, sets)));
        }
        let mut runs = runs;
        if renumber.iter().any(Option::is_some) {
            let texts: Vec<String> = runs
                .iter_mut()
                .map(|r| std::mem::take(&mut r.text))
                .collect();
            let fixed = crate::par::map_jobs(
                threads,
                texts.len(),
                || (),
                |_, i| match &renumber[i] {
                    Some((maps, sets)) => subst_alias_markers(&texts[i], known, maps, sets),
                    None => texts[i].clone(),
                },
            );
            for (r, t) in runs.iter_mut().zip(fixed) {
                r.text = t;
            }
        }
        for run in runs {
            // The first uses in the module's order: each run's, in order, new ones only.
            for (l, from_arg) in run.locs.into_iter().zip(run.loc_from_arg) {
                match self.loc_index.get(&l) {
                    Some(&i) => self.loc_from_arg[i] |= from_arg,
                    None => {
                        self.loc_index.insert(l, self.locs.len());
                        self.locs.push(l);
                        self.loc_from_arg.push(from_arg);
                    }
                }
            }
            texts.push(run.text);
        }
        match self.flush.as_mut() {
            Some(f) => texts.into_iter().filter(|t| !t.is_empty()).for_each(f),
            None => self.pieces.extend(texts),
        }
    }

    /// In [`print_module_part`] with a `flush`: hands on the text of a run of wanted ops,
    /// then an empty piece that says the run is over.
    fn end_run(&mut self) {
        if let Some(f) = self.flush.as_mut() {
            let text = std::mem::take(&mut self.asm.out);
            if !text.is_empty() {
                f(text);
            }
            f(String::new());
        }
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
        let operands = ctx.operands(op);
        self.values(operands);
        self.w(")");
        let succs = ctx.successors(op);
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
        if let Some(p) = ctx.unregistered(op).and_then(|u| u.1) {
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
        let regions = ctx.regions(op);
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
        self.value_types(operands);
        self.w(") -> ");
        let rt: Vec<Type> = ctx.results(op).iter().map(|v| ctx.value_type(*v)).collect();
        self.result_types(&rt);
    }

    /// Numbers the affine map and set aliases in the order upstream's alias pass meets them in
    /// the generic form: an op's regions first (block argument types, then the nested ops), then
    /// its operand and result types, its discardable attributes and its properties.
    fn alias_generic_order(&mut self, op: Op) {
        let ctx = self.ctx;
        for &r in ctx.regions(op) {
            for b in ctx.region_blocks(r) {
                for &a in ctx.block_args(b) {
                    self.visit_type(ctx.value_type(a));
                }
                for o in ctx.block_ops(b) {
                    self.alias_generic_order(o);
                }
            }
        }
        for &v in ctx.operands(op) {
            self.visit_type(ctx.value_type(v));
        }
        for &v in ctx.results(op) {
            self.visit_type(ctx.value_type(v));
        }
        let (props, discard) = ops::split_inherent(ctx, op);
        for (_, a) in discard.into_iter().chain(props) {
            let start = self.out.len();
            self.print_attr(a);
            self.out.truncate(start);
        }
    }

    fn visit_type(&mut self, t: Type) {
        let start = self.out.len();
        self.print_type(t);
        self.out.truncate(start);
    }

    /// Prints one op (custom form for registered ops, generic otherwise), with its results
    /// and trailing location.
    pub fn print_op(&mut self, op: Op) {
        let ctx = self.ctx;
        self.register_op_loc(ctx.op_loc(op));
        let names = match (self.shared_names, ctx.results(op).first()) {
            (Some(shared), Some(&r)) if !self.names.view.names_value(ctx, r) => shared,
            _ => &self.names.view,
        };
        names.write_result_groups(ctx, op, &mut self.asm.out);
        if self.opts.generic || ctx.kind(op) == OpKind::Unregistered {
            self.print_generic(op);
        } else {
            self.print_custom(op);
        }
        self.trailing_loc(ctx.op_loc(op));
        // Between ops no printer holds a position in the text, so it can be handed on.
        if self.asm.out.len() >= STREAM_CHUNK {
            if let Some(f) = self.flush.as_mut() {
                let text =
                    std::mem::replace(&mut self.asm.out, String::with_capacity(STREAM_CHUNK * 2));
                f(text);
            }
        }
    }
}

/// `text` with the alias markers of a part printed on its own thread (see
/// [`AsmPrinter::marked_aliases`]) replaced: marker `i` names the part's map `i`, which is
/// the module's `maps[i - known.0]` (sets likewise).
fn subst_alias_markers(
    text: &str,
    known: (usize, usize),
    maps: &[usize],
    sets: &[usize],
) -> String {
    replace_alias_markers(text, |map, local| {
        let (numbers, known) = if map {
            (maps, known.0)
        } else {
            (sets, known.1)
        };
        numbers.get(local.wrapping_sub(known)).copied()
    })
}

/// `text` with each alias marker (`\u{2}i\u{2}` for a map, `\u{3}i\u{3}` for a set) replaced
/// by the alias `number(is_map, i)` gives, in the order they appear.
fn replace_alias_markers(
    text: &str,
    mut number: impl FnMut(bool, usize) -> Option<usize>,
) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(['\u{2}', '\u{3}']) {
        out.push_str(&rest[..at]);
        let mark = rest.as_bytes()[at] as char;
        let after = &rest[at + 1..];
        let end = after.find(mark).unwrap_or(after.len());
        let map = mark == '\u{2}';
        out.push_str(if map { "#map" } else { "#set" });
        let n = after[..end]
            .parse()
            .ok()
            .and_then(|local| number(map, local));
        match n {
            Some(0) => {}
            Some(n) => {
                let _ = write!(out, "{n}");
            }
            // Not a marker this printer wrote (cannot happen): kept visible.
            None => out.push_str(&after[..end]),
        }
        rest = after.get(end + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

/// The definitions of the map and set aliases, numbered in order (`#map`, `#map1`, ...).
fn alias_defs(
    maps: impl IntoIterator<Item = impl std::fmt::Display>,
    sets: impl IntoIterator<Item = impl std::fmt::Display>,
) -> String {
    let mut head = String::new();
    for (i, m) in maps.into_iter().enumerate() {
        let _ = match i {
            0 => writeln!(head, "#map = affine_map<{m}>"),
            _ => writeln!(head, "#map{i} = affine_map<{m}>"),
        };
    }
    for (i, m) in sets.into_iter().enumerate() {
        let _ = match i {
            0 => writeln!(head, "#set = affine_set<{m}>"),
            _ => writeln!(head, "#set{i} = affine_set<{m}>"),
        };
    }
    head
}

/// What follows a printed module: upstream ends it with a blank line, except with
/// `--mlir-print-local-scope`.
pub fn module_end(opts: &PrintOptions) -> &'static str {
    if opts.local_scope {
        ""
    } else {
        "\n"
    }
}

/// Whether a module of `ctx` printed with `opts` starts with affine map or set alias
/// definitions (so that its text cannot be handed on before it is all printed).
pub fn may_define_map_aliases(ctx: &Context, opts: &PrintOptions) -> bool {
    !opts.local_scope
        && ctx.any_attr(|a| matches!(a, AttrData::AffineMap(_) | AttrData::AffineSet(_)))
}

/// Size of the pieces [`print_module_streamed`] hands on.
const STREAM_CHUNK: usize = 1 << 18;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alias_markers_take_the_module_numbers() {
        // Two maps were numbered before the run (#map, #map1); the run's own map 2 is the
        // module's map 3 and its set 0 the module's set 0.
        let text = "a \u{2}2\u{2} b #map1 \u{3}0\u{3} c \u{1}7\u{1}";
        assert_eq!(
            subst_alias_markers(text, (2, 0), &[3], &[0]),
            "a #map3 b #map1 #set c \u{1}7\u{1}"
        );
        assert_eq!(subst_alias_markers("x", (0, 0), &[], &[]), "x");
    }
}
