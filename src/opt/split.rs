//! A large module's pipeline on several threads: each thread parses the module into its own
//! context with only its share of the top-level functions whole (the others become private
//! declarations, so that calls still verify), runs the passes and prints its functions; the
//! texts are spliced into the module's. Used only where that gives exactly the text of one
//! run on the whole module: every pass splits by function
//! ([`crate::passes::Pass::splits_by_function`]), the module holds only functions and
//! globals, and nothing prints numbering that runs through the module (the generic form,
//! location aliases). Anything else — any diagnostic, a share that comes out unlike the
//! others — and the caller runs the module in one context, as if this had not been tried.

use super::{pass_manager, OptConfig};
use crate::ir::{Context, Op, OpKind};
use crate::parse::{lexer, parse_module_skipping, ParseOptions};
use crate::passes::{OpPassManager, PipelineElement};
use crate::print::{
    may_define_map_aliases, module_end, print_module_part, splice_module_parts, ModulePart, Printed,
};
use crate::verify::verify;

/// How many runs were split so far (tests check that theirs was).
static SPLIT_RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many buffers this process ran split into several contexts so far.
pub fn split_runs() -> usize {
    SPLIT_RUNS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Smaller inputs run in one context (bytes; the same threshold as threads for printing and
/// verifying, at about 32 bytes of text per op).
fn min_bytes() -> usize {
    crate::par::min_parallel_ops().saturating_mul(32)
}

/// The most contexts a run is split into.
const MAX_SHARES: usize = 8;

/// Whether `cfg`'s run of a `len`-byte buffer may be split, and into how many shares.
fn shares(cfg: &OptConfig, len: usize) -> usize {
    // Forced (tests), two shares even on one core.
    let threads = match crate::par::min_parallel_ops() {
        0 => crate::par::available_threads().max(2),
        _ => crate::par::available_threads(),
    };
    let plain = !cfg.disable_threading
        && !cfg.verify_diagnostics
        && !cfg.print_ir_before_all
        && !cfg.print_ir_after_all
        && !cfg.print_ir_after_failure
        && !cfg.timing
        && !cfg.print.generic
        && !cfg.print.debug_info;
    if !plain || len < min_bytes() {
        return 1;
    }
    match pass_manager(cfg) {
        // Every share reads the whole text and holds every signature: not one per core of a
        // large machine.
        Ok(pm) if splits(&pm.pipeline, true) => threads.min(MAX_SHARES),
        _ => 1,
    }
}

/// Whether every pass of `pm` splits by function: passes on the module, and pass managers
/// nested on its functions.
fn splits(pm: &OpPassManager, top: bool) -> bool {
    let anchor_ok = if top {
        pm.anchor == "builtin.module"
    } else {
        pm.anchor == "func.func"
    };
    anchor_ok
        && pm.elements.iter().all(|e| match e {
            PipelineElement::Pass(p) => p.splits_by_function(),
            PipelineElement::Nested(n) => splits(n, false),
        })
}

/// Byte offsets where top-level `func.func` ops seem to start: a scan that skips strings and
/// comments and counts braces (depth 0, or 1 inside a module). Only balances the shares:
/// which function is whose is decided by the parser's count.
fn function_starts(text: &[u8]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut depth = 0usize;
    for (pos, b) in lexer::code_bytes(text, 0) {
        match b {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            b'f' if depth <= 1
                && text[pos..].starts_with(b"func.func")
                && (pos == 0 || !lexer::is_suffix_char(text[pos - 1])) =>
            {
                starts.push(pos)
            }
            _ => {}
        }
    }
    starts
}

/// Blocks of consecutive functions, by index: about `blocks` of them of about equal text.
fn function_blocks(text: &[u8], blocks: usize) -> Vec<std::ops::Range<usize>> {
    let starts = function_starts(text);
    let mut bounds = vec![0usize];
    for k in 1..blocks {
        let target = text.len() * k / blocks;
        let i = starts.partition_point(|&s| s < target);
        if i > *bounds.last().unwrap() {
            bounds.push(i);
        }
    }
    // The last block takes whatever the scan missed.
    bounds.push(usize::MAX);
    bounds.windows(2).map(|w| w[0]..w[1]).collect()
}

/// Blocks per share: shares take turns block by block, so that each prints while the others
/// do and the text of a block is all that waits to be written out.
const BLOCKS_PER_SHARE: usize = 8;

/// One share's module after the passes.
struct Share {
    ctx: Context,
    top: Op,
    /// Top-level ops parsed; the ops after them are new (`@dealloc_helper`).
    parsed: usize,
    /// Which share prints each parsed top-level op (the same in every share).
    owner: Vec<usize>,
    /// This share's number.
    k: usize,
    /// Whether the passes added top-level ops.
    added: bool,
}

/// Runs `cfg` on `text` in several contexts at once ([`shares`]); `None` when the caller
/// must run it in one (see the module comment). With `flush`, most of the text goes there in pieces (when no
/// alias definitions must precede it) and the rest comes back. `keep_ir`: the contexts are
/// not freed (the process exits).
pub(super) fn run_split(
    text: &[u8],
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
    keep_ir: bool,
    flush: Option<&mut dyn FnMut(String)>,
) -> Option<Printed> {
    let shares = shares(cfg, text.len());
    if shares < 2 {
        return None;
    }
    let blocks = function_blocks(text, shares * BLOCKS_PER_SHARE);
    let blocks = &blocks;
    let results = crate::par::map_jobs(
        shares,
        shares,
        || (),
        |_, k| run_share(text, filename, start, cfg, blocks, shares, k),
    );
    let results: Vec<Share> = results.into_iter().collect::<Option<_>>()?;
    // Every share parsed the same top-level ops and gives them the same owners.
    if results.iter().any(|s| s.owner != results[0].owner) {
        return None;
    }
    // Aliases must be defined before the module: then the whole text is held.
    let aliases = results
        .iter()
        .any(|s| may_define_map_aliases(&s.ctx, &cfg.print));
    let printed = match flush {
        Some(f) if !aliases => print_streamed(&results, &cfg.print, f),
        _ => print_held(&results, &cfg.print),
    };
    if keep_ir {
        std::mem::forget(results);
    }
    if printed.is_some() {
        SPLIT_RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
    printed
}

/// The new top-level ops, as printed by the first share that added them; `None` if another
/// share added different ones.
fn added_ops(results: &[Share], opts: &crate::print::PrintOptions) -> Option<(usize, Vec<String>)> {
    let mut added: Option<(usize, Vec<String>)> = None;
    for (k, s) in results.iter().enumerate().filter(|(_, s)| s.added) {
        let n = s.parsed;
        let texts: Vec<String> = print_module_part(&s.ctx, s.top, opts, &|i, _| i >= n, None)
            .ops
            .into_iter()
            .map(|(_, t)| t)
            .collect();
        match &added {
            None => added = Some((k, texts)),
            Some((_, first)) if *first == texts => {}
            Some(_) => return None,
        }
    }
    Some(added.unwrap_or_default())
}

/// Prints every share's ops on its own thread into separate texts and splices them.
fn print_held(results: &[Share], opts: &crate::print::PrintOptions) -> Option<Printed> {
    let (new_from, new) = added_ops(results, opts)?;
    let parts: Vec<ModulePart> = crate::par::map_jobs(
        results.len(),
        results.len(),
        || (),
        |_, k| {
            let s = &results[k];
            print_module_part(&s.ctx, s.top, opts, &|i, _| s.mine(i), None)
        },
    );
    // Every parsed op printed by exactly one share.
    let mut body: Vec<Option<(usize, String)>> = (0..results[0].parsed).map(|_| None).collect();
    let mut parts = parts;
    for (k, part) in parts.iter_mut().enumerate() {
        for (i, t) in std::mem::take(&mut part.ops) {
            if body[i].replace((k, t)).is_some() {
                return None;
            }
        }
    }
    let mut spliced: Vec<(usize, String)> = body.into_iter().collect::<Option<_>>()?;
    spliced.extend(new.into_iter().map(|t| (new_from, t)));
    Some(splice_module_parts(&parts, 0, spliced, opts))
}

/// How many pieces a share printing on its own thread may have ready before the writer
/// takes them.
const PIECES_AHEAD: usize = 2;

/// Prints the shares at the same time, each on its own thread, into `flush` in order: the
/// runs of top-level ops of each share come as runs of pieces ended by an empty one, taken in
/// turn. Returns the module's end.
fn print_streamed(
    results: &[Share],
    opts: &crate::print::PrintOptions,
    flush: &mut dyn FnMut(String),
) -> Option<Printed> {
    let (_, new) = added_ops(results, opts)?;
    let owner = &results[0].owner;
    let first = &results[0];
    let shell = print_module_part(&first.ctx, first.top, opts, &|_, _| false, None);
    std::thread::scope(|scope| {
        let mut receivers = Vec::new();
        for s in results {
            let (tx, rx) = std::sync::mpsc::sync_channel::<String>(PIECES_AHEAD);
            let spawned = std::thread::Builder::new()
                .name("memref-jit-worker".into())
                .stack_size(crate::stack::BIG_STACK_BYTES)
                .spawn_scoped(scope, move || {
                    crate::stack::mark_stack(crate::stack::BIG_STACK_BYTES);
                    // A closed receiver (this run given up) leaves the pieces unsent.
                    print_module_part(
                        &s.ctx,
                        s.top,
                        opts,
                        &|i, _| s.mine(i),
                        Some(&mut |piece| {
                            let _ = tx.send(piece);
                        }),
                    );
                });
            // Without a thread for every share, the module runs in one context instead.
            spawned.ok()?;
            receivers.push(rx);
        }
        flush(shell.shell[..shell.at].to_string());
        let mut i = 0;
        while i < owner.len() {
            let k = owner[i];
            for piece in receivers[k].iter() {
                if piece.is_empty() {
                    break;
                }
                flush(piece);
            }
            while i < owner.len() && owner[i] == k {
                i += 1;
            }
        }
        Some(())
    })?;
    let mut body = new;
    body.push(shell.shell[shell.at..].to_string());
    Some(Printed {
        head: String::new(),
        body,
        tail: module_end(opts).to_string(),
    })
}

impl Share {
    /// Whether this share prints parsed top-level op `i`.
    fn mine(&self, i: usize) -> bool {
        i < self.parsed && self.owner[i] == self.k
    }
}

/// One share: parse with only `keep` bodies, verify, run the passes, verify. The share
/// prints the functions it kept and, the first, the other top-level ops.
fn run_share(
    text: &[u8],
    filename: &str,
    start: (u32, u32),
    cfg: &OptConfig,
    blocks: &[std::ops::Range<usize>],
    shares: usize,
    k: usize,
) -> Option<Share> {
    // Block `b` is share `b % shares`'s.
    let keep: Vec<std::ops::Range<usize>> =
        blocks.iter().skip(k).step_by(shares).cloned().collect();
    let mut ctx = Context::new();
    ctx.set_multithreading(false);
    let opts = ParseOptions {
        allow_unregistered: cfg.allow_unregistered,
        filename: filename.to_string(),
        line_offset: start.0,
        col_offset: start.1,
        keep_bodies: Some(keep),
    };
    let (top, skipped) = parse_module_skipping(&mut ctx, text, &opts).ok()?;
    let body_ops = |ctx: &Context| -> Vec<Op> {
        ctx.regions(top)
            .first()
            .and_then(|&r| ctx.entry_block(r))
            .map(|b| ctx.block_ops(b).collect())
            .unwrap_or_default()
    };
    let parsed = body_ops(&ctx);
    let simple = ctx.kind(top) == OpKind::Module
        && parsed
            .iter()
            .all(|&o| matches!(ctx.kind(o), OpKind::FuncFunc | OpKind::MemRefGlobal));
    if !simple {
        return None;
    }
    // A function is the share's whose block holds its index (the parser's count); another
    // top-level op goes with the op before it.
    let mut owner = Vec::with_capacity(parsed.len());
    let mut funcs = 0usize;
    for &o in &parsed {
        let share = if ctx.kind(o) == OpKind::FuncFunc {
            funcs += 1;
            blocks.iter().position(|b| b.contains(&(funcs - 1)))? % shares
        } else {
            owner.last().copied().unwrap_or(0)
        };
        owner.push(share);
    }
    // The functions this share prints are whole here (the parser's count and this one
    // agree).
    let skipped: std::collections::HashSet<Op> = skipped.into_iter().collect();
    if parsed
        .iter()
        .zip(&owner)
        .any(|(o, &s)| s == k && skipped.contains(o))
    {
        return None;
    }
    verify(&ctx, top).ok()?;
    let mut pm = pass_manager(cfg).ok()?;
    pm.run(&mut ctx, top, &cfg.print).1.ok()?;
    verify(&ctx, top).ok()?;
    let after = body_ops(&ctx);
    // The parsed ops are all still there, in order, and the new ones are functions.
    if after.len() < parsed.len()
        || after[..parsed.len()] != parsed[..]
        || after[parsed.len()..]
            .iter()
            .any(|&o| ctx.kind(o) != OpKind::FuncFunc)
    {
        return None;
    }
    Some(Share {
        ctx,
        top,
        parsed: parsed.len(),
        owner,
        k,
        added: after.len() > parsed.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_starts_skip_strings_comments_and_nested_functions() {
        let text = b"module {\n  func.func @a() { \"func.func\" // func.func\n }\n  \
                     gpu.module @g { x { func.func @in() } }\n  func.func @b()\n}\n";
        let starts = function_starts(text);
        let names: Vec<&[u8]> = starts.iter().map(|&s| &text[s + 10..s + 12]).collect();
        assert_eq!(names, vec![&b"@a"[..], b"@b"]);
    }

    #[test]
    fn blocks_cover_every_function_once() {
        let text = b"func.func @a() {}\nfunc.func @b() {}\nfunc.func @c() {}\n";
        for n in 1..6 {
            let r = function_blocks(text, n);
            assert_eq!(r[0].start, 0);
            assert!(r
                .windows(2)
                .all(|w| w[0].end == w[1].start && !w[0].is_empty()));
            assert_eq!(r.last().unwrap().end, usize::MAX);
        }
        assert_eq!(function_blocks(b"", 3), vec![0..usize::MAX]);
    }
}
