"""memref-jit from Python: run MLIR memref programs on NumPy arrays.

A module is parsed, put through a pass pipeline (by default MLIR's buffer-deallocation
pipeline), compiled by Cranelift, and its functions are called with Python scalars and NumPy
arrays. Arrays are passed as ranked memrefs and read and written in place (as MLIR's
ExecutionEngine passes ranked memref descriptors); returned memrefs come back as new NumPy
arrays. Every call has its own memory report (leaks, double frees, invalid frees, with their
sites), and a runtime fault raises ``MlirError`` with its source location.

    >>> import numpy as np, memref_jit
    >>> jit = memref_jit.Jit('''
    ... func.func @scale(%x: memref<?xf32>, %k: f32) {
    ...   %c0 = arith.constant 0 : index
    ...   %c1 = arith.constant 1 : index
    ...   %n = memref.dim %x, %c0 : memref<?xf32>
    ...   scf.for %i = %c0 to %n step %c1 {
    ...     %v = memref.load %x[%i] : memref<?xf32>
    ...     %w = arith.mulf %v, %k : f32
    ...     memref.store %w, %x[%i] : memref<?xf32>
    ...   }
    ...   return
    ... }''')
    >>> x = np.array([1, 2, 3], dtype=np.float32)
    >>> call = jit.call("scale", x, 2.0)
    >>> x.tolist(), call.memory.is_clean
    ([2.0, 4.0, 6.0], True)

The Rust crate's API is the source of truth; this package is a thin layer over it.
"""

import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

import numpy as np

from ._native import Jit as _NativeJit
from ._native import MlirError
from ._native import run_pipeline as _run_pipeline
from ._native import version as _version

__all__ = [
    "DEALLOC_PIPELINE",
    "Call",
    "Finding",
    "Jit",
    "MemoryReport",
    "MlirError",
    "Site",
    "run_pipeline",
    "version",
]

#: MLIR's buffer-deallocation pipeline, as ``mlir-opt --buffer-deallocation-pipeline`` runs it.
DEALLOC_PIPELINE = "builtin.module(buffer-deallocation-pipeline)"

# MLIR element type of each NumPy dtype a memref can view (native byte order only).
_ELEMS = {
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
}
_DTYPES = {elem: dtype for dtype, elem in _ELEMS.items()}
_DTYPES["index"] = np.dtype(np.int64)


def version() -> str:
    """Version, commit, Cranelift version and host ISA, as ``memref-run --version`` prints."""
    return _version()


__version__ = "0.1.0"


def run_pipeline(text: str, pipeline: str = DEALLOC_PIPELINE, filename: str = "<input>") -> str:
    """Parses ``text``, runs ``pipeline`` (``builtin.module(...)`` syntax, as mlir-opt's
    ``--pass-pipeline``) and returns the printed module. Raises ``MlirError``."""
    return _run_pipeline(text, pipeline, filename)


@dataclass(frozen=True)
class Site:
    """An op that allocated or freed: its file (None without a location), line, column, op."""

    file: Optional[str]
    line: int
    column: int
    op: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column} ({self.op})"


@dataclass(frozen=True)
class Finding:
    """A leak, double free or invalid free (fields as in docs/memory-report.md)."""

    kind: str
    message: str
    location: Site
    allocation: Optional[Site]
    frees: List[Site]
    blocks: int
    bytes: Optional[int]
    pointer: Optional[str]


@dataclass(frozen=True)
class MemoryReport:
    """What the memory checker found in one call."""

    findings: List[Finding]
    statistics: Dict[str, int]
    text: str

    @property
    def is_clean(self) -> bool:
        """No leak, double free or invalid free."""
        return not self.findings


@dataclass(frozen=True)
class Call:
    """What a call returned: its results (ints, floats, NumPy arrays for memrefs), what it
    printed through the runner utilities, and its memory report."""

    results: List[Any]
    stdout: str
    memory: MemoryReport = field(repr=False)


