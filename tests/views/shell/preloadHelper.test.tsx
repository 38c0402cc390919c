import { describe, expect, it } from 'vitest';
import { smallPreloadHelper } from '../../../scripts/smallPreloadHelper';

// The helper the build puts in the entry chunk, run as the browser runs it, in this window: its one export, the
// last statement of the module, is what the function returns.
const load = smallPreloadHelper().load as (id: string) => string | undefined;
const helper = load('\0vite/preload-helper.js')!;
const preload = new Function(helper.replace('export const __vitePreload =', 'return'))() as (chunk: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

const links = (file: string) => [...document.head.querySelectorAll('link')].filter((link) => link.href === new URL(`/${file}`, location.href).href);

describe('the lazy import helper', () => {
  it('leaves any other module to Vite', () => {
    expect(load('/src/main.tsx')).toBeUndefined();
  });

  it('asks for the files a chunk imports, once each, and loads the chunk without waiting for them', async () => {
    expect(await preload(async () => 'page', ['assets/aaaa1111.js', 'assets/bbbb2222.js'])).toBe('page');
    expect(await preload(async () => 'other page', ['assets/aaaa1111.js'])).toBe('other page');
    expect(links('assets/aaaa1111.js').map((link) => [link.rel, link.crossOrigin])).toEqual([['modulepreload', '']]);
    expect(links('assets/bbbb2222.js')).toHaveLength(1);
    expect(await preload(async () => 'no imports')).toBe('no imports');
  });

  it('waits for the chunk\'s stylesheet before the chunk, and asks for it once', async () => {
    const chunk: string[] = [];
    const first = preload(async () => chunk.push('first'), ['assets/cccc3333.css']);
    const second = preload(async () => chunk.push('second'), ['assets/cccc3333.css']);
    const [stylesheet, ...more] = links('assets/cccc3333.css');
    expect(more).toEqual([]);
    expect(stylesheet!.rel).toBe('stylesheet');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chunk).toEqual([]);
    stylesheet!.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(chunk).toEqual(['first', 'second']);
  });

  it('rejects the import of a chunk whose stylesheet fails, without loading the chunk', async () => {
    let loaded = false;
    const importing = preload(async () => (loaded = true), ['assets/dddd4444.js', 'assets/dddd4444.css']);
    links('assets/dddd4444.css')[0]!.dispatchEvent(new Event('error'));
    await expect(importing).rejects.toThrow('Unable to preload CSS for http');
    expect(loaded).toBe(false);
  });

  it('passes on the chunk\'s own failure', async () => {
    await expect(preload(() => Promise.reject(new Error('The network dropped.')), ['assets/eeee5555.js'])).rejects.toThrow('The network dropped.');
  });

  it('does not ask again for a stylesheet the page already has', async () => {
    const present = document.createElement('link');
    present.rel = 'stylesheet';
    present.href = '/assets/ffff6666.css';
    document.head.appendChild(present);
    expect(await preload(async () => 'page', ['assets/ffff6666.css'])).toBe('page');
    expect(links('assets/ffff6666.css')).toEqual([present]);
  });
});
