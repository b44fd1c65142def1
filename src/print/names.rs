//! SSA value naming as upstream's `SSANameState` does it (`spec/printing.md` §4).

use std::borrow::Cow;
use std::fmt::Write;
use std::rc::Rc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use cranelift_entity::EntityRef;

use crate::ir::opdef::ResultNames;
use crate::ir::{AttrData, Context, Op, OpKind, Region, TypeData, Value, ValueDef};

/// A compact name: a number (`%3`), or an index into a table of text names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Name {
    None,
    Num(u32),
    Text(u32),
}

/// A [`Name`] in 4 bytes (a name per value of the module is held while printing):
/// `u32::MAX` for none, else the number or text index shifted left, the low bit set for text.
#[derive(Clone, Copy, PartialEq, Eq)]
struct PackedName(u32);

impl PackedName {
    const NONE: PackedName = PackedName(u32::MAX);
    fn pack(n: Name) -> PackedName {
        match n {
            Name::None => PackedName::NONE,
            Name::Num(x) => PackedName(x << 1),
            Name::Text(i) => PackedName(i << 1 | 1),
        }
    }
    fn unpack(self) -> Name {
        match self.0 {
            u32::MAX => Name::None,
            x if x & 1 == 0 => Name::Num(x >> 1),
            x => Name::Text(x >> 1),
        }
    }
}

/// Names by value index: dense, so that naming a million values costs a few bytes each. The
/// text names live in one buffer (no reference counts: printing threads share the table).
#[derive(Default)]
struct NameTable {
    by_value: Vec<PackedName>,
    text: String,
    spans: Vec<(u32, u32)>,
}

impl NameTable {
    fn get_name(&self, v: Value) -> Name {
        self.by_value
            .get(v.index())
            .map_or(Name::None, |p| p.unpack())
    }
    fn contains_key(&self, v: &Value) -> bool {
        self.get_name(*v) != Name::None
    }
    fn set(&mut self, v: Value, n: Name) {
        if self.by_value.len() <= v.index() {
            self.by_value.resize(v.index() + 1, PackedName::NONE);
        }
        // Numbers and text names count below 2^31 (one per value at most).
        debug_assert!(matches!(
            n,
            Name::None | Name::Num(0..0x7fff_ffff) | Name::Text(0..0x7fff_ffff)
        ));
        self.by_value[v.index()] = PackedName::pack(n);
    }
    fn insert_num(&mut self, v: Value, n: u32) {
        self.set(v, Name::Num(n));
    }
    fn insert(&mut self, v: Value, s: &str) {
        let i = self.spans.len() as u32;
        let start = self.text.len() as u32;
        self.text.push_str(s);
        self.spans.push((start, self.text.len() as u32));
        self.set(v, Name::Text(i));
    }
    fn write(&self, v: Value, out: &mut String) -> bool {
        match self.get_name(v) {
            Name::None => false,
            Name::Num(n) => {
                let _ = write!(out, "{n}");
                true
            }
            Name::Text(i) => {
                let (a, b) = self.spans[i as usize];
                out.push_str(&self.text[a as usize..b as usize]);
                true
            }
        }
    }
}

/// Where the naming of the regions nested in a top op's region starts
/// ([`Names::name_top_shallow`]).
pub(crate) struct NestedStart {
    counters: Counters,
    /// The names in scope (the top op's and its region's).
    used: Vec<Box<str>>,
}

#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The names chosen for every value of a printed op tree: what printing reads, shared by the
/// threads that print the functions of a module.
#[derive(Default)]
pub(crate) struct NameView {
    /// Name of each named value (result-group anchors and block arguments), without `%`.
    names: NameTable,
    /// Result-group start indices of ops with more than one group.
    groups: HashMap<Op, Vec<u32>>,
}

/// [`NameView`] and the state of choosing the names.
#[derive(Default)]
pub(crate) struct Names {
    /// The names chosen so far.
    pub view: NameView,
    /// Names in use in the scopes open now, and the names each open scope added (stack):
    /// a lookup does not depend on the depth.
    /// One allocation per text name, shared by these and the name table.
    used: HashSet<Rc<str>>,
    scopes: Vec<Vec<Rc<str>>>,
    generic: bool,
}

impl Names {
    /// Names every value nested in `top` (but not `top`'s own results).
    pub fn name_top(&mut self, ctx: &Context, top: Op, generic: bool) {
        self.generic = generic;
        let mut c = Counters::default();
        self.scopes.push(Vec::new());
        self.name_op_results(ctx, top, &mut c);
        // Explicit stack, last pushed first, as upstream (matters for unique ids only).
        let mut stack: Vec<(Region, Counters, usize)> = Vec::new();
        for &r in ctx.regions(top).iter() {
            stack.push((r, c, 1));
        }
        self.name_regions(ctx, stack, c);
    }

