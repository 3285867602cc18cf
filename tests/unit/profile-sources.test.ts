/**
 * scripts/profile-sources.ts (issue 45): a CPU profile read as self time per place in a window
 * before the first text, the window found by the ready marker the profile bench's page runs.
 */
import { describe, expect, it } from 'vitest';
import {
  engineName,
  markerTime,
  selfTime,
  sourceName,
  type CallFrame,
  type CpuProfile,
} from '../../scripts/profile-sources';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0): CallFrame => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

/**
 * root → (program); root → render (the vendor chunk, 0:100) → layout (native); root → mark.
 * Samples every 100 µs from 1,000 µs: program, render, render, layout, mark, program.
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 5] },
    { id: 2, callFrame: frame('(program)') },
    { id: 3, callFrame: frame('render', 'http://x/dist/chunks/vendor.js', 0, 100), children: [4] },
    { id: 4, callFrame: frame('getBoundingClientRect') },
    { id: 5, callFrame: frame('__mark', 'http://x/page.html') },
  ],
  startTime: 1000,
  endTime: 1700,
  samples: [2, 3, 3, 4, 5, 2],
  timeDeltas: [100, 100, 100, 100, 100, 100],
};
const byFunction = (f: CallFrame) => f.functionName;

describe('a CPU profile read per place', () => {
  it('finds the marker at its first sample, in the profile clock', () => {
    expect(markerTime(profile, '__mark')).toBe(1500);
    expect(markerTime(profile, 'render')).toBe(1200);
    expect(markerTime(profile, 'absent')).toBeNull();
  });

  it('counts each sample until the next as its leaf self time, within the window only', () => {
    // Samples at 1,100 … 1,600 µs; each stands for 100 µs but the last, which has no next.
    expect(selfTime(profile, 0, Infinity, byFunction)).toEqual([
      ['render', 0.2],
      ['(program)', 0.1],
      ['getBoundingClientRect', 0.1],
      ['__mark', 0.1],
    ]);
    // The window 1,200–1,400 µs: render twice, then the native leaf under it (not render).
    expect(selfTime(profile, 1200, 1400, byFunction)).toEqual([
      ['render', 0.2],
      ['getBoundingClientRect', 0.1],
    ]);
  });

  it('names sources as a reader knows them', () => {
    expect(sourceName('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom/cjs/react-dom-client.production.js',
    );
    expect(sourceName('../../src/features/history/history-list.tsx')).toBe('src/features/history/history-list.tsx');
    expect(engineName(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(engineName(frame('fetch'))).toBe('native fetch');
  });
});
