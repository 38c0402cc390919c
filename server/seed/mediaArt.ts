import sharp from 'sharp';
import { createRng, hashString } from './prng.ts';
import { seriesInitials } from './seriesNames.ts';

const THUMBNAIL_SIZE = { width: 480, height: 270 } as const;
const AVATAR_SIZE = 176;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

// The fonts a server is sure to have draw Latin letters; other scripts get a drawn emblem instead.
const LATIN = /^[A-Za-z0-9\u00C0-\u024F]+$/;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function emblem(cx: number, cy: number, radius: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const r = index % 2 === 0 ? radius : radius * 0.45;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export interface ThumbnailArt {
  videoId: string;
  seriesName: string | null;
  title: string;
  duration: number;
}

/** A 480x270 JPEG that reads as a video thumbnail: colours from the video id, the series' initials and name. */
export function renderThumbnail(art: ThumbnailArt): Promise<Buffer> {
  const rng = createRng(hashString(art.videoId));
  const hue = rng.int(0, 359);
  const second = (hue + rng.int(40, 160)) % 360;
  const { width, height } = THUMBNAIL_SIZE;
  const label = art.seriesName ?? art.title;
  const initials = seriesInitials(label);
  const streaks = Array.from({ length: 4 }, () => {
    const x = rng.int(-100, width);
    const w = rng.int(12, 60);
    return `<polygon points="${x},0 ${x + w},0 ${x + w - 180},${height} ${x - 180},${height}" fill="#fff" opacity="${(0.05 + rng.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const skyline = Array.from({ length: 12 }, (_, index) => {
    const x = index * 42 + rng.int(-6, 6);
    const top = height - rng.int(50, 120);
    return `<rect x="${x}" y="${top}" width="${rng.int(26, 40)}" height="${height - top}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${second},65%,18%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="hsl(${(hue + 30) % 360},100%,85%)" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${rng.int(280, 420)}" cy="${rng.int(60, 130)}" r="${rng.int(70, 110)}" fill="url(#glow)"/>
  ${streaks}
  <g fill="hsl(${second},50%,10%)" opacity="0.85">${skyline}</g>
  <rect width="${width}" height="${height}" fill="url(#shade)"/>
  ${LATIN.test(initials)
    ? `<text x="32" y="150" font-family="${FONT}" font-weight="bold" font-size="104" fill="#fff" stroke="hsl(${hue},80%,20%)" stroke-width="5" paint-order="stroke">${escapeXml(initials)}</text>`
    : emblem(110, 140, 66, '#fff')}
  <rect x="20" y="18" width="96" height="28" rx="4" fill="hsl(${hue},85%,50%)"/>
  <text x="68" y="38" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="16" fill="#fff">RECAP</text>
  ${/^[\u0020-\u024F\u2018-\u201D\u2026]+$/.test(label)
    ? `<text x="24" y="236" font-family="${FONT}" font-weight="bold" font-size="21" fill="#fff">${escapeXml(shorten(label, 31))}</text>`
    : ''}
  <rect x="${width - 92}" y="${height - 34}" width="80" height="24" rx="4" fill="#000" opacity="0.8"/>
  <text x="${width - 52}" y="${height - 16}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="15" fill="#fff">${clock(art.duration)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A 176x176 JPEG avatar: a coloured disc with the channel's initials. */
export function renderChannelAvatar(channel: { id: number; name: string }): Promise<Buffer> {
  const rng = createRng(hashString(`channel:${channel.id}:${channel.name}`));
  const hue = rng.int(0, 359);
  const size = AVATAR_SIZE;
  const initials = seriesInitials(channel.name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},75%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,30%)"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="#fff" opacity="0.14"/>
  ${LATIN.test(initials)
    ? `<text x="${size / 2}" y="${size / 2 + 22}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${initials.length > 1 ? 62 : 74}" fill="#fff">${escapeXml(initials)}</text>`
    : emblem(size / 2, size / 2, size * 0.3, '#fff')}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
