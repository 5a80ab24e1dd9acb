"""Where a strategy's `edit` instructions go beyond its `ref-` row's, by group of functions.

Usage: cost-breakdown.py EVENTS BIND_EVENTS OUT.json DIR STRATEGY...  (DIR holds ROW-small.out
and ROW-large.out for each strategy and its `ref-` row: callgrind runs of edit-profile with
EVENTS and 2 x EVENTS events, made with --separate-callers, as
Benchmarks/Profiling/cost-breakdown.sh makes them; and reactive-bind-small.out and
reactive-bind-large.out, its `bind` events, BIND_EVENTS and twice as many, whose calls to the
allocator are counted by what they are made for.)

Each cost callgrind records is charged to the nearest function of the project's own modules on
its call chain (a retain, a hash, a lock is charged to the kit's or the benchmark's function
that called it), or to the scheduler when no project function is on the chain (the run loop,
the executor, a task resuming). The difference of the two runs, divided by EVENTS, is per event.
The groups are named for a reader of the guides' "What it costs" sections.
"""
import json
import re
import subprocess
import sys

from callgrind_costs import self_cost_lines

PROJECT = re.compile(
    r"^\$s\d+(ReactiveStream|ReactiveBinding|MVVMCore|LoginDomain|HeadlessUI|BindingBenchmark"
    r"|ObservationBinding|ObservationsBinding|AsyncStreamBinding|edit_profile)")

# ReferenceMechanism.workload()'s closures, as the compiler numbers them: the event each row runs,
# and the reference `Observations` row's wait for its consumer's render. A renumbering fails
# loudly below rather than moving their cost into another group.
REFERENCE_EVENT = "closure #19 in ReferenceMechanism.workload()"
REFERENCE_DELIVERY_WAIT = "closure #18 in ReferenceMechanism.workload()"

SCHEDULER = "Scheduling: run loop, executor, task resumption (no kit frame on the stack)"
HEAD = [
    ("Typing the edit: the field, the view's event, the benchmark's loop",
     r"TextField\.|LoginView\.sendEvents|EditCycle|BenchmarkScenario|ProfilingRun"
     r"|LoginScreen\.view\.getter|witness for LoginViewModel\.|ReferenceInputs\.on"
     + "|" + re.escape(REFERENCE_EVENT)),
    ("`settle`: a test's wait for the view (an app does not call it)",
     r"settle\(|settleOutputs|closure #1 in BoundScreen\.init|mayHaveLoginInFlight|LoginFlight"
     r"|SettleWaiters|Deliveries|waitForLogin"
     + "|" + re.escape(REFERENCE_DELIVERY_WAIT)),
    ("Copying and comparing the state",
     r"^(initializeWithCopy|destroy|assignWithTake|getEnumTag|storeEnumTag)"
     r"|^\(?(ObservedLoginOutputs|ObservedSignupOutputs|LoginFormState|AsyncStreamLoginState"
     r"|StateStream)\b(?!\.)|__derived_struct_equals"),
    ("Validating the form", r"LoginModel\.|LoginFormState\.|ValidationError|LoginCheck"),
    ("Writing the view", r"LoginView\.(show|present)|Reactive<A>\.\w+\.getter"),
]
GROUPS = {
    "reactive": [
        ("Operator hops: `Sink`, `map`, `combineLatest`, `withLatestFrom`",
         r"Observable\.init|ObservableType\.(map|withLatestFrom)|combineLatest|CombineLatest2State|CombiningState"
         r"|Event\.map|^Event|Event<A>\) -> \(\)|thunk for"),
        ("Observer lists: relays and `share(replay: 1)`", r"ObserverList|SharedConnection"),
        ("Binders: each holds the view weakly", r"Binder\.init|binder<|bind<A>\(to:\)"),
        ("The view model's closures (the reference's)",
         r"ReactiveLoginViewModel|ReferenceMechanism|subscribe\(onNext"),
    ],
    "observation": [
        ("`@Observable` stores and the change they report",
         r"\.setter|loginChanged|RenderTracking\.(changed|setNeedsRender)"
         r"|ObservationLoginViewModel\.(idChanged|passwordChanged)"),
        ("Tracking: the render under `withObservationTracking`, re-armed",
         r"writeOutputs|RenderTracking|UpdateCycle|rearm|ReferenceMechanism"),
    ],
    "async-stream": [
        ("The view model: the state built and yielded to each stream",
         r"StateBroadcaster|AsyncStreamLoginViewModel|closure #7 in ReferenceMechanism"),
        ("The consumer task: the next state awaited and rendered",
         r"StateConsumerBinding|closure #8 in ReferenceMechanism"),
    ],
    "observations": [
        ("`@Observable` stores",
         r"\.setter|loginChanged|UpdateCycle|ObservationLoginViewModel\.(idChanged|passwordChanged)"),
        ("Tracked reads in the `Observations` closure",
         r"ObservationLoginViewModel\.\w+\.getter|Observed(Login)?Outputs\.init"
         r"|closure #1 in OutputsIterationBinding|closure #15 in ReferenceMechanism"),
        ("The consumer task: the next element awaited and rendered",
         r"OutputsIterationBinding|closure #16 in ReferenceMechanism"),
    ],
}
PREFIX = re.compile(
    r"^((specialized|partial apply for|merged|outlined (consume|copy|destroy|init with copy) of)"
    r" )+")


def self_costs(path):
    """Self cost by calling context: a tuple of function names, the function first."""
    costs = {}
    for name, cost in self_cost_lines(path):
        located = re.match(r"^(\?\?\?|//<compiler-generated>|<[^>]*>|[^ :]*\.\w+):(.*)$", name)
        chain = tuple(f for f in (located.group(2) if located else name).split("'")
                      if f and not f.isdigit())
        costs[chain] = costs.get(chain, 0) + cost
    return costs


