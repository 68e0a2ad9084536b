"""A signed-in user writes through Google's own Python libraries (issue 30).

google-auth-oauthlib's InstalledAppFlow signs alice in by the loopback flow with PKCE against the
emulator's `/o/oauth2/v2/auth` and `/token` (`--oauth-consent auto`: no consent page), and
google-api-python-client, on those credentials, posts a comment thread, replies, edits and deletes,
rates, subscribes and unsubscribes, creates a playlist and adds a video, reading each change back
as any later reader would.
"""

import json
import unittest

from googleapiclient.errors import HttpError

from emulator import Emulator
from signin import FORCE_SSL, get_json, query_of, sign_in, youtube
from test_conformance import reason_of, walk, items


class SignedInTestCase(unittest.TestCase):
    """One emulator granting at once, and alice signed in with youtube.force-ssl."""

    arguments = ("--oauth-consent", "auto")

    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator(*cls.arguments)
        cls.addClassCleanup(cls.emulator.stop)
        cls.fixtures = cls.emulator.fixtures()
        cls.channels = cls.emulator.get_json("/emulator/channels")[1]
        cls.credentials, cls.flow, cls.browser = sign_in(cls.emulator.root, [FORCE_SSL], user="alice")
        cls.youtube = youtube(cls.emulator.root, cls.credentials)
        cls.addClassCleanup(cls.youtube.close)

    def assertHttpError(self, request, status, reason):
        with self.assertRaises(HttpError) as caught:
            request.execute()
        self.assertEqual(caught.exception.resp.status, status, caught.exception.content[:500])
        self.assertEqual(reason_of(caught.exception), reason, caught.exception.content[:500])


class LoopbackSignInTests(SignedInTestCase):
    def test_the_flow_used_pkce_and_a_loopback_redirect(self):
        asked = query_of(self.browser.visited[0])
        self.assertEqual(asked["response_type"], "code")
        self.assertEqual(asked["code_challenge_method"], "S256")
        self.assertEqual(asked["access_type"], "offline")
        self.assertTrue(asked["redirect_uri"].startswith("http://localhost:"), asked["redirect_uri"])
        landed = self.browser.visited[-1]
        self.assertTrue(landed.startswith(asked["redirect_uri"]), landed)
        answer = query_of(landed)
        self.assertEqual(answer["state"], asked["state"])
        self.assertIn("code", answer)
        self.assertIn(FORCE_SSL, answer["scope"].split())

    def test_the_credentials_are_google_shaped(self):
        self.assertTrue(self.credentials.token)
        self.assertTrue(self.credentials.refresh_token, "access_type=offline on a first consent gives a refresh token")
        self.assertFalse(self.credentials.expired)
        self.assertIn(FORCE_SSL, self.credentials.granted_scopes or self.credentials.scopes)
        status, info = get_json(self.emulator.root + "oauth2/v3/tokeninfo?access_token=" + self.credentials.token)
        self.assertEqual(status, 200, info)
        self.assertEqual(info["aud"], self.credentials.client_id)
        self.assertIn(FORCE_SSL, info["scope"].split())

    def test_the_emulator_lists_the_grant_but_never_a_token(self):
        status, listing = self.emulator.get_json("/emulator/oauth")
        self.assertEqual(status, 200)
        text = json.dumps(listing)
        self.assertIn("alice", text)
        self.assertNotIn(self.credentials.token, text)
        self.assertNotIn(self.credentials.refresh_token, text)

    def test_channels_mine_is_alices(self):
        response = self.youtube.channels().list(part="snippet,statistics", mine=True).execute()
        self.assertEqual([item["id"] for item in response["items"]], [self.channels[2]["id"]])


