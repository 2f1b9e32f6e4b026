import { describe, expect, it } from 'vitest';

import { collectEnglishPhrases, PHRASE_SOURCES } from './english-phrases.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('collectEnglishPhrases', () => {
  it('has English for every Korean label of every owner, without Korean, keeping {placeholders}', () => {
    const { missing } = collectEnglishPhrases();
    expect(missing).toEqual([]);
    for (const { owner, pairs } of PHRASE_SOURCES) {
      expect(pairs.length, owner).toBeGreaterThan(0);
      for (const [korean, english = ''] of pairs) {
        expect(english, `${owner}: ${korean}`).not.toMatch(/[가-힣]/);
        expect(placeholders(english), `${owner}: ${korean}`).toEqual(placeholders(korean));
      }
    }
  });

  it('gives each Korean phrase one English phrase, whichever owner shows it', () => {
    expect(collectEnglishPhrases().conflicts).toEqual([]);
  });

  it('reports a label without English and a phrase two owners translate differently', () => {
    const { phrases, missing, conflicts } = collectEnglishPhrases([
      {
        owner: 'a',
        pairs: [
          ['알림', 'Notice'],
          ['새 기능', undefined],
        ],
      },
      { owner: 'b', pairs: [['알림', 'Notifications']] },
    ]);
    expect(phrases).toEqual({ 알림: 'Notice' });
    expect(missing).toEqual(['a: 새 기능']);
    expect(conflicts).toEqual(["알림: 'Notice' (a) vs 'Notifications' (b)"]);
  });

  // The API seeds the English package from this file; it cannot import the owners itself (they
  // test against it, so the workspace graph would have a cycle). After changing a label, run
  // `pnpm --filter @atelier/storefront test -u english-phrases` and commit the file.
  it('matches the catalogue the API ships (its translations/ui-phrases-en.json)', async () => {
    const { phrases } = collectEnglishPhrases();
    await expect(`${JSON.stringify(phrases, null, 2)}\n`).toMatchFileSnapshot(
      '../../../api/src/features/translations/ui-phrases-en.json',
    );
  });
});
