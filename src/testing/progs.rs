//! Random well-formed memref programs with a `@main` that prints a checksum, for differential
//! testing of the deallocation pipeline (interpreter before vs. after, memory checker clean).

use std::fmt::Write;

/// A small deterministic PRNG (xorshift64*).
pub struct Rng(u64);

impl Rng {
    /// Seeds the generator.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    /// Next value.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A value in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    /// Buffers visible in the current scope (all `memref<4xi64>`).
    bufs: Vec<String>,
    /// Buffers that may be written: allocated here and never passed to a call. The pipeline's
    /// function ABI returns clones of non-owned buffers, so a write to a buffer that a call
    /// result may alias would see different aliasing before and after deallocation (upstream
    /// does the same).
    writable: Vec<String>,
    indent: usize,
    /// Also emit loops made of branches ([`random_cf_loop_program`]); off, the generator
    /// draws exactly the numbers it always drew, so existing seeds keep their programs.
    cf_loops: bool,
}

impl Gen {
    fn fresh(&mut self, p: &str) -> String {
        self.next += 1;
        format!("%{p}{}", self.next)
    }
    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }
    /// Back to the enclosing scope: its buffers, and those of its writable buffers that are
    /// still writable (one may have been passed to a call inside).
    fn leave_scope(&mut self, bufs: Vec<String>, writable: Vec<String>) {
        self.bufs = bufs;
        self.writable = writable
            .into_iter()
            .filter(|w| self.writable.contains(w))
            .collect();
    }
    /// `b` gets an alias (a call argument, an `iter_args` init, a `select` or `scf.if`
    /// operand): writing it could then change what the alias shows differently before and
    /// after the pipeline (which may pass clones instead), so it is no longer writable.
    fn aliased(&mut self, b: &str) {
        self.writable.retain(|w| w != b);
    }
    fn pick(&mut self) -> String {
        let i = self.rng.below(self.bufs.len() as u64) as usize;
        self.bufs[i].clone()
    }
    /// A new buffer filled with a value derived from `seed`.
    fn alloc(&mut self, seed: &str) -> String {
        let b = self.fresh("b");
        self.writable.push(b.clone());
        let (attr, align) = self.alignment();
        self.line(&format!("{b} = memref.alloc(){attr} : memref<4xi64>"));
        self.check_aligned(&b, align);
        self.fill(&b, seed);
        b
    }
    /// Now and then an `alignment` attribute (64, 128 or 4096 bytes) and its value.
    fn alignment(&mut self) -> (String, u64) {
        if !self.rng.chance(15) {
            return (String::new(), 0);
        }
        let a = [64, 128, 4096][self.rng.below(3) as usize];
        (format!(" {{alignment = {a}}}"), a)
    }
    /// Asserts that `b`'s aligned pointer is a multiple of `align` (nothing for 0): an engine
    /// that ignores the attribute fails the `cf.assert`.
    fn check_aligned(&mut self, b: &str, align: u64) {
        if align == 0 {
            return;
        }
        let (p, a, r, ok) = (
            self.fresh("ptr"),
            self.fresh("align"),
            self.fresh("rem"),
            self.fresh("ok"),
        );
        self.line(&format!(
            "{p} = memref.extract_aligned_pointer_as_index {b} : memref<4xi64> -> index"
        ));
        self.line(&format!("{a} = arith.constant {align} : index"));
        self.line(&format!("{r} = arith.remui {p}, {a} : index"));
        self.line(&format!("{ok} = arith.cmpi eq, {r}, %c0 : index"));
        self.line(&format!("cf.assert {ok}, \"misaligned {b}\""));
    }
    /// Stores `v` to every element of `b`: windows may read any of them, and upstream's
    /// malloc does not zero memory as our runtime does.
    fn fill(&mut self, b: &str, v: &str) {
        for c in ["%c0", "%c1", "%c2", "%c3"] {
            self.line(&format!("memref.store {v}, {b}[{c}] : memref<4xi64>"));
        }
    }
    fn load(&mut self, b: &str) -> String {
        let v = self.fresh("v");
        self.line(&format!("{v} = memref.load {b}[%c0] : memref<4xi64>"));
        v
    }
    /// Emits statements; `acc` is the running checksum value name, returned updated.
    fn stmts(&mut self, depth: u32, mut acc: String, n: u32) -> String {
        for _ in 0..n {
            // Only in cf-loop mode: no extra draw otherwise.
            if self.cf_loops && self.rng.chance(35) {
                if depth > 0 && self.rng.chance(80) {
                    acc = self.cf_loop(depth, acc);
                } else {
                    // A private function whose cf loop returns a buffer.
                    let x = self.pick();
                    self.aliased(&x);
                    let r = self.fresh("r");
                    let n = self.rng.below(4);
                    self.line(&format!(
                        "{r} = func.call @cfloop({x}, %c{n}) : (memref<4xi64>, index) -> memref<4xi64>"
                    ));
                    self.bufs.push(r);
                }
                continue;
            }
            match self.rng.below(26) {
                24 if depth > 0 => {
                    // A scratch buffer per iteration (static, or dynamic with a size from
                    // outside), used only there: buffer-loop-hoisting takes it out of the loop,
                    // promote-buffers-to-stack puts it on the stack.
                    let (r, i, x, t) = (
                        self.fresh("sr"),
                        self.fresh("si"),
                        self.fresh("sx"),
                        self.fresh("st"),
                    );
                    let n = 1 + self.rng.below(3);
                    self.line(&format!(
                        "{r} = scf.for {i} = %c0 to %c{n} step %c1 iter_args({x} = {acc}) -> (i64) {{"
                    ));
                    self.indent += 1;
                    let v = if self.rng.chance(50) {
                        self.line(&format!("{t} = memref.alloc() : memref<4xi64>"));
                        self.fill(&t, &x);
                        self.load(&t)
                    } else {
                        let k = 1 + self.rng.below(3);
                        let v = self.fresh("v");
                        self.line(&format!("{t} = memref.alloc(%c{k}) : memref<?xi64>"));
                        self.line(&format!("memref.store {x}, {t}[%c0] : memref<?xi64>"));
                        self.line(&format!("{v} = memref.load {t}[%c0] : memref<?xi64>"));
                        v
                    };
                    let a = self.fresh("a");
                    self.line(&format!("{a} = arith.addi {x}, {v} : i64"));
                    self.line(&format!("scf.yield {a} : i64"));
                    self.indent -= 1;
                    self.line("}");
                    acc = r;
                }
                0 | 1 => {
                    let b = self.alloc(&acc);
                    self.bufs.push(b);
                }
                2 => {
                    let b = self.pick();
                    let v = self.load(&b);
                    let a = self.fresh("a");
                    self.line(&format!("{a} = arith.addi {acc}, {v} : i64"));
                    acc = a;
                }
                3 if !self.writable.is_empty() => {
                    let i = self.rng.below(self.writable.len() as u64) as usize;
                    let b = self.writable[i].clone();
                    self.line(&format!("memref.store {acc}, {b}[%c3] : memref<4xi64>"));
                }
                4 if depth > 0 => {
                    // scf.if yielding a buffer: fresh in one branch, existing in the other.
                    let c = self.fresh("cond");
                    self.line(&format!("{c} = arith.cmpi slt, {acc}, %k50 : i64"));
                    let r = self.fresh("r");
                    let other = self.pick();
                    self.aliased(&other);
                    self.line(&format!("{r} = scf.if {c} -> (memref<4xi64>) {{"));
                    self.indent += 1;
                    let saved = self.bufs.clone();
                    let saved_w = self.writable.clone();
                    let a2 = self.stmts(depth - 1, acc.clone(), 2);
                    let nb = self.alloc(&a2);
                    self.line(&format!("scf.yield {nb} : memref<4xi64>"));
                    self.leave_scope(saved, saved_w);
                    self.indent -= 1;
                    self.line("} else {");
                    self.indent += 1;
                    self.line(&format!("scf.yield {other} : memref<4xi64>"));
                    self.indent -= 1;
                    self.line("}");
                    self.bufs.push(r);
                }
                5 if depth > 0 => {
                    // scf.for carrying a buffer.
                    let init = self.pick();
                    self.aliased(&init);
                    let r = self.fresh("r");
                    let it = self.fresh("it");
                    let i = self.fresh("i");
                    let n = 1 + self.rng.below(3);
                    self.line(&format!("{r} = scf.for {i} = %c0 to %c{n} step %c1 iter_args({it} = {init}) -> (memref<4xi64>) {{"));
                    self.indent += 1;
                    let saved = self.bufs.clone();
                    let saved_w = self.writable.clone();
                    self.bufs.push(it.clone());
                    let v = self.load(&it);
                    let a2 = self.stmts(depth - 1, v, 2);
                    let y = if self.rng.chance(60) {
                        self.alloc(&a2)
                    } else {
                        it.clone()
                    };
                    self.line(&format!("scf.yield {y} : memref<4xi64>"));
                    self.leave_scope(saved, saved_w);
                    self.indent -= 1;
                    self.line("}");
                    self.bufs.push(r);
                }
                6 => {
                    let (x, y) = (self.pick(), self.pick());
                    self.aliased(&x);
                    self.aliased(&y);
                    let c = self.fresh("cond");
                    self.line(&format!("{c} = arith.cmpi sgt, {acc}, %k50 : i64"));
                    let s = self.fresh("s");
                    self.line(&format!("{s} = arith.select {c}, {x}, {y} : memref<4xi64>"));
                    self.bufs.push(s);
                }
                7 => {
                    let x = self.pick();
                    self.aliased(&x);
                    let r = self.fresh("r");
                    let f = if self.rng.chance(50) {
                        "@fresh"
                    } else {
                        "@ident"
                    };
                    self.line(&format!(
                        "{r} = func.call {f}({x}) : (memref<4xi64>) -> memref<4xi64>"
                    ));
                    self.bufs.push(r);
                }
                9 if depth > 0 => {
                    // scf.while carrying a buffer and a counter.
                    let init = self.pick();
                    self.aliased(&init);
                    let (r, cnt, b, i, nb2) = (
                        self.fresh("r"),
                        self.fresh("n"),
                        self.fresh("wb"),
                        self.fresh("wi"),
                        self.fresh("wn"),
                    );
                    let _ = nb2;
                    self.line(&format!("{r}:2 = scf.while ({i} = %c0, {b} = {init}) : (index, memref<4xi64>) -> (index, memref<4xi64>) {{"));
                    self.indent += 1;
                    let cond = self.fresh("cond");
                    self.line(&format!("{cond} = arith.cmpi slt, {i}, %c2 : index"));
                    self.line(&format!(
                        "scf.condition({cond}) {i}, {b} : index, memref<4xi64>"
                    ));
                    self.indent -= 1;
                    self.line("} do {");
                    self.line(&format!("^bb0({i}: index, {b}: memref<4xi64>):"));
                    self.indent += 1;
                    let saved = self.bufs.clone();
                    let saved_w = self.writable.clone();
                    self.bufs.push(b.clone());
                    let v = self.load(&b);
                    let a2 = self.stmts(depth - 1, v, 1);
                    let y = if self.rng.chance(60) {
                        self.alloc(&a2)
                    } else {
                        b.clone()
                    };
                    self.line(&format!("{cnt} = arith.addi {i}, %c1 : index"));
                    self.line(&format!("scf.yield {cnt}, {y} : index, memref<4xi64>"));
                    self.leave_scope(saved, saved_w);
                    self.indent -= 1;
                    self.line("}");
                    self.bufs.push(format!("{r}#1"));
                }
                10 => {
                    // realloc of a fresh copy (the pipeline expands it).
                    let x = self.pick();
                    let src = self.fresh("rs");
                    self.line(&format!("{src} = memref.alloc() : memref<4xi64>"));
                    self.line(&format!(
                        "memref.copy {x}, {src} : memref<4xi64> to memref<4xi64>"
                    ));
                    let g = self.fresh("rg");
                    self.line(&format!(
                        "{g} = memref.realloc {src} : memref<4xi64> to memref<8xi64>"
                    ));
                    let v = self.fresh("v");
                    self.line(&format!("{v} = memref.load {g}[%c3] : memref<8xi64>"));
                    let a = self.fresh("a");
                    self.line(&format!("{a} = arith.addi {acc}, {v} : i64"));
                    acc = a;
                }
                11 => {
                    // Stack and global buffers take part too.
                    let s = self.fresh("st");
                    if self.rng.chance(50) {
                        let (attr, align) = self.alignment();
                        self.line(&format!("{s} = memref.alloca(){attr} : memref<4xi64>"));
                        self.check_aligned(&s, align);
                        self.fill(&s, &acc);
                    } else {
                        self.line(&format!("{s} = memref.get_global @g : memref<4xi64>"));
                    }
                    self.bufs.push(s);
                }
                12 if depth > 0 => {
                    let r = self.fresh("r");
                    self.line(&format!("{r} = scf.execute_region -> memref<4xi64> {{"));
                    self.indent += 1;
                    let saved = self.bufs.clone();
                    let saved_w = self.writable.clone();
                    let nb = self.alloc(&acc);
                    self.line(&format!("scf.yield {nb} : memref<4xi64>"));
                    self.leave_scope(saved, saved_w);
                    self.indent -= 1;
                    self.line("}");
                    self.bufs.push(r);
                }
                14 => {
                    // An unranked round trip: returned from a call as memref<*xi64>, cast
                    // back (each unranked value keeps its own descriptor).
                    let x = self.pick();
                    self.aliased(&x);
                    let (u, r) = (self.fresh("u"), self.fresh("r"));
                    self.line(&format!(
                        "{u} = func.call @unrank({x}) : (memref<4xi64>) -> memref<*xi64>"
                    ));
                    self.line(&format!(
                        "{r} = memref.cast {u} : memref<*xi64> to memref<4xi64>"
                    ));
                    self.bufs.push(r);
                }
                15 => {
                    // Views ending exactly at the buffer's end: a reinterpret_cast with a
                    // static offset and a subview with dynamic offset and size.
                    let x = self.pick();
                    let k = self.rng.below(4);
                    let n = 4 - k;
                    let (rc, v) = (self.fresh("rc"), self.fresh("v"));
                    let t = format!("memref<{n}xi64, strided<[1], offset: {k}>>");
                    self.line(&format!(
                        "{rc} = memref.reinterpret_cast {x} to offset: [{k}], sizes: [{n}], strides: [1] : memref<4xi64> to {t}"
                    ));
                    self.line(&format!("{v} = memref.load {rc}[%c{}] : {t}", n - 1));
                    // Size 4 - k; the last element is at index 3 - k.
                    let (o, last, sz, dv, w) = (
                        self.fresh("o"),
                        self.fresh("last"),
                        self.fresh("sz"),
                        self.fresh("dv"),
                        self.fresh("w"),
                    );
                    let dt = "memref<?xi64, strided<[1], offset: ?>>";
                    self.line(&format!("{o} = arith.constant {k} : index"));
                    self.line(&format!("{last} = arith.subi %c3, {o} : index"));
                    self.line(&format!("{sz} = arith.addi {last}, %c1 : index"));
                    self.line(&format!(
                        "{dv} = memref.subview {x}[{o}] [{sz}] [1] : memref<4xi64> to {dt}"
                    ));
                    self.line(&format!("{w} = memref.load {dv}[{last}] : {dt}"));
                    let (a, a2) = (self.fresh("a"), self.fresh("a"));
                    self.line(&format!("{a} = arith.addi {acc}, {v} : i64"));
                    self.line(&format!("{a2} = arith.addi {a}, {w} : i64"));
                    acc = a2;
                }
                16 if depth > 0 && self.rng.chance(30) => {
                    // A deep nest of execute_regions passing a buffer (fresh at the bottom
                    // or an existing one) up through every level.
                    let levels = 2 + self.rng.below(40) as usize;
                    let names: Vec<String> = (0..levels).map(|_| self.fresh("nest")).collect();
                    let saved = self.bufs.clone();
                    let saved_w = self.writable.clone();
                    let x = self.pick();
                    self.aliased(&x);
                    for r in &names {
                        self.line(&format!("{r} = scf.execute_region -> memref<4xi64> {{"));
                        self.indent += 1;
                    }
                    let y = if self.rng.chance(50) {
                        self.alloc(&acc)
                    } else {
                        x
                    };
                    self.line(&format!("scf.yield {y} : memref<4xi64>"));
                    for r in names[1..].iter().rev() {
                        self.indent -= 1;
                        self.line("}");
                        self.line(&format!("scf.yield {r} : memref<4xi64>"));
                    }
                    self.indent -= 1;
                    self.line("}");
                    self.leave_scope(saved, saved_w);
                    self.bufs.push(names[0].clone());
                }
                17 => acc = self.scalar_chain(&acc),
                20 if self.rng.chance(30) => acc = self.narrow_loop(&acc),
                23 => acc = self.memref_shapes(&acc),
                25 => acc = self.vector_code(&acc),
                18 if depth > 0 => acc = self.consecutive_ifs(&acc),
                19 => {
                    // A cast that erases the shape, loaded through; a subview whose offset and
                    // size are constant operands (both folded by canonicalize).
                    let x = self.pick();
                    let (dc, v, o, sz, sv, w) = (
                        self.fresh("dc"),
                        self.fresh("v"),
                        self.fresh("o"),
                        self.fresh("sz"),
                        self.fresh("sv"),
                        self.fresh("w"),
                    );
                    let k = self.rng.below(3);
                    self.line(&format!(
                        "{dc} = memref.cast {x} : memref<4xi64> to memref<?xi64>"
                    ));
                    self.line(&format!("{v} = memref.load {dc}[%c{k}] : memref<?xi64>"));
                    let dt = "memref<?xi64, strided<[1], offset: ?>>";
                    self.line(&format!("{o} = arith.constant {k} : index"));
                    self.line(&format!("{sz} = arith.constant {} : index", 4 - k));
                    self.line(&format!(
                        "{sv} = memref.subview {x}[{o}] [{sz}] [1] : memref<4xi64> to {dt}"
                    ));
                    self.line(&format!("{w} = memref.load {sv}[%c0] : {dt}"));
                    let (a, a2) = (self.fresh("a"), self.fresh("a"));
                    self.line(&format!("{a} = arith.addi {acc}, {v} : i64"));
                    self.line(&format!("{a2} = arith.addi {a}, {w} : i64"));
                    acc = a2;
                }
                // Not in the function's own block: upstream's ownership pass crashes on an
                // op it rebuilds (a loop with iter_args) followed by a branch in that block
                // (ownership/upstream-crash-rebuilt-op-then-branch.mlir), which would take
                // these programs out of the comparison with upstream.
                21 if depth < 2 && self.rng.chance(50) => acc = self.jam_nest(&acc),
                21 if depth < 2 => acc = self.reduction_nest(&acc),
                // Nested only, as the reduction nest (upstream's ownership pass crashes on a
                // rebuilt parallel loop followed by a branch).
                22 if depth < 2 => acc = self.parallel_and_switch(&acc),
                // Nested only, as the reduction nest.
                20 if depth < 2 => acc = self.region_patterns(&acc),
                13 if !self.writable.is_empty() => {
                    // An elementwise loop from a window of one buffer to a window of a
                    // writable one, which may be the same buffer, overlapping (the JIT
                    // vectorises it when no store overlaps another access).
                    let x = self.pick();
                    let i = self.rng.below(self.writable.len() as u64) as usize;
                    let w = if self.rng.chance(40) && self.writable.contains(&x) {
                        x.clone()
                    } else {
                        self.writable[i].clone()
                    };
                    let n = 1 + self.rng.below(4);
                    let (ox, ow) = (self.rng.below(5 - n), self.rng.below(5 - n));
                    let window = |o: u64| format!("memref<{n}xi64, strided<[1], offset: {o}>>");
                    let (sx, sw, cn, j) = (
                        self.fresh("ex"),
                        self.fresh("ew"),
                        self.fresh("cn"),
                        self.fresh("j"),
                    );
                    self.line(&format!(
                        "{sx} = memref.subview {x}[{ox}] [{n}] [1] : memref<4xi64> to {}",
                        window(ox)
                    ));
                    self.line(&format!(
                        "{sw} = memref.subview {w}[{ow}] [{n}] [1] : memref<4xi64> to {}",
                        window(ow)
                    ));
                    self.line(&format!("{cn} = arith.constant {n} : index"));
                    self.line(&format!("scf.for {j} = %c0 to {cn} step %c1 {{"));
                    self.indent += 1;
                    let (a, b, c) = (self.fresh("ea"), self.fresh("eb"), self.fresh("ec"));
                    self.line(&format!("{a} = memref.load {sx}[{j}] : {}", window(ox)));
                    let ops = ["addi", "subi", "muli", "xori", "andi", "ori"];
                    let op1 = ops[self.rng.below(ops.len() as u64) as usize];
                    let op2 = ops[self.rng.below(ops.len() as u64) as usize];
                    self.line(&format!("{b} = arith.{op1} {a}, {acc} : i64"));
                    self.line(&format!("{c} = arith.{op2} {b}, {a} : i64"));
                    self.line(&format!("memref.store {c}, {sw}[{j}] : {}", window(ow)));
                    self.indent -= 1;
                    self.line("}");
                }
                _ => {
                    let x = self.pick();
                    let sv = self.fresh("sv");
                    self.line(&format!("{sv} = memref.subview {x}[1] [3] [1] : memref<4xi64> to memref<3xi64, strided<[1], offset: 1>>"));
                    let v = self.fresh("v");
                    self.line(&format!(
                        "{v} = memref.load {sv}[%c2] : memref<3xi64, strided<[1], offset: 1>>"
                    ));
                    let a = self.fresh("a");
                    self.line(&format!("{a} = arith.addi {acc}, {v} : i64"));
                    acc = a;
                }
            }
        }
        acc
    }
}

