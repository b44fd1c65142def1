//! Source locations (`loc(...)`), as MLIR models them.

use std::sync::Arc;

use cranelift_entity::EntityRef;

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

/// The location store of a [`Context`](super::Context): interns locations, keeping a file
/// location (one per op of a parsed file) in 12 bytes: file number, line and column. Other
/// kinds are rare and kept whole on the side. Was an interner of [`LocData`] at 40 bytes an
/// item.
#[derive(Clone, Debug, Default)]
pub(super) struct LocTable {
    recs: cranelift_entity::PrimaryMap<Loc, LocRec>,
    /// File names, numbered by first use.
    files: Vec<Arc<str>>,
    file_ids: rustc_hash::FxHashMap<Arc<str>, u32>,
    last_file: u32,
    /// Locations other than `FileLineCol`.
    other: Vec<LocData>,
    /// Handles with 32 bits of their hash, as in [`super::context::Interner`]: those below
    /// `indexed`.
    table: hashbrown::HashTable<(Loc, u32)>,
    /// The locations from `indexed` on were made by [`LocTable::intern_file_loc`]'s fast
    /// path and are not in `table` yet (every other way in takes them in first).
    indexed: usize,
    /// Per file, the greatest (line, column) of its locations.
    file_max: Vec<(u32, u32)>,
}

/// A `FileLineCol` location (`file` numbers [`LocTable::files`]), or with `file ==
/// OTHER` the location `LocTable::other[line]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct LocRec {
    file: u32,
    line: u32,
    col: u32,
}

const OTHER: u32 = u32::MAX;

impl LocTable {
    /// The number of the file named `file`.
    fn file_id(&mut self, file: &Arc<str>) -> u32 {
        // The parser's locations share one file name: compare the pointer first.
        match self.files.get(self.last_file as usize) {
            Some(x) if Arc::ptr_eq(x, file) => self.last_file,
            _ => {
                let n = self.files.len() as u32;
                let f = *self.file_ids.entry(file.clone()).or_insert(n);
                if f == n {
                    self.files.push(file.clone());
                    self.file_max.push((0, 0));
                }
                self.last_file = f;
                f
            }
        }
    }

    /// `loc(file:line:col)`. A parser makes one for every op, at increasing positions: past
    /// the greatest location of its file so far, a location is new, and is only queued for
    /// the hash table (a random access each, a tenth of a parse's time), which takes it in
    /// when a file location is next looked up.
    pub(super) fn intern_file_loc(&mut self, file: &Arc<str>, line: u32, col: u32) -> Loc {
        let f = self.file_id(file);
        if (line, col) > self.file_max[f as usize] {
            self.file_max[f as usize] = (line, col);
            return self.recs.push(LocRec { file: f, line, col });
        }
        self.intern_rec(LocRec { file: f, line, col })
    }

    /// Puts the fast path's locations into the hash table.
    fn index_all(&mut self) {
        use super::context::{fx_hash32, spread};
        for i in self.indexed..self.recs.len() {
            let k = Loc::new(i);
            let h = fx_hash32(&self.recs[k]);
            self.table
                .insert_unique(spread(h), (k, h), |(_, kh)| spread(*kh));
        }
        self.indexed = self.recs.len();
    }

    /// Pushes a new location already put in the hash table with hash `h`.
    fn push_indexed(&mut self, rec: LocRec, h: u32) -> Loc {
        use super::context::spread;
        let k = self.recs.push(rec);
        self.indexed = self.recs.len();
        self.table
            .insert_unique(spread(h), (k, h), |(_, kh)| spread(*kh));
        k
    }

    fn intern_rec(&mut self, rec: LocRec) -> Loc {
        use super::context::{fx_hash32, spread};
        self.index_all();
        let recs = &self.recs;
        let h = fx_hash32(&rec);
        if let Some((k, _)) = self
            .table
            .find(spread(h), |(k, kh)| *kh == h && recs[*k] == rec)
        {
            return *k;
        }
        let m = &mut self.file_max[rec.file as usize];
        *m = (*m).max((rec.line, rec.col));
        self.push_indexed(rec, h)
    }

    /// The handle of `l`, creating it if new.
    pub(super) fn intern(&mut self, l: LocData) -> Loc {
        use super::context::{fx_hash32, spread};
        if let LocData::FileLineCol { file, line, col } = &l {
            let rec = LocRec {
                file: self.file_id(file),
                line: *line,
                col: *col,
            };
            return self.intern_rec(rec);
        }
        self.index_all();
        let h = fx_hash32(&l);
        let (recs, other) = (&self.recs, &self.other);
        if let Some((k, _)) = self.table.find(spread(h), |(k, kh)| {
            *kh == h && recs[*k].file == OTHER && other[recs[*k].line as usize] == l
        }) {
            return *k;
        }
        let rec = LocRec {
            file: OTHER,
            line: self.other.len() as u32,
            col: 0,
        };
        self.other.push(l);
        self.push_indexed(rec, h)
    }

    /// The structure of `l`: built for a file location, borrowed for the others.
    pub(super) fn get(&self, l: Loc) -> std::borrow::Cow<'_, LocData> {
        let r = self.recs[l];
        if r.file == OTHER {
            std::borrow::Cow::Borrowed(&self.other[r.line as usize])
        } else {
            std::borrow::Cow::Owned(LocData::FileLineCol {
                file: self.files[r.file as usize].clone(),
                line: r.line,
                col: r.col,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fast-path file locations are still uniqued against every other way to make them.
    #[test]
    fn file_locations_are_uniqued() {
        let mut t = LocTable::default();
        let f: Arc<str> = "a.mlir".into();
        let g: Arc<str> = "a.mlir".into();
        let a = t.intern_file_loc(&f, 3, 5);
        let b = t.intern_file_loc(&f, 4, 1);
        assert_ne!(a, b);
        assert_eq!(t.intern_file_loc(&f, 3, 5), a);
        let flc = |file: &Arc<str>, line, col| LocData::FileLineCol {
            file: file.clone(),
            line,
            col,
        };
        assert_eq!(t.intern(flc(&g, 4, 1)), b);
        // An explicit location ahead of the parser, then the parser reaching it.
        let c = t.intern(flc(&g, 9, 2));
        assert_eq!(t.intern_file_loc(&f, 9, 2), c);
        let d = t.intern_file_loc(&f, 9, 3);
        assert_eq!(t.intern(flc(&f, 9, 3)), d);
        assert_eq!(*t.get(d), flc(&f, 9, 3));
        // Other kinds in between.
        let e = t.intern_file_loc(&f, 10, 1);
        let n = t.intern(LocData::Name {
            name: "n".into(),
            child: e,
        });
        let g2 = t.intern_file_loc(&f, 11, 1);
        assert_eq!(
            t.intern(LocData::Name {
                name: "n".into(),
                child: e
            }),
            n
        );
        assert_eq!(t.intern(flc(&f, 11, 1)), g2);
        assert_eq!(t.intern(flc(&f, 10, 1)), e);
        let other: Arc<str> = "b.mlir".into();
        assert_ne!(t.intern_file_loc(&other, 9, 3), d);
    }
}
