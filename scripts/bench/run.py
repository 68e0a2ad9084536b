#!/usr/bin/env python3
"""Runs every measurement of scripts/bench.sh side by side and prints one Markdown table.

Usage: run.py --bin DIR --python VENV_PYTHON [--runs N] [--only GROUP,...]
DIR holds release builds of ytclone, yt-emulator and yt-bench. Each row compares ytclone with
something measured in the same run on the same machine; times are medians of --runs repetitions.
--only runs the named groups of rows alone (GROUPS), to measure a change to some of them.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser  # noqa: E402
import measure  # noqa: E402

from harness import KEY, REPO, Emulator, environment, run, timed  # noqa: E402
import round_trips  # noqa: E402
import subscriptions  # noqa: E402

# The groups of rows, in the table's order, for --only.
GROUPS = ["start-up", "cached-feed", "subscriptions", "quota", "bytes", "rss", "browser", "comments",
          "round-trips"]


def groups(text):
    names = text.split(",")
    unknown = [name for name in names if name not in GROUPS]
    if unknown:
        raise argparse.ArgumentTypeError(f"no group {', '.join(unknown)}; the groups are {', '.join(GROUPS)}")
    return names


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--python", required=True)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--comment-rows", type=int, default=1_000_000)
    parser.add_argument("--postgres", help="a PostgreSQL server for the PostgreSQL rows (scripts/bench.sh starts one)")
    parser.add_argument("--only", type=groups, default=GROUPS,
                        help="comma-separated groups of rows to run alone: " + ", ".join(GROUPS))
    options = parser.parse_args()
    wanted = options.only.__contains__
    ytclone = os.path.join(options.bin, "ytclone")
    emulator_binary = os.path.join(options.bin, "yt-emulator")
    runs = options.runs
    rows = []

    def row(what, ours, peer, ratio, goal, met):
        rows.append((what, ours, peer, ratio, goal, "yes" if met else "**no**"))
        print(f"  {what}: {ours} ({peer})", file=sys.stderr)

    directory = tempfile.mkdtemp(prefix="ytclone-bench-")
    # What people run: ytclone as scripts/install.sh installs it (`install`, a copy). The linker's
    # own output sits in the page cache in larger folios, and a run maps more of it at each fault:
    # the same bytes show about 5 MB more peak RSS (docs/benchmarks.md, 2026-11-27).
    installed = os.path.join(directory, "bin", "ytclone")
    subprocess.run(["install", "-D", "-m", "0755", ytclone, installed], check=True)
    ytclone = installed
    plain = Emulator(emulator_binary)
    try:
        # Start-up; the browser's first frame is compared with it.
        if wanted("start-up") or wanted("browser"):
            true_ms = timed(["/bin/true"], dict(os.environ), runs * 2)
            version_ms = timed([ytclone, "--version"], dict(os.environ), runs * 2)
        if wanted("start-up"):
            row("`ytclone --version`, median", f"{version_ms:.1f} ms", f"`/bin/true` {true_ms:.1f} ms",
                f"{version_ms / true_ms:.1f}×", "≤ 8 ms", version_ms <= 8)

        if wanted("cached-feed"):
            home = os.path.join(directory, "feed")
            env = environment(home, plain)
            run([ytclone, "feed", "--limit", "25"], env)
            peer = [options.python, os.path.join(REPO, "scripts/bench/python_feed.py"), "--port", str(plain.port)]
            peer_env = dict(os.environ, YOUTUBE_API_KEY=KEY)
            # In turns, three of ytclone's runs to each of the peer's: timed one block after the other,
            # a machine that slowed down during one block moved the ratio by a fifth.
            with open(os.devnull, "r+b") as devnull:
                cached_ms, python_ms = measure.time_side_by_side(
                    [([ytclone, "feed", "--limit", "25"], env, 3), (peer, peer_env, 1)], runs, devnull.fileno())
            row("cached `ytclone feed`, median", f"{cached_ms:.1f} ms",
                f"google-api-python-client {python_ms:.0f} ms", f"{python_ms / cached_ms:.1f}× faster",
                "≤ 8 ms and ≥ 30× faster", cached_ms <= 8 and python_ms / cached_ms >= 30)

        if wanted("subscriptions"):
            # Subscriptions: the fan-out, its quota and its memory.
            subscriptions.rows(ytclone, emulator_binary, directory, runs, row)

        if wanted("quota"):
            # Quota: a repeated command within the freshness time, and a refresh when nothing changed.
            for name, command in [("feed", ["feed", "--limit", "50"]), ("search", ["search", "puppy", "--limit", "50"])]:
                qhome = os.path.join(directory, f"quota-{name}")
                run([ytclone, *command], environment(qhome, plain))
                before = plain.stats()["quotaUsed"]
                run([ytclone, *command], environment(qhome, plain))
                spent = plain.stats()["quotaUsed"] - before
                row(f"units for a repeated `{name}` within its freshness time", str(spent), "first run: "
                    + ("1" if name == "feed" else "101"), "–", "0", spent == 0)
        if wanted("bytes"):
            # Bytes on the wire for one search page (and its one lookup), gzip + fields vs plain.
            bhome = os.path.join(directory, "bytes")
            before = plain.stats()["bytesSent"]
            out = run([ytclone, "search", "tutorial", "--limit", "50", "--json"], environment(bhome, plain))
            ours = plain.stats()["bytesSent"] - before
            ids = ",".join(video["id"] for video in json.loads(out))
            naive = 0
            for path in [f"/youtube/v3/search?part=snippet&q=tutorial&type=video&maxResults=50&key={KEY}",
                         f"/youtube/v3/videos?part=snippet,contentDetails,statistics&id={ids}&key={KEY}"]:
                with urllib.request.urlopen(plain.base + path) as response:
                    naive += len(response.read())
            row("bytes per search page (search + lookup), gzip + `fields`", f"{ours:,}", f"plain {naive:,}",
                f"{100 * ours / naive:.0f}%", "≤ 25%", ours <= naive / 4)

        if wanted("rss"):
            # Peak memory.
            rhome = os.path.join(directory, "rss")
            saved = os.environ.copy()
            os.environ.update(environment(rhome, plain))
            with open(os.devnull, "r+b") as devnull:
                rss = measure.peak_rss([ytclone, "search", "the", "--limit", "500", "--json"], devnull.fileno())
                floor = measure.peak_rss(["/bin/true"], devnull.fileno())
            os.environ.clear()
            os.environ.update(saved)
            mb = rss["peak_rss_kb"] / 1024
            results = len(json.loads(run([ytclone, "search", "the", "--limit", "500", "--json"], environment(rhome, plain))))
            row(f"peak RSS of `search QUERY --limit 500 --json` ({results} results)", f"{mb:.1f} MB",
                f"harness floor ({'/bin/true'}) {floor['peak_rss_kb'] / 1024:.1f} MB", "–", "≤ 36 MB", mb <= 36)

        if wanted("browser"):
            # The browser, on a pseudo-terminal of its own.
            first_ms, key_p50, key_p99, browse_mb, filter_p50, filter_p99, filter_requests = browser.rows(
                ytclone, environment(os.path.join(directory, "browse"), plain), max(5, runs // 2),
                lambda: plain.stats()["apiRequests"])
            row("`ytclone browse`: first frame, warm cache, median", f"{first_ms:.1f} ms",
                f"`--version` {version_ms:.1f} ms", f"{first_ms / version_ms:.1f}× start-up", "≤ 50 ms", first_ms <= 50)
            row("`ytclone browse`: key press to frame, 500 rows loaded, p50 / p99", f"{key_p50:.1f} / {key_p99:.1f} ms",
                "–", "–", "p99 ≤ 16 ms", key_p99 <= 16)
            row("`ytclone browse`: local filter (`\\`), key typed to frame, 500 rows loaded, p50 / p99",
                f"{filter_p50:.1f} / {filter_p99:.1f} ms", f"j/k {key_p50:.1f} / {key_p99:.1f} ms",
                f"{filter_requests} API requests", "p99 ≤ 16 ms, no request", filter_p99 <= 16 and filter_requests == 0)
            row("`ytclone browse`: peak RSS with 1,000 rows loaded", f"{browse_mb:.1f} MB", "–", "–", "≤ 50 MB",
                browse_mb <= 50)
            pictures_ms = browser.thumbnails_first_frame(ytclone, environment(os.path.join(directory, "browse"), plain),
                                                         max(5, runs // 2))
            row("`ytclone browse --thumbnails symbols`: first frame with thumbnails, warm image cache, median",
                f"{pictures_ms:.1f} ms", f"first frame without {first_ms:.1f} ms", f"{pictures_ms / first_ms:.1f}×",
                "≤ 80 ms", pictures_ms <= 80)

        if wanted("comments"):
            # Local comments.
            bench = json.loads(run([os.path.join(options.bin, "yt-bench"), "comments", "--rows",
                                    str(options.comment_rows), "--queries", "2000"], dict(os.environ)))
            row(f"latest 20 local comments of a video with {bench['rows']:,}, p50 / p99",
                f"{bench['p50_ms']:.2f} / {bench['p99_ms']:.2f} ms", "–", "–", "p99 ≤ 2 ms", bench["p99_ms"] <= 2)
            if options.postgres:
                shared = json.loads(run([os.path.join(options.bin, "yt-bench"), "comments", "--rows",
                                         str(options.comment_rows), "--queries", "2000", "--postgres", options.postgres],
                                        dict(os.environ)))
                row(f"latest 20 comments of a video with {shared['rows']:,} on PostgreSQL (loopback), p50 / p99",
                    f"{shared['p50_ms']:.2f} / {shared['p99_ms']:.2f} ms",
                    f"SQLite {bench['p50_ms']:.2f} / {bench['p99_ms']:.2f} ms",
                    f"{shared['p99_ms'] / bench['p99_ms']:.1f}× at p99", "p99 ≤ 5 ms", shared["p99_ms"] <= 5)
            else:
                row("latest 20 comments on PostgreSQL", "not measured: no PostgreSQL server", "–", "–", "p99 ≤ 5 ms", False)
        if wanted("round-trips"):
            # Round trips of each command and of the browser's pages, against 100 ms of latency.
            round_trips.rows(ytclone, emulator_binary, directory, runs, row)
    finally:
        plain.stop()
        shutil.rmtree(directory, ignore_errors=True)

    print("| measurement | ytclone | compared with | ratio | goal | met |")
    print("|---|---|---|---|---|---|")
    for cells in rows:
        print("| " + " | ".join(cells) + " |")
    return 0 if all(cells[-1] == "yes" for cells in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
