"""Starts and stops yt-emulator for the conformance tests.

The emulator is started on 127.0.0.1 with `--port 0`; its first stdout line is the port. Every
process started here is stopped by its PID: by `stop()`, by the test classes' cleanups, and, should
a test run be interrupted, by the `atexit` and signal handlers below, so none is ever left running.
"""

import atexit
import json
import os
import select
import signal
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DISCOVERY = REPO_ROOT / "Tests" / "Fixtures" / "youtube-api" / "discovery" / "youtube.v3.json"
# The catalog's "today", so that every run sees the same catalog.
EPOCH = "2025-11-22"

_running = {}


def _stop_all():
    for process in list(_running.values()):
        _terminate(process)


def _on_signal(number, _frame):
    # Stop the emulators, then leave at once: an exception raised here would land inside
    # whichever test is running, and unittest would record it and carry on.
    _stop_all()
    sys.stdout.flush()
    sys.stderr.write(f"conformance: interrupted by signal {number}; emulators stopped\n")
    os._exit(128 + number)


atexit.register(_stop_all)
for _number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
    signal.signal(_number, _on_signal)


def _terminate(process):
    """SIGTERM, up to ten seconds, then SIGKILL; always reaps the process."""
    _running.pop(process.pid, None)
    if process.poll() is None:
        try:
            os.kill(process.pid, signal.SIGTERM)
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
        except ProcessLookupError:
            pass
    if process.stdout:
        process.stdout.close()


def emulator_binary():
    """The yt-emulator to test: $YT_EMULATOR, else $YTCLONE_BIN_DIR/yt-emulator, else the debug build."""
    explicit = os.environ.get("YT_EMULATOR")
    if explicit:
        return Path(explicit)
    bin_dir = os.environ.get("YTCLONE_BIN_DIR")
    if bin_dir:
        return Path(bin_dir) / "yt-emulator"
    return REPO_ROOT / ".build" / "debug" / "yt-emulator"


class Emulator:
    """One running yt-emulator (default, lenient mode unless `arguments` say otherwise)."""

    def __init__(self, *arguments):
        binary = emulator_binary()
        if not binary.is_file():
            raise RuntimeError(f"no yt-emulator at {binary}; build it with `swift build --product yt-emulator` "
                               "or set YT_EMULATOR / YTCLONE_BIN_DIR")
        self.log = tempfile.TemporaryFile()
        command = [str(binary), "--port", "0", "--epoch", EPOCH, *arguments]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.log, stdin=subprocess.DEVNULL)
        _running[self.process.pid] = self.process
        try:
            self.port = self._read_port()
        except Exception:
            self.stop()
            raise
        self.root = f"http://127.0.0.1:{self.port}/"

    def _read_port(self):
        line = b""
        while not line.endswith(b"\n"):
            ready, _, _ = select.select([self.process.stdout], [], [], 60)
            if not ready:
                raise RuntimeError("yt-emulator did not print its port within 60 s")
            byte = os.read(self.process.stdout.fileno(), 1)
            if not byte:
                self.log.seek(0)
                raise RuntimeError("yt-emulator exited before printing its port: "
                                   + self.log.read().decode("utf-8", "replace")[-2000:])
            line += byte
        return int(line.strip())

    def stop(self):
        _terminate(self.process)
        self.log.close()

    def get_json(self, path):
        """GET a path of the emulator (control endpoints, or raw API requests) as (status, JSON)."""
        try:
            with urllib.request.urlopen(self.root + path.lstrip("/"), timeout=30) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def fixtures(self):
        return self.get_json("/emulator/fixtures")[1]

    def stats(self):
        return self.get_json("/emulator/stats")[1]

    def youtube(self, key="conformance-key"):
        """Google's own client, built offline from the repository's discovery document, rooted here."""
        import httplib2
        from googleapiclient.discovery import build_from_document

        # The library joins each method's path (youtube/v3/...) onto this root; the trailing
        # slash keeps urljoin from dropping a path segment. An explicit Http keeps the library
        # from looking for OAuth credentials when there is no key.
        return build_from_document(
            DISCOVERY.read_text(encoding="utf-8"),
            developerKey=key,
            http=httplib2.Http(timeout=30),
            client_options={"api_endpoint": self.root},
        )
