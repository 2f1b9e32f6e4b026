import type { Translator } from './translator.js';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English' };

/**
 * Translator over an OpenAI-compatible `POST {baseUrl}/chat/completions`, asking for a
 * JSON object that maps each Korean phrase to its translation.
 */
export function createOpenAiTranslator(options: {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): Translator {
  const doFetch = options.fetch ?? fetch;
  return {
    async translate(phrases, targetLocale) {
      if (phrases.length === 0) return {};
      const language = LANGUAGE_NAMES[targetLocale] ?? targetLocale;
      const res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            {
              role: 'system',
              content: `You translate the user interface of a Korean online shop for candles, diffusers and fragrance supplies into ${language}. Answer only a JSON object mapping each given Korean phrase, unchanged, to its ${language} translation. Keep {placeholders}, numbers, brand names and punctuation.`,
            },
            { role: 'user', content: JSON.stringify(phrases) },
          ],
        }),
      });
      if (!res.ok) throw new Error(`translator answered ${res.status}`);
      const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
      const content = body.choices?.[0]?.message?.content ?? '{}';
      const parsed = JSON.parse(content) as Record<string, unknown>;
      const wanted = new Set(phrases);
      const out: Record<string, string> = {};
      for (const [source, text] of Object.entries(parsed)) {
        if (wanted.has(source) && typeof text === 'string' && text.trim() !== '') {
          out[source] = text.trim().slice(0, 2000);
        }
      }
      return out;
    },
  };
}
