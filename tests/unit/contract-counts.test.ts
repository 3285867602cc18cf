/** Issue 25 item 2: a hostile count is a wrong shape (5001, a clear error), never an empty list + React #520. */
import { describe, expect, it } from 'vitest';
import { readGiftCodeEvent, readHistoryPage } from '../../src/api/contract';
import { ShapeError } from '../../src/api/read';

describe('counts in the contract readers', () => {
  it.each([1e21, -1, 0.5, Number.MAX_VALUE])('a page Total of %s is refused', (Total) => {
    expect(() => readHistoryPage({ Total, Records: [] })).toThrow(ShapeError);
  });

  it('a real page Total is read', () => {
    expect(readHistoryPage({ Total: 5000, Records: [] }).Total).toBe(5000);
  });

  it('a gift-code event with 1e21 codes left is refused', () => {
    const event = {
      EventId: 1,
      Name: 'x',
      State: 'running',
      StartTime: '',
      EndTime: '',
      Remaining: 1e21,
      Total: 10,
      DailyLimit: 1,
      TemplateId: '',
      AwsConfigSetName: '',
    };
    expect(() => readGiftCodeEvent(event)).toThrow(ShapeError);
  });
});