impl Gen {
    /// Vector code on a buffer (one of): a vector load, elementwise arithmetic with the
    /// broadcast checksum and a reduction (stored back when the buffer is writable); a loop of
    /// 2-element loads reduced into the checksum; a transfer_read whose last lane is past the
    /// end (the padding) and a masked load, shuffled and reduced; a transfer_write whose lanes
    /// past the end are dropped, read back element by element; a `vector.mask`ed reduction or
    /// multi-reduction under a constant mask; a `vector.scan`, inclusive or exclusive. Returns
    /// the new checksum.
    fn vector_code(&mut self, acc: &str) -> String {
        let x = self.pick();
        let kinds = [
            "add", "mul", "xor", "and", "or", "maxsi", "minsi", "maxui", "minui",
        ];
        let kind = kinds[self.rng.below(kinds.len() as u64) as usize];
        let m4 = "memref<4xi64>";
        let v4 = "vector<4xi64>";
        let r = self.fresh("vr");
        match self.rng.below(6) {
            4 => {
                // Masked off lanes leave the reduction (upstream's llvm.vp.reduce.*).
                let (v, mk) = (self.fresh("vv"), self.fresh("vm"));
                let n = self.rng.below(5);
                self.line(&format!("{v} = vector.load {x}[%c0] : {m4}, {v4}"));
                if self.rng.chance(50) {
                    self.line(&format!("{mk} = vector.constant_mask [{n}] : vector<4xi1>"));
                    let with_acc = if self.rng.chance(50) {
                        format!(", {acc}")
                    } else {
                        String::new()
                    };
                    self.line(&format!(
                        "{r} = vector.mask {mk} {{ vector.reduction <{kind}>, {v}{with_acc} : {v4} into i64 }} : vector<4xi1> -> i64"
                    ));
                } else {
                    let (sq, b2, mr, v2) = (
                        self.fresh("vq"),
                        self.fresh("vb"),
                        self.fresh("vr"),
                        "vector<2xi64>",
                    );
                    // (A zero size zeroes the other: the verifier wants both then.)
                    let k = self.rng.below(3);
                    let cols = if k == 0 { 0 } else { 1 + self.rng.below(2) };
                    self.line(&format!(
                        "{sq} = vector.shape_cast {v} : {v4} to vector<2x2xi64>"
                    ));
                    self.line(&format!("{b2} = vector.broadcast {acc} : i64 to {v2}"));
                    self.line(&format!(
                        "{mk} = vector.constant_mask [{k}, {cols}] : vector<2x2xi1>"
                    ));
                    self.line(&format!(
                        "{mr} = vector.mask {mk} {{ vector.multi_reduction <{kind}>, {sq}, {b2} [1] : vector<2x2xi64> to {v2} }} : vector<2x2xi1> -> {v2}"
                    ));
                    self.line(&format!(
                        "{r} = vector.reduction <add>, {mr} : {v2} into i64"
                    ));
                }
            }
            5 => {
                // An inclusive scan starts from the first element, an exclusive one from the
                // initial value (upstream's lowering).
                let (v, i0, sc, e) = (
                    self.fresh("vv"),
                    self.fresh("vi"),
                    self.fresh("vs"),
                    self.fresh("ve"),
                );
                let inclusive = self.rng.chance(50);
                self.line(&format!("{v} = vector.load {x}[%c0] : {m4}, {v4}"));
                self.line(&format!(
                    "{i0} = vector.broadcast {acc} : i64 to vector<i64>"
                ));
                self.line(&format!(
                    "{sc}:2 = vector.scan <{kind}>, {v}, {i0} {{inclusive = {inclusive}, reduction_dim = 0}} : {v4}, vector<i64>"
                ));
                self.line(&format!(
                    "{e} = vector.extract {sc}#1[] : i64 from vector<i64>"
                ));
                self.line(&format!(
                    "{r} = vector.reduction <xor>, {sc}#0, {e} : {v4} into i64"
                ));
            }
            0 => {
                let (v, b, e) = (self.fresh("vv"), self.fresh("vb"), self.fresh("ve"));
                let ops = ["addi", "subi", "muli", "xori", "maxsi", "minui", "andi"];
                let op = ops[self.rng.below(ops.len() as u64) as usize];
                self.line(&format!("{v} = vector.load {x}[%c0] : {m4}, {v4}"));
                self.line(&format!("{b} = vector.broadcast {acc} : i64 to {v4}"));
                self.line(&format!("{e} = arith.{op} {v}, {b} : {v4}"));
                if !self.writable.is_empty() && self.rng.chance(50) {
                    let i = self.rng.below(self.writable.len() as u64) as usize;
                    let w = self.writable[i].clone();
                    self.line(&format!("vector.store {e}, {w}[%c0] : {m4}, {v4}"));
                }
                self.line(&format!(
                    "{r} = vector.reduction <{kind}>, {e} : {v4} into i64"
                ));
            }
            1 => {
                let (i, it, v) = (self.fresh("vi"), self.fresh("vs"), self.fresh("vv"));
                self.line(&format!(
                    "{r} = scf.for {i} = %c0 to %c3 step %c2 iter_args({it} = {acc}) -> (i64) {{"
                ));
                self.indent += 1;
                let t = self.fresh("vt");
                self.line(&format!("{v} = vector.load {x}[{i}] : {m4}, vector<2xi64>"));
                self.line(&format!(
                    "{t} = vector.reduction <{kind}>, {v}, {it} : vector<2xi64> into i64"
                ));
                self.line(&format!("scf.yield {t} : i64"));
                self.indent -= 1;
                self.line("}");
            }
            2 => {
                let (v, mk, pt, ml, sh) = (
                    self.fresh("vv"),
                    self.fresh("vm"),
                    self.fresh("vp"),
                    self.fresh("vl"),
                    self.fresh("vh"),
                );
                let n = self.rng.below(5);
                self.line(&format!(
                    "{v} = vector.transfer_read {x}[%c1], {acc} : {m4}, {v4}"
                ));
                self.line(&format!("{mk} = vector.constant_mask [{n}] : vector<4xi1>"));
                self.line(&format!("{pt} = vector.broadcast {acc} : i64 to {v4}"));
                self.line(&format!(
                    "{ml} = vector.maskedload {x}[%c0], {mk}, {pt} : {m4}, vector<4xi1>, {v4} into {v4}"
                ));
                self.line(&format!(
                    "{sh} = vector.shuffle {v}, {ml} [7, 0, 5, 2] : {v4}, {v4}"
                ));
                self.line(&format!(
                    "{r} = vector.reduction <{kind}>, {sh} : {v4} into i64"
                ));
            }
            _ => {
                let b = self.alloc(acc);
                let (f, ld, e) = (self.fresh("vf"), self.fresh("vv"), self.fresh("vx"));
                let k = self.rng.below(4);
                self.line(&format!(
                    "{f} = vector.from_elements {acc}, {acc}, {acc}, {acc} : {v4}"
                ));
                self.line(&format!(
                    "vector.transfer_write {f}, {b}[%c{k}] : {v4}, {m4}"
                ));
                self.line(&format!("{ld} = vector.load {b}[%c0] : {m4}, {v4}"));
                self.line(&format!("{e} = vector.extract {ld}[3] : i64 from {v4}"));
                self.line(&format!("{r} = arith.addi {e}, {acc} : i64"));
                self.bufs.push(b);
            }
        }
        let a = self.fresh("a");
        self.line(&format!("{a} = arith.addi {acc}, {r} : i64"));
        a
    }

