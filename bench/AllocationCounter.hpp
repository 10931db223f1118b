#pragma once
// Counts heap allocations in the benchmark binary only (never linked into the engine or the apps).
// Two counters, because Eigen's dynamic matrices call std::malloc directly rather than operator new:
//   - operator new: the global operator new family is replaced by counting versions;
//   - malloc: on glibc, malloc/calloc/realloc are interposed and forwarded to __libc_malloc & co.,
//     which catches Eigen too (and also counts operator new, whose replacement calls malloc).
// Elsewhere (Emscripten) only operator new is counted.
#include <cstdint>

namespace wl::bench {

struct AllocationCount {
  std::uint64_t operatorNew = 0;
  std::uint64_t malloc = 0;   ///< every malloc/calloc/realloc, including those made by operator new
  bool mallocCounted = false; ///< false where malloc cannot be interposed
  std::uint64_t total() const { return mallocCounted ? malloc : operatorNew; }
};

/// Counts allocations while alive.
class AllocationScope {
 public:
  AllocationScope();
  ~AllocationScope();
  AllocationCount count() const;

 private:
  AllocationCount start_;
};

}  // namespace wl::bench
