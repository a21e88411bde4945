/**
 * Largest request body of a route that does not ask for more: every form and call of the API fits in a few
 * kilobytes, and a small limit keeps a flood of large bodies from costing memory and parse time.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Routes that take rich text (class comments: 20,000 characters of HTML, which JSON may escape to six bytes
 * each) declare this one with the route option `bodyLimit`.
 */
export const RICH_TEXT_BODY_LIMIT_BYTES = 256 * 1024;
