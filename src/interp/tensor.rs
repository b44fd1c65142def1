//! Tensor values in the interpreter: the `tensor` dialect and bufferization's tensor ops.
//!
//! A tensor is an immutable value ([`TensorVal`]: shape and elements in row-major order), shared
//! when copied; an op that changes one builds a new one (value semantics, as upstream's tensor
//! ops have before bufferization). Semantics at the buffer boundary, chosen safe:
//! - `bufferization.to_buffer` yields a fresh copy of the tensor in engine-owned storage that
//!   lives to the end of the run (not a heap block: never a leak, and freeing it is an invalid
//!   free, as its result is owned by no one); writes through it never change the tensor.
//! - `bufferization.to_tensor` snapshots the buffer's contents (with or without `restrict`):
//!   later writes to the buffer do not change the tensor.
//! - Reads past a tensor's bounds (`extract`, `extract_slice`, `insert_slice`, `pad`'s sizes),
//!   negative sizes and shape mismatches at run time are located errors (upstream: undefined).

use std::sync::Arc;

use super::memory::{contiguous_strides, Elem};
use super::{Interp, MemDesc, RtVal};
use crate::diag::Diagnostic;
use crate::ir::{
    AttrData, BufferizationOp, DenseValue, FloatKind, Op, TensorOp, Type, TypeData, Value, DYNAMIC,
};
use crate::values::TensorVal;

/// The most elements one tensor may hold (each element is a run-time value of some tens of
/// bytes here; the JIT keeps the same bound).
const MAX_ELEMS: i64 = memref_jit_runtime::jit::tensor::MAX_TENSOR_ELEMS;

/// Row-major strides of `shape`.
pub(super) fn row_major(shape: &[i64]) -> Vec<i64> {
    contiguous_strides(shape)
}

