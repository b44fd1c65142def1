//! `canonicalize`: folding and canonicalization patterns over the whole IR, driven greedily to a
//! fixed point (at most 10 iterations), with region simplification. Covers arith constant
//! folding and identities, `scf.if`, `cf` branch simplifications and the six
//! `bufferization.dealloc` patterns. The patterns and folds of each dialect are in its own file.

use super::dealloc_patterns;
use super::rewrite::{
    apply_greedily, const_attr, const_int, Fold, FoldResult, GreedyConfig, Pattern, Patterns,
    Rewriter,
};
use super::Pass;
use crate::diag::Diagnostic;
use crate::ir::attrs::{CMPI_INVERTED, CMPI_SWAPPED};
use crate::ir::matchers::{const_float, const_scalar_int, def_of, is_poison};
use crate::ir::{
    AttrData, Block, Builder, Context, DenseValue, DialectOp, FloatKind, Op, OpKind, TypeData,
    Value,
};

mod affine;
mod arith;
mod bufferization;
mod cf;
mod complex;
mod elementwise;
mod func;
mod index;
mod linalg;
mod linalg_tensor;
mod math;
mod memref;
mod reassociation;
mod scf;
mod tensor;
mod tensor_slices;
mod vector;

use arith::*;
use bufferization::*;
use cf::*;
use elementwise::*;
use func::*;
use index::{index_cmp_of_sub, index_reassociate};
use memref::*;
use scf::*;

/// The pass, with upstream's options `max-iterations` and `region-simplify`.
#[derive(Default)]
pub struct Canonicalize {
    /// The greedy driver's limits.
    pub config: GreedyConfig,
}

impl Pass for Canonicalize {
    fn flag(&self) -> &'static str {
        "canonicalize"
    }
    fn class_name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn run(&mut self, ctx: &mut Context, root: Op) -> Result<(), Diagnostic> {
        apply_greedily(
            ctx,
            root,
            fold,
            Patterns::ByKind(patterns_for),
            self.config,
            None,
        );
        Ok(())
    }
    // The greedy driver rewrites a module's functions one after the other already.
    fn function_local(&self) -> bool {
        true
    }
}

