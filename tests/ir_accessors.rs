//! The typed accessors of `ir::ops` and the region-branch edges of `ir::interfaces` on parsed
//! IR: each reads the operand layout the op's custom form wrote.

use memref_jit::ir::interfaces::{region_branch_edges, region_entry_operands, RegionPoint};
use memref_jit::ir::ops::{
    AllocLikeOp, CondBranchOp, DeallocOp, ForOp, OffsetSizeStrideOp, OpFoldResult, SwitchOp,
    WhileOp,
};
use memref_jit::ir::{Context, Op, OpKind, Value};
use memref_jit::parse::{parse_module, ParseOptions};

const SRC: &str = r#"
func.func @f(%n: index, %m: memref<?xf32>, %c: i1, %x: i32, %s: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n)[%s] {alignment = 32 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %y = arith.addi %acc, %acc : i32
    scf.yield %y : i32
  }
  %w = scf.while (%b = %r) : (i32) -> i32 {
    scf.condition(%c) %b : i32
  } do {
  ^bb0(%b2: i32):
    scf.yield %b2 : i32
  }
  %v = memref.subview %m[%n] [4] [%s] : memref<?xf32> to memref<4xf32, strided<[?], offset: ?>>
  %o:2 = bufferization.dealloc (%m, %m : memref<?xf32>, memref<?xf32>) if (%c, %c) retain (%v, %m : memref<4xf32, strided<[?], offset: ?>>, memref<?xf32>)
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%w, %r : i32, i32)
^bb1(%p: i32):
  cf.switch %x : i32, [
    default: ^bb2(%p, %p : i32, i32),
    5: ^bb1(%r : i32),
    7: ^bb2(%w, %x : i32, i32)
  ]
^bb2(%q: i32, %q2: i32):
  return %q : i32
}
"#;

fn find(ctx: &Context, root: Op, kind: OpKind) -> Op {
    ctx.collect_ops(root)
        .into_iter()
        .find(|o| ctx.kind(*o) == kind)
        .unwrap_or_else(|| panic!("no {}", kind.name()))
}

fn arg(ctx: &Context, root: Op, i: usize) -> Value {
    let f = find(ctx, root, OpKind::FuncFunc);
    let b = ctx.entry_block(ctx.regions(f)[0]).unwrap();
    ctx.block_args(b)[i]
}

#[test]
fn accessors_read_the_layout() {
    let mut ctx = Context::new();
    let root = parse_module(&mut ctx, SRC, &ParseOptions::default()).expect("parses");
    let (n, m, c, x, s) = (
        arg(&ctx, root, 0),
        arg(&ctx, root, 1),
        arg(&ctx, root, 2),
        arg(&ctx, root, 3),
        arg(&ctx, root, 4),
    );

    let alloc = AllocLikeOp::of(&ctx, find(&ctx, root, OpKind::MemRefAlloc)).unwrap();
    assert_eq!(alloc.dynamic_sizes(&ctx), &[n]);
    assert_eq!(alloc.symbols(&ctx), &[s]);
    assert_eq!(alloc.alignment(&ctx), Some(32));
    assert!(AllocLikeOp::of(&ctx, alloc.0).is_some());
    assert!(ForOp::of(&ctx, alloc.0).is_none());

    let for_op = ForOp::of(&ctx, find(&ctx, root, OpKind::ScfFor)).unwrap();
    assert_eq!(for_op.upper_bound(&ctx), n);
    assert_eq!(for_op.inits(&ctx), &[x]);
    assert_eq!(for_op.region_iter_args(&ctx).len(), 1);
    assert_ne!(for_op.induction_var(&ctx), for_op.region_iter_args(&ctx)[0]);

    let sv = OffsetSizeStrideOp::of(&ctx, find(&ctx, root, OpKind::MemRefSubView)).unwrap();
    assert_eq!(sv.source(&ctx), m);
    assert_eq!(sv.mixed_offsets(&ctx), vec![OpFoldResult::Dynamic(n)]);
    assert_eq!(sv.mixed_sizes(&ctx), vec![OpFoldResult::Static(4)]);
    assert_eq!(sv.mixed_strides(&ctx), vec![OpFoldResult::Dynamic(s)]);

    let d = DeallocOp::of(&ctx, find(&ctx, root, OpKind::BufferizationDealloc)).unwrap();
    assert_eq!(d.memrefs(&ctx), &[m, m]);
    assert_eq!(d.conditions(&ctx), &[c, c]);
    assert_eq!(d.retained(&ctx), &[ctx.result(sv.0, 0), m]);

    let br = CondBranchOp::of(&ctx, find(&ctx, root, OpKind::CfCondBr)).unwrap();
    let w = ctx.result(find(&ctx, root, OpKind::ScfWhile), 0);
    let r = ctx.result(for_op.0, 0);
    assert_eq!(br.condition(&ctx), c);
    assert_eq!(br.true_operands(&ctx), &[x]);
    assert_eq!(br.false_operands(&ctx), &[w, r]);

    let sw = SwitchOp::of(&ctx, find(&ctx, root, OpKind::CfSwitch)).unwrap();
    let p = ctx.block_args(ctx.op_block(sw.0).unwrap())[0];
    assert_eq!(sw.flag(&ctx), x);
    assert_eq!(sw.default_operands(&ctx), &[p, p]);
    assert_eq!(sw.case_operands(&ctx, 0), &[r]);
    assert_eq!(sw.case_operands(&ctx, 1), &[w, x]);
    assert_eq!(sw.case_operands(&ctx, 2), &[] as &[Value]);
}

#[test]
fn region_branch_edges_of_loops() {
    let mut ctx = Context::new();
    let root = parse_module(&mut ctx, SRC, &ParseOptions::default()).expect("parses");
    let x = arg(&ctx, root, 3);
    let for_op = ForOp(find(&ctx, root, OpKind::ScfFor));
    let iter = for_op.region_iter_args(&ctx)[0];
    let r = ctx.result(for_op.0, 0);
    let yielded = ctx.operand(ctx.last_op(for_op.body(&ctx)).unwrap(), 0);
    let edges: Vec<_> = region_branch_edges(&ctx, for_op.0)
        .into_iter()
        .map(|e| (e.from, e.to, e.pairs))
        .collect();
    use RegionPoint::{Parent, Region};
    assert_eq!(
        edges,
        vec![
            (Parent, Region(0), vec![(x, iter)]),
            (Parent, Parent, vec![(x, r)]),
            (Region(0), Region(0), vec![(yielded, iter)]),
            (Region(0), Parent, vec![(yielded, r)]),
        ]
    );
    assert_eq!(region_entry_operands(&ctx, for_op.0), &[x]);

    let wh = WhileOp::of(&ctx, find(&ctx, root, OpKind::ScfWhile)).unwrap();
    assert_eq!(wh.inits(&ctx), &[r]);
    let before = ctx.entry_block(wh.before(&ctx)).unwrap();
    let after = ctx.entry_block(wh.after(&ctx)).unwrap();
    let (b, b2) = (ctx.block_args(before)[0], ctx.block_args(after)[0]);
    let w = ctx.result(wh.0, 0);
    let edges: Vec<_> = region_branch_edges(&ctx, wh.0)
        .into_iter()
        .map(|e| (e.from, e.to, e.pairs))
        .collect();
    assert_eq!(
        edges,
        vec![
            (Parent, Region(0), vec![(r, b)]),
            (Region(0), Region(1), vec![(b, b2)]),
            (Region(0), Parent, vec![(b, w)]),
            (Region(1), Region(0), vec![(b2, b)]),
        ]
    );
}
