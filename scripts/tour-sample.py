#!/usr/bin/env python3
"""Refreshes the READMEs' sample of the tour (between `<!-- output: swift run mvvm-kit -->` and
its code block's end) from the tour's output on standard input: each line the sample keeps — the
title, the legend, each table's heading and chosen rows, the verdict — is replaced by the tour's
line of the same place, so the sample names every registered strategy without a hand edit.
scripts/strategy-tables.sh runs it.   usage: mvvm-kit | scripts/tour-sample.py README.md…"""
import re
import sys

MARK = "<!-- output: swift run mvvm-kit -->\n```text\n"
ROW = re.compile(r"^[ \d]\d ")


def sections(lines):
    """The tour's lines cut at each table heading: [lines before the first, table 1, table 2…]."""
    cut = [[]]
    for line in lines:
        if line.startswith(" # "):
            cut.append([])
        cut[-1].append(line)
    return cut


def refreshed(sample, tour):
    parts = sections(tour)
    legends = [i for i, line in enumerate(tour) if line.startswith("Strategies:")]
    verdicts = [line for line in tour if line.startswith("Parity:")]
    out, table, legend = [], 0, 0
    index = 0
    while index < len(sample):
        line = sample[index]
        if line.startswith("MVVMBindingKit tour"):
            out.append(tour[0])
        elif line.startswith("Strategies:"):
            start = legends[legend]
            legend += 1
            out.append(tour[start])
            following = start + 1
            while following < len(tour) and tour[following].startswith(" " * 12):
                out.append(tour[following])
                following += 1
            while index + 1 < len(sample) and sample[index + 1].startswith(" " * 12):
                index += 1
        elif line.startswith(" # "):
            table += 1
            out.append(parts[table][0])
        elif ROW.match(line) and table > 0:
            number = line[:3]
            out.append(next(l for l in parts[table] if l.startswith(number)))
        elif line.startswith("Parity:"):
            out.append(verdicts[-1])
        else:
            out.append(line)
        index += 1
    return out


def main():
    tour = sys.stdin.read().split("\n")
    for path in sys.argv[1:]:
        text = open(path, encoding="utf-8").read()
        start = text.index(MARK) + len(MARK)
        end = text.index("\n```", start)
        sample = text[start:end].split("\n")
        text = text[:start] + "\n".join(refreshed(sample, tour)) + text[end:]
        open(path, "w", encoding="utf-8").write(text)


main()
