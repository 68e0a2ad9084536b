"""What the measurements of scripts/bench.sh share: an emulator on a free port, a ytclone home
pointed at it, and running or timing a command."""
import json
import os
import subprocess
import sys
import time
import urllib.request

import measure

KEY = "bench-key-0123456789abcdef"
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


class Emulator:
    """A yt-emulator on a free port, stopped by its PID."""

    def __init__(self, binary, *arguments):
        self.process = subprocess.Popen([binary, "--port", "0", "--api-key", KEY, *arguments],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.port = int(self.process.stdout.readline())
        self.base = f"http://127.0.0.1:{self.port}"

    def get(self, path):
        with urllib.request.urlopen(self.base + path) as response:
            return json.load(response)

    def stats(self):
        return self.get("/emulator/stats")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def environment(home, emulator):
    return dict(os.environ, YTCLONE_HOME=home, YOUTUBE_API_KEY=KEY, YTCLONE_API_BASE=emulator.base,
                NO_COLOR="1", COLUMNS="120")


def run(command, env, stdin=None):
    result = subprocess.run(command, env=env, input=stdin, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}: {result.stderr}")
    return result.stdout


def timed(command, env, runs, warmup=2):
    saved = os.environ.copy()
    os.environ.clear()
    os.environ.update(env)
    try:
        with open(os.devnull, "r+b") as devnull:
            return measure.time_command(command, runs, warmup, devnull.fileno())["median_ms"]
    finally:
        os.environ.clear()
        os.environ.update(saved)


def wall(command, env):
    start = time.perf_counter()
    run(command, env)
    return (time.perf_counter() - start) * 1000
