import { z } from 'zod';

import type { CmsNode } from './cms.js';
import type { AttributeLabels } from './validation-messages.js';
import { hasControlCharacters, plainText } from './text.js';

// A link or image address an operator may give: a path of this site (`/…`, not `//…`) or an
// http(s) URL, without spaces or control characters. Every other scheme (`javascript:`,
// `data:`…) is refused on the server, whatever the screen that renders it does.
const SAFE_LINK = /^(?:\/(?!\/)|https?:\/\/[^/\s])\S*$/i;

/**
 * True when `value` is a link the shop may render from operator content: a path of the site
 * or an http(s) URL.
 *
 * @example
 * isSafeLink('/shop/list/1011'); // true
 * isSafeLink('javascript:alert(1)'); // false
 */
export function isSafeLink(value: string): boolean {
  return SAFE_LINK.test(value) && !hasControlCharacters(value);
}

/**
 * A link field of operator content: trimmed, at most `max` characters, {@link isSafeLink}
 * (else the `safe_link` rule).
 *
 * @example
 * safeLinkSchema().parse('/notice/1'); // '/notice/1'
 */
export function safeLinkSchema(max = 500) {
  return z
    .string()
    .trim()
    .max(max)
    .refine(isSafeLink, { params: { rule: 'safe_link' } });
}

const nullableLink = safeLinkSchema().nullable().default(null);
const nullableText = (max: number) =>
  plainText(z.string().trim().max(max)).nullable().default(null);

/**
 * Field labels of the content, translation and mail forms (422 messages).
 *
 * @example
 * parseInput(adminNoticeSchema, body, request, CONTENT_ATTRIBUTES);
 */
export const CONTENT_ATTRIBUTES: AttributeLabels = {
  title: { kr: '제목', en: 'title' },
  title_en: { kr: '영문 제목', en: 'English title' },
  type: { kr: '표시 방식', en: 'display type' },
  link: { kr: '링크', en: 'link' },
  link_en: { kr: '영문 링크', en: 'English link' },
  thumbnail_ko: { kr: '한국어 이미지', en: 'Korean image' },
  thumbnail_en: { kr: '영문 이미지', en: 'English image' },
  sort: { kr: '순서', en: 'order' },
  starts_at: { kr: '시작 일시', en: 'start' },
  ends_at: { kr: '종료 일시', en: 'end' },
  content: { kr: '내용', en: 'content' },
  content_en: { kr: '영문 내용', en: 'English content' },
  media_url: { kr: '이미지', en: 'image' },
  permalink: { kr: '게시물 링크', en: 'post link' },
  caption: { kr: '설명', en: 'caption' },
  caption_en: { kr: '영문 설명', en: 'English caption' },
  name: { kr: '이름', en: 'name' },
  template: { kr: '구성', en: 'layout' },
  translated: { kr: '번역', en: 'translation' },
  ids: { kr: '항목', en: 'items' },
  status: { kr: '상태', en: 'status' },
};

// ─── Instagram feed ──────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/admin/insta-feed` and `PUT /api/admin/insta-feed/{id}`: an Instagram post of the
 * footer strip (an uploaded image, the post's link, captions, order, shown or hidden).
 *
 * @example
 * adminInstaItemSchema.parse({ media_url: '/media/insta/ab/cd.webp', permalink: 'https://instagram.com/p/x' });
 */
export const adminInstaItemSchema = z.object({
  media_url: safeLinkSchema(),
  permalink: safeLinkSchema(),
  caption: nullableText(300),
  caption_en: nullableText(300),
  sort: z.number().int().min(0).max(10_000).default(0),
  is_active: z.boolean().default(true),
});
/** An Instagram item as the console sends it. */
export type AdminInstaItemInput = z.input<typeof adminInstaItemSchema>;

/**
 * An Instagram item as the console lists it.
 *
 * @example
 * const item: AdminInstaItem = { id: 1, media_url: '/media/a.webp', permalink: 'https://instagram.com/p/x', caption: null, caption_en: null, sort: 0, is_active: true, updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminInstaItem {
  id: number;
  media_url: string;
  permalink: string;
  caption: string | null;
  caption_en: string | null;
  sort: number;
  is_active: boolean;
  updated_at: string;
}

/**
 * `POST /api/admin/insta-feed/reorder` and `POST /api/admin/popups/reorder`: the ids in their
 * new order (the first is shown first).
 *
 * @example
 * reorderSchema.parse({ ids: [3, 1, 2] });
 */
export const reorderSchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { params: { rule: 'in' } }),
});
/** A reorder body. */
export type ReorderInput = z.input<typeof reorderSchema>;

