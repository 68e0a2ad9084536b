"""Tokens as Google's libraries meet them (issue 30): the device flow a TV app polls by hand, an
access token that expires (`--oauth-token-ttl 1`) and is refreshed by google-auth on its own, a
revoked token refused, and `--state FILE` carrying sign-ins and writes across a restart.
"""

import json
import os
import subprocess
import tempfile
import time
import unittest

import requests
from google.auth.exceptions import RefreshError
from google.auth.transport.requests import AuthorizedSession, Request
from google.oauth2.credentials import Credentials
from googleapiclient.errors import HttpError

from emulator import Emulator, emulator_binary
from signin import (DESKTOP_ID, DEVICE_GRANT, FORCE_SSL, READONLY, TV_ID, TV_SECRET, YOUTUBE, post_form, sign_in,
                    youtube)
from test_conformance import reason_of

MINE = "youtube/v3/channels?part=id&mine=true"


def error_reason(response):
    body = response.json()["error"]
    return (body.get("errors") or [{}])[0].get("reason")


class DeviceFlowTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator("--oauth-consent", "auto")
        cls.addClassCleanup(cls.emulator.stop)
        cls.root = cls.emulator.root

    def device_code(self, scope, client_id=TV_ID):
        return post_form(self.root + "device/code", {"client_id": client_id, "scope": scope})

    def poll(self, grant):
        """Polls /token as Google's device flow says: wait `interval`, five seconds more on
        slow_down, until tokens or an error other than authorization_pending."""
        interval = grant["interval"]
        deadline = time.monotonic() + grant["expires_in"]
        while time.monotonic() < deadline:
            status, answer = post_form(self.root + "token", {
                "client_id": TV_ID, "client_secret": TV_SECRET, "device_code": grant["device_code"],
                "grant_type": DEVICE_GRANT})
            if status == 200:
                return answer
            error = (answer or {}).get("error")
            if error == "slow_down":
                interval += 5
            elif error != "authorization_pending":
                self.fail(f"device poll answered {status} {answer}")
            time.sleep(interval)
        self.fail("the device code expired while polling")

    def test_a_tv_signs_in_and_reads_its_channel(self):
        status, grant = self.device_code(YOUTUBE)
        self.assertEqual(status, 200, grant)
        for field in ("device_code", "user_code", "verification_url", "expires_in", "interval"):
            self.assertIn(field, grant)
        self.assertTrue(grant["verification_url"].startswith(self.root), grant["verification_url"])
        tokens = self.poll(grant)
        self.assertEqual(tokens["token_type"], "Bearer")
        self.assertIn("refresh_token", tokens)
        self.assertEqual(tokens["scope"].split(), [YOUTUBE])
        credentials = Credentials(tokens["access_token"], refresh_token=tokens["refresh_token"],
                                  token_uri=self.root + "token", client_id=TV_ID, client_secret=TV_SECRET,
                                  scopes=[YOUTUBE])
        client = youtube(self.root, credentials)
        self.addCleanup(client.close)
        mine = client.channels().list(part="id", mine=True).execute()
        self.assertEqual(len(mine["items"]), 1)
        # commentThreads.list with OAuth takes youtube.force-ssl only, which a device cannot hold.
        with self.assertRaises(HttpError) as caught:
            client.commentThreads().list(part="id", videoId=self.emulator.fixtures()["videoId"]).execute()
        self.assertEqual(caught.exception.resp.status, 403)
        self.assertEqual(reason_of(caught.exception), "insufficientPermissions")

    def test_force_ssl_is_not_a_device_scope(self):
        status, answer = self.device_code(FORCE_SSL)
        self.assertEqual(status, 400, answer)
        self.assertEqual(answer["error"], "invalid_scope")

    def test_readonly_is_a_device_scope(self):
        status, answer = self.device_code(READONLY)
        self.assertEqual(status, 200, answer)

    def test_a_desktop_client_cannot_use_the_device_flow(self):
        status, answer = self.device_code(YOUTUBE, client_id=DESKTOP_ID)
        self.assertIn(status, (400, 401), answer)
        self.assertEqual(answer["error"], "invalid_client")