    /// Names what the [`Names::name_top`] walk from `stack` names.
    fn name_regions(
        &mut self,
        ctx: &Context,
        mut stack: Vec<(Region, Counters, usize)>,
        mut c: Counters,
    ) {
        let generic = self.generic;
        while let Some((r, saved, depth)) = stack.pop() {
            if !generic {
                c = saved;
            }
            while self.scopes.len() > depth {
                for n in self.scopes.pop().unwrap_or_default() {
                    self.used.remove(&*n);
                }
            }
            self.scopes.push(Vec::new());
            self.name_region_values(ctx, r, &mut c);
            for b in ctx.region_blocks(r) {
                for op in ctx.block_ops(b) {
                    for &nr in ctx.regions(op) {
                        stack.push((nr, c, depth + 1));
                    }
                }
            }
        }
    }

    /// [`Names::name_top`] in the custom form but for the regions of the ops in `top`'s
    /// regions (the functions of a module): each of those starts from the counters and names
    /// in scope returned (upstream's numbering restarts in every region and a region's names
    /// leave scope with it), so [`Names::name_nested`] names them, on any thread, in any
    /// order, as `name_top` would.
    pub fn name_top_shallow(&mut self, ctx: &Context, top: Op) -> Option<NestedStart> {
        // With several regions, the nested ones would start from different counters.
        let &[r] = ctx.regions(top) else {
            return None;
        };
        self.generic = false;
        let mut c = Counters::default();
        self.scopes.push(Vec::new());
        self.name_op_results(ctx, top, &mut c);
        self.scopes.push(Vec::new());
        self.name_region_values(ctx, r, &mut c);
        Some(NestedStart {
            counters: c,
            used: self.used.iter().map(|n| Box::from(&**n)).collect(),
        })
    }

    /// Names the values in the regions of `ops` (ops of the region [`Names::name_top_shallow`]
    /// named) as [`Names::name_top`] would have.
    pub fn name_nested(&mut self, ctx: &Context, start: &NestedStart, ops: &[Op]) {
        self.generic = false;
        self.used = start.used.iter().map(|n| Rc::from(&**n)).collect();
        // The top op's scope and its region's: never left here.
        self.scopes = vec![Vec::new(), Vec::new()];
        let stack: Vec<(Region, Counters, usize)> = ops
            .iter()
            .flat_map(|&op| ctx.regions(op).iter().map(|&r| (r, start.counters, 2)))
            .collect();
        self.name_regions(ctx, stack, start.counters);
    }

    /// Names for printing a single op on its own (its operands get `<<UNKNOWN SSA VALUE>>`-free
    /// local numbers).
    pub fn name_op_locally(&mut self, ctx: &Context, op: Op) {
        self.generic = true;
        let mut c = Counters::default();
        self.scopes.push(Vec::new());
        for &v in ctx.operands(op) {
            if !self.view.names.contains_key(&v) {
                self.view.names.insert_num(v, c.value);
                c.value += 1;
            }
        }
        self.name_op_results(ctx, op, &mut c);
        let mut stack: Vec<Region> = ctx.regions(op).to_vec();
        while let Some(r) = stack.pop() {
            self.name_region_values(ctx, r, &mut c);
            for b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    stack.extend(ctx.regions(o).iter().copied());
                }
            }
        }
    }

    fn unique(&mut self, name: &str, c: &mut Counters) -> Rc<str> {
        let name = sanitize(name);
        let used = |s: &Self, n: &str| s.used.contains(n);
        let chosen: Rc<str> = if !used(self, &name) {
            Rc::from(&*name)
        } else {
            loop {
                let probe = format!("{name}_{}", c.conflict);
                c.conflict += 1;
                if !used(self, &probe) {
                    break Rc::from(probe);
                }
            }
        };
        self.used.insert(chosen.clone());
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(chosen.clone());
        }
        chosen
    }

    fn name_region_values(&mut self, ctx: &Context, r: Region, c: &mut Counters) {
        // linalg ops name their payload's arguments (`getAsmBlockArgumentNames`).
        let arg_hints = (!self.generic)
            .then(|| ctx.region(r).parent)
            .flatten()
            .and_then(|p| crate::ir::linalg::block_arg_names(ctx, p));
        for (bi, b) in ctx.region_blocks(r).enumerate() {
            for (ai, &a) in ctx.block_args(b).iter().enumerate() {
                if let (0, Some((n_in, init))) = (bi, arg_hints) {
                    let n = self.unique(if ai < n_in { "in" } else { init }, c);
                    self.view.names.insert(a, &n);
                    continue;
                }
                if bi == 0 {
                    let n = format!("arg{}", c.arg);
                    c.arg += 1;
                    let n = self.unique(&n, c);
                    self.view.names.insert(a, &n);
                } else {
                    self.view.names.insert_num(a, c.value);
                    c.value += 1;
                }
            }
            for op in ctx.block_ops(b) {
                self.name_op_results(ctx, op, c);
            }
        }
    }

    fn name_op_results(&mut self, ctx: &Context, op: Op, c: &mut Counters) {
        let results = ctx.results(op);
        if results.is_empty() {
            return;
        }
        let mut group_starts: smallvec::SmallVec<[u32; 2]> = smallvec::smallvec![0];
        if !self.generic {
            for (idx, hint) in result_hints(ctx, op) {
                let n = self.unique(&hint, c);
                self.view.names.insert(results[idx], &n);
                if idx != 0 {
                    group_starts.push(idx as u32);
                }
            }
        }
        if !self.view.names.contains_key(&results[0]) {
            self.view.names.insert_num(results[0], c.value);
            c.value += 1;
        }
        if group_starts.len() > 1 {
            group_starts.sort();
            self.view.groups.insert(op, group_starts.into_vec());
        }
    }
}