/**
 * Answer of the console's image upload (`POST /api/admin/content/images`): the stored image's
 * address for a popup, a feed item or a CMS node.
 *
 * @example
 * const image: UploadedContentImage = { url: '/media/content/ab/cd/detail.webp', width: 800, height: 600 };
 */
export interface UploadedContentImage {
  url: string;
  width: number;
  height: number;
}

// ─── Notices ─────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/admin/notices` and `PUT /api/admin/notices/{id}`: a notice as operators write it.
 *
 * @example
 * adminNoticeSchema.parse({ title: '설 연휴 배송 안내', content: '1월 27일부터…' });
 */
export const adminNoticeSchema = z.object({
  title: plainText(z.string().trim().min(1).max(200)),
  title_en: nullableText(200),
  content: plainText(z.string().trim().min(1).max(20_000), { multiline: true }),
  content_en: plainText(z.string().trim().max(20_000), { multiline: true })
    .nullable()
    .default(null),
  is_pinned: z.boolean().default(false),
});
/** A notice as the console sends it. */
export type AdminNoticeInput = z.input<typeof adminNoticeSchema>;

/**
 * A file attached to a notice; `url` downloads it (public, as the notice is).
 *
 * @example
 * const file: NoticeAttachment = { id: 4, file_name: '안내.pdf', content_type: 'application/pdf', size: 48213, url: '/api/v1/notice/1/files/4' };
 */
export interface NoticeAttachment {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  url: string;
}

/** Files a notice may carry at most. */
export const NOTICE_ATTACHMENTS_MAX = 5;
/** Bytes of one notice attachment at most (10 MB). */
export const NOTICE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What a notice attachment may be, recognised by its content: the upload images and PDF.
 *
 * @example
 * <input type="file" accept={NOTICE_ATTACHMENT_TYPES.join(',')} />
 */
export const NOTICE_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

/**
 * A notice as the console lists and shows it (its files: `GET /api/admin/notices/{id}/attachments`).
 *
 * @example
 * const n: AdminNotice = { id: 1, title: '안내', title_en: null, content: '…', content_en: null, is_pinned: true, view_count: 0, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminNotice {
  id: number;
  title: string;
  title_en: string | null;
  content: string;
  content_en: string | null;
  is_pinned: boolean;
  view_count: number;
  created_at: string;
  updated_at: string;
}

// ─── CMS pages and banners ───────────────────────────────────────────────────────────────────

/**
 * The tags a CMS node may have: those `@atelier/cms-renderer` renders as themselves. The
 * server refuses any other (the renderer would drop or rename it anyway).
 *
 * @example
 * CMS_NODE_TAGS.includes('p'); // true
 */
// prettier-ignore
export const CMS_NODE_TAGS = [
  'div', 'section', 'article', 'header', 'footer', 'p', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'picture', 'source',
  'figure', 'figcaption', 'strong', 'em', 'b', 'i', 'u', 'br', 'hr', 'small', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'button',
] as const;
/** A CMS node tag. */
export type CmsNodeTag = (typeof CMS_NODE_TAGS)[number];

/** Deepest nesting and most nodes of a template the console may save. */
export const CMS_TEMPLATE_LIMITS = { maxDepth: 16, maxNodes: 500 } as const;

// Styles are sanitised again when rendered; here anything that could load or run something
// is refused outright.
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|@import|[<>\\]|behavior\s*:/i;

const cmsPropsSchema = z
  .object({
    innerText: plainText(z.string().max(5000), { multiline: true }).optional(),
    href: safeLinkSchema().optional(),
    src: safeLinkSchema().optional(),
    alt: plainText(z.string().max(300)).optional(),
    target: z.enum(['_blank', '_self']).optional(),
    id: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/)
      .optional(),
  })
  .strict();

