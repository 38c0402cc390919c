// The channel and series lists' addresses read it; the first screen's list takes only the codes its filter offers.

/** The server's language code rule (server/routes: two or three letters, an optional region). */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
