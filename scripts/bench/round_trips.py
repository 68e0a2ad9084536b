"""The round-trip rows of scripts/bench.sh (issue 32): each command, and the browser's two pages,
against an emulator 100 ms away, beside the round trips its data needs and the round trips a client
needs that sends the same requests one after another.

Every run starts from a copy of a home whose database exists and whose cache is empty (a cold cache).
The round trips are measured three ways; the row is judged by the first:

- by the emulator's log (`/emulator/requests`, each request's start and end): the time from the
  first request's arrival to the last one's answer, over the median time the emulator took to
  answer one of them (the latency and its own work: a search takes it 10-20 ms on these cores, so
  over the latency alone three searches one after another would count 3.4). Starting the process
  and the work before the first request do not count; local work between requests does, as it
  delays the next request. A machine busy with other work barely moves it, unlike the wall clock;
  the span over the latency alone is shown beside it;
- the longest chain in that log of requests each sent after the one before it was answered;
- by the wall clock: (median wall time at 100 ms − median wall time against an emulator without
  latency) / 100 ms, shown for comparison (noisy when the machine is busy).

The sequential figure is the number of API requests the command sent (the emulator's count): what
sending them one after another costs. A row is met when the measured round trips are within 0.3 of
what the data needs.
"""
import os
import re
import shutil
import time

import measure
from browser import Browser
from harness import Emulator, environment, run, wall

LATENCY_MS = 100
MARGIN = 0.3


def chain(requests):
    """The longest chain of `requests` (the emulator's log entries) each sent after the one before
    it was answered: the round trips they took, whatever the latency."""
    depth = []
    for index, request in enumerate(requests):
        before = [depth[earlier] for earlier in range(index) if requests[earlier]["end"] <= request["start"]]
        depth.append(1 + max(before, default=0))
    return max(depth, default=0)


def span_ms(requests):
    """Milliseconds from the first request's arrival to the last one's answer."""
    return (max(request["end"] for request in requests) - min(request["start"] for request in requests)) / 1000


class Log:
    """The API requests an emulator serves from now on, pictures left out."""

    def __init__(self, emulator):
        self.emulator, self.seen = emulator, len(emulator.get("/emulator/requests"))

    def served(self):
        return [request for request in self.emulator.get("/emulator/requests")[self.seen:]
                if request["method"] != "images" and request["end"] is not None]


class Homes:
    """Copies of a home whose database exists and whose cache is empty, one per run, so that every
    run is cold and none pays for creating the database."""

    def __init__(self, ytclone, emulator, directory):
        self.directory, self.count = directory, 0
        self.template = os.path.join(directory, "round-trips-template")
        run([ytclone, "quota"], environment(self.template, emulator))

    def fresh(self):
        self.count += 1
        home = os.path.join(self.directory, f"round-trips-{self.count}")
        shutil.copytree(self.template, home)
        return home


class Measured:
    """The runs of one row: wall times at 100 ms and at 0 ms, and each run's requests at 100 ms."""

    def __init__(self):
        self.slow_ms, self.fast_ms, self.logs = [], [], []

    def cells(self):
        span = measure.median([span_ms(requests) for requests in self.logs])
        answer = measure.median([(request["end"] - request["start"]) / 1000 for requests in self.logs
                                 for request in requests])
        trips, over_latency = span / answer, span / LATENCY_MS
        chains = sorted({chain(requests) for requests in self.logs})
        by_wall = (measure.median(self.slow_ms) - measure.median(self.fast_ms)) / LATENCY_MS
        methods = ", ".join(request["method"] for request in self.logs[-1])
        return trips, over_latency, answer, chains, by_wall, len(self.logs[-1]), methods


def command_run(ytclone, arguments, slow, fast, homes, measured):
    log = Log(slow)
    measured.slow_ms.append(wall([ytclone, *arguments], environment(homes.fresh(), slow)))
    measured.logs.append(log.served())
    measured.fast_ms.append(wall([ytclone, *arguments], environment(homes.fresh(), fast)))


def commands(fixtures):
    """The issue's commands, with the round trips their data needs."""
    video, channel = fixtures["videoWithManyComments"], fixtures["channelId"]
    return [
        ("`video ID`", ["video", video], 1),
        ("`video ID --comments`", ["video", video, "--comments"], 1),
        ("`channel UC…`", ["channel", channel], 2),
        ("`search Q`", ["search", "puppy"], 2),
        ("`search Q --limit 100`", ["search", "puppy", "--limit", "100"], 3),
        ("`feed --limit 100`", ["feed", "--limit", "100"], 2),
    ]


# The count line under a channel's uploads once they are shown.
UPLOADS_SHOWN = re.compile(rb"\d[\d,]* videos? \xc2\xb7 (more below|the end)")


def open_page(page, emulator, keys, shown):
    """Presses `keys` (the last one opens the page) and waits for `shown`; the milliseconds from
    the last key to the frame, and the requests sent meanwhile."""
    page.drain()
    log, since = Log(emulator), len(page.seen)
    page.press(keys[:-1])
    start = time.perf_counter()
    page.press(keys[-1])
    ms = (page.wait_for(shown, since=since) - start) * 1000
    return ms, log.served()


def browser_run(ytclone, emulator, homes):
    """One cold run of the browser's two pages: Enter on Popular's first video opens its page, shown
    once its comments are; Tab and Enter there open its channel's page, shown once its uploads are.
    Returns (ms, requests) of each page."""
    page = Browser(ytclone, environment(homes.fresh(), emulator))
    try:
        page.wait_for("more below")
        page.press("\x1b")  # nobody signed in: the gate is dismissed
        video = open_page(page, emulator, "g\r", " shown)")
        channel = open_page(page, emulator, "\t\r", UPLOADS_SHOWN)
    finally:
        page.quit()
    return video, channel


def rows(ytclone, emulator_binary, directory, runs, row):
    repetitions = max(5, runs // 3)
    slow = Emulator(emulator_binary, "--latency-ms", str(LATENCY_MS), "--quota-budget", "100000000")
    fast = Emulator(emulator_binary, "--quota-budget", "100000000")
    try:
        homes = Homes(ytclone, fast, directory)
        fixtures = slow.get("/emulator/fixtures")
        table = []
        for what, arguments, needed in commands(fixtures):
            measured = Measured()
            for _ in range(repetitions):
                command_run(ytclone, arguments, slow, fast, homes, measured)
            table.append((what, needed, measured))
        pages = [Measured(), Measured()]
        for _ in range(repetitions):
            for measured, (ms, requests) in zip(pages, browser_run(ytclone, slow, homes)):
                measured.slow_ms.append(ms)
                measured.logs.append(requests)
            for measured, (ms, _) in zip(pages, browser_run(ytclone, fast, homes)):
                measured.fast_ms.append(ms)
        table += [("browser: open a video's page", 1, pages[0]), ("browser: open a channel's page", 2, pages[1])]
        for what, needed, measured in table:
            trips, over_latency, answer, chains, by_wall, count, methods = measured.cells()
            row(f"{what}, 100 ms latency, cold: round trips (first request to last answer over one answer's time, "
                "emulator's log)",
                f"{trips:.1f} (answer {answer:.0f} ms; over 100 ms {over_latency:.1f}; chain {'/'.join(map(str, chains))}; "
                f"wall clock {by_wall:.1f})",
                f"one after another: {count} ({methods})", "–", f"{needed} (≤ {needed + MARGIN:.1f})",
                trips <= needed + MARGIN)
    finally:
        slow.stop()
        fast.stop()
