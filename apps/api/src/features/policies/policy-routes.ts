import { policyQuerySchema, type CurrentPolicies, type PolicyDocument } from '@atelier/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { policyDocuments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { publicAnswer } from '../../http/etag.js';
import { parseInput } from '../../http/validate.js';
import { koreaDate } from '../../shared/korea-time.js';
import { currentPolicies, policyVersions } from './policy-queries.js';

/**
 * The terms of use and the privacy policy (`/contents/privacy`): which versions are in force
 * (what a consent accepts), and one document, the one in force or any published `?version=`.
 */
export async function policyRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/api/v1/policy', async (_request, reply): Promise<CurrentPolicies> => {
    publicAnswer(reply);
    return currentPolicies(db, new Date());
  });

  app.get('/api/v1/policy/:kind', async (request, reply): Promise<PolicyDocument> => {
    const { kind, version } = parseInput(
      policyQuerySchema,
      { ...(request.params as object), ...(request.query as object) },
      request,
    );
    const versions = await policyVersions(db, kind, koreaDate(new Date()));
    const chosen =
      version === undefined
        ? versions.find((entry) => entry.current)
        : versions.find((entry) => entry.version === version);
    if (!chosen) throw notFound();
    const [row] = await db
      .select({ sections: policyDocuments.sections, sectionsEn: policyDocuments.sectionsEn })
      .from(policyDocuments)
      .where(and(eq(policyDocuments.kind, kind), eq(policyDocuments.version, chosen.version)))
      .limit(1);
    if (!row) throw notFound();
    publicAnswer(reply);
    return { kind, ...chosen, sections: row.sections, sections_en: row.sectionsEn, versions };
  });
}
