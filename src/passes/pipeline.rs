//! The pass manager and the textual pass pipeline (`--pass-pipeline`), as upstream's
//! `OpPassManager` and `TextualPipeline`: `builtin.module(func.func(canonicalize, cse), cse)`
//! nests a pass manager per anchor; a nested one runs on every op directly inside its parent's
//! regions whose name is the anchor (`any`: every isolated-from-above op). Parse errors carry
//! upstream's messages and a caret under the pipeline text.

use std::time::{Duration, Instant};

use super::{is_pass_flag, passes_for_flag, Pass};
use crate::diag::{loc_pos, Diagnostic};
use crate::ir::{Context, Op, OpKind};
use crate::print::{print_module, PrintOptions};
use crate::verify::op_error;

/// One entry of a pass manager: a pass, or a pass manager nested on ops named `anchor`.
pub enum PipelineElement {
    /// A pass run on the pass manager's op.
    Pass(Box<dyn Pass>),
    /// Passes run on the ops directly nested in the pass manager's op.
    Nested(OpPassManager),
}

/// The passes to run on ops named `anchor` (`any` for every isolated-from-above op).
pub struct OpPassManager {
    /// The op name the passes run on.
    pub anchor: String,
    /// The passes and nested pass managers, in order.
    pub elements: Vec<PipelineElement>,
}

impl Default for OpPassManager {
    fn default() -> Self {
        OpPassManager {
            anchor: "builtin.module".into(),
            elements: Vec::new(),
        }
    }
}

impl OpPassManager {
    /// Appends passes run on the anchor op itself.
    pub fn add_passes(&mut self, passes: Vec<Box<dyn Pass>>) {
        self.elements
            .extend(passes.into_iter().map(PipelineElement::Pass));
    }

    /// Whether no pass runs at all.
    pub fn is_empty(&self) -> bool {
        self.elements.iter().all(|e| match e {
            PipelineElement::Pass(_) => false,
            PipelineElement::Nested(n) => n.is_empty(),
        })
    }

    fn run_on(
        &mut self,
        ctx: &mut Context,
        op: Op,
        print: &PrintOptions,
        instr: &mut Instrumentation,
    ) -> Result<(), Diagnostic> {
        for e in self.elements.iter_mut() {
            match e {
                PipelineElement::Pass(p) => {
                    if instr.print_ir_before_all {
                        let header = format!(
                            "// -----// IR Dump Before {} ({}) //----- //\n",
                            p.class_name(),
                            p.flag()
                        );
                        dump_ir(&mut instr.report.ir_dumps, &header, ctx, op, print, false);
                    }
                    let start = Instant::now();
                    // As upstream's pass manager: the op a pass ran on must verify after it
                    // (a pass may leave invalid IR, e.g. the ownership pass's constant in a
                    // `vector.mask` region; upstream stops there with the verifier's error, and
                    // counts it as the pass's failure). IR the pass left unchanged since it
                    // last verified is not verified again (upstream skips the verifier after
                    // a pass that preserved all analyses).
                    let r = match function_roots(ctx, op).filter(|_| p.function_local()) {
                        Some(funcs) => run_per_function(p.as_mut(), ctx, op, funcs),
                        None => p.run(ctx, op).and_then(|_| {
                            if ctx.is_verified(op) {
                                Ok(())
                            } else {
                                crate::verify::verify(ctx, op)
                            }
                        }),
                    };
                    instr.report.times.push((p.class_name(), start.elapsed()));
                    // As upstream: with -after-failure only a failed pass's IR is printed,
                    // even with -after-all.
                    let print_after = if instr.print_ir_after_failure {
                        r.is_err()
                    } else {
                        instr.print_ir_after_all
                    };
                    if print_after {
                        let (failed, dump) = match r {
                            Ok(()) => ("", &mut instr.report.ir_dumps),
                            Err(_) => (" Failed", &mut instr.report.failed_dump),
                        };
                        let header = format!(
                            "// -----// IR Dump After {}{failed} ({}) //----- //\n",
                            p.class_name(),
                            p.flag()
                        );
                        // IR that does not verify prints in generic form, as upstream's
                        // printer falls back to it.
                        let generic = r.is_err() && crate::verify::verify(ctx, op).is_err();
                        dump_ir(dump, &header, ctx, op, print, generic);
                    }
                    r?;
                    // No pass runs now, so none holds an erased op: their slots can be reused.
                    ctx.recycle_erased();
                }
                PipelineElement::Nested(nested) => {
                    // The nested ops are isolated from above, so passes on one cannot add or
                    // remove its siblings: the list taken up front stays valid. As upstream's
                    // pass manager, a failure on one does not stop the others: each failing
                    // op's error is reported, then the pipeline stops.
                    let mut failure: Option<Diagnostic> = None;
                    for child in direct_children(ctx, op) {
                        let kind = ctx.kind(child);
                        if nested.anchor == "any" {
                            if !kind.is_isolated_from_above() {
                                continue;
                            }
                        } else if ctx.op_name(child) != nested.anchor {
                            continue;
                        } else if !kind.is_isolated_from_above() {
                            return Err(op_error(
                                ctx,
                                child,
                                "trying to schedule a pass on an operation not marked as \
                                 'IsolatedFromAbove'",
                            ));
                        }
                        if let Err(e) = nested.run_on(ctx, child, print, instr) {
                            failure = Some(match failure {
                                Some(f) => f.with_follow_up(e),
                                None => e,
                            });
                        }
                    }
                    if let Some(e) = failure {
                        return Err(e);
                    }
                }
            }
        }
        Ok(())
    }
}

