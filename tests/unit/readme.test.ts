import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementReference, readmeSection, staleFiles } from '../../scripts/element-docs.mjs';

describe('README', () => {
  it('documents every element exactly as its JSDoc contract says (run `node scripts/element-docs.mjs --write`)', () => {
    expect(readmeSection(readFileSync('README.md', 'utf8'))).toBe(elementReference());
  });
  it('ships custom-elements.json, web-types.json and the VS Code data as the JSDoc says (run `node scripts/element-docs.mjs`)', () => {
    expect(staleFiles()).toEqual([]);
  });
  it('shows the two commands at the top', () => {
    const top = readFileSync('README.md', 'utf8').split('\n').slice(0, 15).join('\n');
    expect(top).toContain('npm install && npm start');
    expect(top).toContain('npm install && npm test');
  });
});
