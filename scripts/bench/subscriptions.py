"""The subscriptions rows of scripts/bench.sh: the fan-out at 100 and 1,000 channels against an
emulator 100 ms away, the quota of a refresh that finds nothing new by the API and by the feeds,
and the peak memory of the largest refresh."""
import os
import shutil

import measure
from harness import Emulator, environment, run, wall

LATENCY_MS = 100


def subscribed_home(ytclone, emulator, channels, directory):
    """A home signed in and subscribed to `channels` emulator channels, nothing fetched yet."""
    home = os.path.join(directory, f"subscribed-{channels}")
    env = environment(home, emulator)
    run([ytclone, "signup", "--name", "Bench", "--email", "bench@example.com", "--password-stdin"], env,
        stdin="bench-Passw0rd!\n")
    rows = emulator.get("/emulator/channels")[:channels]
    csv = os.path.join(directory, f"subscriptions-{channels}.csv")
    with open(csv, "w") as file:
        file.write("Channel Id,Channel Url,Channel Title\n")
        for row in rows:
            title = row["title"].replace('"', '""')
            file.write(f'{row["id"]},http://www.youtube.com/channel/{row["id"]},"{title}"\n')
    run([ytclone, "subscriptions", "import", csv], env)
    return home


class Cold:
    """Copies of a subscribed home that has fetched nothing, one per run."""

    def __init__(self, ytclone, emulator, channels, directory):
        self.ytclone, self.emulator, self.directory = ytclone, emulator, directory
        self.template = subscribed_home(ytclone, emulator, channels, directory)
        self.copies = 0

    def copy(self):
        self.copies += 1
        home = os.path.join(self.directory, f"cold-{os.path.basename(self.template)}-{self.copies}")
        shutil.copytree(self.template, home)
        return home

    def feed(self, home, *extra):
        """One `feed --subscriptions` from `home`: milliseconds and quota units."""
        before = self.emulator.stats()["quotaUsed"]
        ms = wall([self.ytclone, "feed", "--subscriptions", "--limit", "25", *extra], environment(home, self.emulator))
        return ms, self.emulator.stats()["quotaUsed"] - before


def rows(ytclone, emulator_binary, directory, runs, row):
    repetitions = max(3, runs // 3)
    slow = Emulator(emulator_binary, "--latency-ms", str(LATENCY_MS), "--channels", "1000")
    try:
        hundred = Cold(ytclone, slow, 100, directory)
        fan_ms = measure.median([hundred.feed(hundred.copy(), "--source", "api")[0] for _ in range(repetitions)])
        serial_ms = measure.median([hundred.feed(hundred.copy(), "--source", "api", "--jobs", "1")[0]
                                    for _ in range(repetitions)])
        row("`feed --subscriptions --source api`, 100 channels, 100 ms latency, cold", f"{fan_ms:.0f} ms",
            f"latency 100 ms; one by one {serial_ms:.0f} ms", f"{fan_ms / LATENCY_MS:.1f}× latency",
            "≤ 2.7× latency", fan_ms <= 2.7 * LATENCY_MS)
        feeds_ms = measure.median([hundred.feed(hundred.copy())[0] for _ in range(repetitions)])
        row("`feed --subscriptions` (feeds, the API where one fails), 100 channels, cold", f"{feeds_ms:.0f} ms",
            f"`--source api` {fan_ms:.0f} ms", f"{feeds_ms / LATENCY_MS:.1f}× latency", "–", True)

        warm = hundred.copy()
        hundred.feed(warm, "--source", "api")
        _, spent = hundred.feed(warm, "--source", "api", "--refresh")
        row("units for `feed --subscriptions --source api --refresh`, 100 channels, nothing changed", str(spent),
            "ceil(100/50) = 2", "–", "≤ 2", spent <= 2)

        thousand = Cold(ytclone, slow, 1000, directory)
        times, units = [], set()
        for _ in range(repetitions):
            ms, spent = thousand.feed(thousand.copy(), "--source", "api")
            times.append(ms)
            units.add(spent)
        cold_ms = measure.median(times)
        expected = 1000 + 20 + 1  # the uploads, the counts, one videos.list for the 25 shown
        row("`feed --subscriptions --source api --jobs 100`, 1,000 channels, cold: round trips and units",
            f"{cold_ms / LATENCY_MS:.1f} round trips, {' / '.join(map(str, sorted(units)))} units",
            f"{cold_ms:.0f} ms at 100 ms latency", "–", f"≤ 11.5 round trips, {expected:,} units",
            cold_ms <= 11.5 * LATENCY_MS and units == {expected})

        # Refreshes of one home in which nothing changed; the medians of as many runs as the cold rows.
        warm = thousand.copy()
        thousand.feed(warm, "--source", "api")

        def unchanged(source):
            runs = [thousand.feed(warm, "--source", source, "--refresh") for _ in range(repetitions)]
            return measure.median([ms for ms, _ in runs]), max(spent for _, spent in runs)

        api_ms, api_units = unchanged("api")
        row("`feed --subscriptions --source api --refresh`, 1,000 channels, nothing changed",
            f"{api_units} units, {api_ms / LATENCY_MS:.1f} round trips", "ceil(1,000/50) = 20 units", "–",
            "≤ 20 units, ≤ 1.8 round trips", api_units <= 20 and api_ms <= 1.8 * LATENCY_MS)
        rss_ms, rss_units = unchanged("rss")
        row("`feed --subscriptions --source rss --refresh`, 1,000 channels, nothing changed",
            f"{rss_units} units, {rss_ms / LATENCY_MS:.1f} round trips", f"`--source api` {api_units} units", "–",
            "0 units", rss_units == 0)

        saved = os.environ.copy()
        os.environ.update(environment(thousand.copy(), slow))
        with open(os.devnull, "r+b") as devnull:
            peak = measure.peak_rss([ytclone, "feed", "--subscriptions", "--limit", "25", "--source", "api"],
                                    devnull.fileno())["peak_rss_kb"] / 1024
        os.environ.clear()
        os.environ.update(saved)
        row("peak RSS of `feed --subscriptions --source api`, 1,000 channels, cold", f"{peak:.1f} MB", "–", "–",
            "≤ 60 MB", peak <= 60)
    finally:
        slow.stop()
