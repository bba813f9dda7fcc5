// The floor page of `pnpm bench` (bench/floor.mjs builds and serves it): React, react-dom and react-router only,
// client-rendered, one page of text. Our pages' timings are reported as ratios to this page's, measured in the
// same run on the same machine, so a budget means the same on a fast machine and on a slow one.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

const paragraphs = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}. A mining pool joins the work of many miners so that each is paid a steady share of ` +
    'the blocks the pool finds, instead of waiting months for a block of their own. The pool sends each miner ' +
    'work of a difficulty that suits its hashrate, counts the shares that come back, and pays out once the ' +
    'balance passes the threshold the miner chose.',
);

function Layout() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link>
          <Link to="/about">About</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Text() {
  return (
    <article>
      <h1>A page of text</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Text /> },
      { path: 'about', element: <Text /> },
      { path: '*', element: <Text /> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