/// The ops of module `op` a function-local pass rewrites (those with a non-empty region, as
/// the greedy driver picks them), if all are functions; `None` otherwise (a nested module's
/// functions are not rewritten one by one, so such a pass runs on the whole module).
fn function_roots(ctx: &Context, op: Op) -> Option<Vec<Op>> {
    if ctx.kind(op) != OpKind::Module {
        return None;
    }
    let mut funcs = Vec::new();
    for child in direct_children(ctx, op) {
        if ctx.regions(child).iter().all(|r| ctx.region_is_empty(*r)) {
            continue;
        }
        if ctx.kind(child) != OpKind::FuncFunc {
            return None;
        }
        funcs.push(child);
    }
    Some(funcs)
}

/// Runs a function-local pass on each of `funcs` (the functions of module `op`) and verifies
/// each one right after: as running it on `op` then verifying `op`, but each function is
/// verified while its ops are in the cache, and one the pass left unchanged is not verified
/// again if the module was verified before.
fn run_per_function(
    p: &mut dyn super::Pass,
    ctx: &mut Context,
    op: Op,
    funcs: Vec<Op>,
) -> Result<(), Diagnostic> {
    let was_verified = ctx.is_verified(op);
    let mut fv = crate::verify::FunctionVerifier::default();
    // With threads, the changed functions are verified together after the pass, in parallel
    // (the same outcome: a function's verification does not depend on the others).
    let deferred = ctx.threads() > 1 && funcs.len() > 1;
    let mut changed = Vec::new();
    for f in funcs {
        let before = ctx.mutation_count();
        p.run(ctx, f)?;
        if was_verified && ctx.mutation_count() == before {
            fv.unchanged(f);
        } else if deferred {
            changed.push(f);
        } else {
            fv.function(ctx, f);
        }
    }
    fv.functions(ctx, &changed);
    if ctx.is_verified(op) {
        return Ok(());
    }
    fv.finish(ctx, op)
}

/// One `--mlir-print-ir-*` dump: the header, then the op the pass runs on.
fn dump_ir(
    dump: &mut String,
    header: &str,
    ctx: &Context,
    op: Op,
    print: &PrintOptions,
    generic: bool,
) {
    dump.push_str(header);
    // As upstream's IR printer: a nested op (a function under `func.func(...)`) prints with
    // local scope, its affine maps inline instead of as aliases.
    let nested = ctx.parent_op(op).is_some();
    let opts = PrintOptions {
        generic: generic || print.generic,
        local_scope: print.local_scope || nested,
        ..print.clone()
    };
    let text = print_module(ctx, op, &opts);
    if !nested {
        // Upstream leaves one more blank line after the top-level op than after a nested one.
        dump.push_str(&text);
        dump.push('\n');
    } else {
        // A nested op, then one blank line (with or without --mlir-print-local-scope).
        dump.push_str(text.trim_end_matches('\n'));
        dump.push_str("\n\n");
    }
}

