import { describe, expect, it } from 'vitest';
import { storyArea, storyAreaComparator, type DecodedImage } from './storyAreaComparator';

// A checkbox-sized story on a frame as wide as the visual project's page: the case a share of the frame forgave.
const frame = { width: 1280, height: 56 };
const background = [245, 247, 250, 255];
const ink = [24, 103, 192, 255];

function image(squares: { x: number; y: number; size: number; colour?: number[] }[]): DecodedImage {
  const data = new Uint8Array(frame.width * frame.height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(background, i);
  for (const { x, y, size, colour = ink } of squares)
    for (let row = y; row < y + size; row += 1)
      for (let column = x; column < x + size; column += 1) data.set(colour, (row * frame.width + column) * 4);
  return { metadata: frame, data };
}

const compare = (reference: DecodedImage, actual: DecodedImage) =>
  storyAreaComparator(reference, actual, { createDiff: false, allowedShareOfStory: 0.001 });

describe('storyAreaComparator', () => {
  // The box (16 px at 16, 18) and a label (a 200 px wide strip stands in for its text).
  const story = (box: number, colour = ink) => [
    { x: 16, y: 18, size: 20, colour: [120, 120, 130, 255] },
    { x: 18 + (20 - box) / 2, y: 20 + (20 - box) / 2, size: box, colour },
    { x: 48, y: 20, size: 16 },
    { x: 64, y: 20, size: 16 },
  ];

  it('measures the story by the pixels that are not the frame background', () => {
    expect(storyArea([image(story(14))])).toEqual({ width: 64, height: 20, area: 1280 });
  });

  it('passes the same picture', () => {
    expect(compare(image(story(14)), image(story(14))).pass).toBe(true);
  });

  it('fails a tick drawn 2 px smaller, which 0.1 % of the whole frame (71 pixels) would forgive', () => {
    const result = compare(image(story(14)), image(story(12)));
    expect(14 * 14 - 12 * 12).toBeLessThan(0.001 * frame.width * frame.height);
    expect(result.pass).toBe(false);
    expect(result.message).toBe('52 pixels differ; the story covers 64×20px, of which 1 may.');
  });

  it('fails a colour moved by one step, anywhere in the story', () => {
    expect(compare(image(story(14)), image(story(14, [24, 103, 193, 255]))).pass).toBe(false);
  });

  it('says so when the size changed', () => {
    const taller = { metadata: { width: 1280, height: 60 }, data: new Uint8Array(1280 * 60 * 4) };
    expect(compare(image(story(14)), taller).message).toBe(
      'Expected image dimensions to be 1280×56px, but received 1280×60px.',
    );
  });
});
