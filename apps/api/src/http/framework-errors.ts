import type { Socket } from 'node:net';

import { DEFAULT_LANG } from '@atelier/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { message, type MessageKey } from './messages.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any hook runs (a
 * path that does not decode, a path parameter over the length limit) answered in the API's
 * format, `{message}` in Korean (no session is loaded yet), without the path Fastify would echo.
 */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, key]: [number, MessageKey] =
      error.code === 'FST_ERR_BAD_URL'
        ? [400, 'bad_url']
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, 'url_too_long']
          : [500, 'server_error'];
    if (status >= 500) request.log.error({ err: error }, 'router error');
    return reply
      .code(status)
      .headers(headers)
      .send({ message: message(key, DEFAULT_LANG) });
  };
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before Fastify sees a
 * request (headers over the size limit, a malformed request line, a timeout), answered in the
 * API's format with its headers, then the connection closed. Nothing of the request is echoed.
 */
export function clientErrors(headers: Record<string, string>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, key]: [number, MessageKey] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'request_timeout']
          : [400, 'bad_request'];
    if (socket.writable) {
      const body = JSON.stringify({ message: message(key, DEFAULT_LANG) });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