fn direct_children(ctx: &Context, op: Op) -> Vec<Op> {
    let mut out = Vec::new();
    for &r in ctx.regions(op) {
        for b in ctx.region_blocks(r) {
            out.extend(ctx.block_ops(b));
        }
    }
    out
}

struct Instrumentation {
    print_ir_before_all: bool,
    print_ir_after_all: bool,
    print_ir_after_failure: bool,
    report: RunReport,
}

/// Runs a pipeline on the top-level op, with the instrumentation of
/// `--mlir-print-ir-after-all` and `--mlir-timing`.
#[derive(Default)]
pub struct PassManager {
    /// The passes; its anchor must name the top-level op.
    pub pipeline: OpPassManager,
    /// Print the IR before every pass (to the diagnostics stream).
    pub print_ir_before_all: bool,
    /// Print the IR after every pass (to the diagnostics stream).
    pub print_ir_after_all: bool,
    /// Print the IR after the pass that failed.
    pub print_ir_after_failure: bool,
    /// Print a timing report.
    pub timing: bool,
}

/// What a pass-manager run produced besides the IR.
#[derive(Default)]
pub struct RunReport {
    /// `--mlir-print-ir-before-all` / `-after-all` dumps, in order.
    pub ir_dumps: String,
    /// The dump after the pass that failed (upstream prints it after the pass's errors).
    pub failed_dump: String,
    /// Wall time per pass (class name, duration).
    pub times: Vec<(&'static str, Duration)>,
}

impl PassManager {
    /// Runs every pass; stops at the first error. The report covers the passes run.
    pub fn run(
        &mut self,
        ctx: &mut Context,
        root: Op,
        print: &PrintOptions,
    ) -> (RunReport, Result<(), Diagnostic>) {
        let mut instr = Instrumentation {
            print_ir_before_all: self.print_ir_before_all,
            print_ir_after_all: self.print_ir_after_all,
            print_ir_after_failure: self.print_ir_after_failure,
            report: RunReport::default(),
        };
        let anchor = &self.pipeline.anchor;
        let r = if anchor != "any" && ctx.op_name(root) != anchor.as_str() {
            Err(Diagnostic::error(
                loc_pos(ctx, ctx.op_loc(root)),
                format!(
                    "can't run '{anchor}' pass manager on '{}' op",
                    ctx.op_name(root)
                ),
            ))
        } else {
            self.pipeline.run_on(ctx, root, print, &mut instr)
        };
        (instr.report, r)
    }
}

/// Parses `anchor(pipeline)` as upstream's `parsePassPipeline`: the outer anchor is required.
pub fn parse_pipeline(text: &str) -> Result<OpPassManager, String> {
    let t = text.trim();
    let open = t.find('(');
    let (Some(open), Some(body)) = (open.filter(|&p| p > 0), t.strip_suffix(')')) else {
        return Err(
            "expected pass pipeline to be wrapped with the anchor operation type, \
                    e.g. 'builtin.module(...)'"
                .into(),
        );
    };
    let inner = &body[open + 1..];
    let mut elements = Vec::new();
    if !inner.is_empty() {
        let tree = parse_elements(inner)?;
        resolve(inner, &tree)?;
        build(&tree, &mut elements)?;
    }
    Ok(OpPassManager {
        anchor: t[..open].trim_end().to_string(),
        elements,
    })
}

/// A parsed but unresolved pipeline entry: byte offset of its name in the text, the name, its
/// `{...}` options and its nested entries (non-empty exactly when written `name(...)`).
struct Element<'a> {
    at: usize,
    name: &'a str,
    options: &'a str,
    inner: Vec<Element<'a>>,
}

/// An error under `at` in the pipeline text, as LLVM's SourceMgr prints it.
fn text_error(text: &str, at: usize, msg: &str) -> String {
    let at = at.min(text.len());
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let line_no = text[..at].matches('\n').count() + 1;
    let col = at - line_start;
    format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{}: error: {msg}\n{}\n{}^\n",
        col + 1,
        &text[line_start..line_end],
        " ".repeat(col)
    )
}

