"""Reading a callgrind profile: the one parser per-event.py and cost-breakdown.py both use."""
import re
import subprocess


def self_cost_lines(path):
    """Each function's self cost in the profile at `path`, as (name, instructions) pairs.

    The name is callgrind_annotate's, its trailing `[object file]` removed; with
    --separate-callers it is a calling context, the functions joined by `'`. A name may come
    more than once (one per object or file), so a caller sums what it needs.
    """
    report = subprocess.run(
        ["callgrind_annotate", "--auto=no", "--inclusive=no", "--threshold=100", path],
        capture_output=True, text=True, check=True).stdout
    for line in report.splitlines():
        match = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)", line)
        if not match or "PROGRAM TOTALS" in line or "events annotated" in line or "=>" in line:
            continue
        name = re.sub(r"\s*\[.*\]$", "", match.group(2)).strip()
        yield name, int(match.group(1).replace(",", ""))
