/* Does software prefetching let a compute-heavy element-wise loop overlap its arithmetic with its memory traffic?
 * A probe in plain C (AVX-512 intrinsics), outside our pipeline, that motivated passes/prefetch_streams.py.
 *
 *     gcc -O2 -mavx512f -o /tmp/prefetch_probe scripts/prefetch_probe.c && /tmp/prefetch_probe
 *
 * Each element of a 2048x2048 f32 array goes through K dependent FMAs (two vectors of 16 lanes in flight) and is
 * stored; the best of 15 rounds, in ms, of: the same work on 256 KiB in L2, 64 times over ("in cache": the
 * arithmetic alone); plain loads; a prefetcht0 of each line 1 KiB ahead; non-temporal stores; both; and a
 * prefetch 4 KiB ahead. Without prefetching the time is about the sum of arithmetic and memory once K is large
 * enough for the two to be comparable; with it, nearer the larger of the two. */
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define N (2048 * 2048)
#define SMALL 65536

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

__attribute__((noinline)) static void run(const float *a, float *o, long n, int k, int prefetch, int nt, int ahead) {
  const __m512 c = _mm512_set1_ps(0.999f), d = _mm512_set1_ps(0.001f);
  for (long i = 0; i < n; i += 32) {
    if (prefetch) {
      _mm_prefetch((const char *)(a + i + ahead), _MM_HINT_T0);
      _mm_prefetch((const char *)(a + i + ahead + 16), _MM_HINT_T0);
    }
    __m512 p = _mm512_loadu_ps(a + i), q = _mm512_loadu_ps(a + i + 16);
    for (int j = 0; j < k; j++) {
      p = _mm512_fmadd_ps(p, c, d);
      q = _mm512_fmadd_ps(q, c, d);
    }
    if (nt) {
      _mm512_stream_ps(o + i, p);
      _mm512_stream_ps(o + i + 16, q);
    } else {
      _mm512_storeu_ps(o + i, p);
      _mm512_storeu_ps(o + i + 16, q);
    }
  }
}

int main(void) {
  float *a = aligned_alloc(64, N * 4), *o = aligned_alloc(64, N * 4);
  float *s = aligned_alloc(64, SMALL * 4), *so = aligned_alloc(64, SMALL * 4);
  for (long i = 0; i < N; i++) a[i] = i * 1e-7f;
  for (int i = 0; i < SMALL; i++) s[i] = i;
  memset(o, 0, N * 4);
  const int ks[] = {0, 8, 16, 24, 32, 48};
  printf("| FMAs | in cache | plain | prefetch 1 KiB | non-temporal | both | prefetch 4 KiB |\n|---|---|---|---|---|---|---|\n");
  for (int kk = 0; kk < 6; kk++) {
    int k = ks[kk];
    double best[5] = {1e9, 1e9, 1e9, 1e9, 1e9}, cache = 1e9;
    for (int r = 0; r < 15; r++) {
      for (int v = 0; v < 5; v++) {
        int prefetch = v == 1 || v == 3 || v == 4, nt = v == 2 || v == 3;
        double t = now();
        run(a, o, N, k, prefetch, nt, v == 4 ? 1024 : 256);
        t = now() - t;
        if (t < best[v]) best[v] = t;
      }
      double t = now();
      for (int j = 0; j < 64; j++) run(s, so, SMALL, k, 0, 0, 0);
      t = now() - t;
      if (t < cache) cache = t;
    }
    printf("| %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", k, cache * 1e3, best[0] * 1e3, best[1] * 1e3,
           best[2] * 1e3, best[3] * 1e3, best[4] * 1e3);
  }
  return 0;
}
