import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../tests/support/freePort.ts';
import { waitForHttp } from './processes.ts';

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** nginx on loopback spreading requests over `upstreams` (least connections), with keep-alive to them. */
export async function startNginx(folder: string, upstreams: string[]): Promise<Proxy> {
  mkdirSync(path.join(folder, 'logs'), { recursive: true });
  const port = await freePort();
  const servers = upstreams.map((upstream) => `    server ${new URL(upstream).host};`).join('\n');
  const config = `worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(folder, 'body')};
  proxy_temp_path ${path.join(folder, 'proxy')};
  upstream api {
    least_conn;
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
  const file = path.join(folder, 'nginx.conf');
  writeFileSync(file, config);
  const child = spawn(process.env.NGINX ?? 'nginx', ['-p', folder, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, 20_000);
  return {
    url,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    }),
  };
}
