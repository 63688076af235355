/**
 * Types of the HTTP API, generated from docs/api/openapi.json by openapi-typescript.
 * Do not edit: run `npm run api-types` (or `npm run openapi`, which also rewrites the document).
 */

export interface paths {
    "/v1/auth/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A human-check challenge (ALTCHA) or the hCaptcha site key */
        get: operations["getAuthCaptcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session (needs the session's logout_hash) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session (guests get is_auth: false) */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a password reset code by mail */
        post: operations["forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/forgot-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the mailed password reset code */
        post: operations["forgotCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/forgot-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a confirmed reset token, and sign in */
        post: operations["forgotChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's e-mail address, whether it is verified, and a pending new one */
        get: operations["getAccountEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a six-digit code to the current address */
        post: operations["sendEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/email/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the current address with the mailed code */
        post: operations["confirmEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/email/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a six-digit code to a new address (needs the password) */
        post: operations["requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/email/change-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the account to the new address with the code mailed there */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/mail/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Switch the daily digest off from the link in its mail (an HTML page) */
        get: operations["digestUnsubscribePage"];
        put?: never;
        /** One-click unsubscribe of the daily digest (RFC 8058) */
        post: operations["digestUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an entry */
        post: operations["createEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entry */
        get: operations["getEntry"];
        put?: never;
        /** Edit one of my entries (the previous version goes to its history) */
        post: operations["editEntry"];
        /** Delete one of my entries */
        delete: operations["deleteEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entry's earlier versions, newest first */
        get: operations["getEntryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}/pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pin one of my entries to the top of my profile (replaces the pinned one) */
        post: operations["pinEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}/unpin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unpin one of my entries */
        post: operations["unpinEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}/react": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** React to an entry */
        post: operations["addEntryReaction"];
        /** Take back my reaction to an entry */
        delete: operations["removeEntryReaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report someone else's entry */
        post: operations["reportEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My timeline: my subscriptions, the custom feeds I follow and my own entries, newest first */
        get: operations["getFeedTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/abyss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The abyss: every public entry, newest first */
        get: operations["getFeedAbyss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entries of the custom feeds I follow, newest first */
        get: operations["getFeedFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The catalogue of custom feeds, newest first; q matches titles and tags */
        get: operations["getFeeds"];
        put?: never;
        /** Make a custom feed (its author follows it at once) */
        post: operations["createFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The custom feeds I follow or made, most recent first */
        get: operations["getMyFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One custom feed */
        get: operations["getFeed"];
        put?: never;
        /** Change the title, emoji and tags of a feed I made */
        post: operations["editFeed"];
        /** Delete a feed I made (it leaves every subscriber’s list) */
        delete: operations["deleteFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/{uuid}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public entries carrying any of the feed’s tags, newest first */
        get: operations["getFeedEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/{uuid}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tags of a custom feed */
        get: operations["getFeedTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/{uuid}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a custom feed (idempotent) */
        post: operations["subscribeToFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/{uuid}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop following a custom feed */
        post: operations["unsubscribeFromFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/feed/{uuid}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a custom feed */
        post: operations["reportFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile card */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile's entries: pinned first, then newest first */
        get: operations["getUserEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who subscribes to this user, newest first */
        get: operations["getUserSubscribers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whom this user subscribes to, newest first */
        get: operations["getUserSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A person's badges, newest award first */
        get: operations["getUserBadges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to a user (idempotent) */
        post: operations["subscribeToUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe from a user (idempotent) */
        post: operations["unsubscribeFromUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Be notified of a user's new entries (subscribes when needed; idempotent) */
        post: operations["notifyAboutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/unnotify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop notifications of a user's new entries (the subscription stays) */
        post: operations["unnotifyAboutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/{username}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report another person */
        post: operations["reportUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/entry/{uuid}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of root comments, oldest first, with their replies */
        get: operations["getEntryComments"];
        put?: never;
        /** Comment on an entry or reply to a comment */
        post: operations["createEntryComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/comment/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next replies under a comment: 20, depth first, after its reply last_id */
        get: operations["getCommentReplies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/comment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A comment with its first replies and its ancestors up to the root comment */
        get: operations["getComment"];
        put?: never;
        /** Edit one of my comments (the previous version goes to its history) */
        post: operations["editComment"];
        /** Delete one of my comments */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/comment/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A comment's earlier versions, newest first */
        get: operations["getCommentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/comment/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a comment under my entry (shown collapsed to everyone) */
        post: operations["hideComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/comment/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show again a comment I hid under my entry */
        post: operations["unhideComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/comment/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report someone else's comment */
        post: operations["reportComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The help menu: every article in menu order */
        get: operations["getHelpMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/help/{uuidOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A help article by uuid or slug, its HTML sanitised */
        get: operations["getHelpArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tag/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tag (the slug ignoring case) */
        get: operations["getTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tag/{slug}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tag's public entries, newest first */
        get: operations["getTagEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tag/{slug}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a tag */
        post: operations["reportTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suggest/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users whose username starts with a prefix (the `@` suggestions) */
        get: operations["getSuggestUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suggest/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags that start with a prefix (the `#` suggestions) */
        get: operations["getSuggestTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search everywhere: the first few users, entries, comments, tags and feeds, with totals */
        get: operations["getSearchAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by username or name: prefix, then trigram similarity */
        get: operations["getSearchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entries by full text (Russian word forms, English too), newest first */
        get: operations["getSearchEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments by full text (Russian word forms, English too), newest first */
        get: operations["getSearchComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags by slug: prefix, then trigram similarity (a leading # ignored) */
        get: operations["getSearchTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom feeds by title (prefix, trigram similarity, inside) or tag prefix */
        get: operations["getSearchFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add or remove a bookmark of a user, an entry, a comment or a feed (idempotent) */
        post: operations["toggleBookmark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/bookmarks/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest few bookmarks of each group, with totals */
        get: operations["getMyBookmarksAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/bookmarks/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookmarked users, newest bookmark first */
        get: operations["getMyBookmarksUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/bookmarks/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookmarked entries, newest bookmark first */
        get: operations["getMyBookmarksEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/bookmarks/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookmarked comments, newest bookmark first */
        get: operations["getMyBookmarksComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/bookmarks/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bookmarked custom feeds, newest bookmark first */
        get: operations["getMyBookmarksFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of the signed-in person: a server-sent events stream
         * @description A `text/event-stream` that stays open. Every message is one line `data: <JSON>` and a blank line; the JSON is a LiveMessage: `has_notice` (the notification badge changed) or `new_entries` (an entry arrived in the timeline or the abyss, for the tabs in `watch`). Once it hears events it sends the person’s `has_notice` state and the comment line `: connected`, then `: ping` every 25 s. The stream ends when the session is logged out or the server stops; reconnect after 1 s doubling up to 30 s, stop after 3 failures (spec §9). Bounded: a session keeps at most LIVE_STREAMS_PER_SESSION streams (a new one closes its oldest), an account LIVE_STREAMS_PER_ACCOUNT (past it 429 `too_many_requests`), a server process LIVE_STREAMS_MAX (past it 503 `server_busy`), both with `Retry-After`.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's notifications of a tab, newest first */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification seen (clears the new-notifications badge) */
        post: operations["seeNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification read (mode all) */
        post: operations["readAllNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/notifications/{notify_id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read */
        post: operations["readNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/notifications/{notify_id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide one notification (it is also read) */
        post: operations["hideNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's notification switches */
        get: operations["getNotificationSettings"];
        put?: never;
        /** Store notification switches (omitted ones keep their value) */
        post: operations["saveNotificationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's profile settings: name, bio, sex, tint */
        get: operations["getSettingsProfile"];
        put?: never;
        /** Change name, bio, sex or tint (form data or JSON; omitted fields keep) */
        post: operations["updateSettingsProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/tint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tint catalogue, in the picker order */
        get: operations["listTints"];
        put?: never;
        /** Set the viewer's tint (a code of the catalogue; '' for none) */
        post: operations["setTint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session of the account ends */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/logins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's sign-ins (sessions), newest first */
        get: operations["listLogins"];
        put?: never;
        post?: never;
        /** End every other session of the viewer (beyond the spec) */
        delete: operations["endOtherLogins"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/logins/{login_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one other session of the viewer (beyond the spec) */
        delete: operations["endLogin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which of the eight permissions the viewer has */
        get: operations["getPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How entries marked NSFW show to the viewer (beyond the spec) */
        get: operations["getContentSettings"];
        put?: never;
        /** Blur, show or hide entries marked NSFW (beyond the spec) */
        post: operations["setContentSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/delete-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase the account (password and apply=true); the username stays reserved */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image or a video
         * @description multipart/form-data: a `file` part (gif, jpeg, png, webp up to 10 MiB and 40 megapixels; mp4 up to 50 MiB; the type is read from the bytes) and an optional `alt` field (alt text, up to 1500 characters).
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/file/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the alt text of one of my files */
        post: operations["createFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/my/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My uploaded files, newest first */
        get: operations["getMyFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settings/gdpr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Download an archive of all my data (needs my password)
         * @description A zip archive, streamed: `README.txt` (what each file holds, in Russian and English), `profile.json`, `entries.json` (with their edit history), `comments.json`, `reactions.json`, `bookmarks.json`, `subscriptions.json`, `feeds.json`, `notifications.json`, `logins.json`, `reports.json`, `files.json` and `media/<uuid>.<ext>`, the originals of my uploads. Dates are ISO 8601 UTC. A wrong password is 400 `password_invalid` (JSON, no archive); one export of an account runs at a time (429 `too_many_requests` while one does). Read the answer as binary (a Blob), not as text.
         */
        post: operations["downloadDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            status: string;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A human-check challenge (ALTCHA) or the hCaptcha site key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "altcha";
                        challenge: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @enum {string} */
                        provider: "hcaptcha";
                        sitekey: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    username?: string;
                    email?: string;
                    password?: string;
                    "h-captcha-response"?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            session: {
                                is_auth: boolean;
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    email: string;
                                    state: {
                                        has_new_notifications: boolean;
                                        is_email_verified: boolean;
                                    };
                                    content: {
                                        nsfw: "blur" | "show" | "hide";
                                    };
                                } | null;
                                logout_hash: string | null;
                            };
                            token: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the sign-in is refused, the e-mail and password matching no account (`user_not_registered`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            session: {
                                is_auth: boolean;
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    email: string;
                                    state: {
                                        has_new_notifications: boolean;
                                        is_email_verified: boolean;
                                    };
                                    content: {
                                        nsfw: "blur" | "show" | "hide";
                                    };
                                } | null;
                                logout_hash: string | null;
                            };
                            token: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the sign-in is refused, the e-mail and password matching no account (`user_not_registered`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    logout_hash?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current session (guests get is_auth: false) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        is_auth: boolean;
                        user: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            email: string;
                            state: {
                                has_new_notifications: boolean;
                                is_email_verified: boolean;
                            };
                            content: {
                                nsfw: "blur" | "show" | "hide";
                            };
                        } | null;
                        logout_hash: string | null;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    "h-captcha-response"?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            token: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the sign-in is refused, the e-mail and password matching no account (`user_not_registered`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forgotCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the sign-in is refused, the e-mail and password matching no account (`user_not_registered`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    forgotChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            session: {
                                is_auth: boolean;
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    email: string;
                                    state: {
                                        has_new_notifications: boolean;
                                        is_email_verified: boolean;
                                    };
                                    content: {
                                        nsfw: "blur" | "show" | "hide";
                                    };
                                } | null;
                                logout_hash: string | null;
                            };
                            token: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the sign-in is refused, the e-mail and password matching no account (`user_not_registered`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's e-mail address, whether it is verified, and a pending new one */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        is_email_verified: boolean;
                        pending_email: string | null;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            email: string;
                            is_email_verified: boolean;
                            pending_email: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            email: string;
                            is_email_verified: boolean;
                            pending_email: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict: the e-mail or the username is taken, or the caller is already signed in (`email_already_used`, `username_already_used`, `already_logged`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    digestUnsubscribePage: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switch the daily digest off from the link in its mail (an HTML page) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    digestUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes for one submission (e.g. a UUID), 1–200 characters. A repeat with the same key by the same account within 24 hours answers the first answer and writes nothing; the same key with another body answers 422 idempotency_key_reused (IETF draft "The Idempotency-Key HTTP Header Field"). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    files?: string[];
                    link?: string | null;
                    /** @default true */
                    is_comments_enabled?: boolean;
                    /** @default false */
                    is_hidden_from_feed?: boolean;
                    /** @default false */
                    is_nsfw?: boolean;
                    /** @default false */
                    is_ai?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable: the `Idempotency-Key` was used within the last 24 hours for another request, another body or address (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        entry_id: number;
                        user: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        };
                        content: {
                            text: string;
                            files: {
                                file: {
                                    uuid: string;
                                };
                                type: string;
                                width: number;
                                height: number;
                                alt: string | null;
                                thumbhash: string | null;
                            }[];
                            link: {
                                url: string;
                                title: string;
                                /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                icon: string;
                            } | null;
                        };
                        reactions: {
                            /**
                             * @description A reaction of the fixed set, by name (the web app draws its emoji).
                             * @enum {string}
                             */
                            react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                            count: number;
                            is_mine: boolean;
                        }[];
                        tags: string[];
                        counters: {
                            comments: number;
                            bookmarks: number;
                        };
                        state: {
                            is_hidden_from_feed: boolean;
                            is_pinned: boolean;
                            is_comments_enabled: boolean;
                            is_edited: boolean;
                            is_bookmarked: boolean;
                            is_nsfw: boolean;
                            is_ai: boolean;
                            /**
                             * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                             * @enum {boolean}
                             */
                            is_hidden_by_operators?: true;
                        };
                        meta: {
                            /** Format: date-time */
                            date_added: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    editEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    files?: string[];
                    link?: string | null;
                    is_comments_enabled?: boolean;
                    is_hidden_from_feed?: boolean;
                    is_nsfw?: boolean;
                    is_ai?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEntryHistory: {
        parameters: {
            query?: {
                offset?: number;
            };
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An entry's earlier versions, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            version_id: number;
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    pinEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unpinEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addEntryReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A reaction of the fixed set, by name (the web app draws its emoji).
                     * @enum {string}
                     */
                    react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            /**
                             * @description A reaction of the fixed set, by name (the web app draws its emoji).
                             * @enum {string}
                             */
                            react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                            count: number;
                            is_mine: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removeEntryReaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A reaction of the fixed set, by name (the web app draws its emoji).
                     * @enum {string}
                     */
                    react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            /**
                             * @description A reaction of the fixed set, by name (the web app draws its emoji).
                             * @enum {string}
                             */
                            react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                            count: number;
                            is_mine: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    reason?: number;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedTimeline: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My timeline: my subscriptions, the custom feeds I follow and my own entries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedAbyss: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The abyss: every public entry, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedFeeds: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries of the custom feeds I follow, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeeds: {
        parameters: {
            query?: {
                q?: string;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue of custom feeds, newest first; q matches titles and tags */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            feed_id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            emoji: string;
                            author: {
                                user_id: number;
                                name: string;
                                username: string;
                            };
                            tags: string[];
                            counters: {
                                subscribers: number;
                                tags: number;
                            };
                            state: {
                                me_subscribed: boolean;
                                is_bookmarked: boolean;
                                is_mine: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createFeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes for one submission (e.g. a UUID), 1–200 characters. A repeat with the same key by the same account within 24 hours answers the first answer and writes nothing; the same key with another body answers 422 idempotency_key_reused (IETF draft "The Idempotency-Key HTTP Header Field"). */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    emoji: string;
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            feed_id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            emoji: string;
                            author: {
                                user_id: number;
                                name: string;
                                username: string;
                            };
                            tags: string[];
                            counters: {
                                subscribers: number;
                                tags: number;
                            };
                            state: {
                                me_subscribed: boolean;
                                is_bookmarked: boolean;
                                is_mine: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable: the `Idempotency-Key` was used within the last 24 hours for another request, another body or address (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyFeeds: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom feeds I follow or made, most recent first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            feed_id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            emoji: string;
                            author: {
                                user_id: number;
                                name: string;
                                username: string;
                            };
                            tags: string[];
                            counters: {
                                subscribers: number;
                                tags: number;
                            };
                            state: {
                                me_subscribed: boolean;
                                is_bookmarked: boolean;
                                is_mine: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One custom feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed_id: number;
                        /** Format: uuid */
                        uuid: string;
                        title: string;
                        emoji: string;
                        author: {
                            user_id: number;
                            name: string;
                            username: string;
                        };
                        tags: string[];
                        counters: {
                            subscribers: number;
                            tags: number;
                        };
                        state: {
                            me_subscribed: boolean;
                            is_bookmarked: boolean;
                            is_mine: boolean;
                        };
                        meta: {
                            /** Format: date-time */
                            date_added: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    editFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    emoji: string;
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            feed_id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            emoji: string;
                            author: {
                                user_id: number;
                                name: string;
                                username: string;
                            };
                            tags: string[];
                            counters: {
                                subscribers: number;
                                tags: number;
                            };
                            state: {
                                me_subscribed: boolean;
                                is_bookmarked: boolean;
                                is_mine: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedEntries: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Public entries carrying any of the feed’s tags, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeedTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags of a custom feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tag_id: number;
                            slug: string;
                            label: string;
                            /** Format: date-time */
                            date_added: string;
                            state: {
                                is_official: boolean;
                                is_nsfw: boolean;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribeToFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            me_subscribed: boolean;
                            subscribers: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribeFromFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            me_subscribed: boolean;
                            subscribers: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    reason?: number;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A profile card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: number;
                        username: string;
                        name: string;
                        profile: {
                            name: string;
                            bio: string;
                            sex: string;
                        };
                        avatar: {
                            hash: string;
                        };
                        tint: string | null;
                        counters: {
                            entries: number;
                            subscribers: number;
                            subscriptions: number;
                            badges: number;
                        };
                        meta: {
                            /** Format: date-time */
                            date_added: string;
                        };
                        state: {
                            is_me: boolean;
                            is_verified: boolean;
                            me_subscribed: boolean;
                            me_subscribed_to_new_posts: boolean;
                            is_bookmarked: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserEntries: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A profile's entries: pinned first, then newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserSubscribers: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who subscribes to this user, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserSubscriptions: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whom this user subscribes to, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUserBadges: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A person's badges, newest award first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            badge_id: number;
                            type: string;
                            rarity: "common" | "rare" | "epic" | "legendary";
                            /** Format: date-time */
                            date_added: string;
                            content: {
                                icon: string;
                                label: string;
                                description: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribeToUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            me_subscribed: boolean;
                            subscribers: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribeFromUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            me_subscribed: boolean;
                            subscribers: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    notifyAboutUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            me_subscribed: boolean;
                            me_subscribed_to_new_posts: boolean;
                            subscribers: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unnotifyAboutUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            me_subscribed: boolean;
                            me_subscribed_to_new_posts: boolean;
                            subscribers: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    reason?: number;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEntryComments: {
        parameters: {
            query?: {
                last_id?: number;
            };
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of root comments, oldest first, with their replies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createEntryComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description A key the client makes for one submission (e.g. a UUID), 1–200 characters. A repeat with the same key by the same account within 24 hours answers the first answer and writes nothing; the same key with another body answers 422 idempotency_key_reused (IETF draft "The Idempotency-Key HTTP Header Field"). */
                "idempotency-key"?: string;
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    files?: string[];
                    link?: string | null;
                    parent_id?: number | null;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable: the `Idempotency-Key` was used within the last 24 hours for another request, another body or address (`idempotency_key_reused`). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCommentReplies: {
        parameters: {
            query?: {
                last_id?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next replies under a comment: 20, depth first, after its reply last_id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A comment with its first replies and its ancestors up to the root comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment_id: number;
                        parent_id: number | null;
                        entry: {
                            uuid: string;
                        };
                        user: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        };
                        content: {
                            text: string;
                            /** Format: date-time */
                            date_added: string;
                            files: {
                                file: {
                                    uuid: string;
                                };
                                type: string;
                                width: number;
                                height: number;
                                alt: string | null;
                                thumbhash: string | null;
                            }[];
                            link: {
                                url: string;
                                title: string;
                                /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                icon: string;
                            } | null;
                        };
                        state: {
                            is_edited: boolean;
                            is_bookmarked: boolean;
                            is_deleted: boolean;
                            is_hidden: boolean;
                        };
                        meta: {
                            /** Format: date-time */
                            date_added: string;
                        };
                        replies_more: number;
                        replies: {
                            [key: string]: unknown;
                        }[];
                        ancestors: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    editComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    files?: string[];
                    link?: string | null;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCommentHistory: {
        parameters: {
            query?: {
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A comment's earlier versions, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            version_id: number;
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    hideComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unhideComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    reason?: number;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHelpMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The help menu: every article in menu order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            uuid: string;
                            slug: string | null;
                            title: string;
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHelpArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article's uuid or slug (e.g. user-agreement) */
                uuidOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A help article by uuid or slug, its HTML sanitised */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        uuid: string;
                        slug: string | null;
                        title: string;
                        content: string;
                        meta: {
                            /** Format: date-time */
                            date_edited: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One tag (the slug ignoring case) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tag_id: number;
                        slug: string;
                        label: string;
                        /** Format: date-time */
                        date_added: string;
                        state: {
                            is_official: boolean;
                            is_nsfw: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTagEntries: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A tag's public entries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    reason?: number;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSuggestUsers: {
        parameters: {
            query: {
                prefix: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users whose username starts with a prefix (the `@` suggestions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSuggestTags: {
        parameters: {
            query: {
                prefix: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags that start with a prefix (the `#` suggestions) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tag_id: number;
                            slug: string;
                            label: string;
                            /** Format: date-time */
                            date_added: string;
                            state: {
                                is_official: boolean;
                                is_nsfw: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSearchAll: {
        parameters: {
            query?: {
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search everywhere: the first few users, entries, comments, tags and feeds, with totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            items: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            }[];
                            total_items: number;
                        };
                        entries: {
                            items: {
                                uuid: string;
                                entry_id: number;
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    state: {
                                        is_me: boolean;
                                        is_verified: boolean;
                                        me_subscribed: boolean;
                                    };
                                };
                                content: {
                                    text: string;
                                    files: {
                                        file: {
                                            uuid: string;
                                        };
                                        type: string;
                                        width: number;
                                        height: number;
                                        alt: string | null;
                                        thumbhash: string | null;
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    /**
                                     * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                     * @enum {string}
                                     */
                                    react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                    count: number;
                                    is_mine: boolean;
                                }[];
                                tags: string[];
                                counters: {
                                    comments: number;
                                    bookmarks: number;
                                };
                                state: {
                                    is_hidden_from_feed: boolean;
                                    is_pinned: boolean;
                                    is_comments_enabled: boolean;
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_nsfw: boolean;
                                    is_ai: boolean;
                                    /**
                                     * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                     * @enum {boolean}
                                     */
                                    is_hidden_by_operators?: true;
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                                /** @description Words of content.text that matched the query (same word forms and lemmas as the search), in order. */
                                highlights: {
                                    start: number;
                                    end: number;
                                }[];
                            }[];
                            total_items: number;
                        };
                        comments: {
                            items: {
                                comment_id: number;
                                parent_id: number | null;
                                entry: {
                                    uuid: string;
                                };
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    state: {
                                        is_me: boolean;
                                        is_verified: boolean;
                                        me_subscribed: boolean;
                                    };
                                };
                                content: {
                                    text: string;
                                    /** Format: date-time */
                                    date_added: string;
                                    files: {
                                        file: {
                                            uuid: string;
                                        };
                                        type: string;
                                        width: number;
                                        height: number;
                                        alt: string | null;
                                        thumbhash: string | null;
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                        icon: string;
                                    } | null;
                                };
                                state: {
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_deleted: boolean;
                                    is_hidden: boolean;
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                                replies_more: number;
                                replies: {
                                    [key: string]: unknown;
                                }[];
                                /** @description Words of content.text that matched the query (same word forms and lemmas as the search), in order. */
                                highlights: {
                                    start: number;
                                    end: number;
                                }[];
                            }[];
                            total_items: number;
                        };
                        tags: {
                            items: {
                                tag_id: number;
                                slug: string;
                                label: string;
                                /** Format: date-time */
                                date_added: string;
                                state: {
                                    is_official: boolean;
                                    is_nsfw: boolean;
                                };
                            }[];
                            total_items: number;
                        };
                        feeds: {
                            items: {
                                feed_id: number;
                                /** Format: uuid */
                                uuid: string;
                                title: string;
                                emoji: string;
                                author: {
                                    user_id: number;
                                    name: string;
                                    username: string;
                                };
                                tags: string[];
                                counters: {
                                    subscribers: number;
                                    tags: number;
                                };
                                state: {
                                    me_subscribed: boolean;
                                    is_bookmarked: boolean;
                                    is_mine: boolean;
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                            }[];
                            total_items: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSearchUsers: {
        parameters: {
            query?: {
                query?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users by username or name: prefix, then trigram similarity */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSearchEntries: {
        parameters: {
            query?: {
                query?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries by full text (Russian word forms, English too), newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            /** @description Words of content.text that matched the query (same word forms and lemmas as the search), in order. */
                            highlights: {
                                start: number;
                                end: number;
                            }[];
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSearchComments: {
        parameters: {
            query?: {
                query?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Comments by full text (Russian word forms, English too), newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                            /** @description Words of content.text that matched the query (same word forms and lemmas as the search), in order. */
                            highlights: {
                                start: number;
                                end: number;
                            }[];
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSearchTags: {
        parameters: {
            query?: {
                query?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags by slug: prefix, then trigram similarity (a leading # ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            tag_id: number;
                            slug: string;
                            label: string;
                            /** Format: date-time */
                            date_added: string;
                            state: {
                                is_official: boolean;
                                is_nsfw: boolean;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSearchFeeds: {
        parameters: {
            query?: {
                query?: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Custom feeds by title (prefix, trigram similarity, inside) or tag prefix */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            feed_id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            emoji: string;
                            author: {
                                user_id: number;
                                name: string;
                                username: string;
                            };
                            tags: string[];
                            counters: {
                                subscribers: number;
                                tags: number;
                            };
                            state: {
                                me_subscribed: boolean;
                                is_bookmarked: boolean;
                                is_mine: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    toggleBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: string;
                    object: string;
                    user_id?: number;
                    entry_id?: number;
                    comment_id?: number;
                    feed_id?: number;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            is_bookmarked: boolean;
                            bookmarks?: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyBookmarksAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest few bookmarks of each group, with totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            items: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            }[];
                            total_items: number;
                        };
                        entries: {
                            items: {
                                uuid: string;
                                entry_id: number;
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    state: {
                                        is_me: boolean;
                                        is_verified: boolean;
                                        me_subscribed: boolean;
                                    };
                                };
                                content: {
                                    text: string;
                                    files: {
                                        file: {
                                            uuid: string;
                                        };
                                        type: string;
                                        width: number;
                                        height: number;
                                        alt: string | null;
                                        thumbhash: string | null;
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    /**
                                     * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                     * @enum {string}
                                     */
                                    react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                    count: number;
                                    is_mine: boolean;
                                }[];
                                tags: string[];
                                counters: {
                                    comments: number;
                                    bookmarks: number;
                                };
                                state: {
                                    is_hidden_from_feed: boolean;
                                    is_pinned: boolean;
                                    is_comments_enabled: boolean;
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_nsfw: boolean;
                                    is_ai: boolean;
                                    /**
                                     * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                     * @enum {boolean}
                                     */
                                    is_hidden_by_operators?: true;
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                            }[];
                            total_items: number;
                        };
                        comments: {
                            items: {
                                comment_id: number;
                                parent_id: number | null;
                                entry: {
                                    uuid: string;
                                };
                                user: {
                                    user_id: number;
                                    username: string;
                                    name: string;
                                    avatar: {
                                        hash: string;
                                    };
                                    state: {
                                        is_me: boolean;
                                        is_verified: boolean;
                                        me_subscribed: boolean;
                                    };
                                };
                                content: {
                                    text: string;
                                    /** Format: date-time */
                                    date_added: string;
                                    files: {
                                        file: {
                                            uuid: string;
                                        };
                                        type: string;
                                        width: number;
                                        height: number;
                                        alt: string | null;
                                        thumbhash: string | null;
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                        icon: string;
                                    } | null;
                                };
                                state: {
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_deleted: boolean;
                                    is_hidden: boolean;
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                                replies_more: number;
                                replies: {
                                    [key: string]: unknown;
                                }[];
                            }[];
                            total_items: number;
                        };
                        feeds: {
                            items: {
                                feed_id: number;
                                /** Format: uuid */
                                uuid: string;
                                title: string;
                                emoji: string;
                                author: {
                                    user_id: number;
                                    name: string;
                                    username: string;
                                };
                                tags: string[];
                                counters: {
                                    subscribers: number;
                                    tags: number;
                                };
                                state: {
                                    me_subscribed: boolean;
                                    is_bookmarked: boolean;
                                    is_mine: boolean;
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                            }[];
                            total_items: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyBookmarksUsers: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarked users, newest bookmark first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            user_id: number;
                            username: string;
                            name: string;
                            avatar: {
                                hash: string;
                            };
                            state: {
                                is_me: boolean;
                                is_verified: boolean;
                                me_subscribed: boolean;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyBookmarksEntries: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarked entries, newest bookmark first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            entry_id: number;
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                /**
                                 * @description A reaction of the fixed set, by name (the web app draws its emoji).
                                 * @enum {string}
                                 */
                                react: "thumbs_up" | "heart" | "laugh" | "wow" | "sad" | "fire";
                                count: number;
                                is_mine: boolean;
                            }[];
                            tags: string[];
                            counters: {
                                comments: number;
                                bookmarks: number;
                            };
                            state: {
                                is_hidden_from_feed: boolean;
                                is_pinned: boolean;
                                is_comments_enabled: boolean;
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_nsfw: boolean;
                                is_ai: boolean;
                                /**
                                 * @description Only on the author's own entry hidden by the operators (GET entry/{uuid}); others get entry_hidden.
                                 * @enum {boolean}
                                 */
                                is_hidden_by_operators?: true;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyBookmarksComments: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarked comments, newest bookmark first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            comment_id: number;
                            parent_id: number | null;
                            entry: {
                                uuid: string;
                            };
                            user: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            };
                            content: {
                                text: string;
                                /** Format: date-time */
                                date_added: string;
                                files: {
                                    file: {
                                        uuid: string;
                                    };
                                    type: string;
                                    width: number;
                                    height: number;
                                    alt: string | null;
                                    thumbhash: string | null;
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    /** @description The page's icon as Potok serves it, `/media/{uuid}` (a PNG Potok read once and encoded again), or '' when there is none yet; never the linked site's own address. */
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
                                is_hidden: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                            replies_more: number;
                            replies: {
                                [key: string]: unknown;
                            }[];
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyBookmarksFeeds: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarked custom feeds, newest bookmark first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            feed_id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            emoji: string;
                            author: {
                                user_id: number;
                                name: string;
                                username: string;
                            };
                            tags: string[];
                            counters: {
                                subscribers: number;
                                tags: number;
                            };
                            state: {
                                me_subscribed: boolean;
                                is_bookmarked: boolean;
                                is_mine: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description The feed tabs to get `new_entries` of, comma-separated: `timeline`, `abyss` (both when absent; `none` for neither). Unknown names are ignored. */
                watch?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; each `data:` line holds one LiveMessage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        /** @enum {string} */
                        type: "has_notice";
                        data: {
                            has_new_notifications: boolean;
                        };
                    } | {
                        /** @enum {string} */
                        type: "new_entries";
                        data: {
                            tab: "timeline" | "abyss";
                            /** Format: uuid */
                            entry_id: string;
                            author: string;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                tab?: string;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The viewer's notifications of a tab, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            notify_id: number;
                            type: "subscription" | "mention" | "reply" | "comment" | "new_post" | "system" | "login" | "reports";
                            actor: {
                                user_id: number;
                                username: string;
                                name: string;
                                avatar: {
                                    hash: string;
                                };
                                state: {
                                    is_me: boolean;
                                    is_verified: boolean;
                                    me_subscribed: boolean;
                                };
                            } | null;
                            sender_name: string | null;
                            sender_username: string | null;
                            sender_sex: "male" | "female" | "none" | (never | null);
                            /** Format: uuid */
                            entry_uuid: string | null;
                            comment_id: number | null;
                            text: string;
                            payload: {
                                badge?: string;
                                /** @description reports only: resolved (the operators acted on the report) or dismissed (no breach found) */
                                decision?: "resolved" | "dismissed";
                                title?: string;
                                text?: string;
                                os?: {
                                    name: string | null;
                                    version: string | null;
                                };
                                browser?: {
                                    name: string | null;
                                    version: string | null;
                                };
                                /** @description login only: sign-ins to the account were paused for a while after this many failed attempts */
                                failed_logins?: number;
                            } | null;
                            is_readed: boolean;
                            state: {
                                is_readed: boolean;
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    seeNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            has_new_notifications: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    readAllNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mode: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            has_new_notifications: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    readNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notify_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            has_new_notifications: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    hideNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notify_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            has_new_notifications: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The viewer's notification switches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mentions: boolean;
                        subscriptions: boolean;
                        new_post: boolean;
                        replies: boolean;
                        comments: boolean;
                        badges: boolean;
                        digest: boolean;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    saveNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mentions?: boolean;
                    subscriptions?: boolean;
                    new_post?: boolean;
                    replies?: boolean;
                    comments?: boolean;
                    badges?: boolean;
                    digest?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            mentions: boolean;
                            subscriptions: boolean;
                            new_post: boolean;
                            replies: boolean;
                            comments: boolean;
                            badges: boolean;
                            digest: boolean;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSettingsProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The viewer's profile settings: name, bio, sex, tint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        bio: string;
                        sex: "male" | "female" | "none";
                        tint: string | null;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSettingsProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    bio?: string;
                    sex?: "male" | "female" | "none";
                    tint?: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            name: string;
                            bio: string;
                            sex: "male" | "female" | "none";
                            tint: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tint catalogue, in the picker order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            type: "dark" | "light";
                        }[];
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setTint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            name: string;
                            bio: string;
                            sex: "male" | "female" | "none";
                            tint: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password?: string;
                    new_password?: string;
                    apply?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listLogins: {
        parameters: {
            query?: {
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The viewer's sign-ins (sessions), newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            login_id: number;
                            os: {
                                name: string | null;
                                version: string | null;
                            };
                            browser: {
                                name: string | null;
                                version: string | null;
                            };
                            /** Format: date-time */
                            date_added: string;
                            is_current: boolean;
                            is_active: boolean;
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endOtherLogins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            ended: number;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    endLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                login_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Which of the eight permissions the viewer has */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        create_entries: boolean;
                        edit_entries: boolean;
                        delete_entries: boolean;
                        create_comments: boolean;
                        edit_comments: boolean;
                        delete_comments: boolean;
                        subscribe_to_users: boolean;
                        attach_images: boolean;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getContentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How entries marked NSFW show to the viewer (beyond the spec) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nsfw: "blur" | "show" | "hide";
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setContentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nsfw: "blur" | "show" | "hide";
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            nsfw: "blur" | "show" | "hide";
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    apply?: boolean;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            uuid: string;
                            name: string;
                            size: number;
                            type: string;
                            width: number;
                            height: number;
                            alt: string | null;
                            thumbhash: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt: string | null;
                };
            };
        };
        responses: {
            /** @description Done: `status` is the success status of the catalogue this call answers (and `payload`, where there is one, the changed object). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        payload: {
                            uuid: string;
                            name: string;
                            size: number;
                            type: string;
                            width: number;
                            height: number;
                            alt: string | null;
                            thumbhash: string | null;
                        };
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: nothing lives at this address, or it was deleted (`not_found`, `entry_not_found`, `comment_not_found`, `user_not_found`, `user_deleted`, `tag_not_found`, `help_page_not_found`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMyFiles: {
        parameters: {
            query?: {
                type?: "image/gif" | "image/jpeg" | "image/png" | "image/webp" | "video/mp4";
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description My uploaded files, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            uuid: string;
                            name: string;
                            size: number;
                            type: string;
                            width: number;
                            height: number;
                            alt: string | null;
                            thumbhash: string | null;
                        }[];
                        total_items: number;
                    };
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description The archive (application/zip), sent as an attachment. */
            200: {
                headers: {
                    /** @description attachment; filename="potok-<username>-<YYYY-MM-DD>.zip" */
                    "content-disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Bad request: a parameter, the query string or the body is not valid (`bad_request`, `invalid_json_format`, or a more precise 400 status of the catalogue such as `entry_empty_text`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unauthorized: the call needs a signed-in user and the request carries no valid session (`unauthorized`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden: a cross-site request refused by the CSRF check (`forbidden`), or the account or the resource does not allow it (`not_owned`, `user_suspended`, `user_blocked`, `user_cant_…`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too large: the request body is over the size limit (`too_large`). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported type: the body is sent with a Content-Type the server does not read (`unsupported_type`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: a rate limit is spent; try again after `Retry-After` seconds (`too_many_requests`). */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: the server failed; the answer holds no detail (`internal_error`). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Busy: the server cannot take the request now — more work is waiting for the database than it accepts, the database cannot be reached, or (uploads) there is no room for files; try again after `Retry-After` seconds (`server_busy`). */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
