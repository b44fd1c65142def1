//! Prints IR arena statistics: `cargo run --release --example ir_stats -- FILE [--no-pipeline]`.
//! The op count of the parsed module, then (unless `--no-pipeline`) the counts after the
//! deallocation pipeline. The comparison scripts divide peak memory by these counts.

fn main() {
    let path = std::env::args().nth(1).expect("file");
    let pipeline = !std::env::args().any(|a| a == "--no-pipeline");
    let text = std::fs::read_to_string(&path).expect("read");
    let mut ctx = memref_jit::ir::Context::new();
    let top = memref_jit::parse::parse_module(&mut ctx, &text, &Default::default()).expect("parse");
    println!("ops parsed {}", ctx.collect_ops(top).len());
    if !pipeline {
        return;
    }
    let mut pm = memref_jit::passes::PassManager {
        pipeline: memref_jit::passes::parse_pipeline(
            "builtin.module(buffer-deallocation-pipeline)",
        )
        .expect("pipeline"),
        ..Default::default()
    };
    pm.run(&mut ctx, top, &Default::default()).1.expect("run");
    let live = ctx.collect_ops(top).len();
    println!(
        "ops created {}, live {}; values {}; blocks {}; sizeof(OpData) {}",
        ctx.num_ops(),
        live,
        ctx.num_values(),
        ctx.num_blocks(),
        std::mem::size_of::<memref_jit::ir::OpData>()
    );
}
