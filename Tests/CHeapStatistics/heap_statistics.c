#include "heap_statistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>
long nk_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return (long)statistics.size_in_use;
}
#elif defined(__GLIBC__)
#include <malloc.h>
long nk_heap_bytes_in_use(void) {
#if __GLIBC_PREREQ(2, 33)
    struct mallinfo2 info = mallinfo2();
    return (long)info.uordblks;
#else
    struct mallinfo info = mallinfo();  /* int fields: right below 2 GB of heap */
    return (long)(unsigned)info.uordblks;
#endif
}
#else
long nk_heap_bytes_in_use(void) { return -1; }
#endif
