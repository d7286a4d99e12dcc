// The C heap's bytes in use, for tests that measure memory.
#ifndef NAVKIT_HEAP_STATISTICS_H
#define NAVKIT_HEAP_STATISTICS_H

/// Bytes the C heap has handed out and not taken back, or -1 where the C library does not
/// say (a test then skips its memory check).
long nk_heap_bytes_in_use(void);

#endif
