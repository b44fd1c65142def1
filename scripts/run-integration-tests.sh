#!/usr/bin/env bash
# Upstream MLIR CPU integration tests under upstream's tools and under memref-run.
# See scripts/run-integration-tests.py (--help) for what it runs and measures.
#
#   scripts/run-integration-tests.sh [--interp] [--direct] [--tensor-form] [--all] [-o REPORT] [DIR]   (DIR default /tmp/w/integ)
#   MEMREF_RUN=path/to/memref-run JOBS=2 TIMEOUT=60 scripts/run-integration-tests.sh
exec nice -n 10 python3 "$(dirname "${BASH_SOURCE[0]}")/run-integration-tests.py" "$@"
