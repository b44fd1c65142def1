//! The operation kinds we know; their table rows (counts, attributes, traits, effects) are in
//! [`super::opdef`].

use super::opdef::Traits;

macro_rules! op_kinds {
    ($($variant:ident = $name:literal,)*) => {
        /// A registered operation kind, or [`OpKind::Unregistered`] for ops from unknown dialects.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpKind {
            $(#[doc = $name] $variant,)*
            /// An op of an unknown dialect (only with `--allow-unregistered-dialect`).
            Unregistered,
        }

        impl OpKind {
            /// Every registered kind.
            pub const ALL: &'static [OpKind] = &[$(OpKind::$variant,)*];

            /// Full name, `dialect.op`.
            pub fn name(self) -> &'static str {
                match self {
                    $(OpKind::$variant => $name,)*
                    OpKind::Unregistered => "<unregistered>",
                }
            }

            /// Looks up a registered kind by full name.
            pub fn from_name(name: &str) -> Option<OpKind> {
                Some(match name {
                    $($name => OpKind::$variant,)*
                    _ => return None,
                })
            }
        }
    };
}

op_kinds! {
    Module = "builtin.module",
    UnrealizedConversionCast = "builtin.unrealized_conversion_cast",

    FuncFunc = "func.func",
    FuncReturn = "func.return",
    FuncCall = "func.call",
    FuncCallIndirect = "func.call_indirect",
    FuncConstant = "func.constant",

    ArithConstant = "arith.constant",
    ArithAddI = "arith.addi",
    ArithSubI = "arith.subi",
    ArithMulI = "arith.muli",
    ArithDivSI = "arith.divsi",
    ArithDivUI = "arith.divui",
    ArithRemSI = "arith.remsi",
    ArithRemUI = "arith.remui",
    ArithCeilDivSI = "arith.ceildivsi",
    ArithCeilDivUI = "arith.ceildivui",
    ArithFloorDivSI = "arith.floordivsi",
    ArithAndI = "arith.andi",
    ArithOrI = "arith.ori",
    ArithXOrI = "arith.xori",
    ArithShLI = "arith.shli",
    ArithShRSI = "arith.shrsi",
    ArithShRUI = "arith.shrui",
    ArithMaxSI = "arith.maxsi",
    ArithMaxUI = "arith.maxui",
    ArithMinSI = "arith.minsi",
    ArithMinUI = "arith.minui",
    ArithAddF = "arith.addf",
    ArithSubF = "arith.subf",
    ArithMulF = "arith.mulf",
    ArithDivF = "arith.divf",
    ArithRemF = "arith.remf",
    ArithMaximumF = "arith.maximumf",
    ArithMinimumF = "arith.minimumf",
    ArithMaxNumF = "arith.maxnumf",
    ArithMinNumF = "arith.minnumf",
    ArithNegF = "arith.negf",
    ArithCmpI = "arith.cmpi",
    ArithCmpF = "arith.cmpf",
    ArithSelect = "arith.select",
    ArithIndexCast = "arith.index_cast",
    ArithIndexCastUI = "arith.index_castui",
    ArithExtSI = "arith.extsi",
    ArithExtUI = "arith.extui",
    ArithTruncI = "arith.trunci",
    ArithSIToFP = "arith.sitofp",
    ArithUIToFP = "arith.uitofp",
    ArithFPToSI = "arith.fptosi",
    ArithFPToUI = "arith.fptoui",
    ArithExtF = "arith.extf",
    ArithTruncF = "arith.truncf",
    ArithBitcast = "arith.bitcast",
    ArithMulUIExtended = "arith.mului_extended",
    ArithMulSIExtended = "arith.mulsi_extended",
    ArithAddUIExtended = "arith.addui_extended",

    MathSqrt = "math.sqrt",
    MathRsqrt = "math.rsqrt",
    MathExp = "math.exp",
    MathLog = "math.log",
    MathSin = "math.sin",
    MathCos = "math.cos",
    MathTanh = "math.tanh",
    MathAbsF = "math.absf",
    MathAbsI = "math.absi",
    MathPowF = "math.powf",
    MathFma = "math.fma",
    MathFloor = "math.floor",
    MathCeil = "math.ceil",
    MathCopySign = "math.copysign",

    MemRefAlloc = "memref.alloc",
    MemRefAlloca = "memref.alloca",
    MemRefRealloc = "memref.realloc",
    MemRefDealloc = "memref.dealloc",
    MemRefLoad = "memref.load",
    MemRefStore = "memref.store",
    MemRefCopy = "memref.copy",
    MemRefCast = "memref.cast",
    MemRefSubView = "memref.subview",
    MemRefReinterpretCast = "memref.reinterpret_cast",
    MemRefView = "memref.view",
    MemRefExpandShape = "memref.expand_shape",
    MemRefCollapseShape = "memref.collapse_shape",
    MemRefTranspose = "memref.transpose",
    MemRefDim = "memref.dim",
    MemRefRank = "memref.rank",
    MemRefExtractStridedMetadata = "memref.extract_strided_metadata",
    MemRefExtractAlignedPointerAsIndex = "memref.extract_aligned_pointer_as_index",
    MemRefGlobal = "memref.global",
    MemRefGetGlobal = "memref.get_global",
    MemRefAllocaScope = "memref.alloca_scope",
    MemRefAllocaScopeReturn = "memref.alloca_scope.return",
    MemRefAssumeAlignment = "memref.assume_alignment",
    MemRefMemorySpaceCast = "memref.memory_space_cast",

    ScfFor = "scf.for",
    ScfIf = "scf.if",
    ScfWhile = "scf.while",
    ScfCondition = "scf.condition",
    ScfYield = "scf.yield",
    ScfExecuteRegion = "scf.execute_region",
    ScfIndexSwitch = "scf.index_switch",
    ScfParallel = "scf.parallel",
    ScfReduce = "scf.reduce",
    ScfReduceReturn = "scf.reduce.return",
    ScfForall = "scf.forall",
    ScfForallInParallel = "scf.forall.in_parallel",

    CfBr = "cf.br",
    CfCondBr = "cf.cond_br",
    CfSwitch = "cf.switch",
    CfAssert = "cf.assert",

    BufferizationDealloc = "bufferization.dealloc",
    BufferizationClone = "bufferization.clone",
}