/// The canonicalization patterns of an op kind, tried in this order (upstream's registration
/// order where it matters). A pattern listed under a kind only ever fires on that kind; looking
/// the list up by kind keeps each op from trying every pattern.
pub fn patterns_for(kind: OpKind) -> &'static [Pattern] {
    use OpKind::*;
    match kind {
        BufferizationDealloc => &dealloc_patterns::CANONICALIZE,
        AffineApply | AffineLoad | AffineStore | AffineVectorLoad | AffineVectorStore => {
            &[affine::simplify_affine_op]
        }
        AffineMin | AffineMax => &[
            affine::min_max_dedup,
            affine::simplify_affine_op,
            affine::min_max_order,
        ],
        AffineFor => &[affine::for_empty_loop],
        AffineIf => &[affine::if_dead_else, affine::if_always_true_or_false],
        BufferizationClone => &[simplify_clones],
        MemRefAlloc | MemRefAlloca => &[alloc_const_sizes, dead_alloc],
        MemRefAllocaScope => &[alloca_scope_inliner, alloca_scope_hoister],
        MemRefRealloc => &[dead_alloc],
        // Registered by `bufferization.to_buffer`.
        MemRefLoad => &[tensor::load_of_to_buffer],
        MemRefDim => &[tensor::dim_of_to_buffer, memref::dim_of_reshape],
        MemRefCopy => &[fold_cast_into_copy, copy_empty_or_self],
        MemRefSubView => &[view_constant_arguments, trivial_subview],
        MemRefReinterpretCast => &[reinterpret_of_metadata, view_constant_arguments],
        MemRefView => &[view_const_sizes, view_of_cast_of_alloc],
        MemRefExpandShape => &[
            compose_reassociative_reshapes,
            compose_expand_of_collapse,
            reshape_of_cast,
        ],
        MemRefCollapseShape => &[
            compose_reassociative_reshapes,
            compose_collapse_of_expand,
            reshape_of_cast,
        ],
        // The tensor dialect and bufferization's tensor ops, in upstream's order.
        TensorEmpty | TensorGenerate | BufferizationAllocTensor => &[tensor::static_shape_dims],
        TensorExtract => &[
            linalg_tensor::fill_extract,
            tensor::extract_from_generate,
            tensor::extract_of_index_cast,
            tensor::extract_of_cast,
        ],
        TensorInsert | BufferizationMaterializeInDestination => &[tensor::fold_cast_producer],
        TensorExtractSlice => &[
            tensor_slices::extract_slice_constant_arguments,
            tensor_slices::extract_slice_of_cast,
        ],
        TensorInsertSlice => &[
            tensor_slices::insert_slice_constant_arguments,
            tensor_slices::insert_slice_cast_folder,
            tensor_slices::insert_slice_source_cast,
        ],
        // Upstream's InsertSliceOpConstantArgumentFolder<ParallelInsertSliceOp>.
        TensorParallelInsertSlice => &[tensor_slices::insert_slice_constant_arguments],
        TensorCast => &[
            linalg_tensor::cast_consumer,
            tensor::empty_with_cast,
            tensor::chained_cast,
            tensor_slices::cast_of_extract_slice,
        ],
        TensorDim => &[tensor::dim_patterns],
        TensorPad => &[tensor::pad_patterns, tensor::consecutive_pads],
        TensorCollapseShape => &[
            linalg_tensor::fill_reshape,
            compose_reassociative_reshapes,
            compose_collapse_of_expand,
            tensor_slices::reshape_with_constant,
            tensor_slices::reshape_with_splat,
            tensor_slices::reshape_with_from_elements,
            tensor_slices::collapse_of_cast,
        ],
        TensorExpandShape => &[
            linalg_tensor::fill_reshape,
            compose_reassociative_reshapes,
            compose_expand_of_collapse,
            tensor_slices::reshape_with_constant,
            tensor_slices::reshape_with_splat,
            tensor_slices::reshape_with_from_elements,
        ],
        TensorConcat => &[tensor::single_input_concat],
        BufferizationToBuffer => &[tensor::to_buffer_of_cast, tensor::to_buffer_of_to_tensor],
        FuncCallIndirect => &[call_indirect_known_callee],
        // Upstream's order: RedundantSelectFalse/True, SelectNotCond, SelectI1ToNot,
        // SelectToExtUI.
        ArithSelect => &[
            redundant_nested_select,
            select_not_cond,
            select_i1_to_not,
            select_to_extui,
        ],
        ArithXOrI => &[xori_not_cmpi, bitwise_of_exts],
        ArithAndI | ArithOrI => &[bitwise_of_exts],
        ArithCmpI => &[cmpi_of_exts],
        ArithCmpF => &[cmpf_int_to_fp_const],
        ArithAddUIExtended | ArithMulUIExtended => &[extended_to_plain],
        ArithMulSIExtended => &[extended_to_plain, mulsi_extended_by_one],
        ArithMulF | ArithDivF => &[negf_pair],
        // arith's own patterns, then the vector dialect's `CanonicalizeContractAdd`.
        ArithAddI => &[reassociate_constants, vector::contract_add],
        ArithAddF => &[vector::contract_add],
        ArithSubI | ArithMulI => &[reassociate_constants],
        ArithExtSI => &[ext_of_ext],
        // TruncIExtSIToExtSI and TruncIExtUIToExtUI (ext_of_ext), TruncIShrSIToTrunciShrUI.
        ArithTruncI => &[ext_of_ext, trunci_of_shrsi],
        ArithTruncF => &[truncf_of_int_to_fp],
        // complex.bitcast's MergeArithBitcast comes after arith's own (patterns register by
        // op name).
        ArithBitcast => &[bitcast_of_bitcast, complex::merge_arith_bitcast],
        ComplexBitcast => &[complex::merge_complex_bitcast],
        ComplexRe | ComplexIm => &[complex::component_of_neg],
        CfAssert => &[assert_true],
        ScfExecuteRegion => &[
            inline_single_block_execute_region,
            inline_multi_block_execute_region,
            region_results_from_outside,
            region_duplicate_results,
            remove_unused_region_results,
        ],
        ScfFor => &[
            for_iter_args_folder,
            for_trivial_trip_count,
            for_tensor_cast_folder,
        ],
        ScfWhile => &[
            while_invariant_before_args,
            while_invariant_values_yielded,
            while_condition_truth,
            while_cmp_cond,
            while_unused_result,
            while_duplicated_results,
            while_unused_args,
            while_align_before_args,
            while_move_if_down,
        ],
        ScfIndexSwitch => &[
            index_switch_const_case,
            region_results_from_outside,
            region_duplicate_results,
            remove_unused_region_results,
        ],
        ScfParallel => &[
            parallel_zero_trip_count,
            parallel_single_trip_dims,
            merge_nested_parallel_loops,
        ],
        ScfForall => &[
            forall_constant_bounds,
            forall_iter_args_folder,
            forall_single_trip_dims,
            forall_constant_ivs,
        ],
        // Upstream's order: CombineIfs, CombineNestedIfs, ConditionPropagation,
        // ConvertTrivialIfToSelect, RemoveEmptyElseBranch, RemoveStaticCondition,
        // RemoveUnusedResults, ReplaceIfYieldWithConditionOrValue.
        ScfIf => &[
            if_combine_adjacent,
            if_combine_nested,
            if_propagate_condition,
            if_hoist_yields_to_select,
            if_remove_empty_else,
            if_const_condition,
            if_remove_unused_results,
            if_yield_same_value,
            region_duplicate_results,
        ],
        CfBr => &[br_to_single_pred_block, br_pass_through],
        CfCondBr => &[
            cond_br_const,
            cond_br_pass_through,
            cond_br_identical_successors,
            cond_br_from_cond_br_on_same_condition,
            cond_br_truth_propagation,
        ],
        CfSwitch => &[switch_simplify],
        IndexAdd | IndexMul | IndexMaxS | IndexMaxU | IndexMinS | IndexMinU | IndexAnd
        | IndexOr | IndexXOr => &[index_reassociate],
        IndexCmp => &[index_cmp_of_sub],
        // Upstream's order: ExtractOpFromBroadcast, ExtractOpFromCreateMask,
        // foldExtractFromShapeCastToShapeCast, foldExtractFromFromElements.
        VectorExtract => &[
            vector::extract_from_broadcast_pattern,
            vector::extract_of_create_mask,
            vector::extract_of_shape_cast,
            vector::extract_of_from_elements,
        ],
        // Upstream's order: InsertToBroadcast, BroadcastFolder (registered for broadcast),
        // InsertSplatToSplat, InsertChainFullyInitialized.
        VectorInsert => &[
            vector::insert_to_broadcast,
            vector::splats_to_splat,
            vector::insert_chain_fully_initialized,
        ],
        VectorShuffle => &[
            vector::splats_to_splat,
            vector::shuffle_interleave,
            vector::shuffle_0d,
        ],
        VectorMultiReduction => &[vector::multi_reduction_unit_dims],
        VectorStep => &[vector::step_compare],
        VectorBroadcast => &[vector::broadcast_of_broadcast],
        VectorShapeCast => &[vector::shape_cast_of_mask, vector::shape_cast_of_broadcast],
        // Upstream's order: FoldTransposeCreateMask, FoldTransposeShapeCast, TransposeFolder,
        // FoldTransposeSplat, FoldTransposeFromElements, FoldTransposeBroadcast.
        VectorTranspose => &[
            vector::transpose_of_mask,
            vector::transpose_of_shape_cast,
            vector::transpose_of_transpose,
            vector::transpose_of_from_elements,
            vector::transpose_of_broadcast,
        ],
        VectorFromElements => &[
            vector::from_elements_splat,
            vector::from_elements_to_shape_cast,
        ],
        VectorToElements => &[vector::to_elements_of_broadcast],
        // Upstream's order: StridedSliceCreateMaskFolder, StridedSliceConstantMaskFolder,
        // StridedSliceBroadcast, StridedSliceSplat, ContiguousExtractStridedSliceToExtract.
        VectorExtractStridedSlice => &[
            vector::ess_of_create_mask,
            vector::ess_of_constant_mask,
            vector::ess_of_broadcast,
            vector::contiguous_ess_to_extract,
        ],
        VectorReduction => &[vector::single_element_reduction],
        VectorMask => &[vector::empty_mask_with_passthru],
        VectorCreateMask => &[vector::create_mask_to_constant],
        VectorInsertStridedSlice => &[
            vector::iss_splat,
            vector::insert_strided_of_extract,
            vector::iss_constant_folder,
        ],
        VectorMaskedLoad | VectorMaskedStore | VectorExpandLoad | VectorCompressStore => {
            &[vector::masked_memory_folder]
        }
        VectorGather | VectorScatter => &[
            vector::masked_memory_folder,
            vector::contiguous_gather_scatter,
        ],
        _ if kind.dialect() == "linalg" => linalg::patterns(kind),
        _ => &[],
    }
}

