"""Signing in to yt-emulator with Google's own libraries, as an installed app would.

`sign_in` runs google-auth-oauthlib's `InstalledAppFlow.run_local_server` (loopback redirect on a
free port, PKCE S256, `access_type=offline`) against the emulator's authorization endpoint and
`/token`; the "browser" is `LoopbackBrowser`, registered with `webbrowser`, which GETs the
authorization URL on a thread and follows the emulator's redirect to the flow's loopback server,
as a browser does when `--oauth-consent auto` grants at once. `youtube` builds the API client on
those credentials (google-auth-httplib2 refreshes an expired token by itself).
"""

import json
import os
import threading
import urllib.error
import urllib.parse
import urllib.request
import webbrowser

from emulator import DISCOVERY

# oauthlib refuses a token endpoint that is not https; the emulator serves plain http on
# 127.0.0.1, as local OAuth test servers do. This is the switch oauthlib documents for it.
os.environ.setdefault("OAUTHLIB_INSECURE_TRANSPORT", "1")
# Google answers with every scope of the grant, which oauthlib would take for a narrowed grant.
os.environ.setdefault("OAUTHLIB_RELAX_TOKEN_SCOPE", "1")

SCOPE_PREFIX = "https://www.googleapis.com/auth/"
FORCE_SSL = SCOPE_PREFIX + "youtube.force-ssl"
YOUTUBE = SCOPE_PREFIX + "youtube"
READONLY = SCOPE_PREFIX + "youtube.readonly"

# The clients a bare emulator has (public test values, as the README lists them).
DESKTOP_ID = "yt-emulator-desktop.apps.googleusercontent.com"
DESKTOP_SECRET = "yt-emulator-desktop-secret"
TV_ID = "yt-emulator-tv.apps.googleusercontent.com"
TV_SECRET = "yt-emulator-tv-secret"

DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"

# No proxy between the tests and 127.0.0.1, whatever the environment says.
_direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
os.environ["NO_PROXY"] = ",".join(filter(None, [os.environ.get("NO_PROXY"), "127.0.0.1", "localhost"]))


def client_config(root, client_id=DESKTOP_ID, secret=DESKTOP_SECRET):
    """A Desktop client's client_secrets.json as Google's console writes it, pointed at `root`."""
    return {
        "installed": {
            "client_id": client_id,
            "client_secret": secret,
            "project_id": "yt-emulator",
            "auth_uri": root + "o/oauth2/v2/auth",
            "token_uri": root + "token",
            "redirect_uris": ["http://localhost"],
        }
    }


class LoopbackBrowser(webbrowser.BaseBrowser):
    """A browser for `webbrowser.get(NAME)`: opens the URL on a thread (the flow's loopback server
    only answers after `open` returns) and follows redirects, keeping where it ended."""

    NAME = "yt-emulator-loopback"

    def __init__(self):
        super().__init__(self.NAME)
        self.visited = []
        self.failure = None
        self.thread = None

    def open(self, url, new=0, autoraise=True):
        self.visited.append(url)
        self.thread = threading.Thread(target=self._visit, args=(url,), daemon=True)
        self.thread.start()
        return True

    def _visit(self, url):
        try:
            with _direct.open(url, timeout=30) as response:
                self.visited.append(response.geturl())
                response.read()
        except Exception as error:
            # Recorded for the test's message; then the loopback server is told, as a browser
            # showing an error page would leave it waiting, so the flow ends now, not at its timeout.
            self.failure = error
            redirect = query_of(url).get("redirect_uri")
            if redirect:
                try:
                    _direct.open(redirect + "?error=browser_failed", timeout=30).read()
                except Exception:
                    pass

    def join(self):
        if self.thread:
            self.thread.join(timeout=30)


def sign_in(root, scopes, user="alice", **authorization):
    """Credentials for `user` through the default Desktop client, by the loopback flow.
    Returns (credentials, flow, browser). Extra keywords go to the authorization URL."""
    from google_auth_oauthlib.flow import InstalledAppFlow

    browser = LoopbackBrowser()
    webbrowser.register(LoopbackBrowser.NAME, None, browser)
    flow = InstalledAppFlow.from_client_config(client_config(root), scopes=scopes)
    try:
        credentials = flow.run_local_server(
            host="localhost", bind_addr="127.0.0.1", port=0, open_browser=True, browser=LoopbackBrowser.NAME,
            authorization_prompt_message=None, timeout_seconds=30, login_hint=user, **authorization)
    except Exception as error:
        raise AssertionError(f"sign-in failed: {error!r}; browser: {browser.failure!r} at {browser.visited}") from error
    finally:
        browser.join()
        flow.oauth2session.close()  # the session that exchanged the code; the credentials refresh on their own
    return credentials, flow, browser


def youtube(root, credentials):
    """Google's API client on `credentials`, built from the repository's discovery document."""
    import google_auth_httplib2
    import httplib2
    from googleapiclient.discovery import build_from_document

    http = google_auth_httplib2.AuthorizedHttp(credentials, http=httplib2.Http(timeout=30))
    return build_from_document(DISCOVERY.read_text(encoding="utf-8"), http=http,
                               client_options={"api_endpoint": root})


def post_form(url, fields, auth=None):
    """POSTs a form as a device or a revoking app does; returns (status, JSON or None)."""
    import requests

    response = requests.post(url, data=fields, auth=auth, timeout=30,
                             headers={"Content-Type": "application/x-www-form-urlencoded"})
    try:
        return response.status_code, response.json()
    except ValueError:
        return response.status_code, None


def get_json(url):
    """GET `url` as (status, JSON or None)."""
    try:
        with _direct.open(url, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        body = error.read()
        try:
            return error.code, json.loads(body)
        except ValueError:
            return error.code, None


def query_of(url):
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query))
