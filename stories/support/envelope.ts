/** msw helpers: answers in the platform's envelope, with an x-trace header. */
import { delay, http, HttpResponse } from 'msw';

export const ok = (data: unknown) =>
  HttpResponse.json({ Code: 0, Data: data, Message: '' }, { headers: { 'x-trace': 'story0000trace01' } });
export const fail = (code: number, message: string) =>
  HttpResponse.json({ Code: code, Data: null, Message: message }, { headers: { 'x-trace': '5f3c9a12d4e0b7aa' } });
export const forever = async () => {
  await delay('infinite');
  return ok(null);
};
export { http, HttpResponse };