/// The ops whose folders turn a poison operand into a poison result: arith's binary ops but
/// the shifts, its casts and `negf` (measured on mlir-opt 22.1.8).
fn propagates_poison(kind: OpKind) -> bool {
    use OpKind::*;
    matches!(
        kind,
        ArithAddI
            | ArithSubI
            | ArithMulI
            | ArithDivSI
            | ArithDivUI
            | ArithRemSI
            | ArithRemUI
            | ArithCeilDivSI
            | ArithCeilDivUI
            | ArithFloorDivSI
            | ArithAndI
            | ArithOrI
            | ArithXOrI
            | ArithMaxSI
            | ArithMaxUI
            | ArithMinSI
            | ArithMinUI
            | ArithAddF
            | ArithSubF
            | ArithMulF
            | ArithDivF
            | ArithRemF
            | ArithMaximumF
            | ArithMinimumF
            | ArithMaxNumF
            | ArithMinNumF
            | ArithNegF
            | ArithExtSI
            | ArithExtUI
            | ArithTruncI
            | ArithIndexCast
            | ArithIndexCastUI
            | ArithSIToFP
            | ArithUIToFP
            | ArithFPToSI
            | ArithFPToUI
            | ArithExtF
            | ArithTruncF
            | ArithBitcast
    )
}