    /// A loop made of branches (cf-loop mode): a header `^h` with a counter, one to three
    /// buffers and the checksum as block arguments, exiting to `^e` while the counter is below
    /// 0..3; a body of random statements (nested cf loops included), sometimes an exit in
    /// its middle, and one or two back edges carrying each buffer on (kept, swapped with
    /// another, freshly allocated, or a buffer of the body or from before the loop). In
    /// *swap* mode two fresh buffers trade places every iteration, the body writing one from
    /// the other (double buffering). Inside a region op the loop is wrapped in an
    /// `scf.execute_region` yielding the checksum and a buffer. Returns the new checksum.
    fn cf_loop(&mut self, depth: u32, acc: String) -> String {
        let wrap = self.indent > 1;
        let region = wrap.then(|| self.fresh("cr"));
        if let Some(r) = &region {
            self.line(&format!(
                "{r}:2 = scf.execute_region -> (i64, memref<4xi64>) {{"
            ));
            self.indent += 1;
        }
        let swap = self.rng.chance(35);
        let k = if swap {
            2
        } else {
            1 + self.rng.below(3) as usize
        };
        let mut inits = Vec::new();
        for _ in 0..k {
            let b = if swap || self.rng.chance(40) {
                self.alloc(&acc)
            } else {
                self.pick()
            };
            // A header argument aliases it from now on: no more writes.
            self.aliased(&b);
            inits.push(b);
        }
        // A buffer from before the loop the back edges may carry: chosen (and no longer
        // written) before the body is, which would otherwise write it in a later iteration.
        let outer = (!swap && self.rng.chance(30)).then(|| {
            let b = self.pick();
            self.aliased(&b);
            b
        });
        let saved = self.bufs.clone();
        let id = self.next;
        let (h, body, latch, exit) = (
            format!("^h{id}"),
            format!("^b{id}"),
            format!("^l{id}"),
            format!("^e{id}"),
        );
        let i = self.fresh("li");
        let args: Vec<String> = (0..k).map(|_| self.fresh("lx")).collect();
        let hacc = self.fresh("la");
        let mems = vec!["memref<4xi64>"; k].join(", ");
        self.line(&format!(
            "cf.br {h}(%c0, {}, {acc} : index, {mems}, i64)",
            inits.join(", ")
        ));
        let params: Vec<String> = args.iter().map(|a| format!("{a}: memref<4xi64>")).collect();
        self.out.push_str(&format!(
            "{h}({i}: index, {}, {hacc}: i64):\n",
            params.join(", ")
        ));
        let mut a = hacc.clone();
        for x in &args {
            let v = self.load(x);
            let s = self.fresh("a");
            self.line(&format!("{s} = arith.addi {a}, {v} : i64"));
            a = s;
        }
        let trip = self.rng.below(4);
        let c = self.fresh("cond");
        self.line(&format!("{c} = arith.cmpi slt, {i}, %c{trip} : index"));
        let eb = if self.rng.chance(70) {
            args[self.rng.below(k as u64) as usize].clone()
        } else {
            let b = self.pick();
            self.aliased(&b);
            b
        };
        self.line(&format!(
            "cf.cond_br {c}, {body}, {exit}({a}, {eb} : i64, memref<4xi64>)"
        ));
        self.out.push_str(&format!("{body}:\n"));
        // The body writes only what it allocates: a buffer from before the loop may be
        // carried around, or out of, the loop under another name (a select, a call result),
        // and a later write to it would be seen through that name before the pipeline but not
        // through the clone a call gets after it. For the same reason nothing from before
        // the loop is written after it.
        self.writable.clear();
        self.bufs.extend(args.iter().cloned());
        if swap {
            let v = self.load(&args[0]);
            let w = self.fresh("a");
            self.line(&format!("{w} = arith.addi {v}, {a} : i64"));
            self.fill(&args[1], &w);
        }
        let mut a2 = self.stmts(depth - 1, a, 2);
        if self.rng.chance(30) {
            let mc = self.fresh("cond");
            self.line(&format!("{mc} = arith.cmpi sgt, {a2}, %k50 : i64"));
            let out = self.pick();
            self.aliased(&out);
            self.line(&format!(
                "cf.cond_br {mc}, {exit}({a2}, {out} : i64, memref<4xi64>), {latch}"
            ));
            self.out.push_str(&format!("{latch}:\n"));
            let t = self.fresh("a");
            let one = self.constant(1, "i64");
            self.line(&format!("{t} = arith.addi {a2}, {one} : i64"));
            a2 = t;
        }
        let i1 = self.fresh("li");
        self.line(&format!("{i1} = arith.addi {i}, %c1 : index"));
        let first = self.next_slots(&args, swap, &outer, &a2);
        let back = |slots: &[String]| {
            format!("{h}({i1}, {}, {a2} : index, {mems}, i64)", slots.join(", "))
        };
        if !swap && self.rng.chance(35) {
            // Two back edges, carrying different buffers (the one not carried is freed).
            let second = self.next_slots(&args, swap, &outer, &a2);
            let bc = self.fresh("cond");
            self.line(&format!("{bc} = arith.cmpi slt, {a2}, %k50 : i64"));
            let (e1, e2) = (back(&first), back(&second));
            self.line(&format!("cf.cond_br {bc}, {e1}, {e2}"));
        } else {
            let e = back(&first);
            self.line(&format!("cf.br {e}"));
        }
        let (ea, ebuf) = (self.fresh("ea"), self.fresh("eb"));
        self.out
            .push_str(&format!("{exit}({ea}: i64, {ebuf}: memref<4xi64>):\n"));
        self.leave_scope(saved, Vec::new());
        match region {
            Some(r) => {
                self.line(&format!("scf.yield {ea}, {ebuf} : i64, memref<4xi64>"));
                self.indent -= 1;
                self.line("}");
                self.bufs.push(format!("{r}#1"));
                format!("{r}#0")
            }
            None => {
                self.bufs.push(ebuf);
                ea
            }
        }
    }