/// Dialects whose ops we know; an op named in one of these dialects that is not in the table is an
/// error even with `--allow-unregistered-dialect`, as in MLIR.
pub const KNOWN_DIALECTS: &[&str] = &[
    "builtin",
    "func",
    "arith",
    "math",
    "memref",
    "scf",
    "cf",
    "bufferization",
];

impl OpKind {
    /// The dialect prefix.
    pub fn dialect(self) -> &'static str {
        let n = self.name();
        &n[..n.find('.').unwrap_or(0)]
    }

    /// Whether the op must be the last op of its block.
    pub fn is_terminator(self) -> bool {
        self.info().has(Traits::TERMINATOR)
    }

    /// Whether values defined above may not be used inside the op's regions.
    pub fn is_isolated_from_above(self) -> bool {
        self.info().has(Traits::ISOLATED_FROM_ABOVE)
    }

    /// Whether the op defines a symbol table (its body holds symbols looked up by name).
    pub fn is_symbol_table(self) -> bool {
        self.info().has(Traits::SYMBOL_TABLE)
    }

    /// The terminator the custom form may omit at the end of the op's regions (an implicit
    /// terminator is then created).
    pub fn implicit_terminator(self) -> Option<OpKind> {
        self.info().implicit_terminator
    }

    /// Single-operand conversions printed `op %x : T1 to T2`.
    pub fn is_cast(self) -> bool {
        self.info().has(Traits::CAST)
    }

    /// Ops without side effects whose result depends only on operands and attributes.
    pub fn is_pure(self) -> bool {
        self.info().has(Traits::PURE)
    }

    /// Structured control flow between the op's regions (`RegionBranchOpInterface`).
    pub fn is_region_branch(self) -> bool {
        self.info().has(Traits::REGION_BRANCH)
    }

    /// The inherent attributes (properties) of the kind.
    pub fn inherent_attrs(self) -> impl Iterator<Item = &'static str> {
        self.info().attrs.iter().map(|a| a.name)
    }

    /// Whether `name` is an inherent attribute of the kind.
    pub fn is_inherent(self, name: &str) -> bool {
        self.info().attr(name).is_some()
    }
}
