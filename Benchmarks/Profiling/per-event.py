"""Instructions per event by function: the difference of two callgrind profiles divided by the
number of events between them. Usage: per-event.py SMALL.out LARGE.out EVENTS [ROWS]"""
import sys

from callgrind_costs import self_cost_lines


def self_costs(path):
    costs = {}
    for name, cost in self_cost_lines(path):
        costs[name] = costs.get(name, 0) + cost
    return costs


small, large = self_costs(sys.argv[1]), self_costs(sys.argv[2])
events = int(sys.argv[3])
rows = int(sys.argv[4]) if len(sys.argv) > 4 else 25
per_event = {name: (large.get(name, 0) - small.get(name, 0)) / events for name in set(small) | set(large)}
print(f"{sum(per_event.values()):.0f} instructions per event")
for name, cost in sorted(per_event.items(), key=lambda item: -item[1])[:rows]:
    print(f"{cost:8.0f}  {name[:140]}")
