#!/usr/bin/env bash
# Writes the three lists of documented modules kept outside Package.swift from the manifest
# (`swift package dump-package`): `.spi.yml`'s documentation targets, scripts/docs.sh's site
# index, and the umbrella's table of modules (MVVMBindingKit.md, each row the first paragraph of
# that module's own catalog). A module is documented when its target has a DocC catalog of its
# name in its folder (`<path>/<name>.docc`). The order: the umbrella (the target named as the
# package), the modules it depends on in its order, then the other documented modules in the
# manifest's order, the test tools before the benchmark's (those under Benchmarks/).
# ModuleListTests fails, naming this script, when a list misses a documented module.
#   usage: scripts/module-lists.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-package | python3 -c '
import json, os, re, sys

package = json.load(sys.stdin)
targets = package["targets"]
by_name = {target["name"]: target for target in targets}

def folder(target):
    return target.get("path") or os.path.join("Sources", target["name"])

def catalog(name):
    return os.path.join(folder(by_name[name]), name + ".docc", name + ".md")

def dependencies(target):
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                yield dependency[kind][0]

documented = [t["name"] for t in targets if os.path.isfile(catalog(t["name"]))]
umbrella = package["name"]
if umbrella not in documented:
    sys.exit("module-lists: the umbrella " + umbrella + " has no DocC catalog")
exported = [name for name in dependencies(by_name[umbrella]) if name in documented]
rest = [name for name in documented if name != umbrella and name not in exported]
measuring = [name for name in rest if folder(by_name[name]).startswith("Benchmarks/")]
tools = [name for name in rest if name not in measuring]
ordered = [umbrella] + exported + tools + measuring

def replace(path, pattern, text):
    with open(path) as file:
        body = file.read()
    new, count = re.subn(pattern, lambda match: text, body, count=1, flags=re.S)
    if count != 1:
        sys.exit("module-lists: " + path + " has no list where this script writes it")
    with open(path, "w") as file:
        file.write(new)

# .spi.yml: every documented module, one `- Name` line each.
replace(".spi.yml", r"(?<=documentation_targets:\n)(?:        - \w+\n)+",
        "".join("        - " + name + "\n" for name in ordered))

# scripts/docs.sh: the site index, the modules in groups.
def wrapped(words, indent="  "):
    lines, line = [], indent
    for word in words:
        if len(line) + len(word) + 1 > 100 and line.strip():
            lines.append(line.rstrip() + " \\")
            line = indent
        line += word + " "
    lines.append(line.rstrip() + " \\")
    return "\n".join(lines) + "\n"
groups = [("The kit", [umbrella]), ("What it re-exports", exported), ("Test tools", tools),
          ("Measuring", measuring)]
index = "".join(wrapped(["\"=" + title + "\""] + names) for title, names in groups if names)
index = index[: -len(" \\\n")] + "\n"
replace("scripts/docs.sh", r"(?<=docs-site\.swift index \"\$output\" \\\n).*?\n(?=swift scripts/docs-site\.swift check)",
        index)

# The umbrella page: a row per module it re-exports, the first paragraph of its catalog.
def abstract(name):
    with open(catalog(name)) as file:
        paragraphs = file.read().split("\n\n")
    text = " ".join(paragraphs[1].split())
    return text.replace("|", "\\|")
rows = "".join("| [" + name + "](/documentation/" + name.lower() + ") | " + abstract(name) + " |\n"
               for name in exported)
replace(catalog(umbrella), r"(?<=\| Module \| What it holds \|\n\| --- \| --- \|\n)(?:\|[^\n]*\n)*",
        rows)
'
