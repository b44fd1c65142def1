//! Source locations (`loc(...)`), as MLIR models them.

use std::sync::Arc;

use super::entities::{Attr, Loc};

/// The structure behind a [`Loc`] handle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

impl LocData {
    /// File, line and column of the innermost file location, for diagnostics.
    pub fn is_leaf(&self) -> bool {
        matches!(
            self,
            LocData::Unknown | LocData::FileLineCol { .. } | LocData::FileRange { .. }
        ) || matches!(self, LocData::Name { .. })
    }
}
