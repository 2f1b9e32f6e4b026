// The roles, areas and permission table of the operator console: no zod here, so the
// console's every page can read them without loading the schemas' library.

/**
 * The operator roles, most powerful first. A member with a role is an operator.
 *
 * @example
 * OPERATOR_ROLES.includes('owner'); // true
 */
export const OPERATOR_ROLES = [
  'owner',
  'manager',
  'customer_service',
  'content_editor',
  'workshop_staff',
] as const;

/**
 * One operator role.
 *
 * @example
 * const role: OperatorRole = 'manager';
 */
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * The areas of the operator console; every `/api/admin/...` route belongs to one.
 *
 * @example
 * ADMIN_AREAS[0]; // 'dashboard'
 */
export const ADMIN_AREAS = [
  'dashboard',
  'orders',
  'catalog',
  'members',
  'promotions',
  'content',
  'translations',
  'mail',
  'audit',
  'roles',
] as const;

/**
 * One area of the operator console.
 *
 * @example
 * const area: AdminArea = 'orders';
 */
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * The name of each area in Korean and English (navigation, permission errors).
 *
 * @example
 * ADMIN_AREA_LABELS.orders.kr; // '주문'
 */
export const ADMIN_AREA_LABELS: Readonly<Record<AdminArea, { kr: string; en: string }>> = {
  dashboard: { kr: '대시보드', en: 'Dashboard' },
  orders: { kr: '주문', en: 'Orders' },
  catalog: { kr: '상품', en: 'Catalog' },
  members: { kr: '회원', en: 'Members' },
  promotions: { kr: '프로모션', en: 'Promotions' },
  content: { kr: '콘텐츠', en: 'Content' },
  translations: { kr: '번역', en: 'Translations' },
  mail: { kr: '메일 발송함', en: 'Mail outbox' },
  audit: { kr: '감사 로그', en: 'Audit log' },
  roles: { kr: '운영자 권한', en: 'Operator roles' },
};

/**
 * What an operator does in an area: `view` reads, `edit` writes, `refund` gives money back,
 * `reveal` shows a masked phone, address or email.
 *
 * @example
 * ADMIN_ACTIONS; // ['view', 'edit', 'refund', 'reveal']
 */
export const ADMIN_ACTIONS = ['view', 'edit', 'refund', 'reveal'] as const;

/**
 * The name of each action in Korean and English.
 *
 * @example
 * ADMIN_ACTION_LABELS.edit.en; // 'editing'
 */
export const ADMIN_ACTION_LABELS: Readonly<Record<AdminAction, { kr: string; en: string }>> = {
  view: { kr: '조회', en: 'viewing' },
  edit: { kr: '수정', en: 'editing' },
  refund: { kr: '환불', en: 'refunds' },
  reveal: { kr: '개인정보 보기', en: 'revealing personal data' },
};

/**
 * The name of each role in Korean and English.
 *
 * @example
 * OPERATOR_ROLE_LABELS.owner.kr; // '대표 관리자'
 */
export const OPERATOR_ROLE_LABELS: Readonly<Record<OperatorRole, { kr: string; en: string }>> = {
  owner: { kr: '대표 관리자', en: 'Owner' },
  manager: { kr: '매니저', en: 'Manager' },
  customer_service: { kr: '고객 상담', en: 'Customer service' },
  content_editor: { kr: '콘텐츠 편집자', en: 'Content editor' },
  workshop_staff: { kr: '공방 스태프', en: 'Workshop staff' },
};

/**
 * One action in an area.
 *
 * @example
 * const action: AdminAction = 'edit';
 */
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * One permission: an area and an action in it.
 *
 * @example
 * const permission: AdminPermission = { area: 'orders', action: 'refund' };
 */
export interface AdminPermission {
  area: AdminArea;
  action: AdminAction;
}

const ALL: readonly AdminAction[] = ADMIN_ACTIONS;
const VIEW: readonly AdminAction[] = ['view'];
const EDIT: readonly AdminAction[] = ['view', 'edit'];

/**
 * The one permission table: what each role may do in each area (an area left out: nothing).
 * The API checks every `/api/admin/...` call against it; the console hides what it denies.
 *
 * @example
 * ROLE_PERMISSIONS.content_editor.content; // ['view', 'edit']
 */
export const ROLE_PERMISSIONS: Readonly<
  Record<OperatorRole, Readonly<Partial<Record<AdminArea, readonly AdminAction[]>>>>
> = {
  owner: Object.fromEntries(ADMIN_AREAS.map((area) => [area, ALL])) as Record<
    AdminArea,
    readonly AdminAction[]
  >,
  manager: {
    dashboard: VIEW,
    orders: ALL,
    catalog: EDIT,
    members: ['view', 'edit', 'reveal'],
    promotions: EDIT,
    content: EDIT,
    translations: EDIT,
    mail: ['view', 'edit', 'reveal'],
  },
  customer_service: {
    dashboard: VIEW,
    orders: ALL,
    catalog: VIEW,
    members: ['view', 'edit', 'reveal'],
    promotions: VIEW,
    // Support resends a failed mail and reads the full address a customer asks about.
    mail: ['view', 'edit', 'reveal'],
  },
  content_editor: {
    dashboard: VIEW,
    catalog: EDIT,
    promotions: VIEW,
    content: EDIT,
    translations: EDIT,
  },
  workshop_staff: {
    dashboard: VIEW,
    orders: VIEW,
    content: EDIT,
  },
};

/**
 * True when `role` may do `action` in `area` (a member without a role may do nothing).
 *
 * @example
 * roleCan('customer_service', 'orders', 'refund'); // true
 * roleCan('content_editor', 'orders', 'view'); // false
 */
export function roleCan(
  role: OperatorRole | null | undefined,
  area: AdminArea,
  action: AdminAction,
): boolean {
  if (!role) return false;
  return ROLE_PERMISSIONS[role]?.[area]?.includes(action) ?? false;
}
