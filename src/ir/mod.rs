//! The IR: entities and arenas ([`Context`]), types, attributes, locations and op kinds.

pub mod affine;
pub mod affine_values;
pub mod asm;
pub mod attrs;
pub mod builder;
pub mod context;
pub mod entities;
pub mod float;
pub mod format;
pub mod interfaces;
pub mod linalg;
pub mod linalg_conv;
pub mod location;
pub mod matchers;
pub mod opdef;
pub mod opkind;
pub mod ops;
pub mod symbols;
pub mod types;
pub mod vector;

pub use affine::{AffineExpr, AffineMap, AffineOp, AffineSet};
pub use attrs::{AttrData, DenseValue, VectorEnum};
pub use builder::Builder;
pub use context::{Context, OpData, Use, ValueDef};
pub use entities::{Attr, Block, Ident, Loc, Op, Region, Type, Value};
pub use format::Format;
pub use location::LocData;
pub use opdef::{OpInfo, Traits};
pub use opkind::{
    AffineCustomOp, AffineDialectOp, ArithCustomOp, ArithOp, BufferizationCustomOp,
    BufferizationOp, BuiltinCustomOp, BuiltinOp, CfCustomOp, CfOp, ComplexCustomOp, ComplexOp,
    CustomOp, DialectOp, FuncCustomOp, FuncOp, IndexCustomOp, IndexOp, LinalgCustomOp, LinalgOp,
    MathCustomOp, MathOp, MemRefCustomOp, MemRefOp, OpKind, ScfCustomOp, ScfOp, TensorCustomOp,
    TensorOp, UbCustomOp, UbOp, VectorCustomOp, VectorOp, ATOMIC_RMW_KINDS,
};
pub use symbols::SymbolCache;
pub use types::{dyn_add, dyn_mul, element_count, FloatKind, Signedness, TypeData, DYNAMIC};
