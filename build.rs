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
    // Rebuild when HEAD moves (a checkout, a commit on the current branch). Only paths that
    // exist are named: cargo reruns a build script on every build for a missing one.
    let watch = |path: String| {
        if std::path::Path::new(&path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    };
    if let Some(dir) = git(&["rev-parse", "--git-dir"]) {
        watch(format!("{dir}/HEAD"));
        let common = git(&["rev-parse", "--git-common-dir"]).unwrap_or_else(|| dir.clone());
        if let Some(r) = git(&["symbolic-ref", "-q", "HEAD"]) {
            watch(format!("{dir}/{r}"));
            watch(format!("{common}/{r}"));
            // A packed ref: its first commit adds the loose file to the directory.
            if !std::path::Path::new(&format!("{common}/{r}")).exists() {
                if let Some((refdir, _)) = r.rsplit_once('/') {
                    watch(format!("{common}/{refdir}"));
                }
            }
        }
        watch(format!("{common}/packed-refs"));
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
