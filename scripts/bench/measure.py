#!/usr/bin/env python3
"""Times commands and measures their peak memory, for scripts/bench.sh. Standard library only.

    measure.py time --runs N [--warmup K] -- CMD ARGS...
        Runs CMD K times untimed, then N times timed, and prints
        {"median_ms":…,"p90_ms":…,"min_ms":…,"runs":N}.
    measure.py rss -- CMD ARGS...
        Runs CMD once and prints {"peak_rss_kb":…}: the child's own peak resident set.

The command inherits this process's environment (YTCLONE_HOME, YOUTUBE_API_KEY, …) and working
directory; its stdin, stdout and stderr are /dev/null. A run that exits non-zero, or is killed,
stops the measurement with exit code 1 and says which run and how.

Each run is one os.posix_spawn and one os.waitpid, timed with time.perf_counter_ns around both,
so the harness adds the same small cost to every command. `measure.py time --runs 50 -- /bin/true`
shows that cost.

Peak RSS has a floor: Linux adds to a process's ru_maxrss the high-water mark of the address space
it replaced at exec, and a spawned child starts in this Python's (about 10-15 MB, depending on the
interpreter). A result above `measure.py rss -- /bin/true` is the command's own peak; one at that
floor means "no more than that". The standard library cannot spawn from a smaller process, so
this module imports little before it spawns, to keep the floor low.
"""

import argparse
import json
import os
import shutil
import sys
import time


def spawn(command, devnull, environment=None):
    """Starts `command` with stdin, stdout and stderr on `devnull`; returns its process id."""
    actions = [(os.POSIX_SPAWN_DUP2, devnull, fd) for fd in (0, 1, 2)]
    return os.posix_spawn(command[0], command, os.environ if environment is None else environment,
                          file_actions=actions)


def check(status, command, run):
    """Exits loudly unless `status` (from a wait call) is a clean exit."""
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
        return
    if os.WIFSIGNALED(status):
        how = f"was killed by signal {os.WTERMSIG(status)}"
    else:
        how = f"exited with status {os.WEXITSTATUS(status)}"
    sys.exit(f"error: run {run} of {' '.join(command)} {how}")


def median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def percentile(values, fraction):
    """Nearest rank: the smallest value that `fraction` of the values do not exceed."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def timed_run(command, devnull, run, environment=None):
    """Runs `command` once (run number `run`, for the error message); returns its milliseconds."""
    start = time.perf_counter_ns()
    pid = spawn(command, devnull, environment)
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter_ns() - start
    check(status, command, run)
    return elapsed / 1e6


def time_command(command, runs, warmup, devnull):
    durations = [timed_run(command, devnull, run) for run in range(1, warmup + runs + 1)][warmup:]
    return {
        "median_ms": round(median(durations), 3),
        "p90_ms": round(percentile(durations, 0.9), 3),
        "min_ms": round(min(durations), 3),
        "runs": runs,
    }


def time_side_by_side(entries, rounds, devnull):
    """Times commands compared with each other in turns, so that a machine that slows down for a
    while slows every one of them: each of `rounds` rounds runs each entry's command its `per_round`
    times. `entries` are (command, environment, per_round); one untimed round comes first. Returns
    the median milliseconds of each entry, in order."""
    durations = [[] for _ in entries]
    for round_number in range(rounds + 1):
        for index, (command, environment, per_round) in enumerate(entries):
            for _ in range(per_round):
                elapsed = timed_run(command, devnull, round_number, environment)
                if round_number > 0:
                    durations[index].append(elapsed)
    return [median(values) for values in durations]


def peak_rss(command, devnull):
    pid = spawn(command, devnull)
    # wait4 reports the rusage of this child alone, unlike getrusage(RUSAGE_CHILDREN), which
    # keeps the largest of all children waited for so far. Linux gives ru_maxrss in KiB.
    _, status, usage = os.wait4(pid, 0)
    check(status, command, 1)
    return {"peak_rss_kb": usage.ru_maxrss}


def positive(text):
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    modes = parser.add_subparsers(dest="mode", required=True)
    timing = modes.add_parser("time", help="median, p90 and min wall time of N runs")
    timing.add_argument("--runs", type=positive, required=True)
    timing.add_argument("--warmup", type=int, default=0, help="untimed runs first (default 0)")
    modes.add_parser("rss", help="peak resident set size of one run")
    for mode in modes.choices.values():
        mode.add_argument("command", nargs=argparse.REMAINDER, help="-- CMD ARGS...")
    arguments = parser.parse_args()
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if not command:
        parser.error("give the command after --")
    # posix_spawn does not search PATH; resolve once here so no run pays for it.
    executable = shutil.which(command[0])
    if executable is None:
        parser.error(f"{command[0]}: command not found")
    arguments.command = [executable] + command[1:]
    return arguments


def main():
    arguments = parse_arguments()
    devnull = os.open(os.devnull, os.O_RDWR)
    if arguments.mode == "time":
        result = time_command(arguments.command, arguments.runs, max(0, arguments.warmup), devnull)
    else:
        result = peak_rss(arguments.command, devnull)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
