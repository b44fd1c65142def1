//! Tensor values in the JIT: a tensor is the descriptor of a contiguous buffer (offset 0)
//! owned by the run (`runtime/src/jit/tensor.rs`: an arena freed when the run ends; the
//! descriptor's allocated pointer is the global sentinel, so freeing one is an invalid free)
//! or, for a constant, of module data. Buffers are never written once made: an op that
//! changes a tensor makes a new buffer (value semantics); views of the same elements
//! (`collapse_shape`, `expand_shape`, `reshape`, `cast`) share it. `to_buffer` copies, and
//! `to_tensor` snapshots, as in the interpreter (`src/interp/tensor.rs`), whose checks and
//! messages these are.

use super::memref::{flags, Desc};
use super::{elem_layout, FnLower, GlobalBuf, Parts};
use crate::diag::Diagnostic;
use crate::ir::{
    AttrData, BufferizationOp, DenseValue, Op, TensorOp, Type, TypeData, Value, DYNAMIC,
};
use cranelift_codegen::ir::{self, condcodes::IntCC, types, InstBuilder};
use memref_jit_runtime::jit::GLOBAL_SENTINEL;

impl FnLower<'_, '_, '_> {
    /// Whether `t` is a ranked or unranked tensor type.
    pub(super) fn is_tensor_type(&self, t: Type) -> bool {
        matches!(
            self.m.ctx.ty(t),
            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        )
    }

    fn tensor_strides(&mut self, sizes: &[ir::Value]) -> Vec<ir::Value> {
        let r = sizes.len();
        let mut strides = vec![self.iconst(types::I64, 1); r];
        for k in (0..r.saturating_sub(1)).rev() {
            strides[k] = self.b.ins().imul(strides[k + 1], sizes[k + 1]);
        }
        strides
    }

    /// The descriptor of a tensor buffer at `aligned` with `sizes`.
    fn tensor_desc_at(&mut self, aligned: ir::Value, sizes: Vec<ir::Value>) -> Desc {
        let strides = self.tensor_strides(&sizes);
        Desc {
            allocated: self.iconst(types::I64, GLOBAL_SENTINEL as i64),
            aligned,
            offset: self.iconst(types::I64, 0),
            sizes,
            strides,
        }
    }

    /// A new zeroed tensor buffer with `sizes` of `esize`-byte elements (the run's checks:
    /// negative sizes, too many elements, out of memory).
    fn tensor_alloc(
        &mut self,
        op: Op,
        sizes: Vec<ir::Value>,
        esize: u32,
    ) -> Result<Desc, Diagnostic> {
        let sp = self.spill(&sizes);
        let rank = self.iconst(types::I64, sizes.len() as i64);
        let es = self.iconst(types::I64, esize as i64);
        let id = self.m.fault(op, "{s}");
        let fv = self.iconst(types::I32, id as i64);
        let p = self.call_rt(op, "mj_tensor_alloc", &[sp, rank, es, fv])?[0];
        self.unwind_if_null(p);
        Ok(self.tensor_desc_at(p, sizes))
    }

    /// The descriptor of a ranked tensor value.
    fn tensor_of(&mut self, op: Op, v: Value) -> Result<Desc, Diagnostic> {
        if !matches!(
            self.m.ctx.ty(self.m.ctx.value_type(v)),
            TypeData::Tensor { .. }
        ) {
            return Err(self.err(
                op,
                format!(
                    "'{}' of an unranked tensor is not supported by the JIT engine yet; use --engine=interp",
                    self.ctx().op_name(op)
                ),
            ));
        }
        Ok(Desc::of(self.get(v)))
    }

    fn product(&mut self, vs: &[ir::Value]) -> ir::Value {
        let mut n = self.iconst(types::I64, 1);
        for v in vs {
            n = self.b.ins().imul(n, *v);
        }
        n
    }

    /// Sizes of tensor type `t`, its dynamic ones from `dyns`.
    fn tensor_sizes(
        &mut self,
        op: Op,
        t: Type,
        dyns: &[Value],
    ) -> Result<Vec<ir::Value>, Diagnostic> {
        let Some(shape) = self.m.ctx.ty(t).shape().map(|s| s.to_vec()) else {
            return Err(self.err(op, "expected a ranked tensor type"));
        };
        let mut d = dyns.iter();
        let mut out = Vec::new();
        for s in shape {
            out.push(if s == DYNAMIC {
                match d.next() {
                    Some(v) => self.one(*v),
                    None => return Err(self.err(op, "missing dynamic size")),
                }
            } else {
                self.iconst(types::I64, s)
            });
        }
        Ok(out)
    }

    /// A mixed static/dynamic list: its `DYNAMIC` entries from `dyns` in order.
    fn mixed_values(&mut self, stat: &[i64], dyns: &[Value]) -> Vec<ir::Value> {
        let mut d = dyns.iter();
        let mut out = Vec::new();
        for s in stat {
            out.push(match (*s == DYNAMIC).then(|| d.next()).flatten() {
                Some(v) => self.one(*v),
                None => self.iconst(types::I64, *s),
            });
        }
        out
    }

    /// Faults with `msg` (two `{}` for `a` and `b`) when `bad`.
    pub(super) fn fault2_if(
        &mut self,
        op: Op,
        bad: ir::Value,
        msg: String,
        a: ir::Value,
        b: ir::Value,
    ) -> Result<(), Diagnostic> {
        let fail = self.b.create_block();
        let next = self.b.create_block();
        self.b.ins().brif(bad, fail, &[], next, &[]);
        self.b.switch_to_block(fail);
        self.b.set_cold_block(fail);
        let id = self.m.fault(op, msg);
        let idv = self.iconst(types::I32, id as i64);
        self.call_rt(op, "mj_fault_value2", &[idv, a, b])?;
        self.unwind();
        self.b.switch_to_block(next);
        Ok(())
    }

    /// The address of element `idx` of tensor `d`, each index checked against its size.
    fn tensor_elem_addr(
        &mut self,
        op: Op,
        d: &Desc,
        idx: &[ir::Value],
        esize: u32,
    ) -> Result<ir::Value, Diagnostic> {
        let name = self.ctx().op_name(op).to_string();
        for (k, iv) in idx.iter().copied().enumerate() {
            let bad = self
                .b
                .ins()
                .icmp(IntCC::UnsignedGreaterThanOrEqual, iv, d.sizes[k]);
            let size = d.sizes[k];
            self.fault2_if(
                op,
                bad,
                format!("{name}: index {{}} out of bounds for dimension {k} of size {{}}"),
                iv,
                size,
            )?;
        }
        Ok(self.element_addr(d, idx, esize))
    }

    /// Stores the parts of a scalar at `addr`.
    fn store_elem(&mut self, op: Op, v: Value, addr: ir::Value) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let t = ctx.value_type(v);
        let et = self.elem_type(op, t)?;
        let width = match ctx.ty(t) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        let vs = self.get(v).clone();
        self.store_parts(et, &vs, addr, width);
        Ok(())
    }

    /// Bytes of the elements of tensor `d`.
    fn tensor_bytes(&mut self, d: &Desc, esize: u32) -> ir::Value {
        let n = self.product(&d.sizes.clone());
        self.b.ins().imul_imm_s(n, esize as i64)
    }

    /// A copy of tensor `d` in a new buffer.
    fn tensor_dup(&mut self, op: Op, d: &Desc, esize: u32) -> Result<Desc, Diagnostic> {
        let bytes = self.tensor_bytes(d, esize);
        let id = self.m.fault(op, "{s}");
        let fv = self.iconst(types::I32, id as i64);
        let p = self.call_rt(op, "mj_tensor_dup", &[d.aligned, bytes, fv])?[0];
        self.unwind_if_null(p);
        Ok(self.tensor_desc_at(p, d.sizes.clone()))
    }

    /// The same elements with `sizes` (their count checked against the source's).
    fn tensor_view(
        &mut self,
        op: Op,
        d: &Desc,
        sizes: Vec<ir::Value>,
    ) -> Result<Parts, Diagnostic> {
        let name = self.ctx().op_name(op).to_string();
        for (k, s) in sizes.iter().enumerate() {
            let bad = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, *s, 0);
            let kv = self.iconst(types::I64, k as i64);
            let msg = format!("{name}: size {{}} of dimension {{}} is negative");
            self.fault2_if(op, bad, msg, *s, kv)?;
        }
        let (a, b) = (self.product(&d.sizes.clone()), self.product(&sizes));
        let bad = self.b.ins().icmp(IntCC::NotEqual, a, b);
        self.fault2_if(
            op,
            bad,
            format!("{name}: a tensor of {{}} elements cannot take a shape of {{}} elements"),
            a,
            b,
        )?;
        let ctx = self.m.ctx;
        if let Some(shape) = ctx.ty(ctx.value_type(ctx.result(op, 0))).shape() {
            for (k, s) in shape.iter().copied().enumerate() {
                if s != DYNAMIC {
                    let want = self.iconst(types::I64, s);
                    let bad = self.b.ins().icmp(IntCC::NotEqual, sizes[k], want);
                    self.fault2_if(
                        op,
                        bad,
                        format!("{name}: dimension {k} of size {{}} where the type has {{}}"),
                        sizes[k],
                        want,
                    )?;
                }
            }
        }
        Ok(self.tensor_desc_at(d.aligned, sizes).parts())
    }

    /// Faults unless `sizes` multiply to one element, with the interpreter's message for a
    /// reshape changing the element count (0-D collapse_shape/expand_shape).
    fn one_element_check(&mut self, op: Op, sizes: &[ir::Value]) -> Result<(), Diagnostic> {
        let name = self.ctx().op_name(op).to_string();
        let n = self.product(sizes);
        let one = self.iconst(types::I64, 1);
        let bad = self.b.ins().icmp(IntCC::NotEqual, n, one);
        let (a, b) = if self.ctx().kind(op) == crate::ir::OpKind::TensorCollapseShape {
            (n, one)
        } else {
            (one, n)
        };
        self.fault2_if(
            op,
            bad,
            format!("{name}: a tensor of {{}} elements cannot take a shape of {{}} elements"),
            a,
            b,
        )
    }

    /// `arith.constant` of a tensor type: module data, read-only.
    pub(super) fn lower_tensor_constant(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let t = ctx.value_type(ctx.result(op, 0));
        let Some(AttrData::DenseElements { values, .. }) =
            ctx.get_attr(op, "value").map(|a| ctx.attr(a))
        else {
            return Err(self.err(op, "constant of a type the JIT engine does not support"));
        };
        let shape = ctx.ty(t).shape().unwrap_or(&[]).to_vec();
        let elem = ctx.ty(t).elem().unwrap_or(t);
        let Some(layout) =
            elem_layout(ctx, elem).filter(|l| l.n <= 2 && !l.ty.is_vector() && l.inner == l.n)
        else {
            return Err(self.err(op, "constant of a type the JIT engine does not support"));
        };
        let (et, esize) = (layout.ty, layout.bytes() as usize);
        // The interpreter's bound on a tensor's elements, and its message.
        let count = shape.iter().fold(1i64, |a, b| a.saturating_mul(*b));
        if count > memref_jit_runtime::jit::tensor::MAX_TENSOR_ELEMS {
            return Err(self.err(op, format!("tensor of {count} elements is too large")));
        }
        let n = count.max(0) as usize;
        let bytes = n * esize;
        let Some(mut storage) = GlobalBuf::zeroed(bytes.max(1)) else {
            return Err(self.err(op, format!("out of memory allocating {bytes} bytes")));
        };
        let mask = match ctx.ty(elem) {
            TypeData::Integer { width, .. } if *width < 64 => (1u64 << width) - 1,
            _ => u64::MAX,
        };
        let part = et.bytes() as usize;
        let pmask = if part >= 8 {
            u64::MAX
        } else {
            (1u64 << (8 * part)) - 1
        };
        for i in 0..n {
            let v = if values.len() == 1 {
                values[0]
            } else {
                values.get(i).copied().unwrap_or(DenseValue::Int(0))
            };
            let (a, b) = match v {
                DenseValue::Int(x) => (x as u64 & mask, None),
                DenseValue::Float(x) => (x & pmask, None),
                DenseValue::Complex(re, im) => (re & pmask, Some(im & pmask)),
            };
            for (k, bits) in std::iter::once(a).chain(b).enumerate() {
                let at = i * esize + k * part;
                storage.bytes_mut()[at..at + part].copy_from_slice(&bits.to_le_bytes()[..part]);
            }
        }
        let addr = storage.ptr as usize;
        storage.data = (addr, bytes.max(1));
        storage.constant = true;
        self.m.global_storage.push(storage);
        let p = self.iconst(types::I64, addr as i64);
        let sizes: Vec<ir::Value> = shape.iter().map(|s| self.iconst(types::I64, *s)).collect();
        let d = self.tensor_desc_at(p, sizes);
        self.set(ctx.result(op, 0), d.parts());
        Ok(())
    }

    /// Lowers a `tensor` op.
    pub(super) fn lower_tensor(&mut self, op: Op, kind: TensorOp) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        // The end of a `generate`/`pad` body: hands its value to the parent's loop.
        if kind == TensorOp::TensorYield {
            return self.lower_region_terminator(op);
        }
        let operands = ctx.operands(op).to_vec();
        let res = ctx.result(op, 0);
        let rt = ctx.value_type(res);
        let name = ctx.op_name(op).to_string();
        let parts = match kind {
            TensorOp::TensorEmpty => {
                let es = self.elem_type(op, rt)?.bytes();
                let sizes = self.tensor_sizes(op, rt, &operands)?;
                self.tensor_alloc(op, sizes, es)?.parts()
            }
            TensorOp::TensorSplat => {
                let es = self.elem_type(op, rt)?.bytes();
                let sizes = self.tensor_sizes(op, rt, &operands[1..])?;
                let d = self.tensor_alloc(op, sizes, es)?;
                let n = self.product(&d.sizes.clone());
                let z = self.iconst(types::I64, 0);
                let slot = self.spill(&[z, z]);
                self.store_elem(op, operands[0], slot)?;
                let esv = self.iconst(types::I64, es as i64);
                self.call_rt(op, "mj_tensor_fill", &[d.aligned, n, esv, slot])?;
                d.parts()
            }
            TensorOp::TensorFromElements => {
                let es = self.elem_type(op, rt)?.bytes();
                let sizes = self.tensor_sizes(op, rt, &[])?;
                let d = self.tensor_alloc(op, sizes, es)?;
                for (i, v) in operands.iter().enumerate() {
                    let addr = self.b.ins().iadd_imm_s(d.aligned, (i * es as usize) as i64);
                    self.store_elem(op, *v, addr)?;
                }
                d.parts()
            }
            TensorOp::TensorExtract => {
                let d = self.tensor_of(op, operands[0])?;
                let et = self.elem_type(op, ctx.value_type(operands[0]))?;
                let idx: Vec<ir::Value> = operands[1..].iter().map(|v| self.one(*v)).collect();
                let addr = self.tensor_elem_addr(op, &d, &idx, et.bytes())?;
                self.load_parts(et, addr)
            }
            TensorOp::TensorInsert => {
                let d = self.tensor_of(op, operands[1])?;
                let es = self.elem_type(op, rt)?.bytes();
                let idx: Vec<ir::Value> = operands[2..].iter().map(|v| self.one(*v)).collect();
                // Checked first: the run ends before anything is copied.
                self.tensor_elem_addr(op, &d, &idx, es)?;
                let new = self.tensor_dup(op, &d, es)?;
                let addr = self.element_addr(&new, &idx, es);
                self.store_elem(op, operands[0], addr)?;
                new.parts()
            }
            TensorOp::TensorDim => {
                let d = self.tensor_of(op, operands[0])?;
                let idx = self.one(operands[1]);
                let rank = self.iconst(types::I64, d.sizes.len() as i64);
                let bad = self
                    .b
                    .ins()
                    .icmp(IntCC::UnsignedGreaterThanOrEqual, idx, rank);
                self.fault2_if(
                    op,
                    bad,
                    format!("{name}: dimension {{}} out of bounds for a tensor of rank {{}}"),
                    idx,
                    rank,
                )?;
                let mut v = self.iconst(types::I64, 0);
                for (k, s) in d.sizes.iter().enumerate() {
                    let is = self.b.ins().icmp_imm_s(IntCC::Equal, idx, k as i64);
                    v = self.b.ins().select(is, *s, v);
                }
                smallvec::smallvec![v]
            }
            TensorOp::TensorRank => {
                let t = ctx.value_type(operands[0]);
                if matches!(ctx.ty(t), TypeData::UnrankedTensor { .. }) {
                    smallvec::smallvec![self.get(operands[0])[0]]
                } else {
                    smallvec::smallvec![self.iconst(types::I64, self.rank_of(t) as i64)]
                }
            }
            TensorOp::TensorCast => {
                let st = ctx.value_type(operands[0]);
                let from_ranked = matches!(ctx.ty(st), TypeData::Tensor { .. });
                match (
                    from_ranked,
                    ctx.ty(rt)
                        .shape()
                        .filter(|_| matches!(ctx.ty(rt), TypeData::Tensor { .. })),
                ) {
                    (true, None) => {
                        let p = self.get(operands[0]).clone();
                        self.unranked_of(op, &p)?
                    }
                    (false, None) => self.get(operands[0]).clone(),
                    (from, Some(shape)) => {
                        let shape = shape.to_vec();
                        let d = if from {
                            Desc::of(self.get(operands[0]))
                        } else {
                            let p = self.get(operands[0]).clone();
                            let want = self.iconst(types::I64, shape.len() as i64);
                            let bad = self.b.ins().icmp(IntCC::NotEqual, p[0], want);
                            self.fault2_if(
                                op,
                                bad,
                                format!("{name}: a tensor of rank {{}} cast to rank {{}}"),
                                p[0],
                                want,
                            )?;
                            let loaded: Vec<ir::Value> = (0..3 + 2 * shape.len())
                                .map(|i| {
                                    self.b.ins().load(types::I64, flags(), p[1], (i * 8) as i32)
                                })
                                .collect();
                            Desc::of(&loaded)
                        };
                        for (k, s) in shape.iter().enumerate() {
                            if *s != DYNAMIC {
                                let want = self.iconst(types::I64, *s);
                                let bad = self.b.ins().icmp(IntCC::NotEqual, d.sizes[k], want);
                                self.fault2_if(
                                    op,
                                    bad,
                                    format!("{name}: dimension {k} of size {{}} cast to size {{}}"),
                                    d.sizes[k],
                                    want,
                                )?;
                            }
                        }
                        d.parts()
                    }
                }
            }
            // Only inside a forall's terminator, which the JIT does not run on tensors.
            TensorOp::TensorParallelInsertSlice => return Err(self.unsupported(op)),
            TensorOp::TensorExtractSlice | TensorOp::TensorInsertSlice => {
                let insert = kind == TensorOp::TensorInsertSlice;
                let (first, target) = if insert {
                    (2, operands[1])
                } else {
                    (1, operands[0])
                };
                let d = self.tensor_of(op, target)?;
                let es = self.elem_type(op, ctx.value_type(target))?.bytes();
                let mut params = Vec::new();
                for (k, attr) in ["static_offsets", "static_sizes", "static_strides"]
                    .iter()
                    .enumerate()
                {
                    let stat = ctx.i64_array(op, attr);
                    let dyns = ctx.segment(op, first + k).to_vec();
                    params.extend(self.mixed_values(&stat, &dyns));
                }
                let r = d.sizes.len();
                let slice_sizes = params[r..2 * r].to_vec();
                let sizes_slot = self.spill(&d.sizes.clone());
                let params_slot = self.spill(&params);
                let rank = self.iconst(types::I64, r as i64);
                let esv = self.iconst(types::I64, es as i64);
                let (src, src_n) = if insert {
                    let s = self.tensor_of(op, operands[0])?;
                    let n = self.product(&s.sizes.clone());
                    (s.aligned, n)
                } else {
                    (self.iconst(types::I64, 0), self.iconst(types::I64, 0))
                };
                let id = self.m.fault(op, format!("{name}: {{s}}"));
                let fv = self.iconst(types::I32, id as i64);
                let p = self.call_rt(
                    op,
                    "mj_tensor_slice",
                    &[
                        rank,
                        d.aligned,
                        sizes_slot,
                        params_slot,
                        esv,
                        src,
                        src_n,
                        fv,
                    ],
                )?[0];
                self.unwind_if_null(p);
                if insert {
                    self.tensor_desc_at(p, d.sizes.clone()).parts()
                } else {
                    // A rank-reduced result: the type's static sizes, its dynamic ones from
                    // the slice's dynamic sizes in order (dropped dimensions are static).
                    let rshape = ctx.ty(rt).shape().unwrap_or(&[]).to_vec();
                    let sizes = if rshape.len() == r {
                        slice_sizes
                    } else {
                        let stat = ctx.i64_array(op, "static_sizes");
                        let mut dynv = slice_sizes
                            .iter()
                            .zip(&stat)
                            .filter(|(_, s)| **s == DYNAMIC)
                            .map(|(v, _)| *v)
                            .collect::<Vec<_>>()
                            .into_iter();
                        let mut out = Vec::new();
                        for s in rshape {
                            out.push(match (s == DYNAMIC).then(|| dynv.next()).flatten() {
                                Some(v) => v,
                                None => self.iconst(types::I64, s),
                            });
                        }
                        out
                    };
                    self.tensor_desc_at(p, sizes).parts()
                }
            }
            TensorOp::TensorCollapseShape => {
                let d = self.tensor_of(op, operands[0])?;
                let mut sizes = Vec::new();
                let groups = ctx.reassociation(op);
                for g in &groups {
                    let dims: Vec<ir::Value> = g.iter().map(|k| d.sizes[*k as usize]).collect();
                    sizes.push(self.product(&dims));
                }
                // A collapse to 0-D keeps one element: the source must hold exactly one (the
                // verifier accepts any static source, as upstream's does).
                if groups.is_empty() {
                    self.one_element_check(op, &d.sizes.clone())?;
                }
                self.tensor_desc_at(d.aligned, sizes).parts()
            }
            TensorOp::TensorExpandShape => {
                let d = self.tensor_of(op, operands[0])?;
                let stat = ctx.i64_array(op, "static_output_shape");
                let sizes = self.mixed_values(&stat, &operands[1..]);
                // An expansion of a 0-D tensor has no group to check: its sizes must hold one
                // element.
                if ctx.reassociation(op).is_empty() {
                    self.one_element_check(op, &sizes)?;
                }
                for (k, g) in ctx.reassociation(op).iter().enumerate() {
                    let dims: Vec<ir::Value> = g.iter().map(|i| sizes[*i as usize]).collect();
                    let p = self.product(&dims);
                    let bad = self.b.ins().icmp(IntCC::NotEqual, p, d.sizes[k]);
                    self.fault2_if(
                        op,
                        bad,
                        format!("{name}: output sizes of group {k} multiply to {{}}, not to the source's size {{}}"),
                        p,
                        d.sizes[k],
                    )?;
                }
                self.tensor_desc_at(d.aligned, sizes).parts()
            }
            TensorOp::TensorReshape => {
                if ctx.ty(rt).shape().is_none() {
                    return Err(self.err(
                        op,
                        "tensor.reshape to an unranked tensor is not supported by the JIT \
                         engine; use --engine=interp",
                    ));
                }
                let d = self.tensor_of(op, operands[0])?;
                let s = self.tensor_of(op, operands[1])?;
                let st = self.elem_type(op, ctx.value_type(operands[1]))?;
                let r = self.rank_of(rt);
                let mut sizes = Vec::new();
                for k in 0..r {
                    let v = self.b.ins().load(
                        st.ty,
                        flags(),
                        s.aligned,
                        (k as u32 * st.bytes()) as i32,
                    );
                    sizes.push(if st.ty == types::I64 {
                        v
                    } else {
                        self.b.ins().sextend(types::I64, v)
                    });
                }
                self.tensor_view(op, &d, sizes)?
            }
            TensorOp::TensorGenerate => {
                let es = self.elem_type(op, rt)?.bytes();
                let sizes = self.tensor_sizes(op, rt, &operands)?;
                let d = self.tensor_alloc(op, sizes, es)?;
                self.fill_by_region(op, &d, None)?;
                d.parts()
            }
            TensorOp::TensorPad => {
                let src = self.tensor_of(op, operands[0])?;
                let es = self.elem_type(op, rt)?.bytes();
                let low_d = ctx.segment(op, 1).to_vec();
                let high_d = ctx.segment(op, 2).to_vec();
                let low = self.mixed_values(&ctx.i64_array(op, "static_low"), &low_d);
                let high = self.mixed_values(&ctx.i64_array(op, "static_high"), &high_d);
                for p in low.iter().chain(&high).copied() {
                    let bad = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, p, 0);
                    let fail = self.b.create_block();
                    let next = self.b.create_block();
                    self.b.ins().brif(bad, fail, &[], next, &[]);
                    self.b.switch_to_block(fail);
                    self.b.set_cold_block(fail);
                    let id = self.m.fault(op, format!("{name}: negative padding {{}}"));
                    let idv = self.iconst(types::I32, id as i64);
                    self.call_rt(op, "mj_fault_value", &[idv, p])?;
                    self.unwind();
                    self.b.switch_to_block(next);
                }
                let mut sizes = Vec::new();
                for k in 0..src.sizes.len() {
                    let a = self.b.ins().iadd(src.sizes[k], low[k]);
                    sizes.push(self.b.ins().iadd(a, high[k]));
                }
                let d = self.tensor_alloc(op, sizes, es)?;
                self.fill_by_region(op, &d, Some((&src, &low)))?;
                d.parts()
            }
            TensorOp::TensorConcat => {
                let dim = match ctx.get_attr(op, "dim").map(|a| ctx.attr(a)) {
                    Some(AttrData::Integer { value, .. }) => *value as usize,
                    _ => 0,
                };
                let es = self.elem_type(op, rt)?.bytes();
                let ins: Vec<Desc> = operands
                    .iter()
                    .map(|v| self.tensor_of(op, *v))
                    .collect::<Result<_, _>>()?;
                let r = ins[0].sizes.len();
                // The inputs agree outside `dim`.
                for t in &ins[1..] {
                    for k in (0..r).filter(|k| *k != dim) {
                        let bad = self
                            .b
                            .ins()
                            .icmp(IntCC::NotEqual, t.sizes[k], ins[0].sizes[k]);
                        let (a, b) = (ins[0].sizes[k], t.sizes[k]);
                        self.fault2_if(
                            op,
                            bad,
                            format!("{name}: inputs of sizes {{}} and {{}} in dimension {k} differ outside dimension {dim}"),
                            a,
                            b,
                        )?;
                    }
                }
                let mut sizes = ins[0].sizes.clone();
                let along: Vec<ir::Value> = ins.iter().map(|t| t.sizes[dim]).collect();
                let mut total = self.iconst(types::I64, 0);
                for a in &along {
                    total = self.b.ins().iadd(total, *a);
                }
                sizes[dim] = total;
                let mut cur = self.tensor_alloc(op, sizes, es)?;
                let zero = self.iconst(types::I64, 0);
                let one = self.iconst(types::I64, 1);
                let mut at = zero;
                for t in &ins {
                    // insert_slice of the input at `at` along `dim`.
                    let mut params = vec![zero; r];
                    params[dim] = at;
                    params.extend(t.sizes.iter().copied());
                    params.extend(std::iter::repeat_n(one, r));
                    let sizes_slot = self.spill(&cur.sizes.clone());
                    let params_slot = self.spill(&params);
                    let rank = self.iconst(types::I64, r as i64);
                    let esv = self.iconst(types::I64, es as i64);
                    let n = self.product(&t.sizes.clone());
                    let id = self.m.fault(op, format!("{name}: {{s}}"));
                    let fv = self.iconst(types::I32, id as i64);
                    let p = self.call_rt(
                        op,
                        "mj_tensor_slice",
                        &[
                            rank,
                            cur.aligned,
                            sizes_slot,
                            params_slot,
                            esv,
                            t.aligned,
                            n,
                            fv,
                        ],
                    )?[0];
                    self.unwind_if_null(p);
                    cur = self.tensor_desc_at(p, cur.sizes.clone());
                    at = self.b.ins().iadd(at, t.sizes[dim]);
                }
                cur.parts()
            }
            TensorOp::TensorYield => return Err(self.unsupported(op)),
        };
        self.set(res, parts);
        Ok(())
    }

    /// Fills the new tensor `d` element by element in row-major order: each element is the
    /// value `op`'s body yields for its indices (`tensor.generate`), or for `tensor.pad`
    /// (`pad`: the source and its low padding) the source's element where the indices fall
    /// inside it.
    fn fill_by_region(
        &mut self,
        op: Op,
        d: &Desc,
        pad: Option<(&Desc, &[ir::Value])>,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let rt = ctx.value_type(ctx.result(op, 0));
        let et = self.elem_type(op, rt)?;
        let elem = ctx.ty(rt).elem().unwrap_or(rt);
        let width = match ctx.ty(elem) {
            TypeData::Integer { width, .. } => *width,
            _ => 0,
        };
        let part_tys = self.parts(op, elem)?;
        let n = self.product(&d.sizes.clone());
        let header = self.b.create_block();
        let i = self.b.append_block_param(header, types::I64);
        let body = self.b.create_block();
        let store = self.b.create_block();
        for t in &part_tys {
            self.b.append_block_param(store, *t);
        }
        let exit = self.b.create_block();
        let zero = self.iconst(types::I64, 0);
        self.b.ins().jump(header, &[ir::BlockArg::Value(zero)]);
        self.b.switch_to_block(header);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, i, n);
        self.b.ins().brif(more, body, &[], exit, &[]);
        self.b.switch_to_block(body);
        // The indices of element `i`.
        let r = d.sizes.len();
        let mut idx = vec![zero; r];
        let mut rest = i;
        for k in (0..r).rev() {
            idx[k] = self.b.ins().srem(rest, d.sizes[k]);
            rest = self.b.ins().sdiv(rest, d.sizes[k]);
        }
        let region = ctx.regions(op)[0];
        if let Some((src, low)) = pad {
            let mut inside = self.iconst(types::I8, 1);
            let mut sidx = Vec::new();
            for k in 0..r {
                let rel = self.b.ins().isub(idx[k], low[k]);
                let ge = self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, rel, 0);
                let lt = self.b.ins().icmp(IntCC::SignedLessThan, rel, src.sizes[k]);
                let both = self.b.ins().band(ge, lt);
                inside = self.b.ins().band(inside, both);
                sidx.push(rel);
            }
            let from_src = self.b.create_block();
            let from_body = self.b.create_block();
            self.b.ins().brif(inside, from_src, &[], from_body, &[]);
            self.b.switch_to_block(from_src);
            let addr = self.element_addr(src, &sidx, et.bytes());
            let vals = self.load_parts(et, addr);
            self.b.ins().jump(store, &super::block_args(&vals));
            self.b.switch_to_block(from_body);
        }
        self.lower_nested(region, &idx, super::YieldTo::Merge(store))?;
        self.b.switch_to_block(store);
        let vals = self.b.block_params(store).to_vec();
        let off = self.b.ins().imul_imm_s(i, et.bytes() as i64);
        let addr = self.b.ins().iadd(d.aligned, off);
        self.store_parts(et, &vals, addr, width);
        let next = self.b.ins().iadd_imm_s(i, 1);
        self.b.ins().jump(header, &[ir::BlockArg::Value(next)]);
        self.b.switch_to_block(exit);
        Ok(())
    }

    /// Lowers bufferization's tensor ops.
    pub(super) fn lower_bufferization_tensor(
        &mut self,
        op: Op,
        kind: BufferizationOp,
    ) -> Result<(), Diagnostic> {
        let ctx = self.m.ctx;
        let operands = ctx.operands(op).to_vec();
        match kind {
            BufferizationOp::BufferizationToBuffer => {
                let d = self.tensor_of(op, operands[0])?;
                let mt = ctx.value_type(ctx.result(op, 0));
                let es = self.elem_type(op, mt)?.bytes();
                if let Ok(Some((o, st))) = ctx.memref_layout(mt) {
                    let contiguous = {
                        let shape = ctx.ty(mt).shape().unwrap_or(&[]);
                        let mut want = vec![1i64; shape.len()];
                        for k in (0..shape.len().saturating_sub(1)).rev() {
                            want[k] = if want[k + 1] == DYNAMIC || shape[k + 1] == DYNAMIC {
                                DYNAMIC
                            } else {
                                want[k + 1] * shape[k + 1]
                            };
                        }
                        (o == 0 || o == DYNAMIC)
                            && st.iter().zip(&want).all(|(a, b)| *a == DYNAMIC || a == b)
                    };
                    if !contiguous {
                        return Err(self.unsupported(op));
                    }
                }
                let new = self.tensor_dup(op, &d, es)?;
                let parts = if matches!(ctx.ty(mt), TypeData::UnrankedMemRef { .. }) {
                    self.unranked_of(op, &new.parts())?
                } else {
                    new.parts()
                };
                self.set(ctx.result(op, 0), parts);
            }
            BufferizationOp::BufferizationToTensor => {
                if self.is_unranked(operands[0]) {
                    return Err(self.unsupported(op));
                }
                let src = Desc::of(self.get(operands[0]));
                let es = self.elem_type(op, ctx.value_type(operands[0]))?.bytes();
                let new = self.tensor_alloc(op, src.sizes.clone(), es)?;
                self.copy_between(op, &src, &new, es)?;
                self.set(ctx.result(op, 0), new.parts());
            }
            BufferizationOp::BufferizationAllocTensor => {
                let rt = ctx.value_type(ctx.result(op, 0));
                let copy = ctx.segment(op, 1).to_vec();
                let parts = if let Some(c) = copy.first() {
                    self.get(*c).clone()
                } else {
                    let es = self.elem_type(op, rt)?.bytes();
                    let dyns = ctx.segment(op, 0).to_vec();
                    let sizes = self.tensor_sizes(op, rt, &dyns)?;
                    self.tensor_alloc(op, sizes, es)?.parts()
                };
                self.set(ctx.result(op, 0), parts);
            }
            BufferizationOp::BufferizationMaterializeInDestination => {
                let d = self.tensor_of(op, operands[0])?;
                let dt = ctx.value_type(operands[1]);
                if self.is_unranked(operands[1]) {
                    return Err(self.unsupported(op));
                }
                // The source's sizes are the destination's (the interpreter's message).
                let dest_sizes = Desc::of(self.get(operands[1])).sizes;
                let name = ctx.op_name(op).to_string();
                for (k, (a, b)) in d.sizes.iter().zip(&dest_sizes).enumerate() {
                    let bad = self.b.ins().icmp(IntCC::NotEqual, *a, *b);
                    let msg = format!(
                        "{name}: dimension {k} of the source has size {{}} but the destination {{}}"
                    );
                    self.fault2_if(op, bad, msg, *a, *b)?;
                }
                if self.is_tensor_type(dt) {
                    let p = d.parts();
                    self.set(ctx.result(op, 0), p);
                } else {
                    let es = self.elem_type(op, dt)?.bytes();
                    let dest = Desc::of(self.get(operands[1]));
                    self.copy_between(op, &d, &dest, es)?;
                }
            }
            // Tensor values are the engine's own: their storage outlives the op (the
            // interpreter's rule too); the memref.dealloc it bufferizes to frees for real.
            BufferizationOp::BufferizationDeallocTensor => {
                self.tensor_of(op, operands[0])?;
            }
            BufferizationOp::BufferizationClone | BufferizationOp::BufferizationDealloc => {
                return Err(self.unsupported(op))
            }
        }
        Ok(())
    }
}
