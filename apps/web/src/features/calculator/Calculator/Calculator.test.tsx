// @vitest-environment jsdom
import { I18nProvider } from '@lode/i18n';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { catalogs } from '../../../app/catalogs';
import { cachedAnswer, dogecoin, litecoin } from '../../../app/testing/poolFixtures';
import { SeededCache } from '../../../app/testing/storyApp';
import { publicKeys } from '../../../lib/pool/keys';
import { Calculator } from './Calculator';

// Vite compiles the catalog on its first import; a loaded machine needs more than testing-library's one second.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  await catalogs.load('en');
}, 30_000);

afterEach(cleanup);

/**
 * The calculator in a data router whose root loader answers only when the test lets it, as the app's navigation
 * guard answers late on a busy machine: every change of the address waits for it.
 */
function renderHeld(entry: string) {
  const held: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => new Promise<null>((resolve) => held.push(() => resolve(null))),
        shouldRevalidate: () => true,
        HydrateFallback: () => null,
        element: (
          <I18nProvider locale="en" catalogs={catalogs} syncDocumentLang={false}>
            <SeededCache entries={[cachedAnswer(publicKeys.coins(), [litecoin, dogecoin])]}>
              <Calculator />
            </SeededCache>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  const release = () => held.splice(0).forEach((answer) => answer());
  render(<RouterProvider router={router} />);
  return { router, release };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

it('keeps every edit made while the address is still catching up, and writes them all to it', async () => {
  const { router, release } = renderHeld('/calc');
  release();
  await screen.findByRole('spinbutton', { name: 'Hashrate' });

  fireEvent.change(field('Hashrate'), { target: { value: '12' } });
  fireEvent.change(field('Power draw'), { target: { value: '2500' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Hashrate unit' }), { target: { value: 'MH/s' } });

  // Shown at once, before the router has applied any of it.
  expect(field('Hashrate').value).toBe('12');
  expect(field('Power draw').value).toBe('2500');
  expect(router.state.location.search).toBe('');

  release();
  await waitFor(() => {
    release();
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('hashrate'), address.get('power'), address.get('unit')]).toEqual([
      '12',
      '2500',
      'MH/s',
    ]);
  });
  expect(field('Hashrate').value).toBe('12');
  expect(field('Power draw').value).toBe('2500');
});

it('keeps an edit made the moment the form appears, before its effects have run', async () => {
  const { router, release } = renderHeld('/calc');
  // On a busy machine the first edit can come before React has run the form's effects: the edit is made as soon as
  // the field is in the page, in the same turn.
  const edited = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      const hashrate = screen.queryByRole<HTMLInputElement>('spinbutton', { name: 'Hashrate' });
      if (!hashrate) return;
      observer.disconnect();
      fireEvent.change(hashrate, { target: { value: '12' } });
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  release();
  await edited;
  fireEvent.change(field('Power draw'), { target: { value: '2500' } });
  expect(field('Hashrate').value).toBe('12');

  await waitFor(() => {
    release();
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('hashrate'), address.get('power')]).toEqual(['12', '2500']);
  });
  expect(field('Hashrate').value).toBe('12');
});

it('takes in an address changed from elsewhere, such as a link to other inputs', async () => {
  const { router, release } = renderHeld('/calc?hashrate=3&power=100');
  release();
  await waitFor(() => expect(field('Hashrate').value).toBe('3'));

  void router.navigate('/calc?hashrate=7&power=900');
  release();
  await waitFor(() => {
    release();
    expect(field('Hashrate').value).toBe('7');
  });
  expect(field('Power draw').value).toBe('900');
});