    /// The buffers a back edge carries into the header's arguments `args` (see
    /// [`Gen::cf_loop`]): in swap mode the two traded; otherwise per argument the same one,
    /// another one, a fresh buffer, the loop's `outer` buffer, or any buffer of the body.
    fn next_slots(
        &mut self,
        args: &[String],
        swap: bool,
        outer: &Option<String>,
        acc: &str,
    ) -> Vec<String> {
        if swap {
            return vec![args[1].clone(), args[0].clone()];
        }
        let mut out = Vec::new();
        for x in args {
            let b = match self.rng.below(5) {
                0 => x.clone(),
                1 => args[self.rng.below(args.len() as u64) as usize].clone(),
                2 if outer.is_some() => outer.clone().unwrap_or_default(),
                3 => self.pick(),
                _ => {
                    let b = self.alloc(acc);
                    self.aliased(&b);
                    b
                }
            };
            out.push(b);
        }
        out
    }
}

impl Gen {
    /// A fresh `arith.constant` of type `t`.
    /// An `scf.parallel` or `scf.forall` with a single-trip dimension (canonicalize drops it)
    /// storing into a writable buffer, then an `scf.index_switch` on a constant (folded to
    /// its case) or on a value known only at run time.
    fn parallel_and_switch(&mut self, acc: &str) -> String {
        if self.writable.is_empty() {
            let b = self.alloc(acc);
            self.bufs.push(b);
        }
        let i = self.rng.below(self.writable.len() as u64) as usize;
        let w = self.writable[i].clone();
        let n = 1 + self.rng.below(4);
        let k = self.rng.below(4);
        let (cn, ck, ck1) = (
            self.constant(n as i64, "index"),
            self.constant(k as i64, "index"),
            self.constant(k as i64 + 1, "index"),
        );
        let (pi, pj, v, e) = (
            self.fresh("pi"),
            self.fresh("pj"),
            self.fresh("pv"),
            self.fresh("pe"),
        );
        let forall = self.rng.chance(50);
        if forall {
            self.line(&format!(
                "scf.forall ({pi}, {pj}) = (0, {k}) to ({n}, {}) step (1, 1) {{",
                k + 1
            ));
        } else {
            self.line(&format!(
                "scf.parallel ({pi}, {pj}) = (%c0, {ck}) to ({cn}, {ck1}) step (%c1, %c1) {{"
            ));
        }
        self.indent += 1;
        self.line(&format!("{v} = arith.index_cast {pj} : index to i64"));
        self.line(&format!("{e} = arith.addi {acc}, {v} : i64"));
        self.line(&format!("memref.store {e}, {w}[{pi}] : memref<4xi64>"));
        if !forall {
            self.line("scf.reduce");
        }
        self.indent -= 1;
        self.line("}");
        let sel = if self.rng.chance(50) {
            let c = self.rng.below(3) as i64;
            self.constant(c, "index")
        } else {
            let (t, r) = (self.fresh("st"), self.fresh("sr"));
            let three = self.constant(3, "i64");
            self.line(&format!("{t} = arith.remui {acc}, {three} : i64"));
            self.line(&format!("{r} = arith.index_cast {t} : i64 to index"));
            r
        };
        let r = self.fresh("sw");
        self.line(&format!("{r} = scf.index_switch {sel} -> i64"));
        for (c, op) in [(0, "addi"), (1, "muli")] {
            self.line(&format!("case {c} {{"));
            self.indent += 1;
            let t = self.fresh("sc");
            self.line(&format!("{t} = arith.{op} {acc}, {acc} : i64"));
            self.line(&format!("scf.yield {t} : i64"));
            self.indent -= 1;
            self.line("}");
        }
        self.line("default {");
        self.indent += 1;
        self.line(&format!("scf.yield {acc} : i64"));
        self.indent -= 1;
        self.line("}");
        r
    }

    /// Code for the canonicalizations of region results and loops: a cmpf of an int-to-float
    /// conversion against a constant (CmpFIntToFPConst), an `scf.index_switch` or `scf.if`
    /// with duplicate results and results from outside (the RegionBranchOp patterns), an
    /// `scf.while` with an `scf.if` on its condition before `scf.condition` (WhileMoveIfDown),
    /// an `scf.for` whose iter_args swap one init, nested `scf.parallel`s without reductions
    /// (MergeNestedParallelLoops). Returns the new accumulator.
    fn region_patterns(&mut self, acc: &str) -> String {
        let r = self.fresh("rp");
        match self.rng.below(7) {
            0 => {
                let (t, f, c) = (self.fresh("ti"), self.fresh("tf"), self.fresh("cond"));
                let w = [8, 16, 32][self.rng.below(3) as usize];
                let fty = ["f32", "f64"][self.rng.below(2) as usize];
                let conv = ["sitofp", "uitofp"][self.rng.below(2) as usize];
                let consts = [
                    "4.5", "-4.5", "300.0", "2.0e10", "0.0", "-0.0", "100.0", "127.5",
                ];
                let k = consts[self.rng.below(consts.len() as u64) as usize];
                let preds = [
                    "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
                    "ule", "une", "uno",
                ];
                let pred = preds[self.rng.below(preds.len() as u64) as usize];
                self.line(&format!("{t} = arith.trunci {acc} : i64 to i{w}"));
                self.line(&format!("{f} = arith.{conv} {t} : i{w} to {fty}"));
                let kc = self.fresh("kf");
                self.line(&format!("{kc} = arith.constant {k} : {fty}"));
                self.line(&format!("{c} = arith.cmpf {pred}, {f}, {kc} : {fty}"));
                self.line(&format!("{r} = arith.select {c}, {acc}, %k50 : i64"));
            }
            1 => {
                let (t, sel) = (self.fresh("st"), self.fresh("sr"));
                let three = self.constant(3, "i64");
                self.line(&format!("{t} = arith.remui {acc}, {three} : i64"));
                self.line(&format!("{sel} = arith.index_cast {t} : i64 to index"));
                let sw = self.fresh("sw");
                self.line(&format!("{sw}:3 = scf.index_switch {sel} -> i64, i64, i64"));
                for (c, op) in [(0, "addi"), (1, "muli")] {
                    self.line(&format!("case {c} {{"));
                    let x = self.fresh("sc");
                    self.line(&format!("  {x} = arith.{op} {acc}, {acc} : i64"));
                    self.line(&format!("  scf.yield {x}, {x}, {acc} : i64, i64, i64"));
                    self.line("}");
                }
                self.line("default {");
                self.line(&format!("  scf.yield {acc}, {acc}, {acc} : i64, i64, i64"));
                self.line("}");
                let s = self.fresh("t");
                self.line(&format!("{s} = arith.addi {sw}#0, {sw}#1 : i64"));
                self.line(&format!("{r} = arith.addi {s}, {sw}#2 : i64"));
            }
            2 => {
                let (c, i) = (self.fresh("cond"), self.fresh("ir"));
                self.line(&format!("{c} = arith.cmpi slt, {acc}, %k50 : i64"));
                let kv = self.rng.below(5) as i64 + 1;
                let k = self.constant(kv, "i64");
                let (tr, fa) = (self.constant(1, "i1"), self.constant(0, "i1"));
                let (x, y) = (self.fresh("ix"), self.fresh("iy"));
                self.line(&format!("{i}:4 = scf.if {c} -> (i64, i64, i1, i64) {{"));
                self.line(&format!("  {x} = arith.addi {acc}, {k} : i64"));
                self.line(&format!(
                    "  scf.yield {x}, {x}, {tr}, {k} : i64, i64, i1, i64"
                ));
                self.line("} else {");
                self.line(&format!("  {y} = arith.subi {acc}, {k} : i64"));
                self.line(&format!(
                    "  scf.yield {y}, {y}, {fa}, {k} : i64, i64, i1, i64"
                ));
                self.line("}");
                let (s, u) = (self.fresh("t"), self.fresh("t"));
                self.line(&format!("{s} = arith.select {i}#2, {i}#0, {i}#3 : i64"));
                self.line(&format!("{u} = arith.addi {s}, {i}#1 : i64"));
                self.line(&format!("{r} = arith.addi {u}, {acc} : i64"));
            }
            3 => {
                let n = self.rng.below(4) as i64;
                let (z, cn, one) = (
                    self.constant(0, "i64"),
                    self.constant(n, "i64"),
                    self.constant(1, "i64"),
                );
                let (i, s, c, x, t, q, y, j, j1) = (
                    self.fresh("wi"),
                    self.fresh("ws"),
                    self.fresh("cond"),
                    self.fresh("wx"),
                    self.fresh("wt"),
                    self.fresh("wq"),
                    self.fresh("wy"),
                    self.fresh("wj"),
                    self.fresh("wj"),
                );
                self.line(&format!(
                    "{r}:2 = scf.while ({i} = {z}, {s} = {acc}) : (i64, i64) -> (i64, i64) {{"
                ));
                self.line(&format!("  {q} = arith.muli {i}, {i} : i64"));
                self.line(&format!("  {c} = arith.cmpi slt, {i}, {cn} : i64"));
                self.line(&format!("  {x} = scf.if {c} -> (i64) {{"));
                self.line(&format!("    {t} = arith.addi {s}, {q} : i64"));
                self.line(&format!("    scf.yield {t} : i64"));
                self.line("  } else {");
                self.line(&format!("    scf.yield {s} : i64"));
                self.line("  }");
                self.line(&format!("  scf.condition({c}) {x}, {i} : i64, i64"));
                self.line("} do {");
                self.line(&format!("^bb0({y}: i64, {j}: i64):"));
                self.line(&format!("  {j1} = arith.addi {j}, {one} : i64"));
                self.line(&format!("  scf.yield {j1}, {y} : i64, i64"));
                self.line("}");
                return format!("{r}#0");
            }
            4 => {
                let n = 1 + self.rng.below(3);
                let cn = self.constant(n as i64, "index");
                let (i, a, b, c, t) = (
                    self.fresh("fi"),
                    self.fresh("fa"),
                    self.fresh("fb"),
                    self.fresh("fc"),
                    self.fresh("ft"),
                );
                self.line(&format!(
                    "{r}:3 = scf.for {i} = %c0 to {cn} step %c1 iter_args({a} = {acc}, {b} = {acc}, {c} = {acc}) -> (i64, i64, i64) {{"
                ));
                self.line(&format!("  {t} = arith.addi {c}, {a} : i64"));
                self.line(&format!("  scf.yield {b}, {a}, {t} : i64, i64, i64"));
                self.line("}");
                return format!("{r}#2");
            }
            5 => {
                // memref.alloca_scope (straight-line only: upstream cannot lower control flow
                // in one): with a stack buffer, without allocation, or holding a nested scope;
                // canonicalize inlines or hoists it depending on what follows it.
                let kv = self.rng.below(5) as i64 + 1;
                let k = self.constant(kv, "i64");
                let variant = self.rng.below(3);
                self.line(&format!("{r} = memref.alloca_scope -> (i64) {{"));
                let x = self.fresh("sx");
                if variant == 1 {
                    self.line(&format!("  {x} = arith.muli {acc}, {k} : i64"));
                } else {
                    let (a, l) = (self.fresh("sa"), self.fresh("sl"));
                    self.line(&format!("  {a} = memref.alloca() : memref<2xi64>"));
                    self.line(&format!("  memref.store {acc}, {a}[%c1] : memref<2xi64>"));
                    if variant == 2 {
                        let y = self.fresh("sy");
                        self.line(&format!("  {y} = memref.alloca_scope -> (i64) {{"));
                        let z = self.fresh("sz");
                        self.line(&format!("    {z} = arith.addi {acc}, {k} : i64"));
                        self.line(&format!("    memref.alloca_scope.return {z} : i64"));
                        self.line("  }");
                        self.line(&format!("  memref.store {y}, {a}[%c0] : memref<2xi64>"));
                        self.line(&format!("  {l} = memref.load {a}[%c0] : memref<2xi64>"));
                    } else {
                        self.line(&format!("  {l} = memref.load {a}[%c1] : memref<2xi64>"));
                    }
                    self.line(&format!("  {x} = arith.addi {l}, {k} : i64"));
                }
                self.line(&format!("  memref.alloca_scope.return {x} : i64"));
                self.line("}");
            }
            _ => {
                if self.writable.is_empty() {
                    let b = self.alloc(acc);
                    self.bufs.push(b);
                }
                let k = self.rng.below(self.writable.len() as u64) as usize;
                let w = self.writable[k].clone();
                let n = 1 + self.rng.below(4);
                let cn = self.constant(n as i64, "index");
                let (p, q, v, e) = (
                    self.fresh("pp"),
                    self.fresh("pq"),
                    self.fresh("pv"),
                    self.fresh("pe"),
                );
                self.line(&format!(
                    "scf.parallel ({p}) = (%c0) to ({cn}) step (%c1) {{"
                ));
                self.line(&format!(
                    "  scf.parallel ({q}) = (%c1) to (%c2) step (%c1) {{"
                ));
                self.line(&format!("    {v} = arith.index_cast {q} : index to i64"));
                self.line(&format!("    {e} = arith.addi {acc}, {v} : i64"));
                self.line(&format!("    memref.store {e}, {w}[{p}] : memref<4xi64>"));
                self.line("    scf.reduce");
                self.line("  }");
                self.line("  scf.reduce");
                self.line("}");
                let l = self.load(&w);
                self.line(&format!("{r} = arith.addi {acc}, {l} : i64"));
            }
        }
        r
    }

