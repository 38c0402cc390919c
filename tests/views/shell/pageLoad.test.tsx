import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/views/app/lazyPage';
import { LoadBoundary } from '../../../src/views/app/LoadBoundary';
import { PageLoadFailed } from '../../../src/views/app/PageLoadFailed';

function Loaded() {
  return <p>The page itself</p>;
}

describe('a page whose code fails to load', () => {
  it('says so in the app, and Try Again loads it anew once the server answers, without a reload', async () => {
    const user = userEvent.setup();
    let serverUp = false;
    const load = vi.fn(() => (serverUp ? Promise.resolve({ Loaded }) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    const Page = lazyPage(load, 'Loaded');
    // React reports the caught error on the console; the boundary is what this test is about.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <LoadBoundary fallback={(retry) => <PageLoadFailed retry={retry} />}>
          <Suspense fallback={<p>Loading...</p>}>
            <Page />
          </Suspense>
        </LoadBoundary>,
      );
      expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
      serverUp = true;
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('The page itself')).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
