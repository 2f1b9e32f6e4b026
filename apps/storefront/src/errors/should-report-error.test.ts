import { describe, expect, test } from 'vitest';

import { shouldReportError } from './should-report-error.js';

describe('shouldReportError (spec §8 ignore list)', () => {
  test('reports ordinary errors and server errors', () => {
    expect(shouldReportError(new Error('render failed'))).toBe(true);
    expect(shouldReportError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(true);
    expect(shouldReportError({ kind: 'other', status: 500, message: '서버 오류' })).toBe(true);
    expect(shouldReportError({ kind: 'not_found', status: 404 })).toBe(true);
    expect(shouldReportError({ kind: 'timeout', status: null })).toBe(true);
    expect(shouldReportError('plain string reason')).toBe(true);
  });

  test('ignores status 405 and 422', () => {
    expect(shouldReportError({ kind: 'other', status: 405 })).toBe(false);
    expect(shouldReportError({ kind: 'validation', status: 422, errors: {} })).toBe(false);
    expect(shouldReportError(new Response(null, { status: 405 }))).toBe(false);
    expect(shouldReportError({ statusCode: 422 })).toBe(false);
  });

  test('ignores network errors', () => {
    expect(shouldReportError({ kind: 'network', status: null })).toBe(false);
    expect(shouldReportError(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReportError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(shouldReportError(new TypeError('Load failed'))).toBe(false);
  });

  test('ignores aborts', () => {
    expect(shouldReportError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(shouldReportError({ kind: 'aborted', status: null })).toBe(false);
    expect(shouldReportError('AbortError: signal is aborted without reason')).toBe(false);
  });

  test('ignores undefined rejections', () => {
    expect(shouldReportError(undefined)).toBe(false);
    expect(shouldReportError(null)).toBe(false);
  });

  test('ignores module load and preload failures', () => {
    expect(
      shouldReportError(new TypeError('Failed to fetch dynamically imported module: https://x/build/assets/a.js')),
    ).toBe(false);
    expect(shouldReportError(new TypeError('error loading dynamically imported module'))).toBe(false);
    expect(shouldReportError(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(shouldReportError(new Error('Unable to preload CSS for /build/assets/home.css'))).toBe(false);
    expect(shouldReportError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(false);
  });
});
