#!/usr/bin/env bash
# Follows the DocC tutorial "Bring your own binding" as a reader does, from an empty folder: it
# reads the tutorial's steps in order and puts each step's file where the step says, in a new
# package outside the repo that depends on this checkout of the kit by path. After every step the
# package must build (warnings are errors); where the tutorial shows output, the package must
# print it: the draft's conformance failures, the trace, and the benchmark's rows and verdict
# (a debug build run with --quick: the shown times and allocation counts are a release run's, and
# their rows are checked by YourOwnBenchGuideTests). What the reader copies is what compiles,
# because the files copied here are the tutorial's own resources, not copies of them.
#
# Needs: bash, a Swift 6.1 or later toolchain on PATH (`swift package init`, `swift build`,
# `swift test`, `swift run`), and a few minutes: the package builds the whole kit once.
#
#   usage: scripts/tutorial-package.sh [BUILD_DIR]
#
# BUILD_DIR keeps the package's build folder between runs, so a second run rebuilds only the
# tutorial's files (a folder under the repo should be named .build-*, which .gitignore covers).
# Without it the build goes to a temporary folder, removed with the package when the script ends.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
catalog=$root/Sources/MVVMBindingKit/MVVMBindingKit.docc
tutorial=$catalog/Tutorials/BringYourOwnBinding.tutorial
resources=$catalog/Resources

fail() {
  echo "tutorial-package: $*" >&2
  exit 1
}

command -v swift > /dev/null || fail "needs a Swift toolchain (6.1 or later) on PATH"
[ -f "$tutorial" ] || fail "no tutorial at $tutorial"

