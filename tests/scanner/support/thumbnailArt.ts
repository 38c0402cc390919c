import sharp from 'sharp';

/**
 * Generated recap thumbnails: a series is a seeded piece of "cover art" (background gradient,
 * figures, a title banner); an episode of the series keeps the art and changes the episode
 * banner and the figures' placement a little, the way channels reuse a template per series.
 */
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 270;

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function colour(random: () => number): string {
  return `hsl(${Math.floor(random() * 360)},${40 + Math.floor(random() * 60)}%,${20 + Math.floor(random() * 60)}%)`;
}

/** The SVG of episode `episode` of the series drawn from `seriesSeed`. */
function thumbnailSvg(seriesSeed: number, episode = 1, label = 'RECAP'): string {
  const art = seededRandom(seriesSeed);
  const layout = seededRandom(seriesSeed * 7919 + episode);
  const w = THUMBNAIL_WIDTH;
  const h = THUMBNAIL_HEIGHT;
  const shapes: string[] = [];
  const figureCount = 5 + Math.floor(art() * 5);
  for (let i = 0; i < figureCount; i += 1) {
    const fill = colour(art);
    const cx = art() * w + (layout() - 0.5) * 24;
    const cy = art() * h + (layout() - 0.5) * 16;
    const size = 30 + art() * 110;
    const kind = Math.floor(art() * 3);
    if (kind === 0) shapes.push(`<ellipse cx="${cx}" cy="${cy}" rx="${size}" ry="${size * (0.5 + art())}" fill="${fill}"/>`);
    else if (kind === 1) shapes.push(`<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size * (0.4 + art())}" fill="${fill}" transform="rotate(${art() * 60 - 30} ${cx} ${cy})"/>`);
    else shapes.push(`<polygon points="${cx},${cy - size} ${cx + size},${cy + size * 0.7} ${cx - size},${cy + size * 0.6}" fill="${fill}"/>`);
  }
  const bannerColour = colour(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${art().toFixed(2)}" y2="1">
<stop offset="0" stop-color="${colour(art)}"/><stop offset="1" stop-color="${colour(art)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${shapes.join('\n')}
<rect x="0" y="${h - 56}" width="${w}" height="56" fill="${bannerColour}" opacity="0.85"/>
<text x="16" y="${h - 18}" font-family="sans-serif" font-size="34" font-weight="bold" fill="white">${label} ${episode}</text>
</svg>`;
}

export async function renderThumbnail(seriesSeed: number, episode = 1, label = 'RECAP'): Promise<Buffer> {
  return sharp(Buffer.from(thumbnailSvg(seriesSeed, episode, label))).jpeg({ quality: 85 }).toBuffer();
}

/** The edits a copied thumbnail goes through on its way to another channel, and genuine differences. */
export type ThumbnailEdit = 'reencoded' | 'resized' | 'cropped' | 'recoloured';

export async function applyEdit(image: Buffer, edit: ThumbnailEdit): Promise<Buffer> {
  switch (edit) {
    case 'reencoded':
      return sharp(image).jpeg({ quality: 30 }).toBuffer();
    case 'resized':
      return sharp(image).resize(320, 180).jpeg({ quality: 80 }).toBuffer();
    case 'cropped': {
      // A trimmed border of 3 % on every side, scaled back up.
      const left = Math.round(THUMBNAIL_WIDTH * 0.03);
      const top = Math.round(THUMBNAIL_HEIGHT * 0.03);
      return sharp(image)
        .extract({ left, top, width: THUMBNAIL_WIDTH - 2 * left, height: THUMBNAIL_HEIGHT - 2 * top })
        .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT)
        .jpeg({ quality: 80 })
        .toBuffer();
    }
    case 'recoloured':
      return sharp(image).modulate({ hue: 35, saturation: 1.3, brightness: 1.08 }).jpeg({ quality: 80 }).toBuffer();
  }
}
