//! The functions a run can reach: `memref-run` calls one entry point, so only it and the
//! functions it references (by any symbol reference: `func.call`, `func.constant`, ..., also
//! nested in array and dictionary attributes), transitively, are compiled. A module of many
//! functions of which a run uses few compiles in the time of the few, and a function the JIT
//! cannot lower fails the run only when the run can reach it (as the interpreter, which
//! lowers nothing ahead, behaves).

use crate::ir::{Attr, AttrData, Context, Op, OpKind};
use rustc_hash::{FxHashMap, FxHashSet};

/// The functions of `top` (with or without a body) reachable from the function `entry`, or
/// `None` when there is no such function (every function is then compiled, and the run
/// reports the missing entry point as before).
pub(super) fn reachable_functions(ctx: &Context, top: Op, entry: &str) -> Option<FxHashSet<Op>> {
    // Functions by symbol name, as the module's function table keys them (the first wins).
    let mut by_name: FxHashMap<&[u8], Op> = FxHashMap::default();
    for op in ctx.collect_ops(top) {
        if ctx.kind(op) == OpKind::FuncFunc {
            if let Some(name) = ctx.symbol_name(op) {
                by_name.entry(name).or_insert(op);
            }
        }
    }
    let start = *by_name.get(entry.as_bytes())?;
    let mut seen = FxHashSet::default();
    seen.insert(start);
    let mut work = vec![start];
    let mut names = Vec::new();
    while let Some(f) = work.pop() {
        for op in ctx.collect_ops(f) {
            for (_, a) in ctx.attrs(op) {
                symbol_refs(ctx, *a, &mut names);
            }
        }
        for name in names.drain(..) {
            if let Some(&g) = by_name.get(name.as_bytes()) {
                if seen.insert(g) {
                    work.push(g);
                }
            }
        }
    }
    Some(seen)
}

/// Collects the leaf names of the symbol references in `a`.
fn symbol_refs(ctx: &Context, a: Attr, out: &mut Vec<String>) {
    match ctx.attr(a) {
        AttrData::SymbolRef(path) => out.extend(path.last().cloned()),
        AttrData::Array(items) => {
            for i in items {
                symbol_refs(ctx, *i, out);
            }
        }
        AttrData::Dict(entries) => {
            for (_, v) in entries {
                symbol_refs(ctx, *v, out);
            }
        }
        _ => {}
    }
}
