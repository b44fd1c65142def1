#include <stdint.h>
int64_t add3(int64_t x) { return x + 3; }
double halve(double x) { return x / 2; }
/* A ranked 1-D memref arrives exploded: allocated, aligned, offset, size, stride. */
int64_t sum1d(int64_t *alloc, int64_t *aligned, int64_t off, int64_t n, int64_t st) {
  int64_t s = 0;
  for (int64_t i = 0; i < n; i++) s += aligned[off + i * st];
  return s;
}
