function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.[0-9]{1,3}){3}$/.test(name) || /^::ffff:127(\.[0-9]{1,3}){3}$/.test(name);
}

/**
 * A local trial: `npm install && npm start` on one's own machine, the embedded database, listening on loopback
 * and reached through a loopback address. Only there is the demo catalogue seeded by default and do its
 * accounts keep the passwords README lists; anywhere else (DATABASE_URL, a public APP_URL, a server listening
 * on other addresses) those passwords would let anyone log in as the demo administrator.
 */
export function isLocalTrial(settings: { databaseUrl?: string; host: string; publicOrigin?: string }): boolean {
  return settings.databaseUrl === undefined && isLoopbackHost(settings.host) &&
    (settings.publicOrigin === undefined || isLoopbackHost(new URL(settings.publicOrigin).hostname));
}
