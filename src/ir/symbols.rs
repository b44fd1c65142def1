//! Symbol lookup with a per-table cache (a linear scan per call site would make passes over
//! large modules quadratic).

use rustc_hash::FxHashMap;

use super::context::Context;
use super::entities::Op;

/// Caches the symbol maps of the symbol tables it is asked about. The IR's symbols must not
/// change while a cache is in use.
#[derive(Default)]
pub struct SymbolCache {
    tables: FxHashMap<Op, FxHashMap<Vec<u8>, Op>>,
}

impl SymbolCache {
    /// An empty cache.
    pub fn new() -> SymbolCache {
        SymbolCache::default()
    }

    /// The op named `name` in the nearest symbol table around `from` (or in `from` itself when
    /// it is a module).
    pub fn lookup(&mut self, ctx: &Context, from: Op, name: &[u8]) -> Option<Op> {
        let table = if ctx.kind(from).is_symbol_table() {
            Some(from)
        } else {
            ctx.enclosing_symbol_table(from)
        }?;
        self.tables
            .entry(table)
            .or_insert_with(|| ctx.symbol_map(table))
            .get(name)
            .copied()
    }
}
