# lit configuration for memref-jit's example regression tests: memref-run and memref-opt in
# RUN lines with upstream LLVM's FileCheck and `not`, the way MLIR users keep their tests.
#
#   lit examples/lit                      (memref-run/memref-opt from target/release or PATH)
#   MEMREF_JIT_BIN=/path/to/bin lit -v examples/lit
#
# FileCheck and not come from PATH (e.g. after `eval "$(../shared/tools/mlir-reference.sh)"`)
# or from LLVM_TOOLS_DIR.
import os
import shutil

import lit.formats

config.name = "memref-jit-examples"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", ".."))


def find_tool(name, dirs):
    for d in dirs:
        if d and os.path.isfile(os.path.join(d, name)):
            return os.path.join(d, name)
    found = shutil.which(name)
    if found is None:
        lit_config.fatal(f"cannot find {name} (searched {dirs} and PATH)")
    return found


bin_dirs = [
    os.environ.get("MEMREF_JIT_BIN"),
    os.path.join(root, "target", "release"),
    os.path.join(root, "target", "debug"),
]
llvm_dirs = [os.environ.get("LLVM_TOOLS_DIR")]
for tool in ["memref-run", "memref-opt"]:
    config.substitutions.append((r"\b" + tool + r"\b", find_tool(tool, bin_dirs)))
for tool in ["FileCheck", "not"]:
    config.substitutions.append((r"\b" + tool + r"\b", find_tool(tool, llvm_dirs)))
