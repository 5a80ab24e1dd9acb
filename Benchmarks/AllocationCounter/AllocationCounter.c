#include "AllocationCounter.h"

#ifndef __has_feature
#define __has_feature(x) 0
#endif

// Sanitizers replace malloc themselves; counting under them would fight them. Off Linux there
// is no __libc_malloc to forward to, so the counter reports itself unsupported (JSON: null).
#if defined(__linux__) && !__has_feature(thread_sanitizer) && !__has_feature(address_sanitizer)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int is_counting;
static atomic_long allocation_count;
static atomic_long allocated_bytes;

static inline void count(size_t bytes) {
  if (atomic_load_explicit(&is_counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocated_bytes, (long)bytes, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  count(size);
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  count(count_ * size);
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count(size);
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
  count(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count(size);
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count(size);
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

int allocation_counter_is_supported(void) { return 1; }

void allocation_counter_start(void) {
  atomic_store(&allocation_count, 0);
  atomic_store(&allocated_bytes, 0);
  atomic_store(&is_counting, 1);
}

void allocation_counter_stop(void) { atomic_store(&is_counting, 0); }
long allocation_counter_count(void) { return atomic_load(&allocation_count); }
long allocation_counter_bytes(void) { return atomic_load(&allocated_bytes); }

#else

int allocation_counter_is_supported(void) { return 0; }
void allocation_counter_start(void) {}
void allocation_counter_stop(void) {}
long allocation_counter_count(void) { return 0; }
long allocation_counter_bytes(void) { return 0; }

#endif
