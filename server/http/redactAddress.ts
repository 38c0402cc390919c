/** What a secret is replaced by in a log line. */
export const REDACTED = '[redacted]';

/**
 * A path segment after which every segment is a secret: the private feed of a member's followed series is
 * /feeds/following/<token>.atom, and the token alone lets anyone read it.
 */
const SECRET_AFTER_SEGMENT = 'following';

/** Query parameters that carry a secret: the verification and reset links' `token`, and anything named like one. */
const SECRET_PARAMETER = /token|password|secret/i;

/** Path separators as the router and a proxy may read them: a slash, or an escaped one. */
const SEPARATOR = /(\/|%2F)/i;

/** Shorter strings are not secrets this app issues (tokens are 43 characters), and scrubbing them would blank out common words. */
const SHORTEST_SECRET = 8;

/** A run of percent-escapes, decoded together so a character of several UTF-8 bytes decodes whole. */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** `text` with every escape decoded where it decodes; a stray % or half a character is kept as written. */
function decoded(text: string): string {
  return text.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

export interface RedactedAddress {
  /** The path as written, each secret segment replaced (`/feeds/following/[redacted].atom`). */
  path: string;
  /** The query as written without its `?`, each secret parameter's value replaced; undefined without a query. */
  query: string | undefined;
  /** The secrets taken out, as written and decoded, so that nothing else on the line (an error's message) repeats them. */
  secrets: string[];
}

/**
 * The address of a request as a log line may carry it. Segments and parameter names are compared decoded and in
 * any case, as the router and the query parser read them, so `/feeds/%66ollowing/…` or `?%74oken=…` are caught too.
 */
export function redactAddress(url: string): RedactedAddress {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  const secrets: string[] = [];
  const keep = (raw: string, ...readings: string[]) => {
    for (const secret of [raw, ...readings]) if (secret.length >= SHORTEST_SECRET) secrets.push(secret);
  };

  let secretSegments = false;
  const path = rawPath
    .split(SEPARATOR)
    .map((part, index) => {
      // Odd indices are the separators the split kept.
      if (index % 2 === 1 || part === '') return part;
      const reading = decoded(part);
      if (secretSegments) {
        const atom = /\.atom$/i.test(reading);
        keep(part, reading, atom ? reading.slice(0, -'.atom'.length) : reading);
        return atom ? `${REDACTED}.atom` : REDACTED;
      }
      if (reading.toLowerCase() === SECRET_AFTER_SEGMENT) secretSegments = true;
      return part;
    })
    .join('');

  // Split as the query parser splits (on & only), so a secret value is replaced whole.
  const query = rawQuery
    ?.split('&')
    .map((parameter) => {
      const equals = parameter.indexOf('=');
      if (equals === -1 || !SECRET_PARAMETER.test(decoded(parameter.slice(0, equals).replace(/\+/g, ' ')))) return parameter;
      const value = parameter.slice(equals + 1);
      keep(value, decoded(value.replace(/\+/g, ' ')));
      return `${parameter.slice(0, equals + 1)}${REDACTED}`;
    })
    .join('&');

  return { path, query, secrets };
}

/** `text` with each secret replaced. */
function scrubbed(text: string, secrets: readonly string[]): string {
  // Longest first, so a secret that contains another is replaced whole.
  return [...secrets].sort((a, b) => b.length - a.length).reduce((result, secret) => result.split(secret).join(REDACTED), text);
}

/** How deep into an error's fields secrets are looked for: far enough for a driver's error, bounded for a cycle. */
const DEEPEST_FIELD = 4;

function scrubbedValue(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (typeof value === 'string') return scrubbed(value, secrets);
  if (depth >= DEEPEST_FIELD || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return redactedCopy(value, secrets, depth + 1);
  if (Array.isArray(value)) return value.map((item) => scrubbedValue(item, secrets, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbedValue(item, secrets, depth + 1)]));
}

function redactedCopy(error: Error, secrets: readonly string[], depth: number): Error {
  // Same prototype and the same own properties (message, stack and cause included), so the logger writes the
  // copy as it would the original: its type, its fields, its causes.
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  for (const key of Object.getOwnPropertyNames(error)) {
    const descriptor = Object.getOwnPropertyDescriptor(error, key)!;
    if ('value' in descriptor) descriptor.value = scrubbedValue(descriptor.value, secrets, depth);
    Object.defineProperty(copy, key, descriptor);
  }
  return copy;
}

/** The error a log line writes, with each of the request's secrets replaced: its message may quote the address it failed on. */
export function redactedError<T>(error: T, secrets: readonly string[]): T {
  return error instanceof Error && secrets.length > 0 ? (redactedCopy(error, secrets, 0) as T) : error;
}
