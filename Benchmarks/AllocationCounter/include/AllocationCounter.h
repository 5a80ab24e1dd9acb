#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

// Counts heap allocations made while counting is switched on, by defining malloc & co. in the
// executable that links this target (they forward to glibc's own). Only benchmark executables
// link it, through the Swift module AllocationCounting: it interposes on every binary that does.

/// 1 when allocations can be counted here (Linux, no sanitizer), else 0.
int allocation_counter_is_supported(void);
/// Zeroes the counts and switches counting on.
void allocation_counter_start(void);
/// Switches counting off.
void allocation_counter_stop(void);
/// Allocations counted since the last start.
long allocation_counter_count(void);
/// Bytes requested by those allocations.
long allocation_counter_bytes(void);

#endif
