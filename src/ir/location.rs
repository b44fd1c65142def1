//! Source locations (`loc(...)`), as MLIR models them.

use std::sync::Arc;

use super::entities::{Attr, Loc};

/// The structure behind a [`Loc`] handle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocData {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, 1-based line and column.
    FileLineCol {
        /// File name as given (shared, so that locations are cheap to create).
        file: Arc<str>,
        /// Line.
        line: u32,
        /// Column.
        col: u32,
    },
    /// `loc("file":l1:c1 to l2:c2)`; `end_line` equal to `line` prints as `to :c2`.
    FileRange {
        /// File name.
        file: Arc<str>,
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End line.
        end_line: u32,
        /// End column.
        end_col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: String,
        /// Child location (unknown when absent).
        child: Loc,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Callee location.
        callee: Loc,
        /// Caller location.
        caller: Loc,
    },
    /// `loc(fused<meta>[a, b])`.
    Fused {
        /// Optional metadata attribute.
        meta: Option<Attr>,
        /// Fused locations.
        locs: Vec<Loc>,
    },
}

/// File locations hash by position only: every op of a parsed file has one, and hashing the
/// file name for each of them was a good part of the parse time. Equal locations still hash
/// equally (the file is compared on a collision).
impl std::hash::Hash for LocData {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            LocData::Unknown => {}
            LocData::FileLineCol { line, col, .. } => {
                h.write_u64(u64::from(*line) << 32 | u64::from(*col));
            }
            LocData::FileRange {
                line,
                col,
                end_line,
                end_col,
                ..
            } => {
                h.write_u64(u64::from(*line) << 32 | u64::from(*col));
                h.write_u64(u64::from(*end_line) << 32 | u64::from(*end_col));
            }
            LocData::Name { name, child } => {
                name.hash(h);
                child.hash(h);
            }
            LocData::CallSite { callee, caller } => {
                callee.hash(h);
                caller.hash(h);
            }
            LocData::Fused { meta, locs } => {
                meta.hash(h);
                locs.hash(h);
            }
        }
    }
}

impl LocData {
    /// File, line and column of the innermost file location, for diagnostics.
    pub fn is_leaf(&self) -> bool {
        matches!(
            self,
            LocData::Unknown | LocData::FileLineCol { .. } | LocData::FileRange { .. }
        ) || matches!(self, LocData::Name { .. })
    }
}