/**
 * One node of a template as the console saves it: a known tag, a class list, an inline style
 * without addresses or script, the texts and safe links of `props`, and its children.
 *
 * @example
 * cmsNodeSchema.parse({ id: 'n1', tag: 'p', option: { props: { innerText: '안녕하세요' } } });
 */
export const cmsNodeSchema: z.ZodType<CmsNode> = z.lazy(() =>
  z
    .object({
      id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
      tag: z.enum(CMS_NODE_TAGS),
      option: z
        .object({
          class: z
            .string()
            .trim()
            .max(200)
            .regex(/^[A-Za-z0-9_ -]*$/)
            .optional(),
          style: z
            .string()
            .max(1000)
            .refine((style) => !UNSAFE_STYLE.test(style) && !hasControlCharacters(style), {
              params: { rule: 'type' },
            })
            .optional(),
          props: cmsPropsSchema.optional(),
        })
        .strict()
        .optional(),
      children: z.array(cmsNodeSchema).max(200).optional(),
    })
    .strict(),
);

function measure(nodes: readonly CmsNode[], depth = 1): { count: number; depth: number } {
  let count = 0;
  let deepest = nodes.length > 0 ? depth : 0;
  for (const node of nodes) {
    const inner = measure(node.children ?? [], depth + 1);
    count += 1 + inner.count;
    deepest = Math.max(deepest, inner.depth);
  }
  return { count, depth: deepest };
}

/**
 * A whole template: nodes as {@link cmsNodeSchema}, at most
 * {@link CMS_TEMPLATE_LIMITS} nodes and levels.
 *
 * @example
 * cmsTemplateSchema.parse([{ id: 'a', tag: 'h2', option: { props: { innerText: '공지' } } }]);
 */
export const cmsTemplateSchema = z
  .array(cmsNodeSchema)
  .max(200)
  .superRefine((nodes, context) => {
    const { count, depth } = measure(nodes);
    if (count > CMS_TEMPLATE_LIMITS.maxNodes)
      context.addIssue({
        code: 'custom',
        params: { rule: 'max_items', values: { max: CMS_TEMPLATE_LIMITS.maxNodes } },
      });
    if (depth > CMS_TEMPLATE_LIMITS.maxDepth)
      context.addIssue({
        code: 'custom',
        params: { rule: 'max_items', values: { max: CMS_TEMPLATE_LIMITS.maxDepth } },
      });
  });

/**
 * `POST /api/admin/cms-pages` and `PUT /api/admin/cms-pages/{id}`: a page or banner (its
 * published state changes only through publish and unpublish).
 *
 * @example
 * adminCmsPageSchema.parse({ name: 'home-banner', title: '홈 배너', template: [], closable: true });
 */
export const adminCmsPageSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  title: plainText(z.string().trim().min(1).max(200)),
  template: cmsTemplateSchema,
  link: nullableLink,
  closable: z.boolean().default(false),
});
/** A CMS page as the console sends it. */
export type AdminCmsPageInput = z.input<typeof adminCmsPageSchema>;

/**
 * A CMS page or banner as the console shows it; `published_at` null: not served.
 *
 * @example
 * const page: AdminCmsPage = { id: 1, name: 'home-banner', title: '홈 배너', template: [], link: null, closable: true, published_at: null, updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminCmsPage {
  id: number;
  name: string;
  title: string;
  template: CmsNode[];
  link: string | null;
  closable: boolean;
  published_at: string | null;
  updated_at: string;
}

// ─── Translations ────────────────────────────────────────────────────────────────────────────

/**
 * Where a phrase stands: `pending` (no translation yet), `machine` (the machine translator's
 * text, shown to shoppers until an operator approves or replaces it), `approved` (by an
 * operator or the seed), `rejected` (not a phrase to translate; shoppers see the Korean).
 *
 * @example
 * TRANSLATION_STATUSES.includes('machine'); // true
 */
export const TRANSLATION_STATUSES = ['pending', 'machine', 'approved', 'rejected'] as const;
/** A phrase's status in the translation queue. */
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/**
 * Query of `GET /api/admin/translations`: a locale, the queue (`waiting`: pending and machine
 * phrases, the default) or one status, a search in the source or translation.
 *
 * @example
 * adminTranslationQuerySchema.parse({ locale: 'en' }); // { locale: 'en', status: 'waiting', … }
 */
