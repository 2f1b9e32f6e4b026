import { attributeLabel, validationMessage, type FieldErrors, type Lang } from '@atelier/contracts';

import type { FieldProblem } from './errors.js';

/** Field problems found by the server, as the 422 field map in `lang`. */
export function formatProblems(problems: FieldProblem[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const p of problems) {
    errors[p.field] ??= [
      validationMessage(p.rule, lang, {
        ...p.values,
        attribute: attributeLabel(p.field, lang, p.attributes),
      }),
    ];
  }
  return errors;
}
