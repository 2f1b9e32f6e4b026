import type { ReactNode } from 'react';

/**
 * Props of {@link AuthCard}.
 */
export interface AuthCardProps {
  /** The page heading (already translated). */
  title: ReactNode;
  /** Short text under the heading. */
  intro?: ReactNode;
  /** `data-page` of the page root, for tests and styles. */
  page: string;
  /** Wider card (sign-up form). */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The centred card the login, sign-up and recovery pages sit in: full width on phones, a
 * bordered card on wide screens.
 */
export function AuthCard({ title, intro, page, wide, children }: AuthCardProps) {
  return (
    <div className="atelier-auth" data-page={page}>
      <section className={`atelier-auth__card${wide ? ' atelier-auth__card--wide' : ''}`}>
        <h1 className="atelier-auth__title">{title}</h1>
        {intro ? <p className="atelier-auth__intro">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