/// Calls `f` with every index of `shape` in row-major order.
pub(super) fn for_each_index(
    shape: &[i64],
    mut f: impl FnMut(&[i64]) -> Result<(), Diagnostic>,
) -> Result<(), Diagnostic> {
    if shape.iter().any(|s| *s <= 0) {
        return Ok(());
    }
    let mut idx = vec![0i64; shape.len()];
    loop {
        f(&idx)?;
        let mut k = shape.len();
        loop {
            if k == 0 {
                return Ok(());
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < shape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

fn linear(strides: &[i64], idx: &[i64]) -> usize {
    idx.iter().zip(strides).map(|(i, s)| i * s).sum::<i64>() as usize
}

impl Interp<'_> {
    /// The value `tensor.generate`/`tensor.pad`'s body yields at index `idx`.
    fn yielded_at(
        &mut self,
        op: Op,
        body: crate::ir::Region,
        idx: &[i64],
    ) -> Result<RtVal, Diagnostic> {
        let args = idx.iter().map(|i| RtVal::Int(*i)).collect();
        self.run_nested(body, args)?
            .pop()
            .ok_or_else(|| self.error(op, "the body yields no value"))
    }

    /// The tensor value of `v`.
    pub(super) fn tensor_val(&self, op: Op, v: Value) -> Result<Arc<TensorVal>, Diagnostic> {
        match self.get(v) {
            RtVal::Tensor(t) => Ok(t),
            _ => Err(self.error(op, "operand is not a tensor value")),
        }
    }

    /// The element count of `shape`, checked: no negative size, within [`MAX_ELEMS`].
    fn tensor_numel(&self, op: Op, shape: &[i64]) -> Result<usize, Diagnostic> {
        if let Some(s) = shape.iter().find(|s| **s < 0) {
            return Err(self.error(op, format!("negative tensor size {s}")));
        }
        let mut n: i64 = 1;
        for s in shape {
            n = n.saturating_mul(*s);
        }
        if n > MAX_ELEMS {
            return Err(self.error(op, format!("tensor of {n} elements is too large")));
        }
        Ok(n as usize)
    }

    /// A new tensor value, its size checked.
    pub(super) fn new_tensor(
        &self,
        op: Op,
        shape: Vec<i64>,
        elems: Vec<RtVal>,
    ) -> Result<RtVal, Diagnostic> {
        self.tensor_numel(op, &shape)?;
        Ok(RtVal::Tensor(Arc::new(TensorVal { shape, elems })))
    }

    /// The zero of a scalar type (the contents of `tensor.empty`, which upstream leaves
    /// unspecified).
    fn zero_of(&self, op: Op, t: Type) -> Result<RtVal, Diagnostic> {
        Ok(match self.ctx.ty(t) {
            TypeData::Integer { .. } | TypeData::Index => RtVal::Int(0),
            TypeData::Float(FloatKind::F32) => RtVal::F32(0.0),
            TypeData::Float(FloatKind::F64) => RtVal::F64(0.0),
            TypeData::Float(_) => RtVal::Int(0),
            TypeData::Complex(e) if matches!(self.ctx.ty(*e), TypeData::Float(FloatKind::F32)) => {
                RtVal::C32(0.0, 0.0)
            }
            TypeData::Complex(e) if matches!(self.ctx.ty(*e), TypeData::Float(FloatKind::F64)) => {
                RtVal::C64(0.0, 0.0)
            }
            _ => {
                return Err(self.error(
                    op,
                    format!(
                        "tensor element type '{}' is not supported",
                        crate::print::type_to_string(self.ctx, t)
                    ),
                ))
            }
        })
    }

    /// The shape of a ranked tensor type with its dynamic sizes taken from `dyns`.
    fn tensor_shape(&self, op: Op, t: Type, dyns: &[Value]) -> Result<Vec<i64>, Diagnostic> {
        let Some(shape) = self.ctx.ty(t).shape() else {
            return Err(self.error(op, "expected a ranked tensor type"));
        };
        let shape = self.mixed(shape, dyns);
        self.tensor_numel(op, &shape)?;
        Ok(shape)
    }

    /// A mixed static/dynamic list: its `DYNAMIC` entries taken in order from `dyns`.
    pub(super) fn mixed(&self, stat: &[i64], dyns: &[Value]) -> Vec<i64> {
        let mut d = dyns.iter();
        stat.iter()
            .map(|s| match (*s == DYNAMIC).then(|| d.next()).flatten() {
                Some(v) => self.int(*v),
                None => *s,
            })
            .collect()
    }

    /// A tensor of `t`'s shape (dynamic sizes from `dyns`) filled with `v`.
    fn filled(&self, op: Op, t: Type, dyns: &[Value], v: RtVal) -> Result<RtVal, Diagnostic> {
        let shape = self.tensor_shape(op, t, dyns)?;
        let n = self.tensor_numel(op, &shape)?;
        self.new_tensor(op, shape, vec![v; n])
    }

    /// A `dense<...>` constant of tensor type `t`.
    pub(super) fn tensor_constant(
        &self,
        op: Op,
        t: Type,
        values: &[DenseValue],
    ) -> Result<RtVal, Diagnostic> {
        let ctx = self.ctx;
        let Some(shape) = ctx.ty(t).shape().map(|s| s.to_vec()) else {
            return Err(self.error(op, "expected a ranked tensor constant"));
        };
        let n = self.tensor_numel(op, &shape)?;
        let e = ctx.ty(t).elem().unwrap_or(t);
        let conv = |v: &DenseValue| -> Result<RtVal, Diagnostic> {
            Ok(match (v, ctx.ty(e)) {
                (DenseValue::Int(i), _) => {
                    RtVal::Int(super::common::norm(*i, super::common::width_of(ctx, e)))
                }
                (DenseValue::Float(b), TypeData::Float(FloatKind::F32)) => {
                    RtVal::F32(f32::from_bits(*b as u32))
                }
                (DenseValue::Float(b), TypeData::Float(FloatKind::F64)) => {
                    RtVal::F64(f64::from_bits(*b))
                }
                (DenseValue::Float(b), TypeData::Float(k)) => {
                    RtVal::Int((*b & ((1u64 << k.width()) - 1)) as i64)
                }
                (DenseValue::Complex(a, b), TypeData::Complex(p))
                    if matches!(ctx.ty(*p), TypeData::Float(FloatKind::F32)) =>
                {
                    RtVal::C32(f32::from_bits(*a as u32), f32::from_bits(*b as u32))
                }
                (DenseValue::Complex(a, b), TypeData::Complex(_)) => {
                    RtVal::C64(f64::from_bits(*a), f64::from_bits(*b))
                }
                _ => return Err(self.error(op, "unsupported tensor constant element")),
            })
        };
        let elems = if values.len() == 1 {
            vec![conv(&values[0])?; n]
        } else if values.len() == n {
            values.iter().map(conv).collect::<Result<_, _>>()?
        } else {
            return Err(self.error(op, "dense constant with the wrong number of elements"));
        };
        self.new_tensor(op, shape, elems)
    }

    /// Offsets, sizes and strides of a slice op (`first` is the operand index of its first
    /// list's segment), dynamic entries from the operands.
    pub(super) fn slice_params(&self, op: Op, first: usize) -> [Vec<i64>; 3] {
        let ctx = self.ctx;
        let names = ["static_offsets", "static_sizes", "static_strides"];
        let mut out: [Vec<i64>; 3] = Default::default();
        for (k, name) in names.iter().enumerate() {
            out[k] = self.mixed(&ctx.i64_array(op, name), ctx.segment(op, first + k));
        }
        out
    }

    /// Checks that the slice stays inside `shape`; returns the source index of every slice
    /// element in row-major order.
    pub(super) fn slice_indices(
        &self,
        op: Op,
        shape: &[i64],
        [offsets, sizes, strides]: &[Vec<i64>; 3],
    ) -> Result<Vec<usize>, Diagnostic> {
        let name = self.ctx.op_name(op);
        for d in 0..shape.len() {
            let (o, s, st) = (offsets[d], sizes[d], strides[d]);
            if s < 0 {
                return Err(self.error(op, format!("{name}: negative size {s} in dimension {d}")));
            }
            let last = o as i128 + (s as i128 - 1) * st as i128;
            let inside = |i: i128| i >= 0 && i < shape[d] as i128;
            if s > 0 && !(inside(o as i128) && inside(last)) {
                return Err(self.error(
                    op,
                    format!(
                        "{name}: slice (offset {o}, size {s}, stride {st}) out of bounds of dimension {d} of size {}",
                        shape[d]
                    ),
                ));
            }
        }
        let n = self.tensor_numel(op, sizes)?;
        let strides_src = row_major(shape);
        let mut out = Vec::with_capacity(n);
        for_each_index(sizes, |idx| {
            let at: i64 = (0..shape.len())
                .map(|d| (offsets[d] + idx[d] * strides[d]) * strides_src[d])
                .sum();
            out.push(at as usize);
            Ok(())
        })?;
        Ok(out)
    }

    /// The shape of a rank-reduced slice: `ty`'s static sizes, its dynamic ones taken in order
    /// from the slice's dynamic sizes (dropped dimensions are static ones).
    fn reduced_shape(&self, ty: Type, sizes: &[i64], static_sizes: &[i64]) -> Vec<i64> {
        let shape = self.ctx.ty(ty).shape().unwrap_or(&[]).to_vec();
        if shape.len() == sizes.len() {
            return sizes.to_vec();
        }
        let mut dynv = sizes
            .iter()
            .zip(static_sizes)
            .filter(|(_, s)| **s == DYNAMIC)
            .map(|(v, _)| *v);
        shape
            .iter()
            .map(|s| {
                if *s == DYNAMIC {
                    dynv.next().unwrap_or(0)
                } else {
                    *s
                }
            })
            .collect()
    }

    /// Executes a `tensor` op.
    pub(super) fn exec_tensor(&mut self, op: Op, kind: TensorOp) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let rt = |i: usize| ctx.value_type(ctx.result(op, i));
        let name = ctx.op_name(op);
        let one = |v: RtVal| Ok(vec![v]);
        match kind {
            TensorOp::TensorEmpty => {
                let e = ctx.ty(rt(0)).elem().unwrap_or(rt(0));
                let z = self.zero_of(op, e)?;
                one(self.filled(op, rt(0), &operands, z)?)
            }
            TensorOp::TensorSplat => {
                let v = self.get(operands[0]);
                one(self.filled(op, rt(0), &operands[1..], v)?)
            }
            TensorOp::TensorFromElements => {
                let shape = self.tensor_shape(op, rt(0), &[])?;
                let elems = operands.iter().map(|v| self.get(*v)).collect();
                one(self.new_tensor(op, shape, elems)?)
            }
            TensorOp::TensorExtract => {
                let t = self.tensor_val(op, operands[0])?;
                let idx = self.indices(op, 1);
                let at = self.element_at(op, &t.shape, &idx)?;
                one(t.elems[at].clone())
            }
            TensorOp::TensorInsert => {
                let v = self.get(operands[0]);
                let t = self.tensor_val(op, operands[1])?;
                let idx = self.indices(op, 2);
                let at = self.element_at(op, &t.shape, &idx)?;
                let mut new = (*t).clone();
                new.elems[at] = v;
                one(RtVal::Tensor(Arc::new(new)))
            }
            TensorOp::TensorDim => {
                let t = self.tensor_val(op, operands[0])?;
                let d = self.int(operands[1]);
                match usize::try_from(d).ok().and_then(|d| t.shape.get(d)) {
                    Some(s) => one(RtVal::Int(*s)),
                    None => Err(self.error(
                        op,
                        format!(
                            "{name}: dimension {d} out of bounds for a tensor of rank {}",
                            t.shape.len()
                        ),
                    )),
                }
            }
            TensorOp::TensorRank => {
                let t = self.tensor_val(op, operands[0])?;
                one(RtVal::Int(t.shape.len() as i64))
            }
            TensorOp::TensorCast => {
                let t = self.tensor_val(op, operands[0])?;
                if let TypeData::Tensor { shape, .. } = ctx.ty(rt(0)) {
                    if shape.len() != t.shape.len() {
                        return Err(self.error(
                            op,
                            format!(
                                "{name}: a tensor of rank {} cast to rank {}",
                                t.shape.len(),
                                shape.len()
                            ),
                        ));
                    }
                    self.check_static_dims(op, &t.shape, shape, "cast to size")?;
                }
                one(RtVal::Tensor(t))
            }
            TensorOp::TensorExtractSlice => {
                let t = self.tensor_val(op, operands[0])?;
                let params = self.slice_params(op, 1);
                let at = self.slice_indices(op, &t.shape, &params)?;
                let elems = at.iter().map(|i| t.elems[*i].clone()).collect();
                let shape =
                    self.reduced_shape(rt(0), &params[1], &ctx.i64_array(op, "static_sizes"));
                one(self.new_tensor(op, shape, elems)?)
            }
            // Run by the enclosing scf.forall (interp/forall.rs), never as an op of its own.
            TensorOp::TensorParallelInsertSlice => Err(self.unsupported_op(op))?,
            TensorOp::TensorInsertSlice => {
                let src = self.tensor_val(op, operands[0])?;
                let dest = self.tensor_val(op, operands[1])?;
                let params = self.slice_params(op, 2);
                let at = self.slice_indices(op, &dest.shape, &params)?;
                if at.len() != src.elems.len() {
                    return Err(self.error(
                        op,
                        format!(
                            "{name}: a source of shape {:?} does not fit the slice sizes {:?}",
                            src.shape, params[1]
                        ),
                    ));
                }
                let mut new = (*dest).clone();
                for (i, v) in at.iter().zip(&src.elems) {
                    new.elems[*i] = v.clone();
                }
                one(RtVal::Tensor(Arc::new(new)))
            }
            TensorOp::TensorGenerate => {
                let shape = self.tensor_shape(op, rt(0), &operands)?;
                let body = ctx.regions(op)[0];
                let mut elems = Vec::with_capacity(self.tensor_numel(op, &shape)?);
                for_each_index(&shape, |idx| {
                    elems.push(self.yielded_at(op, body, idx)?);
                    Ok(())
                })?;
                one(self.new_tensor(op, shape, elems)?)
            }
            TensorOp::TensorPad => {
                let src = self.tensor_val(op, operands[0])?;
                let lists = |name: &str, seg: usize| {
                    self.mixed(&ctx.i64_array(op, name), ctx.segment(op, seg))
                };
                let (low, high) = (lists("static_low", 1), lists("static_high", 2));
                if let Some(p) = low.iter().chain(&high).find(|p| **p < 0) {
                    return Err(self.error(op, format!("{name}: negative padding {p}")));
                }
                let shape: Vec<i64> = (0..src.shape.len())
                    .map(|d| src.shape[d].saturating_add(low[d]).saturating_add(high[d]))
                    .collect();
                let n = self.tensor_numel(op, &shape)?;
                let body = ctx.regions(op)[0];
                let strides = row_major(&src.shape);
                let mut elems = Vec::with_capacity(n);
                for_each_index(&shape, |idx| {
                    let inside =
                        (0..idx.len()).all(|d| idx[d] >= low[d] && idx[d] - low[d] < src.shape[d]);
                    if inside {
                        let at: i64 = (0..idx.len()).map(|d| (idx[d] - low[d]) * strides[d]).sum();
                        elems.push(src.elems[at as usize].clone());
                    } else {
                        elems.push(self.yielded_at(op, body, idx)?);
                    }
                    Ok(())
                })?;
                one(self.new_tensor(op, shape, elems)?)
            }
            TensorOp::TensorCollapseShape => {
                let t = self.tensor_val(op, operands[0])?;
                let groups = ctx.reassociation(op);
                let shape: Vec<i64> = groups
                    .iter()
                    .map(|g| g.iter().map(|d| t.shape[*d as usize]).product())
                    .collect();
                self.reshaped(op, &t, shape)
            }
            TensorOp::TensorExpandShape => {
                let t = self.tensor_val(op, operands[0])?;
                let shape = self.mixed(&ctx.i64_array(op, "static_output_shape"), &operands[1..]);
                // Each group must multiply out to its source dimension.
                for (k, g) in ctx.reassociation(op).iter().enumerate() {
                    let p = g
                        .iter()
                        .fold(1i64, |p, d| p.wrapping_mul(shape[*d as usize]));
                    let s = t.shape.get(k).copied().unwrap_or(0);
                    if s != p {
                        return Err(self.error(
                            op,
                            format!(
                                "{name}: output sizes of group {k} multiply to {p}, not to the source's size {s}"
                            ),
                        ));
                    }
                }
                self.reshaped(op, &t, shape)
            }
            TensorOp::TensorReshape => {
                let t = self.tensor_val(op, operands[0])?;
                let s = self.tensor_val(op, operands[1])?;
                let shape: Vec<i64> = s
                    .elems
                    .iter()
                    .map(|v| match v {
                        RtVal::Int(i) => *i,
                        _ => -1,
                    })
                    .collect();
                self.reshaped(op, &t, shape)
            }
            TensorOp::TensorConcat => {
                let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value as usize,
                    _ => 0,
                };
                let ins: Vec<Arc<TensorVal>> = operands
                    .iter()
                    .map(|v| self.tensor_val(op, *v))
                    .collect::<Result<_, _>>()?;
                let mut shape = ins[0].shape.clone();
                shape[dim] = 0;
                for t in &ins {
                    for (d, (a, b)) in t.shape.iter().zip(&shape).enumerate() {
                        if d != dim && a != b {
                            return Err(self.error(
                                op,
                                format!("{name}: inputs of sizes {b} and {a} in dimension {d} differ outside dimension {dim}"),
                            ));
                        }
                    }
                    shape[dim] = shape[dim].saturating_add(t.shape[dim]);
                }
                let n = self.tensor_numel(op, &shape)?;
                // Row-major: each outer index takes one run of every input in turn.
                let outer: i64 = shape[..dim].iter().product();
                let mut elems = Vec::with_capacity(n);
                for o in 0..outer.max(0) as usize {
                    for t in &ins {
                        let run: i64 = t.shape[dim..].iter().product();
                        let run = run as usize;
                        elems.extend_from_slice(&t.elems[o * run..(o + 1) * run]);
                    }
                }
                one(self.new_tensor(op, shape, elems)?)
            }
            TensorOp::TensorYield => Err(self.error(op, "'tensor.yield' outside of its parent")),
        }
    }

    /// Index of element `idx` of a tensor of `shape`, in bounds.
    fn element_at(&self, op: Op, shape: &[i64], idx: &[i64]) -> Result<usize, Diagnostic> {
        for (k, (i, s)) in idx.iter().zip(shape).enumerate() {
            if *i < 0 || i >= s {
                return Err(self.error(
                    op,
                    format!(
                        "{}: index {i} out of bounds for dimension {k} of size {s}",
                        self.ctx.op_name(op)
                    ),
                ));
            }
        }
        Ok(linear(&row_major(shape), idx))
    }

    /// Faults at the first dimension of `shape` whose size differs from the static one of
    /// `static_shape` (`what` names the mismatch).
    fn check_static_dims(
        &self,
        op: Op,
        shape: &[i64],
        static_shape: &[i64],
        what: &str,
    ) -> Result<(), Diagnostic> {
        for (k, (a, b)) in shape.iter().zip(static_shape).enumerate() {
            if *b != DYNAMIC && a != b {
                return Err(self.error(
                    op,
                    format!(
                        "{}: dimension {k} of size {a} {what} {b}",
                        self.ctx.op_name(op)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `materialize_in_destination`: the source's sizes are the destination's, dimension by
    /// dimension (the JIT's message).
    fn same_shape(&self, op: Op, src: &[i64], dest: &[i64]) -> Result<(), Diagnostic> {
        match src.iter().zip(dest).enumerate().find(|(_, (a, b))| a != b) {
            Some((k, (a, b))) => Err(self.error(
                op,
                format!(
                    "{}: dimension {k} of the source has size {a} but the destination {b}",
                    self.ctx.op_name(op)
                ),
            )),
            None => Ok(()),
        }
    }

    /// The elements of `t` with a new `shape` (the same count and the result type's static
    /// sizes, checked).
    fn reshaped(&self, op: Op, t: &TensorVal, shape: Vec<i64>) -> Result<Vec<RtVal>, Diagnostic> {
        if let Some((k, s)) = shape.iter().enumerate().find(|(_, s)| **s < 0) {
            return Err(self.error(
                op,
                format!(
                    "{}: size {s} of dimension {k} is negative",
                    self.ctx.op_name(op)
                ),
            ));
        }
        let count = shape.iter().fold(1i64, |a, b| a.wrapping_mul(*b));
        if count != t.elems.len() as i64 {
            return Err(self.error(
                op,
                format!(
                    "{}: a tensor of {} elements cannot take a shape of {count} elements",
                    self.ctx.op_name(op),
                    t.elems.len()
                ),
            ));
        }
        if let Some(s) = self
            .ctx
            .ty(self.ctx.value_type(self.ctx.result(op, 0)))
            .shape()
        {
            self.check_static_dims(op, &shape, s, "where the type has")?;
        }
        Ok(vec![RtVal::Tensor(Arc::new(TensorVal {
            shape,
            elems: t.elems.clone(),
        }))])
    }

    /// Executes bufferization's tensor ops: `to_tensor`, `to_buffer`, `alloc_tensor`,
    /// `materialize_in_destination`.
    pub(super) fn exec_bufferization_tensor(
        &mut self,
        op: Op,
        kind: BufferizationOp,
    ) -> Result<Vec<RtVal>, Diagnostic> {
        let ctx = self.ctx;
        let operands = ctx.operands(op).to_vec();
        let rt = |i: usize| ctx.value_type(ctx.result(op, i));
        match kind {
            BufferizationOp::BufferizationToTensor => {
                let d = self.desc(operands[0]);
                let t = self.read_buffer(op, &d, ctx.value_type(operands[0]))?;
                Ok(vec![t])
            }
            BufferizationOp::BufferizationToBuffer => {
                let t = self.tensor_val(op, operands[0])?;
                let mt = rt(0);
                let e = self.elem_of(op, mt)?;
                let unranked = matches!(ctx.ty(mt), TypeData::UnrankedMemRef { .. });
                let (offset, strides) = if unranked {
                    (0, row_major(&t.shape))
                } else {
                    let (o, s) = self.layout_of(op, mt, &t.shape)?;
                    if o == DYNAMIC || s.contains(&DYNAMIC) {
                        (0, row_major(&t.shape))
                    } else {
                        (o, s)
                    }
                };
                let extent: i64 = if t.shape.contains(&0) {
                    0
                } else {
                    1 + t
                        .shape
                        .iter()
                        .zip(&strides)
                        .map(|(s, st)| (s - 1) * st)
                        .sum::<i64>()
                };
                let bytes = ((offset + extent).max(0) as usize).saturating_mul(e.size());
                let p = self
                    .mem
                    .tensor_storage(bytes)
                    .map_err(|m| self.error(op, m))?;
                let d = MemDesc {
                    allocated: super::memory::GLOBAL_SENTINEL,
                    aligned: p,
                    offset,
                    sizes: t.shape.clone(),
                    strides,
                };
                self.write_buffer(op, &d, e, &t)?;
                Ok(vec![if unranked {
                    RtVal::Unranked(d)
                } else {
                    RtVal::Mem(d)
                }])
            }
            BufferizationOp::BufferizationAllocTensor => {
                let segs = ctx.segments(op);
                if segs.get(1).copied().unwrap_or(0) > 0 {
                    let c = ctx.segment(op, 1)[0];
                    return Ok(vec![RtVal::Tensor(self.tensor_val(op, c)?)]);
                }
                let dyns = ctx.segment(op, 0).to_vec();
                let e = ctx.ty(rt(0)).elem().unwrap_or(rt(0));
                let z = self.zero_of(op, e)?;
                Ok(vec![self.filled(op, rt(0), &dyns, z)?])
            }
            BufferizationOp::BufferizationMaterializeInDestination => {
                let src = self.tensor_val(op, operands[0])?;
                let dt = ctx.value_type(operands[1]);
                if ctx.ty(dt).is_memref() {
                    let d = self.desc(operands[1]);
                    self.same_shape(op, &src.shape, &d.sizes)?;
                    let e = self.elem_of(op, dt)?;
                    self.write_buffer(op, &d, e, &src)?;
                    Ok(vec![])
                } else {
                    let dest = self.tensor_val(op, operands[1])?;
                    self.same_shape(op, &src.shape, &dest.shape)?;
                    Ok(vec![RtVal::Tensor(src)])
                }
            }
            // A tensor value keeps its contents (value semantics): nothing to free here; the
            // memref.dealloc it bufferizes to frees its buffer.
            BufferizationOp::BufferizationDeallocTensor => {
                self.tensor_val(op, operands[0])?;
                Ok(vec![])
            }
            BufferizationOp::BufferizationClone | BufferizationOp::BufferizationDealloc => {
                unreachable!("not a tensor op")
            }
        }
    }

    /// A tensor of the contents of the buffer `d` (checked loads).
    fn read_buffer(&self, op: Op, d: &MemDesc, t: Type) -> Result<RtVal, Diagnostic> {
        let e: Elem = self.elem_of(op, t)?;
        let n = self.tensor_numel(op, &d.sizes)?;
        let mut elems = Vec::with_capacity(n);
        for_each_index(&d.sizes, |idx| {
            elems.push(self.mem.load(d, idx, e).map_err(self.mem_err(op))?);
            Ok(())
        })?;
        self.new_tensor(op, d.sizes.clone(), elems)
    }

    /// Stores the elements of `t` into the buffer `d` (checked stores).
    fn write_buffer(&self, op: Op, d: &MemDesc, e: Elem, t: &TensorVal) -> Result<(), Diagnostic> {
        let mut k = 0;
        for_each_index(&t.shape, |idx| {
            self.mem
                .store(d, idx, e, &t.elems[k])
                .map_err(self.mem_err(op))?;
            k += 1;
            Ok(())
        })
    }
}