def demangled(names):
    out = subprocess.run(["swift", "demangle", "--simplified", "--compact"],
                         input="\n".join(names), capture_output=True, text=True,
                         check=True).stdout.splitlines()
    return dict(zip(names, out))


def charged(costs):
    """Cost by the project function it is charged to (None: the scheduler)."""
    owners = {}
    for chain, cost in costs.items():
        owner = next((f for f in chain if PROJECT.match(f)), None)
        owners[owner] = owners.get(owner, 0) + cost
    return owners


def per_event(directory, row, events):
    small = charged(self_costs(f"{directory}/{row}-small.out"))
    large = charged(self_costs(f"{directory}/{row}-large.out"))
    return {k: (large.get(k, 0) - small.get(k, 0)) / events for k in set(small) | set(large)}


def group_of(strategy, name):
    if name is None:
        return SCHEDULER
    plain = PREFIX.sub("", name)
    for label, pattern in HEAD + GROUPS.get(strategy, []):
        if re.search(pattern, plain):
            return label
    return "Other"


ALLOCATORS = re.compile(r"^(malloc|calloc|realloc|posix_memalign|aligned_alloc)$")
# What a reactive `bind` allocates, by the project function that makes the allocation (the first
# on its call chain), the first rule it matches.
BIND_GROUPS = [
    ("Teardown: observer lists left, disposables disposed", r"dispose\(\)|deinit"),
    ("The view: its controls and their actions", r"LoginView\.|Control\.|HeadlessUI"),
    ("Observer lists: each relay's and `share`'s subscribers", r"ObserverList|SharedConnection"),
    ("The operator graph built in `ReactiveLoginViewModel.init`", r"ReactiveLoginViewModel\.init"),
    ("The screen: its view, the binders, the bag, each binding's observer",
     r"ReactiveLoginScreen\.init|DisposeBag|disposed\(by"),
    ("Subscribing: a `Sink` and closure contexts per operator per subscriber",
     r"Observable|combineLatest|CompositeDisposable|lift"),
]
BIND_OTHER = "Making the view model and screen, `settle`, the benchmark's loop"


def allocation_calls(path):
    """Calls to the allocator, by calling context (a tuple of names, the allocator first)."""
    names, calls, callee = {}, {}, None
    with open(path) as file:
        for line in file:
            match = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if match:
                if match.group(3) is not None:
                    names[match.group(2)] = match.group(3)
                callee = names[match.group(2)] if match.group(1) == "cfn" else None
                continue
            if line.startswith("calls=") and callee:
                chain = tuple(f for f in callee.split("'") if f and not f.isdigit())
                if ALLOCATORS.match(chain[0]):
                    calls[chain] = calls.get(chain, 0) + int(line[6:].split()[0])
    return calls


def bind_allocations(directory, row, events):
    """Allocations per `bind` event, by BIND_GROUPS."""
    small = allocation_calls(f"{directory}/{row}-bind-small.out")
    large = allocation_calls(f"{directory}/{row}-bind-large.out")
    chains = set(small) | set(large)
    names = demangled(sorted({f for chain in chains for f in chain}))
    groups = {}
    for chain in chains:
        maker = next((PREFIX.sub("", names[f]) for f in chain if PROJECT.match(f)), "")
        label = next((label for label, pattern in BIND_GROUPS if re.search(pattern, maker)),
                     BIND_OTHER)
        groups[label] = groups.get(label, 0) + (large.get(chain, 0) - small.get(chain, 0)) / events
    order = [label for label, _ in BIND_GROUPS] + [BIND_OTHER]
    return {"strategy": row, "allocationsPerEvent": round(sum(groups.values())),
            "groups": [{"group": label, "allocations": round(groups[label])}
                       for label in order if label in groups]}


def main():
    events, bind_events = int(sys.argv[1]), int(sys.argv[2])
    out, directory, strategies = sys.argv[3], sys.argv[4], sys.argv[5:]
    breakdown = []
    for strategy in strategies:
        rows = {"strategy": per_event(directory, strategy, events),
                "reference": per_event(directory, "ref-" + strategy, events)}
        names = demangled(sorted({k for row in rows.values() for k in row if k}))
        for fixed in (REFERENCE_EVENT,):
            if fixed not in {PREFIX.sub("", n) for n in names.values()}:
                sys.exit(f"cost-breakdown: no `{fixed}` in ref-{strategy}'s profile:"
                         " ReferenceMechanism's closures were renumbered; update this script")
        groups = {}
        for side, costs in rows.items():
            for name, cost in costs.items():
                label = group_of(strategy, names.get(name))
                groups.setdefault(label, {"strategy": 0.0, "reference": 0.0})[side] += cost
        order = [label for label, _ in HEAD + GROUPS[strategy]] + [SCHEDULER, "Other"]
        breakdown.append({
            "strategy": strategy,
            "reference": "ref-" + strategy,
            "instructionsPerEvent": {side: round(sum(c.values())) for side, c in rows.items()},
            "groups": [{"group": label,
                        "strategy": round(groups[label]["strategy"]),
                        "reference": round(groups[label]["reference"])}
                       for label in order
                       if label in groups
                       and (round(groups[label]["strategy"]) or round(groups[label]["reference"]))],
        })
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True).stdout.strip()
    with open(out, "w") as file:
        json.dump({"commit": commit, "events": events,
                   "tool": "valgrind --tool=callgrind --separate-callers=40, two runs subtracted",
                   "breakdown": breakdown,
                   "bindEvents": bind_events,
                   "bind": bind_allocations(directory, "reactive", bind_events)}, file, indent=2)
        file.write("\n")


main()
