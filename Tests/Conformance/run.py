#!/usr/bin/env python3
"""Runs the conformance tests (Google's Python client against yt-emulator) and ends with one line:

    conformance: N passed, N failed, N skipped

(a test that errored counts as failed), after a line naming the clients' versions.

Usage: python run.py [--emulator PATH] [-v]
The emulator is $YT_EMULATOR, else $YTCLONE_BIN_DIR/yt-emulator, else .build/debug/yt-emulator.
Exit status 0 only when every test passed and at least one ran.
"""

import argparse
import os
import sys
import unittest
from importlib.metadata import version
from pathlib import Path

HERE = Path(__file__).resolve().parent


class CountingResult(unittest.TextTestResult):
    """Counts the tests that passed, which testsRun minus the problems does not when a class's
    set-up fails (its error is counted, its tests are not run)."""

    def __init__(self, *arguments, **keywords):
        super().__init__(*arguments, **keywords)
        self.passed = 0

    def addSuccess(self, test):
        super().addSuccess(test)
        self.passed += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--emulator", help="the yt-emulator executable to test")
    parser.add_argument("-v", "--verbose", action="store_true", help="name each test as it runs")
    arguments = parser.parse_args()
    if arguments.emulator:
        os.environ["YT_EMULATOR"] = arguments.emulator
    sys.dont_write_bytecode = True  # no __pycache__ in the work tree
    sys.path.insert(0, str(HERE))
    suite = unittest.defaultTestLoader.discover(str(HERE), pattern="test_*.py", top_level_dir=str(HERE))
    runner = unittest.TextTestRunner(verbosity=2 if arguments.verbose else 1, stream=sys.stdout,
                                     resultclass=CountingResult)
    result = runner.run(suite)
    failed = len(result.failures) + len(result.unexpectedSuccesses)
    # Errors include a class whose emulator would not start (its tests never ran).
    errors = len(result.errors)
    skipped = len(result.skipped) + len(result.expectedFailures)
    passed = result.passed
    clients = ", ".join(f"{name} {version(name)}" for name in ("google-api-python-client", "google-auth-oauthlib"))
    print(f"{clients}, {errors} errored", flush=True)
    print(f"conformance: {passed} passed, {failed + errors} failed, {skipped} skipped", flush=True)
    return 0 if passed > 0 and failed == 0 and errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
