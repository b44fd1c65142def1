//! The memory checker's report for machines: `memref-run --memory-report=json` (schema
//! `docs/memory-report.schema.json`, described in `docs/memory-report.md`) and
//! `--memory-report=sarif` (SARIF 2.1.0, the format CI systems read analysis findings from).
//!
//! A [`MemoryReport`] is built from a run's findings and the checker's site table; it holds
//! every site as file/line/column/op, so consumers never parse message text.

use crate::diag::Diagnostic;
use memref_jit_runtime::{Finding, Site, Stats};

/// The version of the JSON report's schema; bumped on any incompatible change.
pub const SCHEMA_VERSION: u32 = 1;

/// Where something happened: a source position and the op there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteRef {
    /// The file as the user named it; `None` when the op has no file location.
    pub file: Option<String>,
    /// 1-based line (0 when unknown).
    pub line: u32,
    /// 1-based byte column (0 when unknown).
    pub column: u32,
    /// The op, e.g. `memref.alloc`.
    pub op: String,
}

impl SiteRef {
    fn from_site(s: &Site) -> SiteRef {
        // `file:line:col`; the file name itself may hold colons.
        let mut it = s.loc.rsplitn(3, ':');
        let col = it.next().and_then(|c| c.parse().ok());
        let line = it.next().and_then(|c| c.parse().ok());
        let file = it.next();
        match (file, line, col) {
            (Some(f), Some(line), Some(column)) => SiteRef {
                file: Some(f.to_string()),
                line,
                column,
                op: s.op.clone(),
            },
            _ => SiteRef {
                file: None,
                line: 0,
                column: 0,
                op: s.op.clone(),
            },
        }
    }
}

/// The kind of a finding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// Blocks never freed.
    Leak,
    /// A block freed twice.
    DoubleFree,
    /// A free of something that is not a live block's start.
    InvalidFree,
}

impl FindingKind {
    /// The name used in reports (`leak`, `double-free`, `invalid-free`).
    pub fn name(self) -> &'static str {
        match self {
            FindingKind::Leak => "leak",
            FindingKind::DoubleFree => "double-free",
            FindingKind::InvalidFree => "invalid-free",
        }
    }
}

/// One leak, double free or invalid free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FindingRecord {
    /// What was found.
    pub kind: FindingKind,
    /// The message without its location, as the text report words it.
    pub message: String,
    /// Where it is reported: the allocation (leak), the second free (double free), the free
    /// (invalid free).
    pub location: SiteRef,
    /// Where the block was allocated (`None` for an invalid free).
    pub allocation: Option<SiteRef>,
    /// The frees of the block in order (double free: the first and the second; invalid free:
    /// the free; leak: none).
    pub frees: Vec<SiteRef>,
    /// How many blocks (a leak groups the blocks of one allocation site; 0 for an invalid
    /// free).
    pub blocks: usize,
    /// Their bytes (`None` for an invalid free).
    pub bytes: Option<usize>,
    /// An invalid free: what the pointer was.
    pub pointer: Option<String>,
}

impl FindingRecord {
    /// The record of `f`; `sites` is the checker's site table.
    pub fn new(f: &Finding, sites: &[Site]) -> FindingRecord {
        let at = |id: u32| SiteRef::from_site(&sites[id as usize]);
        let message = f.message(sites);
        match f {
            Finding::Leak { site, count, bytes } => FindingRecord {
                kind: FindingKind::Leak,
                message,
                location: at(*site),
                allocation: Some(at(*site)),
                frees: Vec::new(),
                blocks: *count,
                bytes: Some(*bytes),
                pointer: None,
            },
            Finding::DoubleFree {
                site,
                first_free,
                alloc_site,
                bytes,
            } => FindingRecord {
                kind: FindingKind::DoubleFree,
                message,
                location: at(*site),
                allocation: Some(at(*alloc_site)),
                frees: vec![at(*first_free), at(*site)],
                blocks: 1,
                bytes: Some(*bytes),
                pointer: None,
            },
            Finding::InvalidFree { site, what } => FindingRecord {
                kind: FindingKind::InvalidFree,
                message,
                location: at(*site),
                allocation: None,
                frees: vec![at(*site)],
                blocks: 0,
                bytes: None,
                pointer: Some(what.clone()),
            },
        }
    }
}

/// The error that ended the run early (bad input, a pass failure, a runtime fault).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorRecord {
    /// The message.
    pub message: String,
    /// Where, when the error has a location.
    pub file: Option<String>,
    /// 1-based line (0 when unknown).
    pub line: u32,
    /// 1-based byte column (0 when unknown).
    pub column: u32,
    /// Attached notes as (message, file, line, column).
    pub notes: Vec<(String, Option<String>, u32, u32)>,
}

