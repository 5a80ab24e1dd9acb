#!/usr/bin/env bash
# Builds the documentation site: DocC reference for every module a library product exposes, and
# the tutorial, as one static site in OUTPUT (default .build/docs) with an index.html at its top,
# to be served at the root of its host or, given BASE_PATH (`/kit/`), under that path.
# Needs only the toolchain: `docc` ships with it. Fails on any DocC warning (an unresolved symbol
# or link included), and when a symbol is under no topic or a link of the site resolves to no file
# (scripts/docs-site.swift checks the built site).
#   usage: scripts/docs.sh [OUTPUT] [BASE_PATH]
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs}
base=${2:-/}

# Each module's own symbols, one symbol graph per module: a module that re-exports others (the
# umbrella) gets only the symbols it declares, so every symbol is documented once, in its own
# module's catalog. The flags match CI's build, so after `.ci/run`'s build this only extracts.
# Without a test build (a fresh clone) it also fails on the test runner's modules, which are not
# documented: what counts is that every module below has its graph, checked as it is copied.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
graphs=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/../symbolgraph
rm -rf "$graphs"
graph_log=$work/symbol-graphs.log
swift package -Xswiftc -warnings-as-errors dump-symbol-graph \
  --skip-synthesized-members --emit-extension-block-symbols > "$graph_log" 2>&1 || true

# Dependencies first: each archive is built with those before it as dependencies, so a type of
# another module in a declaration links to that module's page. The modules are Package.swift's
# targets with a DocC catalog of their name in their folder (`<path>/<name>.docc`), each after
# the targets it depends on: a module added to the package is documented without naming it here.
modules=()
while IFS= read -r module; do modules+=("$module"); done < <(
  swift package dump-package | python3 -c '
import json, os, sys
targets = json.load(sys.stdin)["targets"]
by_name = {target["name"]: target for target in targets}
def folder(target):
    return target.get("path") or os.path.join("Sources", target["name"])
ordered = []
def visit(name):
    if name not in by_name or name in ordered:
        return
    for dependency in by_name[name].get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                visit(dependency[kind][0])
    ordered.append(name)
for target in targets:
    visit(target["name"])
for name in ordered:
    if os.path.isdir(os.path.join(folder(by_name[name]), name + ".docc")):
        print(name)
')
[ ${#modules[@]} -gt 0 ] || { echo "docs: no documented module found in Package.swift" >&2; exit 1; }

archives=()
cataloged=()
for module in "${modules[@]}"; do
  mkdir -p "$work/graphs/$module"
  cp "$graphs/$module.symbols.json" "$work/graphs/$module/" \
    || { grep -v '^\[' "$graph_log" >&2; echo "docs: no symbol graph for $module" >&2; exit 1; }
  cp "$graphs/$module"@*.symbols.json "$work/graphs/$module/" 2> /dev/null || true
  catalog=()
  for folder in Sources Benchmarks; do
    if [ -d "$folder/$module/$module.docc" ]; then
      catalog=("$folder/$module/$module.docc")
      cataloged+=("$module")
    fi
  done
  dependencies=()
  for archive in "${archives[@]}"; do dependencies+=(--dependency "$archive"); done
  docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work/graphs/$module" \
    --output-path "$work/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" --enable-experimental-external-link-support \
    "${dependencies[@]}" --warnings-as-errors > "$work/$module.log" 2>&1 \
    || { cat "$work/$module.log"; echo "docs: DocC failed on $module" >&2; exit 1; }
  archives+=("$work/$module.doccarchive")
done

rm -rf "$output"
docc merge "${archives[@]}" --output-path "$output" \
  --synthesized-landing-page-name MVVMBindingKit > "$work/merge.log" 2>&1 \
  || { cat "$work/merge.log"; exit 1; }
# Under a base path, DocC's own addresses and the catalogs' links to the guides both need it.
if [ "$base" != / ]; then
  docc process-archive transform-for-static-hosting "$output" --hosting-base-path "$base" \
    > "$work/base.log" 2>&1 || { cat "$work/base.log"; exit 1; }
  swift scripts/docs-site.swift rebase "$output" "$base"
fi

# The guides, served beside the reference: the DocC articles link to these pages rather than
# repeat their prose, so each text has one source. Each is rendered to HTML beside its Markdown.
cp -R docs "$output/docs"
swift scripts/docs-site.swift render "$output"
# The index lists the modules in reading order: the kit, what it re-exports, the tools beside it
# (scripts/module-lists.sh writes it, .spi.yml's and the umbrella's module table from
# Package.swift; a test holds the three to every module built above).
swift scripts/docs-site.swift index "$output" \
  "=The kit" MVVMBindingKit \
  "=What it re-exports" LoginDomain SignupDomain HeadlessUI MVVMCore BindingInstruments \
  ReactiveStream StrategyExplanation DirectBaseline NotificationCenterBinding ClosureBinding \
  ReactiveBinding ObservationBinding AsyncStreamBinding NotificationMessagesBinding \
  ObservationsBinding \
  "=Test tools" BindingParity ReactiveStreamTesting MVVMTestSupport MVVMConformance \
  "=Measuring" BindingBenchmark AllocationCounting
swift scripts/docs-site.swift check "$output" "$work/graphs" --base "$base" "${cataloged[@]}"