class CommentWriteTests(SignedInTestCase):
    def test_post_reply_edit_and_delete_read_back(self):
        video = self.fixtures["videoId"]
        alice = self.channels[2]["id"]
        thread = self.youtube.commentThreads().insert(part="snippet", body={
            "snippet": {"videoId": video, "topLevelComment": {"snippet": {"textOriginal": "First from alice"}}},
        }).execute()
        top = thread["snippet"]["topLevelComment"]
        self.assertEqual(thread["kind"], "youtube#commentThread")
        self.assertEqual(thread["snippet"]["videoId"], video)
        self.assertEqual(top["snippet"]["authorChannelId"]["value"], alice)
        self.assertEqual(top["snippet"]["textOriginal"], "First from alice")

        threads = self.youtube.commentThreads()
        listed = items(walk(threads, threads.list(part="snippet", videoId=video, maxResults=100)))
        self.assertIn(thread["id"], [item["id"] for item in listed])
        by_id = self.youtube.commentThreads().list(part="snippet", id=thread["id"]).execute()
        self.assertEqual(by_id["items"][0]["snippet"]["topLevelComment"]["snippet"]["textOriginal"], "First from alice")

        reply = self.youtube.comments().insert(part="snippet", body={
            "snippet": {"parentId": thread["id"], "textOriginal": "A reply"},
        }).execute()
        self.assertEqual(reply["snippet"]["parentId"], thread["id"])
        replies = self.youtube.comments().list(part="snippet", parentId=thread["id"]).execute()
        self.assertEqual([item["id"] for item in replies["items"]], [reply["id"]])

        edited = self.youtube.comments().update(part="snippet", body={
            "id": reply["id"], "snippet": {"textOriginal": "A reply, edited"},
        }).execute()
        self.assertEqual(edited["snippet"]["textOriginal"], "A reply, edited")
        read = self.youtube.comments().list(part="snippet", id=reply["id"]).execute()
        self.assertEqual(read["items"][0]["snippet"]["textOriginal"], "A reply, edited")

        self.assertEqual(self.youtube.comments().delete(id=reply["id"]).execute(), "")
        self.assertEqual(self.youtube.comments().list(part="id", id=reply["id"]).execute()["items"], [])
        self.assertEqual(self.youtube.comments().delete(id=top["id"]).execute(), "")
        self.assertEqual(self.youtube.commentThreads().list(part="id", id=thread["id"]).execute()["items"], [])

    def test_posting_twice_posts_twice(self):
        body = {"snippet": {"videoId": self.fixtures["videoId"],
                            "topLevelComment": {"snippet": {"textOriginal": "Same words"}}}}
        first = self.youtube.commentThreads().insert(part="snippet", body=body).execute()
        second = self.youtube.commentThreads().insert(part="snippet", body=body).execute()
        self.assertNotEqual(first["id"], second["id"])

    def test_comments_disabled_is_refused(self):
        request = self.youtube.commentThreads().insert(part="snippet", body={
            "snippet": {"videoId": self.fixtures["videoWithCommentsDisabled"],
                        "topLevelComment": {"snippet": {"textOriginal": "Hello"}}}})
        self.assertHttpError(request, 403, "commentsDisabled")


class RatingTests(SignedInTestCase):
    def like_count(self, video):
        response = self.youtube.videos().list(part="statistics", id=video).execute()
        return int(response["items"][0]["statistics"]["likeCount"])

    def test_a_like_moves_like_count_once_and_reads_back(self):
        video = self.fixtures["videoId"]
        before = self.like_count(video)
        self.assertEqual(self.youtube.videos().getRating(id=video).execute()["items"][0]["rating"], "none")
        self.assertEqual(self.youtube.videos().rate(id=video, rating="like").execute(), "")
        self.assertEqual(self.youtube.videos().rate(id=video, rating="like").execute(), "")
        rating = self.youtube.videos().getRating(id=video).execute()
        self.assertEqual(rating["kind"], "youtube#videoGetRatingResponse")
        self.assertEqual(rating["items"], [{"videoId": video, "rating": "like"}])
        self.assertEqual(self.like_count(video), before + 1, "rating twice counts once")
        self.youtube.videos().rate(id=video, rating="none").execute()
        self.assertEqual(self.like_count(video), before)

    def test_rating_an_unknown_video_is_refused(self):
        self.assertHttpError(self.youtube.videos().rate(id="AAAAAAAAAAA", rating="like"), 404, "videoNotFound")


