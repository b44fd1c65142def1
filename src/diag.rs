//! Diagnostics in MLIR's format: `file:line:col: error: message`, the source line, a caret, and
//! `note:` lines.

use std::fmt;

/// Severity of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// `error`
    Error,
    /// `warning`
    Warning,
    /// `note`
    Note,
    /// `remark`
    Remark,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        })
    }
}

/// A resolved source position (1-based line and byte column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SrcPos {
    /// File name as given by the user.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
}

/// One diagnostic with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where; `None` for diagnostics without a file location.
    pub pos: Option<SrcPos>,
    /// The message.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `pos`.
    pub fn error(pos: Option<SrcPos>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            pos,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// Adds a note.
    pub fn with_note(mut self, pos: Option<SrcPos>, message: impl Into<String>) -> Diagnostic {
        // A note without a location of its own is reported at the diagnostic's.
        let pos = pos.or_else(|| self.pos.clone());
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            pos,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }

    /// Adds an error reported right after this one (upstream emits two errors for some
    /// failures, e.g. a pattern's own message and then the conversion's "failed to legalize").
    pub fn with_follow_up(mut self, mut error: Diagnostic) -> Diagnostic {
        let notes = std::mem::take(&mut error.notes);
        self.notes.push(error);
        self.notes.extend(notes);
        self
    }

    /// Renders the diagnostic as MLIR does; `source` gives the text of a file by name so that
    /// the offending line and a caret can be shown.
    pub fn render(&self, source: &dyn Fn(&str) -> Option<String>) -> String {
        let mut out = String::new();
        render_one(self, source, &mut out, true);
        // The position of the error the notes belong to: this one, then each follow-up's.
        let mut owner = &self.pos;
        for n in &self.notes {
            // A note at its error's own position repeats no snippet; a follow-up error (see
            // `with_follow_up`) shows its own.
            render_one(
                n,
                source,
                &mut out,
                n.severity != Severity::Note || n.pos != *owner,
            );
            if n.severity != Severity::Note {
                owner = &n.pos;
            }
        }
        out
    }
}

fn render_one(
    d: &Diagnostic,
    source: &dyn Fn(&str) -> Option<String>,
    out: &mut String,
    snippet: bool,
) {
    use std::fmt::Write;
    match &d.pos {
        Some(p) => {
            let _ = writeln!(
                out,
                "{}:{}:{}: {}: {}",
                p.file, p.line, p.col, d.severity, d.message
            );
            // Line 0 is a file-level location (the implicit module): no source line.
            if !snippet || p.line == 0 {
                return;
            }
            if let Some(text) = source(&p.file) {
                if let Some(line) = text.lines().nth(p.line.saturating_sub(1) as usize) {
                    // Control characters (a NUL in the input) are shown as spaces, so that
                    // messages stay text and the caret stays aligned.
                    let line: String = line
                        .chars()
                        .map(|c| if c.is_control() && c != '\t' { ' ' } else { c })
                        .collect();
                    let _ = writeln!(out, "{line}");
                    // As LLVM's SourceMgr: no caret under a line with non-ASCII bytes (it
                    // would be misaligned).
                    if !line.is_ascii() {
                        return;
                    }
                    let col = (p.col.max(1) - 1) as usize;
                    // Keep tabs so that the caret lines up under the column.
                    let pad: String = line
                        .bytes()
                        .take(col)
                        .map(|b| if b == b'\t' { '\t' } else { ' ' })
                        .collect();
                    let pad = if pad.len() < col {
                        format!("{pad}{}", " ".repeat(col - pad.len()))
                    } else {
                        pad
                    };
                    let _ = writeln!(out, "{pad}^");
                }
            }
        }
        None => {
            let _ = writeln!(out, "<unknown>:0: {}: {}", d.severity, d.message);
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&|_| None))
    }
}

/// Result type used across the front end.
pub type DResult<T> = Result<T, Diagnostic>;

/// What a driver run produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ToolOutput {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Exit status.
    pub code: i32,
}

/// The process's arguments (without the program name); an argument that is not UTF-8 (file
/// names are bytes on Unix) is an error naming it, not a panic.
pub fn utf8_args() -> Result<Vec<String>, String> {
    std::env::args_os()
        .skip(1)
        .map(|a| {
            a.into_string()
                .map_err(|bad| format!("argument is not valid UTF-8: {}", bad.to_string_lossy()))
        })
        .collect()
}

/// Rewrites MLIR-style single-dash long flags (`-split-input-file`) to `--` form.
pub fn normalize_flag(a: &str) -> String {
    if a.starts_with('-') && !a.starts_with("--") && a.len() > 2 {
        if let Some(stripped) = a.strip_prefix('-') {
            if stripped.starts_with(|c: char| c.is_ascii_alphabetic())
                && !(stripped.len() > 1 && stripped.as_bytes()[1] == b'=')
            {
                return format!("-{a}");
            }
        }
    }
    a.to_string()
}

/// The file position of a location (the first file location inside it).
pub fn loc_pos(ctx: &crate::ir::Context, l: crate::ir::Loc) -> Option<SrcPos> {
    match &*ctx.loc(l) {
        crate::ir::LocData::FileLineCol { file, line, col }
        | crate::ir::LocData::FileRange {
            file, line, col, ..
        } => Some(SrcPos {
            file: file.to_string(),
            line: *line,
            col: *col,
        }),
        crate::ir::LocData::Name { child, .. } => loc_pos(ctx, *child),
        crate::ir::LocData::CallSite { callee, .. } => loc_pos(ctx, *callee),
        crate::ir::LocData::Fused { locs, .. } => locs.iter().find_map(|l| loc_pos(ctx, *l)),
        crate::ir::LocData::Unknown => None,
    }
}