    /// An `scf.for` over an i8 induction variable, compared signed or `unsigned`, with
    /// constant bounds and an odd step: past the type's end it wraps and goes on while below
    /// the bound, as upstream's lowering runs it (an odd step visits every value, so at most
    /// 256 iterations). Sums the extended induction variable; jit-unroll counts such loops
    /// (it took a wrapping loop for a short one: -O3 printed another sum).
    fn narrow_loop(&mut self, acc: &str) -> String {
        let unsigned = self.rng.chance(40);
        let step = 1 + 2 * self.rng.below(64) as i64;
        let lo = self.rng.below(256) as i64;
        // Half the time a bound just above the start (a few iterations, or a wrap when near
        // the end), else anywhere.
        let hi = if self.rng.chance(50) {
            (lo + self.rng.below(3 * step as u64) as i64).min(255)
        } else {
            self.rng.below(256) as i64
        };
        // Printed as the signed value of the same bits.
        let s8 = |v: i64| v as u8 as i8 as i64;
        // canonicalize (upstream's too) takes a loop of ceil((hi - lo) / step) <= 1
        // iterations for one without a loop, which a wrapping loop is not: such bounds
        // would make the pipeline change the output, so that loop runs no iteration.
        let cmp = |v: i64| if unsigned { v } else { s8(v) };
        let formula = ((cmp(hi) - cmp(lo)).max(0) + step - 1) / step;
        let mut actual = 0;
        let mut v = lo;
        while cmp(v) < cmp(hi) && actual <= 1 {
            actual += 1;
            v = (v + step) & 255;
        }
        let hi = if formula <= 1 && actual != formula {
            lo
        } else {
            hi
        };
        let (clo, chi, cs) = (
            self.constant(s8(lo), "i8"),
            self.constant(s8(hi), "i8"),
            self.constant(s8(step), "i8"),
        );
        let (r, i, x, e, y) = (
            self.fresh("nr"),
            self.fresh("ni"),
            self.fresh("nx"),
            self.fresh("ne"),
            self.fresh("ny"),
        );
        let (kw, ext) = if unsigned {
            ("unsigned ", "extui")
        } else {
            ("", "extsi")
        };
        self.line(&format!(
            "{r} = scf.for {kw}{i} = {clo} to {chi} step {cs} iter_args({x} = {acc}) -> (i64) : i8 {{"
        ));
        self.indent += 1;
        self.line(&format!("{e} = arith.{ext} {i} : i8 to i64"));
        self.line(&format!("{y} = arith.addi {x}, {e} : i64"));
        self.line(&format!("scf.yield {y} : i64"));
        self.indent -= 1;
        self.line("}");
        r
    }

    /// A nest of two `scf.for`s, the inner one triangular (from the outer induction
    /// variable) with step 1 or 2, summing a buffer at `j`, `3 - j` or `j - i` and maybe
    /// storing the sums into a writable buffer: a loop nest `--check-bounds` checks once
    /// before it runs (every index lies in the buffer).
    fn reduction_nest(&mut self, acc: &str) -> String {
        let x = self.pick();
        let w = if self.writable.is_empty() || self.rng.chance(40) {
            None
        } else {
            let i = self.rng.below(self.writable.len() as u64) as usize;
            Some(self.writable[i].clone())
        };
        let n = 1 + self.rng.below(4);
        let step = 1 + self.rng.below(2);
        let (ti, i, a, tj, j, y, k, v, z) = (
            self.fresh("ti"),
            self.fresh("i"),
            self.fresh("ra"),
            self.fresh("tj"),
            self.fresh("j"),
            self.fresh("ry"),
            self.fresh("rk"),
            self.fresh("v"),
            self.fresh("z"),
        );
        let cn = self.constant(n as i64, "index");
        let cs = self.constant(step as i64, "index");
        self.line(&format!(
            "{ti} = scf.for {i} = %c0 to {cn} step %c1 iter_args({a} = {acc}) -> (i64) {{"
        ));
        self.indent += 1;
        self.line(&format!(
            "{tj} = scf.for {j} = {i} to {cn} step {cs} iter_args({y} = {a}) -> (i64) {{"
        ));
        self.indent += 1;
        match self.rng.below(3) {
            0 => self.line(&format!("{k} = arith.addi {j}, %c0 : index")),
            1 => self.line(&format!("{k} = arith.subi %c3, {j} : index")),
            _ => self.line(&format!("{k} = arith.subi {j}, {i} : index")),
        }
        self.line(&format!("{v} = memref.load {x}[{k}] : memref<4xi64>"));
        self.line(&format!("{z} = arith.addi {y}, {v} : i64"));
        if let Some(w) = w {
            self.line(&format!("memref.store {z}, {w}[{j}] : memref<4xi64>"));
        }
        self.line(&format!("scf.yield {z} : i64"));
        self.indent -= 1;
        self.line("}");
        self.line(&format!("scf.yield {tj} : i64"));
        self.indent -= 1;
        self.line("}");
        ti
    }

    /// An `i-k-j` style nest that jit-unroll-and-jam takes (-O2, -O3): an outer loop over
    /// `k` (step 1 or 2, 0 to 4 trips) loading `x[k]`, an inner loop over `j` (or a shifted
    /// `j + 1`) updating `w[j]` with an order-sensitive `3 * w + x * y` where `y` is another
    /// buffer, maybe `w` itself or a view aliasing it; sometimes `w` is also updated at `k`
    /// (a nest the pass must leave alone). Adds `w[0]` and `w[3]` to the accumulator.
    fn jam_nest(&mut self, acc: &str) -> String {
        if self.rng.chance(35) {
            return self.tile_nest(acc);
        }
        let w = if self.writable.is_empty() || self.rng.chance(30) {
            self.alloc(acc)
        } else {
            let i = self.rng.below(self.writable.len() as u64) as usize;
            self.writable[i].clone()
        };
        let x = self.pick();
        let y = if self.rng.chance(30) {
            w.clone()
        } else {
            self.pick()
        };
        let lo = self.rng.below(2) as i64;
        // Mostly enough trips to jam (one or none: canonicalize removes the loop).
        let hi = if self.rng.chance(75) {
            4
        } else {
            lo + self.rng.below(4 - lo as u64 + 1) as i64
        };
        let step = 1 + self.rng.below(2) as i64;
        let shifted = self.rng.chance(30);
        let at_k = self.rng.chance(15);
        let (clo, chi, cs) = (
            self.constant(lo, "index"),
            self.constant(hi, "index"),
            self.constant(step, "index"),
        );
        let jhi = self.constant(if shifted { 3 } else { 4 }, "index");
        let (one, three) = (self.constant(1, "i64"), self.constant(3, "i64"));
        let (k, j, a, am, jj, b, c, c3, p, t) = (
            self.fresh("jk"),
            self.fresh("jj"),
            self.fresh("ja"),
            self.fresh("jam"),
            self.fresh("jx"),
            self.fresh("jb"),
            self.fresh("jc"),
            self.fresh("jc3"),
            self.fresh("jp"),
            self.fresh("jt"),
        );
        self.line(&format!("scf.for {k} = {clo} to {chi} step {cs} {{"));
        self.indent += 1;
        self.line(&format!("{a} = memref.load {x}[{k}] : memref<4xi64>"));
        self.line(&format!("{am} = arith.addi {a}, {one} : i64"));
        self.line(&format!("scf.for {j} = %c0 to {jhi} step %c1 {{"));
        self.indent += 1;
        let idx = if shifted {
            self.line(&format!("{jj} = arith.addi {j}, %c1 : index"));
            jj
        } else {
            j
        };
        self.line(&format!("{b} = memref.load {y}[{idx}] : memref<4xi64>"));
        self.line(&format!("{c} = memref.load {w}[{idx}] : memref<4xi64>"));
        self.line(&format!("{c3} = arith.muli {c}, {three} : i64"));
        self.line(&format!("{p} = arith.muli {am}, {b} : i64"));
        self.line(&format!("{t} = arith.addi {c3}, {p} : i64"));
        self.line(&format!("memref.store {t}, {w}[{idx}] : memref<4xi64>"));
        if at_k {
            self.line(&format!("memref.store {p}, {w}[{k}] : memref<4xi64>"));
        }
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        self.add_two_elements(acc, &w, "%c0", "%c3", "memref<4xi64>")
    }

