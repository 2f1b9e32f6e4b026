import { PAGER_LABELS_KO } from '@atelier/ui-kit';
import { expect, test } from 'vitest';

import { translateLabels } from './translate-labels.js';

test('every label goes through the translator, placeholders left for the component', () => {
  const english: Record<string, string> = {
    '{page}페이지': 'Page {page}',
    '처음 페이지': 'First page',
  };
  const labels = translateLabels(PAGER_LABELS_KO, (phrase) => english[phrase] ?? phrase);
  expect(labels.page).toBe('Page {page}');
  expect(labels.first).toBe('First page');
  expect(labels.nav).toBe(PAGER_LABELS_KO.nav);
});
