import type { ReactNode } from 'react';

import './member-page-frame.css';

/**
 * Props of {@link MemberPageFrame}.
 */
export interface MemberPageProps {
  /** The page heading (already translated). */
  title: ReactNode;
  intro?: ReactNode;
  /** `data-page` of the page root. */
  page: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of a member-area page: heading, intro, actions, content; one column on phones,
 * a centred column of at most 960 px on wide screens.
 */
export function MemberPageFrame({ title, intro, page, actions, children }: MemberPageProps) {
  return (
    <div className="atelier-member" data-page={page}>
      <div className="atelier-member__head">
        <div>
          <h1 className="atelier-member__title">{title}</h1>
          {intro ? <p className="atelier-member__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="atelier-member__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
