#include <stdint.h>
int64_t add3(int64_t x) { return x + 3; }
double halve(double x) { return x / 2; }
/* A ranked 1-D memref arrives exploded: allocated, aligned, offset, size, stride. */
int64_t sum1d(int64_t *alloc, int64_t *aligned, int64_t off, int64_t n, int64_t st) {
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) s += aligned[off + i * st];
  return s;
}
/* llvm.emit_c_interface: `_mlir_ciface_` names, memrefs by the address of their descriptor. */
typedef struct { int64_t *alloc, *aligned; int64_t off, size, stride; } Desc1;
typedef struct { int64_t rank; Desc1 *desc; } Unranked;
int64_t _mlir_ciface_csum(Desc1 *m, int64_t bias) {
  int64_t s = bias;
  for (int64_t i = 0; i < m->size; i++) s += m->aligned[m->off + i * m->stride];
  return s;
}
int64_t _mlir_ciface_crank(Unranked *u) { return u->rank * 100 + u->desc->size; }
