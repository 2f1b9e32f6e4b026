/**
 * Longest wait for the server's page to paint before the app's code loads anyway (a browser
 * without paint timing, an image that hangs, a page opened in a background tab, which does not
 * paint until shown).
 *
 * @example
 * setTimeout(start, PAINT_FIRST_WAIT_MS);
 */
export const PAINT_FIRST_WAIT_MS = 1500;

/** Images the server marked as the page's largest paint candidates (a listing's first row). */
const PRIORITY_IMAGES = 'img[fetchpriority="high"]';

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the server's page has painted: its first contentful paint, and its
 * high-priority images (the LCP candidates the server marked) loaded and given a frame to
 * paint in. The app's code loads after that, so neither its download nor its evaluation
 * delays the largest paint (decision 0010). Resolves after {@link PAINT_FIRST_WAIT_MS} at the
 * latest, and at once in a hidden tab.
 *
 * @example
 * await serverPagePainted(document);
 * const { startClient } = await import('./start-client.js');
 */
export function serverPagePainted(doc: Document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  const images = [...doc.querySelectorAll<HTMLImageElement>(PRIORITY_IMAGES)];
  const painted = Promise.all([firstContentfulPaint(), ...images.map(loaded)]).then(
    images.length > 0 ? nextFrame : undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PAINT_FIRST_WAIT_MS);
  });
  return Promise.race([painted, deadline]).then(() => clearTimeout(timer));
}
