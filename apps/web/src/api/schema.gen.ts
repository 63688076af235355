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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                                        state: {
                                            has_new_notifications: boolean;
                                        };
                                    } | null;
                                    logout_hash: string | null;
                                };
                                token: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                                        state: {
                                            has_new_notifications: boolean;
                                        };
                                    } | null;
                                    logout_hash: string | null;
                                };
                                token: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
                                state: {
                                    has_new_notifications: boolean;
                                };
                            } | null;
                            logout_hash: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    react: string;
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
                                };
                                meta: {
                                    /** Format: date-time */
                                    date_added: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    icon: string;
                                } | null;
                            };
                            reactions: {
                                react: string;
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
                            };
                            meta: {
                                /** Format: date-time */
                                date_added: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete one of my entries */
        delete: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        /** My timeline: my subscriptions and my own entries, newest first */
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    react: string;
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
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    react: string;
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
        };
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
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    react: string;
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
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
        get: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    react: string;
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
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        post: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                state: {
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_deleted: boolean;
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Comment on an entry or reply to a comment */
        post: {
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
                        parent_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                state: {
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_deleted: boolean;
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                state: {
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_deleted: boolean;
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                }[];
                                link: {
                                    url: string;
                                    title: string;
                                    icon: string;
                                } | null;
                            };
                            state: {
                                is_edited: boolean;
                                is_bookmarked: boolean;
                                is_deleted: boolean;
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                state: {
                                    is_edited: boolean;
                                    is_bookmarked: boolean;
                                    is_deleted: boolean;
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
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
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
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
        get: {
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
                /** @description Default Response */
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
                                    }[];
                                    link: {
                                        url: string;
                                        title: string;
                                        icon: string;
                                    } | null;
                                };
                                reactions: {
                                    react: string;
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