    /// Adds the i64 elements of `w` at indices `first` and `second` to `acc`; returns the sum.
    fn add_two_elements(
        &mut self,
        acc: &str,
        w: &str,
        first: &str,
        second: &str,
        ty: &str,
    ) -> String {
        let (v0, v1, s0, s1) = (
            self.fresh("v"),
            self.fresh("v"),
            self.fresh("a"),
            self.fresh("a"),
        );
        self.line(&format!("{v0} = memref.load {w}[{first}] : {ty}"));
        self.line(&format!("{v1} = memref.load {w}[{second}] : {ty}"));
        self.line(&format!("{s0} = arith.addi {acc}, {v0} : i64"));
        self.line(&format!("{s1} = arith.addi {s0}, {v1} : i64"));
        s1
    }

    /// A gemm-style nest that jit-unroll-and-jam's outer jam takes (-O2, -O3): over `i` (step 1
    /// or 2, 0 to 4 trips), maybe `W[i, j] *= 3` over `j`, then over `k` loading `x[k]` and over
    /// `j` updating `W[i, j]` with an order-sensitive `3 * w + x * y[j]`, `W` a fresh 4x4
    /// buffer; sometimes the update is to row 0 instead (a nest the pass must leave alone).
    /// Adds `W[1, 0]` and `W[3, 3]` to the accumulator.
    fn tile_nest(&mut self, acc: &str) -> String {
        let (x, y) = (self.pick(), self.pick());
        let w = self.fresh("tw");
        let c4 = self.constant(4, "index");
        let (three, one) = (self.constant(3, "i64"), self.constant(1, "i64"));
        self.line(&format!("{w} = memref.alloc() : memref<4x4xi64>"));
        let (fi, fj, fe, fv, fs) = (
            self.fresh("ti"),
            self.fresh("tj"),
            self.fresh("te"),
            self.fresh("tv"),
            self.fresh("ts"),
        );
        self.line(&format!("scf.for {fi} = %c0 to {c4} step %c1 {{"));
        self.indent += 1;
        self.line(&format!("scf.for {fj} = %c0 to {c4} step %c1 {{"));
        self.indent += 1;
        self.line(&format!("{fe} = arith.muli {fi}, {fj} : index"));
        self.line(&format!("{fv} = arith.index_cast {fe} : index to i64"));
        self.line(&format!("{fs} = arith.addi {acc}, {fv} : i64"));
        self.line(&format!(
            "memref.store {fs}, {w}[{fi}, {fj}] : memref<4x4xi64>"
        ));
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        let lo = self.rng.below(2) as i64;
        let hi = if self.rng.chance(75) {
            4
        } else {
            lo + self.rng.below(4 - lo as u64 + 1) as i64
        };
        let step = 1 + self.rng.below(2) as i64;
        let (clo, chi, cs) = (
            self.constant(lo, "index"),
            self.constant(hi, "index"),
            self.constant(step, "index"),
        );
        let row0 = self.rng.chance(15);
        let scale = self.rng.chance(60);
        let (i, j, k, j2) = (
            self.fresh("ti"),
            self.fresh("tj"),
            self.fresh("tk"),
            self.fresh("tj"),
        );
        self.line(&format!("scf.for {i} = {clo} to {chi} step {cs} {{"));
        self.indent += 1;
        let row = if row0 { "%c0".to_string() } else { i.clone() };
        if scale {
            let (v, m) = (self.fresh("tv"), self.fresh("tm"));
            self.line(&format!("scf.for {j} = %c0 to {c4} step %c1 {{"));
            self.indent += 1;
            self.line(&format!(
                "{v} = memref.load {w}[{i}, {j}] : memref<4x4xi64>"
            ));
            self.line(&format!("{m} = arith.muli {v}, {three} : i64"));
            self.line(&format!(
                "memref.store {m}, {w}[{i}, {j}] : memref<4x4xi64>"
            ));
            self.indent -= 1;
            self.line("}");
        }
        let (a, am, b, c, c3, p, t) = (
            self.fresh("ta"),
            self.fresh("tam"),
            self.fresh("tb"),
            self.fresh("tc"),
            self.fresh("tc3"),
            self.fresh("tp"),
            self.fresh("tt"),
        );
        self.line(&format!("scf.for {k} = %c0 to {c4} step %c1 {{"));
        self.indent += 1;
        self.line(&format!("{a} = memref.load {x}[{k}] : memref<4xi64>"));
        self.line(&format!("{am} = arith.addi {a}, {one} : i64"));
        self.line(&format!("scf.for {j2} = %c0 to {c4} step %c1 {{"));
        self.indent += 1;
        self.line(&format!("{b} = memref.load {y}[{j2}] : memref<4xi64>"));
        self.line(&format!(
            "{c} = memref.load {w}[{row}, {j2}] : memref<4x4xi64>"
        ));
        self.line(&format!("{c3} = arith.muli {c}, {three} : i64"));
        self.line(&format!("{p} = arith.muli {am}, {b} : i64"));
        self.line(&format!("{t} = arith.addi {c3}, {p} : i64"));
        self.line(&format!(
            "memref.store {t}, {w}[{row}, {j2}] : memref<4x4xi64>"
        ));
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        self.add_two_elements(acc, &w, "%c1, %c0", "%c3, %c3", "memref<4x4xi64>")
    }

    fn constant(&mut self, v: i64, t: &str) -> String {
        // Not "k": `%k50` is the function's constant 50.
        let c = self.fresh("kc");
        self.line(&format!("{c} = arith.constant {v} : {t}"));
        c
    }

    /// Memref code that canonicalize's memref and bufferization patterns rewrite (one of):
    /// reshape chains that compose or undo each other; reshapes of a shape-erasing cast; a view
    /// of a cast of an i8 alloc with a constant size, its dim and rank; a clone of a cast and
    /// its rank; transposes undoing each other; a reinterpret_cast rebuilding a cast memref
    /// from its metadata; a no-op subview of a dynamic subview and its dim. Each adds what it
    /// loads to the accumulator, which it returns.
    fn memref_shapes(&mut self, acc: &str) -> String {
        let x = self.pick();
        let mut vals = Vec::new();
        match self.rng.below(7) {
            0 => {
                let (e, e2, c, c2) = (
                    self.fresh("e"),
                    self.fresh("e"),
                    self.fresh("cl"),
                    self.fresh("cl"),
                );
                self.line(&format!("{e} = memref.expand_shape {x} [[0, 1]] output_shape [2, 2] : memref<4xi64> into memref<2x2xi64>"));
                self.line(&format!("{e2} = memref.expand_shape {e} [[0], [1, 2]] output_shape [2, 2, 1] : memref<2x2xi64> into memref<2x2x1xi64>"));
                self.line(&format!("{c} = memref.collapse_shape {e2} [[0, 1], [2]] : memref<2x2x1xi64> into memref<4x1xi64>"));
                self.line(&format!("{c2} = memref.collapse_shape {c} [[0, 1]] : memref<4x1xi64> into memref<4xi64>"));
                let (v, w) = (self.fresh("v"), self.fresh("v"));
                self.line(&format!(
                    "{v} = memref.load {e2}[%c1, %c0, %c0] : memref<2x2x1xi64>"
                ));
                self.line(&format!("{w} = memref.load {c2}[%c3] : memref<4xi64>"));
                vals.extend([v, w]);
            }
            1 => {
                let (dc, k, e, c) = (
                    self.fresh("dc"),
                    self.fresh("kv"),
                    self.fresh("e"),
                    self.fresh("cl"),
                );
                self.line(&format!(
                    "{dc} = memref.cast {x} : memref<4xi64> to memref<?xi64>"
                ));
                self.line(&format!("{k} = arith.constant 2 : index"));
                self.line(&format!("{e} = memref.expand_shape {dc} [[0, 1]] output_shape [{k}, 2] : memref<?xi64> into memref<?x2xi64>"));
                self.line(&format!(
                    "{c} = memref.collapse_shape {e} [[0, 1]] : memref<?x2xi64> into memref<?xi64>"
                ));
                let (v, w) = (self.fresh("v"), self.fresh("v"));
                self.line(&format!(
                    "{v} = memref.load {e}[%c1, %c1] : memref<?x2xi64>"
                ));
                self.line(&format!("{w} = memref.load {c}[%c2] : memref<?xi64>"));
                vals.extend([v, w]);
            }
            2 => {
                let (raw, rc, n, vw, d, r, ri, di) = (
                    self.fresh("raw"),
                    self.fresh("rc"),
                    self.fresh("n"),
                    self.fresh("vw"),
                    self.fresh("d"),
                    self.fresh("rk"),
                    self.fresh("ri"),
                    self.fresh("di"),
                );
                self.line(&format!("{raw} = memref.alloc() : memref<32xi8>"));
                self.line(&format!(
                    "{rc} = memref.cast {raw} : memref<32xi8> to memref<?xi8>"
                ));
                self.line(&format!("{n} = arith.constant 4 : index"));
                self.line(&format!(
                    "{vw} = memref.view {rc}[%c0][{n}] : memref<?xi8> to memref<?xi64>"
                ));
                for c in ["%c0", "%c1", "%c2", "%c3"] {
                    self.line(&format!("memref.store {acc}, {vw}[{c}] : memref<?xi64>"));
                }
                let v = self.fresh("v");
                self.line(&format!("{v} = memref.load {vw}[%c3] : memref<?xi64>"));
                self.line(&format!("{d} = memref.dim {vw}, %c0 : memref<?xi64>"));
                self.line(&format!("{r} = memref.rank {vw} : memref<?xi64>"));
                self.line(&format!("{ri} = arith.index_cast {r} : index to i64"));
                self.line(&format!("{di} = arith.index_cast {d} : index to i64"));
                vals.extend([v, ri, di]);
            }
            3 => {
                let (cl, r, ri) = (self.fresh("cl"), self.fresh("rk"), self.fresh("ri"));
                let dt = "memref<?xi64>";
                self.line(&format!(
                    "{cl} = bufferization.clone {x} : memref<4xi64> to {dt}"
                ));
                let v = self.fresh("v");
                self.line(&format!("{v} = memref.load {cl}[%c1] : {dt}"));
                self.line(&format!("{r} = memref.rank {cl} : {dt}"));
                self.line(&format!("{ri} = arith.index_cast {r} : index to i64"));
                vals.extend([v, ri]);
            }
            4 => {
                let (e, t, t2) = (self.fresh("e"), self.fresh("tr"), self.fresh("tr"));
                self.line(&format!("{e} = memref.expand_shape {x} [[0, 1]] output_shape [2, 2] : memref<4xi64> into memref<2x2xi64>"));
                self.line(&format!("{t} = memref.transpose {e} (i, j) -> (j, i) : memref<2x2xi64> to memref<2x2xi64, strided<[1, 2]>>"));
                self.line(&format!("{t2} = memref.transpose {t} (i, j) -> (j, i) : memref<2x2xi64, strided<[1, 2]>> to memref<2x2xi64, strided<[2, 1]>>"));
                let (v, w) = (self.fresh("v"), self.fresh("v"));
                self.line(&format!(
                    "{v} = memref.load {t}[%c1, %c0] : memref<2x2xi64, strided<[1, 2]>>"
                ));
                self.line(&format!(
                    "{w} = memref.load {t2}[%c1, %c0] : memref<2x2xi64, strided<[2, 1]>>"
                ));
                vals.extend([v, w]);
            }
            5 => {
                let (dc, base, off, sz, st, rc) = (
                    self.fresh("dc"),
                    self.fresh("base"),
                    self.fresh("off"),
                    self.fresh("sz"),
                    self.fresh("st"),
                    self.fresh("rc"),
                );
                let rt = "memref<?xi64, strided<[?], offset: ?>>";
                self.line(&format!(
                    "{dc} = memref.cast {x} : memref<4xi64> to memref<?xi64>"
                ));
                self.line(&format!("{base}, {off}, {sz}, {st} = memref.extract_strided_metadata {dc} : memref<?xi64> -> memref<i64>, index, index, index"));
                self.line(&format!("{rc} = memref.reinterpret_cast {base} to offset: [{off}], sizes: [{sz}], strides: [{st}] : memref<i64> to {rt}"));
                let v = self.fresh("v");
                self.line(&format!("{v} = memref.load {rc}[%c3] : {rt}"));
                vals.push(v);
            }
            _ => {
                let (o, sv, sv2, d, di) = (
                    self.fresh("o"),
                    self.fresh("sv"),
                    self.fresh("sv"),
                    self.fresh("d"),
                    self.fresh("di"),
                );
                let k = self.rng.below(3);
                let dt = "memref<?xi64, strided<[1], offset: ?>>";
                self.line(&format!("{o} = arith.constant {k} : index"));
                self.line(&format!(
                    "{sv} = memref.subview {x}[{o}] [%c2] [1] : memref<4xi64> to {dt}"
                ));
                self.line(&format!(
                    "{sv2} = memref.subview {sv}[0] [%c2] [1] : {dt} to {dt}"
                ));
                let v = self.fresh("v");
                self.line(&format!("{v} = memref.load {sv2}[%c1] : {dt}"));
                self.line(&format!("{d} = memref.dim {sv2}, %c0 : {dt}"));
                self.line(&format!("{di} = arith.index_cast {d} : index to i64"));
                vals.extend([v, di]);
            }
        }
        let mut acc = acc.to_string();
        for v in vals {
            let a = self.fresh("a");
            self.line(&format!("{a} = arith.addi {acc}, {v} : i64"));
            acc = a;
        }
        acc
    }

