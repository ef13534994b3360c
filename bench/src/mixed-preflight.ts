// Before the mixed load: every request of the plan is sent once and must get what a
// browser expects (200 and the right kind of body), so a run never measures a mix of
// 404s, or of sign-in pages answered in place of the API.
import { assertLoopback } from './common.ts';
import type { PlannedKind, PlannedRequest } from './mixed-requests.ts';

// An address no run of the load uses (mixed-load.lua takes 10.0.x.y, 10.1.x.y, 10.2.x.y).
const CHECK_ADDRESS = '10.255.255.254';

async function answerOf(siteUrl: string, request: PlannedRequest, body?: string) {
  const response = await fetch(assertLoopback(`${siteUrl}${request.path}`), {
    method: request.method,
    headers: { ...request.headers, 'X-Forwarded-For': CHECK_ADDRESS },
    body: body ?? request.body,
  });
  // fetch decodes the body; the encoding is the one on the wire.
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    encoding: response.headers.get('content-encoding') ?? 'identity',
    text: await response.text(),
  };
}

/** Throws unless each request answers 200 with the kind's content type; returns what was seen, for the report. */
export async function checkAnswers(siteUrl: string, kinds: PlannedKind[], enquiry: { request: PlannedRequest; bodies: string[] }): Promise<string[]> {
  const notes: string[] = [];
  for (const kind of kinds) {
    const encodings = new Set<string>();
    for (const request of kind.requests) {
      const answer = await answerOf(siteUrl, request);
      if (answer.status !== 200 || !answer.contentType.startsWith(kind.contentType)) {
        throw new Error(`${request.method} ${request.path} (${kind.name}) answered ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 200)}`);
      }
      if (kind.name === 'myProduct' && !answer.text.includes('"productList"')) throw new Error(`myProduct answered without a product list: ${answer.text.slice(0, 200)}`);
      encodings.add(answer.encoding);
    }
    notes.push(`${kind.name}: ${kind.requests.length} request(s), each answered 200 ${kind.contentType} (${[...encodings].join(', ')}) before the load.`);
  }
  const answer = await answerOf(siteUrl, enquiry.request, enquiry.bodies[0]);
  if (answer.status !== 200 || !answer.text.includes('"success":true')) {
    throw new Error(`A sales enquiry answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  notes.push(`enquiry: answered 200 "success":true before the load.`);
  return notes;
}
