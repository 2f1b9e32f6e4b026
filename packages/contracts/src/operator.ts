import { z } from 'zod';

import { passwordSchema } from './member.js';
import { plainText } from './text.js';
import {
  ADMIN_AREAS,
  OPERATOR_ROLES,
  type AdminAction,
  type AdminArea,
  type OperatorRole,
} from './operator-roles.js';

/**
 * `POST /api/admin/login`: the first step of operator sign-in, the password.
 *
 * @example
 * adminLoginSchema.parse({ mb_id: 'admin', mb_password: 'secret123' });
 */
export const adminLoginSchema = z.object({
  mb_id: plainText(z.string().trim().toLowerCase().min(1).max(50)),
  mb_password: passwordSchema,
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/**
 * `POST /api/admin/login/second-factor`: the 6-digit code of the authenticator app, or one of
 * the recovery codes given at enrolment (`xxxxx-xxxxx`).
 *
 * @example
 * secondFactorSchema.parse({ code: '123 456' }); // { code: '123456' }
 * secondFactorSchema.parse({ recovery_code: 'ABCDE-12345' }); // { recovery_code: 'abcde12345' }
 */
export const secondFactorSchema = z
  .object({
    code: z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/))
      .optional(),
    recovery_code: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
      .pipe(z.string().regex(/^[a-z0-9]{10}$/))
      .optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    path: ['code'],
    params: { rule: 'required' },
  });
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

/**
 * `POST /api/admin/reauth`: the password again, before a sensitive action.
 *
 * @example
 * reauthSchema.parse({ mb_password: 'secret123' });
 */
export const reauthSchema = z.object({ mb_password: passwordSchema });
export type ReauthInput = z.input<typeof reauthSchema>;

/**
 * The next step of operator sign-in: `enrol` shows the QR code of a new authenticator secret
 * (the first sign-in), `code` asks for the authenticator's code.
 *
 * @example
 * const step: AdminLoginStep = { step: 'code' };
 */
export type AdminLoginStep =
  | { step: 'code' }
  | {
      step: 'enrol';
      /** The `otpauth://totp/...` URI the QR code carries, for a manual entry. */
      otpauth_uri: string;
      /** The base32 secret, for authenticators without a camera. */
      secret: string;
      /** The QR code as an SVG document. */
      qr_svg: string;
    };

/**
 * The signed-in operator: who, which role, and what the table lets them do.
 *
 * @example
 * const me: OperatorView = { mb_id: 'admin', mb_name: '관리자', role: 'owner', permissions: {} };
 */
export interface OperatorView {
  mb_id: string;
  mb_name: string;
  role: OperatorRole;
  permissions: Partial<Record<AdminArea, readonly AdminAction[]>>;
  /** When the password was last given (sign-in or re-auth); sensitive actions need it recent. */
  reauth_at: string | null;
}

/**
 * The answer of the second factor: the operator, and the recovery codes when this sign-in
 * finished enrolment (shown once; each works once instead of a code).
 *
 * @example
 * const answer: SecondFactorResponse = { data: me, recovery_codes: ['abcde-12345'] };
 */
export interface SecondFactorResponse {
  data: OperatorView;
  recovery_codes?: string[];
}

/**
 * The error body of a sensitive action whose password is older than
 * `REAUTH_WINDOW_MINUTES`: answered 428 with `code: 'reauth_required'`; the console asks for
 * the password (`POST /api/admin/reauth`) and repeats the call.
 *
 * @example
 * if (body.code === 'reauth_required') askPassword();
 */
export interface ReauthRequiredBody {
  message: string;
  code: 'reauth_required';
}

/**
 * How long a given password covers sensitive actions (refunds, role changes, revealing).
 *
 * @example
 * REAUTH_WINDOW_MINUTES; // 5
 */
export const REAUTH_WINDOW_MINUTES = 5;

/**
 * One audit record: who did what, when, from where, with the values before and after.
 *
 * @example
 * const entry: AuditEntry = { id: 1, at: '2026-01-01T00:00:00Z', operator: 'admin', ip: '127.0.0.1', area: 'content', action: 'update', resource: 'popups', resource_id: '3', before: {}, after: {} };
 */
export interface AuditEntry {
  id: number;
  at: string;
  operator: string;
  ip: string;
  area: AdminArea;
  action: string;
  resource: string;
  resource_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const isoDate = z.iso.date();

/**
 * `GET /api/admin/audit-log` filters: operator (`mb_id`), area, action, period (`from`..`to`,
 * dates inclusive, Korea time); with the list's `page`, `per_page` and `order`.
 *
 * @example
 * auditQuerySchema.parse({ area: 'orders', from: '2026-01-01' });
 */
export const auditQuerySchema = z.object({
  operator: z.string().trim().max(20).optional(),
  area: z.enum(ADMIN_AREAS).optional(),
  action: z.string().trim().max(30).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

/**
 * `PUT /api/admin/operators/{id}`: a member's role, or `null` to take it away (owners only).
 *
 * @example
 * operatorRoleSchema.parse({ role: 'manager' });
 */
export const operatorRoleSchema = z.object({ role: z.enum(OPERATOR_ROLES).nullable() });
export type OperatorRoleInput = z.input<typeof operatorRoleSchema>;

/**
 * A member as the operator console lists and shows them: email and phone masked
 * (`POST /api/admin/members/{id}/reveal` shows them, after the password, in the audit log).
 *
 * @example
 * const m: AdminMember = { id: 2, mb_id: 'hong', mb_name: '홍길동', mb_email: 'ho**@example.com', mb_hp: '010-****-5678', role: null, marketing: true, created_at: '2026-01-01T00:00:00.000Z', last_login_at: null, unregistered: false, blocked: false };
 */
export interface AdminMember {
  id: number;
  mb_id: string;
  mb_name: string;
  mb_email: string | null;
  mb_hp: string | null;
  role: OperatorRole | null;
  marketing: boolean;
  created_at: string;
  last_login_at: string | null;
  unregistered: boolean;
  /** Blocked by an operator: cannot sign in or order. */
  blocked: boolean;
}

/**
 * An operator as the roles screen lists them (owners only; no personal data).
 *
 * @example
 * const o: AdminOperator = { id: 1, mb_id: 'admin', mb_name: '관리자', role: 'owner', last_login_at: null };
 */
export interface AdminOperator {
  id: number;
  mb_id: string;
  mb_name: string;
  role: OperatorRole | null;
  last_login_at: string | null;
}
