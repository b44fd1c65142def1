//! `memref_jit._native`: the Python extension behind the `memref_jit` package. A thin layer over
//! the crate's API (`memref_jit::api`): text in, text out for pipelines; compile a module and
//! call its functions with scalars and raw memref views the Python side makes from NumPy
//! arrays. Everything user-facing (argument checks, NumPy conversion, report objects) is in
//! `python/memref_jit/__init__.py`; this module is private.

use memref_jit::api::{self, Arg, RawMemRef, Value};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList};

create_exception!(
    _native,
    MlirError,
    PyException,
    "An MLIR diagnostic (`file:line:col: error: ...`): bad input, a failed pass, or a runtime fault."
);

fn err(e: api::Error) -> PyErr {
    MlirError::new_err(e.0)
}

fn parse(text: &str, filename: &str, pipeline: Option<&str>) -> PyResult<api::Module> {
    let mut m = api::parse_module_named(text, filename).map_err(err)?;
    if let Some(p) = pipeline {
        api::Pipeline::parse(p)
            .map_err(err)?
            .run(&mut m)
            .map_err(err)?;
    }
    Ok(m)
}

/// Parses `text`, runs `pipeline` (`builtin.module(...)` syntax) and prints the result.
#[pyfunction]
#[pyo3(signature = (text, pipeline, filename = "<input>"))]
fn run_pipeline(text: &str, pipeline: &str, filename: &str) -> PyResult<String> {
    Ok(parse(text, filename, Some(pipeline))?.print())
}

/// The version text of the tools (version, commit, Cranelift version, host ISA).
#[pyfunction]
fn version() -> String {
    memref_jit::codegen::version_text("memref-jit")
}

/// A compiled module.
#[pyclass(unsendable, name = "Jit")]
struct PyJit {
    jit: api::Jit,
}

#[pymethods]
impl PyJit {
    #[new]
    #[pyo3(signature = (text, pipeline, check_bounds = true, filename = "<input>"))]
    fn new(
        text: &str,
        pipeline: Option<&str>,
        check_bounds: bool,
        filename: &str,
    ) -> PyResult<PyJit> {
        let m = parse(text, filename, pipeline)?;
        let rt = api::Runtime {
            check_bounds,
            ..Default::default()
        };
        Ok(PyJit {
            jit: api::Jit::new(m, &rt).map_err(err)?,
        })
    }

    /// (parameter types, result types) of a function, as MLIR prints them.
    fn signature(&self, name: &str) -> PyResult<(Vec<String>, Vec<String>)> {
        self.jit.signature(name).map_err(err)
    }

    /// The module after the pipeline.
    fn print(&self) -> String {
        self.jit.module().print()
    }

