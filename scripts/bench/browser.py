"""The browser's rows of scripts/bench.sh: `ytclone browse` on a pseudo-terminal of its own.

Thumbnails are off (`--thumbnails never`) except in the row that measures them, so the other
rows measure what they did before pictures existed.

- first frame: from spawning the browser to the first frame that shows a page of Popular, with the
  page already in the response cache (a warm cache);
- key press to frame: with 500 search results loaded, the time from writing `j` or `k` to the
  first byte of the frame that answers it (each frame is written in one write), p99;
- the local filter: the same 500 rows, the time from each key typed in the filter line (`\`: words
  narrowing what is loaded) to its frame, p99, and the API requests the emulator counted meanwhile;
- memory: the browser's peak RSS (VmHWM) once 1,000 search results are loaded;
- first frame with thumbnails: from spawning `browse --thumbnails symbols` to the first frame
  that holds a picture, the image cache warm.
"""
import fcntl
import os
import re
import select
import signal
import struct
import subprocess
import termios
import time

import measure  # noqa: E402


class Browser:
    """`ytclone browse` on a 120×40 pseudo-terminal."""

    def __init__(self, ytclone, env, thumbnails="never"):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        self.started = time.perf_counter()
        self.process = subprocess.Popen([ytclone, "browse", "--thumbnails", thumbnails], stdin=slave, stdout=slave,
                                        stderr=slave,
                                        env=dict(env, TERM="xterm-256color"), start_new_session=True)
        os.close(slave)
        self.seen = b""

    def read(self, timeout):
        """Reads what the browser drew within `timeout` seconds; returns when the first byte came."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return None
        try:
            chunk = os.read(self.master, 65536)
        except OSError:
            return b""
        self.seen += chunk
        return chunk

    def wait_for(self, text, timeout=60, since=0):
        """Reads until `text` (a string, or a compiled bytes pattern) has been drawn (after the first
        `since` bytes); the time it appeared."""
        deadline = time.perf_counter() + timeout
        pattern = text if isinstance(text, re.Pattern) else re.compile(re.escape(text.encode()))
        while not pattern.search(self.seen, since):
            if time.perf_counter() > deadline or self.read(0.5) == b"":
                raise SystemExit(f"error: browse never showed {text!r}: {self.seen[-600:]!r}")
        return time.perf_counter()

    def drain(self, quiet=0.05):
        while self.read(quiet):
            pass

    def press(self, key):
        os.write(self.master, key.encode())

    def key_to_frame_ms(self, key):
        """Milliseconds from writing `key` to the first byte of the frame it brings."""
        self.drain()
        start = time.perf_counter()
        self.press(key)
        if self.read(5) is None:
            raise SystemExit(f"error: no frame after {key!r}")
        return (time.perf_counter() - start) * 1000

    def peak_rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def load_search(self, query, rows):
        """Runs a search from the search tab and scrolls until `rows` results are loaded."""
        self.drain()
        since = len(self.seen)
        self.press("/")
        self.press(query + "\r")
        # The count line reads "Loading…" while the search runs, then the new count.
        since = self.seen.index(b"Loading", since) if self.wait_for("Loading", since=since) else since
        self.wait_for("50 videos", since=since)
        loaded = 50
        while loaded < rows:
            self.press("G")
            loaded += 50
            self.wait_for(f"  {loaded:,} videos")
            self.drain()

    def quit(self):
        self.press("q")
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()
        os.close(self.master)


# The painter colours picture cells with 24-bit SGR, which nothing else on the screen uses.
PICTURE = "\x1b[0;38;2;"


def thumbnails_first_frame(ytclone, env, runs):
    """Milliseconds from spawning the browser to the first frame that shows thumbnails, the image
    cache warm (a first run fetched the pictures), median of `runs`. In 24-bit colour (without the
    bench's NO_COLOR, with COLORTERM=truecolor), as most terminals show them."""
    env = {name: value for name, value in env.items() if name != "NO_COLOR"}
    env["COLORTERM"] = "truecolor"
    warm = Browser(ytclone, env, thumbnails="symbols")
    warm.wait_for(PICTURE)
    time.sleep(1)  # the rest of the screen's pictures and the next screenful's
    warm.quit()
    first = []
    for _ in range(runs):
        browser = Browser(ytclone, env, thumbnails="symbols")
        first.append((browser.wait_for(PICTURE) - browser.started) * 1000)
        browser.quit()
    return measure.median(first)


# Typed into the filter line and taken back, key by key: every key narrows or widens the 500 rows.
FILTER_KEYS = ["t", "h", "e", "\x7f", "\x7f", "\x7f", "a", "n", "\x7f", "\x7f"]


def filter_times(browser, api_requests):
    """Milliseconds from each key typed in the local filter to its frame, and the API requests
    (`api_requests()`, the emulator's count) it sent: none is the point."""
    before = api_requests()
    times = [browser.key_to_frame_ms("\\")]
    for index in range(300):
        times.append(browser.key_to_frame_ms(FILTER_KEYS[index % len(FILTER_KEYS)]))
    browser.press("\x1b")
    browser.drain()
    return times, api_requests() - before


def rows(ytclone, env, runs, api_requests):
    """The measurements, as (first frame ms, key p50 ms, key p99 ms, RSS MB, filter key p50 ms,
    filter key p99 ms, API requests while filtering)."""
    warm = Browser(ytclone, env)
    warm.wait_for("more below")
    warm.quit()
    first = []
    for _ in range(runs):
        browser = Browser(ytclone, env)
        first.append((browser.wait_for("more below") - browser.started) * 1000)
        browser.quit()

    browser = Browser(ytclone, env)
    browser.wait_for("more below")
    browser.press("\x1b")  # nobody signed in: the gate is dismissed, browsing goes on
    browser.load_search("a", 500)
    times = [browser.key_to_frame_ms("j" if index % 40 < 20 else "k") for index in range(400)]
    filtering, requests = filter_times(browser, api_requests)
    loaded = 500
    while loaded < 1000:
        browser.press("G")
        loaded += 50
        browser.wait_for(f"  {loaded:,} videos")
    rss = browser.peak_rss_mb()
    browser.quit()
    return (measure.median(first), measure.percentile(times, 0.5), measure.percentile(times, 0.99), rss,
            measure.percentile(filtering, 0.5), measure.percentile(filtering, 0.99), requests)