/// Upstream's `parsePipelineText`: names separated by `,`, each with optional `{options}` or a
/// parenthesised inner pipeline.
fn parse_elements(text: &str) -> Result<Vec<Element<'_>>, String> {
    // The stack holds the path of open elements; `Vec<usize>` indexes into the nested lists.
    let mut root: Vec<Element> = Vec::new();
    let mut path: Vec<usize> = Vec::new();
    fn current<'v, 'a>(root: &'v mut Vec<Element<'a>>, path: &[usize]) -> &'v mut Vec<Element<'a>> {
        let mut list = root;
        for &i in path {
            list = &mut list[i].inner;
        }
        list
    }
    let mut pos = 0;
    loop {
        let rest = &text[pos..];
        let sep = rest.find([',', '(', ')', '{']);
        let raw = &rest[..sep.unwrap_or(rest.len())];
        let name = raw.trim();
        let at = pos + (raw.len() - raw.trim_start().len());
        let list = current(&mut root, &path);
        list.push(Element {
            at,
            name,
            options: "",
            inner: Vec::new(),
        });
        let Some(sep) = sep else { break };
        pos += sep;
        match text.as_bytes()[pos] {
            b'{' => {
                let body = &text[pos + 1..];
                let mut depth = 1;
                let close = body.char_indices().find_map(|(i, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                return Some(i);
                            }
                        }
                        _ => {}
                    }
                    None
                });
                let Some(close) = close else {
                    return Err(text_error(
                        text,
                        pos,
                        "missing closing '}' while processing pass options",
                    ));
                };
                list.last_mut().unwrap().options = &body[..close];
                pos += 1 + close + 1;
                pos += text[pos..].len() - text[pos..].trim_start().len();
            }
            b'(' => {
                path.push(list.len() - 1);
                pos += 1;
                continue;
            }
            _ => {}
        }
        while text[pos..].starts_with(')') {
            pos += 1;
            if path.pop().is_none() {
                return Err(text_error(
                    text,
                    pos - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while \
                     parsing pipeline",
                ));
            }
            pos += text[pos..].len() - text[pos..].trim_start().len();
        }
        if pos == text.len() {
            break;
        }
        if !text[pos..].starts_with(',') {
            return Err(text_error(text, pos, "expected ',' after parsing pipeline"));
        }
        pos += 1;
    }
    if !path.is_empty() {
        return Err(text_error(
            text,
            pos,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(root)
}

/// Every pass name must be registered (checked before any options, as upstream).
fn resolve(text: &str, elements: &[Element]) -> Result<(), String> {
    for e in elements {
        if !e.inner.is_empty() {
            resolve(text, &e.inner)?;
        } else if !is_pass_flag(e.name) {
            return Err(text_error(
                text,
                e.at,
                &format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
    }
    Ok(())
}

fn build(elements: &[Element], out: &mut Vec<PipelineElement>) -> Result<(), String> {
    for e in elements {
        if e.inner.is_empty() {
            let passes = passes_for_flag(e.name, e.options).map_err(|m| {
                format!(
                    "{m}\nfailed to add `{}` with options `{}`\n",
                    e.name, e.options
                )
            })?;
            out.extend(passes.into_iter().map(PipelineElement::Pass));
        } else {
            let mut nested = OpPassManager {
                anchor: e.name.to_string(),
                elements: Vec::new(),
            };
            build(&e.inner, &mut nested.elements).map_err(|m| {
                format!(
                    "{m}failed to add `{}` with options `{}` to inner pipeline\n",
                    e.name, e.options
                )
            })?;
            out.push(PipelineElement::Nested(nested));
        }
    }
    Ok(())
}

/// Formats an `--mlir-timing` report like upstream's.
pub fn timing_report(
    parse: Duration,
    passes: &[(&'static str, Duration)],
    output: Duration,
) -> String {
    let mut steps: Vec<(String, Duration)> = vec![("Parser".into(), parse)];
    steps.extend(passes.iter().map(|(n, d)| (n.to_string(), *d)));
    steps.push(("Output".into(), output));
    let total = steps.iter().map(|(_, d)| *d).sum();
    timing_table(&steps, total)
}

/// `mlir-opt --mlir-timing`'s report of `steps` (name, wall time), in order, then `total`.
pub fn timing_table(steps: &[(String, Duration)], total: Duration) -> String {
    let t = total.as_secs_f64().max(1e-9);
    let mut s = String::new();
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str("                         ... Execution time report ...\n");
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str(&format!(
        "  Total Execution Time: {:.4} seconds\n\n",
        total.as_secs_f64()
    ));
    s.push_str("  ----Wall Time----  ----Name----\n");
    let mut line = |d: Duration, name: &str| {
        s.push_str(&format!(
            "    {:.4} ({:5.1}%)  {name}\n",
            d.as_secs_f64(),
            100.0 * d.as_secs_f64() / t
        ));
    };
    for (n, d) in steps {
        line(*d, n);
    }
    line(total, "Total");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(ctx: &mut Context, text: &str) -> Op {
        crate::parse::parse_module(ctx, text, &Default::default()).expect("parse")
    }

    const TWO_FUNCS: &str = "func.func @f(%a: index) -> index {\n  return %a : index\n}\n\
                             func.func @g() {\n  return\n}\n";

    /// A pass that makes the IR invalid: erases the terminator of the first function.
    struct EraseFirstReturn;
    impl Pass for EraseFirstReturn {
        fn flag(&self) -> &'static str {
            "test-erase-first-return"
        }
        fn class_name(&self) -> &'static str {
            "EraseFirstReturn"
        }
        fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
            let ret = ctx
                .collect_ops(root)
                .into_iter()
                .find(|o| ctx.kind(*o) == OpKind::FuncReturn)
                .unwrap();
            ctx.erase_op(ret);
            Ok(())
        }
    }

    /// A pass that changes nothing.
    struct Nothing;
    impl Pass for Nothing {
        fn flag(&self) -> &'static str {
            "test-nothing"
        }
        fn class_name(&self) -> &'static str {
            "Nothing"
        }
        fn run(&mut self, _: &mut Context, _: Op) -> Result<(), Diagnostic> {
            Ok(())
        }
    }

    #[test]
    fn verified_until_the_ir_changes() {
        let mut ctx = Context::new();
        let top = parse(&mut ctx, TWO_FUNCS);
        assert!(!ctx.is_verified(top));
        crate::verify::verify(&ctx, top).unwrap();
        let f = ctx.collect_ops(top)[1];
        assert!(ctx.is_verified(top) && ctx.is_verified(f));
        let unit = ctx.unit_attr();
        ctx.set_attr(f, "x", unit);
        assert!(!ctx.is_verified(top) && !ctx.is_verified(f));
    }

    #[test]
    fn a_pass_that_breaks_the_ir_still_fails_after_an_unchanged_one() {
        let mut ctx = Context::new();
        let top = parse(&mut ctx, TWO_FUNCS);
        crate::verify::verify(&ctx, top).unwrap();
        let mut pm = PassManager::default();
        pm.pipeline
            .add_passes(vec![Box::new(Nothing), Box::new(EraseFirstReturn)]);
        let (report, r) = pm.run(&mut ctx, top, &PrintOptions::default());
        assert_eq!(report.times.len(), 2);
        let d = r.expect_err("the missing terminator is reported");
        assert!(format!("{d:?}").contains("empty block"), "{d:?}");
    }

    /// Erases the terminator of every function but `@g`; function-local or not.
    struct EraseReturns(bool);
    impl Pass for EraseReturns {
        fn flag(&self) -> &'static str {
            "test-erase-returns"
        }
        fn class_name(&self) -> &'static str {
            "EraseReturns"
        }
        fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
            for o in ctx.collect_ops(root) {
                if ctx.kind(o) == OpKind::FuncReturn
                    && ctx
                        .parent_op(o)
                        .and_then(|f| ctx.symbol_name(f))
                        .is_some_and(|n| n != b"g")
                {
                    ctx.erase_op(o);
                }
            }
            Ok(())
        }
        fn function_local(&self) -> bool {
            self.0
        }
    }

    const THREE_FUNCS: &str = "func.func @f(%a: index) -> index {\n  return %a : index\n}\n\
                               func.func @g() {\n  return\n}\n\
                               func.func @h() {\n  return\n}\n";

    fn run_one(text: &str, pass: Box<dyn Pass>) -> (Vec<&'static str>, Result<(), Diagnostic>) {
        let mut ctx = Context::new();
        let top = parse(&mut ctx, text);
        crate::verify::verify(&ctx, top).unwrap();
        let mut pm = PassManager::default();
        pm.pipeline.add_passes(vec![Box::new(Nothing), pass]);
        let (report, r) = pm.run(&mut ctx, top, &PrintOptions::default());
        (report.times.iter().map(|t| t.0).collect(), r)
    }

    #[test]
    fn a_function_local_pass_fails_verification_as_a_module_pass_does() {
        // Both @f and @h lose their terminator: the per-function verification must report
        // both, in order, exactly as verifying the module after a module pass does.
        let (names, per_function) = run_one(THREE_FUNCS, Box::new(EraseReturns(true)));
        assert_eq!(names, ["Nothing", "EraseReturns"]);
        let (_, whole) = run_one(THREE_FUNCS, Box::new(EraseReturns(false)));
        let (a, b) = (per_function.unwrap_err(), whole.unwrap_err());
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
        // The second function's error follows the first's.
        let errors = a
            .notes
            .iter()
            .filter(|n| n.severity == crate::diag::Severity::Error)
            .count();
        assert_eq!(errors, 1, "{a:?}");
    }

    #[test]
    fn function_local_passes_run_per_function_only_in_a_module_of_functions() {
        let mut ctx = Context::new();
        let top = parse(&mut ctx, THREE_FUNCS);
        assert_eq!(function_roots(&ctx, top).map(|f| f.len()), Some(3));
        let nested = "module {\n  func.func @f() {\n    return\n  }\n}\n\
                      func.func private @d()\n";
        let mut ctx = Context::new();
        let top = parse(&mut ctx, nested);
        assert_eq!(function_roots(&ctx, top), None);
    }

    #[test]
    fn erased_op_slots_are_reused_once_recycled_and_only_once() {
        let mut ctx = Context::new();
        let top = parse(&mut ctx, TWO_FUNCS);
        let ret = *ctx
            .collect_ops(top)
            .iter()
            .find(|o| ctx.kind(**o) == OpKind::FuncReturn)
            .unwrap();
        ctx.erase_op(ret);
        // Erasing again must not put the slot on the free list twice.
        ctx.erase_op(ret);
        let loc = ctx.unknown_loc();
        let mk = |ctx: &mut Context| {
            ctx.create_op(OpKind::FuncReturn, None, &[], &[], vec![], &[], &[], loc)
        };
        // Not reused before the pass manager says no one holds it.
        let a = mk(&mut ctx);
        assert_ne!(a, ret);
        ctx.recycle_erased();
        let b = mk(&mut ctx);
        assert_eq!(b, ret);
        assert!(!ctx.op(b).erased);
        let c = mk(&mut ctx);
        assert_ne!(c, ret);
    }

    #[test]
    fn a_recycled_op_reuses_its_unused_result_slots() {
        let mut ctx = Context::new();
        let top = parse(&mut ctx, TWO_FUNCS);
        let loc = ctx.unknown_loc();
        let idx = ctx.index_type();
        let mk = |ctx: &mut Context, operands: &[crate::ir::Value]| {
            let kind = OpKind::Unregistered;
            ctx.create_op(
                kind,
                Some("t.op"),
                operands,
                &[idx, idx],
                vec![],
                &[],
                &[],
                loc,
            )
        };
        let a = mk(&mut ctx, &[]);
        let (a0, a1) = (ctx.result(a, 0), ctx.result(a, 1));
        // A user that stays alive: its operand must keep naming the old value.
        let user = mk(&mut ctx, &[a1]);
        ctx.erase_op(a);
        ctx.recycle_erased();
        let b = mk(&mut ctx, &[]);
        assert_eq!(b, a);
        assert_eq!(ctx.result(b, 0), a0);
        assert_ne!(ctx.result(b, 1), a1);
        assert_eq!(ctx.operand(user, 0), a1);
        assert_eq!(ctx.defining_op(ctx.result(b, 1)), Some(b));
        let _ = top;
    }
}