    /// Scalar code that canonicalize rewrites (constants reassociated through add/sub/mul,
    /// negation by `muli -1`, `and(x, not x)`, a constant on the left of a compare, `xori` of a
    /// compare with `true`, a select between constants); returns the new accumulator.
    fn scalar_chain(&mut self, acc: &str) -> String {
        let (t, u) = (self.fresh("t"), self.fresh("u"));
        let c1 = self.rng.below(9) as i64 + 1;
        let c2 = self.rng.below(7) as i64 - 3;
        match self.rng.below(9) {
            8 => {
                // `index` dialect arithmetic on the checksum and back (its folds agree only
                // where 32- and 64-bit index do): a positive constant, so no division by zero.
                let (ix, ik, iy, ic) = (
                    self.fresh("ix"),
                    self.fresh("ik"),
                    self.fresh("iy"),
                    self.fresh("ic"),
                );
                self.line(&format!("{ix} = index.casts {acc} : i64 to index"));
                self.line(&format!("{ik} = index.constant {c1}"));
                let ops = [
                    "add",
                    "sub",
                    "mul",
                    "divs",
                    "divu",
                    "ceildivs",
                    "ceildivu",
                    "floordivs",
                    "rems",
                    "remu",
                    "maxs",
                    "maxu",
                    "mins",
                    "minu",
                    "shl",
                    "shrs",
                    "shru",
                    "and",
                    "or",
                    "xor",
                ];
                let op = ops[self.rng.below(ops.len() as u64) as usize];
                self.line(&format!("{iy} = index.{op} {ix}, {ik}"));
                let preds = [
                    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                ];
                let pred = preds[self.rng.below(preds.len() as u64) as usize];
                self.line(&format!("{ic} = index.cmp {pred}({iy}, {ix})"));
                let cast = ["casts", "castu"][self.rng.below(2) as usize];
                let s = self.fresh("t");
                self.line(&format!("{s} = index.{cast} {iy} : index to i64"));
                self.line(&format!("{t} = arith.select {ic}, {s}, {acc} : i64"));
                self.line(&format!("{u} = arith.addi {t}, {acc} : i64"));
            }
            6 => {
                // A bitwise op and a compare of two extensions of one kind (AndOfExtUI and
                // friends, CmpIExtSI/UI), a select on a negated compare (SelectNotCond).
                let (x, y) = (self.fresh("n"), self.fresh("n"));
                self.line(&format!("{x} = arith.trunci {acc} : i64 to i32"));
                self.line(&format!("{y} = arith.trunci %k50 : i64 to i32"));
                let ext = ["extui", "extsi"][self.rng.below(2) as usize];
                let op = ["andi", "ori", "xori"][self.rng.below(3) as usize];
                let (ex, ey, b) = (self.fresh("e"), self.fresh("e"), self.fresh("t"));
                self.line(&format!("{ex} = arith.{ext} {x} : i32 to i64"));
                self.line(&format!("{ey} = arith.{ext} {y} : i32 to i64"));
                self.line(&format!("{b} = arith.{op} {ex}, {ey} : i64"));
                let (c, nc) = (self.fresh("cond"), self.fresh("nc"));
                let pred = ["eq", "ne"][self.rng.below(2) as usize];
                self.line(&format!("{c} = arith.cmpi {pred}, {ex}, {ey} : i64"));
                let tr = self.constant(1, "i1");
                self.line(&format!("{nc} = arith.xori {c}, {tr} : i1"));
                self.line(&format!("{t} = arith.select {nc}, {b}, {acc} : i64"));
                self.line(&format!("{u} = arith.addi {t}, {acc} : i64"));
            }
            7 => {
                // An extended multiply and add whose high parts are unused or by one
                // (MulSIExtendedToMulI, MulSIExtendedRHSOne, AddUIExtendedToAddI), a shift
                // truncated away (TruncIShrSIToTrunciShrUI).
                let one = self.constant(1, "i64");
                let (lo, hi) = (self.fresh("lo"), self.fresh("hi"));
                self.line(&format!(
                    "{lo}, {hi} = arith.mulsi_extended {acc}, {one} : i64"
                ));
                let (sm, ov) = (self.fresh("sm"), self.fresh("ov"));
                self.line(&format!(
                    "{sm}, {ov} = arith.addui_extended {lo}, {hi} : i64, i1"
                ));
                let k = self.constant(32, "i64");
                let (sh, tr) = (self.fresh("sh"), self.fresh("tr"));
                self.line(&format!("{sh} = arith.shrsi {sm}, {k} : i64"));
                self.line(&format!("{tr} = arith.trunci {sh} : i64 to i32"));
                self.line(&format!("{t} = arith.extsi {tr} : i32 to i64"));
                self.line(&format!("{u} = arith.addi {t}, {acc} : i64"));
            }
            0 => {
                let (k1, k2) = (self.constant(c1, "i64"), self.constant(c2, "i64"));
                self.line(&format!("{t} = arith.addi {acc}, {k1} : i64"));
                self.line(&format!("{u} = arith.subi {t}, {k2} : i64"));
            }
            1 => {
                let (k1, k2) = (self.constant(c1, "i64"), self.constant(c2, "i64"));
                self.line(&format!("{t} = arith.subi {k1}, {acc} : i64"));
                self.line(&format!("{u} = arith.addi {t}, {k2} : i64"));
            }
            2 => {
                let m = self.constant(-1, "i64");
                let k = self.constant(c1, "i64");
                self.line(&format!("{t} = arith.muli {acc}, {m} : i64"));
                let s = self.fresh("t");
                self.line(&format!("{s} = arith.addi {k}, {t} : i64"));
                self.line(&format!("{u} = arith.subi {s}, {acc} : i64"));
            }
            3 => {
                let m = self.constant(-1, "i64");
                self.line(&format!("{t} = arith.xori {acc}, {m} : i64"));
                let s = self.fresh("t");
                self.line(&format!("{s} = arith.andi {acc}, {t} : i64"));
                self.line(&format!("{u} = arith.ori {s}, {acc} : i64"));
            }
            4 => {
                let k = self.constant(c1 * 10, "i64");
                let c = self.fresh("cond");
                self.line(&format!("{c} = arith.cmpi slt, {k}, {acc} : i64"));
                let alt = self.constant(c2, "i64");
                self.line(&format!("{t} = arith.select {c}, {acc}, {alt} : i64"));
                self.line(&format!("{u} = arith.addi {t}, {acc} : i64"));
            }
            _ => {
                let c = self.fresh("cond");
                self.line(&format!("{c} = arith.cmpi sgt, {acc}, %k50 : i64"));
                let tr = self.constant(1, "i1");
                let n = self.fresh("nc");
                self.line(&format!("{n} = arith.xori {c}, {tr} : i1"));
                let (one, zero) = (self.constant(1, "i64"), self.constant(0, "i64"));
                self.line(&format!("{t} = arith.select {n}, {one}, {zero} : i64"));
                self.line(&format!("{u} = arith.addi {acc}, {t} : i64"));
            }
        }
        u
    }