class DevicePageTests(DeviceFlowTests):
    """The device flow with the default consent: a person enters the user code at
    `verification_url` and picks an account. The refusals inherited from DeviceFlowTests hold
    here too; the sign-in itself goes through the page."""

    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator()
        cls.addClassCleanup(cls.emulator.stop)
        cls.root = cls.emulator.root

    def answer_on_page(self, grant, action, user="bob"):
        page = requests.get(grant["verification_url"], timeout=30)
        self.assertEqual(page.status_code, 200)
        self.assertIn('name="user_code"', page.text)
        return requests.post(grant["verification_url"], timeout=30,
                             data={"user_code": grant["user_code"], "user": user, "action": action})

    def poll_once(self, grant):
        return post_form(self.root + "token", {
            "client_id": TV_ID, "client_secret": TV_SECRET, "device_code": grant["device_code"],
            "grant_type": DEVICE_GRANT})

    def test_a_tv_signs_in_and_reads_its_channel(self):
        status, grant = self.device_code(YOUTUBE)
        self.assertEqual(status, 200, grant)
        approved = self.answer_on_page(grant, "allow")
        self.assertEqual(approved.status_code, 200, approved.text[:300])
        tokens = self.poll(grant)
        credentials = Credentials(tokens["access_token"], refresh_token=tokens["refresh_token"],
                                  token_uri=self.root + "token", client_id=TV_ID, client_secret=TV_SECRET,
                                  scopes=[YOUTUBE])
        client = youtube(self.root, credentials)
        self.addCleanup(client.close)
        mine = client.channels().list(part="id", mine=True).execute()
        channels = self.emulator.get_json("/emulator/channels")[1]
        self.assertEqual([item["id"] for item in mine["items"]], [channels[3]["id"]], "bob's channel")

    def test_polling_faster_than_the_interval_is_slow_down(self):
        _, grant = self.device_code(YOUTUBE)
        status, answer = self.poll_once(grant)
        self.assertEqual((status, answer["error"]), (428, "authorization_pending"))
        status, answer = self.poll_once(grant)
        self.assertEqual((status, answer["error"]), (428, "slow_down"))

    def test_a_code_denied_on_the_page_is_access_denied(self):
        _, grant = self.device_code(YOUTUBE)
        self.assertEqual(self.answer_on_page(grant, "deny").status_code, 200)
        status, answer = self.poll_once(grant)
        self.assertEqual((status, answer["error"]), (403, "access_denied"))

    def test_a_wrong_user_code_is_refused_on_the_page(self):
        _, grant = self.device_code(YOUTUBE)
        refused = self.answer_on_page(dict(grant, user_code="BBBB-CCCC-D"), "allow")
        self.assertEqual(refused.status_code, 400)
        status, answer = self.poll_once(grant)
        self.assertEqual((status, answer["error"]), (428, "authorization_pending"))


class ExpiryTests(unittest.TestCase):
    """Tokens that live one second, so a test sees them expire. Each test signs alice in again
    with `prompt=consent`, as an app must to get a refresh token past the first consent."""

    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator("--oauth-consent", "auto", "--oauth-token-ttl", "1")
        cls.addClassCleanup(cls.emulator.stop)
        cls.root = cls.emulator.root

    def wait_until_refused(self, token):
        """Asks the API with `token` until it answers 401 (within five seconds)."""
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            response = requests.get(self.root + MINE, headers={"Authorization": "Bearer " + token}, timeout=30)
            response.content  # read whole, which hands the connection back
            if response.status_code == 401:
                return response
            self.assertEqual(response.status_code, 200, response.text[:500])
            time.sleep(0.05)
        self.fail("a token of --oauth-token-ttl 1 still worked five seconds later")

    def test_google_auth_refreshes_an_expired_token_before_calling(self):
        credentials, _, _ = sign_in(self.root, [FORCE_SSL], prompt="consent")
        first = credentials.token
        self.wait_until_refused(first)
        self.assertTrue(credentials.expired)
        client = youtube(self.root, credentials)
        self.addCleanup(client.close)
        response = client.channels().list(part="id", mine=True).execute()
        self.assertEqual(len(response["items"]), 1)
        self.assertNotEqual(credentials.token, first)

    def test_a_401_makes_google_auth_refresh_and_retry(self):
        credentials, _, _ = sign_in(self.root, [FORCE_SSL], prompt="consent")
        credentials.expiry = None  # the client believes its token good; only the server knows better
        first = credentials.token
        refused = self.wait_until_refused(first)
        self.assertTrue(refused.headers.get("WWW-Authenticate", "").startswith("Bearer"), refused.headers)
        self.assertEqual(error_reason(refused), "authError")
        client = youtube(self.root, credentials)
        self.addCleanup(client.close)
        response = client.channels().list(part="id", mine=True).execute()
        self.assertEqual(len(response["items"]), 1)
        self.assertNotEqual(credentials.token, first)


class RevocationTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator("--oauth-consent", "auto")
        cls.addClassCleanup(cls.emulator.stop)
        cls.root = cls.emulator.root

    def revoke(self, token):
        # As Google's guide revokes: POST /revoke?token=… with a form content type.
        return requests.post(self.root + "revoke", params={"token": token}, timeout=30,
                             headers={"Content-Type": "application/x-www-form-urlencoded"})

    def test_a_revoked_token_is_refused_and_cannot_be_refreshed(self):
        credentials, _, _ = sign_in(self.root, [FORCE_SSL], prompt="consent")
        session = AuthorizedSession(credentials, refresh_status_codes=())
        self.addCleanup(session.close)
        self.assertEqual(session.get(self.root + MINE, timeout=30).status_code, 200)
        self.assertEqual(self.revoke(credentials.token).status_code, 200)
        refused = session.get(self.root + MINE, timeout=30)
        self.assertEqual(refused.status_code, 401, refused.text[:500])
        self.assertIn("WWW-Authenticate", refused.headers)
        self.assertEqual(error_reason(refused), "authError")
        # Revoking the access token revoked its grant, refresh token and all.
        with self.assertRaises(RefreshError) as caught:
            credentials.refresh(Request())
        self.assertIn("invalid_grant", str(caught.exception))

    def test_revoking_the_refresh_token_ends_the_access_token_too(self):
        credentials, _, _ = sign_in(self.root, [FORCE_SSL], prompt="consent")
        self.assertEqual(self.revoke(credentials.refresh_token).status_code, 200)
        response = requests.get(self.root + MINE, headers={"Authorization": "Bearer " + credentials.token},
                                timeout=30)
        self.assertEqual(response.status_code, 401)

    def test_an_unknown_token_is_invalid_token(self):
        response = self.revoke("ya29.not-a-token")
        self.assertEqual(response.status_code, 400)
        self.assertEqual(response.json()["error"], "invalid_token")


class StateFileTests(unittest.TestCase):
    """`--state FILE`: an emulator restarted on the same file keeps sign-ins and writes."""

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)
        self.path = os.path.join(self.directory.name, "state.json")

    def start(self):
        emulator = Emulator("--oauth-consent", "auto", "--api-key", "state-test-key", "--state", self.path)
        self.addCleanup(emulator.stop)
        return emulator

    def restart(self, write):
        """Signs alice in, lets `write(client)` write, stops the emulator and starts another on the
        same file; returns (what write returned, credentials, a client of the second emulator)."""
        first = self.start()
        first.youtube("state-test-key").videos().list(part="id", chart="mostPopular").execute()
        credentials, _, _ = sign_in(first.root, [FORCE_SSL])
        client = youtube(first.root, credentials)
        self.addCleanup(client.close)
        written = write(client, first.fixtures())
        first.stop()
        second = self.start()
        # The second emulator listens on another port; Google's token endpoint would not move.
        credentials = credentials.with_token_uri(second.root + "token")
        client = youtube(second.root, credentials)
        self.addCleanup(client.close)
        return written, credentials, client

    def test_a_sign_in_and_a_comment_survive_a_restart(self):
        def post(client, fixtures):
            return client.commentThreads().insert(part="snippet", body={"snippet": {
                "videoId": fixtures["videoId"], "topLevelComment": {"snippet": {"textOriginal": "Kept across restarts"}},
            }}).execute()

        thread, credentials, client = self.restart(post)
        token = credentials.token
        threads = client.commentThreads().list(part="snippet", id=thread["id"]).execute()
        self.assertEqual([item["id"] for item in threads["items"]], [thread["id"]])
        self.assertEqual(credentials.token, token, "the access token still worked: no refresh was needed")
        credentials.refresh(Request())
        self.assertNotEqual(credentials.token, token, "and so does the refresh token")

    def test_the_file_is_written_whole_as_json_without_the_api_key(self):
        self.restart(lambda client, fixtures: client.channels().list(part="id", mine=True).execute())
        # A temporary file renamed over it leaves nothing else beside it.
        self.assertEqual(os.listdir(self.directory.name), ["state.json"])
        with open(self.path, encoding="utf-8") as file:
            text = file.read()
        self.assertIn("grants", json.loads(text)["oauth"])
        self.assertNotIn("state-test-key", text)

    def test_a_playlist_survives_a_restart(self):
        def create(client, fixtures):
            return client.playlists().insert(part="snippet", body={"snippet": {"title": "Kept too"}}).execute()

        playlist, _, client = self.restart(create)
        mine = client.playlists().list(part="snippet", mine=True, maxResults=50).execute()
        self.assertIn(playlist["id"], [item["id"] for item in mine["items"]])

    def test_a_corrupt_state_file_stops_the_emulator_with_a_message(self):
        with open(self.path, "w", encoding="utf-8") as file:
            file.write("{ this is not a state")
        finished = subprocess.run([str(emulator_binary()), "--port", "0", "--state", self.path],
                                  stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
        self.assertNotEqual(finished.returncode, 0)
        self.assertEqual(finished.stdout, b"", "no port: the server never started")
        message = finished.stderr.decode("utf-8", "replace")
        self.assertIn(self.path, message)
        self.assertIn("state", message)


if __name__ == "__main__":
    unittest.main()
