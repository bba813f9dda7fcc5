import type { RunningIdp } from '@lode/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { lastingDatabase } from '../testing/databases';
import { accessToken, startTestApi, startTestIdp } from '../testing/stack';

// The CSV files carry text the user chose (worker names and groups): a cell a spreadsheet would run as a formula
// comes out defused, and quotes and commas stay inside their cell. The names are written straight into the
// database between two runs of the API, as a rig would report them.

let idp: RunningIdp;
let data: Awaited<ReturnType<typeof lastingDatabase>>;
let token: string;

beforeAll(async () => {
  idp = await startTestIdp();
  data = await lastingDatabase();
  token = await accessToken(idp, 'demo');
});

afterAll(async () => {
  await idp?.close();
  await data?.remove();
});

const get = async (url: string, path: string) => {
  const response = await fetch(`${url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
};

describe('the workers CSV', () => {
  it('defuses formulas in names and groups and keeps commas and quotes inside their cell', async () => {
    const first = await startTestApi(idp, data.options);
    let ids: string[];
    try {
      const list = JSON.parse((await get(first.url, '/account/workers?sort=name')).text) as {
        items: { id: string }[];
      };
      ids = list.items.slice(0, 4).map((w) => w.id);
    } finally {
      await first.close();
    }
    expect(ids).toHaveLength(4);

    const db = await openDatabase(data.options);
    try {
      const names = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)'];
      for (const [index, id] of ids.entries())
        await db.query('UPDATE workers SET name = $1, grp = $2 WHERE id = $3', [
          names[index],
          index === 0 ? 'rack "a", left' : `=grp${index}`,
          id,
        ]);
    } finally {
      await db.close();
    }

    const second = await startTestApi(idp, data.options);
    try {
      const csv = await get(second.url, '/account/workers.csv?sort=name');
      expect(csv.status).toBe(200);
      const cells = csv.text
        .split('\r\n')
        .slice(1)
        .map((line) => line.replace(',LTC,', ',').split(',').slice(0, 2).join(','));
      // Name and group (every rig is on LTC, the column between them); sorted by name: + before - before = before @ before the rigs' own names.
      expect(cells.slice(0, 4)).toEqual([
        "'+1+1,'=grp1",
        "'-2+3,'=grp2",
        // (its own cells hold commas: the whole row is checked below)
        `"'=HYPERLINK(""http://x"",""y"")"`,
        "'@SUM(A1),'=grp3",
      ]);
      expect(csv.text).toContain(`"'=HYPERLINK(""http://x"",""y"")",LTC,"rack ""a"", left",`);
      // Numbers are data: a hashrate or a reject rate is never prefixed.
      expect(csv.text).not.toMatch(/,'\d/);
    } finally {
      await second.close();
    }
  });
});
