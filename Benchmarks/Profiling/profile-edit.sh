#!/usr/bin/env bash
# Instructions per `edit` event, by function, for one row: two callgrind runs of
# edit-profile (N and 2N events) subtracted, so setup and teardown cancel out.
#   usage: Benchmarks/Profiling/profile-edit.sh ROW [EVENTS] [ROWS] [SCREENS] [RULES]
# ROW is a strategy, direct, or a ref- row (one screen only). RULES signIn profiles the
# `edit-signin` events (one screen, not a ref- row); the default is presence.
set -euo pipefail
cd "$(dirname "$0")/../.."
row=${1:?usage: profile-edit.sh ROW [EVENTS] [ROWS] [SCREENS] [RULES]}
events=${2:-2000}
rows=${3:-25}
screens=${4:-1}
rules=${5:-presence}
command -v valgrind > /dev/null || { echo "profile-edit.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product edit-profile > /dev/null
binary=$(swift build -c release --show-bin-path)/edit-profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
valgrind --tool=callgrind --callgrind-out-file="$work/small.out" "$binary" "$row" "$events" "$screens" "$rules" > /dev/null 2>&1
valgrind --tool=callgrind --callgrind-out-file="$work/large.out" "$binary" "$row" "$((events * 2))" "$screens" "$rules" > /dev/null 2>&1
python3 Benchmarks/Profiling/per-event.py "$work/small.out" "$work/large.out" "$events" "$rows"
