import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The marker in docs/deployment.md before the nginx site CI runs. */
const MARKER = '<!-- deployment-ci: nginx site -->';

/** The nginx site exactly as docs/deployment.md shows it: the fenced block after its marker. */
export function documentedSite(root: string): string {
  const doc = readFileSync(path.join(root, 'docs', 'deployment.md'), 'utf8');
  const after = doc.slice(doc.indexOf(MARKER) + MARKER.length);
  const block = /```nginx\n([\s\S]*?)```/.exec(after);
  if (doc.indexOf(MARKER) === -1 || block === null) throw new Error('docs/deployment.md has no nginx site after its CI marker');
  return block[1]!;
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
}

/**
 * The documented site onto loopback, changing only where it listens and what it points at: plain HTTP on free
 * ports (no certificate), the two test servers as upstreams (reached from a loopback address of nginx's own),
 * and the test build as the assets folder. Every
 * header, compression, cache and body-size line runs as written.
 */
export function renderOnLoopback(site: string, at: Loopback): string {
  const rendered = site
    .replace('listen 80;', `listen ${at.listenAddress}:${at.redirectPort};`)
    .replace('listen 443 ssl;', `listen ${at.listenAddress}:${at.port};`)
    .split('\n')
    .filter((line) => !/^\s*(ssl_\w+|http2 on;)/.test(line))
    .join('\n')
    .replace('server 127.0.0.1:3001', `server 127.0.0.1:${at.upstreamPorts[0]}`)
    .replace('server 127.0.0.1:3002', `server 127.0.0.1:${at.upstreamPorts[1]}`)
    .replaceAll('/srv/recapshelf/dist/', `${at.distDir}/`)
    .replaceAll('/var/log/nginx/recapshelf.access.log', `${at.prefix}/access.log`)
    .replace('proxy_pass http://recapshelf;', `proxy_pass http://recapshelf;\n        proxy_bind ${at.proxyAddress};`);
  for (const expected of [`:${at.port};`, `:${at.upstreamPorts[0]} `, `:${at.upstreamPorts[1]} `, at.distDir, `${at.prefix}/access.log recapshelf;`]) {
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
