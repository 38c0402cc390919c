import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markUnavailable, writeScannedRecap } from '../../server/scanner/recapWriter.ts';
import type { ScannedRecap } from '../../server/scanner/videoToRecap.ts';
import { insertChannel, insertRecap } from '../server/support/factories.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let db: TestDatabase;
let channelId: number;
let run1: number;
let run2: number;
beforeEach(async () => {
  db = await openTestDatabase();
  channelId = await insertChannel(db);
  const { rows } = await db.query<{ id: number }>(`INSERT INTO scan_runs (quota_cap) VALUES (100), (100) RETURNING id`);
  [run1, run2] = rows.map((row) => row.id);
});
afterEach(async () => {
  await db.close();
});

const scanned = (overrides: Partial<ScannedRecap> = {}): ScannedRecap => ({
  videoId: 'vidSolo0001',
  title: 'Solo Leveling Recap | Chapters 1-50',
  description: 'The whole story',
  tags: ['manhwa', 'recap'],
  duration: 5400,
  views: 1200,
  likes: 80,
  publishedAt: '2024-05-01T10:00:00.000Z',
  thumbnailUrl: 'https://i.ytimg.com/vi/vidSolo0001/hqdefault.jpg',
  language: 'en',
  seriesName: 'Solo Leveling',
  chaptersCovered: '1-50',
  ...overrides,
});

async function recap(videoId = 'vidSolo0001') {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT r.channel_id, r.title, r.description, r.tags, r.duration, r.views, r.like_count, r.published_at, r.thumbnail_url, r.language,
            r.series_name, r.chapters_covered, r.status, s.name AS series
       FROM recaps r LEFT JOIN series s ON s.id = r.series_id WHERE r.video_id = $1`,
    [videoId],
  );
  const row = rows[0];
  return { ...row, views: Number(row.views), like_count: Number(row.like_count), published_at: new Date(row.published_at as string).toISOString() };
}

async function tracked(videoId = 'vidSolo0001') {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT s.video_id, s.parsed_series_name, s.parsed_chapters, s.scanned_thumbnail_url, s.availability, s.status_before, s.last_seen_run_id
       FROM scanned_videos s JOIN recaps r ON r.id = s.recap_id WHERE r.video_id = $1`,
    [videoId],
  );
  return rows[0];
}

const recapId = async (videoId = 'vidSolo0001') => (await db.query<{ id: number }>('SELECT id FROM recaps WHERE video_id = $1', [videoId])).rows[0].id;

