import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A block exactly as docs/deployment.md shows it: the fenced block after the marker
 * `<!-- deployment-ci: NAME -->`, which CI runs.
 */
export function documentedBlock(root: string, name: string): string {
  const doc = readFileSync(path.join(root, 'docs', 'deployment.md'), 'utf8');
  const marker = `<!-- deployment-ci: ${name} -->`;
  const after = doc.slice(doc.indexOf(marker) + marker.length);
  const block = /```\w*\n([\s\S]*?)```/.exec(after);
  if (doc.indexOf(marker) === -1 || block === null) throw new Error(`docs/deployment.md has no block after its CI marker "${name}"`);
  return block[1]!;
}

/** The nginx site exactly as docs/deployment.md shows it. */
export function documentedSite(root: string): string {
  return documentedBlock(root, 'nginx site');
}

export interface Loopback {
  /** The address the browser uses: another loopback address than nginx's upstream side, so it shows in the logs. */
  listenAddress: string;
  /** The address nginx connects to the servers from: not the browser's, so the log can tell them apart. */
  proxyAddress: string;
  port: number;
  redirectPort: number;
  upstreamPorts: [number, number];
  distDir: string;
  prefix: string;
  /** A certificate for the listen address, and its key, in place of the documented Let's Encrypt files. */
  certificate: string;
  certificateKey: string;
}

/**
 * The documented site onto loopback, changing only where it listens and what it points at: free ports, a
 * certificate of the test's own, the two test servers as upstreams (reached from a loopback address of nginx's
 * own), the test build as the assets folder and the test's folder for the logs. Every other line runs as written:
 * TLS with HTTP/2, headers, compression, cache, body size and logging.
 */
export function renderOnLoopback(site: string, at: Loopback): string {
  const rendered = site
    .replace('listen 80;', `listen ${at.listenAddress}:${at.redirectPort};`)
    .replace('listen 443 ssl http2;', `listen ${at.listenAddress}:${at.port} ssl http2;`)
    .replace('/etc/letsencrypt/live/recaps.example/fullchain.pem', at.certificate)
    .replace('/etc/letsencrypt/live/recaps.example/privkey.pem', at.certificateKey)
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${at.upstreamPorts[0]}`)
    .replace('server 127.0.0.1:3002', `server 127.0.0.1:${at.upstreamPorts[1]}`)
    .replaceAll('/srv/recapshelf/dist/', `${at.distDir}/`)
    .replaceAll('/var/log/nginx/recapshelf.access.log', `${at.prefix}/access.log`)
    .replaceAll('/var/log/nginx/recapshelf.error.log', `${at.prefix}/site-error.log`)
    .replace('proxy_pass http://recapshelf;', `proxy_pass http://recapshelf;\n        proxy_bind ${at.proxyAddress};`);
  for (const expected of [`:${at.port} ssl http2;`, at.certificate, at.certificateKey, `${at.prefix}/site-error.log crit;`, `:${at.upstreamPorts[0]} `, `:${at.upstreamPorts[1]} `, at.distDir, `${at.prefix}/access.log recapshelf;`]) {
    if (!rendered.includes(expected)) throw new Error(`the documented nginx site no longer has the line this check renders (${expected})`);
  }
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${at.prefix}/nginx.pid;
error_log ${at.prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # Only the documented site's own access_log line logs (the check above makes sure it is there).
  access_log off;
  client_body_temp_path ${at.prefix}/body;
  proxy_temp_path ${at.prefix}/proxy;
  fastcgi_temp_path ${at.prefix}/fastcgi;
  uwsgi_temp_path ${at.prefix}/uwsgi;
  scgi_temp_path ${at.prefix}/scgi;
${rendered}
}
`;
}
