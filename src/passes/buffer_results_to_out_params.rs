//! `buffer-results-to-out-params`: the memref results of a function become arguments appended
//! to its signature (out-params); each `func.return` copies what it returned into them
//! (`memref.copy`), and each call allocates the buffers and passes them. Upstream's
//! `BufferResultsToOutParams.cpp` (LLVM 22): only top-level functions with a body, public ones
//! only with `modify-public-functions`; `hoist-static-allocs` / `hoist-dynamic-allocs` replace a
//! returned allocation by the out-param instead of copying (dynamic sizes must be function
//! arguments, which the callers then pass to their allocation); `add-result-attr` marks the
//! out-params `{bufferize.result}`. A result layout other than the identity or the fully
//! dynamic strided one, and a dynamically shaped result the caller cannot size, are errors.
//!
//! One deliberate difference: LLVM 22.1.8 crashes (a use of an erased allocation) when one
//! return gives the same hoisted allocation twice; here the later operand is read after the
//! earlier one was replaced, so it is copied from the first out-param, as later upstream does.

use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::types::DYNAMIC;
use crate::ir::{AttrData, Builder, Context, Op, OpKind, Type, TypeData, Value};
use crate::verify::plain_error;
use rustc_hash::FxHashMap;

/// The pass, with upstream's four options.
#[derive(Default)]
pub struct BufferResultsToOutParams {
    /// `add-result-attr`: the out-params get the unit attribute `bufferize.result`.
    pub add_result_attr: bool,
    /// `hoist-static-allocs`: a returned allocation of static shape becomes the out-param.
    pub hoist_static_allocs: bool,
    /// `hoist-dynamic-allocs`: likewise for a dynamic shape whose sizes are arguments.
    pub hoist_dynamic_allocs: bool,
    /// `modify-public-functions`: public functions (and their calls) are rewritten too.
    pub modify_public_functions: bool,
}

impl Pass for BufferResultsToOutParams {
    fn flag(&self) -> &'static str {
        "buffer-results-to-out-params"
    }
    fn class_name(&self) -> &'static str {
        "BufferResultsToOutParamsPass"
    }
    fn run(&mut self, ctx: &mut Context, module: Op) -> Result<(), Diagnostic> {
        let funcs = ctx.module_funcs(module);
        // The sizes of the allocations hoisted out of each function's first return, one list
        // per hoisted dynamically shaped result (upstream's `AllocDynamicSizesMap`).
        let mut sizes_map: FxHashMap<Op, Vec<Vec<Value>>> = FxHashMap::default();
        for &f in &funcs {
            if (is_public(ctx, f) && !self.modify_public_functions) || is_external(ctx, f) {
                continue;
            }
            let out_args = self.update_func(ctx, f)?;
            self.update_returns(ctx, f, &out_args, &mut sizes_map);
        }
        self.update_calls(ctx, module, &sizes_map)
    }
}