    /// Two or three `scf.if`s on one condition or its negation, one yielding constants
    /// (canonicalize merges them and turns constant yields into `select`/`extui`).
    fn consecutive_ifs(&mut self, acc: &str) -> String {
        let c = self.fresh("cond");
        self.line(&format!("{c} = arith.cmpi slt, {acc}, %k50 : i64"));
        let c2 = if self.rng.chance(50) {
            let tr = self.constant(1, "i1");
            let n = self.fresh("nc");
            self.line(&format!("{n} = arith.xori {c}, {tr} : i1"));
            n
        } else {
            c.clone()
        };
        let kv = self.rng.below(5) as i64 + 1;
        let k = self.constant(kv, "i64");
        let (r1, r2, r3) = (self.fresh("ir"), self.fresh("ir"), self.fresh("ir"));
        let (x, y) = (self.fresh("ix"), self.fresh("iy"));
        self.line(&format!("{r1} = scf.if {c} -> (i64) {{"));
        self.line(&format!("  {x} = arith.addi {acc}, {k} : i64"));
        self.line(&format!("  scf.yield {x} : i64"));
        self.line("} else {");
        self.line(&format!("  scf.yield {acc} : i64"));
        self.line("}");
        self.line(&format!("{r2} = scf.if {c2} -> (i64) {{"));
        self.line(&format!("  scf.yield {r1} : i64"));
        self.line("} else {");
        self.line(&format!("  {y} = arith.muli {r1}, {k} : i64"));
        self.line(&format!("  scf.yield {y} : i64"));
        self.line("}");
        let (one, zero) = (self.constant(1, "i64"), self.constant(0, "i64"));
        self.line(&format!("{r3} = scf.if {c} -> (i64) {{"));
        self.line(&format!("  scf.yield {one} : i64"));
        self.line("} else {");
        self.line(&format!("  scf.yield {zero} : i64"));
        self.line("}");
        let a = self.fresh("a");
        self.line(&format!("{a} = arith.addi {r2}, {r3} : i64"));
        a
    }
}

/// A random program from `seed`: helper functions, a worker with memref control flow, and
/// `@main` printing a checksum. No frees: the pipeline must add them all.
pub fn random_program(seed: u64) -> String {
    program(seed, false)
}

/// A random program as [`random_program`], with loops made of branches as well (in `@work`,
/// in `scf.execute_region`s inside its region ops, nested, with exits in the middle and
/// several back edges) and a private function whose cf loop returns a buffer. Upstream's
/// ownership pass rejects these; they run with `allow-unstructured-control-flow-loops`.
pub fn random_cf_loop_program(seed: u64) -> String {
    program(seed, true)
}

fn program(seed: u64, cf_loops: bool) -> String {
    let mut g = Gen {
        rng: Rng::new(seed),
        out: String::new(),
        next: 0,
        bufs: Vec::new(),
        writable: Vec::new(),
        indent: 1,
        cf_loops,
    };
    g.out.push_str(
        "memref.global \"private\" constant @g : memref<4xi64> = dense<[1, 2, 3, 4]>\nfunc.func private @printI64(i64)\nfunc.func private @printNewline()\n\
func.func private @fresh(%m: memref<4xi64>) -> memref<4xi64> {\n  %c0 = arith.constant 0 : index\n  \
%n = memref.alloc() : memref<4xi64>\n  \
memref.copy %m, %n : memref<4xi64> to memref<4xi64>\n  return %n : memref<4xi64>\n}\n\
func.func private @ident(%m: memref<4xi64>) -> memref<4xi64> {\n  return %m : memref<4xi64>\n}\n\
func.func private @unrank(%m: memref<4xi64>) -> memref<*xi64> {\n  \
%u = memref.cast %m : memref<4xi64> to memref<*xi64>\n  return %u : memref<*xi64>\n}\n",
    );
    if cf_loops {
        // `%n` iterations, each copying the carried buffer into a fresh one and adding 1: the
        // loop returns its argument when `%n` is 0, a buffer of its own otherwise.
        g.out.push_str(
            "func.func private @cfloop(%m: memref<4xi64>, %n: index) -> memref<4xi64> {\n  \
%c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %one = arith.constant 1 : i64\n  \
cf.br ^bb1(%c0, %m : index, memref<4xi64>)\n\
^bb1(%i: index, %x: memref<4xi64>):\n  %c = arith.cmpi slt, %i, %n : index\n  \
cf.cond_br %c, ^bb2, ^bb3\n\
^bb2:\n  %y = memref.alloc() : memref<4xi64>\n  \
memref.copy %x, %y : memref<4xi64> to memref<4xi64>\n  %v = memref.load %y[%c0] : memref<4xi64>\n  \
%w = arith.addi %v, %one : i64\n  memref.store %w, %y[%c0] : memref<4xi64>\n  \
%i1 = arith.addi %i, %c1 : index\n  cf.br ^bb1(%i1, %y : index, memref<4xi64>)\n\
^bb3:\n  return %x : memref<4xi64>\n}\n",
        );
    }
    g.out
        .push_str("func.func @work(%x: i64, %p: i1) -> i64 {\n");
    for (n, v) in [("c0", 0), ("c1", 1), ("c2", 2), ("c3", 3)] {
        g.line(&format!("%{n} = arith.constant {v} : index"));
    }
    g.line("%k50 = arith.constant 50 : i64");
    let b0 = g.alloc("%x");
    g.bufs.push(b0);
    let mut acc = g.stmts(2, "%x".to_string(), if cf_loops { 5 } else { 4 });
    // A cf diamond passing a buffer through a block argument.
    let (a, b) = (g.pick(), g.pick());
    g.line(&format!("cf.cond_br %p, ^bb1, ^bb2({a} : memref<4xi64>)"));
    g.out.push_str("^bb1:\n");
    let nb = g.alloc(&acc);
    let _ = b;
    g.line(&format!("cf.br ^bb2({nb} : memref<4xi64>)"));
    g.out.push_str("^bb2(%join: memref<4xi64>):\n");
    g.bufs = vec!["%join".to_string()];
    g.writable.clear();
    let v = g.load("%join");
    let a2 = g.fresh("a");
    g.line(&format!("{a2} = arith.addi {acc}, {v} : i64"));
    acc = a2;
    g.line(&format!("return {acc} : i64"));
    g.out.push_str("}\n");
    let _ = writeln!(
        g.out,
        "func.func @main() {{\n  %x = arith.constant {} : i64\n  %t = arith.constant true\n  %f = arith.constant false\n  \
%r1 = func.call @work(%x, %t) : (i64, i1) -> i64\n  func.call @printI64(%r1) : (i64) -> ()\n  func.call @printNewline() : () -> ()\n  \
%r2 = func.call @work(%x, %f) : (i64, i1) -> i64\n  func.call @printI64(%r2) : (i64) -> ()\n  func.call @printNewline() : () -> ()\n  return\n}}",
        seed % 100
    );
    g.out
}

/// The faults [`faulty_program`] ends with, each a located error in both engines (the JIT
/// with `--check-bounds` for the accesses).
pub const FAULTS: usize = 9;

/// A random program as [`random_program`]'s `@work`, whose `@main` then makes one memory fault
/// chosen by `seed`: a negative or overflowing dynamic allocation size, a dynamic subview or
/// a reinterpret_cast past its buffer's end and an access through it, an access past the end,
/// a use after free, a view of an i8 buffer past its end, or a loop nest whose later
/// iterations store past the end (`--check-bounds` checks a nest before it runs). Both engines must stop at the
/// fault with the same located error (`tests/random_programs.rs`); with the pipeline, the
/// explicit `memref.dealloc` of the use after free is the ownership pass's located error.
pub fn faulty_program(seed: u64) -> String {
    let mut text = random_program(seed);
    let mut rng = Rng::new(seed ^ 0x5eed_fa17);
    let k = 1 + rng.below(3) as i64;
    let fault = match seed as usize % FAULTS {
        0 => format!(
            "%n = arith.constant -{k} : index\n  %m = memref.alloc(%n) : memref<?xi64>\n  \
             memref.store %x, %m[%c0] : memref<?xi64>\n  \
             %v = memref.load %m[%c0] : memref<?xi64>\n  func.call @printI64(%v) : (i64) -> ()"
        ),
        1 => format!(
            "%n = arith.constant {} : index\n  %m = memref.alloc(%n) : memref<?x4xi64>\n  \
             memref.store %x, %m[%c0, %c0] : memref<?x4xi64>\n  \
             %v = memref.load %m[%c0, %c0] : memref<?x4xi64>\n  func.call @printI64(%v) : (i64) -> ()",
            (1i64 << 62) + k
        ),
        2 => format!(
            "%b = memref.alloc() : memref<4xi64>\n  %o = arith.constant {k} : index\n  \
             %s = memref.subview %b[%o] [%c4] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>\n  \
             %v = memref.load %s[%c3] : memref<?xi64, strided<[1], offset: ?>>\n  \
             func.call @printI64(%v) : (i64) -> ()"
        ),
        3 => format!(
            "%b = memref.alloc() : memref<4xi64>\n  \
             %r = memref.reinterpret_cast %b to offset: [{k}], sizes: [4], strides: [1] : memref<4xi64> to memref<4xi64, strided<[1], offset: {k}>>\n  \
             memref.store %x, %r[%c3] : memref<4xi64, strided<[1], offset: {k}>>\n  \
             %v = memref.load %b[%c0] : memref<4xi64>\n  func.call @printI64(%v) : (i64) -> ()"
        ),
        4 => format!(
            "%b = memref.alloc() : memref<4xi64>\n  %i = arith.constant {} : index\n  \
             %v = memref.load %b[%i] : memref<4xi64>\n  func.call @printI64(%v) : (i64) -> ()",
            3 + k
        ),
        5 => "%b = memref.alloc() : memref<4xi64>\n  memref.dealloc %b : memref<4xi64>\n  \
              %v = memref.load %b[%c0] : memref<4xi64>\n  func.call @printI64(%v) : (i64) -> ()"
            .to_string(),
        6 => format!(
            "%b = memref.alloc() : memref<16xi8>\n  %o = arith.constant {} : index\n  \
             %w = memref.view %b[%o][] : memref<16xi8> to memref<2xi64>\n  \
             memref.store %x, %w[%c1] : memref<2xi64>\n  \
             %v = memref.load %b[%c0] : memref<16xi8>\n  \
             %e = arith.extsi %v : i8 to i64\n  func.call @printI64(%e) : (i64) -> ()",
            k * 4
        ),
        8 => format!(
            "%b = memref.alloc() : memref<4xi64>\n  %k = arith.constant {k} : index\n  \
             %fs = scf.for %i = %c0 to %c3 step %c1 iter_args(%fa = %x) -> (i64) {{\n    \
             %ft = scf.for %j = %i to %c3 step %c1 iter_args(%fy = %fa) -> (i64) {{\n      \
             %fp = arith.addi %i, %j : index\n      %fq = arith.addi %fp, %k : index\n      \
             memref.store %fy, %b[%fq] : memref<4xi64>\n      \
             %fz = arith.addi %fy, %x : i64\n      scf.yield %fz : i64\n    }}\n    \
             scf.yield %ft : i64\n  }}\n  \
             %v = memref.load %b[%c0] : memref<4xi64>\n  func.call @printI64(%v) : (i64) -> ()"
        ),
        _ => format!(
            "%b = memref.alloc() : memref<4xi64>\n  %c = memref.cast %b : memref<4xi64> to memref<?xi64>\n  \
             %i = arith.constant -{k} : index\n  memref.store %x, %c[%i] : memref<?xi64>\n  \
             %v = memref.load %b[%c0] : memref<4xi64>\n  func.call @printI64(%v) : (i64) -> ()"
        ),
    };
    let tail = "  return\n}";
    let at = text
        .rfind(tail)
        .expect("random_program ends @main with a return");
    text.replace_range(
        at..at + tail.len(),
        &format!(
            "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
             %c3 = arith.constant 3 : index\n  %c4 = arith.constant 4 : index\n  {fault}\n  return\n}}"
        ),
    );
    text
}
