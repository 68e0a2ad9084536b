"""Google's own Python client (google-api-python-client) against yt-emulator.

Every endpoint the emulator serves is driven through `build_from_document` with the repository's
discovery document and the root pointed at a local emulator: listings, paging with `list_next`
to the end, `part`, `fields`, the errors a client must be able to tell apart (HttpError status
and reason), API keys and quota. The emulator runs in its default (lenient) mode, as any public
client would meet it.
"""

import json
import unittest
import urllib.parse

from googleapiclient.errors import HttpError

from emulator import Emulator

KEY = "conformance-key"


def reason_of(error):
    """errors[0].reason of an HttpError's body (falling back to details[0].reason)."""
    body = json.loads(error.content)["error"]
    errors = body.get("errors") or body.get("details") or [{}]
    return errors[0].get("reason")


def walk(collection, request):
    """Every page of a listing, following nextPageToken with the client's own list_next."""
    pages = []
    while request is not None:
        response = request.execute()
        pages.append(response)
        request = collection.list_next(request, response)
        if len(pages) > 200:
            raise AssertionError("more than 200 pages: the listing never ends")
    return pages


def items(pages):
    return [item for page in pages for item in page.get("items", [])]


class EmulatorTestCase(unittest.TestCase):
    """Starts one emulator for the class; subclasses set `arguments`."""

    arguments = ()

    @classmethod
    def setUpClass(cls):
        cls.emulator = Emulator(*cls.arguments)
        cls.addClassCleanup(cls.emulator.stop)
        cls.fixtures = cls.emulator.fixtures()
        cls.youtube = cls.emulator.youtube(KEY)

    def assertHttpError(self, request, status, reason):
        with self.assertRaises(HttpError) as caught:
            request.execute()
        error = caught.exception
        self.assertEqual(error.resp.status, status, error.content[:500])
        self.assertEqual(reason_of(error), reason, error.content[:500])
        # The client shows the API's own message.
        self.assertEqual(error.reason, json.loads(error.content)["error"]["message"])
        return error


