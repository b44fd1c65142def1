//! A FileCheck clone with the subset of LLVM FileCheck that MLIR tests use: CHECK, -NEXT,
//! -SAME, -NOT, -DAG, -LABEL, -EMPTY, -COUNT-n, `{{regex}}`, `[[V:regex]]`, `[[V]]`,
//! `--check-prefix(es)`, and horizontal-whitespace canonicalisation in input and patterns.

use std::collections::HashMap;

use regex::Regex;

/// Kinds of check directives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `CHECK:`
    Plain,
    /// `CHECK-NEXT:`
    Next,
    /// `CHECK-SAME:`
    Same,
    /// `CHECK-NOT:`
    Not,
    /// `CHECK-DAG:`
    Dag,
    /// `CHECK-LABEL:`
    Label,
    /// `CHECK-EMPTY:`
    Empty,
    /// `CHECK-COUNT-n:`
    Count(usize),
}

/// One directive of a check file.
#[derive(Clone, Debug)]
pub struct Directive {
    /// Its kind.
    pub kind: Kind,
    /// The pattern text (trimmed).
    pub pattern: String,
    /// 1-based line in the check file.
    pub line: usize,
}

/// Options of a FileCheck run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Check prefixes (default `CHECK`).
    pub prefixes: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            prefixes: vec!["CHECK".into()],
        }
    }
}

/// Parses FileCheck's own arguments (`--check-prefix=X`, `--check-prefixes=A,B`).
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut custom = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].trim_start_matches('-');
        if let Some(v) = a
            .strip_prefix("check-prefix=")
            .or_else(|| a.strip_prefix("check-prefixes="))
        {
            custom.extend(v.split(',').map(|s| s.to_string()));
        } else if a == "check-prefix" || a == "check-prefixes" {
            i += 1;
            let v = args.get(i).ok_or("missing prefix")?;
            custom.extend(v.split(',').map(|s| s.to_string()));
        } else if a.starts_with("dump-input")
            || a == "strict-whitespace"
            || a.starts_with("implicit-check-not")
        {
            // Accepted and ignored (dump-input), or unsupported but harmless here.
            if a == "strict-whitespace" || a.starts_with("implicit-check-not") {
                return Err(format!("unsupported FileCheck option '{}'", args[i]));
            }
        } else {
            return Err(format!("unknown FileCheck option '{}'", args[i]));
        }
        i += 1;
    }
    if !custom.is_empty() {
        o.prefixes = custom;
    }
    Ok(o)
}