/// What upstream's dialect conversion does to the ops of a partial conversion whose
/// legality the target does not know (`OperationLegalizer::legalizeWithFold`): each is folded
/// in pre-order, a constant result materialized right before it (no constant uniquing, no
/// hoisting), an in-place fold tried again. Replacements take effect at the end, as the
/// conversion applies them: a later fold still sees the folded op, not its constant
/// (`math.log(math.absf(c))` folds the absf only). `legal` names the target's legal
/// dialects; the index dialect's ops are never folded there (measured with mlir-opt 22.1.8's
/// `--expand-realloc`).
pub fn conversion_folds(ctx: &mut Context, root: Op, legal: &[&str]) {
    let order = ctx.collect_ops(root);
    let mut rw = Rewriter::standalone(ctx);
    let mut replaced: rustc_hash::FxHashMap<Value, Value> = Default::default();
    let mut folded = Vec::new();
    for op in order.into_iter().skip(1) {
        let kind = rw.ctx.kind(op);
        if rw.ctx.op(op).erased
            || kind.is_constant_like()
            || legal.contains(&kind.dialect())
            || kind.dialect() == "index"
        {
            continue;
        }
        // An in-place fold changes the op, which is then legalized (folded) again; folds
        // that report a change make progress, the bound is a guard.
        for _ in 0..16 {
            match fold(&mut rw, op) {
                Fold::None => break,
                Fold::InPlace => continue,
                Fold::Replace(results) => {
                    let with: Vec<Value> = results
                        .into_iter()
                        .map(|r| match r {
                            FoldResult::Value(v) => v,
                            FoldResult::Attr(a) => rw.materialize(op, a),
                        })
                        .collect();
                    for (r, w) in rw.ctx.results(op).to_vec().into_iter().zip(with) {
                        replaced.insert(r, w);
                    }
                    folded.push(op);
                    break;
                }
            }
        }
    }
    let resolve = |mut v: Value| {
        while let Some(w) = replaced.get(&v) {
            v = *w;
        }
        v
    };
    for op in &folded {
        for r in rw.ctx.results(*op).to_vec() {
            let w = resolve(r);
            rw.ctx.replace_all_uses(r, w);
        }
    }
    for op in folded.into_iter().rev() {
        rw.ctx.erase_op(op);
    }
}