class ListingTests(EmulatorTestCase):
    def test_search_pages_to_the_end(self):
        search = self.youtube.search()
        pages = walk(search, search.list(part="snippet", q="tutorial", type="video", maxResults=50))
        self.assertGreater(len(pages), 1)
        self.assertNotIn("nextPageToken", pages[-1])
        self.assertNotIn("prevPageToken", pages[0])
        self.assertIn("prevPageToken", pages[-1])
        found = items(pages)
        ids = [item["id"]["videoId"] for item in found]
        self.assertEqual(len(ids), len(set(ids)))
        self.assertTrue(all(item["id"]["kind"] == "youtube#video" for item in found))
        self.assertEqual(pages[0]["kind"], "youtube#searchListResponse")

    def test_search_channels_and_playlists(self):
        channels = self.youtube.search().list(part="id", type="channel", maxResults=10).execute()
        self.assertEqual({item["id"]["kind"] for item in channels["items"]}, {"youtube#channel"})
        playlists = self.youtube.search().list(part="snippet", type="playlist", maxResults=10).execute()
        self.assertEqual({item["id"]["kind"] for item in playlists["items"]}, {"youtube#playlist"})

    def test_videos_by_id_as_one_value_and_as_a_list(self):
        wanted = [self.fixtures[name] for name in ("videoId", "liveVideo", "videoWithEmojiTitle")]
        joined = self.youtube.videos().list(part="snippet,contentDetails,statistics", id=",".join(wanted)).execute()
        self.assertEqual([item["id"] for item in joined["items"]], wanted)
        # A list is a repeated parameter: the client sends id=…&id=…&id=….
        repeated = self.youtube.videos().list(part="id", id=wanted).execute()
        self.assertEqual([item["id"] for item in repeated["items"]], wanted)
        statistics = joined["items"][0]["statistics"]
        self.assertIsInstance(statistics["viewCount"], str)
        self.assertEqual(joined["items"][1]["contentDetails"]["duration"], "P0D")

    def test_max_results_beside_ids_is_ignored(self):
        wanted = [self.fixtures[name] for name in ("videoId", "liveVideo", "upcomingVideo")]
        response = self.youtube.videos().list(part="id", id=",".join(wanted), maxResults=1).execute()
        self.assertEqual([item["id"] for item in response["items"]], wanted)

    def test_most_popular_chart_pages_to_two_hundred(self):
        videos = self.youtube.videos()
        pages = walk(videos, videos.list(part="id", chart="mostPopular", regionCode="US", maxResults=50))
        self.assertEqual(len(pages), 4)
        ids = [item["id"] for item in items(pages)]
        self.assertEqual(len(ids), 200)
        self.assertEqual(len(set(ids)), 200)
        self.assertEqual(pages[0]["pageInfo"]["totalResults"], 200)

    def test_previous_page_token_leads_back(self):
        first = self.youtube.videos().list(part="id", chart="mostPopular", maxResults=5).execute()
        second = self.youtube.videos().list(part="id", chart="mostPopular", maxResults=5,
                                            pageToken=first["nextPageToken"]).execute()
        back = self.youtube.videos().list(part="id", chart="mostPopular", maxResults=5,
                                          pageToken=second["prevPageToken"]).execute()
        self.assertEqual([item["id"] for item in back["items"]], [item["id"] for item in first["items"]])

    def test_channels_by_id_and_by_handle(self):
        channel = self.fixtures["channelId"]
        by_id = self.youtube.channels().list(part="snippet,contentDetails,statistics", id=channel).execute()
        self.assertEqual(by_id["items"][0]["id"], channel)
        uploads = by_id["items"][0]["contentDetails"]["relatedPlaylists"]["uploads"]
        self.assertEqual(uploads, self.fixtures["uploadsPlaylistId"])
        for handle in (self.fixtures["channelHandle"], self.fixtures["channelHandle"].lstrip("@")):
            by_handle = self.youtube.channels().list(part="id", forHandle=handle).execute()
            self.assertEqual([item["id"] for item in by_handle["items"]], [channel])
        nobody = self.youtube.channels().list(part="id", forHandle="@nobody-has-this-handle").execute()
        self.assertNotIn("items", nobody)

    def test_playlists_by_channel_and_by_id(self):
        playlists = self.youtube.playlists()
        pages = walk(playlists, playlists.list(part="snippet,contentDetails", channelId=self.fixtures["channelId"],
                                               maxResults=2))
        owned = [item["id"] for item in items(pages)]
        self.assertIn(self.fixtures["playlistId"], owned)
        self.assertEqual(len(owned), pages[0]["pageInfo"]["totalResults"])
        by_id = playlists.list(part="id", id=[self.fixtures["playlistId"], self.fixtures["uploadsPlaylistId"]]).execute()
        self.assertEqual([item["id"] for item in by_id["items"]],
                         [self.fixtures["playlistId"], self.fixtures["uploadsPlaylistId"]])

    def test_playlist_items_walk_the_uploads(self):
        playlist_items = self.youtube.playlistItems()
        pages = walk(playlist_items, playlist_items.list(part="snippet,contentDetails",
                                                         playlistId=self.fixtures["uploadsPlaylistId"], maxResults=50))
        videos = [item["contentDetails"]["videoId"] for item in items(pages)]
        channel = self.youtube.channels().list(part="statistics", id=self.fixtures["channelId"]).execute()
        self.assertEqual(len(videos), int(channel["items"][0]["statistics"]["videoCount"]))
        positions = [item["snippet"]["position"] for item in items(pages)]
        self.assertEqual(positions, list(range(len(videos))))

    def test_comment_threads_walk_and_never_go_back(self):
        threads = self.youtube.commentThreads()
        pages = walk(threads, threads.list(part="snippet,replies", videoId=self.fixtures["videoWithManyComments"],
                                           maxResults=100, textFormat="plainText"))
        self.assertGreater(len(pages), 1)
        self.assertTrue(all("prevPageToken" not in page for page in pages))
        found = items(pages)
        self.assertEqual(len({item["id"] for item in found}), len(found))
        by_id = threads.list(part="snippet", id=self.fixtures["commentThreadWithReplies"]).execute()
        self.assertEqual(by_id["items"][0]["id"], self.fixtures["commentThreadWithReplies"])

    def test_comments_by_parent_and_by_id(self):
        comments = self.youtube.comments()
        parent = self.fixtures["commentThreadWithReplies"]
        pages = walk(comments, comments.list(part="snippet", parentId=parent, maxResults=3))
        replies = items(pages)
        self.assertGreater(len(pages), 1)
        self.assertTrue(all(item["snippet"]["parentId"] == parent for item in replies))
        by_id = comments.list(part="id", id=[replies[0]["id"], parent]).execute()
        self.assertEqual([item["id"] for item in by_id["items"]], [replies[0]["id"], parent])

    def test_video_categories_by_region_and_by_id(self):
        region = self.youtube.videoCategories().list(part="snippet", regionCode="US").execute()
        self.assertIn("28", [item["id"] for item in region["items"]])
        self.assertNotIn("pageInfo", region)
        by_id = self.youtube.videoCategories().list(part="snippet", id="28").execute()
        self.assertEqual(by_id["items"][0]["snippet"]["assignable"], True)

    def test_activities_walk_the_channels_uploads(self):
        activities = self.youtube.activities()
        pages = walk(activities, activities.list(part="snippet,contentDetails", channelId=self.fixtures["channelId"],
                                                 maxResults=20))
        found = items(pages)
        self.assertTrue(all(item["snippet"]["type"] == "upload" for item in found))
        uploads = self.youtube.playlistItems()
        upload_pages = walk(uploads, uploads.list(part="contentDetails", playlistId=self.fixtures["uploadsPlaylistId"],
                                                  maxResults=50))
        self.assertEqual([item["contentDetails"]["upload"]["videoId"] for item in found],
                         [item["contentDetails"]["videoId"] for item in items(upload_pages)])
        self.assertEqual(pages[0]["kind"], "youtube#activityListResponse")
        self.assertEqual(pages[0]["pageInfo"]["totalResults"], len(found))

    def test_activities_between_dates(self):
        response = self.youtube.activities().list(part="snippet", channelId=self.fixtures["channelId"], maxResults=50,
                                                  publishedAfter="2025-01-01T00:00:00Z",
                                                  publishedBefore="2025-11-01T00:00:00Z").execute()
        self.assertTrue(response["items"])
        for item in response["items"]:
            self.assertGreaterEqual(item["snippet"]["publishedAt"], "2025-01-01")
            self.assertLess(item["snippet"]["publishedAt"], "2025-11-01")