impl ErrorRecord {
    /// The record of a diagnostic.
    pub fn new(d: &Diagnostic) -> ErrorRecord {
        let pos = |d: &Diagnostic| match &d.pos {
            Some(p) => (Some(p.file.clone()), p.line, p.col),
            None => (None, 0, 0),
        };
        let (file, line, column) = pos(d);
        ErrorRecord {
            message: d.message.clone(),
            file,
            line,
            column,
            notes: d
                .notes
                .iter()
                .map(|n| {
                    let (f, l, c) = pos(n);
                    (n.message.clone(), f, l, c)
                })
                .collect(),
        }
    }
}

/// Who produced a report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ToolInfo {
    /// `memref-run`.
    pub name: String,
    /// The crate version.
    pub version: String,
    /// The git commit it was built from (may be `unknown`).
    pub commit: String,
}

/// A run's memory report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryReport {
    /// The tool.
    pub tool: ToolInfo,
    /// The input file as named on the command line (`-` for standard input).
    pub input: String,
    /// `jit` or `interp`.
    pub engine: String,
    /// The findings, in the text report's order.
    pub findings: Vec<FindingRecord>,
    /// The error that ended the run early, if any.
    pub error: Option<ErrorRecord>,
    /// The run's allocation counters; `None` when the program did not run.
    pub stats: Option<Stats>,
    /// The tool's exit status.
    pub exit_code: i32,
    /// The severity findings have (`--leak-check`: `error` or `warning`).
    pub level: &'static str,
    /// The input's name and text: SARIF counts columns in code points, MLIR in bytes.
    pub source: Option<(String, String)>,
}

impl MemoryReport {
    /// A 1-based byte column of `file`'s line as a 1-based code-point column (unchanged for
    /// other files, or past the line's end).
    fn code_point_column(&self, file: Option<&str>, line: u32, column: u32) -> u32 {
        let Some((name, text)) = &self.source else {
            return column;
        };
        if file != Some(name.as_str()) || line == 0 || column == 0 {
            return column;
        }
        match text.lines().nth(line as usize - 1) {
            Some(l) if column as usize <= l.len() + 1 => {
                let before = &l.as_bytes()[..column as usize - 1];
                String::from_utf8_lossy(before).chars().count() as u32 + 1
            }
            _ => column,
        }
    }

