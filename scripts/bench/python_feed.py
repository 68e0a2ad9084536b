#!/usr/bin/env python3
"""The benchmark's Python peer of `ytclone feed --limit 25`, built on google-api-python-client.

Makes the same videos.list request (chart=mostPopular, 25 results, parts snippet,contentDetails,
statistics) against a local yt-emulator and prints the titles, one per line. The service is built
offline from the API's discovery document, so nothing is fetched but the list itself.

Usage (the interpreter is the venv that scripts/bench/python-env.sh prints):
    YOUTUBE_API_KEY=KEY .build/bench-venv/bin/python scripts/bench/python_feed.py --port PORT

The discovery document is the repository's copy, Tests/Fixtures/youtube-api/discovery/youtube.v3.json
(--discovery FILE reads another).
"""

import argparse
import os
import sys
import unicodedata
from pathlib import Path

from googleapiclient.discovery import build_from_document
from googleapiclient.errors import HttpError

REPO_ROOT = Path(__file__).resolve().parents[2]
DISCOVERY = REPO_ROOT / "Tests" / "Fixtures" / "youtube-api" / "discovery" / "youtube.v3.json"


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, required=True, help="the emulator's port on 127.0.0.1")
    parser.add_argument(
        "--discovery",
        type=Path,
        default=DISCOVERY,
        help="the API's discovery document (default: the repository's copy under Tests/Fixtures)",
    )
    return parser.parse_args()


def printable(text):
    """The title without control characters, as ytclone shows it: the emulator sends hostile ones."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cc")


def main():
    arguments = parse_arguments()
    key = os.environ.get("YOUTUBE_API_KEY")
    if not key:
        sys.exit("error: YOUTUBE_API_KEY is not set")
    path = arguments.discovery
    try:
        document = path.read_text(encoding="utf-8")
    except OSError as error:
        sys.exit(f"error: cannot read the discovery document {path}: {error.strerror}\n"
                 "hint: run it from a whole checkout of the repository, or pass --discovery FILE")
    # The library joins the method's path (youtube/v3/videos) onto this root, as ytclone's
    # --api-base does; the trailing slash keeps urljoin from dropping a last path segment.
    youtube = build_from_document(
        document,
        developerKey=key,
        client_options={"api_endpoint": f"http://127.0.0.1:{arguments.port}/"},
    )
    try:
        response = (
            youtube.videos()
            .list(part="snippet,contentDetails,statistics", chart="mostPopular", maxResults=25)
            .execute()
        )
    except HttpError as error:
        sys.exit(f"error: videos.list failed: HTTP {error.status_code}: {error.reason}")
    for video in response.get("items", []):
        print(printable(video["snippet"]["title"]))


if __name__ == "__main__":
    main()
