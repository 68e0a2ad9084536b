import YTCore

extension Browser {
    /// What the models hold now, as the screens read it; news from the controllers is moved
    /// into the state here (a failed sign-in into the gate, a message into the bottom line).
    func snapshot() -> BrowserData {
        if let said = terminalActions.takeNews() { state.message = said }
        if let news = accounts.news.wrappedValue {
            accounts.news.wrappedValue = nil
            switch news {
            case .message(let text): state.message = text
            case .formDone(let text):
                state.gate = nil
                state.message = text
            case .gateFailed(let reason):
                state.gate?.failure = reason
                state.gate?.clearSecrets()
            }
        }
        var data = BrowserData()
        data.pictures = pictures?.drawn.wrappedValue ?? [:]
        data.user = accounts.account.user
        googleWrites.fill(&data)
        // Signed in (or up), here or by another process: the gate's work is done.
        if data.user != nil, state.gate?.kind != .profile { state.gate = nil }
        data.categories = BrowserData.Rows(models.categories.state.wrappedValue, describe: describe)
        data.searchChannels = BrowserData.Rows(models.searchChannels.state.wrappedValue, describe: describe)
        data.searchPlaylists = BrowserData.Rows(models.searchPlaylists.state.wrappedValue, describe: describe)
        data.myPlaylists = BrowserData.Rows(models.myPlaylists.state.wrappedValue, describe: describe)
        data.categoriesRegion = models.inputs.categoryRegion.withLock { $0 }
        let new = models.inputs.newSubscriptions.withLock { $0 }
        for (tab, model) in models.lists {
            data.lists[tab] = BrowserData.List(model.state.wrappedValue, new: tab == .subscriptions ? new : [], describe: describe)
        }
        switch state.route {
        case .video(let id):
            data.detail = detail(id, favorites: data.list(.favorites))
            data.writes.show(on: &data.detail, videoId: id)
            if state.thumbnails, let url = data.detail.video?.thumbnailURL {
                let key = PictureKey.detail(url)
                data.detail.picture = data.pictures[key]
                data.detail.pictureBox = (key.columns, key.rows)
            }
        case .channel, .playlist: page(state.route, into: &data)
        case .home: break
        }
        data.watched = watchedRows.watched(among: data.videoIds, user: data.user)
        // After the marks: the Show sheet's "Watched: hidden" reads them.
        data.narrowRows(for: state, haystacks: &haystacks)
        let status = network.value.withLock { $0 }
        data.quota = status.quota
        data.cacheAge = status.cacheAge
        data.retry = status.retry
        data.youtubeWrites = status.writes
        data.offline = offline
        return data
    }

    private func detail(_ id: String, favorites: BrowserData.List) -> BrowserData.Detail {
        guard let (video, comments) = models.details.withLock({ $0[id] }) else { return BrowserData.Detail(isLoading: true) }
        let shown = video.state.wrappedValue, listed = comments.state.wrappedValue
        let replies = models.replies.withLock { models in
            models.filter { state.expanded.contains($0.key) }.mapValues { BrowserData.Rows($0.state.wrappedValue, describe: describe) }
        }
        return BrowserData.Detail(
            video: shown.value, isLoading: shown.isLoading, error: shown.error.map(describe),
            comments: listed.items, commentsLoading: listed.isLoading,
            commentsError: listed.error.map(describe),
            isFavorite: favorites.items.contains { $0.id == id }, replies: replies)
    }

    private func page(_ route: BrowserState.Route, into data: inout BrowserData) {
        guard let page = pages.models(route) else {
            let failure = pages.failures[route]
            data.channel = BrowserData.ChannelPage(isLoading: failure == nil, error: failure)
            data.playlist = BrowserData.PlaylistPage(isLoading: failure == nil, error: failure)
            return
        }
        if let channel = page.channel?.state.wrappedValue {
            data.channel = BrowserData.ChannelPage(
                channel: channel.value, isLoading: channel.isLoading, error: channel.error.map(describe),
                uploads: BrowserData.List(page.videos.state.wrappedValue, describe: describe),
                playlists: page.playlists.map { BrowserData.Rows($0.state.wrappedValue, describe: describe) } ?? .init())
        }
        if let playlist = page.playlist?.state.wrappedValue {
            data.playlist = BrowserData.PlaylistPage(
                playlist: playlist.value, isLoading: playlist.isLoading, error: playlist.error.map(describe),
                videos: BrowserData.List(page.videos.state.wrappedValue, describe: describe))
        }
    }
}