impl BufferResultsToOutParams {
    /// `updateFuncOp`: moves the memref results to new trailing arguments (with their result
    /// attributes); returns the new entry block arguments.
    fn update_func(&self, ctx: &mut Context, f: Op) -> Result<Vec<Value>, Diagnostic> {
        let (inputs, results) = ctx
            .function_type(f)
            .map(|(a, b)| (a.to_vec(), b.to_vec()))
            .unwrap_or_default();
        let mut erased = vec![false; results.len()];
        let mut out_types = Vec::new();
        for (i, &t) in results.iter().enumerate() {
            if !matches!(ctx.ty(t), TypeData::MemRef { .. }) {
                continue;
            }
            if !has_static_identity_layout(ctx, t) && !has_fully_dynamic_layout(ctx, t) {
                return Err(plain_error(
                    ctx,
                    f,
                    "cannot create out param for result with unsupported layout",
                ));
            }
            erased[i] = true;
            out_types.push(t);
        }
        let dicts = |ctx: &Context, name: &str| -> Vec<Vec<(String, crate::ir::Attr)>> {
            match ctx.get_attr(f, name).map(|a| ctx.attr(a)) {
                Some(AttrData::Array(items)) => items
                    .iter()
                    .map(|d| match ctx.attr(*d) {
                        AttrData::Dict(e) => e.clone(),
                        _ => Vec::new(),
                    })
                    .collect(),
                _ => Vec::new(),
            }
        };
        // Argument attributes: the old ones, then each moved result's, plus the marker.
        let mut arg_attrs = dicts(ctx, "arg_attrs");
        arg_attrs.resize(inputs.len(), Vec::new());
        let res_attrs = dicts(ctx, "res_attrs");
        let unit = ctx.unit_attr();
        for (i, _) in erased.iter().enumerate().filter(|(_, e)| **e) {
            let mut d = res_attrs.get(i).cloned().unwrap_or_default();
            if self.add_result_attr && !d.iter().any(|(k, _)| k == "bufferize.result") {
                d.push(("bufferize.result".into(), unit));
            }
            // A dictionary attribute keeps its entries sorted by name.
            d.sort_by(|a, b| a.0.cmp(&b.0));
            arg_attrs.push(d);
        }
        set_dict_list(ctx, f, "arg_attrs", arg_attrs);
        let kept_res: Vec<_> = (0..results.len())
            .filter(|i| !erased[*i])
            .map(|i| res_attrs.get(i).cloned().unwrap_or_default())
            .collect();
        set_dict_list(ctx, f, "res_attrs", kept_res);
        let new_inputs: Vec<Type> = inputs.iter().chain(&out_types).copied().collect();
        let new_results: Vec<Type> = results
            .iter()
            .zip(&erased)
            .filter(|(_, e)| !**e)
            .map(|(t, _)| *t)
            .collect();
        let ft = ctx.intern_type(TypeData::Function {
            inputs: new_inputs,
            results: new_results,
        });
        let fa = ctx.intern_attr(AttrData::Type(ft));
        ctx.set_attr(f, "function_type", fa);
        let entry = ctx
            .entry_block(ctx.regions(f)[0])
            .expect("a function with a body");
        let loc = ctx.op_loc(f);
        Ok(out_types
            .into_iter()
            .map(|t| ctx.add_block_arg(entry, t, loc))
            .collect())
    }

    /// `updateReturnOps`: each return copies its memref operands into the out-params (or,
    /// hoisting, the allocation is replaced by the out-param) and returns the rest.
    fn update_returns(
        &self,
        ctx: &mut Context,
        f: Op,
        out_args: &[Value],
        sizes_map: &mut FxHashMap<Op, Vec<Vec<Value>>>,
    ) {
        let mut rets = Vec::new();
        ctx.walk(f, &mut |o| {
            if ctx.kind(o) == OpKind::FuncReturn {
                rets.push(o);
            }
        });
        // The sizes of each allocation hoisted in this function, by the out-param replacing it.
        let mut hoisted: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
        for ret in rets {
            let positions: Vec<usize> = (0..ctx.operands(ret).len())
                .filter(|i| {
                    let t = ctx.value_type(ctx.operand(ret, *i));
                    matches!(ctx.ty(t), TypeData::MemRef { .. })
                })
                .collect();
            let keep: Vec<Value> = (0..ctx.operands(ret).len())
                .filter(|i| !positions.contains(i))
                .map(|i| ctx.operand(ret, i))
                .collect();
            let b = Builder::before(ctx, ret);
            let mut dynamic_sizes = Vec::new();
            for (&pos, &arg) in positions.iter().zip(out_args) {
                // Read now: an earlier hoisting may have replaced it by an out-param.
                let orig = ctx.operand(ret, pos);
                let static_shape = ctx
                    .ty(ctx.value_type(orig))
                    .shape()
                    .is_some_and(|s| !s.contains(&DYNAMIC));
                let hoist = if static_shape {
                    self.hoist_static_allocs
                } else {
                    self.hoist_dynamic_allocs
                };
                let alloc = ctx.defining_op(orig).filter(|d| {
                    matches!(
                        ctx.kind(*d),
                        OpKind::MemRefAlloc | OpKind::MemRefAlloca | OpKind::MemRefRealloc
                    )
                });
                match alloc {
                    Some(def) if hoist => {
                        ctx.replace_all_uses(orig, arg);
                        let sizes = if self.hoist_dynamic_allocs && !static_shape {
                            let s = dynamic_size(ctx, def, f);
                            dynamic_sizes.push(s.clone());
                            s
                        } else {
                            Vec::new()
                        };
                        hoisted.insert(arg, sizes);
                        ctx.erase_op(def);
                    }
                    _ => {
                        // A second result given by the same hoisted allocation: its callers
                        // size it as the first.
                        if hoist && !static_shape {
                            if let Some(s) = hoisted.get(&orig) {
                                dynamic_sizes.push(s.clone());
                            }
                        }
                        b.create(ctx, OpKind::MemRefCopy, &[orig, arg], &[], vec![], &[]);
                    }
                }
            }
            b.create(ctx, OpKind::FuncReturn, &keep, &[], vec![], &[]);
            ctx.erase_op(ret);
            sizes_map.entry(f).or_insert(dynamic_sizes);
        }
    }

