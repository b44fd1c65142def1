//! The MLIR tokenizer. It lexes on demand from a byte position so that the parser can rescan
//! ambiguous text (dimension lists such as `4x?xf32`) itself.

use std::borrow::Cow;

/// Token kinds; identifiers borrow from the source text.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok<'a> {
    /// End of input.
    Eof,
    /// `foo`, `arith.addi`, `i32`, `x`.
    BareId(&'a str),
    /// `%name` (without the `%`).
    Percent(&'a str),
    /// `^name`.
    Caret(&'a str),
    /// `@name` or `@"quoted"`.
    At(Cow<'a, [u8]>),
    /// `#name`.
    Hash(&'a str),
    /// `!name`.
    Bang(&'a str),
    /// Integer literal text (decimal or `0x` hex), without sign.
    Int(&'a str),
    /// Float literal text, without sign.
    Float(&'a str),
    /// String literal, unescaped.
    Str(Cow<'a, [u8]>),
    /// Punctuation: `( ) [ ] { } < > , : = -> * + - ? :: ...`.
    Punct(&'static str),
    /// A character that starts no token.
    Error(String),
}

impl Tok<'_> {
    /// A short description for "expected X" errors.
    pub fn describe(&self) -> String {
        match self {
            Tok::Eof => "end of file".into(),
            Tok::BareId(s) => format!("'{s}'"),
            Tok::Percent(s) => format!("'%{s}'"),
            Tok::Caret(s) => format!("'^{s}'"),
            Tok::At(s) => format!("'@{}'", String::from_utf8_lossy(s)),
            Tok::Hash(s) => format!("'#{s}'"),
            Tok::Bang(s) => format!("'!{s}'"),
            Tok::Int(s) | Tok::Float(s) => format!("'{s}'"),
            Tok::Str(_) => "string".into(),
            Tok::Punct(p) => format!("'{p}'"),
            Tok::Error(s) => s.clone(),
        }
    }
}

/// A token the lexer scanned as ASCII (identifiers, numbers): the input is bytes, so that
/// invalid UTF-8 in comments and string literals is accepted as upstream accepts it.
fn ascii(b: &[u8]) -> &str {
    debug_assert!(b.is_ascii());
    // SAFETY: callers pass only bytes the lexer matched as ASCII (identifier, digit and
    // punctuation classes), which are valid UTF-8.
    unsafe { std::str::from_utf8_unchecked(b) }
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}
/// Whether `c` may continue a bare identifier or a `%`/`^`/`#`/`!` name (`func.func`, `%a-b`).
pub fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

/// Skips white space and `//` comments from `pos`; returns the new position.
pub fn skip_trivia(src: &[u8], mut pos: usize) -> usize {
    loop {
        while pos < src.len() && matches!(src[pos], b' ' | b'\t' | b'\n' | b'\r') {
            pos += 1;
        }
        if src[pos..].starts_with(b"//") {
            while pos < src.len() && src[pos] != b'\n' {
                pos += 1;
            }
            continue;
        }
        return pos;
    }
}

/// [`lex`] storing the token in `out`; returns the position after it. The common tokens
/// (punctuation, bare identifiers, `%` names) are written in place: a token returned by value
/// and then copied was read back before its halves were stored (a store-forwarding stall on
/// every token, a tenth of the parse time).
#[inline(always)]
pub fn lex_into<'a>(src: &'a [u8], pos: usize, out: &mut Tok<'a>) -> usize {
    if let Some(&c) = src.get(pos) {
        let next = src.get(pos + 1).copied();
        let punct = match c {
            b'(' => "(",
            b')' => ")",
            b'[' => "[",
            b']' => "]",
            b'{' => "{",
            b'}' => "}",
            b'<' => "<",
            b'>' => ">",
            b',' => ",",
            b'=' => "=",
            b':' if next != Some(b':') => ":",
            b'-' if next == Some(b'>') => "->",
            _ => "",
        };
        if !punct.is_empty() {
            *out = Tok::Punct(punct);
            return pos + punct.len();
        }
        if is_id_start(c) {
            let mut p = pos + 1;
            while p < src.len() && is_id_char(src[p]) {
                p += 1;
            }
            *out = Tok::BareId(ascii(&src[pos..p]));
            return p;
        }
        if c == b'%' && next.is_some_and(|b| b.is_ascii_alphabetic() || b == b'_') {
            // The same as `lex`'s `%` names that do not start with a digit.
            let mut p = pos + 1;
            while p < src.len() && is_suffix_char(src[p]) {
                p += 1;
            }
            *out = Tok::Percent(ascii(&src[pos + 1..p]));
            return p;
        }
    }
    let (t, end) = lex(src, pos);
    *out = t;
    end
}

/// Lexes one token starting at `pos` (which must be past trivia). Returns the token and the
/// position after it.
pub fn lex(src: &[u8], pos: usize) -> (Tok<'_>, usize) {
    if pos >= src.len() {
        return (Tok::Eof, pos);
    }
    let c = src[pos];
    let two = &src[pos..(pos + 2).min(src.len())];
    match c {
        b'(' => (Tok::Punct("("), pos + 1),
        b')' => (Tok::Punct(")"), pos + 1),
        b'[' => (Tok::Punct("["), pos + 1),
        b']' => (Tok::Punct("]"), pos + 1),
        b'{' => (Tok::Punct("{"), pos + 1),
        b'}' => (Tok::Punct("}"), pos + 1),
        b'<' => (Tok::Punct("<"), pos + 1),
        b'>' => (Tok::Punct(">"), pos + 1),
        b',' => (Tok::Punct(","), pos + 1),
        b'=' => (Tok::Punct("="), pos + 1),
        b'*' => (Tok::Punct("*"), pos + 1),
        b'+' => (Tok::Punct("+"), pos + 1),
        b'?' => (Tok::Punct("?"), pos + 1),
        b'|' => (Tok::Punct("|"), pos + 1),
        b':' if two == b"::" => (Tok::Punct("::"), pos + 2),
        b':' => (Tok::Punct(":"), pos + 1),
        b'-' if two == b"->" => (Tok::Punct("->"), pos + 2),
        b'-' => (Tok::Punct("-"), pos + 1),
        b'.' if src[pos..].starts_with(b"...") => (Tok::Punct("..."), pos + 3),
        b'"' => lex_string(src, pos),
        b'%' | b'^' | b'#' | b'!' => {
            let mut p = pos + 1;
            if p < src.len() && src[p].is_ascii_digit() {
                while p < src.len() && src[p].is_ascii_digit() {
                    p += 1;
                }
                // `%8b` lexes as `%8` followed by `b`, as upstream: a name starting with a
                // digit is all digits.
            } else {
                let valid_start =
                    |b: u8| b.is_ascii_alphabetic() || matches!(b, b'_' | b'$' | b'.' | b'-');
                if p >= src.len() || !valid_start(src[p]) {
                    return (
                        Tok::Error(format!("invalid character after '{}'", c as char)),
                        pos + 1,
                    );
                }
                while p < src.len() && is_suffix_char(src[p]) {
                    p += 1;
                }
            }
            let s = ascii(&src[pos + 1..p]);
            let t = match c {
                b'%' => Tok::Percent(s),
                b'^' => Tok::Caret(s),
                b'#' => Tok::Hash(s),
                _ => Tok::Bang(s),
            };
            (t, p)
        }
        b'@' => {
            if pos + 1 < src.len() && src[pos + 1] == b'"' {
                match lex_string(src, pos + 1) {
                    // Symbol names are kept as text: invalid UTF-8 in one is not supported
                    // (upstream keeps the bytes), rather than silently renamed.
                    (Tok::Str(s), _) if std::str::from_utf8(&s).is_err() => (
                        Tok::Error("symbol names with invalid UTF-8 are not supported".into()),
                        pos + 1,
                    ),
                    (Tok::Str(s), p) => (Tok::At(s), p),
                    other => other,
                }
            } else {
                let mut p = pos + 1;
                if p >= src.len() || !(is_id_start(src[p])) {
                    return (Tok::Error("invalid symbol name after '@'".into()), pos + 1);
                }
                while p < src.len() && (is_id_char(src[p])) {
                    p += 1;
                }
                (Tok::At(Cow::Borrowed(&src[pos + 1..p])), p)
            }
        }
        b'0'..=b'9' => lex_number(src, pos),
        c if is_id_start(c) => {
            let mut p = pos + 1;
            while p < src.len() && is_id_char(src[p]) {
                p += 1;
            }
            (Tok::BareId(ascii(&src[pos..p])), p)
        }
        _ => {
            // Valid UTF-8 is shown as it is, control characters and invalid bytes escaped.
            let ch = std::str::from_utf8(&src[pos..(pos + 4).min(src.len())])
                .or_else(|e| std::str::from_utf8(&src[pos..pos + e.valid_up_to()]))
                .ok()
                .and_then(|s| s.chars().next())
                .filter(|c| !c.is_control())
                .map(|c| c.to_string())
                .unwrap_or_else(|| format!("\\x{:02X}", src[pos]));
            (Tok::Error(format!("unexpected character '{ch}'")), pos + 1)
        }
    }
}

fn lex_number(src: &[u8], pos: usize) -> (Tok<'_>, usize) {
    let mut p = pos;
    if src[p..].starts_with(b"0x") && p + 2 < src.len() && src[p + 2].is_ascii_hexdigit() {
        p += 2;
        while p < src.len() && src[p].is_ascii_hexdigit() {
            p += 1;
        }
        return (Tok::Int(ascii(&src[pos..p])), p);
    }
    while p < src.len() && src[p].is_ascii_digit() {
        p += 1;
    }
    if p < src.len() && src[p] == b'.' {
        p += 1;
        while p < src.len() && src[p].is_ascii_digit() {
            p += 1;
        }
        if p < src.len() && (src[p] == b'e' || src[p] == b'E') {
            let mut q = p + 1;
            if q < src.len() && (src[q] == b'+' || src[q] == b'-') {
                q += 1;
            }
            if q < src.len() && src[q].is_ascii_digit() {
                while q < src.len() && src[q].is_ascii_digit() {
                    q += 1;
                }
                p = q;
            }
        }
        return (Tok::Float(ascii(&src[pos..p])), p);
    }
    (Tok::Int(ascii(&src[pos..p])), p)
}

fn lex_string(src: &[u8], pos: usize) -> (Tok<'_>, usize) {
    // Strings without escapes borrow from the source.
    let mut q = pos + 1;
    while q < src.len() && !matches!(src[q], b'"' | b'\\' | b'\n') {
        q += 1;
    }
    if src.get(q) == Some(&b'"') {
        return (Tok::Str(Cow::Borrowed(&src[pos + 1..q])), q + 1);
    }
    let mut out = Vec::new();
    let mut p = pos + 1;
    loop {
        if p >= src.len() || src[p] == b'\n' {
            return (Tok::Error("expected '\"' in string literal".into()), p);
        }
        match src[p] {
            b'"' => return (Tok::Str(Cow::Owned(out)), p + 1),
            b'\\' => {
                let n = src.get(p + 1).copied().unwrap_or(0);
                match n {
                    b'"' | b'\\' => {
                        out.push(n);
                        p += 2;
                    }
                    b'n' => {
                        out.push(b'\n');
                        p += 2;
                    }
                    b't' => {
                        out.push(b'\t');
                        p += 2;
                    }
                    _ if n.is_ascii_hexdigit()
                        && src.get(p + 2).is_some_and(|c| c.is_ascii_hexdigit()) =>
                    {
                        let h = std::str::from_utf8(&src[p + 1..p + 3]).unwrap();
                        out.push(u8::from_str_radix(h, 16).unwrap());
                        p += 3;
                    }
                    _ => return (Tok::Error("unknown escape in string literal".into()), p),
                }
            }
            c => {
                out.push(c);
                p += 1;
            }
        }
    }
}

/// The bytes of `src` from `pos` that are neither in a string literal nor in a `//`
/// comment, with their positions: for scans that read MLIR text without tokenizing. A string
/// that does not end on its line ends the scan ([`CodeBytes::unterminated`]).
pub struct CodeBytes<'a> {
    src: &'a [u8],
    pos: usize,
    /// Set when the scan stopped at a string that does not end on its line.
    pub unterminated: bool,
}

/// [`CodeBytes`] of `src` from `pos`.
pub fn code_bytes(src: &[u8], pos: usize) -> CodeBytes<'_> {
    CodeBytes {
        src,
        pos,
        unterminated: false,
    }
}

impl Iterator for CodeBytes<'_> {
    type Item = (usize, u8);
    fn next(&mut self) -> Option<(usize, u8)> {
        loop {
            let at = self.pos;
            let &b = self.src.get(at)?;
            match b {
                b'"' => {
                    let mut p = at + 1;
                    loop {
                        match self.src.get(p) {
                            Some(b'"') => break,
                            None | Some(b'\n') => {
                                self.unterminated = true;
                                self.pos = self.src.len();
                                return None;
                            }
                            Some(b'\\') => p += 2,
                            Some(_) => p += 1,
                        }
                    }
                    self.pos = p + 1;
                }
                b'/' if self.src.get(at + 1) == Some(&b'/') => {
                    self.pos = self.src[at..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(self.src.len(), |n| at + n);
                }
                _ => {
                    self.pos = at + 1;
                    return Some((at, b));
                }
            }
        }
    }
}

/// The position after the `}` that closes the `{` at `open`, found without tokenizing: only
/// string literals and `//` comments can hold a brace that does not count. `None` when the
/// braces do not close or a string does not end on its line (the real parse reports those).
pub fn skip_braced(src: &[u8], open: usize) -> Option<usize> {
    debug_assert_eq!(src.get(open), Some(&b'{'));
    let mut depth = 0usize;
    for (pos, b) in code_bytes(src, open) {
        match b {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(pos + 1);
                }
            }
            _ => {}
        }
    }
    None
}
