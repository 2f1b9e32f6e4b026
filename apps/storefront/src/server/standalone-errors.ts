import type { Socket } from 'node:net';

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { escapeHtml } from '@atelier/app-frame/server';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

const TEXT = {
  badUrl: '요청 주소가 올바르지 않습니다.',
  urlTooLong: '요청 주소가 너무 깁니다.',
  headersTooLarge: '요청 헤더가 너무 큽니다.',
  timeout: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
  badRequest: '잘못된 요청입니다.',
  notFound: '페이지를 찾을 수 없습니다.',
  serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
};

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function page(text: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml('오류 | 아틀리에')}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;
}

/**
 * Server options of the storefront's own process (not the gateway, whose API answers these):
 * what Fastify's router refuses before any route (a path that does not decode, an over-long
 * parameter) and what Node's HTTP parser refuses (oversized headers, a malformed request, a
 * timeout) answer a short Korean page with no-sniff and no-framing headers, never Fastify's
 * JSON with the path in it.
 */
export function standaloneErrorOptions() {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const [status, text] =
        error.code === 'FST_ERR_BAD_URL'
          ? [400, TEXT.badUrl]
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? [414, TEXT.urlTooLong]
            : [500, TEXT.serverError];
      if (status >= 500) request.log.error({ err: error }, 'router error');
      return reply.code(status).headers(HEADERS).send(page(text));
    },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, text] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, TEXT.headersTooLarge]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, TEXT.timeout]
            : [400, TEXT.badRequest];
      if (socket.writable) {
        const body = page(text);
        const head = [
          `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
          ...Object.entries(HEADERS).map(([name, value]) => `${name}: ${value}`),
        ];
        socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}

/**
 * The storefront process's answer to paths that are not pages or files (`/build/` misses, `/api`
 * when no proxy sent it elsewhere) and to errors outside the page handler: a short page, the
 * path never echoed (Fastify's defaults repeat it).
 *
 * Call on the root instance, before registering the plugin (which inherits the error handler).
 */
export function useStandaloneErrorPages(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).headers(HEADERS).send(page(TEXT.notFound)),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(status)
      .headers(HEADERS)
      .send(page(status >= 500 ? TEXT.serverError : TEXT.badRequest));
  });
}