export const adminTranslationQuerySchema = z.object({
  locale: z.enum(['en']).default('en'),
  status: z.enum(['waiting', ...TRANSLATION_STATUSES, 'all']).default('waiting'),
});
/** A translation queue query as the console sends it. */
export type AdminTranslationQuery = z.input<typeof adminTranslationQuerySchema> & {
  page?: number;
  q?: string;
};

/**
 * A phrase of the translation queue.
 *
 * @example
 * const term: AdminTranslationTerm = { id: 9, locale: 'en', source: '장바구니', translated: 'Cart', status: 'machine', reporters: 2, confirmed: true, updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminTranslationTerm {
  id: number;
  locale: string;
  source: string;
  translated: string | null;
  status: TranslationStatus;
  /** Addresses that reported it while it waited. */
  reporters: number;
  /** Shown by the shop itself (catalogue or enough reports): the machine translates it. */
  confirmed: boolean;
  updated_at: string;
}

/**
 * `POST /api/admin/translations/{id}/approve`: the translation as approved (the suggestion as
 * it is, or edited).
 *
 * @example
 * translationApproveSchema.parse({ translated: 'Cart' });
 */
export const translationApproveSchema = z.object({
  translated: plainText(z.string().trim().min(1).max(2000)),
});
/** An approval body. */
export type TranslationApproveInput = z.input<typeof translationApproveSchema>;

/**
 * One locale's coverage: translated phrases (approved or machine) of all its phrases but the
 * rejected ones, in percent (rounded down, one decimal).
 *
 * @example
 * const c: TranslationCoverage = { locale: 'en', total: 200, translated: 190, waiting: 10, percent: 95 };
 */
export interface TranslationCoverage {
  locale: string;
  total: number;
  translated: number;
  waiting: number;
  percent: number;
}

/**
 * Answer of `POST /api/admin/translations/{id}/suggestion`: the machine translator's text, or
 * `null` when no translator is configured or it gave none.
 *
 * @example
 * const s: TranslationSuggestion = { suggestion: 'Cart' };
 */
export interface TranslationSuggestion {
  suggestion: string | null;
}

// ─── Mail outbox ─────────────────────────────────────────────────────────────────────────────

/**
 * Where a mail is: queued, sending, delivered (`outbox`: kept here in development, `smtp`:
 * handed to the server), `failed`, or `suppressed` (never sent).
 *
 * @example
 * MAIL_STATUSES.includes('failed'); // true
 */
export const MAIL_STATUSES = [
  'queued',
  'sending',
  'outbox',
  'smtp',
  'failed',
  'suppressed',
] as const;
/** A mail's transport status. */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The outbox's words for a mail's status, in the console and its sheet.
 *
 * @example
 * MAIL_STATUS_LABELS.failed.kr; // '실패'
 */
export const MAIL_STATUS_LABELS: Readonly<Record<MailStatus, { kr: string; en: string }>> = {
  queued: { kr: '대기', en: 'Queued' },
  sending: { kr: '보내는 중', en: 'Sending' },
  outbox: { kr: '보관 (개발)', en: 'Kept (development)' },
  smtp: { kr: '발송됨', en: 'Sent' },
  failed: { kr: '실패', en: 'Failed' },
  suppressed: { kr: '보내지 않음', en: 'Not sent' },
};

/**
 * Query of `GET /api/admin/mail`: status, recipient search (`q`), period (dates, inclusive).
 *
 * @example
 * adminMailQuerySchema.parse({ status: 'failed', from: '2026-01-01' });
 */
export const adminMailQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
/** A mail list query as the console sends it. */
export type AdminMailQuery = z.input<typeof adminMailQuerySchema> & { page?: number; q?: string };

/**
 * A mail as the console lists it (the recipient masked) and shows it (`text`: the body as
 * sent, shown as text).
 *
 * @example
 * const m: AdminMail = { id: 1, kind: 'order_placed', to: 'ho**@example.com', subject: '주문 접수', status: 'outbox', suppressed_reason: null, sent_at: null, created_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  suppressed_reason: string | null;
  sent_at: string | null;
  created_at: string;
  /** The detail only. */
  text?: string;
}
