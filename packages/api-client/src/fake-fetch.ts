// Test helper (not exported from the package): a fetch that records what the client sent
// and answers from a script, so tests assert on the real request without a network.
import type { FetchLike, ResponseLike } from './http.ts';

/** One request as the client handed it to fetch. */
export interface SentRequest {
  url: string;
  init: RequestInit;
}

/** A scripted answer: a JSON body (or raw text) with a status. */
export function answer(status: number, body?: unknown, statusText = ''): ResponseLike {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

/** A fetch that answers each call with the next scripted answer (the last one repeats). */
export function fakeFetch(...answers: Array<ResponseLike | Error>) {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined) throw new Error('fakeFetch: no answer scripted');
    if (next instanceof Error) throw next;
    return next;
  };
  /** The only request sent; fails the test when there was not exactly one. */
  const only = (): SentRequest => {
    if (sent.length !== 1) throw new Error(`expected one request, got ${sent.length}`);
    return sent[0] as SentRequest;
  };
  return { fetch, sent, only };
}

/** The headers of a sent request as a plain record. */
export function headersOf(request: SentRequest): Record<string, string> {
  return { ...(request.init.headers as Record<string, string>) };
}
