/** Placeholder: the content helper owns this file (entries, comments, feeds, subscriptions). */
export {};
