import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

import { resolveScrollTop } from './scroll-position.js';

const STORAGE_KEY = 'atelier/scroll-positions';
const MAX_SAVED = 50;

function readSaved(): Map<string, number> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Map(Array.isArray(parsed) ? (parsed as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writeSaved(saved: Map<string, number>): void {
  try {
    const entries = [...saved].slice(-MAX_SAVED);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage full or blocked: positions stay in memory for this page
  }
}

let saved: Map<string, number> | undefined;

/**
 * The scroll behaviour of spec §2: on every navigation, back/forward restores the position
 * saved for that history entry, otherwise the window goes to the hash target with a 70 px
 * offset, otherwise to the top. Positions are saved per history entry (`location.key`) while
 * scrolling and kept in session storage, so they survive a reload. Browser-only; mount once
 * in the root route component.
 *
 * @example
 * function AppFrame() {
 *   useScrollBehaviour();
 *   return <KeepAliveOutlet />;
 * }
 */
export function useScrollBehaviour(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    saved ??= readSaved();
    const store = saved;
    let frame = 0;
    // 'default' is the key of an entry React Router did not create (a fresh page load):
    // every such entry shares it, so nothing is saved under it.
    const remember = location.key !== 'default';
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (remember) store.set(location.key, window.scrollY);
      });
    };
    const onPageHide = () => {
      if (remember) store.set(location.key, window.scrollY);
      writeSaved(store);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      writeSaved(store);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    saved ??= readSaved();
    const top = resolveScrollTop({
      saved:
        navigationType === 'POP' && location.key !== 'default'
          ? saved.get(location.key)
          : undefined,
      hash: location.hash,
      elementTop: (id) => {
        const element = document.getElementById(id);
        return element ? element.getBoundingClientRect().top + window.scrollY : null;
      },
    });
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [location.key, location.hash, navigationType]);
}
