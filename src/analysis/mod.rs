//! Analyses over the IR: dominance (more to come: liveness, buffer origins).

pub mod dominance;

pub use dominance::DominanceInfo;
