import { mkdir, readFile, readdir, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Trimming goes down to this share of the cap, not just under it: the folder is listed once per tenth of the
 * cap written, not on every render once it is full.
 */
const TRIM_TO_SHARE = 0.9;

export type PictureCache = (key: string, render: () => Promise<Buffer>) => Promise<Buffer>;

interface CachedFile {
  file: string;
  size: number;
  lastUsedMs: number;
}

async function listCachedFiles(folder: string): Promise<CachedFile[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const listed = await Promise.all(
    names
      .filter((name) => name.endsWith('.jpg'))
      .map(async (name) => {
        const file = path.join(folder, name);
        try {
          const info = await stat(file);
          return { file, size: info.size, lastUsedMs: info.mtimeMs };
        } catch {
          return null; // Removed by another process between the listing and now.
        }
      }),
  );
  return listed.filter((entry) => entry !== null);
}

/**
 * Rendered pictures kept on disk under `folder`, named by their key, at most `maxBytes` in all: past the cap
 * the least recently used go first. A file's modification time is its last use (a read touches it), so the
 * order survives a restart and is shared by every process on the same data folder. Each process counts what
 * it writes and lists the folder when its count passes the cap; other processes' writes are seen at that
 * listing, so the folder can pass the cap by what they wrote since, never grow without end.
 */
export function pictureCache(folder: string, maxBytes: number): PictureCache {
  const rendering = new Map<string, Promise<Buffer>>();
  let countedBytes: number | null = null;
  let trimming: Promise<void> | null = null;

  async function trim(): Promise<void> {
    const files = (await listCachedFiles(folder)).sort((a, b) => a.lastUsedMs - b.lastUsedMs);
    let total = files.reduce((sum, entry) => sum + entry.size, 0);
    for (const entry of files) {
      if (total <= maxBytes * TRIM_TO_SHARE) break;
      try {
        await unlink(entry.file);
      } catch {
        // Already removed by another process: its bytes are gone all the same.
      }
      total -= entry.size;
    }
    countedBytes = total;
  }

  function trimOnce(): Promise<void> {
    return (trimming ??= trim().finally(() => (trimming = null)));
  }

  async function counted(addedBytes: number): Promise<void> {
    // The first write after a start lists the folder, which counts what earlier runs left and this file.
    if (countedBytes === null) return trimOnce();
    countedBytes += addedBytes;
    if (countedBytes > maxBytes) await trimOnce();
  }

  return async (key, render) => {
    const file = path.join(folder, `${key}.jpg`);
    try {
      const image = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => {
        // Evicted by another process since the read: the answer is already in hand.
      });
      return image;
    } catch {
      // Not cached yet: render it below.
    }
    let pending = rendering.get(key);
    if (pending === undefined) {
      pending = (async () => {
        const image = await render();
        try {
          await mkdir(folder, { recursive: true });
          const partial = `${file}.${process.pid}.tmp`;
          await writeFile(partial, image);
          await rename(partial, file);
          await counted(image.length);
        } catch {
          // A read-only or full disk costs a re-render next time, never the answer.
        }
        return image;
      })().finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}
