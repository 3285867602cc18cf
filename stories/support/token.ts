/**
 * A session token for stories: an unsigned JWT, since the client only reads its claims and msw
 * never checks it. Player 42 of operator 3 unless `claims` say otherwise (UTF-8 safe: `CSYMBOL: '₱'`).
 */
const b64 = (o: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

export const storyToken = (claims: Record<string, unknown> = {}) =>
  `${b64({ alg: 'none' })}.${b64({ APIID: 3, AID: 42, A: 'player42', ...claims })}.x`;