    /// `clean`, `findings` or `error`.
    pub fn status(&self) -> &'static str {
        if self.error.is_some() {
            "error"
        } else if self.findings.is_empty() {
            "clean"
        } else {
            "findings"
        }
    }

    /// The report as JSON (schema version [`SCHEMA_VERSION`]).
    pub fn to_json(&self) -> String {
        let stats = self.stats.as_ref().map_or(Json::Null, stats_json);
        let error = match &self.error {
            Some(e) => Json::Object(vec![
                ("message", Json::str(&e.message)),
                ("location", position(e.file.as_deref(), e.line, e.column)),
                (
                    "notes",
                    Json::Array(
                        e.notes
                            .iter()
                            .map(|(m, f, l, c)| {
                                Json::Object(vec![
                                    ("message", Json::str(m)),
                                    ("location", position(f.as_deref(), *l, *c)),
                                ])
                            })
                            .collect(),
                    ),
                ),
            ]),
            None => Json::Null,
        };
        let findings = self
            .findings
            .iter()
            .map(|f| {
                Json::Object(vec![
                    ("kind", Json::str(f.kind.name())),
                    ("message", Json::str(&f.message)),
                    ("location", site_json(&f.location)),
                    (
                        "allocation",
                        f.allocation.as_ref().map_or(Json::Null, site_json),
                    ),
                    (
                        "frees",
                        Json::Array(f.frees.iter().map(site_json).collect()),
                    ),
                    ("blocks", Json::Int(f.blocks as i64)),
                    ("bytes", f.bytes.map_or(Json::Null, |b| Json::Int(b as i64))),
                    (
                        "pointer",
                        f.pointer.as_deref().map_or(Json::Null, Json::str),
                    ),
                ])
            })
            .collect();
        let doc = Json::Object(vec![
            ("schema", Json::str("memref-jit-memory-report")),
            ("version", Json::Int(SCHEMA_VERSION as i64)),
            (
                "tool",
                Json::Object(vec![
                    ("name", Json::str(&self.tool.name)),
                    ("version", Json::str(&self.tool.version)),
                    ("commit", Json::str(&self.tool.commit)),
                ]),
            ),
            ("input", Json::str(&self.input)),
            ("engine", Json::str(&self.engine)),
            ("status", Json::str(self.status())),
            ("exit_code", Json::Int(self.exit_code as i64)),
            ("findings", Json::Array(findings)),
            ("error", error),
            ("statistics", stats),
        ]);
        let mut out = String::new();
        doc.write(&mut out, 0);
        out.push('\n');
        out
    }

    /// The report as a SARIF 2.1.0 log: one run, one result per finding (and one for the error
    /// that ended the run), rules `leak`, `double-free`, `invalid-free`, `run-error`.
    pub fn to_sarif(&self) -> String {
        const RULES: [(&str, &str, &str); 4] = [
            (
                "leak",
                "Leak",
                "A heap block allocated by the program is never freed.",
            ),
            (
                "double-free",
                "DoubleFree",
                "A heap block is freed a second time.",
            ),
            (
                "invalid-free",
                "InvalidFree",
                "A free of a pointer that is not the start of a live heap block.",
            ),
            (
                "run-error",
                "RunError",
                "The run stopped with an error (invalid input, a failed pass, an invalid memory \
                 access or another runtime fault).",
            ),
        ];
        let rules = RULES
            .iter()
            .map(|(id, name, text)| {
                Json::Object(vec![
                    ("id", Json::str(id)),
                    ("name", Json::str(name)),
                    (
                        "shortDescription",
                        Json::Object(vec![("text", Json::str(text))]),
                    ),
                    (
                        "defaultConfiguration",
                        Json::Object(vec![("level", Json::str("error"))]),
                    ),
                ])
            })
            .collect();
        let rule_index = |id: &str| RULES.iter().position(|r| r.0 == id).unwrap_or(0) as i64;
        let mut results: Vec<Json> = self
            .findings
            .iter()
            .map(|f| {
                let mut related = Vec::new();
                if let (Some(a), FindingKind::DoubleFree) = (&f.allocation, f.kind) {
                    related.push((a, format!("allocated here ({})", a.op)));
                    if let Some(first) = f.frees.first() {
                        related.push((first, format!("first freed here ({})", first.op)));
                    }
                }
                let related: Vec<Json> = related
                    .into_iter()
                    .enumerate()
                    .filter_map(|(i, (s, text))| {
                        let mut loc = sarif_location(
                            s.file.as_deref(),
                            s.line,
                            self.code_point_column(s.file.as_deref(), s.line, s.column),
                        )?;
                        if let Json::Object(fields) = &mut loc {
                            fields.insert(0, ("id", Json::Int(i as i64)));
                            fields.push(("message", Json::Object(vec![("text", Json::Str(text))])));
                        }
                        Some(loc)
                    })
                    .collect();
                let mut props = vec![("blocks", Json::Int(f.blocks as i64))];
                if let Some(b) = f.bytes {
                    props.push(("bytes", Json::Int(b as i64)));
                }
                props.push(("op", Json::str(&f.location.op)));
                let mut fields = vec![
                    ("ruleId", Json::str(f.kind.name())),
                    ("ruleIndex", Json::Int(rule_index(f.kind.name()))),
                    ("level", Json::str(self.level)),
                    (
                        "message",
                        Json::Object(vec![("text", Json::str(&f.message))]),
                    ),
                    (
                        "locations",
                        Json::Array(
                            sarif_location(
                                f.location.file.as_deref(),
                                f.location.line,
                                self.code_point_column(
                                    f.location.file.as_deref(),
                                    f.location.line,
                                    f.location.column,
                                ),
                            )
                            .into_iter()
                            .collect(),
                        ),
                    ),
                ];
                if !related.is_empty() {
                    fields.push(("relatedLocations", Json::Array(related)));
                }
                fields.push(("properties", Json::Object(props)));
                Json::Object(fields)
            })
            .collect();
        if let Some(e) = &self.error {
            results.push(Json::Object(vec![
                ("ruleId", Json::str("run-error")),
                ("ruleIndex", Json::Int(rule_index("run-error"))),
                ("level", Json::str("error")),
                (
                    "message",
                    Json::Object(vec![("text", Json::str(&e.message))]),
                ),
                (
                    "locations",
                    Json::Array(
                        sarif_location(
                            e.file.as_deref(),
                            e.line,
                            self.code_point_column(e.file.as_deref(), e.line, e.column),
                        )
                        .into_iter()
                        .collect(),
                    ),
                ),
            ]));
        }
        let mut run_props = vec![("engine", Json::str(&self.engine))];
        if let Some(s) = &self.stats {
            run_props.push(("statistics", stats_json(s)));
        }
        let doc = Json::Object(vec![
            (
                "$schema",
                Json::str("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"),
            ),
            ("version", Json::str("2.1.0")),
            (
                "runs",
                Json::Array(vec![Json::Object(vec![
                    (
                        "tool",
                        Json::Object(vec![(
                            "driver",
                            Json::Object(vec![
                                ("name", Json::str(&self.tool.name)),
                                ("version", Json::str(&self.tool.version)),
                                ("semanticVersion", Json::str(&self.tool.version)),
                                ("rules", Json::Array(rules)),
                            ]),
                        )]),
                    ),
                    (
                        "invocations",
                        Json::Array(vec![Json::Object(vec![
                            ("executionSuccessful", Json::Bool(self.error.is_none())),
                            ("exitCode", Json::Int(self.exit_code as i64)),
                        ])]),
                    ),
                    ("columnKind", Json::str("unicodeCodePoints")),
                    ("results", Json::Array(results)),
                    ("properties", Json::Object(run_props)),
                ])]),
            ),
        ]);
        let mut out = String::new();
        doc.write(&mut out, 0);
        out.push('\n');
        out
    }
}