    /// `updateCalls`: every call of a rewritten function allocates the out-params (sized by
    /// the call's operands for a hoisted dynamic allocation) and passes them.
    fn update_calls(
        &self,
        ctx: &mut Context,
        module: Op,
        sizes_map: &FxHashMap<Op, Vec<Vec<Value>>>,
    ) -> Result<(), Diagnostic> {
        let mut calls = Vec::new();
        ctx.walk(module, &mut |o| {
            if ctx.kind(o) == OpKind::FuncCall {
                calls.push(o);
            }
        });
        let mut errors: Vec<Diagnostic> = Vec::new();
        for call in calls {
            let name = match ctx.get_attr(call, "callee").map(|a| ctx.attr(a)) {
                Some(AttrData::SymbolRef(path)) => path.first().cloned().unwrap_or_default(),
                _ => String::new(),
            };
            // Upstream looks the callee up in the top-level module only.
            let callee = ctx
                .lookup_symbol(module, name.as_bytes())
                .filter(|c| ctx.kind(*c) == OpKind::FuncFunc);
            let Some(callee) = callee else {
                errors.push(plain_error(
                    ctx,
                    call,
                    format!("cannot find callee '{name}' in symbol table"),
                ));
                continue;
            };
            if (is_public(ctx, callee) && !self.modify_public_functions) || is_external(ctx, callee)
            {
                continue;
            }
            if let Err(e) = self.update_call(ctx, call, callee, sizes_map) {
                errors.push(e);
            }
        }
        let mut errors = errors.into_iter();
        match errors.next() {
            None => Ok(()),
            Some(first) => Err(errors.fold(first, |d, e| d.with_follow_up(e))),
        }
    }

    fn update_call(
        &self,
        ctx: &mut Context,
        call: Op,
        callee: Op,
        sizes_map: &FxHashMap<Op, Vec<Vec<Value>>>,
    ) -> Result<(), Diagnostic> {
        let results = ctx.results(call).to_vec();
        let (to_out, kept): (Vec<Value>, Vec<Value>) = results
            .iter()
            .partition(|r| matches!(ctx.ty(ctx.value_type(**r)), TypeData::MemRef { .. }));
        let b = Builder::before(ctx, call);
        let dynamic_sizes = sizes_map.get(&callee).cloned().unwrap_or_default();
        let mut next_dynamic = 0;
        let mut out_params = Vec::new();
        for m in to_out {
            let t = ctx.value_type(m);
            let TypeData::MemRef {
                shape, elem, space, ..
            } = ctx.ty(t).clone()
            else {
                unreachable!("partitioned on memref types")
            };
            let static_shape = !shape.contains(&DYNAMIC);
            let mut sizes = dynamic_sizes.get(next_dynamic).cloned().unwrap_or_default();
            if !static_shape && sizes.is_empty() {
                return Err(plain_error(
                    ctx,
                    call,
                    "cannot create out param for dynamically shaped result",
                ));
            }
            if static_shape {
                sizes.clear();
            } else {
                next_dynamic += 1;
                sizes = map_sizes_at_caller(ctx, call, callee, &sizes);
            }
            let alloc_type = ctx.intern_type(TypeData::MemRef {
                shape,
                elem,
                layout: None,
                space,
            });
            let alloc = b.create_with_segments(
                ctx,
                OpKind::MemRefAlloc,
                &[&sizes, &[]],
                &[alloc_type],
                vec![],
            );
            let mut out = ctx.result(alloc, 0);
            if !has_static_identity_layout(ctx, t) {
                out = b.memref_cast(ctx, out, t);
            }
            ctx.replace_all_uses(m, out);
            out_params.push(out);
        }
        let mut operands = ctx.operands(call).to_vec();
        operands.extend(&out_params);
        let types: Vec<Type> = kept.iter().map(|v| ctx.value_type(*v)).collect();
        let callee_attr = ctx.get_attr(call, "callee").expect("callee");
        let n = b.create(
            ctx,
            OpKind::FuncCall,
            &operands,
            &types,
            vec![("callee".into(), callee_attr)],
            &[],
        );
        for (i, old) in kept.into_iter().enumerate() {
            let new = ctx.result(n, i);
            ctx.replace_all_uses(old, new);
        }
        ctx.erase_op(call);
        Ok(())
    }
}

