#include "AllocationCounter.hpp"

#include <cstdlib>
#include <new>

namespace {
// Plain counters: the benchmark is single-threaded. Counting is always on; scopes take differences.
std::uint64_t gOperatorNew = 0;
std::uint64_t gMalloc = 0;

void* allocateOrThrow(std::size_t size) {
  ++gOperatorNew;
  if (size == 0) size = 1;
  if (void* p = std::malloc(size)) return p;
  throw std::bad_alloc();
}

void* allocateAligned(std::size_t size, std::align_val_t alignment) {
  ++gOperatorNew;
  const std::size_t a = static_cast<std::size_t>(alignment) < sizeof(void*) ? sizeof(void*) : static_cast<std::size_t>(alignment);
  void* p = nullptr;
  if (posix_memalign(&p, a, size == 0 ? 1 : size) != 0) throw std::bad_alloc();
  ++gMalloc;  // posix_memalign is not interposed; count it here
  return p;
}
}  // namespace

#if defined(__GLIBC__) && !defined(__EMSCRIPTEN__)
extern "C" {
void* __libc_malloc(std::size_t);
void* __libc_calloc(std::size_t, std::size_t);
void* __libc_realloc(void*, std::size_t);

// Interposed for the whole process (the executable's definition wins over libc's); free() stays
// libc's, which accepts these blocks since they come from the same allocator.
void* malloc(std::size_t size) {
  ++gMalloc;
  return __libc_malloc(size);
}
void* calloc(std::size_t count, std::size_t size) {
  ++gMalloc;
  return __libc_calloc(count, size);
}
void* realloc(void* p, std::size_t size) {
  ++gMalloc;
  return __libc_realloc(p, size);
}
}
constexpr bool kMallocCounted = true;
#else
constexpr bool kMallocCounted = false;
#endif

void* operator new(std::size_t size) { return allocateOrThrow(size); }
void* operator new[](std::size_t size) { return allocateOrThrow(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  ++gOperatorNew;
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  ++gOperatorNew;
  return std::malloc(size == 0 ? 1 : size);
}
void* operator new(std::size_t size, std::align_val_t alignment) { return allocateAligned(size, alignment); }
void* operator new[](std::size_t size, std::align_val_t alignment) { return allocateAligned(size, alignment); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace wl::bench {

namespace {
AllocationCount now() {
  AllocationCount c;
  c.operatorNew = gOperatorNew;
  c.malloc = gMalloc;
  c.mallocCounted = kMallocCounted;
  return c;
}
}  // namespace

AllocationScope::AllocationScope() : start_(now()) {}
AllocationScope::~AllocationScope() = default;

AllocationCount AllocationScope::count() const {
  AllocationCount c = now();
  c.operatorNew -= start_.operatorNew;
  c.malloc -= start_.malloc;
  return c;
}

}  // namespace wl::bench
