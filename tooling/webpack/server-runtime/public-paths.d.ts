/** The global the prerender sets and each remote's server build reads (public-paths.js). */
export declare const publicPathsKey: '__WTM_REMOTE_PUBLIC_PATHS__';