def _site(d: Dict[str, Any]) -> Site:
    return Site(d["file"], d["line"], d["column"], d["op"])


def _memref_element(param: str) -> str:
    # memref<4x?xindex> -> index (a layout, which the call rejects anyway, follows a comma).
    body = param[len("memref<") : -1].split(",")[0]
    return re.sub(r"^((\?|[0-9]+)x)*", "", body)


class Jit:
    """A module parsed, put through ``pipeline`` (``None``: none) and compiled.

    ``check_bounds`` (default on) checks every load and store, so a bad access raises
    ``MlirError`` at its op. Off, the code runs as native code does: faster, but an access far
    outside any buffer can crash the Python process (the command-line tool turns such faults
    into errors; a library call cannot). A ``Jit`` belongs to the thread that created it: using
    it from another thread raises (create one per thread)."""

    def __init__(
        self,
        text: str,
        pipeline: Optional[str] = DEALLOC_PIPELINE,
        check_bounds: bool = True,
        filename: str = "<input>",
    ) -> None:
        self._jit = _NativeJit(text, pipeline, check_bounds, filename)

    def signature(self, name: str):
        """(parameter types, result types) of function ``name`` as MLIR prints them."""
        return self._jit.signature(name)

    def print(self) -> str:
        """The module as compiled (after the pipeline)."""
        return self._jit.print()

    def call(self, name: str, *args: Any) -> Call:
        """Calls function ``name``. Scalars convert by the parameter's type; a memref parameter
        takes a C-contiguous, writable NumPy array of its element type (``index``: int64),
        read and written in place. Raises ``MlirError`` on a runtime fault, ``TypeError`` or
        ``ValueError`` on arguments that do not fit."""
        params, rets = self._jit.signature(name)
        for r in rets:
            # Checked before the call runs, so no call's effects or report are lost.
            if r.startswith("memref<") and _memref_element(r) not in _DTYPES:
                raise TypeError(
                    f"'@{name}' returns a {r}, which has no NumPy dtype to return it as"
                )
        if len(args) != len(params):
            raise TypeError(f"'@{name}' takes {len(params)} arguments, {len(args)} given")
        raw: List[Any] = []
        keep: List[np.ndarray] = []
        for k, (a, p) in enumerate(zip(args, params)):
            if not p.startswith("memref<"):
                raw.append(a)
                continue
            if not isinstance(a, np.ndarray):
                raise TypeError(f"argument {k} of '@{name}' ({p}): expected a NumPy array")
            if not (a.flags.c_contiguous and a.flags.writeable):
                raise ValueError(
                    f"argument {k} of '@{name}' ({p}): the array must be C-contiguous and "
                    "writable (it is read and written in place; np.ascontiguousarray makes a copy)"
                )
            if not a.dtype.isnative or a.dtype not in _ELEMS:
                raise TypeError(
                    f"argument {k} of '@{name}' ({p}): arrays of {a.dtype} cannot be passed"
                )
            elem = _ELEMS[a.dtype]
            if elem == "i64" and _memref_element(p) == "index":
                elem = "index"
            raw.append((a.ctypes.data, elem, list(a.shape)))
            keep.append(a)
        out = self._jit.call(name, raw)
        del keep
        results = []
        for r in out["results"]:
            if isinstance(r, tuple) and r and r[0] == "memref":
                _, elem, sizes, data = r
                results.append(np.frombuffer(data, dtype=_DTYPES[elem]).reshape(sizes).copy())
            else:
                results.append(r)
        findings = [
            Finding(
                kind=f["kind"],
                message=f["message"],
                location=_site(f["location"]),
                allocation=_site(f["allocation"]) if f["allocation"] else None,
                frees=[_site(s) for s in f["frees"]],
                blocks=f["blocks"],
                bytes=f["bytes"],
                pointer=f["pointer"],
            )
            for f in out["findings"]
        ]
        return Call(
            results=results,
            stdout=out["stdout"],
            memory=MemoryReport(findings, dict(out["statistics"]), out["text"]),
        )