class PartAndFieldsTests(EmulatorTestCase):
    def test_part_selects_the_top_level_parts(self):
        response = self.youtube.videos().list(part="id", id=self.fixtures["videoId"]).execute()
        self.assertEqual(set(response["items"][0]), {"kind", "etag", "id"})
        response = self.youtube.videos().list(part="statistics", id=self.fixtures["videoId"]).execute()
        self.assertEqual(set(response["items"][0]), {"kind", "etag", "id", "statistics"})

    def test_fields_trims_the_response(self):
        response = self.youtube.search().list(part="snippet", q="swift", maxResults=5,
                                              fields="nextPageToken,items(id/videoId,snippet/title)").execute()
        self.assertEqual(set(response), {"nextPageToken", "items"})
        for item in response["items"]:
            self.assertEqual(set(item["snippet"]), {"title"})
        activities = self.youtube.activities().list(part="snippet,contentDetails", channelId=self.fixtures["channelId"],
                                                    fields="items/contentDetails/upload/videoId").execute()
        self.assertEqual(set(activities), {"items"})
        self.assertEqual(set(activities["items"][0]), {"contentDetails"})

    def test_list_next_keeps_fields(self):
        videos = self.youtube.videos()
        pages = walk(videos, videos.list(part="snippet", chart="mostPopular", maxResults=50,
                                         fields="nextPageToken,items(id)"))
        self.assertEqual(len(pages), 4)
        self.assertTrue(all(set(item) == {"id"} for item in items(pages)))


class ErrorTests(EmulatorTestCase):
    def test_invalid_page_token(self):
        self.assertHttpError(self.youtube.search().list(part="id", pageToken="not-a-token!"), 400, "invalidPageToken")
        self.assertHttpError(self.youtube.activities().list(part="id", channelId=self.fixtures["channelId"],
                                                            pageToken="CJADEAA"), 400, "invalidPageToken")

    def test_unknown_video_in_comment_threads(self):
        error = self.assertHttpError(self.youtube.commentThreads().list(part="snippet", videoId="AAAAAAAAAAA"),
                                     404, "videoNotFound")
        self.assertIn("could not be found", error.reason)

    def test_comments_disabled(self):
        self.assertHttpError(self.youtube.commentThreads().list(
            part="snippet", videoId=self.fixtures["videoWithCommentsDisabled"]), 403, "commentsDisabled")

    def test_missing_required_parameter(self):
        # No filter at all: the API's own missingRequiredParameter.
        self.assertHttpError(self.youtube.videos().list(part="id"), 400, "missingRequiredParameter")
        self.assertHttpError(self.youtube.activities().list(part="id"), 400, "missingRequiredParameter")
        # The client refuses to send a request without `part` itself ...
        with self.assertRaises(TypeError):
            self.youtube.videos().list(chart="mostPopular")
        # ... so strip it from a built request to see the API's answer.
        request = self.youtube.videos().list(part="id", chart="mostPopular")
        parts = urllib.parse.urlsplit(request.uri)
        query = [(name, value) for name, value in urllib.parse.parse_qsl(parts.query) if name != "part"]
        request.uri = urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))
        error = self.assertHttpError(request, 400, "required")
        self.assertIn("part", error.reason)

    def test_unknown_part_and_out_of_range_max_results(self):
        self.assertHttpError(self.youtube.videos().list(part="snippet,nonsense", chart="mostPopular"),
                             400, "unknownPart")
        self.assertHttpError(self.youtube.commentThreads().list(part="id", videoId=self.fixtures["videoId"],
                                                                maxResults=101), 400, "invalidValue")

    def test_home_and_mine_without_oauth(self):
        self.assertHttpError(self.youtube.activities().list(part="snippet", home=True), 403, "homeParameterDeprecated")
        self.assertHttpError(self.youtube.activities().list(part="snippet", mine=True), 401, "required")

    def test_unknown_channel_in_activities(self):
        self.assertHttpError(self.youtube.activities().list(part="id", channelId="UCdoesnotexist0000000000"),
                             404, "channelNotFound")