/// `getDynamicSize`: the index operands of the allocation, when all are arguments of `f`
/// (otherwise none, and the callers cannot size the out-param).
fn dynamic_size(ctx: &Context, alloc: Op, f: Op) -> Vec<Value> {
    let entry = ctx.entry_block(ctx.regions(f)[0]).expect("body");
    let args = ctx.block_args(entry);
    let mut out = Vec::new();
    for &v in ctx.operands(alloc) {
        if !matches!(ctx.ty(ctx.value_type(v)), TypeData::Index) {
            continue;
        }
        if !args.contains(&v) {
            return Vec::new();
        }
        out.push(v);
    }
    out
}

/// `mapDynamicSizeAtCaller`: the call operands passed for the callee arguments in `sizes`.
fn map_sizes_at_caller(ctx: &Context, call: Op, callee: Op, sizes: &[Value]) -> Vec<Value> {
    let entry = ctx.entry_block(ctx.regions(callee)[0]).expect("body");
    let args = ctx.block_args(entry);
    let operands = ctx.operands(call);
    let mut out = Vec::new();
    for s in sizes {
        for (src, dst) in operands.iter().zip(args) {
            if s == dst {
                out.push(*src);
            }
        }
    }
    out
}

/// Writes a list of dictionaries, removing the attribute when all of them are empty.
fn set_dict_list(ctx: &mut Context, f: Op, name: &str, list: Vec<Vec<(String, crate::ir::Attr)>>) {
    if list.iter().all(|d| d.is_empty()) {
        ctx.remove_attr(f, name);
        return;
    }
    let items: Vec<_> = list
        .into_iter()
        .map(|d| ctx.intern_attr(AttrData::Dict(d)))
        .collect();
    let a = ctx.intern_attr(AttrData::Array(items));
    ctx.set_attr(f, name, a);
}

/// The layout's affine map is the identity: no layout, an identity map, or `strided<[1]>`
/// on one dimension.
fn has_static_identity_layout(ctx: &Context, t: Type) -> bool {
    let TypeData::MemRef { layout, shape, .. } = ctx.ty(t) else {
        return false;
    };
    match layout.map(|l| ctx.attr(l)) {
        None => true,
        Some(AttrData::AffineMap(m)) => m.is_identity(),
        Some(AttrData::Strided { strides, offset }) => {
            shape.len() == 1 && strides.as_slice() == [1] && *offset == 0
        }
        Some(_) => false,
    }
}

/// Strided with every stride and the offset dynamic.
fn has_fully_dynamic_layout(ctx: &Context, t: Type) -> bool {
    match ctx.memref_strides(t) {
        Some((offset, strides)) => offset == DYNAMIC && strides.iter().all(|s| *s == DYNAMIC),
        None => false,
    }
}

/// `isPublic`: no `sym_visibility`, or `"public"`.
fn is_public(ctx: &Context, f: Op) -> bool {
    match ctx.get_attr(f, "sym_visibility").map(|a| ctx.attr(a)) {
        Some(AttrData::String { bytes, .. }) => bytes.as_slice() == b"public",
        _ => true,
    }
}

/// A declaration without a body.
fn is_external(ctx: &Context, f: Op) -> bool {
    ctx.regions(f)
        .first()
        .is_none_or(|r| ctx.entry_block(*r).is_none())
}