/// Extracts the directives of `check_text` for the given prefixes.
pub fn parse_directives(check_text: &str, opts: &Options) -> Result<Vec<Directive>, String> {
    let alts: Vec<String> = opts.prefixes.iter().map(|p| regex::escape(p)).collect();
    let re = Regex::new(&format!(
        r"(?:^|[^A-Za-z0-9_-])({})(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-(\d+))?:(.*)$",
        alts.join("|")
    ))
    .map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for (i, line) in check_text.lines().enumerate() {
        let Some(c) = re.captures(line) else { continue };
        let kind = match c.get(2).map(|m| m.as_str()) {
            None => Kind::Plain,
            Some("-NEXT") => Kind::Next,
            Some("-SAME") => Kind::Same,
            Some("-NOT") => Kind::Not,
            Some("-DAG") => Kind::Dag,
            Some("-LABEL") => Kind::Label,
            Some("-EMPTY") => Kind::Empty,
            Some(_) => {
                let n: usize = c[3]
                    .parse()
                    .map_err(|_| format!("line {}: bad count", i + 1))?;
                if n == 0 {
                    return Err(format!(
                        "line {}: invalid count in -COUNT specification",
                        i + 1
                    ));
                }
                Kind::Count(n)
            }
        };
        let pattern = c[4].trim().to_string();
        if pattern.is_empty() && kind != Kind::Empty {
            return Err(format!(
                "line {}: found empty check string with prefix '{}:'",
                i + 1,
                &c[1]
            ));
        }
        out.push(Directive {
            kind,
            pattern,
            line: i + 1,
        });
    }
    if out.is_empty() {
        return Err(format!(
            "no check strings found with prefix{} {}",
            if opts.prefixes.len() > 1 { "es" } else { "" },
            opts.prefixes
                .iter()
                .map(|p| format!("'{p}:'"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    Ok(out)
}

/// Collapses runs of spaces and tabs to one space.
fn canonicalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_ws = false;
    for ch in s.chars() {
        if ch == ' ' || ch == '\t' {
            if !in_ws {
                out.push(' ');
            }
            in_ws = true;
        } else {
            out.push(ch);
            in_ws = false;
        }
    }
    out
}

/// Builds the regex of a pattern; returns it and the names of variables it defines.
fn compile(pattern: &str, vars: &HashMap<String, String>) -> Result<(Regex, Vec<String>), String> {
    let pat = canonicalize(pattern);
    let mut re = String::new();
    let mut defs = Vec::new();
    let mut rest = pat.as_str();
    while !rest.is_empty() {
        let next_re = rest.find("{{");
        let next_var = rest.find("[[");
        let (idx, is_re) = match (next_re, next_var) {
            (None, None) => {
                re.push_str(&regex::escape(rest));
                break;
            }
            (Some(a), Some(b)) => {
                if a < b {
                    (a, true)
                } else {
                    (b, false)
                }
            }
            (Some(a), None) => (a, true),
            (None, Some(b)) => (b, false),
        };
        re.push_str(&regex::escape(&rest[..idx]));
        rest = &rest[idx + 2..];
        if is_re {
            let end = rest
                .find("}}")
                .ok_or("found start of regex string with no end '}}'")?;
            re.push_str(&format!("(?:{})", &rest[..end]));
            rest = &rest[end + 2..];
        } else {
            let end = rest
                .find("]]")
                .ok_or("invalid variable reference: missing ']]'")?;
            let body = &rest[..end];
            rest = &rest[end + 2..];
            if let Some((name, r)) = body.split_once(':') {
                if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') || name.is_empty() {
                    return Err(format!("invalid variable name '{name}'"));
                }
                re.push_str(&format!("(?P<{name}>{r})"));
                defs.push(name.to_string());
            } else {
                let v = vars
                    .get(body)
                    .ok_or_else(|| format!("undefined variable: {body}"))?;
                re.push_str(&regex::escape(v));
            }
        }
    }
    // As in FileCheck, `^` and `$` match at line boundaries.
    let r = Regex::new(&format!("(?m){re}")).map_err(|e| format!("invalid regex: {e}"))?;
    Ok((r, defs))
}

struct Input {
    text: String,
    line_starts: Vec<usize>,
}

impl Input {
    fn line_of(&self, pos: usize) -> usize {
        match self.line_starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i - 1,
        }
    }
    fn line_end(&self, line: usize) -> usize {
        self.line_starts
            .get(line + 1)
            .map(|s| s - 1)
            .unwrap_or(self.text.len())
    }
}

/// Runs the checks of `check_text` against `input`. `Err` holds a FileCheck-style report.
pub fn check(input: &str, check_text: &str, opts: &Options) -> Result<(), String> {
    let directives = parse_directives(check_text, opts)?;
    let text = canonicalize(input);
    let mut line_starts = vec![0];
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            line_starts.push(i + 1);
        }
    }
    let inp = Input { text, line_starts };
    let mut vars: HashMap<String, String> = HashMap::new();

    // Labels split the input into regions.
    let mut bounds: Vec<(usize, usize, usize, usize)> = Vec::new(); // (dir start, dir end, region start, region end)
    let label_idx: Vec<usize> = directives
        .iter()
        .enumerate()
        .filter(|(_, d)| d.kind == Kind::Label)
        .map(|(i, _)| i)
        .collect();
    let mut label_matches = Vec::new();
    let mut pos = 0;
    for &li in &label_idx {
        let d = &directives[li];
        let (re, _) = compile(&d.pattern, &vars)?;
        match re.find_at(&inp.text, pos) {
            Some(m) => {
                label_matches.push((m.start(), m.end()));
                pos = m.end();
            }
            None => return Err(report(d, &inp, pos, "expected string not found in input")),
        }
    }
    let mut prev_dir = 0;
    let mut prev_region_start = 0;
    for (k, &li) in label_idx.iter().enumerate() {
        bounds.push((prev_dir, li, prev_region_start, label_matches[k].0));
        prev_dir = li;
        prev_region_start = label_matches[k].0;
    }
    bounds.push((
        prev_dir,
        directives.len(),
        prev_region_start,
        inp.text.len(),
    ));

    for (ds, de, rs, re_) in bounds {
        check_region(&directives[ds..de], &inp, rs, re_, &mut vars)?;
    }
    Ok(())
}

fn report(d: &Directive, inp: &Input, pos: usize, what: &str) -> String {
    let line = inp.line_of(pos.min(inp.text.len()));
    let snippet: String = inp.text[inp.line_starts[line]..inp.line_end(line)].to_string();
    let kind = match d.kind {
        Kind::Plain => "CHECK".to_string(),
        Kind::Next => "CHECK-NEXT".into(),
        Kind::Same => "CHECK-SAME".into(),
        Kind::Not => "CHECK-NOT".into(),
        Kind::Dag => "CHECK-DAG".into(),
        Kind::Label => "CHECK-LABEL".into(),
        Kind::Empty => "CHECK-EMPTY".into(),
        Kind::Count(n) => format!("CHECK-COUNT-{n}"),
    };
    format!(
        "check file line {}: error: {kind}: {what}\n{kind}: {}\ninput line {}: {snippet}\n",
        d.line,
        d.pattern,
        line + 1
    )
}