work=$(mktemp -d "${TMPDIR:-/tmp}/tutorial-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
if [ $# -gt 0 ]; then
  build=$(realpath -m "$1")
  case $build/ in
    "$root"/*)
      git -C "$root" check-ignore -q "$build/" \
        || fail "$1 is inside the repo and not ignored by .gitignore: name it .build-something"
      ;;
  esac
  mkdir -p "$build"
else
  build=$work/build
fi
package=$work/RenderStrategy
log=$work/log
flags=(--scratch-path "$build" -Xswiftc -warnings-as-errors)

# The toolchain whose `swift package init` printed the output step 1 shows: on it, step 1 must
# print exactly that; another toolchain words it its own way, and there step 1 checks only that
# the files the tutorial goes on to replace or delete were made. Regenerate the shown output
# with this version when the toolchain the kit is tested on moves.
shown_by=6.3.1
toolchain=$(swift --version 2>&1 | sed -nE 's/.*Swift version ([0-9][0-9.]*).*/\1/p' | head -n 1)
# What the later steps rely on step 1 to have made: the manifest, the generated source the
# view model's step deletes, and the generated test the conformance test's step replaces.
made_by_init=(Package.swift Sources/RenderStrategy/RenderStrategy.swift
  Tests/RenderStrategyTests/RenderStrategyTests.swift)

# The steps: each `@Code` of the tutorial, in order, as "NAME|FILE".
mapfile -t steps < <(grep -oE '@Code\(name: "[^"]+", file: "[^"]+"' "$tutorial" \
  | sed -E 's/@Code\(name: "([^"]+)", file: "([^"]+)"/\1|\2/')
[ "${#steps[@]}" -gt 0 ] || fail "found no @Code step in $tutorial"

# Runs a command in the package, its output in $log; on failure prints the log and stops.
run() {
  local what=$1
  shift
  if ! (cd "$package" && "$@") > "$log" 2>&1; then
    cat "$log" >&2
    fail "$what: \`$*\` failed"
  fi
}

# Puts a step's file in the package. Package.swift's dependency on the kit beside it, as a
# reader writes it, becomes one on this checkout: the one line the package changes.
place() {
  local file=$1 destination=$2
  mkdir -p "$package/$(dirname "$destination")"
  if [ "$destination" = Package.swift ]; then
    local kit='^( *)\.package\(name: "MVVMBindingKit", path: "\.\./MVVMBindingKit"\),?$'
    [ "$(grep -cE "$kit" "$file")" -eq 1 ] \
      || fail "$(basename "$file"): expected one line \`.package(name: \"MVVMBindingKit\", path: \"../MVVMBindingKit\")\`"
    sed -E "s|$kit|\1.package(name: \"MVVMBindingKit\", path: \"$root\")|" "$file" \
      > "$package/Package.swift"
  else
    cp "$file" "$package/$destination"
  fi
}

number=0
for step in "${steps[@]}"; do
  number=$((number + 1))
  name=${step%%|*}
  file=$resources/${step#*|}
  [ -f "$file" ] || fail "step $number shows $file, which does not exist"
  echo "step $number: $name ($(basename "$file"))"
  case $name in
    Terminal)
      # The commands the reader types (lines starting with `$ `), run in an empty folder; what
      # they print must be the rest of the file.
      expected=$(grep -v '^\$ ' "$file")
      commands=$(sed -n 's/^\$ //p' "$file")
      printed=$(cd "$work" && bash -euo pipefail -c "$commands" 2>&1) \
        || { echo "$printed" >&2; fail "step $number: the commands failed"; }
      for made in "${made_by_init[@]}"; do
        [ -f "$package/$made" ] \
          || { echo "$printed" >&2; fail "step $number: the commands made no $made, which a later step relies on"; }
      done
      if [ "$toolchain" = "$shown_by" ]; then
        [ "$printed" = "$expected" ] \
          || { diff <(echo "$expected") <(echo "$printed") >&2 || true; fail "step $number prints another output (shown < > printed)"; }
        echo "  prints exactly what the step shows (Swift $toolchain printed it)"
      else
        echo "  made ${made_by_init[*]}; the wording not compared: Swift ${toolchain:-?} is not $shown_by, which printed the step's output"
      fi
      ;;
    Package.swift) place "$file" Package.swift ;;
    RenderLoginViewModel.swift)
      # The view model's first step deletes the generated source, which holds only a comment.
      rm -f "$package/Sources/RenderStrategy/RenderStrategy.swift"
      place "$file" "Sources/RenderStrategy/$name"
      ;;
    RenderLoginScreen.swift) place "$file" "Sources/RenderStrategy/$name" ;;
    RenderStrategyTests.swift | RenderTraceTests.swift) place "$file" "Tests/RenderStrategyTests/$name" ;;
    main.swift) place "$file" "Sources/render-bench/main.swift" ;;
    "Test output")
      # The draft fails the suite, and every failure the tutorial shows is reported.
      if (cd "$package" && swift test "${flags[@]}") > "$log" 2>&1; then
        cat "$log" >&2
        fail "step $number: the draft passed the conformance suite; the tutorial shows it failing"
      fi
      while IFS= read -r failure; do
        grep -qF -- "$failure" "$log" \
          || { cat "$log" >&2; fail "step $number: swift test did not report: $failure"; }
      done < <(grep '^\[render\] ' "$file")
      echo "  swift test fails as shown: $(grep -c '^\[render\] ' "$file") failures reported"
      continue
      ;;
    "Trace output")
      # The fixed strategy passes the suite, and the trace test prints the trace shown.
      run "step $number" swift test "${flags[@]}"
      [[ "$(cat "$log")" == *"$(cat "$file")"* ]] \
        || { cat "$log" >&2; fail "step $number: swift test did not print the trace in $(basename "$file")"; }
      echo "  swift test passes: $({ grep -E 'Executed [0-9]+ tests' "$log" || true; } | tail -n 1 | sed 's/^[[:space:]]*//')"
      continue
      ;;
    Output)
      # The benchmark, quick: the rows shown (scenario and strategy) in their order, and the verdict.
      run "step $number" swift run "${flags[@]}" render-bench --quick
      rows() { awk 'NF == 8 && $8 ~ /×$/ { print $1, $2 } /^Parity/' "$1"; }
      diff <(rows "$file") <(rows "$log") >&2 \
        || { cat "$log" >&2; fail "step $number: render-bench printed other rows (shown < > printed)"; }
      echo "  render-bench --quick: $(grep -c '×$' "$log") rows as shown, parity held"
      continue
      ;;
    *) fail "step $number shows \"$name\": this script does not know where that file goes" ;;
  esac
  # Every step leaves a package that builds, its tests included.
  if [ -f "$package/Package.swift" ]; then
    run "step $number" swift build --build-tests "${flags[@]}"
  fi
done
echo "tutorial-package: the tutorial's ${#steps[@]} steps build as a fresh package; its tests and benchmark print what it shows"
