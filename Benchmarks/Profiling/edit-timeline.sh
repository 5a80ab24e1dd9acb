#!/usr/bin/env bash
# Where an `edit` event's time goes, async-stream beside its ref- row and direct, the rows taking
# turns: each step of each event timestamped by edit-timeline (a profile-only executable; the
# rows' code records nothing). Writes docs/benchmarks/edit-timeline.json with the main queue
# drained as binding-bench drains it (dispatchMain(): a libdispatch worker thread), and
# docs/benchmarks/edit-timeline-run-loop.json with it drained by the main thread's run loop,
# as an app's main thread drains it. Linux only.
#   usage: Benchmarks/Profiling/edit-timeline.sh [EVENTS]
set -euo pipefail
cd "$(dirname "$0")/../.."
events=${1:-4000}
rows=(async-stream ref-async-stream direct)
swift build -c release --product edit-timeline > /dev/null
binary=$(swift build -c release --show-bin-path)/edit-timeline
"$binary" --events "$events" --json docs/benchmarks/edit-timeline.json "${rows[@]}"
echo
"$binary" --run-loop --events "$events" --json docs/benchmarks/edit-timeline-run-loop.json "${rows[@]}"
