/* NFKC case folding over every code point, alone and before each of a few combining marks, summed into
 * one FNV-1a hash of the folded bytes. Built twice (tests/CMakeLists.txt): once with utf8proc's full
 * tables, once with the cut-down tables every WrenchLab build folds names with
 * (tools/utf8proc-fold-tables.py); the test passes when both print the same line. A table row cut wrongly
 * changes some code point's folding, and so the hash. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "utf8proc.h"

static uint64_t hash = 14695981039346656037ull;
static long folded = 0, failed = 0;

static void add(const uint8_t* bytes, size_t n) {
  for (size_t i = 0; i < n; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
  hash = (hash ^ 0xFFu) * 1099511628211ull; /* a separator: "ab"+"c" is not "a"+"bc" */
}

static void fold(const utf8proc_int32_t* points, int count) {
  uint8_t text[32];
  size_t n = 0;
  for (int i = 0; i < count; ++i) n += (size_t)utf8proc_encode_char(points[i], text + n);
  text[n] = 0;
  uint8_t* out = utf8proc_NFKC_Casefold(text);
  ++folded;
  if (!out) {
    ++failed;
    add((const uint8_t*)"", 0);
    return;
  }
  size_t length = 0;
  while (out[length]) ++length;
  add(out, length);
  free(out);
}

int main(void) {
  /* Marks that compose with many letters (acute, diaeresis, cedilla), a Hangul vowel and final (Hangul
   * composes by rule), and a mark of combining class 230 after one of class 220 (reordered). */
  static const utf8proc_int32_t after[] = {0x0301, 0x0308, 0x0327, 0x1161, 0x11A8, 0x0345};
  for (utf8proc_int32_t c = 0; c < 0x110000; ++c) {
    if (c >= 0xD800 && c <= 0xDFFF) continue; /* surrogates are no code points of UTF-8 */
    if (c == 0) continue;                      /* the terminator of a NUL-terminated string */
    fold(&c, 1);
    for (size_t k = 0; k < sizeof after / sizeof after[0]; ++k) {
      const utf8proc_int32_t pair[2] = {c, after[k]};
      fold(pair, 2);
    }
    const utf8proc_int32_t reordered[3] = {c, 0x0301, 0x0323};
    fold(reordered, 3);
  }
  printf("NFKC_Casefold: %ld strings folded (%ld refused), hash %016llx\n", folded, failed, (unsigned long long)hash);
  return 0;
}
