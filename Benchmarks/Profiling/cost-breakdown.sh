#!/usr/bin/env bash
# Writes docs/benchmarks/cost-breakdown.json: for each strategy over 1.2x its `ref-` row in
# `edit` instructions, where the excess goes, by group of functions (per-event instructions from
# two callgrind runs of edit-profile subtracted; see cost-breakdown.py). The guides' "What it
# costs" sections quote it, and DocsTests checks that they do.
# It also counts the allocations of reactive's `bind` by what they are made for.
#   usage: Benchmarks/Profiling/cost-breakdown.sh [EVENTS] [BIND_EVENTS]
# Needs valgrind (apt-get install valgrind); takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/../.."
events=${1:-2000}
# The strategies over 1.2x their `ref-` row in the published run's `edit`, in its order.
mapfile -t strategies < <(python3 -c '
import json
rows = [r for r in json.load(open("docs/benchmarks/results.json"))["results"] if r["scenario"] == "edit"]
count = {r["strategy"]: r.get("instructionsPerEvent") for r in rows}
for r in rows:
    s, mine, its = r["strategy"], r.get("instructionsPerEvent"), count.get("ref-" + r["strategy"])
    if mine and its and mine / its > 1.2:
        print(s)
')
command -v valgrind > /dev/null || { echo "cost-breakdown.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --product edit-profile > /dev/null
binary=$(swift build -c release --show-bin-path)/edit-profile
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for strategy in "${strategies[@]}"; do
  for row in "$strategy" "ref-$strategy"; do
    for run in small:"$events" large:"$((events * 2))"; do
      valgrind --tool=callgrind --separate-callers=40 --callgrind-out-file="$work/$row-${run%%:*}.out" \
        "$binary" "$row" "${run#*:}" 1 presence > /dev/null 2>&1
    done
  done
done
# `bind` of reactive: its allocations, counted by what they are made for.
bind_events=${2:-100}
for run in small:"$bind_events" large:"$((bind_events * 2))"; do
  valgrind --tool=callgrind --separate-callers=40 --callgrind-out-file="$work/reactive-bind-${run%%:*}.out" \
    "$binary" reactive "${run#*:}" bind > /dev/null 2>&1
done
python3 Benchmarks/Profiling/cost-breakdown.py "$events" "$bind_events" docs/benchmarks/cost-breakdown.json "$work" "${strategies[@]}"
echo "wrote docs/benchmarks/cost-breakdown.json"