class KeyTests(EmulatorTestCase):
    arguments = ("--api-key", KEY)

    def test_the_right_key_passes(self):
        response = self.youtube.videoCategories().list(part="id", id="1").execute()
        self.assertEqual(response["items"][0]["id"], "1")

    def test_a_bad_key_is_400_api_key_invalid(self):
        wrong = self.emulator.youtube("not-the-key")
        with self.assertRaises(HttpError) as caught:
            wrong.videos().list(part="id", chart="mostPopular").execute()
        error = caught.exception
        self.assertEqual(error.resp.status, 400)
        self.assertEqual(error.reason, "API key not valid. Please pass a valid API key.")
        self.assertEqual(reason_of(error), "badRequest")
        details = json.loads(error.content)["error"]["details"]
        self.assertEqual(details[0]["reason"], "API_KEY_INVALID")
        self.assertEqual(error.error_details[0]["reason"], "API_KEY_INVALID")

    def test_no_key_is_403(self):
        keyless = self.emulator.youtube(None)
        with self.assertRaises(HttpError) as caught:
            keyless.videos().list(part="id", chart="mostPopular").execute()
        self.assertEqual(caught.exception.resp.status, 403)
        self.assertEqual(reason_of(caught.exception), "forbidden")


class QuotaTests(EmulatorTestCase):
    arguments = ("--quota-budget", "5")

    def test_exceeding_the_budget_is_403_quota_exceeded(self):
        # search costs 100 units: more than the whole budget, so it is refused and charges nothing.
        error = self.assertHttpError(self.youtube.search().list(part="id", q="x"), 403, "quotaExceeded")
        self.assertIn("quota", error.reason)
        self.assertEqual(json.loads(error.content)["error"]["errors"][0]["domain"], "youtube.quota")
        for _ in range(5):
            self.youtube.activities().list(part="id", channelId=self.fixtures["channelId"]).execute()
        self.assertEqual(self.emulator.stats()["quotaUsed"], 5)
        self.assertHttpError(self.youtube.videoCategories().list(part="id", id="1"), 403, "quotaExceeded")
        self.assertEqual(self.emulator.stats()["byMethod"].get("activities.list"), 5)


class ThirdPartyRequestTests(EmulatorTestCase):
    """Requests as WWW::YoutubeViewer (Perl) writes them, sent as raw URLs: the issue's regressions."""

    def get(self, resource, **parameters):
        query = urllib.parse.urlencode({"key": KEY, "prettyPrint": "false", **parameters}, safe=",")
        return self.emulator.get_json(f"/youtube/v3/{resource}?{query}")

    def test_video_ids_with_max_results(self):
        ids = ",".join(self.fixtures[name] for name in ("videoId", "liveVideo"))
        status, body = self.get("videos", part="snippet", id=ids, maxResults="10")
        self.assertEqual(status, 200, body)
        self.assertEqual(len(body["items"]), 2)

    def test_self_built_page_token(self):
        status, canonical = self.get("search", part="snippet", q="tutorial", maxResults="5", pageToken="CAUQAA")
        self.assertEqual(status, 200)
        status, built = self.get("search", part="snippet", q="tutorial", maxResults="5", pageToken="CIUAEAA")
        self.assertEqual(status, 200, built)
        self.assertEqual([item["id"] for item in built["items"]], [item["id"] for item in canonical["items"]])

    def test_activities_exist(self):
        status, body = self.get("activities", part="snippet,contentDetails", channelId=self.fixtures["channelId"],
                                maxResults="10")
        self.assertEqual(status, 200, body)
        self.assertEqual(len(body["items"]), 10)


if __name__ == "__main__":
    unittest.main()
