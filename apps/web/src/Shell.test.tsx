// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ColorModeProvider } from '@lode/ui';
import { routes } from './router';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

function renderAt(path: string) {
  render(
    <ColorModeProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </ColorModeProvider>,
  );
}

describe('app shell', () => {
  it.each([
    ['/', 'Lode mining pool', 'en'],
    ['/ru', 'Майнинг-пул Lode', 'ru'],
    ['/cn/', 'Lode 矿池', 'zh-CN'],
  ])('renders the home page at %s in its language', async (path, heading, lang) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    // The router commits in a transition, so the effect that sets <html lang> may land a tick later.
    await waitFor(() => expect(document.documentElement.lang).toBe(lang));
  });

  it('shows the not-found message with the path, in the path language', async () => {
    renderAt('/ru/nowhere');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена: /ru/nowhere' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/ru');
  });

  it('switches to dark and remembers it', async () => {
    renderAt('/ru');
    fireEvent.click(await screen.findByRole('radio', { name: 'Тёмная' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('radiogroup', { name: 'Тема' })).toBeTruthy();
  });
});