/// Folds an op (MLIR's `fold` hooks for the ops we canonicalize).
pub fn fold(rw: &mut Rewriter, op: Op) -> Fold {
    let ctx = &*rw.ctx;
    let kind = ctx.kind(op);
    // By the kind's dialect enum (a `match` on dialect names compared text on every visit).
    let dialect = kind.dialect_op();
    if matches!(dialect, DialectOp::Affine(_)) {
        return super::lower_affine::fold_affine(rw.ctx, op);
    }
    let ops: smallvec::SmallVec<[Value; 4]> = smallvec::SmallVec::from_slice(ctx.operands(op));
    let commutative = kind.is_commutative();
    // Commutative ops put a constant operand on the right.
    if commutative
        && ops.len() == 2
        && const_attr(ctx, ops[0]).is_some()
        && const_attr(ctx, ops[1]).is_none()
    {
        rw.ctx.set_operands(op, &[ops[1], ops[0]]);
        return Fold::InPlace;
    }
    // A poison true or false value of a select gives the other one (upstream's
    // SelectOp::fold).
    if kind == OpKind::ArithSelect {
        if is_poison(ctx, ops[1]) {
            return Fold::Replace(vec![FoldResult::Value(ops[2])]);
        }
        if is_poison(ctx, ops[2]) {
            return Fold::Replace(vec![FoldResult::Value(ops[1])]);
        }
    }
    // Each dialect's folder handles only its own kinds (memref's also `bufferization.clone`,
    // tensor's the `to_buffer`/`to_tensor` pair): dispatched by dialect rather than trying all
    // nine on every op.
    let folded = match dialect {
        DialectOp::Arith(_) => arith::fold(rw, op, &ops),
        DialectOp::MemRef(_) => memref::fold(rw, op, &ops),
        DialectOp::Bufferization(_) => match memref::fold(rw, op, &ops) {
            Fold::None => tensor::fold(rw, op, &ops),
            folded => folded,
        },
        DialectOp::Math(_) => math::fold(rw, op, &ops),
        DialectOp::Index(_) => index::fold(rw, op, &ops),
        DialectOp::Complex(_) => complex::fold(rw, op, &ops),
        DialectOp::Vector(_) => vector::fold(rw, op, &ops),
        DialectOp::Tensor(_) => tensor::fold(rw, op, &ops),
        DialectOp::Linalg(_) => linalg::fold(rw, op),
        DialectOp::Scf(_) => scf::fold(rw, op),
        _ => Fold::None,
    };
    // Arith's folders give poison when an operand is poison (upstream's constFold* helpers),
    // after the identities that give an operand or another constant (`muli(p, 0)` is 0,
    // `subi(p, p)` is 0, `andi(p, p)` is p): here, when nothing else folded.
    if matches!(folded, Fold::None)
        && propagates_poison(kind)
        && ops.iter().any(|v| is_poison(rw.ctx, *v))
    {
        let p = crate::ir::matchers::const_attr(rw.ctx, ops[0])
            .filter(|a| crate::ir::matchers::is_poison_attr(rw.ctx, *a))
            .or_else(|| {
                ops.get(1)
                    .and_then(|v| crate::ir::matchers::const_attr(rw.ctx, *v))
            });
        if let Some(p) = p {
            return Fold::Replace(vec![FoldResult::Attr(p)]);
        }
    }
    // A dense constant needs a static shape: no fold to one of a dynamically shaped tensor
    // (upstream checks before building one).
    if let Fold::Replace(results) = &folded {
        let dynamic = |a: crate::ir::Attr| match rw.ctx.attr(a) {
            AttrData::DenseElements { ty, .. } => rw
                .ctx
                .ty(*ty)
                .shape()
                .is_some_and(|s| s.iter().any(|d| *d < 0)),
            _ => false,
        };
        if results
            .iter()
            .any(|r| matches!(r, FoldResult::Attr(a) if dynamic(*a)))
        {
            return Fold::None;
        }
    }
    folded
}
