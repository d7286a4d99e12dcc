#ifndef NAVKIT_ALLOCATION_COUNTER_H
#define NAVKIT_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned allocations) made by the
/// whole process since it started. Linking this target replaces the C
/// library's allocation entry points with counting wrappers around glibc's own.
unsigned long nk_allocation_count(void);

#endif
