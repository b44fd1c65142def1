//! Reassociations of `memref.expand_shape` / `memref.collapse_shape` (MLIR's
//! `ReshapeOpsUtils`): composing two of the same direction, and finding how one shape collapses
//! into another.

use crate::ir::DYNAMIC;

/// Groups of consecutive dimension indices.
pub(super) type Reassociation = Vec<Vec<i64>>;

/// Upstream's `composeReassociationIndices`: the reassociation of two reshapes of the same
/// direction in one, e.g. producer `[[0, 1], [2], [3, 4]]` and consumer `[[0, 1], [2]]` give
/// `[[0, 1, 2], [3, 4]]`; `None` when they do not compose (equal lengths, or the consumer does
/// not cover the producer's groups).
pub(super) fn compose(producer: &[Vec<i64>], consumer: &[Vec<i64>]) -> Option<Reassociation> {
    if producer.len() == consumer.len() {
        return None;
    }
    let (producer, consumer) = if producer.len() < consumer.len() {
        (consumer, producer)
    } else {
        (producer, consumer)
    };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    if producer.len() != consumer.iter().map(|g| g.len()).sum::<usize>() {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut out = Vec::new();
            for i in g {
                out.extend_from_slice(producer.get(usize::try_from(*i).ok()?)?);
            }
            Some(out)
        })
        .collect()
}

/// An inclusive range of source dimensions.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Range {
    left: i64,
    right: i64,
}

impl Range {
    fn valid(&self) -> bool {
        self.left >= 0 && self.left <= self.right
    }
    fn within(&self, n: usize) -> bool {
        self.left >= 0 && self.right < n as i64
    }
    fn indices(&self) -> Vec<i64> {
        (self.left..=self.right).collect()
    }
}

/// From `start`, the first run of source dimensions holding a dynamic one (greedily: to the
/// end).
fn range_for_dynamic(shape: &[i64], start: i64, greedy: bool) -> Option<Range> {
    let mut it = Range {
        left: start,
        right: start,
    };
    if !it.within(shape.len()) {
        return None;
    }
    let mut result = it;
    let mut found = false;
    while it.within(shape.len()) {
        if found && !greedy {
            break;
        }
        if shape[it.right as usize] == DYNAMIC {
            found = true;
        }
        result = it;
        it.right += 1;
    }
    found.then_some(result)
}

/// From `start`, the first run of static source dimensions whose product is `target`
/// (greedily: with the unit dimensions after it).
fn range_for_size(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<Range> {
    let mut it = Range {
        left: start,
        right: start,
    };
    if !it.within(shape.len()) {
        return None;
    }
    let mut result = it;
    let mut product: i64 = 1;
    let mut reached = false;
    while it.within(shape.len()) {
        let size = shape[it.right as usize];
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            // A static group cannot hold a dynamic dimension: start again after it.
            product = 1;
            it = Range {
                left: it.right + 1,
                right: it.right + 1,
            };
            result = it;
            continue;
        }
        product = product.saturating_mul(size);
        if product > target && reached {
            break;
        }
        // Past the target: drop dimensions from the front until it is not.
        while product > target && it.left < it.right {
            let front = shape[it.left as usize];
            if front == 0 {
                break;
            }
            product /= front;
            it.left += 1;
        }
        result = it;
        if product == target {
            reached = true;
        }
        it.right += 1;
    }
    reached.then_some(result)
}

/// One scan of the target shape, left to right, for the source ranges collapsing into each
/// target dimension (upstream's `findReassociationRangesForCollapse`).
fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let mut prev_target: Option<i64> = None;
    let mut at = 0i64;
    for (t, &size) in target.iter().enumerate() {
        let greedy = t + 1 == target.len();
        let range = if size == DYNAMIC {
            range_for_dynamic(source, at, greedy)
        } else {
            range_for_size(source, at, size, greedy)
        }?;
        if !range.valid() || !range.within(source.len()) {
            return None;
        }
        if range.left > at {
            // Skipped source dimensions join the preceding dynamic target dimension.
            if prev_target != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.right = range.left - 1;
        }
        prev_target = Some(size);
        at = range.right + 1;
        ranges.push(range);
    }
    if ranges.last()?.right < source.len() as i64 - 1 {
        return None;
    }
    Some(ranges)
}

/// The same scan right to left.
fn ranges_for_collapse_reversed(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let rs: Vec<i64> = source.iter().rev().copied().collect();
    let rt: Vec<i64> = target.iter().rev().copied().collect();
    let n = source.len() as i64;
    let mut ranges = ranges_for_collapse(&rs, &rt)?;
    for r in &mut ranges {
        if !r.valid() {
            return None;
        }
        *r = Range {
            left: n - 1 - r.right,
            right: n - 1 - r.left,
        };
    }
    ranges.reverse();
    Some(ranges)
}

/// Upstream's `getReassociationIndicesForCollapse`: how `source` collapses into the lower-rank
/// `target`, when the scans from both ends agree (up to where unit dimensions go).
pub(super) fn for_collapse(source: &[i64], target: &[i64]) -> Option<Reassociation> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|s| *s != 1 && *s != DYNAMIC) {
            return None;
        }
        return Some(vec![(0..source.len() as i64).collect()]);
    }
    let forward = ranges_for_collapse(source, target)?;
    let backward = ranges_for_collapse_reversed(source, target)?;
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let mut out = Vec::with_capacity(target.len());
    for (a, b) in forward.iter().zip(&backward) {
        let only_a = (a.left..=a.right).filter(|i| *i < b.left || *i > b.right);
        let only_b = (b.left..=b.right).filter(|i| *i < a.left || *i > a.right);
        let differing: Vec<i64> = only_a.chain(only_b).collect();
        // They may differ only by unit dimensions (upstream's only allowed ambiguity; the
        // ranges need not overlap: 1x1x1x1 into 1x1x1 is [[0], [1], [2, 3]]).
        if differing.iter().any(|i| source[*i as usize] != 1) {
            return None;
        }
        out.push(a.indices());
    }
    Some(out)
}
