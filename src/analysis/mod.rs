//! Analyses over the IR: dominance, post-dominance, liveness, buffer origins.

pub mod buffer_origin;
pub mod dominance;
pub mod liveness;
pub mod one_shot;
pub mod post_dominance;

pub use dominance::DominanceInfo;