class SubscriptionTests(SignedInTestCase):
    def counted_channel(self):
        """A channel of the catalog (not alice's) whose subscriberCount is shown."""
        ids = [channel["id"] for channel in self.channels[4:54]]
        response = self.youtube.channels().list(part="statistics", id=",".join(ids), maxResults=50).execute()
        for item in response["items"]:
            if "subscriberCount" in item["statistics"]:
                return item["id"]
        self.fail("no channel with a public subscriberCount among 50")

    def subscribers(self, channel):
        response = self.youtube.channels().list(part="statistics", id=channel).execute()
        return int(response["items"][0]["statistics"]["subscriberCount"])

    def mine(self):
        subscriptions = self.youtube.subscriptions()
        listed = items(walk(subscriptions, subscriptions.list(part="snippet", mine=True, maxResults=50)))
        return {item["snippet"]["resourceId"]["channelId"]: item["id"] for item in listed}

    def test_subscribe_reads_back_and_unsubscribe_undoes_it(self):
        channel = self.counted_channel()
        before = self.subscribers(channel)
        body = {"snippet": {"resourceId": {"kind": "youtube#channel", "channelId": channel}}}
        subscription = self.youtube.subscriptions().insert(part="snippet", body=body).execute()
        self.assertEqual(subscription["kind"], "youtube#subscription")
        self.assertEqual(self.mine().get(channel), subscription["id"])
        self.assertEqual(self.subscribers(channel), before + 1)
        self.assertHttpError(self.youtube.subscriptions().insert(part="snippet", body=body), 400,
                             "subscriptionDuplicate")
        self.assertEqual(self.youtube.subscriptions().delete(id=subscription["id"]).execute(), "")
        self.assertNotIn(channel, self.mine())
        self.assertEqual(self.subscribers(channel), before)

    def test_subscribing_to_oneself_is_refused(self):
        body = {"snippet": {"resourceId": {"kind": "youtube#channel", "channelId": self.channels[2]["id"]}}}
        self.assertHttpError(self.youtube.subscriptions().insert(part="snippet", body=body), 400,
                             "subscriptionForbidden")


class PlaylistTests(SignedInTestCase):
    def test_create_a_playlist_and_add_a_video(self):
        playlist = self.youtube.playlists().insert(part="snippet,status", body={
            "snippet": {"title": "Alice's picks", "description": "made by the conformance test"},
            "status": {"privacyStatus": "private"},
        }).execute()
        self.assertEqual(playlist["kind"], "youtube#playlist")
        self.assertEqual(playlist["snippet"]["channelId"], self.channels[2]["id"])
        self.assertEqual(playlist["status"]["privacyStatus"], "private")
        playlists = self.youtube.playlists()
        mine = items(walk(playlists, playlists.list(part="snippet", mine=True, maxResults=50)))
        self.assertIn(playlist["id"], [item["id"] for item in mine])

        video = self.fixtures["videoId"]
        item = self.youtube.playlistItems().insert(part="snippet", body={
            "snippet": {"playlistId": playlist["id"], "resourceId": {"kind": "youtube#video", "videoId": video}},
        }).execute()
        self.assertEqual(item["snippet"]["position"], 0)
        listed = self.youtube.playlistItems().list(part="snippet", playlistId=playlist["id"]).execute()
        self.assertEqual([entry["id"] for entry in listed["items"]], [item["id"]])
        self.assertEqual(listed["items"][0]["snippet"]["resourceId"]["videoId"], video)

    def test_someone_elses_playlist_is_refused(self):
        request = self.youtube.playlistItems().insert(part="snippet", body={
            "snippet": {"playlistId": self.fixtures["playlistId"],
                        "resourceId": {"kind": "youtube#video", "videoId": self.fixtures["videoId"]}}})
        self.assertHttpError(request, 403, "playlistItemsNotAccessible")


if __name__ == "__main__":
    unittest.main()