describe('writeScannedRecap', () => {
  it('inserts a new video as a recap of the channel, linked to its series, and remembers what it wrote', async () => {
    expect(await writeScannedRecap(db, channelId, scanned(), run1)).toBe('inserted');
    expect(await recap()).toEqual({
      channel_id: channelId,
      title: 'Solo Leveling Recap | Chapters 1-50',
      description: 'The whole story',
      tags: ['manhwa', 'recap'],
      duration: 5400,
      views: 1200,
      like_count: 80,
      published_at: '2024-05-01T10:00:00.000Z',
      thumbnail_url: 'https://i.ytimg.com/vi/vidSolo0001/hqdefault.jpg',
      language: 'en',
      series_name: 'Solo Leveling',
      chapters_covered: '1-50',
      status: null,
      series: 'Solo Leveling',
    });
    expect(await tracked()).toEqual({
      video_id: 'vidSolo0001',
      parsed_series_name: 'Solo Leveling',
      parsed_chapters: '1-50',
      scanned_thumbnail_url: 'https://i.ytimg.com/vi/vidSolo0001/hqdefault.jpg',
      availability: 'public',
      status_before: null,
      last_seen_run_id: run1,
    });
  });

  it('changes nothing for a video seen as it was, but notes the run that saw it', async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    expect(await writeScannedRecap(db, channelId, scanned(), run2)).toBe('unchanged');
    expect(await tracked()).toMatchObject({ last_seen_run_id: run2 });
  });

  it.each<[string, Partial<ScannedRecap>, Record<string, unknown>]>([
    ['title', { title: 'Solo Leveling Recap | Chapters 1-50 (new cut)' }, { title: 'Solo Leveling Recap | Chapters 1-50 (new cut)' }],
    ['description', { description: 'Now longer' }, { description: 'Now longer' }],
    ['tags', { tags: ['manhwa'] }, { tags: ['manhwa'] }],
    ['duration', { duration: 5401 }, { duration: 5401 }],
    ['views', { views: 1201 }, { views: 1201 }],
    ['likes', { likes: 81 }, { like_count: 81 }],
    ['publication time', { publishedAt: '2024-05-02T10:00:00.000Z' }, { published_at: '2024-05-02T10:00:00.000Z' }],
    ['thumbnail', { thumbnailUrl: 'https://i.ytimg.com/vi/vidSolo0001/maxresdefault.jpg' }, { thumbnail_url: 'https://i.ytimg.com/vi/vidSolo0001/maxresdefault.jpg' }],
    ['language', { language: 'es' }, { language: 'es' }],
    ['chapters', { chaptersCovered: '1-60' }, { chapters_covered: '1-60' }],
  ])('updates a recap whose %s changed', async (_field, change, expected) => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    expect(await writeScannedRecap(db, channelId, scanned(change), run2)).toBe('updated');
    expect(await recap()).toMatchObject(expected);
  });

  it('follows a new parsed series name and links the recap to that series', async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    expect(await writeScannedRecap(db, channelId, scanned({ seriesName: 'Solo Leveling Ragnarok' }), run2)).toBe('updated');
    expect(await recap()).toMatchObject({ series_name: 'Solo Leveling Ragnarok', series: 'Solo Leveling Ragnarok' });
    expect(await tracked()).toMatchObject({ parsed_series_name: 'Solo Leveling Ragnarok', last_seen_run_id: run2 });
  });

  it("keeps a person's series name, chapters and thumbnail, and goes on remembering what the scan read", async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    await db.query(`UPDATE recaps SET series_name = 'Edited', chapters_covered = '2-3', thumbnail_url = 'https://example.com/own.jpg'`);
    const next = scanned({ seriesName: 'Solo Leveling 2', chaptersCovered: '1-70', thumbnailUrl: 'https://i.ytimg.com/vi/x/maxres.jpg', views: 5000 });
    expect(await writeScannedRecap(db, channelId, next, run2)).toBe('updated');
    expect(await recap()).toMatchObject({ series_name: 'Edited', chapters_covered: '2-3', thumbnail_url: 'https://example.com/own.jpg', views: 5000 });
    expect(await tracked()).toMatchObject({ parsed_series_name: 'Solo Leveling 2', parsed_chapters: '1-70', scanned_thumbnail_url: 'https://i.ytimg.com/vi/x/maxres.jpg' });
  });

  it('fills the empty fields of a recap it never wrote, and keeps the ones someone filled', async () => {
    await insertRecap(db, { channel_id: channelId, video_id: 'vidSolo0001', title: 'Old title', series_name: 'Own Name', chapters_covered: null, thumbnail_url: null });
    expect(await writeScannedRecap(db, channelId, scanned(), run1)).toBe('updated');
    expect(await recap()).toMatchObject({ title: 'Solo Leveling Recap | Chapters 1-50', series_name: 'Own Name', chapters_covered: '1-50', thumbnail_url: 'https://i.ytimg.com/vi/vidSolo0001/hqdefault.jpg' });
    expect(await tracked()).toMatchObject({ parsed_series_name: 'Solo Leveling', availability: 'public' });
  });

  it("undoes the scanner's private or error mark when the video is back, to the status before it", async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    await db.query(`UPDATE recaps SET status = 'Completed'`);
    await markUnavailable(db, await recapId(), 'vidSolo0001', 'private', run1);
    expect(await recap()).toMatchObject({ status: 'private' });
    expect(await writeScannedRecap(db, channelId, scanned(), run2)).toBe('updated');
    expect(await recap()).toMatchObject({ status: 'Completed' });
    expect(await tracked()).toMatchObject({ availability: 'public', status_before: null });

    await markUnavailable(db, await recapId(), 'vidSolo0001', 'gone', run2);
    expect(await recap()).toMatchObject({ status: 'error' });
    expect(await writeScannedRecap(db, channelId, scanned(), run2)).toBe('updated');
    expect(await recap()).toMatchObject({ status: 'Completed' });
  });

  it("keeps an error status someone set on a video that never went away", async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    await db.query(`UPDATE recaps SET status = 'error'`);
    expect(await writeScannedRecap(db, channelId, scanned(), run2)).toBe('unchanged');
    expect(await recap()).toMatchObject({ status: 'error' });
  });

  it('keeps a status someone set while the video was away', async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    await markUnavailable(db, await recapId(), 'vidSolo0001', 'private', run1);
    await db.query(`UPDATE recaps SET status = 'error'`);
    await writeScannedRecap(db, channelId, scanned(), run2);
    expect(await recap()).toMatchObject({ status: 'error' });

    await markUnavailable(db, await recapId(), 'vidSolo0001', 'gone', run2);
    await db.query(`UPDATE recaps SET status = 'private'`);
    expect(await writeScannedRecap(db, channelId, scanned(), run2)).toBe('unchanged');
    expect(await recap()).toMatchObject({ status: 'private' });
  });
});

describe('markUnavailable', () => {
  it("marks a private video's recap private and a vanished one's error, remembering the status before", async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    await db.query(`UPDATE recaps SET status = 'Ongoing'`);
    const id = await recapId();
    expect(await markUnavailable(db, id, 'vidSolo0001', 'private', run2)).toBe('updated');
    expect(await recap()).toMatchObject({ status: 'private' });
    expect(await tracked()).toMatchObject({ availability: 'private', status_before: 'Ongoing', last_seen_run_id: run2 });
    // Gone after private: the status before the first mark is kept.
    expect(await markUnavailable(db, id, 'vidSolo0001', 'gone', run2)).toBe('updated');
    expect(await recap()).toMatchObject({ status: 'error' });
    expect(await tracked()).toMatchObject({ availability: 'gone', status_before: 'Ongoing' });
  });

  it("marks once per change: a person's later status edit stands", async () => {
    await writeScannedRecap(db, channelId, scanned(), run1);
    const id = await recapId();
    await markUnavailable(db, id, 'vidSolo0001', 'gone', run1);
    await db.query(`UPDATE recaps SET status = 'Completed'`);
    expect(await markUnavailable(db, id, 'vidSolo0001', 'gone', run2)).toBe('unchanged');
    expect(await recap()).toMatchObject({ status: 'Completed' });
    expect(await tracked()).toMatchObject({ availability: 'gone', status_before: null, last_seen_run_id: run2 });
  });

  it('tracks a recap it never wrote, and changes nothing when the status already says so', async () => {
    const id = await insertRecap(db, { channel_id: channelId, video_id: 'vidOther001', title: 'Other', status: 'private' });
    expect(await markUnavailable(db, id, 'vidOther001', 'private', run1)).toBe('unchanged');
    expect(await tracked('vidOther001')).toMatchObject({ video_id: 'vidOther001', availability: 'private', status_before: 'private', last_seen_run_id: run1 });
    expect(await markUnavailable(db, 999_999, 'vidNothing1', 'gone', run1)).toBe('unchanged');
  });
});
