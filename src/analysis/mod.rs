//! Analyses over the IR: dominance (more to come: liveness, buffer origins).

pub mod dominance;
pub mod liveness;

pub use dominance::DominanceInfo;