fn position(file: Option<&str>, line: u32, column: u32) -> Json {
    match file {
        Some(f) => Json::Object(vec![
            ("file", Json::str(f)),
            ("line", Json::Int(line as i64)),
            ("column", Json::Int(column as i64)),
        ]),
        None => Json::Null,
    }
}

fn stats_json(s: &Stats) -> Json {
    Json::Object(vec![
        ("allocations", Json::Int(s.allocs as i64)),
        ("frees", Json::Int(s.frees as i64)),
        ("peak_bytes", Json::Int(s.peak_bytes as i64)),
        ("live_bytes_at_exit", Json::Int(s.live_bytes as i64)),
    ])
}

fn site_json(s: &SiteRef) -> Json {
    Json::Object(vec![
        ("file", s.file.as_deref().map_or(Json::Null, Json::str)),
        ("line", Json::Int(s.line as i64)),
        ("column", Json::Int(s.column as i64)),
        ("op", Json::str(&s.op)),
    ])
}

/// A SARIF `location` for a file position; `None` without a file.
fn sarif_location(file: Option<&str>, line: u32, column: u32) -> Option<Json> {
    let file = file?;
    let mut region = Vec::new();
    if line > 0 {
        region.push(("startLine", Json::Int(line as i64)));
        if column > 0 {
            region.push(("startColumn", Json::Int(column as i64)));
        }
    }
    let mut phys = vec![(
        "artifactLocation",
        Json::Object(vec![("uri", Json::Str(uri_reference(file)))]),
    )];
    if !region.is_empty() {
        phys.push(("region", Json::Object(region)));
    }
    Some(Json::Object(vec![("physicalLocation", Json::Object(phys))]))
}

/// A file name as a relative URI reference (RFC 3986): unreserved characters and `/` kept,
/// everything else percent-encoded byte by byte.
fn uri_reference(path: &str) -> String {
    let mut out = String::new();
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Just enough JSON to write the reports (fields keep their order).
enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    fn str(s: &str) -> Json {
        Json::Str(s.to_string())
    }

    fn write(&self, out: &mut String, indent: usize) {
        let pad = |out: &mut String, n: usize| out.extend(std::iter::repeat_n(' ', n));
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(i) => out.push_str(&i.to_string()),
            Json::Str(s) => write_string(out, s),
            Json::Array(items) if items.is_empty() => out.push_str("[]"),
            Json::Object(fields) if fields.is_empty() => out.push_str("{}"),
            Json::Array(items) => {
                out.push_str("[\n");
                for (i, item) in items.iter().enumerate() {
                    pad(out, indent + 2);
                    item.write(out, indent + 2);
                    out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
                }
                pad(out, indent);
                out.push(']');
            }
            Json::Object(fields) => {
                out.push_str("{\n");
                for (i, (k, v)) in fields.iter().enumerate() {
                    pad(out, indent + 2);
                    write_string(out, k);
                    out.push_str(": ");
                    v.write(out, indent + 2);
                    out.push_str(if i + 1 < fields.len() { ",\n" } else { "\n" });
                }
                pad(out, indent);
                out.push('}');
            }
        }
    }
}

/// A JSON string literal; control characters escaped, everything else (valid UTF-8) as is.
fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sites_split_from_the_right_and_unknown_ones_have_no_file() {
        let s = SiteRef::from_site(&Site {
            loc: "C:/a:b.mlir:12:5".into(),
            op: "memref.alloc".into(),
        });
        assert_eq!(s.file.as_deref(), Some("C:/a:b.mlir"));
        assert_eq!((s.line, s.column), (12, 5));
        let u = SiteRef::from_site(&Site {
            loc: String::new(),
            op: "memref.alloc".into(),
        });
        assert_eq!((u.file, u.line, u.column), (None, 0, 0));
    }

    #[test]
    fn strings_are_escaped_and_uris_percent_encoded() {
        let mut out = String::new();
        write_string(&mut out, "a\"b\\c\n\u{1}é");
        assert_eq!(out, "\"a\\\"b\\\\c\\n\\u0001é\"");
        assert_eq!(uri_reference("dir/a b%.mlir"), "dir/a%20b%25.mlir");
    }
}
