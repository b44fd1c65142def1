//! Build facts `--version` reports: the source commit (when built from a git checkout) and
//! the Cranelift version the lock file pins.

use std::process::Command;

fn main() {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let commit = git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=MEMREF_JIT_COMMIT={commit}");
    // Rebuild when HEAD moves (a checkout, a commit on the current branch).
    if let Some(dir) = git(&["rev-parse", "--git-dir"]) {
        println!("cargo:rerun-if-changed={dir}/HEAD");
        if let Some(r) = git(&["symbolic-ref", "-q", "HEAD"]) {
            println!("cargo:rerun-if-changed={dir}/{r}");
        }
        if let Some(common) = git(&["rev-parse", "--git-common-dir"]) {
            if let Some(r) = git(&["symbolic-ref", "-q", "HEAD"]) {
                println!("cargo:rerun-if-changed={common}/{r}");
            }
            println!("cargo:rerun-if-changed={common}/packed-refs");
        }
    }
    let lock = std::fs::read_to_string("Cargo.lock").unwrap_or_default();
    let cranelift = lock
        .split("[[package]]")
        .find(|p| p.contains("name = \"cranelift-codegen\""))
        .and_then(|p| p.lines().find_map(|l| l.strip_prefix("version = \"")))
        .map(|v| v.trim_end_matches('"').to_string())
        .unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=MEMREF_JIT_CRANELIFT={cranelift}");
    println!("cargo:rerun-if-changed=Cargo.lock");
    println!("cargo:rerun-if-changed=build.rs");
}
