#!/usr/bin/env bash
# Instructions per `edit` event, by function, for one strategy: two callgrind runs of
# edit-profile (N and 2N events) subtracted, so setup and teardown cancel out.
#   usage: Benchmarks/Profiling/profile-edit.sh STRATEGY [EVENTS] [ROWS] [SCREENS]
set -euo pipefail
cd "$(dirname "$0")/../.."
strategy=${1:?usage: profile-edit.sh STRATEGY [EVENTS] [ROWS]}
events=${2:-2000}
rows=${3:-25}
screens=${4:-1}
command -v valgrind > /dev/null || { echo "profile-edit.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product edit-profile > /dev/null
binary=$(swift build -c release --show-bin-path)/edit-profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$work/small.out" "$binary" "$strategy" "$events" "$screens" > /dev/null 2>&1
valgrind --tool=callgrind --callgrind-out-file="$work/large.out" "$binary" "$strategy" "$((events * 2))" "$screens" > /dev/null 2>&1
python3 Benchmarks/Profiling/per-event.py "$work/small.out" "$work/large.out" "$events" "$rows"
