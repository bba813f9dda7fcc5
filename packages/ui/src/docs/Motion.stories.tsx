import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, useSyncExternalStore } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ColorModeProvider, setAnimationsDisabled, useReducedMotion } from '../colorMode/ColorModeProvider';
import { disableAnimationsStorageKey, motionAttribute } from '../colorMode/colorModeScript';
import { readPreference, subscribeToPreference } from '../storage/preferences';
import { vars } from '../tokens/vars.css';
import * as styles from './docs.css';

const durations = Object.keys(vars.duration) as (keyof typeof vars.duration)[];

/** Token values as the theme defines them (the contract holds only `var(...)`); the play checks them against the CSS. */
const durationValues: Record<keyof typeof vars.duration, number> = { fast: 120, normal: 200, slow: 400 };

const uses: Record<keyof typeof vars.duration, string> = {
  fast: 'hover and press colours, small state changes',
  normal: 'menus, drawers and dialogs opening',
  slow: 'large movements, chart transitions',
};

const subscribeStored = (onChange: () => void) => subscribeToPreference('disableAnimations', onChange);
const readStored = () => readPreference('disableAnimations');

function MotionDemo() {
  const [moved, setMoved] = useState(false);
  const reduced = useReducedMotion();
  const stored = useSyncExternalStore(subscribeStored, readStored, () => false);
  return (
    <section className={styles.section} aria-labelledby="motion-durations">
      <h2 id="motion-durations" className={styles.subheading}>
        Durations
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], alignItems: 'center' }}>
        <Button variant="outline" onClick={() => setMoved((value) => !value)} aria-pressed={moved}>
          Play the transitions
        </Button>
        <label style={{ display: 'inline-flex', gap: vars.space['2'], alignItems: 'center' }}>
          <input
            type="checkbox"
            checked={stored}
            onChange={(event) => setAnimationsDisabled(event.target.checked)}
          />
          Turn animations off (<code className={styles.code}>disableAnimations</code>)
        </label>
        <span role="status">Motion is {reduced ? 'off' : 'on'}</span>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Demo</th>
            <th scope="col">Use</th>
          </tr>
        </thead>
        <tbody>
          {durations.map((duration) => (
            <tr key={duration}>
              <th scope="row">
                <code className={styles.code}>duration.{duration}</code>
                <br />
                <code className={styles.code}>{durationValues[duration]} ms</code>
              </th>
              <td style={{ width: '50%' }}>
                <div
                  style={{
                    position: 'relative',
                    height: '24px',
                    borderRadius: vars.radius.full,
                    backgroundColor: vars.color.neutral.soft,
                  }}
                >
                  <span
                    data-duration={duration}
                    style={{
                      position: 'absolute',
                      insetBlock: 0,
                      left: 0,
                      width: '24px',
                      borderRadius: vars.radius.full,
                      backgroundColor: vars.color.primary.solid,
                      transitionProperty: 'left',
                      transitionDuration: vars.duration[duration],
                      transitionTimingFunction: 'ease-in-out',
                      ...(moved ? { left: 'calc(100% - 24px)' } : {}),
                    }}
                  />
                </div>
              </td>
              <td>{uses[duration]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const reducedMotionCss = `/* Set on <html> by the pre-paint script and ColorModeProvider; one global rule in @lode/ui: */
[data-motion="reduced"] *, [data-motion="reduced"] *::before, [data-motion="reduced"] *::after {
  animation-duration: 0.01ms !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0.01ms !important;
}`;

const meta = {
  title: 'Foundations/Motion',
  // This page is the documentation: no generated Docs page beside it.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { globals }) => {
      // ColorModeProvider also paints the stored theme: store the toolbar's, so the dark project stays dark.
      localStorage.setItem('theme', globals.theme === 'dark' ? 'dark' : 'light');
      return (
        <ColorModeProvider>
          <Story />
        </ColorModeProvider>
      );
    },
  ],
  // Put back what the visitor of Storybook had stored.
  beforeEach: () => {
    const saved = ['theme', disableAnimationsStorageKey].map(
      (key) => [key, localStorage.getItem(key)] as const,
    );
    return () => {
      for (const [key, value] of saved) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    };
  },
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Motion</h1>
      <p className={styles.lead}>
        Three durations for every transition and animation, through{' '}
        <code className={styles.code}>vars.duration.*</code>. Motion is off for a visitor who asks for it: the
        operating system&apos;s <code className={styles.code}>prefers-reduced-motion: reduce</code>, or{' '}
        <code className={styles.code}>localStorage.disableAnimations === &apos;true&apos;</code> (the
        product&apos;s own switch, set with <code className={styles.code}>setAnimationsDisabled(true)</code>).
        Either one sets <code className={styles.code}>data-motion=&quot;reduced&quot;</code> on{' '}
        <code className={styles.code}>&lt;html&gt;</code>, before first paint and live afterwards, and one
        global rule then cuts every transition and animation short. Components need no motion code of their
        own; JavaScript animations (charts) ask <code className={styles.code}>useReducedMotion()</code>.
      </p>
      <MotionDemo />
      <section className={styles.section} aria-labelledby="motion-rule">
        <h2 id="motion-rule" className={styles.subheading}>
          The rule
        </h2>
        <pre className={styles.codeBlock}>
          <code>{reducedMotionCss}</code>
        </pre>
      </section>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const seconds = (value: string) => Number.parseFloat(value) * (value.endsWith('ms') ? 0.001 : 1);

export const Motion: Story = {
  play: async ({ canvas, canvasElement }) => {
    const root = document.documentElement;
    const bar = (duration: string) =>
      canvasElement.querySelector(`[data-duration="${duration}"]`) as HTMLElement;
    const systemReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!systemReduced) {
      await waitFor(() => expect(root).not.toHaveAttribute(motionAttribute));
      for (const duration of durations) {
        await expect(seconds(getComputedStyle(bar(duration)).transitionDuration)).toBeCloseTo(
          durationValues[duration] / 1000,
          3,
        );
      }
      await expect(canvas.getByRole('status')).toHaveTextContent('Motion is on');
    }

    // The product's own switch, with the keyboard.
    const toggle = canvas.getByRole('checkbox', { name: /Turn animations off/ });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(localStorage.getItem(disableAnimationsStorageKey)).toBe('true');
    await waitFor(() => expect(root).toHaveAttribute(motionAttribute, 'reduced'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Motion is off');
    for (const duration of durations) {
      await expect(seconds(getComputedStyle(bar(duration)).transitionDuration)).toBeLessThan(0.001);
    }

    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    if (!systemReduced) await waitFor(() => expect(root).not.toHaveAttribute(motionAttribute));

    // The demo moves the bars and says so.
    const play = canvas.getByRole('button', { name: 'Play the transitions' });
    await userEvent.click(play);
    await expect(play).toHaveAttribute('aria-pressed', 'true');
  },
};
