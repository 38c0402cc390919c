import { spawnSync } from 'node:child_process';
import https from 'node:https';
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Certificate { certificate: string; certificateKey: string; ca: Buffer }

/** A self-signed certificate for a loopback address, standing for the site's Let's Encrypt one. */
export function selfSignedCertificate(dir: string, address: string): Certificate {
  const certificate = path.join(dir, 'fullchain.pem');
  const certificateKey = path.join(dir, 'privkey.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', `/CN=${address}`, '-addext', `subjectAltName=IP:${address}`, '-keyout', certificateKey, '-out', certificate,
  ], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { certificate, certificateKey, ca: readFileSync(certificate) };
}

interface HttpsAnswer {
  status: number;
  /** Header names (lower case) and values, a header sent twice listed twice. */
  headers: [string, string][];
  body: string;
}

/** One request over TLS to the test's nginx, trusting its certificate (Node's fetch cannot be told to). */
export function httpsRequest(url: string, ca: Buffer, options: { method?: string; headers?: Record<string, string> } = {}): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: options.method ?? 'GET', headers: options.headers, ca, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) headers.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString() });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

export function headerValues(answer: HttpsAnswer, name: string): string[] {
  return answer.headers.filter(([key]) => key === name).map(([, value]) => value);
}