    /// Calls `name`. Scalars are converted by the parameter's type; a memref parameter takes
    /// `(address, element type, shape)` of a C-contiguous buffer the caller keeps alive.
    fn call<'py>(
        &mut self,
        py: Python<'py>,
        name: &str,
        args: Vec<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let (params, _) = self.jit.signature(name).map_err(err)?;
        if params.len() != args.len() {
            return Err(PyTypeError::new_err(format!(
                "'@{name}' takes {} arguments, {} given",
                params.len(),
                args.len()
            )));
        }
        let mut call_args = Vec::with_capacity(args.len());
        for (k, (p, a)) in params.iter().zip(&args).enumerate() {
            // The conversion's own error (an OverflowError stays one), with the argument named.
            let bad = |e: PyErr| {
                let msg = format!("argument {k} of '@{name}' ({p}): {}", e.value(py));
                if e.is_instance_of::<PyOverflowError>(py) {
                    PyOverflowError::new_err(msg)
                } else {
                    PyTypeError::new_err(msg)
                }
            };
            call_args.push(match p.as_str() {
                // A bool, or the integers 0 and 1.
                "i1" => Arg::I1(match a.extract::<bool>() {
                    Ok(b) => b,
                    Err(e) => match a.extract::<i64>() {
                        Ok(0) => false,
                        Ok(1) => true,
                        _ => return Err(bad(e)),
                    },
                }),
                "i8" => Arg::I8(a.extract().map_err(bad)?),
                "i16" => Arg::I16(a.extract().map_err(bad)?),
                "i32" => Arg::I32(a.extract().map_err(bad)?),
                "i64" => Arg::I64(a.extract().map_err(bad)?),
                "index" => Arg::Index(a.extract().map_err(bad)?),
                "f32" => Arg::F32(a.extract::<f64>().map_err(bad)? as f32),
                "f64" => Arg::F64(a.extract().map_err(bad)?),
                _ if p.starts_with("memref<") => {
                    let (addr, elem, shape): (usize, String, Vec<usize>) =
                        a.extract().map_err(bad)?;
                    // SAFETY: the Python layer passes the data address of a live, writable,
                    // C-contiguous NumPy array of `shape` and `elem`, and keeps the array
                    // referenced until this call returns.
                    let raw = unsafe { RawMemRef::from_raw(addr as *mut u8, &elem, &shape) }
                        .map_err(|e| {
                            PyTypeError::new_err(format!("argument {k} of '@{name}': {}", e.0))
                        })?;
                    Arg::MemRef(raw)
                }
                _ => {
                    return Err(PyTypeError::new_err(format!(
                        "argument {k} of '@{name}': parameters of type {p} cannot be passed"
                    )))
                }
            });
        }
        let call = self.jit.call(name, &mut call_args).map_err(err)?;
        let results = PyList::empty(py);
        for v in &call.results {
            match v {
                Value::Int(i) => results.append(*i)?,
                Value::F32(x) => results.append(*x as f64)?,
                Value::F64(x) => results.append(*x)?,
                Value::MemRef(b) => results.append((
                    "memref",
                    b.elem(),
                    b.sizes().to_vec(),
                    PyBytes::new(py, b.bytes()),
                ))?,
            }
        }
        let findings = PyList::empty(py);
        for r in &call.memory.records {
            let site = |s: &memref_jit::report::SiteRef| -> PyResult<Bound<'py, PyDict>> {
                let d = PyDict::new(py);
                d.set_item("file", s.file.clone())?;
                d.set_item("line", s.line)?;
                d.set_item("column", s.column)?;
                d.set_item("op", s.op.clone())?;
                Ok(d)
            };
            let d = PyDict::new(py);
            d.set_item("kind", r.kind.name())?;
            d.set_item("message", &r.message)?;
            d.set_item("location", site(&r.location)?)?;
            d.set_item("allocation", r.allocation.as_ref().map(site).transpose()?)?;
            let frees = PyList::empty(py);
            for f in &r.frees {
                frees.append(site(f)?)?;
            }
            d.set_item("frees", frees)?;
            d.set_item("blocks", r.blocks)?;
            d.set_item("bytes", r.bytes)?;
            d.set_item("pointer", r.pointer.clone())?;
            findings.append(d)?;
        }
        let stats = PyDict::new(py);
        stats.set_item("allocations", call.memory.stats.allocs)?;
        stats.set_item("frees", call.memory.stats.frees)?;
        stats.set_item("peak_bytes", call.memory.stats.peak_bytes)?;
        stats.set_item("live_bytes_at_exit", call.memory.stats.live_bytes)?;
        let out = PyDict::new(py);
        out.set_item("results", results)?;
        out.set_item("stdout", &call.stdout)?;
        out.set_item("findings", findings)?;
        out.set_item("statistics", stats)?;
        out.set_item("text", &call.memory.text)?;
        Ok(out)
    }
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("MlirError", m.py().get_type::<MlirError>())?;
    m.add_function(wrap_pyfunction!(run_pipeline, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_class::<PyJit>()?;
    Ok(())
}