impl NameView {
    /// Whether `v` (or the group holding it) was named in this view.
    pub fn names_value(&self, ctx: &Context, v: Value) -> bool {
        match ctx.value(v).def {
            ValueDef::Result(op, _) => self.names.contains_key(&ctx.results(op)[0]),
            _ => self.names.contains_key(&v),
        }
    }

    fn group_range(&self, op: Op, idx: usize, n: usize) -> (usize, usize) {
        match self.groups.get(&op) {
            None => (0, n),
            Some(starts) => {
                let gi = starts.iter().rposition(|s| *s as usize <= idx).unwrap_or(0);
                let start = starts[gi] as usize;
                let end = starts.get(gi + 1).map(|e| *e as usize).unwrap_or(n);
                (start, end - start)
            }
        }
    }

    /// Writes `%name` or `%name#i` for a use of `v` to `out`.
    pub fn write_value(&self, ctx: &Context, v: Value, out: &mut String) {
        out.push('%');
        if let ValueDef::Result(op, idx) = ctx.value(v).def {
            let results = ctx.results(op);
            let (start, size) = self.group_range(op, idx as usize, results.len());
            if self.names.write(results[start], out) {
                if size > 1 {
                    let _ = write!(out, "#{}", idx as usize - start);
                }
                return;
            }
        }
        if !self.names.write(v, out) {
            out.pop();
            out.push_str("<<UNKNOWN SSA VALUE>>");
        }
    }

    /// Writes the `%a, %b:2 = ` prefix of `op` (nothing for an op without results).
    pub fn write_result_groups(&self, ctx: &Context, op: Op, out: &mut String) {
        let results = ctx.results(op);
        let n = results.len();
        if n == 0 {
            return;
        }
        let starts: &[u32] = self.groups.get(&op).map_or(&[0], |g| g.as_slice());
        for (gi, s) in starts.iter().enumerate() {
            let s = *s as usize;
            let e = starts.get(gi + 1).map(|e| *e as usize).unwrap_or(n);
            if gi > 0 {
                out.push_str(", ");
            }
            out.push('%');
            if !self.names.write(results[s], out) {
                out.push_str("<<UNKNOWN SSA VALUE>>");
            }
            if e - s > 1 {
                let _ = write!(out, ":{}", e - s);
            }
        }
        out.push_str(" = ");
    }
}

/// `name` with characters an SSA name cannot hold replaced (borrowed when it has none).
fn sanitize(name: &str) -> Cow<'_, str> {
    let ok = |ch: char| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '$' | '.' | '-');
    if !name.starts_with(|c: char| c.is_ascii_digit()) && name.chars().all(ok) {
        return Cow::Borrowed(name);
    }
    let mut out = String::new();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for ch in name.chars() {
        if ok(ch) {
            out.push(ch);
        } else {
            out.push('_');
        }
    }
    Cow::Owned(out)
}

/// Result-name hints of an op in custom form: (result index, name).
fn result_hints(ctx: &Context, op: Op) -> Vec<(usize, String)> {
    use OpKind::*;
    let single = |s: &str| vec![(0usize, s.to_string())];
    match ctx.kind(op) {
        ArithConstant => {
            let Some(a) = ctx.get_attr(op, "value") else {
                return single("cst");
            };
            match ctx.attr(a) {
                AttrData::Integer { value, ty } => match ctx.ty(*ty) {
                    TypeData::Integer { width: 1, .. } => {
                        single(if *value != 0 { "true" } else { "false" })
                    }
                    TypeData::Integer { .. } => single(&format!(
                        "c{value}_{}",
                        crate::print::type_to_string(ctx, *ty)
                    )),
                    _ => single(&format!("c{value}")),
                },
                _ => single("cst"),
            }
        }
        // `%idx42`, `%idx-3`.
        IndexConstant => match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => single(&format!("idx{value}")),
            _ => vec![],
        },
        IndexBoolConstant => match ctx.get_attr(op, "value").map(|a| ctx.attr(a)) {
            Some(AttrData::Integer { value, .. }) => {
                single(if *value != 0 { "true" } else { "false" })
            }
            _ => vec![],
        },
        MemRefExtractStridedMetadata => {
            let n = ctx.results(op).len();
            let rank = n.saturating_sub(2) / 2;
            let mut v = vec![(0, "base_buffer".to_string()), (1, "offset".to_string())];
            if rank > 0 && n >= 2 + 2 * rank {
                v.push((2, "sizes".into()));
                v.push((2 + rank, "strides".into()));
            }
            v
        }
        k => match k.info().result_names {
            ResultNames::Fixed(names) => names
                .iter()
                .map(|(i, n)| (*i as usize, n.to_string()))
                .collect(),
            ResultNames::None | ResultNames::Computed => vec![],
        },
    }
}
