//! The module layers of DEVELOPERS.md, checked on the source: `ir`, `diag`, `values` and `stack` at the
//! bottom; `parse` and `print` (independent of each other); `analysis`; `verify`; `passes`;
//! `interp` and `codegen` (independent of each other); `api`, `run`, `opt` on top; `testing`
//! above everything (the test and benchmark helpers). A module may name only modules of lower
//! layers (and its own), through `crate::...` paths or `super::super::...`.

use std::collections::BTreeSet;
use std::path::Path;

fn layer(module: &str) -> Option<u32> {
    Some(match module {
        "ir" | "diag" | "values" | "stack" | "report" => 0,
        "parse" | "print" => 1,
        "analysis" => 2,
        "verify" => 3,
        "passes" => 4,
        "interp" | "codegen" => 5,
        "api" | "run" | "opt" => 6,
        "testing" => 7,
        _ => return None,
    })
}

/// The crate modules `src` names: `crate::m`, each `m` of `crate::{m, n::x}`, and
/// `super::super::m` (from a file two levels down).
fn named_modules(src: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = src;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                out.insert(name);
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.insert(name);
        }
    }
    let mut rest = src;
    while let Some(i) = rest.find("super::super::") {
        rest = &rest[i + "super::super::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        out.insert(name);
    }
    out
}

fn upward_edges(src_dir: &Path) -> Vec<String> {
    let mut bad = Vec::new();
    let mut stack = vec![src_dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(src_dir).unwrap();
            let top = rel
                .components()
                .next()
                .unwrap()
                .as_os_str()
                .to_string_lossy();
            let top = top.trim_end_matches(".rs");
            let Some(own) = layer(top) else { continue };
            let text = std::fs::read_to_string(&path).unwrap();
            for m in named_modules(&text) {
                let Some(other) = layer(&m) else { continue };
                let peers = own == other && m != top && own != 0;
                if other > own || peers {
                    bad.push(format!("{} -> {m}", rel.display()));
                }
            }
        }
    }
    bad.sort();
    bad
}

#[test]
fn no_module_imports_from_a_higher_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let bad = upward_edges(&src);
    assert!(
        bad.is_empty(),
        "imports from a higher or peer layer:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_scan_finds_every_form_of_path() {
    let found = named_modules(
        "use crate::{ir::Op, print::x};\nfn f() { crate::passes::run(); super::super::verify::v(); }",
    );
    let want: BTreeSet<String> = ["ir", "print", "passes", "verify"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(found, want);
}
