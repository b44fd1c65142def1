//! Analyses over the IR: dominance (more to come: liveness, buffer origins).

pub mod buffer_origin;
pub mod dominance;
pub mod liveness;

pub use dominance::DominanceInfo;
