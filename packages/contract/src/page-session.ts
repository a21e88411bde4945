/**
 * The cookies a signed-in browser keeps so that the server can render the home's HTML for it (the first
 * paint arrives with the document instead of after the app's code has run). The web app writes them
 * whenever it stores, renews or forgets its bearer token; the server reads them only to render that page,
 * never to authorize an API call (the API keeps taking the bearer header alone, so a cookie sent by a
 * cross-site request can do nothing).
 */
export const pageSessionCookies = {
  /** The bearer token, as stored by the web app. */
  token: 'campus_page_session',
  /** The browser's IANA time zone: the page's dates and the home's agenda days are rendered in it. */
  timeZone: 'campus_tz',
} as const;

/** The id of the JSON script in which a server-rendered page carries its data to the web app. */
export const serverRenderStateId = 'campus-ssr-state';

/** How long the page-session cookie lives (s); the server checks the token itself on every page render. */
export const PAGE_SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * On a page the server rendered, the app's entry script is named in this meta element instead of being run
 * as the page loads: the boot script runs it once the rendered page has been painted (apps/web/src/boot.ts).
 */
export const appEntryMetaName = 'campus-app-entry';