fn find(
    d: &Directive,
    inp: &Input,
    from: usize,
    end: usize,
    vars: &mut HashMap<String, String>,
) -> Result<Option<(usize, usize)>, String> {
    let (re, defs) = compile(&d.pattern, vars)?;
    let hay = &inp.text[..end];
    if from > hay.len() {
        return Ok(None);
    }
    match re.captures_at(hay, from) {
        Some(c) => {
            let m = c.get(0).unwrap();
            for name in defs {
                if let Some(v) = c.name(&name) {
                    vars.insert(name, v.as_str().to_string());
                }
            }
            Ok(Some((m.start(), m.end())))
        }
        None => Ok(None),
    }
}

fn check_nots(
    nots: &[&Directive],
    inp: &Input,
    from: usize,
    to: usize,
    vars: &mut HashMap<String, String>,
) -> Result<(), String> {
    for n in nots {
        if let Some((s, _)) = find(n, inp, from, to.max(from), vars)? {
            return Err(report(n, inp, s, "excluded string found in input"));
        }
    }
    Ok(())
}

fn check_region(
    dirs: &[Directive],
    inp: &Input,
    start: usize,
    end: usize,
    vars: &mut HashMap<String, String>,
) -> Result<(), String> {
    let mut pos = start;
    // Line of the end of the last match, for NEXT/SAME/EMPTY.
    let mut last_line: Option<usize> = None;
    let mut nots: Vec<&Directive> = Vec::new();
    let mut i = 0;
    while i < dirs.len() {
        let d = &dirs[i];
        match d.kind {
            Kind::Not => {
                nots.push(d);
                i += 1;
            }
            Kind::Dag => {
                let mut j = i;
                let mut taken: Vec<(usize, usize)> = Vec::new();
                while j < dirs.len() && dirs[j].kind == Kind::Dag {
                    let dd = &dirs[j];
                    let mut from = pos;
                    loop {
                        match find(dd, inp, from, end, vars)? {
                            Some((s, e)) => {
                                if taken.iter().any(|(ts, te)| s < *te && e > *ts) {
                                    from = s + 1;
                                    continue;
                                }
                                taken.push((s, e));
                                break;
                            }
                            None => {
                                return Err(report(
                                    dd,
                                    inp,
                                    pos,
                                    "expected string not found in input",
                                ))
                            }
                        }
                    }
                    j += 1;
                }
                let min_start = taken.iter().map(|t| t.0).min().unwrap_or(pos);
                check_nots(&nots, inp, pos, min_start, vars)?;
                nots.clear();
                pos = taken.iter().map(|t| t.1).max().unwrap_or(pos);
                last_line = Some(inp.line_of(pos));
                i = j;
            }
            Kind::Empty => {
                let cur = last_line.unwrap_or(0);
                let next = if last_line.is_some() {
                    cur + 1
                } else {
                    inp.line_of(pos)
                };
                if next >= inp.line_starts.len() || inp.line_starts[next] > end {
                    return Err(report(d, inp, pos, "expected empty line not found"));
                }
                let (ls, le) = (inp.line_starts[next], inp.line_end(next));
                if ls != le {
                    return Err(report(d, inp, ls, "expected empty line not found"));
                }
                check_nots(&nots, inp, pos, ls, vars)?;
                nots.clear();
                pos = le;
                last_line = Some(next);
                i += 1;
            }
            Kind::Plain | Kind::Label | Kind::Next | Kind::Same | Kind::Count(_) => {
                let reps = if let Kind::Count(n) = d.kind { n } else { 1 };
                for _ in 0..reps {
                    let Some((s, e)) = find(d, inp, pos, end, vars)? else {
                        return Err(report(d, inp, pos, "expected string not found in input"));
                    };
                    let ml = inp.line_of(s);
                    match d.kind {
                        Kind::Next => {
                            let want = last_line.map(|l| l + 1).unwrap_or(0);
                            if ml != want {
                                return Err(report(
                                    d,
                                    inp,
                                    s,
                                    if ml == want.saturating_sub(1) {
                                        "is on the same line as previous match"
                                    } else {
                                        "is not on the line after the previous match"
                                    },
                                ));
                            }
                        }
                        Kind::Same if Some(ml) != last_line => {
                            return Err(report(
                                d,
                                inp,
                                s,
                                "is not on the same line as the previous match",
                            ));
                        }
                        _ => {}
                    }
                    check_nots(&nots, inp, pos, s, vars)?;
                    nots.clear();
                    pos = e;
                    last_line = Some(inp.line_of(e.saturating_sub(usize::from(e > s))));
                }
                i += 1;
            }
        }
    }
    check_nots(&nots, inp, pos, end, vars)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(input: &str, checks: &str) -> bool {
        check(input, checks, &Options::default()).is_ok()
    }

    #[test]
    fn plain_and_next() {
        let input = "a\nb\nc\n";
        assert!(ok(input, "// CHECK: a\n// CHECK-NEXT: b\n// CHECK-NEXT: c"));
        assert!(!ok(input, "// CHECK: a\n// CHECK-NEXT: c"));
        assert!(ok(input, "// CHECK: a\n// CHECK: c"));
        assert!(!ok(input, "// CHECK: c\n// CHECK: a"));
    }

    #[test]
    fn anchors_match_at_line_boundaries() {
        let input = "a 10\n0\n";
        assert!(ok(input, "CHECK: {{^0$}}"));
        assert!(!ok("a 10\n", "CHECK: {{^0$}}"));
        assert!(ok(input, "CHECK: {{^a}}"));
        assert!(!ok(input, "CHECK: {{^10}}"));
    }

    #[test]
    fn same_and_not() {
        let input = "foo bar baz\nqux\n";
        assert!(ok(input, "CHECK: foo\nCHECK-SAME: baz"));
        assert!(!ok(input, "CHECK: foo\nCHECK-SAME: qux"));
        assert!(ok(input, "CHECK: foo\nCHECK-NOT: zzz\nCHECK: qux"));
        assert!(!ok(input, "CHECK: foo\nCHECK-NOT: baz\nCHECK: qux"));
        assert!(!ok(input, "CHECK: bar\nCHECK-NOT: {{q.x}}"));
        assert!(
            ok(input, "CHECK: qux\nCHECK-NOT: {{.}}"),
            "only a newline is left"
        );
        assert!(ok("x\n", "CHECK: x\nCHECK-NOT: x"));
    }

    #[test]
    fn whitespace_is_canonicalised() {
        let input = "[1.5,  1.5,  1.5,  1.5]\n";
        assert!(ok(input, "// CHECK: [1.5, 1.5, 1.5, 1.5]"));
        assert!(ok(input, "// CHECK: [1.5,    1.5, 1.5,\t1.5]"));
        assert!(!ok(input, "// CHECK: [1.5,1.5, 1.5, 1.5]"));
    }

    #[test]
    fn regex_and_variables() {
        let input =
            "%alloc = memref.alloc() : memref<4xf32>\nmemref.dealloc %alloc : memref<4xf32>\n";
        assert!(ok(
            input,
            "CHECK: [[A:%[a-z]+]] = memref.alloc\nCHECK: memref.dealloc [[A]]"
        ));
        assert!(!ok(
            input,
            "CHECK: [[A:%[a-z]+]] = memref.alloc\nCHECK: memref.dealloc [[A]]_0"
        ));
        assert!(ok(input, "CHECK: memref<{{[0-9]+}}xf32>"));
        assert!(!ok(input, "CHECK: memref<{{[a-z]+}}xf32>"));
        assert!(!ok("x [y]\n", "CHECK: [[undefined]]"));
    }

    #[test]
    fn dag_label_count_empty() {
        let input = "func @a\n b\n c\nfunc @b\n d\n\n e\n";
        assert!(ok(input, "CHECK-DAG: c\nCHECK-DAG: b"));
        assert!(ok(
            input,
            "CHECK-LABEL: func @a\nCHECK: b\nCHECK-LABEL: func @b\nCHECK: d"
        ));
        // A check confined to the first label's region cannot see the second function.
        assert!(!ok(
            input,
            "CHECK-LABEL: func @a\nCHECK: d\nCHECK-LABEL: func @b"
        ));
        assert!(ok("x\nx\nx\ny\n", "CHECK-COUNT-3: x\nCHECK-NEXT: y"));
        assert!(!ok("x\nx\ny\n", "CHECK-COUNT-3: x"));
        assert!(ok(input, "CHECK: d\nCHECK-EMPTY:\nCHECK-NEXT: e"));
        assert!(!ok(input, "CHECK: c\nCHECK-EMPTY:"));
        // DAG matches may not overlap.
        assert!(!ok("ab\n", "CHECK-DAG: ab\nCHECK-DAG: b"));
    }

    #[test]
    fn prefixes_and_errors() {
        let o = parse_args(&["--check-prefix=FOO".into()]).unwrap();
        assert!(check("x\n", "FOO: x", &o).is_ok());
        assert!(
            check("x\n", "CHECK: x", &o).is_err(),
            "no FOO directives is an error"
        );
        assert!(parse_args(&["--bogus".into()]).is_err());
        assert!(check("x\n", "// CHECK:", &Options::default()).is_err());
        // A prefix glued to a longer word is not a directive.
        assert!(check("x\n", "MYCHECK: y\nCHECK: x", &Options::default()).is_ok());
    }
}
