import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';

const page = () => within(screen.getByRole('main'));

/** The series page of the fixture (chapters 1–30 and 41–60 covered) for a member who read up to `progress`. */
async function openAt(progress: number) {
  renderRoute('/series/tower', {
    user: demoUser,
    handlers: [
      http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ progress }))),
      http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
    ],
  });
  await page().findByRole('heading', { level: 1, name: 'Tower' }, { timeout: 8000 });
}

describe('Series page, continuing past a gap in the coverage', () => {
  it('offers the next chapter a recap covers when the reading place is inside a gap', async () => {
    await openAt(35);
    expect(page().getByText('Read up to chapter 35.')).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Continue from chapter 41' })).toBeInTheDocument();
    expect(page().queryByText(/No recap covers chapter/)).toBeNull();
  });

  it('says no recap covers the next chapter only when none does after it either', async () => {
    await openAt(60);
    expect(page().getByText('No recap covers chapter 61 yet.')).toBeInTheDocument();
    expect(page().queryByRole('button', { name: /^Continue from chapter/ })).toBeNull();
  });
});
