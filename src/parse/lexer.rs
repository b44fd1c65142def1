//! The MLIR tokenizer. It lexes on demand from a byte position so that the parser can rescan
//! ambiguous text (dimension lists such as `4x?xf32`) itself.

/// Token kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// End of input.
    Eof,
    /// `foo`, `arith.addi`, `i32`, `x`.
    BareId(String),
    /// `%name` (without the `%`).
    Percent(String),
    /// `^name`.
    Caret(String),
    /// `@name` or `@"quoted"`.
    At(Vec<u8>),
    /// `#name`.
    Hash(String),
    /// `!name`.
    Bang(String),
    /// Integer literal text (decimal or `0x` hex), without sign.
    Int(String),
    /// Float literal text, without sign.
    Float(String),
    /// String literal, unescaped.
    Str(Vec<u8>),
    /// Punctuation: `( ) [ ] { } < > , : = -> * + - ? :: ...`.
    Punct(&'static str),
    /// A character that starts no token.
    Error(String),
}

impl Tok {
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

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}
fn is_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}
fn is_suffix_char(c: u8) -> bool {
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

/// Lexes one token starting at `pos` (which must be past trivia). Returns the token and the
/// position after it.
pub fn lex(src: &[u8], pos: usize) -> (Tok, usize) {
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
                let valid_start = |b: u8| {
                    b.is_ascii_alphabetic() || matches!(b, b'_' | b'$' | b'.' | b'-')
                };
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
            let s = String::from_utf8_lossy(&src[pos + 1..p]).into_owned();
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
                (Tok::At(src[pos + 1..p].to_vec()), p)
            }
        }
        b'0'..=b'9' => lex_number(src, pos),
        c if is_id_start(c) => {
            let mut p = pos + 1;
            while p < src.len() && is_id_char(src[p]) {
                p += 1;
            }
            (
                Tok::BareId(String::from_utf8_lossy(&src[pos..p]).into_owned()),
                p,
            )
        }
        _ => {
            let ch = std::str::from_utf8(&src[pos..])
                .ok()
                .and_then(|s| s.chars().next())
                .map(|c| c.to_string())
                .unwrap_or_else(|| format!("\\x{:02X}", src[pos]));
            (Tok::Error(format!("unexpected character '{ch}'")), pos + 1)
        }
    }
}

fn lex_number(src: &[u8], pos: usize) -> (Tok, usize) {
    let mut p = pos;
    if src[p..].starts_with(b"0x") && p + 2 < src.len() && src[p + 2].is_ascii_hexdigit() {
        p += 2;
        while p < src.len() && src[p].is_ascii_hexdigit() {
            p += 1;
        }
        return (
            Tok::Int(String::from_utf8_lossy(&src[pos..p]).into_owned()),
            p,
        );
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
        return (
            Tok::Float(String::from_utf8_lossy(&src[pos..p]).into_owned()),
            p,
        );
    }
    (
        Tok::Int(String::from_utf8_lossy(&src[pos..p]).into_owned()),
        p,
    )
}

fn lex_string(src: &[u8], pos: usize) -> (Tok, usize) {
    let mut out = Vec::new();
    let mut p = pos + 1;
    loop {
        if p >= src.len() || src[p] == b'\n' {
            return (Tok::Error("expected '\"' in string literal".into()), p);
        }
        match src[p] {
            b'"' => return (Tok::Str(out), p + 1),
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
